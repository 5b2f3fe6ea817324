// The stored-record shape of protocol.md: { dataType, content, type, datetime } under "<prefix>-<name>".

export interface StoredRecord<T = unknown> {
  dataType: string;
  content: T;
  /** Set (truthy) for session storage, absent for local storage. */
  type?: boolean;
  datetime: number;
}

export function storageKey(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

export function makeRecord<T>(content: T, session: boolean, now: number): StoredRecord<T> {
  return { dataType: typeof content, content, ...(session ? { type: true } : {}), datetime: now };
}

/**
 * Reads a stored value: the record's content when the JSON parses as a record, the parsed value when it is other JSON,
 * and the raw string when it cannot be parsed at all.
 */
export function readRecord(raw: string | null): unknown {
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (parsed && typeof parsed === "object" && "content" in parsed && "datetime" in parsed) {
    return (parsed as StoredRecord).content;
  }
  return parsed;
}

/** Names kept in session storage (portal.md §9); everything else goes to local storage. */
export const SESSION_STORAGE_NAMES: ReadonlySet<string> = new Set(["menu", "menuAll", "permission", "tagList", "isLock", "lockPasswd", "schoolList"]);
