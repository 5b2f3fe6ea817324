// The latest admission figures held for a student's targets, in the student's province and subject type, in the regular
// 本科 batch (the one most students are admitted in): a college's (college_admissions), a college's major's
// (major_admissions), a major's across the colleges that admitted to it, and a profession's related majors.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Figure } from "../../contracts/career";
import { sourceOf } from "./sources";

export interface FigureScope { provinceCode: string; subjectType: string; year: number }

type SourceColumns = { sourceName: string | null; sourceUrl: string | null; retrievedOn: string | null; sourceSample: boolean | null };
const SOURCE = sql`s.name as "sourceName", s.url as "sourceUrl", s.retrieved_on as "retrievedOn", s.sample as "sourceSample"`;
const REGULAR = (alias: string) => sql.raw(`join admission_batches b on b.province_code = ${alias}.province_code and b.year = ${alias}.year and b.name = ${alias}.batch
  and b.kind = 'regular' and b.level = '本科'`);

/** The newest year with college-level figures of the province and subject type; null when there are none. */
export async function latestFigureYear(database: Database, provinceCode: string, subjectType: string): Promise<number | null> {
  const [row] = await database.rows<{ year: number | null }>(sql`
    select max(year) as year from college_admissions where province_code = ${provinceCode} and subject_type = ${subjectType}`);
  return row?.year ?? null;
}

const figure = (r: Omit<Figure, "source"> & SourceColumns): Figure => ({
  year: r.year, batch: r.batch, minScore: r.minScore, minRank: r.minRank, planCount: r.planCount, sample: r.sample, source: sourceOf(r, r.sample),
});

/** Each college's figure in the regular 本科 batch (the first such batch of the year, where a province had several). */
export async function collegeFigures(database: Database, scope: FigureScope, codes: readonly string[]): Promise<Map<string, Figure>> {
  if (codes.length === 0) return new Map();
  const rows = await database.rows<Omit<Figure, "source"> & SourceColumns & { code: string }>(sql`
    select distinct on (a.college_code) a.college_code as code, a.year, a.batch, a.min_score as "minScore", a.min_rank as "minRank",
      a.plan_count as "planCount", a.sample, ${SOURCE}
    from college_admissions a ${REGULAR("a")} left join data_sources s on s.id = a.source_id
    where a.province_code = ${scope.provinceCode} and a.year = ${scope.year} and a.subject_type = ${scope.subjectType}
      and a.college_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)})
    order by a.college_code, b.sort`);
  return new Map(rows.map((r) => [r.code, figure(r)]));
}

/** A college's major's figure in the regular 本科 batch, keyed "college|major". */
export async function collegeMajorFigures(database: Database, scope: FigureScope, pairs: readonly { college: string; major: string }[]): Promise<Map<string, Figure>> {
  if (pairs.length === 0) return new Map();
  const rows = await database.rows<Omit<Figure, "source"> & SourceColumns & { key: string }>(sql`
    select distinct on (a.college_code, a.major_code) a.college_code || '|' || a.major_code as key, a.year, a.batch, a.min_score as "minScore",
      a.min_rank as "minRank", a.plan_count as "planCount", a.sample, ${SOURCE}
    from major_admissions a ${REGULAR("a")} left join data_sources s on s.id = a.source_id
    where a.province_code = ${scope.provinceCode} and a.year = ${scope.year} and a.subject_type = ${scope.subjectType}
      and (a.college_code, a.major_code) in (${sql.join(pairs.map((p) => sql`(${p.college}, ${p.major})`), sql`, `)})
    order by a.college_code, a.major_code, b.sort`);
  return new Map(rows.map((r) => [r.key, figure(r)]));
}

export interface MajorReach {
  total: number;
  reached: number;
  nearest: { collegeCode: string; collegeName: string; minScore: number | null; minRank: number | null; sample: boolean }[];
}

/**
 * The colleges that admitted to a major in the regular 本科 batch: how many, how many a rank reaches (their minimum rank
 * is the rank or worse), and the five whose minimum rank lies nearest the rank (without a rank: the five most selective).
 */
export async function majorReach(database: Database, scope: FigureScope, majorCode: string, rank: number | null): Promise<MajorReach> {
  const rows = await database.rows<MajorReach["nearest"][number] & { total: number; reached: number }>(sql`
    with m as (
      select distinct on (a.college_code) a.college_code, a.min_score, a.min_rank, a.sample
      from major_admissions a ${REGULAR("a")}
      where a.province_code = ${scope.provinceCode} and a.year = ${scope.year} and a.subject_type = ${scope.subjectType} and a.major_code = ${majorCode}
      order by a.college_code, b.sort
    )
    select m.college_code as "collegeCode", c.name as "collegeName", m.min_score as "minScore", m.min_rank as "minRank", m.sample,
      (select count(*) from m)::int as total, (select count(*) from m where ${rank}::int is not null and m.min_rank >= ${rank})::int as reached
    from m join colleges c on c.code = m.college_code
    order by ${rank == null ? sql`m.min_rank nulls last` : sql`abs(m.min_rank - ${rank}) nulls last`}, m.college_code
    limit 5`);
  return { total: rows[0]?.total ?? 0, reached: rows[0]?.reached ?? 0, nearest: rows.map(({ total: _t, reached: _r, ...r }) => r) };
}

/** The 本科 majors related to each profession (what to study for it), by profession code. */
export async function professionMajors(database: Database, codes: readonly string[]): Promise<Map<string, { code: string; name: string }[]>> {
  if (codes.length === 0) return new Map();
  const rows = await database.rows<{ profession: string; code: string; name: string }>(sql`
    select pm.profession_code as profession, m.code, m.name from profession_majors pm
    join majors m on m.code = pm.major_code and m.level = pm.major_level and m.node_type = 3
    where pm.profession_code in (${sql.join(codes.map((c) => sql`${c}`), sql`, `)}) and pm.major_level = 'ben'
    order by pm.profession_code, m.code`);
  const out = new Map<string, { code: string; name: string }[]>();
  for (const r of rows) (out.get(r.profession) ?? out.set(r.profession, []).get(r.profession)!).push({ code: r.code, name: r.name });
  return out;
}
