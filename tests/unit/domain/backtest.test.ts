import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runBacktestCli } from "./backtest-cli";
import {
  BacktestInputError, CANDIDATE_FACTORS, bandStats, baselineProbability, brierScore, calibrationBins, candidateRanks,
  maxCalibrationGap, medianAbsError, runBacktest, type ScoredCandidate, type UnitYear,
} from "@/domain/probability";

const c = (p: number, admitted: boolean): ScoredCandidate => ({ p, admitted });
const many = (count: number, p: number, admittedCount: number) =>
  Array.from({ length: count }, (_, i) => c(p, i < admittedCount));

describe("candidate grid", () => {
  it("the grid it reports (f = 0.5, 0.6 … 1.5) is the one the candidate ranks are made on", () => {
    // not the constant against a copy of itself: the exported factors against what candidateRanks computes with them
    expect(candidateRanks(100_000)).toEqual(CANDIDATE_FACTORS.map((f) => Math.round(100_000 * f)));
    expect(CANDIDATE_FACTORS.length).toBe(11);
  });

  it.each<[number, number[]]>([
    [1000, [500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500]],
    // 646.5 → 647, 775.8 → 776, 905.1 → 905, 1034.4 → 1034, 1163.7 → 1164, 1422.3 → 1422, 1551.6 → 1552, 1680.9 → 1681, 1810.2 → 1810, 1939.5 → 1940
    [1293, [647, 776, 905, 1034, 1164, 1293, 1422, 1552, 1681, 1810, 1940]],
    // 7.5 → 8 (halves round up), 13.5 → 14, 22.5 → 23
    [15, [8, 9, 11, 12, 14, 15, 17, 18, 20, 21, 23]],
    [1, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]],
  ])("round(%i × f)", (mPrev, expected) => {
    expect(candidateRanks(mPrev)).toEqual(expected);
  });
});

describe("metrics on hand-made inputs", () => {
  it("brier = mean (p − admitted)²", () => {
    // (0 + 1 + 0.25 + 0.04) / 4
    expect(brierScore([c(1, true), c(0, true), c(0.5, false), c(0.2, false)])).toBeCloseTo(0.3225, 12);
    expect(brierScore([])).toBeNull();
  });

  it("calibration puts each p in [k/10, (k+1)/10), with 1 in the last bin", () => {
    const bins = calibrationBins([c(0, false), c(0.1, true), c(0.3, true), c(0.29999, false), c(0.7, true), c(0.95, true), c(1, true), c(1, false)]);
    expect(bins.map((b) => b.n)).toEqual([1, 1, 1, 1, 0, 0, 0, 1, 0, 3]);
    expect(bins[9]).toMatchObject({ from: 0.9, to: 1, n: 3 });
    expect(bins[9]!.meanP).toBeCloseTo((0.95 + 1 + 1) / 3, 12);
    expect(bins[9]!.observed).toBeCloseTo(2 / 3, 12);
    expect(bins[2]).toMatchObject({ n: 1, observed: 0 });
    expect(bins[3]).toMatchObject({ n: 1, meanP: 0.3, observed: 1 });
    expect(bins[4]).toMatchObject({ n: 0, meanP: null, observed: null });
  });

  it("maxCalibrationGap counts only bins with n ≥ 100", () => {
    // bin 0: 100 at p = 0.05, 10 admitted → gap 0.05; bin 5: 99 at p = 0.55, none admitted → gap 0.55 but too small
    const input = [...many(100, 0.05, 10), ...many(99, 0.55, 0)];
    expect(maxCalibrationGap(calibrationBins(input))).toBeCloseTo(0.05, 12);
    // one more in bin 5 makes it count: gap 0.55
    expect(maxCalibrationGap(calibrationBins([...input, c(0.55, false)]))).toBeCloseTo(0.55, 12);
    expect(maxCalibrationGap(calibrationBins(many(99, 0.5, 0)))).toBeNull();
    expect(maxCalibrationGap(calibrationBins(many(10, 0.5, 0)), 5)).toBeCloseTo(0.5, 12);
  });

  it("medianAbsError is the median of |predicted − actual| / actual", () => {
    // 10/110 = 0.0909, 100/100 = 1, 10/100 = 0.1 → 0.1
    expect(medianAbsError([{ predicted: 100, actual: 110 }, { predicted: 200, actual: 100 }, { predicted: 90, actual: 100 }])).toBeCloseTo(0.1, 12);
    // even count: mean of the middle two, (0.1 + 0.2) / 2
    expect(medianAbsError([{ predicted: 110, actual: 100 }, { predicted: 80, actual: 100 }, { predicted: 100, actual: 100 }, { predicted: 150, actual: 100 }])).toBeCloseTo(0.15, 12);
    expect(medianAbsError([])).toBeNull();
  });

  it("bands count candidates and the share admitted", () => {
    const stats = bandStats([c(0.99, true), c(0.96, false), c(0.8, true), c(0.5, false), c(0.1, false), c(0.2, true)]);
    expect(stats.map((s) => [s.band, s.n, s.admittedShare])).toEqual([["保", 2, 0.5], ["稳", 1, 1], ["冲", 1, 0], ["难", 2, 0.5]]);
  });

  it.each([
    [1000, 1000, 0.5],
    [1000, 900, 1 / (1 + Math.exp(-0.8))],
    [1000, 1500, 1 / (1 + Math.exp(4))],
  ])("baseline p(m_prev %i, rank %i) = %f", (mPrev, rank, expected) => {
    expect(baselineProbability(mPrev, rank)).toBeCloseTo(expected, 12);
  });
});

