import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/envelope";
import { pt } from "@/lib/i18n/portal";
import { ERROR_LOG_UPLOAD_LIMITS, FEEDBACK_MAX, passwordEndpoint, toUploadEntries } from "@/lib/api/account";
import {
  currentPagePath, feedbackErrors, formatClock, formatDate, formatLogTime, initial, LOCK_NAVIGATION_DELAY_MS, LOCK_RETURN_KEY,
  lockReturnPath, passwordChanged, registrationDefaults, registrationFailure, registrationField, registrationSuccessMessage,
} from "@/islands/account/logic";
import { validateRegistration } from "@/lib/rules/validate";

describe("lock screen return path", () => {
  it("uses the documented storage key and delay", () => {
    expect(LOCK_RETURN_KEY).toBe("qihang-lock-return");
    expect(LOCK_NAVIGATION_DELAY_MS).toBe(100);
  });
  it("returns to the stored page with its query and hash", () => {
    const path = currentPagePath({ pathname: "/mine/index", search: "?tab=2", hash: "#grades" });
    expect(path).toBe("/mine/index?tab=2#grades");
    expect(lockReturnPath(path)).toBe(path);
  });
  it("falls back to the welcome page for nothing, the lock or login page, and other sites", () => {
    for (const stored of [null, undefined, "", "/lock", "/login?redirect=/x", "https://evil.example/", "//evil.example/x", "/\\evil"]) {
      expect(lockReturnPath(stored), String(stored)).toBe("/wel/index");
    }
  });
});

describe("change password", () => {
  it("counts as done only when the code equals 200", () => {
    expect(passwordChanged({ code: 200 })).toBe(true);
    expect(passwordChanged({ code: "200" })).toBe(true);
    expect(passwordChanged({ code: "00000" })).toBe(false);
    expect(passwordChanged({ code: 400 })).toBe(false);
  });
  it("sends a parent to the family endpoint and a student to the student endpoint", () => {
    expect(passwordEndpoint("parent")).toBe("/blade-user/studentfamily/updatePassword");
    expect(passwordEndpoint("student")).toBe("/blade-system/student/updatePassword");
  });
});

describe("feedback form", () => {
  it("requires the text and limits its length", () => {
    expect(feedbackErrors({ content: "  ", contact: "" })).toEqual({ content: "account.feedback.contentRequired" });
    expect(feedbackErrors({ content: "x".repeat(FEEDBACK_MAX + 1), contact: "" })).toEqual({ content: "account.feedback.contentTooLong" });
    expect(feedbackErrors({ content: "x".repeat(FEEDBACK_MAX), contact: "" })).toEqual({});
  });
  it("checks a mobile number only when one is given, with the §5 messages", () => {
    expect(feedbackErrors({ content: "ok", contact: "" })).toEqual({});
    expect(feedbackErrors({ content: "ok", contact: "1380013800" })).toEqual({ contact: "validation.phoneLength" });
    expect(feedbackErrors({ content: "ok", contact: "010-1234567" })).toEqual({ contact: "validation.phoneFormat" });
    expect(feedbackErrors({ content: "ok", contact: "13800138000" })).toEqual({});
    expect(pt("zh", "validation.phoneLength")).toBe("手机号码长度不为11位");
  });
});

