// Pieces the volunteer screens share: a province's rule in plain words (mode, slots, majors, 调剂, order, segments,
// notes, source, confidence, disagreements), who saved and when, a unit's one-line name, a finding in words, and the
// band with the probability.
import "@/lib/i18n/portal-volunteer";
import "@/lib/i18n/portal-probability";
import "@/lib/i18n/portal-data-tools";
import type { BatchRuleAnswer, Finding, FormUnit, RulesAnswer } from "@/lib/api/volunteer";
import type { Lang } from "@/lib/i18n";
import type { PortalKey } from "@/lib/i18n/portal";
import { percentText } from "@/lib/rules/probability";
import { findingWords, type FindingNames } from "@/lib/rules/volunteer";
import type { Translate } from "@/islands/ui/useT";
import { LOCALES, provinceName, requirementText } from "@/islands/school/parts";
import { batchText, CARD, planTypeText } from "@/islands/data-tools/parts";
import { BandBadge, wordsOf } from "@/islands/probability/parts";
import { kept } from "@/islands/ui/Kept";
import { unitTitle } from "@/lib/rules/probability";

export { CARD };

/** A date and time in Asia/Shanghai: "2026年11月24日 18:05" / "24 Nov 2026, 18:05". */
export function dateTimeText(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: "Asia/Shanghai", year: "numeric", month: lang === "zh" ? "long" : "short", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false }).format(date);
}

/** "学生 李明" / "parent 李明家长". */
const WHO_KEYS: Record<string, PortalKey> = { parent: "vol.who.parent", teacher: "vol.who.teacher", admin: "vol.who.admin" };

/** "家长 李明家长", "班主任 陈老师": each comment and save labelled with its writer's role (a student's when unknown). */
export function whoText(t: Translate, who: { role: string; name: string }): string {
  return t(WHO_KEYS[who.role] ?? "vol.who.student", { name: who.name });
}

const MODE_KEYS: Record<string, PortalKey> = { group: "vol.mode.group", major: "vol.mode.major", college: "vol.mode.college" };
const ADJUST_KEYS: Record<string, PortalKey> = { group: "vol.adjust.group", college: "vol.adjust.college", majors: "vol.adjust.majors", none: "vol.adjust.none" };
const CONFIDENCE_KEYS: Record<string, PortalKey> = { high: "vol.confidence.high", medium: "vol.confidence.medium", low: "vol.confidence.low" };
const FIELD_KEYS: Record<string, PortalKey> = { slots: "vol.rule.field.slots", majorsPerSlot: "vol.rule.field.majorsPerSlot", source: "vol.rule.field.source" };

export const modeText = (t: Translate, mode: string) => (MODE_KEYS[mode] ? t(MODE_KEYS[mode]!) : mode);

/** A unit as one line: "中山大学 第201组", with the college's English name in English mode when we have one. */
export function unitLabel(unit: (Pick<FormUnit, "collegeName" | "name"> & { collegeNameEn?: string }) | undefined, fallback: string, lang: Lang): string {
  if (!unit) return fallback;
  return unitTitle(unit.collegeName, unit.name, lang === "en" ? unit.collegeNameEn ?? "" : "") || fallback;
}

/** The names a finding's values need, in the reader's language. */
export function findingNames(t: Translate, lang: Lang, units: ReadonlyMap<string, Pick<FormUnit, "collegeName" | "name"> & { collegeNameEn?: string }>): FindingNames {
  // the checker names a unit as `${collegeName} ${name}` (domain/volunteer/lint.ts): the same unit in the reader's words
  const byTitle = new Map([...units.values()].map((u) => [`${u.collegeName} ${u.name}`.trim(), u]));
  return {
    requirement: (v) => requirementText(t, v),
    planType: (v) => planTypeText(t, v),
    unit: (key) => unitLabel(units.get(key), key, lang),
    titled: (title) => unitLabel(byTitle.get(title), title, lang),
    money: (yuan) => yuan.toLocaleString(LOCALES[lang]),
  };
}

export function findingText(t: Translate, f: Finding, names: FindingNames): string {
  const w = findingWords(f, names);
  return t(w.key, w.vars);
}

