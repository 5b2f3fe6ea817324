// Login rate limits, DB-backed (shared by every process): failures counted in a sliding window per account and per address.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { loginFailures } from "../db/schema";

export async function failuresSince(db: Db, scope: "account" | "address", subject: string): Promise<number> {
  const since = new Date(Date.now() - config.rateLimit.windowSeconds * 1000);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.subject, subject), gt(loginFailures.at, since)));
  return row?.n ?? 0;
}

/** A message when the account or the address is locked out, else null. */
export async function loginBlocked(db: Db, accountKey: string, address: string): Promise<string | null> {
  const minutes = Math.ceil(config.rateLimit.windowSeconds / 60);
  if ((await failuresSince(db, "account", accountKey)) >= config.rateLimit.perAccount)
    return `登录失败次数过多，该账号已被锁定，请${minutes}分钟后再试`;
  if ((await failuresSince(db, "address", address)) >= config.rateLimit.perAddress)
    return `登录失败次数过多，请${minutes}分钟后再试`;
  return null;
}

export async function recordFailure(db: Db, accountKey: string, address: string): Promise<void> {
  await db.insert(loginFailures).values([
    { scope: "account", subject: accountKey },
    { scope: "address", subject: address },
  ]);
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * config.rateLimit.windowSeconds * 1000)));
}

export async function clearAccountFailures(db: Db, accountKey: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, "account"), eq(loginFailures.subject, accountKey)));
}
