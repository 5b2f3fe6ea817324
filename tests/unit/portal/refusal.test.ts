import { describe, expect, it } from "vitest";
import { ApiError, type RefusalData } from "@/lib/http/envelope";
import { problemOf, readableRefusal, refusalOf } from "@/lib/http/refusal";

const refusedFor = (message: string, ...problems: [field: string, msg: string][]) =>
  new ApiError(message, 400, { field: problems[0]![0], problems: problems.map(([field, msg]) => ({ field, path: field, msg })) } satisfies RefusalData);

describe("refusalOf", () => {
  it("reads the field and the problems from the answer's data, not from the message", () => {
    // the message names another field on purpose: only the data counts
    const r = refusalOf(refusedFor("参数校验失败：phone: 手机号格式不正确", ["sex", "必填"]));
    expect(r).toMatchObject({ code: 400, field: "sex", problems: [{ field: "sex", msg: "必填" }] });
  });
  it("a refusal without data (another SpringBlade server, a 403) names no field", () => {
    expect(refusalOf(new ApiError("studentId: 这名学生不在你的班级", 400))).toMatchObject({ field: null, problems: [] });
    expect(refusalOf(new ApiError("无权访问", 403, null))!.field).toBeNull();
  });
  it("keeps what other failures carry and ignores malformed problems", () => {
    const newer = { id: "1", version: 3 };
    expect(refusalOf(new ApiError("已在别处保存", 409, newer))).toMatchObject({ data: newer, problems: [] });
    expect(refusalOf(new ApiError("x", 400, { problems: [{ field: 1 }, { field: "a", msg: "坏" }] }))!.problems).toEqual([{ field: "a", msg: "坏" }]);
  });
  it("is null for anything that is not a server's answer", () => {
    expect(refusalOf(new TypeError("Failed to fetch"))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
  it("carries the item a problem is about", () => {
    const error = new ApiError("answers: 第 5 题（zyxq-05）没有回答", 400, { field: "answers", problems: [{ field: "answers", path: "answers", msg: "第 5 题没有回答", item: "zyxq-05" }] });
    expect(refusalOf(error)!.problems[0]!.item).toBe("zyxq-05");
  });
});

describe("problemOf", () => {
  it("the first problem in the server's words, else the message, else the fallback", () => {
    expect(problemOf(refusedFor("score: 900 分超出广东的分数范围 0–750", ["score", "900 分超出广东的分数范围 0–750"]), "失败")).toEqual({ field: "score", problem: "900 分超出广东的分数范围 0–750" });
    expect(problemOf(new ApiError("暂无数据", 400), "失败")).toEqual({ field: null, problem: "暂无数据" });
    expect(problemOf(new Error("network"), "检查失败")).toEqual({ field: null, problem: "检查失败" });
  });
});

describe("readableRefusal", () => {
  it.each([
    [[["phone", "手机号格式不正确"]], {}, "手机号格式不正确。"],
    [[["phone", "手机号格式不正确"], ["sex", "必填"]], { sex: "性别" }, "手机号格式不正确；请填写性别。"],
    [[["account", "account 至少2个字符"]], { account: "账号" }, "账号至少2个字符。"],
    [[["status", "这条提醒已经结束。"]], {}, "这条提醒已经结束。"],
    [[["keyword", "必填"]], {}, "请填写keyword。"],
  ] as const)("%j → %s", (problems, labels, expected) => {
    const error = refusedFor("参数校验失败：…", ...(problems as unknown as [string, string][]));
    expect(readableRefusal(refusalOf(error)!, labels)).toBe(expected);
  });

  it("a refusal that names no input reads as its message", () => {
    expect(readableRefusal(refusalOf(new ApiError("用户名或密码错误", 400))!)).toBe("用户名或密码错误");
  });

  it("never shows the API's prefix or a bare field name before a colon", () => {
    const error = refusedFor("参数校验失败：phone: 手机号格式不正确; remark: remark 长度不能超过200个字符", ["phone", "手机号格式不正确"], ["remark", "remark 长度不能超过200个字符"]);
    const shown = readableRefusal(refusalOf(error)!, { remark: "备注" });
    expect(shown).not.toMatch(/参数校验失败|phone:|remark/);
    expect(shown).toBe("手机号格式不正确；备注长度不能超过200个字符。");
  });
});
