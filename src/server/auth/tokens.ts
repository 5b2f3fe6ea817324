// Access tokens (JWT HS256, 1 hour) and opaque refresh tokens (stored as sha-256, rotated, family revocation).
import { createHash, createHmac, createSecretKey, randomBytes, randomUUID, type KeyObject } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { and, count, eq, gte, isNull, like, ne, sql } from "drizzle-orm";
import { config } from "../config";
import type { Database, Db } from "../db/client";
import { refreshTokens, sysParams, tokenFamilies } from "../db/schema";
import { TtlCache, dbKey } from "../lib/cache";
import { announce, onNotice } from "../lib/bus";
import { isDatabaseUnavailable } from "../lib/unavailable";

/** families seen not revoked, for a few seconds (logout in this process removes the entry at once) */
const liveFamilies = new TtlCache<true>(Number(process.env.TOKEN_CHECK_CACHE_MS ?? 5000), 20000);
/**
 * Bumped after every revocation in this process. A check that read "not revoked" from the database caches it only if
 * no revocation finished meanwhile: otherwise a request in flight during a logout could cache the family as live again.
 */
let revocations = 0;

export interface AuthUser {
  userId: number;
  tenantId: string;
  account: string;
  authority: string;
  studentId: number | null;
  sid: string;
  /**
   * Set for a third-party (oauth) identity with no local account yet (userId -1): such a token may only read its
   * own user info, register and log out (see `guest` in lib/api.ts).
   */
  guest?: { oauthId: string; userName: string };
}

/** userId carried by third-party guests: never a real row (ids are positive). */
export const GUEST_USER_ID = -1;
/** sys_params key prefix of a guest login session (guests have no users row, so no token family). */
const GUEST_SESSION = "guest:";

const ISSUER = "qihang";

