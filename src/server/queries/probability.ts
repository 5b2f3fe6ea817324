// The read path of the admission probability over a cohort (province, subject type, batch) and the year students apply
// in. Fitting the model reads years of history, so it is not done per request: ./probability-fit.ts fits and stores the
// model and every unit's prediction when the units change (refreshProbabilityCohorts, called by the importer and the
// seed), or once on the first request for a target year nobody asked about before. A student's request only reads the
// stored predictions of the units near their rank and states each one's probability at it.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";
import { BANDS, NEAR_RANK, type BandLabel, type FittedModel, type RefusalCode, type SurvivalCurve, type WideningReason } from "../../domain/probability";
import { ensureCohort, HISTORY_YEARS, newestOutcomeYear, type Cohort } from "./probability-fit";

export type { Cohort };

/** A unit as it is in the newest year of the history, for the list. */
export interface UnitMeta {
  unitKey: string; year: number; collegeCode: string | null; collegeName: string; collegeNameEn: string; cityName: string; name: string; unitCode: string; mode: string;
  planType: string; subjectRequirement: string; batch: string; minScore: number | null; minScoreLabel: string; minRank: number | null;
  planCount: number | null; sample: boolean; sourceId: number | null;
}

/** What the detail view shows of each earlier year. */
export interface UnitYearFigures { year: number; minScore: number | null; minScoreLabel: string; minRank: number | null; planCount: number | null; sample: boolean }

// ---------------------------------------------------------------- reading

/** A cohort's stored model: what the answer says of it. */
export interface StoredCohort { id: number; model: Pick<FittedModel, "model" | "pairs" | "unavailable">; historyYears: number[] }

// A rebuilt cohort gets a new id (its old predictions go with the old row), so the id is looked up on every request
// (one index probe) and only what is kept of the model behind an id is held in memory: another process's rebuild is
// seen at once.
const modelCache = referenceCache<StoredCohort>(600_000, 1000);

/**
 * Fits in flight in this process, by cohort: the requests that find a cohort missing together wait for one fit (at the
 * start of a peak hundreds ask within a second, and each fit costs seconds of CPU).
 */
const fitting = new Map<string, Promise<void>>();
function ensureOnce(database: Database, cohort: Cohort): Promise<void> {
  const key = `${dbKey(database)}:${cohort.provinceCode}:${cohort.subjectType}:${cohort.batch}:${cohort.targetYear}`;
  let fit = fitting.get(key);
  if (!fit) {
    fit = ensureCohort(database, cohort).finally(() => fitting.delete(key));
    fitting.set(key, fit);
  }
  return fit;
}

/** The cohort's stored model; built and stored first when nobody asked about this target year before. */
export async function storedCohort(database: Database, cohort: Cohort, attempt = 1): Promise<StoredCohort> {
  const find = () => database.rows<{ id: number }>(sql`
    select id from probability_cohorts
    where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType} and batch = ${cohort.batch} and target_year = ${cohort.targetYear}`);
  let [row] = await find();
  if (!row) {
    await ensureOnce(database, cohort);
    [row] = await find();
    if (!row) throw new Error(`the probability model of ${cohort.provinceCode} ${cohort.subjectType} ${cohort.batch} ${cohort.targetYear} was not stored`);
  }
  const id = row.id;
  const cached = modelCache.get(`${dbKey(database)}:${id}`);
  if (cached) return cached;
  const [stored] = await database.rows<{ model: StoredCohort["model"] | string; historyYears: number[] | string }>(sql`
    select jsonb_build_object('model', model->'model', 'pairs', model->'pairs', 'unavailable', model->'unavailable') as model,
      history_years as "historyYears"
    from probability_cohorts where id = ${id}`);
  // rebuilt by an import between the two reads: look it up again (once)
  if (!stored) {
    if (attempt > 1) throw new Error(`the probability model ${id} was replaced while it was read`);
    return storedCohort(database, cohort, attempt + 1);
  }
  const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
  return modelCache.set(`${dbKey(database)}:${id}`, { id, model: json(stored.model), historyYears: json(stored.historyYears) });
}

