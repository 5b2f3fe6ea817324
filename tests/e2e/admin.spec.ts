// School administration in Chromium against the real server: the seeded administrator approves a third-party
// registration (who then signs in), creates a class with its counsellor, imports 200 students from a file, publishes a
// notice a student then reads on the home page; the counsellor reads a student's plan and comments; the psychology
// teacher (not the counsellor) reads a wellbeing referral and its report; roles keep
// students and counsellors out of the administrator's pages; axe on every administration page.
import { test, expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_GRADE, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, fillLogin, login } from "./portal-helpers";

const ADMIN = { tenant: "000000", account: "admin", password: "Admin@2026" };
const TEACHER = { tenant: "000000", account: "teacher", password: "Teacher@2026" };
const CLIENT = { Authorization: `Basic ${Buffer.from("qihang-web:public").toString("base64")}` };

/**
 * Signs a school's staff member in: their home is titled 学校管理 for the administrator, 我的班级 for a counsellor
 * (the psychology teacher without a class passes their own title).
 */
async function staffLogin(page: Page, who: typeof ADMIN, home = who.account === "admin" ? "学校管理" : "我的班级") {
  await fillLogin(page, who);
  await expect(page).toHaveURL(/\/admin\/index$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: home })).toBeVisible();
}

async function apiToken(request: APIRequestContext, who: typeof ADMIN): Promise<string> {
  const r = await request.post(`/api/blade-auth/token?tenantId=${who.tenant}&username=${who.account}&password=${encodeURIComponent(who.password)}&grantType=password&type=account`,
    { headers: { ...CLIENT, "Tenant-Id": who.tenant, "User-Type": "career" } });
  return (await r.json()).data.accessToken as string;
}

/** The confirmation the portal asks before a removal or a change of state. */
async function confirm(page: Page) {
  await page.locator("[data-dialog=prompt]").getByRole("button", { name: "确定" }).click();
}

test.beforeAll(async ({ request }, info) => {
  // the first requests of a freshly seeded server are slow: warm it up outside the tests' own waits
  info.setTimeout(60_000);
  await apiToken(request, ADMIN);
});

test("the administrator approves a third-party registration, placing them in a class; they then sign in", async ({ page, browser, request }) => {
  const account = `wx_${Date.now()}`;
  const registered = await request.post(`/api/blade-user/register-guest?tenantId=000000&name=${encodeURIComponent("新同学")}&account=${account}&password=Guest@2026`, { headers: CLIENT });
  expect((await registered.json()).code).toBe(200);

  await staffLogin(page, ADMIN);
  await expect(page.getByRole("navigation", { name: "学校管理菜单" }).getByRole("link")).toHaveCount(12);
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "学校管理菜单" }).getByRole("link", { name: "注册审核" }).click();
  await expect(page).toHaveURL(/\/admin\/registrations$/);
  const row = page.getByTestId("registrations").locator(`tr[data-account="${account}"]`);
  await expect(row).toContainText("新同学");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `通过 ${account}` }).click();
  const dialog = page.getByRole("dialog", { name: `通过 ${account} 的注册` });
  await expectNoAxeViolations(page, "[data-dialog]:is([open])");
  await dialog.getByLabel("班级").selectOption({ label: `${DEMO_GRADE} 3班` });
  await dialog.getByRole("button", { name: "通过" }).click();
  await expect(page.getByText(`已通过 ${account}`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // the new student signs in and lands on the portal's home page
  const context = await browser.newContext();
  const other = await context.newPage();
  await login(other, { tenant: "000000", account, password: "Guest@2026" });
  await context.close();
});

