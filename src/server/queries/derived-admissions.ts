// The college- and major-level admission tables (college_admissions, major_admissions: what the school page, the majors
// pages and the comparison read) derived from the enrolment units, so there is one truth: the units. The seed calls this
// after writing its sample units and the importer after importing real ones.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/seed/bulk";

export interface DerivedScope { provinceCode: string; year: number; subjectType?: string }

async function run(database: Executor, query: SQL): Promise<void> {
  const exec = "db" in database ? database.db : database;
  await exec.execute(query);
}

/**
 * Replaces the college- and major-level rows of the given scopes (province and year, optionally one subject type) with
 * rows derived from the enrolment units there, whether the units are sample or real: the rows carry the units' sample
 * flag (true when any unit behind a row is sample) and source. `"all"` means every province, year and subject type that
 * has units; rows of scopes without units are left alone.
 *
 * College level: per college, province, year, subject type and batch over the college's 普通 units (special plans such
 * as 中外合作 or 国家专项 admit on their own lines and would distort it): the lowest min score and the worst min rank,
 * the plan-weighted average of the units' average scores, the highest max score and the sum of plans.
 * Major level: per college, major, province, year, subject type and batch over the majors inside 普通 units: plan sum,
 * fee, years, lowest min score, worst min rank, plan-weighted average score; the requirement of the unit where the
 * major ranked worst.
 */
export async function refreshDerivedAdmissions(database: Executor, scopes: DerivedScope[] | "all"): Promise<void> {
  if (scopes !== "all" && scopes.length === 0) return;
  const scopeRows = scopes === "all"
    ? sql`select distinct province_code, year, subject_type from enrollment_units`
    : sql`select x.province_code, x.year, x.subject_type from json_to_recordset(${JSON.stringify(scopes.map((s) => ({ province_code: s.provinceCode, year: s.year, subject_type: s.subjectType ?? null })))}::json)
        as x(province_code varchar, year integer, subject_type varchar)`;
  const inScope = (alias: string) => sql.raw(`exists (select 1 from scope s where s.province_code = ${alias}.province_code and s.year = ${alias}.year
    and (s.subject_type is null or s.subject_type = ${alias}.subject_type))`);

  await run(database, sql`with scope as (${scopeRows}) delete from college_admissions t where ${inScope("t")}`);
  await run(database, sql`with scope as (${scopeRows}) delete from major_admissions t where ${inScope("t")}`);

  await run(database, sql`
    with scope as (${scopeRows})
    insert into college_admissions (college_code, province_code, year, subject_type, batch, min_score, min_rank, avg_score, max_score, plan_count, source_id, sample)
    select u.college_code, u.province_code, u.year, u.subject_type, u.batch,
      min(u.min_score), max(u.min_rank),
      round(sum(u.avg_score::numeric * coalesce(u.plan_count, 1)) filter (where u.avg_score is not null)
        / nullif(sum(coalesce(u.plan_count, 1)) filter (where u.avg_score is not null), 0))::integer,
      max(u.max_score), sum(u.plan_count)::integer, max(u.source_id), bool_or(u.sample)
    from enrollment_units u
    where u.plan_type = '普通' and u.college_code is not null and ${inScope("u")}
    group by u.college_code, u.province_code, u.year, u.subject_type, u.batch`);

  await run(database, sql`
    with scope as (${scopeRows})
    insert into major_admissions (college_code, major_code, major_name, province_code, year, subject_type, batch, subject_requirement,
      plan_count, tuition, school_years, min_score, min_rank, avg_score, source_id, sample)
    select u.college_code, m.major_code, left(min(m.major_name), 60), u.province_code, u.year, u.subject_type, u.batch,
      (array_agg(u.subject_requirement order by m.min_rank desc nulls last))[1],
      sum(m.plan_count)::integer, max(coalesce(m.tuition, u.tuition)), max(coalesce(m.school_years, u.school_years))::integer,
      min(m.min_score), max(m.min_rank),
      round(sum(m.avg_score::numeric * coalesce(m.plan_count, 1)) filter (where m.avg_score is not null)
        / nullif(sum(coalesce(m.plan_count, 1)) filter (where m.avg_score is not null), 0))::integer,
      max(u.source_id), bool_or(u.sample or m.sample)
    from unit_majors m join enrollment_units u on u.id = m.unit_id
    where u.plan_type = '普通' and u.college_code is not null and m.major_code <> '' and ${inScope("u")}
    group by u.college_code, m.major_code, u.province_code, u.year, u.subject_type, u.batch`);
}
