// Pieces the college screens share: a college's emblem, facts and feature tags (portal.md §3 school brief), the
// names of subject types, batches and provinces, a card's newest admission line, and a polite announcer for changes
// made by a click.
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import type { LineProvince, ProvinceLine } from "@/contracts/yuanxiao";
import type { CollegeBrief } from "@/lib/api/favourites";
import type { PortalKey } from "@/lib/i18n/portal";
import { batchKey, categoryKey, emblemHue, emblemText, featureKey, featureTags, natureKind, placeParts, subjectTypeKey } from "@/lib/rules/colleges";
import { placeName } from "@/lib/rules/display-name";
import { PROVINCE_CODES } from "@/lib/rules/user-label";
import { useT, type Translate } from "@/islands/ui/useT";
import { kept } from "@/islands/ui/Kept";
import { SampleTag } from "@/islands/ui/SampleData";

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

/** A visually hidden polite live region for the outcome of a click (followed, added to the comparison …). */
export function Announcer({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
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