test("the administrator rejects a registration with a reason, which the person is told when they sign in", async ({ page, browser, request }) => {
  const account = `wx_no_${Date.now()}`;
  await request.post(`/api/blade-user/register-guest?tenantId=000000&name=${encodeURIComponent("陌生人")}&account=${account}&password=Guest@2026`, { headers: CLIENT });
  await staffLogin(page, ADMIN);
  await page.goto("/admin/registrations");
  await page.getByTestId("registrations").locator(`tr[data-account="${account}"]`).getByRole("button", { name: `拒绝 ${account}` }).click();
  const dialog = page.getByRole("dialog", { name: `拒绝 ${account} 的注册` });
  await dialog.getByRole("button", { name: "拒绝" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请填写拒绝原因");
  await dialog.getByLabel("拒绝原因").fill("本校没有这名学生");
  await dialog.getByRole("button", { name: "拒绝" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("tab", { name: "已拒绝" }).click();
  await expect(page.getByTestId("registrations").locator(`tr[data-account="${account}"]`)).toContainText("本校没有这名学生");

  const context = await browser.newContext();
  const other = await context.newPage();
  await fillLogin(other, { tenant: "000000", account, password: "Guest@2026" });
  await expect(other.getByText("注册申请未通过：本校没有这名学生")).toBeVisible();
  await expect(other).toHaveURL(/\/login/);
  await context.close();
});

// the second school's administrator: no other test reads that school's name or logo
test("the administrator renames the school and uploads its logo; a file of the wrong type is refused", async ({ page }) => {
  await staffLogin(page, { tenant: "100001", account: "admin", password: "Admin@2026" });
  await page.goto("/admin/school");
  const name = page.getByLabel("学校名称", { exact: true });
  await expect(name).toHaveValue("启航实验学校");
  await expectNoAxeViolations(page);
  await page.getByLabel("上传图片").setInputFiles({ name: "logo.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByRole("alert")).toHaveText("只能上传 PNG、JPEG 或 WebP 图片");
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  await page.getByLabel("上传图片").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  const preview = page.getByTestId("logo-preview");
  await expect(preview).not.toHaveAttribute("src", /\/images\/tenants\//);
  // the uploaded file is served back
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await name.fill("启航实验学校（新校区）");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存")).toBeVisible();
  await expect(page.getByRole("banner").getByText("启航实验学校（新校区）")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("学校名称", { exact: true })).toHaveValue("启航实验学校（新校区）");
});

test("the administrator creates a class with its counsellor, and a student is placed in it from the accounts page", async ({ page }) => {
  await staffLogin(page, ADMIN);
  await page.goto("/admin/classes");
  const grade = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: new RegExp(`^${DEMO_GRADE}`) }) });
  await expect(grade.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
  await grade.getByRole("button", { name: "新建班级" }).click();
  const dialog = page.getByRole("dialog", { name: `在${DEMO_GRADE}新建班级` });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请填写班级名称");
  await dialog.getByLabel("班级名称").fill("11");
  await dialog.getByRole("checkbox", { name: /teacher/ }).check();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  const klass = grade.getByRole("row", { name: new RegExp(`${DEMO_GRADE} 11班`) });
  await expect(klass).toContainText("teacher");
  await expect(klass.locator("td.num")).toHaveText("0");

  // a new student in that class, found by the class filter
  await page.goto("/admin/accounts");
  await expect(page.getByTestId("accounts")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "新建学生" }).click();
  const form = page.getByRole("dialog", { name: "新建学生" });
  await expectNoAxeViolations(page, "[data-dialog]:is([open])");
  const account = `e2e${Date.now() % 1_000_000}`;
  await form.getByLabel("账号", { exact: true }).fill(account);
  await form.getByLabel("姓名").fill("周新");
  await form.getByLabel("初始密码").fill("Start@2026");
  await form.getByLabel("班级").selectOption({ label: `${DEMO_GRADE} 11班` });
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  await page.getByRole("search", { name: "筛选" }).getByLabel("班级").selectOption({ label: `${DEMO_GRADE} 11班` });
  await expect(page.getByTestId("accounts").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("accounts").locator(`tr[data-account="${account}"]`)).toContainText("周新");

  // the same account again is refused beside the field, keeping what was typed
  await page.getByRole("button", { name: "新建学生" }).click();
  await form.getByLabel("账号", { exact: true }).fill(account);
  await form.getByLabel("姓名").fill("周新二");
  await form.getByLabel("初始密码").fill("Start@2026");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form.getByRole("alert")).toContainText("已存在");
  await expect(form.getByLabel("姓名")).toHaveValue("周新二");
  await form.getByRole("button", { name: "取消" }).click();

  // disabling the account is confirmed first, then shown
  const row = page.getByTestId("accounts").locator(`tr[data-account="${account}"]`);
  await row.getByRole("button", { name: `停用 ${account}` }).click();
  await confirm(page);
  await expect(row).toContainText("已停用");
});

test("the administrator imports 200 students from a file: a dry run names bad lines, then the import with its progress", async ({ page }) => {
  test.setTimeout(120_000);
  await staffLogin(page, ADMIN);
  await page.goto("/admin/accounts");
  await page.getByRole("button", { name: "导入学生" }).click();
  const dialog = page.getByRole("dialog", { name: "从表格导入学生" });
  await expectNoAxeViolations(page, "[data-dialog]:is([open])");
  const stamp = Date.now() % 100_000;
  const rows = Array.from({ length: 200 }, (_, i) => `学生${i + 1},imp${stamp}_${i + 1},${DEMO_GRADE},${i % 2 ? "21" : "22"},广东`);
  const header = "姓名,账号,年级,班级,省份";
  const file = (lines: string[]) => ({ name: "students.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...lines].join("\n"), "utf8") });

  // a file with a bad line is refused as a whole, naming the line
  await dialog.getByLabel("文件").setInputFiles(file([...rows.slice(0, 3), `没有账号,,${DEMO_GRADE},21,广东`]));
  await dialog.getByLabel("初始密码").fill("Start@2026");
  await dialog.getByRole("button", { name: "试导入" }).click();
  await expect(dialog.getByTestId("import-errors")).toContainText("第 5 行");
  await expect(dialog.getByRole("button", { name: "正式导入" })).toBeDisabled();

  await dialog.getByLabel("文件").setInputFiles(file(rows));
  await dialog.getByRole("button", { name: "试导入" }).click();
  await expect(dialog.getByTestId("import-ok")).toContainText("试导入通过：共 200 行，将创建 200 个学生账号。");
  await dialog.getByRole("button", { name: "正式导入" }).click();
  await expect(dialog.getByTestId("import-ok")).toContainText("已导入：创建了 200 个学生账号。", { timeout: 60_000 });
  await expect(dialog.getByTestId("import-progress")).toHaveAttribute("data-status", "done");
  await expect(dialog.getByRole("progressbar")).toHaveAttribute("value", "1");
  await dialog.locator(".dialog__footer").getByRole("button", { name: "关闭" }).click();

  await page.getByRole("search", { name: "筛选" }).getByLabel("班级").selectOption({ label: `${DEMO_GRADE} 21班` });
  await expect(page.getByTestId("accounts").locator("caption")).toContainText("共 100 个");

  // an imported student signs in with the initial password
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, { tenant: "000000", account: `imp${stamp}_200`, password: "Start@2026" });
});

test("a notice the administrator publishes is on a student's home page", async ({ page, browser }) => {
  await staffLogin(page, ADMIN);
  await page.goto("/admin/notices");
  await expect(page.getByRole("heading", { level: 1, name: "学校通知" })).toBeVisible();
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("请填写标题")).toBeVisible();
  const title = `高考志愿填报家长会 ${Date.now()}`;
  await page.getByLabel("标题").fill(title);
  await page.getByLabel("类别").selectOption("活动");
  await page.getByLabel("内容").fill("本周六上午九点，学校报告厅。");
  await page.getByRole("button", { name: "发布" }).click();
  await expect(page.getByText("通知已发布")).toBeVisible();
  await expect(page.getByTestId("notices")).toContainText(title);
  await expectNoAxeViolations(page);

  const context = await browser.newContext();
  const student = await context.newPage();
  await login(student, STUDENT);
  const news = student.locator("section").filter({ has: student.getByRole("heading", { name: "学校通知" }) });
  await expect(news).toContainText(title);
  await expect(news).toContainText("本周六上午九点，学校报告厅。");
  await context.close();
});

test("the counsellor sees their class, reads a student's volunteer plan and comments; the administrator's pages are refused", async ({ page, request }) => {
  const token = await apiToken(request, STUDENT);
  const planName = `班主任看的方案 ${Date.now()}`;
  const saved = await request.post("/api/common/volunteer/save", {
    headers: { ...CLIENT, "Blade-Auth": `bearer ${token}` }, data: { province: "44", year: 2026, batch: "本科批", name: planName, entries: [] },
  });
  expect((await saved.json()).code).toBe(200);

  await staffLogin(page, TEACHER);
  // a class counsellor's home is their classes, not the school's administration
  const menu = page.getByRole("navigation", { name: "班主任菜单" });
  await expect(menu.getByRole("link")).toHaveText(["我的班级", "我的学生"]);
  // the counsellor's top bar has no student areas (生涯规划, 志愿填报, 我的): their home is the school overview
  await expect(page.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText(["首页", "查询"]);
  // their own classes only: 3班, never 张华's 5班 (another test may give them a new class meanwhile)
  await expect(page.getByTestId("dashboard-classes")).toContainText(`${DEMO_GRADE} 3班`);
  await expect(page.getByTestId("dashboard-classes")).not.toContainText("5班");
  await menu.getByRole("link", { name: "我的学生" }).click();
  await expect(page.getByTestId("students")).toContainText("李明");
  await expect(page.getByTestId("students")).not.toContainText("张华");
  await expectNoAxeViolations(page);
  await page.getByTestId("students").getByRole("link", { name: "李明" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "李明" })).toBeVisible();
  const plan = page.getByTestId("student-plans").getByRole("row", { name: new RegExp(planName) });
  await plan.getByRole("button", { name: "查看" }).click();
  const detail = page.getByTestId("plan");
  await expect(detail.getByRole("heading", { name: planName })).toBeVisible();
  await expectNoAxeViolations(page);
  const comments = detail.locator("[data-part=comments]");
  await comments.locator("textarea").fill("稳的志愿再多加几个");
  await comments.getByRole("button", { name: "发送留言" }).click();
  await expect(comments.locator("[data-author-role=teacher]")).toContainText("班主任 陈老师");
  await expect(comments.locator("[data-author-role=teacher]")).toContainText("稳的志愿再多加几个");

  await page.goto("/admin/accounts");
  await expect(page).toHaveURL(/\/403$/);
});

/** The demo student takes the wellbeing check through the API, answering every WHO-5 and every GAD-7 item alike; the report's id. */
async function takeWellbeingCheck(request: APIRequestContext, answer: { who5: number; gad7: number }): Promise<string> {
  const headers = { ...CLIENT, "Blade-Auth": `bearer ${await apiToken(request, STUDENT)}` };
  const paper = (await (await request.post("/api/common/assessment/paper", { headers, data: { code: "psychology" } })).json()).data as { items: { id: string; section?: string }[] };
  const taken = await request.post("/api/common/assessment/submit", { headers, data: { code: "psychology", answers: paper.items.map((i) => ({ id: i.id, value: i.section === "who5" ? answer.who5 : answer.gad7 })) } });
  return (await taken.json()).data.reportId as string;
}

/** A teacher account the administrator gives the psychology teacher's duty (no class of its own): who may log in as it. */
async function psychologyTeacher(request: APIRequestContext): Promise<typeof TEACHER> {
  const who = { tenant: "000000", account: `xinli_${Date.now()}_${Math.floor(Math.random() * 1000)}`, password: "Teacher@2026" };
  const created = await request.post("/api/blade-user/submit", {
    headers: { ...CLIENT, "Blade-Auth": `bearer ${await apiToken(request, ADMIN)}` },
    data: { account: who.account, authority: "teacher", password: who.password, userName: "王老师", psychologyDuty: true },
  });
  expect((await created.json()).code).toBe(200);
  return who;
}

/** Opens 李明's page from the school's referrals on 我的学生 (the psychology teacher's list). */
async function openFromReferrals(page: Page) {
  await page.getByRole("navigation", { name: "心理老师菜单" }).getByRole("link", { name: "我的学生" }).click();
  // told why no class list shows (not "你所带班级的学生")
  await expect(page.getByText(/你没有负责的班级.*心理关注提醒在下方/)).toBeVisible();
  await page.getByTestId("school-referrals").getByRole("link", { name: "李明" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "李明" })).toBeVisible();
}

test("the class counsellor sees no wellbeing result; the psychology teacher reads the referral and opens the report, read only", async ({ page, browser, request }) => {
  // two people sign in, one after the other
  test.setTimeout(120_000);
  // the student takes the wellbeing check with worrying answers (WHO-5 all 1, GAD-7 all 2)
  const reportId = await takeWellbeingCheck(request, { who5: 1, gad7: 2 });

  // the class counsellor: who the student is, their archive, never a score or whether a check raised an alert
  await staffLogin(page, TEACHER);
  await page.getByRole("navigation", { name: "班主任菜单" }).getByRole("link", { name: "我的学生" }).click();
  await page.getByTestId("students").getByRole("link", { name: "李明" }).click();
  await expect(page.getByTestId("student-referrals")).toContainText("只有学生本人和家长能看到");
  await expect(page.getByTestId("referrals")).toHaveCount(0);
  await expect(page.getByText(/WHO-5/)).toHaveCount(0);
  await expect(page.getByTestId("student-assessments").getByRole("row", { name: /心理状态自查/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "查看生涯档案" })).toBeVisible();
  await page.getByRole("link", { name: "查看生涯档案" }).click();
  await expect(page).toHaveURL(/\/career\/archive\?studentId=\d+$/);
  // the read-only note is the counsellor's, naming the student (not the parent's "这是孩子的…")
  await expect(page.locator("[data-read-only]")).toHaveText("这是李明的生涯档案和规划，只能查看：内容由学生本人填写。");
  // the archive speaks about the student by name, not to "you"
  await expect(page.locator("[data-screen=archive] .page__title + p")).toContainText("李明的生涯档案");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "返回这名学生" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "李明" })).toBeVisible();

  // the school's psychology teacher (the administrator gave the duty): the referral, its scores and the report
  const context = await browser.newContext();
  const other = await context.newPage();
  // a teacher with no class reads neither 我的班级 nor a counsellor's figures: their home is the referrals
  await staffLogin(other, await psychologyTeacher(request), "心理关注");
  await expect(other).toHaveTitle(/^心理关注 · /);
  await expect(other.getByTestId("dashboard-referrals")).toContainText("条提醒待处理");
  await expect(other.getByTestId("dashboard-classes")).toHaveCount(0);
  await openFromReferrals(other);
  const referrals = other.getByTestId("referrals");
  await expect(referrals).toContainText("WHO-5 5/25 · GAD-7 14/21");
  await expect(referrals).toContainText("幸福感很低、中度焦虑症状");
  await expect(referrals).toContainText("待处理");
  // not the class counsellor: no career reports, archive or plans of this student
  await expect(other.getByRole("heading", { name: "志愿方案" })).toHaveCount(0);
  await expect(other.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(other);

  await referrals.getByRole("row").filter({ has: other.locator(`a[href*="id=${reportId}&"]`) }).getByRole("link", { name: "查看报告" }).click();
  await expect(other).toHaveURL(new RegExp(`/evaluationReport/psychology\\?id=${reportId}&studentId=\\d+$`));
  await expect(other.locator(`[data-report="${reportId}"]`)).toContainText("WHO-5 很低");
  await expect(other.getByRole("link", { name: "再测一次" })).toHaveCount(0);
  await expectNoAxeViolations(other);
  await context.close();
});

