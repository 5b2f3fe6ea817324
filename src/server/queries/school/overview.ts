// What a school's staff see at a glance, and the students a counsellor looks after: figures by class (students,
// students who took an assessment, volunteer plans started and submitted) for the classes the caller may see — the whole school for an administrator,
// the classes they counsel for a counsellor — and the counsellor's students with their plans.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schoolIs, studentsVisibleTo, type SchoolScope } from "../../lib/owner";
import { containing } from "../../lib/like";
import { hasPsychologyDuty } from "../assessment";
import { page } from "../../lib/r";
import type { CounselledStudent, DashboardView } from "../../../contracts/admin";

/** an active student account's students row (alias s) */
const ACTIVE = sql`exists (select 1 from users u where u.student_id = s.id and u.authority = 'student' and u.deleted_at is null and u.status = 1)`;

export async function dashboard(database: Database, scope: SchoolScope): Promise<DashboardView> {
  const classRows = await database.rows<{ classId: number; className: string; gradeId: number; gradeName: string; students: number; plansStarted: number; plansSubmitted: number; assessed: number }>(sql`
    select k.id as "classId", k.name as "className", g.id as "gradeId", g.grade_name as "gradeName",
      count(s.id)::int as students,
      count(s.id) filter (where exists (select 1 from assessment_reports a where a.student_id = s.id and ${schoolIs(scope, "a")}))::int as assessed,
      count(s.id) filter (where exists (select 1 from volunteer_plans p where p.student_id = s.id and ${schoolIs(scope, "p")}))::int as "plansStarted",
      count(s.id) filter (where exists (select 1 from volunteer_plans p where p.student_id = s.id and ${schoolIs(scope, "p")} and p.status = 'final'))::int as "plansSubmitted"
    from classes k join grades g on g.id = k.grade_id
      left join students s on s.class_id = k.id and ${studentsVisibleTo(scope, "s")} and ${ACTIVE}
    where ${schoolIs(scope, "k")} ${scope.role === "teacher" ? sql`and k.id in (select class_id from class_counsellors where user_id = ${scope.userId} and ${schoolIs(scope, "class_counsellors")})` : sql``}
    group by k.id, k.name, g.id, g.grade_name, g.start_school
    order by g.start_school desc, length(k.name), k.name`);
  const [totals] = await database.rows<{ students: number; unplaced: number; pending: number }>(sql`
    select (select count(*)::int from students s where ${studentsVisibleTo(scope, "s")} and ${ACTIVE}) as students,
      (select count(*)::int from students s where ${studentsVisibleTo(scope, "s")} and ${ACTIVE} and s.class_id is null) as unplaced,
      ${scope.role === "admin" ? sql`(select count(*)::int from users u where ${schoolIs(scope, "u")} and u.status = 0 and u.deleted_at is null)` : sql`0`} as pending`);
  return {
    students: Number(totals!.students), pendingRegistrations: Number(totals!.pending), unplaced: Number(totals!.unplaced),
    awaiting: scope.role === "teacher" ? await commentsAwaiting(database, scope) : [],
    referralsOpen: scope.role === "teacher" && (await hasPsychologyDuty(database, scope)) ? await openReferrals(database, scope.tenantId) : null,
    classes: classRows.map((r) => ({
      classId: String(r.classId), className: r.className, gradeId: String(r.gradeId), gradeName: r.gradeName,
      students: Number(r.students), plansStarted: Number(r.plansStarted), plansSubmitted: Number(r.plansSubmitted), assessed: Number(r.assessed),
    })),
  };
}

/**
 * A counsellor's students' plans whose newest comment is the student's or the parent's: nobody of the school has
 * answered it yet. Newest first, ten at most.
 */
async function commentsAwaiting(database: Database, scope: SchoolScope): Promise<DashboardView["awaiting"]> {
  const rows = await database.rows<{ studentId: number; studentName: string; planId: number; planName: string; role: string; name: string; text: string; createdAt: string | Date }>(sql`
    select s.id as "studentId", s.student_name as "studentName", p.id as "planId", p.name as "planName", u.authority as role, u.user_name as name,
      c.text, c.created_at as "createdAt"
    from volunteer_plans p join students s on s.id = p.student_id
      join lateral (select * from volunteer_comments c where c.plan_id = p.id order by c.created_at desc, c.id desc limit 1) c on true
      join users u on u.id = c.author_id
    where ${studentsVisibleTo(scope, "s")} and p.tenant_id = s.tenant_id and u.authority in ('student', 'parent')
    order by c.created_at desc limit 10`);
  return rows.map((r) => ({
    studentId: String(r.studentId), studentName: r.studentName, planId: String(r.planId), planName: r.planName,
    author: { role: r.role, name: r.name }, text: r.text, createdAt: new Date(r.createdAt).toISOString(),
  }));
}

async function openReferrals(database: Database, tenantId: string): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from assessment_referrals where tenant_id = ${tenantId} and status in ('open', 'seen')`);
  return Number(row?.n ?? 0);
}

const STUDENT_SELECT = sql`
  select s.id, s.student_name as "studentName", u.account, s.class_id as "classId", k.name as "className", g.grade_name as "gradeName",
    s.subjects, s.region_code as "regionCode",
    (select count(*)::int from volunteer_plans p where p.student_id = s.id and p.tenant_id = s.tenant_id) as plans,
    (select count(*)::int from volunteer_plans p where p.student_id = s.id and p.tenant_id = s.tenant_id and p.status = 'final') as "plansSubmitted"
  from students s join users u on u.student_id = s.id and u.authority = 'student' and u.deleted_at is null
    left join classes k on k.id = s.class_id left join grades g on g.id = s.grade_id`;

type StudentRow = Omit<CounselledStudent, "id" | "classId"> & { id: number; classId: number | null };
const studentView = (r: StudentRow): CounselledStudent => ({ ...r, id: String(r.id), classId: r.classId == null ? "" : String(r.classId), className: r.className ?? "", gradeName: r.gradeName ?? "", plans: Number(r.plans), plansSubmitted: Number(r.plansSubmitted) });

/** The students the caller may see (a counsellor: those of their classes), by class and name. */
export async function counselledStudents(database: Database, scope: SchoolScope, f: { current: number; size: number; classId?: number; keyword?: string }) {
  const where = sql.join([
    studentsVisibleTo(scope, "s"),
    f.classId != null ? sql`s.class_id = ${f.classId}` : sql`true`,
    f.keyword ? sql`(s.student_name ilike ${containing(f.keyword)} or u.account ilike ${containing(f.keyword)})` : sql`true`,
  ], sql` and `);
  const n = (await database.rows<{ n: number }>(sql`select count(*)::int as n from (${STUDENT_SELECT} where ${where}) x`))[0]!.n;
  const rows = await database.rows<StudentRow>(sql`${STUDENT_SELECT} where ${where} order by g.start_school desc nulls last, length(k.name), k.name, s.student_name limit ${f.size} offset ${(f.current - 1) * f.size}`);
  return page(rows.map(studentView), Number(n), f.current, f.size);
}

/** One student the caller may see, or null. */
export async function counselledStudent(database: Database, scope: SchoolScope, studentId: number): Promise<CounselledStudent | null> {
  const [row] = await database.rows<StudentRow>(sql`${STUDENT_SELECT} where ${studentsVisibleTo(scope, "s")} and s.id = ${studentId}`);
  return row ? studentView(row) : null;
}
