// The write path of the admission probability: a cohort's (province, subject type, batch, target year) model is
// fitted on what is known on filling day — its history, the target year's plans and the 一分一段 pools, read from the
// database as the back-test reads them from files — and stored with every unit's prediction and the survival table of
// each movement (probability_cohorts, probability_curves, unit_predictions). The read path (./probability.ts) only
// reads what is stored here.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { bulkInsert, selectRows, type Executor } from "../db/seed/bulk";
import { newestResults } from "../../domain/calendar";
import {
  DEFAULT_FIT_OPTIONS, fitModel, MODEL_NAME, predictUnits, survivalCurve, cohortUnitKey, type FitOptions, type FittedModel, type Prediction, type UnitYear,
} from "../../domain/probability";

export interface Cohort { provinceCode: string; subjectType: string; batch: string; targetYear: number }

/** How many years of history the model reads: enough to learn moves, recent enough to matter. */
export const HISTORY_YEARS = 6;

/** A unit of the newest history year with its prediction, as fitted (before it is stored). */
interface PredictedUnit { unitId: number; unitKey: string; lastMinRank: number | null; historyYears: number[]; prediction: Prediction }

// ---------------------------------------------------------------- the newest year of results

/**
 * The newest admission year of a province whose units have outcomes (a min rank or score), as the calendar allows it
 * (`newestResults`: a year later than the published one is plans imported ahead, never results). The one answer to
 * "which year do the chances start from": the cohorts fitted, the scope a request is checked against, the history a
 * fit reads and how stale a unit is all follow it, so plan-only rows of an upcoming year cannot move the target.
 * null: the province has no outcomes at all.
 */
export async function newestOutcomeYear(database: Executor, provinceCode: string, today: Date = new Date()): Promise<number | null> {
  const { published } = newestResults(today, provinceCode, []);
  // newest first along the (province, year, …) index: only an upcoming year's plan rows are read before the first hit
  const [row] = await selectRows<{ year: number | null }>(database, sql`
    select max(year) as year from enrollment_units
    where province_code = ${provinceCode} and year <= ${published} and (min_rank is not null or min_score is not null)`);
  const year = row?.year == null ? null : Number(row.year);
  return newestResults(today, provinceCode, year == null ? [] : [year]).year;
}

// ---------------------------------------------------------------- fitting and storing

/** The years of the cohort's history: years with units before the target, none later than the province's newest results. */
async function historyYearsOf(database: Executor, cohort: Cohort, newest: number | null): Promise<number[]> {
  if (newest == null) return [];
  const rows = await selectRows<{ year: number }>(database, sql`
    select distinct year from enrollment_units where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType}
      and batch = ${cohort.batch} and year < ${cohort.targetYear} and year <= ${newest} and year >= ${cohort.targetYear - HISTORY_YEARS} order by year`);
  return rows.map((r) => r.year);
}

/** One year's figures of every unit of the cohort: what the model needs (lean). */
async function yearFigures(database: Executor, cohort: Cohort, year: number) {
  return selectRows<{
    id: number; unitKey: string; college: string | null; minRank: number | null; minScore: number | null; minScoreLabel: string; planCount: number | null; sample: boolean;
  }>(database, sql`
    select id, unit_key as "unitKey", college_code as college, min_rank as "minRank", min_score as "minScore",
      min_score_label as "minScoreLabel", plan_count as "planCount", sample
    from enrollment_units
    where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType} and batch = ${cohort.batch} and year = ${year}`);
}

/**
 * Candidates in the 一分一段 table of the cohort's province and subject type, per year up to the target. Real units are
 * moved only by real tables: a generated sample table says nothing about a real year's pool.
 */
async function poolSizes(database: Executor, cohort: Cohort, realOnly: boolean): Promise<Map<number, number>> {
  const rows = await selectRows<{ year: number; total: number }>(database, sql`
    select year, max(cumulative)::int as total from score_ranks
    where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType}
      and year <= ${cohort.targetYear} and year >= ${cohort.targetYear - HISTORY_YEARS} ${realOnly ? sql`and not sample` : sql``}
    group by year`);
  return new Map(rows.map((r) => [Number(r.year), Number(r.total)]));
}

