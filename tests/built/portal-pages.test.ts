// The built portal pages: JavaScript budgets, the guard in <head>, no secret in any client file.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pageJs } from "../../scripts/page-js.mjs";

const DIST = "dist/client";
const html = (path: string) => readFileSync(join(DIST, path, "index.html"), "utf8");

describe("portal pages as built", () => {
  it("the login page ships at most 100 KB of gzipped JavaScript", () => {
    const js = pageJs(DIST, join(DIST, "login", "index.html"));
    expect(js.files.length).toBeGreaterThan(0);
    expect(js.total).toBeLessThanOrEqual(100 * 1024);
  });

  it("every portal page runs the route guard, a blocking script of our origin, before its body, naming itself", () => {
    expect(readFileSync(join(DIST, "portal-guard.js"), "utf8")).toContain("guardRedirect");
    for (const [path, auth] of [["wel/index", "true"], ["mine/index", "true"], ["info/index", "true"], ["login", "false"], ["lock", "false"]] as const) {
      const page = html(path);
      const tag = /<script[^>]*src="\/portal-guard\.js"[^>]*>/.exec(page);
      expect(tag, path).not.toBeNull();
      expect(tag![0], path).not.toMatch(/\b(async|defer|type="module")/);
      expect(tag![0], path).toContain(`data-path="/${path}"`);
      expect(tag![0], path).toContain(`data-auth="${auth}"`);
      expect(tag!.index, path).toBeLessThan(page.indexOf("<body"));
    }
  });

  it("the staff home is built with a title true of every reader: the administrator's name would flash for a counsellor", () => {
    const title = /<title>([^<]*)<\/title>/.exec(html("admin/index"))?.[1];
    expect(title).toMatch(/^学校工作台 · /);
  });

  it("the server's client secret and JWT material never reach the browser", () => {
    const files = readdirSync(join(DIST, "_astro")).filter((name) => name.endsWith(".js"));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const source = readFileSync(join(DIST, "_astro", name), "utf8");
      expect(source, name).not.toContain("qihang_secret");
      expect(source, name).not.toContain("JWT_SECRET");
      expect(source, name).not.toContain("argon2");
    }
  });

  it("/ and /home are not prerendered \"Redirecting…\" pages: the server redirects them (tests/e2e/guides-2025.spec.ts)", () => {
    expect(existsSync(join(DIST, "index.html"))).toBe(false);
    expect(existsSync(join(DIST, "home", "index.html"))).toBe(false);
  });
});
