// Back-test of the model as fixed by shared/spec/backtest.md: predict every unit of a target year from earlier years
// only, score stated probabilities on a candidate grid anchored on last year's min rank, and put the simplest rule
// beside it on the same data.

import { BANDS, bandOf, type BandLabel } from "./bands";
import { cohortKey, groupByUnit, type UnitYear } from "./history";
import { admissionProbability, fitModel, predictUnit, type FitInputs, type FittedModel, type FitOptions, type RefusalCode } from "./model";
import { median } from "./stats";

/** Test candidates at round(m_prev × f) for f = 0.5, 0.6, … 1.5. */
export const CANDIDATE_FACTORS: readonly number[] = Array.from({ length: 11 }, (_, i) => (5 + i) / 10);

/** The eleven candidate ranks for a unit whose min rank last year was mPrev (computed in integers to round exactly). */
export function candidateRanks(mPrev: number): number[] {
  return Array.from({ length: 11 }, (_, i) => Math.max(1, Math.round((mPrev * (5 + i)) / 10)));
}

export const BASELINE_SLOPE = 8;
export const BASELINE_NAME = `last year's min rank with a fixed logistic: p = 1 / (1 + exp(-${BASELINE_SLOPE} × (m_prev - r) / m_prev))`;

/** The baseline's stated probability for a candidate of rank r, given last year's min rank. */
export function baselineProbability(mPrev: number, rank: number): number {
  return 1 / (1 + Math.exp((-BASELINE_SLOPE * (mPrev - rank)) / mPrev));
}

export interface ScoredCandidate {
  p: number;
  admitted: boolean;
}

export interface CalibrationBin {
  /** inclusive; the last bin [0.9, 1] also includes 1 */
  from: number;
  to: number;
  n: number;
  meanP: number | null;
  observed: number | null;
}

export interface BandStat {
  band: BandLabel;
  minP: number;
  maxP: number;
  n: number;
  admittedShare: number | null;
}

export interface Metrics {
  units: number;
  scored: number;
  refused: number;
  /** scored candidates (11 per scored unit) */
  candidates: number;
  medianAbsError: number | null;
  brier: number | null;
  calibration: CalibrationBin[];
  maxCalibrationGap: number | null;
  bands: BandStat[];
}

export interface CandidatePrediction {
  rank: number;
  p: number;
  band: BandLabel;
}

export type PredictionRecord =
  | {
      group: string; unit: string; refused: false; predictedMinRank: number; lower: number; upper: number;
      spread: number; years: number[]; candidates: CandidatePrediction[];
    }
  | { group: string; unit: string; refused: true; reasonCode: RefusalCode; reason: string };

export interface BacktestReport extends Metrics {
  model: string;
  target: number;
  historyYears: number[];
  /** refusals by reason code */
  refusals: Partial<Record<RefusalCode, number>>;
  baseline: Metrics & { name: string };
  /** both rules on exactly the candidates both scored, so refusing hard units cannot flatter the model */
  comparison: { candidates: number; brier: number | null; baselineBrier: number | null };
  predictions: PredictionRecord[];
  /** the model of each cohort (province / subject type / batch), fitted on that cohort's rows alone */
  fitted: Record<string, FittedModel>;
}

/** Mean of (p − admitted)²; null when there is nothing to score. */
export function brierScore(candidates: readonly ScoredCandidate[]): number | null {
  if (candidates.length === 0) return null;
  let sum = 0;
  for (const c of candidates) sum += (c.p - (c.admitted ? 1 : 0)) ** 2;
  return sum / candidates.length;
}

