// Public API of the admission-probability model: pure TypeScript shared by the API server, the browser and the
// back-test command (scripts/backtest.ts).

export { BANDS, bandOf, NEAR_RANK, type Band, type BandLabel } from "./bands";
export {
  parseHistoryCsv, groupByUnit, cohortUnitKey, cohortKey, HistoryFormatError, REQUIRED_COLUMNS, OPTIONAL_COLUMNS,
  type UnitYear, type ParsedHistory,
} from "./history";
export {
  MODEL_NAME, DEFAULT_FIT_OPTIONS, PRIOR_POOL_RAMP, PRIOR_POOL_RAMP_SD, poolRampEvidence, rampShare, fitModel, sameUnit, currentIdentity, type FitInputs, predictUnit, predictUnits, admissionProbability, survivalCurve, probabilityOnCurve,
  type FitOptions, type FittedModel, type Learned, type SpreadStratum, type Prediction, type UnitPrediction,
  type UnitRefusal, type RefusalCode, type WideningReason, type SurvivalCurve, type PoolRampPoint,
} from "./model";
export {
  CANDIDATE_FACTORS, candidateRanks, BASELINE_NAME, BASELINE_SLOPE, baselineProbability, brierScore, calibrationBins,
  maxCalibrationGap, medianAbsError, bandStats, computeMetrics, runBacktest, BacktestInputError,
  type ScoredCandidate, type CalibrationBin, type BandStat, type Metrics, type CandidatePrediction, type PredictionRecord,
  type BacktestReport,
} from "./backtest";
export { parseScoreRanksCsv, poolLookup, type ScoreRankTable } from "./score-ranks";
export { TARGETS, rollingTargets, rollingEvaluation, summarise, type RollingRow } from "./rolling";
