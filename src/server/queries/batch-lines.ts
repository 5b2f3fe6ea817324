// 批次线 of a province, for the batch-line screen and as reference lines on the score-rank screen.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { selectRows, type Executor } from "../db/seed/bulk";
import type { BatchLine, BatchLinesAnswer } from "../../contracts/picx";
import { sourceOf } from "./sources";

export interface BatchLineFilter { provinceCode: string; year?: number; subjectType?: string }

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

/**
 * The lowest 本科/专科 line stored for a province and subject type — the year's own, else the nearest year's — or null.
 * A 一分一段 table must reach down to it (src/domain/import-plausibility): the importer checks a new table against it,
 * and a stored table that stops above it is skipped for the year before. A real table is judged by real lines only
 * (`realOnly`): a generated line is no evidence of where a real table must reach.
 */
export async function lowestLine(exec: Executor, provinceCode: string, year: number, subjectType: string, realOnly = false): Promise<{ score: number; year: number; batch: string } | null> {
  const [row] = await selectRows<{ score: number; year: number; batch: string }>(exec, sql`
    select l.score, l.year, l.batch from batch_lines l
      join admission_batches b on b.province_code = l.province_code and b.year = l.year and b.name = l.batch
    where l.province_code = ${provinceCode} and l.subject_type = ${subjectType} and b.kind in ('regular', 'vocational')
      ${realOnly ? sql`and not l.sample` : sql``}
    order by abs(l.year - ${year}), l.year desc, l.score limit 1`);
  return row ?? null;
}
