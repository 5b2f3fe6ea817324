// Admission-probability model. Works on ranks (位次), never raw scores, so it carries across years whose papers differ.
//
// For each enrolment unit it predicts next year's min rank from the unit's own recent min ranks, and it states the
// uncertainty of that prediction as a distribution of log(actual / predicted) learned from how units of a similar rank
// really moved from one year to the next in the history it was fitted on. Nothing here is tuned to one province: every
// constant below is either learned from the rows given to fitModel or a documented prior used only when the history is
// too thin to learn it.

import { cohortKey, cohortUnitKey, groupByUnit, type UnitYear } from "./history";
import { correlation, median, normalCdf, quantileSorted, robustSpread, standardDeviation } from "./stats";

export const MODEL_NAME = "qihang-rank-movement 2.3.0";

/** Why a unit gets no probability. */
export type RefusalCode =
  | "no-history" // the unit has no row before the target year (new this year)
  | "missing-rank" // it has rows, but none with a min rank
  | "stale-history" // its last known min rank is too old to carry forward
  | "thin-history" // the whole history is too short to learn how ranks move (e.g. one year only)
  | "unknown-cohort"; // its province / subject type was not in the history the model was fitted on

/** Why a prediction's spread was widened beyond what the unit's rank range alone would give. */
// history-only: no 一分一段 tables for the history years and the target, so the year's common move is not known from the
// pool's change and the prior (wider) year-shift uncertainty stands in for it
export type WideningReason = "one-year-history" | "tiny-plan" | "gap-years" | "history-only";

export interface FitOptions {
  /** fewest year-to-year moves needed before the model will state any probability */
  minPairs: number;
  /** fewest moves in one rank-range stratum */
  minPairsPerStratum: number;
  maxStrata: number;
  /** points of the stored movement distribution (equal-weight quantiles) */
  distributionPoints: number;
  /** weight of the year before last in the predicted rank when it cannot be learned (0 = last year only) */
  priorOlderYearWeight: number;
  /** spread multiplier for a unit with a single year of history when it cannot be learned */
  priorThinHistoryFactor: number;
  /** a single year of history always widens at least this much beyond a unit with two years */
  minThinOverMultiYear: number;
  /** plan_count at or below which a unit counts as a tiny plan */
  tinyPlanMax: number;
  priorTinyPlanFactor: number;
  /** sd of the shift of a whole rank range from one year to the next (log rank), when fewer than 3 transitions */
  priorYearShiftSd: number;
  /** fewest cases for learning a widening factor or the year-to-year correlation */
  minCasesForFactor: number;
  /** years between the last known min rank and the target beyond which the unit is refused */
  maxYearsSinceLastRank: number;
  /**
   * Prior of the pool ramp κ and its uncertainty: a unit at relative rank q (its min rank ÷ the year's pool) moves with
   * min(1, κ·q) of the pool's change (log). Near the top the seats are fixed (a larger pool leaves the ranks in place);
   * deep in the pool seats grow with the candidates and ranks follow one for one. Learned across the shared provinces
   * (see README "The common move"); each history updates it with its own cohort-years.
   */
  priorPoolElasticity: number;
  priorPoolElasticitySd: number;
  /** sd of a cohort's common move that the pool change does not explain (log rank), when it cannot be learned */
  priorPoolResidualSd: number;
  /** sd of a drift of a rank range that persists from year to year (log rank): how much of past shifts to carry on */
  priorShiftPersistenceSd: number;
}

/** What is known on filling day besides the history: the 一分一段 tables (pool size per province / subject type / year). */
export interface FitInputs {
  /** candidates in the 一分一段 table of the cohort's province and subject type in a year; null when no table is given */
  pool?: (row: Pick<UnitYear, "province" | "subjectType">, year: number) => number | null;
}

/**
 * κ learned across provinces: the median κ of the shared files' cohort-years whose pool moved at least 5 % (smaller
 * changes are buried in the ~2–3 % of common move the pool does not explain) with at least 150 moves (poolRampEvidence
 * on Beijing, Shandong and Guangdong: 10 cohort-years, median 1.34). tests/unit/domain/published.test.ts derives it
 * again from the shared files under CI. Their κ scatter (robust sd 0.89) no more than their noise alone explains (a
 * residual of ~0.02 over ramped pool changes of 0.01–0.07), so how far one province's κ differs from another's cannot
 * be measured from them: the prior keeps the sd of 0.4 that 2.1.0's elasticity had.
 */
export const PRIOR_POOL_RAMP = 1.34;
export const PRIOR_POOL_RAMP_SD = 0.4;

export const DEFAULT_FIT_OPTIONS: Readonly<FitOptions> = {
  minPairs: 30,
  minPairsPerStratum: 150,
  maxStrata: 6,
  distributionPoints: 40,
  priorOlderYearWeight: 0.25,
  priorThinHistoryFactor: 1.25,
  minThinOverMultiYear: 1.1,
  tinyPlanMax: 5,
  priorTinyPlanFactor: 1.25,
  priorYearShiftSd: 0.05,
  minCasesForFactor: 50,
  maxYearsSinceLastRank: 3,
  priorPoolElasticity: PRIOR_POOL_RAMP,
  priorPoolElasticitySd: PRIOR_POOL_RAMP_SD,
  priorPoolResidualSd: 0.03,
  priorShiftPersistenceSd: 0.02,
};

