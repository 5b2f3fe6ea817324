// The audit log of a school's administrative changes: every change writes one entry in the same transaction as the
// change itself (who, what, when, from where, the record before and after), and the log is read only within the school.
import { and, desc, eq, gte, ilike, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLogs } from "../../db/schema";
import { inSchool, type Actor, type SchoolScope } from "../../lib/owner";
import { containing } from "../../lib/like";
import { page } from "../../lib/r";

export type Snapshot = Record<string, unknown> | null;

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId?: string | number;
  targetLabel?: string;
  before?: Snapshot;
  after?: Snapshot;
}

/** Keys never written to the log, whatever a snapshot holds. */
const SECRET = /password|hash|secret|token/i;

function clean(snapshot: Snapshot | undefined): Snapshot {
  if (!snapshot) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(snapshot)) {
    if (SECRET.test(k) || v === undefined) continue;
    out[k] = v instanceof Date ? v.toISOString() : typeof v === "bigint" ? String(v) : v;
  }
  return out;
}

export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    tenantId: actor.tenantId, actorId: actor.userId, actorAccount: actor.account, actorRole: actor.role,
    action: entry.action, targetType: entry.targetType, targetId: entry.targetId == null ? "" : String(entry.targetId),
    targetLabel: (entry.targetLabel ?? "").slice(0, 200), before: clean(entry.before), after: clean(entry.after), address: actor.address.slice(0, 64),
  });
}

export interface AuditFilter { current: number; size: number; action?: string; targetType?: string; actor?: string; from?: string; to?: string }

/**
 * The school's log, newest first; `from`/`to` are dates in Asia/Shanghai (to inclusive). The platform operator's
 * changes (shared data) form the platform's log, which the operator reads; a school's administrator reads the school's.
 */
export async function auditPage(db: Db, scope: SchoolScope, f: AuditFilter) {
  const shanghai = (date: string) => new Date(`${date}T00:00:00+08:00`);
  const where = and(
    inSchool(scope, auditLogs.tenantId),
    scope.role === "operator" ? eq(auditLogs.actorRole, "operator") : ne(auditLogs.actorRole, "operator"),
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.targetType ? eq(auditLogs.targetType, f.targetType) : undefined,
    f.actor ? ilike(auditLogs.actorAccount, containing(f.actor)) : undefined,
    f.from ? gte(auditLogs.at, shanghai(f.from)) : undefined,
    f.to ? lt(auditLogs.at, new Date(shanghai(f.to).getTime() + 86_400_000)) : undefined,
  );
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(where)) as [{ n: number }];
  const rows = await db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.at), desc(auditLogs.id)).limit(f.size).offset((f.current - 1) * f.size);
  return page(rows.map((r) => ({
    id: String(r.id), actorAccount: r.actorAccount, actorRole: r.actorRole, action: r.action, targetType: r.targetType, targetId: r.targetId,
    targetLabel: r.targetLabel, before: r.before, after: r.after, address: r.address, at: r.at.toISOString(),
  })), n, f.current, f.size);
}
