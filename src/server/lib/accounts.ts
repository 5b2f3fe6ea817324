// Shared account look-ups and the token response (AuthInfo).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { students, tenants, users } from "../db/schema";
import { config } from "../config";
import { randomBytes } from "node:crypto";
import { GUEST_USER_ID, issueRefreshToken, revokeFamily, revokeGuestSession, signAccessToken, startGuestSession, type AuthUser } from "../auth/tokens";

export type UserRow = typeof users.$inferSelect;

/** The name a record shows for the person who made it (陈老师, 教务处管理员): the account name only when none is set. */
export const personName = sql<string>`coalesce(nullif(${users.userName}, ''), ${users.account})`;

export async function findUser(db: Db, tenantId: string, account: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, account)));
  return u;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** Logs a login out: its token family (or a guest's session) is revoked, so its access and refresh tokens stop working. */
export async function endLogin(db: Db, me: AuthUser): Promise<void> {
  if (me.guest) await revokeGuestSession(db, me.sid);
  else await revokeFamily(db, me.sid, "logout");
}

/**
 * Issues an access token and a refresh token in the given family and returns SpringBlade's AuthInfo plus the portal's
 * fields. `ttl`: the token lifetimes of the client that asked (seconds; default the configured ones). `rotated`: a
 * refresh's successor token and the moment of the refresh (the access token is signed as of then).
 */
export async function authInfo(
  db: Db, key: Uint8Array, u: UserRow, familyId: string,
  ttl: { access: number; refresh: number } = { access: config.accessTokenTtl, refresh: config.refreshTokenTtl },
  rotated?: { refreshToken: string; issuedAt: Date },
) {
  const [stu] = u.studentId ? await db.select().from(students).where(and(eq(students.id, u.studentId), eq(students.tenantId, u.tenantId))) : [];
  const accessToken = await signAccessToken(key, {
    userId: u.id, tenantId: u.tenantId, account: u.account, authority: u.authority, studentId: u.studentId, sid: familyId,
  }, ttl.access, rotated?.issuedAt);
  const refreshToken = rotated?.refreshToken ?? (await issueRefreshToken(db, familyId, u.id, ttl.refresh));
  const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantId, u.tenantId));
  return {
    accessToken,
    tokenType: "bearer",
    refreshToken,
    expiresIn: ttl.access,
    userId: String(u.id),
    tenantId: u.tenantId,
    tenantName: tenant?.tenantName ?? "",
    oauthId: u.oauthId,
    account: u.account,
    userName: u.userName,
    avatar: u.avatar || stu?.studentLogo || "",
    authority: u.authority,
    studentId: u.studentId == null ? "" : String(u.studentId),
    // as the user info says it: without a province of their own, the school's
    regionCode: stu?.regionCode || (tenant?.provinceCode ? `${tenant.provinceCode}0000` : ""),
    modeName: stu?.modeName ?? "",
    license: "powered by qihang",
  };
}

// ---------------------------------------------------------------- third-party (oauth) identities

/** What a third-party identity provider tells us about the person who signed in there. */
export interface SocialIdentity {
  oauthId: string;
  /** suggested local account name (the registration form pre-fills it) */
  account: string;
  userName: string;
  avatar: string;
}

/**
 * The built-in DEMO provider (source "demo"). There is no real identity provider behind it: any code yields a
 * fresh identity, so each demo login plays a new WeChat user who has no local account yet. Because nothing proves
 * who is behind a demo code, a demo identity is never matched to a local account: it can only ask to register.
 */
export function demoIdentity(): SocialIdentity {
  const tag = randomBytes(4).toString("hex");
  return { oauthId: `demo-${tag}`, account: `wx_demo_${tag}`, userName: "微信用户", avatar: "" };
}

/**
 * AuthInfo for a third-party identity without a local account: userId "-1", no refresh token, and an access token
 * that only reaches user info and logout (lib/api.ts `guest`), until the person registers and is approved.
 */
export async function guestAuthInfo(db: Db, key: Uint8Array, tenantId: string, who: SocialIdentity) {
  const sid = await startGuestSession(db);
  const accessToken = await signAccessToken(key, {
    userId: GUEST_USER_ID, tenantId, account: who.account, authority: "student", studentId: null, sid,
    guest: { oauthId: who.oauthId, userName: who.userName },
  });
  const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantId, tenantId));
  return {
    accessToken,
    tokenType: "bearer",
    refreshToken: "",
    expiresIn: config.accessTokenTtl,
    userId: String(GUEST_USER_ID),
    tenantId,
    tenantName: tenant?.tenantName ?? "",
    oauthId: who.oauthId,
    account: who.account,
    userName: who.userName,
    avatar: who.avatar,
    authority: "student",
    studentId: "",
    regionCode: "",
    modeName: "",
    license: "powered by qihang",
  };
}
