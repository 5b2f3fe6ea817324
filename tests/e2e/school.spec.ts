// The school page /wel/school/{code}/… in Chromium against the seeded server (portal.md §2 "School", §4 follow):
// reached from a Strong Foundation tile, the follow button, the seven tabs, both languages, 375 px and axe.
import { test, expect, type Page } from "@playwright/test";
import { PARENT, expectNoAxeViolations, expectNoSidewaysScroll, login } from "./portal-helpers";
import { brochureYear } from "../../src/lib/rules/school";

const TABS_ZH = ["院校概况", "院校风采", "招生章程", "录取分数线", "招生计划", "提前批计划", "提前批分数线"];
const TABS_EN = ["Overview", "Campus", "Admission brochures", "Score lines", "Admission plan", "Early-batch plan", "Early-batch score lines"];

const tabNav = (page: Page) => page.locator("[data-school-tabs]");
const followButton = (page: Page) => page.locator("[data-follow]");

async function openTab(page: Page, name: string, path: RegExp) {
  await tabNav(page).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(tabNav(page).getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

test("a Strong Foundation tile opens the school: header, tabs and the index redirect", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/guides/strong-foundation");
  await page.getByRole("link", { name: /北京大学/ }).first().click();
  await expect(page).toHaveURL(/\/wel\/school\/10001\/index\/detail$/);
  await expect(page.locator("h1")).toHaveText("北京大学");
  const header = page.locator("[data-school-header]");
  await expect(header.locator("[data-facts]")).toHaveText("北京市 · 综合类 · 公办 · 教育部主管");
  await expect(header.locator("[data-tags] li")).toHaveText(["985", "211", "双一流", "强基计划"]);
  await expect(followButton(page)).toHaveText(/关注/);
  await expect(tabNav(page).getByRole("link")).toHaveText(TABS_ZH);
  await expect(tabNav(page).locator("[aria-current=page]")).toHaveText("院校概况");

  // index (and the bare school address) lead to the detail; an unknown tab or a malformed code to /404.
  await page.goto("/wel/school/10001/index");
  await expect(page).toHaveURL(/\/wel\/school\/10001\/index\/detail$/);
  await page.goto("/wel/school/10001");
  await expect(page).toHaveURL(/\/wel\/school\/10001\/index\/detail$/);
  await page.goto("/wel/school/10001/nothing-here");
  await expect(page).toHaveURL(/\/404$/);
  await page.goto("/wel/school/10001%3Cb%3E/plan");
  await expect(page).toHaveURL(/\/404$/);
  // A well-formed code without a school says so on the page.
  await page.goto("/wel/school/99999/index/detail");
  await expect(page.locator("h1")).toHaveText("未找到该院校");
  await expect(page.locator("[data-toast]")).toHaveCount(0);
});

test("follow and unfollow: the label and isFavorite change only on code 200; a failing call changes nothing and shows nothing", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/wel/school/10003/index/detail");
  await expect(page.locator("h1")).toHaveText("清华大学");
  const button = followButton(page);
  await expect(button).toHaveAttribute("data-favorite", /true|false/);
  // Start from "not followed" (a previous run may have left it followed).
  if ((await button.getAttribute("data-favorite")) === "true") {
    const undone = page.waitForResponse("**/delete-my-favorite");
    await button.click();
    await undone;
    await expect(button).toHaveAttribute("data-favorite", "false");
  }
  await expect(button).toHaveText("☆关注");

  // No answer (network failure): nothing changes, no message.
  await page.route("**/add-my-favorite", (route) => route.abort());
  const failed = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/add-my-favorite"));
  await button.click();
  await failed;
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveText("☆关注");
  await expect(button).toHaveAttribute("data-favorite", "false");
  await expect(page.locator("[data-toast]")).toHaveCount(0);

  // An answer with another code: the same.
  await page.unroute("**/add-my-favorite");
  await page.route("**/add-my-favorite", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: 500, success: false, data: null, msg: "服务繁忙" }) }));
  const refused = page.waitForResponse("**/add-my-favorite");
  await button.click();
  await refused;
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveText("☆关注");
  await expect(button).toHaveAttribute("data-favorite", "false");
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  await expect(page.getByText("服务繁忙")).toHaveCount(0);
  await page.unroute("**/add-my-favorite");

  // Code 200: followed, and the server keeps it.
  const added = page.waitForResponse("**/add-my-favorite");
  await button.click();
  expect((await (await added).json()).code).toBe(200);
  await expect(button).toHaveText("★已关注");
  await expect(button).toHaveAttribute("data-favorite", "true");
  await page.reload();
  await expect(followButton(page)).toHaveAttribute("data-favorite", "true");
  await expect(followButton(page)).toHaveText("★已关注");

  // Unfollow failing, then succeeding.
  await page.route("**/delete-my-favorite", (route) => route.abort());
  const failedDelete = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/delete-my-favorite"));
  await followButton(page).click();
  await failedDelete;
  await expect(followButton(page)).not.toHaveAttribute("aria-disabled", "true");
  await expect(followButton(page)).toHaveText("★已关注");
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  await page.unroute("**/delete-my-favorite");

  const deleted = page.waitForResponse("**/delete-my-favorite");
  await followButton(page).click();
  expect((await (await deleted).json()).code).toBe(200);
  await expect(followButton(page)).toHaveText("☆关注");
  await expect(followButton(page)).toHaveAttribute("data-favorite", "false");
  await page.reload();
  await expect(followButton(page)).toHaveAttribute("data-favorite", "false");
});

