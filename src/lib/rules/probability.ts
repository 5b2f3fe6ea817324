// Screen rules of the admission-probability pages /wel/probability and /wel/probability/detail: what the address holds,
// how a stated probability is put in words, the band labels and their ranges, where a refusal (400 "field: problem")
// belongs, and the numbers of a unit's history chart and its table (one list, so the two cannot differ).
import { BANDS, type BandLabel } from "@/domain/probability/bands";
import { batchesOf, findProvince, subjectTypesOf } from "@/domain/provinces";
import type { ProbabilityAnswer, UnitProbability } from "@/contracts/cegl";
import type { PortalKey } from "@/lib/i18n/portal";
import { provinceParam, subjectTypeParam, wholeParam, type LookupMode } from "./data-tools";
import { cleanKeyword } from "./keyword";

// ---------------------------------------------------------------- the address

/** a band tab: one band, the refused units, or all */
export type BandFilter = BandLabel | "refused";
export type Order = "desc" | "asc";

export const BAND_FILTERS: readonly BandFilter[] = ["保", "稳", "冲", "难", "refused"];
export const ORDERS: readonly Order[] = ["desc", "asc"];

export interface ProbQuery {
  province?: string;
  subjectType?: string;
  batch?: string;
  mode?: LookupMode;
  score?: number;
  rank?: number;
  band?: BandFilter;
  order?: Order;
  keyword?: string;
  page?: number;
  /** the detail page's unit key */
  unit?: string;
}

/**
 * Reads the pages' inputs from a query string. Anything malformed is dropped (the page then uses its defaults); a
 * score above a province's full score is kept, so the page can say what is wrong with it beside the field.
 */
