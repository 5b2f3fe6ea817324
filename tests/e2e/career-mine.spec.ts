// The student's own career record in Chromium against the real server and a freshly seeded school: 我的规划's three tabs
// (targets in order with when each was set and its latest figures, routes with their steps, the learning plan by term and
// subject with an overdue item marked), 我的选科 (settled against submitted, and what changes when they differ), 选科测评
// and 选科报告 before and after the real subject-choice test is taken from the page's button; a parent reads all six
// without a way to change them; English at 375 px; axe on every page visited.
import { test, expect, type Page } from "@playwright/test";
import { DEMO, PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish, apiHeaders } from "./portal-helpers";
import { takeTurnsWith } from "./turns";

// The subject-choice take of the third test is what the report, the parent and English tests read.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }, info) => {
  info.setTimeout(60_000);
  await request.post("/api/common/career/plan", { headers: await apiHeaders(request), data: {} });
});

const part = (page: Page, id: string) => page.locator(`[data-part="${id}"]`);
const tabs = (page: Page) => page.getByRole("navigation", { name: "我的规划" });

async function answerAll(page: Page) {
  for (;;) {
    const items = page.locator("fieldset[data-item]");
    await expect(items.first()).toBeVisible();
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

test.describe("the demo student's targets, counted", () => {
  takeTurnsWith("student-targets");

  test("我的规划: targets in order with when each was set, routes with their steps, the learning plan by term and subject with overdue marked; tabs by keyboard", async ({ page, request }) => {
    test.setTimeout(test.info().timeout + 60_000);
    // an item due two days ago and not done: it must show as overdue under its subject
    const headers = await apiHeaders(request);
    const stamp = Date.now().toString(36);
    const due = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const saved = await request.post("/api/common/career/learning/save", { headers, data: { term: DEMO.term.code, subject: "英语", title: `背完高考词汇 ${stamp}`, dueDate: due, status: 0 } });
    expect((await saved.json()).code).toBe(200);

    await login(page, STUDENT);
    await page.goto("/career/mine/planDetails/targetDetails");
    await expect(page.getByRole("heading", { level: 1, name: "我的目标" })).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "我的目标" })).toHaveAttribute("aria-current", "page");
    const targets = part(page, "mine-targets");
    await expect(targets.getByRole("heading", { name: "我的目标（2 个，按优先顺序）" })).toBeVisible();
    const rows = targets.locator("[data-target]");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("中山大学");
    await expect(rows.nth(1)).toContainText("职业");
    await expect(rows.nth(0).locator("[data-set-at]")).toContainText(/设定或最后修改于 \d{4}年\d{1,2}月\d{1,2}日/);
    // the college target carries its latest admission figures as the target report gives them, or says there are none
    const report = (await (await request.post("/api/common/career/target/report", { headers, data: {} })).json()).data;
    const figure = report.targets[0].figure as { year: number } | null;
    if (figure) await expect(rows.nth(0).locator("[data-figure]")).toHaveAttribute("data-figure", String(figure.year));
    else await expect(rows.nth(0)).toContainText("还没有这个目标的录取数据");
    await expect(rows.nth(1).locator("[data-figure]")).toHaveCount(0);
    await expect(targets.getByRole("link", { name: "到“目标规划”修改" })).toHaveAttribute("href", "/career/target");
    await expectNoAxeViolations(page);

    // the tab bar works from the keyboard
    await tabs(page).getByRole("link", { name: "我的升学路径" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/career\/mine\/planDetails\/wayDetails$/);
    await expect(tabs(page).getByRole("link", { name: "我的升学路径" })).toHaveAttribute("aria-current", "page");
    const routes = part(page, "mine-routes");
    await expect(routes.getByRole("heading", { name: "我的升学路径（2 条）" })).toBeVisible();
    await expect(routes.locator("[data-route-row]")).toHaveCount(2);
    await expect(routes.locator('[data-route="strong-foundation"] [data-item]')).toHaveCount(1);
    await expect(routes.locator('[data-route="strong-foundation"]')).toContainText("进行中");
    await expect(routes.getByRole("link", { name: "到“升学路径规划”修改" })).toHaveAttribute("href", "/career/path/plan");
    await expectNoAxeViolations(page);

    await tabs(page).getByRole("link", { name: "我的学习计划" }).click();
    await expect(page).toHaveURL(/learnDetails$/);
    await expect(part(page, "mine-learning").locator(`[data-term-row="${DEMO.term.code}"]`)).toContainText("本学期");
    // 3 items this term: 1 under way, 1 overdue, none done
    const termRow = part(page, "mine-learning").locator(`[data-term-row="${DEMO.term.code}"] td`);
    await expect(termRow.nth(0)).toHaveText("3");
    await expect(termRow.nth(2)).toHaveText("1");
    await expect(termRow.nth(3)).toHaveText("1");
    const term = part(page, `mine-term-${DEMO.term.code}`);
    await expect(term.locator("[data-subject]")).toHaveCount(3);
    const english = term.locator('[data-subject="英语"]');
    await expect(english).toContainText("1 项已过期");
    await expect(english.locator('[data-overdue="yes"]')).toContainText(`已过期：${due}`);
    await expect(term.locator('[data-subject="数学"] [data-overdue]')).toHaveCount(0);
    await expect(part(page, "mine-learning").getByRole("link", { name: "到“学习计划”修改" })).toHaveAttribute("href", "/career/learning");
    await expectNoAxeViolations(page);
  });
});

