import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { Client, expect400, loggedIn, setup, rawRequest, type TestCtx } from "./helpers";
import { captchas } from "../../src/server/db/schema";
import { approveAccount } from "../../src/server/admin";
import { sha256 } from "../../src/server/auth/tokens";

let t: TestCtx;
beforeAll(async () => { t = await setup(); }, 120_000);
afterAll(async () => { await t?.close(); });

describe("token endpoint", () => {
  it("logs the demo student in with AuthInfo and the portal's fields", async () => {
    const c = new Client(t.app);
    const r = await c.login();
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 200, success: true, msg: "操作成功" });
    const d = r.json.data;
    for (const k of ["accessToken", "refreshToken", "studentId", "authority", "regionCode", "modeName", "tokenType", "expiresIn", "userId", "tenantId", "oauthId", "account", "userName", "avatar"]) expect(d).toHaveProperty(k);
    expect(d.tokenType).toBe("bearer");
    expect(d.expiresIn).toBe(3600);
    expect(d.authority).toBe("student");
    expect(d.regionCode.startsWith("44")).toBe(true);
    expect(typeof d.userId).toBe("string");
  });

  it("logs the parent in, linked to the same student", async () => {
    const s = await new Client(t.app).login();
    const p = await new Client(t.app).login("parent", "Parent@2026");
    expect(p.json.data.authority).toBe("parent");
    expect(p.json.data.studentId).toBe(s.json.data.studentId);
  });

  it("requires the client Basic header", async () => {
    const r = await rawRequest(t.app, "/api/blade-auth/token?tenantId=000000&username=student&password=Student@2026&grantType=password", { method: "POST" });
    const j = await r.json();
    expect(r.status).toBe(200);
    expect(j.code).toBe(401);
    const bad = await rawRequest(t.app, "/api/blade-auth/token?tenantId=000000&username=student&password=Student@2026", { method: "POST", headers: { Authorization: "Basic " + Buffer.from("qihang:wrong").toString("base64") } });
    expect((await bad.json()).code).toBe(401);
  });

  it("answers 用户名或密码错误 for a wrong password or unknown account", async () => {
    const c = new Client(t.app);
    const r = await c.login("student", "wrong-pass");
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 400, success: false, msg: "用户名或密码错误" });
    const u = await c.login("nobody", "whatever1");
    expect(u.json.msg).toBe("用户名或密码错误");
    // another tenant's account does not log in under this tenant
    const other = await c.login("student", "Student@2026", "999999");
    expect(other.json.msg).toBe("用户名或密码错误");
  });

  it("rejects bad token parameters with a 400 envelope", async () => {
    const c = new Client(t.app);
    expect400(await c.post("/api/blade-auth/token?tenantId=000000&grantType=password&password=x"), "account");
    expect400(await c.post("/api/blade-auth/token?tenantId=abc&username=a&password=b"), "tenantId");
    expect400(await c.post("/api/blade-auth/token?grantType=magic&username=a&password=b"), "grantType");
    expect400(await c.post(`/api/blade-auth/token?username=${"a".repeat(500)}&password=b`), "username");
    expect400(await c.post("/api/blade-auth/token?tenantId=000000%27%20OR%201%3D1--&username=a&password=b"), "tenantId");
  });
});