/** Movement distribution of one rank range: log(next min rank / this min rank), as equal-weight points + a kernel. */
export interface SpreadStratum {
  /** covers units whose last min rank ÷ the year's largest min rank is at most this; null = no upper limit */
  upToRelativeRank: number | null;
  /** year-to-year moves it was learned from */
  pairs: number;
  /** ascending log-ratio points (the forecast shift of the range + each unit's own move around its range's shift) */
  offsets: number[];
  /** kernel width that smooths the points into a distribution */
  bandwidth: number;
  /** forecast shift of the whole range (log rank), already included in offsets */
  shift: number;
}

export type Learned<T> = { value: T; source: "learned" | "prior"; cases: number };

/** Everything predictUnit needs; plain JSON, so the server can fit once per province and cache or ship it. */
export interface FittedModel {
  model: string;
  targetYear: number;
  /** years (all < targetYear) of the rows it was fitted on */
  historyYears: number[];
  /** year-to-year moves learned from */
  pairs: number;
  /** empty when the history cannot teach movement; then every unit is refused with `unavailable` */
  strata: SpreadStratum[];
  unavailable: { reasonCode: RefusalCode; reason: string; reasonZh: string } | null;
  /** weight of the year before last in the predicted log rank */
  olderYearWeight: Learned<number>;
  /** correlation of a unit's consecutive moves (negative = 大小年 swings back); null when not measurable */
  serialCorrelation: number | null;
  /** spread multiplier for a prediction that blends two years (relative to one year's move) */
  multiYearFactor: number;
  thinHistoryFactor: Learned<number>;
  tinyPlanFactor: Learned<number>;
  /** uncertainty of next year's shift of a whole rank range (log rank), added to every unit's spread */
  yearShiftSd: Learned<number>;
  tinyPlanMax: number;
  maxYearsSinceLastRank: number;
  /** largest min rank per cohort and year (`cohort|year`), to place a unit in its rank range */
  cohortMaxRank: Record<string, number>;
  /** candidate pool per cohort and year (`cohort|year`) from the 一分一段 tables, the target year's included */
  cohortPool?: Record<string, number>;
  /**
   * the pool ramp κ with its uncertainty: a unit at relative rank q (min rank ÷ pool) moves with min(1, κ·q) of the
   * pool's change (log); null when the tables do not cover every history year and the target (then the model works
   * from history alone, with the wider prior year-shift sd)
   */
  poolElasticity?: (Learned<number> & { sd: number }) | null;
  /** how a unit's plan change relative to its cohort's (log) moves its min rank: more seats, deeper admission */
  planEffect?: Learned<number>;
  /** log change of the cohort's seats, target year over the year before, on units planned in both (`cohort`) */
  cohortSeatChange?: Record<string, number>;
  /**
   * dispersion by plan size: plan-count classes (a unit with at most `upTo` seats; null = any larger) and how much wider
   * or narrower a class's own moves are than all units' (robust sd ratio); empty when the history has no plans
   */
  planClasses?: Array<{ upTo: number | null; factor: number; cases: number }>;
}

export interface UnitPrediction {
  refused: false;
  /** unit identity (province/subject_type/group when given) */
  unit: string;
  group: string;
  /** median of the predicted min rank for the target year */
  predictedMinRank: number;
  /** 80 % interval of the min rank: 10 % and 90 % points (lower = the better rank) */
  lower: number;
  upper: number;
  /** robust sigma of log(min rank): 0.10 ≈ ±10 % */
  spread: number;
  /** the history years with a min rank that were used */
  years: number[];
  widenedBy: WideningReason[];
  /** what admissionProbability needs: log(min rank / baseRank) ~ mixture of normals at logOffsets */
  baseRank: number;
  logOffsets: number[];
  bandwidth: number;
  /** where the distribution came from: the model's rank range, the widening factor, years ahead (see survivalCurve) */
  stratum: number;
  factor: number;
  gap: number;
  /** what moved the base rank on filling-day inputs: the pool's change, the unit's plan change (log rank) */
  poolShift: number;
  planShift: number;
}

export interface UnitRefusal {
  refused: true;
  unit: string;
  group: string;
  reasonCode: RefusalCode;
  /** English, plain */
  reason: string;
  reasonZh: string;
}

export type Prediction = UnitPrediction | UnitRefusal;

interface Move {
  /** last year's min rank ÷ that year's largest min rank in the cohort */
  relativeRank: number;
  logRatio: number;
  year: number;
  /** the earlier year was the unit's first appearance, and not the first year of the data */
  fromNewUnit: boolean;
  planCount: number | null;
  /** log pool change of the move's cohort and year; null without both tables */
  logPool: number | null;
  /** the earlier min rank ÷ that year's pool (relative rank for the pool ramp); null without its table */
  poolShare: number | null;
  /** log of the unit's plan change minus its cohort's; null without both plans */
  relPlan: number | null;
  cohort: string;
}

/** Two rows of one key name different colleges: the key now belongs to another unit (renumbered or reused). */
export function sameUnit(a: Pick<UnitYear, "college">, b: Pick<UnitYear, "college">): boolean {
  return !a.college || !b.college || a.college === b.college;
}

/** A unit's rows from its latest change of college on (rows of one key, sorted by year). */
export function currentIdentity<T extends Pick<UnitYear, "college">>(rows: readonly T[]): T[] {
  let start = rows.length - 1;
  while (start > 0 && sameUnit(rows[start - 1]!, rows[start]!)) start--;
  return rows.slice(Math.max(0, start));
}

const planLogOf = (before: number | null | undefined, after: number | null | undefined) =>
  before != null && after != null && before > 0 && after > 0 ? Math.log(after / before) : null;

/**
 * Learns the movement distributions from rows with year < targetYear (later rows are ignored, so a back-test cannot
 * peek). Cheap enough to run per request, but meant to be run once per province and history and reused.
 */
