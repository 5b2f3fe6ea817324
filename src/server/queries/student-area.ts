// What a school keeps for its students' own area (/api/blade-system): the student and their grade, school news and
// shared files, exam results, course-selection rounds and each student's choice in them. Every read and write is
// bounded by the caller's tenant.
import { and, asc, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { containing } from "../lib/like";
import { countAll } from "../lib/ref";

interface PageSlice { size: number; offset: number }

export async function studentOfTenant(db: Db, tenantId: string, studentId: number) {
  const [row] = await db.select().from(s.students).where(and(eq(s.students.id, studentId), eq(s.students.tenantId, tenantId)));
  return row;
}

export async function gradeOfTenant(db: Db, tenantId: string, gradeId: number) {
  const [row] = await db.select().from(s.grades).where(and(eq(s.grades.id, gradeId), eq(s.grades.tenantId, tenantId)));
  return row;
}

export type ProfileFields = Partial<Pick<typeof s.students.$inferInsert,
  "studentName" | "sex" | "studentLogo" | "phone" | "email" | "classesNumber" | "subjects" | "regionCode" | "modeName">>;

/** Writes the student's own profile fields; false when the tenant has no such student. */
export async function updateStudentProfile(db: Db, tenantId: string, studentId: number, fields: ProfileFields): Promise<boolean> {
  const rows = await db.update(s.students).set({ ...fields, updatedAt: new Date() })
    .where(and(eq(s.students.id, studentId), eq(s.students.tenantId, tenantId))).returning({ id: s.students.id });
  return rows.length > 0;
}

/** The tenant's news and consultations, newest published first (title: a word in it; category: exactly). */
export async function consultPage(db: Db, tenantId: string, filter: { title?: string; category?: string }, slice: PageSlice) {
  const t = s.schoolConsults;
  const where = and(eq(t.tenantId, tenantId), filter.title ? ilike(t.title, containing(filter.title)) : undefined,
    filter.category ? eq(t.category, filter.category) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(t).where(where)) as [{ n: number }];
  const rows = await db.select().from(t).where(where).orderBy(desc(t.publishTime), desc(t.id)).limit(slice.size).offset(slice.offset);
  return { rows, n };
}

/** The tenant's shared files, newest first (name: a word in it; category: exactly). */
export async function sharedFilePage(db: Db, tenantId: string, filter: { name?: string; category?: string }, slice: PageSlice) {
  const t = s.files;
  const where = and(eq(t.tenantId, tenantId), filter.name ? ilike(t.name, containing(filter.name)) : undefined,
    filter.category ? eq(t.category, filter.category) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(t).where(where)) as [{ n: number }];
  const rows = await db.select().from(t).where(where).orderBy(desc(t.id)).limit(slice.size).offset(slice.offset);
  return { rows, n };
}

/** A student's exam results, newest exam first (examName: a word in it; subject: exactly). */
export async function examDetailPage(db: Db, tenantId: string, studentId: number, filter: { examName?: string; subject?: string }, slice: PageSlice) {
  const t = s.examDetails;
  const where = and(eq(t.tenantId, tenantId), eq(t.studentId, studentId),
    filter.examName ? ilike(t.examName, containing(filter.examName)) : undefined, filter.subject ? eq(t.subject, filter.subject) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(t).where(where)) as [{ n: number }];
  const rows = await db.select().from(t).where(where).orderBy(desc(t.examDate), asc(t.id)).limit(slice.size).offset(slice.offset);
  return { rows, n };
}

/**
 * The tenant's course-selection rounds, newest first: for a student (or their parent) those of the student's grade and
 * those set for the whole school; for staff (no student) every round.
 */
export async function courseRoundPage(db: Db, tenantId: string, studentId: number | null, status: number | undefined, slice: PageSlice) {
  const t = s.xkInfos;
  const [student] = studentId ? await db.select({ gradeId: s.students.gradeId }).from(s.students).where(and(eq(s.students.tenantId, tenantId), eq(s.students.id, studentId))) : [];
  const ofGrade: SQL | undefined = student?.gradeId != null ? sql`(${t.gradeId} is null or ${t.gradeId} = ${student.gradeId})` : undefined;
  const where = and(eq(t.tenantId, tenantId), status != null ? eq(t.status, status) : undefined, ofGrade);
  const [{ n }] = (await db.select({ n: countAll }).from(t).where(where)) as [{ n: number }];
  const rows = await db.select().from(t).where(where).orderBy(desc(t.id)).limit(slice.size).offset(slice.offset);
  return { rows, n };
}

export async function courseRound(db: Db, tenantId: string, id: number) {
  const [row] = await db.select().from(s.xkInfos).where(and(eq(s.xkInfos.id, id), eq(s.xkInfos.tenantId, tenantId)));
  return row;
}

export type CourseChoiceRow = typeof s.xkStudentCaches.$inferSelect;

/** A student's saved choices, newest first (every round, or the one round `xkInfoId`). */
export function courseChoices(db: Db, tenantId: string, studentId: number, xkInfoId?: number): Promise<CourseChoiceRow[]> {
  const t = s.xkStudentCaches;
  return db.select().from(t).where(and(eq(t.tenantId, tenantId), eq(t.studentId, studentId), xkInfoId != null ? eq(t.xkInfoId, xkInfoId) : undefined))
    .orderBy(desc(t.id));
}

type Choice = Pick<CourseChoiceRow, "tenantId" | "studentId" | "xkInfoId" | "firstSubject" | "secondSubjects" | "submitted" | "remark">;

/** Saves the student's choice in a round: the one row per (tenant, student, round), replaced on a second save. */
export async function saveCourseChoice(db: Db, choice: Choice): Promise<CourseChoiceRow> {
  const t = s.xkStudentCaches;
  const { firstSubject, secondSubjects, submitted, remark } = choice;
  const [row] = await db.insert(t).values(choice)
    .onConflictDoUpdate({ target: [t.tenantId, t.studentId, t.xkInfoId], set: { firstSubject, secondSubjects, submitted, remark, updatedAt: new Date() } })
    .returning();
  return row!;
}