const SEVERITY: Record<Finding["severity"], { key: PortalKey; mark: string; look: string }> = {
  error: { key: "vol.severity.error", mark: "✕", look: "border-red-700 bg-red-50 text-red-900" },
  warning: { key: "vol.severity.warning", mark: "!", look: "border-amber-700 bg-amber-50 text-amber-900" },
  info: { key: "vol.severity.info", mark: "i", look: "border-sky-700 bg-sky-50 text-sky-900" },
};

/** The severity as a word with a shape (colour only helps). */
export function SeverityTag({ t, severity }: { t: Translate; severity: Finding["severity"] }) {
  const s = SEVERITY[severity];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded border px-1.5 text-xs font-semibold ${s.look}`} data-severity={severity}>
      <span aria-hidden="true" className="font-bold">{s.mark}</span>
      {t(s.key)}
    </span>
  );
}

/** A unit's band and stated probability, or why none is stated (no rank yet, or the model refuses). */
export function ChanceLine({ t, unit, hasRank, compact = false }: { t: Translate; unit: Pick<FormUnit, "probability" | "band" | "refusal"> | undefined; hasRank: boolean; compact?: boolean }) {
  if (!hasRank) return <span className="muted text-sm" data-chance="none">{t("vol.chance.noRank")}</span>;
  if (!unit) return <span className="muted text-sm" data-chance="loading">{t("vol.chance.loading")}</span>;
  if (unit.probability == null || !unit.band) {
    return (
      <span className="flex flex-wrap items-center gap-2 text-sm" data-chance="refused">
        <BandBadge t={t} band="refused" />
        {!compact && <span className="muted">{unit.refusal ? t("vol.chance.refused", { reason: unit.refusal }) : t("vol.chance.unknown")}</span>}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1" data-chance={unit.band}>
      <BandBadge t={t} band={unit.band} />
      <span className="font-bold tabular-nums" data-probability={unit.probability}>{percentText(unit.probability)}</span>
      {!compact && <span className="muted text-sm" data-words>{wordsOf(t, unit.probability)}</span>}
    </span>
  );
}

/** A batch's rule in plain words: slots, majors per slot, 调剂, order, rounds, segments and notes. */
export function BatchRuleFacts({ t, lang, mode, rule }: { t: Translate; lang: Lang; mode: string; rule: BatchRuleAnswer }) {
  return (
    <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-sm" data-batch-rule={rule.batch}>
      <li>{t(mode === "major" ? "vol.rule.slotsMajor" : mode === "college" ? "vol.rule.slotsCollege" : "vol.rule.slotsGroup", { slots: rule.slots })}</li>
      {mode !== "major" && <li>{t("vol.rule.majors", { max: rule.majorsPerSlot })}</li>}
      <li>{t(ADJUST_KEYS[rule.adjustment] ?? "vol.adjust.none")}</li>
      <li>{t(rule.order === "rank" ? "vol.rule.orderRank" : "vol.rule.orderScore")}</li>
      {!rule.singleRound && <li>{t("vol.rule.rounds")}</li>}
      {(rule.segments ?? []).map((s) => (
        <li key={s.name}>{t("vol.rule.segment", { name: s.name, slots: s.slots })}{s.note ? kept(` ${lang === "zh" ? "：" : ": "}${s.note[lang]}`) : ""}</li>
      ))}
      {(rule.notes ?? []).map((n, i) => <li key={i}>{kept(n[lang])}</li>)}
    </ul>
  );
}

type Correction = NonNullable<RulesAnswer["corrections"]>[number];
const CORRECTION_FIELDS: Record<string, PortalKey> = {
  slots: "vol.correction.field.slots", majorsPerSlot: "vol.correction.field.majorsPerSlot", adjustment: "vol.correction.field.adjustment",
  order: "vol.correction.field.order", singleRound: "vol.correction.field.singleRound",
};

function correctionValue(t: Translate, field: string, value: Correction["value"]): string {
  if (field === "adjustment") return t(ADJUST_KEYS[String(value)] ?? "vol.adjust.none");
  if (field === "order") return t(value === "rank" ? "vol.rule.orderRank" : "vol.rule.orderScore");
  if (field === "singleRound") return t(value ? "vol.correction.singleRound.yes" : "vol.correction.singleRound.no");
  return String(value);
}

/**
 * The school's corrections of a batch, each shown as the school's (who, when, why) with the 考试院's published value
 * beside it, and whether the form follows it (only a correction that narrows the form does: src/domain/volunteer/corrections).
 */
export function SchoolCorrections({ t, lang, corrections }: { t: Translate; lang: Lang; corrections: readonly Correction[] }) {
  if (corrections.length === 0) return null;
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" data-corrections>
      {corrections.map((c) => (
        <li key={c.field} className="rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-correction={c.field} data-followed={c.followed}>
          <p className="m-0 font-semibold">
            {t("vol.correction.what", { field: t(CORRECTION_FIELDS[c.field] ?? "vol.correction.field.slots"), value: correctionValue(t, c.field, c.value), official: correctionValue(t, c.field, c.original) })}
          </p>
          <p className="m-0">{t("vol.correction.who", { by: c.by, at: dateTimeText(c.at, lang) })}{" "}<span lang="zh-CN">{t("vol.correction.why", { reason: c.reason })}</span></p>
          <p className="m-0">{t(c.followed ? "vol.correction.followed" : "vol.correction.notFollowed", { official: correctionValue(t, c.field, c.original) })}</p>
        </li>
      ))}
    </ul>
  );
}

/** Where the rule comes from, how sure it is and where sources disagree. */
export function RuleSource({ t, rule }: { t: Translate; rule: RulesAnswer }) {
  return (
    <div className="flex flex-col gap-1 text-sm" data-rule-source>
      <p className="m-0">
        <span className="muted">{t("vol.rule.source")}</span>{" "}
        {rule.source.url ? <a href={rule.source.url} target="_blank" rel="noopener noreferrer" lang="zh-CN" className="underline underline-offset-2">{rule.source.name}</a> : <span lang="zh-CN">{rule.source.name}</span>}
        {rule.source.date && <span className="muted">{" · "}{t("vol.rule.sourceDate", { date: rule.source.date })}</span>}
      </p>
      <p className="m-0" data-confidence={rule.confidence}>
        <span className="muted">{t(rule.corrections?.length ? "vol.rule.confidencePublished" : "vol.rule.confidence")}</span>{" "}
        <strong>{t(CONFIDENCE_KEYS[rule.confidence]!)}</strong>
        {" "}<span className="muted">{t(`vol.confidence.${rule.confidence}.meaning` as PortalKey)}</span>
      </p>
      {rule.assumedFrom != null && <p className="m-0" data-assumed>{t("vol.rule.assumed", { year: rule.year, from: rule.assumedFrom })}</p>}
      {rule.disagreements.map((d) => (
        <p key={d.field} className="m-0" data-disagreement={d.field}>
          {t("vol.rule.disagreement", { field: FIELD_KEYS[d.field] ? t(FIELD_KEYS[d.field]!) : d.field, values: d.values.map((v) => t("vol.rule.disagreementValue", { value: v.value, source: v.source })).join(t("common.listJoin")) })}
        </p>
      ))}
    </div>
  );
}

/** The whole rule of a province and year: mode, each batch in words, and its source. */
export function RuleCard({ t, lang, rule, batch, headingId, heading }: { t: Translate; lang: Lang; rule: RulesAnswer; batch?: string; headingId: string; heading?: string }) {
  const batches = batch ? rule.batches.filter((b) => b.batch === batch) : rule.batches;
  return (
    <section aria-labelledby={headingId} className={`${CARD} flex flex-col gap-3`} data-rule={`${rule.province}-${rule.year}`}>
      <h2 id={headingId} className="m-0 text-lg font-bold">{heading ?? t("vol.rule.title", { province: provinceName(t, rule.province), year: rule.year })}</h2>
      <p className="m-0">{t("vol.rule.mode", { mode: modeText(t, rule.mode) })} <span className="muted">{t(`vol.mode.${rule.mode}.meaning` as PortalKey)}</span></p>
      {batches.map((b) => (
        <div key={b.batch} className="flex flex-col gap-1">
          {batches.length > 1 || !batch ? <h3 className="m-0 text-base font-semibold">{kept(batchText(t, b.batch))}</h3> : null}
          <BatchRuleFacts t={t} lang={lang} mode={rule.mode} rule={b} />
          <SchoolCorrections t={t} lang={lang} corrections={(rule.corrections ?? []).filter((c) => c.batch === b.batch)} />
        </div>
      ))}
      <RuleSource t={t} rule={rule} />
    </section>
  );
}
