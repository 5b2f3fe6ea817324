// Pieces the college screens share: a college's emblem, facts and feature tags (portal.md §3 school brief), the
// follow button (§4), the sample-data tag, the pager, and a polite announcer for changes made by a click.
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import { useState, type MouseEvent, type ReactNode } from "react";
import type { LineProvince, ProvinceLine } from "@/contracts/yuanxiao";
import type { CollegeBrief } from "@/lib/api/favourites";
import type { PortalKey } from "@/lib/i18n/portal";
import { batchKey, categoryKey, emblemHue, emblemText, featureKey, featureTags, natureKind, pageItems, placeParts, subjectTypeKey } from "@/lib/rules/colleges";
import { placeName } from "@/lib/rules/display-name";
import { followLabel } from "@/lib/rules/follow";
import { PROVINCE_CODES } from "@/lib/rules/user-label";
import { toggleFollow } from "@/lib/session/favourites";
import { useT, type Translate } from "@/islands/ui/useT";
import { kept } from "@/islands/ui/Kept";

/** A white panel (the guides' .card also restyles paragraphs and hover, which these screens must not get). */
export const BOX = "rounded-lg border border-[var(--color-line)] bg-white px-4 py-3";
/** A result in a list: a panel whose border shows the hover. */
export const ITEM = `${BOX} hover:border-[var(--primary-strong)]`;

/** The college's logo, or a placeholder emblem (first character on a colour from the code) when it has none. */
export function CollegeEmblem({ college, size = 48 }: { college: Pick<CollegeBrief, "collegeCode" | "name" | "logoUrl">; size?: number }) {
  if (college.logoUrl) {
    return <img src={college.logoUrl} alt="" width={size} height={size} loading="lazy" className="shrink-0 rounded-lg border border-[var(--color-line)] bg-white object-contain" />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid shrink-0 place-items-center rounded-lg font-bold text-white"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), background: `hsl(${emblemHue(college.collegeCode)} 55% 28%)` }}
    >
      {emblemText(college.name)}
    </span>
  );
}

const provinceCodes = PROVINCE_CODES as readonly string[];

/** Province and city in the reader's language when known, e.g. "湖北省 · 武汉市" / "Hubei · Wuhan". */
export function placeText(college: CollegeBrief, t: Translate, lang: "zh" | "en"): string {
  const code = typeof college.provinceCode === "string" ? college.provinceCode : "";
  const [province, city] = placeParts(college.provinceName, college.cityName);
  if (lang === "en" && provinceCodes.includes(code)) {
    const name = t(`province.${code}` as PortalKey);
    return college.cityName && college.cityName !== college.provinceName ? `${name} · ${placeName(college.cityName, lang, "city")}` : name;
  }
  return [province, city].filter(Boolean).join(" · ");
}

export function categoryText(category: string | undefined, t: Translate): string {
  const key = categoryKey(category);
  return key ? t(`colleges.category.${key}`) : category ?? "";
}

export function natureText(natureType: string | undefined, t: Translate): string {
  const kind = natureKind(natureType);
  return kind ? t(`colleges.nature.${kind}`) : "";
}

export function levelText(level: unknown, t: Translate): string {
  return level === "本科" ? t("colleges.level.ben") : level === "专科" ? t("colleges.level.zhuan") : typeof level === "string" ? level : "";
}

export function featureText(tag: string, t: Translate): string {
  const key = featureKey(tag);
  return key ? t(`colleges.feature.${key}`) : tag;
}

/** The college's feature tags as a list, or nothing without any. */
export function FeatureTags({ feature, className = "" }: { feature: string | undefined; className?: string }) {
  const { t } = useT();
  const tags = featureTags(feature);
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label={t("colleges.features")}>
      {tags.map((tag) => (
        <li key={tag} className="tag">{featureText(tag, t)}</li>
      ))}
    </ul>
  );
}

/** "示例数据" tag with the note as its description (portal-wide sample-data rule). */
export function SampleTag() {
  const { t } = useT();
  return (
    <span className="tag" data-sample title={t("sample.note")}>
      {t("sample.label")}
    </span>
  );
}

export function SampleNote() {
  const { t } = useT();
  return (
    <p className="muted text-sm" data-sample-note>
      <SampleTag /> {t("sample.note")}
    </p>
  );
}

/**
 * Follow / followed (portal.md §4): only an answer with code 200 changes the state; a failure changes nothing and
 * says nothing. While a call runs the button stays focusable but ignores clicks.
 */
