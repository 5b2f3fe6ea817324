// /api/common/YiFYD: score-rank tables
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { api, intLike, keyword, year } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { pageOf, paging, provinceInput, resolveProvince, allProvinces } from "../lib/ref";
import { batchLinesByYear } from "../queries/batch-lines";
import { dbKey, referenceCache } from "../lib/cache";
import { pickYearType, yearsAndTypes } from "../queries/admission-years";

type Router = OpenAPIHono<AppEnv>;
const subjectType = z.string().trim().max(10, { error: "长度不能超过10个字符" }).regex(/^[\p{Script=Han}]{2,6}$/u, { error: "科类应为中文，如 物理类、历史类、综合" });
const filter = { province: provinceInput, year: year.optional(), subjectType: subjectType.optional() };
const lookupCache = referenceCache<unknown>();
const province = (c: Ctx, v: string) => resolveProvince(c.get("deps").database.db, v);
export const router: Router = new OpenAPIHono<AppEnv>();
api(router, { method: "post", path: "/map-province-score", tags: ["score rank"], summary: "Batch lines of a province keyed by year (reference lines on the 一分一段 page)", body: z.object(filter) }, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  return ok(c, await batchLinesByYear(c.get("deps").database, { provinceCode: p.code, year: body.year, subjectType: body.subjectType }));
});
const yearList = async (c: Ctx, v: string) => {
  const p = await province(c, v);
  return p ? ok(c, await yearsAndTypes(c.get("deps").database, "score_ranks", p.code)) : fail(c, "省份不存在");
};
api(router, { method: "post", path: "/list-year-1f1d", tags: ["score rank"], summary: "Years and subject types with score-rank tables in a province", body: z.object({ province: provinceInput }) }, (c, { body }) => yearList(c, body.province));
api(router, {
  method: "post", path: "/list-1f1d-score", tags: ["score rank"],
  summary: "Score-rank table (一分一段). With score: the row for that score (rank range) and equivalent scores of other years; without: rows paged (minScore/maxScore filter)",
  body: z.object({ ...filter, score: intLike(0, 900).optional(), minScore: intLike(0, 900).optional(), maxScore: intLike(0, 900).optional(), ...paging }),
}, async (c, { body }) => {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  const yt = await pickYearType(c.get("deps").database, "score_ranks", p.code, body.year, body.subjectType);
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
api(router, {
  method: "post", path: "/{hash}", tags: ["score rank"], summary: "Same as list-year-1f1d (the portal calls it under a hashed path segment)",
  body: z.object({ province: provinceInput }),
}, (c, { body }) => {
  const hash = c.req.param("hash") ?? "";
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(hash)) return fail(c, "路径参数格式不正确");
  return yearList(c, body.province);
});
