// Route definition helper: every call is an @hono/zod-openapi route (zod validation at the edge, OpenAPI from the same schemas),
// answering in the R envelope; `auth` (default true) requires a valid Blade-Auth bearer token.
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AuthUser } from "../auth/tokens";
import { verifyAccessToken } from "../auth/tokens";
import { fail, MSG_UNAUTHORIZED, refusalAnswer, refusalDataSchema, rSchema, zodRefused, type R } from "./r";
import { HIDDEN_CHARACTERS, keywordText, wholeNumber } from "../../contracts/fields";
import { clientAddress, type AppEnv, type Ctx } from "./context";
import { heavyCaller, takeCall } from "./heavy-calls";
import type { Role } from "./owner";

export const MSG_GUEST = "第三方账号尚未注册，请先完成账号注册并等待管理员审核";

function authMiddleware(allowGuest: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("blade-auth") ?? "";
    const m = /^bearer\s+(.+)$/i.exec(header.trim());
    const deps = c.get("deps");
    const user = m ? await verifyAccessToken(deps.jwtKey, deps.database, m[1]!) : null;
    if (!user) return fail(c, MSG_UNAUTHORIZED, 401);
    // A third-party identity without a local account (userId -1) is signed in but owns nothing: 403, not 401,
    // so the portal keeps it signed in to finish registration instead of sending it back to the login page.
    if (user.guest && !allowGuest) return fail(c, MSG_GUEST, 403);
    c.set("user", user);
    await next();
  };
}

const ROLE_NAMES: Record<Role, string> = { student: "学生", parent: "家长", teacher: "班主任", admin: "学校管理员", operator: "平台运营方" };

/** The caller's role must be one of `roles` (checked at the edge, before the request is read): else 403. */
function requireRole(roles: readonly Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get("user").authority as Role)) return fail(c, `无权访问：仅限${roles.map((r) => ROLE_NAMES[r]).join("、")}`, 403);
    await next();
  };
}

/** Requires a valid token of a local account. */
export const requireAuth = authMiddleware(false);
/** Also admits a third-party guest token (only user info and logout use it). */
export const requireAuthOrGuest = authMiddleware(true);

type Empty = z.ZodObject<{}>;

/** What a call answers: the R envelope's `data` schema (every JSON call declares one), or a file (never an envelope). */
export type Answer<D extends z.ZodType> = { data: D; file?: never } | { file: { contentType: string; description: string }; data?: never };

/**
 * What a handler may answer, checked by the compiler: ok()'s envelope with data that fits the call's schema, a refusal
 * (fail/badRequest: data null), or an untyped Response (a file; a helper's `T | Response` refusal).
 */
export type HandlerAnswer<D extends z.ZodType> = Response & { _data?: R<z.input<D>> | R<null> | Refused };
/** a refusal that carries data for the client (e.g. the login form's { captcha: true }) */
type Refused = { code: number; success: false; data: unknown; msg: string };

export type ApiSpec<Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType = z.ZodType> = SpecBase<Q, B> & Answer<D>;

interface SpecBase<Q extends z.ZodType, B extends z.ZodType> {
  method: "get" | "post";
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  query?: Q;
  body?: B;
  /** default true */
  auth?: boolean;
  /** true: a third-party guest token (userId -1, not registered yet) is accepted too; the handler must check `user.guest`. */
  guest?: boolean;
  /** the roles that may call it (checked before the request is read; others get 403); default: any signed-in account */
  roles?: readonly Role[];
  /** a call that costs the database much: counted against the caller's per-minute limit (lib/heavy-calls.ts) */
  heavy?: boolean;
}

