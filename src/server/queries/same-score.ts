// 同分去向: the enrolment units whose last admitted candidate (published minimum rank, or minimum score) lies in a window
// around the student's rank, in one province, year and subject type; by college, by major and by city.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Source } from "../../contracts/common";
import type { SameScoreCity, SameScoreCollege, SameScoreMajor, SameScoreProfession } from "../../contracts/tongfqx";
import { yearsAndTypes } from "./admission-years";
import { SAMPLE_SOURCE, sourcesByIds, UNKNOWN_SOURCE } from "./sources";

/** The default rank window: ±5 % of the rank. */
export const DEFAULT_WINDOW_PERCENT = 5;
/** …but never narrower than ±50 places, so a top rank still finds its neighbours. */
export const MIN_WINDOW_PLACES = 50;

/** The ranks around `rank` that count as "the same": ±percent % of the rank, at least ±50 places, never below 1. */
export function rankWindow(rank: number, percent = DEFAULT_WINDOW_PERCENT): { low: number; high: number } {
  const half = Math.max(Math.ceil((rank * percent) / 100), MIN_WINDOW_PLACES);
  return { low: Math.max(1, rank - half), high: rank + half };
}

export interface SameScoreFilter {
  provinceCode: string;
  year: number;
  subjectType: string;
  /** by the unit's minimum rank (low..high ranks) or its minimum score (low..high points) */
  by: "rank" | "score";
  low: number;
  high: number;
  /** only the units of colleges in this city (a row of the by-city list: province and city as the colleges table names them) */
  area?: { provinceName: string; cityName: string };
}

export interface Paging { size: number; offset: number }

/** Years (newest first) with their subject types that have enrolment units in the province. */
export function unitYears(database: Database, provinceCode: string) {
  return yearsAndTypes(database, "enrollment_units", provinceCode);
}

/** `and <unit>.college_code is one of the area's colleges`, or nothing without an area. */
function inArea(f: SameScoreFilter, unit: SQL): SQL {
  if (!f.area) return sql``;
  return sql`and ${unit}.college_code in (select code from colleges where province_name = ${f.area.provinceName} and city_name = ${f.area.cityName})`;
}

function unitWhere(f: SameScoreFilter): SQL {
  const column = f.by === "rank" ? sql`u.min_rank` : sql`u.min_score`;
  return sql`u.province_code = ${f.provinceCode} and u.year = ${f.year} and u.subject_type = ${f.subjectType} and ${column} between ${f.low} and ${f.high} ${inArea(f, sql`u`)}`;
}

/** Colleges with at least one unit in the window, each with its matching units; by the college's largest minimum rank. */
export async function sameScoreColleges(database: Database, f: SameScoreFilter, paging: Paging): Promise<{ rows: SameScoreCollege[]; total: number }> {
  const rows = await database.rows<SameScoreCollege & { total: number }>(sql`
    select max(u.college_code) as "collegeCode", min(u.college_name) as "collegeName", coalesce(min(c.name_en), '') as "collegeNameEn",
      coalesce(min(c.province_name), '') as "provinceName", coalesce(min(c.city_name), '') as "cityName", coalesce(min(c.feature), '') as feature,
      json_agg(json_build_object('unitKey', u.unit_key, 'name', u.name, 'unitCode', u.unit_code, 'batch', u.batch, 'planType', u.plan_type,
        'subjectRequirement', u.subject_requirement, 'minScore', u.min_score, 'minRank', u.min_rank, 'planCount', u.plan_count, 'sample', u.sample)
        order by u.min_rank nulls last, u.min_score desc nulls last, u.unit_key) as units,
      min(u.min_score)::int as "minScore", max(u.min_rank)::int as "minRank", sum(u.plan_count)::int as "planCount", bool_or(u.sample) as sample,
      count(*) over()::int as total
    from enrollment_units u left join colleges c on c.code = u.college_code
    where ${unitWhere(f)}
    group by coalesce(u.college_code, '#' || u.college_name)
    order by max(u.min_rank) nulls last, min(u.min_score) desc nulls last, min(u.college_name)
    limit ${paging.size} offset ${paging.offset}`);
  if (rows.length === 0 && paging.offset > 0) return { rows: [], total: (await sameScoreColleges(database, f, { size: 1, offset: 0 })).total };
  return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
}

