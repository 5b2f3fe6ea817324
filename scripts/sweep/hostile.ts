// The hostile-input sweep (issue 13): every call of /api/openapi.json gets malformed bodies and, field by field, values
// an attacker would try (NUL, control and direction-override characters, SQL and LIKE wildcards, wrong JSON types,
// numbers past 32 and 53 bits, 1e308 and NaN, huge strings, prototype keys, path traversal, markup). A good answer is a JSON envelope: 2xx, 400, 401,
// 403, 404, 409, 413 or 429 — anything 5xx, or an answer that shows a stack trace, is a finding. Pure of transport: the
// caller passes `send` (app.request in a test, fetch to 127.0.0.1 in scripts/sweep-api.ts). Bounded in count and time.

export interface SweepRequest { method: "GET" | "POST"; path: string; query?: string; body?: string; contentType?: string }
export type Send = (request: SweepRequest, token: string | null) => Promise<{ status: number; contentType: string; text: string }>;

export interface SweepOptions {
  /** the OpenAPI document the server publishes */
  document: OpenApiDocument;
  send: Send;
  /** a fresh access token of an ordinary user; called again when the sweep's own token stops working */
  login: () => Promise<string>;
  /** at most this many requests in all, and per call */
  maxRequests: number;
  maxPerCall: number;
  /** stop after this long (ms) even if requests remain */
  maxMillis: number;
  /** paths not to send (e.g. ones that end the sweep's own session) */
  skip?: (path: string) => boolean;
}

export interface SweepFinding { method: string; path: string; status: number; what: string; sent: string }
export interface SweepReport { requests: number; calls: number; byStatus: Record<string, number>; findings: SweepFinding[]; stoppedEarly: boolean; millis: number }

interface SchemaObject { type?: string | string[]; properties?: Record<string, SchemaObject>; $ref?: string; anyOf?: SchemaObject[]; allOf?: SchemaObject[]; oneOf?: SchemaObject[] }
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}
export interface OpenApiDocument { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, SchemaObject> } }

/** Values for one field: each is a JSON value for a body, and its text for a query string. */
export const HOSTILE_VALUES: ReadonlyArray<unknown> = [
  "a\u0000b",
  "\u202Eevil\u200B",
  "\u0007\u001b[31m",
  "' OR '1'='1' --",
  "%_%\\",
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  "x".repeat(70_000),
  "😀".repeat(500),
  "",
  " ",
  "-1",
  "99999999999999999999999",
  "1e309",
  "NaN",
  -2147483649,
  // just past an integer (int4) column, past what a JSON number holds exactly, below zero, near the largest double
  2 ** 31,
  "2147483648",
  2 ** 53,
  -1,
  1e308,
  "-Infinity",
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [1],
  { $gt: "" },
  { __proto__: { admin: true } },
];

/** Whole bodies that are wrong before any field is read. */
const HOSTILE_BODIES: ReadonlyArray<{ body?: string; contentType?: string }> = [
  { body: undefined, contentType: undefined },
  { body: "{\"a\":", contentType: "application/json" },
  { body: "[1,2,3]", contentType: "application/json" },
  { body: "null", contentType: "application/json" },
  { body: "\"text\"", contentType: "application/json" },
  { body: "{\"__proto__\":{\"polluted\":1},\"constructor\":{\"prototype\":{\"polluted\":1}}}", contentType: "application/json" },
  { body: "[".repeat(5000) + "]".repeat(5000), contentType: "application/json" },
  { body: "a=1&b=%ZZ", contentType: "application/x-www-form-urlencoded" },
  { body: "<xml/>", contentType: "application/xml" },
];

/** Where a stack trace or an internal detail would show in an answer. */
const LEAKS = [/\n\s+at [\w.<>]+ \(/, /node_modules\//, /\bTypeError\b|\bReferenceError\b/, /\bSELECT\b.+\bFROM\b/i, /password_hash/];
const GOOD_STATUSES = new Set([200, 201, 204, 400, 401, 403, 404, 405, 409, 413, 415, 429, 431]);
/** node's HTTP server answers a request line past its 16 KB header limit itself, with no body: the app never sees it */
const BEFORE_THE_APP = new Set([431]);

function resolve(document: OpenApiDocument, schema: SchemaObject | undefined, depth = 0): SchemaObject | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) return resolve(document, document.components?.schemas?.[schema.$ref.split("/").at(-1)!], depth + 1);
  const parts = schema.allOf ?? schema.anyOf ?? schema.oneOf;
  if (parts && !schema.properties) {
    const properties: Record<string, SchemaObject> = {};
    for (const part of parts) Object.assign(properties, resolve(document, part, depth + 1)?.properties ?? {});
    return { type: "object", properties };
  }
  return schema;
}

