// The security sweep's findings (issue 13), each as it was found: before the fix each of these failed (a 500, a
// silent success, a coerced value, every row matched, a parameter in the log).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { CLIENT, Client, expect400, loggedIn, setup, rawRequest, type TestCtx } from "./helpers";
import { config } from "../../src/server/config";
import { resetHeavyCalls } from "../../src/server/lib/heavy-calls";
import { clearReferenceCaches } from "../../src/server/lib/cache";

let t: TestCtx;
let c: Client;
beforeAll(async () => { t = await setup(); c = await loggedIn(t.app); }, 120_000);
afterAll(async () => { await t?.close(); });

/** A POST exactly as a client without a body sends it: no Content-Type, nothing after the headers. */
async function bare(url: string, token = c.token) {
  const r = await rawRequest(t.app, url, { method: "POST", headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${token}` } });
  return { status: r.status, json: await r.json() };
}

describe("1. NUL characters are refused at the edge, naming the field", () => {
  it("in JSON bodies, in stored text and before login", async () => {
    expect400(await c.post("/api/blade-user/feedback/submit", { content: "好\u0000的" }), "content");
    expect400(await c.post("/api/common/volunteer/save", { name: "方案\u0000", province: "44", year: 2026, batch: "本科批", entries: [] }), "name");
    expect400(await c.post("/api/blade-system/xkstudentcache/submit", { items: [{ remark: "a\u0000" }] }), "items[0].remark");
    const anonymous = new Client(t.app);
    expect400(await anonymous.post(`/api/blade-auth/token?tenantId=000000&username=${encodeURIComponent("stu\u0000dent")}&password=x&grantType=password`), "username");
    expect400(await anonymous.post(`/api/blade-user/register-guest?tenantId=000000&account=abc&name=${encodeURIComponent("张\u0000三")}&password=Secret123&oauthId=x`), "name");
    expect400(await c.get(`/api/blade-system/schoolconsult/list?title=${encodeURIComponent("\u0000")}`), "title");
  });

  it("a failed query is logged without its parameters", async () => {
    const { createApp } = await import("../../src/server/app");
    const { createDeps } = await import("../../src/server/db/bootstrap");
    const app = createApp(await createDeps(t.database, true));
    app.get("/api/test-failing-query", async () => {
      await t.database.rows(sql`select ${"$argon2id$v=19$secret-hash"}::integer`);
      return new Response("unreachable");
    });
    const logged: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => { logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack} ${String(a.cause)}` : String(a))).join(" ")); });
    const r = await rawRequest(app, "/api/test-failing-query");
    spy.mockRestore();
    expect(r.status).toBe(500);
    expect(logged.join("\n")).toContain("failed query");
    expect(logged.join("\n")).not.toContain("secret-hash");
  });
});

describe("2. a POST without a body or Content-Type is an empty JSON body, and validated", () => {
  it.each([
    ["/api/common/yuanxiao/list-by-ids", "str"],
    ["/api/blade-user/feedback/submit", "content"],
    ["/api/common/yuanxiao/delete-my-favorite", "resourceId"],
    ["/api/common/zhaunye/find-major", "code"],
    ["/api/common/volunteer/save", "name"],
  ])("%s → 400 naming %s", async (url, field) => {
    const r = await bare(url);
    expect(r.status).toBe(400);
    expect(r.json.msg).toContain(field);
  });

  it("a call whose fields are all optional answers as to {}", async () => {
    const r = await bare("/api/common/ChaKSZ/list-provinces");
    expect(r.json.data).toHaveLength(31);
  });
});

describe("13. _ and % in a keyword match themselves", () => {
  it("no college is named with an underscore or a percent sign", async () => {
    for (const keyword of ["_", "__", "北_"]) {
      const r = await c.post("/api/common/yuanxiao/list-by-page", { keyword, current: 1, size: 5 });
      expect(r.json.data.total, keyword).toBe(0);
    }
    expect((await c.get(`/api/blade-system/schoolconsult/list?title=${encodeURIComponent("_")}`)).json.data.total).toBe(0);
    // a percent sign is not a keyword character at all
    expect400(await c.get(`/api/blade-system/schoolconsult/list?title=${encodeURIComponent("%")}`), "title");
    expect((await c.post("/api/common/yuanxiao/list-by-page", { keyword: "北京", current: 1, size: 5 })).json.data.total).toBeGreaterThan(0);
  });
});