/** Majors in the window (majorHits), ordered and counted on their own figures; only the page is joined to its names. */
/**
 * The majors in the window (major_id, unit_id, rank, score, rank_of) as a CTE body: a major's own published minimum rank
 * (score) when there is one, else its unit's; a major unit without a major row stands for itself (major_id null). Three
 * index ranges, one per case, so only the window is read.
 */
function majorHits(f: SameScoreFilter): SQL {
  const own = f.by === "rank" ? sql`m.min_rank` : sql`m.min_score`;
  const unitOwn = f.by === "rank" ? sql`u.min_rank` : sql`u.min_score`;
  const area = f.area ? sql`and m.unit_id in (select a.id from enrollment_units a where a.id = m.unit_id ${inArea(f, sql`a`)})` : sql``;
  return sql`
      select m.id as major_id, m.unit_id, m.min_rank as rank, m.min_score as score, 'major' as rank_of from unit_majors m
      where m.province_code = ${f.provinceCode} and m.year = ${f.year} and m.subject_type = ${f.subjectType} and ${own} between ${f.low} and ${f.high} ${area}
      union all
      select m.id, u.id, coalesce(m.min_rank, u.min_rank), coalesce(m.min_score, u.min_score), 'unit' from enrollment_units u join unit_majors m on m.unit_id = u.id
      where u.province_code = ${f.provinceCode} and u.year = ${f.year} and u.subject_type = ${f.subjectType} and ${unitOwn} between ${f.low} and ${f.high}
        and ${own} is null ${inArea(f, sql`u`)}
      union all
      select null, u.id, u.min_rank, u.min_score, 'unit' from enrollment_units u
      where u.province_code = ${f.provinceCode} and u.year = ${f.year} and u.subject_type = ${f.subjectType} and ${unitOwn} between ${f.low} and ${f.high}
        and u.mode = 'major' and not exists (select 1 from unit_majors x where x.unit_id = u.id) ${inArea(f, sql`u`)}`;
}

export async function sameScoreMajors(database: Database, f: SameScoreFilter, paging: Paging): Promise<{ rows: SameScoreMajor[]; total: number }> {
  const rows = await database.rows<SameScoreMajor & { total: number }>(sql`
    with hits as (${majorHits(f)}), page as (
      select * from hits order by rank nulls last, score desc nulls last, unit_id, major_id nulls first
      limit ${paging.size} offset ${paging.offset}
    )
    select coalesce(m.major_code, u.major_code, '') as "majorCode", coalesce(m.major_name, u.name) as "majorName", coalesce(m.remark, '') as remark,
      u.college_code as "collegeCode", u.college_name as "collegeName", coalesce(c.name_en, '') as "collegeNameEn", coalesce(c.city_name, '') as "cityName", u.name as "unitName",
      u.batch, u.plan_type as "planType", h.score as "minScore", h.rank as "minRank", h.rank_of as "rankOf",
      coalesce(m.plan_count, case when m.id is null then u.plan_count end) as "planCount", coalesce(m.tuition, u.tuition) as tuition,
      coalesce(m.school_years, u.school_years)::int as "schoolYears", coalesce(m.sample, u.sample) as sample, (select count(*) from hits)::int as total
    from page h
      join enrollment_units u on u.id = h.unit_id
      left join unit_majors m on m.id = h.major_id
      left join colleges c on c.code = u.college_code
    order by h.rank nulls last, h.score desc nulls last, h.unit_id, h.major_id nulls first`);
  if (rows.length === 0 && paging.offset > 0) return { rows: [], total: (await sameScoreMajors(database, f, { size: 1, offset: 0 })).total };
  return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
}

/**
 * Professions the majors in the window lead to (profession_majors, by the major's catalogue code): how many of those
 * majors and colleges each has in the window, with the majors' names; most colleges first.
 */