describe("captcha", () => {
  it("issues an SVG data URL and checks the code once, case-insensitively", async () => {
    const c = new Client(t.app);
    const r = await c.get("/api/blade-auth/captcha");
    expect(r.json.code).toBe(200);
    expect(r.json.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(r.json.data.image.split(",")[1], "base64").toString();
    expect(svg).toContain("<svg");
    expect(svg).toContain("<line");
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, r.json.data.key));
    // drawn as strokes: the code cannot be read from the SVG's source
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain(row!.code);
    const url = "/api/blade-auth/token?tenantId=000000&username=student&password=Student@2026&grantType=captcha";
    const wrong = await c.post(url, undefined, { "Captcha-Key": r.json.data.key, "Captcha-Code": "zzzz" });
    expect(wrong.json.msg).toBe("验证码不正确");
    // consumed by the failed try: a fresh one is needed
    const r2 = await c.get("/api/blade-auth/captcha");
    const [row2] = await t.database.db.select().from(captchas).where(eq(captchas.key, r2.json.data.key));
    const good = await c.post(url, undefined, { "Captcha-Key": r2.json.data.key, "Captcha-Code": row2!.code.toLowerCase() });
    expect(good.json.code).toBe(200);
    const again = await c.post(url, undefined, { "Captcha-Key": r2.json.data.key, "Captcha-Code": row2!.code });
    expect(again.json.msg).toBe("验证码不正确");
    expect(row).toBeDefined();
  });

  it("refuses an expired captcha", async () => {
    const c = new Client(t.app);
    const r = await c.get("/api/blade-auth/captcha");
    await t.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.key, r.json.data.key));
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, r.json.data.key));
    const res = await c.post("/api/blade-auth/token?tenantId=000000&username=student&password=Student@2026&grantType=captcha", undefined, { "Captcha-Key": r.json.data.key, "Captcha-Code": row!.code });
    expect(res.json.msg).toBe("验证码不正确");
  });
});