/** The JWT secret: JWT_SECRET, else one generated on first start and kept in sys_params (shared by every process). */
export async function loadJwtKey(db: Db): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const fresh = randomBytes(48).toString("base64url");
  await db.insert(sysParams).values({ key: "jwt_secret", value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(sysParams).where(eq(sysParams.key, "jwt_secret"));
  return new TextEncoder().encode(row!.value);
}

/**
 * `ttl`: the lifetime in seconds (the requesting client's, from the registry; default config.accessTokenTtl).
 * `issuedAt`: when the token counts as issued (default now). A refresh signs with the moment its refresh token was
 * used, so a second refresh with that token inside the grace window signs the very same access token.
 */
export async function signAccessToken(key: Uint8Array, u: AuthUser, ttl = config.accessTokenTtl, issuedAt?: Date): Promise<string> {
  const guest = u.guest ? { gst: 1, oid: u.guest.oauthId, nam: u.guest.userName } : {};
  const iat = Math.floor((issuedAt ?? new Date()).getTime() / 1000);
  return new SignJWT({ tid: u.tenantId, acc: u.account, aut: u.authority, stu: u.studentId, sid: u.sid, ...guest })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(u.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key);
}

/** Verifies signature and expiry, then that the login family was not revoked (logout, reuse). */
/** tokens whose signature was checked, with their claims, kept until expiry (at most 60 s); revocation is still checked */
const verified = new TtlCache<{ user: AuthUser; exp: number }>(60_000, 20000);
const keyObjects = new WeakMap<Uint8Array, KeyObject>();

export async function verifyAccessToken(key: Uint8Array, database: Database, token: string): Promise<AuthUser | null> {
  try {
    let hit = verified.get(token);
    if (hit && hit.exp * 1000 <= Date.now()) {
      verified.delete(token);
      hit = undefined;
    }
    if (!hit) {
      let keyObject = keyObjects.get(key);
      if (!keyObject) keyObjects.set(key, (keyObject = createSecretKey(key)));
      // a token must say when it ends: one without exp (or iat) would never expire
      const { payload } = await jwtVerify(token, keyObject, { issuer: ISSUER, algorithms: ["HS256"], requiredClaims: ["exp", "iat", "sub"] });
      const guest = payload.gst === 1;
      const userId = Number(payload.sub);
      // A guest claim and a real user id never go together (and a guest is always GUEST_USER_ID).
      if (guest !== (userId === GUEST_USER_ID)) return null;
      hit = verified.set(token, {
        exp: Number(payload.exp),
        user: {
          userId, tenantId: String(payload.tid), account: String(payload.acc), authority: String(payload.aut),
          studentId: guest || payload.stu == null ? null : Number(payload.stu), sid: String(payload.sid ?? ""),
          ...(guest ? { guest: { oauthId: String(payload.oid ?? ""), userName: String(payload.nam ?? "") } } : {}),
        },
      });
    }
    const cacheKey = `${dbKey(database)}:${hit.user.sid}`;
    if (!liveFamilies.get(cacheKey)) {
      let check = checking.get(cacheKey);
      if (!check) {
        check = familyLive(database, hit.user, cacheKey);
        checking.set(cacheKey, check);
      }
      if (!(await check)) return null;
    }
    return hit.user;
  } catch (error) {
    // a database that cannot be reached says nothing about the token: 503, not a logout
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

/**
 * Revocation checks in flight, one per login: requests of one login that arrive together while its cached "live"
 * has expired share one query. A revocation clears this map, so a request arriving after it never joins a check that
 * started before it.
 */
const checking = new Map<string, Promise<boolean>>();

/** Whether a login (token family, or a guest's session) is still live; caches "live" unless a revocation finished meanwhile. */
async function familyLive(database: Database, user: AuthUser, cacheKey: string): Promise<boolean> {
  const revocationsBefore = revocations;
  try {
    let live: boolean;
    if (user.guest) {
      const rows = await database.rows<{ key: string }>(sql`select key from sys_params where key = ${GUEST_SESSION + user.sid}`);
      live = rows.length > 0;
    } else {
      const rows = await database.rows<{ revoked_at: string | null }>(sql`select revoked_at from token_families where id = ${user.sid}`);
      live = rows.length > 0 && !rows[0]!.revoked_at;
    }
    if (live && revocations === revocationsBefore) liveFamilies.set(cacheKey, true);
    return live;
  } finally {
    if (revocations === revocationsBefore) checking.delete(cacheKey);
  }
}

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function startFamily(db: Db, userId: number, tenantId: string): Promise<string> {
  const id = randomUUID();
  await db.insert(tokenFamilies).values({ id, userId, tenantId });
  return id;
}

export async function issueRefreshToken(db: Db, familyId: string, userId: number, ttl = config.refreshTokenTtl): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token), familyId, userId, expiresAt: new Date(Date.now() + ttl * 1000),
  });
  return token;
}

/**
 * Starts a login session for a third-party guest: a sys_params row `guest:<sid>` that lives as long as its access
 * token (there is no refresh token; retention purges it afterwards).
 */
export async function startGuestSession(db: Db): Promise<string> {
  const id = randomUUID();
  await db.insert(sysParams).values({ key: GUEST_SESSION + id, value: new Date(Date.now() + config.accessTokenTtl * 1000).toISOString() });
  return id;
}

/**
 * At most this many demo third-party sessions live at once (each lasts one access-token lifetime): a bound on what they
 * store, far above what the per-address quota lets any one address use.
 */
export const MAX_GUEST_SESSIONS = 20000;

/** Live guest sessions, counting only those younger than the access-token lifetime. */
export async function liveGuestSessions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sysParams).where(and(
    like(sysParams.key, `${GUEST_SESSION}%`),
    gte(sysParams.updatedAt, new Date(Date.now() - config.accessTokenTtl * 1000)),
  ));
  return Number(row?.n ?? 0);
}

/** Logout of a guest: its session row goes, so its access token is refused from then on. */
export async function revokeGuestSession(db: Db, sid: string): Promise<void> {
  await db.delete(sysParams).where(eq(sysParams.key, GUEST_SESSION + sid));
  await forgetLiveFamilies();
}

