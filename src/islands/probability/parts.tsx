// Pieces both probability screens share beyond the data tools' own (../data-tools): the words of their score-or-rank
// form, the band badge (a text label with a shape, colour only as a help), the probability in words, a unit's source,
// the server's refusals, and the "how it is worked out" help.
import "@/lib/i18n/portal-probability";
import type { Source } from "@/contracts/common";
import type { ProbabilityAnswer, UnitProbability } from "@/contracts/cegl";
import type { PortalKey } from "@/lib/i18n/portal";
import { BANDS } from "@/domain/probability/bands";
import { DATASET_PROVINCE, PUBLISHED_BACKTEST, PUBLISHED_ROLLING } from "@/domain/probability/published";
import { TARGETS } from "@/domain/probability/rolling";
import { forecastOf, type StudentCalendar } from "@/domain/calendar";
import { cohortLabel } from "@/lib/rules/grade";
import { cohortText } from "@/lib/rules/user-label";
import { checkLookupInput, type LookupMode } from "@/lib/rules/data-tools";
import { bandLook, bandRangeText, bandRanges, bandTabs, listSearched, pageCount, percentText, probabilityWords, type BandFilter, type ListSearched } from "@/lib/rules/probability";
import type { Translate } from "@/islands/ui/useT";
import { LOCALES, provinceName, Table } from "@/islands/school/parts";
import { lookupMessage, type LookupWords } from "@/islands/data-tools/LookupForm";
import { batchText, CARD, SourceName, subjectTypeText } from "@/islands/data-tools/parts";
import { kept } from "@/islands/ui/Kept";

export const LOOKUP_WORDS: LookupWords = {
  form: "prob.lookup.form", mode: "prob.lookup.mode", byScore: "prob.lookup.byScore", byRank: "prob.lookup.byRank", score: "prob.lookup.score", rank: "prob.lookup.rank",
  submit: "prob.lookup.submit", scoreHint: "prob.lookup.scoreHint", rankHint: "prob.lookup.rankHint",
  empty: "prob.error.empty", notWhole: "prob.error.notWhole", whatScore: "prob.what.score", whatRank: "prob.what.rank",
};

/**
 * What the form would have said about the score or rank in the address (a link with a score beyond the province's
 * full score), so the page can say it beside the field and send nothing. The rank's upper bound is the server's to
 * judge: these pages do not know the table's size.
 */
export function addressValueProblem(t: Translate, mode: LookupMode, value: number | undefined, province: string, provinceLabel: string): string | null {
  if (value == null) return null;
  const check = checkLookupInput(mode, String(value), province);
  return check.ok ? null : lookupMessage(t, LOOKUP_WORDS, mode, check, provinceLabel);
}

const WIDENED: Record<string, PortalKey> = { "one-year-history": "prob.widened.oneYear", "tiny-plan": "prob.widened.tinyPlan", "gap-years": "prob.widened.gapYears", "history-only": "prob.widened.historyOnly" };
export function widenedText(t: Translate, reasons: readonly string[] | undefined, lang: "zh" | "en"): string {
  return (reasons ?? []).map((r) => (WIDENED[r] ? t(WIDENED[r]!) : r)).join(lang === "zh" ? "、" : ", ");
}

/**
 * The list's line above its units and its text when a page is empty, saying exactly what was searched (listSearched):
 * the window of predicted min ranks, or every unit of the batch whose name holds the keyword.
 */
export function listTexts(t: Translate, d: ProbabilityAnswer, lang: "zh" | "en", size: number): { searched: ListSearched["by"]; summary: string; empty: string } {
  const searched = listSearched(d);
  const batch = batchText(t, d.batch);
  const paging = { total: d.total.toLocaleString(LOCALES[lang]), page: d.current, pages: pageCount(d.total, size) };
  const anyUnits = bandTabs(d.counts)[0]!.count > 0;
  if (searched.by === "window") {
    const near = { from: searched.from.toLocaleString(LOCALES[lang]), to: searched.to.toLocaleString(LOCALES[lang]) };
    return { searched: searched.by, summary: t("prob.results.summary", { ...paging, ...near }), empty: anyUnits ? t("prob.results.empty") : t("prob.results.emptyAll", near) };
  }
  if (searched.by === "keyword") {
    return {
      searched: searched.by, summary: t("prob.results.summaryKeyword", { ...paging, batch, keyword: searched.keyword }),
      empty: anyUnits ? t("prob.results.empty") : t("prob.results.emptyKeyword", { batch, keyword: searched.keyword }),
    };
  }
  return { searched: searched.by, summary: t("prob.results.summaryFiltered", { ...paging, batch }), empty: t("prob.results.empty") };
}

