// A school's accounts as its administrator manages them (SpringBlade user management): students with their class,
// parents linked to a student, counsellors with the classes they counsel, administrators. Every query is scoped to the
// administrator's school; every change is written to the audit log in the same transaction.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { classCounsellors, classes, grades, students, users } from "../../db/schema";
import { inSchool, schoolIs, type Actor, type SchoolScope } from "../../lib/owner";
import { containing } from "../../lib/like";
import { page } from "../../lib/r";
import { hashPassword } from "../../auth/passwords";
import { revokeUserFamilies } from "../../auth/tokens";
import { findProvince } from "../../../domain/provinces";
import type { RoleValue, UserView } from "../../../contracts/admin";
import { recordAudit, type Snapshot } from "./audit";
import { assignSchoolTasks } from "./tasks";
import { schoolProvince } from "./settings";
import { forgetStudentScopes } from "../volunteer";

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? "" : String(v));
const iso = (v: unknown) => (v == null ? "" : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** users u with their student (own, or a parent's linked one), grade and class, and a teacher's classes */
const USER_SELECT = sql`
  select u.id, u.account, u.user_name as "userName", u.authority, u.status, u.psychology_duty as "psychologyDuty", u.review_note as "reviewNote", u.oauth_id as "oauthId",
    u.created_at as "createdAt", u.updated_at as "updatedAt", u.student_id as "studentId",
    s.student_name as "studentName", s.phone, s.sex, s.region_code as "regionCode", s.subjects,
    s.grade_id as "gradeId", g.grade_name as "gradeName", s.class_id as "classId", c.name as "className",
    coalesce((select json_agg(json_build_object('id', cc.class_id::text, 'name', k.name, 'gradeName', kg.grade_name) order by kg.start_school desc, k.name)
      from class_counsellors cc join classes k on k.id = cc.class_id join grades kg on kg.id = k.grade_id
      where cc.user_id = u.id and cc.tenant_id = u.tenant_id), '[]'::json) as classes
  from users u
  left join students s on s.id = u.student_id and s.tenant_id = u.tenant_id
  left join grades g on g.id = s.grade_id
  left join classes c on c.id = s.class_id`;

/**
 * The platform operator's account is no school's to manage, even in the tenant it lives in: a school administrator
 * who could reset its password would become the owner of every school's admission data.
 */
const NOT_PLATFORM = sql`u.authority <> 'operator'`;

function userView(r: Row): UserView {
  const parent = r.authority === "parent";
  const klasses = typeof r.classes === "string" ? JSON.parse(r.classes) : (r.classes as UserView["classes"]);
  return {
    id: text(r.id), account: text(r.account), userName: text(r.userName), authority: r.authority as RoleValue, status: Number(r.status),
    reviewNote: text(r.reviewNote), phone: parent ? "" : text(r.phone), sex: parent ? 0 : Number(r.sex ?? 0),
    studentId: text(r.studentId), gradeId: text(r.gradeId), gradeName: text(r.gradeName), classId: text(r.classId), className: text(r.className),
    regionCode: parent ? "" : text(r.regionCode), subjects: parent ? "" : text(r.subjects),
    linkedStudent: parent && r.studentId ? { id: text(r.studentId), name: text(r.studentName), className: text(r.className), gradeName: text(r.gradeName) } : null,
    classes: klasses ?? [], psychologyDuty: r.authority === "teacher" && r.psychologyDuty === true, oauthId: text(r.oauthId), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
  };
}

export interface UserFilter { current: number; size: number; authority?: RoleValue; status?: number; keyword?: string; gradeId?: number; classId?: number }

/** The school's accounts (removed ones never; waiting and rejected registrations only when asked by status). */
export async function userPage(database: Database, scope: SchoolScope, f: UserFilter) {
  const where = sql.join([
    schoolIs(scope, "u"), sql`u.deleted_at is null`, NOT_PLATFORM,
    f.status != null ? sql`u.status = ${f.status}` : sql`u.status in (1, 2)`,
    f.authority ? sql`u.authority = ${f.authority}` : sql`true`,
    f.keyword ? sql`(u.account ilike ${containing(f.keyword)} or u.user_name ilike ${containing(f.keyword)} or s.student_name ilike ${containing(f.keyword)})` : sql`true`,
    f.gradeId != null ? sql`s.grade_id = ${f.gradeId}` : sql`true`,
    f.classId != null ? sql`s.class_id = ${f.classId}` : sql`true`,
  ], sql` and `);
  const n = (await database.rows<{ n: number }>(sql`select count(*)::int as n from (${USER_SELECT} where ${where}) x`))[0]!.n;
  const rows = await database.rows<Row>(sql`${USER_SELECT} where ${where} order by g.start_school desc nulls last, c.name nulls last, u.authority, u.account
    limit ${f.size} offset ${(f.current - 1) * f.size}`);
  return page(rows.map(userView), Number(n), f.current, f.size);
}

export async function userDetail(database: Database, scope: SchoolScope, id: number): Promise<UserView | null> {
  const [row] = await database.rows<Row>(sql`${USER_SELECT} where ${schoolIs(scope, "u")} and u.id = ${id} and u.deleted_at is null and ${NOT_PLATFORM}`);
  return row ? userView(row) : null;
}

/** A snapshot of an account for the audit log (no secrets: the log's writer drops them anyway). */
function snapshot(v: UserView | null): Snapshot {
  if (!v) return null;
  return {
    account: v.account, userName: v.userName, authority: v.authority, status: v.status, phone: v.phone, sex: v.sex, className: v.className,
    gradeName: v.gradeName, subjects: v.subjects, regionCode: v.regionCode, linkedStudent: v.linkedStudent?.name ?? null,
    classes: v.classes.map((k) => `${k.gradeName} ${k.name}`), psychologyDuty: v.psychologyDuty,
  };
}

/** A class of the school with its grade (for placing a student), or null. */
export async function schoolClass(db: Db, scope: SchoolScope, classId: number) {
  const [row] = await db.select({ id: classes.id, name: classes.name, gradeId: grades.id, startSchool: grades.startSchool, appearType: grades.appearType })
    .from(classes).innerJoin(grades, eq(grades.id, classes.gradeId))
    .where(and(inSchool(scope, classes.tenantId), eq(classes.id, classId)));
  return row ?? null;
}

/** The fields of a students row that follow from its class (grade, class name, enrolment year, cohort label). */
export function placement(k: { id: number; name: string; gradeId: number; startSchool: number; appearType: number }) {
  return { classId: k.id, gradeId: k.gradeId, classesNumber: k.name, startSchool: `${k.startSchool}-09-01`, appearType: k.appearType };
}

/** A province given as a code, region code or name: the region code stored for a student, with the exam model. */
export function regionOf(province: string | undefined): { regionCode: string; modeName: string } | null {
  const p = findProvince(province ?? "");
  if (!p) return null;
  const given = (province ?? "").trim();
  return { regionCode: /^\d{6}$/.test(given) ? given : `${p.code}0000`, modeName: p.modeName };
}

const NOT_TEACHER = "只有教师账号可以担任心理老师";

export type Outcome<T> = { ok: true; value: T } | { ok: false; field: string; msg: string };
const refuse = (field: string, msg: string) => ({ ok: false as const, field, msg });

export interface NewUser {
  account: string; authority: RoleValue; password: string; userName: string; phone?: string; sex?: number; classId?: number;
  province?: string; subjects?: string; studentId?: number; classIds?: number[]; psychologyDuty?: boolean;
}

async function checkClasses(db: Db, scope: SchoolScope, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await db.select({ id: classes.id }).from(classes).where(and(inSchool(scope, classes.tenantId), inArray(classes.id, ids)));
  return found.length === new Set(ids).size;
}

async function schoolStudent(db: Db, scope: SchoolScope, studentId: number) {
  const [row] = await db.select({ id: students.id }).from(students)
    .innerJoin(users, and(eq(users.studentId, students.id), eq(users.authority, "student"), isNull(users.deletedAt)))
    .where(and(inSchool(scope, students.tenantId), eq(students.id, studentId)));
  return row ?? null;
}

/** Creates an account of any role in the school (a student gets a students row in their class and the class's open tasks). */
export async function createUser(database: Database, actor: Actor, u: NewUser, passwordHash?: string): Promise<Outcome<UserView>> {
  const db = database.db;
  const [taken] = await db.select({ id: users.id }).from(users).where(and(inSchool(actor, users.tenantId), eq(users.account, u.account)));
  if (taken) return refuse("account", `账号“${u.account}”已存在`);
  const hash = passwordHash ?? (await hashPassword(u.password));
  let studentId: number | null = null;
  if (u.authority === "student") {
    if (u.classId == null) return refuse("classId", "学生账号需要选择班级");
    const klass = await schoolClass(db, actor, u.classId);
    if (!klass) return refuse("classId", "没有这个班级");
    // not given: the school's own province (a Guangdong school's students take the 高考 in Guangdong)
    const region = regionOf(u.province ?? (await schoolProvince(database, actor)));
    if (!region) return refuse("province", "学生账号需要填写省份（高考所在省）");
    const id = await db.transaction(async (tx) => {
      const [stu] = await tx.insert(students).values({
        tenantId: actor.tenantId, studentName: u.userName, sex: u.sex ?? 0, phone: u.phone ?? "", subjects: u.subjects ?? "", ...region, ...placement(klass),
      }).returning({ id: students.id });
      const [row] = await tx.insert(users).values({ tenantId: actor.tenantId, account: u.account, userName: u.userName, passwordHash: hash, authority: "student", studentId: stu!.id }).returning({ id: users.id });
      await assignSchoolTasks(tx, actor, stu!.id);
      return row!.id;
    });
    return finishCreate(database, actor, id);
  }
  if (u.authority === "parent") {
    if (u.studentId == null) return refuse("studentId", "家长账号需要关联一名学生");
    if (!(await schoolStudent(db, actor, u.studentId))) return refuse("studentId", "没有这名学生");
    studentId = u.studentId;
  }
  if (u.authority === "teacher" && !(await checkClasses(db, actor, u.classIds ?? []))) return refuse("classIds", "有的班级不存在");
  if (u.psychologyDuty && u.authority !== "teacher") return refuse("psychologyDuty", NOT_TEACHER);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({
      tenantId: actor.tenantId, account: u.account, userName: u.userName, passwordHash: hash, authority: u.authority, studentId, psychologyDuty: u.psychologyDuty === true,
    }).returning({ id: users.id });
    if (u.authority === "teacher" && u.classIds?.length) {
      await tx.insert(classCounsellors).values([...new Set(u.classIds)].map((classId) => ({ tenantId: actor.tenantId, classId, userId: row!.id })));
    }
    return row!.id;
  });
  return finishCreate(database, actor, id);
}

