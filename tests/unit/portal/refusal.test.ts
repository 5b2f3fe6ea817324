import { describe, expect, it } from "vitest";
import { readableRefusal } from "@/lib/rules/refusal";

describe("readableRefusal", () => {
  it.each([
    ["参数校验失败：phone: 手机号格式不正确", {}, "手机号格式不正确。"],
    ["参数校验失败：phone: 手机号格式不正确; sex: 必填", { sex: "性别" }, "手机号格式不正确；请填写性别。"],
    ["参数校验失败：account: account 至少2个字符", { account: "账号" }, "账号至少2个字符。"],
    ["参数校验失败：entries.3.unitKey: 应为字符串", {}, "应为字符串。"],
    ["studentId: 这名学生不在你的班级", {}, "这名学生不在你的班级。"],
    ["status: 这条提醒已经结束。", {}, "这条提醒已经结束。"],
    ["用户名或密码错误", {}, "用户名或密码错误"],
    ["请求: 必填", {}, "请求: 必填"],
    ["参数校验失败：keyword: 必填", {}, "请填写keyword。"],
  ] as const)("%s → %s", (message, labels, expected) => {
    expect(readableRefusal(message, labels)).toBe(expected);
  });

  it("never shows the API's prefix or a bare field name before a colon", () => {
    const shown = readableRefusal("参数校验失败：phone: 手机号格式不正确; remark: remark 长度不能超过200个字符", { remark: "备注" });
    expect(shown).not.toMatch(/参数校验失败|phone:|remark/);
    expect(shown).toBe("手机号格式不正确；备注长度不能超过200个字符。");
  });
});
