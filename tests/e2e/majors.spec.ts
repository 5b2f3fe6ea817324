// Majors and professions in Chromium against the seeded server (portal.md §2 major/*, job/*): walk the catalogue to a
// major and on to a college offering it, open a profession and its related majors, favourite both, in both languages
// and at 375 px, with axe on every screen. Other specs share the demo student: favourites are toggled and restored.
import { test, expect, type Page } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

// Several pages, each checked with axe: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 90_000 });

test("walk the 本科 tree to a major and on to a college offering it", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/major/index");
  await expect(page.getByRole("heading", { level: 1, name: "专业查询" })).toBeVisible();
  await expect(page.getByRole("button", { name: "本科" })).toHaveAttribute("aria-pressed", "true");
  const discipline = page.getByRole("button", { name: /工学/ });
  await expect(discipline).toHaveAttribute("aria-expanded", "false");
  // Keyboard: the disclosure opens with Enter.
  await discipline.focus();
  await page.keyboard.press("Enter");
  await expect(discipline).toHaveAttribute("aria-expanded", "true");
  const branch = page.locator("#branch-08");
  await expect(branch.getByRole("link", { name: "计算机科学与技术 080901" })).toBeVisible();
  await expectNoAxeViolations(page);

  await branch.getByRole("link", { name: "计算机类", exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/major\/middle\/0809$/);
  await expect(page.getByRole("heading", { level: 1, name: "计算机类" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "所在位置" }).getByRole("link", { name: "工学" })).toHaveAttribute("href", "/wel/major/middle/08");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: /计算机科学与技术/ }).click();
  await expect(page).toHaveURL(/\/wel\/major\/small\/080901$/);
  await expect(page.getByRole("heading", { level: 1, name: "计算机科学与技术" })).toBeVisible();
  const facts = page.locator("section", { has: page.getByRole("heading", { name: "专业概况" }) });
  await expect(facts).toContainText("工学学士");
  await expect(facts).toContainText("4 年");
  await expect(facts.getByRole("link", { name: "计算机类" })).toBeVisible();
  await expect(page.locator("[data-related-professions]").getByRole("link", { name: "软件工程师", exact: true })).toBeVisible();
  // Colleges with their latest scores in the student's province (广东), labelled as sample data.
  const colleges = page.locator("[data-colleges]");
  await expect(colleges).toContainText("广东");
  await expect(colleges.locator("[data-score]").first()).toContainText("最低分");
  await expect(colleges.locator("[data-score] [data-sample]").first()).toHaveText("示例数据");
  await expect(colleges.locator("[data-sample-note]")).toBeVisible();
  await expect(page.locator("[data-requirements]")).toContainText(/须选|不限/);
  await expectNoAxeViolations(page);

  const college = colleges.locator("li[data-college]").first().getByRole("link").first();
  const href = await college.getAttribute("href");
  expect(href).toMatch(/^\/wel\/school\/\d{5}\/index\/detail$/);
  await college.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("search the catalogue, switch to 专科, and unknown or malformed codes", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/major/index");
  const search = page.getByRole("search", { name: "搜索专业" });
  await search.getByRole("searchbox", { name: "搜索专业" }).fill("软件");
  await search.getByRole("button", { name: "搜索", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "“软件”的搜索结果" })).toBeVisible();
  await expect(page.getByRole("link", { name: "软件工程 080902" })).toBeVisible();
  await expect(page).toHaveURL(/q=%E8%BD%AF%E4%BB%B6/);
  await page.getByRole("button", { name: "专科" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "专科专业目录" })).toBeVisible();
  await page.getByRole("link", { name: "软件技术 510203" }).click();
  await expect(page).toHaveURL(/\/wel\/major\/small\/510203$/);
  await expect(page.getByRole("heading", { level: 1, name: "软件技术" })).toBeVisible();
  await expect(page.getByText("专科不授予学位")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "所在位置" }).getByRole("link", { name: "专业查询" })).toHaveAttribute("href", "/wel/major/index?level=zhuan");

  await page.goto("/wel/major/small/999999");
  await expect(page.getByRole("heading", { level: 1, name: "没有找到这个专业" })).toBeVisible();
  await page.goto("/wel/job/middle/9-99-99");
  await expect(page.getByRole("heading", { level: 1, name: "没有找到这个职业" })).toBeVisible();
  await page.goto("/wel/major/middle/0809x01234567");
  await expect(page).toHaveURL(/\/404/);
});