export function fitModel(rows: readonly UnitYear[], targetYear: number, options: Partial<FitOptions> = {}, inputs: FitInputs = {}): FittedModel {
  const opts: FitOptions = { ...DEFAULT_FIT_OPTIONS, ...options };
  const history = rows.filter((row) => row.year < targetYear);
  // Target-year rows count only for their plan (published before filling); their outcomes are never read.
  const plans = rows.filter((row) => row.year === targetYear);
  const historyYears = [...new Set(history.map((row) => row.year))].sort((a, b) => a - b);

  const cohortMaxRank: Record<string, number> = {};
  const cohortFirstYear = new Map<string, number>();
  for (const row of history) {
    const cohort = cohortKey(row);
    cohortFirstYear.set(cohort, Math.min(cohortFirstYear.get(cohort) ?? Infinity, row.year));
    if (row.minRank === null) continue;
    const key = `${cohort}|${row.year}`;
    cohortMaxRank[key] = Math.max(cohortMaxRank[key] ?? 0, row.minRank);
  }

  // Moves between consecutive years with exact figures on both sides; band edges (580及以上) are not real moves.
  // Pools of every cohort and year the tables cover, the target year's included.
  const cohortPool: Record<string, number> = {};
  const cohorts = new Map<string, UnitYear>();
  for (const row of rows) if (row.year <= targetYear) cohorts.set(cohortKey(row), row);
  if (inputs.pool) {
    for (const [cohort, row] of cohorts) {
      for (const year of [...historyYears, targetYear]) {
        const size = inputs.pool(row, year);
        if (size !== null && size > 0) cohortPool[`${cohort}|${year}`] = size;
      }
    }
  }
  const poolLog = (cohort: string, from: number, to: number) => {
    const a = cohortPool[`${cohort}|${from}`], b = cohortPool[`${cohort}|${to}`];
    return a !== undefined && b !== undefined ? Math.log(b / a) : null;
  };

  // Seats: each cohort's plan change from one year to the next, on the units planned in both (a file that covers more
  // units one year is not a change of seats); a unit's own change is then taken relative to it.
  const byUnit = groupByUnit([...history, ...plans]);
  const seatSums = new Map<string, { before: number; after: number }>();
  for (const unitRows of byUnit.values()) {
    for (let i = 1; i < unitRows.length; i++) {
      const a = unitRows[i - 1]!, b = unitRows[i]!;
      if (b.year !== a.year + 1 || !sameUnit(a, b) || planLogOf(a.planCount, b.planCount) === null) continue;
      const key = `${cohortKey(a)}|${b.year}`;
      const sum = seatSums.get(key) ?? { before: 0, after: 0 };
      sum.before += a.planCount!; sum.after += b.planCount!;
      seatSums.set(key, sum);
    }
  }
  const seatChange = (cohort: string, year: number) => {
    const sum = seatSums.get(`${cohort}|${year}`);
    return sum && sum.before > 0 && sum.after > 0 ? Math.log(sum.after / sum.before) : null;
  };
  const cohortSeatChange: Record<string, number> = {};
  for (const cohort of cohorts.keys()) {
    const change = seatChange(cohort, targetYear);
    if (change !== null) cohortSeatChange[cohort] = change;
  }

  const moves: Move[] = [];
  const movePairs: Array<{ earlier: Move; later: Move }> = [];
  for (const unitRows of groupByUnit(history).values()) {
    const ranked = currentIdentity(unitRows).filter((row) => row.minRank !== null);
    let previousMove: Move | null = null;
    for (let i = 1; i < ranked.length; i++) {
      const before = ranked[i - 1]!, after = ranked[i]!;
      if (after.year !== before.year + 1 || before.minRankIsBound || after.minRankIsBound) { previousMove = null; continue; }
      const cohort = cohortKey(before);
      const move: Move = {
        relativeRank: before.minRank! / (cohortMaxRank[`${cohort}|${before.year}`] ?? before.minRank!),
        logRatio: Math.log(after.minRank! / before.minRank!),
        year: after.year,
        fromNewUnit: i === 1 && unitRows[0] === before && before.year > (cohortFirstYear.get(cohort) ?? before.year),
        planCount: after.planCount ?? before.planCount ?? null,
        logPool: poolLog(cohort, before.year, after.year),
        poolShare: poolShareOf(cohortPool, cohort, before.year, before.minRank!),
        relPlan: (() => {
          const own = planLogOf(before.planCount, after.planCount), all = seatChange(cohort, after.year);
          return own === null || all === null ? null : own - all;
        })(),
        cohort,
      };
      moves.push(move);
      if (previousMove) movePairs.push({ earlier: previousMove, later: move });
      previousMove = move;
    }
  }

  const base = {
    model: MODEL_NAME, targetYear, historyYears, pairs: moves.length,
    tinyPlanMax: opts.tinyPlanMax, maxYearsSinceLastRank: opts.maxYearsSinceLastRank, cohortMaxRank,
    cohortPool, cohortSeatChange,
  };
  if (moves.length < opts.minPairs) {
    const yearsText = historyYears.length === 0 ? "none" : historyYears.join(", ");
    const unavailable = historyYears.length <= 1
      ? {
          reasonCode: "thin-history" as const,
          reason: `only one year of history (${yearsText}): there is no year-to-year movement to learn the uncertainty from`,
          reasonZh: `历史数据仅一年（${yearsText}），无法从逐年变化中估计不确定性`,
        }
      : {
          reasonCode: "thin-history" as const,
          reason: `the history (${yearsText}) has only ${moves.length} year-to-year moves of the same units; at least ${opts.minPairs} are needed`,
          reasonZh: `历史中同一招生单位的逐年变化仅 ${moves.length} 条（至少需要 ${opts.minPairs} 条）`,
        };
    return {
      ...base, strata: [], unavailable,
      olderYearWeight: { value: 0, source: "prior", cases: 0 }, serialCorrelation: null, multiYearFactor: 1,
      thinHistoryFactor: { value: opts.priorThinHistoryFactor, source: "prior", cases: 0 },
      tinyPlanFactor: { value: opts.priorTinyPlanFactor, source: "prior", cases: 0 },
      yearShiftSd: { value: opts.priorYearShiftSd, source: "prior", cases: 0 },
    };
  }

  // Serial correlation of a unit's moves, each move taken relative to its year's median so a province-wide shift
  // is not mistaken for a unit's swing. Negative (大小年) means blending in the older year helps.
  const yearMedian = new Map<number, number>();
  for (const year of new Set(moves.map((m) => m.year))) {
    yearMedian.set(year, median(moves.filter((m) => m.year === year).map((m) => m.logRatio)) ?? 0);
  }
  let serialCorrelation: number | null = null;
  let olderYearWeight: Learned<number> = { value: opts.priorOlderYearWeight, source: "prior", cases: movePairs.length };
  if (movePairs.length >= opts.minCasesForFactor) {
    serialCorrelation = correlation(
      movePairs.map((p) => p.earlier.logRatio - (yearMedian.get(p.earlier.year) ?? 0)),
      movePairs.map((p) => p.later.logRatio - (yearMedian.get(p.later.year) ?? 0)),
    );
    if (serialCorrelation !== null) {
      // With moves d_t of lag-1 correlation ρ, the error of (1-w)·y_{t-1} + w·y_{t-2} is d_t + w·d_{t-1}: least
      // variance at w = -ρ. Kept within [0, 0.5] so the last year always counts most.
      olderYearWeight = { value: Math.min(0.5, Math.max(0, -serialCorrelation)), source: "learned", cases: movePairs.length };
    }
  }
  // Var(d_t + w·d_{t-1}) / Var(d_t) = 1 + w² + 2wρ; with ρ unknown take ρ = 0 (no swing), the wider answer.
  const w = olderYearWeight.value;
  const multiYearFactor = Math.sqrt(Math.max(0.25, 1 + w * w + 2 * w * (serialCorrelation ?? 0)));

  const spreadOf = (list: readonly Move[]) => robustSpread(list.map((m) => m.logRatio));
  const established = moves.filter((m) => !m.fromNewUnit);
  const newUnits = moves.filter((m) => m.fromNewUnit);
  const learnedThin = newUnits.length >= opts.minCasesForFactor && established.length >= opts.minCasesForFactor
    ? spreadOf(newUnits) / Math.max(1e-9, spreadOf(established)) : null;
  const thinValue = Math.max(learnedThin ?? opts.priorThinHistoryFactor, opts.minThinOverMultiYear * multiYearFactor);
  const thinHistoryFactor: Learned<number> = learnedThin === null
    ? { value: thinValue, source: "prior", cases: newUnits.length }
    : { value: thinValue, source: "learned", cases: newUnits.length };

  const tiny = moves.filter((m) => m.planCount !== null && m.planCount <= opts.tinyPlanMax);
  const larger = moves.filter((m) => m.planCount !== null && m.planCount > opts.tinyPlanMax);
  const tinyPlanFactor: Learned<number> = tiny.length >= opts.minCasesForFactor && larger.length >= opts.minCasesForFactor
    ? { value: Math.max(1, spreadOf(tiny) / Math.max(1e-9, spreadOf(larger))), source: "learned", cases: tiny.length }
    : { value: opts.priorTinyPlanFactor, source: "prior", cases: tiny.length };

  // Filling-day inputs. The pool term is used only when the tables cover every cohort's history years and target:
  // otherwise the model works from history alone and keeps its wider prior year-shift uncertainty.
  const poolCovered = cohorts.size > 0 && [...cohorts.keys()].every((cohort) =>
    [...historyYears, targetYear].every((year) => cohortPool[`${cohort}|${year}`] !== undefined));
  let poolElasticity: (Learned<number> & { sd: number }) | null = null;
  if (poolCovered) {
    // Each cohort-year's common move (median) against its ramped pool change (median of q × log pool change): a normal
    // prior on κ updated by these points (conjugate, residual sd as the prior's), so one year of history moves it only
    // as far as it shows.
    const points = new Map<string, { xs: number[]; ys: number[] }>();
    for (const m of moves) {
      if (m.logPool === null || m.poolShare === null) continue;
      const key = `${m.cohort}|${m.year}`;
      const point = points.get(key) ?? { xs: [], ys: [] };
      point.xs.push(m.poolShare * m.logPool);
      point.ys.push(m.logRatio);
      points.set(key, point);
    }
    const evidence = [...points.values()].filter((p) => p.ys.length >= opts.minPairs).map((p) => ({ x: median(p.xs)!, y: median(p.ys)! }));
    const residualVar = opts.priorPoolResidualSd ** 2;
    // Huber weights (re-weighted a few times): a cohort-year whose common move lies more than two residual sds from the
    // ramp (Guangdong history 专科批 2023: pool +6 %, ranks −11 %) counts as one surprise, not as proof that κ is 0.
    let precision = 1 / opts.priorPoolElasticitySd ** 2, weighted = opts.priorPoolElasticity * precision;
    for (let round = 0; round < 8; round++) {
      const kappa = weighted / precision;
      precision = 1 / opts.priorPoolElasticitySd ** 2; weighted = opts.priorPoolElasticity * precision;
      for (const { x, y } of evidence) {
        const miss = Math.abs(y - kappa * x), limit = 2 * opts.priorPoolResidualSd;
        const weight = miss <= limit ? 1 : limit / miss;
        precision += (weight * x * x) / residualVar;
        weighted += (weight * x * y) / residualVar;
      }
    }
    const cases = evidence.length;
    // κ ≥ 0: a larger pool never makes ranks better (fixed seats keep the same admitted count near the top); each unit's
    // share is capped at one for one (rampShare). One cohort-year with a contrary common move (Guangdong history 专科批
    // 2023: pool +6 %, ranks −11 %) would otherwise learn κ < 0.
    poolElasticity = { value: Math.max(0, weighted / precision), sd: 1 / Math.sqrt(precision), source: cases > 0 ? "learned" : "prior", cases };
  }
  const k = poolElasticity?.value ?? 0;

  // A unit's plan change beyond its cohort's: least-squares slope of its move (around its cohort-year's median) on it.
  const withPlan = moves.filter((m) => m.relPlan !== null && m.relPlan !== 0);
  let planEffect: Learned<number> = { value: 0, source: "prior", cases: withPlan.length };
  if (withPlan.length >= opts.minCasesForFactor) {
    const centre = new Map<string, number>();
    for (const m of moves) centre.set(`${m.cohort}|${m.year}`, 0);
    for (const key of centre.keys()) centre.set(key, median(moves.filter((m) => `${m.cohort}|${m.year}` === key).map((m) => m.logRatio)) ?? 0);
    const all = moves.filter((m) => m.relPlan !== null);
    let sxx = 0, sxy = 0;
    for (const m of all) { sxx += m.relPlan! ** 2; sxy += m.relPlan! * (m.logRatio - centre.get(`${m.cohort}|${m.year}`)!); }
    // more seats can only admit deeper; never more than one for one
    if (sxx > 0) planEffect = { value: Math.min(1, Math.max(0, sxy / sxx)), source: "learned", cases: withPlan.length };
  }
  const adjusted = moves.map((m) => ({ ...m, logRatio: m.logRatio - rampShare(k, m.poolShare) * (m.logPool ?? 0) - planEffect.value * (m.relPlan ?? 0) }));

  // Dispersion by plan size: a unit of many seats moves less than one of two. Equal-count classes of plan count, each
  // with the spread of its own moves (around its cohort-year's median) relative to all of them.
  const planClasses: NonNullable<FittedModel["planClasses"]> = [];
  const planned = adjusted.filter((m) => m.planCount !== null && m.planCount > 0);
  if (planned.length >= 3 * opts.minPairsPerStratum) {
    const centre = new Map<string, number>();
    for (const key of new Set(adjusted.map((m) => `${m.cohort}|${m.year}`))) {
      centre.set(key, median(adjusted.filter((m) => `${m.cohort}|${m.year}` === key).map((m) => m.logRatio)) ?? 0);
    }
    const own = (m: Move) => m.logRatio - centre.get(`${m.cohort}|${m.year}`)!;
    const all = robustSpread(planned.map(own));
    const counts = planned.map((m) => m.planCount!).sort((a, b) => a - b);
    const cuts = [...new Set([quantileSorted(counts, 1 / 3), quantileSorted(counts, 2 / 3)].map(Math.floor))];
    let from = 0;
    for (const upTo of [...cuts, null]) {
      const members = planned.filter((m) => m.planCount! > from && (upTo === null || m.planCount! <= upTo));
      if (members.length >= opts.minCasesForFactor && all > 0) planClasses.push({ upTo, factor: robustSpread(members.map(own)) / all, cases: members.length });
      if (upTo !== null) from = upTo;
    }
    if (planClasses.length > 0) planClasses[planClasses.length - 1]!.upTo = null;
  }

  // A range's past shift (what the pool does not explain) carries into next year only as far as shifts persist: a
  // normal prior of persistent drift (sd priorShiftPersistenceSd) against year-to-year noise of the shift.
  const shiftNoise = poolElasticity ? opts.priorPoolResidualSd : opts.priorYearShiftSd;
  const built = buildStrata(adjusted, opts, (n) => (n * opts.priorShiftPersistenceSd ** 2) / (n * opts.priorShiftPersistenceSd ** 2 + shiftNoise ** 2));
  const strata = built.strata;
  let yearShiftSd = built.yearShiftSd;
  if (poolElasticity) {
    // the common move's uncertainty: what the pool does not explain, plus the elasticity's own uncertainty times the
    // largest pool change this model forecasts for
    const residual = yearShiftSd.source === "learned" ? yearShiftSd.value : opts.priorPoolResidualSd;
    // (κ's uncertainty moves a unit at relative rank q by q × the pool change: taken at the cohort's median unit)
    const last = historyYears.at(-1)!;
    const largest = Math.max(0, ...[...cohorts.keys()].map((cohort) => {
      const typical = median(history.filter((r) => r.year === last && r.minRank !== null && cohortKey(r) === cohort).map((r) => r.minRank!));
      const q = typical === null ? 1 : poolShareOf(cohortPool, cohort, last, typical) ?? 1;
      return Math.min(1, q) * Math.abs(poolLog(cohort, last, targetYear) ?? 0);
    }));
    yearShiftSd = { value: Math.hypot(residual, poolElasticity.sd * largest), source: yearShiftSd.source, cases: yearShiftSd.cases };
  }
  return {
    ...base,
    strata,
    yearShiftSd,
    poolElasticity,
    planEffect,
    planClasses,
    unavailable: null,
    olderYearWeight,
    serialCorrelation,
    multiYearFactor,
    thinHistoryFactor,
    tinyPlanFactor,
  };
}

