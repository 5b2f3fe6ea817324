// Third-party login (grantType social, built-in DEMO provider): a guest token that only reaches its own user info,
// logout and registration, never anyone's data.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { Client, loggedIn, setup, rawRequest, type TestCtx } from "./helpers";

let t: TestCtx;
beforeAll(async () => {
  t = await setup();
}, 120_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  delete process.env.QIHANG_DEMO_OAUTH;
});

const SOCIAL = "/api/blade-auth/token?grantType=social&source=demo&code=demo";

async function guest(tenantId = "000000") {
  const c = new Client(t.app);
  const r = await c.post(`${SOCIAL}&tenantId=${tenantId}`, undefined, { "Tenant-Id": tenantId, "User-Type": "career" });
  expect(r.json).toMatchObject({ code: 200, success: true });
  c.token = r.json.data.accessToken;
  return { c, data: r.json.data };
}

// Every authenticated call a guest might try, with a body where one is needed to pass validation.
const refused: ReadonlyArray<readonly [string, string, unknown?]> = [
  ["GET", "/api/blade-user/user/getTopMenu"], ["GET", "/api/blade-system/menu/routes"], ["GET", "/api/blade-system/menu/buttons"],
  ["GET", "/api/blade-system/tenant/list"], ["GET", "/api/blade-system/tenant/detail?tenantId=000000"],
  ["GET", "/api/blade-system/grade/getCurrentTime"], ["GET", "/api/blade-system/grade/detail"], ["GET", "/api/blade-system/schoolconsult/list"],
  ["GET", "/api/blade-system/file/list"], ["GET", "/api/common/studenttask/list"], ["GET", "/api/blade-system/examdetail/list"],
  ["GET", "/api/blade-system/xkinfo/list_xk?current=1&size=10000"], ["GET", "/api/blade-system/xkstudentcache/list"],
  ["GET", "/api/common/mbghinfo/list"], ["GET", "/api/common/studentadmissonplanmain/list"], ["GET", "/api/common/studentacademicplanmain/list"],
  ["GET", "/api/new/timetable/studentTimeTable"],
  ["POST", "/api/blade-user/feedback/submit", { content: "hello" }],
  ["POST", "/api/blade-user/error-log/upload", []],
  ["POST", "/api/blade-system/student/update", { studentName: "x" }],
  ["POST", "/api/blade-system/student/updatePassword", { id: -1, studentPassword: "whatever", studentNewPassword: "Other@2026" }],
  ["POST", "/api/blade-user/studentfamily/updatePassword", { id: -1, studentPassword: "whatever", studentNewPassword: "Other@2026" }],
  ["POST", "/api/blade-user/studentfamily/submit", { account: "wx_parent", password: "Parent@2026" }],
  ["POST", "/api/blade-system/xkstudentcache/submit", { xkInfoId: 1 }],
  ["POST", "/api/common/yuanxiao/my-favorite-college-map", { userCode: "student" }],
  ["POST", "/api/common/yuanxiao/add-my-favorite", { resourceId: "10001", resourceType: 1, userCode: "student" }],
  ["POST", "/api/common/yuanxiao/my-followed-colleges", { account: "student" }],
];

