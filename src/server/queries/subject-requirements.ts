// 选科要求 per college major (subject_requirements): for one exam model and year, by college, by major, by combination.
// A combination meets a canonical requirement ("物理+化学/生物") when each "+" group shares a subject with it; the SQL
// below says the same as src/domain/volunteer/subjects meetsRequirement, so the database filters and counts by it.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Source } from "../../contracts/common";
import type { RequirementRow } from "../../contracts/course";
import { containing, startingWith } from "../lib/like";
import { SAMPLE_SOURCE, sourcesByIds, UNKNOWN_SOURCE } from "./sources";

export interface RequirementScope { model: "3+1+2" | "3+3"; year: number }

/** `r.requirement` is met by the subjects: 不限, or no group of it without one of them. */
function meets(subjects: readonly string[]): SQL {
  const list = `{${subjects.join(",")}}`;
  return sql`(r.requirement = '不限' or not exists (
    select 1 from unnest(string_to_array(r.requirement, '+')) as g(part) where not (string_to_array(g.part, '/') && ${list}::text[])))`;
}

/** The newest year with requirements for the model; null when none are held. */
export async function requirementYear(database: Database, model: string): Promise<number | null> {
  const [row] = await database.rows<{ year: number | null }>(sql`select max(year) as year from subject_requirements where exam_model = ${model}`);
  return row?.year ?? null;
}

/** Where the rows of a scope (optionally of some colleges or majors) came from. */
export async function requirementSources(database: Database, s: RequirementScope, where: SQL = sql``): Promise<{ sources: Source[]; sample: boolean }> {
  const rows = await database.rows<{ sourceId: number | null; sample: boolean }>(sql`
    select distinct r.source_id as "sourceId", r.sample from subject_requirements r where r.exam_model = ${s.model} and r.year = ${s.year} ${where}`);
  const byId = await sourcesByIds(database, rows.flatMap((r) => (r.sourceId == null ? [] : [r.sourceId])));
  const sources = new Map<string, Source>();
  for (const r of rows) {
    const found = r.sourceId != null ? byId.get(r.sourceId) : undefined;
    const source = found ? { ...found, sample: found.sample || r.sample } : r.sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE;
    sources.set(`${source.name}|${source.url}|${source.sample}`, source);
  }
  return { sources: [...sources.values()], sample: rows.some((r) => r.sample) };
}

/** Every distinct requirement of the scope with how many college majors ask it (optionally of some colleges or majors). */
export function requirementCounts(database: Database, s: RequirementScope, where: SQL = sql``): Promise<{ requirement: string; count: number }[]> {
  return database.rows<{ requirement: string; count: number }>(sql`
    select r.requirement, count(*)::int as count from subject_requirements r where r.exam_model = ${s.model} and r.year = ${s.year} ${where}
    group by r.requirement order by count desc, r.requirement`);
}

