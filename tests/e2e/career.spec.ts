// 生涯档案 /career/archive and 生涯规划 /career/index in Chromium against the real server and the seeded school: the
// student writes their profile and adds, changes and deletes an award and an activity, and all of it is still there
// after a reload; a refused record keeps what was typed; a parent reads the same archive with nothing to edit; the hub
// shows the planning steps; both languages, 375 px, axe.
import { test, expect, type Page } from "@playwright/test";
import { PARENT, STUDENT, expectNoAxeViolations, expectNoSidewaysScroll, login } from "./portal-helpers";

async function toEnglish(page: Page) {
  await page.getByRole("button", { name: "界面设置" }).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

const part = (page: Page, id: string) => page.locator(`[data-part="${id}"]`);

// One test changes the student's archive (the profile is versioned, so parallel writers would conflict).
test.describe.configure({ mode: "serial" });

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
