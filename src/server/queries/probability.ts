// Admission probability for one student over one cohort (province, subject type, batch, target year): the units'
// history is read once, the model (src/domain/probability) is fitted once and every unit predicted once per process
// and cohort; a student's request then only evaluates the predictions at their rank.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";
import { admissionProbability, bandOf, fitModel, predictUnits, unitKey, type FittedModel, type Prediction, type UnitYear } from "../../domain/probability";

export interface Cohort { provinceCode: string; subjectType: string; batch: string; targetYear: number }

/** A unit as it was in the newest year of the history, for the list. */
export interface UnitMeta {
  unitKey: string; year: number; collegeCode: string | null; collegeName: string; cityName: string; name: string; unitCode: string; mode: string;
  planType: string; subjectRequirement: string; batch: string; minScore: number | null; minScoreLabel: string; minRank: number | null;
  planCount: number | null; sample: boolean; sourceId: number | null;
}

/** What the detail view shows of each earlier year. */
export interface UnitYearFigures { year: number; minScore: number | null; minScoreLabel: string; minRank: number | null; planCount: number | null; sample: boolean }

export interface CohortModel {
  model: FittedModel;
  predictions: Map<string, Prediction>;
  /** every unit of the newest history year, by unit key */
  latest: Map<string, UnitMeta>;
  /** each unit's figures by year, oldest first */
  history: Map<string, UnitYearFigures[]>;
  historyYears: number[];
}

/** How many years of history the model reads: enough to learn moves, recent enough to matter. */
const HISTORY_YEARS = 6;

/** The newest year's units in full (what the list shows), from the newest year with units before the target. */
async function loadLatestUnits(database: Database, cohort: Cohort, year: number): Promise<UnitMeta[]> {
  return database.rows<UnitMeta>(sql`
    select u.unit_key as "unitKey", u.year, u.college_code as "collegeCode", u.college_name as "collegeName", coalesce(c.city_name, '') as "cityName",
      u.name, u.unit_code as "unitCode", u.mode, u.plan_type as "planType", u.subject_requirement as "subjectRequirement", u.batch,
      u.min_score as "minScore", u.min_score_label as "minScoreLabel", u.min_rank as "minRank", u.plan_count as "planCount", u.sample, u.source_id as "sourceId"
    from enrollment_units u left join colleges c on c.code = u.college_code
    where u.province_code = ${cohort.provinceCode} and u.subject_type = ${cohort.subjectType} and u.batch = ${cohort.batch} and u.year = ${year}`);
}

/** One year's figures of every unit (lean: the model needs ranks, the detail view scores and plans). */
async function loadYearFigures(database: Database, cohort: Cohort, year: number): Promise<(UnitYearFigures & { unitKey: string })[]> {
  return database.rows(sql`
    select unit_key as "unitKey", year, min_score as "minScore", min_score_label as "minScoreLabel", min_rank as "minRank", plan_count as "planCount", sample
    from enrollment_units
    where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType} and batch = ${cohort.batch} and year = ${year}`);
}

async function historyYearsOf(database: Database, cohort: Cohort): Promise<number[]> {
  const rows = await database.rows<{ year: number }>(sql`
    select distinct year from enrollment_units where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType}
      and batch = ${cohort.batch} and year < ${cohort.targetYear} and year >= ${cohort.targetYear - HISTORY_YEARS} order by year`);
  return rows.map((r) => r.year);
}

// admission history changes only by import, which clears the reference caches: keep a fitted cohort for 10 minutes
const cohortCache = referenceCache<CohortModel>(600_000, 200);

/**
 * The fitted model and every unit's prediction for a cohort, cached per process (imports clear it). The history is
 * read one year at a time, so the embedded database never holds the event loop for a whole cohort at once.
 */