/** The field names of a call: its query parameters and the top-level properties of its JSON body. */
export function fieldsOf(document: OpenApiDocument, operation: Operation): { query: string[]; body: string[] } {
  const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const schema = resolve(document, operation.requestBody?.content?.["application/json"]?.schema);
  return { query, body: Object.keys(schema?.properties ?? {}) };
}

function queryText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

/** Every request the sweep would send to one call, in order, before the per-call bound. */
export function requestsFor(document: OpenApiDocument, path: string, method: "GET" | "POST", operation: Operation): SweepRequest[] {
  const { query, body } = fieldsOf(document, operation);
  const out: SweepRequest[] = [];
  if (method === "POST") for (const b of HOSTILE_BODIES) out.push({ method, path, ...b });
  for (const field of query) {
    for (const value of HOSTILE_VALUES) out.push({ method, path, query: `${encodeURIComponent(field)}=${encodeURIComponent(queryText(value))}`, ...(method === "POST" ? { body: "{}", contentType: "application/json" } : {}) });
    out.push({ method, path, query: `${encodeURIComponent(field)}=%E4%ZZ` });
  }
  if (method === "POST") {
    for (const field of body) {
      for (const value of HOSTILE_VALUES) out.push({ method, path, body: JSON.stringify({ [field]: value }), contentType: "application/json" });
    }
    // every field hostile at once
    if (body.length) out.push({ method, path, body: JSON.stringify(Object.fromEntries(body.map((f, i) => [f, HOSTILE_VALUES[i % HOSTILE_VALUES.length]]))), contentType: "application/json" });
  }
  return out;
}

function describeSent(r: SweepRequest): string {
  const text = `${r.method} ${r.path}${r.query ? `?${r.query}` : ""}${r.body !== undefined ? ` ${r.body}` : ""}`;
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

export async function sweep(options: SweepOptions): Promise<SweepReport> {
  const started = Date.now();
  const byStatus: Record<string, number> = {};
  const findings: SweepFinding[] = [];
  let token: string | null = await options.login();
  let requests = 0, calls = 0, relogins = 0, stoppedEarly = false;
  const entries = Object.entries(options.document.paths).sort(([a], [b]) => a.localeCompare(b));
  outer: for (const [path, methods] of entries) {
    if (options.skip?.(path)) continue;
    for (const [verb, operation] of Object.entries(methods)) {
      const method = verb.toUpperCase();
      if (method !== "GET" && method !== "POST") continue;
      calls += 1;
      const planned = requestsFor(options.document, path, method, operation).slice(0, options.maxPerCall);
      for (const request of planned) {
        if (requests >= options.maxRequests || Date.now() - started > options.maxMillis) { stoppedEarly = true; break outer; }
        requests += 1;
        const answer = await options.send(request, token);
        byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
        const json = answer.contentType.includes("json");
        if (answer.status >= 500 || !GOOD_STATUSES.has(answer.status)) findings.push({ method, path, status: answer.status, what: `HTTP ${answer.status}`, sent: describeSent(request) });
        else if (answer.status >= 400 && !json && !BEFORE_THE_APP.has(answer.status)) findings.push({ method, path, status: answer.status, what: "a failure that is not a JSON envelope", sent: describeSent(request) });
        else if (LEAKS.some((leak) => leak.test(answer.text.slice(0, 20_000)))) findings.push({ method, path, status: answer.status, what: "an internal detail in the answer", sent: describeSent(request) });
        // a call that ended the sweep's own session (a password change, logout): log in again, a bounded number of times
        if (answer.status === 401 && relogins < 50) {
          const probe = await options.send({ method: "POST", path: "/api/common/yuanxiao/list-by-page", body: "{}", contentType: "application/json" }, token);
          if (probe.status === 401) { token = await options.login(); relogins += 1; }
        }
      }
    }
  }
  return { requests, calls, byStatus, findings, stoppedEarly, millis: Date.now() - started };
}
