// Seed version 6: the texts the seed used to generate ("…（本段简介为示例文本）" college introductions, "…（示例简介）"
// major introductions and sample 招生章程) give way to what the seed now writes: a true introduction composed from
// each college's stored facts, no major introduction (the page says it is not yet published) and no brochures.
// Idempotent, and it touches only the generated texts: imported introductions and non-sample brochures stay.
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { collegeIntroZh } from "../../../lib/rules/college-text";

/** The marker the old generated texts ended with. */
const OLD_COLLEGE_MARK = "（本段简介为示例文本）";
const OLD_MAJOR_MARK = "（示例简介）";

export async function replaceGeneratedTexts(database: Database): Promise<{ colleges: number; majors: number; brochures: number }> {
  const rows = await database.rows<{ code: string; name: string; province_code: string; province_name: string; city_name: string; level: string; category: string; nature_type: string; belong: string; feature: string }>(sql`
    select code, name, province_code, province_name, city_name, level, category, nature_type, belong, feature
    from colleges where introduction like ${`%${OLD_COLLEGE_MARK}`}`);
  for (const r of rows) {
    const text = collegeIntroZh({ name: r.name, provinceCode: r.province_code, provinceName: r.province_name, cityName: r.city_name, level: r.level, category: r.category, natureType: r.nature_type, belong: r.belong, feature: r.feature });
    await database.rows(sql`update colleges set introduction = ${text} where code = ${r.code}`);
  }
  const majors = await database.rows<{ code: string }>(sql`update majors set introduction = '' where introduction like ${`%${OLD_MAJOR_MARK}`} returning code`);
  const brochures = await database.rows<{ id: number }>(sql`delete from enroll_introductions where sample returning id`);
  return { colleges: rows.length, majors: majors.length, brochures: brochures.length };
}
