// Shared pieces of the reference-data calls: province resolution, paging input, college briefs, favourites.
import { z } from "@hono/zod-openapi";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { colleges, favorites, provinces } from "../db/schema";
import { intLike } from "./api";
import { TtlCache, dbKey } from "./cache";
import { announce, onNotice } from "./bus";

/**
 * per-user favourite sets, briefly cached; add/delete invalidate them here at once and in the other processes by
 * notice. Awaited by the write's answer: the user's next page may be answered by another process, which must have
 * been told (the notice is on the server when this resolves; the other process applies it milliseconds later).
 */
const favCache = new TtlCache<Set<string>>(Number(process.env.FAVORITE_CACHE_MS ?? 5000), 20000);
export function invalidateFavourites(db: Db, tenantId: string, userId: number, type: number): Promise<void> {
  favCache.delete(`${dbKey(db)}:${tenantId}:${userId}:${type}`);
  return announce({ kind: "favourites", key: `${tenantId}:${userId}:${type}` });
}
onNotice((notice, database) => {
  if (notice.kind === "favourites") favCache.delete(`${dbKey(database.db)}:${notice.key}`);
  else if (notice.kind === "all") favCache.clear();
});

/** province: a GB/T 2260 code ("44") or a name ("广东" / "广东省") */
export const provinceInput = z.string({ error: "province 必填" }).trim().max(12, { error: "长度不能超过12个字符" })
  .regex(/^(\d{2}|\d{6}|[\p{Script=Han}]{2,8})$/u, { error: "应为省份代码（如44）或省份名称" });

let provinceCache: Promise<(typeof provinces.$inferSelect)[]> | undefined;
export async function allProvinces(db: Db) {
  provinceCache ??= db.select().from(provinces).orderBy(provinces.code).then((rows) => {
    if (rows.length === 0) provinceCache = undefined;
    return rows;
  });
  return provinceCache;
}
export async function resolveProvince(db: Db, v: string | undefined | null) {
  if (!v) return undefined;
  const list = await allProvinces(db);
  const code = /^\d{6}$/.test(v) ? v.slice(0, 2) : v;
  return list.find((p) => p.code === code || p.name === v || p.shortName === v);
}

/** paging: SpringBlade current/size, or the portal's pageIndex/pageSize */
export const paging = {
  current: intLike(1, 100000).optional(),
  size: intLike(1, 1000).optional(),
  pageIndex: intLike(1, 100000).optional(),
  pageSize: intLike(1, 1000).optional(),
};
/** The page a list request asks for (SpringBlade's current/size or the portal's pageIndex/pageSize) and its row offset. */
export function pageWindow(q: { current?: number; size?: number; pageIndex?: number; pageSize?: number }) {
  const current = q.current ?? q.pageIndex ?? 1;
  const size = q.size ?? q.pageSize ?? 10;
  return { current, size, offset: (current - 1) * size };
}

export type CollegeRow = typeof colleges.$inferSelect;
export function brief(c: CollegeRow, favourite?: boolean) {
  return {
    id: c.code, collegeCode: c.code, code: c.code, name: c.name, nameEn: c.nameEn, logoUrl: c.logoUrl, provinceCode: c.provinceCode, provinceName: c.provinceName,
    cityName: c.cityName, level: c.level, category: c.category, natureType: c.natureType, belong: c.belong, feature: c.feature,
    is985: c.is985, is211: c.is211, isDoubleFirst: c.isDoubleFirst, isStrongBase: c.isStrongBase,
    introduce: { bannerUrl: c.bannerUrl }, hits: c.hits, ...(favourite === undefined ? {} : { isFavorite: favourite }),
  };
}

export const RESOURCE = { college: 1, major: 2, profession: 3 } as const;
/** resourceType: 1 | 2 | 3, or "college" | "major" | "profession" (also as strings "1".."3") */
export const resourceTypeInput = z.union([z.literal(1), z.literal(2), z.literal(3), z.enum(["1", "2", "3", "college", "major", "profession"])], { error: "resourceType 应为 1(院校)、2(专业)、3(职业)" })
  .transform((v) => (typeof v === "number" ? v : v in RESOURCE ? RESOURCE[v as keyof typeof RESOURCE] : Number(v)) as 1 | 2 | 3);

export async function favouriteCodes(db: Db, tenantId: string, userId: number, type: number, codes?: string[]): Promise<Set<string>> {
  if (codes && codes.length === 0) return new Set();
  const all = await favCache.getOrLoad(`${dbKey(db)}:${tenantId}:${userId}:${type}`, async () => {
    const rows = await db.select({ id: favorites.resourceId }).from(favorites)
      .where(and(eq(favorites.tenantId, tenantId), eq(favorites.userId, userId), eq(favorites.resourceType, type)));
    return new Set(rows.map((r) => r.id));
  });
  return codes ? new Set(codes.filter((c) => all.has(c))) : all;
}

export const countAll = sql<number>`count(*)::int`;
