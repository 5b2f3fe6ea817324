// 院校 / 专业 / 职业选科要求 (/career/course-by-college, -major, -pro): a student looks requirements up by name, sees
// which majors their combination opens, and the lookup stays in the address; both languages, 375 px, axe.
import { test, expect, type Page } from "@playwright/test";
import { DEMO_GRADE, PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

async function find(page: Page, label: string, keyword: string) {
  const search = page.getByRole("search", { name: "查找选科要求" });
  await search.getByLabel(label).fill(keyword);
  await search.getByRole("button").click();
}

test("院校选科要求: found by name, each major's requirement and whether the student's combination opens it; kept in the address", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/course-by-college");
  await expect(page.getByRole("heading", { level: 1, name: "院校选科要求" })).toBeVisible();
  await find(page, "院校名称", "不存在的大学");
  await expect(page.locator("[data-no-match]")).toContainText("没有名称含“不存在的大学”的结果");
  await find(page, "院校名称", "中山");
  await page.locator("[data-hit='10558']").click();
  await expect(page).toHaveURL(/course-by-college\?code=10558$/);
  const college = page.locator("[data-part=lookup-college]");
  await expect(college.getByRole("heading", { level: 2, name: "中山大学" })).toBeVisible();
  const majors = college.locator("[data-table=lookup-majors] tbody tr");
  expect(await majors.count()).toBeGreaterThan(5);
  // the student has a combination: every row says whether it opens the major, and the summary counts them
  const opened = await college.locator("tr[data-meets=true]").count();
  const closed = await college.locator("tr[data-meets=false]").count();
  expect(opened + closed).toBe(await majors.count());
  await expect(college.locator("[data-met]")).toContainText(`能报其中 ${opened} 个专业，共 ${opened + closed} 个`);
  await expect(college.locator("[data-source]")).toContainText("示例");
  await expect(college.locator("[data-basis]")).toContainText(/3\+1\+2 模式，\d{4} 年/);
  // the combinations, the student's own marked once
  await expect(page.locator("[data-part=lookup-combos] tr[data-mine=yes]")).toHaveCount(1);
  await expectNoAxeViolations(page);
  // a reload, or a shared address, opens the same college
  await page.reload();
  await expect(page.locator("[data-part=lookup-college]").getByRole("heading", { level: 2, name: "中山大学" })).toBeVisible();
  // a code that names nothing says so
  await page.goto("/career/course-by-college?code=99999");
  await expect(page.locator("[data-unknown]")).toHaveText("没有找到这个代码对应的记录，请重新查找。");
});

