// Career assessments: a student's stored reports (always read and written through an Owner: the caller's school and
// student), the latest result of each code (the career archive's summary), counsellor referrals (the counsellor's
// screens list them for their students), and what the scoring needs from the rest of the database: the student's
// province and latest exam scores, the names of the major classes and professions a result points to.
import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import type { Owner } from "../lib/owner";

const json = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);
const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** Whose reports: a school (tenant) and one of its students. An Owner is one; the counsellor's screens pass their own. */
export interface StudentRef { tenantId: string; studentId: number }

export interface ReportRow {
  id: string;
  code: string;
  version: string;
  result: Record<string, unknown>;
  resultCode: string;
  createdAt: string;
  takenBy: "student" | "parent";
  studentName: string;
}

interface RawReport extends Omit<ReportRow, "id" | "result" | "createdAt"> { id: number | string; result: Record<string, unknown> | string; createdAt: string | Date }
const reportRow = (r: RawReport): ReportRow => ({ ...r, id: String(r.id), result: json(r.result), createdAt: iso(r.createdAt), takenBy: r.takenBy === "parent" ? "parent" : "student" });

const REPORT_COLUMNS = sql`r.id, r.code, r.version, r.result, r.result_code as "resultCode", r.created_at as "createdAt",
  u.authority as "takenBy", s.student_name as "studentName"`;

export interface NewReport {
  code: string;
  version: string;
  answers: { id: string; value: number }[];
  result: Record<string, unknown>;
  resultCode: string;
}

/** Stores one take; returns its id. */
export async function insertReport(database: Database, owner: Owner, report: NewReport): Promise<string> {
  const [row] = await database.rows<{ id: number | string }>(sql`
    insert into assessment_reports (tenant_id, student_id, code, version, answers, result, result_code, taken_by)
    values (${owner.tenantId}, ${owner.studentId}, ${report.code}, ${report.version}, ${JSON.stringify(report.answers)}::jsonb,
      ${JSON.stringify(report.result)}::jsonb, ${report.resultCode}, ${owner.userId})
    returning id`);
  return String(row!.id);
}

/** Only the reports that raised a referral (what the school's psychology teacher may read). */
export interface ReportFilter { referredOnly?: boolean }
const referred = (f: ReportFilter) => (f.referredOnly ? sql`and exists (select 1 from assessment_referrals f where f.report_id = r.id and f.tenant_id = r.tenant_id)` : sql``);

/** One of the student's reports; null when it is not theirs (or does not exist, or is filtered out). */
export async function findReport(database: Database, who: StudentRef, reportId: string, filter: ReportFilter = {}): Promise<ReportRow | null> {
  const [row] = await database.rows<RawReport>(sql`
    select ${REPORT_COLUMNS} from assessment_reports r join users u on u.id = r.taken_by join students s on s.id = r.student_id
    where r.id = ${reportId} and r.tenant_id = ${who.tenantId} and r.student_id = ${who.studentId} ${referred(filter)}`);
  return row ? reportRow(row) : null;
}

/** Every take of one assessment by the student, newest first. */
export async function reportHistory(database: Database, who: StudentRef, code: string, filter: ReportFilter = {}): Promise<ReportRow[]> {
  const rows = await database.rows<RawReport>(sql`
    select ${REPORT_COLUMNS} from assessment_reports r join users u on u.id = r.taken_by join students s on s.id = r.student_id
    where r.tenant_id = ${who.tenantId} and r.student_id = ${who.studentId} and r.code = ${code} ${referred(filter)}
    order by r.created_at desc, r.id desc limit 200`);
  return rows.map(reportRow);
}

/**
 * Whether a staff account of the school holds the psychology teacher's duty (read at every call, so taking the duty
 * away takes effect at once). Only an active teacher account can hold it.
 */
