// Volunteer forms: a student's named plans with their versions and comments (always read and written through an
// Owner: the caller's school and student), and the units a form can hold (the units of the form's province, year and
// batch, with their majors).
import { announce, onNotice } from "../lib/bus";
import type { EntrySource } from "../../contracts/volunteer";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { selectRows, type Executor } from "../db/seed/bulk";
import type { Owner } from "../lib/owner";
import type { Source } from "../../contracts/common";
import { SAMPLE_SOURCE, sourcesByIds, UNKNOWN_SOURCE } from "./sources";
import { TtlCache, dbKey } from "../lib/cache";

export interface PlanEntry { unitKey: string; majors: string[]; adjust: boolean; from?: EntrySource }

export interface PlanRow {
  id: number; name: string; provinceCode: string; year: number; batch: string; subjectType: string; entries: PlanEntry[];
  eligiblePlans: string[]; version: number; status: "draft" | "final"; parentCanEdit: boolean; updatedAt: string;
  updatedByRole: string; updatedByName: string;
}

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

const PLAN_COLUMNS = sql`p.id, p.name, p.province_code as "provinceCode", p.year, p.batch, p.subject_type as "subjectType", p.entries,
  p.eligible_plans as "eligiblePlans", p.version, p.status, p.parent_can_edit as "parentCanEdit", p.updated_at as "updatedAt",
  u.authority as "updatedByRole", u.user_name as "updatedByName"`;

function planRow(r: PlanRow & { entries: PlanEntry[] | string; eligiblePlans: string[] | string; updatedAt: string | Date }): PlanRow {
  return { ...r, id: Number(r.id), entries: json(r.entries), eligiblePlans: json(r.eligiblePlans), updatedAt: iso(r.updatedAt) };
}

/** The owner's plans, last changed first. */
export async function listPlans(database: Database, owner: Owner): Promise<(PlanRow & { unread: number })[]> {
  const rows = await database.rows<PlanRow & { unread: number }>(sql`
    select ${PLAN_COLUMNS}, (${UNREAD(owner.userId)}) as unread from volunteer_plans p join users u on u.id = p.updated_by
    where p.tenant_id = ${owner.tenantId} and p.student_id = ${owner.studentId}
    order by p.updated_at desc, p.id desc`);
  return rows.map((r) => ({ ...planRow(r), unread: Number(r.unread) }));
}

/** Comments on plan p written by others since the reader last opened the plan (all of them, if never). */
const UNREAD = (userId: number) => sql`
  select count(*)::int from volunteer_comments c
  where c.plan_id = p.id and c.author_id <> ${userId}
    and c.created_at > coalesce((select r.read_at from volunteer_comment_reads r where r.plan_id = p.id and r.user_id = ${userId}), '-infinity'::timestamptz)`;

/** The reader has seen the plan's comments as they are now. */
export async function markCommentsRead(database: Database, planId: number, userId: number): Promise<void> {
  await database.rows(sql`
    insert into volunteer_comment_reads (plan_id, user_id, read_at) values (${planId}, ${userId}, now())
    on conflict (plan_id, user_id) do update set read_at = excluded.read_at`);
}

/** One of the owner's plans; null when it is not theirs (or does not exist). */
export async function findPlan(database: Executor, owner: Owner, id: number): Promise<PlanRow | null> {
  const [row] = await selectRows<PlanRow>(database, sql`
    select ${PLAN_COLUMNS} from volunteer_plans p join users u on u.id = p.updated_by
    where p.id = ${id} and p.tenant_id = ${owner.tenantId} and p.student_id = ${owner.studentId}`);
  return row ? planRow(row) : null;
}

export interface PlanVersion { version: number; name: string; entries: PlanEntry[]; savedAt: string; savedByRole: string; savedByName: string }

/** A page of a plan's saved versions, newest first, with how many are stored: every one can be listed and opened. */
export async function planVersions(database: Database, planId: number, page: { limit: number; offset: number } = { limit: 30, offset: 0 }): Promise<{ rows: PlanVersion[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    database.rows<PlanVersion & { entries: PlanEntry[] | string; savedAt: string | Date }>(sql`
      select v.version, v.name, v.entries, v.saved_at as "savedAt", u.authority as "savedByRole", u.user_name as "savedByName"
      from volunteer_plan_versions v join users u on u.id = v.saved_by
      where v.plan_id = ${planId} order by v.version desc limit ${page.limit} offset ${page.offset}`),
    database.rows<{ n: number | string }>(sql`select count(*) as n from volunteer_plan_versions where plan_id = ${planId}`),
  ]);
  return { rows: rows.map((r) => ({ ...r, entries: json(r.entries), savedAt: iso(r.savedAt) })), total: Number(count?.n ?? 0) };
}