/** The band's name with its shape; the colour only helps. */
export function BandBadge({ t, band, className = "" }: { t: Translate; band: BandFilter; className?: string }) {
  const look = bandLook(band);
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded border px-2 py-0.5 text-sm font-semibold ${look.badge} ${className}`} data-band={band}>
      <span aria-hidden="true">{look.mark}</span>
      {t(look.nameKey)}
    </span>
  );
}

/** "About 7 in 10 students at your rank would be admitted." */
export function wordsOf(t: Translate, p: number): string {
  const w = probabilityWords(p);
  if (w.kind === "almostAll") return t("prob.words.almostAll");
  if (w.kind === "almostNone") return t("prob.words.almostNone");
  return t(w.kind === "tenths" ? "prob.words.tenths" : "prob.words.hundredths", { n: w.n });
}

/** A refused unit's reason in the reader's language (the model writes both). */
export function reasonOf(record: Pick<UnitProbability, "reason" | "reasonZh">, lang: "zh" | "en"): string {
  return (lang === "zh" ? record.reasonZh ?? record.reason : record.reason ?? record.reasonZh) ?? "";
}

export function ProbabilityFigure({ p }: { p: number }) {
  return <span className="whitespace-nowrap text-lg font-bold tabular-nums" data-probability={p}>{percentText(p)}</span>;
}

/** Where a unit's figures came from: the source (name, link, date), or the sample label for generated demo data. */
export function SourceLine({ t, source, sample }: { t: Translate; source: Source | null; sample: boolean }) {
  return (
    <p className="muted m-0 text-xs" data-source>
      {sample && <span className="tag mr-2">{t("sample.label")}</span>}
      {source ? (
        <>
          <span>{t("data.source.label")}</span>
          <SourceName t={t} source={source} />
        </>
      ) : !sample ? t("prob.source.none") : null}
    </p>
  );
}

/** The message of a server refusal: in Chinese as the server wrote it; in English introduced as the server's words. */
export function serverMessage(t: Translate, problem: string): string {
  return t("prob.error.server", { problem });
}

/** "How this chance is worked out": a disclosure in plain words; the band ranges from the model's table. */
export function Help({ t, lang, bands }: { t: Translate; lang: "zh" | "en"; bands?: ReturnType<typeof bandRanges> }) {
  const list = bands ?? bandRanges(null);
  const names: Record<string, BandFilter> = { 保: "保", 稳: "稳", 冲: "冲", 难: "难" };
  return (
    <details className={`${CARD} group`} data-help>
      <summary className="cursor-pointer font-semibold">{t("prob.help.title")}</summary>
      <div className="mt-3 flex flex-col gap-2 text-sm leading-relaxed">
        <p className="m-0">{t("prob.help.ranks")}</p>
        <p className="m-0">{t("prob.help.predict")}</p>
        <p className="m-0">{t("prob.help.spread")}</p>
        <p className="m-0">{t("prob.help.thin")}</p>
        <div>
          <p className="m-0">{t("prob.help.bands")}</p>
          <ul className="m-0 mt-1 flex list-none flex-col gap-1 p-0" data-help-bands>
            {list.map((b) => {
              const band = names[b.label]!;
              return (
                <li key={b.label} className="flex flex-wrap items-center gap-2">
                  <BandBadge t={t} band={band} />
                  <span>{t(bandLook(band).meaningKey, { range: bandRangeText(b) })}</span>
                </li>
              );
            })}
            <li className="flex flex-wrap items-center gap-2">
              <BandBadge t={t} band="refused" />
              <span>{t("prob.band.refused.meaning")}</span>
            </li>
          </ul>
        </div>
        <Backtest t={t} lang={lang} />
        <p className="muted m-0">{t("prob.help.caveat")}</p>
      </div>
    </details>
  );
}

/** The published back-test: how each band came true on real data, beside the simplest rule, and where it falls short. */
function Backtest({ t, lang }: { t: Translate; lang: "zh" | "en" }) {
  const b = PUBLISHED_BACKTEST;
  const locale = LOCALES[lang];
  const pct = (share: number) => (share * 100).toLocaleString(locale, { maximumFractionDigits: 1 });
  const years = { place: provinceName(t, "31"), from: b.learnedFrom[0]!, to: b.learnedFrom.at(-1)!, target: b.target };
  return (
    <div className="flex flex-col gap-2" data-help-backtest>
      <p className="m-0">{t("prob.help.check", { ...years, scored: b.scored.toLocaleString(locale), candidates: b.candidates.toLocaleString(locale) })}</p>
      <Table caption={t("prob.help.table")} head={[t("prob.help.col.band"), t("prob.help.col.range"), t("prob.help.col.n"), t("prob.help.col.admitted")]} testId="backtest">
        {BANDS.map((band) => (
          <tr key={band.label}>
            <th scope="row"><BandBadge t={t} band={band.label} /></th>
            <td>{bandRangeText(band)}</td>
            <td className="tabular-nums">{b.bands[band.label].n.toLocaleString(locale)}</td>
            <td className="tabular-nums">{pct(b.bands[band.label].admitted)}%</td>
          </tr>
        ))}
      </Table>
      <p className="m-0">{t("prob.help.brier", { brier: b.brier, baseline: b.baselineBrier, better: pct(1 - b.brier / b.baselineBrier) })}</p>
      <p className="m-0">{t("prob.help.gap", { ...years, gap: b.maxCalibrationGap, safe: pct(b.bands.保.admitted) })}</p>
      <Rolling t={t} lang={lang} />
    </div>
  );
}

/** Every shared province and held-out year (`npm run backtest -- --all`), beside the baseline; a missed target is marked. */
function Rolling({ t, lang }: { t: Translate; lang: "zh" | "en" }) {
  const locale = LOCALES[lang];
  const pct = (share: number) => `${(share * 100).toLocaleString(locale, { maximumFractionDigits: 1 })}%`;
  const fixed = (v: number, digits: number) => v.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const missed = (ok: boolean) => (ok ? "" : ` ${t("prob.help.rolling.missed")}`);
  return (
    <>
      <p className="m-0">{t("prob.help.rolling", { gap: TARGETS.maxCalibrationGap, error: TARGETS.medianAbsError * 100, safe: TARGETS.safeAdmitted * 100 })}</p>
      <Table caption={t("prob.help.rolling.table")} testId="backtest-rolling"
        head={[t("prob.help.rolling.col.where"), t("prob.help.rolling.col.year"), t("prob.help.rolling.col.brier"), t("prob.help.rolling.col.gap"), t("prob.help.col.admitted"), t("prob.help.rolling.col.error")]}>
        {PUBLISHED_ROLLING.map((r) => {
          const type = r.dataset.endsWith("-physics") ? ` ${subjectTypeText(t, "物理类")}` : r.dataset.endsWith("-history") ? ` ${subjectTypeText(t, "历史类")}` : "";
          return (
            <tr key={`${r.dataset}-${r.target}`}>
              <th scope="row">{provinceName(t, DATASET_PROVINCE[r.dataset] ?? "")}{type}</th>
              <td className="tabular-nums">{t("prob.help.rolling.from", { target: r.target, from: r.learnedFrom[0]!, to: r.learnedFrom.at(-1)! })}</td>
              <td className="tabular-nums">{fixed(r.brier / r.baselineBrier, 2)}{missed(r.brier / r.baselineBrier <= TARGETS.brierRatio)}</td>
              <td className="tabular-nums">{fixed(r.maxCalibrationGap, 3)}{missed(r.maxCalibrationGap <= TARGETS.maxCalibrationGap)}</td>
              <td className="tabular-nums">{pct(r.safeAdmitted)}{missed(r.safeAdmitted >= TARGETS.safeAdmitted)}</td>
              <td className="tabular-nums">{pct(r.medianAbsError)}{missed(r.medianAbsError <= TARGETS.medianAbsError)}</td>
            </tr>
          );
        })}
      </Table>
    </>
  );
}

export function ReasonText({ t, record, lang }: { t: Translate; record: Pick<UnitProbability, "reason" | "reasonZh">; lang: "zh" | "en" }) {
  return <span data-reason>{t("prob.refused.reason", { reason: reasonOf(record, lang) })}</span>;
}

/** Whose year the chances are for: the student's own application year (with their cohort), or the next round. */
export type YearBasis = { kind: "own"; cohort: string } | { kind: "round" } | { kind: "unknown" };

/** The student's own year in their own province (named by their cohort as their school names it), else the next round. */
export function yearBasis(t: Translate, ownProvince: boolean, calendar: StudentCalendar, profile: { startSchool: number | null; appearType: number } | null): YearBasis {
  if (!ownProvince) return { kind: "round" };
  if (!calendar.ownYearKnown || profile?.startSchool == null) return { kind: "unknown" };
  return { kind: "own", cohort: cohortText(cohortLabel(profile.startSchool, profile.appearType), t) };
}

/**
 * Which years the chances use, from the calendar (src/domain/calendar): the year they are for and why, how far the
 * forecast reaches beyond the newest data (widened, in words), and a published year not yet imported named as such.
 */
export function YearLines({ t, data, who }: { t: Translate; data: ProbabilityAnswer; who: YearBasis }) {
  const forecast = forecastOf(data.targetYear, data.dataYear);
  return (
    <>
      <p className="m-0" data-year-basis={who.kind} data-target-year={data.targetYear}>
        {who.kind === "own" ? t("cal.own", { year: data.targetYear, cohort: who.cohort }) : t(who.kind === "round" ? "cal.round" : "cal.ownUnknown", { year: data.targetYear })}
      </p>
      {forecast.widened && <p className="m-0" data-forecast-ahead={forecast.yearsAhead}>{t("cal.ahead", { years: forecast.yearsAhead, from: data.dataYear })}</p>}
      {data.publishedYear > data.dataYear && data.publishedYear < data.targetYear && (
        <p className="m-0" data-not-imported={data.publishedYear}>{t("cal.notImported", { published: data.publishedYear, from: data.dataYear })}</p>
      )}
    </>
  );
}

/** How the rank was found (given, or read off the table from the score) and the cohort the chances are for. */
export function BasisLine({ t, data, lang, who }: { t: Translate; data: ProbabilityAnswer; lang: "zh" | "en"; who: YearBasis }) {
  const locale = LOCALES[lang];
  const type = subjectTypeText(t, data.subjectType);
  const years = data.historyYears.length ? `${data.historyYears[0]}–${data.historyYears.at(-1)}` : "—";
  const olderTable = data.rankFrom === "score" && data.tableYear != null && data.tableYear < data.targetYear;
  return (
    <div className="flex flex-col gap-1 text-sm" data-basis>
      <p className="m-0 font-semibold" data-rank-from={data.rankFrom}>
        {data.rankFrom === "score" && data.tableYear != null
          ? t("prob.basis.score", { score: data.score ?? "", tableYear: data.tableYear, type, rank: data.rank.toLocaleString(locale), year: data.targetYear })
          : t("prob.basis.rank", { rank: data.rank.toLocaleString(locale), year: data.targetYear })}
      </p>
      {data.tableUpdating?.length ? (
        <p className="m-0" data-table-updating>{t("prob.basis.tableUpdating", { years: data.tableUpdating.join(t("common.listJoin")), tableYear: data.tableYear ?? "—" })}</p>
      ) : null}
      {olderTable && (
        // a table of a year whose results are out but not imported is "not imported"; a later year's is "not out yet"
        <p className="m-0" data-older-table>
          {data.publishedYear > data.tableYear!
            ? t("cal.table.notImported", { published: data.publishedYear, tableYear: data.tableYear! })
            : t("cal.table.future", { year: data.targetYear, tableYear: data.tableYear! })}
        </p>
      )}
      <YearLines t={t} data={data} who={who} />
      <p className="muted m-0">{kept(t("prob.basis.scope", { province: provinceName(t, data.province), type, batch: batchText(t, data.batch), years }))}</p>
    </div>
  );
}
