// The assessments in Chromium against the real server and a freshly seeded database: the home page's Holland task
// opens the test; the 48 items are answered page by page (answers survive a reload, an unanswered item is named and
// reachable); the report shows the three-letter code the answers make, the chart with a table of the same numbers,
// what it means and majors to explore; the English report at 375 px; the wellbeing check's counsellor referral with its
// non-diagnostic note; a parent reads the report but cannot answer. axe on every page visited.
import { test, expect, type Page } from "@playwright/test";
import { PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, fillLogin, login, toEnglish } from "./portal-helpers";
import { zyxqBank } from "../../src/domain/assessment/banks/zyxq";
import { psychologyBank } from "../../src/domain/assessment/banks/psychology";

// The takes build on each other (the English report reads the Holland take, the parent reads it too).
test.describe.configure({ mode: "serial" });

// A freshly seeded server is slow over its first requests: one API login first keeps the login form's wait about the form.
test.beforeAll(async ({ request }, info) => {
  info.setTimeout(60_000);
  await request.post(`/api/blade-auth/token?tenantId=${STUDENT.tenant}&username=${STUDENT.account}&password=${encodeURIComponent(STUDENT.password)}&grantType=password&type=account`, {
    headers: { Authorization: `Basic ${Buffer.from("qihang-web:public").toString("base64")}`, "Tenant-Id": STUDENT.tenant, "User-Type": "career" },
  });
});

/** How much the student likes each type: I most, then A, then S, so the code is IAS whatever the tie-break. */
const LIKE: Record<string, number> = { R: 1, I: 5, A: 4, S: 3, E: 2, C: 1 };
const hollandValue = (id: string) => {
  const item = zyxqBank.items.find((i) => i.id === id)!;
  return item.reverse ? 6 - LIKE[item.dimension]! : LIKE[item.dimension]!;
};

/** Answers the items shown on the current page (except `skip`) with `value(id)`. */
async function answerPage(page: Page, value: (id: string) => number, skip?: string) {
  const ids = await page.locator("fieldset[data-item]").evaluateAll((els) => els.map((el) => el.getAttribute("data-item")!));
  for (const id of ids) if (id !== skip) await page.locator(`input[name="${id}"][value="${value(id)}"]`).check();
  return ids;
}

/** Answers every item of a test page by page, each with one of its options chosen by the item's position. */
async function answerAll(page: Page) {
  for (;;) {
    const items = page.locator("fieldset[data-item]");
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      const options = items.nth(i).getByRole("radio");
      await options.nth((i * 3 + 1) % (await options.count())).check();
    }
    const next = page.getByRole("button", { name: "下一页" });
    if (!(await next.isVisible())) return;
    await next.click();
  }
}

