// A database that cannot be reached (PostgreSQL restarting, the network to it gone) is not a bug of ours: the call is
// answered 503 with a message saying to try again shortly, and the browser's next try gets through once it is back
// (postgres.js reconnects by itself). Recognised by the driver's connection errors and PostgreSQL's SQLSTATE classes
// 08 (connection exception) and 57P (operator intervention: shutdown, crash recovery, not yet accepting connections).
const CONNECTION_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH",
  "CONNECTION_ENDED", "CONNECTION_CLOSED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (CONNECTION_CODES.has(code) || code.startsWith("08") || code.startsWith("57P")) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;
export const UNAVAILABLE_MSG = "数据库暂时不可用（可能正在重启），请稍后重试；已保存的内容不会丢失";