/** One saved version of a plan, however old; null when there is none of that number. */
export async function planVersion(database: Database, planId: number, version: number): Promise<PlanVersion | null> {
  const [row] = await database.rows<PlanVersion & { entries: PlanEntry[] | string; savedAt: string | Date }>(sql`
    select v.version, v.name, v.entries, v.saved_at as "savedAt", u.authority as "savedByRole", u.user_name as "savedByName"
    from volunteer_plan_versions v join users u on u.id = v.saved_by
    where v.plan_id = ${planId} and v.version = ${version}`);
  return row ? { ...row, entries: json(row.entries), savedAt: iso(row.savedAt) } : null;
}

export interface CommentRow { id: number; unitKey: string | null; text: string; authorRole: string; authorName: string; createdAt: string }

export async function planComments(database: Database, planId: number): Promise<CommentRow[]> {
  const rows = await database.rows<CommentRow & { createdAt: string | Date }>(sql`
    select c.id, c.unit_key as "unitKey", c.text, u.authority as "authorRole", u.user_name as "authorName", c.created_at as "createdAt"
    from volunteer_comments c join users u on u.id = c.author_id
    where c.plan_id = ${planId} order by c.created_at, c.id`);
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt) }));
}

export interface NewPlan {
  name: string; provinceCode: string; year: number; batch: string; subjectType: string; entries: PlanEntry[]; eligiblePlans: string[];
  status: "draft" | "final";
}

export type SaveOutcome =
  | { ok: true; id: number; version: number }
  | { ok: false; reason: "stale"; current: PlanRow }
  | { ok: false; reason: "name-taken" | "not-found" };

/**
 * Creates a plan, or changes one when `id` is given — only if `version` is still its version: a save made on an older
 * version is refused and the plan as it now is returned, so no one's change is overwritten unseen. Every save is kept
 * as a version.
 */
export async function savePlan(database: Database, owner: Owner, plan: NewPlan, target?: { id: number; version: number }): Promise<SaveOutcome> {
  return database.db.transaction(async (tx) => {
    const run = <T>(q: SQL) => selectRows<T>(tx, q);
    const [clash] = await run<{ id: number }>(sql`
      select id from volunteer_plans where tenant_id = ${owner.tenantId} and student_id = ${owner.studentId} and name = ${plan.name}
        ${target ? sql`and id <> ${target.id}` : sql``}`);
    if (clash) return { ok: false as const, reason: "name-taken" as const };
    let id: number, version: number;
    if (target) {
      const [row] = await run<{ id: number; version: number }>(sql`
        update volunteer_plans set name = ${plan.name}, province_code = ${plan.provinceCode}, year = ${plan.year}, batch = ${plan.batch},
          subject_type = ${plan.subjectType}, entries = ${JSON.stringify(plan.entries)}::jsonb, eligible_plans = ${JSON.stringify(plan.eligiblePlans)}::jsonb,
          status = ${plan.status}, version = version + 1, updated_by = ${owner.userId}, updated_at = now()
        where id = ${target.id} and tenant_id = ${owner.tenantId} and student_id = ${owner.studentId} and version = ${target.version}
        returning id, version`);
      if (!row) {
        const current = await findPlan(tx, owner, target.id);
        return current ? { ok: false as const, reason: "stale" as const, current } : { ok: false as const, reason: "not-found" as const };
      }
      ({ id, version } = { id: Number(row.id), version: row.version });
    } else {
      const [row] = await run<{ id: number; version: number }>(sql`
        insert into volunteer_plans (tenant_id, student_id, name, province_code, year, batch, subject_type, entries, eligible_plans, status, updated_by)
        values (${owner.tenantId}, ${owner.studentId}, ${plan.name}, ${plan.provinceCode}, ${plan.year}, ${plan.batch}, ${plan.subjectType},
          ${JSON.stringify(plan.entries)}::jsonb, ${JSON.stringify(plan.eligiblePlans)}::jsonb, ${plan.status}, ${owner.userId})
        returning id, version`);
      ({ id, version } = { id: Number(row!.id), version: row!.version });
    }
    await run(sql`insert into volunteer_plan_versions (plan_id, version, name, entries, saved_by)
      values (${id}, ${version}, ${plan.name}, ${JSON.stringify(plan.entries)}::jsonb, ${owner.userId})`);
    return { ok: true as const, id, version };
  });
}

