// A student's 高考 score or rank with its provenance, and the school's rank tables that convert a school exam total to
// a province rank (src/domain/gaokao-score.ts). Every query is scoped by the caller's school and student.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { examDetails, examRankTables, gaokaoScores, users } from "../db/schema";
import { inSchool, type Actor } from "../lib/owner";
import { examTotals, type Conversion, type ExamTableKind, type GaokaoScore, type RankTableRow, type ScoreSource } from "../../domain/gaokao-score";
import type { ExamTableView } from "../../contracts/score";
import { recordAudit } from "./school/audit";
import { personName } from "../lib/accounts";

interface StudentRef { tenantId: string; studentId: number }
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function savedScore(database: Database, who: StudentRef): Promise<GaokaoScore | null> {
  const [row] = await database.db.select({
    year: gaokaoScores.year, score: gaokaoScores.score, rank: gaokaoScores.rank, source: gaokaoScores.source, conversion: gaokaoScores.conversion,
    note: gaokaoScores.note, by: personName, at: gaokaoScores.setAt,
  }).from(gaokaoScores).innerJoin(users, eq(users.id, gaokaoScores.setBy))
    .where(and(inSchool(who, gaokaoScores.tenantId), eq(gaokaoScores.studentId, who.studentId)));
  return row ? { ...row, source: row.source as ScoreSource, conversion: row.conversion ?? null, at: iso(row.at) } : null;
}

export interface ScoreWrite { year: number; score: number | null; rank: number | null; source: ScoreSource; conversion: Conversion | null; note: string }

/** Sets the student's one 高考 score (replacing the earlier one: the newest is the one screens use). */
export async function saveScore(database: Database, who: StudentRef & { userId: number }, write: ScoreWrite): Promise<void> {
  const values = { ...write, setBy: who.userId, setAt: new Date() };
  await database.db.insert(gaokaoScores).values({ studentId: who.studentId, tenantId: who.tenantId, ...values })
    .onConflictDoUpdate({ target: gaokaoScores.studentId, set: values });
}

export async function removeScore(database: Database, who: StudentRef): Promise<boolean> {
  const rows = await database.db.delete(gaokaoScores).where(and(inSchool(who, gaokaoScores.tenantId), eq(gaokaoScores.studentId, who.studentId))).returning();
  return rows.length > 0;
}

/** The student's school exams by total, newest first. */
export async function studentExams(database: Database, who: StudentRef) {
  const rows = await database.db.select({ examName: examDetails.examName, examDate: examDetails.examDate, score: examDetails.score, fullScore: examDetails.fullScore })
    .from(examDetails).where(and(inSchool(who, examDetails.tenantId), eq(examDetails.studentId, who.studentId)));
  return examTotals(rows);
}

interface TableRow {
  id: number; name: string; examName: string; provinceCode: string; subjectType: string; source: string; rows: RankTableRow[]; kind: ExamTableKind;
  students: number | null; by: string; at: Date;
}

async function tables(database: Database, school: { tenantId: string }, where?: ReturnType<typeof eq>): Promise<TableRow[]> {
  return database.db.select({
    id: examRankTables.id, name: examRankTables.name, examName: examRankTables.examName, provinceCode: examRankTables.provinceCode,
    subjectType: examRankTables.subjectType, source: examRankTables.source, rows: examRankTables.rows, kind: examRankTables.kind, students: examRankTables.students,
    by: personName, at: examRankTables.createdAt,
  }).from(examRankTables).innerJoin(users, eq(users.id, examRankTables.createdBy))
    .where(and(inSchool(school, examRankTables.tenantId), where)).orderBy(asc(examRankTables.name))
    .then((rows) => rows.map((r) => ({ ...r, kind: r.kind as ExamTableKind })));
}

const view = (t: TableRow): ExamTableView => ({
  id: String(t.id), name: t.name, examName: t.examName, province: t.provinceCode, subjectType: t.subjectType, source: t.source,
  rows: t.rows.length, top: t.rows[0]!, bottom: t.rows.at(-1)!, kind: t.kind, students: t.students, by: t.by, at: iso(t.at),
});

export async function examTableList(database: Database, school: { tenantId: string }): Promise<ExamTableView[]> {
  return (await tables(database, school)).map(view);
}

/** The school's tables for a province (those a student there can use), with their rows. */
export async function provinceTables(database: Database, school: { tenantId: string }, provinceCode: string): Promise<TableRow[]> {
  return tables(database, school, eq(examRankTables.provinceCode, provinceCode));
}

export async function examTable(database: Database, school: { tenantId: string }, id: number): Promise<TableRow | null> {
  return (await tables(database, school, eq(examRankTables.id, id)))[0] ?? null;
}

/** Adds a table, or replaces the school's table of the same name; audited. */
export async function saveExamTable(database: Database, actor: Actor, t: {
  name: string; examName: string; provinceCode: string; subjectType: string; source: string; rows: RankTableRow[]; kind: ExamTableKind; students: number | null;
}): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(examRankTables).where(and(inSchool(actor, examRankTables.tenantId), eq(examRankTables.name, t.name)));
    await tx.insert(examRankTables).values({ tenantId: actor.tenantId, ...t, createdBy: actor.userId })
      .onConflictDoUpdate({ target: [examRankTables.tenantId, examRankTables.name], set: { ...t, createdBy: actor.userId, createdAt: sql`now()` } });
    await recordAudit(tx, actor, {
      action: before ? "exam-table.replace" : "exam-table.add", targetType: "exam-table", targetLabel: t.name,
      before: before ? { examName: before.examName, rows: before.rows.length } : undefined, after: { examName: t.examName, province: t.provinceCode, subjectType: t.subjectType, kind: t.kind, rows: t.rows.length, students: t.students },
    });
  });
}

export async function removeExamTable(database: Database, actor: Actor, id: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.delete(examRankTables).where(and(inSchool(actor, examRankTables.tenantId), eq(examRankTables.id, id))).returning();
    if (!row) return false;
    await recordAudit(tx, actor, { action: "exam-table.remove", targetType: "exam-table", targetId: row.id, targetLabel: row.name, before: { examName: row.examName, rows: row.rows.length } });
    return true;
  });
}
