// Server time (portal.md §4, §9): cached 11 minutes, the local clock when the call fails.
import { cachedServerTime } from "@/lib/rules/session-rules";
import { load, save } from "./storage";

interface TimeCache {
  time: string;
  timestamp: number;
}

/** "YYYY-MM-DD HH:mm:ss" as the server writes it (Asia/Shanghai) to an instant; null when unreadable. */
export function parseServerTime(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6] ?? "00"}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The current server time: from the cache when younger than 11 minutes (advanced by the time since it was
 * read), else fetched; on any failure the local clock.
 */
export async function serverNow(fetchTime: () => Promise<string>, now = Date.now()): Promise<Date> {
  const cache = load<TimeCache | null>("serverTime", null);
  const cached = parseServerTime(cachedServerTime(cache, now));
  if (cached && cache) return new Date(cached.getTime() + (now - cache.timestamp));
  try {
    const time = await fetchTime();
    const parsed = parseServerTime(time);
    if (!parsed) return new Date(now);
    save("serverTime", { time, timestamp: now } satisfies TimeCache);
    return parsed;
  } catch {
    return new Date(now);
  }
}