/** The unit-year rows (history, and the target year's plans without outcomes) and the pools the cohort's model is fitted on. */
export interface CohortInputs {
  rows: UnitYear[]; pools: Map<number, number>; historyYears: number[]; newest: Awaited<ReturnType<typeof yearFigures>>;
  /** the province's newest year of results (newestOutcomeYear) */
  outcomeYear: number | null;
}

/**
 * What is known on filling day for a cohort, as the back-test reads it from files: its history year by year (so the
 * embedded database never holds the event loop for the whole history), the target year's plans (their outcomes, if
 * any, are dropped unread) and the pool of every year with a table.
 */
export async function cohortInputs(database: Executor, cohort: Cohort): Promise<CohortInputs> {
  const outcomeYear = await newestOutcomeYear(database, cohort.provinceCode);
  const historyYears = await historyYearsOf(database, cohort, outcomeYear);
  const rows: UnitYear[] = [];
  let newest: CohortInputs["newest"] = [];
  let real = false;
  const add = (year: number, f: CohortInputs["newest"][number], outcome: boolean) => {
    real ||= !f.sample;
    rows.push({
      year, group: f.unitKey, college: f.college, planCount: f.planCount, province: cohort.provinceCode, subjectType: cohort.subjectType,
      minRank: outcome ? f.minRank : null, minScore: outcome ? f.minScore : null, minScoreLabel: outcome ? f.minScoreLabel || null : null,
      // a printed band (580及以上) bounds the rank instead of giving it
      minRankIsBound: outcome && /以上|以下/.test(f.minScoreLabel),
    });
  };
  for (const year of historyYears) {
    const figures = await yearFigures(database, cohort, year);
    if (year === historyYears.at(-1)) newest = figures;
    for (const f of figures) add(year, f, true);
  }
  if (historyYears.length) for (const f of await yearFigures(database, cohort, cohort.targetYear)) add(cohort.targetYear, f, false);
  return { rows, pools: await poolSizes(database, cohort, real), historyYears, newest, outcomeYear };
}

/**
 * A unit is stale against the province's newest year of results (newestOutcomeYear), not against the target: when a
 * province's files end years before the student's year (山东's shared data end in 2022), every unit is as old as the
 * data, and the model states its chances with the spread widened for the whole distance (√gap, "gap-years") instead of
 * refusing them all.
 */
function staleAfter(outcomeYear: number | null, targetYear: number): Partial<FitOptions> {
  const behind = outcomeYear == null ? 0 : Math.max(0, targetYear - 1 - outcomeYear);
  return { maxYearsSinceLastRank: DEFAULT_FIT_OPTIONS.maxYearsSinceLastRank + behind };
}

interface BuiltCohort { model: FittedModel; historyYears: number[]; units: PredictedUnit[] }

/** Fits the cohort's model on its filling-day inputs (the same fitModel the back-test runs) and predicts every unit of the newest history year. */
async function buildCohort(database: Executor, cohort: Cohort): Promise<BuiltCohort> {
  const { rows, pools, historyYears, newest, outcomeYear } = await cohortInputs(database, cohort);
  const model = fitModel(rows, cohort.targetYear, staleAfter(outcomeYear, cohort.targetYear), { pool: (_row, year) => pools.get(year) ?? null });
  const predictions = predictUnits(model, rows);
  const ranked = new Map<string, number[]>();
  for (const r of rows) if (r.minRank != null) (ranked.get(r.group) ?? ranked.set(r.group, []).get(r.group)!).push(r.year);
  const units = newest.flatMap((f): PredictedUnit[] => {
    const prediction = predictions.get(cohortUnitKey({ group: f.unitKey, province: cohort.provinceCode, subjectType: cohort.subjectType }));
    return prediction ? [{ unitId: f.id, unitKey: f.unitKey, lastMinRank: f.minRank, historyYears: ranked.get(f.unitKey) ?? [], prediction }] : [];
  });
  return { model, historyYears, units };
}

/** The rank the list places a unit by: its predicted min rank, or when refused its last published one. */
const referenceRank = (u: PredictedUnit) => (u.prediction.refused ? u.lastMinRank : u.prediction.predictedMinRank);

/** The distinct movement distributions of the stated predictions, numbered, each with its survival table. */
function movementsOf(built: BuiltCohort) {
  const movements = new Map<string, { movement: number; stratum: number; factor: number; gap: number }>();
  for (const { prediction: p } of built.units) {
    if (p.refused) continue;
    const key = `${p.stratum}|${p.factor}|${p.gap}`;
    if (!movements.has(key)) movements.set(key, { movement: movements.size, stratum: p.stratum, factor: p.factor, gap: p.gap });
  }
  return movements;
}

