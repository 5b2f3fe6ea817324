// `npm run admin -- approve <account> [tenantId]` approves a pending third-party registration;
// `npm run admin -- pending` lists pending accounts. Uses the same database as the server (DATA_DIR / DATABASE_URL).
import { and, eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { students, users } from "./db/schema";

export async function approveAccount(database: Database, account: string, tenantId?: string): Promise<{ ok: boolean; msg: string }> {
  const db = database.db;
  const rows = await db.select().from(users).where(and(eq(users.account, account), eq(users.status, 0), tenantId ? eq(users.tenantId, tenantId) : undefined));
  if (rows.length === 0) return { ok: false, msg: `no pending account "${account}"${tenantId ? ` in tenant ${tenantId}` : ""}` };
  if (rows.length > 1) return { ok: false, msg: `"${account}" is pending in several tenants (${rows.map((r) => r.tenantId).join(", ")}): name the tenant` };
  const u = rows[0]!;
  let studentId = u.studentId;
  if (!studentId) {
    const [stu] = await db.insert(students).values({ tenantId: u.tenantId, studentName: u.userName, regionCode: "", startSchool: "", modeName: "" }).returning({ id: students.id });
    studentId = stu!.id;
  }
  await db.update(users).set({ status: 1, studentId, updatedAt: new Date() }).where(eq(users.id, u.id));
  return { ok: true, msg: `approved ${u.account} (tenant ${u.tenantId})` };
}

export async function pendingAccounts(database: Database) {
  return database.db.select({ tenantId: users.tenantId, account: users.account, userName: users.userName, oauthId: users.oauthId, createdAt: users.createdAt }).from(users).where(eq(users.status, 0));
}