export async function collegeCount(database: Database, s: RequirementScope): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(distinct college_code)::int as n from subject_requirements where exam_model = ${s.model} and year = ${s.year}`);
  return row?.n ?? 0;
}

export const ofCollege = (code: string) => sql`and r.college_code = ${code}`;
export const ofMajors = (codes: readonly string[]) => (codes.length ? sql`and r.major_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})` : sql`and false`);

/** A college's majors with what each asks, by major code; `meets` when subjects are given. */
export function collegeRequirements(database: Database, s: RequirementScope, collegeCode: string, subjects: readonly string[] | null): Promise<RequirementRow[]> {
  return database.rows<RequirementRow>(sql`
    select r.major_code as "majorCode", r.major_name as "majorName", r.includes, r.first_subject as "firstSubject", r.requirement,
      r.requirement_text as "requirementText", r.sample ${subjects ? sql`, ${meets(subjects)} as meets` : sql``}
    from subject_requirements r where r.exam_model = ${s.model} and r.year = ${s.year} ${ofCollege(collegeCode)}
    order by r.major_code = '', r.major_code, r.major_name`);
}

export interface CombinationMajor { majorCode: string; majorName: string; met: number; total: number; sample: boolean }

/**
 * The majors a combination opens at one college at least (by code and name; `met` of `total` colleges that list it),
 * most colleges first, with the totals of the whole scope.
 */
export async function combinationMajors(database: Database, s: RequirementScope, subjects: readonly string[], keyword: string, paging: { size: number; offset: number }) {
  const filter = keyword ? sql`and (r.major_name like ${containing(keyword)} or r.major_code like ${startingWith(keyword)})` : sql``;
  const rows = await database.rows<CombinationMajor & { pageTotal: number }>(sql`
    with m as (
      select r.major_code as "majorCode", r.major_name as "majorName", count(*) filter (where ${meets(subjects)})::int as met, count(*)::int as total,
        bool_or(r.sample) as sample
      from subject_requirements r where r.exam_model = ${s.model} and r.year = ${s.year} ${filter}
      group by r.major_code, r.major_name
    )
    select *, count(*) over()::int as "pageTotal" from m where met > 0 order by met desc, "majorCode", "majorName"
    limit ${paging.size} offset ${paging.offset}`);
  const [totals] = await database.rows<{ metRows: number; rows: number; open: number; majors: number }>(sql`
    select count(*) filter (where ${meets(subjects)})::int as "metRows", count(*)::int as rows,
      count(distinct (r.major_code, r.major_name)) filter (where ${meets(subjects)})::int as open, count(distinct (r.major_code, r.major_name))::int as majors
    from subject_requirements r where r.exam_model = ${s.model} and r.year = ${s.year}`);
  // past the last page no row carries the count: ask for the first row only
  const total: number = rows[0]?.pageTotal ?? (paging.offset > 0 ? (await combinationMajors(database, s, subjects, keyword, { size: 1, offset: 0 })).total : 0);
  return {
    records: rows.map(({ pageTotal: _p, ...r }) => r), total,
    rows: { met: totals?.metRows ?? 0, total: totals?.rows ?? 0 }, majors: { open: totals?.open ?? 0, total: totals?.majors ?? 0 },
  };
}

export interface Spread {
  majorCode: string; majorName: string; total: number; sample: boolean;
  requirements: { requirement: string; count: number; colleges: { code: string; name: string }[] }[];
}

/** For each of some majors (by catalogue code), what the colleges that list it ask, most common first. */
export async function majorSpreads(database: Database, s: RequirementScope, codes: readonly string[]): Promise<Map<string, Spread>> {
  if (codes.length === 0) return new Map();
  const rows = await database.rows<{ majorCode: string; majorName: string; requirement: string; count: number; sample: boolean; colleges: { code: string; name: string }[] | string }>(sql`
    select r.major_code as "majorCode", min(r.major_name) as "majorName", r.requirement, count(*)::int as count, bool_or(r.sample) as sample,
      (array_to_json((array_agg(json_build_object('code', c.code, 'name', c.name) order by c.strength desc, c.code))[1:12])) as colleges
    from subject_requirements r join colleges c on c.code = r.college_code
    where r.exam_model = ${s.model} and r.year = ${s.year} ${ofMajors(codes)}
    group by r.major_code, r.requirement order by r.major_code, count desc, r.requirement`);
  const out = new Map<string, Spread>();
  for (const r of rows) {
    const spread = out.get(r.majorCode) ?? out.set(r.majorCode, { majorCode: r.majorCode, majorName: r.majorName, total: 0, sample: false, requirements: [] }).get(r.majorCode)!;
    spread.total += r.count;
    spread.sample ||= r.sample;
    spread.requirements.push({ requirement: r.requirement, count: r.count, colleges: typeof r.colleges === "string" ? JSON.parse(r.colleges) : r.colleges });
  }
  return out;
}

// ---------------------------------------------------------------- what a 选科 answer is about

/** A college by its code, with where it is and its level; null when there is none. */
export async function collegeHeading(database: Database, code: string): Promise<{ code: string; name: string; nameEn: string; provinceName: string; cityName: string; level: string } | null> {
  const [row] = await database.rows<{ code: string; name: string; nameEn: string; provinceName: string; cityName: string; level: string }>(sql`
    select code, name, name_en as "nameEn", province_name as "provinceName", city_name as "cityName", level from colleges where code = ${code}`);
  return row ?? null;
}

/** A major by its code: a leaf (专业) before a class of the same code, the lower catalogue level first. */
export async function majorHeading(database: Database, code: string): Promise<{ code: string; name: string } | null> {
  const [row] = await database.rows<{ code: string; name: string }>(sql`select code, name from majors where code = ${code} order by node_type desc, level limit 1`);
  return row ?? null;
}

/** A profession (level 3 of the catalogue, the one majors lead to) by its code. */
export async function professionHeading(database: Database, code: string): Promise<{ code: string; name: string; description: string } | null> {
  const [row] = await database.rows<{ code: string; name: string; description: string }>(sql`
    select code, name, description from professions where code = ${code} and level = 3`);
  return row ?? null;
}