export async function hasPsychologyDuty(database: Database, scope: { tenantId: string; userId: number }): Promise<boolean> {
  const [row] = await database.rows<{ duty: boolean }>(sql`
    select psychology_duty as duty from users
    where id = ${scope.userId} and tenant_id = ${scope.tenantId} and authority = 'teacher' and status = 1 and deleted_at is null`);
  return row?.duty === true;
}

/** Whether the student of the school has any wellbeing referral (what lets the psychology teacher open their page). */
export async function hasReferral(database: Database, who: StudentRef): Promise<boolean> {
  const rows = await database.rows(sql`select 1 from assessment_referrals where tenant_id = ${who.tenantId} and student_id = ${who.studentId} limit 1`);
  return rows.length > 0;
}

export interface LatestResult extends ReportRow {
  /** how many times this assessment was taken */
  taken: number;
}

/**
 * The student's newest report of every assessment taken, by code, with the number of takes: the assessment list and
 * the career archive's summary read this.
 */
export async function latestResults(database: Database, who: StudentRef): Promise<Map<string, LatestResult>> {
  const rows = await database.rows<RawReport & { taken: number | string }>(sql`
    select ${REPORT_COLUMNS}, t.taken from (
      select distinct on (code) id, count(*) over (partition by code) as taken from assessment_reports
      where tenant_id = ${who.tenantId} and student_id = ${who.studentId}
      order by code, created_at desc, id desc
    ) t join assessment_reports r on r.id = t.id join users u on u.id = r.taken_by join students s on s.id = r.student_id`);
  return new Map(rows.map((r) => [r.code, { ...reportRow(r), taken: Number(r.taken) }]));
}

// ---------------------------------------------------------------- counsellor referrals

/** Raises a counsellor referral for a wellbeing report whose scores were high. */
export async function insertReferral(database: Database, owner: Owner, reportId: string, scores: { who5: number; gad7: number; reasons: string[] }): Promise<void> {
  await database.rows(sql`
    insert into assessment_referrals (tenant_id, student_id, report_id, who5, gad7, reasons)
    values (${owner.tenantId}, ${owner.studentId}, ${reportId}, ${scores.who5}, ${scores.gad7}, ${JSON.stringify(scores.reasons)}::jsonb)`);
}

export interface ReferralRow {
  id: string;
  studentId: string;
  studentName: string;
  reportId: string;
  who5: number;
  gad7: number;
  reasons: string[];
  status: "open" | "seen" | "closed";
  handledAt: string | null;
  note: string;
  createdAt: string;
}

/**
 * The referrals of a school's students (a counsellor's list): of the given students only (their class or grade; an
 * empty list gives none), open and seen ones unless `includeClosed`, newest first.
 */
export async function listReferrals(database: Database, tenantId: string, studentIds: readonly number[] | "all", opts: { includeClosed?: boolean; limit?: number } = {}): Promise<ReferralRow[]> {
  if (studentIds.length === 0) return [];
  const which = studentIds === "all" ? sql`` : sql`and f.student_id in (${sql.join(studentIds.map((id) => sql`${id}`), sql`, `)})`;
  const rows = await database.rows<Omit<ReferralRow, "id" | "studentId" | "reportId" | "reasons" | "createdAt" | "handledAt"> & {
    id: number | string; studentId: number | string; reportId: number | string; reasons: string[] | string; createdAt: string | Date; handledAt: string | Date | null;
  }>(sql`
    select f.id, f.student_id as "studentId", s.student_name as "studentName", f.report_id as "reportId", f.who5, f.gad7, f.reasons, f.status,
      f.handled_at as "handledAt", f.note, f.created_at as "createdAt"
    from assessment_referrals f join students s on s.id = f.student_id
    where f.tenant_id = ${tenantId} ${which} ${opts.includeClosed ? sql`` : sql`and f.status <> 'closed'`}
    order by f.created_at desc, f.id desc limit ${opts.limit ?? 500}`);
  return rows.map((r) => ({
    ...r, id: String(r.id), studentId: String(r.studentId), reportId: String(r.reportId), reasons: json(r.reasons), createdAt: iso(r.createdAt),
    handledAt: r.handledAt == null ? null : iso(r.handledAt), who5: Number(r.who5), gad7: Number(r.gad7),
  }));
}

