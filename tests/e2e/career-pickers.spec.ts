// The target pickers against the real server and the seeded school: 选院校 / 选专业 / 选职业 make something a target
// with one button and undo it, the filters and page survive a reload, 目标百科 describes each target (and says so when
// there are none), 职业列表 browses by category; a parent sees the pages read-only; both languages, 375 px, keyboard, axe.
import { test, expect, type Page } from "@playwright/test";
import { PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";
import { takeTurnsWith } from "./turns";

// PICKER_SHOTS=<folder> keeps screenshots of each screen (the top 2000 px) for a person to look at
async function shot(page: Page, name: string) {
  if (!process.env.PICKER_SHOTS) return;
  const height = Math.min(2000, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.screenshot({ path: `${process.env.PICKER_SHOTS}/${name}.png`, fullPage: true, clip: { x: 0, y: 0, width: page.viewportSize()!.width, height } });
}

/** Makes the row's thing a target (or not) with the keyboard and waits for the server's answer to show. */
async function press(row: ReturnType<Page["locator"]>, to: "set" | "unset") {
  const button = row.locator("[data-target-toggle]");
  await button.focus();
  await button.press("Enter");
  await expect(row.locator(`[data-target-toggle="${to}"]`)).toBeVisible();
}

// The tests that make the demo student's targets and remove them again (and count them) take turns with the other specs'
// tests that change or count that list; the others here only read it and run beside anything.
test.describe("a college made a target", () => {
  takeTurnsWith("student-targets");

  test("选院校: filters in the address, a college made a target and removed, 目标百科 describes it", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/career/college-select");
    await expect(page.getByRole("heading", { level: 1, name: "选择目标院校" })).toBeVisible();
    await page.getByLabel("院校名称或代码").fill("大学");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect(page).toHaveURL(/keyword=/);
    await page.getByLabel("办学层次").selectOption({ label: "本科" });
    await expect(page).toHaveURL(/keyword=%E5%A4%A7%E5%AD%A6/);
    await expect(page).toHaveURL(/level=%E6%9C%AC%E7%A7%91/);
    const pager = page.getByRole("navigation", { name: /分页/ });
    await pager.getByRole("link", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByLabel("院校名称或代码")).toHaveValue("大学");
    await expect(page.getByLabel("办学层次")).toHaveValue("本科");
    await expect(page.getByRole("status").filter({ hasText: "第 2" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "college-select-zh-1280");

    const row = page.locator("[data-college]").first();
    const code = await row.getAttribute("data-college");
    if ((await row.locator("[data-target-toggle]").getAttribute("data-target-toggle")) === "set") await press(row, "unset");
    const before = Number(await page.locator("[data-target-count]").getAttribute("data-target-count"));
    await press(row, "set");
    await expect(row.locator("[data-is-target]")).toBeVisible();
    await expect(page.locator("[data-target-count]")).toHaveAttribute("data-target-count", String(before + 1));
    await page.reload();
    await expect(page.locator(`[data-college="${code}"] [data-target-toggle="set"]`)).toBeVisible();

    await page.goto("/career/target-encyc");
    const card = page.locator(`[data-encyc-college="${code}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByRole("link").first()).toHaveAttribute("href", new RegExp(code!));
    await expect(card).toContainText("所在地");
    await expectNoAxeViolations(page);
    await shot(page, "target-encyc-zh-1280");

    await page.goto(`/career/college-select?keyword=${code}`);
    await press(page.locator(`[data-college="${code}"]`), "unset");
    await page.goto("/career/target-encyc");
    await expect(page.locator("[data-encyc]")).toBeVisible();
    await expect(page.locator(`[data-encyc-college="${code}"]`)).toHaveCount(0);
  });
});

test("目标百科: the seeded college-and-major target with its facts, requirements and professions", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/target-encyc");
  const major = page.locator('[data-encyc-major="080901"]').first();
  await expect(major).toBeVisible();
  await expect(major).toContainText("工学");
  await expect(major.locator("dt", { hasText: "修业年限" })).toBeVisible();
  await expect(major.locator("dt", { hasText: "就业方向" })).toBeVisible();
  await expect(major.getByRole("link", { name: "计算机科学与技术" })).toHaveAttribute("href", /080901/);
  await expect(page.locator('[data-encyc-college="10558"]').first()).toContainText("广东");
});

test.describe("a major and a profession made targets", () => {
  takeTurnsWith("student-targets");

  test("选专业: search, the catalogue opened in the address, a major made a target by keyboard and removed", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/career/major-select");
    await expect(page.getByRole("heading", { level: 1, name: "选择目标专业" })).toBeVisible();
    const first = page.locator("[data-branch]").first();
    await first.getByRole("button").click();
    const openCode = await first.getAttribute("data-branch");
    await expect(page).toHaveURL(new RegExp(`open=${openCode}`));
    await page.reload();
    await expect(page.locator(`[data-branch="${openCode}"] [data-major]`).first()).toBeVisible();

    await page.getByRole("searchbox", { name: "搜索专业" }).fill("哲学");
    await page.getByRole("searchbox", { name: "搜索专业" }).press("Enter");
    await expect(page).toHaveURL(/q=%E5%93%B2%E5%AD%A6/);
    const row = page.locator('[data-major="010101"]');
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, "major-select-zh-1280");
    if ((await row.locator("[data-target-toggle]").getAttribute("data-target-toggle")) === "set") await press(row, "unset");
    await press(row, "set");
    await page.goto("/career/target-encyc");
    const card = page.locator('[data-encyc-major="010101"]');
    await expect(card).toContainText("哲学");
    await expect(card).toContainText("选科要求");
    await page.goto("/career/major-select?q=%E5%93%B2%E5%AD%A6");
    await press(page.locator('[data-major="010101"]'), "unset");
  });

  test("选职业 and 职业列表: a profession by name made a target; categories in the address with the majors that lead to each", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/career/job-list");
    await expect(page.getByRole("heading", { level: 1, name: "职业库" })).toBeVisible();
    const select = page.getByLabel("职业类别");
    const value = await select.locator("option").nth(2).getAttribute("value");
    await select.selectOption(value!);
    await expect(page).toHaveURL(new RegExp(`category=${value}`));
    await page.reload();
    await expect(page.getByLabel("职业类别")).toHaveValue(value!);
    await expect(page.locator("[data-profession]").first()).toBeVisible();
    await expect(page.locator("[data-profession-majors]").first()).toContainText("相关专业");
    await expect(page.locator("[data-to-select]")).toHaveAttribute("href", `/career/job-select?category=${value}`);
    await expectNoAxeViolations(page);
    await shot(page, "job-list-zh-1280");

    const firstRow = page.locator("[data-profession]").first();
    const code = await firstRow.getAttribute("data-profession");
    const name = await firstRow.getByRole("heading").getByRole("link").textContent();
    await page.goto(`/career/job-select?q=${encodeURIComponent(name!)}`);
    await expect(page.getByRole("searchbox", { name: "按职业名称查找" })).toHaveValue(name!);
    const row = page.locator(`[data-profession="${code}"]`);
    await expectNoAxeViolations(page);
    await shot(page, "job-select-zh-1280");
    if ((await row.locator("[data-target-toggle]").getAttribute("data-target-toggle")) === "set") await press(row, "unset");
    await press(row, "set");
    await page.goto("/career/target-encyc");
    await expect(page.locator(`[data-encyc-profession="${code}"]`)).toContainText("职业介绍");
    await page.goto(`/career/job-select?q=${encodeURIComponent(name!)}`);
    await press(page.locator(`[data-profession="${code}"]`), "unset");
  });
});

// 张华, the demo school's other student, has started no plan
const NO_PLAN = { tenant: "000000", account: "zhanghua", password: "Student@2026" };

test("目标百科 with no targets says so and points to the pickers", async ({ page }) => {
  await login(page, NO_PLAN);
  await page.goto("/career/target-encyc");
  const empty = page.locator('[data-empty="targets"]');
  await expect(empty).toContainText("你还没有设定目标");
  await expect(empty.getByRole("link", { name: "选择目标院校" })).toHaveAttribute("href", "/career/college-select");
  await expectNoAxeViolations(page);
});

test("a parent reads the pickers with no buttons to change targets", async ({ page }) => {
  await login(page, PARENT);
  // the home's facts are the child's, and say so to a screen reader too (a parent is not addressed as the student)
  await expect(page.getByRole("heading", { name: "孩子的概况" })).toBeAttached();
  for (const path of ["/career/college-select", "/career/major-select?q=%E8%AE%A1%E7%AE%97%E6%9C%BA", "/career/job-select"]) {
    await page.goto(path);
    await expect(page.locator("[data-parent-note]")).toContainText("目标由学生本人添加和移除");
    await expect(page.locator("[data-college], [data-major], [data-profession]").first()).toBeVisible();
    await expect(page.locator("[data-target-toggle]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  // the seeded profession target (软件工程师) is marked as one, with nothing to press
  await page.goto(`/career/job-select?q=${encodeURIComponent("软件工程师")}`);
  await expect(page.locator('[data-profession="2-02-10-01"] [data-target-state="set"]')).toBeVisible();
  await page.goto("/career/target-encyc");
  await expect(page.locator('[data-encyc-major="080901"]').first()).toBeVisible();
});

test("English at 375 px: college names in English, no sideways scroll, axe clean", async ({ page }) => {
  await login(page, STUDENT);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/career/college-select?keyword=10558");
  await toEnglish(page, { closeSettings: true });
  await expect(page.getByRole("heading", { level: 1, name: "Choose target colleges" })).toBeVisible();
  await expect(page.locator('[data-college="10558"]').getByRole("link").first()).toHaveText("Sun Yat-sen University");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, "college-select-en-375");
  for (const [path, name] of [["/career/target-encyc", "target-encyc"], ["/career/major-select?open=08", "major-select"], ["/career/job-list", "job-list"], ["/career/job-select", "job-select"]] as const) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("[data-college], [data-major], [data-profession], [data-encyc]").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await shot(page, `${name}-en-375`);
  }
});
