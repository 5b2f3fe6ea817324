// The portal shell in Chromium against the real server and seeded database (portal.md §2, §4, §8, §9).
import { test, expect } from "@playwright/test";
import { DEMO_GRADE, PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, fillLogin, login, openAvatarItem } from "./portal-helpers";

test("a visitor is sent to /login, which keeps what was typed on failure and links to the guides", async ({ page }) => {
  await page.goto("/wel/index");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
  await expect(page.getByRole("link", { name: "先看看升学路径指南" }).first()).toHaveAttribute("href", "/guides");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByText("请输入账号", { exact: true })).toBeVisible();
  await expect(page.getByText("请输入密码", { exact: true })).toBeVisible();
  await fillLogin(page, { ...STUDENT, password: "wrong-password" });
  await expect(page.getByRole("alert").filter({ hasText: "用户名或密码错误" })).toBeVisible();
  await expect(page.getByLabel("账号", { exact: true })).toHaveValue("student");
  await expect(page.getByLabel("密码", { exact: true })).toHaveValue("wrong-password");
  await expect(page.getByText("启航示范中学")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the student logs in and sees their label and the student tag; / and /login lead home", async ({ page }) => {
  await login(page, STUDENT);
  await expect(page.locator("header .tag")).toHaveText("学生");
  await expect(page.locator("main")).toContainText("李明");
  // the demo school's student is in grade 11 whatever day the database was seeded
  await expect(page.locator("main")).toContainText(DEMO_GRADE);
  await expect(page.locator("main")).toContainText("高二");
  await expect(page.locator("main")).toContainText("3班");
  await expect(page.getByRole("link", { name: "启航示范中学" })).toBeVisible();
  await expect(page).toHaveTitle(/生涯规划教育平台/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expectNoAxeViolations(page);
});

test("the parent logs in and sees the parent tag and the child's label", async ({ page }) => {
  await login(page, PARENT);
  await expect(page.locator("header .tag")).toHaveText("家长");
  await expect(page.locator("main")).toContainText("李明");
  await expect(page.locator("main")).toContainText(DEMO_GRADE);
});

test("visited pages become tabs; the first-page welcome tab and the only tab cannot be closed", async ({ page }) => {
  await login(page, STUDENT);
  const tabs = page.getByRole("navigation", { name: "已打开的页面" });
  await expect(tabs.getByRole("link")).toHaveText(["首页"]);
  await expect(tabs.getByRole("button")).toHaveCount(0);
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的" }).click();
  await expect(page).toHaveURL(/\/mine\/index$/);
  await expect(tabs.getByRole("link")).toHaveText(["首页", "我的"]);
  await page.goto("/info/index");
  await expect(tabs.getByRole("link")).toHaveText(["首页", "我的", "个人信息"]);
  await expect(tabs.getByRole("button", { name: /关闭“首页”/ })).toHaveCount(0);
  // Closing the active tab shows its neighbour.
  await tabs.getByRole("button", { name: "关闭“个人信息”" }).click();
  await expect(page).toHaveURL(/\/mine\/index$/);
  await expect(tabs.getByRole("link")).toHaveText(["首页", "我的"]);
  // Closing another tab stays put.
  await page.goto("/wel/index");
  await tabs.getByRole("button", { name: "关闭“我的”" }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tabs.getByRole("link")).toHaveText(["首页"]);
});

test("the top search runs only on non-empty input and replaces the route with t on the search page", async ({ page }) => {
  await login(page, STUDENT);
  const box = page.getByRole("searchbox", { name: "搜索院校、专业或职业" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/wel\/index$/);
  await box.fill(" 北京大学 ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/wel\/search\?keywords=%E5%8C%97%E4%BA%AC%E5%A4%A7%E5%AD%A6$/);
  const historyLength = await page.evaluate(() => history.length);
  await page.getByRole("searchbox", { name: "搜索院校、专业或职业" }).fill("医学");
  await page.getByRole("searchbox", { name: "搜索院校、专业或职业" }).press("Enter");
  await expect(page).toHaveURL(/keywords=%E5%8C%BB%E5%AD%A6&t=\d+$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("the language switch changes every string and the title, and the choice is kept", async ({ page }) => {
  await login(page, STUDENT);
  const zhTitle = await page.title();
  await page.getByRole("button", { name: "界面设置" }).click();
  await expect(page.getByRole("button", { name: "中文" })).toBeDisabled();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // accessible names: a phone shows a shorter label in place of "Career planning" (the text holds both)
  const links = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link");
  await expect(links).toHaveCount(4);
  for (const [i, name] of ["Home", "Career planning", "Applications", "Mine"].entries()) await expect(links.nth(i)).toHaveAccessibleName(name);
  expect(await page.title()).not.toBe(zhTitle);
  await expect(page).toHaveTitle(/Career Planning Education Platform/);
  await page.reload();
  await expect(page.locator("header .tag")).toHaveText("Student");
  await expectNoAxeViolations(page);
});

test("theme and colour choices apply at once and survive a reload", async ({ page }) => {
  await login(page, STUDENT);
  await page.getByRole("button", { name: "界面设置" }).click();
  await page.getByRole("radio", { name: "蓝色" }).check();
  await expect(page.locator("html")).toHaveClass(/theme-blue/);
  await page.getByRole("button", { name: "主题色 #0F766E" }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim())).toBe("#0f766e");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/theme-blue/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary-9").trim())).toBe("#e7f1f1");
  await expectNoAxeViolations(page);
});

test("logging out asks first; cancel stays, confirm goes to /login and the pages are closed", async ({ page }) => {
  await login(page, STUDENT);
  await page.getByRole("button", { name: /账号菜单/ }).click();
  await page.locator("#avatar-menu-list").getByRole("button", { name: "退出登录" }).click();
  const prompt = page.getByRole("dialog", { name: "退出登录" });
  await expect(prompt).toContainText("确定退出系统吗？");
  await expectNoAxeViolations(page, '[data-dialog="prompt"]');
  await prompt.getByRole("button", { name: "取消" }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openAvatarItem(page, "退出登录");
  await page.getByRole("dialog", { name: "退出登录" }).getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/mine/index");
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test("a revoked or expired token on a call sends the user to /login", async ({ page, request }) => {
  await login(page, STUDENT);
  // let the home page's own calls finish first: one of them answered 401 after the revocation would send this page to
  // /login?redirect=/wel/index while the test is already going to /mine/index
  await page.waitForLoadState("networkidle");
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("qihang-token")!).content as string);
  // Revoke this login on the server (as logging out elsewhere would).
  const answer = await request.get("/api/blade-user/user/logout", { headers: { "Blade-Auth": `bearer ${token}`, Authorization: `Basic ${Buffer.from("qihang-web:public").toString("base64")}` } });
  expect((await answer.json()).code).toBe(200);
  await page.goto("/mine/index");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine%2Findex$/);
  expect(await page.evaluate(() => localStorage.getItem("qihang-token"))).toBeNull();

  await login(page, STUDENT);
  // An expired token: signed in the past, refused by the server.
  await page.evaluate(() => {
    const record = JSON.parse(localStorage.getItem("qihang-token")!);
    const [header, , signature] = (record.content as string).split(".");
    const body = btoa(JSON.stringify({ sub: "1", exp: 1_600_000_000 })).replace(/=+$/, "");
    record.content = `${header}.${body}.${signature}`;
    localStorage.setItem("qihang-token", JSON.stringify(record));
  });
  await page.goto("/wel/index");
  await expect(page).toHaveURL(/\/login/);
});

test("two tabs elect one refresh leader and the second takes over when the first closes", async ({ context }) => {
  test.setTimeout(60_000);
  const first = await context.newPage();
  await login(first, STUDENT);
  await expect(first.locator("html")).toHaveAttribute("data-refresh-leader", "true");
  const second = await context.newPage();
  await second.goto("/wel/index");
  await expect(second.locator("html")).toHaveAttribute("data-refresh-leader", "false");
  const lease = await second.evaluate(() => JSON.parse(localStorage.getItem("qihang-refresh-leader")!).tabId);
  expect(lease).toBe(await first.evaluate(() => sessionStorage.getItem("qihang-tab-id")));
  await first.close({ runBeforeUnload: true });
  // Followers re-check every 12 s.
  await expect(second.locator("html")).toHaveAttribute("data-refresh-leader", "true", { timeout: 20_000 });
});

test("at 375 px the login page and the portal fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/login");
  await expectNoSidewaysScroll(page);
  await login(page, STUDENT);
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("unknown paths go to /404, /home goes to /login, and the error pages exist", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/404\?from=%2Fno%2Fsuch%2Fpage$/);
  await expect(page.locator("h1")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login$/);
  for (const code of ["403", "500"]) {
    await page.goto(`/${code}`);
    await expect(page).toHaveURL(new RegExp(`/${code}$`));
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("returning to a page through its tab restores where it was scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  await login(page, STUDENT);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: "instant" }));
  await expect(page.getByRole("button", { name: "回到顶部" })).toBeVisible();
  // the portal stores the position once scrolling settles (scroll-memory.ts): wait for it to be stored, not a fixed time
  await expect.poll(() => page.evaluate(() => {
    const stored = (JSON.parse(sessionStorage.getItem("qihang-scroll") ?? "{}") as Record<string, number>)[location.pathname];
    return stored === Math.round(window.scrollY) ? stored : null;
  })).toBeGreaterThan(400);
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(400);
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "我的" }).click();
  await expect(page).toHaveURL(/\/mine\/index$/);
  await page.getByRole("navigation", { name: "已打开的页面" }).getByRole("link", { name: "首页" }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  await page.getByRole("button", { name: "回到顶部" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
