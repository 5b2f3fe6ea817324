// Enrolment plans for the data tools TiQP (提前批: the units of the batches the taxonomy marks `early`) and ChaKSZ
// (扩缩招: this year's plan against last year's, unit by unit, matched by batch and the stable unit key).
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { containing } from "../lib/like";
import type { Source } from "../../contracts/common";
import type { EarlyCollege, EarlyUnit, EarlyYear, UnitMajor } from "../../contracts/tiqp";
import type { ChangeBasis, ChangeSort, ChangeStatus, CollegeChange, CollegePlanAnswer, MajorChange, UnitChange, UnitCounts } from "../../contracts/chaksz";
import { SAMPLE_SOURCE, UNKNOWN_SOURCE, sourceOf, sourcesByIds } from "./sources";

export interface Paging { size: number; offset: number }

const uniqueSources = (sources: Iterable<Source>) => [...new Map([...sources].map((s) => [`${s.name}|${s.url}|${s.sample}`, s])).values()];

/** Sources of the rows grouped by source id (a row without one is sample or unknown by its own flag). */
async function sourcesOf(database: Database, groups: readonly { sourceId: number | null; sample: boolean }[]): Promise<Source[]> {
  const byId = await sourcesByIds(database, groups.flatMap((g) => (g.sourceId != null ? [g.sourceId] : [])));
  return uniqueSources(groups.map((g) => {
    const found = g.sourceId != null ? byId.get(g.sourceId) : undefined;
    if (found) return { ...found, sample: found.sample || g.sample };
    return g.sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE;
  }));
}

// ---------------------------------------------------------------- TiQP: the early batch

/** Years with early-batch units, their subject types (taxonomy order), levels and plan types, newest first. */
export async function earlyYears(database: Database, provinceCode: string): Promise<EarlyYear[]> {
  const rows = await database.rows<{ year: number; subjectType: string; level: "本科" | "专科"; planType: string; sample: boolean }>(sql`
    select e.year, e.subject_type as "subjectType", b.level, e.plan_type as "planType", bool_or(e.sample) as sample
    from enrollment_units e
    join admission_batches b on b.province_code = e.province_code and b.year = e.year and b.name = e.batch and b.kind = 'early'
    left join subject_types t on t.province_code = e.province_code and t.year = e.year and t.name = e.subject_type
    where e.province_code = ${provinceCode}
    group by e.year, e.subject_type, b.level, e.plan_type, t.sort
    order by e.year desc, coalesce(t.sort, 9), e.subject_type`);
  const byYear = new Map<number, EarlyYear>();
  for (const r of rows) {
    const entry = byYear.get(r.year) ?? { year: r.year, subjectTypes: [], levels: [], planTypes: [], sample: false };
    if (!entry.subjectTypes.includes(r.subjectType)) entry.subjectTypes.push(r.subjectType);
    if (!entry.levels.includes(r.level)) entry.levels.push(r.level);
    if (!entry.planTypes.includes(r.planType)) entry.planTypes.push(r.planType);
    entry.sample ||= r.sample;
    byYear.set(r.year, entry);
  }
  for (const entry of byYear.values()) entry.levels.sort((a, b) => (a === "本科" ? -1 : 1) - (b === "本科" ? -1 : 1));
  return [...byYear.values()];
}

export interface EarlyFilter { provinceCode: string; year?: number; subjectType?: string; keyword?: string; planType?: string; level?: "本科" | "专科" }

interface UnitRow {
  id: number; key: string; year: number; subjectType: string; batch: string; unitKey: string; unitCode: string; name: string; collegeEnrollCode: string;
  mode: EarlyUnit["mode"]; planType: string; subjectRequirement: string; planCount: number | null; tuition: number | null; schoolYears: number | null;
  minScore: number | null; minScoreLabel: string; minRank: number | null; avgScore: number | null; maxScore: number | null; sample: boolean;
  sourceName: string | null; sourceUrl: string | null; retrievedOn: string | null; sourceSample: boolean | null;
}
interface MajorRow extends UnitMajor { unitId: number; sample: boolean }

/** a college's key: its code, or its published name when the file named a college we could not map */
const COLLEGE_KEY = sql`coalesce(e.college_code, '~' || e.college_name)`;

