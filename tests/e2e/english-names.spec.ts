// Names in English mode (issue 15): a student who switches to English meets colleges by their own English names
// (Peking University), places in English (Beijing), supervising departments translated (Ministry of Education) and the
// 本科 catalogue's categories, classes and majors in English — on the college list, a school's page, the comparison,
// the search and the major pages; a college without an English name keeps its Chinese name, marked zh-CN. Chinese
// mode is unchanged. axe-clean at 1280 and 375 px. Nothing here is followed or saved, so no state is shared.
// With ENGLISH_SHOTS=<dir> the pages are also photographed (for review, not asserted).
import { test, expect, type Page } from "@playwright/test";
import { STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";

const shotDir = process.env.ENGLISH_SHOTS;
async function shot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}

const row = (page: Page, code: string) => page.locator(`[data-college-list] li[data-college="${code}"]`);

async function collegePages(page: Page, width: number) {
  await page.goto("/wel/colleges/index?province=11&feature=985");
  const pku = row(page, "10001");
  await expect(pku.getByRole("link", { name: "Peking University", exact: true })).toBeVisible();
  await expect(pku.getByRole("link", { name: "Peking University", exact: true })).not.toHaveAttribute("lang", "zh-CN");
  await expect(pku).toContainText("Beijing");
  await expect(pku).not.toContainText("北京");
  await expect(pku).toContainText("Governed by: Ministry of Education");
  await expect(row(page, "10006")).toContainText("Ministry of Industry and Information Technology");
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, `colleges-en-${width}`);

  await page.goto("/wel/school/10001/index/detail");
  await expect(page.locator("h1")).toHaveText("Peking University");
  await expect(page.locator("[data-school-header] [data-facts]")).toContainText("Governed by Ministry of Education");
  await expect(page.locator("[data-facts-list]")).toContainText("Ministry of Education");
  // rankings, subject groups and the employment report's industries and cities in English too
  await expect(page.locator("[data-part=school-ranking] tbody")).toContainText("ShanghaiRanking's Best Chinese Universities Ranking (sample)");
  await expect(page.locator("[data-part=school-ranking] tbody")).not.toContainText("排名");
  await expect(page.locator("[data-part=school-groups] tbody th").first()).toHaveText(/^10001 Group 0\d$/);
  await expect(page.locator("[data-part=school-employment]")).toContainText("Information technology, Education, Manufacturing");
  await expect(page.locator("[data-part=school-employment]")).toContainText("Beijing, Shanghai, Shenzhen");
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, `school-en-${width}`);

  // a city that is not the province: Guangzhou, Guangdong
  await page.goto("/wel/school/10558/index/detail");
  await expect(page.locator("h1")).toHaveText("Sun Yat-sen University");
  await expect(page.locator("[data-school-header] [data-facts]")).toContainText("Guangzhou, Guangdong");

  // the fallback: a vocational college without an English name keeps its Chinese name, marked as Chinese
  await page.goto("/wel/school/12870/index/detail");
  await expect(page.locator("h1")).toHaveText("浙江金融职业学院");
  await expect(page.locator("h1")).toHaveAttribute("lang", "zh-CN");
  await expect(page.locator("[data-school-header] [data-facts]")).toContainText("Hangzhou, Zhejiang");

  await page.goto("/wel/contrast?codes=10001,10003");
  const table = page.locator("[data-contrast-table]");
  await expect(table.getByRole("link", { name: "Peking University", exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: "Tsinghua University", exact: true })).toBeVisible();
  await expect(table.getByRole("row", { name: /Governed by/ })).toContainText("Ministry of Education");
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, `contrast-en-${width}`);

  // the search finds a college by its English name and shows it so
  await page.goto("/wel/search?keywords=Peking");
  await expect(page.locator("[data-search-status]")).toHaveAttribute("data-search-status", "done");
  await expect(page.locator("#search-colleges").getByRole("link", { name: "Peking University", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function majorAndToolPages(page: Page, width: number) {
  await page.goto("/wel/major/index");
  const engineering = page.locator('[data-branch="08"] h3 button');
  await expect(engineering).toContainText("Engineering");
  await engineering.click();
  await expect(page.locator('[data-branch="08"]').getByRole("link", { name: "Computer Science", exact: true })).toBeVisible();
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, `majors-en-${width}`);

  // a data tool: 同分去向 names colleges and cities in English
  await page.goto("/wel/sameScore?province=44&type=物理类&mode=rank&rank=2000");
  const links = page.locator("[data-list=same-colleges] > li a[href^='/wel/school/']");
  await expect(links.first()).toBeVisible();
  const names = await links.allTextContents();
  expect(names.filter((name) => /^[A-Z][A-Za-z&'(), .-]+$/.test(name)).length, names.join(" | ")).toBeGreaterThan(0);
  await page.getByRole("tab", { name: /city/i }).click();
  const cities = page.locator("[data-table=same-cities] tbody th");
  await expect(cities.first()).toBeVisible();
  for (const city of await cities.allTextContents()) expect(city).toMatch(/^[A-Z][A-Za-z' ,-]+$/);
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, `same-score-en-${width}`);

  // the probability list and 扩缩招 name colleges in English as well (the unit's own name stays as published)
  await page.goto("/wel/probability?province=44&subjectType=物理类&batch=本科批&mode=rank&rank=2000");
  const units = page.locator("[data-unit] a[href^='/wel/school/']");
  await expect(units.first()).toBeVisible();
  const unitColleges = await units.allTextContents();
  expect(unitColleges.filter((name) => /^[A-Z][A-Za-z&'(), .-]+$/.test(name)).length, unitColleges.join(" | ")).toBeGreaterThan(0);
  // the sample data's source named in English, not as the generator stores it
  await expect(page.locator("[data-unit] [data-source]").first()).not.toContainText("启航示例数据");
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.goto("/wel/enrollPlan?province=44");
  const planColleges = page.locator("li[data-college] p.font-semibold a");
  await expect(planColleges.first()).toBeVisible();
  const planNames = await planColleges.allTextContents();
  expect(planNames.filter((name) => /^[A-Z][A-Za-z&'(), .-]+$/.test(name)).length, planNames.join(" | ")).toBeGreaterThan(0);
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/major/small/080901");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Computer Science and Technology");
  await expect(page.getByRole("navigation", { name: /You are here|Breadcrumb/i }).getByRole("link", { name: "Engineering" })).toBeVisible();
  if (width < 400) await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, `major-en-${width}`);
}

for (const width of [1280, 375]) {
  test.describe(`English mode at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 400 ? 812 : 900 });
      await login(page, STUDENT);
      await toEnglish(page, { closeSettings: true });
    });
    test("college list, school page, comparison and search: English names, places and departments", async ({ page }) => {
      await collegePages(page, width);
    });
    test("major catalogue, a major's page and 同分去向: English categories, classes, majors, colleges and cities", async ({ page }) => {
      await majorAndToolPages(page, width);
    });
  });
}

test("Chinese mode is unchanged: Chinese names, places and departments", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/wel/colleges/index?province=11&feature=985");
  const pku = row(page, "10001");
  await expect(pku.getByRole("link", { name: "北京大学", exact: true })).toBeVisible();
  await expect(pku).toContainText("北京市");
  await expect(pku).toContainText("教育部");
  await expect(pku).not.toContainText("Peking");
  await page.goto("/wel/school/10001/index/detail");
  await expect(page.locator("h1")).toHaveText("北京大学");
  await expect(page.locator("[data-school-header] [data-facts]")).toHaveText("北京市 · 综合类 · 公办 · 教育部主管");
  await page.goto("/wel/major/small/080901");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("计算机科学与技术");
  await expectNoAxeViolations(page);
});