/** Ten bins [0, 0.1) … [0.9, 1]: count, mean stated p, admitted share. */
export function calibrationBins(candidates: readonly ScoredCandidate[]): CalibrationBin[] {
  const sums = Array.from({ length: 10 }, () => ({ n: 0, p: 0, admitted: 0 }));
  for (const c of candidates) {
    // Integer arithmetic on p × 10 would misplace 0.3 (2.9999…), so compare against the bin edges directly.
    let index = Math.min(9, Math.floor(c.p * 10));
    if (index < 9 && c.p >= (index + 1) / 10) index++;
    if (index > 0 && c.p < index / 10) index--;
    const bin = sums[Math.max(0, index)]!;
    bin.n++; bin.p += c.p; bin.admitted += c.admitted ? 1 : 0;
  }
  return sums.map((s, i) => ({
    from: i / 10,
    to: (i + 1) / 10,
    n: s.n,
    meanP: s.n === 0 ? null : s.p / s.n,
    observed: s.n === 0 ? null : s.admitted / s.n,
  }));
}

/** Largest |mean p − observed| over bins holding at least minN candidates (100 in the spec); null if none do. */
export function maxCalibrationGap(bins: readonly CalibrationBin[], minN = 100): number | null {
  let gap: number | null = null;
  for (const bin of bins) {
    if (bin.n < minN || bin.meanP === null || bin.observed === null) continue;
    gap = Math.max(gap ?? 0, Math.abs(bin.meanP - bin.observed));
  }
  return gap;
}

/** Median of |predicted − actual| / actual. */
export function medianAbsError(units: ReadonlyArray<{ predicted: number; actual: number }>): number | null {
  return median(units.map((u) => Math.abs(u.predicted - u.actual) / u.actual));
}

/** For each band of BANDS (in order): candidates stated in it and the share admitted. */
export function bandStats(candidates: readonly ScoredCandidate[]): BandStat[] {
  return BANDS.map((band) => {
    const inBand = candidates.filter((c) => bandOf(c.p) === band.label);
    const admitted = inBand.filter((c) => c.admitted).length;
    return { band: band.label, minP: band.minP, maxP: band.maxP, n: inBand.length, admittedShare: inBand.length === 0 ? null : admitted / inBand.length };
  });
}

export function computeMetrics(input: {
  units: number;
  refused: number;
  scoredUnits: ReadonlyArray<{ predicted: number; actual: number }>;
  candidates: readonly ScoredCandidate[];
}): Metrics {
  const calibration = calibrationBins(input.candidates);
  return {
    units: input.units,
    scored: input.scoredUnits.length,
    refused: input.refused,
    candidates: input.candidates.length,
    medianAbsError: medianAbsError(input.scoredUnits),
    brier: brierScore(input.candidates),
    calibration,
    maxCalibrationGap: maxCalibrationGap(calibration),
    bands: bandStats(input.candidates),
  };
}

/** The input cannot be back-tested (e.g. no year before the target); the message names the problem. */
export class BacktestInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BacktestInputError";
  }
}

/**
 * Runs the back-test. Units are those with a row in or before the target year. The model is fitted on rows with
 * year < target only; target-year rows are read only for scoring, after every prediction is made.
 */