describe("registration", () => {
  it("pre-fills tenant, name and account from the profile", () => {
    expect(registrationDefaults({ tenantId: "000000", userName: "微信用户", account: "wx_demo_1" })).toEqual({
      tenantId: "000000", name: "微信用户", account: "wx_demo_1", password: "", password2: "",
    });
    expect(registrationDefaults(null)).toEqual({ tenantId: "", name: "", account: "", password: "", password2: "" });
  });
  it("points each warning, checked in the §5 order, at its field", () => {
    const base = { tenantId: "000000", name: "", account: "wx", password: "Secret@1", password2: "Secret@1" };
    const steps: Array<[Partial<typeof base>, string, string]> = [
      [{ tenantId: "", account: "" }, "请先输入租户编号", "tenantId"],
      [{ account: "", password: "" }, "请先输入账号名称", "account"],
      [{ password2: "" }, "请先输入密码", "password"],
      [{ password2: "Other@1" }, "两次密码输入不一致", "password2"],
    ];
    for (const [change, message, field] of steps) {
      const key = validateRegistration({ ...base, ...change })!;
      expect(pt("zh", key)).toBe(message);
      expect(registrationField(key)).toBe(field);
    }
    expect(validateRegistration(base)).toBeNull();
  });
  it("shows the server's message, else 提交失败; a network error shows nothing", () => {
    expect(registrationFailure(new ApiError("账号已存在", 400), "提交失败")).toBe("账号已存在");
    expect(registrationFailure(new ApiError("", 400), "提交失败")).toBe("提交失败");
    expect(registrationFailure(new TypeError("fetch failed"), "提交失败")).toBeNull();
  });
  it("uses the server's success message in Chinese and ours in English", () => {
    expect(registrationSuccessMessage({ msg: "提交成功，请等待管理员审核" }, "zh", "x")).toBe("提交成功，请等待管理员审核");
    expect(registrationSuccessMessage({ msg: "" }, "zh", pt("zh", "account.register.submitted"))).toBe("提交成功，请等待管理员审核");
    expect(registrationSuccessMessage({ msg: "提交成功" }, "en", "Submitted")).toBe("Submitted");
  });
});

describe("error log upload", () => {
  it("keeps at most 200 entries and cuts each field to the server's limit", () => {
    const entry = { type: "t".repeat(80), url: "/u", message: "m".repeat(3000), stack: "s".repeat(9000), info: "", time: "2026-01-02T03:04:05.000Z" };
    const out = toUploadEntries(Array.from({ length: 250 }, () => entry));
    expect(out).toHaveLength(200);
    expect(out[0]!.type).toHaveLength(ERROR_LOG_UPLOAD_LIMITS.type);
    expect(out[0]!.message).toHaveLength(2000);
    expect(out[0]!.stack).toHaveLength(8000);
    expect(out[0]!.time).toBe(entry.time);
  });
});

describe("display", () => {
  const instant = new Date("2026-03-01T16:05:00Z"); // 00:05 on 2 March in Asia/Shanghai
  it("shows the clock and date in the display time zone", () => {
    expect(formatClock(instant, "zh")).toBe("00:05");
    expect(formatClock(instant, "en")).toBe("00:05");
    expect(formatDate(instant, "zh")).toContain("3月2日");
    expect(formatDate(instant, "en")).toContain("2 March 2026");
  });
  it("formats log times and leaves text that is not a date alone", () => {
    expect(formatLogTime("2026-03-01T16:05:09Z", "zh")).toContain("00:05:09");
    expect(formatLogTime("yesterday", "en")).toBe("yesterday");
    expect(formatLogTime("", "en")).toBe("");
  });
  it("takes the first character of a name for an avatar", () => {
    expect(initial("李明")).toBe("李");
    expect(initial(" anna")).toBe("A");
    expect(initial("")).toBe("?");
  });
});

describe("account strings", () => {
  it("has the exact messages the spec names", () => {
    expect(pt("zh", "account.password.success")).toBe("修改密码成功");
    expect(pt("en", "account.password.success")).toBe("Password changed successfully");
    expect(pt("zh", "account.log.uploadConfirm")).toBe("确定上传本地日志到服务器?");
    expect(pt("en", "account.log.uploadConfirm")).toBe("Confirm upload local logs to server?");
    expect(pt("zh", "account.log.uploaded")).toBe("发送成功");
    expect(pt("en", "account.log.uploaded")).toBe("Sent successfully");
    expect(pt("zh", "account.log.cleared")).toBe("清空成功");
    expect(pt("en", "account.log.cleared")).toBe("Cleared successfully");
    expect(pt("zh", "account.register.title")).toBe("账号注册");
    expect(pt("en", "account.register.title")).toBe("Account registration");
    expect(pt("zh", "account.register.submitted")).toBe("提交成功，请等待管理员审核");
    expect(pt("zh", "account.register.failed")).toBe("提交失败");
  });
});
