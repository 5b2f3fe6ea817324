// /api/counsellor: a class counsellor's students (those of the classes they counsel; an administrator sees the whole
// school) and one student's page. Their career assessment reports are read through /api/common/assessment with the
// student's id, their volunteer plans through /api/common/volunteer (the counsellor acts as that student's Owner, read
// and comment only). Wellbeing referrals — a wellbeing check whose scores were high — are the school's psychology
// teacher's alone (a teacher account the administrator gave that duty): the psychology paper promises the student that
// only they, their parent and, when scores are high, the psychology teacher see the results, so neither the class
// counsellor nor the administrator reads a score, a reason or even that a referral exists.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { fail, ok, refusal } from "../lib/r";
import { actorOf, type Actor } from "../lib/owner";
import type { AppEnv } from "../lib/context";
import type { Database } from "../db/client";
import { counselledStudentDetail, counselledStudentPage, counselledStudentsRequest, referralListSchema, referralStatusAnswer, referralStatusRequest, studentRequest, type ReferralView } from "../../contracts/admin";
import { counselledStudent, counselledStudents } from "../queries/school/overview";
import { findReferral, hasPsychologyDuty, hasReferral, listReferrals, setReferralStatus, type ReferralRow } from "../queries/assessment";
import { recordAudit } from "../queries/school/audit";

export const router = new OpenAPIHono<AppEnv>();
const T = ["counsellor"];
const STAFF = ["teacher", "admin"] as const;
const NOT_PSYCHOLOGY = "心理状态自查的结果只有学生本人、家长和学校的心理老师（分数偏高时）能看到";

const referralView = (r: ReferralRow): ReferralView => ({
  id: r.id, reportId: r.reportId, createdAt: r.createdAt, who5: r.who5, gad7: r.gad7, reasons: r.reasons as ReferralView["reasons"], status: r.status,
  handledAt: r.handledAt, note: r.note,
});

/** The caller holds the psychology teacher's duty (checked in the database at each call). */
const psychologyTeacher = (database: Database, actor: Actor) => actor.role === "teacher" && hasPsychologyDuty(database, actor);

api(router, { method: "get", path: "/students", tags: T, roles: STAFF, query: counselledStudentsRequest, data: counselledStudentPage, summary: "The students of the caller's classes (paged; filter classId, keyword)" },
  async (c, { query }) => ok(c, await counselledStudents(c.get("deps").database, actorOf(c), query)));

api(router, {
  method: "get", path: "/student", tags: T, roles: STAFF, query: studentRequest, data: counselledStudentDetail,
  summary: "One student of the caller's classes (refused for any other student); the school's psychology teacher also reads a student with a wellbeing referral, and only they get the referrals (`referralsShown`)",
}, async (c, { query }) => {
  const database = c.get("deps").database;
  const actor = actorOf(c);
  const duty = await psychologyTeacher(database, actor);
  let student = await counselledStudent(database, actor, query.studentId);
  const counselled = actor.role === "teacher" && student != null;
  if (!student && duty && (await hasReferral(database, { tenantId: actor.tenantId, studentId: query.studentId }))) {
    student = await counselledStudent(database, { ...actor, role: "admin" }, query.studentId);
  }
  if (!student) return refusal(c, { field: "studentId", msg: "这名学生不在你的班级" });
  const referrals = duty ? await listReferrals(database, actor.tenantId, [query.studentId], { includeClosed: true, limit: 20 }) : [];
  return ok(c, { ...student, counselled, referralsShown: Boolean(duty), referrals: referrals.map(referralView) });
});

api(router, {
  method: "get", path: "/referrals", tags: T, roles: ["teacher"], data: referralListSchema,
  query: z.object({ includeClosed: z.enum(["true", "false"], { error: "includeClosed 应为 true 或 false" }).optional() }),
  summary: "The school's wellbeing referrals, newest first (open and seen ones unless includeClosed=true): the psychology teacher's only (others: code 403)",
}, async (c, { query }) => {
  const database = c.get("deps").database;
  const actor = actorOf(c);
  if (!(await psychologyTeacher(database, actor))) return fail(c, NOT_PSYCHOLOGY, 403);
  const rows = await listReferrals(database, actor.tenantId, "all", { includeClosed: query.includeClosed === "true", limit: 500 });
  return ok(c, rows.map((r) => ({ ...referralView(r), studentId: r.studentId, studentName: r.studentName })));
});

/** A referral only moves forward: open → seen → closed (open → closed when the counsellor acts at once). */
const NEXT: Record<string, readonly string[]> = { open: ["seen", "closed"], seen: ["closed"], closed: [] };

// Handling a referral is the psychology teacher's: they read the report and talk with the student.
api(router, { method: "post", path: "/referral/status", tags: T, roles: ["teacher"], body: referralStatusRequest, data: referralStatusAnswer, summary: "The psychology teacher marks a wellbeing referral of the school as seen, or closes it with a note (forward only; written to the audit log without the note); others: code 403" },
  async (c, { body }) => {
    const database = c.get("deps").database;
    const actor = actorOf(c);
    if (!(await psychologyTeacher(database, actor))) return fail(c, NOT_PSYCHOLOGY, 403);
    const referral = await findReferral(database, actor.tenantId, Number(body.id));
    const student = referral && (await counselledStudent(database, { ...actor, role: "admin" }, referral.studentId));
    if (!referral || !student) return refusal(c, { field: "id", msg: "没有这条心理关注提醒" });
    if (!NEXT[referral.status]!.includes(body.status)) {
      return refusal(c, { field: "status", msg: referral.status === "closed" ? "这条提醒已经结束" : "这条提醒已经标为已查看" });
    }
    const note = body.note?.trim() || referral.note;
    await database.db.transaction(async (tx) => {
      await setReferralStatus(tx, actor.tenantId, referral.id, { status: body.status, note, handledBy: actor.userId });
      await recordAudit(tx, actor, {
        // neither the student's name nor the note goes in the log: the administrator reads it, and whose check raised a
        // referral, and what was done, are the psychology teacher's
        action: `referral.${body.status === "seen" ? "see" : "close"}`, targetType: "referral", targetId: referral.id,
        before: { status: referral.status }, after: { status: body.status },
      });
    });
    return ok(c, { id: String(referral.id), status: body.status });
  });
