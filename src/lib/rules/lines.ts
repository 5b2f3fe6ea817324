// Screen rules of the data tools 批次线 (/wel/batchLine/index), 一分一段 (/wel/burst) and 同分去向 (/wel/sameScore):
// what the address holds and how answers become chart series and table pages (typed inputs: ./data-tools).
import type { BatchLine, BatchLinesAnswer } from "@/contracts/picx";
import type { TableRow } from "@/contracts/yifyd";
import { readScope, wholeParam, type LookupMode } from "./data-tools";
import { orderSubjectTypes } from "./school";

// ---------------------------------------------------------------- the address

export type SameScoreTab = "college" | "major" | "city";
export const SAME_SCORE_TABS: readonly SameScoreTab[] = ["college", "major", "city"];
/** rank windows the same-score screen offers, in per cent (the server's default is 5) */
export const WINDOWS = [3, 5, 10] as const;

export interface LinesQuery {
  province?: string;
  year?: number;
  type?: string;
  score?: number;
  rank?: number;
  mode?: LookupMode;
  tab?: SameScoreTab;
  window?: number;
}

/** Reads the screens' inputs from a query string; anything malformed is dropped (the screen then uses its defaults). */
export function readLinesQuery(search: string): LinesQuery {
  const q = new URLSearchParams(search);
  const out: LinesQuery = readScope(q);
  const score = wholeParam(q.get("score"), 0, 900);
  if (score != null) out.score = score;
  const rank = wholeParam(q.get("rank"), 1, 5_000_000);
  if (rank != null) out.rank = rank;
  const mode = q.get("mode");
  if (mode === "score" || mode === "rank") out.mode = mode;
  const tab = q.get("tab");
  if (tab && (SAME_SCORE_TABS as readonly string[]).includes(tab)) out.tab = tab as SameScoreTab;
  const window = wholeParam(q.get("window"), 1, 30);
  if (window != null) out.window = window;
  return out;
}

/** The query-string parameters of a state (empty values left out), in a stable order. */
export function linesQueryParams(query: LinesQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["province", "year", "type", "mode", "score", "rank", "window", "tab"] as const) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== "") out[key] = String(value);
  }
  return out;
}

// ---------------------------------------------------------------- batch lines

/** Years (newest first) and the subject types each has, from a batch-line map. */
export function lineYears(map: BatchLinesAnswer | null | undefined): { year: number; subjectTypes: string[] }[] {
  return Object.entries(map ?? {})
    .map(([year, lines]) => ({ year: Number(year), subjectTypes: orderSubjectTypes(lines.map((l) => l.subjectType)) }))
    .filter((e) => Number.isInteger(e.year))
    .sort((a, b) => b.year - a.year);
}

/** Subject types of any year, ordered; the newest year's first. */
export function lineSubjectTypes(map: BatchLinesAnswer | null | undefined): string[] {
  return orderSubjectTypes(lineYears(map).flatMap((e) => e.subjectTypes));
}

/** Lines of one year and subject type, in admission order. */
export function linesOf(map: BatchLinesAnswer | null | undefined, year: number, subjectType: string): BatchLine[] {
  return (map?.[String(year)] ?? []).filter((l) => l.subjectType === subjectType).sort((a, b) => a.sort - b.sort || b.score - a.score);
}

export interface LineSeries {
  /** batches in admission order (the chart's lines and the table's columns) */
  batches: { name: string; kind: BatchLine["kind"]; sort: number }[];
  /** one point per year, oldest first: {year, [batch]: score | null} */
  points: { year: number; scores: Record<string, number | null> }[];
  sample: boolean;
}

/** The trend of one subject type's lines over the years. */
export function lineSeries(map: BatchLinesAnswer | null | undefined, subjectType: string): LineSeries {
  const batches = new Map<string, { name: string; kind: BatchLine["kind"]; sort: number }>();
  const years = lineYears(map).map((e) => e.year).sort((a, b) => a - b);
  let sample = false;
  for (const year of years) for (const line of linesOf(map, year, subjectType)) {
    if (!batches.has(line.batch)) batches.set(line.batch, { name: line.batch, kind: line.kind, sort: line.sort });
    sample ||= line.sample;
  }
  const ordered = [...batches.values()].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const points = years
    .map((year) => {
      const lines = linesOf(map, year, subjectType);
      return { year, scores: Object.fromEntries(ordered.map((b) => [b.name, lines.find((l) => l.batch === b.name)?.score ?? null])) };
    })
    .filter((p) => Object.values(p.scores).some((s) => s != null));
  return { batches: ordered, points, sample };
}

/** The year to show: the wanted one when the lines have it for the subject type, else the newest that has it. */
export function pickLineYear(map: BatchLinesAnswer | null | undefined, subjectType: string, wanted?: number): number | null {
  const years = lineYears(map).filter((e) => e.subjectTypes.includes(subjectType)).map((e) => e.year);
  if (wanted != null && years.includes(wanted)) return wanted;
  return years[0] ?? null;
}

// ---------------------------------------------------------------- score-rank tables

/** Share as a percentage text with sensible precision: 0.1645 → "16.45%", 0.00012 → "0.012%". */
export function percentText(share: number, locale = "zh-CN"): string {
  const pct = share * 100;
  const digits = pct >= 10 ? 1 : pct >= 1 ? 2 : pct >= 0.1 ? 2 : 3;
  return `${pct.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 })}%`;
}

/** A row's rank range as shown: "991–1,000", one rank alone, or null when nobody had the score (count 0). */
export function rankRange(row: { rankStart: number; rankEnd: number; count: number }, locale = "zh-CN"): string | null {
  if (row.count <= 0) return null;
  const a = row.rankStart.toLocaleString(locale), b = row.rankEnd.toLocaleString(locale);
  return row.rankStart === row.rankEnd ? a : `${a}–${b}`;
}

/** The (1-based) page of a table, from the top score down, that holds a score (its row or the band it falls in). */
export function pageOfScore(rows: readonly Pick<TableRow, "score" | "scoreMax">[], score: number | null | undefined, pageSize: number): number {
  if (score == null || rows.length === 0) return 1;
  let index = rows.findIndex((r) => score >= r.score && score <= (r.scoreMax ?? r.score));
  if (index < 0) index = rows.findIndex((r) => r.score <= score);
  if (index < 0) index = rows.length - 1;
  return Math.floor(index / pageSize) + 1;
}

/** Whether a row is the one the student's score falls in. */
export function holdsScore(row: Pick<TableRow, "score" | "scoreMax">, score: number | null | undefined): boolean {
  return score != null && score >= row.score && score <= (row.scoreMax ?? row.score);
}

/**
 * Points of the distribution chart: candidates per score for the single-score rows, lowest score first. Band rows
 * (one count for several scores) are left out of the picture and listed beside it.
 */
export function distribution(rows: readonly TableRow[]): { points: { score: number; count: number }[]; bands: TableRow[] } {
  const points = rows.filter((r) => r.scoreMax == null).map((r) => ({ score: r.score, count: r.count })).sort((a, b) => a.score - b.score);
  return { points, bands: rows.filter((r) => r.scoreMax != null) };
}

// ---------------------------------------------------------------- same-score places

/** "江苏省 南京市"; a municipality once ("北京市", not "北京市 北京市"); "" when neither is known. */
export function placeOf(province: string | null | undefined, city: string | null | undefined): string {
  return [...new Set([province ?? "", city ?? ""].map((s) => s.trim()).filter(Boolean))].join(" ");
}
