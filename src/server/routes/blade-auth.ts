// /api/blade-auth: token endpoint (password, captcha, refresh_token and social grants), captcha, logout and the SM2
// public key. The token request is read from the query string (Saber, our portal) or a form body (Sword), for a client
// of the registry (auth/clients.ts) that allows the grant; the password arrives as typed or SM2-encrypted, as the
// client's setting says (auth/sm2.ts).
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { doneAnswer } from "../../contracts/common";
import { api, code, str, visibleText } from "../lib/api";
import { badRequest, describeZod, fail, ok } from "../lib/r";
import { clientAddress, type AppEnv, type Ctx } from "../lib/context";
import { config } from "../config";
import { dummyHash, verifyPassword } from "../auth/passwords";
import { checkCaptcha, issueCaptcha } from "../auth/captcha";
import { clearLoginFailures, loginGate, recordLoginFailure, takeQuota } from "../auth/rate-limit";
import { consumeRefreshToken, liveGuestSessions, MAX_GUEST_SESSIONS, startFamily } from "../auth/tokens";
import { authenticateClient, grantsOf, namedClient, type ClientRow } from "../auth/clients";
import { decryptPassword, looksLikeSm2 } from "../auth/sm2";
import { authInfo, demoIdentity, endLogin, findUser, findUserById, guestAuthInfo } from "../lib/accounts";
import { tenants } from "../db/schema";
import { eq } from "drizzle-orm";

export const router = new OpenAPIHono<AppEnv>();

/** the longest password as typed */
const PASSWORD_MAX = 100;

const tokenQuery = z.object({
  tenantId: z.string().trim().regex(/^\d{1,12}$/, { error: "租户编号应为数字" }).optional(),
  account: visibleText(50).optional(),
  username: visibleText(50).optional(),
  /** as typed (at most 100 characters) or an SM2 ciphertext in hex (a 100-character password makes at most 994) */
  password: z.string().max(1000, { error: "长度不能超过1000个字符" }).optional(),
  type: str(20).optional(),
  grantType: z.enum(["password", "captcha", "refresh_token", "social"], { error: "grantType 应为 password、captcha、refresh_token 或 social" }).default("password"),
  refreshToken: str(200).optional(),
  key: str(64).optional(),
  /** the captcha code (captcha grant) or the provider's authorisation code (social grant) */
  code: str(200).optional(),
  /** the third-party identity provider (social grant); only the built-in "demo" exists */
  source: code(20).optional(),
  scope: str(20).optional(),
  /** sent by Saber's social login; not used */
  state: str(200).optional(),
});

const FORM_BODY = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;
/** OAuth's snake_case names, which some SpringBlade clients send */
const ALIASES: Record<string, string> = { grant_type: "grantType", refresh_token: "refreshToken", tenant_id: "tenantId" };

/**
 * The token request's fields: the query string, and a form body when there is one (Sword posts its login as a form);
 * a field in both is taken from the query string.
 */
async function tokenFields(c: Ctx): Promise<z.infer<typeof tokenQuery> | { error: string }> {
  const raw: Record<string, string> = {};
  const put = (k: string, v: unknown) => {
    if (typeof v !== "string") return;
    const name = ALIASES[k] ?? k;
    if (!(name in raw) || k === name) raw[name] = v;
  };
  if (FORM_BODY.test(c.req.header("content-type") ?? "")) {
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return { error: "参数校验失败：请求体不是有效的表单" };
    for (const [k, v] of Object.entries(body)) put(k, v);
  }
  for (const [k, v] of new URL(c.req.url).searchParams) put(k, v);
  const parsed = tokenQuery.safeParse(raw);
  return parsed.success ? parsed.data : { error: describeZod(parsed.error) };
}

/**
 * The password as typed, from what the client sent: SM2 clients' ciphertext is decrypted with this deployment's key;
 * a client set to `either` may send either form. Null with a message when it cannot be read.
 */
function typedPassword(c: Ctx, client: ClientRow, sent: string): { password: string } | { error: string; field?: boolean } {
  let password = sent;
  if (client.passwordTransport !== "plain") {
    const plain = decryptPassword(c.get("deps").sm2, sent);
    if (plain != null) password = plain;
    else if (client.passwordTransport === "sm2" || looksLikeSm2(sent)) {
      return { error: "密码解密失败：请用本服务器的 SM2 公钥加密密码（GET /api/blade-auth/public-key）" };
    }
  }
  if ([...password].length > PASSWORD_MAX) return { error: `参数校验失败：password: 长度不能超过${PASSWORD_MAX}个字符`, field: true };
  return { password };
}