/** Stores a built cohort; null when another request stored the same cohort first (its row stands). */
async function storeCohort(database: Executor, cohort: Cohort, built: BuiltCohort): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(database, sql`
    insert into probability_cohorts (province_code, subject_type, batch, target_year, history_years, model)
    values (${cohort.provinceCode}, ${cohort.subjectType}, ${cohort.batch}, ${cohort.targetYear}, ${JSON.stringify(built.historyYears)}::jsonb, ${JSON.stringify(built.model)}::jsonb)
    on conflict do nothing returning id`);
  if (!row) return null;
  const movements = movementsOf(built);
  if (movements.size) {
    await bulkInsert(database, "probability_curves", [...movements.values()].map((m) => {
      const { t0, dt, s } = survivalCurve(built.model, m.stratum, m.factor, m.gap);
      return { cohort_id: row.id, movement: m.movement, stratum: m.stratum, factor: m.factor, gap: m.gap, t0, dt, s: `{${s.join(",")}}` };
    }), "");
  }
  // every row has every column: a bulk insert takes its columns from the first row. Written in the order requests read
  // them (by reference rank), so the units near a rank lie together on disk.
  if (built.units.length) {
    const byRank = [...built.units].sort((a, b) => (referenceRank(a) ?? Infinity) - (referenceRank(b) ?? Infinity));
    await bulkInsert(database, "unit_predictions", byRank.map((u) => {
      const p = u.prediction;
      const stated = p.refused ? null : p;
      return {
        cohort_id: row.id, unit_id: u.unitId, unit_key: u.unitKey, last_min_rank: u.lastMinRank, history_years: u.historyYears.join(","),
        reference_rank: referenceRank(u), refused: p.refused,
        reason_code: p.refused ? p.reasonCode : null, reason: p.refused ? p.reason.slice(0, 200) : null, reason_zh: p.refused ? p.reasonZh.slice(0, 200) : null,
        predicted_min_rank: stated?.predictedMinRank ?? null, lower: stated?.lower ?? null, upper: stated?.upper ?? null, spread: stated?.spread ?? null,
        base_rank: stated?.baseRank ?? null, movement: stated ? movements.get(`${stated.stratum}|${stated.factor}|${stated.gap}`)!.movement : null,
        widened_by: stated?.widenedBy.join(",") ?? "",
      };
    }), "");
  }
  return row.id;
}

/** What an import touched: a province, or one subject type of it (its units and its 一分一段 pools are the cohort's inputs). */
export type RefitScope = string | { provinceCode: string; subjectType?: string };

/**
 * Fits and stores afresh the cohorts an import touched: every (subject type, batch) with units in the province's newest
 * year of results (newestOutcomeYear), for the year after it (the year students apply in). Stored cohorts of a touched
 * subject type go first, for any target year: the units behind them changed. A province given whole (a restore, the
 * seed) is refitted whole; an untouched subject type keeps its cohorts, unless the newest year moved and it has none for
 * the new target yet. Run after units are written (import, seed), in the same transaction.
 */
export async function refreshProbabilityCohorts(database: Executor, scopes: readonly RefitScope[] | "all"): Promise<number> {
  const touched = new Map<string, Set<string> | "all">();
  if (scopes === "all") {
    for (const r of await selectRows<{ code: string }>(database, sql`select distinct province_code as code from enrollment_units order by 1`)) touched.set(r.code, "all");
  } else {
    for (const scope of scopes) {
      const { provinceCode, subjectType } = typeof scope === "string" ? { provinceCode: scope, subjectType: undefined } : scope;
      const types = touched.get(provinceCode);
      if (subjectType == null) touched.set(provinceCode, "all");
      else if (types !== "all") touched.set(provinceCode, (types ?? new Set<string>()).add(subjectType));
    }
  }
  let built = 0;
  for (const [provinceCode, types] of touched) {
    const inScope = (column: SQL) => (types === "all" ? sql`` : sql`and ${column} in (${sql.join([...types].map((t) => sql`${t}`), sql`, `)})`);
    await selectRows(database, sql`delete from probability_cohorts where province_code = ${provinceCode} ${inScope(sql`subject_type`)}`);
    const year = await newestOutcomeYear(database, provinceCode);
    if (year == null) continue;
    const cohorts = await selectRows<{ subjectType: string; batch: string; stored: boolean }>(database, sql`
      select distinct u.subject_type as "subjectType", u.batch, exists (
        select 1 from probability_cohorts k where k.province_code = u.province_code and k.subject_type = u.subject_type and k.batch = u.batch and k.target_year = ${year + 1}
      ) as stored
      from enrollment_units u where u.province_code = ${provinceCode} and u.year = ${year}
      order by 1, 2`);
    for (const c of cohorts) {
      if (c.stored) continue; // an untouched subject type's cohort, still standing
      const cohort = { provinceCode, subjectType: c.subjectType, batch: c.batch, targetYear: year + 1 };
      await storeCohort(database, cohort, await buildCohort(database, cohort));
      built++;
    }
  }
  return built;
}

