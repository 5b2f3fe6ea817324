import { describe, expect, it } from "vitest";
import {
  BANDS, HistoryFormatError, admissionProbability, bandOf, fitModel, parseHistoryCsv, predictUnit, predictUnits, probabilityOnCurve,
  survivalCurve, cohortUnitKey,
  type FittedModel, type UnitPrediction, type UnitYear,
} from "@/domain/probability";

// Deterministic synthetic history: units spread from rank 1,000 to 40,000, each year's min rank = last year's ×
// exp(sd · z) with z standard normal. The true movement is known, so stated probabilities can be checked against it.
function seededNormal(seed: number) {
  let state = seed;
  const uniform = () => ((state = (state * 48271) % 2147483647) / 2147483647);
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

function synthetic(options: { units: number; years: number[]; sd: number; seed?: number; planCount?: number | null }): UnitYear[] {
  const normal = seededNormal(options.seed ?? 12345);
  const rows: UnitYear[] = [];
  for (let i = 0; i < options.units; i++) {
    let rank = 1000 * Math.pow(40, i / Math.max(1, options.units - 1));
    for (const year of options.years) {
      rows.push({ year, group: `U${i}`, minRank: Math.max(1, Math.round(rank)), planCount: options.planCount ?? null });
      rank *= Math.exp(options.sd * normal());
    }
  }
  return rows;
}

const ok = (prediction: ReturnType<typeof predictUnit>): UnitPrediction => {
  if (prediction.refused) throw new Error(`unexpected refusal: ${prediction.reason}`);
  return prediction;
};

describe("bands", () => {
  it.each([
    [1, "保"], [0.97, "保"], [0.95, "保"], [0.9499, "稳"], [0.7, "稳"], [0.6999, "冲"], [0.25, "冲"], [0.2499, "难"], [0, "难"],
    [1.3, "保"], [-0.2, "难"], [Number.NaN, "难"],
  ])("p = %s is %s", (p, band) => {
    expect(bandOf(p)).toBe(band);
  });

  it("the table covers [0, 1] without gaps, best band first", () => {
    expect(BANDS.map((b) => b.label)).toEqual(["保", "稳", "冲", "难"]);
    expect(BANDS[0]!.maxP).toBe(1);
    expect(BANDS[BANDS.length - 1]!.minP).toBe(0);
    for (let i = 1; i < BANDS.length; i++) expect(BANDS[i]!.maxP).toBe(BANDS[i - 1]!.minP);
  });
});

describe("parseHistoryCsv", () => {
  it("reads the layout with BOM, CRLF, quotes, optional and unknown columns", () => {
    const text = "\uFEFFyear,group,college,min_score,min_score_label,min_rank,plan_count,note\r\n" +
      '2021,"复旦大学(01)",复旦大学,580,580及以上,1529,12,"a, b"\r\n' +
      "2021,上应大(01),上应大,429,429,,,\r\n";
    const { rows, ignoredColumns } = parseHistoryCsv(text);
    expect(ignoredColumns).toEqual(["note"]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ year: 2021, group: "复旦大学(01)", minRank: 1529, minRankIsBound: true, planCount: 12, minScore: 580, line: 2 });
    expect(rows[1]).toMatchObject({ group: "上应大(01)", minRank: null, minRankIsBound: false, planCount: null, line: 3 });
  });

  it("keys units by province and subject type when the file has them", () => {
    const { rows } = parseHistoryCsv("year,group,min_rank,province,subject_type\n2024,A(01),100,44,物理类\n2024,A(01),300,44,历史类\n");
    expect(rows.map(cohortUnitKey)).toEqual(["44/物理类/A(01)", "44/历史类/A(01)"]);
  });

  it.each([
    ["", /empty/, null, null],
    ["year,group\n2021,A,\n", /missing required column "min_rank"/, 1, null],
    ["year,name,rank\n", /missing required columns "group", "min_rank"/, 1, null],
    ["year,group,min_rank\n", /no data rows/, null, null],
    ["year,group,min_rank\n2021,A,100\n20x1,B,200\n", /"20x1" is not a four-digit year/, 3, "year"],
    ["year,group,min_rank\n2021,A,12.5\n", /"12.5" is not a rank/, 2, "min_rank"],
    ["year,group,min_rank\n2021,A,0\n", /"0" is not a rank/, 2, "min_rank"],
    ["year,group,min_rank\n2021,,100\n", /unit key is empty/, 2, "group"],
    ["year,group,min_rank\n2021,A,100,7\n", /expected 3 fields like the header, found 4/, 2, null],
    ["year,group,min_rank\n2021,A,100\n2021,A,120\n", /listed twice for 2021 in one cohort: lines 2 and 3/, 3, "group"],
    ["year,group,min_rank,plan_count\n2021,A,100,many\n", /"many" is not a count/, 2, "plan_count"],
    ["year,group,min_rank,year\n2021,A,100,2021\n", /column "year" appears twice/, 1, null],
    ['year,group,min_rank\n2021,"A,100\n', /quoted field is never closed/, 2, null],
  ])("rejects %j", (text, message, line, column) => {
    let error: unknown;
    try { parseHistoryCsv(text); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(HistoryFormatError);
    const formatError = error as HistoryFormatError;
    expect(formatError.message).toMatch(message);
    expect(formatError.line).toBe(line);
    expect(formatError.column).toBe(column);
    if (line !== null) expect(formatError.message).toContain(`line ${line}`);
  });
});

describe("refusals", () => {
  const history = synthetic({ units: 300, years: [2019, 2020, 2021], sd: 0.1 });
  const model = fitModel(history, 2022);

  it.each<[string, UnitYear[], string, RegExp]>([
    ["a unit with no rows before the target", [{ year: 2022, group: "NEW", minRank: 5000 }], "no-history", /new/],
    ["a unit without min ranks in earlier years", [{ year: 2020, group: "X", minRank: null }, { year: 2021, group: "X", minRank: null }], "missing-rank", /no min rank/],
    ["a unit last ranked four years before", [{ year: 2018, group: "OLD", minRank: 5000 }], "stale-history", /from 2018/],
    ["a unit of a province the model never saw", [{ year: 2021, group: "A", minRank: 5000, province: "99" }], "unknown-cohort", /province/],
  ])("refuses %s", (_, rows, code, reason) => {
    const prediction = predictUnit(model, rows);
    expect(prediction.refused).toBe(true);
    if (!prediction.refused) return;
    expect(prediction.reasonCode).toBe(code);
    expect(prediction.reason).toMatch(reason);
    expect(prediction.reasonZh.length).toBeGreaterThan(0);
  });

  it("refuses everything when the history holds only one year, saying so", () => {
    const oneYear = fitModel(synthetic({ units: 300, years: [2020], sd: 0.1 }), 2021);
    expect(oneYear.strata).toHaveLength(0);
    const prediction = predictUnit(oneYear, [{ year: 2020, group: "U1", minRank: 1200 }]);
    expect(prediction).toMatchObject({ refused: true, reasonCode: "thin-history", reason: expect.stringContaining("only one year of history") });
  });

  it("refuses when too few units were seen in two consecutive years", () => {
    const fewPairs = fitModel(synthetic({ units: 10, years: [2020, 2021], sd: 0.1 }), 2022);
    expect(fewPairs.unavailable?.reasonCode).toBe("thin-history");
    expect(predictUnit(fewPairs, [{ year: 2021, group: "U1", minRank: 1200 }]).refused).toBe(true);
  });
});

describe("predictions", () => {
  const history = synthetic({ units: 600, years: [2019, 2020, 2021], sd: 0.1 });
  const model = fitModel(history, 2022);
  const twoYears: UnitYear[] = [{ year: 2020, group: "T", minRank: 10000 }, { year: 2021, group: "T", minRank: 10000 }];
  const oneYear: UnitYear[] = [{ year: 2021, group: "T", minRank: 10000 }];

  it("p falls as the candidate's rank gets worse, from about 1 to about 0", () => {
    const prediction = ok(predictUnit(model, twoYears));
    const ranks = [2000, 5000, 8000, 9000, 9500, 10000, 10500, 11000, 12000, 15000, 30000];
    const ps = ranks.map((r) => admissionProbability(prediction, r));
    for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeLessThanOrEqual(ps[i - 1]!);
    // strictly falling where the outcome is uncertain (8,000 … 12,000)
    for (let i = 3; i <= 8; i++) expect(ps[i]!).toBeLessThan(ps[i - 1]!);
    expect(ps[0]!).toBeGreaterThan(0.999);
    expect(ps[ps.length - 1]!).toBeLessThan(0.001);
    for (const p of ps) expect(p >= 0 && p <= 1).toBe(true);
  });

  it("states about one half at the predicted min rank, and the 80 % interval brackets it", () => {
    const prediction = ok(predictUnit(model, twoYears));
    expect(admissionProbability(prediction, prediction.predictedMinRank)).toBeCloseTo(0.5, 1);
    expect(admissionProbability(prediction, prediction.lower)).toBeCloseTo(0.9, 1);
    expect(admissionProbability(prediction, prediction.upper)).toBeCloseTo(0.1, 1);
    expect(prediction.lower).toBeLessThan(prediction.predictedMinRank);
    expect(prediction.upper).toBeGreaterThan(prediction.predictedMinRank);
    expect(Math.abs(prediction.predictedMinRank / 10000 - 1)).toBeLessThan(0.05);
    expect(prediction.years).toEqual([2020, 2021]);
  });

  it("widens the spread for a unit with one year of history", () => {
    const thick = ok(predictUnit(model, twoYears));
    const thin = ok(predictUnit(model, oneYear));
    expect(thin.spread).toBeGreaterThan(thick.spread * 1.05);
    expect(thin.widenedBy).toContain("one-year-history");
    expect(thick.widenedBy).not.toContain("one-year-history");
    // wider means less sure either way
    expect(admissionProbability(thin, 8000)).toBeLessThan(admissionProbability(thick, 8000));
    expect(admissionProbability(thin, 12500)).toBeGreaterThan(admissionProbability(thick, 12500));
  });

  it("widens for a tiny plan and for years without a figure", () => {
    const base = ok(predictUnit(model, twoYears));
    const tiny = ok(predictUnit(model, twoYears.map((r) => ({ ...r, planCount: 2 }))));
    const gap = ok(predictUnit(model, [{ year: 2018, group: "T", minRank: 10000 }, { year: 2019, group: "T", minRank: 10000 }]));
    expect(tiny.widenedBy).toContain("tiny-plan");
    expect(tiny.spread).toBeGreaterThan(base.spread);
    expect(gap.widenedBy).toContain("gap-years");
    expect(gap.spread).toBeGreaterThan(base.spread);
  });

  it("learns a spread close to the true movement", () => {
    const prediction = ok(predictUnit(model, twoYears));
    // true sd 0.1 per year, plus the prior uncertainty of a whole-range shift (history of only two moves)
    expect(prediction.spread).toBeGreaterThan(0.08);
    expect(prediction.spread).toBeLessThan(0.16);
    const calm = fitModel(synthetic({ units: 600, years: [2019, 2020, 2021], sd: 0.03 }), 2022);
    expect(ok(predictUnit(calm, twoYears)).spread).toBeLessThan(prediction.spread);
  });

  it("ignores rows of the target year and later when fitting", () => {
    const withFuture = [...history, ...history.map((r) => ({ ...r, year: 2022, minRank: (r.minRank ?? 1) * 3 })), ...history.map((r) => ({ ...r, year: 2023 }))];
    expect(fitModel(withFuture, 2022)).toEqual(model);
    const rows = [...twoYears, { year: 2022, group: "T", minRank: 99999 }];
    expect(predictUnit(model, rows)).toEqual(predictUnit(model, twoYears));
  });

  it("learns the blend weight and the shift uncertainty once four years allow it, using priors before", () => {
    expect(model.olderYearWeight.source).toBe("learned");
    expect(model.yearShiftSd.source).toBe("prior");
    const long = fitModel(synthetic({ units: 400, years: [2017, 2018, 2019, 2020, 2021], sd: 0.1 }), 2022);
    expect(long.yearShiftSd.source).toBe("learned");
    const short = fitModel(synthetic({ units: 400, years: [2020, 2021], sd: 0.1 }), 2022);
    expect(short.olderYearWeight.source).toBe("prior");
  });

  it("rejects rows of two units in one call, and predicts many units in one pass", () => {
    expect(() => predictUnit(model, [...oneYear, { year: 2021, group: "Other", minRank: 5 }])).toThrow(/more than one unit/);
    const all = predictUnits(model, history);
    expect(all.size).toBe(600);
    expect([...all.values()].every((p) => !p.refused)).toBe(true);
  });

  it("the fitted model survives JSON (the server may cache or ship it)", () => {
    const copy = JSON.parse(JSON.stringify(model)) as FittedModel;
    expect(predictUnit(copy, twoYears)).toEqual(predictUnit(model, twoYears));
  });
});

describe("stated probabilities come true on data that moves like its history", () => {
  // Fit on 2018–2021, then draw 2022 from the same process and compare stated p with what happens.
  const rows = synthetic({ units: 2000, years: [2018, 2019, 2020, 2021, 2022], sd: 0.12, seed: 777 });
  const model = fitModel(rows, 2022);
  const byUnit = new Map<string, UnitYear[]>();
  for (const r of rows) byUnit.set(r.group, [...(byUnit.get(r.group) ?? []), r]);
  const cases = [...byUnit.values()].map((unitRows) => ({
    prediction: ok(predictUnit(model, unitRows.filter((r) => r.year < 2022))),
    last: unitRows.find((r) => r.year === 2021)!.minRank!,
    actual: unitRows.find((r) => r.year === 2022)!.minRank!,
  }));

  it("80 % of actual min ranks fall inside the stated 80 % interval, half above the predicted rank", () => {
    const inside = cases.filter(({ prediction, actual }) => actual >= prediction.lower && actual <= prediction.upper).length / cases.length;
    const above = cases.filter(({ prediction, actual }) => actual > prediction.predictedMinRank).length / cases.length;
    expect(inside).toBeGreaterThan(0.77);
    expect(inside).toBeLessThan(0.83);
    expect(Math.abs(above - 0.5)).toBeLessThan(0.04);
  });

  it.each([0.8, 0.9, 1.0, 1.1, 1.2])("at %s × last year's rank the mean stated p is within 0.06 of the admitted share", (f) => {
    let stated = 0, admitted = 0;
    for (const { prediction, last, actual } of cases) {
      const rank = Math.round(last * f);
      stated += admissionProbability(prediction, rank);
      admitted += rank <= actual ? 1 : 0;
    }
    const n = cases.length;
    expect(Math.abs(stated / n - admitted / n)).toBeLessThan(0.06);
  });
});

describe("survivalCurve", () => {
  it("a 256-point table read by interpolation stays within 0.0005 of the exact probability, for every rank range and widening", () => {
    const rows = [
      ...synthetic({ units: 600, years: [2020, 2021, 2022, 2023, 2024], sd: 0.12 }),
      ...synthetic({ units: 40, years: [2024], sd: 0.1, seed: 9 }).map((r) => ({ ...r, group: `N${r.group}` })),
    ];
    const model = fitModel(rows, 2025);
    const predictions = [...predictUnits(model, rows).values()].filter((p): p is UnitPrediction => !p.refused);
    const kinds = new Set(predictions.map((p) => `${p.stratum}|${p.factor}|${p.gap}`));
    expect(kinds.size).toBeGreaterThan(3);
    let worst = 0;
    for (const p of predictions) {
      const curve = survivalCurve(model, p.stratum, p.factor, p.gap);
      for (let k = -60; k <= 60; k++) {
        const rank = Math.max(1, Math.round(p.predictedMinRank * Math.exp(k / 100)));
        worst = Math.max(worst, Math.abs(probabilityOnCurve(curve, p.baseRank, rank) - admissionProbability(p, rank)));
      }
    }
    expect(worst).toBeLessThan(0.0005);
  });

  it("is 1 far above the unit's rank and 0 far below, never rising as the rank gets worse", () => {
    const model = fitModel(synthetic({ units: 300, years: [2021, 2022, 2023], sd: 0.1 }), 2024);
    const curve = survivalCurve(model, 0, 1, 1);
    expect(probabilityOnCurve(curve, 10_000, 100)).toBeGreaterThan(0.999);
    expect(probabilityOnCurve(curve, 10_000, 1_000_000)).toBeLessThan(0.001);
    for (let i = 1; i < curve.s.length; i++) expect(curve.s[i]!).toBeLessThanOrEqual(curve.s[i - 1]!);
  });
});