export async function cohortModel(database: Database, cohort: Cohort): Promise<CohortModel> {
  const key = `${dbKey(database)}:${cohort.provinceCode}:${cohort.subjectType}:${cohort.batch}:${cohort.targetYear}`;
  return cohortCache.getOrLoad(key, async () => {
    const historyYears = await historyYearsOf(database, cohort);
    const history = new Map<string, UnitYearFigures[]>();
    const years: UnitYear[] = [];
    for (const year of historyYears) {
      for (const { unitKey: unit, ...figures } of await loadYearFigures(database, cohort, year)) {
        (history.get(unit) ?? history.set(unit, []).get(unit)!).push(figures);
        years.push({
          year, group: unit, minRank: figures.minRank, minScore: figures.minScore, minScoreLabel: figures.minScoreLabel || null, planCount: figures.planCount,
          province: cohort.provinceCode, subjectType: cohort.subjectType,
          // a printed band (580及以上) bounds the rank instead of giving it
          minRankIsBound: /以上|以下/.test(figures.minScoreLabel),
        });
      }
    }
    const newest = historyYears.at(-1);
    const latest = new Map((newest == null ? [] : await loadLatestUnits(database, cohort, newest)).map((u) => [u.unitKey, u]));
    const model = fitModel(years, cohort.targetYear);
    const byKey = predictUnits(model, years);
    const predictions = new Map<string, Prediction>();
    for (const unit of latest.keys()) {
      const prediction = byKey.get(unitKey({ group: unit, province: cohort.provinceCode, subjectType: cohort.subjectType }));
      if (prediction) predictions.set(unit, prediction);
    }
    return { model, predictions, latest, history, historyYears };
  });
}

export interface UnitAtRank { meta: UnitMeta; prediction: Prediction; probability: number | null; band: ReturnType<typeof bandOf> | null }

/**
 * The units of the newest year worth showing a student of this rank: those whose predicted (or, when refused, last)
 * min rank lies between half and three times the student's rank — far harder units are out of reach and far easier
 * ones are not where a choice is made. Asked about one unit, a college or a name, every matching unit is shown,
 * wherever it lies and whether or not it has a rank.
 */
export function unitsAtRank(cohort: CohortModel, rank: number, only: { unitKey?: string; collegeCode?: string; keyword?: string } = {}): UnitAtRank[] {
  const asked = Boolean(only.unitKey || only.collegeCode || only.keyword);
  const out: UnitAtRank[] = [];
  for (const [key, meta] of cohort.latest) {
    if (only.unitKey && key !== only.unitKey) continue;
    if (only.collegeCode && meta.collegeCode !== only.collegeCode) continue;
    if (only.keyword && !meta.collegeName.includes(only.keyword) && !meta.name.includes(only.keyword)) continue;
    const prediction = cohort.predictions.get(key);
    if (!prediction) continue;
    const reference = prediction.refused ? meta.minRank : prediction.predictedMinRank;
    if (!asked && (reference == null || reference < rank * 0.5 || reference > rank * 3)) continue;
    const probability = prediction.refused ? null : admissionProbability(prediction, rank);
    out.push({ meta, prediction, probability, band: probability == null ? null : bandOf(probability) });
  }
  return out;
}

/** The newest year with units of a province and subject type, and the regular 本科 batches of that year in order. */
export async function probabilityScope(database: Database, provinceCode: string, subjectType?: string) {
  const rows = await database.rows<{ year: number; subjectType: string; batch: string; kind: string }>(sql`
    select d.year, d.subject_type as "subjectType", d.batch, b.kind from (
      select distinct year, subject_type, batch from enrollment_units where province_code = ${provinceCode}
        and year = (select max(year) from enrollment_units where province_code = ${provinceCode})) d
    join admission_batches b on b.province_code = ${provinceCode} and b.year = d.year and b.name = d.batch
    left join subject_types t on t.province_code = ${provinceCode} and t.year = d.year and t.name = d.subject_type
    order by coalesce(t.sort, 9), d.subject_type, b.sort, d.batch`);
  const types = [...new Set(rows.map((r) => r.subjectType))];
  const type = subjectType ?? types[0];
  const batches = rows.filter((r) => r.subjectType === type).map((r) => ({ name: r.batch, kind: r.kind }));
  return { newestYear: rows[0]?.year ?? null, subjectTypes: types, subjectType: type ?? null, batches };
}