/** One unit near the student's rank: its stored prediction and the probability at the student's rank (null: refused). */
export interface UnitAtRank {
  unitId: number; unitKey: string; lastMinRank: number | null; historyYears: number[]; refused: boolean;
  reasonCode: RefusalCode | null; reason: string | null; reasonZh: string | null;
  predictedMinRank: number | null; lower: number | null; upper: number | null; spread: number | null; widenedBy: WideningReason[];
  probability: number | null;
}

export interface UnitFilter { unitKey?: string; unitKeys?: readonly string[]; collegeCode?: string; keyword?: string }
export type BandCounts = Record<BandLabel | "refused", number>;
export interface UnitsAtRank {
  units: UnitAtRank[]; total: number; counts: BandCounts;
  /** the window searched, in multiples of the rank; null when a unit, college or name was asked for: then every
   * matching unit was searched, wherever it lies (what the list's answer must say, not the window) */
  near: { from: number; to: number } | null;
}

/**
 * The units worth showing a student of this rank, a page of them ordered by their probability at that rank (refused
 * units last), with the band counts: those whose reference rank (predicted, or last when refused) lies within
 * the `near` window a caller gives (the list: listWindow, every band's reach; /recommend: the band's own), else
 * NEAR_RANK of the student's rank. Asked about one unit, a college or a name, every matching unit, wherever it lies and whether or not it has
 * a rank. The probability is read off the movement's survival table in the database (linear interpolation, as
 * probabilityOnCurve does), so only the page travels.
 */
export async function unitsAtRank(database: Database, stored: StoredCohort, rank: number, only: UnitFilter,
  page: { band?: BandLabel | "refused"; order: "asc" | "desc"; size: number; offset: number; near?: { from: number; to: number } }): Promise<UnitsAtRank> {
  const near = page.near ?? NEAR_RANK;
  const asked = Boolean(only.unitKey || only.unitKeys || only.collegeCode || only.keyword);
  const where = asked
    ? sql`p.cohort_id = ${stored.id}
        ${only.unitKey ? sql`and p.unit_key = ${only.unitKey}` : sql``}
        ${only.unitKeys ? (only.unitKeys.length ? sql`and p.unit_key in (${sql.join(only.unitKeys.map((k) => sql`${k}`), sql`, `)})` : sql`and false`) : sql``}
        ${only.collegeCode ? sql`and u.college_code = ${only.collegeCode}` : sql``}
        ${only.keyword ? sql`and (strpos(u.college_name, ${only.keyword}) > 0 or strpos(u.name, ${only.keyword}) > 0)` : sql``}`
    : sql`p.cohort_id = ${stored.id} and p.reference_rank between ${Math.ceil(rank * near.from)} and ${Math.floor(rank * near.to)}`;
  const edge = (label: BandLabel) => BANDS.find((b) => b.label === label)!;
  const inBand = (label: BandLabel | "refused") => label === "refused" ? sql`probability is null`
    : sql`probability >= ${edge(label).minP} and probability ${label === "保" ? sql`<=` : sql`<`} ${edge(label).maxP}`;
  // One scan of the units near the rank, narrow: their probabilities, counted by band and ordered for the page; then
  // the page's own rows in full.
  const rows = await database.rows<{
    safe: number; steady: number; reach: number; hard: number; refusedCount: number;
    unitId: number | null; probability: number | null; unitKey: string; lastMinRank: number | null; historyYears: string; refused: boolean;
    reasonCode: RefusalCode | null; reason: string | null; reasonZh: string | null; predictedMinRank: number | null; lower: number | null;
    upper: number | null; spread: number | null; widenedBy: string;
  }>(sql`
    with listed as materialized (
      select p.unit_id, p.unit_key, p.last_min_rank,
        case when p.refused then null else least(1, greatest(0,
          case when v.x <= 0 then c.s[1] when v.x >= cardinality(c.s) - 1 then c.s[cardinality(c.s)]
            else c.s[floor(v.x)::int + 1] + (v.x - floor(v.x)) * (c.s[floor(v.x)::int + 2] - c.s[floor(v.x)::int + 1]) end)) end::float8 as probability
      from unit_predictions p
        left join probability_curves c on c.cohort_id = p.cohort_id and c.movement = p.movement
        cross join lateral (select (ln(${rank}::float8 / p.base_rank) - c.t0) / c.dt as x) v
        ${only.collegeCode || only.keyword ? sql`join enrollment_units u on u.id = p.unit_id` : sql``}
      where ${where}
    ), counted as (
      select count(*) filter (where ${inBand("保")})::int as safe, count(*) filter (where ${inBand("稳")})::int as steady,
        count(*) filter (where ${inBand("冲")})::int as reach, count(*) filter (where ${inBand("难")})::int as hard,
        count(*) filter (where probability is null)::int as "refusedCount"
      from listed
    ), paged as (
      select unit_id, probability, last_min_rank, unit_key from listed
      ${page.band ? sql`where ${inBand(page.band)}` : sql``}
      order by probability is null, probability ${page.order === "asc" ? sql`asc` : sql`desc`}, last_min_rank, unit_key
      limit ${page.size} offset ${page.offset}
    )
    select k.*, g.unit_id as "unitId", g.probability, p.unit_key as "unitKey", p.last_min_rank as "lastMinRank", p.history_years as "historyYears",
      p.refused, p.reason_code as "reasonCode", p.reason, p.reason_zh as "reasonZh", p.predicted_min_rank as "predictedMinRank", p.lower, p.upper,
      p.spread, p.widened_by as "widenedBy"
    from counted k
      left join paged g on true
      left join unit_predictions p on p.cohort_id = ${stored.id} and p.unit_id = g.unit_id
    order by g.probability is null, g.probability ${page.order === "asc" ? sql`asc` : sql`desc`}, g.last_min_rank, g.unit_key`);
  const first = rows[0]!;
  const counts: BandCounts = { 保: first.safe, 稳: first.steady, 冲: first.reach, 难: first.hard, refused: first.refusedCount };
  const all = counts.保 + counts.稳 + counts.冲 + counts.难 + counts.refused;
  return {
    total: page.band ? counts[page.band] : all,
    counts,
    near: asked ? null : near,
    units: rows.filter((r) => r.unitId != null).map((r) => ({
      unitId: Number(r.unitId), unitKey: r.unitKey, lastMinRank: r.lastMinRank,
      historyYears: r.historyYears ? r.historyYears.split(",").map(Number) : [], refused: r.refused,
      reasonCode: r.reasonCode, reason: r.reason, reasonZh: r.reasonZh, predictedMinRank: r.predictedMinRank, lower: r.lower, upper: r.upper,
      spread: r.spread, widenedBy: (r.widenedBy ? r.widenedBy.split(",") : []) as WideningReason[],
      probability: r.probability == null ? null : Number(r.probability),
    })),
  };
}

