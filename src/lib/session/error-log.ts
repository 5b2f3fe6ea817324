// The local error log (portal.md §3, §8): uncaught errors kept for upload from the error-log dialog.
import { atom } from "nanostores";
import { appendError, type ErrorLogEntry } from "@/lib/http/error-log";
import { load, remove, save } from "./storage";

export const $errorLog = atom<ErrorLogEntry[]>(load<ErrorLogEntry[]>("errorLog", []));

export function recordError(error: unknown, type: string, info = ""): void {
  const url = typeof location === "undefined" ? "" : location.pathname + location.search;
  const next = appendError($errorLog.get(), error, { type, url, info, now: new Date() });
  $errorLog.set(next);
  save("errorLog", next);
}

export function clearErrorLog(): void {
  $errorLog.set([]);
  remove("errorLog");
}