const UNIT_COLUMNS = sql`e.id, ${COLLEGE_KEY} as key, e.year, e.subject_type as "subjectType", e.batch, e.unit_key as "unitKey", e.unit_code as "unitCode", e.name,
  e.college_enroll_code as "collegeEnrollCode", e.mode, e.plan_type as "planType", e.subject_requirement as "subjectRequirement", e.plan_count as "planCount",
  e.tuition, e.school_years as "schoolYears", e.min_score as "minScore", e.min_score_label as "minScoreLabel", e.min_rank as "minRank",
  e.avg_score as "avgScore", e.max_score as "maxScore", e.sample,
  s.name as "sourceName", s.url as "sourceUrl", s.retrieved_on as "retrievedOn", s.sample as "sourceSample"`;

async function majorsOf(database: Database, unitIds: readonly number[]): Promise<Map<number, MajorRow[]>> {
  const map = new Map<number, MajorRow[]>();
  if (unitIds.length === 0) return map;
  const rows = await database.rows<MajorRow>(sql`
    select unit_id as "unitId", major_code as "majorCode", major_name as "majorName", remark, plan_count as "planCount", tuition,
      school_years as "schoolYears", min_score as "minScore", min_rank as "minRank", sample
    from unit_majors where unit_id in (${sql.join(unitIds.map((id) => sql`${id}`), sql`, `)}) order by unit_id, id`);
  for (const r of rows) map.set(Number(r.unitId), [...(map.get(Number(r.unitId)) ?? []), r]);
  return map;
}

