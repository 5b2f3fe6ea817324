// The model's back-test figures as the project publishes them (README, the probability pages' help): predicting the
// Shanghai 院校专业组 of 2022 from 2020–2021 with `npm run backtest`. tests/unit/domain/published.test.ts runs that
// back-test again whenever the shared file is there and fails when these figures no longer match the model.
import type { BandLabel } from "./bands";

export interface PublishedBacktest {
  /** the history file (shared/data) and what it holds */
  file: string;
  target: number;
  learnedFrom: readonly number[];
  units: number;
  scored: number;
  refused: number;
  /** test candidates scored by both the model and the baseline */
  candidates: number;
  brier: number;
  baselineBrier: number;
  maxCalibrationGap: number;
  baselineMaxCalibrationGap: number;
  medianAbsError: number;
  baselineMedianAbsError: number;
  /** per band: candidates stated in it and the share admitted */
  bands: Readonly<Record<BandLabel, { n: number; admitted: number }>>;
}

export const PUBLISHED_BACKTEST: PublishedBacktest = {
  file: "shanghai-groups-2020-2022.csv",
  target: 2022,
  learnedFrom: [2020, 2021],
  units: 1604,
  scored: 1169,
  refused: 122,
  candidates: 12859,
  brier: 0.0646,
  baselineBrier: 0.0725,
  maxCalibrationGap: 0.233,
  baselineMaxCalibrationGap: 0.213,
  medianAbsError: 0.0668,
  baselineMedianAbsError: 0.0605,
  bands: { 保: { n: 3943, admitted: 0.989 }, 稳: { n: 1854, admitted: 0.925 }, 冲: { n: 1513, admitted: 0.611 }, 难: { n: 5549, admitted: 0.058 } },
};