// Steady units whose rank drifts ±5 % a year (deterministic), enough of them for the model to learn from.
function steadyRows(years: number[], units = 60): UnitYear[] {
  const rows: UnitYear[] = [];
  for (let i = 0; i < units; i++) {
    for (const [k, year] of years.entries()) {
      const wobble = 1 + 0.05 * Math.sin(i * 7.1 + k * 3.3);
      rows.push({ year, group: `G${i}`, minRank: Math.round((500 + i * 400) * wobble) });
    }
  }
  return rows;
}

describe("runBacktest", () => {
  const rows: UnitYear[] = [
    ...steadyRows([2020, 2021, 2022]),
    { year: 2022, group: "NEW", minRank: 3000 },
    { year: 2021, group: "NORANK", minRank: null },
    { year: 2022, group: "NORANK", minRank: 4000 },
    { year: 2020, group: "GAP", minRank: 9000 },
    { year: 2022, group: "GAP", minRank: 9100 },
  ];

  it("counts units, scored and refused, and scores only units with last year's and this year's rank", () => {
    const report = runBacktest(rows, 2022);
    expect(report.units).toBe(63);
    expect(report.refusals).toEqual({ "no-history": 1, "missing-rank": 1 });
    expect(report.refused).toBe(2);
    expect(report.scored).toBe(60); // GAP is predicted but has no 2021 rank to anchor the grid
    expect(report.candidates).toBe(60 * 11);
    expect(report.baseline.scored).toBe(60);
    expect(report.baseline.refused).toBe(3);
    expect(report.comparison.candidates).toBe(660);
    const gap = report.predictions.find((p) => p.group === "GAP");
    expect(gap).toMatchObject({ refused: false, candidates: [] });
    expect(report.predictions.find((p) => p.group === "NEW")).toMatchObject({ refused: true, reasonCode: "no-history" });
  });

  it("counts a candidate exactly at the target year's min rank as admitted", () => {
    const withTie = [...rows, { year: 2020, group: "TIE", minRank: 1000 }, { year: 2021, group: "TIE", minRank: 1000 }, { year: 2022, group: "TIE", minRank: 1000 }];
    const report = runBacktest(withTie, 2022);
    const admitted = report.calibration.reduce((sum, bin) => sum + Math.round(bin.n * (bin.observed ?? 0)), 0);
    let expected = 0;
    for (const group of new Set(withTie.map((r) => r.group))) {
      const mPrev = withTie.find((r) => r.group === group && r.year === 2021)?.minRank;
      const actual = withTie.find((r) => r.group === group && r.year === 2022)?.minRank;
      if (mPrev && actual) expected += candidateRanks(mPrev).filter((rank) => rank <= actual).length;
    }
    expect(admitted).toBe(expected);
    // TIE alone: 500 … 1000 admitted, 1100 … 1500 not
    expect(candidateRanks(1000).filter((rank) => rank <= 1000)).toHaveLength(6);
  });

  it("never lets the target year's figures reach the predictions", () => {
    const changed = rows.map((r) => (r.year === 2022 ? { ...r, minRank: (r.minRank ?? 1) * 2 } : r));
    expect(runBacktest(changed, 2022).predictions).toEqual(runBacktest(rows, 2022).predictions);
    expect(runBacktest(changed, 2022).brier).not.toEqual(runBacktest(rows, 2022).brier);
  });

  it("predicts when the file has no target-year rows, and scores nothing", () => {
    const report = runBacktest(rows, 2023);
    expect(report.scored).toBe(0);
    expect(report.brier).toBeNull();
    expect(report.predictions.filter((p) => !p.refused).length).toBeGreaterThan(0);
  });

  it("throws BacktestInputError naming the target when no earlier year exists", () => {
    expect(() => runBacktest(rows, 2020)).toThrow(BacktestInputError);
    expect(() => runBacktest(rows, 2020)).toThrow(/no rows before 2020.*2020, 2021, 2022/);
  });
});

