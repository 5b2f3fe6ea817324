// The portal's one HTTP client (portal.md §7–§8, protocol.md headers), on ofetch.
// UI concerns (toast, progress bar, navigation, session) are plugged in with configureHttp so this file stays testable.
import { ofetch, type FetchOptions } from "ofetch";
import { REQUEST_TIMEOUT_MS } from "@/lib/rules/session-rules";
import { ApiError, classify, UNKNOWN_ERROR, type Outcome, type R } from "./envelope";
import { pause, retryWait } from "./retry";

export interface HttpHooks {
  /** Current access token, or null. */
  accessToken(): string | null;
  /** Clears the session locally and goes to /login (no server call). */
  forceLogout(): void;
  /** Shows one error message (the failure itself beside it, for the inputs it names); the hook keeps only one visible. */
  toast(message: string, error?: ApiError): void;
  progressStart(): void;
  progressDone(): void;
}

export interface HttpConfig {
  /** Base URL of a SpringBlade-compatible API, e.g. "/api" or "https://api.example.edu/api". */
  apiBase: string;
  /** Public client credentials for the Basic header (protocol.md); they identify the web client and are not a secret. */
  clientId: string;
  clientSecret: string;
  /** Codes rejected without a message. */
  whitelist: ReadonlyArray<number | string>;
}

const noop = () => {};
let hooks: HttpHooks = { accessToken: () => null, forceLogout: noop, toast: noop, progressStart: noop, progressDone: noop };
let config: HttpConfig = {
  apiBase: import.meta.env?.PUBLIC_API_BASE ?? "/api",
  clientId: import.meta.env?.PUBLIC_CLIENT_ID ?? "qihang-web",
  clientSecret: import.meta.env?.PUBLIC_CLIENT_SECRET ?? "public",
  whitelist: [],
};

export function configureHttp(next: { hooks?: Partial<HttpHooks>; config?: Partial<HttpConfig> }): void {
  hooks = { ...hooks, ...next.hooks };
  config = { ...config, ...next.config };
}

export interface RequestOptions {
  method?: "GET" | "POST";
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** false: do not send the Blade-Auth bearer header (login, captcha). */
  auth?: boolean;
  /** Send the body as application/x-www-form-urlencoded. */
  form?: boolean;
  /** true: no error toast on a failure code; the caller shows the message where the user is looking (a form). */
  quiet?: boolean;
  /** Aborts the call (a load whose answer is no longer wanted); else the call started under withSignal is aborted. */
  signal?: AbortSignal;
}

// The signal of the load being started: the data layer runs each load's call under withSignal, and every request the
// call sends before its first await picks it up, so the call functions (src/lib/api) need no signal parameter.
let ambientSignal: AbortSignal | undefined;

/**
 * Runs `start` so that the requests it sends at once (before its first await) are aborted with `signal`: a load the
 * page no longer needs (its inputs changed, its island went away) stops its download instead of finishing unread.
 */
export function withSignal<T>(signal: AbortSignal, start: () => Promise<T>): Promise<T> {
  const outer = ambientSignal;
  ambientSignal = signal;
  try {
    return start();
  } finally {
    ambientSignal = outer;
  }
}

/** The caller's signal together with the call's timeout (ofetch ignores its own timeout once given a signal). */
function abortSignal(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (!signal || typeof AbortSignal.any !== "function") return undefined;
  return AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
}

function basicAuth(): string {
  const raw = `${config.clientId}:${config.clientSecret}`;
  return `Basic ${typeof btoa === "function" ? btoa(raw) : Buffer.from(raw).toString("base64")}`;
}

