// `npm run api` as a deployment runs it (scripts/api.mjs: bundles src/server/standalone.ts, then runs the bundle with
// plain node) on a fresh database: it answers with the security headers, a student's college list arrives whole
// (joined from cached parts: valid JSON of the declared length, each card with the caller's fields), and stopping
// the command stops the server it started.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";

let server: ServerProcess | undefined;
const basic = "Basic " + Buffer.from("qihang:qihang_secret").toString("base64");

beforeAll(async () => {
  server = await startServer("npm run api", ["scripts/api.mjs"]);
}, 200_000);

afterAll(() => server?.stop());

async function signIn(account: string, password: string) {
  const r = await fetch(`${server!.base}/api/blade-auth/token?tenantId=000000&username=${account}&password=${encodeURIComponent(password)}&grantType=password`, { method: "POST", headers: { Authorization: basic } });
  const json = (await r.json()) as { code: number; data: { accessToken: string } };
  expect(json.code, `${account} signs in`).toBe(200);
  return { Authorization: basic, "Blade-Auth": `bearer ${json.data.accessToken}`, "Content-Type": "application/json" };
}

async function listPage(headers: Record<string, string>, body: object) {
  const r = await fetch(`${server!.base}/api/common/yuanxiao/list-by-page`, { method: "POST", headers, body: JSON.stringify(body) });
  const bytes = Buffer.from(await r.arrayBuffer());
  return { r, bytes, json: JSON.parse(bytes.toString("utf8")) };
}

describe("npm run api (the bundled standalone API)", () => {
  it("answers the OpenAPI document with the security headers", async () => {
    const r = await fetch(`${server!.base}/api/openapi.json`);
    expect(r.status).toBe(200);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(((await r.json()) as { paths: object }).paths).toHaveProperty("/api/common/yuanxiao/list-by-page");
  });

  it("gives a student a whole college page: each card with its favourite mark and the line in the student's province", async () => {
    const headers = await signIn("student", "Student@2026");
    const { r, bytes, json } = await listPage(headers, { level: "本科", current: 1, size: 20 });
    expect(r.headers.get("content-type")).toBe("application/json");
    expect(Number(r.headers.get("content-length"))).toBe(bytes.length);
    expect(json).toMatchObject({ code: 200, success: true, data: { size: 20, current: 1 } });
    expect(json.data.records).toHaveLength(20);
    expect(json.data.lineProvince).toMatchObject({ code: expect.stringMatching(/^\d{2}$/) });
    for (const card of json.data.records) {
      expect(card).toMatchObject({ collegeCode: expect.stringMatching(/^\d{5}$/), level: "本科", isFavorite: false });
      expect(card).toHaveProperty("provinceLine");
    }
    expect(json.data.pages).toBe(Math.ceil(json.data.total / 20));
  });

  it("marks a college the caller follows, on the next page load, and only for that caller", async () => {
    const student = await signIn("student", "Student@2026");
    const first = (await listPage(student, { current: 1, size: 5 })).json.data.records[0];
    const follow = await fetch(`${server!.base}/api/common/yuanxiao/add-my-favorite`, { method: "POST", headers: student, body: JSON.stringify({ resourceId: first.collegeCode, resourceType: 1 }) });
    expect(((await follow.json()) as { code: number }).code).toBe(200);
    expect((await listPage(student, { current: 1, size: 5 })).json.data.records[0]).toMatchObject({ collegeCode: first.collegeCode, isFavorite: true });
    const admin = await signIn("admin", "Admin@2026");
    const staffCard = (await listPage(admin, { current: 1, size: 5 })).json.data.records[0];
    expect(staffCard).toMatchObject({ collegeCode: first.collegeCode, isFavorite: false });
    expect(staffCard).not.toHaveProperty("provinceLine");
  });

  it("stops the server it started when the command is stopped", async () => {
    const { child, base } = server!;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await expect(fetch(`${base}/api/openapi.json`)).rejects.toThrow();
  });
});
