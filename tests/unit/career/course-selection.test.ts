// 选科 rules: the combinations each exam model allows, the guideline's printed requirement forms read into one canonical
// text, and how many requirements each combination meets.
import { describe, expect, it } from "vitest";
import { combinationsOf, comboMeets, coverageOf, electivesOf, examModelOf, readCombination, readGuideline } from "../../../src/domain/course-selection";

describe("combinations", () => {
  it("3+1+2 has 12 (physics or history first, two of four after), 3+3 has 20, Zhejiang's seven-choose-three 35", () => {
    const ben = combinationsOf("3+1+2");
    expect(ben).toHaveLength(12);
    expect(ben[0]).toEqual(["物理", "化学", "生物"]);
    expect(ben.every((c) => c[0] === "物理" || c[0] === "历史")).toBe(true);
    expect(ben.filter((c) => c.includes("物理") && c.includes("历史"))).toHaveLength(0);
    expect(combinationsOf("3+3")).toHaveLength(20);
    expect(combinationsOf("3+3", "33")).toHaveLength(35);
    expect(electivesOf("3+3", "33")).toContain("技术");
    expect(electivesOf("3+3", "11")).not.toContain("技术");
  });

  it("knows each province's model; 文理 provinces have none", () => {
    expect(examModelOf("44")).toBe("3+1+2");
    expect(examModelOf("440106")).toBe("3+1+2");
    expect(examModelOf("11")).toBe("3+3");
    expect(examModelOf("54")).toBeNull();
    expect(examModelOf("")).toBeNull();
  });

  it("reads a combination in any order and refuses what the model does not allow", () => {
    expect(readCombination("3+1+2", ["生物", "物理", "化学"])).toEqual(["物理", "化学", "生物"]);
    expect(readCombination("3+1+2", ["物理", "历史", "化学"])).toBeNull();
    expect(readCombination("3+1+2", ["化学", "生物", "地理"])).toBeNull();
    expect(readCombination("3+1+2", ["物理", "化学"])).toBeNull();
    expect(readCombination("3+1+2", ["物理", "化学", "化学"])).toBeNull();
    expect(readCombination("3+3", ["化学", "生物", "地理"])).toEqual(["化学", "生物", "地理"]);
    expect(readCombination("3+3", ["物理", "化学", "技术"])).toBeNull();
    expect(readCombination("3+3", ["物理", "化学", "技术"], "33")).toEqual(["物理", "化学", "技术"]);
  });
});

describe("the guideline's printed forms", () => {
  const cases: [model: "3+1+2" | "3+3", first: string, again: string, canonical: string][] = [
    ["3+1+2", "物理", "化学", "物理+化学"],
    ["3+1+2", "仅物理", "化学和生物学", "物理+化学+生物"],
    ["3+1+2", "物理", "化学或生物", "物理+化学/生物"],
    ["3+1+2", "首选物理", "不提再选科目要求", "物理"],
    ["3+1+2", "物理或历史均可", "不提科目要求", "不限"],
    ["3+1+2", "物理或历史均可", "思想政治", "政治"],
    ["3+1+2", "历史", "", "历史"],
    ["3+3", "", "物理、化学（2门科目考生均须选考方可报考）", "物理+化学"],
    ["3+3", "", "物理、化学（1门科目考生选考即可报考）", "物理/化学"],
    ["3+3", "", "化学、生物(选考其中一门即可)", "化学/生物"],
    ["3+3", "", "物理+化学", "物理+化学"],
    ["3+3", "", "不限", "不限"],
  ];
  it.each(cases)("%s 首选“%s” 再选“%s” → %s", (model, first, again, canonical) => {
    expect(readGuideline(model, first, again)).toMatchObject({ ok: true, requirement: canonical });
  });

  it("keeps the first subject apart under 3+1+2 and none under 3+3", () => {
    expect(readGuideline("3+1+2", "历史", "政治")).toEqual({ ok: true, first: "历史", requirement: "历史+政治" });
    expect(readGuideline("3+1+2", "物理或历史", "不限")).toEqual({ ok: true, first: "不限", requirement: "不限" });
    expect(readGuideline("3+3", "", "物理")).toEqual({ ok: true, first: null, requirement: "物理" });
  });

  it("refuses what it cannot read rather than guessing", () => {
    expect(readGuideline("3+1+2", "", "化学")).toMatchObject({ ok: false, message: expect.stringContaining("首选科目") });
    expect(readGuideline("3+1+2", "化学", "生物")).toMatchObject({ ok: false });
    expect(readGuideline("3+1+2", "物理", "历史")).toMatchObject({ ok: false, message: expect.stringContaining("再选科目") });
    expect(readGuideline("3+1+2", "物理", "化学和天文")).toMatchObject({ ok: false, message: expect.stringContaining("无法识别") });
    expect(readGuideline("3+3", "物理", "化学")).toMatchObject({ ok: false, message: expect.stringContaining("3+3") });
  });
});

describe("meeting requirements", () => {
  it("a combination meets a requirement when every group shares a subject with it", () => {
    expect(comboMeets("物理+化学", ["物理", "化学", "生物"])).toBe(true);
    expect(comboMeets("物理+化学", ["物理", "生物", "地理"])).toBe(false);
    expect(comboMeets("物理+化学/生物", ["物理", "生物", "地理"])).toBe(true);
    expect(comboMeets("物理/历史", ["历史", "政治", "地理"])).toBe(true);
    expect(comboMeets("不限", ["历史", "政治", "地理"])).toBe(true);
    expect(comboMeets("物理", [])).toBeNull();
  });

  it("counts each requirement as often as it is asked and orders combinations by what they open", () => {
    const coverage = coverageOf([{ requirement: "物理+化学", count: 6 }, { requirement: "不限", count: 3 }, { requirement: "历史", count: 1 }], combinationsOf("3+1+2"));
    expect(coverage[0]).toMatchObject({ label: "物理+化学+生物", met: 9, total: 10, share: 0.9 });
    const history = coverage.find((c) => c.label === "历史+政治+地理")!;
    expect(history).toMatchObject({ met: 4, total: 10 });
    const physicsNoChem = coverage.find((c) => c.label === "物理+生物+地理")!;
    expect(physicsNoChem.met).toBe(3);
    expect(coverageOf([], combinationsOf("3+3"))[0]).toMatchObject({ met: 0, total: 0, share: 0 });
  });
});
