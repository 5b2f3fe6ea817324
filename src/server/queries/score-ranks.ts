// 一分一段 tables: one table (province, year, subject type) read once and kept in the process's reference cache, so a
// score or rank lookup is a walk over a few hundred rows in memory. The rules (tie range, bands, 等位分) are the domain's.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";
import type { Source } from "../../contracts/common";
import type { Equivalent, TableRow } from "../../contracts/yifyd";
import { equivalentScore, rankOfScore, scoreOfRank, tableSize, type ScoreRankRow } from "../../domain/score-rank";
import { fallbackLowestLine, tableUsable } from "../../domain/import-plausibility";
import { findProvince } from "../../domain/provinces";
import { yearsAndTypes } from "./admission-years";
import { lowestLine } from "./batch-lines";
import { SAMPLE_SOURCE, sourcesByIds, UNKNOWN_SOURCE } from "./sources";

export interface RankTableRow extends ScoreRankRow { scoreMax: number | null; label: string; sample: boolean }

export interface RankTable {
  provinceCode: string;
  year: number;
  subjectType: string;
  /** from the top score down */
  rows: RankTableRow[];
  size: number;
  min: number;
  max: number;
  sample: boolean;
  source: Source;
}

const tableCache = referenceCache<RankTable | null>(60_000, 2000);

/** One table, or null when the province has none for that year and subject type. */
export async function rankTable(database: Database, provinceCode: string, year: number, subjectType: string): Promise<RankTable | null> {
  return tableCache.getOrLoad(`${dbKey(database)}:${provinceCode}:${year}:${subjectType}`, async () => {
    const rows = await database.rows<RankTableRow & { sourceId: number | null }>(sql`
      select score, score_max as "scoreMax", label, count, cumulative, sample, source_id as "sourceId"
      from score_ranks where province_code = ${provinceCode} and year = ${year} and subject_type = ${subjectType}
      order by score desc`);
    if (rows.length === 0) return null;
    const sample = rows.some((r) => r.sample);
    // An imported table replaces the whole table, so its rows share one source; name the most frequent one.
    const counts = new Map<number, number>();
    for (const r of rows) if (r.sourceId != null) counts.set(r.sourceId, (counts.get(r.sourceId) ?? 0) + 1);
    const sourceId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const found = sourceId != null ? (await sourcesByIds(database, [sourceId])).get(sourceId) : undefined;
    const source = found ? { ...found, sample: found.sample || sample } : sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE;
    const clean = rows.map(({ sourceId: _s, ...r }) => ({ ...r, scoreMax: r.scoreMax ?? null, label: r.label || (r.scoreMax != null ? `${r.score}-${r.scoreMax}` : String(r.score)) }));
    return {
      provinceCode, year, subjectType, rows: clean, size: tableSize(clean),
      min: clean.at(-1)!.score, max: Math.max(...clean.map((r) => r.scoreMax ?? r.score)), sample, source,
    };
  });
}

/** Years (newest first) with their subject types that have a table in the province. */
export function tableYears(database: Database, provinceCode: string) {
  return yearsAndTypes(database, "score_ranks", provinceCode);
}

/**
 * The year and subject type a request means: the given ones, else the newest year that has the given subject type's
 * table, else the newest year and its first type. Null when the province has no table that fits.
 */
export async function pickTable(database: Database, provinceCode: string, year?: number, subjectType?: string): Promise<{ year: number; subjectType: string } | null> {
  const all = await tableYears(database, provinceCode);
  const entry = all.find((e) => (year == null || e.year === year) && (!subjectType || e.subjectTypes.includes(subjectType)));
  if (!entry) return null;
  return { year: entry.year, subjectType: subjectType ?? entry.subjectTypes[0]! };
}

/** Before a province's reform 物理类 candidates sat 理科 and 历史类 candidates 文科: the table to compare with. */
const COUNTERPART: Record<string, string> = { 物理类: "理科", 历史类: "文科", 理科: "物理类", 文科: "历史类" };