describe("the backtest command", () => {
  const dir = mkdtempSync(join(tmpdir(), "qihang-backtest-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const csv = join(dir, "history.csv");
  writeFileSync(csv, `year,group,min_rank,extra\n${steadyRows([2020, 2021, 2022], 40).map((r) => `${r.year},${r.group},${r.minRank},x`).join("\n")}\n`);
  const longCsv = join(dir, "long.csv");
  writeFileSync(longCsv, `year,group,min_rank\n${steadyRows([2020, 2021, 2022], 60).map((r) => `${r.year},${r.group},${r.minRank}`).join("\n")}\n`);
  const badCsv = join(dir, "bad.csv");
  writeFileSync(badCsv, "year,group,rank\n2021,A,100\n");

  const run = runBacktestCli;

  // All runs at once keeps the whole block to a few seconds.
  const results = Promise.all([
    run("--history", join(dir, "missing.csv"), "--target", "2022"),
    run("--history", csv, "--target", "2020"),
    run("--history", badCsv, "--target", "2022"),
    run("--history", csv, "--target", "2022", "--json"),
    run("--history", csv, "--target", "2023", "--out", join(dir, "out.json")),
    run("--history", longCsv, "--target", "2022"),
    run("--history", longCsv, "--target", "2023"),
  ]);

  it("exits 2 naming a missing file, without a stack trace", async () => {
    const [missing] = await results;
    expect(missing!.code).toBe(2);
    expect(missing!.stderr).toMatch(/history file not found: .*missing\.csv/);
    expect(missing!.stderr).not.toMatch(/\n\s+at /);
  });

  it("exits 2 for a target year without earlier years", async () => {
    const [, early] = await results;
    expect(early!.code).toBe(2);
    expect(early!.stderr).toMatch(/no rows before 2020/);
  });

  it("exits 2 naming the missing column", async () => {
    const [, , bad] = await results;
    expect(bad!.code).toBe(2);
    expect(bad!.stderr).toMatch(/bad\.csv: line 1: missing required columns? "min_rank"/);
  });

  it("--json prints one parseable object as the last line, with predictions when there is no --out", async () => {
    const [, , , json] = await results;
    expect(json!.code).toBe(0);
    const lastLine = json!.stdout.trim().split("\n").pop()!;
    const parsed = JSON.parse(lastLine) as Record<string, unknown>;
    expect(parsed).toMatchObject({ target: 2022, units: 40, scored: 40, refused: 0, candidates: 440 });
    for (const key of ["medianAbsError", "brier", "calibration", "maxCalibrationGap", "bands", "baseline", "predictions"]) expect(parsed).toHaveProperty(key);
    expect((parsed.calibration as unknown[]).length).toBe(10);
  });

  it("says whether the older year's weight was learned (three years: two moves of each unit) or is the prior", async () => {
    const [, , , , , twoYears, threeYears] = await results;
    expect(twoYears!.code).toBe(0);
    expect(twoYears!.stdout).toMatch(/older year's weight 0\.25 \(prior\)/);
    expect(threeYears!.code).toBe(0);
    expect(threeYears!.stdout).toMatch(/older year's weight \d\.\d\d \(learned, serial correlation -?\d\.\d\d\)/);
  });

  it("--out writes predictions even when the file lacks the target year", async () => {
    const [, , , , out] = await results;
    expect(out!.code).toBe(0);
    expect(out!.stdout).toMatch(/Predictions written to/);
    const file = JSON.parse(readFileSync(join(dir, "out.json"), "utf8")) as { model: string; target: number; predictions: Array<{ refused: boolean; candidates?: Array<{ rank: number; p: number; band: string }> }> };
    expect(file.target).toBe(2023);
    expect(file.model).toMatch(/\d+\.\d+\.\d+/);
    expect(file.predictions).toHaveLength(40);
    const first = file.predictions.find((p) => !p.refused)!;
    expect(first.candidates).toHaveLength(11);
    expect(first.candidates![0]).toEqual({ rank: expect.any(Number), p: expect.any(Number), band: expect.stringMatching(/^[保稳冲难]$/) });
  });
});
