// The people around a student, in Chromium against the real server: the class counsellor lands on their own home
// (我的班级: their class, a card on a phone, the comments awaiting an answer, no student areas), reads a student's plan
// as the student sees it (unit names, bands, checks, simulation; read-only) and answers a parent's comment, each comment
// labelled with its writer's role; the parent is named as themselves, sees the new comment on the home page and reads
// the plan's checks about their child (孩子 / your child), not about "you"; the counsellor opens the student's stored
// interest report and reads it about the student by name (zh); the school's administrator lands on the school's home
// (学校管理). One walk per language,
// each at one width; its end screens are looked at again at the other width (axe, no sideways scroll), so every screen
// is checked at 375 and 1280 px in Chinese and English without walking it four times.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { apiHeaders, atOtherWidth, expectNoAxeViolations, expectNoSidewaysScroll, fillLogin, login, PARENT, STUDENT, toEnglish } from "./portal-helpers";

const TEACHER = { tenant: "000000", account: "teacher", password: "Teacher@2026" };
const ADMIN = { tenant: "000000", account: "admin", password: "Admin@2026" };
const V = "/api/common/volunteer";
const GD = { province: "44", year: 2026, batch: "本科批" };

// two sign-ins and several pages with axe each
test.describe.configure({ timeout: 150_000 });

async function call<T = any>(request: APIRequestContext, headers: Record<string, string>, path: string, body: unknown): Promise<{ code: number; data: T; msg: string }> {
  return (await request.post(`${V}/${path}`, { headers, data: body })).json();
}

/**
 * The student's saved plan whose 保 comes before its 冲 (a reach that can never be reached), and the parent's comment
 * on it; the plan's name and its units' college names.
 */
async function planWithParentComment(request: APIRequestContext, name: string, comment: string) {
  const student = await apiHeaders(request, STUDENT);
  const rec = await call(request, student, "recommend", { ...GD, rank: 20000, counts: { 冲: 1, 稳: 1, 保: 1 } });
  expect(rec.code, rec.msg).toBe(200);
  const units = rec.data.units as { unitKey: string; collegeName: string; collegeNameEn: string; band: string }[];
  const order = ["保", "冲", "稳"].map((band) => units.find((u) => u.band === band)!);
  expect(order.every(Boolean), "one unit of each band").toBe(true);
  const saved = await call(request, student, "save", { ...GD, name, entries: order.map((u) => ({ unitKey: u.unitKey, majors: [], adjust: true })) });
  expect(saved.code, saved.msg).toBe(200);
  const said = await call(request, await apiHeaders(request, PARENT), "comment", { planId: saved.data.id, text: comment });
  expect(said.code, said.msg).toBe(200);
  return { id: saved.data.id as string, units: order };
}

/** The student takes the interest test through the API (every item at its highest option): a stored report exists. */
async function takeInterestTest(request: APIRequestContext) {
  const headers = await apiHeaders(request, STUDENT);
  const paper = (await (await request.post("/api/common/assessment/paper", { headers, data: { code: "zyxq" } })).json()).data as { items: { id: string; options: { value: number }[] }[] };
  const taken = await request.post("/api/common/assessment/submit", { headers, data: { code: "zyxq", answers: paper.items.map((i) => ({ id: i.id, value: Math.max(...i.options.map((o) => o.value)) })) } });
  expect((await taken.json()).code).toBe(200);
}

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const WORDS = {
  zh: { parentTag: "家长 李明家长", counsellorTag: "班主任 陈老师", child: "孩子", student: "李明", home: "首页", lookup: "查询", tryRank: "换一个位次试算", tryButton: "试算", send: "发送留言", unread: /新留言/, pending: "待审核注册", klass: /^\d{4}级 \d+班$/, counsellorHome: "我的班级", adminHome: "学校管理" },
  en: { parentTag: "parent 李明家长", counsellorTag: "counsellor 陈老师", child: "your child", student: "李明", home: "Home", lookup: "Look up", tryRank: "Try another rank", tryButton: "Try", send: "Post the comment", unread: /new comments/, pending: "Registrations waiting", klass: /^\d{4} intake, Class \d+$/, counsellorHome: "My classes", adminHome: "School admin" },
} as const;

