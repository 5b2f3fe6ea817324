// The one-port server of `npm start` (dist/server/site.mjs) on a fresh database: every answer carries the security
// headers, each page's CSP lets exactly its own inline scripts run, API calls reach Hono directly, / and /home
// redirect at once.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "./server-process";

let server: ServerProcess | undefined;
let base = "";

beforeAll(async () => {
  server = await startServer("the site server", ["dist/server/site.mjs"]);
  base = server.base;
}, 200_000);

afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { redirect: "manual", headers });

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(response.headers.get("content-security-policy"), what).toContain("frame-ancestors 'none'");
  expect(response.headers.get("strict-transport-security"), `${what} over plain http`).toBeNull();
}

/** The sources of one directive of a CSP. */
function sources(csp: string, directive: string): string[] {
  const part = csp.split(";").map((p) => p.trim()).find((p) => p.startsWith(`${directive} `));
  return part ? part.split(/\s+/).slice(1) : [];
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** sha256 of every inline <style> element. */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => sha256(match[1] ?? ""));
}

/** sha256 of every inline script a browser would run (no src, a JavaScript type). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && !/javascript/.test(type)) continue;
    hashes.push(sha256(match[2] ?? ""));
  }
  return hashes;
}

describe("the one-port server", () => {
  it("/ and /home are immediate HTTP redirects", async () => {
    const root = await get("/");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/wel/index");
    const home = await get("/home");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/login");
  });

  it("a page's CSP allows scripts and styles from our origin and its own inline ones by hash, nothing else", async () => {
    for (const path of ["/wel/index", "/login", "/wel/probability", "/404", "/guides/arts", "/en/guides", "/search", "/wel/index/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(path === "/404" ? 404 : 200);
      expectCommonHeaders(response, path);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scripts = sources(csp, "script-src");
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(scripts.join(" "), path).not.toMatch(/\*|https?:|data:/);
      const html = await response.text();
      for (const hash of inlineScriptHashes(html)) expect(scripts, `${path}: an inline script without its hash`).toContain(hash);
      const styles = sources(csp, "style-src");
      expect(styles, path).not.toContain("'unsafe-inline'");
      for (const hash of inlineStyleHashes(html)) expect(styles, `${path}: an inline style without its hash`).toContain(hash);
      expect(sources(csp, "object-src"), path).toEqual(["'none'"]);
    }
  });

  it("files, missing pages and the API carry the headers too", async () => {
    const page = await (await get("/wel/index")).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(page)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(page)?.[1];
    expect(asset, "the page links a built file").toBeTruthy();
    const file = await get(asset!);
    expect(file.status).toBe(200);
    expectCommonHeaders(file, asset!);

    const missing = await get("/no/such/page");
    expectCommonHeaders(missing, "a missing page");

    const api = await get("/api/openapi.json");
    expect(api.status).toBe(200);
    expectCommonHeaders(api, "the API");
    expect(sources(api.headers.get("content-security-policy") ?? "", "default-src")).toEqual(["'none'"]);

    const refused = await fetch(`${base}/api/common/yuanxiao/list-by-page`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(refused.status).toBeLessThan(500);
    expectCommonHeaders(refused, "a refused call");
  });

  it("sends HSTS only when the request came over https", async () => {
    const behindProxy = await get("/wel/index", { "x-forwarded-proto": "https" });
    expect(behindProxy.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    const api = await get("/api/openapi.json", { "x-forwarded-proto": "https" });
    expect(api.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  });

  it("serves the API's /new/ calls and answers broken %-encoding with the JSON envelope", async () => {
    const timetable = await get("/new/timetable/studentTimeTable");
    expect(timetable.headers.get("content-type")).toContain("application/json");
    expect(((await timetable.json()) as { code: number }).code).toBe(401);

    const client = { Authorization: "Basic " + Buffer.from("qihang:qihang_secret").toString("base64"), "Tenant-Id": "000000" };
    const login = (await (await fetch(`${base}/api/blade-auth/token?tenantId=000000&username=student&password=Student%402026&grantType=password`, { method: "POST", headers: client })).json()) as { data: { accessToken: string } };
    const broken = await get("/api/blade-system/schoolconsult/list?title=%E4%B8", { ...client, "Blade-Auth": `bearer ${login.data.accessToken}` });
    expect(broken.status).toBe(400);
    const envelope = (await broken.json()) as { success: boolean; msg: string };
    expect(envelope.success).toBe(false);
    expect(envelope.msg).toContain("title");
  });
});
