// The rules of the student's way to a form: which plans a unit can join, where it goes on them, and the simulation's
// headline that weighs order and wasted entries (a form whose 冲 sit behind a sure 保 is not called "safe").
import { describe, expect, it } from "vitest";
import { fillQueryParams, formVerdict, formYearFor, placeEntry, plansForUnit, readFillQuery } from "@/lib/rules/volunteer";
import { belowLine, percentText } from "@/lib/rules/probability";
import { recommendable } from "@/domain/volunteer/lint";

const plan = (id: string, province: string, year: number, batch: string, entryCount: number) => ({ id, province, year, batch, entryCount });

describe("plansForUnit", () => {
  const plans = [plan("1", "44", 2026, "本科批", 12), plan("2", "44", 2026, "专科批", 3), plan("3", "44", 2025, "本科批", 1), plan("4", "44", 2026, "本科批", 45), plan("5", "37", 2026, "本科批", 0)];
  it("offers only the plans of the unit's province, year and batch, and marks a full one", () => {
    const choices = plansForUnit(plans, { province: "44", year: 2026, batch: "本科批" }, 45);
    expect(choices.map((c) => [c.plan.id, c.full])).toEqual([["1", false], ["4", true]]);
  });
  it("a 专科批 unit goes only on a 专科批 form", () => {
    expect(plansForUnit(plans, { province: "44", year: 2026, batch: "专科批" }, 45).map((c) => c.plan.id)).toEqual(["2"]);
  });
});

describe("placeEntry", () => {
  const e = (unitKey: string) => ({ unitKey });
  const form = [e("a"), e("b"), e("c")];
  it("by chance: before the first entry that is easier, so harder units stay in front", () => {
    const r = placeEntry(form, e("x"), { kind: "chance" }, 45, { probabilities: [0.2, 0.6, 0.97], p: 0.5 });
    expect(r).toEqual({ ok: true, entries: [e("a"), e("x"), e("b"), e("c")], index: 1 });
  });
  it("at a place the student names, 1-based and clamped to the form", () => {
    expect(placeEntry(form, e("x"), { kind: "at", position: 1 }, 45)).toMatchObject({ index: 0 });
    expect(placeEntry(form, e("x"), { kind: "at", position: 99 }, 45)).toMatchObject({ index: 3 });
    expect(placeEntry(form, e("x"), { kind: "at", position: 0 }, 45)).toMatchObject({ index: 0 });
  });
  it("refuses a unit already on the form and a full form", () => {
    expect(placeEntry(form, e("b"), { kind: "at", position: 1 }, 45)).toEqual({ ok: false, problem: "duplicate" });
    expect(placeEntry(form, e("x"), { kind: "at", position: 1 }, 3)).toEqual({ ok: false, problem: "full" });
  });
});

describe("formVerdict", () => {
  const entry = (sent: number, admitted = sent) => ({ sent, admitted });
  it("a form whose 冲 sit behind a sure 保 gives them up: not 'safe', and names them", () => {
    // 保 first admits almost surely; the two 冲 after it are never reached
    const sim = { admitted: 0.995, entries: [entry(0.995), entry(0.004), entry(0.001)] };
    const v = formVerdict(sim, ["保", "冲", "冲"]);
    expect(v.kind).toBe("gaveUp");
    expect(v.unusedReach).toEqual([1, 2]);
    expect(v.stopper).toBe(0);
  });
  it("the same units in the right order (冲 first) are a safe form with a real chance of the 冲", () => {
    const sim = { admitted: 0.995, entries: [entry(0.2), entry(0.1), entry(0.695)] };
    const v = formVerdict(sim, ["冲", "冲", "保"]);
    expect(v.kind).toBe("safe");
    expect(v.unusedReach).toEqual([]);
    expect(v.reachAdmitted).toBeCloseTo(0.3);
    expect(v.stopper).toBeNull();
  });
  it("an unlikely 冲 at the front is not 'unused': the form does get to it", () => {
    const v = formVerdict({ admitted: 0.9, entries: [entry(0.003), entry(0.897)] }, ["冲", "稳"]);
    expect(v.unused).toEqual([]);
    expect(v.kind).toBe("fair");
  });
  it("稳 entries left after a sure one are unused but give up no 冲: the verdict stays on the overall chance", () => {
    const v = formVerdict({ admitted: 0.999, entries: [entry(0.999), entry(0.0005), entry(0.0005)] }, ["保", "稳", "保"]);
    expect(v).toMatchObject({ kind: "safe", unused: [1, 2], unusedReach: [], stopper: 0 });
  });
  it("a risky form is risky whatever its order", () => {
    expect(formVerdict({ admitted: 0.4, entries: [entry(0.4)] }, ["冲"]).kind).toBe("risky");
  });
});

