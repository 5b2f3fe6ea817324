// Which years and subject types have data in a province, per table: the data tools and the school page start from
// the newest year with data and its first subject type.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";

export type YearTable = "college_admissions" | "major_admissions" | "score_ranks" | "batch_lines" | "enrollment_units";
export interface YearTypes { year: number; subjectTypes: string[]; sample: boolean }

const yearCache = referenceCache<YearTypes[]>();

/** [{year, subjectTypes, sample}] newest first; `planOnly` counts only rows with a plan count. Subject types follow the taxonomy's order. */
export async function yearsAndTypes(database: Database, table: YearTable, provinceCode: string, planOnly = false): Promise<YearTypes[]> {
  return yearCache.getOrLoad(`${dbKey(database)}:${table}:${provinceCode}:${planOnly}`, async () => {
    // One index probe per (year, subject type) the taxonomy knows, instead of grouping every row of the province: a
    // scope holds either generated or imported rows (imports replace whole scopes), so its first row tells which.
    const rows = await database.rows<{ year: number; subject_type: string; sample: boolean }>(sql`
      select t.year, t.name as subject_type, (
        select d.sample from ${sql.raw(table)} d where d.province_code = t.province_code and d.year = t.year and d.subject_type = t.name
          ${planOnly ? sql`and d.plan_count is not null` : sql``} limit 1) as sample
      from subject_types t where t.province_code = ${provinceCode}
      order by t.year desc, t.sort, t.name`);
    const byYear = new Map<number, YearTypes>();
    for (const r of rows) {
      if (r.sample === null) continue; // no rows of that year and type
      const entry = byYear.get(r.year) ?? { year: r.year, subjectTypes: [], sample: false };
      entry.subjectTypes.push(r.subject_type);
      entry.sample ||= r.sample;
      byYear.set(r.year, entry);
    }
    return [...byYear.values()];
  });
}
