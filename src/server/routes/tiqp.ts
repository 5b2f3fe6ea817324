// /api/common/TiQP: early batch
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { api, intLike, keyword, year } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { pageOf, paging, provinceInput, resolveProvince, allProvinces } from "../lib/ref";
import { subjectTypesOf, type Province } from "../../domain/provinces";
import { pickYearType, yearsAndTypes } from "../queries/admission-years";

type Router = OpenAPIHono<AppEnv>;
const subjectType = z.string().trim().max(10, { error: "长度不能超过10个字符" }).regex(/^[\p{Script=Han}]{2,6}$/u, { error: "科类应为中文，如 物理类、历史类、综合" });
const filter = { province: provinceInput, year: year.optional(), subjectType: subjectType.optional() };
const province = (c: Ctx, v: string) => resolveProvince(c.get("deps").database.db, v);
export const router: Router = new OpenAPIHono<AppEnv>();
api(router, {
  method: "post", path: "/list-college-enroll-plan-college", tags: ["early batch"], summary: "Early-batch (提前批) plans by college in a province (paged; keyword on college name)",
  body: z.object({ ...filter, keyword: keyword(50).optional(), ...paging }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const { current, size, offset } = pageOf(body);
  const rows = await c.get("deps").database.rows<Record<string, unknown> & { total: number }>(sql`
    select m.college_code as "collegeCode", c.name as "collegeName", c.province_name as "provinceName", c.city_name as "cityName", m.year, m.subject_type as "subjectType", m.batch,
      sum(m.plan_count)::int as "planCount", json_agg(json_build_object('majorCode', m.major_code, 'majorName', m.major_name, 'planCount', m.plan_count, 'minScore', m.min_score, 'minRank', m.min_rank) order by m.major_code) as majors,
      bool_or(m.sample) as sample, count(*) over()::int as total
    from major_admissions m join colleges c on c.code = m.college_code
    where m.province_code = ${p.code} and m.batch like '%提前%' ${body.year ? sql`and m.year = ${body.year}` : sql``} ${body.subjectType ? sql`and m.subject_type = ${body.subjectType}` : sql``}
      ${body.keyword ? sql`and c.name ilike ${"%" + body.keyword + "%"}` : sql``}
    group by m.college_code, c.name, c.province_name, c.city_name, m.year, m.subject_type, m.batch, c.strength
    order by m.year desc, c.strength desc, m.college_code limit ${size} offset ${offset}`);
  return ok(c, page(rows.map(({ total: _t, ...r }) => r), Number(rows[0]?.total ?? 0), current, size));
});
api(router, { method: "post", path: "/list-enroll-by-score-all-year-course-plan", tags: ["early batch"], summary: "Years and subject types with plans in a province", body: z.object({ province: provinceInput }) }, async (c, { body }) => {
  const p = await province(c, body.province);
  return p ? ok(c, await yearsAndTypes(c.get("deps").database, "major_admissions", p.code, true)) : fail(c, "省份不存在");
});
api(router, {
  method: "post", path: "/find-province-mode", tags: ["early batch"], summary: "Exam model of a province: modeName, totalScore, educationCode (1 under 3+3), current subject types",
  body: z.object({ code: provinceInput }),
}, async (c, { body }) => {
  const p = await province(c, body.code);
  if (!p) return fail(c, "省份不存在");
  const y = new Date().getFullYear();
  return ok(c, { code: p.code, name: p.name, shortName: p.shortName, modeName: p.modeName, totalScore: p.totalScore, reformYear: p.reformYear, educationCode: p.modeName === "3+3" ? 1 : 0, subjectTypes: subjectTypesOf(p as Province, y) });
});