test("the psychology teacher marks a wellbeing referral seen, then closes it with a note of what was done", async ({ page, request }) => {
  const reportId = await takeWellbeingCheck(request, { who5: 0, gad7: 3 });

  await staffLogin(page, await psychologyTeacher(request), "心理关注");
  await openFromReferrals(page);
  const referral = page.getByTestId("referrals").getByRole("row").filter({ has: page.locator(`a[href*="id=${reportId}&"]`) });
  await expect(referral).toContainText("待处理");
  await referral.getByRole("button", { name: "标为已查看" }).click();
  await expect(referral).toContainText("已查看");
  await expect(referral.getByRole("button", { name: "标为已查看" })).toHaveCount(0);
  await referral.getByRole("button", { name: "结束提醒" }).click();
  const closing = page.getByRole("form", { name: /结束 .* 的心理关注提醒/ });
  await closing.getByLabel(/处理记录/).fill("已与学生谈话，建议家长陪同就医");
  await expectNoAxeViolations(page);
  await closing.getByRole("button", { name: "确认结束" }).click();
  await expect(referral).toContainText("已结束");
  await expect(referral).toContainText("已与学生谈话，建议家长陪同就医");
  await expect(referral.getByRole("button")).toHaveCount(0);
  await expect(closing).toHaveCount(0);
});