function encodeForm(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** The headers every call sends: the Basic client header, and the bearer token unless the call opts out. */
function callHeaders(options: Pick<RequestOptions, "headers" | "auth">): Record<string, string> {
  const headers: Record<string, string> = { Authorization: basicAuth(), ...options.headers };
  const token = options.auth === false ? null : hooks.accessToken();
  if (token) headers["Blade-Auth"] = `bearer ${token}`;
  return headers;
}

/** What a failure envelope does: 401 logs out, whitelisted codes stay silent, the rest toast unless `quiet`. */
function rejectFailure(outcome: Exclude<Outcome<unknown>, { kind: "ok" }>, quiet: boolean | undefined): never {
  switch (outcome.kind) {
    case "silent":
      throw new ApiError("", outcome.code);
    case "unauthorised":
      hooks.forceLogout();
      throw new ApiError(outcome.message, 401);
    case "error": {
      const error = new ApiError(outcome.message, outcome.code, outcome.data);
      if (!quiet) hooks.toast(outcome.message, error);
      throw error;
    }
  }
}

/**
 * Sends one call and resolves with the whole envelope on success. It rejects with ApiError on a failure code
 * (after the toast, or silently for whitelisted codes; 401 also forces a logout) and with the transport error on
 * a network failure or timeout. A busy server's 503 is sent again up to twice first (retry.ts).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<R<T>> {
  const headers = callHeaders(options);
  const fetchOptions: FetchOptions<"json"> = {
    method: options.method ?? "POST",
    baseURL: config.apiBase,
    query: options.query as FetchOptions["query"],
    headers,
    credentials: "include",
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    // HTTP 200–500 carry an envelope to read; only transport failures are errors here.
    ignoreResponseError: true,
    responseType: "json",
  };
  const outer = options.signal ?? ambientSignal;
  if (options.body !== undefined) fetchOptions.body = options.form ? encodeForm(options.body) : (options.body as BodyInit);
  hooks.progressStart();
  let body: unknown;
  try {
    // a busy server's quick 503 is tried again after its Retry-After (retry.ts says when that is safe)
    for (let attempt = 0; ; attempt++) {
      const signal = abortSignal(outer);
      if (signal) fetchOptions.signal = signal;
      const response = await ofetch.raw(path, fetchOptions);
      const wait = retryWait(response, fetchOptions.method ?? "POST", attempt);
      if (wait == null) {
        body = response._data;
        break;
      }
      await pause(wait, outer);
    }
  } finally {
    hooks.progressDone();
  }
  const outcome = classify<T>(body, config.whitelist);
  if (outcome.kind === "ok") return outcome.body;
  return rejectFailure(outcome, options.quiet);
}

/** A file a call answers with (an export): its bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when present (RFC 6266), else the plain
 * `filename`, else `fallback`.
 */
export function dispositionFileName(header: string | null | undefined, fallback = "download"): string {
  const value = header ?? "";
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(value);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ""));
    } catch {
      // a malformed %-sequence: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(value);
  const name = (plain?.[1] ?? plain?.[2] ?? "").trim();
  return name || fallback;
}

/**
 * A POST whose success is a file rather than an envelope (the volunteer form's .xlsx export): the same headers,
 * timeout and progress as every call. A failure still comes as an envelope and is handled as request() handles it.
 */
export async function download(path: string, body?: unknown, options: Pick<RequestOptions, "quiet" | "headers"> = {}): Promise<Download> {
  const headers = callHeaders({ headers: { "Content-Type": "application/json", ...options.headers } });
  const url = `${config.apiBase.replace(/\/$/, "")}/${path.replace(/^\//, "")}`;
  hooks.progressStart();
  try {
    let response: Response;
    for (let attempt = 0; ; attempt++) {
      response = await fetch(url, {
        method: "POST", headers, body: JSON.stringify(body ?? {}), credentials: "include", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const wait = retryWait(response, "POST", attempt);
      if (wait == null) break;
      await response.body?.cancel();
      await pause(wait);
    }
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      const outcome = classify<unknown>(await response.json().catch(() => null), config.whitelist);
      // a file was asked for: an envelope, even a successful one, carries none
      return rejectFailure(outcome.kind === "ok" ? { kind: "error", code: outcome.body.code, message: outcome.body.msg || UNKNOWN_ERROR, data: null } : outcome, options.quiet);
    }
    if (!response.ok) return rejectFailure({ kind: "error", code: response.status, message: UNKNOWN_ERROR, data: null }, options.quiet);
    return { blob: await response.blob(), fileName: dispositionFileName(response.headers.get("content-disposition")) };
  } finally {
    hooks.progressDone();
  }
}

export const get = <T>(path: string, query?: Record<string, unknown>, options: RequestOptions = {}) =>
  request<T>(path, { ...options, method: "GET", query });

export const post = <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
  request<T>(path, { ...options, method: "POST", body });