/** One referral of the school, with its student, or null. */
export async function findReferral(database: Database, tenantId: string, id: number): Promise<{ id: number; studentId: number; status: ReferralRow["status"]; note: string } | null> {
  const [row] = await database.rows<{ id: number | string; studentId: number | string; status: ReferralRow["status"]; note: string }>(sql`
    select id, student_id as "studentId", status, note from assessment_referrals where tenant_id = ${tenantId} and id = ${id}`);
  return row ? { ...row, id: Number(row.id), studentId: Number(row.studentId) } : null;
}

/** Moves a referral to `status` with the counsellor's note, stamping who and when. */
export async function setReferralStatus(db: Db, tenantId: string, id: number, change: { status: "seen" | "closed"; note: string; handledBy: number }): Promise<void> {
  await db.execute(sql`
    update assessment_referrals set status = ${change.status}, note = ${change.note}, handled_by = ${change.handledBy}, handled_at = now()
    where tenant_id = ${tenantId} and id = ${id}`);
}

// ---------------------------------------------------------------- what scoring needs

/** The student's province (GB/T 2260, from the region code) and chosen subjects. */
export async function studentFacts(database: Database, who: StudentRef): Promise<{ provinceCode: string | null; subjects: string } | null> {
  const [row] = await database.rows<{ regionCode: string; subjects: string }>(sql`
    select region_code as "regionCode", subjects from students where id = ${who.studentId} and tenant_id = ${who.tenantId}`);
  if (!row) return null;
  return { provinceCode: /^\d{2}/.test(row.regionCode) ? row.regionCode.slice(0, 2) : null, subjects: row.subjects };
}

export interface ExamScoreRow { subject: string; examName: string; examDate: string; score: number; fullScore: number }

/** The student's score in every subject at its latest exam (one row per subject). */
export async function latestExamScores(database: Database, who: StudentRef): Promise<ExamScoreRow[]> {
  const rows = await database.rows<ExamScoreRow>(sql`
    select distinct on (subject) subject, exam_name as "examName", exam_date as "examDate", score, full_score as "fullScore"
    from exam_details where tenant_id = ${who.tenantId} and student_id = ${who.studentId} and full_score > 0
    order by subject, exam_date desc, id desc`);
  return rows.map((r) => ({ ...r, score: Number(r.score), fullScore: Number(r.fullScore) }));
}

/** Names of 本科 major classes (专业类) and professions by code, for the pointers of a result. */
export async function pointerNames(database: Database, majorClassCodes: readonly string[], professionCodes: readonly string[]): Promise<{ majors: Map<string, string>; professions: Map<string, string> }> {
  const list = (codes: readonly string[]) => sql.join((codes.length ? codes : [""]).map((c) => sql`${c}`), sql`, `);
  const [majors, professions] = await Promise.all([
    database.rows<{ code: string; name: string }>(sql`select code, name from majors where level = 'ben' and node_type = 2 and code in (${list(majorClassCodes)})`),
    database.rows<{ code: string; name: string }>(sql`select code, name from professions where level = 3 and code in (${list(professionCodes)})`),
  ]);
  return { majors: new Map(majors.map((r) => [r.code, r.name])), professions: new Map(professions.map((r) => [r.code, r.name])) };
}

/** Marks the student's open tasks that point at this page (an assessment's test) done. */
export async function completeTasksLinkedTo(database: Database, who: StudentRef, link: string): Promise<void> {
  await database.rows(sql`update student_tasks set status = 1 where tenant_id = ${who.tenantId} and student_id = ${who.studentId} and link = ${link} and status = 0`);
}
