import { describe, expect, it } from "vitest";
import { meetsRequirement, parseRequirement, parseSubjects } from "@/domain/volunteer/subjects";

describe("parseRequirement", () => {
  it.each<[string, ReturnType<typeof parseRequirement>]>([
    ["不限", []],
    ["", []],
    ["物理", [["物理"]]],
    ["物理+化学", [["物理"], ["化学"]]],
    ["物理和化学", [["物理"], ["化学"]]],
    ["化学或生物", [["化学", "生物"]]],
    ["物理/化学", [["物理", "化学"]]],
    ["思想政治", [["政治"]]],
    ["首选物理，再选化学", [["物理"], ["化学"]]],
    ["物理+化学（2科必选）", [["物理"], ["化学"]]],
    ["音乐", null],
  ])("%j", (text, expected) => {
    expect(parseRequirement(text)).toEqual(expected);
  });
});

describe("parseSubjects", () => {
  it.each<[string, string[]]>([
    ["物理,化学,生物", ["物理", "化学", "生物"]],
    ["物理+化学+生物", ["物理", "化学", "生物"]],
    ["物化生", ["物理", "化学", "生物"]],
    ["历史、思想政治、地理", ["历史", "政治", "地理"]],
    ["", []],
  ])("%j", (text, expected) => {
    expect(parseSubjects(text)).toEqual(expected);
  });
});

describe("meetsRequirement", () => {
  const science = parseSubjects("物理,化学,生物");
  const arts = parseSubjects("历史,政治,地理");
  it.each<[string, ReturnType<typeof parseSubjects>, boolean | null]>([
    ["物理+化学", science, true],
    ["物理+化学", parseSubjects("物理,生物,地理"), false],
    ["化学或生物", parseSubjects("物理,生物,地理"), true],
    ["不限", arts, true],
    ["思想政治", arts, true],
    ["物理", arts, false],
    ["物理", [], null],
    ["音乐", science, null],
  ])("%s with %j → %s", (requirement, subjects, expected) => {
    expect(meetsRequirement(requirement, subjects)).toBe(expected);
  });
});
