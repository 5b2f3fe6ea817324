// /api/common/FuGL: majors by chosen courses
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
const COURSES = ["物理", "历史", "化学", "生物", "政治", "地理", "技术"] as const;
api(router, {
  method: "post", path: "/list-major-by-courses", tags: ["courses"], summary: "Majors whose subject requirement the chosen courses satisfy (from plan data; optional province; paged)",
  body: z.object({ courses: z.array(z.enum(COURSES, { error: "科目应为 物理、历史、化学、生物、政治、地理、技术" })).min(1, { error: "至少选择一门科目" }).max(6), province: provinceInput.optional(), ...paging }),
}, async (c, { body }) => {
  const p = body.province ? await province(c, body.province) : undefined;
  if (body.province && !p) return fail(c, "省份不存在");
  const rows = await c.get("deps").database.rows<{ majorCode: string; majorName: string; requirement: string; collegeCount: number; sample: boolean }>(sql`
    select major_code as "majorCode", major_name as "majorName", subject_requirement as requirement, count(distinct college_code)::int as "collegeCount", bool_or(sample) as sample
    from major_admissions ${p ? sql`where province_code = ${p.code}` : sql``} group by major_code, major_name, subject_requirement order by major_code, subject_requirement`);
  const chosen = new Set<string>(body.courses);
  const fits = rows.filter((r) => r.requirement === "不限" || r.requirement.split(/[+和、]/).every((x) => chosen.has(x)));
  const { current, size, offset } = pageOf(body);
  return ok(c, page(fits.slice(offset, offset + size), fits.length, current, size));
});
