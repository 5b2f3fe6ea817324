// The model's back-test figures as the project publishes them (README, the probability pages' help): the bands of
// Shanghai 院校专业组 2022 from 2020–2021 (`npm run backtest`), and the rolling evaluation of every shared province
// (`npm run backtest -- --all`). tests/unit/domain/published.test.ts runs both again on the shared files and fails
// when these figures no longer match the model.
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
  brier: 0.0644,
  baselineBrier: 0.0725,
  maxCalibrationGap: 0.238,
  baselineMaxCalibrationGap: 0.213,
  medianAbsError: 0.0648,
  baselineMedianAbsError: 0.0605,
  bands: { 保: { n: 3973, admitted: 0.989 }, 稳: { n: 1833, admitted: 0.923 }, 冲: { n: 1537, admitted: 0.601 }, 难: { n: 5516, admitted: 0.057 } },
};

/** One province and held-out year of the rolling evaluation, as `npm run backtest -- --all` prints it. */
export interface PublishedRollingRow {
  /** the shared file's name before -groups- / -units- (beijing, guangdong-physics …) */
  dataset: string;
  target: number;
  learnedFrom: readonly number[];
  /** units with last year's and this year's rank */
  units: number;
  /** Brier of the model and of the baseline on the candidates both scored */
  brier: number;
  baselineBrier: number;
  maxCalibrationGap: number;
  baselineMaxCalibrationGap: number;
  /** share of 保 candidates admitted */
  safeAdmitted: number;
  medianAbsError: number;
  baselineMedianAbsError: number;
  /** refused among the units with both years' ranks */
  refusalShare: number;
}

/** GB code of each dataset's province, so the pages can name it in either language. */
export const DATASET_PROVINCE: Readonly<Record<string, string>> = {
  beijing: "11", shanghai: "31", shandong: "37", "guangdong-physics": "44", "guangdong-history": "44", zhejiang: "33",
};

export const PUBLISHED_ROLLING: readonly PublishedRollingRow[] = [
  { dataset: "beijing", target: 2025, learnedFrom: [2023, 2024], units: 1197, brier: 0.0868, baselineBrier: 0.1227, maxCalibrationGap: 0.126, baselineMaxCalibrationGap: 0.308, safeAdmitted: 0.984, medianAbsError: 0.0739, baselineMedianAbsError: 0.157, refusalShare: 0.008 },
  { dataset: "guangdong-history", target: 2024, learnedFrom: [2022, 2023], units: 1875, brier: 0.0821, baselineBrier: 0.0964, maxCalibrationGap: 0.0737, baselineMaxCalibrationGap: 0.141, safeAdmitted: 0.9817, medianAbsError: 0.0681, baselineMedianAbsError: 0.0834, refusalShare: 0.015 },
  { dataset: "guangdong-physics", target: 2024, learnedFrom: [2022, 2023], units: 2816, brier: 0.0922, baselineBrier: 0.1086, maxCalibrationGap: 0.0401, baselineMaxCalibrationGap: 0.184, safeAdmitted: 0.9821, medianAbsError: 0.0783, baselineMedianAbsError: 0.0991, refusalShare: 0.043 },
  { dataset: "shandong", target: 2022, learnedFrom: [2020, 2021], units: 20657, brier: 0.0379, baselineBrier: 0.057, maxCalibrationGap: 0.1434, baselineMaxCalibrationGap: 0.283, safeAdmitted: 0.9969, medianAbsError: 0.0385, baselineMedianAbsError: 0.0492, refusalShare: 0.007 },
  { dataset: "shanghai", target: 2022, learnedFrom: [2020, 2021], units: 1169, brier: 0.0644, baselineBrier: 0.0725, maxCalibrationGap: 0.238, baselineMaxCalibrationGap: 0.213, safeAdmitted: 0.989, medianAbsError: 0.0648, baselineMedianAbsError: 0.0605, refusalShare: 0 },
];