// Equal-count rank ranges, as many as the moves allow (each at least minPairsPerStratum, at most maxStrata). In each,
// a move is split into the range's shift that year (its median) and the unit's own move around it. The own moves
// give the shape; the shifts, which hit a whole range at once and do not repeat reliably, give the forecast shift
// (their mean, of which `keep` carries on the share a persistent drift would explain) and the shift uncertainty.
function buildStrata(moves: readonly Move[], opts: FitOptions, keep: (transitions: number) => number): { strata: SpreadStratum[]; yearShiftSd: Learned<number> } {
  const sorted = [...moves].sort((a, b) => a.relativeRank - b.relativeRank);
  const count = Math.max(1, Math.min(opts.maxStrata, Math.floor(sorted.length / opts.minPairsPerStratum)));
  const strata: SpreadStratum[] = [];
  const shiftDeviations: number[] = [];
  let transitions = 0;
  for (let s = 0; s < count; s++) {
    const slice = sorted.slice(Math.floor((s * sorted.length) / count), Math.floor(((s + 1) * sorted.length) / count));
    const byYear = new Map<number, number[]>();
    for (const m of slice) byYear.set(m.year, [...(byYear.get(m.year) ?? []), m.logRatio]);
    const yearShift = new Map<number, number>();
    for (const [year, ratios] of byYear) yearShift.set(year, median(ratios) ?? 0);
    const shifts = [...yearShift.values()];
    transitions = Math.max(transitions, shifts.length);
    const meanShift = shifts.reduce((sum, v) => sum + v, 0) / shifts.length;
    for (const v of shifts) if (shifts.length >= 2) shiftDeviations.push((v - meanShift) * Math.sqrt(shifts.length / (shifts.length - 1)));
    const forecastShift = meanShift * keep(shifts.length);
    const own = slice.map((m) => m.logRatio - (yearShift.get(m.year) ?? 0)).sort((a, b) => a - b);
    const points = opts.distributionPoints;
    const last = slice[slice.length - 1];
    strata.push({
      upToRelativeRank: s === count - 1 || !last ? null : last.relativeRank,
      pairs: slice.length,
      offsets: Array.from({ length: points }, (_, k) => forecastShift + quantileSorted(own, (k + 0.5) / points)),
      bandwidth: kernelBandwidth(own),
      shift: forecastShift,
    });
  }
  // Three or more transitions: measure how much a range's shift varies between years (plus the error of its mean).
  const yearShiftSd: Learned<number> = transitions >= 3
    ? {
        value: Math.sqrt(shiftDeviations.reduce((sum, d) => sum + d * d, 0) / shiftDeviations.length) * Math.sqrt(1 + 1 / transitions),
        source: "learned",
        cases: transitions,
      }
    : { value: opts.priorYearShiftSd, source: "prior", cases: transitions };
  return { strata, yearShiftSd };
}