export function api<Q extends z.ZodObject = Empty, B extends z.ZodType = Empty, D extends z.ZodType = z.ZodType>(
  router: OpenAPIHono<AppEnv>,
  spec: ApiSpec<Q, B, D>,
  handler: (c: Ctx, input: { query: z.infer<Q>; body: z.infer<B>; user: AuthUser }) => Promise<HandlerAnswer<D>> | HandlerAnswer<D>,
): void {
  const auth = spec.auth ?? true;
  const route = createRoute({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    description: spec.roles ? `${spec.description ? `${spec.description} ` : ""}Roles: ${spec.roles.join(", ")} (others: code 403).` : spec.description,
    tags: spec.tags,
    security: auth ? [{ BladeAuth: [] }] : [],
    middleware: auth ? [spec.guest ? requireAuthOrGuest : requireAuth, ...(spec.roles ? [requireRole(spec.roles)] : [])] : [],
    request: {
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.body ? { body: { content: { "application/json": { schema: spec.body } }, required: false } } : {}),
    },
    responses: {
      200: spec.file
        ? { description: spec.file.description, content: { [spec.file.contentType]: { schema: z.string().openapi({ format: "binary" }) } } }
        : { description: "R envelope (business errors and 401 also travel with HTTP 200)", content: { "application/json": { schema: rSchema(spec.data) } } },
      400: { description: "invalid input: R envelope with code 400 naming the problem; data names the inputs (RefusalData) or is null", content: { "application/json": { schema: rSchema(refusalDataSchema.nullable()) } } },
      // described without a schema, which also lets a handler answer a plain Response (files, redirects) in the types
      429: { description: "a heavy call past the caller's per-minute limit: R envelope with code 429, Retry-After in seconds" },
      500: { description: "an unexpected failure: R envelope with code 500 (never a stack trace)" },
    },
  });
  router.openapi(route, (async (c: Ctx) => {
    const query = spec.query ? (c.req.valid as (t: string) => unknown)("query") : {};
    let body = spec.body ? (c.req.valid as (t: string) => unknown)("json") : {};
    // A body the validator skipped (no JSON content type: an empty POST, a form post) is an empty JSON body, checked like any.
    if (spec.body && !/json/i.test(c.req.header("content-type") ?? "")) {
      const checked = spec.body.safeParse({});
      if (!checked.success) return refusalAnswer(c, zodRefused(checked.error));
      body = checked.data;
    }
    if (spec.heavy) {
      const wait = await takeCall(c.get("deps").database, heavyCaller(c.get("user"), clientAddress(c)));
      if (wait != null) return c.json({ code: 429, success: false, data: null, msg: `查询过于频繁，请 ${wait} 秒后再试` }, 429, { "Retry-After": String(wait) });
    }
    return handler(c, { query: query as z.infer<Q>, body: body as z.infer<B>, user: c.get("user") });
  }));
}

// ---- shared field schemas
export const str = (max: number) => z.string().trim().max(max, { error: `长度不能超过${max}个字符` });
/** a name or an account as a person reads it: no control, zero-width or direction-override characters */
export const visibleText = (max: number) => str(max).refine((v) => !HIDDEN_CHARACTERS.test(v), { error: "含有不可见字符或控制字符" });
/** free text searched literally: letters (any script), digits, spaces and a few punctuation marks */
export const keyword = (max = 50) => keywordText(max);
export const code = (max: number) => z.string().trim().max(max, { error: `长度不能超过${max}个字符` }).regex(/^[0-9A-Za-z]*$/, { error: "只能包含字母和数字" });
/** a whole number from a JSON number or a query string's digits (never coerced from arrays or booleans) */
export const intLike = (min: number, max: number) => wholeNumber(min, max);
export const year = intLike(2000, 2100);
export const pageQuery = { current: intLike(1, 100000).default(1), size: intLike(1, 10000).default(10) };
export const idLike = z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d{1,18}$/, { error: "应为数字编号" })]).transform((v) => Number(v));

/**
 * Every JSON call's answer schema (the whole R envelope), keyed "METHOD /full/path", read from the app's OpenAPI registry,
 * which holds the same specs api() was given, under the prefixes the routers are mounted at. The API tests parse each
 * successful answer with it.
 */
export function answerSchemas(app: OpenAPIHono<AppEnv>): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const def of app.openAPIRegistry.definitions) {
    if (def.type !== "route") continue;
    const ok = def.route.responses[200] as { content?: Record<string, { schema?: unknown }> } | undefined;
    const schema = ok?.content?.["application/json"]?.schema;
    if (schema instanceof z.ZodType) schemas.set(`${def.route.method.toUpperCase()} ${def.route.path}`, schema);
  }
  return schemas;
}
