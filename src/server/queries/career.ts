// A student's career archive and plan: the profile (生涯档案), awards and activities, the school's exam records, targets
// (goal_infos), admission-route steps (admission_plans) and the learning plan (academic_plans). Every query takes the
// student it is about as an Owner-like {tenantId, studentId} — the caller's own (src/server/lib/owner.ts), or for a
// school's counsellor the student the admin side has checked belongs to the counsellor's school — so no query reads or
// writes another student's rows.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { selectRows } from "../db/seed/bulk";
import type { Owner } from "../lib/owner";
import type { ArchiveRecord, AssessmentSummary, ExamResult, LearningItem, PathStep, Profile, StudentFacts, Target } from "../../contracts/career";
import { ASSESSMENT_CODES } from "../../domain/assessment/catalog";
import { summaryFor, summaryReader } from "../../domain/assessment/summary";
import { latestResults } from "./assessment";

/** Whose archive: a school (tenant) and one of its students. */
export type StudentRef = Pick<Owner, "tenantId" | "studentId">;
/** Who writes: the student's own account (a parent only reads). */
export type Writer = StudentRef & Pick<Owner, "userId">;

const iso = (v: string | Date | null) => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
const splitSubjects = (text: string) => text.split(/[,，+、\s]+/).filter(Boolean);

// ---------------------------------------------------------------- the student

export async function studentFacts(database: Database, who: StudentRef): Promise<StudentFacts | null> {
  const [row] = await database.rows<Omit<StudentFacts, "subjects"> & { subjects: string }>(sql`
    select s.student_name as name, t.tenant_name as "schoolName", coalesce(g.grade_name, '') as "gradeName", s.start_school as "startSchool",
      s.classes_number as "classesNumber", left(s.region_code, 2) as province, s.mode_name as "modeName", s.subjects
    from students s join tenants t on t.tenant_id = s.tenant_id left join grades g on g.id = s.grade_id
    where s.id = ${who.studentId} and s.tenant_id = ${who.tenantId}`);
  return row ? { ...row, subjects: splitSubjects(row.subjects) } : null;
}

// ---------------------------------------------------------------- profile

const EMPTY_PROFILE: Profile = { intro: "", interests: "", strengths: "", growth: "", vision: "", subjectChoice: [], pathRoutes: [], version: 0, updatedAt: null, updatedBy: null };

export async function archiveProfile(database: Database, who: StudentRef): Promise<Profile> {
  const [row] = await database.rows<Omit<Profile, "updatedBy" | "subjectChoice" | "pathRoutes"> & { subjectChoice: string[] | string; pathRoutes: string[] | string; role: string; userName: string; updatedAt: string | Date }>(sql`
    select a.intro, a.interests, a.strengths, a.growth, a.vision, a.subject_choice as "subjectChoice", a.path_routes as "pathRoutes", a.version,
      a.updated_at as "updatedAt", u.authority as role, u.user_name as "userName"
    from career_archives a join users u on u.id = a.updated_by
    where a.tenant_id = ${who.tenantId} and a.student_id = ${who.studentId}`);
  if (!row) return EMPTY_PROFILE;
  const { role, userName, ...rest } = row;
  return { ...rest, subjectChoice: json(row.subjectChoice), pathRoutes: json(row.pathRoutes), updatedAt: iso(row.updatedAt), updatedBy: { role, name: userName } };
}

export interface ProfileText { intro: string; interests: string; strengths: string; growth: string; vision: string }

/**
 * Saves the profile text made on `version` (0: there was none): refused as stale, with the profile as it now is, when
 * someone saved since, so no one's text is overwritten unseen.
 */
export async function saveProfile(database: Database, who: Writer, text: ProfileText, version: number): Promise<{ ok: true; version: number } | { ok: false; current: Profile }> {
  const rows = version === 0
    ? await database.rows<{ version: number }>(sql`
        insert into career_archives (tenant_id, student_id, intro, interests, strengths, growth, vision, updated_by)
        values (${who.tenantId}, ${who.studentId}, ${text.intro}, ${text.interests}, ${text.strengths}, ${text.growth}, ${text.vision}, ${who.userId})
        on conflict (tenant_id, student_id) do nothing returning version`)
    : await database.rows<{ version: number }>(sql`
        update career_archives set intro = ${text.intro}, interests = ${text.interests}, strengths = ${text.strengths}, growth = ${text.growth},
          vision = ${text.vision}, version = version + 1, updated_by = ${who.userId}, updated_at = now()
        where tenant_id = ${who.tenantId} and student_id = ${who.studentId} and version = ${version} returning version`);
  if (rows[0]) return { ok: true, version: rows[0].version };
  return { ok: false, current: await archiveProfile(database, who) };
}