export async function revokeFamily(db: Db, familyId: string, reason: string): Promise<void> {
  await db.update(tokenFamilies).set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)));
  await forgetLiveFamilies();
}

/**
 * After a revocation is written: nothing cached as live before it, or read while it was being written, is trusted,
 * here and (announced, and awaited so the logout answers only once the notice is on the server) in the other processes.
 */
async function forgetLiveFamilies(): Promise<void> {
  forgetLocally();
  await announce({ kind: "revocation" });
}
function forgetLocally(): void {
  revocations++;
  liveFamilies.clear();
  checking.clear();
}
onNotice((notice) => {
  if (notice.kind === "revocation" || notice.kind === "all") forgetLocally();
});

/**
 * Ends every login of a user but the one given (a password change keeps the session it was made in), access and
 * refresh tokens alike; with no session to keep, every login.
 */
export async function revokeUserFamilies(db: Db, userId: number, reason: string, keepFamilyId?: string): Promise<void> {
  await db.update(tokenFamilies).set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt), keepFamilyId ? ne(tokenFamilies.id, keepFamilyId) : undefined));
  await forgetLiveFamilies();
}

export type RefreshOutcome =
  | { ok: true; userId: number; familyId: string; refreshToken: string; issuedAt: Date }
  | { ok: false; reason: "unknown" | "expired" | "reused" | "revoked" };

/**
 * The refresh token that follows `token` in its login: derived from it with the server's key (HMAC), so a second
 * refresh with the same token can hand out the same successor without the server keeping any token in clear.
 */
function successorOf(key: Uint8Array, token: string): string {
  return createHmac("sha256", key).update(`refresh-successor:${token}`).digest("base64url");
}

/**
 * Consumes a refresh token: single use, except that the same token presented again within
 * config.refreshGraceSeconds of its first use (two tabs refreshing at once) gets the same new pair; presented later,
 * it is a replay and revokes its whole family. `now` is injectable so tests decide the time, not the scheduler.
 */
export async function consumeRefreshToken(db: Db, key: Uint8Array, token: string, now = new Date(), refreshTtl = config.refreshTokenTtl): Promise<RefreshOutcome> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return { ok: false, reason: "unknown" };
  const [fam] = await db.select().from(tokenFamilies).where(eq(tokenFamilies.id, row.familyId));
  if (!fam || fam.revokedAt) return { ok: false, reason: "revoked" };
  // atomically mark used; if someone already used it, this is a second refresh (within the grace) or a replay
  const used = await db.update(refreshTokens).set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt))).returning({ usedAt: refreshTokens.usedAt });
  let issuedAt = used[0]?.usedAt ?? null;
  if (!issuedAt) {
    const [again] = await db.select({ usedAt: refreshTokens.usedAt }).from(refreshTokens).where(eq(refreshTokens.id, row.id));
    const firstUse = again?.usedAt ?? null;
    // Refreshes sent together each take their clock before the database orders them, so the one that won may carry a
    // time a few milliseconds after this one's: within the grace either way is the same two tabs, not a replay.
    const age = firstUse ? Math.abs(now.getTime() - firstUse.getTime()) : Infinity;
    if (age > config.refreshGraceSeconds * 1000) {
      await revokeFamily(db, row.familyId, "refresh-reuse");
      return { ok: false, reason: "reused" };
    }
    issuedAt = firstUse!;
  }
  if (row.expiresAt.getTime() < now.getTime()) return { ok: false, reason: "expired" };
  // whichever of two refreshes in the grace writes it first, both answer the same successor
  const refreshToken = successorOf(key, token);
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken), familyId: row.familyId, userId: row.userId, expiresAt: new Date(issuedAt.getTime() + refreshTtl * 1000),
  }).onConflictDoNothing();
  return { ok: true, userId: row.userId, familyId: row.familyId, refreshToken, issuedAt };
}
