// Issue 13: what the hot calls keep in memory must never outlive what it stands for. The college list keeps the
// student's province briefly (a change shows at once), the token check shares one revocation query among requests
// that arrive together (a token is refused from the moment its login ends), loads in flight are shared but a write
// made meanwhile is never covered up, and the security headers the edge writes on the Node response reach every kind
// of answer over a real socket.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TtlCache } from "../../src/server/lib/cache";
import { loadJwtKey, revokeFamily, verifyAccessToken } from "../../src/server/auth/tokens";
import type { Database } from "../../src/server/db/client";
import { API_CSP, COMMON_SECURITY_HEADERS } from "../../src/lib/security/policy.mjs";
import { CLIENT, Client, expect400, loggedIn, setup, rawRequest, type TestCtx } from "./helpers";

let t: TestCtx;
let admin: Client;
beforeAll(async () => {
  t = await setup();
  admin = await loggedIn(t.app, "admin", "Admin@2026");
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const LIST = "/api/common/yuanxiao/list-by-page";
const lineProvince = async (c: Client) => {
  const r = await c.post(LIST, { keyword: "10001", current: 1, size: 10 });
  expect(r.json.code).toBe(200);
  return r.json.data.lineProvince as { code: string; subjectType: string } | null;
};

describe("the college list follows the student's province and subjects at once", () => {
  it("after the student changes their own profile", async () => {
    const student = await loggedIn(t.app);
    expect(await lineProvince(student)).toMatchObject({ code: "44", subjectType: "物理类" });
    expect((await student.post("/api/blade-system/student/update", { regionCode: "330100" })).json.code).toBe(200);
    expect(await lineProvince(student)).toMatchObject({ code: "33", subjectType: "综合" });
    expect((await student.post("/api/blade-system/student/update", { regionCode: "440106", subjects: "历史,政治,地理" })).json.code).toBe(200);
    expect(await lineProvince(student)).toMatchObject({ code: "44", subjectType: "历史类" });
    expect((await student.post("/api/blade-system/student/update", { subjects: "物理,化学,生物" })).json.code).toBe(200);
    expect(await lineProvince(student)).toMatchObject({ code: "44", subjectType: "物理类" });
  });

  it("after the school's administrator moves the student to another province", async () => {
    const student = await loggedIn(t.app, "zhanghua", "Student@2026");
    const before = await lineProvince(student);
    const [u] = await t.database.rows<{ id: number }>(sql`select id from users where account = 'zhanghua' and tenant_id = '000000'`);
    const target = before?.code === "32" ? "广东" : "江苏";
    expect((await admin.post("/api/blade-user/update", { id: String(u!.id), province: target })).json.code).toBe(200);
    expect((await lineProvince(student))?.code).toBe(target === "江苏" ? "32" : "44");
  });
});

describe("a token is refused from the moment its login ends", () => {
  it("right after it was accepted, and while other requests of the login are in flight", async () => {
    const student = await loggedIn(t.app);
    expect((await student.post(LIST, { current: 1, size: 5 })).json.code).toBe(200);
    // requests of the same login racing the logout: whatever they answer, none may keep the login alive afterwards
    const racing = Array.from({ length: 8 }, () => student.post(LIST, { current: 1, size: 5 }));
    expect((await student.get("/api/blade-user/user/logout")).json.code).toBe(200);
    await Promise.all(racing);
    for (let i = 0; i < 3; i++) expect((await student.post(LIST, { current: 1, size: 5 })).json.code).toBe(401);
  });

  it("a request arriving after the logout never shares a check that read the login before it", async () => {
    const student = await loggedIn(t.app);
    const { sid } = JSON.parse(Buffer.from(student.token.split(".")[1]!, "base64url").toString()) as { sid: string };
    const key = await loadJwtKey(t.database.db);
    // a database whose answers are held back after they were read: the first check reads "live", then waits
    const gate = Promise.withResolvers<void>();
    const held: Database = { ...t.database, rows: async (q) => { const rows = await t.database.rows(q); await gate.promise; return rows as never; } };
    const before = verifyAccessToken(key, held, student.token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await revokeFamily(t.database.db, sid, "logout");
    const after = verifyAccessToken(key, held, student.token);
    gate.resolve();
    await before; // it raced the logout: either answer is right
    expect(await after).toBeNull();
    expect(await verifyAccessToken(key, t.database, student.token)).toBeNull();
  });

  it("when the account is disabled, even though its login was checked a moment before", async () => {
    const zhanghua = await loggedIn(t.app, "zhanghua", "Student@2026");
    expect((await zhanghua.post(LIST, { current: 1, size: 5 })).json.code).toBe(200);
    const [u] = await t.database.rows<{ id: number }>(sql`select id from users where account = 'zhanghua' and tenant_id = '000000'`);
    expect((await admin.post("/api/blade-user/update", { id: String(u!.id), status: 2 })).json.code).toBe(200);
    expect((await zhanghua.post(LIST, { current: 1, size: 5 })).json.code).toBe(401);
    expect((await admin.post("/api/blade-user/update", { id: String(u!.id), status: 1 })).json.code).toBe(200);
  });
});

describe("TtlCache.getOrLoad", () => {
  const deferred = <V>() => {
    let resolve!: (v: V) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<V>((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  };

  it("shares one load among the callers that miss together", async () => {
    const cache = new TtlCache<number>(60_000);
    let loads = 0;
    const gate = deferred<number>();
    const answers = Promise.all(Array.from({ length: 5 }, () => cache.getOrLoad("k", () => { loads++; return gate.promise; })));
    gate.resolve(7);
    expect(await answers).toEqual([7, 7, 7, 7, 7]);
    expect(loads).toBe(1);
    expect(await cache.getOrLoad("k", async () => { loads++; return 8; })).toBe(7);
    expect(loads).toBe(1);
  });

  it("never stores a load that a write forgot while it ran (delete or clear), and the next caller loads afresh", async () => {
    for (const forget of [(c: TtlCache<string>) => c.delete("k"), (c: TtlCache<string>) => c.clear()]) {
      const cache = new TtlCache<string>(60_000);
      const old = deferred<string>();
      const stale = cache.getOrLoad("k", () => old.promise);
      forget(cache);
      const fresh = cache.getOrLoad("k", async () => "new");
      old.resolve("old");
      expect(await stale).toBe("old");
      expect(await fresh).toBe("new");
      expect(cache.get("k")).toBe("new");
    }
  });

  it("does not keep a failed load", async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.getOrLoad("k", async () => { throw new Error("down"); })).rejects.toThrow("down");
    expect(await cache.getOrLoad("k", async () => "up")).toBe("up");
  });
});

describe("security headers over a real socket", () => {
  let base = "";
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const server = serve({ fetch: t.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const expectHeaders = (res: Response, what: string, https = false) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(res.headers.get(name), `${what}: ${name}`).toBe(value);
    expect(res.headers.get("content-security-policy"), what).toBe(API_CSP);
    if (https) expect(res.headers.get("strict-transport-security"), what).toMatch(/^max-age=\d{7,}/);
    else expect(res.headers.get("strict-transport-security"), what).toBeNull();
  };

  it("on answers, refusals, unknown paths, files, and HSTS only over https", async () => {
    const student = await loggedIn(t.app);
    const auth = { Authorization: CLIENT, "Blade-Auth": `bearer ${student.token}`, "Content-Type": "application/json", "X-Forwarded-For": student.ip };
    const list = await fetch(`${base}${LIST}`, { method: "POST", headers: auth, body: JSON.stringify({ current: 1, size: 5 }) });
    expect(list.status).toBe(200);
    expectHeaders(list, "a list page");

    const nul = await fetch(`${base}${LIST}`, { method: "POST", headers: auth, body: JSON.stringify({ keyword: "大\u0000学" }) });
    expect400({ status: nul.status, json: await nul.json() }, "keyword");
    expectHeaders(nul, "a NUL refused");
    const control = await fetch(`${base}/api/blade-system/student/update`, { method: "POST", headers: auth, body: JSON.stringify({ studentName: "张\u0007三" }) });
    expect400({ status: control.status, json: await control.json() }, "studentName");
    expectHeaders(control, "a control character refused");

    const unsigned = await fetch(`${base}${LIST}`, { method: "POST", headers: { Authorization: CLIENT, "Content-Type": "application/json" }, body: "{}" });
    expect((await unsigned.json()).code).toBe(401);
    expectHeaders(unsigned, "not signed in");
    expectHeaders(await fetch(`${base}/api/no/such/call`), "an unknown path");
    expectHeaders(await fetch(`${base}${LIST}`, { method: "POST", headers: auth, body: "{" }), "malformed JSON");

    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(56)])], "logo.png", { type: "image/png" }));
    const up = await (await fetch(`${base}/api/blade-resource/oss/endpoint/put-file`, { method: "POST", body: form, headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${admin.token}`, "X-Forwarded-For": admin.ip } })).json();
    expect(up.code).toBe(200);
    const file = await fetch(`${base}${up.data.link}`);
    expect(file.headers.get("content-type")).toBe("image/png");
    expectHeaders(file, "a stored file");

    expectHeaders(await fetch(`${base}/api/openapi.json`, { headers: { "X-Forwarded-Proto": "https" } }), "behind an https proxy", true);
  });

  it("the same through app.request (no Node response to write them on)", async () => {
    const res = await rawRequest(t.app, "/api/no/such/call");
    expectHeaders(res, "app.request");
    expectHeaders(await rawRequest(t.app, "/api/openapi.json", { headers: { "X-Forwarded-Proto": "https" } }), "app.request over https", true);
  });
});
