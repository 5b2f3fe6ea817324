// Whose data a call touches: the caller's school (tenant) and student — a parent acts for the student the account is
// linked to. Every query of a student's own data takes an Owner made here, so no handler writes its own tenant or
// student filter.
import type { AuthUser } from "../auth/tokens";

export interface Owner {
  tenantId: string;
  studentId: number;
  userId: number;
  role: "student" | "parent";
}

/** The caller as the owner of a student's data; null for an account linked to no student. */
export function ownerOf(user: AuthUser): Owner | null {
  if (user.studentId == null || user.guest) return null;
  return { tenantId: user.tenantId, studentId: user.studentId, userId: user.userId, role: user.authority === "parent" ? "parent" : "student" };
}