// Silverman's rule of thumb: smooths the stored points into a distribution without hiding its heavy tails.
function kernelBandwidth(sortedValues: readonly number[]): number {
  const sd = standardDeviation(sortedValues);
  const iqr = (quantileSorted(sortedValues, 0.75) - quantileSorted(sortedValues, 0.25)) / 1.34;
  const scale = iqr > 0 ? Math.min(sd, iqr) : sd;
  return Math.max(0.005, 0.9 * scale * Math.pow(sortedValues.length, -0.2));
}

/**
 * Predicts one unit's min rank for model.targetYear from its rows (any years; those at or after the target are
 * ignored). All rows must belong to the same unit.
 */
export function predictUnit(model: FittedModel, unitRows: readonly UnitYear[]): Prediction {
  const first = unitRows[0];
  const unit = first ? cohortUnitKey(first) : "";
  const group = first?.group ?? "";
  if (unitRows.some((row) => cohortUnitKey(row) !== unit)) throw new Error("predictUnit: rows of more than one unit");
  const refuse = (reasonCode: RefusalCode, reason: string, reasonZh: string): UnitRefusal =>
    ({ refused: true, unit, group, reasonCode, reason, reasonZh });

  const sorted = [...unitRows].sort((a, b) => a.year - b.year);
  const targetRow = sorted.find((row) => row.year === model.targetYear);
  const allEarlier = sorted.filter((row) => row.year < model.targetYear);
  if (allEarlier.length === 0) {
    return refuse("no-history", `no history before ${model.targetYear}: the unit is new`, `${model.targetYear} 年以前无记录（新设招生单位）`);
  }
  // A key that now names another college is another unit: its old figures say nothing about it.
  if (targetRow && !sameUnit(allEarlier.at(-1)!, targetRow)) {
    return refuse("no-history", `the key ${group} now belongs to ${targetRow.college}, not ${allEarlier.at(-1)!.college}: a new unit`,
      `代码 ${group} 今年属于${targetRow.college}（往年为${allEarlier.at(-1)!.college}），按新招生单位处理`);
  }
  const earlier = currentIdentity(allEarlier);
  const ranked = earlier.filter((row) => row.minRank !== null).sort((a, b) => b.year - a.year);
  const last = ranked[0];
  if (!last) {
    return refuse("missing-rank", `no min rank in the years before ${model.targetYear}`, `${model.targetYear} 年以前无最低位次`);
  }
  const gap = model.targetYear - last.year;
  if (gap > model.maxYearsSinceLastRank) {
    return refuse("stale-history", `the last known min rank is from ${last.year}, ${gap} years before ${model.targetYear}`,
      `最近的最低位次来自 ${last.year} 年，距 ${model.targetYear} 年已 ${gap} 年`);
  }
  if (model.unavailable) return refuse(model.unavailable.reasonCode, model.unavailable.reason, model.unavailable.reasonZh);
  const cohortMax = model.cohortMaxRank[`${cohortKey(last)}|${last.year}`];
  if (cohortMax === undefined) {
    return refuse("unknown-cohort", "the model was fitted without this unit's province / subject type", "模型未包含该省份/科类的数据");
  }

  const lastRank = last.minRank!;
  const previous = ranked[1];
  const blend = previous !== undefined && previous.year === last.year - 1 && model.olderYearWeight.value > 0;
  const w = blend ? model.olderYearWeight.value : 0;
  const cohort = cohortKey(last);
  const pools = model.cohortPool ?? {};
  const poolLog = (from: number, to: number, rank: number) => {
    const a = pools[`${cohort}|${from}`], b = pools[`${cohort}|${to}`];
    return model.poolElasticity && a !== undefined && b !== undefined
      ? rampShare(model.poolElasticity.value, poolShareOf(pools, cohort, from, rank)) * Math.log(b / a) : 0;
  };
  // the year before last is first carried to last year's pool, so a pool change is not counted as the unit's swing
  const previousRank = previous ? previous.minRank! * Math.exp(poolLog(previous.year, last.year, previous.minRank!)) : lastRank;
  const poolShift = poolLog(last.year, model.targetYear, lastRank);
  const seats = model.cohortSeatChange?.[cohort];
  const ownPlan = planLogOf(last.planCount, targetRow?.planCount);
  const planShift = model.planEffect && seats !== undefined && ownPlan !== null && gap === 1 ? model.planEffect.value * (ownPlan - seats) : 0;
  const baseRank = Math.exp((1 - w) * Math.log(lastRank) + w * Math.log(previousRank) + poolShift + planShift);

  const widenedBy: WideningReason[] = [];
  let factor = blend ? model.multiYearFactor : 1;
  if (ranked.length === 1) { factor = model.thinHistoryFactor.value; widenedBy.push("one-year-history"); }
  const plan = last.planCount ?? null;
  const planClass = plan !== null && plan > 0 ? model.planClasses?.find((c) => c.upTo === null || plan <= c.upTo) : undefined;
  if (planClass) {
    // learned dispersion of its plan size (two decimals, so units of one class share one stored curve)
    factor *= Math.round(planClass.factor * 100) / 100;
    if (plan! <= model.tinyPlanMax && planClass.factor > 1) widenedBy.push("tiny-plan");
  } else if (plan !== null && plan <= model.tinyPlanMax) { factor *= model.tinyPlanFactor.value; widenedBy.push("tiny-plan"); }
  // More than one year ahead: moves add up like a random walk (location × gap, spread × √gap).
  if (gap > 1) { factor *= Math.sqrt(gap); widenedBy.push("gap-years"); }
  if (!model.poolElasticity) widenedBy.push("history-only");

  const relativeRank = lastRank / cohortMax;
  const found = model.strata.findIndex((s) => s.upToRelativeRank === null || relativeRank <= s.upToRelativeRank);
  const stratum = found < 0 ? model.strata.length - 1 : found;
  const { logOffsets, bandwidth, quantiles } = movement(model, stratum, factor, gap);
  const at = (logQuantile: number) => Math.round(baseRank * Math.exp(logQuantile));
  return {
    refused: false,
    unit,
    group,
    predictedMinRank: at(quantiles.median),
    lower: at(quantiles.p10),
    upper: at(quantiles.p90),
    spread: quantiles.sigma,
    years: ranked.map((row) => row.year).sort((a, b) => a - b),
    widenedBy,
    baseRank,
    logOffsets,
    bandwidth,
    stratum,
    factor,
    gap,
    poolShift,
    planShift,
  };
}