describe("14. wrong JSON types are refused, not coerced", () => {
  it.each([
    [{ current: [2] }, "current"],
    [{ current: true }, "current"],
    [{ size: "" }, "size"],
    [{ size: "10abc" }, "size"],
  ])("%j → 400", async (body, field) => {
    expect400(await c.post("/api/common/yuanxiao/list-by-page", body), field);
  });

  it("numbers as JSON numbers or digits in a string are still fine", async () => {
    expect((await c.post("/api/common/yuanxiao/list-by-page", { current: "1", size: 3 })).json.data.records).toHaveLength(3);
    expect((await c.post("/api/common/CeGL/getLqgl", { province: "44", rank: "20000", size: 1 })).json.data.rank).toBe(20000);
    expect400(await c.post("/api/common/CeGL/getLqgl", { province: "44", rank: [20000] }), "rank");
  });
});

describe("15. names hold no control, zero-width or direction-override characters", () => {
  it.each(["\u200b", "\u200d", "\u202e", "\u2066", "\ufeff", "\u0007", "\n"])("U+%s is refused", async (ch) => {
    expect400(await c.post("/api/blade-system/student/update", { studentName: `李${ch}明` }), "studentName");
    expect400(await c.post("/api/common/volunteer/save", { name: `方${ch}案`, province: "44", year: 2026, batch: "本科批", entries: [] }), "name");
  });

  it("ordinary names in any script pass", async () => {
    expect((await c.post("/api/blade-system/student/update", { studentName: "李明" })).json.code).toBe(200);
  });
});