export function readProbQuery(search: string): ProbQuery {
  const q = new URLSearchParams(search);
  const out: ProbQuery = {};
  const province = provinceParam(q.get("province"));
  if (province) out.province = province;
  const type = subjectTypeParam(q.get("subjectType"));
  if (type) out.subjectType = type;
  const batch = q.get("batch");
  if (batch && /^[\p{Script=Han}A-Za-z0-9（）()·]{1,30}$/u.test(batch)) out.batch = batch;
  const score = wholeParam(q.get("score"), 0, 900);
  const rank = wholeParam(q.get("rank"), 1, 5_000_000);
  const mode = q.get("mode");
  // one of the two is looked up: the mode says which; without a mode, a rank alone means a rank
  if (mode === "score" || mode === "rank") out.mode = mode;
  if (score != null && out.mode !== "rank") out.score = score;
  if (rank != null && (out.mode === "rank" || score == null)) out.rank = rank;
  if (!out.mode && (out.score != null || out.rank != null)) out.mode = out.score != null ? "score" : "rank";
  const band = q.get("band");
  if (band && (BAND_FILTERS as readonly string[]).includes(band)) out.band = band as BandFilter;
  const order = q.get("order");
  if (order === "asc" || order === "desc") out.order = order;
  const keyword = cleanKeyword(q.get("keyword") ?? "");
  if (keyword) out.keyword = keyword;
  const page = wholeParam(q.get("page"), 1, 100_000);
  if (page != null && page > 1) out.page = page;
  const unit = q.get("unit")?.trim();
  if (unit && unit.length <= 80 && !/[\u0000-\u001f<>"'`\\]/u.test(unit)) out.unit = unit;
  return out;
}

const ORDER_OF_PARAMS = ["unit", "province", "subjectType", "batch", "mode", "score", "rank", "band", "order", "keyword", "page"] as const;

/** The query-string parameters of a state (empty and default values left out), in a stable order. */
export function probQueryParams(query: ProbQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ORDER_OF_PARAMS) {
    const value = query[key];
    if (value === undefined || value === null || value === "") continue;
    if (key === "order" && value === "desc") continue;
    if (key === "page" && value === 1) continue;
    if (key === "score" && query.mode === "rank") continue;
    if (key === "rank" && query.mode === "score") continue;
    out[key] = String(value);
  }
  return out;
}

/** The detail page of a unit for the same student and scope: unit, province, subjectType, batch and score or rank. */
export function detailHref(query: ProbQuery, unitKey: string): string {
  const params = probQueryParams({
    unit: unitKey, province: query.province, subjectType: query.subjectType, batch: query.batch, mode: query.mode,
    score: query.mode === "score" ? query.score : undefined, rank: query.mode === "rank" ? query.rank : undefined,
  });
  return `/wel/probability/detail?${new URLSearchParams(params).toString()}`;
}

/** The list page for the same student and scope (the way back from a detail). */
export function listHref(query: ProbQuery): string {
  const params = probQueryParams({ ...query, unit: undefined });
  const search = new URLSearchParams(params).toString();
  return search ? `/wel/probability?${search}` : "/wel/probability";
}

// ---------------------------------------------------------------- refusals

/**
 * The input a refusal is shown beside (the field the server names: src/lib/http/refusal.ts): a score or rank problem
 * belongs to the number field; a refusal naming no input of the form is shown for the page.
 */
export function refusalTarget(field: string | null | undefined): "value" | "subjectType" | "batch" | "province" | "page" {
  if (field === "score" || field === "rank") return "value";
  if (field === "subjectType" || field === "batch" || field === "province") return field;
  return "page";
}

// ---------------------------------------------------------------- choices

/** Subject types of a province in a year (the province's rules; the server says which have data). */
export function subjectTypeChoices(provinceCode: string, year: number): string[] {
  const p = findProvince(provinceCode);
  return p ? subjectTypesOf(p, year) : [];
}

/** The admission batches (not the control lines) of a province in a year, in admission order. */
export function batchChoices(provinceCode: string, year: number): string[] {
  const p = findProvince(provinceCode);
  return p ? batchesOf(p, year).filter((b) => b.kind !== "line").map((b) => b.name) : [];
}

/** The batch the server uses when none is given: the province's first regular 本科 batch of the year. */
export function defaultBatch(provinceCode: string, year: number): string | null {
  const p = findProvince(provinceCode);
  return p ? (batchesOf(p, year).find((b) => b.kind === "regular")?.name ?? null) : null;
}

// ---------------------------------------------------------------- the stated probability

/**
 * A probability as a whole percentage; the ends never claim certainty ("> 99 %", "< 1 %"), and rounding never carries
 * a figure across a band's edge (94.7 % is "94%", not the "95%" where 保 starts, beside a 稳 badge).
 */
export function percentText(p: number): string {
  if (!Number.isFinite(p)) return "—";
  if (p >= 0.995) return ">99%";
  if (p < 0.005) return "<1%";
  const rounded = Math.round(p * 100);
  const crosses = BANDS.some((b) => b.minP > 0 && p < b.minP && rounded / 100 >= b.minP);
  return `${crosses ? Math.floor(p * 100) : rounded}%`;
}

// ---------------------------------------------------------------- below a batch's line

export interface LineLike { batch: string; kind: string; level: string; sort: number; score: number }

/**
 * Where a score stands against the province's lines of a year (one subject type): the line of the batch asked about
 * when the score is below it, with the 专科 batch the student can still fill (its line, and whether the score reaches
 * it). Null when the score reaches the batch's line or either is unknown.
 */
export function belowLine(lines: readonly LineLike[], batch: string, score: number | null | undefined): { line: LineLike; gap: number; next: LineLike | null; reachesNext: boolean } | null {
  if (score == null) return null;
  const line = lines.find((l) => l.batch === batch) ?? (/本科/.test(batch) ? lines.find((l) => l.kind === "regular") : undefined);
  if (!line || score >= line.score) return null;
  const next = [...lines].filter((l) => l.kind === "vocational" && l.sort > line.sort).sort((a, b) => a.sort - b.sort)[0] ?? null;
  return { line, gap: line.score - score, next, reachesNext: next != null && score >= next.score };
}

/**
 * The probability in words, as a frequency: "about 7 in 10 students at your rank would be admitted". Near the ends
 * (≤ 5 % or ≥ 95 %) out of 100, so 0.97 is not rounded up to "10 in 10"; beyond 99.5 % / below 0.5 % "almost all / none".
 */
export type ProbabilityWords =
  | { kind: "tenths"; n: number }
  | { kind: "hundredths"; n: number }
  | { kind: "almostAll" }
  | { kind: "almostNone" };

export function probabilityWords(p: number): ProbabilityWords {
  const v = Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0;
  if (v >= 0.995) return { kind: "almostAll" };
  if (v < 0.005) return { kind: "almostNone" };
  if (v >= 0.95 || v <= 0.05) return { kind: "hundredths", n: Math.round(v * 100) };
  return { kind: "tenths", n: Math.min(9, Math.max(1, Math.round(v * 10))) };
}

// ---------------------------------------------------------------- bands

export interface BandLook {
  /** the string key of the band's name and of its one-line meaning */
  nameKey: PortalKey;
  meaningKey: PortalKey;
  /** badge classes: text and border dark enough for 4.5:1 on the light fill (the label carries the meaning, not the colour) */
  badge: string;
  /** a small shape beside the label, so print and colour-blind readers see a difference too */
  mark: string;
}

const LOOKS: Record<BandFilter, BandLook> = {
  保: { nameKey: "prob.band.safe", meaningKey: "prob.band.safe.meaning", badge: "border-green-700 bg-green-50 text-green-900", mark: "●" },
  稳: { nameKey: "prob.band.steady", meaningKey: "prob.band.steady.meaning", badge: "border-sky-700 bg-sky-50 text-sky-900", mark: "◆" },
  冲: { nameKey: "prob.band.reach", meaningKey: "prob.band.reach.meaning", badge: "border-amber-700 bg-amber-50 text-amber-900", mark: "▲" },
  难: { nameKey: "prob.band.hard", meaningKey: "prob.band.hard.meaning", badge: "border-red-700 bg-red-50 text-red-900", mark: "✕" },
  refused: { nameKey: "prob.band.refused", meaningKey: "prob.band.refused.meaning", badge: "border-gray-500 bg-gray-100 text-gray-900", mark: "?" },
};

export function bandLook(band: BandFilter): BandLook {
  return LOOKS[band];
}

/** The band a record shows: its label, or "refused". */
export function recordBand(record: Pick<UnitProbability, "refused" | "band">): BandFilter {
  return record.refused || !record.band ? "refused" : record.band;
}

/** A band's range of stated probabilities, e.g. "≥ 95%", "70%–95%", "< 25%". */
export function bandRangeText(range: { minP: number; maxP: number }): string {
  const pct = (p: number) => `${Math.round(p * 100)}%`;
  if (range.maxP >= 1) return `≥ ${pct(range.minP)}`;
  if (range.minP <= 0) return `< ${pct(range.maxP)}`;
  return `${pct(range.minP)}–${pct(range.maxP)}`;
}

/** The band table the pages explain (the server's when it sent one, else the model's own). */
export function bandRanges(answer?: Pick<ProbabilityAnswer, "bands"> | null): { label: BandLabel; minP: number; maxP: number }[] {
  const list = answer?.bands?.length ? answer.bands : BANDS;
  return list.map(({ label, minP, maxP }) => ({ label, minP, maxP }));
}

/** The band tabs with their counts, "all" first. */
export function bandTabs(counts: ProbabilityAnswer["counts"] | null | undefined): { band: BandFilter | "all"; count: number }[] {
  const c = counts ?? { 保: 0, 稳: 0, 冲: 0, 难: 0, refused: 0 };
  const all = c.保 + c.稳 + c.冲 + c.难 + c.refused;
  return [{ band: "all", count: all }, ...BAND_FILTERS.map((band) => ({ band, count: c[band] }))];
}

/**
 * What the list searched, for the line above it: the window of predicted min ranks around the student's rank, or, for
 * a list filtered by name (or college, or one unit), every unit of the batch that matches, wherever it lies. The server
 * says which (`near`, `filter`); the window must not be stated for a filtered list, or a family that searched a
 * college by name would read its far units as missing.
 */
export type ListSearched = { by: "window"; from: number; to: number } | { by: "keyword"; keyword: string } | { by: "filter" };

export function listSearched(answer: Pick<ProbabilityAnswer, "near" | "filter">): ListSearched {
  if (answer.near) return { by: "window", from: answer.near.from, to: answer.near.to };
  return answer.filter?.keyword ? { by: "keyword", keyword: answer.filter.keyword } : { by: "filter" };
}

/** The spread (robust sigma of log rank) as a plus-or-minus percentage of the predicted rank: 0.104 → 10. */
export function spreadPercent(spread: number | null | undefined): number | null {
  if (spread == null || !Number.isFinite(spread) || spread < 0) return null;
  return Math.round((Math.exp(spread) - 1) * 100);
}

// ---------------------------------------------------------------- a unit's history

export interface HistoryRow {
  year: number;
  minScore: number | null;
  minRank: number | null;
  planCount: number | null;
  /** this student's score in that year's table (null: no table, or beyond it) */
  equivalentScore: number | null;
  /** the target year: the predicted min rank and its 80 % interval (no published figures) */
  predicted: number | null;
  lower: number | null;
  upper: number | null;
  sample: boolean;
}

/**
 * The chart's and the table's rows of one unit, oldest first: each history year, then the target year with the
 * prediction when one is stated (a refused unit gets no target row: there is no number to show).
 */
export function historyRows(record: UnitProbability | null | undefined, targetYear: number): HistoryRow[] {
  if (!record) return [];
  const rows: HistoryRow[] = (record.history ?? [])
    .filter((h) => h.year < targetYear)
    .sort((a, b) => a.year - b.year)
    .map((h) => ({
      year: h.year, minScore: h.minScore, minRank: h.minRank, planCount: h.planCount, equivalentScore: h.studentEquivalentScore,
      predicted: null, lower: null, upper: null, sample: h.sample,
    }));
  if (!record.refused && record.predictedMinRank != null) {
    rows.push({
      year: targetYear, minScore: null, minRank: null, planCount: null, equivalentScore: null,
      predicted: record.predictedMinRank, lower: record.lower ?? null, upper: record.upper ?? null, sample: record.sample,
    });
  }
  return rows;
}

/** Chart points: the published min rank by year, and the prediction (joined to the last published year) with its interval. */
export function chartPoints(rows: readonly HistoryRow[]) {
  const lastPublished = [...rows].reverse().find((r) => r.minRank != null);
  const hasPrediction = rows.some((r) => r.predicted != null);
  return rows.map((r) => ({
    year: String(r.year),
    minRank: r.minRank,
    // the dashed prediction line starts at the last published year, so it reads as "from here to there"
    predicted: r.predicted ?? (hasPrediction && r === lastPublished ? r.minRank : null),
    interval: r.predicted != null && r.lower != null && r.upper != null ? [r.predicted - r.lower, r.upper - r.predicted] as [number, number] : null,
  }));
}

/**
 * A unit's full name: "college unit" ("北京大学 第01组"), or the unit's own name when it already names the college. With
 * the college's English name (English mode), that name stands where the Chinese one would: "Peking University 第01组".
 */
export function unitTitle(collegeName: string, name: string, collegeNameEn = ""): string {
  const college = collegeName.trim();
  const shown = collegeNameEn.trim() || college;
  // with the college's English name the reader reads English: 第02组 is "Group 02"
  const unit = collegeNameEn.trim() ? name.trim().replace(/第\s*([0-9A-Za-z]+)\s*组/u, "Group $1") : name.trim();
  if (!unit) return shown;
  if (!college) return unit;
  return unit.includes(college) ? unit.replace(college, shown) : `${shown} ${unit}`;
}

export function pageCount(total: number, size: number): number {
  return size > 0 ? Math.max(1, Math.ceil(total / size)) : 1;
}
