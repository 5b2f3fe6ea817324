// Pieces the major and profession screens share: a loader that reruns when its key changes, the breadcrumb, the
// data names marked as Chinese in the English interface, and the page's query string.
import "@/lib/i18n/portal-majors";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { displayName, displayNameLang, majorName, majorNameLang, professionDescription, professionDescriptionLang, professionName, professionNameLang, type Named } from "@/lib/rules/display-name";
import { majorIndexHref, type MajorLevel } from "@/lib/rules/majors";
import { provinceView } from "@/lib/rules/user-label";
import { $province } from "@/lib/session/auth";
import { $profile } from "@/lib/session/profile";
import { useT } from "@/islands/ui/useT";

/** A major page whose code names nothing: what was not found and the way back to the catalogue. */
export function NotFound({ level, title }: { level: MajorLevel; title: string }) {
  const { t } = useT();
  return (
    <div data-not-found>
      <h1 className="page__title">{title}</h1>
      <p><a href={majorIndexHref(level)}>{t("majors.backToIndex")}</a></p>
    </div>
  );
}

/** The student's exam province: code and display name (portal.md §4: first two digits of regionCode). */
export function useProvince(): { code: string; name: string } | null {
  const { t } = useT();
  const code = useStore($province);
  const profile = useStore($profile);
  const view = provinceView(code || profile?.regionCode);
  if (!view) return null;
  return { code: view.code, name: view.nameKey ? t(view.nameKey) : view.code };
}

/** A catalogue node's name in the reader's language (English for the 本科 catalogue where known), else as Zh below. */
export function MajorName({ node, lang }: { node: { code?: unknown; name?: unknown; level?: unknown }; lang: "zh" | "en" }) {
  return <span lang={majorNameLang(node, lang)}>{majorName(node, lang)}</span>;
}

/**
 * A profession catalogue node's name in the reader's language (English by code where known), else as Zh below; in
 * Chinese mode the bare name, as Zh renders it.
 */
export function ProfessionName({ node, lang }: { node: { code?: unknown; name?: unknown }; lang: "zh" | "en" }) {
  return lang === "en" ? <span lang={professionNameLang(node, lang)}>{professionName(node, lang)}</span> : <>{professionName(node, lang)}</>;
}

/** A profession's description in the reader's language (English by code where known), else the stored Chinese as Zh below. */
export function ProfessionDescription({ node, lang }: { node: { code?: unknown; description?: unknown }; lang: "zh" | "en" }) {
  return lang === "en" ? <span lang={professionDescriptionLang(node, lang)}>{professionDescription(node, lang)}</span> : <>{professionDescription(node, lang)}</>;
}

/** A college's name in the reader's language (its own English name where known), else as Zh below. */
export function CollegeName({ college, lang }: { college: Named; lang: "zh" | "en" }) {
  return <span lang={displayNameLang(college, lang)}>{displayName(college, lang)}</span>;
}

/** A name from the data (Chinese), marked as such when the interface is in English. */
export function Zh({ children, lang }: { children: ReactNode; lang: "zh" | "en" }) {
  return lang === "en" ? <span lang="zh-CN">{children}</span> : <>{children}</>;
}

export interface Crumb {
  label: ReactNode;
  href?: string;
}

/** Where the page sits: links up the tree, the current page last (not a link). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("majors.breadcrumb")} className="mb-2 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true" className="muted">›</span>}
            {item.href && index < items.length - 1 ? <a href={item.href}>{item.label}</a> : <span aria-current={index === items.length - 1 ? "page" : undefined}>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Replaces the page's query string (no new history entry) so a return visit opens the same view. */
export function replaceQuery(params: Record<string, string | number | null | undefined>): void {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") url.searchParams.delete(name);
    else url.searchParams.set(name, String(value));
  }
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function readQuery(name: string): string {
  return typeof location === "undefined" ? "" : new URL(location.href).searchParams.get(name) ?? "";
}
