import { describe, expect, it } from "vitest";
import { bandWindow, curveCrossing, listWindow, MAX_PAGES, PAGE_SIZE, recommendUnits, SAFE_SEARCH_UP_TO, type Candidate, type CandidatePage, type RecommendBand, type RecommendInput } from "@/domain/volunteer/recommend";
import { parseSubjects } from "@/domain/volunteer/subjects";
import { BANDS, bandOf, NEAR_RANK, probabilityOnCurve, type SurvivalCurve } from "@/domain/probability";

const unit = (unitKey: string, over: Partial<Candidate> = {}): Candidate => ({
  unitKey, probability: 0.5, collegeName: `大学${unitKey}`, name: "第01组", planType: "普通", subjectRequirement: "物理", cityName: "广州", tuition: 5000, lastMinRank: 20000, ...over,
});
const input = (over: Partial<RecommendInput> = {}): RecommendInput => ({
  counts: { 冲: 2, 稳: 2, 保: 2 }, exclude: [], mode: "group", rule: { slots: 45, majorsPerSlot: 6, adjustment: "group" },
  student: { subjects: parseSubjects("物理,化学,生物"), eligiblePlans: [], rank: 20000 }, prefs: { sinoForeign: false, cities: [] }, ...over,
});
/** Candidates per band, served a page at a time; every page asked for is recorded. */
function source(bands: Partial<Record<RecommendBand, (Candidate | null)[]>>) {
  const asked: string[] = [];
  const page: CandidatePage = async (band, { order, size, offset }) => {
    asked.push(`${band}:${order}:${offset}`);
    return (bands[band] ?? []).slice(offset, offset + size);
  };
  return { page, asked };
}

describe("recommendUnits", () => {
  it("takes as many of each band as asked, 冲 then 稳 then 保, in the order each band is read", async () => {
    const { page, asked } = source({ 冲: [unit("c1"), unit("c2"), unit("c3")], 稳: [unit("w1"), unit("w2"), unit("w3")], 保: [unit("b1"), unit("b2")] });
    expect(await recommendUnits(input(), page)).toEqual(["c1", "c2", "w1", "w2", "b1", "b2"]);
    // reaches most likely first, steady and safe choices from the hardest up
    expect(asked).toEqual(["冲:desc:0", "稳:asc:0", "保:asc:0"]);
  });

  it("passes a short band's places on to the next safer band, and a short 保's back to 稳 then 冲, so the form still fills", async () => {
    // near the top of a province: one reach only
    const top = source({ 冲: [unit("c1")], 稳: [unit("w1"), unit("w2"), unit("w3")], 保: [unit("b1"), unit("b2")] });
    expect(await recommendUnits(input(), top.page)).toEqual(["c1", "w1", "w2", "w3", "b1", "b2"]);
    // at the bottom of a batch: nothing is safe, 稳 takes what it can and 冲 the rest
    const bottom = source({ 冲: [unit("c1"), unit("c2"), unit("c3"), unit("c4")], 稳: [unit("w1"), unit("w2"), unit("w3")], 保: [] });
    expect(await recommendUnits(input(), bottom.page)).toEqual(["c1", "c2", "w1", "w2", "w3", "c3"]);
    // the page a band stopped inside is read again from its start, the units it gave already excluded
    expect(bottom.asked).toEqual(["冲:desc:0", "稳:asc:0", "保:asc:0", "稳:asc:0", "冲:desc:0"]);
    // fewer than asked only when no band has more
    expect(await recommendUnits(input(), source({ 冲: [unit("c1")], 保: [unit("b1")] }).page)).toEqual(["c1", "b1"]);
  });

  it("leaves out units on the form, twice-seen units, units the student's 选科 or plan eligibility rules out, and the family's exclusions", async () => {
    const { page } = source({
      冲: [unit("on-form"), null, unit("history", { subjectRequirement: "历史" }), unit("special", { planType: "国家专项" }), unit("sino", { planType: "中外合作" }),
        unit("far", { cityName: "深圳" }), unit("dear", { tuition: 9000 }), unit("ok")],
      稳: [unit("ok"), unit("ok2")],
    });
    const chosen = await recommendUnits(input({ counts: { 冲: 5, 稳: 5, 保: 0 }, exclude: ["on-form"], prefs: { sinoForeign: false, cities: ["广州市"], maxTuition: 8000 } }), page);
    expect(chosen).toEqual(["ok", "ok2"]);
    const eligible = await recommendUnits(input({ counts: { 冲: 5, 稳: 0, 保: 0 }, student: { ...input().student, eligiblePlans: ["国家专项"] } }), source({ 冲: [unit("special", { planType: "国家专项" })] }).page);
    expect(eligible).toEqual(["special"]);
  });

  it("reads at most MAX_PAGES pages of a band that filters out most of its units", async () => {
    const many = Array.from({ length: PAGE_SIZE * (MAX_PAGES + 2) }, (_, i) => unit(`h${i}`, { subjectRequirement: "历史" }));
    const { page, asked } = source({ 冲: many });
    expect(await recommendUnits(input({ counts: { 冲: 1, 稳: 0, 保: 0 } }), page)).toEqual([]);
    // and the place left over is not read for again in 冲 (稳 and 保 had nothing)
    expect(asked.filter((a) => a.startsWith("冲"))).toHaveLength(MAX_PAGES);
    expect(asked).toEqual([...Array.from({ length: MAX_PAGES }, (_, i) => `冲:desc:${i * PAGE_SIZE}`), "稳:asc:0", "保:asc:0"]);
  });
});

