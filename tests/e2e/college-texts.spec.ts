// What a student reads about a college or a major (issue 15): the college introduction is a true text composed from
// the school's facts (in English from the same facts), a major has an honest "not yet published" introduction and a
// school without brochures says the coming year's is not yet published — in zh and en, at 1280 and 375 px, axe clean.
import { test, expect } from "@playwright/test";
import { PARENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish } from "./portal-helpers";
import { brochureYear } from "../../src/lib/rules/school";

const PKU_ZH = "北京大学位于北京市，是一所公办本科院校。院校类型为综合类。学校由教育部主管。学校入选“985工程”、“211工程”和“双一流”建设高校名单。学校开展强基计划招生。";
const PKU_EN =
  "北京大学 is a public bachelor's-level institution in Beijing. Its category is comprehensive. It is governed by the Ministry of Education. " +
  "It belongs to Project 985, Project 211 and the Double First-Class initiative. It admits students through the Strong Foundation Plan.";

test("zh at 1280 px: the school's introduction is the composed text, said to be ours; brochures and majors are honest", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, PARENT);
  await page.goto("/wel/school/10001/index/detail");
  const summary = page.locator("[data-part=school-summary] [data-summary]");
  await expect(summary.locator("p").first()).toHaveText(PKU_ZH);
  await expect(summary.locator("[data-intro-note]")).toHaveText("这段简介由启航根据该校的基本信息撰写，不是学校发布的官方文本。");
  await expect(page.locator("main")).not.toContainText("示例文本");
  await expectNoAxeViolations(page);

  await page.goto("/wel/school/10001/index/introduce");
  await expect(page.locator("[data-introduction] p").first()).toHaveText(PKU_ZH);
  await expect(page.locator("[data-introduction] [data-intro-note]")).toBeVisible();
  // A college of one province located in a municipality: the municipality, once.
  await page.goto("/wel/school/10080/index/introduce");
  await expect(page.locator("[data-introduction] p").first()).toContainText("河北工业大学位于天津市，");
  await expect(page.locator("[data-introduction]")).not.toContainText(/天津市天津市|河北省天津市/);

  await page.goto("/wel/school/10002/guide/index");
  await expect(page.locator("[data-empty=brochures]")).toContainText(`该校${brochureYear(new Date())}年招生章程暂未在启航发布。招生章程以学校官方发布的为准。`);
  await expectNoAxeViolations(page);

  for (const code of ["080901", "510201"]) {
    await page.goto(`/wel/major/small/${code}`);
    await expect(page.getByRole("heading", { name: "专业简介" })).toBeVisible();
    await expect(page.locator("[data-empty=introduction]")).toHaveText("本专业简介暂未发布。专业在目录中的归类、学位和学制见上方。");
    await expect(page.locator("main")).not.toContainText("示例简介");
  }
  await expectNoAxeViolations(page);
});

test("en at 375 px: the same introduction in English, the not-yet-published states in English, axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, PARENT);
  await toEnglish(page);

  await page.goto("/wel/school/10001/index/detail");
  const summary = page.locator("[data-part=school-summary] [data-summary]");
  await expect(summary.locator("p").first()).toHaveText(PKU_EN);
  // Written in English, so not marked as Chinese for screen readers.
  await expect(summary.locator("p").first()).not.toHaveAttribute("lang", "zh-CN");
  await expect(summary.locator("[data-intro-note]")).toHaveText("Qihang wrote this introduction from the school's basic facts; it is not an official text of the school.");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/school/10001/index/introduce");
  await expect(page.locator("[data-introduction] p").first()).toHaveText(PKU_EN);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/school/10001/guide/index");
  await expect(page.locator("[data-empty=brochures]")).toContainText(`The school's ${brochureYear(new Date())} admission brochure has not been published on Qihang yet.`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/wel/major/small/080901");
  await expect(page.getByRole("heading", { name: "About this major" })).toBeVisible();
  await expect(page.locator("[data-empty=introduction]")).toHaveText(
    "The introduction to this major has not been published yet. Its place in the catalogue, degree and length of study are listed above.",
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
