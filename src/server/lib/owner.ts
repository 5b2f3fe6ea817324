// Whose data a call touches. Two kinds of caller:
// - a student or parent owns one student's data (Owner): the caller's school (tenant) and student — a parent acts for
//   the student the account is linked to; a class counsellor may act on a student of a class they counsel (read, and
//   comment where the area allows it);
// - a school's staff (SchoolScope): an administrator acts on the whole school, a counsellor on the classes they counsel.
// Every query of a student's or a school's data takes one of these, made only here, and filters with `inSchool` /
// `schoolIs`, so no handler writes its own tenant or student filter.
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AuthUser } from "../auth/tokens";
import type { Database } from "../db/client";
import { clientAddress, type Ctx } from "./context";

/**
 * What an account is: student and parent (the portal), teacher (class counsellor) and admin (the school's
 * administrator), and operator: the platform's operator, who alone imports the admission data every school shares
 * (score-rank tables, lines, units, plans, province rules, catalogues) and sees no school's students.
 */
export type Role = "student" | "parent" | "teacher" | "admin" | "operator";
export const FAMILY: readonly Role[] = ["student", "parent"];
/** Who may write platform data (shared by every school). */
export const PLATFORM: readonly Role[] = ["operator"];

export interface Owner {
  tenantId: string;
  studentId: number;
  userId: number;
  role: "student" | "parent" | "teacher";
}

/** The caller as the owner of a student's data; null for an account linked to no student. */
export function ownerOf(user: AuthUser): Owner | null {
  if (user.studentId == null || user.guest) return null;
  if (user.authority !== "student" && user.authority !== "parent") return null;
  return { tenantId: user.tenantId, studentId: user.studentId, userId: user.userId, role: user.authority === "parent" ? "parent" : "student" };
}

/**
 * A school's staff member acting on the school: an administrator (the whole school) or a counsellor (their classes);
 * or the platform's operator acting on platform data from their own tenant (no student of any school is theirs).
 */
export interface SchoolScope {
  tenantId: string;
  userId: number;
  account: string;
  role: "admin" | "teacher" | "operator";
}

/** Who made an administrative change, from where (for the audit log). */
export interface Actor extends SchoolScope {
  address: string;
}

export function schoolScopeOf(user: AuthUser): SchoolScope | null {
  if (user.guest || (user.authority !== "admin" && user.authority !== "teacher")) return null;
  return { tenantId: user.tenantId, userId: user.userId, account: user.account, role: user.authority };
}

/**
 * The caller of a staff-only call (the route's `roles` let only admin or teacher through, so a missing scope is a
 * route declared without them: a bug, not a refusal).
 */
export function actorOf(c: Ctx): Actor {
  const user = c.get("user");
  const scope: SchoolScope | null = schoolScopeOf(user)
    ?? (user.authority === "operator" && !user.guest ? { tenantId: user.tenantId, userId: user.userId, account: user.account, role: "operator" } : null);
  if (!scope) throw new Error("a staff call declared without roles");
  return { ...scope, address: clientAddress(c) };
}

/** The row belongs to the scope's school (the one tenant filter every school query uses). */
export function inSchool(scope: { tenantId: string }, column: PgColumn): SQL {
  return eq(column, scope.tenantId);
}

/** The same in raw SQL: `<alias>.tenant_id = <tenant>`. */
export function schoolIs(scope: { tenantId: string }, alias: string): SQL {
  return sql`${sql.identifier(alias)}.tenant_id = ${scope.tenantId}`;
}

/**
 * The students a staff member may see, as a condition on a students row aliased `alias`: the whole school for an
 * administrator, the classes they counsel for a counsellor.
 */
export function studentsVisibleTo(scope: SchoolScope, alias = "s"): SQL {
  const school = schoolIs(scope, alias);
  if (scope.role === "admin") return school;
  if (scope.role === "operator") return sql`false`;
  return sql`${school} and ${sql.identifier(alias)}.class_id in (
    select cc.class_id from class_counsellors cc where cc.user_id = ${scope.userId} and cc.tenant_id = ${scope.tenantId})`;
}

/**
 * A counsellor acting on one student of a class they counsel, as that student's Owner (role teacher); null when the
 * student is not in one of their classes (or not in their school).
 */
export async function counselledOwner(database: Database, scope: SchoolScope, studentId: number): Promise<Owner | null> {
  if (scope.role !== "teacher") return null;
  const [row] = await database.rows<{ id: number }>(sql`select s.id from students s where s.id = ${studentId} and ${studentsVisibleTo(scope)}`);
  return row ? { tenantId: scope.tenantId, studentId: Number(row.id), userId: scope.userId, role: "teacher" } : null;
}

/** The caller as an Owner of `studentId`'s data: the student or parent themselves, or the student's counsellor. */
export async function actingOwner(database: Database, user: AuthUser, studentId?: number): Promise<Owner | null> {
  const own = ownerOf(user);
  if (own) return studentId == null || studentId === own.studentId ? own : null;
  const scope = schoolScopeOf(user);
  return scope && studentId != null ? counselledOwner(database, scope, studentId) : null;
}

