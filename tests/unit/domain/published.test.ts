// The back-test figures the product publishes (README, the probability pages' help) are the model's own: the back-tests
// are run again on the shared files (../shared/data beside the repository) and every published figure must match at the
// precision it is shown. This is also CI's short back-test of every shared province: under CI the files must be there.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  PRIOR_POOL_RAMP, parseHistoryCsv, parseScoreRanksCsv, poolLookup, poolRampEvidence, rollingEvaluation, runBacktest,
} from "@/domain/probability";
import { median } from "@/domain/probability/stats";
import { PUBLISHED_BACKTEST as P, PUBLISHED_ROLLING } from "@/domain/probability/published";
import { sharedDatasets } from "../../../scripts/backtest-all";

const dir = process.env.SHARED_DATA ?? path.resolve(import.meta.dirname, "../../../../shared/data");
const present = existsSync(path.join(dir, P.file));

describe("the shared data", () => {
  // Skipping quietly in CI would publish figures nobody checked.
  it.runIf(process.env.CI === "true")("are there under CI", () => {
    expect(present, `${dir} must hold the shared data files (../shared/data beside the repository)`).toBe(true);
  });
  if (!present) it.skip(`are not at ${dir}: the published figures are not checked outside CI`, () => {});
});

describe.runIf(present)("the published back-test figures", () => {
  it("Shanghai 2022's bands are the model's figures on the shared file", () => {
    const report = runBacktest(parseHistoryCsv(readFileSync(path.join(dir, P.file), "utf8")).rows, P.target);
    expect(report.historyYears).toEqual(P.learnedFrom);
    expect({ units: report.units, scored: report.scored, refused: report.refused, candidates: report.comparison.candidates })
      .toEqual({ units: P.units, scored: P.scored, refused: P.refused, candidates: P.candidates });
    expect(report.comparison.brier).toBeCloseTo(P.brier, 4);
    expect(report.comparison.baselineBrier).toBeCloseTo(P.baselineBrier, 4);
    expect(report.maxCalibrationGap).toBeCloseTo(P.maxCalibrationGap, 3);
    expect(report.baseline.maxCalibrationGap).toBeCloseTo(P.baselineMaxCalibrationGap, 3);
    expect(report.medianAbsError).toBeCloseTo(P.medianAbsError, 4);
    expect(report.baseline.medianAbsError).toBeCloseTo(P.baselineMedianAbsError, 4);
    for (const band of report.bands) {
      expect(band.n).toBe(P.bands[band.band].n);
      expect(band.admittedShare).toBeCloseTo(P.bands[band.band].admitted, 3);
    }
  });

  // every province and held-out year `npm run backtest -- --all` runs, with the figures the pages publish
  const datasets = sharedDatasets(dir) ?? [];
  it.each(datasets.map((d) => [d.name, d] as const))("the rolling evaluation of %s matches what is published", (name, d) => {
    const { rows } = parseHistoryCsv(readFileSync(d.history, "utf8"));
    const inputs = d.scoreRanks ? { pool: poolLookup(parseScoreRanksCsv(readFileSync(d.scoreRanks, "utf8"))) } : {};
    const got = rollingEvaluation(name, rows, inputs);
    const published = PUBLISHED_ROLLING.filter((r) => r.dataset === name);
    expect(got.map((r) => r.target)).toEqual(published.map((r) => r.target));
    for (const [i, r] of got.entries()) {
      const p = published[i]!;
      expect({ units: r.units, learnedFrom: r.learnedFrom }).toEqual({ units: p.units, learnedFrom: p.learnedFrom });
      expect(r.brier).toBeCloseTo(p.brier, 4);
      expect(r.baselineBrier).toBeCloseTo(p.baselineBrier, 4);
      expect(r.maxCalibrationGap).toBeCloseTo(p.maxCalibrationGap, 3);
      expect(r.baselineMaxCalibrationGap).toBeCloseTo(p.baselineMaxCalibrationGap, 3);
      expect(r.safeAdmitted).toBeCloseTo(p.safeAdmitted, 3);
      expect(r.medianAbsError).toBeCloseTo(p.medianAbsError, 4);
      expect(r.refusalShare).toBeCloseTo(p.refusalShare, 3);
      // the model must stay clearly better than the simplest rule on every province it publishes
      expect(r.brier! / r.baselineBrier!).toBeLessThan(1);
    }
  }, 60_000);

  // The pool ramp's prior is structure learned across provinces, not a figure chosen for one held-out year: it is the
  // median κ of every shared cohort-year whose pool moved at least 5 %, and must stay what these files give.
  it("the prior of the pool ramp is the median κ of the shared provinces' cohort-years", () => {
    const points = (sharedDatasets(dir) ?? []).flatMap((d) => d.scoreRanks
      ? poolRampEvidence(parseHistoryCsv(readFileSync(d.history, "utf8")).rows, poolLookup(parseScoreRanksCsv(readFileSync(d.scoreRanks, "utf8"))))
      : []);
    const moved = points.filter((p) => Math.abs(p.logPool) >= 0.05);
    expect(moved.length).toBeGreaterThanOrEqual(10);
    expect(new Set(moved.map((p) => p.cohort.split("/")[0])).size).toBe(3);
    expect(median(moved.map((p) => p.kappa))).toBeCloseTo(PRIOR_POOL_RAMP, 2);
  }, 60_000);
});
