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
    const rows = await database.rows<{ year: number; subject_type: string; sample: boolean }>(sql`
      select d.year, d.subject_type, d.sample from (
        select year, subject_type, bool_or(sample) as sample from ${sql.raw(table)} where province_code = ${provinceCode}
          ${planOnly ? sql`and plan_count is not null` : sql``} group by year, subject_type) d
      left join subject_types t on t.province_code = ${provinceCode} and t.year = d.year and t.name = d.subject_type
      order by d.year desc, coalesce(t.sort, 9), d.subject_type`);
    const byYear = new Map<number, YearTypes>();
    for (const r of rows) {
      const entry = byYear.get(r.year) ?? { year: r.year, subjectTypes: [], sample: false };
      entry.subjectTypes.push(r.subject_type);
      entry.sample ||= r.sample;
      byYear.set(r.year, entry);
    }
    return [...byYear.values()];
  });
}

/** The year and subject type to use: the given ones, else the newest year with data and its first subject type. */
export async function pickYearType(database: Database, table: YearTable, provinceCode: string, year?: number, subjectType?: string) {
  const all = await yearsAndTypes(database, table, provinceCode);
  const entry = year ? all.find((e) => e.year === year) : all[0];
  if (!entry) return null;
  return { year: entry.year, subjectType: subjectType ?? entry.subjectTypes[0]! };
}