/** A movement curve of a normal log move with spread sigma (the model's curves are mixtures; a normal is the simple case). */
function normalCurve(sigma: number, points = 256): SurvivalCurve {
  const t0 = -6 * sigma, dt = (12 * sigma) / (points - 1);
  return { t0, dt, s: Array.from({ length: points }, (_, i) => 1 - normalCdf((t0 + i * dt) / sigma)) };
}
function normalCdf(z: number): number {
  // Abramowitz–Stegun 7.1.26 through erf: well within the curve's own interpolation error
  const x = Math.abs(z) / Math.SQRT2, k = 1 / (1 + 0.3275911 * x);
  const erf = 1 - k * (0.254829592 + k * (-0.284496736 + k * (1.421413741 + k * (-1.453152027 + k * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

describe("bandWindow: how far from the rank each band's units can lie", () => {
  it("finds where a curve falls to a probability", () => {
    const c = normalCurve(0.2);
    expect(curveCrossing(c, 0.5)).toBeCloseTo(0, 2);
    expect(curveCrossing(c, 0.95)).toBeCloseTo(-1.645 * 0.2, 2);
    expect(curveCrossing(c, 1)).toBe(c.t0);
    expect(curveCrossing(c, 0)).toBeCloseTo(6 * 0.2, 6);
  });

  it("puts 保 at e^(1.645·spread) × the rank and beyond: past a fixed 2× once the forecast widens", () => {
    const narrow = bandWindow([normalCurve(0.15)], "保")!;
    expect(narrow.from).toBeCloseTo(Math.exp(1.645 * 0.15) * 0.98, 1);
    // a forecast three years ahead (spread × √3): the safe units start well past twice the rank
    const wide = bandWindow([normalCurve(0.26 * Math.sqrt(3))], "保")!;
    expect(wide.from).toBeGreaterThan(2);
    // its far edge where the widest curve reaches SAFE_SEARCH_UP_TO (99.5 %: 2.576 σ)
    expect(bandWindow([normalCurve(0.26 * Math.sqrt(3)), normalCurve(0.15)], "保")!.to).toBeCloseTo(Math.exp(2.576 * 0.26 * Math.sqrt(3)) * 1.02, 1);
    expect(bandWindow([], "保")).toBeNull();
  });

  it("holds every unit of the band, whatever its curve and predicted rank", () => {
    const curves = [normalCurve(0.08), normalCurve(0.3), normalCurve(0.55)];
    const rank = 20_000;
    for (const band of ["冲", "稳", "保"] as const) {
      const w = bandWindow(curves, band)!;
      let seen = 0;
      for (const curve of curves) {
        for (let r = 2_000; r < 400_000; r = Math.ceil(r * 1.01)) {
          // a unit whose predicted min rank (the curve's median) is r
          const p = probabilityOnCurve(curve, r / Math.exp(curveCrossing(curve, 0.5)), rank);
          if (bandOf(p) !== band || p > (band === "保" ? SAFE_SEARCH_UP_TO : 1)) continue;
          seen++;
          expect(r, `${band} p=${p.toFixed(3)}`).toBeGreaterThanOrEqual(rank * w.from);
          expect(r, `${band} p=${p.toFixed(3)}`).toBeLessThanOrEqual(rank * w.to);
        }
      }
      expect(seen).toBeGreaterThan(20);
    }
    expect(BANDS.find((b) => b.label === "保")!.minP).toBe(0.95);
  });
});

describe("listWindow: the probability list reaches every band's units", () => {
  it("is half to twice the rank while every band lies within that, and without curves", () => {
    expect(listWindow([normalCurve(0.1)])).toEqual({ from: NEAR_RANK.from, to: NEAR_RANK.to });
    expect(listWindow([])).toEqual({ from: NEAR_RANK.from, to: NEAR_RANK.to });
  });

  it("widens to a widened forecast's 保 (where a list stopping at 2× counted 保 0) and its reaches, in tenths", () => {
    const wide = normalCurve(0.26 * Math.sqrt(3));
    const w = listWindow([wide, normalCurve(0.15)]);
    expect(bandWindow([wide], "保")!.from).toBeGreaterThan(2);
    expect(w.to).toBeGreaterThanOrEqual(bandWindow([wide, normalCurve(0.15)], "保")!.to);
    expect(w.from).toBeLessThanOrEqual(bandWindow([wide, normalCurve(0.15)], "冲")!.from);
    expect(w.to - bandWindow([wide, normalCurve(0.15)], "保")!.to).toBeLessThan(0.1);
    for (const x of [w.from, w.to]) expect(Math.round(x * 10) / 10).toBe(x);
  });

  it("holds every unit of every band: a band's count over the list is all of the band", () => {
    const curves = [normalCurve(0.08), normalCurve(0.3), normalCurve(0.55)];
    const w = listWindow(curves);
    const rank = 20_000;
    const seen = { 保: 0, 稳: 0, 冲: 0 } as Record<string, number>;
    for (const curve of curves) {
      for (let r = 2_000; r < 400_000; r = Math.ceil(r * 1.01)) {
        const p = probabilityOnCurve(curve, r / Math.exp(curveCrossing(curve, 0.5)), rank);
        const band = bandOf(p);
        if (band === "难" || p > SAFE_SEARCH_UP_TO) continue;
        seen[band]!++;
        expect(r, `${band} p=${p.toFixed(3)}`).toBeGreaterThanOrEqual(rank * w.from);
        expect(r, `${band} p=${p.toFixed(3)}`).toBeLessThanOrEqual(rank * w.to);
      }
    }
    for (const band of ["保", "稳", "冲"]) expect(seen[band], band).toBeGreaterThan(20);
  });
});
