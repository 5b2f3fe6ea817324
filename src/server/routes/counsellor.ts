// /api/counsellor: a class counsellor's students (those of the classes they counsel; an administrator sees the whole
// school) and one student's page: details and the wellbeing referrals their checks raised. Their assessment reports are
// read through /api/common/assessment with the student's id, their volunteer plans as below. Plans are read and commented on through
// /api/common/volunteer with the student's id (the counsellor acts as that student's Owner, read and comment only).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal } from "../lib/r";
import { actorOf } from "../lib/owner";
import type { AppEnv } from "../lib/context";
import { counselledStudentDetail, counselledStudentsRequest, studentRequest, type ReferralView } from "../../contracts/admin";
import { counselledStudent, counselledStudents } from "../queries/school/overview";
import { listReferrals } from "../queries/assessment";

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
      })),
    });
  });
