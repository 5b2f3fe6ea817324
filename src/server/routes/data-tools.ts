// Data tools under /api/common: PiCX (batch lines), TiQP (early batch), ChaKSZ (plan changes 扩缩招), YiFYD (一分一段),
// CeGL (admission probability), TongFQX (same-score destinations), FuGL (majors by chosen courses).
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { api, intLike, keyword, year } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { pageOf, paging, provinceInput, resolveProvince, allProvinces } from "../lib/ref";
import { subjectTypes } from "../db/seed/provinces";
import { yearsAndTypes } from "./yuanxiao";
import { dbKey, referenceCache } from "../lib/cache";

const lookupCache = referenceCache<unknown>();

type Router = OpenAPIHono<AppEnv>;
const subjectType = z.string().trim().max(10, { error: "长度不能超过10个字符" }).regex(/^[\p{Script=Han}]{2,6}$/u, { error: "科类应为中文，如 物理类、历史类、综合" });
const filter = { province: provinceInput, year: year.optional(), subjectType: subjectType.optional() };

async function province(c: Ctx, v: string) {
  return resolveProvince(c.get("deps").database.db, v);
}

/** year and subject type to use: the given ones, else the newest year with data and its first subject type */
async function pickYearType(c: Ctx, table: "college_admissions" | "major_admissions" | "score_ranks", provinceCode: string, y?: number, t?: string) {
  const all = await yearsAndTypes(c, table, provinceCode);
  const entry = y ? all.find((e) => e.year === y) : all[0];
  if (!entry) return null;
  const type = t ?? entry.subjectTypes[0]!;
  return { year: entry.year, subjectType: type };
}

// ---------------------------------------------------------------- PiCX: batch lines
const piCX: Router = new OpenAPIHono<AppEnv>();
async function batchLineMap(c: Ctx, body: { province: string; year?: number; subjectType?: string }) {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const b = s.batchLines;
  const rows = await c.get("deps").database.db.select().from(b).where(and(eq(b.provinceCode, p.code), body.year ? eq(b.year, body.year) : undefined, body.subjectType ? eq(b.subjectType, body.subjectType) : undefined))
    .orderBy(desc(b.year), asc(b.subjectType), desc(b.score));
  const map: Record<string, { subjectType: string; batch: string; score: number; sample: boolean }[]> = {};
  for (const r of rows) (map[r.year] ??= []).push({ subjectType: r.subjectType, batch: r.batch, score: r.score, sample: r.sample });
  return ok(c, map);
}
api(piCX, { method: "post", path: "/map-province-score", tags: ["batch line"], summary: "Batch lines of a province keyed by year (filter year, subjectType)", body: z.object(filter) }, (c, { body }) => batchLineMap(c, body));

