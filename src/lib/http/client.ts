// The portal's one HTTP client (portal.md §7–§8, protocol.md headers), on ofetch.
// UI concerns (toast, progress bar, navigation, session) are plugged in with configureHttp so this file stays testable.
import { ofetch, type FetchOptions } from "ofetch";
import { REQUEST_TIMEOUT_MS } from "@/lib/rules/session-rules";
import { ApiError, classify, type R } from "./envelope";

export interface HttpHooks {
  /** Current access token, or null. */
  accessToken(): string | null;
  /** Clears the session locally and goes to /login (no server call). */
  forceLogout(): void;
  /** Shows one error message; the hook itself keeps only one visible at a time. */
  toast(message: string): void;
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

export function httpConfig(): Readonly<HttpConfig> {
  return config;
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

/**
 * Sends one call and resolves with the whole envelope on success. It rejects with ApiError on a failure code
 * (after the toast, or silently for whitelisted codes; 401 also forces a logout) and with the transport error on
 * a network failure or timeout.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<R<T>> {
  const headers: Record<string, string> = { Authorization: basicAuth(), ...options.headers };
  const token = options.auth === false ? null : hooks.accessToken();
  if (token) headers["Blade-Auth"] = `bearer ${token}`;
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
  if (options.body !== undefined) fetchOptions.body = options.form ? encodeForm(options.body) : (options.body as BodyInit);
  hooks.progressStart();
  let body: unknown;
  try {
    body = await ofetch(path, fetchOptions);
  } finally {
    hooks.progressDone();
  }
  const outcome = classify<T>(body, config.whitelist);
  switch (outcome.kind) {
    case "ok":
      return outcome.body;
    case "silent":
      throw new ApiError("", outcome.code);
    case "unauthorised":
      hooks.forceLogout();
      throw new ApiError(outcome.message, 401);
    case "error":
      if (!options.quiet) hooks.toast(outcome.message);
      throw new ApiError(outcome.message, outcome.code, outcome.data);
  }
}

export const get = <T>(path: string, query?: Record<string, unknown>, options: RequestOptions = {}) =>
  request<T>(path, { ...options, method: "GET", query });

export const post = <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
  request<T>(path, { ...options, method: "POST", body });