export function FollowButton({ code, name, isFavorite, onChange, compact = false }: { code: string; name: string; isFavorite: boolean; onChange(next: boolean): void; compact?: boolean }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (busy) return;
    setBusy(true);
    const next = await toggleFollow(code, isFavorite);
    setBusy(false);
    onChange(next);
  };
  return (
    <button
      type="button"
      className={`btn ${isFavorite ? "" : "btn--primary"} ${compact ? "min-h-8 px-3 text-sm" : ""}`}
      aria-disabled={busy || undefined}
      data-follow={code}
      data-followed={isFavorite}
      onClick={click}
    >
      <span aria-hidden="true">{isFavorite ? "★" : "☆"}</span>
      {t(followLabel(isFavorite))}
      <span className="sr-only">{name}</span>
    </button>
  );
}

/** A visually hidden polite live region for the outcome of a click (followed, added to the comparison …). */
export function Announcer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

/** Page links: previous, numbers with gaps, next. Links carry the page's address; a click is handled in place. */
export function Pager({ current, pages, href, onPage, label }: { current: number; pages: number; href(page: number): string; onPage(page: number): void; label: string }) {
  const { t } = useT();
  if (pages <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(page);
  };
  const step = (page: number, text: string, key: string): ReactNode =>
    page < 1 || page > pages ? (
      <span className="btn pointer-events-none opacity-60" aria-disabled="true" key={key}>{text}</span>
    ) : (
      <a className="btn" href={href(page)} onClick={go(page)} key={key}>{text}</a>
    );
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(current - 1, t("colleges.pager.prev"), "prev")}</li>
        {pageItems(current, pages).map((item, i) =>
          item === "gap" ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1">…</li>
          ) : (
            <li key={item}>
              <a
                className={`btn min-w-9 px-2 ${item === current ? "btn--primary" : ""}`}
                href={href(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("colleges.pager.page", { n: item })}
                onClick={go(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>{step(current + 1, t("colleges.pager.next"), "next")}</li>
      </ul>
    </nav>
  );
}

export function subjectText(subjectType: string, t: Translate): string {
  const key = subjectTypeKey(subjectType);
  return key ? t(`contrast.subject.${key}`) : subjectType;
}

export function batchName(batch: string, t: Translate): string {
  const key = batchKey(batch);
  return key ? t(`contrast.batch.${key}`) : batch;
}

/** A province's short name in the reader's language ("广东" / "Guangdong"), as the rest of the portal writes it. */
export function provinceLabel(province: { code: string; name: string }, t: Translate): string {
  return provinceCodes.includes(province.code) ? t(`province.${province.code}` as PortalKey) : province.name;
}

export function formatNumber(value: number, lang: "zh" | "en"): string {
  return value.toLocaleString(lang === "en" ? "en-GB" : "zh-CN");
}

/**
 * A card's newest admission line in the student's province (issue 15): year, subject type and batch, lowest score and
 * rank, and where the figures came from; or that the province has none. Nothing for an account without a province.
 */
export function ProvinceLineNote({ code, line, province }: { code: string; line: ProvinceLine | null | undefined; province: LineProvince | undefined }) {
  const { t, lang } = useT();
  if (!province || line === undefined) return null;
  const where = provinceLabel(province, t);
  if (line === null) {
    return (
      // a span carries the muted colour: the card's own muted paragraph is its facts line
      <p className="mt-1 text-sm" data-province-line={code} data-line-none>
        <span className="muted">{t("colleges.line.none", { province: where, subject: province.subjectType ? subjectText(province.subjectType, t) : "" })}</span>
      </p>
    );
  }
  return (
    <div className="mt-1 rounded-md bg-[var(--primary-9)] px-2 py-1 text-sm" data-province-line={code}>
      <p className="m-0 flex flex-wrap items-center gap-x-2">
        <span className="font-medium">{t("colleges.line.label")}</span>
        <span className="muted" data-line-scope>{kept(t("colleges.line.scope", { province: where, subject: subjectText(line.subjectType, t), year: line.year, batch: batchName(line.batch, t) }))}</span>
      </p>
      <p className="m-0 flex flex-wrap items-center gap-x-2">
        {line.minScore != null && (
          // the dot trails the score, so a wrapped line never starts with it
          <span className="whitespace-nowrap">
            <span data-line-score>{t("colleges.line.score", { score: formatNumber(line.minScore, lang) })}</span>
            <span aria-hidden="true"> ·</span>
          </span>
        )}
        <span data-line-rank>{line.minRank == null ? t("colleges.line.noRank") : t("colleges.line.rank", { rank: formatNumber(line.minRank, lang) })}</span>
        {line.sample || line.source.sample ? <SampleTag /> : <SourceText name={line.source.name} />}
      </p>
    </div>
  );
}

/** "来源：" and an imported source's name (names are Chinese). */
export function SourceText({ name }: { name: string }) {
  const { t } = useT();
  return (
    <span className="muted" data-line-source>
      {t("colleges.line.source")}
      <span lang="zh-CN">{name}</span>
    </span>
  );
}
