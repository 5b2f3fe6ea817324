// When the browser tries a call again by itself (issue 27): on score-release night a busy API process answers a call it
// has no room for at once with 503, `Retry-After` and `X-Qihang-Busy: 1` (src/server/lib/shed.ts). Such a call did no
// work, so trying it again is safe whatever it was, a save included. A 503 without that header is a database that
// cannot be reached (PostgreSQL restarting): a read may be tried again, a write may not, because the server may have
// begun it. Bounded: two more tries at most, each after the server's Retry-After (at most 5 s), spread a little so
// that the students turned away together do not all come back in the same instant.

/** how many times a call is sent again after the first answer */
export const BUSY_RETRIES = 2;
/** the longest wait before a new try, whatever Retry-After says (a student is watching the page) */
export const MAX_RETRY_WAIT_MS = 5_000;
/** the wait when a 503 names none */
const DEFAULT_WAIT_MS = 1_000;

export interface RetryAnswer {
  status: number;
  headers: { get(name: string): string | null };
}

/** Retry-After in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value == null || value.trim() === "") return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * How long to wait before sending the call again, or null when it must not be sent again: only a 503, only `attempt`
 * < BUSY_RETRIES (0 after the first answer), and a non-GET only when the server says it was busy (nothing done).
 * `random` spreads the wait by up to half again (injected for tests).
 */
export function retryWait(answer: RetryAnswer, method: string, attempt: number, random: () => number = Math.random, now = Date.now()): number | null {
  if (answer.status !== 503 || attempt >= BUSY_RETRIES) return null;
  const refusedBeforeWork = answer.headers.get("x-qihang-busy") === "1";
  if (!refusedBeforeWork && method.toUpperCase() !== "GET") return null;
  const base = Math.min(MAX_RETRY_WAIT_MS, retryAfterMs(answer.headers.get("retry-after"), now) ?? DEFAULT_WAIT_MS);
  return Math.min(MAX_RETRY_WAIT_MS, Math.round(base * (1 + 0.5 * random())));
}

/** Waits `ms`, or rejects at once with the signal's reason when the call is no longer wanted. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
