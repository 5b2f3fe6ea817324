// The data tools 提前批 (/wel/advanceBatch/index), 扩缩招 (/wel/enrollPlan) and its detail (/wel/enrollPlan/detail) in
// Chromium against the real server and the seeded demo data: the student's own province and subject type, filters that
// change the list and stay in the address, a detail page whose figures match the list (a new or dropped unit, a plan
// change), both languages, 375 px and axe.
import { test, expect, type Page } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

const cards = (page: Page) => page.locator("article[data-college]");
const rows = (page: Page) => page.locator("[data-list=colleges] > li");
const total = async (page: Page) => Number(await page.locator("[data-total]").getAttribute("data-total"));

test.describe("提前批", () => {
  test("the student's province and subject type, units with plans and lines, filters that change the list and stay in the address", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/advanceBatch/index");
    await expect(page.locator("h1")).toHaveText("提前批");
    await expect(page.getByText("军队院校、公安院校")).toBeVisible();
    await expect(page.getByLabel("省份")).toHaveValue("44");
    await expect(page.getByLabel("科类")).toHaveValue("物理类");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator("[data-sample]").first()).toBeVisible();
    const all = await total(page);
    expect(all).toBeGreaterThan(0);

    // every card is an early-batch college with its units and a link to the school page
    const first = cards(page).first();
    await expect(first.locator("[data-table=early-units] tbody tr").first()).toBeVisible();
    await expect(first.locator(".tag").first()).toContainText("提前批");
    const link = first.getByRole("heading").getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/wel\/school\/\d{5}\/index\/detail$/);
    const name = (await link.textContent())!.trim();

    // a keyword narrows the list to that college and goes into the address
    const keyword = name.slice(0, Math.min(4, name.length));
    await page.getByRole("searchbox", { name: "院校名称" }).fill(keyword);
    await page.getByRole("searchbox", { name: "院校名称" }).press("Enter");
    await expect(page).toHaveURL(/keyword=/);
    await expect.poll(() => total(page)).toBeLessThanOrEqual(all);
    for (const heading of await cards(page).getByRole("heading").allTextContents()) expect(heading).toContain(keyword);

    // the address restores the screen; a keyword nobody has says why the list is empty
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "院校名称" })).toHaveValue(keyword);
    await page.getByRole("searchbox", { name: "院校名称" }).fill("没有这所学校");
    await page.locator("[data-filters]").getByRole("button", { name: "搜索", exact: true }).click();
    await expect(page.locator("[data-empty=no-units]")).toContainText("没有这所学校");
    await page.getByRole("button", { name: "清除筛选" }).click();
    await expect.poll(() => total(page)).toBe(all);

    // a plan type the year has narrows the list (every unit shown is of that type)
    const planTypes = (await page.getByLabel("计划类型").locator("option").allTextContents()).filter((text) => text !== "全部");
    if (planTypes.length > 1) {
      const special = planTypes.find((text) => text !== "普通")!;
      await page.getByLabel("计划类型").selectOption({ label: special });
      await expect(page).toHaveURL(/planType=/);
      await expect.poll(() => total(page)).toBeLessThan(all);
      const types = await page.locator("[data-table=early-units] tbody tr td:nth-child(5)").allTextContents();
      expect(new Set(types)).toEqual(new Set([special]));
    }
  });

  test("in English at 375 px: reads in English, fits the width and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, STUDENT);
    await toEnglish(page);
    await page.goto("/wel/advanceBatch/index");
    await expect(page.locator("h1")).toHaveText("Early batch");
    await expect(page.getByLabel("Subject type")).toHaveValue("物理类");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText("Sample data").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("zh at desktop width passes axe", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/advanceBatch/index");
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("扩缩招", () => {
  test("shrink and expand filters change the list; the detail page shows the same change and a dropped or new unit", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/enrollPlan");
    await expect(page.locator("h1")).toHaveText("扩缩招");
    await expect(page.getByLabel("省份")).toHaveValue("44");
    await expect(page.getByLabel("科类")).toHaveValue("物理类");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator("[data-part=summary]")).toBeVisible();
    await expect(page.locator("[data-sample]").first()).toBeVisible();
    const all = await total(page);

    // 缩招: every college's plan fell; 扩招: every college's plan grew; the choice goes into the address
    await page.locator("[data-segmented=change]").getByText("缩招", { exact: true }).click();
    await expect(page).toHaveURL(/change=shrink/);
    await expect.poll(() => total(page)).toBeLessThan(all);
    for (const delta of await rows(page).locator("[data-delta]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-delta"))))) expect(delta).toBeLessThan(0);
    await page.locator("[data-segmented=change]").getByText("扩招", { exact: true }).click();
    await expect(page).toHaveURL(/change=expand/);
    await expect(rows(page).first().locator("[data-delta]")).toHaveAttribute("data-delta", /^[1-9]/);
    for (const delta of await rows(page).locator("[data-delta]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-delta"))))) expect(delta).toBeGreaterThan(0);

    // sorting by "most cut" puts the largest cut first
    await page.locator("[data-segmented=change]").getByText("全部", { exact: true }).click();
    await page.getByLabel("排序").selectOption("decrease");
    await expect(page).toHaveURL(/sort=decrease/);
    const deltas = await rows(page).locator("[data-delta]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-delta"))));
    expect(deltas).toEqual([...deltas].sort((a, b) => a - b));

    // colleges that dropped a unit: open one; its detail shows the dropped unit and the same plan change as the list
    await page.getByLabel("排序").selectOption("size");
    await page.locator("[data-segmented=change]").getByText("有停招单位", { exact: true }).click();
    await expect(page).toHaveURL(/change=removed/);
    const row = rows(page).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText("停招");
    const plan = await row.locator("[data-plan]").textContent();
    const delta = await row.locator("[data-delta]").getAttribute("data-delta");
    const college = (await row.getByRole("link").first().textContent())!.trim();
    await row.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/wel\/enrollPlan\/detail\?code=\d{5}&province=44&year=\d{4}&type=/);
    await expect(page.locator("h1")).toContainText(college);
    await expect(page.locator("[data-summary-plan]")).toHaveText(plan!);
    await expect(page.locator("[data-part=summary] [data-delta]")).toHaveAttribute("data-delta", delta!);
    await expect(page.locator("[data-unit-status=removed]").first()).toBeVisible();
    // the chart has a table of the same numbers
    await expect(page.locator("[data-chart=plan-bars]")).toBeVisible();
    const tableRows = page.locator("[data-table=unit-plans] tbody tr");
    expect(await tableRows.count()).toBe(await page.locator("article[data-unit]").count());
    // the view filter narrows the units to the dropped ones
    await page.locator("[data-segmented=view]").getByText(/^停招/).click();
    await expect(page).toHaveURL(/view=removed/);
    for (const unit of await page.locator("article[data-unit]").all()) {
      const own = await unit.getAttribute("data-unit-status");
      if (own !== "removed") await expect(unit.locator("[data-major-status=removed]").first()).toBeVisible();
    }
    await expectNoAxeViolations(page);

    // back to the list with the same province, year and subject type
    await page.getByRole("link", { name: /扩缩招列表/ }).click();
    await expect(page).toHaveURL(/\/wel\/enrollPlan\?province=44&year=\d{4}&type=/);
  });

  test("a college with a new unit: the detail shows it as new with no plan last year", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/enrollPlan?change=new");
    const row = rows(page).first();
    await expect(row).toContainText("新增");
    await row.getByRole("link").first().click();
    const unit = page.locator("article[data-unit-status=new]").first();
    await expect(unit).toBeVisible();
    const key = await unit.getAttribute("data-unit");
    await expect(page.locator(`[data-table=unit-plans] tr[data-unit-row="${key}"] td`).first()).toHaveText("—");
  });

  test("in English at 375 px, list and detail fit the width and pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, STUDENT);
    await toEnglish(page);
    await page.goto("/wel/enrollPlan");
    await expect(page.locator("h1")).toHaveText("Enrolment changes");
    await expect(rows(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await rows(page).first().getByRole("link").first().click();
    await expect(page.locator("h1")).toContainText("plan changes");
    await expect(page.locator("[data-table=unit-plans]")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("a detail address without a college, or with an unknown one, says why", async ({ page }) => {
    await login(page, STUDENT);
    await page.goto("/wel/enrollPlan/detail");
    await expect(page.locator("[data-empty=no-code]")).toContainText("没有指定院校");
    await page.goto("/wel/enrollPlan/detail?code=99999");
    await expect(page.locator("[data-empty=refused]")).toContainText("99999");
    await expectNoAxeViolations(page);
  });
});