const authInfoSchema = z.object({
  accessToken: z.string(), tokenType: z.string(), refreshToken: z.string(), expiresIn: z.number(), userId: z.string(),
  tenantId: z.string(), tenantName: z.string(), oauthId: z.string(), account: z.string(), userName: z.string(), avatar: z.string(),
  authority: z.string(), studentId: z.string(), regionCode: z.string(), modeName: z.string(), license: z.string(),
}).openapi("AuthInfo");

api(router, {
  method: "post", path: "/token", tags: ["auth"], auth: false, query: tokenQuery, data: authInfoSchema,
  summary: "Issue tokens (grantType password | captcha | refresh_token | social)",
  description: "Requires `Authorization: Basic base64(clientId:clientSecret)` of an enabled client of the registry that allows the grant. "
    + "The fields travel in the query string or in a form body (application/x-www-form-urlencoded or multipart/form-data); grant_type and refresh_token are read as grantType and refreshToken. "
    + "The password arrives as typed or SM2-encrypted (C1C2C3, hex, with or without the 04 prefix; public key at /api/blade-auth/public-key), as the client's password transport says. "
    + "Failures: 用户名或密码错误, 验证码不正确, or a rate-limit message (code 400, HTTP 200). "
    + "grantType social with `source=demo&code=…` (built-in DEMO provider, off with QIHANG_DEMO_OAUTH=0) signs in a third-party identity that has no local account: "
    + "userId \"-1\", no refresh token, and a token accepted only by user/getUserInfo and user/logout until the person registers (register-guest) and is approved.",
}, async (c) => {
  const { database, jwtKey } = c.get("deps");
  const db = database.db;
  const client = await authenticateClient(db, c.req.header("authorization"));
  if (!client) return fail(c, "客户端认证失败", 401);
  const query = await tokenFields(c);
  if ("error" in query) return badRequest(c, query.error);
  if (!grantsOf(client).includes(query.grantType)) return fail(c, `客户端 ${client.clientId} 不支持授权类型 ${query.grantType}`, 400);
  const ttl = { access: client.accessTokenTtl, refresh: client.refreshTokenTtl };

  if (query.grantType === "refresh_token") {
    const rt = query.refreshToken ?? "";
    if (!rt) return badRequest(c, "缺少参数：refreshToken");
    const outcome = await consumeRefreshToken(db, jwtKey, rt, new Date(), ttl.refresh);
    if (!outcome.ok) return fail(c, outcome.reason === "reused" ? "刷新令牌已被使用，请重新登录" : "刷新令牌无效或已过期", 401);
    const u = await findUserById(db, outcome.userId);
    if (!u || u.status !== 1) return fail(c, "账号不可用", 401);
    return ok(c, await authInfo(db, jwtKey, u, outcome.familyId, ttl, outcome));
  }

  const tenantId = query.tenantId ?? c.req.header("tenant-id")?.trim() ?? "000000";
  if (!/^\d{1,12}$/.test(tenantId)) return badRequest(c, "参数校验失败：Tenant-Id 应为数字");

  if (query.grantType === "social") {
    if (!config.demoOauth) return fail(c, "第三方登录未启用", 400);
    // Each demo sign-in stores a session row for an hour: a quota per address, and a cap on all of them, keep that
    // bounded without one address being able to use the cap up for everyone.
    if (!(await takeQuota(db, "guest-login", clientAddress(c)))) return fail(c, "本机第三方登录过于频繁，请一小时后再试", 400);
    if ((await liveGuestSessions(db)) >= MAX_GUEST_SESSIONS) return fail(c, "第三方登录过于频繁，请稍后再试", 400);
    if (!query.source) return badRequest(c, "缺少参数：source");
    if (query.source !== "demo") return fail(c, `不支持的第三方登录来源：${query.source}`, 400);
    if (!query.code) return badRequest(c, "缺少参数：code");
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
    if (!tenant) return fail(c, "租户编号不存在", 400);
    return ok(c, await guestAuthInfo(db, jwtKey, tenantId, demoIdentity()));
  }
  const account = query.account ?? query.username ?? "";
  if (!account) return badRequest(c, "缺少参数：account");
  if (!query.password) return badRequest(c, "缺少参数：password");
  const typed = typedPassword(c, client, query.password);
  if ("error" in typed) return typed.field ? badRequest(c, typed.error) : fail(c, typed.error, 400);
  const password = typed.password;

  const accountKey = `${tenantId}:${account}`;
  const address = clientAddress(c);
  const gate = await loginGate(db, accountKey, address);
  if (gate.blocked) return fail(c, gate.blocked, 400);

  // A captcha is checked whenever one is sent, and must be sent once the account has had wrong passwords (or always,
  // when configured so): data.captcha tells the login form to show one.
  const key = c.req.header("captcha-key") ?? query.key ?? "";
  const code = c.req.header("captcha-code") ?? (query.grantType === "captcha" ? query.code : undefined) ?? "";
  if (gate.captcha || query.grantType === "captcha") {
    if (!key || !code) return captchaNeeded(c, "请输入验证码");
    if (!(await checkCaptcha(db, key.slice(0, 64), code.slice(0, 10)))) return captchaNeeded(c, "验证码不正确");
  }

  const u = await findUser(db, tenantId, account);
  const valid = u ? await verifyPassword(u.passwordHash, password) : (await verifyPassword(await dummyHash(), password), false);
  if (!u || !valid) {
    await recordLoginFailure(db, accountKey, address);
    return fail(c, "用户名或密码错误", 400);
  }
  if (u.status === 0) return fail(c, "账号正在等待管理员审核，请审核通过后再登录", 400);
  if (u.status === 3) return fail(c, `注册申请未通过${u.reviewNote ? `：${u.reviewNote}` : ""}`, 400);
  if (u.status !== 1) return fail(c, "账号已停用", 400);
  await clearLoginFailures(db, accountKey, address);
  const familyId = await startFamily(db, u.id, u.tenantId);
  return ok(c, await authInfo(db, jwtKey, u, familyId, ttl));
});

