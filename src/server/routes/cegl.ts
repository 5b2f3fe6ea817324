// /api/common/CeGL: admission probability
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
  method: "post", path: "/getLqgl", tags: ["probability"],
  summary: "Admission probability from the candidate's rank (or score, converted with that year's table) vs each college's min ranks of the last 3 years",
  description: "probability (1..99) = logistic of (average min rank − candidate rank) / average min rank; level 保 ≥ 80, 稳 ≥ 50, 冲 ≥ 20, else 难. Without collegeCode: colleges whose average min rank is between 0.6× and 2.5× the candidate's rank, paged.",
  body: z.object({ ...filter, score: intLike(0, 900).optional(), rank: intLike(1, 2000000).optional(), collegeCode: z.string().trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" }).optional(), ...paging })
    .refine((b) => b.score != null || b.rank != null, { error: "score 或 rank 必填", path: ["score"] }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const database = c.get("deps").database;
  const yt = await pickYearType(c.get("deps").database, "score_ranks", p.code, body.year, body.subjectType);
  const { current, size, offset } = pageOf(body);
  if (!yt) return ok(c, page([], 0, current, size));
  let rank = body.rank;
  if (rank == null) {
    const [row] = await database.rows<{ cumulative: number }>(sql`select cumulative from score_ranks where province_code = ${p.code} and year = ${yt.year} and subject_type = ${yt.subjectType} and score <= ${body.score} order by score desc limit 1`);
    rank = row?.cumulative ?? 2000000;
  }
  const rows = await database.rows<Record<string, unknown> & { total: number; avgRank: number }>(sql`
    with agg as (
      select college_code, avg(min_rank)::int as avg_rank, bool_or(sample) as sample,
        json_agg(json_build_object('year', year, 'batch', batch, 'minScore', min_score, 'minRank', min_rank) order by year desc) as history
      from college_admissions where province_code = ${p.code} and subject_type = ${yt.subjectType} and year between ${yt.year - 2} and ${yt.year} and min_rank is not null
        ${body.collegeCode ? sql`and college_code = ${body.collegeCode}` : sql``}
      group by college_code)
    select a.college_code as "collegeCode", c.name as "collegeName", c.province_name as "provinceName", c.city_name as "cityName", c.feature, c.level,
      a.avg_rank as "avgRank", a.history, a.sample, count(*) over()::int as total
    from agg a join colleges c on c.code = a.college_code
    ${body.collegeCode ? sql`` : sql`where a.avg_rank between ${Math.floor(rank * 0.6)} and ${Math.ceil(rank * 2.5) + 50}`}
    order by a.avg_rank, a.college_code limit ${size} offset ${offset}`);
  const records = rows.map(({ total: _t, ...r }) => {
    const x = (r.avgRank - rank!) / Math.max(1, r.avgRank);
    const probability = Math.max(1, Math.min(99, Math.round(100 / (1 + Math.exp(-8 * x)))));
    return { ...r, rank, probability, level: probability >= 80 ? "保" : probability >= 50 ? "稳" : probability >= 20 ? "冲" : "难" };
  });
  return ok(c, { ...page(records, Number(rows[0]?.total ?? 0), current, size), year: yt.year, subjectType: yt.subjectType, rank });
});
