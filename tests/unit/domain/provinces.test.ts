import { describe, expect, it } from "vitest";
import { batchesOf, classifyBatch, findProvince, isPlanType, PROVINCES, subjectTypesOf, volunteerModeOf } from "@/domain/provinces";

describe("provinces", () => {
  it("lists the 31 provincial-level divisions with portal.md's full scores", () => {
    expect(PROVINCES).toHaveLength(31);
    expect(findProvince("31")?.totalScore).toBe(660);
    expect(findProvince("海南")?.totalScore).toBe(900);
    expect(findProvince("广东省")?.totalScore).toBe(750);
    expect(findProvince("440106")?.code).toBe("44");
    expect(findProvince("火星")).toBeUndefined();
    expect(findProvince("")).toBeUndefined();
  });

  it.each([
    ["44", 2020, ["理科", "文科"]],
    ["44", 2021, ["物理类", "历史类"]],
    ["31", 2017, ["综合"]],
    ["31", 2016, ["理科", "文科"]],
    ["41", 2024, ["理科", "文科"]],
    ["41", 2025, ["物理类", "历史类"]],
    ["65", 2026, ["理科", "文科"]],
  ] as const)("subject types of %s in %i", (code, year, types) => {
    expect(subjectTypesOf(findProvince(code)!, year)).toEqual(types);
  });

  it.each([
    ["33", 2026, "major"], ["37", 2026, "major"], ["44", 2026, "group"], ["44", 2020, "college"], ["54", 2026, "college"], ["52", 2023, "college"], ["52", 2024, "major"],
  ] as const)("volunteer mode of %s in %i is %s", (code, year, mode) => {
    expect(volunteerModeOf(findProvince(code)!, year)).toBe(mode);
  });

  it("has one regular 本科 batch after the reform and two before it", () => {
    const names = (code: string, year: number) => batchesOf(findProvince(code)!, year).filter((b) => b.kind === "regular").map((b) => b.name);
    expect(names("44", 2025)).toEqual(["本科批"]);
    expect(names("65", 2025)).toEqual(["本科一批", "本科二批"]);
    expect(batchesOf(findProvince("44")!, 2025).find((b) => b.name === "本科提前批")?.kind).toBe("early");
  });

  it.each([
    ["本科提前批", "early", "本科"], ["专科提前批", "early", "专科"], ["特殊类型招生控制线", "line", "本科"], ["本科批", "regular", "本科"],
    ["普通类一段", "regular", "本科"], ["高职（专科）批", "vocational", "专科"], ["本科一批", "regular", "本科"],
  ] as const)("classifies %s as %s %s", (name, kind, level) => {
    expect(classifyBatch(name)).toEqual({ kind, level });
  });

  it("knows the plan types", () => {
    expect(isPlanType("国家专项")).toBe(true);
    expect(isPlanType("普通类")).toBe(false);
  });
});
