// /api/common/TongFQX: same-score destinations
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { api, intLike, keyword, year } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { pageOf, paging, provinceInput, resolveProvince, allProvinces } from "../lib/ref";
import { pickYearType, yearsAndTypes } from "../queries/admission-years";

type Router = OpenAPIHono<AppEnv>;
const subjectType = z.string().trim().max(10, { error: "长度不能超过10个字符" }).regex(/^[\p{Script=Han}]{2,6}$/u, { error: "科类应为中文，如 物理类、历史类、综合" });
const filter = { province: provinceInput, year: year.optional(), subjectType: subjectType.optional() };
const province = (c: Ctx, v: string) => resolveProvince(c.get("deps").database.db, v);
export const router: Router = new OpenAPIHono<AppEnv>();
const sameBody = z.object({ ...filter, score: intLike(0, 900, ), range: intLike(0, 30).default(5), ...paging });
async function sameCtx(c: Ctx, body: z.infer<typeof sameBody>) {
  const p = await province(c, body.province);
  if (!p) return null;
  const yt = await pickYearType(c.get("deps").database, "college_admissions", p.code, body.year, body.subjectType);
  return yt ? { p, ...yt } : null;
}
api(router, { method: "post", path: "/tfqx-college", tags: ["same score"], summary: "Colleges whose min score that year was within score ± range (paged)", body: sameBody }, async (c, { body }) => {
  const x = await sameCtx(c, body);
  const { current, size, offset } = pageOf(body);
  if (!x) return ok(c, page([], 0, current, size));
  const rows = await c.get("deps").database.rows<Record<string, unknown> & { total: number }>(sql`
    select a.college_code as "collegeCode", c.name as "collegeName", c.province_name as "provinceName", c.city_name as "cityName", c.feature, a.year, a.subject_type as "subjectType", a.batch,
      a.min_score as "minScore", a.min_rank as "minRank", a.plan_count as "planCount", a.sample, count(*) over()::int as total
    from college_admissions a join colleges c on c.code = a.college_code
    where a.province_code = ${x.p.code} and a.year = ${x.year} and a.subject_type = ${x.subjectType} and a.min_score between ${body.score - body.range} and ${body.score + body.range}
    order by a.min_score desc, a.college_code limit ${size} offset ${offset}`);
  return ok(c, { ...page(rows.map(({ total: _t, ...r }) => r), Number(rows[0]?.total ?? 0), current, size), year: x.year, subjectType: x.subjectType });
});
api(router, { method: "post", path: "/tfqx-major", tags: ["same score"], summary: "Majors whose min score that year was within score ± range (paged)", body: sameBody }, async (c, { body }) => {
  const x = await sameCtx(c, body);
  const { current, size, offset } = pageOf(body);
  if (!x) return ok(c, page([], 0, current, size));
  const rows = await c.get("deps").database.rows<Record<string, unknown> & { total: number }>(sql`
    select m.major_code as "majorCode", m.major_name as "majorName", m.college_code as "collegeCode", c.name as "collegeName", m.year, m.subject_type as "subjectType",
      m.min_score as "minScore", m.min_rank as "minRank", m.plan_count as "planCount", m.sample, count(*) over()::int as total
    from major_admissions m join colleges c on c.code = m.college_code
    where m.province_code = ${x.p.code} and m.year = ${x.year} and m.subject_type = ${x.subjectType} and m.min_score between ${body.score - body.range} and ${body.score + body.range}
    order by m.min_score desc, m.college_code, m.major_code limit ${size} offset ${offset}`);
  return ok(c, { ...page(rows.map(({ total: _t, ...r }) => r), Number(rows[0]?.total ?? 0), current, size), year: x.year, subjectType: x.subjectType });
});
api(router, { method: "post", path: "/tfqx-city", tags: ["same score"], summary: "Cities of the colleges within score ± range: college count and plan total per city", body: sameBody }, async (c, { body }) => {
  const x = await sameCtx(c, body);
  if (!x) return ok(c, []);
  const rows = await c.get("deps").database.rows(sql`
    select c.province_name as "provinceName", c.city_name as "cityName", count(distinct a.college_code)::int as "collegeCount", coalesce(sum(a.plan_count), 0)::int as "planCount", bool_or(a.sample) as sample
    from college_admissions a join colleges c on c.code = a.college_code
    where a.province_code = ${x.p.code} and a.year = ${x.year} and a.subject_type = ${x.subjectType} and a.min_score between ${body.score - body.range} and ${body.score + body.range}
    group by c.province_name, c.city_name order by "collegeCount" desc, c.city_name`);
  return ok(c, rows);
});
