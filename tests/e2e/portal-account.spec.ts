// Account features in Chromium against the real server: lock screen, change password, the dialogs, registration.
import { test, expect } from "@playwright/test";
import { OTHER_STUDENT, STUDENT, expectNoAxeViolations, fillLogin, login, openAvatarItem } from "./portal-helpers";

test("lock needs a password; a wrong one does not unlock, the right one returns to the page", async ({ page }) => {
  await login(page, STUDENT);
  await page.goto("/mine/index");
  await openAvatarItem(page, "锁屏");
  const dialog = page.getByRole("dialog", { name: "锁屏" });
  await expectNoAxeViolations(page, '[data-dialog]:is([open])');
  await dialog.getByRole("button", { name: "锁定屏幕" }).click();
  await expect(dialog.getByText("锁屏密码不能为空")).toBeVisible();
  await dialog.getByLabel("锁屏密码").fill("2468");
  await dialog.getByRole("button", { name: "锁定屏幕" }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByRole("heading", { level: 1, name: "屏幕已锁定" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Every route leads back to the lock page while locked.
  await page.goto("/wel/index");
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel("锁屏密码").fill("1357");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page.getByText("锁屏密码不正确，请重新输入")).toBeVisible();
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel("锁屏密码").fill("2468");
  await page.getByRole("button", { name: "解锁" }).click();
  await expect(page).toHaveURL(/\/mine\/index$/);
  await page.goto("/wel/index");
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test("change password shows each validation message, succeeds, and the new password logs in", async ({ page }) => {
  await login(page, OTHER_STUDENT);
  await openAvatarItem(page, "修改密码");
  const dialog = page.getByRole("dialog", { name: "修改密码" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '[data-dialog]:is([open])');
  const submit = dialog.getByRole("button", { name: "确认修改" });
  await submit.click();
  await expect(dialog.getByText("请输入原密码")).toBeVisible();
  await expect(dialog.getByText("请输入新密码")).toBeVisible();
  await expect(dialog.getByText("请输入确认密码")).toBeVisible();
  await dialog.getByLabel("原密码").fill(OTHER_STUDENT.password);
  await dialog.getByLabel("新密码").fill("12345");
  await dialog.getByLabel("确认密码").fill("12345");
  await submit.click();
  await expect(dialog.getByText("密码长度在 6 到 20 个字符").first()).toBeVisible();
  await dialog.getByLabel("新密码").fill("NewPass@2026");
  await dialog.getByLabel("确认密码").fill("NewPass@2027");
  await submit.click();
  await expect(dialog.getByText("两次输入的密码不一致").first()).toBeVisible();
  // What was typed is kept after a failed check.
  await expect(dialog.getByLabel("原密码")).toHaveValue(OTHER_STUDENT.password);
  await dialog.getByLabel("确认密码").fill("NewPass@2026");
  await submit.click();
  await expect(page.getByText("修改密码成功")).toBeVisible();
  await expect(dialog).toBeHidden();

  await openAvatarItem(page, "退出登录");
  await page.getByRole("dialog", { name: "退出登录" }).getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, OTHER_STUDENT);
  await expect(page.getByRole("alert").filter({ hasText: "用户名或密码错误" })).toBeVisible();
  await login(page, { ...OTHER_STUDENT, password: "NewPass@2026" });
});

test("the feedback, download-app and error-log dialogs open, are accessible and close with Escape", async ({ page }) => {
  await login(page, STUDENT);
  for (const [item, title] of [["意见反馈", "意见反馈"], ["下载 App", "下载 App"]] as const) {
    await openAvatarItem(page, item);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, '[data-dialog]:is([open])');
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  // Feedback is stored on the server.
  await openAvatarItem(page, "意见反馈");
  const feedback = page.getByRole("dialog", { name: "意见反馈" });
  await feedback.getByRole("button", { name: "提交" }).click();
  await expect(feedback.getByText("请输入反馈内容")).toBeVisible();
  await feedback.getByLabel("反馈内容").fill("希望增加按省份筛选的院校对比。");
  await feedback.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("提交成功，感谢您的反馈")).toBeVisible();

  // An uncaught error lands in the local log; upload asks first, then empties it.
  await page.evaluate(() => setTimeout(() => { throw new Error("e2e: a deliberate page error"); }));
  const logButton = page.getByRole("button", { name: /错误日志（1 条）/ });
  await expect(logButton).toBeVisible();
  await logButton.click();
  const log = page.getByRole("dialog", { name: "错误日志" });
  await expect(log).toContainText("e2e: a deliberate page error");
  await expectNoAxeViolations(page, '[data-dialog]:is([open])');
  await log.getByRole("button", { name: "上传服务器" }).click();
  await page.locator("[data-dialog=prompt]").getByRole("button", { name: "确定" }).click();
  await expect(log.getByRole("status")).toHaveText("发送成功");
  await expect(log).toContainText("暂无错误日志");
});

test("a third-party account must register: the dialog cannot be dismissed, submits, then logs out", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "第三方账号登录（演示）" }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  const dialog = page.getByRole("dialog", { name: "账号注册" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "关闭" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '[data-dialog]:is([open])');
  // the home page behind the dialog says what it waits for instead of loading for ever
  await expect(page.locator("[data-registration-pending]").first()).toHaveText("完成注册并通过学校审核后，这里会显示内容。");
  await expect(page.locator("main [role=status]", { hasText: "正在加载" })).toHaveCount(0);
  await dialog.getByLabel("账号名称").fill("");
  await dialog.getByRole("button", { name: "确定" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "请先输入账号名称" })).toBeVisible();
  await dialog.getByLabel("账号名称").fill(`e2e_${Date.now()}`);
  await dialog.getByLabel("密码", { exact: true }).fill("Guest@2026");
  await dialog.getByLabel("确认密码").fill("Guest@2025");
  await dialog.getByRole("button", { name: "确定" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "两次密码输入不一致" })).toBeVisible();
  await dialog.getByLabel("确认密码").fill("Guest@2026");
  await dialog.getByRole("button", { name: "确定" }).click();
  const alert = page.locator("[data-dialog=prompt]");
  await expect(alert).toContainText("提交成功，请等待管理员审核");
  await alert.getByRole("button", { name: "确定" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
