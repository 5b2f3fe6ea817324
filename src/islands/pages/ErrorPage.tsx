// The error pages /404, /403 and /500 (portal.md §2, §8) without the portal's top bar: they must work for
// visitors of the public guides too. The language is the stored one, or English when the 404 redirect came from
// an English guide address (?lang=en), until the reader switches it here.
import "@/lib/i18n/portal-pages";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { htmlLang, type Lang } from "@/lib/i18n";
import { pt, type PortalKey } from "@/lib/i18n/portal";
import { activeBrand } from "@/lib/portal/brand";
import { $token } from "@/lib/session/auth";
import { $lang } from "@/lib/session/ui";
import { LanguageSwitch } from "@/islands/shell/SettingsMenu";
import "@/islands/shell/boot";
import { guidesHref } from "./sections";
import { PANEL } from "./shared";

export type ErrorCode = 404 | 403 | 500;

const TEXT: Record<ErrorCode, { title: PortalKey; body: PortalKey }> = {
  404: { title: "error.404.title", body: "error.404.body" },
  403: { title: "error.403.title", body: "error.403.body" },
  500: { title: "error.500.title", body: "error.500.body" },
};

function queryLang(): Lang | null {
  const value = new URLSearchParams(location.search).get("lang");
  return value === "en" || value === "zh" ? value : null;
}

/** The address that was not found, from ?from= (the 404 redirect keeps it); only a same-site path is shown. */
function missingPath(): string | null {
  const from = new URLSearchParams(location.search).get("from");
  return from && from.startsWith("/") && !from.startsWith("//") ? from.slice(0, 200) : null;
}

export default function ErrorPage({ code }: { code: ErrorCode }) {
  const stored = useStore($lang);
  const [override, setOverride] = useState<Lang | null>(queryLang);
  const first = useRef(true);
  // Switching the language here replaces the one the address asked for.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setOverride(null);
  }, [stored]);
  const lang = override ?? stored;
  const t = (key: PortalKey, vars?: Record<string, string | number>) => pt(lang, key, vars);
  const loggedIn = Boolean(useStore($token));
  const text = TEXT[code];
  const from = code === 404 ? missingPath() : null;

  useEffect(() => {
    document.documentElement.lang = htmlLang[lang];
    document.title = `${t(text.title)} · ${t("site.platform")}`;
  });

  const canGoBack = typeof history !== "undefined" && history.length > 1 && document.referrer.startsWith(location.origin);

  return (
    <div className="flex min-h-screen flex-col bg-[linear-gradient(180deg,var(--primary-9),#f5f7fa_60%)]" data-error-page={code}>
      <header className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
        <a href={loggedIn ? "/wel/index" : guidesHref(lang)} className="flex items-center gap-2 font-bold text-[var(--color-ink)] no-underline">
          <img src={activeBrand.logo} alt="" width={32} height={32} />
          <span>{t(activeBrand.name)}</span>
        </a>
        <LanguageSwitch />
      </header>
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-5 pb-16">
        <div className={`${PANEL} flex flex-col gap-3 text-center`}>
          <p className="text-5xl font-bold text-[var(--primary-strong)]" aria-hidden="true">{code}</p>
          <h1 className="text-2xl">{t(text.title)}</h1>
          <p className="muted text-sm">{t("error.code", { code })}</p>
          <p>{t(text.body)}</p>
          {from && <p className="muted break-all text-sm">{t("error.404.address", { path: from })}</p>}
          <nav aria-label={t("error.next")} className="mt-2">
            <ul className="flex flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
              {code === 500 && (
                <li>
                  <button type="button" className="btn btn--primary w-full" onClick={() => location.reload()}>{t("error.reload")}</button>
                </li>
              )}
              <li>
                <a className={`btn w-full ${code === 500 ? "" : "btn--primary"}`} href="/wel/index">{t("error.home")}</a>
              </li>
              {code !== 403 && (
                <li>
                  <a className="btn w-full" href={guidesHref(lang)}>{t("error.guides")}</a>
                </li>
              )}
              {code === 403 && !loggedIn && (
                <li>
                  <a className="btn w-full" href="/login">{t("error.login")}</a>
                </li>
              )}
              {canGoBack && (
                <li>
                  <button type="button" className="btn w-full" onClick={() => history.back()}>{t("error.back")}</button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