// ---------------------------------------------------------------- TiQP: early batch
const tiQP: Router = new OpenAPIHono<AppEnv>();
api(tiQP, {
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
api(tiQP, { method: "post", path: "/list-enroll-by-score-all-year-course-plan", tags: ["early batch"], summary: "Years and subject types with plans in a province", body: z.object({ province: provinceInput }) }, async (c, { body }) => {
  const p = await province(c, body.province);
  return p ? ok(c, await yearsAndTypes(c, "major_admissions", p.code, true)) : fail(c, "省份不存在");
});
api(tiQP, {
  method: "post", path: "/find-province-mode", tags: ["early batch"], summary: "Exam model of a province: modeName, totalScore, educationCode (1 under 3+3), current subject types",
  body: z.object({ code: provinceInput }),
}, async (c, { body }) => {
  const p = await province(c, body.code);
  if (!p) return fail(c, "省份不存在");
  const y = new Date().getFullYear();
  return ok(c, { code: p.code, name: p.name, shortName: p.shortName, modeName: p.modeName, totalScore: p.totalScore, reformYear: p.reformYear, educationCode: p.modeName === "3+3" ? 1 : 0, subjectTypes: subjectTypes(p as never, y) });
});

// ---------------------------------------------------------------- ChaKSZ: plan changes
const chaKSZ: Router = new OpenAPIHono<AppEnv>();
api(chaKSZ, {
  method: "post", path: "/list-college-enroll-plan-college-kuosuo", tags: ["plan change"], summary: "Plan change (扩缩招) by college: plan of year vs the year before (change expand | shrink | all; paged)",
  body: z.object({ ...filter, keyword: keyword(50).optional(), change: z.enum(["expand", "shrink", "all"], { error: "change 应为 expand、shrink 或 all" }).default("all"), ...paging }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const yt = await pickYearType(c, "college_admissions", p.code, body.year, body.subjectType);
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
api(chaKSZ, { method: "post", path: "/list-provinces", tags: ["plan change"], summary: "All provinces with exam model", body: z.object({}).loose() }, async (c) => {
  const list = await allProvinces(c.get("deps").database.db);
  return ok(c, list.map((p) => ({ code: p.code, name: p.name, shortName: p.shortName, modeName: p.modeName, totalScore: p.totalScore })));
});
api(chaKSZ, {
  method: "post", path: "/list-college-enroll-plan-new", tags: ["plan change"], summary: "A college's major plans in a province: this year vs last year (isNew when absent last year)",
  body: z.object({ ...filter, collegeCode: z.string({ error: "collegeCode 必填" }).trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" }) }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const yt = await pickYearType(c, "major_admissions", p.code, body.year, body.subjectType);
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

// ---------------------------------------------------------------- YiFYD: score-rank tables
const yiFYD: Router = new OpenAPIHono<AppEnv>();
api(yiFYD, { method: "post", path: "/map-province-score", tags: ["score rank"], summary: "Batch lines of a province keyed by year (reference lines on the 一分一段 page)", body: z.object(filter) }, (c, { body }) => batchLineMap(c, body));
const yearList = async (c: Ctx, v: string) => {
  const p = await province(c, v);
  return p ? ok(c, await yearsAndTypes(c, "score_ranks", p.code)) : fail(c, "省份不存在");
};
api(yiFYD, { method: "post", path: "/list-year-1f1d", tags: ["score rank"], summary: "Years and subject types with score-rank tables in a province", body: z.object({ province: provinceInput }) }, (c, { body }) => yearList(c, body.province));
api(yiFYD, {
  method: "post", path: "/list-1f1d-score", tags: ["score rank"],
  summary: "Score-rank table (一分一段). With score: the row for that score (rank range) and equivalent scores of other years; without: rows paged (minScore/maxScore filter)",
  body: z.object({ ...filter, score: intLike(0, 900).optional(), minScore: intLike(0, 900).optional(), maxScore: intLike(0, 900).optional(), ...paging }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const yt = await pickYearType(c, "score_ranks", p.code, body.year, body.subjectType);
  const { current, size, offset } = pageOf(body);
  if (!yt) return body.score != null ? ok(c, null) : ok(c, page([], 0, current, size));
  const database = c.get("deps").database;
  if (body.score != null) {
    const key = `${dbKey(database)}:${p.code}:${yt.year}:${yt.subjectType}:${body.score}`;
    const hit = lookupCache.get(key);
    if (hit !== undefined) return hit === null ? ok(c, null, "该分数不在一分一段表范围内") : ok(c, hit);
    const [row] = await database.rows<{ score: number; count: number; cumulative: number; sample: boolean }>(sql`
      select score, count, cumulative, sample from score_ranks where province_code = ${p.code} and year = ${yt.year} and subject_type = ${yt.subjectType} and score <= ${body.score}
      order by score desc limit 1`);
    if (!row) {
      lookupCache.set(key, null);
      return ok(c, null, "该分数不在一分一段表范围内");
    }
    const equivalents = await database.rows<{ year: number; score: number }>(sql`
      select distinct on (year) year, score from score_ranks where province_code = ${p.code} and subject_type = ${yt.subjectType} and year <> ${yt.year} and cumulative >= ${row.cumulative}
      order by year desc, score desc`);
    return ok(c, lookupCache.set(key, { province: p.code, year: yt.year, subjectType: yt.subjectType, score: body.score, count: row.count, cumulative: row.cumulative, rankStart: row.cumulative - row.count + 1, rankEnd: row.cumulative, equivalents, sample: row.sample }));
  }
  const r = s.scoreRanks;
  const where = and(eq(r.provinceCode, p.code), eq(r.year, yt.year), eq(r.subjectType, yt.subjectType),
    body.minScore != null ? sql`${r.score} >= ${body.minScore}` : undefined, body.maxScore != null ? sql`${r.score} <= ${body.maxScore}` : undefined);
  const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(r).where(where)) as [{ n: number }];
  const rows = await database.db.select({ score: r.score, count: r.count, cumulative: r.cumulative, sample: r.sample }).from(r).where(where).orderBy(desc(r.score)).limit(size).offset(offset);
  return ok(c, { ...page(rows.map((x) => ({ ...x, rankStart: x.cumulative - x.count + 1, rankEnd: x.cumulative })), n, current, size), year: yt.year, subjectType: yt.subjectType });
});
api(yiFYD, {
  method: "post", path: "/{hash}", tags: ["score rank"], summary: "Same as list-year-1f1d (the portal calls it under a hashed path segment)",
  body: z.object({ province: provinceInput }),
}, (c, { body }) => {
  const hash = c.req.param("hash") ?? "";
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(hash)) return fail(c, "路径参数格式不正确");
  return yearList(c, body.province);
});

// ---------------------------------------------------------------- CeGL: admission probability
const ceGL: Router = new OpenAPIHono<AppEnv>();
api(ceGL, {
  method: "post", path: "/getLqgl", tags: ["probability"],
  summary: "Admission probability from the candidate's rank (or score, converted with that year's table) vs each college's min ranks of the last 3 years",
  description: "probability (1..99) = logistic of (average min rank − candidate rank) / average min rank; level 保 ≥ 80, 稳 ≥ 50, 冲 ≥ 20, else 难. Without collegeCode: colleges whose average min rank is between 0.6× and 2.5× the candidate's rank, paged.",
  body: z.object({ ...filter, score: intLike(0, 900).optional(), rank: intLike(1, 2000000).optional(), collegeCode: z.string().trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" }).optional(), ...paging })
    .refine((b) => b.score != null || b.rank != null, { error: "score 或 rank 必填", path: ["score"] }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const database = c.get("deps").database;
  const yt = await pickYearType(c, "score_ranks", p.code, body.year, body.subjectType);
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

// ---------------------------------------------------------------- TongFQX: same-score destinations
const tongFQX: Router = new OpenAPIHono<AppEnv>();
const sameBody = z.object({ ...filter, score: intLike(0, 900, ), range: intLike(0, 30).default(5), ...paging });
async function sameCtx(c: Ctx, body: z.infer<typeof sameBody>) {
  const p = await province(c, body.province);
  if (!p) return null;
  const yt = await pickYearType(c, "college_admissions", p.code, body.year, body.subjectType);
  return yt ? { p, ...yt } : null;
}
api(tongFQX, { method: "post", path: "/tfqx-college", tags: ["same score"], summary: "Colleges whose min score that year was within score ± range (paged)", body: sameBody }, async (c, { body }) => {
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
api(tongFQX, { method: "post", path: "/tfqx-major", tags: ["same score"], summary: "Majors whose min score that year was within score ± range (paged)", body: sameBody }, async (c, { body }) => {
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
api(tongFQX, { method: "post", path: "/tfqx-city", tags: ["same score"], summary: "Cities of the colleges within score ± range: college count and plan total per city", body: sameBody }, async (c, { body }) => {
  const x = await sameCtx(c, body);
  if (!x) return ok(c, []);
  const rows = await c.get("deps").database.rows(sql`
    select c.province_name as "provinceName", c.city_name as "cityName", count(distinct a.college_code)::int as "collegeCount", coalesce(sum(a.plan_count), 0)::int as "planCount", bool_or(a.sample) as sample
    from college_admissions a join colleges c on c.code = a.college_code
    where a.province_code = ${x.p.code} and a.year = ${x.year} and a.subject_type = ${x.subjectType} and a.min_score between ${body.score - body.range} and ${body.score + body.range}
    group by c.province_name, c.city_name order by "collegeCount" desc, c.city_name`);
  return ok(c, rows);
});

// ---------------------------------------------------------------- FuGL: majors by chosen courses
const fuGL: Router = new OpenAPIHono<AppEnv>();
const COURSES = ["物理", "历史", "化学", "生物", "政治", "地理", "技术"] as const;
api(fuGL, {
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

export const dataTools: [string, Router][] = [["PiCX", piCX], ["TiQP", tiQP], ["ChaKSZ", chaKSZ], ["YiFYD", yiFYD], ["CeGL", ceGL], ["TongFQX", tongFQX], ["FuGL", fuGL]];