/** 等位分: the score that had this rank in each earlier year's table of the same (or the counterpart) subject type. */
export async function equivalentsOf(database: Database, table: RankTable, rank: number): Promise<Equivalent[]> {
  const all = await tableYears(database, table.provinceCode);
  const out: Equivalent[] = [];
  for (const entry of all) {
    if (entry.year >= table.year) continue;
    const type = entry.subjectTypes.includes(table.subjectType) ? table.subjectType : COUNTERPART[table.subjectType];
    if (!type || !entry.subjectTypes.includes(type)) continue;
    const other = await rankTable(database, table.provinceCode, entry.year, type);
    if (!other) continue;
    const score = equivalentScore(other.rows, rank);
    const found = score == null ? null : scoreOfRank(other.rows, rank);
    out.push({ year: entry.year, subjectType: type, score, band: found?.band ?? null, sample: other.sample });
  }
  return out;
}

/** A table's rows as the table page shows them (rank range per row), optionally between two scores. */
export function tableRows(table: RankTable, minScore?: number, maxScore?: number): TableRow[] {
  return table.rows
    .filter((r) => (minScore == null || (r.scoreMax ?? r.score) >= minScore) && (maxScore == null || r.score <= maxScore))
    .map((r) => ({ score: r.score, scoreMax: r.scoreMax, label: r.label, count: r.count, cumulative: r.cumulative, rankStart: r.cumulative - r.count + 1, rankEnd: r.cumulative, sample: r.sample }));
}

export type StudentRank =
  | { ok: true; rank: number; rankFrom: "rank" | "score"; tableYear: number | null; updating: number[] }
  | { ok: false; field: string; msg: string };

const usableCache = referenceCache<boolean>(60_000, 2000);

/**
 * Whether a stored table can turn scores into ranks: it reaches down to the province's lowest line (a table that stops
 * above it — an import overridden, or one being corrected — is being updated, and the year before is used instead).
 */
export async function usableTable(database: Database, table: RankTable): Promise<boolean> {
  return usableCache.getOrLoad(`${dbKey(database)}:${table.provinceCode}:${table.year}:${table.subjectType}:${table.sample}`, async () => {
    const line = await lowestLine(database, table.provinceCode, table.year, table.subjectType, !table.sample);
    const total = findProvince(table.provinceCode)?.totalScore ?? 750;
    return tableUsable(table.min, line?.score ?? fallbackLowestLine(total));
  });
}

/**
 * The rank a student applying in `targetYear` has: the one given, or the score read in a table — the target year's own
 * once it is imported (published before volunteers are filled; this year's paper gives this year's scores their ranks),
 * else the newest earlier one. A rank beyond the table, or a score below it, is refused with the field named.
 */
export async function studentRank(database: Database, province: { code: string; name: string }, subjectType: string, targetYear: number,
  given: { score?: number; rank?: number }): Promise<StudentRank> {
  // the newest usable table; newer ones that are not (being updated) are named, never blamed on the student's input
  const updating: number[] = [];
  let tableYear: number | null = null;
  let table: RankTableRow[] | null = null;
  for (const e of await tableYears(database, province.code)) {
    if (e.year > targetYear || !e.subjectTypes.includes(subjectType)) continue;
    const found = await rankTable(database, province.code, e.year, subjectType);
    if (found && (await usableTable(database, found))) { tableYear = e.year; table = found.rows; break; }
    updating.push(e.year);
  }
  if (given.rank != null) {
    if (table && given.rank > tableSize(table)) return { ok: false, field: "rank", msg: `位次超出${tableYear}年一分一段表的人数 ${tableSize(table)}` };
    return { ok: true, rank: given.rank, rankFrom: "rank", tableYear, updating };
  }
  if (given.score == null) return { ok: false, field: "score", msg: "score 或 rank 必填" };
  if (!table) {
    return updating.length
      ? { ok: false, field: "page", msg: `${province.name}${updating.join("、")}年${subjectType}的一分一段数据正在更新，暂时无法由分数换算位次，请输入位次或稍后再试` }
      : { ok: false, field: "score", msg: `${province.name}${subjectType}暂无一分一段表，无法由分数换算位次，请输入位次` };
  }
  const found = rankOfScore(table, given.score);
  if (!found) return { ok: false, field: "score", msg: `${given.score} 分低于${tableYear}年一分一段表的最低分，无法换算位次` };
  return { ok: true, rank: found.rankEnd, rankFrom: "score", tableYear, updating };
}