/** Fits made for requests in this process (each costs up to seconds of CPU): the tests check that requests arriving together share one. */
export const cohortFits = { count: 0 };

/**
 * Fits and stores a cohort nobody asked about before, in its own transaction (another request may store it first). On
 * PostgreSQL the transaction first takes an advisory lock on the cohort, so that the API processes asking for it in the
 * same moment (the first minute of a peak) wait for one fit and read its row instead of each fitting it (seconds of CPU
 * each, and the same answer).
 */
export async function ensureCohort(database: Database, cohort: Cohort): Promise<void> {
  if (database.kind === "postgres") {
    await database.db.transaction(async (tx) => {
      const key = `probability_cohort:${cohort.provinceCode}:${cohort.subjectType}:${cohort.batch}:${cohort.targetYear}`;
      await selectRows(tx, sql`select pg_advisory_xact_lock(hashtext(${key}))`);
      const [stored] = await selectRows(tx, sql`
        select 1 from probability_cohorts
        where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType} and batch = ${cohort.batch} and target_year = ${cohort.targetYear}`);
      if (stored) return;
      cohortFits.count++;
      await storeCohort(tx, cohort, await buildCohort(tx, cohort));
    });
    return;
  }
  cohortFits.count++;
  const built = await buildCohort(database, cohort);
  await database.db.transaction(async (tx) => { await storeCohort(tx, cohort, built); });
}

/**
 * Fits afresh every stored cohort whose model is not the current MODEL_NAME (a database fitted by an older version keeps
 * its cohorts until the next import otherwise), for the same target year. Each cohort is built outside a transaction
 * and swapped in a short one, so readers keep the old answer until the new one is stored; a cohort another process
 * (or an import) replaced meanwhile is left as it is. Returns how many were refitted; 0 once all are current.
 */
export async function refitOutdatedCohorts(database: Database): Promise<number> {
  const outdated = await database.rows<{ id: number; provinceCode: string; subjectType: string; batch: string; targetYear: number }>(sql`
    select id, province_code as "provinceCode", subject_type as "subjectType", batch, target_year as "targetYear"
    from probability_cohorts where model->>'model' is distinct from ${MODEL_NAME} order by province_code, subject_type, batch, target_year`);
  let refitted = 0;
  for (const { id, ...cohort } of outdated) {
    const built = await buildCohort(database, cohort);
    await database.db.transaction(async (tx) => {
      const [gone] = await selectRows<{ id: number }>(tx, sql`
        delete from probability_cohorts where id = ${id} and model->>'model' is distinct from ${MODEL_NAME} returning id`);
      if (gone && (await storeCohort(tx, cohort, built)) !== null) refitted++;
    });
  }
  return refitted;
}

/**
 * On start, in the background: refits the cohorts an older model version stored (refitOutdatedCohorts). The answer a
 * request reads meanwhile is the old model's; a failure is logged, and the next start tries again.
 */
export function refitOutdatedInBackground(database: Database, log: (message: string) => void = console.log): Promise<void> {
  return refitOutdatedCohorts(database).then(
    (n) => { if (n > 0) log(`[db] refitted ${n} probability cohorts stored by an older model version (now ${MODEL_NAME})`); },
    (error: unknown) => { console.error(`[db] refitting the probability cohorts of an older model version failed: ${error instanceof Error ? error.message : String(error)}`); },
  );
}
