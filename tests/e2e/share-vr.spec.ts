// Share links and virtual tours in Chromium against the seeded server: the demo student shares a college comparison,
// a logged-out browser opens the link and reads it (banner, colleges, no name), the owner revokes it and the same link
// then says so; a mistyped link says it is incomplete; /wel/vr with no tours imported (the seed has none) explains
// that and what an operator imports, in Chinese and English — axe clean at 1280 px and 375 px throughout.
import { test, expect } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

for (const width of [1280, 375]) {
  test(`a student shares a comparison, a logged-out reader opens it, the owner revokes it (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await login(page, STUDENT);
    await page.goto("/wel/contrast?codes=10001,10003");
    await expect(page.locator("[data-contrast-table]")).toBeVisible();

    const panel = page.locator("[data-share-panel]");
    await panel.getByRole("button", { name: "分享这个对比" }).click();
    await expect(panel.getByText("不含你的账号、电话等个人信息")).toBeVisible();
    await panel.getByRole("button", { name: "生成链接" }).click();
    const link = panel.getByLabel("分享链接");
    await expect(link).toHaveValue(/\/wel\/preview\?id=[A-Za-z0-9_-]{22}$/);
    const url = await link.inputValue();
    await expect(panel.locator("[data-share-made]")).toContainText(/有效期至 \d{4}年\d{1,2}月\d{1,2}日/);
    await panel.getByRole("button", { name: "复制链接" }).click();
    await expect(page.getByText("已复制到剪贴板")).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const id = new URL(url).searchParams.get("id")!;
    const row = panel.locator(`[data-share-id="${id}"]`);
    await expect(row).toContainText("北京大学、清华大学");
    await expect(row).toContainText("有效");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // A browser that never logged in reads the shared comparison: banner, colleges, a way to log in, nobody's name.
    const stranger = await browser.newContext({ viewport: { width, height: 900 } });
    const reader = await stranger.newPage();
    await reader.goto(url);
    await expect(reader).toHaveURL(url);
    const banner = reader.locator("[data-preview-banner]");
    await expect(banner).toContainText(/这是一位启航用户分享的只读页面，将于 \d{4}年\d{1,2}月\d{1,2}日 失效。/);
    await expect(banner.getByRole("link", { name: "登录启航" })).toHaveAttribute("href", "/login");
    const table = reader.locator("[data-preview-table]");
    await expect(table.getByRole("columnheader", { name: /北京大学/ })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: /清华大学/ })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "所在地" })).toBeVisible();
    await expect(reader.getByText("分享时查看的省份：广东")).toBeVisible();
    await expect(reader.locator("body")).not.toContainText("李明");
    await expectNoAxeViolations(reader);
    await expectNoSidewaysScroll(reader);
    // in English the colleges and their supervising department are named in English
    await reader.evaluate(() => localStorage.setItem("qihang-language", JSON.stringify({ dataType: "string", content: "en", datetime: Date.now() })));
    await reader.reload();
    await expect(table.getByRole("columnheader", { name: /Peking University/ })).toBeVisible();
    await expect(table.locator("tr", { has: reader.getByRole("rowheader", { name: "Governed by" }) })).toContainText("Ministry of Education");
    await expectNoAxeViolations(reader);
    await reader.evaluate(() => localStorage.setItem("qihang-language", JSON.stringify({ dataType: "string", content: "zh", datetime: Date.now() })));

    // The owner revokes it; the reader's next look says so.
    await row.getByRole("button", { name: "撤销分享：北京大学、清华大学" }).click();
    await expect(row).toContainText("已撤销");
    await expect(row.getByRole("button", { name: /撤销/ })).toHaveCount(0);
    await reader.reload();
    await expect(reader.locator("[data-refused]")).toHaveAttribute("data-refused", "revoked");
    await expect(reader.getByRole("alert")).toHaveText("分享者已撤销这个链接，内容不再公开。");
    await expect(reader.locator("[data-preview-table]")).toHaveCount(0);
    await expectNoAxeViolations(reader);
    await stranger.close();
  });
}

test("a link with a broken id or an unknown one says so, in Chinese and English", async ({ page }) => {
  await page.goto("/wel/preview?id=abc");
  await expect(page).toHaveURL(/\/wel\/preview\?id=abc$/);
  await expect(page.getByRole("alert")).toHaveText(/链接不完整或有误/);
  await page.goto(`/wel/preview?id=${"A".repeat(22)}`);
  await expect(page.getByRole("alert")).toHaveText("找不到这个分享链接：可能是地址输错了。");
  await expectNoAxeViolations(page);
  // the language the reader chose (kept like every portal setting) applies here too
  await page.evaluate(() => localStorage.setItem("qihang-language", JSON.stringify({ dataType: "string", content: "en", datetime: Date.now() })));
  await page.reload();
  await expect(page.getByRole("alert")).toHaveText("This share link does not exist: the address may have been mistyped.");
  await expect(page.getByRole("link", { name: "Log in to Qihang" })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`/wel/vr with no tours imported says so and what to import, in Chinese and English (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await login(page, STUDENT);
    await page.goto("/wel/vr");
    await expect(page.getByRole("heading", { level: 1, name: "VR校园" })).toBeVisible();
    const empty = page.locator("[data-vr-empty]");
    await expect(empty.getByRole("heading", { name: "还没有导入任何院校的 VR 校园地址" })).toBeVisible();
    // a student reads what to expect, not the operator's import steps
    await expect(empty).toContainText("院校官网");
    await expect(empty).not.toContainText(/CSV|FORMATS|导入工具/);
    await expect(page.locator("[data-vr-list]")).toHaveCount(0);
    await expect(page.locator("[data-tour-link]")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await toEnglish(page, { closeSettings: true });
    await expect(page.getByRole("heading", { level: 1, name: "Virtual campus tours" })).toBeVisible();
    await expect(empty.getByRole("heading", { name: "No college tour addresses have been imported yet" })).toBeVisible();
    await expect(empty).toContainText("colleges' own websites");
    await expect(empty).not.toContainText(/CSV|FORMATS/);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

test("the home page leads to /wel/vr and a college page has no tour link when none is imported", async ({ page }) => {
  await login(page, STUDENT);
  await page.getByRole("link", { name: /VR校园/ }).first().click();
  await expect(page).toHaveURL(/\/wel\/vr$/);
  await page.goto("/wel/school/10001/index/detail");
  await expect(page.locator("[data-school-header]")).toBeVisible();
  await expect(page.locator("[data-follow]")).toBeVisible();
  await expect(page.locator("[data-school-tours]")).toHaveCount(0);
});