const sum = (values: readonly (number | null)[]) => (values.some((v) => v != null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null);
const minOf = (values: readonly (number | null)[]) => values.reduce<number | null>((a, v) => (v == null ? a : a == null ? v : Math.min(a, v)), null);
const maxOf = (values: readonly (number | null)[]) => values.reduce<number | null>((a, v) => (v == null ? a : a == null ? v : Math.max(a, v)), null);

/** Early-batch units by college (one record per college, year, subject type and batch), newest year first, then batch order and standing. */
export async function earlyColleges(database: Database, f: EarlyFilter, paging: Paging): Promise<{ records: EarlyCollege[]; total: number; sources: Source[] }> {
  const where = sql`e.province_code = ${f.provinceCode}
    ${f.year != null ? sql`and e.year = ${f.year}` : sql``}
    ${f.subjectType ? sql`and e.subject_type = ${f.subjectType}` : sql``}
    ${f.level ? sql`and b.level = ${f.level}` : sql``}
    ${f.planType ? sql`and e.plan_type = ${f.planType}` : sql``}`;
  const groups = await database.rows<{ key: string; collegeCode: string | null; collegeName: string; collegeNameEn: string; provinceName: string; cityName: string; feature: string; year: number;
    subjectType: string; batch: string; level: "本科" | "专科"; total: number; }>(sql`
    select ${COLLEGE_KEY} as key, e.college_code as "collegeCode", max(coalesce(c.name, e.college_name)) as "collegeName", coalesce(max(c.name_en), '') as "collegeNameEn",
      coalesce(max(c.province_name), '') as "provinceName", coalesce(max(c.city_name), '') as "cityName", coalesce(max(c.feature), '') as feature,
      e.year, e.subject_type as "subjectType", e.batch, max(b.level) as level, count(*) over ()::int as total
    from enrollment_units e
    join admission_batches b on b.province_code = e.province_code and b.year = e.year and b.name = e.batch and b.kind = 'early'
    left join colleges c on c.code = e.college_code
    left join subject_types t on t.province_code = e.province_code and t.year = e.year and t.name = e.subject_type
    where ${where} ${f.keyword ? sql`and (e.college_name ilike ${containing(f.keyword)} or c.name ilike ${containing(f.keyword)})` : sql``}
    group by ${COLLEGE_KEY}, e.college_code, e.year, e.subject_type, e.batch
    order by e.year desc, min(b.sort), min(coalesce(t.sort, 9)), e.subject_type, max(coalesce(c.strength, 0)) desc, ${COLLEGE_KEY}
    limit ${paging.size} offset ${paging.offset}`);
  if (groups.length === 0) return { records: [], total: paging.offset > 0 ? (await earlyColleges(database, f, { size: 1, offset: 0 })).total : 0, sources: [] };
  // the page's units and, for comparison, the same colleges' units of the year before
  const tuples = groups.flatMap((g) => [sql`(${g.key}, ${g.year}, ${g.subjectType}, ${g.batch})`, sql`(${g.key}, ${g.year - 1}, ${g.subjectType}, ${g.batch})`]);
  const units = await database.rows<UnitRow>(sql`
    select ${UNIT_COLUMNS} from enrollment_units e left join data_sources s on s.id = e.source_id
    where e.province_code = ${f.provinceCode} and (${COLLEGE_KEY}, e.year, e.subject_type, e.batch) in (${sql.join(tuples, sql`, `)})
      ${f.planType ? sql`and e.plan_type = ${f.planType}` : sql``}
    order by e.unit_code, e.unit_key`);
  const groupKey = (key: string, year: number, type: string, batch: string) => `${key}|${year}|${type}|${batch}`;
  const byGroup = new Map<string, UnitRow[]>();
  for (const u of units) {
    const k = groupKey(u.key, u.year, u.subjectType, u.batch);
    byGroup.set(k, [...(byGroup.get(k) ?? []), u]);
  }
  const current = groups.flatMap((g) => byGroup.get(groupKey(g.key, g.year, g.subjectType, g.batch)) ?? []);
  const majors = await majorsOf(database, current.map((u) => Number(u.id)));
  const records = groups.map((g): EarlyCollege => {
    const own = byGroup.get(groupKey(g.key, g.year, g.subjectType, g.batch)) ?? [];
    const before = byGroup.get(groupKey(g.key, g.year - 1, g.subjectType, g.batch)) ?? [];
    const previousOf = new Map(before.map((u) => [u.unitKey, u]));
    const unitList = own.map((u): EarlyUnit => {
      const p = previousOf.get(u.unitKey);
      const unitMajors = majors.get(Number(u.id)) ?? [];
      return {
        unitKey: u.unitKey, unitCode: u.unitCode, name: u.name, collegeEnrollCode: u.collegeEnrollCode, mode: u.mode, planType: u.planType,
        subjectRequirement: u.subjectRequirement, planCount: u.planCount, tuition: u.tuition, schoolYears: u.schoolYears, minScore: u.minScore,
        minScoreLabel: u.minScoreLabel, minRank: u.minRank, avgScore: u.avgScore, maxScore: u.maxScore,
        previous: p ? { year: p.year, planCount: p.planCount, minScore: p.minScore, minRank: p.minRank, tuition: p.tuition } : null,
        majors: unitMajors.map(({ unitId: _u, sample: _s, ...m }) => m),
        sample: u.sample || unitMajors.some((m) => m.sample),
        source: sourceOf(u, u.sample),
      };
    });
    return {
      collegeCode: g.collegeCode, collegeName: g.collegeName, collegeNameEn: g.collegeNameEn, provinceName: g.provinceName, cityName: g.cityName, feature: g.feature,
      year: g.year, subjectType: g.subjectType, batch: g.batch, level: g.level,
      planCount: sum(own.map((u) => u.planCount)), minScore: minOf(own.map((u) => u.minScore)), minRank: maxOf(own.map((u) => u.minRank)),
      previous: before.length ? { year: g.year - 1, planCount: sum(before.map((u) => u.planCount)), minScore: minOf(before.map((u) => u.minScore)), minRank: maxOf(before.map((u) => u.minRank)) } : null,
      units: unitList,
      majors: unitList.flatMap((u) => (u.majors.length
        ? u.majors.map((m) => ({ majorCode: m.majorCode, majorName: m.majorName, unitName: u.name, planCount: m.planCount, ...(m.minScore != null || m.minRank != null ? { minScore: m.minScore, minRank: m.minRank, lineOf: "major" as const } : { minScore: u.minScore, minRank: u.minRank, lineOf: "unit" as const }) }))
        : [{ majorCode: u.unitCode, majorName: u.name, unitName: u.name, planCount: u.planCount, minScore: u.minScore, minRank: u.minRank, lineOf: "unit" as const }])),
      sample: unitList.some((u) => u.sample),
      sources: uniqueSources(unitList.map((u) => u.source)),
    };
  });
  return { records, total: Number(groups[0]!.total), sources: uniqueSources(records.flatMap((r) => r.sources)) };
}

// ---------------------------------------------------------------- ChaKSZ: plan changes

/** The batch names a province has in a year (taxonomy), in admission order. */
export async function batchNames(database: Database, provinceCode: string, year: number): Promise<string[]> {
  const rows = await database.rows<{ name: string }>(sql`select name from admission_batches where province_code = ${provinceCode} and year = ${year} order by sort, name`);
  return rows.map((r) => r.name);
}

export interface ChangeScope { provinceCode: string; year: number; subjectType: string; batch?: string }

export interface ChangeListFilter { keyword?: string; change: "expand" | "shrink" | "new" | "removed" | "all"; sort: ChangeSort }

/** The derived per-college rows of a scope (refreshDerivedAdmissions): one batch, or all batches together. */
const changeRows = (s: ChangeScope) => sql`k.province_code = ${s.provinceCode} and k.year = ${s.year} and k.subject_type = ${s.subjectType} and k.batch = ${s.batch ?? ""}`;

const SORTS: Record<ChangeSort, SQL> = {
  size: sql`abs(k.plan_count - k.last_plan_count) desc`,
  increase: sql`k.plan_count - k.last_plan_count desc`,
  decrease: sql`k.plan_count - k.last_plan_count asc`,
  // colleges without a plan last year have no rate and go last
  rate: sql`case when k.last_plan_count > 0 then abs((k.plan_count - k.last_plan_count)::float / k.last_plan_count) end desc nulls last`,
  plan: sql`k.plan_count desc`,
};
const KEEP: Record<ChangeListFilter["change"], SQL> = {
  expand: sql`and k.plan_count > k.last_plan_count`, shrink: sql`and k.plan_count < k.last_plan_count`,
  new: sql`and k.new > 0`, removed: sql`and k.removed > 0`, all: sql``,
};

/** Colleges of the scope with this year's plan against last year's and their unit counts (paged). */
export async function collegeChanges(database: Database, s: ChangeScope, f: ChangeListFilter, paging: Paging): Promise<{ records: CollegeChange[]; total: number }> {
  const rows = await database.rows<{
    code: string | null; name: string; nameEn: string | null; provinceName: string | null; cityName: string | null; feature: string | null;
    plan: number; lastPlan: number; up: number; down: number; same: number; new: number; removed: number; sample: boolean; total: number;
  }>(sql`
    select k.college_code as code, coalesce(cl.name, k.college_name) as name, cl.name_en as "nameEn", cl.province_name as "provinceName", cl.city_name as "cityName", cl.feature,
      k.plan_count as plan, k.last_plan_count as "lastPlan", k.up, k.down, k.same, k.new, k.removed, k.sample, count(*) over ()::int as total
    from college_plan_changes k left join colleges cl on cl.code = k.college_code
    where ${changeRows(s)} ${KEEP[f.change]}
      ${f.keyword ? sql`and coalesce(cl.name, k.college_name) ilike ${containing(f.keyword)}` : sql``}
    order by ${SORTS[f.sort]}, coalesce(cl.strength, 0) desc, k.college_key
    limit ${paging.size} offset ${paging.offset}`);
  if (rows.length === 0 && paging.offset > 0) return { records: [], total: (await collegeChanges(database, s, f, { size: 1, offset: 0 })).total };
  return {
    total: Number(rows[0]?.total ?? 0),
    records: rows.map((r) => ({
      collegeCode: r.code, collegeName: r.name, collegeNameEn: r.nameEn ?? "", provinceName: r.provinceName ?? "", cityName: r.cityName ?? "", feature: r.feature ?? "",
      planCount: r.plan, lastPlanCount: r.lastPlan, change: r.plan - r.lastPlan,
      changeRate: r.lastPlan > 0 ? Math.round(((r.plan - r.lastPlan) * 1000) / r.lastPlan) / 10 : null,
      units: { up: r.up, down: r.down, same: r.same, new: r.new, removed: r.removed }, sample: r.sample,
    })),
  };
}

/** Totals over every college of the scope, the batches in either year, and where the figures came from. */
export async function changeSummary(database: Database, s: ChangeScope): Promise<Omit<ChangeBasis, "scope" | "lastYear" | "batch">> {
  const [totals] = await database.rows<{ colleges: number; plan: number; lastPlan: number; up: number; down: number; same: number; new: number; removed: number; sample: boolean }>(sql`
    select count(*)::int as colleges, coalesce(sum(k.plan_count), 0)::int as plan, coalesce(sum(k.last_plan_count), 0)::int as "lastPlan",
      coalesce(sum(k.up), 0)::int as up, coalesce(sum(k.down), 0)::int as down, coalesce(sum(k.same), 0)::int as same,
      coalesce(sum(k.new), 0)::int as new, coalesce(sum(k.removed), 0)::int as removed, coalesce(bool_or(k.sample), false) as sample
    from college_plan_changes k where ${changeRows(s)}`);
  const batches = await database.rows<{ name: string; kind: string; level: string }>(sql`
    select b.name, b.kind, b.level from admission_batches b
    where b.province_code = ${s.provinceCode} and b.year in (${s.year}, ${s.year - 1}) and exists (
      select 1 from enrollment_units e where e.province_code = b.province_code and e.year = b.year and e.batch = b.name and e.subject_type = ${s.subjectType})
    group by b.name, b.kind, b.level order by min(b.sort), b.name`);
  const groups = await database.rows<{ sourceId: number | null; sample: boolean }>(sql`
    select (e->>0)::int as "sourceId", bool_or((e->>1)::boolean) as sample
    from college_plan_changes k cross join jsonb_array_elements(k.sources) e
    where ${changeRows(s)} group by 1`);
  const t = totals!;
  return {
    batches,
    summary: {
      colleges: t.colleges, planCount: t.plan, lastPlanCount: t.lastPlan,
      units: { up: t.up, down: t.down, same: t.same, new: t.new, removed: t.removed },
    },
    sample: t.sample,
    sources: await sourcesOf(database, groups),
  };
}

/** Whether the province has units of a subject type in a year (any batch, or the given one). */
export async function hasUnits(database: Database, provinceCode: string, year: number, subjectType: string, batch?: string): Promise<boolean> {
  const rows = await database.rows<{ one: number }>(sql`
    select 1 as one from enrollment_units where province_code = ${provinceCode} and year = ${year} and subject_type = ${subjectType}
      ${batch ? sql`and batch = ${batch}` : sql``} limit 1`);
  return rows.length > 0;
}

export async function collegeByCode(database: Database, code: string) {
  const [row] = await database.rows<{ code: string; name: string; nameEn: string; provinceName: string; cityName: string; feature: string }>(sql`
    select code, name, name_en as "nameEn", province_name as "provinceName", city_name as "cityName", feature from colleges where code = ${code}`);
  return row ?? null;
}

const counts = (): UnitCounts => ({ up: 0, down: 0, same: 0, new: 0, removed: 0 });
function statusOf(now: { planCount: number | null } | undefined, before: { planCount: number | null } | undefined): ChangeStatus {
  if (!before) return "new";
  if (!now) return "removed";
  if (now.planCount == null || before.planCount == null || now.planCount === before.planCount) return "same";
  return now.planCount > before.planCount ? "up" : "down";
}
const changeOf = (now: number | null | undefined, before: number | null | undefined) => (now != null && before != null ? now - before : null);
const tuitionChanged = (now: number | null | undefined, before: number | null | undefined) => now != null && before != null && now !== before;
const majorKey = (m: { majorCode: string; majorName: string; remark: string }) => `${m.majorCode || m.majorName}|${m.remark}`;

/** One college's units and majors in the scope's year against the year before. */
export async function collegePlanChanges(database: Database, s: ChangeScope & { collegeCode: string }): Promise<Omit<CollegePlanAnswer, "college" | "scope" | "lastYear">> {
  const units = await database.rows<UnitRow & { batchSort: number }>(sql`
    select ${UNIT_COLUMNS}, coalesce(b.sort, 99) as "batchSort"
    from enrollment_units e left join data_sources s on s.id = e.source_id
    left join admission_batches b on b.province_code = e.province_code and b.year = e.year and b.name = e.batch
    where e.college_code = ${s.collegeCode} and e.province_code = ${s.provinceCode} and e.year in (${s.year}, ${s.year - 1})
      and e.subject_type = ${s.subjectType} ${s.batch ? sql`and e.batch = ${s.batch}` : sql``}
    order by coalesce(b.sort, 99), e.batch, e.unit_code, e.unit_key`);
  const majors = await majorsOf(database, units.map((u) => Number(u.id)));
  const now = units.filter((u) => u.year === s.year);
  const before = new Map(units.filter((u) => u.year !== s.year).map((u) => [`${u.batch}|${u.unitKey}`, u]));
  const summary: CollegePlanAnswer["summary"] = { planCount: 0, lastPlanCount: 0, change: 0, changeRate: null, units: counts(), majors: counts(), tuitionChanges: 0, requirementChanges: 0 };
  const pair = (u: UnitRow | undefined, p: UnitRow | undefined): UnitChange => {
    const status = statusOf(u, p);
    const ownMajors = u ? majors.get(Number(u.id)) ?? [] : [];
    const lastMajors = new Map((p ? majors.get(Number(p.id)) ?? [] : []).map((m) => [majorKey(m), m]));
    const majorChanges: MajorChange[] = [];
    const seen = new Set<string>();
    for (const m of ownMajors) {
      const key = majorKey(m);
      seen.add(key);
      const last = lastMajors.get(key);
      majorChanges.push({
        majorCode: m.majorCode, majorName: m.majorName, remark: m.remark, status: p ? statusOf(m, last) : "new",
        planCount: m.planCount, lastPlanCount: last?.planCount ?? null, change: changeOf(m.planCount, last?.planCount),
        tuition: m.tuition, lastTuition: last?.tuition ?? null, tuitionChanged: tuitionChanged(m.tuition, last?.tuition),
      });
    }
    for (const [key, m] of lastMajors) {
      if (seen.has(key)) continue;
      majorChanges.push({ majorCode: m.majorCode, majorName: m.majorName, remark: m.remark, status: "removed", planCount: null, lastPlanCount: m.planCount, change: null, tuition: null, lastTuition: m.tuition, tuitionChanged: false });
    }
    const row = (u ?? p)!;
    const requirementChanged = u != null && p != null && u.subjectRequirement !== p.subjectRequirement;
    const change: UnitChange = {
      unitKey: row.unitKey, batch: row.batch, name: row.name, unitCode: row.unitCode, planType: row.planType, status,
      planCount: u?.planCount ?? null, lastPlanCount: p?.planCount ?? null, change: changeOf(u?.planCount, p?.planCount),
      tuition: u?.tuition ?? null, lastTuition: p?.tuition ?? null, tuitionChanged: tuitionChanged(u?.tuition, p?.tuition),
      subjectRequirement: u?.subjectRequirement ?? null, lastSubjectRequirement: p?.subjectRequirement ?? null, requirementChanged,
      minScore: u?.minScore ?? null, minRank: u?.minRank ?? null, lastMinScore: p?.minScore ?? null, lastMinRank: p?.minRank ?? null,
      majors: majorChanges, sample: (u?.sample ?? false) || (p?.sample ?? false), source: sourceOf(row, row.sample),
    };
    summary.units[status] += 1;
    summary.planCount += u?.planCount ?? 0;
    summary.lastPlanCount += p?.planCount ?? 0;
    for (const m of majorChanges) {
      summary.majors[m.status] += 1;
      if (m.tuitionChanged) summary.tuitionChanges += 1;
    }
    if (change.tuitionChanged) summary.tuitionChanges += 1;
    if (requirementChanged) summary.requirementChanges += 1;
    return change;
  };
  const list: UnitChange[] = [];
  for (const u of now) {
    const key = `${u.batch}|${u.unitKey}`;
    list.push(pair(u, before.get(key)));
    before.delete(key);
  }
  for (const p of before.values()) list.push(pair(undefined, p));
  summary.change = summary.planCount - summary.lastPlanCount;
  summary.changeRate = summary.lastPlanCount > 0 ? Math.round((summary.change * 1000) / summary.lastPlanCount) / 10 : null;
  return {
    summary,
    units: list,
    sample: list.some((u) => u.sample),
    sources: uniqueSources(list.map((u) => u.source)),
  };
}
