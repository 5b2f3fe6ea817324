// 选科: which majors a combination of chosen subjects opens, from the subject requirements of published plans.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";

export interface MajorRequirement { majorCode: string; majorName: string; requirement: string; collegeCount: number; sample: boolean }

/** the country-wide scan reads every major admission row: one per minute and process is plenty (imports clear it) */
const requirementsCache = referenceCache<MajorRequirement[]>(60_000, 64);

/** Every major's distinct subject requirements with how many colleges ask them (in one province, or anywhere). */
export function majorRequirements(database: Database, provinceCode?: string): Promise<MajorRequirement[]> {
  return requirementsCache.getOrLoad(`${dbKey(database)}:${provinceCode ?? "*"}`, () => database.rows<MajorRequirement>(sql`
    select major_code as "majorCode", major_name as "majorName", subject_requirement as requirement, count(distinct college_code)::int as "collegeCount", bool_or(sample) as sample
    from major_admissions ${provinceCode ? sql`where province_code = ${provinceCode}` : sql``}
    group by major_code, major_name, subject_requirement order by major_code, subject_requirement`));
}