test("专业选科要求: the majors a combination opens, page by page, and what the colleges offering one major ask", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/course-by-major");
  const combination = page.locator("[data-part=lookup-combination]");
  await expect(combination.locator("[data-opens]")).toContainText("这个组合至少在一所院校能报");
  const firstPage = await combination.locator("[data-table=lookup-combination] tbody tr").allTextContents();
  expect(firstPage.length).toBe(10);
  await combination.getByRole("button", { name: "下一页" }).click();
  await expect(combination.getByText("第 2 /")).toBeVisible();
  await expect.poll(() => combination.locator("[data-table=lookup-combination] tbody tr").allTextContents()).not.toEqual(firstPage);
  // a history-first combination opens fewer majors than a physics-first one in the sample's requirements
  const opens = async () => Number(/能报 (\d+) 个专业/.exec((await combination.locator("[data-opens]").textContent()) ?? "")?.[1]);
  await combination.getByLabel("组合").selectOption("物理+化学+生物");
  await expect(combination.locator("[data-opens]")).toBeVisible();
  const physics = await opens();
  await combination.getByLabel("组合").selectOption("历史+政治+地理");
  await expect.poll(opens).toBeLessThan(physics);

  await find(page, "专业名称或代码", "计算机科学");
  await page.locator("[data-hit='080901']").click();
  const major = page.locator("[data-part=lookup-major]");
  await expect(major.getByRole("heading", { level: 2, name: "计算机科学与技术" })).toBeVisible();
  const spread = major.locator("[data-table=lookup-spread] tbody tr");
  expect(await spread.count()).toBeGreaterThan(0);
  await expect(spread.first().getByRole("link").first()).toHaveAttribute("href", /^\/wel\/school\/\d{5}\//);
  await expect(major.locator("[data-table=lookup-combos]")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("职业选科要求: the majors leading to a profession with what colleges ask, in English at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  await page.goto("/career/course-by-pro");
  await find(page, "职业名称", "软件");
  await page.locator("[data-hit='2-02-10-01']").click();
  const profession = page.locator("[data-part=lookup-profession]");
  await expect(profession.getByRole("heading", { level: 2, name: "软件工程师" })).toBeVisible();
  await expect(profession.locator("[data-pro-major]").first()).toBeVisible();
  await expect(profession.locator("[data-table=lookup-spread]").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await toEnglish(page, { closeSettings: true });
  await expect(page.getByRole("heading", { level: 1, name: "Requirements by profession" })).toBeVisible();
  await expect(page.locator("[data-part=lookup-profession] [data-basis]")).toContainText(/Requirements published by colleges for \d{4}, 3\+1\+2 model\./);
  await expect(page.locator("[data-part=lookup-combos] h2")).toHaveText("What each combination opens");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.goto("/career/course-by-college?code=10558");
  await expect(page.locator("[data-part=lookup-college] [data-met]")).toContainText(/Your combination \(.+\) opens \d+ of these \d+ majors\./);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // 专业选科要求 fits a phone in English too: the combination picker (its longest option) and a major's answer
  await page.goto("/career/course-by-major?code=080901");
  await expect(page.locator("[data-part=lookup-combination] [data-opens]")).toBeVisible();
  await expect(page.locator("[data-part=lookup-major] [data-table=lookup-spread]")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // the operation guide follows the portal's language: the Chinese address opens the English guide, and its language
  // switch still leads to the Chinese one
  await page.goto("/help/guide");
  await expect(page).toHaveURL(/\/en\/help\/guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qihang portal operation guide");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "中文" }).click();
  await expect(page).toHaveURL(/\/help\/guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("启航平台操作指南");
});

test("选科填报: the school's round for the student's grade, a draft then a submitted choice kept after a reload; a parent only reads it", async ({ page, browser }) => {
  await login(page, STUDENT);
  await page.goto("/career/selection");
  await expect(page.getByRole("heading", { level: 1, name: "选科填报" })).toBeVisible();
  const round = page.locator("[data-part^=round-]").filter({ hasText: `${DEMO_GRADE}选科` });
  await expect(round.locator("[data-round-state]")).toHaveAttribute("data-round-state", "open");
  await expect(round).toContainText("本次开放的组合：物理 + 化学 + 生物");
  const form = round.locator("[data-round-form]");
  await form.getByRole("radio", { name: /历史 \+ 政治 \+ 地理/ }).check();
  await form.getByRole("button", { name: "存为草稿" }).click();
  await expect(form.getByRole("status")).toHaveText("草稿已保存，记得在截止前提交。");
  await expect(round.locator("[data-selection]")).toHaveAttribute("data-selection", "draft");
  await expect(round.locator("[data-selection]")).toContainText("历史 + 政治 + 地理");
  await form.getByRole("radio", { name: /物理 \+ 化学 \+ 地理/ }).check();
  await form.getByLabel("备注（可不填）").fill("想学地理信息科学");
  await form.getByRole("button", { name: "提交" }).click();
  await expect(form.getByRole("status")).toHaveText("已提交。截止前仍可修改。");
  await expectNoAxeViolations(page);
  await page.reload();
  const again = page.locator("[data-part^=round-]").filter({ hasText: `${DEMO_GRADE}选科` });
  await expect(again.locator("[data-selection]")).toHaveAttribute("data-selection", "submitted");
  await expect(again.locator("[data-selection]")).toContainText("物理 + 化学 + 地理");
  await expect(again.getByLabel("备注（可不填）")).toHaveValue("想学地理信息科学");

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await login(parentPage, PARENT);
  await parentPage.goto("/career/selection");
  await expect(parentPage.locator("[data-read-only]")).toBeVisible();
  const parentRound = parentPage.locator("[data-part^=round-]").filter({ hasText: `${DEMO_GRADE}选科` });
  await expect(parentRound.locator("[data-selection]")).toContainText("物理 + 化学 + 地理");
  await expect(parentPage.locator("[data-round-form]")).toHaveCount(0);
  await parentContext.close();
});
