// The local error log (portal.md §3, §8): uncaught errors kept for upload from the error-log dialog.
import { atom } from "nanostores";
import { appendError, type ErrorLogEntry } from "@/lib/http/error-log";
import { load, remove, save } from "./storage";

export const $errorLog = atom<ErrorLogEntry[]>(load<ErrorLogEntry[]>("errorLog", []));

/** Secrets that can appear in a failed call's URL (the refresh grant sends its token in the query) are masked. */
export function scrubSecrets(text: string): string {
  return text.replace(/([?&](?:refreshToken|refresh_token|password|accessToken|token|code)=)[^&\s"'#]*/gi, "$1***");
}

export function recordError(error: unknown, type: string, info = ""): void {
  const url = typeof location === "undefined" ? "" : location.pathname + location.search;
  const next = appendError($errorLog.get(), error, { type, url: scrubSecrets(url), info: scrubSecrets(info), now: new Date() }).map((entry, index) =>
    index === 0 ? { ...entry, message: scrubSecrets(entry.message), stack: scrubSecrets(entry.stack) } : entry,
  );
  $errorLog.set(next);
  save("errorLog", next);
}

export function clearErrorLog(): void {
  $errorLog.set([]);
  remove("errorLog");
}

/** Removes the given entries (those just uploaded), keeping any recorded since. */
export function removeErrorEntries(sent: readonly ErrorLogEntry[]): void {
  const gone = new Set(sent);
  const next = $errorLog.get().filter((entry) => !gone.has(entry));
  $errorLog.set(next);
  if (next.length > 0) save("errorLog", next);
  else remove("errorLog");
}