/** Sets one list of the plan (the 选科 choice or the admission routes), creating the archive row when there is none. */
export async function setPlanList(database: Database, who: Writer, field: "subject_choice" | "path_routes", values: readonly string[]): Promise<void> {
  const column = sql.raw(field === "subject_choice" ? "subject_choice" : "path_routes");
  await database.rows(sql`
    insert into career_archives (tenant_id, student_id, ${column}, updated_by) values (${who.tenantId}, ${who.studentId}, ${JSON.stringify(values)}::jsonb, ${who.userId})
    on conflict (tenant_id, student_id) do update set ${column} = excluded.${column}, updated_by = excluded.updated_by, updated_at = now()`);
}

// ---------------------------------------------------------------- awards and activities

const RECORD_COLUMNS = sql`id::text as id, kind, title, date, level, role, detail`;

export function listRecords(database: Database, who: StudentRef): Promise<ArchiveRecord[]> {
  return database.rows<ArchiveRecord>(sql`
    select ${RECORD_COLUMNS} from career_records where tenant_id = ${who.tenantId} and student_id = ${who.studentId} order by date desc, id desc`);
}

export async function countOwned(database: Database, who: StudentRef, table: "career_records" | "goal_infos" | "academic_plans" | "admission_plans"): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where tenant_id = ${who.tenantId} and student_id = ${who.studentId}`);
  return row?.n ?? 0;
}

export type RecordInput = Omit<ArchiveRecord, "id">;

/** Adds a record, or changes one of the student's (null when `id` is not theirs). */
export async function saveRecord(database: Database, who: StudentRef, record: RecordInput, id?: number): Promise<ArchiveRecord | null> {
  const [row] = id == null
    ? await database.rows<ArchiveRecord>(sql`
        insert into career_records (tenant_id, student_id, kind, title, date, level, role, detail)
        values (${who.tenantId}, ${who.studentId}, ${record.kind}, ${record.title}, ${record.date}, ${record.level}, ${record.role}, ${record.detail})
        returning ${RECORD_COLUMNS}`)
    : await database.rows<ArchiveRecord>(sql`
        update career_records set kind = ${record.kind}, title = ${record.title}, date = ${record.date}, level = ${record.level}, role = ${record.role},
          detail = ${record.detail}, updated_at = now()
        where id = ${id} and tenant_id = ${who.tenantId} and student_id = ${who.studentId} returning ${RECORD_COLUMNS}`);
  return row ?? null;
}

/** Deletes one of the student's rows of a plan or archive table; false when it is not theirs. */
export async function removeOwned(database: Database, who: StudentRef, table: "career_records" | "goal_infos" | "academic_plans" | "admission_plans", id: number): Promise<boolean> {
  const rows = await database.rows(sql`delete from ${sql.raw(table)} where id = ${id} and tenant_id = ${who.tenantId} and student_id = ${who.studentId} returning id`);
  return rows.length > 0;
}

// ---------------------------------------------------------------- exam results

/** The school's exam records of the student by exam, newest first, with totals. */
export async function examResults(database: Database, who: StudentRef): Promise<ExamResult[]> {
  const rows = await database.rows<{ examName: string; examDate: string; subject: string; score: number; fullScore: number; classRank: number | null; gradeRank: number | null }>(sql`
    select exam_name as "examName", exam_date as "examDate", subject, score, full_score as "fullScore", class_rank as "classRank", grade_rank as "gradeRank"
    from exam_details where tenant_id = ${who.tenantId} and student_id = ${who.studentId} order by exam_date desc, exam_name, id`);
  const exams = new Map<string, ExamResult>();
  for (const r of rows) {
    const key = `${r.examDate}|${r.examName}`;
    const exam = exams.get(key) ?? exams.set(key, { examName: r.examName, examDate: r.examDate, subjects: [], total: 0, fullTotal: 0 }).get(key)!;
    exam.subjects.push({ subject: r.subject, score: Number(r.score), fullScore: Number(r.fullScore), classRank: r.classRank, gradeRank: r.gradeRank });
    exam.total += Number(r.score);
    exam.fullTotal += Number(r.fullScore);
  }
  return [...exams.values()];
}

// ---------------------------------------------------------------- targets

/** The student's targets, highest priority first, with the names of what they name. */
export async function listTargets(database: Database, who: StudentRef): Promise<Target[]> {
  const rows = await database.rows<{
    id: string; note: string; setAt: Date | string; collegeCode: string | null; collegeName: string | null; provinceName: string | null; cityName: string | null; level: string | null; feature: string | null;
    majorCode: string | null; majorName: string | null; majorLevel: "ben" | "zhuan" | null; professionCode: string | null; professionName: string | null; professionText: string;
  }>(sql`
    select g.id::text as id, g.content as note, g.updated_at as "setAt",
      c.code as "collegeCode", c.name as "collegeName", c.province_name as "provinceName", c.city_name as "cityName", c.level, c.feature,
      m.code as "majorCode", m.name as "majorName", m.level as "majorLevel",
      p.code as "professionCode", p.name as "professionName", case when p.code is null then g.target_profession else '' end as "professionText"
    from goal_infos g
      left join colleges c on c.code = g.target_college_code
      left join lateral (select code, name, level from majors where code = g.target_major_code and node_type = 3 order by level limit 1) m on true
      left join professions p on p.code = g.target_profession
    where g.tenant_id = ${who.tenantId} and g.student_id = ${who.studentId}
    order by g.sort, g.id`);
  return rows.map((r) => ({
    id: r.id, note: r.note, professionText: r.professionText, setAt: new Date(r.setAt).toISOString(),
    college: r.collegeCode ? { code: r.collegeCode, name: r.collegeName!, provinceName: r.provinceName ?? "", cityName: r.cityName ?? "", level: r.level ?? "", feature: r.feature ?? "" } : null,
    major: r.majorCode ? { code: r.majorCode, name: r.majorName!, level: r.majorLevel! } : null,
    profession: r.professionCode ? { code: r.professionCode, name: r.professionName! } : null,
  }));
}

export interface TargetInput { collegeCode: string; majorCode: string; professionCode: string; note: string }

/** What of a target does not exist: the first unknown code's field, or null. */
export async function unknownTargetCode(database: Database, t: TargetInput): Promise<"collegeCode" | "majorCode" | "professionCode" | null> {
  const [row] = await database.rows<{ college: boolean; major: boolean; profession: boolean }>(sql`
    select ${t.collegeCode} = '' or exists (select 1 from colleges where code = ${t.collegeCode}) as college,
      ${t.majorCode} = '' or exists (select 1 from majors where code = ${t.majorCode} and node_type = 3) as major,
      ${t.professionCode} = '' or exists (select 1 from professions where code = ${t.professionCode} and level = 3) as profession`);
  return !row?.college ? "collegeCode" : !row.major ? "majorCode" : !row.profession ? "professionCode" : null;
}

/** Adds a target after the others, or changes one of the student's; the id, or null when `id` is not theirs. */
export async function saveTarget(database: Database, who: StudentRef, t: TargetInput, id?: number): Promise<string | null> {
  const [row] = id == null
    ? await database.rows<{ id: string }>(sql`
        insert into goal_infos (tenant_id, student_id, target_college_code, target_major_code, target_profession, content, sort)
        select ${who.tenantId}, ${who.studentId}, ${t.collegeCode}, ${t.majorCode}, ${t.professionCode}, ${t.note}, coalesce(max(sort), 0) + 1
        from goal_infos where tenant_id = ${who.tenantId} and student_id = ${who.studentId}
        returning id::text as id`)
    : await database.rows<{ id: string }>(sql`
        update goal_infos set target_college_code = ${t.collegeCode}, target_major_code = ${t.majorCode}, target_profession = ${t.professionCode},
          content = ${t.note}, updated_at = now()
        where id = ${id} and tenant_id = ${who.tenantId} and student_id = ${who.studentId} returning id::text as id`);
  return row?.id ?? null;
}

/** Puts the student's targets in the given order; false unless `ids` are exactly their targets. */
export async function orderTargets(database: Database, who: StudentRef, ids: readonly number[]): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const owned = await selectRows<{ id: number | string }>(tx, sql`select id from goal_infos where tenant_id = ${who.tenantId} and student_id = ${who.studentId} for update`);
    const have = new Set(owned.map((r) => Number(r.id)));
    if (have.size !== ids.length || new Set(ids).size !== ids.length || !ids.every((id) => have.has(id))) return false;
    await tx.execute(sql`update goal_infos g set sort = o.ord from unnest(${`{${ids.join(",")}}`}::bigint[]) with ordinality as o(id, ord)
      where g.id = o.id and g.tenant_id = ${who.tenantId} and g.student_id = ${who.studentId}`);
    return true;
  });
}

// ---------------------------------------------------------------- learning plan and route steps

const ITEM_COLUMNS = sql`id::text as id, title, content as detail, due_date as "dueDate", status`;

export function listLearning(database: Database, who: StudentRef): Promise<LearningItem[]> {
  return database.rows<LearningItem>(sql`
    select ${ITEM_COLUMNS}, term, subject from academic_plans where tenant_id = ${who.tenantId} and student_id = ${who.studentId}
    order by term, sort, id`);
}

export function listSteps(database: Database, who: StudentRef): Promise<PathStep[]> {
  return database.rows<PathStep>(sql`
    select ${ITEM_COLUMNS}, route from admission_plans where tenant_id = ${who.tenantId} and student_id = ${who.studentId}
    order by route, sort, id`);
}

export type LearningInput = Omit<LearningItem, "id">;
export type StepInput = Omit<PathStep, "id">;

export async function saveLearning(database: Database, who: StudentRef, item: LearningInput, id?: number): Promise<LearningItem | null> {
  const [row] = id == null
    ? await database.rows<LearningItem>(sql`
        insert into academic_plans (tenant_id, student_id, term, subject, title, content, due_date, status, sort)
        select ${who.tenantId}, ${who.studentId}, ${item.term}, ${item.subject}, ${item.title}, ${item.detail}, ${item.dueDate}, ${item.status}, coalesce(max(sort), 0) + 1
        from academic_plans where tenant_id = ${who.tenantId} and student_id = ${who.studentId} and term = ${item.term}
        returning ${ITEM_COLUMNS}, term, subject`)
    : await database.rows<LearningItem>(sql`
        update academic_plans set term = ${item.term}, subject = ${item.subject}, title = ${item.title}, content = ${item.detail}, due_date = ${item.dueDate},
          status = ${item.status}, updated_at = now()
        where id = ${id} and tenant_id = ${who.tenantId} and student_id = ${who.studentId} returning ${ITEM_COLUMNS}, term, subject`);
  return row ?? null;
}

export async function saveStep(database: Database, who: StudentRef, step: StepInput, id?: number): Promise<PathStep | null> {
  const [row] = id == null
    ? await database.rows<PathStep>(sql`
        insert into admission_plans (tenant_id, student_id, route, title, content, due_date, status, sort)
        select ${who.tenantId}, ${who.studentId}, ${step.route}, ${step.title}, ${step.detail}, ${step.dueDate}, ${step.status}, coalesce(max(sort), 0) + 1
        from admission_plans where tenant_id = ${who.tenantId} and student_id = ${who.studentId} and route = ${step.route}
        returning ${ITEM_COLUMNS}, route`)
    : await database.rows<PathStep>(sql`
        update admission_plans set route = ${step.route}, title = ${step.title}, content = ${step.detail}, due_date = ${step.dueDate}, status = ${step.status}, updated_at = now()
        where id = ${id} and tenant_id = ${who.tenantId} and student_id = ${who.studentId} returning ${ITEM_COLUMNS}, route`);
  return row ?? null;
}

// ---------------------------------------------------------------- everything, for a reader

export interface CareerArchive {
  student: StudentFacts;
  profile: Profile;
  records: ArchiveRecord[];
  exams: ExamResult[];
  targets: Target[];
  learning: LearningItem[];
  steps: PathStep[];
  assessments: AssessmentSummary[];
}

/** Whose archive, and who reads it (the assessment summaries are worded for the reader: 你, 孩子 or the student's name). */
export type ArchiveReader = StudentRef & Pick<Owner, "role">;

/**
 * The latest result of each career assessment the student took, each summary worded for the reader; the wellbeing
 * check is not a career result and stays out.
 */
export async function assessmentSummaries(database: Database, who: ArchiveReader): Promise<AssessmentSummary[]> {
  const latest = await latestResults(database, who);
  return ASSESSMENT_CODES.filter((code) => code !== "psychology").flatMap((code) => {
    const r = latest.get(code);
    if (!r) return [];
    const summary = summaryFor(code, r.result, summaryReader(who.role, r.studentName));
    return [{ code, reportId: r.id, createdAt: r.createdAt, resultCode: r.resultCode, summary, taken: Number(r.taken) }];
  });
}

/**
 * A student's whole career archive and plan with their latest assessment results, read-only: what the archive page shows the student and the parent, and what
 * a school's counsellor reads (the admin side passes a student it has checked is in the counsellor's school). Null when
 * the school has no such student.
 */
export async function careerArchiveOf(database: Database, who: ArchiveReader): Promise<CareerArchive | null> {
  const student = await studentFacts(database, who);
  if (!student) return null;
  const [profile, records, exams, targets, learning, steps, assessments] = await Promise.all([
    archiveProfile(database, who), listRecords(database, who), examResults(database, who), listTargets(database, who), listLearning(database, who), listSteps(database, who),
    assessmentSummaries(database, who),
  ]);
  return { student, profile, records, exams, targets, learning, steps, assessments };
}
