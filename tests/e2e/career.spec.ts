// 生涯档案 /career/archive and 生涯规划 /career/index in Chromium against the real server and the seeded school: the
// student writes their profile and adds, changes and deletes an award and an activity, and all of it is still there
// after a reload; a refused record keeps what was typed; a parent reads the same archive with nothing to edit; the hub
// shows the planning steps; both languages, 375 px, axe.
import { test, expect, type Page } from "@playwright/test";
import { DEMO, PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login, toEnglish, apiHeaders } from "./portal-helpers";
import { takeTurnsWith } from "./turns";

// A freshly seeded server is slow over its first requests: one API login and one call before the tests.
test.beforeAll(async ({ request }, info) => {
  info.setTimeout(60_000);
  await request.post("/api/common/career/archive", { headers: await apiHeaders(request), data: {} });
});

const part = (page: Page, id: string) => page.locator(`[data-part="${id}"]`);

test("the student edits the archive end to end and it is kept", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const award = `数学竞赛一等奖 ${stamp}`;
  const activity = `机器人社团 ${stamp}`;
  await login(page, STUDENT);
  await page.goto("/career/archive");
  await expect(page.getByRole("heading", { level: 1, name: "生涯档案" })).toBeVisible();
  await expect(part(page, "archive-facts")).toContainText("学校");
  await expectNoAxeViolations(page);

  // profile: edit, save, see it read back
  const profile = part(page, "archive-profile");
  await profile.getByRole("button", { name: "编辑", exact: true }).click();
  await profile.getByLabel("兴趣爱好").fill(`编程和篮球 ${stamp}`);
  await profile.getByLabel("我的生涯愿景").fill("成为一名软件工程师");
  await expectNoAxeViolations(page);
  await profile.getByRole("button", { name: "保存", exact: true }).click();
  await expect(profile.getByRole("status")).toHaveText("已保存。");
  await expect(profile.locator('[data-field="interests"]')).toHaveText(`编程和篮球 ${stamp}`);

  // an award: a missing date is refused beside the form, which keeps the title typed
  const awards = part(page, "archive-awards");
  await awards.getByRole("button", { name: "添加获奖记录" }).click();
  const form = awards.locator('[data-record-form="award"]');
  await form.getByLabel("奖项名称").fill(award);
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("请选择年月。");
  await expect(form.getByLabel("奖项名称")).toHaveValue(award);
  await form.getByLabel("年月").fill("2026-05");
  await form.getByLabel("级别").selectOption({ label: "市级" });
  await form.getByLabel("说明").fill("高二组");
  await form.getByRole("button", { name: "保存", exact: true }).click();
  const saved = awards.locator("[data-record]", { hasText: award });
  await expect(saved).toContainText("2026年5月");
  await expect(saved).toContainText("市级");

  // change it: the level
  await awards.getByRole("button", { name: `修改：${award}` }).click();
  await awards.locator('[data-record-form="award"]').getByLabel("级别").selectOption({ label: "省级" });
  await awards.getByRole("button", { name: "保存", exact: true }).click();
  await expect(saved).toContainText("省级");

  // an activity with a role
  const activities = part(page, "archive-activities");
  await activities.getByRole("button", { name: "添加活动经历" }).click();
  const activityForm = activities.locator('[data-record-form="activity"]');
  await activityForm.getByLabel("活动名称").fill(activity);
  await activityForm.getByLabel("年月").fill("2025-10");
  await activityForm.getByLabel("担任的角色").fill("队长");
  await activityForm.getByRole("button", { name: "保存", exact: true }).click();
  await expect(activities.locator("[data-record]", { hasText: activity })).toContainText("队长");

  // all of it is still there after a reload
  await page.reload();
  await expect(part(page, "archive-profile").locator('[data-field="interests"]')).toHaveText(`编程和篮球 ${stamp}`);
  await expect(part(page, "archive-awards").locator("[data-record]", { hasText: award })).toContainText("省级");
  await expect(part(page, "archive-activities").locator("[data-record]", { hasText: activity })).toContainText("队长");

  // delete both (the browser asks first)
  page.on("dialog", (dialog) => void dialog.accept());
  await part(page, "archive-awards").getByRole("button", { name: `删除：${award}` }).click();
  await expect(part(page, "archive-awards").locator("[data-record]", { hasText: award })).toHaveCount(0);
  await part(page, "archive-activities").getByRole("button", { name: `删除：${activity}` }).click();
  await expect(part(page, "archive-activities").locator("[data-record]", { hasText: activity })).toHaveCount(0);
  await page.reload();
  await expect(part(page, "archive-awards")).toBeVisible();
  await expect(page.locator("[data-record]", { hasText: stamp })).toHaveCount(0);
});