/** Deletes one of the owner's plans (with its versions and comments); false when it is not theirs. */
export async function removePlan(database: Database, owner: Owner, id: number): Promise<boolean> {
  const rows = await database.rows(sql`delete from volunteer_plans where id = ${id} and tenant_id = ${owner.tenantId} and student_id = ${owner.studentId} returning id`);
  return rows.length > 0;
}

export async function setParentCanEdit(database: Database, owner: Owner, id: number, allowed: boolean): Promise<boolean> {
  const rows = await database.rows(sql`update volunteer_plans set parent_can_edit = ${allowed}
    where id = ${id} and tenant_id = ${owner.tenantId} and student_id = ${owner.studentId} returning id`);
  return rows.length > 0;
}

export async function addComment(database: Database, owner: Owner, planId: number, unitKey: string | null, text: string): Promise<CommentRow | null> {
  const [row] = await database.rows<{ id: number }>(sql`
    insert into volunteer_comments (plan_id, unit_key, author_id, text)
    select p.id, ${unitKey}, ${owner.userId}, ${text} from volunteer_plans p
    where p.id = ${planId} and p.tenant_id = ${owner.tenantId} and p.student_id = ${owner.studentId}
    returning id`);
  if (!row) return null;
  return (await planComments(database, planId)).find((c) => c.id === Number(row.id)) ?? null;
}

/** The owner's student: province (from the region code) and chosen subjects. */
export async function studentOf(database: Database, owner: Owner): Promise<{ regionCode: string; subjects: string; specialPlans: string[]; startSchool: string } | null> {
  const [row] = await database.rows<{ regionCode: string; subjects: string; specialPlans: string[] | string; startSchool: string }>(sql`
    select region_code as "regionCode", subjects, special_plans as "specialPlans", start_school as "startSchool"
    from students where id = ${owner.studentId} and tenant_id = ${owner.tenantId}`);
  return row ? { ...row, specialPlans: json(row.specialPlans) } : null;
}

/** Stores the special plans the student says they qualify for (their profile); false when the student is not found. */
export async function setSpecialPlans(database: Database, owner: Owner, plans: readonly string[]): Promise<boolean> {
  const rows = await database.rows<{ id: number }>(sql`
    update students set special_plans = ${JSON.stringify(plans)}::jsonb, updated_at = now()
    where id = ${owner.studentId} and tenant_id = ${owner.tenantId} returning id`);
  if (rows.length > 0) await forgetStudentScopes();
  return rows.length > 0;
}

/**
 * The college list reads the student's province and subjects on every page (each card carries the line there): kept a
 * few seconds per process like the favourites, and forgotten at once when this process writes a student
 * (forgetStudentScopes), so another process's change shows within STUDENT_CACHE_MS.
 */
const studentScopes = new TtlCache<{ regionCode: string; subjects: string } | null>(Number(process.env.STUDENT_CACHE_MS ?? 5000), 20000);
export function cachedStudentOf(database: Database, owner: Owner): Promise<{ regionCode: string; subjects: string } | null> {
  return studentScopes.getOrLoad(`${dbKey(database)}:${owner.tenantId}:${owner.studentId}`, () => studentOf(database, owner));
}
/**
 * After any write to students (writes are rare: forgetting every entry is simplest and safe), here and, by notice, in
 * the other processes. Awaited before the write is answered, so the next call (maybe to another process) finds the
 * notice sent.
 */
export function forgetStudentScopes(): Promise<void> {
  studentScopes.clear();
  return announce({ kind: "students" });
}
onNotice((notice) => {
  if (notice.kind === "students" || notice.kind === "all") studentScopes.clear();
});

// ---------------------------------------------------------------- the units a form can hold

export interface FormScope { provinceCode: string; year: number; subjectType: string; batch: string }

/**
 * The year whose units a form of `year` lists: the year itself once its plans are published (imported), else the
 * newest year before it; null when the province has no units of that subject type and batch.
 */
export async function formUnitYear(database: Database, s: FormScope): Promise<number | null> {
  const [row] = await database.rows<{ year: number | null }>(sql`
    select max(year) as year from enrollment_units
    where province_code = ${s.provinceCode} and subject_type = ${s.subjectType} and batch = ${s.batch} and year <= ${s.year}`);
  return row?.year ?? null;
}

export interface FormUnitRow {
  unitKey: string; collegeCode: string | null; collegeName: string; collegeNameEn: string; cityName: string; name: string; unitCode: string;
  collegeEnrollCode: string;
  planType: string; subjectRequirement: string; planCount: number | null; tuition: number | null; year: number;
  majors: { name: string; code: string; remark: string; planCount: number | null; minRank: number | null; minScore: number | null }[];
  sample: boolean; source: Source | null;
}

