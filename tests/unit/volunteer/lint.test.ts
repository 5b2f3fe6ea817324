import { describe, expect, it } from "vitest";
import { blocksSave, lintForm, type FindingCode, type FormEntry, type LintUnit } from "@/domain/volunteer/lint";
import { bandOf } from "@/domain/probability/bands";
import { parseSubjects } from "@/domain/volunteer/subjects";

const GROUP_RULE = { slots: 45, majorsPerSlot: 6, adjustment: "group" as const };
const science = { subjects: parseSubjects("物理,化学,生物"), eligiblePlans: [] as string[], rank: 20000 as number | null };

function unit(key: string, p: number | null, extra: Partial<LintUnit> = {}): LintUnit {
  return {
    unitKey: key, collegeName: `大学${key}`, name: "第01组", planType: "普通", subjectRequirement: "物理", tuition: 5000,
    majors: [{ name: "计算机", minRank: 15000 }, { name: "数学", minRank: 22000 }, { name: "化学", minRank: 25000 }],
    probability: p, band: p == null ? null : bandOf(p), lastMinRank: 20000, ...extra,
  };
}
const entry = (unitKey: string, majors: string[] = ["数学"], adjust = true): FormEntry => ({ unitKey, majors, adjust });
const lint = (units: LintUnit[], entries: FormEntry[], options: { mode?: "group" | "major" | "college"; rule?: typeof GROUP_RULE; student?: typeof science } = {}) =>
  lintForm({ mode: options.mode ?? "group", rule: options.rule ?? GROUP_RULE, entries, units: new Map(units.map((u) => [u.unitKey, u])), student: options.student ?? science });
const codes = (findings: ReturnType<typeof lint>) => findings.map((f) => f.code);

