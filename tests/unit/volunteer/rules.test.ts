import { describe, expect, it } from "vitest";
import { allProvinceRules, provinceRule, RULE_YEARS } from "@/domain/volunteer/rules";
import { batchesOf, PROVINCES, volunteerModeOf } from "@/domain/provinces";

describe("province volunteer rules", () => {
  it.each(RULE_YEARS.flatMap((year) => PROVINCES.map((p) => [p.shortName, p.code, year] as const)))("%s %s %i: a rule whose mode and first batch agree with the province's", (_name, code, year) => {
    const rule = provinceRule(code, year)!;
    const province = PROVINCES.find((p) => p.code === code)!;
    expect(rule).not.toBeNull();
    expect(rule.mode).toBe(volunteerModeOf(province, year));
    // the first batch is the ordinary 本科 batch of that year
    expect(rule.batches[0]!.batch).toBe(batchesOf(province, year).find((b) => b.kind === "regular")!.name);
    for (const b of rule.batches) {
      expect(b.slots).toBeGreaterThan(0);
      expect(b.majorsPerSlot).toBeGreaterThan(0);
      // a major is the unit in 专业(类)+院校 provinces: one major a slot and nothing to 调剂 to
      if (rule.mode === "major") expect([b.majorsPerSlot, b.adjustment]).toEqual([1, "none"]);
    }
    expect(["high", "medium", "low"]).toContain(rule.confidence);
    expect(rule.source.name.length).toBeGreaterThan(2);
  });

  it.each<[string, number, Partial<{ slots: number; majorsPerSlot: number; adjustment: string; order: string }>]>([
    ["44", 2026, { slots: 45, majorsPerSlot: 6, adjustment: "group", order: "score" }],
    ["37", 2026, { slots: 96, majorsPerSlot: 1, adjustment: "none" }],
    ["21", 2026, { slots: 112, majorsPerSlot: 1 }],
    ["31", 2025, { slots: 24, majorsPerSlot: 4 }],
    ["45", 2026, { slots: 40, majorsPerSlot: 20 }],
    ["51", 2026, { slots: 45, order: "rank" }],
    ["54", 2026, { slots: 10, majorsPerSlot: 4, adjustment: "majors" }],
    ["65", 2026, { slots: 18, adjustment: "college" }],
    ["65", 2025, { slots: 9 }],
    ["11", 2026, { slots: 30, majorsPerSlot: 6 }],
  ])("%s %i: the published figures", (code, year, expected) => {
    expect(provinceRule(code, year)!.batches[0]).toMatchObject(expected);
  });

  it("has the 专科批 and 提前批 forms where a source gives them, each saying where its figures come from", () => {
    const batch = (code: string, name: string) => provinceRule(code, 2026)!.batches.find((b) => b.batch === name);
    expect(batch("44", "专科批")).toMatchObject({ slots: 45, majorsPerSlot: 6, adjustment: "group" });
    expect(batch("63", "本科提前批")).toMatchObject({ slots: 60, majorsPerSlot: 1, adjustment: "none" });
    expect(batch("42", "本科提前批")).toMatchObject({ slots: 20 });
    expect(batch("65", "专科批")).toMatchObject({ slots: 18, adjustment: "college" });
    // a figure only the dataset gives says so on the form
    expect(batch("44", "专科批")!.notes!.map((n) => n.zh).join()).toContain("gaokao-pro");
    // no made-up batches where no source speaks of them
    expect(batch("11", "专科批")).toBeUndefined();
    // the 2025 rule carries the other batches over too (with one level less confidence)
    expect(provinceRule("44", 2025)!.batches.map((b) => b.batch)).toEqual(["本科批", "专科批"]);
  });

  it("keeps the segments and rounds: 浙江 two segments, 天津 A and B stages, 四川 A before B, 福建 two calls", () => {
    expect(provinceRule("33", 2026)!.batches[0]!.segments).toEqual([expect.objectContaining({ name: "第二段", slots: 80 })]);
    expect(provinceRule("12", 2026)!.batches[0]!.segments).toEqual([expect.objectContaining({ name: "B阶段", slots: 25 })]);
    expect(provinceRule("51", 2026)!.batches[0]!.segments).toEqual([expect.objectContaining({ name: "A段", slots: 20 })]);
    expect(provinceRule("35", 2026)!.batches[0]!.segments).toHaveLength(2);
    expect(provinceRule("34", 2026)!.batches[0]!.singleRound).toBe(false);
  });

  it("says where sources disagree, and lowers confidence for a year carried over", () => {
    expect(provinceRule("22", 2026)!.disagreements[0]!.values.map((v) => v.value)).toEqual(["50", "40"]);
    expect(provinceRule("23", 2026)!.confidence).toBe("low");
    const carried = provinceRule("44", 2025)!;
    expect(carried).toMatchObject({ assumedFrom: 2026, confidence: "medium" });
    expect(provinceRule("44", 2026)!.assumedFrom).toBeUndefined();
  });

  it("has no rule for other years or unknown provinces", () => {
    expect(provinceRule("44", 2024)).toBeNull();
    expect(provinceRule("99", 2026)).toBeNull();
    expect(allProvinceRules(2026)).toHaveLength(31);
  });
});
