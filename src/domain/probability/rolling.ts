// The rolling evaluation (`npm run backtest -- --all`): every target year a history allows, each scored from the years
// before it only, summed up as the five figures shared/spec/backtest.md judges a model by. Pure: the caller reads files.

import { runBacktest, type BacktestReport } from "./backtest";
import type { UnitYear } from "./history";
import type { FitInputs } from "./model";

/** The targets of shared/spec/backtest.md, per province and held-out year. */
export const TARGETS = { brierRatio: 0.9, maxCalibrationGap: 0.08, safeAdmitted: 0.97, medianAbsError: 0.07, refusalShare: 0.2 } as const;

export interface RollingRow {
  /** the dataset's name (province, and subject type where a province has several files) */
  dataset: string;
  target: number;
  learnedFrom: number[];
  /** units with last year's and this year's rank (the baseline scores them all) */
  units: number;
  scored: number;
  brier: number | null;
  baselineBrier: number | null;
  /** model ÷ baseline on the candidates both scored */
  brierRatio: number | null;
  maxCalibrationGap: number | null;
  baselineMaxCalibrationGap: number | null;
  /** share of 保 candidates admitted; null when none was stated 保 */
  safeAdmitted: number | null;
  medianAbsError: number | null;
  baselineMedianAbsError: number | null;
  /** refused among the units with both years' ranks */
  refusalShare: number;
  /** which targets the row meets */
  met: { brier: boolean; gap: boolean; safe: boolean; error: boolean; refusals: boolean };
}

/** Years of the history that can be targets: at least two earlier years to learn moves from. */
export function rollingTargets(rows: readonly UnitYear[]): number[] {
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  return years.filter((year) => years.filter((y) => y < year).length >= 2);
}

export function summarise(dataset: string, report: BacktestReport): RollingRow {
  const c = report.comparison;
  const both = report.baseline.scored;
  const brierRatio = c.brier !== null && c.baselineBrier ? c.brier / c.baselineBrier : null;
  const safe = report.bands.find((b) => b.band === "保")?.admittedShare ?? null;
  const refusalShare = both === 0 ? 0 : (both - report.scored) / both;
  return {
    dataset, target: report.target, learnedFrom: report.historyYears, units: both, scored: report.scored,
    brier: c.brier, baselineBrier: c.baselineBrier, brierRatio,
    maxCalibrationGap: report.maxCalibrationGap, baselineMaxCalibrationGap: report.baseline.maxCalibrationGap,
    safeAdmitted: safe, medianAbsError: report.medianAbsError, baselineMedianAbsError: report.baseline.medianAbsError, refusalShare,
    met: {
      brier: brierRatio !== null && brierRatio <= TARGETS.brierRatio,
      gap: report.maxCalibrationGap !== null && report.maxCalibrationGap <= TARGETS.maxCalibrationGap,
      safe: safe !== null && safe >= TARGETS.safeAdmitted,
      error: report.medianAbsError !== null && report.medianAbsError <= TARGETS.medianAbsError,
      refusals: refusalShare <= TARGETS.refusalShare,
    },
  };
}

/** Runs every target year of one dataset. */
export function rollingEvaluation(dataset: string, rows: readonly UnitYear[], inputs: FitInputs = {}, targets = rollingTargets(rows)): RollingRow[] {
  return targets.map((target) => summarise(dataset, runBacktest(rows, target, {}, inputs)));
}
