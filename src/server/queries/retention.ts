// Retention: what the server keeps only for a while is purged on a schedule (every server process runs it hourly; the
// deletes are idempotent, so several processes doing it at once is harmless).
import { and, isNotNull, like, lt, or, sql } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { captchas, errorLogs, rateEvents, refreshTokens, shares, sysParams, tokenFamilies } from "../db/schema";

const DAY = 24 * 3600 * 1000;

export interface Purged { errorLogs: number; rateEvents: number; captchas: number; refreshTokens: number; tokenFamilies: number; guestSessions: number; shares: number }

/**
 * Deletes: error logs older than config.retention.errorLogDays; rate events older than a day (every window is
 * shorter); captchas an hour past their expiry; refresh tokens a day past theirs; logins (token families) revoked more
 * than config.retention.revokedDays ago, or whose every refresh token has expired and been purged; guest sessions past
 * their access token's lifetime; share links that stopped working (expired or revoked) more than
 * config.retention.revokedDays ago.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<Purged> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const counted = async (rows: Promise<unknown[]>) => (await rows).length;
  const purged: Purged = {
    errorLogs: await counted(db.delete(errorLogs).where(lt(errorLogs.createdAt, ago(config.retention.errorLogDays * DAY))).returning({ id: errorLogs.id })),
    rateEvents: await counted(db.delete(rateEvents).where(lt(rateEvents.at, ago(DAY))).returning({ id: rateEvents.id })),
    captchas: await counted(db.delete(captchas).where(lt(captchas.expiresAt, ago(3600_000))).returning({ key: captchas.key })),
    refreshTokens: await counted(db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, ago(DAY))).returning({ id: refreshTokens.id })),
    tokenFamilies: 0,
    guestSessions: await counted(db.delete(sysParams).where(and(like(sysParams.key, "guest:%"), lt(sysParams.updatedAt, ago(config.accessTokenTtl * 1000)))).returning({ key: sysParams.key })),
    shares: await counted(db.delete(shares).where(or(lt(shares.expiresAt, ago(config.retention.revokedDays * DAY)), lt(shares.revokedAt, ago(config.retention.revokedDays * DAY)))).returning({ id: shares.id })),
  };
  // a login with no refresh token left can no longer be refreshed, and its access tokens have long expired
  const stale = or(
    and(isNotNull(tokenFamilies.revokedAt), lt(tokenFamilies.revokedAt, ago(config.retention.revokedDays * DAY))),
    and(lt(tokenFamilies.createdAt, ago(config.refreshTokenTtl * 1000 + DAY)), sql`not exists (select 1 from refresh_tokens r where r.family_id = ${tokenFamilies.id})`),
  );
  await db.delete(refreshTokens).where(sql`${refreshTokens.familyId} in (select id from token_families where ${stale})`);
  purged.tokenFamilies = await counted(db.delete(tokenFamilies).where(stale).returning({ id: tokenFamilies.id }));
  return purged;
}

/** Runs purgeExpired now and every hour for this process (the timer does not keep the process alive). */
export function schedulePurges(db: Db): void {
  const run = () => purgeExpired(db).catch((error: unknown) => console.error("[retention] purge failed", error instanceof Error ? error.message : error));
  setTimeout(run, 10_000).unref();
  setInterval(run, 3600_000).unref();
}