test("我的选科: the settled and the submitted combination agree, and when the settled one changes the page says they differ", async ({ page, request }) => {
  const headers = await apiHeaders(request);
  await login(page, STUDENT);
  await page.goto("/career/mine/optionalDetails");
  await expect(page.getByRole("heading", { level: 1, name: "我的选科" })).toBeVisible();
  await expect(part(page, "mine-settled").locator("[data-settled]")).toHaveText("物理 + 化学 + 生物");
  await expect(part(page, "mine-submitted").locator("[data-submitted]")).toHaveText("物理 + 化学 + 生物");
  await expect(page.locator("[data-agreement]")).toHaveAttribute("data-agreement", "same");
  // the seeded selection is a draft: the page says it still has to be submitted
  await expect(part(page, "mine-submitted").locator("[data-selection]")).toHaveAttribute("data-selection", "draft");
  await expect(page.locator("[data-agreement]")).toContainText("还是草稿");
  // what it opens: the same numbers as its row in the coverage table
  const opens = await part(page, "mine-settled").locator("[data-opens]").getAttribute("data-opens");
  const [met, total] = opens!.split("/");
  const row = page.locator('[data-table="mine-combos"] tr[data-mine="yes"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(new RegExp(`${met}\\s*/\\s*${total}`));
  await expectNoAxeViolations(page);

  try {
    expect((await (await request.post("/api/common/career/plan/subjects", { headers, data: { subjects: ["物理", "化学", "地理"] } })).json()).code).toBe(200);
    await page.reload();
    await expect(page.locator("[data-agreement]")).toHaveAttribute("data-agreement", "differs");
    await expect(page.locator("[data-agreement]")).toContainText("两者不一致：学校选科中保存的草稿");
    await expect(part(page, "mine-settled").locator("[data-settled]")).toHaveText("物理 + 化学 + 地理");
    await expect(page.locator('[data-table="mine-combos"] tr[data-mine="yes"]')).toHaveAttribute("data-combo", /物理\+化学\+地理/);
  } finally {
    await request.post("/api/common/career/plan/subjects", { headers, data: { subjects: ["物理", "化学", "生物"] } });
  }

  // handed in to the school: no longer a draft, and the page says they agree
  const rounds = (await (await request.get("/api/blade-system/xkinfo/list_xk?current=1&size=10000", { headers })).json()).data.records;
  const handedIn = await request.post("/api/blade-system/xkstudentcache/submit", { headers, data: { xkInfoId: rounds[0].id, firstSubject: "物理", secondSubjects: "化学,生物", submitted: true, remark: "" } });
  expect((await handedIn.json()).code).toBe(200);
  await page.reload();
  await expect(part(page, "mine-submitted").locator("[data-selection]")).toHaveAttribute("data-selection", "submitted");
  await expect(page.locator("[data-agreement]")).toHaveText("两者一致：你提交给学校的正是在选科指导中确定的组合。");
});

test("选科测评 and 选科报告: not taken, then the page's button opens the real test, and the report shows the result beside the settled combination", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, STUDENT);
  await page.goto("/career/course/report");
  await expect(page.getByRole("heading", { level: 1, name: "选科报告" })).toBeVisible();
  await expect(page.locator('[data-report="none"]')).toBeVisible();
  await expect(page.locator("table")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/career/course/testing");
  const choice = page.locator('[data-assessment="chooseSubjects"]');
  await expect(choice).toHaveAttribute("data-taken", "no");
  await expect(page.locator('[data-assessment="xkys"]')).toHaveAttribute("data-taken", "no");
  await expect(choice).toContainText("测什么");
  await expectNoAxeViolations(page);
  await choice.getByRole("link", { name: "开始选科测评" }).click();
  await expect(page).toHaveURL(/\/evaluationCollection\/chooseSubjects\/entry$/);
  await answerAll(page);
  await page.getByRole("button", { name: "提交并查看报告" }).click();
  await expect(page).toHaveURL(/\/evaluationReport\/chooseSubjects\?id=\d+/);
  const reportId = new URL(page.url()).searchParams.get("id")!;

  await page.goto("/career/course/testing");
  await expect(choice).toHaveAttribute("data-taken", "yes");
  await expect(choice.locator('[data-state="taken"]')).toContainText("共做过 1 次");
  await expect(choice.getByRole("link", { name: "重新做选科测评" })).toHaveAttribute("href", "/evaluationCollection/chooseSubjects/entry");
  await expect(page.locator('[data-assessment="xkys"]')).toHaveAttribute("data-taken", "no");

  await page.getByRole("link", { name: "选科报告" }).first().click();
  await expect(page).toHaveURL(/\/career\/course\/report$/);
  await expect(page.getByRole("link", { name: "选科测评完整报告" })).toHaveAttribute("href", `/evaluationReport/chooseSubjects?id=${reportId}`);
  await expect(part(page, "report-result").locator("[data-result]")).toHaveAttribute("data-result", /^\p{Script=Han}+\+\p{Script=Han}+\+\p{Script=Han}+$/u);
  // the chart and its table: five combinations, the same scores in both
  const table = page.locator('[data-table="recommended"] tbody tr');
  await expect(table).toHaveCount(5);
  await expect(page.locator('[data-chart="bars"] > div')).toHaveCount(5);
  const firstScore = await table.nth(0).locator("td").nth(1).textContent();
  await expect(page.locator('[data-chart="bars"] > div').nth(0)).toContainText(firstScore!);
  await expect(table.nth(0).locator("td").last()).toHaveText(/^\d+\/\d+（\d+%）$/);
  await expect(page.locator("[data-reasons]")).toHaveCount(5);
  // the settled combination and where it stands among the ranked ones
  await expect(part(page, "report-settled").locator("[data-settled]")).toHaveText("物理 + 化学 + 生物");
  await expect(part(page, "report-settled").locator("[data-place]")).toHaveText(/排第 \d+ 位|第一推荐一致/);
  await expect(part(page, "report-history").locator("[data-history]")).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("a parent reads all six pages with nothing to change and no test to start", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, PARENT);
  for (const path of ["/career/mine/planDetails/targetDetails", "/career/mine/planDetails/wayDetails", "/career/mine/planDetails/learnDetails", "/career/mine/optionalDetails"]) {
    await page.goto(path);
    await expect(page.locator("[data-read-only]")).toBeVisible();
    await expect(page.locator("[data-part]").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /修改/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /保存|删除|修改/ })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "查看“选科指导”" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/career/course/testing");
  await expect(page.locator('[data-assessment="chooseSubjects"]')).toHaveAttribute("data-taken", "yes");
  await expect(page.locator("[data-read-only]")).toBeVisible();
  await expect(page.getByRole("link", { name: /开始|重新做/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto("/career/course/report");
  await expect(page.locator('[data-table="recommended"] tbody tr')).toHaveCount(5);
  await expect(page.getByRole("link", { name: /重新做/ })).toHaveCount(0);
});

test("English at 375 px: all six pages in English, nothing scrolls sideways, axe clean", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  await toEnglish(page);
  const pages: [string, string][] = [
    ["/career/mine/planDetails/targetDetails", "My targets"],
    ["/career/mine/planDetails/wayDetails", "My admission routes"],
    ["/career/mine/planDetails/learnDetails", "Progress by term"],
    ["/career/mine/optionalDetails", "Combination settled in subject guidance"],
    ["/career/course/testing", "How the result is worked out"],
    ["/career/course/report", "Recommended combinations"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(heading) }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
  await expect(page.locator("[data-settled]")).toHaveText("Physics + Chemistry + Biology");
});
