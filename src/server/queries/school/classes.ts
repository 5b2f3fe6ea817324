// Grades and classes of a school, with the counsellors of each class and how many students each has. Scoped to the
// administrator's school; every change is audited. A grade or class that still has students is not removed.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { classCounsellors, classes, grades, schoolTasks, students, users } from "../../db/schema";
import { inSchool, schoolIs, type Actor, type SchoolScope } from "../../lib/owner";
import type { GradeView } from "../../../contracts/admin";
import { recordAudit } from "./audit";

type Refusal = { ok: false; field: string; msg: string };
const refuse = (field: string, msg: string): Refusal => ({ ok: false, field, msg });

/** Every grade (newest first) with its classes, their counsellors and student counts (active student accounts). */
export async function gradeTree(database: Database, scope: SchoolScope): Promise<GradeView[]> {
  const db = database.db;
  const gradeRows = await db.select().from(grades).where(inSchool(scope, grades.tenantId)).orderBy(sql`${grades.startSchool} desc`, asc(grades.id));
  const classRows = await database.rows<{ id: number; gradeId: number; name: string; students: number }>(sql`
    select k.id, k.grade_id as "gradeId", k.name,
      (select count(*)::int from students s join users u on u.student_id = s.id and u.authority = 'student' and u.deleted_at is null
        where s.class_id = k.id) as students
    from classes k where ${schoolIs(scope, "k")} order by length(k.name), k.name`);
  const counsellors = await db.select({ classId: classCounsellors.classId, id: users.id, userName: users.userName, account: users.account })
    .from(classCounsellors).innerJoin(users, eq(users.id, classCounsellors.userId))
    .where(and(inSchool(scope, classCounsellors.tenantId), sql`${users.deletedAt} is null`)).orderBy(asc(users.account));
  return gradeRows.map((g) => {
    const mine = classRows.filter((k) => Number(k.gradeId) === g.id).map((k) => ({
      id: String(k.id), gradeId: String(g.id), name: k.name, students: Number(k.students),
      counsellors: counsellors.filter((c) => c.classId === Number(k.id)).map((c) => ({ id: String(c.id), userName: c.userName, account: c.account })),
    }));
    return { id: String(g.id), gradeName: g.gradeName, startSchool: g.startSchool, appearType: g.appearType, students: mine.reduce((n, k) => n + k.students, 0), classes: mine };
  });
}

