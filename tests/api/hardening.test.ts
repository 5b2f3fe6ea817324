// The security sweep's findings (issue 13), each as it was found: before the fix each of these failed (a 500, a
// silent success, a coerced value, every row matched, a parameter in the log).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { CLIENT, Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let c: Client;
beforeAll(async () => { t = await setup(); c = await loggedIn(t.app); }, 120_000);
afterAll(async () => { await t?.close(); });

/** A POST exactly as a client without a body sends it: no Content-Type, nothing after the headers. */
async function bare(url: string, token = c.token) {
  const r = await t.app.request(url, { method: "POST", headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${token}` } });
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
    const r = await app.request("/api/test-failing-query");
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
    const r = await t.app.request("/api/blade-system/schoolconsult/list?title=%E4%B8", { headers: { Authorization: CLIENT, "Blade-Auth": `bearer ${c.token}` } });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 400, success: false });
  });
});