describe("refresh tokens", () => {
  it("rotates on every use; a token reused after the grace revokes the family", async () => {
    const c = await loggedIn(t.app);
    const first = c.refresh;
    const r1 = await c.post(`/api/blade-auth/token?grantType=refresh_token&refreshToken=${first}`);
    expect(r1.json.code).toBe(200);
    const second = r1.json.data.refreshToken;
    expect(second).not.toBe(first);
    const access2 = r1.json.data.accessToken;
    // reuse of the first token once its grace is over (its first use moved back a minute): refused, the family revoked
    await t.database.rows(sql`update refresh_tokens set used_at = used_at - interval '1 minute' where token_hash = ${sha256(first)}`);
    const reuse = await c.post(`/api/blade-auth/token?grantType=refresh_token&refreshToken=${first}`);
    expect(reuse.json.code).toBe(401);
    const r2 = await c.post(`/api/blade-auth/token?grantType=refresh_token&refreshToken=${second}`);
    expect(r2.json.code).toBe(401);
    c.token = access2;
    expect((await c.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
  });

  it("refuses unknown refresh tokens and requires the parameter", async () => {
    const c = new Client(t.app);
    expect((await c.post("/api/blade-auth/token?grantType=refresh_token&refreshToken=nope")).json.code).toBe(401);
    expect400(await c.post("/api/blade-auth/token?grantType=refresh_token"), "refreshToken");
  });

  it("logout revokes access and refresh tokens", async () => {
    const c = await loggedIn(t.app);
    expect((await c.get("/api/blade-user/user/getUserInfo")).json.code).toBe(200);
    expect((await c.get("/api/blade-user/user/logout")).json.code).toBe(200);
    expect((await c.get("/api/blade-user/user/getUserInfo")).json).toMatchObject({ code: 401, msg: "请求未授权" });
    const r = await c.post(`/api/blade-auth/token?grantType=refresh_token&refreshToken=${c.refresh}`);
    expect(r.json.code).toBe(401);
    const c2 = await loggedIn(t.app);
    expect((await c2.post("/api/blade-user/user/logout", {})).json.code).toBe(200);
  });

  it("refuses forged, expired-looking and malformed bearer tokens", async () => {
    const c = new Client(t.app);
    for (const tok of ["abc", "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.", "a.b.c"]) {
      c.token = tok;
      const r = await c.get("/api/blade-user/user/getUserInfo");
      expect(r.status).toBe(200);
      expect(r.json.code).toBe(401);
    }
  });
});

describe("rate limiting", () => {
  it("wrong passwords on an account ask its owner for a captcha, never lock them out; the guessing address waits longer each time", async () => {
    // the second tenant's student, so other tests are unaffected
    const attacker = new Client(t.app);
    for (let i = 0; i < 3; i++) expect((await attacker.login("student", "bad-password", "100001")).json.msg).toBe("用户名或密码错误");
    // the owner, elsewhere: asked for a captcha (data.captcha tells the form), and in with it
    const owner = new Client(t.app);
    const asked = await owner.login("student", "Student@2026", "100001");
    expect(asked.json).toMatchObject({ code: 400, data: { captcha: true }, msg: "请输入验证码" });
    const captcha = await owner.get("/api/blade-auth/captcha");
    const [row] = await t.database.db.select().from(captchas).where(eq(captchas.key, captcha.json.data.key));
    const withCaptcha = await owner.post("/api/blade-auth/token?tenantId=100001&username=student&password=Student%402026&grantType=captcha", undefined,
      { "Tenant-Id": "100001", "Captcha-Key": captcha.json.data.key, "Captcha-Code": row!.code });
    expect(withCaptcha.json.code).toBe(200);
    // a success clears the account's count: no captcha now
    expect((await new Client(t.app).login("student", "Student@2026", "100001")).json.code).toBe(200);
  });

  it("the address guessing one account waits a minute after five failures, then longer", async () => {
    const { recordLoginFailure, loginGate } = await import("../../src/server/auth/rate-limit");
    const db = t.database.db;
    const key = "100001:nobody-here";
    for (let i = 0; i < 5; i++) await recordLoginFailure(db, key, "10.9.9.9");
    expect((await loginGate(db, key, "10.9.9.9")).blocked).toMatch(/1分钟后再试/);
    await recordLoginFailure(db, key, "10.9.9.9");
    expect((await loginGate(db, key, "10.9.9.9")).blocked).toMatch(/2分钟后再试/);
    // the same account from another address is not held back, only asked for a captcha
    expect(await loginGate(db, key, "10.9.9.10")).toEqual({ blocked: null, captcha: true });
  });

  it("limits one address to 20 failures across accounts", async () => {
    const c = new Client(t.app);
    for (let i = 0; i < 20; i++) await c.login(`ghost${i}`, "bad-password");
    const r = await c.login("parent", "Parent@2026");
    expect(r.json.msg).toMatch(/登录失败次数过多/);
    const elsewhere = new Client(t.app);
    expect((await elsewhere.login("parent", "Parent@2026")).json.code).toBe(200);
  });
});

describe("register-guest and approval", () => {
  it("registers a pending account, refuses login until approved, then logs in", async () => {
    const c = new Client(t.app);
    const r = await c.post("/api/blade-user/register-guest?tenantId=000000&name=%E8%B5%B5%E5%85%AD&account=wx_zhao&password=Guest%402026&oauthId=wx-123");
    expect(r.json).toMatchObject({ code: 200, success: true });
    expect(r.json.msg).toMatch(/审核/);
    // a taken name gets the same answer: nobody learns which accounts exist
    const dup = await c.post("/api/blade-user/register-guest?tenantId=000000&name=x&account=wx_zhao&password=Guest%402026");
    expect(dup.json).toEqual(r.json);
    const existing = await c.post("/api/blade-user/register-guest?tenantId=000000&name=x&account=student&password=Guest%402026");
    expect(existing.json).toEqual(r.json);
    expect((await loggedIn(t.app)).token).toBeTruthy();
    const pending = await c.login("wx_zhao", "Guest@2026");
    expect(pending.json.code).toBe(400);
    expect(pending.json.msg).toMatch(/审核/);
    const result = await approveAccount(t.database, "wx_zhao", "000000");
    expect(result.ok).toBe(true);
    const okLogin = await c.login("wx_zhao", "Guest@2026");
    expect(okLogin.json.code).toBe(200);
    expect(okLogin.json.data.oauthId).toBe("wx-123");
  });

  it("validates the registration form in order", async () => {
    const c = new Client(t.app);
    expect400(await c.post("/api/blade-user/register-guest?account=a1&password=123456"), "tenantId");
    expect400(await c.post("/api/blade-user/register-guest?tenantId=000000&password=123456"), "account");
    expect400(await c.post("/api/blade-user/register-guest?tenantId=000000&account=abc&password=1"), "password");
    expect((await c.post("/api/blade-user/register-guest?tenantId=424242&account=abc&password=123456")).json.msg).toBe("租户编号不存在");
    expect400(await c.post("/api/blade-user/register-guest?tenantId=000000&account=a%27%3B%20drop%20table%20users--&password=123456"), "account");
  });
});