describe("percentText never carries a figure across a band's edge", () => {
  it.each([[0.947, "94%"], [0.95, "95%"], [0.953, "95%"], [0.6996, "69%"], [0.7004, "70%"], [0.2496, "24%"], [0.5, "50%"], [0.996, ">99%"], [0.004, "<1%"]])("%s → %s", (p, text) => {
    expect(percentText(p)).toBe(text);
  });
});

describe("belowLine", () => {
  // 广东 2025 物理类 (sample figures): 本科提前批 has no line of its own; 本科批 445, 专科批 200
  const lines = [
    { batch: "特殊类型招生控制线", kind: "line", level: "本科", sort: 5, score: 530 },
    { batch: "本科批", kind: "regular", level: "本科", sort: 20, score: 445 },
    { batch: "专科批", kind: "vocational", level: "专科", sort: 40, score: 200 },
  ];
  it("below the 本科 line: which line, by how much, and the 专科批 it leads to", () => {
    expect(belowLine(lines, "本科批", 400)).toEqual({ line: lines[1], gap: 45, next: lines[2], reachesNext: true });
  });
  it("below the 专科 line too: the 专科批 is named but not reached", () => {
    expect(belowLine(lines, "本科批", 150)).toMatchObject({ gap: 295, reachesNext: false });
  });
  it("at or above the line, or without a score: nothing to say", () => {
    expect(belowLine(lines, "本科批", 445)).toBeNull();
    expect(belowLine(lines, "本科批", null)).toBeNull();
  });
  it("a 本科 batch without its own line (本科提前批) is read against the ordinary 本科 line", () => {
    expect(belowLine(lines, "本科提前批", 420)).toMatchObject({ line: lines[1], gap: 25 });
  });
});

describe("the form's address keeps a batch", () => {
  it("reads and writes batch, dropping anything that is not a batch name", () => {
    expect(readFillQuery("?province=44&batch=%E4%B8%93%E7%A7%91%E6%89%B9&score=380")).toMatchObject({ province: "44", batch: "专科批", score: 380 });
    expect(readFillQuery("?batch=%3Cscript%3E").batch).toBeUndefined();
    expect(fillQueryParams({ province: "44", batch: "专科批", mode: "score", score: 380 })).toEqual({ province: "44", batch: "专科批", mode: "score", score: "380" });
  });
});

describe("formYearFor", () => {
  it("a year with rules is kept; a later one goes on the newest rules' form and says it was carried", () => {
    expect(formYearFor(2026)).toEqual({ year: 2026, carried: false });
    expect(formYearFor(2028)).toEqual({ year: 2026, carried: true });
    expect(formYearFor(2020)).toEqual({ year: 2025, carried: true });
  });
});

describe("recommendable", () => {
  const unit = { planType: "普通", cityName: "广州市", tuition: 6850 };
  it("leaves 中外合作 out by default, and keeps it when asked for", () => {
    expect(recommendable({ ...unit, planType: "中外合作", tuition: 88000 }, { sinoForeign: false, cities: [] })).toBe(false);
    expect(recommendable({ ...unit, planType: "中外合作", tuition: 88000 }, { sinoForeign: true, cities: [] })).toBe(true);
    expect(recommendable(unit, { sinoForeign: false, cities: [] })).toBe(true);
  });
  it("keeps to a fee ceiling; a unit without a stated fee is not left out by it", () => {
    expect(recommendable(unit, { sinoForeign: false, maxTuition: 6000, cities: [] })).toBe(false);
    expect(recommendable(unit, { sinoForeign: false, maxTuition: 7000, cities: [] })).toBe(true);
    expect(recommendable({ ...unit, tuition: null }, { sinoForeign: false, maxTuition: 100, cities: [] })).toBe(true);
  });
  it("only the cities named, with or without 市", () => {
    expect(recommendable(unit, { sinoForeign: false, cities: ["广州"] })).toBe(true);
    expect(recommendable(unit, { sinoForeign: false, cities: ["深圳", "珠海市"] })).toBe(false);
  });
});
