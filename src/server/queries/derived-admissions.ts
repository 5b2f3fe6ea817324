// The tables derived from the enrolment units, so there is one truth, the units: the college- and major-level admission
// tables (college_admissions, major_admissions: what the school page, the majors pages and the comparison read) and
// 扩缩招 per college (college_plan_changes). The seed calls this after writing its sample units and the importer after
// importing real ones.
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

  await refreshPlanChanges(database, scopeRows);
}

/**
 * 扩缩招 per college for the scopes' years and the year after each (which compares with it): every unit of the year
 * paired with last year's by batch and unit key (new and removed units too), its status (up, down, same — or unknown
 * when a plan is missing, counted as same — new, removed), summed per college for each batch and for all batches.
 */
async function refreshPlanChanges(database: Executor, scopeRows: SQL): Promise<void> {
  // the years with units that are a scope's year or the one after it, with their subject types
  const years = sql`
    select distinct e.province_code, e.year, e.subject_type
    from enrollment_units e join (${scopeRows}) s0 on e.province_code = s0.province_code and e.year in (s0.year, s0.year + 1)
      and (s0.subject_type is null or s0.subject_type = e.subject_type)`;
  await run(database, sql`with scope as (${scopeRows}) delete from college_plan_changes t
    where exists (select 1 from scope s where s.province_code = t.province_code and t.year in (s.year, s.year + 1)
      and (s.subject_type is null or s.subject_type = t.subject_type))`);
  const side = (year: SQL) => sql`select id, batch, unit_key, college_code, college_name, plan_count, sample, source_id from enrollment_units
    where province_code = s.province_code and year = ${year} and subject_type = s.subject_type`;
  await run(database, sql`
    with scope as (${years}), pairs as (
      select s.province_code, s.year, s.subject_type, x.*
      from scope s
      cross join lateral (
        select coalesce(c.batch, p.batch) as batch,
          coalesce(coalesce(c.college_code, p.college_code), '~' || coalesce(c.college_name, p.college_name)) as key,
          coalesce(c.college_code, p.college_code) as code, coalesce(c.college_name, p.college_name) as name,
          c.plan_count as plan, p.plan_count as last_plan,
          case when p.id is null then 'new' when c.id is null then 'removed'
            when c.plan_count is null or p.plan_count is null then 'same'
            when c.plan_count > p.plan_count then 'up' when c.plan_count < p.plan_count then 'down' else 'same' end as status,
          coalesce(c.sample, p.sample) as sample, coalesce(c.source_id, p.source_id) as source_id
        from (${side(sql`s.year`)}) c full join (${side(sql`s.year - 1`)}) p on p.batch = c.batch and p.unit_key = c.unit_key) x
    )
    insert into college_plan_changes (province_code, year, subject_type, batch, college_key, college_code, college_name, plan_count, last_plan_count,
      up, down, same, new, removed, sample, sources)
    select province_code, year, subject_type, coalesce(batch, ''), key, max(code), left(max(name), 100),
      coalesce(sum(plan), 0)::int, coalesce(sum(last_plan), 0)::int,
      (count(*) filter (where status = 'up'))::int, (count(*) filter (where status = 'down'))::int, (count(*) filter (where status = 'same'))::int,
      (count(*) filter (where status = 'new'))::int, (count(*) filter (where status = 'removed'))::int,
      bool_or(sample), jsonb_agg(distinct jsonb_build_array(source_id, sample))
    from pairs
    group by grouping sets ((province_code, year, subject_type, batch, key), (province_code, year, subject_type, key))`);
}
