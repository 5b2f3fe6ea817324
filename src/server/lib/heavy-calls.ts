// A per-user limit on the calls that cost the database most (issue 13: any user could repeat them and make everyone
// else wait). Each process counts for itself in memory: the limit is there to stop one client hammering, not to bill,
// so a few more calls through a second process are harmless. Anonymous callers are counted by address.
import { config } from "../config";
import type { AuthUser } from "../auth/tokens";

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

/** Forgets every count (tests). */
export function resetHeavyCalls(): void {
  recent.clear();
}
