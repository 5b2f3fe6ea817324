// 生涯启蒙 and 升学路径 (/career/initiate, /career/path/index|detail|plan|testing|report) in Chromium against the real
// server and the seeded school: the student's province model and own grade; the routes grouped with the chosen ones
// marked, one added by keyboard and removed again from its detail page; the plan reordered, a step added, done and
// deleted, suggested steps dated; assessments taken through the API show up as done, in the history and side by side
// in the summary with tables of the chart's numbers; a parent reads all of it with nothing to change; both languages,
// 375 px, axe.
import { test, expect, type APIRequestContext } from "@playwright/test";
import { DEMO, PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish, apiHeaders } from "./portal-helpers";

type Account = { tenant: string; account: string; password: string };
/**
 * The school's other grade-11 student: other specs take assessments as the README's student on the same server, so
 * the "nothing taken yet" state is checked with an account no other spec tests with.
 */
const UNTESTED: Account = { tenant: "000000", account: "zhanghua", password: "Student@2026" };

/** Takes an assessment through the API, every item answered with its highest option. */
async function takeAssessment(request: APIRequestContext, code: string, who: Account) {
  const headers = await apiHeaders(request, who);
  const paper = (await (await request.post("/api/common/assessment/paper", { headers, data: { code } })).json()).data as { items: { id: string; options: { value: number }[] }[] };
  const answers = paper.items.map((item) => ({ id: item.id, value: Math.max(...item.options.map((o) => o.value)) }));
  const r = await request.post("/api/common/assessment/submit", { headers, data: { code, answers } });
  expect(r.ok()).toBe(true);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }, info) => {
  info.setTimeout(60_000);
  await request.post("/api/common/career/plan", { headers: await apiHeaders(request), data: {} });
});

test("生涯启蒙: the province's exam model, the student's own year marked, steps linking to their pages", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/initiate");
  await expect(page.getByRole("heading", { level: 1, name: "生涯启航" })).toBeVisible();
  const exam = page.locator('[data-part="initiate-exam"]');
  await expect(exam.locator("[data-exam-model]")).toHaveAttribute("data-exam-model", "3+1+2");
  await expect(exam).toContainText("广东自 2021 年高考起实行新高考");
  await expect(exam).toContainText(`${DEMO.demoEnrolment + 3}年6月7日`);
  // the demo school's students are in grade 11
  await expect(page.locator('[data-grade="11"]')).toHaveAttribute("data-current", "yes");
  await expect(page.locator('[data-grade="10"]')).toHaveAttribute("data-current", "no");
  await expect(page.locator('[data-grade="11"]')).toContainText("你现在在这里");
  await expect(page.locator('[data-grade="10"]')).toContainText(`${DEMO.demoEnrolment}年9月`);
  await expectNoAxeViolations(page);
  await page.locator('[data-step="g11.routes"]').click();
  await expect(page).toHaveURL(/\/career\/path\/index$/);
});