api(router, {
  method: "get", path: "/captcha", tags: ["auth"], auth: false, summary: "Issue an image captcha",
  description: "data.key: captcha id; data.image: data:image/svg+xml URL. Code case-insensitive, single use, valid 5 minutes.",
  data: z.object({ key: z.string(), image: z.string() }),
}, async (c) => {
  const db = c.get("deps").database.db;
  if (!(await takeQuota(db, "captcha", clientAddress(c)))) return fail(c, "获取验证码过于频繁，请稍后再试", 400);
  // as many characters as the asking client's login form expects (Saber's checks for 5)
  const client = await namedClient(db, c.req.header("authorization"));
  const { key, image } = await issueCaptcha(db, client?.captchaLength ?? 4);
  return ok(c, { key, image });
});

const logout = async (c: Ctx) => {
  await endLogin(c.get("deps").database.db, c.get("user"));
  return ok(c, true, "退出成功");
};
api(router, { method: "post", path: "/logout", tags: ["auth"], guest: true, summary: "Log out (SpringBlade's path): revokes this login's access and refresh tokens", body: z.object({}).loose(), data: doneAnswer }, logout);
api(router, { method: "get", path: "/logout", tags: ["auth"], guest: true, summary: "Log out (GET form)", data: doneAnswer }, logout);

api(router, {
  method: "get", path: "/public-key", tags: ["auth"], auth: false, summary: "This deployment's SM2 public key (for Saber's and Sword's auth.publicKey)",
  description: "publicKey: the uncompressed point in hex with its 04 prefix, as SpringBlade's Sm2KeyGenerator prints it; cipherMode 0 (C1C2C3) is the order the clients encrypt in. "
    + "The key pair is made on the first start and kept in the database; `npm run admin -- sm2-key` prints the same key.",
  data: z.object({ publicKey: z.string(), cipherMode: z.number(), order: z.string() }),
}, (c) => ok(c, { publicKey: c.get("deps").sm2.publicKey, cipherMode: 0, order: "C1C2C3" }));

/** A login that needs a captcha first: the form shows one (data.captcha) and the person tries again. */
function captchaNeeded(c: Ctx, msg: string) {
  return c.json({ code: 400, success: false as const, data: { captcha: true }, msg }, 200);
}