/** One cohort-year's evidence on the pool ramp: its pool change, its units' median relative rank and common move. */
export interface PoolRampPoint { cohort: string; year: number; moves: number; logPool: number; poolShare: number; commonMove: number; kappa: number }

/**
 * The cohort-years of a history that tell how ranks follow the pool (the derivation of PRIOR_POOL_RAMP, run on each
 * shared province): each consecutive-year cohort with at least `minMoves` exact moves of the same unit and a table in
 * both years, with κ = common move ÷ (median q × log pool change).
 */
export function poolRampEvidence(rows: readonly UnitYear[], pool: NonNullable<FitInputs["pool"]>, minMoves = 150): PoolRampPoint[] {
  const byCohortYear = new Map<string, { cohort: string; year: number; logPool: number; shares: number[]; moves: number[] }>();
  for (const unitRows of groupByUnit(rows).values()) {
    const ranked = currentIdentity(unitRows).filter((row) => row.minRank !== null && !row.minRankIsBound);
    for (let i = 1; i < ranked.length; i++) {
      const before = ranked[i - 1]!, after = ranked[i]!;
      const from = pool(before, before.year), to = pool(before, after.year);
      if (after.year !== before.year + 1 || !from || !to) continue;
      const cohort = cohortKey(before), key = `${cohort}|${after.year}`;
      const point = byCohortYear.get(key) ?? { cohort, year: after.year, logPool: Math.log(to / from), shares: [], moves: [] };
      point.shares.push(before.minRank! / from);
      point.moves.push(Math.log(after.minRank! / before.minRank!));
      byCohortYear.set(key, point);
    }
  }
  return [...byCohortYear.values()].filter((p) => p.moves.length >= minMoves).map((p) => {
    const poolShare = median(p.shares)!, commonMove = median(p.moves)!;
    return { cohort: p.cohort, year: p.year, moves: p.moves.length, logPool: p.logPool, poolShare, commonMove, kappa: commonMove / (poolShare * p.logPool) };
  });
}