const curveCache = referenceCache<SurvivalCurve[]>(600_000, 1000);

/** A stored cohort's movement curves (what bounds where a band's units can lie); a rebuilt cohort has a new id. */
export async function cohortCurves(database: Database, stored: StoredCohort): Promise<SurvivalCurve[]> {
  return curveCache.getOrLoad(`${dbKey(database)}:${stored.id}`, async () => {
    const rows = await database.rows<{ t0: number; dt: number; s: number[] | string }>(sql`
      select t0, dt, s from probability_curves where cohort_id = ${stored.id} order by movement`);
    // the embedded database may hand an array back as its text form
    return rows.map((r) => ({ t0: Number(r.t0), dt: Number(r.dt), s: typeof r.s === "string" ? r.s.replace(/[{}]/g, "").split(",").map(Number) : r.s.map(Number) }));
  });
}

/** The newest-year rows of the given units (names, plan, figures, source), by id. */
export async function unitMetas(database: Database, unitIds: readonly number[]): Promise<Map<number, UnitMeta>> {
  if (unitIds.length === 0) return new Map();
  const rows = await database.rows<UnitMeta & { id: number }>(sql`
    select u.id, u.unit_key as "unitKey", u.year, u.college_code as "collegeCode", u.college_name as "collegeName", coalesce(c.name_en, '') as "collegeNameEn",
      coalesce(c.city_name, '') as "cityName", u.name, u.unit_code as "unitCode", u.mode, u.plan_type as "planType", u.subject_requirement as "subjectRequirement", u.batch,
      u.min_score as "minScore", u.min_score_label as "minScoreLabel", u.min_rank as "minRank", u.plan_count as "planCount", u.sample, u.source_id as "sourceId"
    from enrollment_units u left join colleges c on c.code = u.college_code
    where u.id in (${sql.join(unitIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map(({ id, ...meta }) => [Number(id), meta]));
}

/** Each year's figures of one unit before the target year, oldest first (the detail view). */
export async function unitHistory(database: Database, cohort: Cohort, key: string): Promise<UnitYearFigures[]> {
  return database.rows<UnitYearFigures>(sql`
    select year, min_score as "minScore", min_score_label as "minScoreLabel", min_rank as "minRank", plan_count as "planCount", sample
    from enrollment_units
    where province_code = ${cohort.provinceCode} and subject_type = ${cohort.subjectType} and unit_key = ${key} and batch = ${cohort.batch}
      and year < ${cohort.targetYear} and year >= ${cohort.targetYear - HISTORY_YEARS}
    order by year`);
}

const outcomeYearCache = referenceCache<number | null>();

/**
 * The province's newest year of results (newestOutcomeYear: plan-only rows of an upcoming year are not results), its
 * subject types and the batches of that year in order: what a request is checked against and the chances start from.
 */
export async function probabilityScope(database: Database, provinceCode: string, subjectType?: string) {
  const year = await outcomeYearCache.getOrLoad(`${dbKey(database)}:${provinceCode}`, () => newestOutcomeYear(database, provinceCode));
  if (year == null) return { newestYear: null, subjectTypes: [], subjectType: null, batches: [] };
  const rows = await database.rows<{ year: number; subjectType: string; batch: string; kind: string }>(sql`
    select d.year, d.subject_type as "subjectType", d.batch, b.kind from (
      select distinct year, subject_type, batch from enrollment_units where province_code = ${provinceCode} and year = ${year}) d
    join admission_batches b on b.province_code = ${provinceCode} and b.year = d.year and b.name = d.batch
    left join subject_types t on t.province_code = ${provinceCode} and t.year = d.year and t.name = d.subject_type
    order by coalesce(t.sort, 9), d.subject_type, b.sort, d.batch`);
  const types = [...new Set(rows.map((r) => r.subjectType))];
  const type = subjectType ?? types[0];
  const batches = rows.filter((r) => r.subjectType === type).map((r) => ({ name: r.batch, kind: r.kind }));
  return { newestYear: rows[0]?.year ?? null, subjectTypes: types, subjectType: type ?? null, batches };
}

const fullModelCache = referenceCache<FittedModel>(600_000, 200);

/** The whole fitted model of a stored cohort (what a form simulation needs beyond the stored tables). */
export async function cohortModel(database: Database, stored: StoredCohort): Promise<FittedModel> {
  return fullModelCache.getOrLoad(`${dbKey(database)}:${stored.id}`, async () => {
    const [row] = await database.rows<{ model: FittedModel | string }>(sql`select model from probability_cohorts where id = ${stored.id}`);
    if (!row) throw new Error(`the probability model ${stored.id} is gone`);
    return typeof row.model === "string" ? (JSON.parse(row.model) as FittedModel) : row.model;
  });
}

export type PredictionParts = { refused: true } | { refused: false; baseRank: number; stratum: number; factor: number; gap: number };

/** What simulating a form needs of each unit's prediction: its base rank and movement, by unit key. */
export async function predictionParts(database: Database, stored: StoredCohort, unitKeys: readonly string[]): Promise<Map<string, PredictionParts>> {
  if (unitKeys.length === 0) return new Map();
  const rows = await database.rows<{ unitKey: string; refused: boolean; baseRank: number | null; stratum: number | null; factor: number | null; gap: number | null }>(sql`
    select p.unit_key as "unitKey", p.refused, p.base_rank as "baseRank", c.stratum, c.factor, c.gap
    from unit_predictions p left join probability_curves c on c.cohort_id = p.cohort_id and c.movement = p.movement
    where p.cohort_id = ${stored.id} and p.unit_key in (${sql.join(unitKeys.map((k) => sql`${k}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.unitKey, r.refused || r.baseRank == null
    ? { refused: true as const }
    : { refused: false as const, baseRank: Number(r.baseRank), stratum: Number(r.stratum), factor: Number(r.factor), gap: Number(r.gap) }]));
}
