// Shared steps for the portal end-to-end tests: they drive the real login form against the real server.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeOn } from "./axe";
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

/** What a login stores in local storage (session/auth.ts applyLogin), as the portal wrote it. */
const LOGIN_NAMES = ["token", "refreshToken", "tokenSetAt", "userInfo", "userType"];
/** What a login resets in session storage (tabs, lock) or what the portal fetches again after one (menus, rights). */
const SESSION_NAMES = ["tagList", "isLock", "lockPasswd", "menu", "menuAll", "permission", "schoolList", "roles"];
/** A login kept this long is used again: well inside the portal's 30-minute refresh, so a reused one never refreshes. */
const KEEP_MS = 10 * 60_000;

interface Kept { at: number; stored: Record<string, string | null> }
/** This worker's logins by account: one login form per account every few minutes instead of one per test. */
const kept = new Map<string, Kept>();
const keyOf = (who: { tenant: string; account: string; password: string }) => `${who.tenant}\n${who.account}\n${who.password}`;

/** The fields a login stores about the user (userInfo) that the server's current view of them must still match. */
const USER_FIELDS = ["account", "studentId", "regionCode", "modeName"];

/**
 * The kept login still works on the server (not logged out, not ended by a password change, here or elsewhere), and what
 * it stored about the user is still so (a test may have moved the student to another province): else the form again.
 */
async function stillValid(page: Page, login: Kept): Promise<boolean> {
  const token = login.stored["qihang-token"];
  const stored = login.stored["qihang-userInfo"];
  if (!token || !stored) return false;
  try {
    const answer = await page.request.get("/api/blade-user/user/getUserInfo", { headers: { ...CLIENT, "Blade-Auth": `bearer ${JSON.parse(token).content}` } });
    if (!answer.ok()) return false;
    const { code, data } = await answer.json();
    const kept = JSON.parse(stored).content as Record<string, unknown>;
    return code === 200 && USER_FIELDS.every((field) => !(field in data) || String(data[field] ?? "") === String(kept[field] ?? ""));
  } catch {
    return false;
  }
}

/**
 * Signs in as `who` and lands on /wel/index with the account menu shown. The first time in a worker (and after a kept
 * login was ended or grew old) through the real login form; after that by putting the kept login's stored session
 * into this page, as a new tab of a signed-in user has it. A page that logs out or refreshes its tokens drops the kept
 * login (its tokens are spent), so the next test signs in with the form again. Tests of the login form itself use
 * fillLogin.
 */
export async function login(page: Page, who: { tenant: string; account: string; password: string }) {
  const key = keyOf(who);
  const known = kept.get(key);
  if (known && Date.now() - known.at < KEEP_MS && (await stillValid(page, known))) {
    // any same-origin document gives the page this origin's storage; the icon is the smallest
    await page.goto("/favicon.svg");
    await page.evaluate(({ stored, session }) => {
      for (const [name, value] of Object.entries(stored)) if (value === null) localStorage.removeItem(name); else localStorage.setItem(name, value);
      for (const name of session) sessionStorage.removeItem(`qihang-${name}`);
    }, { stored: known.stored, session: SESSION_NAMES });
    await page.goto("/wel/index");
  } else {
    kept.delete(key);
    await fillLogin(page, who);
  }
  // a login waits on argon2id and on the one embedded database, which the other worker's heavy calls may hold for seconds
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: /账号菜单/ })).toBeVisible();
  if (!kept.has(key)) {
    const stored = await page.evaluate((names) => Object.fromEntries(names.map((name) => [`qihang-${name}`, localStorage.getItem(`qihang-${name}`)])), LOGIN_NAMES);
    kept.set(key, { at: Date.now(), stored });
  }
  // spent by this test: a logout revokes the login, a refresh rotates its refresh token (a second use would end it)
  page.context().on("request", (request) => {
    if (/\/user\/logout|grantType=refresh_token/.test(request.url()) || /grantType=refresh_token/.test(request.postData() ?? "")) kept.delete(key);
  });
}

export async function openAvatarItem(page: Page, name: string) {
  await page.getByRole("button", { name: /账号菜单/ }).click();
  await page.locator("#avatar-menu-list").getByRole("button", { name, exact: true }).click();
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Islands render after load: check the page once its content (its one h1) is there.
  if (!include) await expect(page.locator("h1")).toHaveCount(1);
  let builder = axeOn(page);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `axe violations on ${page.url()}${include ? ` in ${include}` : ""}`).toEqual([]);
}

/** The page never scrolls sideways at this width. */
export async function expectNoSidewaysScroll(page: Page) {
  const { overflow, widest } = await page.evaluate(() => {
    // the innermost elements that reach past the window's right edge, to name what overflows
    const past = [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1);
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    const widest = innermost.slice(0, 3).map((e) => `${e.tagName.toLowerCase()}${e.className && typeof e.className === "string" ? `.${e.className.split(" ").slice(0, 3).join(".")}` : ""} “${(e.textContent ?? "").slice(0, 40)}”`);
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, widest };
  });
  expect(overflow, `horizontal overflow in px (${widest.join("; ")})`).toBeLessThanOrEqual(0);
}

/**
 * The screen on show again at the other of the two widths the walks use (375 ↔ 1280 px, same height): `check` what must
 * still be so, axe (on `include` only, when given) and no sideways scroll there, then back to the walk's width. A walk
 * at one width so covers both without being walked twice.
 */
export async function atOtherWidth(page: Page, { include, check }: { include?: string; check?: () => Promise<void> } = {}) {
  const size = page.viewportSize()!;
  await test.step("the same screen at the other width", async () => {
    await page.setViewportSize({ width: size.width > 800 ? 375 : 1280, height: size.height });
    await check?.();
    await expectNoAxeViolations(page, include);
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(size);
  });
}

/**
 * Switches the portal to English through the settings panel, as a user does, and waits for the page to follow. With
 * `closeSettings` the panel is then closed with Escape (for a test that reads or scans the page behind it).
 */
export async function toEnglish(page: Page, { closeSettings = false } = {}) {
  await page.getByRole("button", { name: "界面设置" }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  if (closeSettings) await page.keyboard.press("Escape");
}

const CLIENT = { Authorization: `Basic ${Buffer.from("qihang-web:public").toString("base64")}` };

/** An account's API headers (a login through the token call), for a test's own setup. */
export async function apiHeaders(request: APIRequestContext, who: { tenant: string; account: string; password: string } = STUDENT) {
  const r = await request.post(`/api/blade-auth/token?tenantId=${who.tenant}&username=${who.account}&password=${encodeURIComponent(who.password)}&grantType=password&type=account`,
    { headers: { ...CLIENT, "Tenant-Id": who.tenant, "User-Type": "career" } });
  return { ...CLIENT, "Blade-Auth": `bearer ${(await r.json()).data.accessToken as string}` };
}