test("升学路径: chosen routes marked, one added by keyboard and removed on its detail page, an unknown id refused", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/path/index");
  await expect(page.getByRole("heading", { level: 1, name: "升学路径" })).toBeVisible();
  await expect(page.locator('[data-route="plain-score"]')).toHaveAttribute("data-in-plan", "yes");
  await expect(page.locator('[data-route="strong-foundation"]')).toHaveAttribute("data-in-plan", "yes");
  await expect(page.locator("li[data-route]")).toHaveCount(24);
  // the regular batches first, on their own, then the guides' six shelves
  await expect(page.locator('[data-part^="path-group-"]')).toHaveCount(7);
  await expect(page.locator('[data-part^="path-group-"]').first()).toHaveAttribute("data-part", "path-group-regular");
  await expect(page.locator('[data-part="path-group-regular"] li[data-route]')).toHaveCount(1);
  const ce = page.locator('[data-route="comprehensive-evaluation"]');
  await expect(ce).toHaveAttribute("data-in-plan", "no");
  await expect(ce).toContainText("适合：");
  await expectNoAxeViolations(page);
  await ce.getByRole("button", { name: "把综合评价招生加入我的规划" }).focus();
  await page.keyboard.press("Enter");
  await expect(ce).toHaveAttribute("data-in-plan", "yes");
  await expect(page.locator("[data-chosen]")).toHaveAttribute("data-chosen", "3");
  await page.reload();
  await expect(page.locator('[data-route="comprehensive-evaluation"]')).toHaveAttribute("data-in-plan", "yes");

  await page.locator('[data-route="comprehensive-evaluation"]').getByRole("link", { name: "综合评价招生：这条路径和我" }).click();
  await expect(page).toHaveURL(/\/career\/path\/detail\?route=comprehensive-evaluation$/);
  await expect(page.getByRole("heading", { level: 1, name: "综合评价招生" })).toBeVisible();
  const plan = page.locator('[data-part="detail-plan"]');
  await expect(plan).toContainText("这条路径在你的规划中，排第 3 位。");
  // key dates for the student's exam year: the application in April of the 高考 year
  await expect(page.locator("[data-key-dates]")).toContainText(`${DEMO.demoEnrolment + 3}年4月30日`);
  await expect(page.locator('[data-part="detail-what"]')).toContainText("指南更新于");
  await expectNoAxeViolations(page);
  await plan.getByRole("button", { name: "把综合评价招生移出我的规划" }).click();
  await expect(plan).toContainText("这条路径还不在你的规划中。");
  await page.reload();
  await expect(page.locator('[data-part="detail-plan"]')).toContainText("这条路径还不在你的规划中。");

  await page.goto("/career/path/detail?route=no-such-route");
  await expect(page.getByRole("alert")).toHaveText("没有编号为「no-such-route」的升学路径。");
  await expect(page.getByRole("link", { name: "查看全部升学路径" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("升学路径规划: reorder, a step added, done and deleted, suggested steps dated for the exam year", async ({ page }) => {
  const stamp = Date.now().toString(36);
  await login(page, STUDENT);
  await page.goto("/career/path/plan");
  await expect(page.getByRole("heading", { level: 1, name: "升学路径规划" })).toBeVisible();
  const cards = page.locator("[data-plan-route]");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute("data-plan-route", "plain-score");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "上移：强基计划" }).click();
  await expect(cards.nth(0)).toHaveAttribute("data-plan-route", "strong-foundation");
  await page.reload();
  await expect(page.locator("[data-plan-route]").nth(0)).toHaveAttribute("data-plan-route", "strong-foundation");

  const sf = page.locator('[data-plan-route="strong-foundation"]');
  const form = sf.locator("[data-step-form]");
  await form.getByRole("button", { name: "添加" }).click();
  await expect(form.getByRole("alert")).toHaveText("请填写步骤。");
  await form.getByLabel("步骤").fill(`准备数学竞赛 ${stamp}`);
  await form.getByLabel("截止日期").fill(`${DEMO.demoEnrolment + 2}-10-31`);
  await form.getByRole("button", { name: "添加" }).click();
  const row = sf.locator("[data-step]", { hasText: stamp });
  await expect(row).toContainText(`${DEMO.demoEnrolment + 2}年10月31日前`);
  await expect(page.locator('[data-part="plan-route-strong-foundation"]')).toContainText("完成 0/2");
  await row.getByLabel(`状态：准备数学竞赛 ${stamp}`).selectOption({ label: "已完成" });
  await expect(page.locator('[data-part="plan-route-strong-foundation"]')).toContainText("完成 1/2");
  await page.reload();
  await expect(page.locator('[data-part="plan-route-strong-foundation"]')).toContainText("完成 1/2");
  await page.getByRole("button", { name: `删除步骤：准备数学竞赛 ${stamp}` }).click();
  await expect(page.locator("[data-step]", { hasText: stamp })).toHaveCount(0);

  // a new route gets its suggested steps, dated for the exam year
  await page.goto("/career/path/detail?route=special-plans");
  await page.getByRole("button", { name: "把三大专项计划加入我的规划" }).click();
  await expect(page.locator('[data-part="detail-plan"]')).toContainText("排第 3 位");
  await page.goto("/career/path/plan");
  const sp = page.locator('[data-plan-route="special-plans"]');
  await sp.getByRole("button", { name: "为三大专项计划添加建议步骤" }).click();
  await expect(sp.locator("[data-step]")).toHaveCount(4);
  await expect(sp.locator("[data-step]").first()).toContainText(`${DEMO.demoEnrolment + 2}年9月30日`);
  await page.getByRole("button", { name: "把三大专项计划移出我的规划" }).click();
  await expect(page.locator("[data-plan-route]")).toHaveCount(2);
  // its steps stay, shown apart as belonging to a route no longer chosen
  await expect(page.locator('[data-part="plan-orphans"] [data-step]')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test("测评: the summary lists what is missing, then results side by side with tables of the same numbers", async ({ page, request }) => {
  await login(page, UNTESTED);
  await page.goto("/career/path/report");
  await expect(page.getByRole("heading", { level: 1, name: "测评综合报告" })).toBeVisible();
  await expect(page.locator("[data-missing-code]")).toHaveCount(6);
  await expect(page.locator('[data-part="report-missing"]')).toContainText("还没有做过任何测评");
  await expect(page.locator("[data-result]")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await takeAssessment(request, "zyxq", UNTESTED);
  await takeAssessment(request, "dyzn", UNTESTED);
  await page.goto("/career/path/testing");
  await expect(page.getByRole("heading", { level: 1, name: "生涯测评" })).toBeVisible();
  await expect(page.locator("[data-done]")).toHaveAttribute("data-done", "2/7");
  const zyxq = page.locator('[data-assessment="zyxq"]');
  await expect(zyxq).toHaveAttribute("data-taken", "yes");
  await expect(page.locator('[data-assessment="rglx"]')).toHaveAttribute("data-taken", "no");
  await expect(page.locator('[data-assessment="rglx"]').getByRole("link", { name: "开始测评 性格类型测评" })).toHaveAttribute("href", "/evaluationCollection/testPaper/rglx");
  await zyxq.getByText("历次结果（1）").click();
  await expect(zyxq.locator("[data-history] li")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto("/career/path/report");
  await expect(page.locator("[data-result]")).toHaveCount(2);
  await expect(page.locator("[data-missing-code]")).toHaveCount(4);
  const holland = page.locator('[data-result="zyxq"]');
  await expect(holland.locator("[data-code]")).toHaveText(/^[RIASEC]{3}$/);
  // the chart's numbers are the table's
  const chart = await holland.locator('[data-chart="bars"] .tabular-nums').allTextContents();
  const table = await holland.locator("[data-scores] [data-percent]").allTextContents();
  expect(chart.length).toBeGreaterThan(0);
  expect(chart).toEqual(table);
  const together = page.locator('[data-part="report-together"]');
  await expect(together.locator("[data-pointer]").first()).toBeVisible();
  await expect(together.locator("[data-pointer] a").first()).toHaveAttribute("href", /\S/);
  await expectNoAxeViolations(page);
});

test("a parent reads the route pages with nothing to change", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/career/path/index");
  await expect(page.locator("[data-read-only]")).toBeVisible();
  await expect(page.locator('[data-route="plain-score"]')).toHaveAttribute("data-in-plan", "yes");
  await expect(page.locator('[data-route="plain-score"] [data-route-state="in"]')).toBeVisible();
  await expect(page.locator("[data-route-toggle]")).toHaveCount(0);
  await page.goto("/career/path/plan");
  await expect(page.locator("[data-plan-route]").first()).toBeVisible();
  await expect(page.locator("[data-step-form]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /上移|下移|删除步骤/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto("/career/path/detail?route=plain-score");
  await expect(page.locator('[data-part="detail-plan"]')).toContainText("这条路径在孩子的规划中");
  await expect(page.locator("[data-route-toggle]")).toHaveCount(0);
  await page.goto("/career/path/testing");
  await expect(page.locator("[data-assessment]").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /开始测评|再做一次/ })).toHaveCount(0);
});

test("English at 375 px: all six pages fit and are axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  await page.goto("/career/initiate");
  await toEnglish(page);
  const pages: [string, string][] = [
    ["/career/initiate", "Getting started"],
    ["/career/path/index", "Admission routes"],
    ["/career/path/detail?route=strong-foundation", "Strong Foundation"],
    ["/career/path/plan", "Route plan"],
    ["/career/path/testing", "Career assessments"],
    ["/career/path/report", "Assessment summary"],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
    await expect(page.locator("main")).not.toContainText("career.path.");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
  await page.goto("/career/initiate");
  await expect(page.locator('[data-part="initiate-exam"]')).toContainText("Guangdong has examined under the new gaokao (3+1+2) since 2021.");
});
