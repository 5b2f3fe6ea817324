// The SpringBlade response envelope (protocol.md) and how the portal reads it (portal.md §8).
import { isSuccessCode } from "@/lib/rules/session-rules";

export interface R<T> {
  code: number | string;
  success?: boolean;
  data: T;
  msg?: string;
  /** Our server marks answers that contain generated sample rows (src/server/README.md). */
  sample?: boolean;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * What a refusal of bad input carries as data (our server; protocol.md lets a failure carry data): the input it is
 * about (`field`, the request's top-level name) and each problem found. `path` is the input as the message prints it
 * ("entries[2].unitKey", "answers.3.value"); `item` the id of the record the problem is about, where there is one.
 * Servers that send no data (other SpringBlade back ends) are read from the message alone.
 */
export interface RefusalProblem {
  field: string;
  path: string;
  msg: string;
  item?: string;
}
export interface RefusalData {
  field: string;
  problems: RefusalProblem[];
}

export const UNKNOWN_ERROR = "未知错误";

export type Outcome<T> =
  | { kind: "ok"; body: R<T> }
  | { kind: "unauthorised"; message: string }
  | { kind: "silent"; code: number | string }
  | { kind: "error"; code: number | string; message: string; data: unknown };

/**
 * Classifies a response body. The code comes from the body (default 200): success is 200 or "00000";
 * whitelisted codes are rejected without a message; 401 forces a logout; anything else is an error toast.
 */
export function classify<T>(body: unknown, whitelist: ReadonlyArray<number | string> = []): Outcome<T> {
  const envelope = (body && typeof body === "object" ? body : {}) as Partial<R<T>>;
  const code = envelope.code ?? 200;
  if (isSuccessCode(code)) return { kind: "ok", body: { ...envelope, code } as R<T> };
  if (whitelist.some((allowed) => String(allowed) === String(code))) return { kind: "silent", code };
  if (Number(code) === 401) return { kind: "unauthorised", message: envelope.msg || UNKNOWN_ERROR };
  return { kind: "error", code, message: envelope.msg || UNKNOWN_ERROR, data: envelope.data ?? null };
}

/** Error a call rejects with when the server answered with a failure code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | string,
    /** what the failure carried besides its message (e.g. the newer plan of a 409, or that a captcha is needed) */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
