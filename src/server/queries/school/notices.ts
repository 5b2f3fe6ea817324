// School notices (学校通知 on the home page, read through /api/blade-system/schoolconsult/list): the administrator
// publishes, edits and removes them. Scoped to the administrator's school; every change is audited.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { schoolConsults } from "../../db/schema";
import { inSchool, type Actor, type SchoolScope } from "../../lib/owner";
import { page } from "../../lib/r";
import type { NoticeView } from "../../../contracts/admin";
import { recordAudit } from "./audit";

const view = (r: typeof schoolConsults.$inferSelect): NoticeView =>
  ({ id: String(r.id), title: r.title, content: r.content, category: r.category, publishTime: r.publishTime.toISOString() });

export async function noticePage(database: Database, scope: SchoolScope, current: number, size: number) {
  const db = database.db;
  const where = inSchool(scope, schoolConsults.tenantId);
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(schoolConsults).where(where)) as [{ n: number }];
  const rows = await db.select().from(schoolConsults).where(where).orderBy(desc(schoolConsults.publishTime), desc(schoolConsults.id)).limit(size).offset((current - 1) * size);
  return page(rows.map(view), n, current, size);
}

export interface NoticeInput { id?: number; title: string; content: string; category: string }

/** Publishes a notice (now), or edits one of the school's; null when `id` is not one of them. */
export async function saveNotice(database: Database, actor: Actor, input: NoticeInput): Promise<NoticeView | null> {
  const fields = { title: input.title, content: input.content, category: input.category };
  return database.db.transaction(async (tx) => {
    if (input.id == null) {
      const [row] = await tx.insert(schoolConsults).values({ tenantId: actor.tenantId, ...fields }).returning();
      await recordAudit(tx, actor, { action: "notice.publish", targetType: "notice", targetId: row!.id, targetLabel: row!.title, after: fields });
      return view(row!);
    }
    const [before] = await tx.select().from(schoolConsults).where(and(inSchool(actor, schoolConsults.tenantId), eq(schoolConsults.id, input.id)));
    if (!before) return null;
    const [row] = await tx.update(schoolConsults).set(fields).where(and(inSchool(actor, schoolConsults.tenantId), eq(schoolConsults.id, input.id))).returning();
    await recordAudit(tx, actor, { action: "notice.update", targetType: "notice", targetId: input.id, targetLabel: fields.title, before: { title: before.title, content: before.content, category: before.category }, after: fields });
    return view(row!);
  });
}

export async function removeNotice(database: Database, actor: Actor, id: number): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.delete(schoolConsults).where(and(inSchool(actor, schoolConsults.tenantId), eq(schoolConsults.id, id))).returning();
    if (!row) return false;
    await recordAudit(tx, actor, { action: "notice.remove", targetType: "notice", targetId: id, targetLabel: row.title, before: { title: row.title, content: row.content, category: row.category } });
    return true;
  });
}