/** A rank ÷ its cohort's pool that year; null without the table. */
function poolShareOf(pools: Record<string, number>, cohort: string, year: number, rank: number): number | null {
  const pool = pools[`${cohort}|${year}`];
  return pool === undefined || pool <= 0 ? null : rank / pool;
}

/** The share of the pool's change that moves a unit at relative rank q: min(1, κq); 0 without the table. */
export function rampShare(kappa: number, q: number | null): number {
  return q === null ? 0 : Math.min(1, Math.max(0, kappa * q));
}

/** Predicts every unit in rows (grouped by cohortUnitKey, which keys the answer); one fitted model, many units. */
export function predictUnits(model: FittedModel, rows: readonly UnitYear[]): Map<string, Prediction> {
  const predictions = new Map<string, Prediction>();
  for (const [key, unitRows] of groupByUnit(rows)) predictions.set(key, predictUnit(model, unitRows));
  return predictions;
}

/**
 * The stated probability of admission for a candidate of the given rank (1 = best): P(the unit's actual min rank is
 * at or below, i.e. numerically ≥, the candidate's rank). Cheap: one pass over the stored points.
 */
export function admissionProbability(prediction: UnitPrediction, candidateRank: number): number {
  const rank = Math.max(1, candidateRank);
  const threshold = Math.log(rank / prediction.baseRank);
  return Math.min(1, Math.max(0, mixtureSurvival(prediction.logOffsets, prediction.bandwidth, threshold)));
}

