// /api/common/ChaKSZ: plan changes
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
api(router, {
  method: "post", path: "/list-college-enroll-plan-college-kuosuo", tags: ["plan change"], summary: "Plan change (扩缩招) by college: plan of year vs the year before (change expand | shrink | all; paged)",
  body: z.object({ ...filter, keyword: keyword(50).optional(), change: z.enum(["expand", "shrink", "all"], { error: "change 应为 expand、shrink 或 all" }).default("all"), ...paging }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const yt = await pickYearType(c.get("deps").database, "college_admissions", p.code, body.year, body.subjectType);
  const { current, size, offset } = pageOf(body);
  if (!yt) return ok(c, page([], 0, current, size));
  const rows = await c.get("deps").database.rows<Record<string, unknown> & { total: number }>(sql`
    select * from (
      select a.college_code as "collegeCode", c.name as "collegeName", c.province_name as "provinceName", c.feature, a.year, a.subject_type as "subjectType", a.batch,
        a.plan_count as "planCount", b.plan_count as "lastPlanCount", (a.plan_count - coalesce(b.plan_count, 0))::int as change,
        case when b.plan_count > 0 then round((a.plan_count - b.plan_count) * 100.0 / b.plan_count, 1)::float else null end as "changeRate",
        (a.sample or coalesce(b.sample, false)) as sample, c.strength
      from college_admissions a join colleges c on c.code = a.college_code
      left join college_admissions b on b.college_code = a.college_code and b.province_code = a.province_code and b.subject_type = a.subject_type and b.batch = a.batch and b.year = a.year - 1
      where a.province_code = ${p.code} and a.year = ${yt.year} and a.subject_type = ${yt.subjectType} and a.plan_count is not null
        ${body.keyword ? sql`and c.name ilike ${"%" + body.keyword + "%"}` : sql``}
    ) x where ${body.change === "expand" ? sql`x.change > 0` : body.change === "shrink" ? sql`x.change < 0` : sql`true`}
    order by abs(x.change) desc, x.strength desc, x."collegeCode" limit ${size} offset ${offset}`.append(sql``));
  const [{ n }] = await c.get("deps").database.rows<{ n: number }>(sql`
    select count(*)::int as n from college_admissions a
      left join college_admissions b on b.college_code = a.college_code and b.province_code = a.province_code and b.subject_type = a.subject_type and b.batch = a.batch and b.year = a.year - 1
      join colleges c on c.code = a.college_code
      where a.province_code = ${p.code} and a.year = ${yt.year} and a.subject_type = ${yt.subjectType} and a.plan_count is not null
      ${body.keyword ? sql`and c.name ilike ${"%" + body.keyword + "%"}` : sql``}
      and ${body.change === "expand" ? sql`a.plan_count - coalesce(b.plan_count, 0) > 0` : body.change === "shrink" ? sql`a.plan_count - coalesce(b.plan_count, 0) < 0` : sql`true`}`) as [{ n: number }];
  return ok(c, page(rows.map(({ total: _t, strength: _s, ...r }) => r), n, current, size));
});
api(router, { method: "post", path: "/list-provinces", tags: ["plan change"], summary: "All provinces with exam model", body: z.object({}).loose() }, async (c) => {
  const list = await allProvinces(c.get("deps").database.db);
  return ok(c, list.map((p) => ({ code: p.code, name: p.name, shortName: p.shortName, modeName: p.modeName, totalScore: p.totalScore })));
});
api(router, {
  method: "post", path: "/list-college-enroll-plan-new", tags: ["plan change"], summary: "A college's major plans in a province: this year vs last year (isNew when absent last year)",
  body: z.object({ ...filter, collegeCode: z.string({ error: "collegeCode 必填" }).trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" }) }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const yt = await pickYearType(c.get("deps").database, "major_admissions", p.code, body.year, body.subjectType);
  if (!yt) return ok(c, []);
  const rows = await c.get("deps").database.rows(sql`
    select a.major_code as "majorCode", a.major_name as "majorName", a.year, a.subject_type as "subjectType", a.batch, a.subject_requirement as "subjectRequirement",
      a.plan_count as "planCount", b.plan_count as "lastPlanCount", (a.plan_count - coalesce(b.plan_count, 0))::int as change, (b.major_code is null) as "isNew", a.sample
    from major_admissions a left join major_admissions b on b.college_code = a.college_code and b.major_code = a.major_code and b.province_code = a.province_code
      and b.subject_type = a.subject_type and b.batch = a.batch and b.year = a.year - 1
    where a.college_code = ${body.collegeCode} and a.province_code = ${p.code} and a.year = ${yt.year} and a.subject_type = ${yt.subjectType} and a.plan_count is not null
    order by a.plan_count desc, a.major_code`);
  return ok(c, rows);
});
