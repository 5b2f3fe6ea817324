// /api/common/share: read-only share links (/wel/preview?id=…). A student or parent makes a link to a snapshot of one
// thing they own (a college comparison), lists and revokes their own links; anyone holding a link reads it without
// logging in (counted per address like the other open calls). The viewer gets the content only: no name unless the
// owner chose to show it, never an account, phone or id.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { clientAddress, type AppEnv, type Ctx } from "../lib/context";
import { ownerOf, FAMILY, type Owner } from "../lib/owner";
import { fail, failure, ok, page, refused } from "../lib/r";
import { pageWindow } from "../lib/ref";
import { takeQuota } from "../auth/rate-limit";
import { shareState, SHARE_ACTIVE_MAX } from "../../domain/share";
import { createShareBody, shareCreatedSchema, sharedViewSchema, shareIdBody, shareIdQuery, shareListQuery, sharePageSchema } from "../../contracts/share";
import { countActiveShares, createShare, findShare, knownCollegeCodes, listShares, revokeShare, sharedColleges, studentName } from "../queries/shares";
import { doneAnswer } from "../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["share"];
const NO_STUDENT = "只有学生和家长账号可以分享";
export const MSG_SHARE_UNKNOWN = "分享链接不存在";
export const MSG_SHARE_EXPIRED = "分享链接已过期";
export const MSG_SHARE_REVOKED = "分享者已撤销这个链接";

function ownerOr403(c: Ctx): Owner {
  const owner = ownerOf(c.get("user"));
  if (!owner) throw failure(NO_STUDENT, 403);
  return owner;
}

api(router, {
  method: "post", path: "/create", tags: T, roles: FAMILY, body: createShareBody,
  data: shareCreatedSchema, summary: "Make a read-only link to a college comparison (codes, province; showName: show the student's name); works for 7 days",
}, async (c, { body }) => {
  const owner = ownerOr403(c);
  const database = c.get("deps").database;
  const now = new Date();
  const known = await knownCollegeCodes(database, body.codes);
  const unknown = body.codes.find((code) => !known.has(code));
  if (unknown) throw refused("codes", `没有院校代码为 ${unknown} 的院校`);
  if ((await countActiveShares(database, owner, now)) >= SHARE_ACTIVE_MAX) {
    return fail(c, `最多同时保留 ${SHARE_ACTIVE_MAX} 个有效的分享链接，请先撤销不需要的`);
  }
  const ownerName = body.showName ? await studentName(database, owner) : "";
  const made = await createShare(database, owner, { kind: body.kind, content: { codes: body.codes, province: body.province ?? "" }, ownerName }, now);
  return ok(c, { id: made.id, createdAt: made.createdAt.toISOString(), expiresAt: made.expiresAt.toISOString() });
});

api(router, {
  method: "get", path: "/list", tags: T, roles: FAMILY, query: shareListQuery, data: sharePageSchema,
  summary: "The caller's own share links, newest first (active, expired and revoked)",
}, async (c, { query }) => {
  const owner = ownerOr403(c);
  const { current, size, offset } = pageWindow(query);
  const { rows, total } = await listShares(c.get("deps").database, owner, { size, offset }, new Date());
  return ok(c, page(rows, total, current, size));
});

api(router, {
  method: "post", path: "/revoke", tags: T, roles: FAMILY, body: shareIdBody,
  data: doneAnswer, summary: "Revoke one of the caller's links: it stops working at once (another account's link answers as unknown)",
}, async (c, { body }) => {
  const owner = ownerOr403(c);
  const done = await revokeShare(c.get("deps").database, owner, body.id, new Date());
  return done ? ok(c, true, "已撤销") : fail(c, MSG_SHARE_UNKNOWN, 404);
});

api(router, {
  method: "get", path: "/view", tags: T, auth: false, query: shareIdQuery, data: sharedViewSchema,
  summary: "What a link shares (no login; per-address quota). Code 404: unknown id; 410: expired or revoked",
}, async (c, { query }) => {
  const database = c.get("deps").database;
  if (!(await takeQuota(database.db, "share-view", clientAddress(c)))) return fail(c, "打开分享链接过于频繁，请稍后再试", 429);
  const share = await findShare(database, query.id);
  if (!share) return fail(c, MSG_SHARE_UNKNOWN, 404);
  const state = shareState(share, new Date());
  // the reason travels as data too, so the page can say it in the viewer's language
  if (state !== "active") return c.json({ code: 410, success: false, data: { reason: state }, msg: state === "revoked" ? MSG_SHARE_REVOKED : MSG_SHARE_EXPIRED }, 200);
  const codes = Array.isArray(share.content.codes) ? share.content.codes.filter((x): x is string => typeof x === "string") : [];
  const province = typeof share.content.province === "string" ? share.content.province : "";
  return ok(c, {
    kind: share.kind, expiresAt: share.expiresAt.toISOString(), ownerName: share.ownerName || null,
    contrast: { province, colleges: await sharedColleges(database, codes) },
  });
});