/** The units of the form's year with these keys, with their majors (in their published order) and source. */
export async function formUnits(database: Database, s: FormScope, unitYear: number, unitKeys: readonly string[]): Promise<Map<string, FormUnitRow>> {
  if (unitKeys.length === 0) return new Map();
  const rows = await database.rows<Omit<FormUnitRow, "source" | "majors"> & { id: number; sourceId: number | null; majors: FormUnitRow["majors"] | string }>(sql`
    select u.id, u.unit_key as "unitKey", u.college_code as "collegeCode", u.college_name as "collegeName", coalesce(c.name_en, '') as "collegeNameEn",
      coalesce(c.city_name, '') as "cityName", u.name, u.unit_code as "unitCode", u.college_enroll_code as "collegeEnrollCode", u.plan_type as "planType",
      u.subject_requirement as "subjectRequirement", u.plan_count as "planCount", u.tuition, u.year, u.sample, u.source_id as "sourceId",
      coalesce((select json_agg(json_build_object('name', m.major_name, 'code', m.major_code, 'remark', m.remark, 'planCount', m.plan_count,
        'minRank', m.min_rank, 'minScore', m.min_score) order by m.id) from unit_majors m where m.unit_id = u.id), '[]'::json) as majors
    from enrollment_units u left join colleges c on c.code = u.college_code
    where u.province_code = ${s.provinceCode} and u.year = ${unitYear} and u.subject_type = ${s.subjectType} and u.batch = ${s.batch}
      and u.unit_key in (${sql.join(unitKeys.map((k) => sql`${k}`), sql`, `)})`);
  const sources = await sourcesByIds(database, rows.flatMap((r) => (r.sourceId == null ? [] : [r.sourceId])));
  return new Map(rows.map(({ id: _id, sourceId, majors, ...r }) => [r.unitKey, {
    ...r, majors: json(majors),
    source: sourceId != null ? (sources.get(sourceId) ?? null) : r.sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE,
  }]));
}

export interface LastFigures { minRank: number | null; minScore: number | null; majorRanks: Record<string, number | null> }

/**
 * The units' last published figures (their newest year before the form's): min rank and score, and each major's min
 * rank by name — what a unit's and a major's chances are judged by while this year's are not known.
 */
export async function lastFigures(database: Database, s: FormScope, unitKeys: readonly string[]): Promise<Map<string, LastFigures>> {
  if (unitKeys.length === 0) return new Map();
  const rows = await database.rows<{ unitKey: string; minRank: number | null; minScore: number | null; majorRanks: Record<string, number | null> | string | null }>(sql`
    select distinct on (u.unit_key) u.unit_key as "unitKey", u.min_rank as "minRank", u.min_score as "minScore",
      (select json_object_agg(m.major_name, m.min_rank) from unit_majors m where m.unit_id = u.id) as "majorRanks"
    from enrollment_units u
    where u.province_code = ${s.provinceCode} and u.subject_type = ${s.subjectType} and u.batch = ${s.batch} and u.year < ${s.year}
      and u.unit_key in (${sql.join(unitKeys.map((k) => sql`${k}`), sql`, `)})
    order by u.unit_key, u.year desc`);
  return new Map(rows.map(({ unitKey, majorRanks, ...r }) => [unitKey, { ...r, majorRanks: majorRanks == null ? {} : json(majorRanks) }]));
}

/** The unit key of a unit named by its college code (院校代号) and group or major code, in the form's year. */
export async function unitKeysByCode(database: Database, s: FormScope, unitYear: number): Promise<Map<string, string>> {
  const rows = await database.rows<{ college: string; code: string; unitKey: string }>(sql`
    select college_enroll_code as college, unit_code as code, unit_key as "unitKey" from enrollment_units
    where province_code = ${s.provinceCode} and year = ${unitYear} and subject_type = ${s.subjectType} and batch = ${s.batch}`);
  return new Map(rows.map((r) => [`${r.college}|${r.code}`, r.unitKey]));
}

/** The stated yearly tuition of units by id (a unit without one is absent): the recommender's fee ceiling reads it. */
export async function unitTuitions(database: Database, unitIds: readonly number[]): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await database.rows<{ id: number; tuition: number }>(sql`
    select id, tuition from enrollment_units where tuition is not null and id in (${sql.join(unitIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.tuition)]));
}
