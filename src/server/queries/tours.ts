// Colleges' virtual campus tours (college_tours), as imported: listed per college, filtered by the college's province
// and a name keyword. Reference data: the same for every school.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { containing } from "../lib/like";
import type { CollegeTours } from "../../contracts/tours";

export interface TourFilter { provinceCode?: string; keyword?: string; code?: string }

function where(f: TourFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.provinceCode) parts.push(sql`c.province_code = ${f.provinceCode}`);
  if (f.keyword) parts.push(sql`(c.name ilike ${containing(f.keyword)} or c.code = ${f.keyword})`);
  if (f.code) parts.push(sql`c.code = ${f.code}`);
  return sql.join(parts, sql` and `);
}

/** One page of colleges that have tours (by college code), each with all its tours, and how many tours exist at all. */
export async function listCollegeTours(database: Database, f: TourFilter, page: { size: number; offset: number }): Promise<{ rows: CollegeTours[]; total: number; imported: number }> {
  const [colleges, [count], [all]] = await Promise.all([
    database.rows<{ code: string; name: string; province_name: string; city_name: string }>(sql`
      select c.code, c.name, c.province_name, c.city_name from colleges c
      where exists (select 1 from college_tours t where t.college_code = c.code) and ${where(f)}
      order by c.code limit ${page.size} offset ${page.offset}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from colleges c
      where exists (select 1 from college_tours t where t.college_code = c.code) and ${where(f)}`),
    database.rows<{ n: number }>(sql`select count(*)::int as n from college_tours`),
  ]);
  const codes = colleges.map((c) => c.code);
  const tours = codes.length
    ? await database.rows<{ college_code: string; title: string; url: string; source_name: string; updated_on: string }>(sql`
        select college_code, title, url, source_name, to_char(updated_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as updated_on
        from college_tours where college_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}) order by college_code, title, id`)
    : [];
  return {
    total: count?.n ?? 0,
    imported: all?.n ?? 0,
    rows: colleges.map((c) => ({
      collegeCode: c.code, name: c.name, provinceName: c.province_name, cityName: c.city_name,
      tours: tours.filter((t) => t.college_code === c.code).map((t) => ({ title: t.title, url: t.url, sourceName: t.source_name, updatedOn: t.updated_on })),
    })),
  };
}