for (const [width, lang] of [[1280, "zh"], [375, "en"]] as const) {
  test(`counsellor's home and a plan read as the student sees it, then the parent, then the administrator, in ${lang} at ${width} px and again at the other width`, async ({ browser, request }) => {
    const w = WORDS[lang];
    const stamp = `${width}${lang}${Date.now().toString(36).slice(-4)}`;
    const planName = `角色 ${stamp}`;
    const parentSays = `家长的问题 ${stamp}`;
    const plan = await planWithParentComment(request, planName, parentSays);
    if (lang === "zh") await takeInterestTest(request);

    // the counsellor: their own home, the parent's comment waiting for an answer, no student area in the top bar
    const teacher = await pageAt(browser, width);
    await fillLogin(teacher, TEACHER);
    await expect(teacher).toHaveURL(/\/admin\/index$/, { timeout: 20_000 });
    if (lang === "en") await toEnglish(teacher);
    await expect(teacher.getByRole("navigation", { name: lang === "zh" ? "主导航" : "Main navigation" }).getByRole("link")).toHaveText([w.home, w.lookup]);
    // titled for a counsellor (their classes), not as the school's administration: heading and the window's title
    await expect(teacher.getByRole("heading", { level: 1 })).toHaveText(w.counsellorHome);
    await expect(teacher).toHaveTitle(new RegExp(`^${w.counsellorHome} · `));
    const awaiting = teacher.getByTestId("dashboard-awaiting");
    await expect(awaiting).toContainText(parentSays);
    // the class in the reader's language ("2025级 3班" / "2025 intake, Class 3"), not the database's grade name
    const classes = teacher.getByTestId("dashboard-classes");
    await expect(classes.locator("[data-class-label]").first()).toHaveText(w.klass);
    // a table on a wide screen, a card per class on a phone
    const tableAt = (wide: boolean) => expect(classes.getByRole("table")).toHaveCount(wide ? 1 : 0);
    await tableAt(width > 800);
    await expectNoAxeViolations(teacher);
    await expectNoSidewaysScroll(teacher);
    await atOtherWidth(teacher, { check: () => tableAt(width < 800) });
    // /wel/index is a student's home: staff are sent to theirs
    await teacher.goto("/wel/index");
    await expect(teacher).toHaveURL(/\/admin\/index$/);

    // the plan as the student sees it: names, not unit keys; read-only; checks and simulation at a rank tried here
    await teacher.getByTestId("dashboard-awaiting").getByRole("link", { name: new RegExp(planName) }).click();
    const reader = teacher.locator("[data-plan-reader]");
    await expect(reader.getByRole("heading", { name: planName })).toBeVisible();
    for (const unit of plan.units) await expect(reader.locator("[data-part=form]")).toContainText(lang === "zh" ? unit.collegeName : unit.collegeNameEn);
    await expect(reader.locator("[data-part=form]")).not.toContainText(plan.units[0]!.unitKey);
    await expect(reader.getByRole("button", { name: /上移|Move up/ })).toHaveCount(0);
    await reader.getByLabel(w.tryRank).fill("20000");
    await reader.getByRole("button", { name: w.tryButton, exact: true }).click();
    const wasted = reader.locator("[data-part=findings] [data-finding=reach-after-safe]");
    // the counsellor reads about this student by name (a parent reads 孩子)
    await expect(wasted).toContainText(w.student);
    await expect(wasted).not.toContainText(lang === "zh" ? "录取学生" : "takes the student");
    await expect(reader.locator("[data-part=simulation] [data-sim]")).toBeVisible();
    // the parent's comment labelled as the parent's; the counsellor's answer labelled as the counsellor's
    const comments = reader.locator("[data-part=comments]");
    await expect(comments.locator("[data-author-role=parent]").filter({ hasText: parentSays })).toContainText(w.parentTag);
    const answer = `班主任的回复 ${stamp}`;
    await comments.locator("textarea").fill(answer);
    await comments.getByRole("button", { name: w.send, exact: true }).click();
    await expect(comments.locator("[data-author-role=teacher]").filter({ hasText: answer })).toContainText(w.counsellorTag);
    // the checks name each unit in the reader's language (no Chinese college name inside an English sentence)
    const noMajors = reader.locator("[data-part=findings] [data-finding=no-majors]").first();
    await expect(noMajors).toContainText(plan.units[0]![lang === "zh" ? "collegeName" : "collegeNameEn"]);
    if (lang === "en") await expect(noMajors).not.toContainText(/[\u4e00-\u9fff]/);
    await expectNoAxeViolations(teacher);
    await expectNoSidewaysScroll(teacher);
    await atOtherWidth(teacher, { check: () => expect(reader.locator("[data-part=simulation] [data-sim]")).toBeVisible() });
    if (lang === "zh") {
      // the student's stored interest report, opened from their page: it speaks about 李明, not to 你
      await teacher.getByTestId("student-assessments").getByRole("link", { name: "查看报告 职业兴趣测评" }).click();
      const summary = teacher.locator("[data-summary]");
      await expect(summary).toContainText(/^李明的职业兴趣代码是 [A-Z]{3}/);
      await expect(summary).not.toContainText("你");
    }
    await teacher.context().close();

    // the parent: named as themselves, told of the new comment, reading the checks about their child
    const parent = await pageAt(browser, width);
    await login(parent, PARENT);
    if (lang === "en") await toEnglish(parent);
    await expect(parent.getByRole("button", { name: /账号菜单|Account menu/ })).toContainText("李明家长");
    await expect(parent.locator("[data-unread-comments]")).toHaveText(w.unread);
    // the home's tiles speak of the child: "往年录取最低位次与孩子相近", never "与你相近"
    await expect(parent.locator("main")).toContainText(lang === "zh" ? "与孩子相近" : "close to your child's");
    await expectNoAxeViolations(parent);
    await atOtherWidth(parent);
    await parent.goto(`/career/fill-submit?id=${plan.id}&mode=rank&rank=20000`);
    await expect(parent.locator("[data-part=findings] [data-finding=reach-after-safe]")).toContainText(w.child);
    await expect(parent.locator("[data-part=findings]")).not.toContainText(lang === "zh" ? "录取你" : "takes you,");
    await expect(parent.locator("[data-part=comments] [data-author-role=teacher]").filter({ hasText: answer })).toContainText(w.counsellorTag);
    await expectNoAxeViolations(parent);
    await expectNoSidewaysScroll(parent);
    await atOtherWidth(parent);
    // opening the plan read its comments: the plan list no longer counts them as new
    await parent.goto("/volunteer/index");
    await expect(parent.locator(`[data-plan="${plan.id}"]`)).toBeVisible();
    await expect(parent.locator(`[data-plan="${plan.id}"] [data-unread]`)).toHaveCount(0);
    await parent.context().close();

    // the school's administrator: the school's home (registrations waiting, every class), no student areas, no
    // counsellor's comment list
    await test.step("the administrator's home", async () => {
      const admin = await pageAt(browser, width);
      await fillLogin(admin, ADMIN);
      await expect(admin).toHaveURL(/\/admin\/index$/, { timeout: 20_000 });
      if (lang === "en") await toEnglish(admin, { closeSettings: true });
      await expect(admin.getByRole("navigation", { name: lang === "zh" ? "主导航" : "Main navigation" }).getByRole("link")).toHaveText([w.home, w.lookup]);
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText(w.adminHome);
      await expect(admin.getByText(w.pending, { exact: true })).toBeVisible();
      await expect(admin.getByTestId("dashboard-classes").locator("[data-class-label]").first()).toHaveText(w.klass);
      await expect(admin.getByTestId("dashboard-awaiting")).toHaveCount(0);
      await expectNoAxeViolations(admin);
      await expectNoSidewaysScroll(admin);
      // admin.spec checks this page in Chinese at 375 px
      if (lang === "en") await atOtherWidth(admin);
      await admin.context().close();
    });
  });
}