test("the import page tells a school's administrator who imports shared data; the platform operator lands there with the form", async ({ page, browser }) => {
  await staffLogin(page, ADMIN);
  await page.goto("/admin/import");
  await expect(page.getByRole("heading", { level: 1, name: "数据导入" })).toBeVisible();
  await expect(page.getByTestId("who-imports")).toContainText("只有平台运营方账号可以导入");
  await expect(page.getByRole("button", { name: "正式导入" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const context = await browser.newContext();
  const other = await context.newPage();
  await fillLogin(other, { tenant: "000000", account: "operator", password: "Operator@2026" });
  await expect(other).toHaveURL(/\/admin\/import$/, { timeout: 20_000 });
  await expect(other.getByRole("heading", { level: 1, name: "数据导入" })).toBeVisible();
  await expect(other.getByRole("button", { name: "试导入" })).toBeVisible();
  // the operator's menu: the import and the platform's audit log, nothing of a school
  await expect(other.getByRole("navigation", { name: "学校管理菜单" }).getByRole("link")).toHaveCount(2);
  await expectNoAxeViolations(other);
  await other.goto("/admin/accounts");
  await expect(other).toHaveURL(/\/403$/);
  await context.close();
});

test("an administrator opening a student sees who they are and is told the reports and plans are the counsellor's", async ({ page }) => {
  await staffLogin(page, ADMIN);
  await page.goto("/admin/students");
  await page.getByTestId("students").getByRole("link", { name: "李明" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "李明" })).toBeVisible();
  await expect(page.getByText("学生的测评报告、生涯档案和志愿方案只对其班主任开放")).toBeVisible();
  await expect(page.getByRole("heading", { name: "志愿方案" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "查看生涯档案" })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a student is kept out of school administration, and the top bar offers it only to staff", async ({ page }) => {
  await login(page, STUDENT);
  await expect(page.getByRole("link", { name: "学校管理" })).toHaveCount(0);
  await page.goto("/admin/index");
  await expect(page).toHaveURL(/\/403$/);
});

test("every administration page passes axe and fits a 375 px screen", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await staffLogin(page, ADMIN);
  const pages: [string, string][] = [
    ["/admin/index", "学校管理"], ["/admin/accounts", "账号管理"], ["/admin/classes", "年级和班级"], ["/admin/notices", "学校通知"], ["/admin/tasks", "学校任务"], ["/admin/school", "学校名称和校徽"], ["/admin/import", "数据导入"],
    ["/admin/rules", "志愿规则更正"], ["/admin/exam-tables", "考试换算表"], ["/admin/audit", "操作日志"], ["/admin/students", "全校学生"], ["/admin/registrations", "注册审核"],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "正在加载" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`${path.slice(7)}-375.png`), fullPage: true });
  }
});

test("a school task set for a class, and the audit log records who did it", async ({ page }) => {
  await staffLogin(page, ADMIN);
  await page.goto("/admin/tasks");
  const title = `完成职业兴趣测评 ${Date.now()}`;
  await page.getByLabel("任务", { exact: true }).fill(title);
  await page.getByLabel("布置给").selectOption({ label: `${DEMO_GRADE} 3班` });
  await page.getByRole("button", { name: "布置" }).click();
  await expect(page.getByTestId("tasks").getByRole("row", { name: new RegExp(title) })).toContainText(`${DEMO_GRADE} 3班`);

  await page.goto("/admin/audit");
  await page.getByLabel("操作", { exact: true }).selectOption({ label: "布置任务" });
  await page.getByRole("button", { name: "查询" }).click();
  const entry = page.getByTestId("audit").getByRole("row", { name: new RegExp(title) });
  await expect(entry).toContainText("admin");
  await entry.getByText("查看前后内容").click();
  await expect(entry.locator("pre")).toContainText(title);
});