test("the Holland task opens the test; 48 items page by page give the report of code IAS with its chart, table and majors", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, STUDENT);
  // the home page's task leads to the real test
  await page.getByRole("link", { name: /霍兰德|职业兴趣/ }).first().click();
  await expect(page).toHaveURL(/\/evaluationCollection\/testPaper\/zyxq$/);
  await expect(page.locator("h1")).toHaveText("职业兴趣测评");
  await expect(page.locator("[data-about]")).toContainText("共 48 题");
  await expectNoAxeViolations(page);

  // page 1, then a reload keeps the eight answers
  await answerPage(page, hollandValue);
  await expect(page.locator("[data-progress]")).toContainText("已答 8 / 48 题");
  await page.reload();
  await expect(page.locator("[data-progress]")).toContainText("已答 8 / 48 题");
  await expect(page.getByRole("heading", { level: 2, name: "第 9–16 题（共 48 题）" })).toBeVisible();

  // pages 2–6, leaving the last page's first item unanswered
  let skipped = "";
  for (let n = 2; n <= 6; n++) {
    if (n === 6) skipped = (await page.locator("fieldset[data-item]").first().getAttribute("data-item"))!;
    await answerPage(page, hollandValue, n === 6 ? skipped : undefined);
    if (n < 6) await page.getByRole("button", { name: "下一页" }).click();
  }
  await page.getByRole("button", { name: "提交并查看报告" }).click();
  const alert = page.locator("[data-alert]");
  await expect(alert).toContainText("还有 1 题没有回答");
  await expect(page.locator(`fieldset[data-item="${skipped}"]`)).toContainText("这一题还没有回答");
  await alert.getByRole("button", { name: "第 41 题" }).click();
  await expect(page.locator(`fieldset[data-item="${skipped}"]`)).toBeFocused();
  await page.locator(`input[name="${skipped}"][value="${hollandValue(skipped)}"]`).check();
  await page.getByRole("button", { name: "提交并查看报告" }).click();

  // the report
  await expect(page).toHaveURL(/\/evaluationReport\/hollandReport\?id=\d+$/);
  await expect(page.locator("h1")).toHaveText("职业兴趣报告");
  await expect(page.locator("[data-result-code]")).toHaveText("IAS");
  await expect(page.locator("[data-summary]")).toHaveText("你的职业兴趣代码是 IAS：研究型、艺术型、社会型。");
  // the radar is a named picture; the table beside it has the same numbers: I all the way up, R and C all the way down
  await expect(page.getByRole("img", { name: /各维度得分/ })).toBeVisible();
  const row = (dim: string) => page.locator(`[data-scores] tr[data-dimension="${dim}"]`);
  await expect(row("I").locator("[data-percent]")).toHaveText("100");
  await expect(row("A").locator("[data-percent]")).toHaveText("75");
  await expect(row("R").locator("[data-percent]")).toHaveText("0");
  await expect(page.locator("[data-chart=radar] text").filter({ hasText: "研究型" })).toContainText("100");
  await expect(page.locator("[data-meaning] dt").first()).toContainText("研究型（100）");
  // majors and professions it points to lead into their pages
  const majors = page.locator("[data-pointers=report-majors] a");
  expect(await majors.count()).toBeGreaterThan(0);
  await expect(majors.first()).toHaveAttribute("href", /^\/wel\/major\//);
  await expect(page.getByRole("button", { name: "打印报告" })).toBeVisible();
  await expectNoAxeViolations(page);

  // the assessment centre shows the take
  await page.goto("/evaluationCollection/index");
  const card = page.locator("[data-assessment=zyxq]");
  await expect(card).toContainText("已完成 1 次");
  await expect(card.locator("[data-latest]")).toContainText("IAS");
  await expect(page.locator("[data-assessment]")).toHaveCount(8);
  await expectNoAxeViolations(page);
});

test("the report in English at 375 px: the newest take, its table and what it means, no sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  await toEnglish(page);
  await page.goto("/evaluationReport/hollandReport");
  await expect(page.locator("h1")).toHaveText("Career interests report");
  await expect(page.locator("[data-result-code]")).toHaveText("IAS");
  await expect(page.locator("[data-summary]")).toHaveText("Your interest code is IAS: Investigative, Artistic, Social.");
  await expect(page.getByRole("heading", { name: "What it means" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Out of 100" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.goto("/evaluationCollection/index");
  await expect(page.locator("[data-assessment=zyxq]")).toContainText("Taken once");
  await expectNoSidewaysScroll(page);
});

test("a wellbeing check with high anxiety tells the student a counsellor will talk to them, and says it is not a diagnosis", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/evaluationCollection/psychology/testing");
  await expect(page.locator("h1")).toHaveText("心理状态自查");
  await expect(page.locator("[data-note]")).toContainText("不是诊断");
  // WHO-5 "never" (0) and GAD-7 "nearly every day" (3), on two pages; the second starts under the GAD-7 heading
  const value = (id: string) => (psychologyBank.items.find((i) => i.id === id)!.section === "gad7" ? 3 : 0);
  await answerPage(page, value);
  await expect(page.locator("[data-section=gad7]")).toContainText("焦虑（GAD-7）");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "下一页" }).click();
  await answerPage(page, value);
  await page.getByRole("button", { name: "提交并查看报告" }).click();
  await expect(page).toHaveURL(/\/evaluationReport\/psychology\?id=\d+$/);
  await expect(page.locator("[data-result-code]")).toHaveText("WHO-5 很低 · GAD-7 重度");
  await expect(page.locator("[data-referral]")).toHaveAttribute("data-referral", "refer");
  await expect(page.locator("[data-referral]")).toContainText("心理老师已收到提醒");
  await expect(page.locator("[data-wellbeing]")).toContainText("0 / 100");
  await expect(page.locator("[data-wellbeing]")).toContainText("21 / 21");
  await expect(page.locator("[data-not-diagnosis]")).toContainText("不是诊断");
  await expectNoAxeViolations(page);
});