async function finishCreate(database: Database, actor: Actor, id: number): Promise<Outcome<UserView>> {
  const view = (await userDetail(database, actor, id))!;
  await recordAudit(database.db, actor, { action: "user.create", targetType: "user", targetId: id, targetLabel: view.account, after: snapshot(view) });
  return { ok: true, value: view };
}

export interface UserChange {
  id: number; userName?: string; phone?: string; sex?: number; classId?: number; province?: string; subjects?: string; studentId?: number;
  classIds?: number[]; status?: number; psychologyDuty?: boolean;
}

/** Changes an account: its name and status, a student's class and details, a parent's student, a teacher's classes. */
export async function updateUser(database: Database, actor: Actor, change: UserChange): Promise<Outcome<UserView>> {
  const db = database.db;
  const before = await userDetail(database, actor, change.id);
  if (!before || before.status === 0 || before.status === 3) return refuse("id", "没有这个账号");
  if (change.status === 2 && change.id === actor.userId) return refuse("status", "不能停用自己的账号");
  const klass = change.classId != null ? await schoolClass(db, actor, change.classId) : null;
  if (change.classId != null && !klass) return refuse("classId", "没有这个班级");
  const region = change.province != null ? regionOf(change.province) : null;
  if (change.province != null && !region) return refuse("province", "未知省份");
  if (before.authority === "parent" && change.studentId != null && !(await schoolStudent(db, actor, change.studentId))) return refuse("studentId", "没有这名学生");
  if (before.authority === "teacher" && change.classIds && !(await checkClasses(db, actor, change.classIds))) return refuse("classIds", "有的班级不存在");
  if (change.psychologyDuty && before.authority !== "teacher") return refuse("psychologyDuty", NOT_TEACHER);
  await db.transaction(async (tx) => {
    await tx.update(users).set({
      ...(change.userName ? { userName: change.userName } : {}), ...(change.status != null ? { status: change.status } : {}),
      ...(before.authority === "parent" && change.studentId != null ? { studentId: change.studentId } : {}),
      ...(before.authority === "teacher" && change.psychologyDuty != null ? { psychologyDuty: change.psychologyDuty } : {}), updatedAt: new Date(),
    }).where(and(inSchool(actor, users.tenantId), eq(users.id, change.id)));
    if (before.authority === "student" && before.studentId) {
      const fields = {
        ...(change.userName ? { studentName: change.userName } : {}), ...(change.phone != null ? { phone: change.phone } : {}),
        ...(change.sex != null ? { sex: change.sex } : {}), ...(change.subjects != null ? { subjects: change.subjects } : {}),
        ...(region ?? {}), ...(klass ? placement(klass) : {}),
      };
      if (Object.keys(fields).length) {
        await tx.update(students).set({ ...fields, updatedAt: new Date() }).where(and(inSchool(actor, students.tenantId), eq(students.id, Number(before.studentId))));
      }
      if (klass && String(klass.id) !== before.classId) await assignSchoolTasks(tx, actor, Number(before.studentId));
    }
    if (before.authority === "teacher" && change.classIds) {
      await tx.delete(classCounsellors).where(and(inSchool(actor, classCounsellors.tenantId), eq(classCounsellors.userId, change.id)));
      if (change.classIds.length) {
        await tx.insert(classCounsellors).values([...new Set(change.classIds)].map((classId) => ({ tenantId: actor.tenantId, classId, userId: change.id })));
      }
    }
  });
  await forgetStudentScopes();
  // a disabled account is signed out everywhere at once
  if (change.status === 2 && before.status !== 2) await revokeUserFamilies(db, change.id, "disabled");
  // A parent moved to another student: their tokens carry the student they were issued for, so every login ends now
  // (the path a password change takes), or an open tab would keep reading the first student's plans until it expires.
  else if (before.authority === "parent" && change.studentId != null && String(change.studentId) !== before.studentId) {
    await revokeUserFamilies(db, change.id, "relinked");
  }
  const after = (await userDetail(database, actor, change.id))!;
  const action = change.status === 2 && before.status !== 2 ? "user.disable" : change.status === 1 && before.status === 2 ? "user.enable" : "user.update";
  await recordAudit(db, actor, { action, targetType: "user", targetId: change.id, targetLabel: after.account, before: snapshot(before), after: snapshot(after) });
  return { ok: true, value: after };
}

