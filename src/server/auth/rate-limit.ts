// Rate limits, DB-backed (shared by every process): events counted in a sliding window (rate_events).
//
// Logins are throttled so that an attacker cannot lock a student out: wrong passwords on an account, from anywhere, only
// make a captcha necessary for it; the same account tried from one address waits a minute after a few failures, then
// twice as long after each further one; one address trying many accounts is stopped for the window. Open calls
// (third-party logins, registrations, captchas, feedback, error logs) have per-address quotas.
import { and, count, eq, gt, max } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { rateEvents } from "../db/schema";

export type RateKind =
  | "login-account" | "login-pair" | "login-address" | "password-check"
  | "guest-login" | "register-guest" | "captcha" | "feedback" | "error-log" | "upload" | "share-view";

/** How many events of a kind a subject had in the last `windowSeconds`, and when the last one was. */
export async function countEvents(db: Db, kind: RateKind, subject: string, windowSeconds: number): Promise<{ count: number; last: Date | null }> {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const [row] = await db.select({ n: count(), last: max(rateEvents.at) }).from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.subject, subject.slice(0, 200)), gt(rateEvents.at, since)));
  return { count: Number(row?.n ?? 0), last: row?.last ? new Date(row.last) : null };
}

export async function recordEvent(db: Db, kind: RateKind, subject: string): Promise<void> {
  await db.insert(rateEvents).values({ kind, subject: subject.slice(0, 200) });
}

export async function clearEvents(db: Db, kind: RateKind, subject: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.kind, kind), eq(rateEvents.subject, subject.slice(0, 200))));
}

/** Takes one unit of a subject's quota: counted and true while under the limit, false (and not counted) past it. */
export async function takeQuota(db: Db, kind: keyof typeof config.quotas & RateKind, subject: string): Promise<boolean> {
  const { limit, windowSeconds } = config.quotas[kind];
  if ((await countEvents(db, kind, subject, windowSeconds)).count >= limit) return false;
  await recordEvent(db, kind, subject);
  return true;
}

// ---------------------------------------------------------------- logins

export interface LoginGate {
  /** why this attempt may not be made now (the address waits), else null */
  blocked: string | null;
  /** the account has had wrong passwords: a captcha must come with the attempt */
  captcha: boolean;
}

const pair = (accountKey: string, address: string) => `${accountKey}@${address}`;

/**
 * Whether a login on `accountKey` from `address` may be tried now, and whether it needs a captcha. The account itself
 * is never locked: its owner, from their own address, only has to answer a captcha.
 */
export async function loginGate(db: Db, accountKey: string, address: string): Promise<LoginGate> {
  const { windowSeconds, captchaAfter, delayAfter, perAddress } = config.rateLimit;
  if ((await countEvents(db, "login-address", address, windowSeconds)).count >= perAddress) {
    return { blocked: `登录失败次数过多，请${Math.ceil(windowSeconds / 60)}分钟后再试`, captcha: true };
  }
  const fromHere = await countEvents(db, "login-pair", pair(accountKey, address), windowSeconds);
  if (fromHere.count >= delayAfter && fromHere.last) {
    // one minute after the delayAfter-th failure, doubling with each further one, at most the window
    const waitMs = Math.min(windowSeconds, 60 * 2 ** (fromHere.count - delayAfter)) * 1000;
    const left = fromHere.last.getTime() + waitMs - Date.now();
    if (left > 0) return { blocked: `这个账号在本机尝试失败次数过多，请${Math.ceil(left / 60_000)}分钟后再试`, captcha: true };
  }
  const onAccount = await countEvents(db, "login-account", accountKey, windowSeconds);
  return { blocked: null, captcha: config.loginCaptcha || onAccount.count >= captchaAfter };
}

export async function recordLoginFailure(db: Db, accountKey: string, address: string): Promise<void> {
  await db.insert(rateEvents).values([
    { kind: "login-account", subject: accountKey.slice(0, 200) },
    { kind: "login-pair", subject: pair(accountKey, address).slice(0, 200) },
    { kind: "login-address", subject: address.slice(0, 200) },
  ]);
}

/** After a successful login the account needs no captcha and the address no longer waits. */
export async function clearLoginFailures(db: Db, accountKey: string, address: string): Promise<void> {
  await clearEvents(db, "login-account", accountKey);
  await clearEvents(db, "login-pair", pair(accountKey, address));
}
