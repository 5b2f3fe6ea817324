// Writes checked student rows (src/server/import/students.ts) into a school: each row's grade must be one of the
// school's, its account new in the school; missing classes of those grades are created. All rows or none: a row with a
// problem rejects the file, each problem named by its line. Passwords are hashed before the one short transaction that
// writes, so the embedded database is not held while hashing.
import { and, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { classes, grades, students, users } from "../../db/schema";
import { inSchool, type Actor } from "../../lib/owner";
import { hashPassword } from "../../auth/passwords";
import type { StudentImportReport } from "../../../contracts/admin";
import type { ParsedStudents } from "../../import/students";
import { recordAudit } from "./audit";
import { placement, regionOf } from "./people";
import { assignSchoolTasks } from "./tasks";

export type Progress = (phase: "read" | "write", done: number, total: number) => void;

export async function importStudents(database: Database, actor: Actor, parsed: ParsedStudents, opts: { dryRun: boolean; fileName: string; progress?: Progress }): Promise<StudentImportReport> {
  const db = database.db;
  const errors = [...parsed.errors];
  const schoolGrades = await db.select().from(grades).where(inSchool(actor, grades.tenantId));
  const gradeOf = (name: string) => schoolGrades.find((g) => g.gradeName === name || String(g.startSchool) === name || `${g.startSchool}级` === name);
  const accounts = parsed.rows.map((r) => r.account);
  const taken = new Set<string>();
  for (let i = 0; i < accounts.length; i += 1000) {
    const found = await db.select({ account: users.account }).from(users).where(and(inSchool(actor, users.tenantId), inArray(users.account, accounts.slice(i, i + 1000))));
    for (const f of found) taken.add(f.account);
  }
  const schoolClasses = await db.select().from(classes).where(inSchool(actor, classes.tenantId));
  const newClasses = new Map<string, { gradeId: number; name: string; gradeName: string }>();
  for (const r of parsed.rows) {
    const problems: string[] = [];
    if (taken.has(r.account)) problems.push(`账号“${r.account}”已存在`);
    const g = gradeOf(r.grade);
    if (!g) problems.push(`年级“${r.grade}”不存在（请先在“年级和班级”中添加）`);
    else if (!schoolClasses.some((k) => k.gradeId === g.id && k.name === r.className)) newClasses.set(`${g.id}|${r.className}`, { gradeId: g.id, name: r.className, gradeName: g.gradeName });
    if (problems.length) errors.push({ line: r.line, message: problems.join("；") });
  }
  errors.sort((a, b) => a.line - b.line);
  const report: StudentImportReport = {
    rows: parsed.rows.length + parsed.errors.length, created: 0, errors: errors.slice(0, 1000), rejected: errors.length > 0, dryRun: opts.dryRun,
    newClasses: [...newClasses.values()].map((k) => `${k.gradeName} ${k.name}`),
  };
  if (report.rejected) return report;
  if (opts.dryRun) return { ...report, created: parsed.rows.length };

  const total = parsed.rows.length;
  const hashes = new Map<string, string>();
  for (const [i, r] of parsed.rows.entries()) {
    if (!hashes.has(r.password)) hashes.set(r.password, await hashPassword(r.password));
    opts.progress?.("read", i + 1, total);
  }
  const created = await db.transaction(async (tx) => {
    for (const k of newClasses.values()) await tx.insert(classes).values({ tenantId: actor.tenantId, gradeId: k.gradeId, name: k.name }).onConflictDoNothing();
    const all = await tx.select({ id: classes.id, name: classes.name, gradeId: classes.gradeId }).from(classes).where(inSchool(actor, classes.tenantId));
    const ids: number[] = [];
    for (const [i, r] of parsed.rows.entries()) {
      const g = gradeOf(r.grade)!;
      const k = all.find((x) => x.gradeId === g.id && x.name === r.className)!;
      const [stu] = await tx.insert(students).values({
        tenantId: actor.tenantId, studentName: r.name, sex: r.sex, phone: r.phone, subjects: r.subjects, ...regionOf(r.province)!,
        ...placement({ id: k.id, name: k.name, gradeId: g.id, startSchool: g.startSchool, appearType: g.appearType }),
      }).returning({ id: students.id });
      await tx.insert(users).values({ tenantId: actor.tenantId, account: r.account, userName: r.name, passwordHash: hashes.get(r.password)!, authority: "student", studentId: stu!.id });
      await assignSchoolTasks(tx, actor, stu!.id);
      ids.push(stu!.id);
      opts.progress?.("write", i + 1, total);
    }
    await recordAudit(tx, actor, {
      action: "user.import", targetType: "user", targetLabel: opts.fileName,
      after: { file: opts.fileName, created: ids.length, newClasses: report.newClasses, accounts: parsed.rows.slice(0, 1000).map((r) => r.account) },
    });
    return ids.length;
  });
  return { ...report, created };
}
