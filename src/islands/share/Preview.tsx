// /wel/preview?id=… (portal.md §2 "preview", no login): what a student shared, read-only — the colleges of a
// comparison side by side — under a banner saying it was shared by a Qihang user, is read-only and when it expires.
// A link that does not work (no id, unknown, expired, revoked, too many opens) says which, and nothing else.
import "@/lib/i18n/portal-share";
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import "@/islands/shell/boot";
import { useState, type ReactNode } from "react";
import { fetchSharedView, type SharedCollege, type SharedView } from "@/lib/api/share";
import { ApiError } from "@/lib/http/envelope";
import { isShareId, SHARE_DAYS } from "@/domain/share";
import type { PortalKey } from "@/lib/i18n/portal";
import { useLoadable } from "@/islands/ui/useCall";
import { useT } from "@/islands/ui/useT";
import { categoryText, CollegeEmblem, FeatureTags, levelText, natureText, placeText } from "@/islands/colleges/parts";
import { SampleNote, SampleTag } from "@/islands/ui/SampleData";
import type { CollegeBrief } from "@/lib/api/favourites";
import { departmentName, displayName, displayNameLang, textLang } from "@/lib/rules/display-name";
import { shareDay } from "./format";

type Refusal = "noId" | "badId" | "unknown" | "expired" | "revoked" | "tooMany" | "failed";
type State = { state: "loading" } | { state: "refused"; why: Refusal } | { state: "ready"; view: SharedView };

/** What the server's refusal means for the viewer. */
function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return "failed";
  if (error.code === 404) return "unknown";
  if (error.code === 429) return "tooMany";
  if (error.code === 410) return (error.data as { reason?: string } | null)?.reason === "revoked" ? "revoked" : "expired";
  if (error.code === 400) return "badId";
  return "failed";
}

export default function Preview() {
  const { t } = useT();
  const [id] = useState(() => (new URLSearchParams(location.search).get("id") ?? "").trim());
  const malformed: Refusal | null = !id ? "noId" : !isShareId(id) ? "badId" : null;
  // A refusal is an answer here (which one decides what the viewer reads), so the call resolves with it.
  const [load, retry] = useLoadable(
    ["sharedView", id],
    () => fetchSharedView(id).then((answer): State => ({ state: "ready", view: answer.data }), (error: unknown): State => ({ state: "refused", why: refusalOf(error) })),
    malformed === null,
  );
  const state: State = malformed ? { state: "refused", why: malformed } : load.state === "ready" ? load.data : { state: "loading" };

  return (
    <div className="page flex flex-col gap-4" data-preview={state.state}>
      <h1 className="page__title mb-0">{t("route.preview")}</h1>
      {state.state === "loading" && <p className="muted" role="status">{t("pages.loading")}</p>}
      {state.state === "refused" && <Refused why={state.why} retry={retry} />}
      {state.state === "ready" && <Shared view={state.view} />}
    </div>
  );
}

function LoginLink() {
  const { t } = useT();
  return <a className="btn" href="/login">{t("preview.login")}</a>;
}

function Refused({ why, retry }: { why: Refusal; retry(): void }) {
  const { t } = useT();
  const text: Record<Refusal, string> = {
    noId: t("preview.noId"), badId: t("preview.badId"), unknown: t("preview.unknown"),
    expired: t("preview.expired", { days: SHARE_DAYS }), revoked: t("preview.revoked"), tooMany: t("preview.tooMany"), failed: t("pages.loadFailed"),
  };
  return (
    <section aria-labelledby="preview-refused" className="rounded-lg border border-[var(--color-line)] bg-white px-4 py-4" data-refused={why}>
      <h2 id="preview-refused" className="text-lg">{t("preview.refused")}</h2>
      <p role="alert">{text[why]}</p>
      {(why === "expired" || why === "revoked" || why === "unknown") && <p className="muted">{t("preview.askOwner")}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {(why === "failed" || why === "tooMany") && <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>}
        <LoginLink />
      </div>
    </section>
  );
}

function Shared({ view }: { view: SharedView }) {
  const { t, lang } = useT();
  const date = shareDay(view.expiresAt, lang);
  const colleges = view.contrast.colleges;
  const asBrief = (college: SharedCollege) => college as unknown as CollegeBrief;
  const rows: { key: PortalKey; cell(college: SharedCollege): ReactNode }[] = [
    { key: "contrast.row.place", cell: (college) => placeText(asBrief(college), t, lang) || "—" },
    { key: "contrast.row.category", cell: (college) => categoryText(college.category, t) || "—" },
    { key: "contrast.row.nature", cell: (college) => natureText(college.natureType, t) || "—" },
    { key: "contrast.row.level", cell: (college) => levelText(college.level, t) || "—" },
    { key: "contrast.row.belong", cell: (college) => (college.belong ? <span lang={textLang(departmentName(college.belong, lang), lang)}>{departmentName(college.belong, lang)}</span> : "—") },
    { key: "contrast.row.features", cell: (college) => (college.feature ? <FeatureTags feature={college.feature} /> : "—") },
  ];
  return (
    <>
      <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-[var(--primary-strong)] bg-[var(--primary-9)] px-4 py-3" data-preview-banner>
        <p className="m-0">
          {view.ownerName ? t("preview.bannerNamed", { name: view.ownerName, date }) : t("preview.banner", { date })}
        </p>
        <LoginLink />
      </div>
      <section aria-labelledby="preview-contrast" className="flex flex-col gap-2">
        <h2 id="preview-contrast" className="text-lg">{t("route.contrast")}</h2>
        {view.contrast.province && (
          <p className="muted m-0">{t("preview.province", { province: t(`province.${view.contrast.province}` as PortalKey) })}</p>
        )}
        <div role="region" aria-labelledby="preview-caption" tabIndex={0} className="overflow-x-auto rounded-lg border border-[var(--color-line)] bg-white">
          <table className="w-full border-collapse text-sm" data-preview-table>
            <caption id="preview-caption" className="sr-only">{t("preview.collegesCaption", { n: colleges.length })}</caption>
            <thead>
              <tr>
                <td className="w-24 min-w-24 sm:w-32" />
                {colleges.map((college) => (
                  <th key={college.collegeCode} scope="col" className="min-w-40 border-l border-[var(--color-line)] px-3 py-2 text-left align-top font-normal" data-college={college.collegeCode}>
                    <span className="flex flex-col items-start gap-1">
                      <CollegeEmblem college={college} size={40} />
                      <span className="font-semibold" lang={displayNameLang(college, lang)}>{displayName(college, lang)}</span>
                      {college.sample && <SampleTag />}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-[var(--color-line)]">
                  <th scope="row" className="px-3 py-2 text-left align-top font-medium">{t(row.key)}</th>
                  {colleges.map((college) => (
                    <td key={college.collegeCode} className="border-l border-[var(--color-line)] px-3 py-2 align-top">{row.cell(college)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {colleges.some((college) => college.sample) && <SampleNote />}
      </section>
    </>
  );
}
