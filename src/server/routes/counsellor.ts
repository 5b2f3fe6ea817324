// /api/counsellor: a class counsellor's students (those of the classes they counsel; an administrator sees the whole
// school) and one student's page: details and the wellbeing referrals their checks raised. Their assessment reports are
// read through /api/common/assessment with the student's id, their volunteer plans as below. Plans are read and commented on through
// /api/common/volunteer with the student's id (the counsellor acts as that student's Owner, read and comment only).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal } from "../lib/r";
import { actorOf } from "../lib/owner";
import type { AppEnv } from "../lib/context";
import { counselledStudentDetail, counselledStudentsRequest, referralStatusRequest, studentRequest, type ReferralView } from "../../contracts/admin";
import { counselledStudent, counselledStudents } from "../queries/school/overview";
import { findReferral, listReferrals, setReferralStatus } from "../queries/assessment";
import { recordAudit } from "../queries/school/audit";

export const router = new OpenAPIHono<AppEnv>();
const T = ["counsellor"];
const STAFF = ["teacher", "admin"] as const;

api(router, { method: "get", path: "/students", tags: T, roles: STAFF, query: counselledStudentsRequest, summary: "The students of the caller's classes (paged; filter classId, keyword)" },
  async (c, { query }) => ok(c, await counselledStudents(c.get("deps").database, actorOf(c), query)));

api(router, { method: "get", path: "/student", tags: T, roles: STAFF, query: studentRequest, data: counselledStudentDetail, summary: "One student of the caller's classes with the wellbeing referrals their checks raised, newest first (refused for any other student)" },
  async (c, { query }) => {
    const database = c.get("deps").database;
    const actor = actorOf(c);
    const student = await counselledStudent(database, actor, query.studentId);
    if (!student) return refusal(c, { field: "studentId", msg: "这名学生不在你的班级" });
    const referrals = await listReferrals(database, actor.tenantId, [query.studentId], { includeClosed: true, limit: 20 });
    return ok(c, {
      ...student,
      referrals: referrals.map((r): ReferralView => ({
        id: r.id, reportId: r.reportId, createdAt: r.createdAt, who5: r.who5, gad7: r.gad7, reasons: r.reasons as ReferralView["reasons"], status: r.status,
        // what the counsellor noted is theirs, like the report it follows
        handledAt: r.handledAt, note: actor.role === "teacher" ? r.note : "",
      })),
    });
  });

/** A referral only moves forward: open → seen → closed (open → closed when the counsellor acts at once). */
const NEXT: Record<string, readonly string[]> = { open: ["seen", "closed"], seen: ["closed"], closed: [] };

// Handling a referral is the class counsellor's: they read the report and talk with the student (an administrator
// sees that a referral exists, not the report).
api(router, { method: "post", path: "/referral/status", tags: T, roles: ["teacher"], body: referralStatusRequest, summary: "Mark a wellbeing referral of one of the caller's students as seen, or close it with a note (forward only; written to the audit log)" },
  async (c, { body }) => {
    const database = c.get("deps").database;
    const actor = actorOf(c);
    const referral = await findReferral(database, actor.tenantId, Number(body.id));
    const student = referral && (await counselledStudent(database, actor, referral.studentId));
    if (!referral || !student) return refusal(c, { field: "id", msg: "这条心理关注提醒不属于你班级的学生" });
    if (!NEXT[referral.status]!.includes(body.status)) {
      return refusal(c, { field: "status", msg: referral.status === "closed" ? "这条提醒已经结束" : "这条提醒已经标为已查看" });
    }
    const note = body.note?.trim() || referral.note;
    await database.db.transaction(async (tx) => {
      await setReferralStatus(tx, actor.tenantId, referral.id, { status: body.status, note, handledBy: actor.userId });
      await recordAudit(tx, actor, {
        action: `referral.${body.status === "seen" ? "see" : "close"}`, targetType: "referral", targetId: referral.id, targetLabel: student.studentName,
        // the note stays out of the log: the administrator reads the log, and what was done is the counsellor's
        before: { status: referral.status }, after: { status: body.status },
      });
    });
    return ok(c, { id: String(referral.id), status: body.status });
  });
