// School tasks (我的任务 on the home page): a task set for the whole school, a grade or a class gives every student in
// that audience a student_tasks row of their own (so each student's status is theirs); students placed later get the
// open ones. Scoped to the administrator's school; every change is audited.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { classes, grades, schoolTasks, studentTasks } from "../../db/schema";
import { inSchool, schoolIs, type Actor, type SchoolScope } from "../../lib/owner";
import { page } from "../../lib/r";
import type { TaskView } from "../../../contracts/admin";
import { recordAudit } from "./audit";

type Executor = Pick<Db, "execute">;

/** Today in Asia/Shanghai, YYYY-MM-DD. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** The students (alias s) a task is for: its class, else its grade, else the whole school — active student accounts only. */
function audience(task: { gradeId: number | null; classId: number | null }): SQL {
  const who = task.classId != null ? sql`s.class_id = ${task.classId}` : task.gradeId != null ? sql`s.grade_id = ${task.gradeId}` : sql`true`;
  return sql`${who} and exists (select 1 from users u where u.student_id = s.id and u.authority = 'student' and u.deleted_at is null)`;
}

async function fanOut(db: Executor, scope: SchoolScope, taskId: number, task: { gradeId: number | null; classId: number | null }): Promise<void> {
  await db.execute(sql`
    insert into student_tasks (tenant_id, student_id, title, content, task_type, due_date, school_task_id)
    select ${scope.tenantId}, s.id, t.title, t.content, t.task_type, t.due_date, t.id
    from school_tasks t join students s on ${schoolIs(scope, "s")} and ${audience(task)}
    where t.id = ${taskId} and ${schoolIs(scope, "t")}
      and not exists (select 1 from student_tasks x where x.school_task_id = t.id and x.student_id = s.id)`);
}

/** Gives a student (newly placed in a class) the school's open tasks for that class, its grade and the whole school. */
export async function assignSchoolTasks(db: Executor, scope: { tenantId: string }, studentId: number): Promise<void> {
  await db.execute(sql`
    insert into student_tasks (tenant_id, student_id, title, content, task_type, due_date, school_task_id)
    select ${scope.tenantId}, s.id, t.title, t.content, t.task_type, t.due_date, t.id
    from students s join school_tasks t on ${schoolIs(scope, "t")}
      and (t.class_id = s.class_id or (t.class_id is null and (t.grade_id = s.grade_id or t.grade_id is null)))
    where s.id = ${studentId} and ${schoolIs(scope, "s")} and (t.due_date = '' or t.due_date >= ${today()})
      and not exists (select 1 from student_tasks x where x.school_task_id = t.id and x.student_id = s.id)`);
}

export async function taskPage(database: Database, scope: SchoolScope, current: number, size: number) {
  const db = database.db;
  const where = inSchool(scope, schoolTasks.tenantId);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(schoolTasks).where(where)) as [{ n: number }];
  const rows = await db.select({
    t: schoolTasks, gradeName: grades.gradeName, className: classes.name,
    assigned: sql<number>`(select count(*)::int from student_tasks x where x.school_task_id = ${schoolTasks.id})`,
    done: sql<number>`(select count(*)::int from student_tasks x where x.school_task_id = ${schoolTasks.id} and x.status = 1)`,
  }).from(schoolTasks)
    .leftJoin(classes, eq(classes.id, schoolTasks.classId))
    .leftJoin(grades, eq(grades.id, sql`coalesce(${schoolTasks.gradeId}, ${classes.gradeId})`))
    .where(where).orderBy(desc(schoolTasks.createdAt), desc(schoolTasks.id)).limit(size).offset((current - 1) * size);
  return page(rows.map((r): TaskView => ({
    id: String(r.t.id), title: r.t.title, content: r.t.content, taskType: r.t.taskType, dueDate: r.t.dueDate,
    gradeId: r.t.gradeId == null ? "" : String(r.t.gradeId), gradeName: r.gradeName ?? "", classId: r.t.classId == null ? "" : String(r.t.classId),
    className: r.className ?? "", assigned: Number(r.assigned), done: Number(r.done), createdAt: r.t.createdAt.toISOString(),
  })), n, current, size);
}

export interface TaskInput { id?: number; title: string; content: string; taskType: string; dueDate: string; gradeId?: number; classId?: number }

/** Creates or changes a task; the audience is checked to be the school's. Null when the task or audience is unknown. */
export async function saveTask(database: Database, actor: Actor, input: TaskInput): Promise<{ ok: true; id: number } | { ok: false; field: string; msg: string }> {
  const db = database.db;
  let gradeId = input.gradeId ?? null;
  const classId = input.classId ?? null;
  if (classId != null) {
    const [k] = await db.select().from(classes).where(and(inSchool(actor, classes.tenantId), eq(classes.id, classId)));
    if (!k) return { ok: false, field: "classId", msg: "没有这个班级" };
    gradeId = k.gradeId;
  } else if (gradeId != null) {
    const [g] = await db.select().from(grades).where(and(inSchool(actor, grades.tenantId), eq(grades.id, gradeId)));
    if (!g) return { ok: false, field: "gradeId", msg: "没有这个年级" };
  }
  const fields = { title: input.title, content: input.content, taskType: input.taskType, dueDate: input.dueDate, gradeId: classId != null ? null : gradeId, classId };
  const target = { gradeId: fields.gradeId, classId };
  if (input.id == null) {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(schoolTasks).values({ tenantId: actor.tenantId, ...fields, createdBy: actor.userId }).returning();
      await fanOut(tx, actor, row!.id, target);
      await recordAudit(tx, actor, { action: "task.create", targetType: "task", targetId: row!.id, targetLabel: row!.title, after: fields });
      return row!.id;
    });
    return { ok: true, id };
  }
  const [before] = await db.select().from(schoolTasks).where(and(inSchool(actor, schoolTasks.tenantId), eq(schoolTasks.id, input.id)));
  if (!before) return { ok: false, field: "id", msg: "没有这个任务" };
  await db.transaction(async (tx) => {
    await tx.update(schoolTasks).set({ ...fields, updatedAt: new Date() }).where(and(inSchool(actor, schoolTasks.tenantId), eq(schoolTasks.id, before.id)));
    await tx.update(studentTasks).set({ title: fields.title, content: fields.content, taskType: fields.taskType, dueDate: fields.dueDate })
      .where(and(inSchool(actor, studentTasks.tenantId), eq(studentTasks.schoolTaskId, before.id)));
    if (before.gradeId !== fields.gradeId || before.classId !== classId) {
      // the audience changed: students outside the new one lose the task, students inside get it
      await tx.execute(sql`delete from student_tasks x where x.school_task_id = ${before.id} and ${schoolIs(actor, "x")}
        and not exists (select 1 from students s where s.id = x.student_id and ${schoolIs(actor, "s")} and ${audience(target)})`);
      await fanOut(tx, actor, before.id, target);
    }
    const { title, content, taskType, dueDate, gradeId: g, classId: k } = before;
    await recordAudit(tx, actor, { action: "task.update", targetType: "task", targetId: before.id, targetLabel: fields.title, before: { title, content, taskType, dueDate, gradeId: g, classId: k }, after: fields });
  });
  return { ok: true, id: before.id };
}

export async function removeTask(database: Database, actor: Actor, id: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.delete(schoolTasks).where(and(inSchool(actor, schoolTasks.tenantId), eq(schoolTasks.id, id))).returning();
    if (!row) return false;
    await recordAudit(tx, actor, { action: "task.remove", targetType: "task", targetId: id, targetLabel: row.title, before: { title: row.title, content: row.content, dueDate: row.dueDate } });
    return true;
  });
}
