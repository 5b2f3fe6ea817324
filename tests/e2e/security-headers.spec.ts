// The Content-Security-Policy as a browser enforces it: the pages work (islands hydrate, search runs, the guard
// redirects) and the browser reports no violation; a page of ours cannot be framed.
import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { login, STUDENT } from "./portal-helpers";

/** Collects what the browser says about the policy (console errors and securitypolicyviolation events). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame|compile)/i.test(message.text())) violations.push(message.text().slice(0, 300));
  });
  page.on("pageerror", (error) => {
    if (/Content Security Policy|Refused to/i.test(error.message)) violations.push(error.message.slice(0, 300));
  });
  return violations;
}

test("portal pages run under the policy with no violation", async ({ page }) => {
  const violations = watchViolations(page);
  await login(page, STUDENT);
  for (const path of ["/wel/colleges/index", "/wel/probability", "/wel/batchLine/index", "/mine/index"]) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
  }
  // the top bar is an island: it rendered, so its scripts ran
  await expect(page.getByRole("button", { name: /账号菜单/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the guard still sends a visitor without a login to /login", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/mine/index");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine%2Findex$/);
  expect(violations).toEqual([]);
});

test("guide search runs under the policy", async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto("/search?q=%E5%BC%BA%E5%9F%BA%E8%AE%A1%E5%88%92");
  await expect(page.locator("a[href*='/guides/strong-foundation']").first()).toBeVisible({ timeout: 15_000 });
  expect(violations).toEqual([]);
});

test("no page of ours can be framed", async ({ page, baseURL }) => {
  const response = await page.request.get("/wel/index");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  const violations = watchViolations(page);
  await page.setContent(`<iframe title="framed guide" src="${new URL("/guides", baseURL).href}"></iframe>`);
  await expect.poll(() => violations.some((text) => /frame-ancestors|X-Frame-Options/i.test(text)), { timeout: 10_000 }).toBe(true);
});