/**
 * A movement's survival function P(log(min rank / base rank) ≥ t) as a table: `points` values at t0, t0 + dt, …,
 * spanning the distribution (below t0 it is 1, beyond the last point 0). Read by linear interpolation
 * (probabilityOnCurve) it stays within 0.0005 of the exact mixture; a database can read it too, so the units near a
 * rank can be ordered and counted by their probability where they are stored.
 */
export interface SurvivalCurve { t0: number; dt: number; s: number[] }

export function survivalCurve(model: FittedModel, stratum: number, factor: number, gap: number, points = 256): SurvivalCurve {
  const { logOffsets, bandwidth } = movement(model, stratum, factor, gap);
  const t0 = Math.min(...logOffsets) - 6 * bandwidth;
  const dt = (Math.max(...logOffsets) + 6 * bandwidth - t0) / (points - 1);
  return { t0, dt, s: Array.from({ length: points }, (_, i) => mixtureSurvival(logOffsets, bandwidth, t0 + i * dt)) };
}

/** The probability of admission at `rank` for a unit of base rank `baseRank`, read off its movement's curve. */
export function probabilityOnCurve(curve: SurvivalCurve, baseRank: number, rank: number): number {
  const x = (Math.log(Math.max(1, rank) / baseRank) - curve.t0) / curve.dt;
  if (x <= 0) return curve.s[0]!;
  const i = Math.floor(x);
  if (i >= curve.s.length - 1) return curve.s[curve.s.length - 1]!;
  return curve.s[i]! + (x - i) * (curve.s[i + 1]! - curve.s[i]!);
}

// P(X ≥ t) for X an equal mixture of normals centred at offsets.
interface Movement { logOffsets: number[]; bandwidth: number; quantiles: { median: number; p10: number; p90: number; sigma: number } }
/** Per fitted model, the movement distributions already worked out, by stratum, widening factor and gap. */
const movementMemo = new WeakMap<FittedModel, Map<string, Movement>>();

/**
 * A unit's movement distribution depends only on its rank range, its widening factor and the years ahead, so the
 * quantiles (the costly part) are worked out once per combination and shared by every unit that has it.
 */
function movement(model: FittedModel, stratumIndex: number, factor: number, gap: number): Movement {
  let memo = movementMemo.get(model);
  if (!memo) movementMemo.set(model, (memo = new Map()));
  const key = `${stratumIndex}|${factor}|${gap}`;
  const known = memo.get(key);
  if (known) return known;
  const stratum = model.strata[stratumIndex]!;
  // The unit's own move widens with its factors; the range's shift is common to all units and adds as it is.
  const logOffsets = stratum.offsets.map((o) => stratum.shift * gap + factor * (o - stratum.shift));
  const bandwidth = Math.hypot(stratum.bandwidth * factor, model.yearShiftSd.value * Math.sqrt(gap));
  const q = (p: number) => mixtureQuantile(logOffsets, bandwidth, p);
  const found: Movement = { logOffsets, bandwidth, quantiles: { median: q(0.5), p10: q(0.1), p90: q(0.9), sigma: (q(0.8413) - q(0.1587)) / 2 } };
  memo.set(key, found);
  return found;
}

function mixtureSurvival(offsets: readonly number[], bandwidth: number, t: number): number {
  let sum = 0;
  for (const o of offsets) sum += normalCdf((o - t) / bandwidth);
  return sum / offsets.length;
}

function mixtureQuantile(offsets: readonly number[], bandwidth: number, q: number): number {
  let lo = Math.min(...offsets) - 8 * bandwidth;
  let hi = Math.max(...offsets) + 8 * bandwidth;
  // 40 halvings of a range of a few log units leave an error far below one rank
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (1 - mixtureSurvival(offsets, bandwidth, mid) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

