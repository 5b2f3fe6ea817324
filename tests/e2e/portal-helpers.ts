// Shared steps for the portal end-to-end tests: they drive the real login form against the real server.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { demoCalendar } from "../../src/server/db/seed/calendar";

/** The demo data as the e2e server seeds it today: the demo school's students are in grade 11 (seed/calendar.ts). */
export const DEMO = demoCalendar(new Date());
export const DEMO_GRADE = `${DEMO.demoEnrolment}级`;

export const STUDENT = { tenant: "000000", account: "student", password: "Student@2026" };
export const PARENT = { tenant: "000000", account: "parent", password: "Parent@2026" };
/** A second school's student: the tests that change a password use this account alone. */
export const OTHER_STUDENT = { tenant: "100001", account: "student", password: "Student@2026" };

export async function fillLogin(page: Page, who: { tenant: string; account: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("租户编号（学校编号）").fill(who.tenant);
  await page.getByLabel("账号", { exact: true }).fill(who.account);
  await page.getByLabel("密码", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

export async function login(page: Page, who: { tenant: string; account: string; password: string }) {
  await fillLogin(page, who);
  // a login waits on argon2id and on the one embedded database, which the other worker's heavy calls may hold for seconds
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: /账号菜单/ })).toBeVisible();
}

export async function openAvatarItem(page: Page, name: string) {
  await page.getByRole("button", { name: /账号菜单/ }).click();
  await page.locator("#avatar-menu-list").getByRole("button", { name, exact: true }).click();
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Islands render after load: check the page once its content (its one h1) is there.
  if (!include) await expect(page.locator("h1")).toHaveCount(1);
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `axe violations on ${page.url()}${include ? ` in ${include}` : ""}`).toEqual([]);
}

/** The page never scrolls sideways at this width. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

/** Switches the portal to English through the settings panel, as a user does, and waits for the page to follow. */
export async function toEnglish(page: Page) {
  await page.getByRole("button", { name: "界面设置" }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

const CLIENT = { Authorization: `Basic ${Buffer.from("qihang-web:public").toString("base64")}` };

/** An account's API headers (a login through the token call), for a test's own setup. */
export async function apiHeaders(request: APIRequestContext, who: { tenant: string; account: string; password: string } = STUDENT) {
  const r = await request.post(`/api/blade-auth/token?tenantId=${who.tenant}&username=${who.account}&password=${encodeURIComponent(who.password)}&grantType=password&type=account`,
    { headers: { ...CLIENT, "Tenant-Id": who.tenant, "User-Type": "career" } });
  return { ...CLIENT, "Blade-Auth": `bearer ${(await r.json()).data.accessToken as string}` };
}
