// /api/blade-auth: token endpoint (password, captcha, refresh_token and social grants) and captcha.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { timingSafeEqual } from "node:crypto";
import { api, code, str, visibleText } from "../lib/api";
import { badRequest, fail, ok } from "../lib/r";
import { clientAddress, type AppEnv, type Ctx } from "../lib/context";
import { config } from "../config";
import { dummyHash, verifyPassword } from "../auth/passwords";
import { checkCaptcha, issueCaptcha } from "../auth/captcha";
import { clearLoginFailures, loginGate, recordLoginFailure, takeQuota } from "../auth/rate-limit";
import { consumeRefreshToken, liveGuestSessions, MAX_GUEST_SESSIONS, startFamily } from "../auth/tokens";
import { authInfo, demoIdentity, findUser, findUserById, guestAuthInfo } from "../lib/accounts";
import { tenants } from "../db/schema";
import { eq } from "drizzle-orm";

export const router = new OpenAPIHono<AppEnv>();

function clientOk(c: Ctx): boolean {
  const h = c.req.header("authorization") ?? "";
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(h.trim());
  if (!m) return false;
  const given = Buffer.from(Buffer.from(m[1]!, "base64").toString("utf8"));
  const clients = [`${config.clientId}:${config.clientSecret}`];
  if (config.webClientId !== "off") clients.push(`${config.webClientId}:${config.webClientSecret}`);
  return clients.some((client) => {
    const expected = Buffer.from(client);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const tokenQuery = z.object({
  tenantId: z.string().trim().regex(/^\d{1,12}$/, { error: "租户编号应为数字" }).optional(),
  account: visibleText(50).optional(),
  username: visibleText(50).optional(),
  password: z.string().max(100, { error: "长度不能超过100个字符" }).optional(),
  type: str(20).optional(),
  grantType: z.enum(["password", "captcha", "refresh_token", "social"], { error: "grantType 应为 password、captcha、refresh_token 或 social" }).default("password"),
  refreshToken: str(200).optional(),
  key: str(64).optional(),
  /** the captcha code (captcha grant) or the provider's authorisation code (social grant) */
  code: str(200).optional(),
  /** the third-party identity provider (social grant); only the built-in "demo" exists */
  source: code(20).optional(),
  scope: str(20).optional(),
});

const authInfoSchema = z.object({
  accessToken: z.string(), tokenType: z.string(), refreshToken: z.string(), expiresIn: z.number(), userId: z.string(),
  tenantId: z.string(), oauthId: z.string(), account: z.string(), userName: z.string(), avatar: z.string(),
  authority: z.string(), studentId: z.string(), regionCode: z.string(), modeName: z.string(),
}).openapi("AuthInfo");

api(router, {
  method: "post", path: "/token", tags: ["auth"], auth: false, query: tokenQuery, data: authInfoSchema,
  summary: "Issue tokens (grantType password | captcha | refresh_token | social)",
  description: "Requires `Authorization: Basic base64(clientId:clientSecret)`. Failures: 用户名或密码错误, 验证码不正确, or a rate-limit message (code 400, HTTP 200). "
    + "grantType social with `source=demo&code=…` (built-in DEMO provider, off with QIHANG_DEMO_OAUTH=0) signs in a third-party identity that has no local account: "
    + "userId \"-1\", no refresh token, and a token accepted only by user/getUserInfo and user/logout until the person registers (register-guest) and is approved.",
}, async (c, { query }) => {
  if (!clientOk(c)) return fail(c, "客户端认证失败", 401);
  const { database, jwtKey } = c.get("deps");
  const db = database.db;

  if (query.grantType === "refresh_token") {
    const rt = query.refreshToken ?? "";
    if (!rt) return badRequest(c, "缺少参数：refreshToken");
    const outcome = await consumeRefreshToken(db, jwtKey, rt);
    if (!outcome.ok) return fail(c, outcome.reason === "reused" ? "刷新令牌已被使用，请重新登录" : "刷新令牌无效或已过期", 401);
    const u = await findUserById(db, outcome.userId);
    if (!u || u.status !== 1) return fail(c, "账号不可用", 401);
    return ok(c, await authInfo(db, jwtKey, u, outcome.familyId, outcome));
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
  const password = query.password ?? "";
  if (!account) return badRequest(c, "缺少参数：account");
  if (!password) return badRequest(c, "缺少参数：password");

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
  return ok(c, await authInfo(db, jwtKey, u, familyId));
});

api(router, {
  method: "get", path: "/captcha", tags: ["auth"], auth: false, summary: "Issue an image captcha",
  description: "data.key: captcha id; data.image: data:image/svg+xml URL. Code case-insensitive, single use, valid 5 minutes.",
  data: z.object({ key: z.string(), image: z.string() }),
}, async (c) => {
  const db = c.get("deps").database.db;
  if (!(await takeQuota(db, "captcha", clientAddress(c)))) return fail(c, "获取验证码过于频繁，请稍后再试", 400);
  const { key, image } = await issueCaptcha(db);
  return ok(c, { key, image });
});

/** A login that needs a captcha first: the form shows one (data.captcha) and the person tries again. */
function captchaNeeded(c: Ctx, msg: string) {
  return c.json({ code: 400, success: false, data: { captcha: true }, msg }, 200);
}
