import { describe, expect, it } from "vitest";
import { admissionProbability, fitModel, predictUnits, type UnitPrediction, type UnitYear } from "@/domain/probability";
import { simulateForm, type SimulatedUnit } from "@/domain/probability/simulate";

// A history whose units move 10 % a year, and a shared shift: enough for a fitted model with several rank ranges.
function history(): UnitYear[] {
  let state = 7;
  const uniform = () => ((state = (state * 48271) % 2147483647) / 2147483647);
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  const rows: UnitYear[] = [];
  for (let i = 0; i < 500; i++) {
    let rank = 1000 * Math.pow(50, i / 499);
    for (const year of [2020, 2021, 2022, 2023, 2024]) {
      rows.push({ year, group: `U${i}`, minRank: Math.round(rank) });
      rank *= Math.exp(0.1 * normal());
    }
  }
  return rows;
}
const rows = history();
const model = fitModel(rows, 2025);
const predictions = [...predictUnits(model, rows).values()].filter((p): p is UnitPrediction => !p.refused);
const near = (rank: number) => predictions.reduce((best, p) => (Math.abs(Math.log(p.predictedMinRank / rank)) < Math.abs(Math.log(best.predictedMinRank / rank)) ? p : best));
const onForm = (p: UnitPrediction, extra: Partial<Extract<SimulatedUnit, { refused: false }>> = {}): SimulatedUnit =>
  ({ refused: false, baseRank: p.baseRank, stratum: p.stratum, factor: p.factor, gap: p.gap, bestMajorRatio: null, adjust: true, ...extra });

describe("simulateForm", () => {
  it("a form of one unit admits exactly as often as the model states for that unit", () => {
    for (const rank of [5000, 12000, 30000]) {
      const p = near(rank);
      const sim = simulateForm(model, [onForm(p)], rank);
      expect(sim.admitted).toBeCloseTo(admissionProbability(p, rank), 3);
      expect(sim.admitted + sim.slip).toBeCloseTo(1, 6);
    }
  });

  it("a second unit adds less than it would if units moved independently (a shared year shift), and never takes away", () => {
    const rank = 20000;
    const a = near(rank), b = near(rank * 1.02);
    const pa = admissionProbability(a, rank), pb = admissionProbability(b, rank);
    const both = simulateForm(model, [onForm(a), onForm(b)], rank);
    expect(both.admitted).toBeGreaterThanOrEqual(Math.max(pa, pb) - 1e-9);
    expect(both.admitted).toBeLessThan(1 - (1 - pa) * (1 - pb));
    // the first entry is reached first: its share of the admissions is its own probability
    expect(both.entries[0]!.admitted).toBeCloseTo(pa, 3);
  });

  it("a safe last entry makes 滑档 rare; the most likely entry is named", () => {
    const rank = 20000;
    const form = [near(rank * 0.6), near(rank * 0.9), near(rank * 1.6)].map((p) => onForm(p));
    const sim = simulateForm(model, form, rank);
    expect(sim.slip).toBeLessThan(0.03);
    expect(sim.mostLikely).not.toBeNull();
    const best = sim.entries.reduce((i, e, j, all) => (e.admitted > all[i]!.admitted ? j : i), 0);
    expect(sim.mostLikely).toBe(best);
  });

  it("refusing 调剂 with majors harder than the unit risks 退档; accepting it does not", () => {
    const rank = 20000;
    const p = near(rank * 1.15);
    const refused = simulateForm(model, [onForm(p, { adjust: false, bestMajorRatio: 0.8 })], rank);
    expect(refused.returned).toBeGreaterThan(0.1);
    expect(refused.admitted + refused.returned + refused.slip).toBeCloseTo(1, 6);
    const accepted = simulateForm(model, [onForm(p, { adjust: true, bestMajorRatio: 0.8 })], rank);
    expect(accepted.returned).toBe(0);
    expect(accepted.admitted).toBeCloseTo(refused.admitted + refused.returned, 6);
  });

  it("says which entries it could not judge: refused units, and 调剂 refused without major ranks", () => {
    const p = near(20000);
    const sim = simulateForm(model, [{ refused: true }, onForm(p, { adjust: false, bestMajorRatio: null })], 20000);
    expect(sim.unknown).toEqual([0]);
    expect(sim.returnUnknown).toEqual([1]);
    expect(sim.entries[0]).toEqual({ sent: 0, admitted: 0, returned: 0 });
  });

  it("an empty form is 滑档 for sure", () => {
    const sim = simulateForm(model, [], 1000);
    expect(sim).toMatchObject({ admitted: 0, mostLikely: null });
    expect(sim.slip).toBeCloseTo(1, 9);
  });
});