export async function sameScoreProfessions(database: Database, f: SameScoreFilter, paging: Paging): Promise<{ rows: SameScoreProfession[]; total: number }> {
  const rows = await database.rows<SameScoreProfession & { total: number; majors: string[] | string }>(sql`
    with hits as (${majorHits(f)}),
    named as (
      select coalesce(m.major_code, u.major_code, '') as major_code, u.college_code, coalesce(u.college_name, '') as college_name, bool_or(coalesce(m.sample, u.sample)) as sample
      from hits h join enrollment_units u on u.id = h.unit_id left join unit_majors m on m.id = h.major_id
      group by 1, 2, 3
    )
    select p.code, p.name, coalesce(parent.name, '') as "categoryName", count(distinct n.major_code)::int as "majorCount",
      count(distinct coalesce(n.college_code, '#' || n.college_name))::int as "collegeCount", bool_or(n.sample) as sample,
      (array_to_json((array_agg(distinct mj.name))[1:6])) as majors, count(*) over()::int as total
    from named n
      join profession_majors pm on pm.major_code = n.major_code and pm.major_level = 'ben'
      join professions p on p.code = pm.profession_code
      left join professions parent on parent.code = p.parent_code
      join majors mj on mj.code = n.major_code and mj.level = 'ben' and mj.node_type = 3
    where n.major_code <> ''
    group by p.code, p.name, parent.name
    order by "collegeCount" desc, "majorCount" desc, p.code
    limit ${paging.size} offset ${paging.offset}`);
  if (rows.length === 0 && paging.offset > 0) return { rows: [], total: (await sameScoreProfessions(database, f, { size: 1, offset: 0 })).total };
  return { rows: rows.map(({ total: _t, majors, ...r }) => ({ ...r, majors: typeof majors === "string" ? JSON.parse(majors) : majors })), total: Number(rows[0]?.total ?? 0) };
}

/** Cities of the colleges in the window: how many colleges and units, and their plan total; most colleges first. */
export async function sameScoreCities(database: Database, f: SameScoreFilter, paging: Paging): Promise<{ rows: SameScoreCity[]; total: number }> {
  const rows = await database.rows<SameScoreCity & { total: number }>(sql`
    select coalesce(c.province_name, '') as "provinceName", coalesce(c.city_name, '') as "cityName",
      count(distinct coalesce(u.college_code, '#' || u.college_name))::int as "collegeCount", count(*)::int as "unitCount",
      coalesce(sum(u.plan_count), 0)::int as "planCount", bool_or(u.sample) as sample, count(*) over()::int as total
    from enrollment_units u left join colleges c on c.code = u.college_code
    where ${unitWhere(f)}
    group by coalesce(c.province_name, ''), coalesce(c.city_name, '')
    order by "collegeCount" desc, "unitCount" desc, "provinceName", "cityName"
    limit ${paging.size} offset ${paging.offset}`);
  if (rows.length === 0 && paging.offset > 0) return { rows: [], total: (await sameScoreCities(database, f, { size: 1, offset: 0 })).total };
  return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
}

/** Where the units in the window came from (distinct sources; generated rows without a source: the sample source). */
export async function sameScoreSources(database: Database, f: SameScoreFilter): Promise<{ sources: Source[]; sample: boolean }> {
  const rows = await database.rows<{ sourceId: number | null; sample: boolean }>(sql`
    select distinct u.source_id as "sourceId", u.sample from enrollment_units u where ${unitWhere(f)}`);
  const byId = await sourcesByIds(database, rows.flatMap((r) => (r.sourceId == null ? [] : [r.sourceId])));
  const sources = new Map<string, Source>();
  for (const r of rows) {
    const s = r.sourceId != null ? byId.get(r.sourceId) : undefined;
    const source = s ? { ...s, sample: s.sample || r.sample } : r.sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE;
    sources.set(`${source.name}|${source.url}|${source.sample}`, source);
  }
  return { sources: [...sources.values()], sample: rows.some((r) => r.sample) };
}
