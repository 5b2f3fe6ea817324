// Malformed and hostile input: always a 400 envelope naming the problem, never a 500 or a stack trace.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT, Client, expect400, loggedIn, setup, rawRequest, type TestCtx } from "./helpers";

let t: TestCtx;
let c: Client;
beforeAll(async () => { t = await setup(); c = await loggedIn(t.app); }, 120_000);
afterAll(async () => { await t?.close(); });

const posts = [
  "/api/common/yuanxiao/list-by-page", "/api/common/yuanxiao/find-by-college-code", "/api/common/yuanxiao/add-my-favorite", "/api/common/zhaunye/list-by-page",
  "/api/common/YiFYD/list-1f1d-score", "/api/common/CeGL/getLqgl", "/api/blade-system/student/update", "/api/blade-user/feedback/submit",
  "/api/blade-system/xkstudentcache/submit", "/api/common/FuGL/list-major-by-courses",
];

describe("malformed input", () => {
  it.each(posts)("%s: malformed JSON → 400", async (url) => {
    const r = await c.post(url, "{\"province\": \"44\",");
    expect400(r, "JSON");
  });
  it.each(posts)("%s: unknown content type → 400", async (url) => {
    const r = await c.post(url, "province=44", { "Content-Type": "text/plain" });
    expect400(r, "内容类型");
  });
  it.each(posts)("%s: JSON of the wrong shape → 400", async (url) => {
    const r = await c.post(url, "[1,2,3]");
    expect(r.status).toBe(400);
    expect(r.json.code).toBe(400);
  });
  it("oversized bodies → 400", async () => {
    const r = await c.post("/api/blade-user/feedback/submit", { content: "x".repeat(300 * 1024) });
    expect400(r, "请求体过大");
  });
  it("wrong types and oversized strings name the field", async () => {
    expect400(await c.post("/api/common/yuanxiao/list-by-page", { current: { $gt: 1 } }), "current");
    expect400(await c.post("/api/common/yuanxiao/list-by-page", { city: "a".repeat(10000) }), "city");
    expect400(await c.post("/api/common/YiFYD/list-1f1d-score", { province: ["44"] }), "province");
    expect400(await c.post("/api/common/yuanxiao/add-my-favorite", { resourceId: null, resourceType: 1 }), "resourceId");
  });
  it("SQL-looking strings are refused or harmless", async () => {
    for (const v of ["' OR '1'='1", "1; DROP TABLE users; --", "10001' UNION SELECT password_hash FROM users --"]) {
      expect400(await c.post("/api/common/yuanxiao/find-by-college-code", { code: v }), "code");
      expect400(await c.post("/api/common/yuanxiao/list-by-page", { keyword: v }), "keyword");
      expect400(await c.get(`/api/blade-system/schoolconsult/list?title=${encodeURIComponent(v)}`), "title");
    }
    // still there
    expect((await c.post("/api/common/yuanxiao/find-by-college-code", { code: "10001" })).json.data.name).toBe("北京大学");
  });
  it("unknown paths answer a 404 envelope", async () => {
    const r = await c.get("/api/common/nothing-here");
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ code: 404, success: false });
  });
  it("the OpenAPI document lists every call", async () => {
    const r = await rawRequest(t.app, "/api/openapi.json");
    const doc = await r.json();
    expect(doc.openapi).toBe("3.1.0");
    const paths = Object.keys(doc.paths);
    for (const p of ["/api/blade-auth/token", "/api/blade-auth/captcha", "/api/common/yuanxiao/list-by-page", "/api/common/zhaunye/query-major-tree-ben",
      "/api/common/YiFYD/list-1f1d-score", "/api/common/TongFQX/tfqx-city", "/api/blade-system/xkinfo/list_xk", "/api/new/timetable/studentTimeTable"]) expect(paths).toContain(p);
    expect(paths.length).toBeGreaterThan(70);
  });
});

describe("empty bodies", () => {
  it("an empty JSON body counts as {}", async () => {
    const r = await rawRequest(t.app, "/api/common/ChaKSZ/list-provinces", { method: "POST", headers: { Authorization: "x", "Blade-Auth": `bearer ${c.token}`, "Content-Type": "application/json", "Content-Length": "0" } });
    expect((await r.json()).data).toHaveLength(31);
  });
});

describe("real bugs", () => {
  it("answer a generic 500 envelope without details", async () => {
    const { createApp } = await import("../../src/server/app");
    const { createDeps } = await import("../../src/server/db/bootstrap");
    const app = createApp(await createDeps(t.database, true));
    app.get("/api/test-boom", () => { throw new Error("secret detail at /srv/app.ts:1"); });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const r = await rawRequest(app, "/api/test-boom");
    spy.mockRestore();
    expect(r.status).toBe(500);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({ code: 500, success: false, data: null, msg: "服务器内部错误" });
    expect(text).not.toContain("secret");
  });
  it("put-file refuses what is not a multipart image upload, naming the field", async () => {
    expect400(await c.post("/api/blade-resource/oss/endpoint/put-file", {}), "file");
    const form = new FormData();
    form.append("file", new File(["<script>alert(1)</script>"], "logo.png", { type: "image/png" }));
    const res = await rawRequest(t.app, "/api/blade-resource/oss/endpoint/put-file", { method: "POST", headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${c.token}`, "X-Forwarded-For": c.ip }, body: form });
    expect400({ status: res.status, json: await res.json() }, "PNG");
  });
});
