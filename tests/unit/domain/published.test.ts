// The back-test figures the product publishes (README, the probability pages' help) are the model's own: the back-test
// is run again on the shared Shanghai file and every published figure must match it at the precision it is shown.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseHistoryCsv, runBacktest } from "@/domain/probability";
import { PUBLISHED_BACKTEST as P } from "@/domain/probability/published";

const file = path.resolve(import.meta.dirname, "../../../../shared/data", P.file);
if (!existsSync(file)) console.warn(`[published] ${file} is not here: the published back-test figures are not checked`);

describe.runIf(existsSync(file))("the published back-test figures", () => {
  const report = runBacktest(parseHistoryCsv(readFileSync(file, "utf8")).rows, P.target);

  it("are the model's figures on the shared file", () => {
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
});