/** How many classes of the school a staff account counsels (what names a teacher's home: 我的班级 needs one). */
export async function counselledClassCount(database: Database, scope: { tenantId: string; userId: number }): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from class_counsellors cc join classes k on k.id = cc.class_id
    where cc.user_id = ${scope.userId} and ${schoolIs(scope, "cc")} and ${schoolIs(scope, "k")}`);
  return Number(row?.n ?? 0);
}

export interface GradeInput { id?: number; gradeName: string; startSchool: number; appearType: number }

export async function saveGrade(database: Database, actor: Actor, input: GradeInput): Promise<{ ok: true; id: number } | Refusal> {
  const db = database.db;
  const fields = { gradeName: input.gradeName, startSchool: input.startSchool, appearType: input.appearType };
  const [clash] = await db.select({ id: grades.id }).from(grades)
    .where(and(inSchool(actor, grades.tenantId), eq(grades.gradeName, input.gradeName), input.id != null ? sql`${grades.id} <> ${input.id}` : undefined));
  if (clash) return refuse("gradeName", `已经有“${input.gradeName}”`);
  if (input.id == null) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(grades).values({ tenantId: actor.tenantId, ...fields }).returning();
      await recordAudit(tx, actor, { action: "grade.create", targetType: "grade", targetId: row!.id, targetLabel: row!.gradeName, after: fields });
      return { ok: true as const, id: row!.id };
    });
  }
  const [before] = await db.select().from(grades).where(and(inSchool(actor, grades.tenantId), eq(grades.id, input.id)));
  if (!before) return refuse("id", "没有这个年级");
  return db.transaction(async (tx) => {
    await tx.update(grades).set(fields).where(and(inSchool(actor, grades.tenantId), eq(grades.id, before.id)));
    // the students of the grade carry its enrolment year and cohort label
    await tx.update(students).set({ startSchool: `${fields.startSchool}-09-01`, appearType: fields.appearType, updatedAt: new Date() })
      .where(and(inSchool(actor, students.tenantId), eq(students.gradeId, before.id)));
    await recordAudit(tx, actor, { action: "grade.update", targetType: "grade", targetId: before.id, targetLabel: fields.gradeName,
      before: { gradeName: before.gradeName, startSchool: before.startSchool, appearType: before.appearType }, after: fields });
    return { ok: true as const, id: before.id };
  });
}

export async function removeGrade(database: Database, actor: Actor, id: number): Promise<{ ok: true } | Refusal> {
  const db = database.db;
  const [g] = await db.select().from(grades).where(and(inSchool(actor, grades.tenantId), eq(grades.id, id)));
  if (!g) return refuse("id", "没有这个年级");
  const n = (await database.rows<{ n: number }>(sql`select count(*)::int as n from students s where s.grade_id = ${id} and ${schoolIs(actor, "s")}`))[0]!.n;
  if (Number(n) > 0) return refuse("id", `“${g.gradeName}”还有 ${n} 名学生，请先把他们调到别的年级`);
  await db.transaction(async (tx) => {
    const ks = await tx.select({ id: classes.id }).from(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.gradeId, id)));
    await tx.delete(schoolTasks).where(and(inSchool(actor, schoolTasks.tenantId), eq(schoolTasks.gradeId, id)));
    if (ks.length) {
      await tx.delete(schoolTasks).where(and(inSchool(actor, schoolTasks.tenantId), inArray(schoolTasks.classId, ks.map((k) => k.id))));
      await tx.delete(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.gradeId, id)));
    }
    await tx.delete(grades).where(and(inSchool(actor, grades.tenantId), eq(grades.id, id)));
    await recordAudit(tx, actor, { action: "grade.remove", targetType: "grade", targetId: id, targetLabel: g.gradeName, before: { gradeName: g.gradeName, startSchool: g.startSchool } });
  });
  return { ok: true };
}

export interface ClassInput { id?: number; gradeId: number; name: string; counsellorIds?: number[] }

export async function saveClass(database: Database, actor: Actor, input: ClassInput): Promise<{ ok: true; id: number } | Refusal> {
  const db = database.db;
  const [g] = await db.select().from(grades).where(and(inSchool(actor, grades.tenantId), eq(grades.id, input.gradeId)));
  if (!g) return refuse("gradeId", "没有这个年级");
  const [clash] = await db.select({ id: classes.id }).from(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.gradeId, g.id), eq(classes.name, input.name),
    input.id != null ? sql`${classes.id} <> ${input.id}` : undefined));
  if (clash) return refuse("name", `${g.gradeName}已经有“${input.name}”`);
  const counsellorIds = [...new Set(input.counsellorIds ?? [])];
  if (counsellorIds.length) {
    const found = await db.select({ id: users.id }).from(users)
      .where(and(inSchool(actor, users.tenantId), inArray(users.id, counsellorIds), eq(users.authority, "teacher"), sql`${users.deletedAt} is null`));
    if (found.length !== counsellorIds.length) return refuse("counsellorIds", "班主任只能是本校的班主任账号");
  }
  const before = input.id == null ? null : (await db.select().from(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.id, input.id))))[0];
  if (input.id != null && !before) return refuse("id", "没有这个班级");
  return db.transaction(async (tx) => {
    let id: number;
    if (!before) {
      const [row] = await tx.insert(classes).values({ tenantId: actor.tenantId, gradeId: g.id, name: input.name }).returning();
      id = row!.id;
    } else {
      id = before.id;
      await tx.update(classes).set({ gradeId: g.id, name: input.name }).where(and(inSchool(actor, classes.tenantId), eq(classes.id, id)));
      // students follow their class's grade and name
      await tx.update(students).set({ gradeId: g.id, classesNumber: input.name, startSchool: `${g.startSchool}-09-01`, appearType: g.appearType, updatedAt: new Date() })
        .where(and(inSchool(actor, students.tenantId), eq(students.classId, id)));
    }
    if (input.counsellorIds) {
      await tx.delete(classCounsellors).where(and(inSchool(actor, classCounsellors.tenantId), eq(classCounsellors.classId, id)));
      if (counsellorIds.length) await tx.insert(classCounsellors).values(counsellorIds.map((userId) => ({ tenantId: actor.tenantId, classId: id, userId })));
    }
    const after = { gradeName: g.gradeName, name: input.name, counsellorIds: input.counsellorIds };
    await recordAudit(tx, actor, { action: before ? "class.update" : "class.create", targetType: "class", targetId: id, targetLabel: `${g.gradeName} ${input.name}`,
      before: before ? { gradeId: before.gradeId, name: before.name } : null, after });
    return { ok: true as const, id };
  });
}

export async function removeClass(database: Database, actor: Actor, id: number): Promise<{ ok: true } | Refusal> {
  const db = database.db;
  const [k] = await db.select().from(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.id, id)));
  if (!k) return refuse("id", "没有这个班级");
  const n = (await database.rows<{ n: number }>(sql`select count(*)::int as n from students s where s.class_id = ${id} and ${schoolIs(actor, "s")}`))[0]!.n;
  if (Number(n) > 0) return refuse("id", `“${k.name}”还有 ${n} 名学生，请先把他们调到别的班级`);
  await db.transaction(async (tx) => {
    await tx.delete(schoolTasks).where(and(inSchool(actor, schoolTasks.tenantId), eq(schoolTasks.classId, id)));
    await tx.delete(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.id, id)));
    await recordAudit(tx, actor, { action: "class.remove", targetType: "class", targetId: id, targetLabel: k.name, before: { gradeId: k.gradeId, name: k.name } });
  });
  return { ok: true };
}