/** Removes accounts (kept for the records that name them, never listed again and never signed in). */
export async function removeUsers(database: Database, actor: Actor, ids: number[]): Promise<Outcome<number>> {
  if (ids.includes(actor.userId)) return refuse("ids", "不能删除自己的账号");
  const views = (await Promise.all(ids.map((id) => userDetail(database, actor, id)))).filter((v): v is UserView => v != null);
  if (views.length !== new Set(ids).size) return refuse("ids", "有的账号不存在");
  const db = database.db;
  for (const v of views) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ status: 2, deletedAt: new Date(), updatedAt: new Date() }).where(and(inSchool(actor, users.tenantId), eq(users.id, Number(v.id))));
      await tx.delete(classCounsellors).where(and(inSchool(actor, classCounsellors.tenantId), eq(classCounsellors.userId, Number(v.id))));
      await recordAudit(tx, actor, { action: "user.remove", targetType: "user", targetId: v.id, targetLabel: v.account, before: snapshot(v) });
    });
    await revokeUserFamilies(db, Number(v.id), "removed");
  }
  return { ok: true, value: views.length };
}

/** Sets a new password on accounts of the school and signs them out everywhere. */
export async function resetPasswords(database: Database, actor: Actor, ids: number[], password: string): Promise<Outcome<number>> {
  if (ids.includes(actor.userId)) return refuse("userIds", "自己的密码请在“修改密码”中修改");
  const views = (await Promise.all(ids.map((id) => userDetail(database, actor, id)))).filter((v): v is UserView => v != null && v.status !== 0 && v.status !== 3);
  if (views.length !== new Set(ids).size) return refuse("userIds", "有的账号不存在");
  const hash = await hashPassword(password);
  const db = database.db;
  for (const v of views) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(and(inSchool(actor, users.tenantId), eq(users.id, Number(v.id))));
      await recordAudit(tx, actor, { action: "user.reset-password", targetType: "user", targetId: v.id, targetLabel: v.account });
    });
    await revokeUserFamilies(db, Number(v.id), "password-reset");
  }
  return { ok: true, value: views.length };
}
