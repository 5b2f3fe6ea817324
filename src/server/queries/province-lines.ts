// A page of colleges' admission rows in one province, in one query per kind (no query per college): the college
// cards' latest lines and the comparison's three years of lines, plans and subject requirements (issue 15).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Source } from "../../contracts/common";
import type { LineRow, RequirementCountRow } from "../../domain/province-lines";
import { dbKey, referenceCache } from "../lib/cache";
import { sourceOf } from "./sources";

const list = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Where a row's figures came from, joined in (data_sources), so no second query is needed. */
interface SourceColumns { sourceName: string | null; sourceUrl: string | null; retrievedOn: string | null; sourceSample: boolean | null }
export type SourcedLineRow = LineRow & SourceColumns;
export type SourcedRequirementRow = RequirementCountRow & SourceColumns;
const SOURCE_COLUMNS = sql.raw(`d.name as "sourceName", d.url as "sourceUrl", d.retrieved_on as "retrievedOn", d.sample as "sourceSample"`);

/** A row's source: its data_sources row (sample when either says so), else the sample or unknown source. */
export function rowSource(row: SourceColumns & { sample: boolean }): Source {
  return sourceOf(row, row.sample);
}

const lineCache = referenceCache<SourcedLineRow[]>();

/** Every college-level admission row of the colleges in the province (all years, subject types and batches). */
export function collegeLineRows(database: Database, provinceCode: string, codes: readonly string[]): Promise<SourcedLineRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  // the list is a hot call: a page of codes in a province is reference data, cached like the list itself
  return lineCache.getOrLoad(`${dbKey(database)}:${provinceCode}:${codes.join(",")}`, () => database.rows<SourcedLineRow>(sql`
    select a.college_code as "collegeCode", a.year, a.subject_type as "subjectType", a.batch, coalesce(b.kind, '') as kind,
      coalesce(b.sort, 0) as sort, a.min_score as "minScore", a.min_rank as "minRank", a.plan_count as "planCount", a.sample, a.source_id as "sourceId",
      ${SOURCE_COLUMNS}
    from college_admissions a
    left join admission_batches b on b.province_code = a.province_code and b.year = a.year and b.name = a.batch
    left join data_sources d on d.id = a.source_id
    where a.college_code in (${list(codes)}) and a.province_code = ${provinceCode}`));
}

/** How many majors of each college ask each 选科要求, per year and subject type, in the given years of the province. */
export function requirementCountRows(database: Database, provinceCode: string, codes: readonly string[], years: readonly number[]): Promise<SourcedRequirementRow[]> {
  if (codes.length === 0 || years.length === 0) return Promise.resolve([]);
  return database.rows<SourcedRequirementRow>(sql`
    select m.college_code as "collegeCode", m.year, m.subject_type as "subjectType", m.subject_requirement as requirement,
      count(distinct m.major_code)::int as majors, bool_or(m.sample) as sample, m.source_id as "sourceId", ${SOURCE_COLUMNS}
    from major_admissions m left join data_sources d on d.id = m.source_id
    where m.college_code in (${list(codes)}) and m.province_code = ${provinceCode} and m.year in (${list(years)})
    group by m.college_code, m.year, m.subject_type, m.subject_requirement, m.source_id, d.id`);
}