test("open a profession by category and its related majors", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/job/index");
  await expect(page.getByRole("heading", { level: 1, name: "职业查询" })).toBeVisible();
  await expect(page.locator("[data-professions] > li").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /工程技术人员/ }).click();
  await expect(page.getByRole("button", { name: /工程技术人员/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { level: 2, name: "工程技术人员" })).toBeVisible();
  await expect(page).toHaveURL(/category=2-02/);
  const row = page.locator('[data-profession="2-02-10-01"]');
  await expect(row.getByRole("link", { name: "软件技术" })).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: "软件工程师", exact: true }).click();

  await expect(page).toHaveURL(/\/wel\/job\/middle\/2-02-10-01$/);
  await expect(page.getByRole("heading", { level: 1, name: "软件工程师" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "所在位置" }).getByRole("link", { name: "工程技术人员" })).toHaveAttribute("href", "/wel/job/middle/2-02");
  const majors = page.locator("[data-related-majors]");
  await expect(majors.getByRole("heading", { name: "本科" })).toBeVisible();
  await expect(majors.getByRole("heading", { name: "专科" })).toBeVisible();
  await expect(majors.getByRole("link", { name: /软件技术/ })).toHaveAttribute("href", "/wel/major/small/510203");
  await expect(page.getByRole("button", { name: /收藏“软件工程师”/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await majors.getByRole("link", { name: /软件工程 080902/ }).click();
  await expect(page).toHaveURL(/\/wel\/major\/small\/080902$/);
  await expect(page.getByRole("heading", { level: 1, name: "软件工程" })).toBeVisible();

  // A category code shows the category and its professions.
  await page.goto("/wel/job/middle/2-02");
  await expect(page.getByRole("heading", { level: 1, name: "工程技术人员" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "软件工程师", exact: true })).toHaveAttribute("href", "/wel/job/middle/2-02-10-01");
  await expectNoAxeViolations(page);
});

async function toggleAndRestore(page: Page, name: RegExp) {
  const button = page.getByRole("button", { name });
  await expect(button).toBeVisible();
  const before = await button.getAttribute("aria-pressed");
  const after = before === "true" ? "false" : "true";
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", after);
  if (after === "true") await expect(button).toContainText("已收藏");
  else await expect(button).not.toContainText("已收藏");
  // Kept by the server: a reload shows the new state.
  await page.reload();
  await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", after);
  await page.getByRole("button", { name }).click();
  await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", before ?? "false");
}

test("favourite a major and a profession (and undo both)", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/major/small/080910");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await toggleAndRestore(page, /收藏“.+”$/);
  await page.goto("/wel/job/middle/2-02-10-04");
  await expect(page.getByRole("heading", { level: 1, name: "大数据工程技术人员" })).toBeVisible();
  await toggleAndRestore(page, /收藏“大数据工程技术人员”/);
});

test("English at 375 px: every screen fits, reads in English and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  await toEnglish(page, { closeSettings: true });
  await page.goto("/wel/major/index");
  await expect(page.getByRole("heading", { level: 1, name: "Majors" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undergraduate", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /Engineering/ }).first().click();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/major/middle/0809");
  await expect(page.getByRole("heading", { level: 2, name: "Majors in this class" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/major/small/080901");
  await expect(page.getByText("Bachelor of Engineering")).toBeVisible();
  await expect(page.getByText("4 years")).toBeVisible();
  await expect(page.locator("[data-score]").first()).toContainText("Lowest score");
  await expect(page.locator("[data-score] [data-sample]").first()).toHaveText("Sample data");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/job/index");
  await expect(page.getByRole("heading", { level: 1, name: "Professions" })).toBeVisible();
  const categories = page.getByRole("button", { name: /^Categories/ });
  await expect(categories).toHaveAttribute("aria-expanded", "false");
  await categories.click();
  await page.getByRole("button", { name: /Engineering and technical professionals/ }).click();
  await expect(page.locator('[data-profession="2-02-10-01"]')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/job/middle/2-02-10-01");
  await expect(page.getByRole("heading", { level: 2, name: "Related majors" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Favourite “Software engineer”/ })).toBeVisible();
  // the description in English, not the seeded Chinese line marked zh-CN
  const about = page.getByText("Analyses software requirements and designs, develops, tests and maintains software.", { exact: true });
  await expect(about).toBeVisible();
  await expect(about).not.toHaveAttribute("lang", "zh-CN");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
