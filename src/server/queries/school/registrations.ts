// Third-party registrations (register-guest) waiting for the school: approving makes the account a student of the
// school (a students row, placed in a class when the approver picks one), rejecting keeps the account closed with the
// reason, which the person is told when they next sign in. `npm run admin -- approve` uses the same approval.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { students, users } from "../../db/schema";
import { inSchool, type Actor, type SchoolScope } from "../../lib/owner";
import { page } from "../../lib/r";
import { recordAudit } from "./audit";
import { placement, regionOf, schoolClass } from "./people";
import { schoolProvince } from "./settings";
import { assignSchoolTasks } from "./tasks";
import { forgetStudentScopes } from "../volunteer";

type UserRow = typeof users.$inferSelect;
type StudentFields = Partial<typeof students.$inferInsert>;

/** Approves a pending account: it becomes an active student account (with a students row of its own). */
export async function approvePending(db: Db, u: UserRow, fields: StudentFields = {}): Promise<number> {
  return db.transaction(async (tx) => {
    let studentId = u.studentId;
    if (!studentId) {
      const [stu] = await tx.insert(students).values({ tenantId: u.tenantId, studentName: u.userName, regionCode: "", startSchool: "", modeName: "", ...fields }).returning({ id: students.id });
      studentId = stu!.id;
    }
    await tx.update(users).set({ status: 1, reviewNote: "", studentId, updatedAt: new Date() }).where(and(eq(users.id, u.id), eq(users.tenantId, u.tenantId)));
    if (fields.classId) await assignSchoolTasks(tx, { tenantId: u.tenantId }, studentId);
    return studentId;
  }).finally(forgetStudentScopes);
}

/** The school's registrations waiting for approval (status 0) or rejected (3), newest first. */
export async function registrationPage(database: Database, scope: SchoolScope, status: number, current: number, size: number) {
  const db = database.db;
  const where = and(inSchool(scope, users.tenantId), eq(users.status, status), sql`${users.deletedAt} is null`);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where)) as [{ n: number }];
  const rows = await db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(size).offset((current - 1) * size);
  return page(rows.map((u) => ({
    id: String(u.id), account: u.account, userName: u.userName, oauthId: u.oauthId, status: u.status, reviewNote: u.reviewNote, createdAt: u.createdAt.toISOString(),
  })), n, current, size);
}

async function pending(db: Db, scope: SchoolScope, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(and(inSchool(scope, users.tenantId), eq(users.id, id), eq(users.status, 0), sql`${users.deletedAt} is null`));
  return u;
}

type Outcome = { ok: true } | { ok: false; field: string; msg: string };

export async function approveRegistration(database: Database, actor: Actor, id: number, opts: { classId?: number; province?: string }): Promise<Outcome> {
  const db = database.db;
  const u = await pending(db, actor, id);
  if (!u) return { ok: false, field: "id", msg: "没有这个待审核的注册" };
  const klass = opts.classId != null ? await schoolClass(db, actor, opts.classId) : null;
  if (opts.classId != null && !klass) return { ok: false, field: "classId", msg: "没有这个班级" };
  if (opts.province && !regionOf(opts.province)) return { ok: false, field: "province", msg: "未知省份" };
  // not given: the school's own province, so the student's pages do not start from another province's figures
  const region = regionOf(opts.province || (await schoolProvince(database, actor)));
  await approvePending(db, u, { ...(klass ? placement(klass) : {}), ...(region ?? {}) });
  await recordAudit(db, actor, {
    action: "registration.approve", targetType: "user", targetId: u.id, targetLabel: u.account,
    before: { status: 0 }, after: { status: 1, className: klass?.name ?? null, regionCode: region?.regionCode ?? null },
  });
  return { ok: true };
}

export async function rejectRegistration(database: Database, actor: Actor, id: number, reason: string): Promise<Outcome> {
  const db = database.db;
  const u = await pending(db, actor, id);
  if (!u) return { ok: false, field: "id", msg: "没有这个待审核的注册" };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status: 3, reviewNote: reason, updatedAt: new Date() }).where(and(inSchool(actor, users.tenantId), eq(users.id, u.id)));
    await recordAudit(tx, actor, { action: "registration.reject", targetType: "user", targetId: u.id, targetLabel: u.account, before: { status: 0 }, after: { status: 3, reason } });
  });
  return { ok: true };
}