test("a parent reads the archive with nothing to edit", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/career/archive");
  await expect(page.locator("[data-read-only]")).toBeVisible();
  await expect(part(page, "archive-profile")).toBeVisible();
  await expect(page.getByRole("button", { name: "编辑", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "添加获奖记录" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "开始测评" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the career hub shows the planning steps and every career page", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/index");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const progress = page.locator("[data-progress]");
  await expect(progress).toHaveAttribute("data-progress", /^\d+\/\d+$/);
  await expect(page.locator('[data-entry="/career/archive"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('[data-entry="/career/archive"]').click();
  await expect(page).toHaveURL(/\/career\/archive$/);
});

test("English at 375 px: the archive and the hub fit and are axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, STUDENT);
  await page.goto("/career/archive");
  await toEnglish(page);
  await expect(page.getByRole("heading", { level: 1, name: "Career archive" })).toBeVisible();
  await expect(part(page, "archive-awards").getByRole("heading", { level: 2 })).toHaveText("Awards");
  await expect(part(page, "archive-exams")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await part(page, "archive-awards").getByRole("button", { name: "Add an award" }).click();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.goto("/career/index");
  await expect(page.locator("[data-progress]")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test("选科指导: the student chooses a combination, it is marked among all combinations and kept", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/career/course/index");
  await expect(page.getByRole("heading", { level: 1, name: "选科指导" })).toBeVisible();
  const rows = page.locator("[data-combo]");
  await expect(rows).toHaveCount(12);
  await expect(page.locator("[data-source]")).toBeVisible();
  await expectNoAxeViolations(page);

  const model = part(page, "course-model");
  const change = model.getByRole("button", { name: /选择组合|修改组合/ });
  if (await change.isVisible()) await change.click();
  const form = model.locator("[data-choice-form]");
  // two first subjects cannot both be chosen; too few further subjects are refused beside the form
  await form.getByRole("radio", { name: "历史" }).check();
  for (const name of ["化学", "生物", "政治", "地理"]) await form.getByRole("checkbox", { name }).uncheck();
  await form.getByRole("checkbox", { name: "政治" }).check();
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("再从化学、生物、政治、地理中选两门");
  await expect(form.getByRole("checkbox", { name: "政治" })).toBeChecked();
  await form.getByRole("checkbox", { name: "地理" }).check();
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(model.locator("[data-choice]")).toHaveAttribute("data-choice", "历史+政治+地理");
  await expect(page.locator('[data-combo="历史+政治+地理"]')).toHaveAttribute("data-mine", "yes");

  await page.reload();
  await expect(part(page, "course-model").locator("[data-choice]")).toHaveAttribute("data-choice", "历史+政治+地理");
  await expect(page.locator('[data-mine="yes"]')).toHaveCount(1);

  // back to the seed's physics combination for the other tests
  await part(page, "course-model").getByRole("button", { name: "修改组合" }).click();
  const again = part(page, "course-model").locator("[data-choice-form]");
  await again.getByRole("radio", { name: "物理" }).check();
  for (const name of ["政治", "地理"]) await again.getByRole("checkbox", { name }).uncheck();
  for (const name of ["化学", "生物"]) await again.getByRole("checkbox", { name }).check();
  await again.getByRole("button", { name: "保存", exact: true }).click();
  await expect(part(page, "course-model").locator("[data-choice]")).toHaveAttribute("data-choice", "物理+化学+生物");
});

test("选科指导 in English at 375 px, and read-only for a parent", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, PARENT);
  await page.goto("/career/course/index");
  await toEnglish(page);
  await expect(page.getByRole("heading", { level: 1, name: "Subject choice" })).toBeVisible();
  await expect(page.locator("[data-read-only]")).toBeVisible();
  await expect(page.locator("[data-combo]").first()).toContainText(/Physics|History/);
  await expect(page.getByRole("button", { name: /Choose a combination|Change the combination/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

// Both change the student's targets: one after the other, so neither sees the other's target come and go.
test.describe("targets", () => {
  test.describe.configure({ mode: "serial" });
  takeTurnsWith("student-targets");

  test("目标分析报告: the targets beside the latest figures, and the gap from a score; a bad score keeps what was typed", async ({ page, request }) => {
    // a college target (the seed's targets are a college's major, which has no figure, and a profession)
    const headers = await apiHeaders(request);
    const added = await (await request.post("/api/common/career/target/save", { headers, data: { collegeCode: "10558", note: "e2e" } })).json();
    expect(added.code).toBe(200);
    await login(page, STUDENT);
    await page.goto("/career/target/report");
    await expect(page.getByRole("heading", { level: 1, name: "目标分析报告" })).toBeVisible();
    await expect(page.locator("[data-basis]")).toHaveAttribute("data-basis", "2025");
    const cards = page.locator("[data-target-report]");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator("[data-standing]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    const value = page.getByLabel("高考分数（或估分）");
    await value.fill("900");
    await page.getByRole("button", { name: "对照", exact: true }).click();
    await expect(page.locator("[data-report-form]").getByRole("alert")).toContainText("score");
    await expect(value).toHaveValue("900");

    await value.fill("600");
    await page.getByRole("button", { name: "对照", exact: true }).click();
    await expect(page.locator("[data-rank]")).toContainText("600 分在 2025 年约为全省第");
    await expect(page).toHaveURL(/\?score=600$/);
    // the college target has its figure and says where the student stands
    const college = page.locator(`[data-target-report="${added.data.id}"]`);
    await expect(college.locator("[data-figure]")).toHaveAttribute("data-figure", "2025");
    // the figure's sample note is a paragraph of its own, never one inside another (the browser would split them)
    await expect(college.locator("[data-figure] [data-sample-note], [data-figure] p").first()).toBeVisible();
    await expect(college.locator("p p")).toHaveCount(0);
    await expect(college.locator("[data-standing]")).toContainText(/有把握|接近|有差距/);
    await expect(college).toContainText(/(高出|低于)最低分 \d+ 分/);
    // the profession target names the majors that lead to it
    await expect(cards.filter({ hasText: "通向这个职业的专业" }).getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // the score in the address is read again after a reload, and English at 375 px fits
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.locator("[data-rank]")).toBeVisible();
    await toEnglish(page);
    await expect(page.getByRole("heading", { level: 1, name: "Target report" })).toBeVisible();
    await expect(page.locator("[data-rank]")).toContainText("A score of 600 was about rank");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await request.post("/api/common/career/target/remove", { headers, data: { id: added.data.id } });
  });

  test("目标规划: a followed college becomes a target with one button, targets move up and down and are kept", async ({ page, request }) => {
    const headers = await apiHeaders(request);
    const followed = await (await request.post("/api/common/yuanxiao/add-my-favorite", { headers, data: { resourceId: "10003", resourceType: 1, userCode: "student" } })).json();
    expect(followed.code).toBe(200);
    await login(page, STUDENT);
    await page.goto("/career/target");
    await expect(page.getByRole("heading", { level: 1, name: "目标规划" })).toBeVisible();
    const targets = page.locator("[data-targets] > li");
    await expect(targets.first()).toBeVisible();
    await expectNoAxeViolations(page);
    const order = () => targets.evaluateAll((items) => items.map((item) => item.getAttribute("data-target") ?? ""));

    // the followed college: set as a target, it joins the list at the end
    const row = page.locator('[data-followed="followed-colleges"] li').filter({ has: page.locator('a[href*="10003"]') });
    const name = (await row.getByRole("link").innerText()).trim();
    await row.getByRole("button", { name: `把${name}设为目标` }).click();
    const mine = targets.filter({ hasText: name });
    await expect(mine).toHaveCount(1);
    const id = (await mine.getAttribute("data-target"))!;
    const listed = await order();
    const at = listed.indexOf(id);
    expect(at).toBeGreaterThan(0);
    const neighbour = listed[at - 1]!;

    // move it up one place, above its neighbour; the order is kept after a reload
    const justAbove = (now: string[]) => now.indexOf(neighbour) - now.indexOf(id) === 1;
    await page.getByRole("button", { name: `上移：${name}` }).click();
    await expect.poll(async () => justAbove(await order())).toBe(true);
    await expect(page.locator("[data-targets] ~ [role=alert]")).toHaveCount(0);
    await page.reload();
    await expect(mine).toHaveCount(1);
    expect(justAbove(await order())).toBe(true);

    // and stop it being a target (the browser asks first)
    page.on("dialog", (dialog) => void dialog.accept());
    await page.locator("[data-targets]").getByRole("button", { name: `取消目标：${name}` }).click();
    await expect(mine).toHaveCount(0);
    await expect(row.getByRole("button", { name: `把${name}设为目标` })).toBeVisible();
    await request.post("/api/common/yuanxiao/delete-my-favorite", { headers, data: { resourceId: "10003", resourceType: 1, userCode: "student" } });
  });
});

test("学习计划: an item is added to a term, its progress changed in one step, and deleted; the term's progress follows", async ({ page }) => {
  const title = `错题本整理 ${Date.now().toString(36)}`;
  await login(page, STUDENT);
  await page.goto("/career/learning");
  await expect(page.getByRole("heading", { level: 1, name: "学习计划" })).toBeVisible();
  await expect(page.locator("[data-learning]").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "添加学习计划" }).click();
  const form = page.locator("[data-learning-form]");
  await form.getByRole("button", { name: "保存", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("请填写要做的事。");
  await form.getByLabel("要做的事").fill(title);
  await form.getByLabel("科目").selectOption({ label: "数学" });
  await form.getByLabel("学期").selectOption(DEMO.term.code);
  await form.getByLabel("完成日期（可不填）").fill(DEMO.term.ends);
  await form.getByRole("button", { name: "保存", exact: true }).click();
  const item = page.locator("[data-learning]", { hasText: title });
  await expect(item).toContainText("未开始");
  const term = page.locator(`[data-part="term-${DEMO.term.code}"]`);
  const before = await term.locator("[data-progress]").getAttribute("data-progress");
  const [done, total] = before!.split("/").map(Number);

  await item.getByLabel(`进度：${title}`).selectOption({ label: "已完成" });
  await expect(term.locator("[data-progress]")).toHaveAttribute("data-progress", `${done! + 1}/${total}`);
  await page.reload();
  await expect(page.locator("[data-learning]", { hasText: title })).toContainText("已完成");

  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `删除：${title}` }).click();
  await expect(page.locator("[data-learning]", { hasText: title })).toHaveCount(0);
  await expect(term.locator("[data-progress]")).toHaveAttribute("data-progress", `${done}/${total! - 1}`);
});

test("生涯规划书: the whole plan on one page, with route names from the guides, in both languages and at 375 px", async ({ page }) => {
  await login(page, PARENT);
  await page.goto("/career/plan");
  await expect(page.getByRole("heading", { level: 1, name: "生涯规划书" })).toBeVisible();
  await expect(page.locator("[data-read-only]")).toBeVisible();
  await expect(page.locator("[data-vision]")).not.toBeEmpty();
  await expect(page.locator('[data-route="strong-foundation"]').getByRole("link")).toHaveAttribute("href", "/guides/strong-foundation");
  await expect(page.locator('[data-route="strong-foundation"] li').first()).toBeVisible();
  await expect(page.locator("[data-part=plan-targets] li").first()).toBeVisible();
  await expect(page.locator("[data-term]").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await toEnglish(page);
  await expect(page.getByRole("heading", { level: 1, name: "My career plan" })).toBeVisible();
  await expect(page.locator('[data-route="strong-foundation"]').getByRole("link")).toHaveAttribute("href", "/en/guides/strong-foundation");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
