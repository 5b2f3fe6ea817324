// Browser storage with the portal's split (portal.md §9): most names in local storage, a few in session storage,
// each value wrapped in the stored-record shape under "<prefix>-<name>" (protocol.md).
import { SESSION_STORAGE_NAMES, makeRecord, readRecord, storageKey } from "@/lib/rules/storage-record";

export const SITE_PREFIX = "qihang";

function areas(): { local: Storage | null; session: Storage | null } {
  if (typeof window === "undefined") return { local: null, session: null };
  return { local: window.localStorage, session: window.sessionStorage };
}

export function save(name: string, value: unknown): void {
  const session = SESSION_STORAGE_NAMES.has(name);
  const { local, session: sessionArea } = areas();
  const area = session ? sessionArea : local;
  area?.setItem(storageKey(SITE_PREFIX, name), JSON.stringify(makeRecord(value, session, Date.now())));
}

/** Reads a value, preferring session storage, then local storage; unparsable JSON comes back raw. */
export function load<T>(name: string, fallback: T): T {
  const { local, session } = areas();
  const key = storageKey(SITE_PREFIX, name);
  const raw = session?.getItem(key) ?? local?.getItem(key) ?? null;
  const value = readRecord(raw);
  return value === undefined ? fallback : (value as T);
}

export function remove(name: string): void {
  const { local, session } = areas();
  const key = storageKey(SITE_PREFIX, name);
  session?.removeItem(key);
  local?.removeItem(key);
}
