// /api/counsellor: a class counsellor's students (those of the classes they counsel; an administrator sees the whole
// school) and one student's page: details and volunteer plans. Plans are read and commented on through
// /api/common/volunteer with the student's id (the counsellor acts as that student's Owner, read and comment only).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal } from "../lib/r";
import { actorOf } from "../lib/owner";
import type { AppEnv } from "../lib/context";
import { counselledStudentSchema, counselledStudentsRequest, studentRequest } from "../../contracts/admin";
import { counselledStudent, counselledStudents } from "../queries/school/overview";

export const router = new OpenAPIHono<AppEnv>();
const T = ["counsellor"];
const STAFF = ["teacher", "admin"] as const;

api(router, { method: "get", path: "/students", tags: T, roles: STAFF, query: counselledStudentsRequest, summary: "The students of the caller's classes (paged; filter classId, keyword)" },
  async (c, { query }) => ok(c, await counselledStudents(c.get("deps").database, actorOf(c), query)));

api(router, { method: "get", path: "/student", tags: T, roles: STAFF, query: studentRequest, data: counselledStudentSchema, summary: "One student of the caller's classes (refused for any other)" },
  async (c, { query }) => {
    const student = await counselledStudent(c.get("deps").database, actorOf(c), query.studentId);
    return student ? ok(c, student) : refusal(c, { field: "studentId", msg: "这名学生不在你的班级" });
  });
