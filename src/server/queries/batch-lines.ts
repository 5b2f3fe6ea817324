// 批次线 of a province (for the batch-line screen and as reference lines on the score-rank screen), the province's
// taxonomy of years and subject types (what a request may name), and where figures came from.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";
import type { Source } from "../../contracts/common";
import type { BatchLine, BatchLinesAnswer } from "../../contracts/picx";
import { findProvince, type Province } from "../../domain/provinces";

export interface BatchLineFilter { provinceCode: string; year?: number; subjectType?: string }

/** The source of generated rows that name no data_sources row. */
export const SAMPLE_SOURCE: Source = { name: "示例数据（系统生成，仅供演示）", url: "", retrievedOn: "", sample: true };
/** Real rows whose importer recorded no source. */
export const UNKNOWN_SOURCE: Source = { name: "未注明来源", url: "", retrievedOn: "", sample: false };

export function sourceOf(row: { sourceName: string | null; sourceUrl: string | null; retrievedOn: string | null; sourceSample: boolean | null }, sample: boolean): Source {
  if (row.sourceName != null) return { name: row.sourceName, url: row.sourceUrl ?? "", retrievedOn: row.retrievedOn ?? "", sample: row.sourceSample === true || sample };
  return sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE;
}

/** Data sources by id (provenance of figures). */
export async function sourcesByIds(database: Database, ids: Iterable<number>): Promise<Map<number, Source>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await database.rows<Source & { id: number }>(sql`
    select id, name, url, retrieved_on as "retrievedOn", sample from data_sources where id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** Batch lines keyed by year, newest first; within a year by subject type, then the batch's order in the admission. */
export async function batchLinesByYear(database: Database, filter: BatchLineFilter): Promise<BatchLinesAnswer> {
  const rows = await database.rows<Omit<BatchLine, "source"> & { year: number; sourceName: string | null; sourceUrl: string | null; retrievedOn: string | null; sourceSample: boolean | null }>(sql`
    select l.year, l.subject_type as "subjectType", l.batch, l.score, l.sample, b.kind, b.level, b.sort,
      s.name as "sourceName", s.url as "sourceUrl", s.retrieved_on as "retrievedOn", s.sample as "sourceSample"
    from batch_lines l
    join admission_batches b on b.province_code = l.province_code and b.year = l.year and b.name = l.batch
    left join subject_types t on t.province_code = l.province_code and t.year = l.year and t.name = l.subject_type
    left join data_sources s on s.id = l.source_id
    where l.province_code = ${filter.provinceCode}
      ${filter.year != null ? sql`and l.year = ${filter.year}` : sql``}
      ${filter.subjectType ? sql`and l.subject_type = ${filter.subjectType}` : sql``}
    order by l.year desc, coalesce(t.sort, 9), l.subject_type, b.sort, l.score desc`);
  const map: BatchLinesAnswer = {};
  for (const r of rows) {
    (map[r.year] ??= []).push({ subjectType: r.subjectType, batch: r.batch, kind: r.kind, level: r.level, sort: r.sort, score: r.score, sample: r.sample, source: sourceOf(r, r.sample) });
  }
  return map;
}

const taxonomyCache = referenceCache<Map<number, string[]>>();

/** Years of a province in the subject-type taxonomy with their subject types (in the province's order), newest first. */
export async function provinceTaxonomy(database: Database, provinceCode: string): Promise<Map<number, string[]>> {
  return taxonomyCache.getOrLoad(`${dbKey(database)}:${provinceCode}`, async () => {
    const rows = await database.rows<{ year: number; name: string }>(sql`
      select year, name from subject_types where province_code = ${provinceCode} order by year desc, sort, name`);
    const map = new Map<number, string[]>();
    for (const r of rows) map.set(r.year, [...(map.get(r.year) ?? []), r.name]);
    return map;
  });
}

export type ScopeCheck = { ok: true; province: Province } | { ok: false; msg: string };

/**
 * Checks what a request names against the reference data: the province must exist, a year must be one the province's
 * taxonomy has, a subject type one it has in that year (or in any year when no year is named). Messages name the field.
 */
export async function checkScope(database: Database, input: { province: string; year?: number; subjectType?: string }): Promise<ScopeCheck> {
  const province = findProvince(input.province);
  if (!province) return { ok: false, msg: `province: 未知省份“${input.province}”` };
  const taxonomy = await provinceTaxonomy(database, province.code);
  if (taxonomy.size === 0) return { ok: true, province };
  const years = [...taxonomy.keys()].sort((a, b) => a - b);
  if (input.year != null && !taxonomy.has(input.year)) {
    return { ok: false, msg: `year: ${province.name}没有 ${input.year} 年的数据（可选 ${years[0]}–${years.at(-1)} 年）` };
  }
  if (input.subjectType) {
    const known = input.year != null ? taxonomy.get(input.year)! : [...new Set([...taxonomy.values()].flat())];
    if (!known.includes(input.subjectType)) {
      return { ok: false, msg: `subjectType: ${province.name}${input.year != null ? `${input.year}年` : ""}没有科类“${input.subjectType}”（有：${known.join("、")}）` };
    }
  }
  return { ok: true, province };
}

/** A score must lie within the province's full range (0..750; 660 in 上海, 900 in 海南). */
export function checkScore(province: Province, score: number | undefined, field = "score"): string | null {
  if (score == null) return null;
  if (score < 0 || score > province.totalScore) return `${field}: ${score} 分超出${province.name}的分数范围 0–${province.totalScore}`;
  return null;
}
