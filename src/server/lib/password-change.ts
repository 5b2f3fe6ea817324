// Changing one's own password, shared by the student's (blade-system) and the parent's (blade-user) call: the current
// password is checked with a per-account limit on wrong tries, and every other login of the account is ended.
import { z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { idLike } from "./api";
import { fail, ok } from "./r";
import type { Ctx } from "./context";
import { findUserById } from "./accounts";
import { users } from "../db/schema";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeUserFamilies } from "../auth/tokens";
import { countEvents, recordEvent } from "../auth/rate-limit";
import { config } from "../config";
import type { Db } from "../db/client";

export const password = z.string({ error: "密码必填" }).min(6, { error: "密码长度在6到20个字符" }).max(20, { error: "密码长度在6到20个字符" });

/**
 * Checks a user's current password, counting wrong ones: past config.rateLimit.passwordChecks in the window the check
 * is refused without trying, so a signed-in session cannot be used to guess the password. Null when it is right.
 */
export async function wrongCurrentPassword(db: Db, userId: number, hash: string, given: string): Promise<string | null> {
  const { windowSeconds, passwordChecks } = config.rateLimit;
  const subject = String(userId);
  if ((await countEvents(db, "password-check", subject, windowSeconds)).count >= passwordChecks) {
    return `原密码输错次数过多，请${Math.ceil(windowSeconds / 60)}分钟后再试`;
  }
  if (await verifyPassword(hash, given)) return null;
  await recordEvent(db, "password-check", subject);
  return "原密码不正确";
}

export async function changePassword(c: Ctx, body: { id: number; studentPassword: string; studentNewPassword: string }, authority: string | null) {
  const me = c.get("user");
  const db = c.get("deps").database.db;
  if (body.id !== me.userId) return fail(c, "只能修改自己的密码", 403);
  const u = await findUserById(db, me.userId);
  if (!u || u.tenantId !== me.tenantId) return fail(c, "用户不存在", 401);
  if (authority && u.authority !== authority) return fail(c, authority === "parent" ? "该接口仅供家长账号使用" : "该接口仅供学生账号使用", 403);
  const wrong = await wrongCurrentPassword(db, u.id, u.passwordHash, body.studentPassword);
  if (wrong) return fail(c, wrong);
  if (body.studentPassword === body.studentNewPassword) return fail(c, "新密码不能与原密码相同");
  await db.update(users).set({ passwordHash: await hashPassword(body.studentNewPassword), updatedAt: new Date() })
    .where(and(eq(users.id, me.userId), eq(users.tenantId, me.tenantId)));
  // whoever knew the old password is signed out everywhere else
  await revokeUserFamilies(db, u.id, "password-change", me.sid);
  return ok(c, true, "密码修改成功");
}

export const passwordBody = z.object({
  id: idLike,
  studentPassword: z.string({ error: "请输入旧密码" }).min(1, { error: "请输入旧密码" }).max(20, { error: "密码长度在6到20个字符" }),
  studentNewPassword: password,
});

