// Shared account look-ups and the token response (AuthInfo).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { students, tenants, users } from "../db/schema";
import { config } from "../config";
import { issueRefreshToken, signAccessToken } from "../auth/tokens";

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, tenantId: string, account: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, account)));
  return u;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** Issues an access token and a refresh token in the given family and returns SpringBlade's AuthInfo plus the portal's fields. */
export async function authInfo(db: Db, key: Uint8Array, u: UserRow, familyId: string) {
  const [stu] = u.studentId ? await db.select().from(students).where(and(eq(students.id, u.studentId), eq(students.tenantId, u.tenantId))) : [];
  const accessToken = await signAccessToken(key, {
    userId: u.id, tenantId: u.tenantId, account: u.account, authority: u.authority, studentId: u.studentId, sid: familyId,
  });
  const refreshToken = await issueRefreshToken(db, familyId, u.id);
  const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantId, u.tenantId));
  return {
    accessToken,
    tokenType: "bearer",
    refreshToken,
    expiresIn: config.accessTokenTtl,
    userId: String(u.id),
    tenantId: u.tenantId,
    tenantName: tenant?.tenantName ?? "",
    oauthId: u.oauthId,
    account: u.account,
    userName: u.userName,
    avatar: u.avatar || stu?.studentLogo || "",
    authority: u.authority,
    studentId: u.studentId == null ? "" : String(u.studentId),
    regionCode: stu?.regionCode ?? "",
    modeName: stu?.modeName ?? "",
    license: "powered by qihang",
  };
}
