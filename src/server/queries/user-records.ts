// What /api/blade-user writes for a signed-in person or a visitor: a third party's pending registration, the parent
// account a student links, feedback and the browser's error log. (Looking an account up is lib/accounts.ts.)
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { errorLogs, feedback, users } from "../db/schema";

/** A registration waiting for the administrator (status 0): nothing when the account name is taken meanwhile. */
export async function insertPendingGuest(db: Db, guest: { tenantId: string; account: string; userName: string; passwordHash: string; oauthId: string }) {
  await db.insert(users).values({ ...guest, authority: "student", status: 0 }).onConflictDoNothing();
}

/** A parent account linked to the student; its new id. */
export async function createParentAccount(db: Db, parent: { tenantId: string; account: string; userName: string; studentId: number; passwordHash: string }): Promise<number> {
  const [row] = await db.insert(users).values({ ...parent, authority: "parent" }).returning({ id: users.id });
  return row!.id;
}

/** A linked parent account's new name and, when given, its new password hash. */
export async function updateParentAccount(db: Db, tenantId: string, id: number, change: { userName: string; passwordHash?: string }) {
  await db.update(users).set({ ...change, updatedAt: new Date() }).where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
}

/** Stores feedback; its id. */
export async function addFeedback(db: Db, entry: { tenantId: string; userId: number; content: string; contact: string; category: string }): Promise<number> {
  const [row] = await db.insert(feedback).values(entry).returning({ id: feedback.id });
  return row!.id;
}

export type ErrorLogEntry = Omit<typeof errorLogs.$inferInsert, "id" | "createdAt">;

/** Stores the entries of a browser's error log (at least one). */
export async function addErrorLogs(db: Db, entries: ErrorLogEntry[]) {
  await db.insert(errorLogs).values(entries);
}