export function runBacktest(rows: readonly UnitYear[], target: number, options: Partial<FitOptions> = {}, inputs: FitInputs = {}): BacktestReport {
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  if (!years.some((year) => year < target)) {
    throw new BacktestInputError(`no rows before ${target} to learn from (the file holds ${years.join(", ") || "no years"})`);
  }
  // The target year's figures are blanked before anything is fitted or predicted; its plan and identity stay (both are
  // published before the form is filled).
  const blind = (row: UnitYear): UnitYear => row.year < target ? row : {
    year: row.year, group: row.group, province: row.province ?? null, subjectType: row.subjectType ?? null, batch: row.batch ?? null,
    college: row.college ?? null, planCount: row.planCount ?? null, minRank: null, line: row.line,
  };
  const known = rows.filter((row) => row.year <= target).map(blind);
  // Each cohort's ranks are its own: one model per cohort, as the API fits them.
  const byCohort = new Map<string, UnitYear[]>();
  for (const row of known) {
    const key = cohortKey(row);
    const list = byCohort.get(key);
    if (list) list.push(row); else byCohort.set(key, [row]);
  }
  const cohortYears = [...byCohort].map(([key, list]) => ({ key, list, years: [...new Set(list.filter((r) => r.year < target).map((r) => r.year))].sort() }));
  if (!cohortYears.some((c) => c.years.length >= 2)) {
    const c = cohortYears.find((x) => x.years.length === 1) ?? cohortYears[0]!;
    const first = c.list.find((r) => r.year < target);
    throw new BacktestInputError(`${first?.line ? `line ${first.line}: ` : ""}the cohort ${c.key.replace(/^\/+|\/+$/g, "") || "of the file"} has only one year ` +
      `before ${target} (${c.years.join(", ") || "none"}): at least two are needed to learn how ranks move from one year to the next`);
  }
  const models = new Map<string, FittedModel>();
  for (const c of cohortYears) models.set(c.key, fitModel(c.list, target, options, inputs));
  const historyYears = [...new Set(rows.filter((row) => row.year < target).map((row) => row.year))].sort((a, b) => a - b);

  const units = [...groupByUnit(rows.filter((row) => row.year <= target)).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const predictions: PredictionRecord[] = [];
  const modelUnits: Array<{ predicted: number; actual: number }> = [];
  const modelCandidates: ScoredCandidate[] = [];
  const baselineUnits: Array<{ predicted: number; actual: number }> = [];
  const baselineCandidates: ScoredCandidate[] = [];
  const shared: Array<{ model: ScoredCandidate; baseline: ScoredCandidate }> = [];
  const refusals: Partial<Record<RefusalCode, number>> = {};
  let baselineRefused = 0;

  for (const [key, unitRows] of units) {
    const earlierRows = unitRows.filter((row) => row.year < target);
    const prediction = predictUnit(models.get(cohortKey(unitRows[0]!))!, unitRows.map(blind));
    const mPrev = earlierRows.find((row) => row.year === target - 1)?.minRank ?? null;
    const grid = mPrev === null ? [] : candidateRanks(mPrev);
    // Scoring only: the target year's figure.
    const actual = unitRows.find((row) => row.year === target)?.minRank ?? null;
    const group = unitRows[0]?.group ?? key;

    if (mPrev === null) baselineRefused++;
    else if (actual !== null) {
      baselineUnits.push({ predicted: mPrev, actual });
      for (const rank of grid) baselineCandidates.push({ p: baselineProbability(mPrev, rank), admitted: rank <= actual });
    }

    if (prediction.refused) {
      refusals[prediction.reasonCode] = (refusals[prediction.reasonCode] ?? 0) + 1;
      predictions.push({ group, unit: key, refused: true, reasonCode: prediction.reasonCode, reason: prediction.reason });
      continue;
    }
    const candidates = grid.map((rank) => {
      const p = admissionProbability(prediction, rank);
      return { rank, p, band: bandOf(p) };
    });
    predictions.push({
      group, unit: key, refused: false,
      predictedMinRank: prediction.predictedMinRank, lower: prediction.lower, upper: prediction.upper,
      spread: round(prediction.spread, 4), years: prediction.years,
      candidates: candidates.map((c) => ({ ...c, p: round(c.p, 4) })),
    });
    if (actual !== null && mPrev !== null) {
      modelUnits.push({ predicted: prediction.predictedMinRank, actual });
      for (const c of candidates) {
        const scored = { p: c.p, admitted: c.rank <= actual };
        modelCandidates.push(scored);
        shared.push({ model: scored, baseline: { p: baselineProbability(mPrev, c.rank), admitted: scored.admitted } });
      }
    }
  }

  const refusedCount = Object.values(refusals).reduce((sum, n) => sum + (n ?? 0), 0);
  return {
    model: models.values().next().value?.model ?? "",
    target,
    historyYears,
    ...computeMetrics({ units: units.length, refused: refusedCount, scoredUnits: modelUnits, candidates: modelCandidates }),
    refusals,
    baseline: {
      name: BASELINE_NAME,
      ...computeMetrics({ units: units.length, refused: baselineRefused, scoredUnits: baselineUnits, candidates: baselineCandidates }),
    },
    comparison: {
      candidates: shared.length,
      brier: brierScore(shared.map((s) => s.model)),
      baselineBrier: brierScore(shared.map((s) => s.baseline)),
    },
    predictions,
    fitted: Object.fromEntries(models),
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