test("every other test can be taken and gives its report: a chart named as a picture with a table, and the majors to explore", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, STUDENT);
  const tests = [
    { paper: "/evaluationCollection/testPaper/rglx", report: "/evaluationReport/mbtiReport", code: /^[EI][SN][TF][JP]$/, table: "[data-pairs]" },
    { paper: "/evaluationCollection/testPaper/dyzn", report: "/evaluationReport/intelligenceReport", code: /^[a-z]+-[a-z]+-[a-z]+$/, table: "[data-scores]" },
    { paper: "/evaluationCollection/testPaper/zyjzg", report: "/evaluationReport/careerReport", code: /^[a-z]+-[a-z]+-[a-z]+$/, table: "[data-scores]" },
    { paper: "/evaluationCollection/testPaper/xkys", report: "/evaluationReport/subjectReport", code: /^\p{Script=Han}+\+\p{Script=Han}+\+\p{Script=Han}+$/u, table: "[data-subjects]" },
    { paper: "/evaluationCollection/major/entry", report: "/evaluationReport/major", code: /^[a-z]+-[a-z]+-[a-z]+$/, table: "[data-scores]" },
    { paper: "/evaluationCollection/chooseSubjects/entry", report: "/evaluationReport/chooseSubjects", code: /^\p{Script=Han}+\+\p{Script=Han}+\+\p{Script=Han}+$/u, table: "[data-combinations]" },
  ];
  for (const { paper, report, code, table } of tests) {
    await page.goto(paper);
    await expect(page.locator("fieldset[data-item]").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await answerAll(page);
    await page.getByRole("button", { name: "提交并查看报告" }).click();
    await expect(page).toHaveURL(new RegExp(`${report}\\?id=\\d+$`));
    await expect(page.locator("[data-result-code]")).toHaveAttribute("data-result-code", code);
    // a code of dimension ids reads as their names
    await expect(page.locator("[data-result-code]")).not.toHaveText(/^[a-z-]+$/);
    await expect(page.locator("[data-chart]").first()).toBeVisible();
    await expect(page.locator(`${table} tbody tr`).first()).toBeVisible();
    await expect(page.locator("[data-pointers=report-majors] a").first()).toHaveAttribute("href", /^\/wel\/major\//);
    await expectNoAxeViolations(page);
  }
});

test("a parent reads the child's report and is told only the student answers", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/evaluationCollection/testPaper/zyxq");
  await expect(page.locator("[data-parent-note]")).toContainText("家长账号不能代答");
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.locator("[data-parent-note]").getByRole("link").click();
  await expect(page).toHaveURL(/\/evaluationReport\/hollandReport$/);
  await expect(page.locator("[data-result-code]")).toHaveText("IAS");
  await expect(page.getByRole("link", { name: "再测一次" })).toHaveCount(0);
  // the report speaks about the child to the parent, not to "you"
  await expect(page.locator("section:has(> #report-meaning)")).toContainText("孩子得分最高的几个方面");
  await expect(page.locator("section:has(> #report-chart)")).toContainText("只和孩子自己的各维度比较");
  // the centre offers the parent the reports, never a test to take
  await page.goto("/evaluationCollection/index");
  await expect(page.locator("[data-parent-note]")).toContainText("测评由学生本人作答");
  await expect(page.locator("[data-assessment=zyxq]").getByRole("link", { name: /查看报告/ })).toBeVisible();
  await expect(page.locator("[data-assessments]").getByRole("link", { name: /开始测评|再测一次/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the class counsellor reads the same report about the student by name, not about 学生", async ({ page }) => {
  await fillLogin(page, { tenant: "000000", account: "teacher", password: "Teacher@2026" });
  await expect(page).toHaveURL(/\/admin\/index$/, { timeout: 20_000 });
  await page.goto("/admin/students");
  // the class filter offers the counsellor's own class (3班), not the grade's 5班 (张华's, another counsellor's); other
  // tests may give this teacher more classes, so only those two are held to it
  const classes = page.getByLabel("班级").locator("option");
  await expect(classes.filter({ hasText: /(^|\s)3班$/ })).toHaveCount(1);
  await expect(classes.filter({ hasText: /(^|\s)5班$/ })).toHaveCount(0);
  await page.getByTestId("students").getByRole("link", { name: "李明" }).click();
  await page.getByTestId("student-assessments").getByRole("row", { name: /职业兴趣测评/ }).getByRole("link").click();
  await expect(page).toHaveURL(/\/evaluationReport\/hollandReport\?id=\w+&studentId=\d+$/);
  await expect(page.locator("[data-result-code]")).toHaveText("IAS");
  await expect(page.locator("section:has(> #report-meaning)")).toContainText("李明得分最高的几个方面");
  await expect(page.locator("section:has(> #report-chart)")).toContainText("只和李明自己的各维度比较");
  await expect(page.locator("[data-screen=assessment-report]")).not.toContainText(/学生得分|和学生自己/);
  await expectNoAxeViolations(page);
});