describe("16. malformed %-encoding", () => {
  it("answers the JSON envelope", async () => {
    const r = await rawRequest(t.app, "/api/blade-system/schoolconsult/list?title=%E4%B8", { headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${c.token}` } });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 400, success: false });
  });
});

describe("3. costly calls: cached, and limited per user", () => {
  const FUGL = "/api/common/FuGL/list-major-by-courses";
  it("one user repeating a country-wide scan is stopped with the wait; another user is not", async () => {
    const saved = config.heavyCalls.limit;
    config.heavyCalls.limit = 3;
    resetHeavyCalls();
    try {
      for (let i = 0; i < 3; i += 1) expect((await c.post(FUGL, { courses: ["物理", "化学"] })).json.code).toBe(200);
      const refused = await c.post(FUGL, { courses: ["物理", "化学"] });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ code: 429, success: false });
      expect(refused.json.msg).toMatch(/请 \d+ 秒后再试/);
      const parent = await loggedIn(t.app, "parent", "Parent@2026");
      expect((await parent.post(FUGL, { courses: ["历史"] })).json.code).toBe(200);
    } finally {
      config.heavyCalls.limit = saved;
      resetHeavyCalls();
    }
  });
  it("the scan is answered from the cache the second time", async () => {
    // counted: the scan's own query (the session's check and the per-user limit also read the database, on timers of
    // their own); cold first, as an earlier call of this file or the sweep may have warmed the province's scan
    clearReferenceCaches();
    const spy = vi.spyOn(t.database, "rows");
    const sqlText = (query: unknown) => ((query as { queryChunks?: Array<{ value?: unknown }> }).queryChunks ?? [])
      .map((chunk) => (Array.isArray(chunk.value) ? chunk.value.join("") : "")).join("");
    const scans = () => spy.mock.calls.filter(([query]) => sqlText(query).includes("from major_admissions")).length;
    await c.post(FUGL, { courses: ["地理"], province: "44" });
    const first = scans();
    await c.post(FUGL, { courses: ["生物"], province: "44" });
    const second = scans() - first;
    spy.mockRestore();
    expect(first).toBe(1);
    expect(second).toBe(0);
  });
});

describe("4. a password change ends every other session of the account", () => {
  it.each([
    ["student", "Student@2026", "/api/blade-system/student/updatePassword"],
    ["parent", "Parent@2026", "/api/blade-user/studentfamily/updatePassword"],
  ])("%s: the other login's access and refresh tokens stop working; this one goes on", async (account, password, url) => {
    const here = await loggedIn(t.app, account, password);
    const elsewhere = await loggedIn(t.app, account, password);
    const me = (await here.get("/api/blade-user/user/getUserInfo")).json.data;
    const changed = await here.post(url, { id: me.userId, studentPassword: password, studentNewPassword: "Changed@2026" });
    expect(changed.json.code).toBe(200);
    expect((await elsewhere.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
    expect((await elsewhere.post(`/api/blade-auth/token?grantType=refresh_token&refreshToken=${elsewhere.refresh}`)).json.code).toBe(401);
    expect((await here.get("/api/blade-user/user/getUserInfo")).json.code).toBe(200);
    // back, for the other tests
    expect((await here.post(url, { id: me.userId, studentPassword: "Changed@2026", studentNewPassword: password })).json.code).toBe(200);
  });
});

describe("5. a student cannot set the parent's password without it", () => {
  it("needs the parent's current password, then signs the parent out", async () => {
    const student = await loggedIn(t.app);
    const parentSession = await loggedIn(t.app, "parent", "Parent@2026");
    expect400(await student.post("/api/blade-user/studentfamily/submit", { account: "parent", password: "Taken@2026" }), "parentPassword");
    expect((await student.post("/api/blade-user/studentfamily/submit", { account: "parent", password: "Taken@2026", parentPassword: "wrong-one" })).json.msg).toContain("家长账号的原密码不正确");
    expect((await parentSession.get("/api/blade-user/user/getUserInfo")).json.code).toBe(200);
    expect((await student.post("/api/blade-user/studentfamily/submit", { account: "parent", password: "Taken@2026", parentPassword: "Parent@2026" })).json.code).toBe(200);
    expect((await parentSession.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
    await loggedIn(t.app, "parent", "Taken@2026");
    expect((await student.post("/api/blade-user/studentfamily/submit", { account: "parent", password: "Parent@2026", parentPassword: "Taken@2026" })).json.code).toBe(200);
    // the name alone still changes without a password
    expect((await student.post("/api/blade-user/studentfamily/submit", { account: "parent", userName: "李明家长" })).json.code).toBe(200);
  });
});

describe("6 and 11. per-address quotas on calls anyone can make", () => {
  const from = (address: string) => { const client = new Client(t.app); client.ip = address; return client; };

  it("third-party demo logins: one address cannot use them up for everyone", async () => {
    const greedy = from("10.66.0.1");
    const limit = (await import("../../src/server/config")).config.quotas["guest-login"].limit;
    for (let i = 0; i < limit; i++) expect((await greedy.post("/api/blade-auth/token?grantType=social&source=demo&code=x&tenantId=000000")).json.code).toBe(200);
    expect((await greedy.post("/api/blade-auth/token?grantType=social&source=demo&code=x&tenantId=000000")).json.msg).toContain("本机第三方登录过于频繁");
    expect((await from("10.66.0.2").post("/api/blade-auth/token?grantType=social&source=demo&code=x&tenantId=000000")).json.code).toBe(200);
  });

  it("registrations, captchas, feedback and error logs", async () => {
    const { config } = await import("../../src/server/config");
    const spammer = from("10.66.1.1");
    for (let i = 0; i < config.quotas["register-guest"].limit; i++) await spammer.post(`/api/blade-user/register-guest?tenantId=000000&account=spam${i}&password=Spam%402026`);
    expect((await spammer.post("/api/blade-user/register-guest?tenantId=000000&account=spam-last&password=Spam%402026")).json.msg).toContain("过于频繁");
    for (let i = 0; i < config.quotas.captcha.limit; i++) await spammer.get("/api/blade-auth/captcha");
    expect((await spammer.get("/api/blade-auth/captcha")).json.msg).toContain("过于频繁");
    const chatty = await loggedIn(t.app);
    chatty.ip = "10.66.1.2";
    for (let i = 0; i < config.quotas.feedback.limit; i++) expect((await chatty.post("/api/blade-user/feedback/submit", { content: `反馈${i}` })).json.code).toBe(200);
    expect((await chatty.post("/api/blade-user/feedback/submit", { content: "再来一条" })).json.msg).toContain("过于频繁");
    for (let i = 0; i < config.quotas["error-log"].limit; i++) await chatty.post("/api/blade-user/error-log/upload", [{ message: "x" }]);
    expect((await chatty.post("/api/blade-user/error-log/upload", [{ message: "x" }])).json.msg).toContain("过于频繁");
    // someone else is not held back
    expect((await from("10.66.1.3").get("/api/blade-auth/captcha")).json.code).toBe(200);
  });
});

describe("8. the captcha, when configured, is required", () => {
  it("a password login without it is refused and asked for one", async () => {
    process.env.QIHANG_LOGIN_CAPTCHA = "1";
    try {
      const r = await new Client(t.app).login();
      expect(r.json).toMatchObject({ code: 400, data: { captcha: true } });
    } finally {
      delete process.env.QIHANG_LOGIN_CAPTCHA;
    }
    expect((await new Client(t.app).login()).json.code).toBe(200);
  });
});

describe("10. a token without an expiry is refused", () => {
  it("even when signed with the server's key", async () => {
    const { SignJWT } = await import("jose");
    const { loadJwtKey } = await import("../../src/server/auth/tokens");
    const key = await loadJwtKey(t.database.db);
    const claims = { tid: "000000", acc: "student", aut: "student", stu: 1, sid: "x" };
    const forever = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setSubject("1").setIssuer("qihang").setIssuedAt().sign(key);
    const client = new Client(t.app);
    client.token = forever;
    expect((await client.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
  });
});

describe("12. guessing the current password while signed in is throttled", () => {
  it("refuses to check it after five wrong tries", async () => {
    const session = await loggedIn(t.app, "student", "Student@2026", "100001");
    const me = (await session.get("/api/blade-user/user/getUserInfo")).json.data;
    const attempt = (old: string) => session.post("/api/blade-system/student/updatePassword", { id: me.userId, studentPassword: old, studentNewPassword: "Guess@2026" });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).json.msg).toBe("原密码不正确");
    // now even the right one is not checked
    expect((await attempt("Student@2026")).json.msg).toContain("原密码输错次数过多");
  });
});

describe("17. retention", () => {
  it("purges old error logs, rate events, captchas, expired and revoked logins; keeps what is recent", async () => {
    const { purgeExpired } = await import("../../src/server/queries/retention");
    const db = t.database.db;
    const old = sql`now() - interval '400 days'`;
    await t.database.rows(sql`insert into error_logs (tenant_id, user_id, message, created_at) values ('000000', 1, 'old', ${old}), ('000000', 1, 'new', now())`);
    await t.database.rows(sql`insert into rate_events (kind, subject, at) values ('feedback', 'old', ${old}), ('feedback', 'new', now())`);
    await t.database.rows(sql`insert into captchas (key, code, expires_at) values ('old-captcha', 'ABCD', ${old}), ('new-captcha', 'ABCD', now() + interval '5 minutes')`);
    const user = (await t.database.rows<{ id: number }>(sql`select id from users where account = 'student' and tenant_id = '000000'`))[0]!.id;
    await t.database.rows(sql`insert into token_families (id, user_id, tenant_id, revoked_at, created_at) values
      ('old-revoked', ${user}, '000000', ${old}, ${old}), ('old-expired', ${user}, '000000', null, ${old}), ('recent-revoked', ${user}, '000000', now(), now())`);
    await t.database.rows(sql`insert into refresh_tokens (token_hash, family_id, user_id, expires_at, created_at) values
      ('h-old-1', 'old-revoked', ${user}, ${old}, ${old}), ('h-old-2', 'old-expired', ${user}, ${old}, ${old}), ('h-recent', 'recent-revoked', ${user}, now() + interval '7 days', now())`);
    const purged = await purgeExpired(db);
    expect(purged.errorLogs).toBeGreaterThanOrEqual(1);
    expect(purged.tokenFamilies).toBeGreaterThanOrEqual(2);
    const left = await t.database.rows<Record<string, unknown>>(sql`select
      (select array_agg(message order by message) from error_logs where message in ('old', 'new')) as logs,
      (select array_agg(subject order by subject) from rate_events where subject in ('old', 'new')) as events,
      (select array_agg(key order by key) from captchas where key in ('old-captcha', 'new-captcha')) as captchas,
      (select array_agg(id order by id) from token_families where id in ('old-revoked', 'old-expired', 'recent-revoked')) as families`);
    expect(left[0]).toEqual({ logs: ["new"], events: ["new"], captchas: ["new-captcha"], families: ["recent-revoked"] });
    // logging in still works after a purge
    expect((await new Client(t.app).login()).json.code).toBe(200);
  });
});
