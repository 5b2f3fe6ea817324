// /api/common/yuanxiao favourites (the portal's paths sit under the colleges' prefix): the caller's followed colleges,
// majors and professions; every call acts on the caller's own, and a userCode naming another account is refused.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api, str } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { brief, invalidateFavourites, pageWindow, paging, resourceTypeInput } from "../lib/ref";
import { collegeMapSchema, favouriteMajorSchema, favouriteProfessionSchema } from "../../contracts/yuanxiao";
import { doneAnswer, pageOf } from "../../contracts/common";
import { addFavourite, countFavourites, favouriteColleges, favouritePage, favouriteTargetExists, removeFavourite } from "../queries/favourites";

export const router = new OpenAPIHono<AppEnv>();
const T = ["favorite"];

const userCode = str(50).optional();
function sameUser(c: Ctx, u?: string) {
  return !u || u === c.get("user").account;
}
const favBody = z.object({ resourceId: z.union([z.string().trim().min(1, { error: "resourceId 必填" }).max(12, { error: "长度不能超过12个字符" }).regex(/^[0-9A-Za-z-]+$/, { error: "resourceId 只能包含字母、数字和 -" }), z.number().int().nonnegative()]).transform(String), resourceType: resourceTypeInput, userCode });

/** The favourite a body names, as the caller's own. */
function favouriteOf(c: Ctx, body: z.infer<typeof favBody>) {
  const me = c.get("user");
  return { tenantId: me.tenantId, userId: me.userId, resourceType: body.resourceType, resourceId: body.resourceId };
}

api(router, { method: "post", path: "/add-my-favorite", tags: T, data: doneAnswer, summary: "Add a favourite (resourceType 1 college, 2 major, 3 profession); idempotent", body: favBody }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能操作自己的收藏", 403);
  const db = c.get("deps").database.db;
  if (!(await favouriteTargetExists(db, body.resourceType, body.resourceId))) return fail(c, "收藏对象不存在", 404);
  const favourite = favouriteOf(c, body);
  await addFavourite(db, favourite);
  await invalidateFavourites(db, favourite.tenantId, favourite.userId, body.resourceType);
  return ok(c, true, "关注成功");
});
api(router, { method: "post", path: "/delete-my-favorite", tags: T, data: doneAnswer, summary: "Delete a favourite", body: favBody }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能操作自己的收藏", 403);
  const db = c.get("deps").database.db;
  const favourite = favouriteOf(c, body);
  await removeFavourite(db, favourite);
  await invalidateFavourites(db, favourite.tenantId, favourite.userId, body.resourceType);
  return ok(c, true, "已取消关注");
});

/** The caller's followed colleges as briefs keyed by code, newest first. */
async function followedMap(c: Ctx) {
  const me = c.get("user");
  const map: Record<string, ReturnType<typeof brief>> = {};
  for (const college of await favouriteColleges(c.get("deps").database.db, me.tenantId, me.userId)) map[college.code] = brief(college, true);
  return map;
}
api(router, { method: "post", path: "/my-favorite-college-map", tags: T, data: collegeMapSchema, summary: "Followed colleges of the caller: data is an object keyed by college code", body: z.object({ userCode, ...paging }) }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能查看自己的收藏", 403);
  return ok(c, await followedMap(c));
});
api(router, { method: "post", path: "/my-followed-colleges", tags: T, data: collegeMapSchema, summary: "Followed colleges of an account (must be the caller): data keyed by college code", body: z.object({ account: str(50).optional() }) }, async (c, { body }) => {
  if (!sameUser(c, body.account)) return fail(c, "只能查看自己的收藏", 403);
  return ok(c, await followedMap(c));
});

const favListBody = z.object({ userCode, ...paging });

/** One page of the caller's favourite majors (2) or professions (3); the total off the first row, or counted past the last page. */
async function favouriteList(c: Ctx, body: z.infer<typeof favListBody>, resourceType: 2 | 3) {
  if (!sameUser(c, body.userCode)) return fail(c, "只能查看自己的收藏", 403);
  const me = c.get("user");
  const database = c.get("deps").database;
  const { current, size, offset } = pageWindow(body);
  const rows = await favouritePage(database, me.tenantId, me.userId, resourceType, { size, offset });
  const total = rows.length > 0 || offset === 0 ? Number(rows[0]?.total ?? 0) : await countFavourites(database, me.tenantId, me.userId, resourceType);
  return ok(c, page(rows.map(({ total: _t, ...r }) => r), total, current, size));
}
api(router, { method: "post", path: "/list-my-favorite-major", tags: T, data: pageOf(favouriteMajorSchema), summary: "The caller's favourite majors (paged)", body: favListBody }, (c, { body }) => favouriteList(c, body, 2));
api(router, { method: "post", path: "/list-my-favorite-profession", tags: T, data: pageOf(favouriteProfessionSchema), summary: "The caller's favourite professions (paged)", body: favListBody }, (c, { body }) => favouriteList(c, body, 3));
