// A per-user limit on the calls that cost the database most (issue 13: any user could repeat them and make everyone
// else wait), and on plan saves. Anonymous callers are counted by address.
// On the embedded database there is one process and the count lives in its memory. On PostgreSQL several processes
// may answer one user (issue 27), so the count is the database's: one statement counts the caller's calls in the window
// and records this one only while under the limit. Two processes taking the very last call at the same instant may
// both get it (at most one extra per process), which a limit meant to stop hammering, not to bill, tolerates.
import { sql } from "drizzle-orm";
import { config } from "../config";
import type { AuthUser } from "../auth/tokens";
import type { Database } from "../db/client";

const recent = new Map<string, number[]>();

/** Who is counted: the user of the token, else the address. */
export function heavyCaller(user: AuthUser | undefined, address: string): string {
  return user && user.userId > 0 ? `u:${user.tenantId}:${user.userId}` : `a:${address}`;
}

/**
 * Takes one heavy call for `caller` at `now`: null while under `limits.limit` in the window (default
 * config.heavyCalls; a plan's saves count under config.saveCalls with a caller of their own), else the seconds until
 * the oldest call in the window leaves it (not counted).
 */
export function takeHeavyCall(caller: string, now = Date.now(), limits: { limit: number; windowSeconds: number } = config.heavyCalls): number | null {
  const { limit, windowSeconds } = limits;
  const since = now - windowSeconds * 1000;
  const times = (recent.get(caller) ?? []).filter((t) => t > since);
  if (times.length >= limit) {
    recent.set(caller, times);
    return Math.max(1, Math.ceil((times[0]! - since) / 1000));
  }
  times.push(now);
  recent.set(caller, times);
  // the map only holds callers seen within a window: drop the idle ones now and then
  if (recent.size > 10_000) for (const [key, list] of recent) if (list.at(-1)! <= since) recent.delete(key);
  return null;
}

/** Calls counted in the database are those after this moment (resetHeavyCalls moves it: tests). */
let countFrom = 0;

/**
 * Takes one call for `caller` on `database`: in memory on the embedded database, in rate_events (kind `heavy`, or
 * `save` for a plan's saves) on PostgreSQL so that every process counts the same calls. null while under the limit,
 * else the seconds to wait.
 */
export async function takeCall(database: Database, caller: string, limits: { limit: number; windowSeconds: number } = config.heavyCalls, kind: "heavy" | "save" = "heavy"): Promise<number | null> {
  if (database.kind !== "postgres") return takeHeavyCall(caller, Date.now(), limits);
  const { limit, windowSeconds } = limits;
  const since = new Date(Math.max(Date.now() - windowSeconds * 1000, countFrom));
  const subject = caller.slice(0, 200);
  // not database.rows: that is the call the tests count to see a cache answer
  const result = await database.db.execute(sql`
    with recent as (
      select count(*)::int as n, min(at) as first from rate_events
      where kind = ${kind}::text and subject = ${subject}::text and at > ${since.toISOString()}::timestamptz
    ), taken as (
      insert into rate_events (kind, subject) select ${kind}::text, ${subject}::text from recent where recent.n < ${limit}::int returning 1
    )
    select (select count(*)::int from taken) as took,
      ceil(extract(epoch from (recent.first + make_interval(secs => ${windowSeconds}::float8) - now())))::int as wait
    from recent`);
  const row = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))[0] as { took: number; wait: number | null } | undefined;
  if (!row || Number(row.took) > 0) return null;
  return Math.max(1, Number(row.wait ?? 1));
}

/** Forgets every count (tests): the memory, and the database's calls made before now. */
export function resetHeavyCalls(): void {
  recent.clear();
  countFrom = Date.now();
}