test("overview (detail and introduce) and style show the school's facts, sample-labelled data and pictures", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/wel/school/10001/index/detail");
  await expect(page.locator("[data-facts-list]")).toContainText("4111010001");
  await expect(page.locator("[data-part=school-ranking] table tbody tr")).not.toHaveCount(0);
  await expect(page.locator("[data-part=school-ranking] [data-sample]")).toContainText("示例数据");
  await expect(page.locator("[data-part=school-employment]")).toContainText("就业率");
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "概况栏目" }).getByRole("link", { name: "院校简介" }).click();
  await expect(page).toHaveURL(/\/index\/introduce$/);
  await expect(page.locator("[data-panel=school-introduce]")).toContainText("北京大学位于北京市");
  await expect(tabNav(page).locator("[aria-current=page]")).toHaveText("院校概况");

  await openTab(page, "院校风采", /\/wel\/school\/10001\/picture$/);
  await expect(page.locator("[data-pictures-none]")).toContainText("不是学校官方校徽");
  await expectNoAxeViolations(page);
});

test("admission brochures: none is invented — the tab says the coming year's brochure is not yet published", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/wel/school/10001/index/detail");
  await openTab(page, "招生章程", /\/wel\/school\/10001\/guide\/index$/);
  await expect(page.locator("[data-empty=brochures]")).toContainText(`该校${brochureYear(new Date())}年招生章程暂未在启航发布。`);
  await expect(page.locator("[data-brochures]")).toHaveCount(0);
  // Nothing to search: no title search either.
  await expect(page.getByRole("searchbox", { name: "搜索章程标题" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A brochure address without a brochure says so and leads back.
  await page.goto("/wel/school/10001/guide/999999");
  await expect(page.getByRole("alert")).toHaveText("未找到这份招生章程。");
  await expect(tabNav(page).locator("[aria-current=page]")).toHaveText("招生章程");
  await page.getByRole("link", { name: "返回章程列表" }).click();
  await expect(page).toHaveURL(/\/wel\/school\/10001\/guide\/index$/);
});

test("score lines: by province, year and subject type, with the chart loaded only on this tab", async ({ page }) => {
  const chartRequests: string[] = [];
  page.on("request", (request) => {
    if (/TrendChart/.test(request.url())) chartRequests.push(new URL(page.url()).pathname);
  });
  await login(page, PARENT);
  for (const path of ["index/detail", "picture", "guide/index", "plan"]) {
    await page.goto(`/wel/school/10001/${path}`);
    await expect(page.locator(`[data-panel]:not([data-panel="school-chances"])`)).toBeVisible();
  }
  await expect(page.locator("[data-table=plan]")).toBeVisible();
  expect(chartRequests).toEqual([]);

  // The user's province (广东, from the child's region) and its first subject type.
  await openTab(page, "录取分数线", /\/wel\/school\/10001\/scoreline$/);
  await expect(page.getByLabel("省份")).toHaveValue("44");
  await expect(page.getByLabel("科类")).toHaveValue("物理类");
  await expect(page.locator("[data-chart]")).toBeVisible();
  await expect(page.locator("[data-chart] .recharts-line-dot").first()).toBeVisible();
  await expect(page.locator("[data-table=trend] tbody tr")).toHaveCount(5);
  await expect(page.locator("[data-table=major-scores] tbody tr")).not.toHaveCount(0);
  await expect(page.locator("[data-table=major-scores] caption")).toContainText("2025年");
  await expect(page.locator("[data-part=college] [data-sample]")).toContainText("示例数据");
  await expectNoAxeViolations(page);
  await page.getByLabel("年份").selectOption("2022");
  await expect(page.locator("[data-table=major-scores] caption")).toContainText("2022年");
  await page.getByLabel("科类").selectOption("历史类");
  await expect(page.locator("[data-table=trend] caption")).toContainText("历史类");
  await page.getByLabel("省份").selectOption("33");
  await expect(page.getByLabel("科类")).toHaveValue("综合");
  await expect(page.locator("[data-table=trend] tbody tr")).toHaveCount(5);
  expect(chartRequests.length).toBeGreaterThan(0);
  expect(chartRequests.every((path) => path.endsWith("/scoreline"))).toBe(true);
});

test("admission plan: places by major for the chosen year", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/wel/school/10001/index/detail");
  await openTab(page, "招生计划", /\/wel\/school\/10001\/plan$/);
  await expect(page.locator("[data-table=plan] tbody tr")).not.toHaveCount(0);
  await expect(page.locator("[data-table=plan] caption")).toContainText("2025年");
  await page.getByLabel("年份").selectOption("2023");
  await expect(page.locator("[data-table=plan] caption")).toContainText("2023年");
  await expect(page.locator("[data-panel=school-plan] [data-sample]")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("early batch: none for 北京大学 in 广东 (said so); plan and score lines for 中国人民公安大学", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/wel/school/10001/index/detail");
  await openTab(page, "提前批计划", /\/wel\/school\/10001\/prePlan$/);
  await expect(page.locator("[data-early-empty]")).toContainText("广东暂无该校的提前批招生");
  await openTab(page, "提前批分数线", /\/wel\/school\/10001\/preScoreline$/);
  await expect(page.locator("[data-early-empty]")).toBeVisible();

  await page.goto("/wel/school/10041/prePlan");
  await expect(page.locator("h1")).toHaveText("中国人民公安大学");
  await expect(page.locator("[data-table=early-plan]").first()).toContainText("本科提前批");
  await expect(page.locator("[data-table=early-plan] tbody tr")).not.toHaveCount(0);
  await expect(page.locator("[data-panel=school-prePlan] [data-sample]")).toBeVisible();
  await expectNoAxeViolations(page);
  await openTab(page, "提前批分数线", /\/wel\/school\/10041\/preScoreline$/);
  await expect(page.locator("[data-chart] .recharts-line-dot").first()).toBeVisible();
  await expect(page.locator("[data-table=trend] tbody tr")).toHaveCount(5);
  await expect(page.locator("[data-table=early-majors] tbody tr")).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

async function englishAt375(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, PARENT);
  await page.getByRole("button", { name: "界面设置" }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

async function checkPages(page: Page, pages: [string, string][]) {
  for (const [path, content] of pages) {
    await page.goto(path);
    await expect(page.locator(content).first()).toBeVisible();
    if (path.endsWith("coreline")) await expect(page.locator("[data-chart] .recharts-line-dot").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
}

test("English at 375 px: the header and the overview fit, read in English and pass axe", async ({ page }) => {
  await englishAt375(page);
  await page.goto("/wel/school/10001/index/detail");
  await expect(page.locator("h1")).toHaveText("Peking University");
  await expect(page.locator("[data-school-header] [data-facts]")).toHaveText("Beijing · Comprehensive · Public · Governed by Ministry of Education");
  await expect(page.locator("[data-school-header] [data-tags] li")).toHaveText(["985", "211", "Double First-Class", "Strong Foundation"]);
  await expect(followButton(page)).toContainText(/Follow/);
  await expect(tabNav(page).getByRole("link")).toHaveText(TABS_EN);
  await expect(page.locator("[data-sample]").first()).toContainText("Sample data");
  await checkPages(page, [
    ["/wel/school/10001/index/detail", "[data-facts-list]"],
    ["/wel/school/10001/index/introduce", "[data-panel=school-introduce] p"],
  ]);
});

test("English at 375 px: style and brochures", async ({ page }) => {
  await englishAt375(page);
  await checkPages(page, [
    ["/wel/school/10001/picture", "[data-pictures-none]"],
    ["/wel/school/10001/guide/index", "[data-empty=brochures]"],
  ]);
});

test("English at 375 px: score lines and plan", async ({ page }) => {
  await englishAt375(page);
  await checkPages(page, [
    ["/wel/school/10001/scoreline", "[data-table=major-scores]"],
    ["/wel/school/10001/plan", "[data-table=plan]"],
  ]);
  await expect(page.getByLabel("Subject track")).toHaveValue("物理类");
  await expect(page.getByLabel("Subject track").locator("option:checked")).toHaveText("Physics track");
});

test("English at 375 px: the early-batch plan and score lines", async ({ page }) => {
  await englishAt375(page);
  await checkPages(page, [
    ["/wel/school/10041/prePlan", "[data-table=early-plan]"],
    ["/wel/school/10041/preScoreline", "[data-table=early-majors]"],
  ]);
  await expect(page.locator("[data-table=trend] thead")).toContainText("Lowest score");
});
