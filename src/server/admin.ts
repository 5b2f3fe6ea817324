// `npm run admin -- approve <account> [tenantId]` approves a pending third-party registration (the same approval as
// the administrator's page, queries/school/registrations.ts); `npm run admin -- pending` lists pending accounts.
// Uses the same database as the server (DATA_DIR / DATABASE_URL).
import { and, eq } from "drizzle-orm";
import type { Database } from "./db/client";
import { users } from "./db/schema";
import { approvePending } from "./queries/school/registrations";

export async function approveAccount(database: Database, account: string, tenantId?: string): Promise<{ ok: boolean; msg: string }> {
  const db = database.db;
  const rows = await db.select().from(users).where(and(eq(users.account, account), eq(users.status, 0), tenantId ? eq(users.tenantId, tenantId) : undefined));
  if (rows.length === 0) return { ok: false, msg: `no pending account "${account}"${tenantId ? ` in tenant ${tenantId}` : ""}` };
  if (rows.length > 1) return { ok: false, msg: `"${account}" is pending in several tenants (${rows.map((r) => r.tenantId).join(", ")}): name the tenant` };
  const u = rows[0]!;
  await approvePending(db, u);
  return { ok: true, msg: `approved ${u.account} (tenant ${u.tenantId})` };
}

export async function pendingAccounts(database: Database) {
  return database.db.select({ tenantId: users.tenantId, account: users.account, userName: users.userName, oauthId: users.oauthId, createdAt: users.createdAt }).from(users).where(eq(users.status, 0));
}
