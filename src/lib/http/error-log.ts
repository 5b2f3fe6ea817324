// Uncaught errors kept locally for later upload (portal.md §3, §8).
export interface ErrorLogEntry {
  type: string;
  url: string;
  message: string;
  stack: string;
  info: string;
  time: string;
}

export const ERROR_LOG_LIMIT = 200;

/** Builds a log entry from anything thrown; the newest entries are kept first, at most ERROR_LOG_LIMIT. */
export function appendError(log: ErrorLogEntry[], error: unknown, context: { type: string; url: string; info?: string; now: Date }): ErrorLogEntry[] {
  const err = error instanceof Error ? error : new Error(typeof error === "string" ? error : JSON.stringify(error));
  const entry: ErrorLogEntry = {
    type: context.type,
    url: context.url,
    message: err.message,
    stack: err.stack ?? "",
    info: context.info ?? "",
    time: context.now.toISOString(),
  };
  return [entry, ...log].slice(0, ERROR_LOG_LIMIT);
}
