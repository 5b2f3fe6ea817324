// The rules of the student's way to a form: which plans a unit can join, where it goes on them, and the simulation's
// headline that weighs order and wasted entries (a form whose 冲 sit behind a sure 保 is not called "safe").
import { describe, expect, it } from "vitest";
import { formVerdict, placeEntry, plansForUnit } from "@/lib/rules/volunteer";

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
