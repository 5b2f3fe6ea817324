// /api/common/PiCX: batch lines
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { api, intLike, keyword, year } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { pageOf, paging, provinceInput, resolveProvince, allProvinces } from "../lib/ref";
import { batchLinesByYear } from "../queries/batch-lines";
import { pickYearType, yearsAndTypes } from "../queries/admission-years";

type Router = OpenAPIHono<AppEnv>;
const subjectType = z.string().trim().max(10, { error: "长度不能超过10个字符" }).regex(/^[\p{Script=Han}]{2,6}$/u, { error: "科类应为中文，如 物理类、历史类、综合" });
const filter = { province: provinceInput, year: year.optional(), subjectType: subjectType.optional() };
const province = (c: Ctx, v: string) => resolveProvince(c.get("deps").database.db, v);
export const router: Router = new OpenAPIHono<AppEnv>();
async function batchLineMap(c: Ctx, body: { province: string; year?: number; subjectType?: string }) {
  const p = await province(c, body.province);
  if (!p) return fail(c, "省份不存在");
  return ok(c, await batchLinesByYear(c.get("deps").database, { provinceCode: p.code, year: body.year, subjectType: body.subjectType }));
}
api(router, { method: "post", path: "/map-province-score", tags: ["batch line"], summary: "Batch lines of a province keyed by year (filter year, subjectType)", body: z.object(filter) }, (c, { body }) => batchLineMap(c, body));