describe("lintForm", () => {
  it("finds nothing to say about a sound form: reach, steady and safe in that order", () => {
    const units = [unit("a", 0.4), unit("b", 0.8), unit("c", 0.98)];
    const rule = { ...GROUP_RULE, slots: 4 };
    expect(lint(units, [entry("a"), entry("b"), entry("c")], { rule })).toEqual([]);
  });

  it.each<[FindingCode, () => ReturnType<typeof lint>, number[]]>([
    ["too-many-entries", () => lint([unit("a", 0.98)], Array.from({ length: 4 }, (_, i) => entry(`x${i}`)).concat(entry("a")), { rule: { ...GROUP_RULE, slots: 3 } }), [3, 4]],
    ["unused-slots", () => lint([unit("a", 0.98)], [entry("a")]), []],
    ["unknown-unit", () => lint([], [entry("nope")]), [0]],
    ["duplicate-unit", () => lint([unit("a", 0.98)], [entry("a"), entry("a")]), [0, 1]],
    ["too-many-majors", () => lint([unit("a", 0.98)], [entry("a", ["计算机", "数学", "化学"])], { rule: { ...GROUP_RULE, majorsPerSlot: 2 } }), [0]],
    ["no-majors", () => lint([unit("a", 0.98)], [entry("a", [])]), [0]],
    ["major-not-in-unit", () => lint([unit("a", 0.98)], [entry("a", ["考古学"])]), [0]],
    ["duplicate-major", () => lint([unit("a", 0.98)], [entry("a", ["数学", "数学"])]), [0]],
    ["subject-mismatch", () => lint([unit("a", 0.98, { subjectRequirement: "历史" })], [entry("a")]), [0]],
    ["subject-unknown", () => lint([unit("a", 0.98)], [entry("a")], { student: { ...science, subjects: [] } }), [0]],
    ["safer-before-harder", () => lint([unit("a", 0.9), unit("b", 0.6)], [entry("a"), entry("b")]), [0, 1]],
    ["reach-after-safe", () => lint([unit("a", 0.99), unit("b", 0.4)], [entry("a"), entry("b")]), [0, 1]],
    ["no-safe", () => lint([unit("a", 0.4), unit("b", 0.8)], [entry("a"), entry("b")]), []],
    ["all-reach", () => lint([unit("a", 0.3), unit("b", 0.1)], [entry("a"), entry("b")]), []],
    ["adjust-off-risk", () => lint([unit("a", 0.98)], [entry("a", ["计算机"], false)]), [0]],
    ["special-plan", () => lint([unit("a", 0.98, { planType: "国家专项" })], [entry("a")]), [0]],
    ["sino-foreign-fee", () => lint([unit("a", 0.98, { planType: "中外合作", tuition: 68000 })], [entry("a")]), [0]],
    ["high-fee", () => lint([unit("a", 0.98, { tuition: 26000 })], [entry("a")]), [0]],
    ["no-chance-stated", () => lint([unit("a", null)], [entry("a")]), [0]],
  ])("%s", (code, run, at) => {
    const found = run().find((f) => f.code === code);
    expect(found, `no ${code} in ${JSON.stringify(codes(run()))}`).toBeDefined();
    expect(found!.entries).toEqual(at);
  });

  it("says a unit lacks history only when there is a rank to judge it at", () => {
    expect(codes(lint([unit("a", null)], [entry("a")], { student: { ...science, rank: null } }))).not.toContain("no-chance-stated");
  });

  it("stops a save only for a form the province's system would not take, never for advice", () => {
    const blocking = (findings: ReturnType<typeof lint>) => findings.filter(blocksSave).map((f) => f.code);
    const a = unit("a", 0.98);
    expect(blocking(lint([a], [entry("a"), entry("a")]))).toEqual(["duplicate-unit"]);
    expect(blocking(lint([], [entry("nope")]))).toEqual(["unknown-unit"]);
    expect(blocking(lint([a], [entry("a", ["数学", "考古学"])]))).toEqual(["major-not-in-unit"]);
    expect(blocking(lint([a], [entry("a", ["数学", "数学"])]))).toEqual(["duplicate-major"]);
    expect(blocking(lint([a], [entry("a", ["计算机", "数学", "化学"])], { rule: { ...GROUP_RULE, majorsPerSlot: 2 } }))).toEqual(["too-many-majors"]);
    // a subject mismatch is an error the student may still choose to keep (the unit may change its requirement)
    const advice = lint([unit("a", 0.3, { subjectRequirement: "历史", tuition: 30000, planType: "国家专项" })], [entry("a", ["计算机"], false)]);
    expect(codes(advice)).toContain("subject-mismatch");
    expect(blocking(advice)).toEqual([]);
  });

  it("puts errors first, then warnings, then notes", () => {
    const findings = lint([unit("a", 0.98, { tuition: 30000 }), unit("b", 0.5, { subjectRequirement: "历史" })], [entry("a"), entry("b")]);
    const order = findings.map((f) => f.severity);
    expect(order).toEqual([...order].sort((x, y) => ["error", "warning", "info"].indexOf(x) - ["error", "warning", "info"].indexOf(y)));
    expect(order[0]).toBe("error");
  });

  it("a special plan the student qualifies for is not flagged; 调剂 on, or a chosen major within reach, is no 退档 risk", () => {
    const student = { ...science, eligiblePlans: ["国家专项"] };
    expect(codes(lint([unit("a", 0.98, { planType: "国家专项" })], [entry("a")], { student }))).not.toContain("special-plan");
    expect(codes(lint([unit("a", 0.98)], [entry("a", ["计算机"], true)]))).not.toContain("adjust-off-risk");
    expect(codes(lint([unit("a", 0.98)], [entry("a", ["化学"], false)]))).not.toContain("adjust-off-risk");
  });

  it("in 专业+院校 provinces a unit is one major: no majors to choose, nothing about 调剂", () => {
    const majorUnit = unit("m", 0.98, { majors: [] });
    const found = codes(lint([majorUnit], [{ unitKey: "m", majors: [], adjust: false }], { mode: "major", rule: { slots: 96, majorsPerSlot: 1, adjustment: "none" as never } }));
    expect(found).not.toContain("no-majors");
    expect(found).not.toContain("adjust-off-risk");
  });
});