describe("social login with the demo provider", () => {
  it("issues a guest token: userId -1, a demo oauthId, a suggested account, no refresh token", async () => {
    const { data } = await guest();
    expect(data).toMatchObject({ userId: "-1", tenantId: "000000", authority: "student", userName: "微信用户", refreshToken: "", studentId: "" });
    expect(data.oauthId).toMatch(/^demo-[0-9a-f]+$/);
    expect(data.account).toMatch(/^wx_demo_[0-9a-f]+$/);
    expect(data.accessToken).toBeTruthy();
    // each demo login is a different person
    const other = await guest();
    expect(other.data.oauthId).not.toBe(data.oauthId);
  });

  it("getUserInfo answers the guest's identity and tenant, and nothing of any student", async () => {
    const { c, data } = await guest();
    const r = await c.get("/api/blade-user/user/getUserInfo");
    expect(r.json).toMatchObject({ code: 200, success: true });
    expect(r.json.data).toMatchObject({
      userId: "-1", oauthId: data.oauthId, account: data.account, userName: "微信用户", tenantId: "000000",
      tenantName: "启航示范中学", studentId: "", studentName: "", roles: [],
    });
    expect(typeof r.json.data.tenantLogo).toBe("string");
  });

  it("works for another tenant and refuses an unknown one", async () => {
    const { c } = await guest("100001");
    expect((await c.get("/api/blade-user/user/getUserInfo")).json.data.tenantId).toBe("100001");
    const r = await new Client(t.app).post(`${SOCIAL}&tenantId=999999`);
    expect(r.json).toMatchObject({ code: 400, success: false, msg: "租户编号不存在" });
  });

  it.each(refused)("refuses %s %s with a 403 envelope", async (method, url, body) => {
    const { c } = await guest();
    const r = await c.call(String(method), String(url), method === "POST" ? (body ?? {}) : undefined);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 403, success: false, data: null });
    expect(r.json.msg).toMatch(/注册/);
  });

  it("is refused by every authenticated route of the OpenAPI document except user info and logout", async () => {
    const { c } = await guest();
    const doc = (await (await rawRequest(t.app, "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    };
    const allowed = new Set(["GET /api/blade-user/user/getUserInfo", "GET /api/blade-user/user/logout", "POST /api/blade-user/user/logout",
      // SpringBlade's logout path (Saber's): a guest may end its session there too
      "GET /api/blade-auth/logout", "POST /api/blade-auth/logout"]);
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.security?.length) continue;
        const call = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, "x")}`;
        if (allowed.has(call)) continue;
        const r = await c.call(method.toUpperCase(), call.slice(call.indexOf(" ") + 1), method === "post" ? {} : undefined);
        expect(r.json.code, call).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("cannot refresh (there is no refresh token) and cannot reuse a student's refresh token", async () => {
    const { c } = await guest();
    const r = await c.post("/api/blade-auth/token?grantType=refresh_token&refreshToken=");
    expect(r.json.code).toBe(400);
  });

  it("logs out, after which the guest token is refused", async () => {
    const { c } = await guest();
    expect((await c.post("/api/blade-user/user/logout", {})).json).toMatchObject({ code: 200 });
    expect((await c.get("/api/blade-user/user/getUserInfo")).json).toMatchObject({ code: 401, msg: "请求未授权" });
  });

  it("then registers (pending approval) with the oauthId; the pending account cannot log in yet", async () => {
    const { c, data } = await guest();
    const q = new URLSearchParams({ tenantId: "000000", name: "赵六", account: data.account, password: "Guest@2026", oauthId: data.oauthId });
    const r = await c.post(`/api/blade-user/register-guest?${q}`);
    expect(r.json).toMatchObject({ code: 200, success: true });
    expect(r.json.msg).toMatch(/^提交成功，请等待管理员审核/);
    // the same answer again: nobody learns from it whether an account exists
    const again = await c.post(`/api/blade-user/register-guest?${q}`);
    expect(again.json).toEqual(r.json);
    const login = await new Client(t.app).login(data.account, "Guest@2026");
    expect(login.json.msg).toMatch(/审核/);
    // a new demo login is still a guest: a demo identity is never matched to a local account
    const next = await guest();
    expect(next.data.userId).toBe("-1");
  });

  it("does not reach real users' data even with a tampered account claim in the request", async () => {
    const student = await loggedIn(t.app);
    const { c } = await guest();
    // the guest's token keeps its own identity whatever the request names
    const r = await c.post("/api/common/yuanxiao/my-followed-colleges", { account: "student" });
    expect(r.json.code).toBe(403);
    // and a real login is unaffected
    expect((await student.get("/api/blade-user/user/getUserInfo")).json.data.account).toBe("student");
  });

  it("rejects other sources and a missing code", async () => {
    const c = new Client(t.app);
    expect((await c.post("/api/blade-auth/token?grantType=social&source=github&code=x")).json).toMatchObject({ code: 400, success: false });
    const missing = await c.post("/api/blade-auth/token?grantType=social&source=demo");
    expect(missing.json).toMatchObject({ code: 400, success: false });
    expect(missing.json.msg).toMatch(/code/);
  });

  it("is off when QIHANG_DEMO_OAUTH=0 (read per request)", async () => {
    process.env.QIHANG_DEMO_OAUTH = "0";
    const r = await new Client(t.app).post(SOCIAL);
    expect(r.json).toMatchObject({ code: 400, success: false, msg: "第三方登录未启用" });
    delete process.env.QIHANG_DEMO_OAUTH;
    expect((await new Client(t.app).post(SOCIAL)).json.code).toBe(200);
  });

  it("still requires the client credentials", async () => {
    const c = new Client(t.app);
    const r = await c.call("POST", SOCIAL, undefined, { Authorization: "Basic " + Buffer.from("x:y").toString("base64") });
    expect(r.json).toMatchObject({ code: 401 });
  });
});
