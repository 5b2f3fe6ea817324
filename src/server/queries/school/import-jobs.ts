// Imports started in the browser run in the server process that took them and record their progress and report in
// import_jobs, so any process can say how far one is. The process that runs a job also keeps its progress in memory:
// on the embedded database a long write transaction holds the one connection, and a poll must still be answered.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { importJobs } from "../../db/schema";
import { inSchool, type SchoolScope } from "../../lib/owner";
import type { ImportJob } from "../../../contracts/admin";

const live = new Map<string, ImportJob & { tenantId: string }>();
/** a job still "running" this long after it started died with its process */
const STALE_MS = 60 * 60_000;

const view = (r: typeof importJobs.$inferSelect): ImportJob => ({
  id: r.id, kind: r.kind as ImportJob["kind"], fileName: r.fileName, dryRun: r.dryRun,
  status: r.status === "running" && Date.now() - r.createdAt.getTime() > STALE_MS ? "failed" : (r.status as ImportJob["status"]),
  phase: r.phase, done: r.done, total: r.total, report: r.report, error: r.status === "running" && Date.now() - r.createdAt.getTime() > STALE_MS ? "导入中断（服务器重启），请重新导入" : r.error,
  createdAt: r.createdAt.toISOString(),
});

export async function createJob(database: Database, scope: SchoolScope, job: { kind: ImportJob["kind"]; fileName: string; dryRun: boolean; total: number }): Promise<ImportJob> {
  const [row] = await database.db.insert(importJobs).values({ id: randomUUID(), tenantId: scope.tenantId, userId: scope.userId, ...job }).returning();
  const v = view(row!);
  live.set(v.id, { ...v, tenantId: scope.tenantId });
  return v;
}

/** Records progress: at once in memory, in the database at most every half second. */
export function progressRecorder(database: Database, id: string) {
  let last = 0;
  return (phase: string, done: number, total: number) => {
    const job = live.get(id);
    if (job) Object.assign(job, { phase, done, total });
    const now = Date.now();
    if (now - last < 500) return;
    last = now;
    // a late write never undoes the finished job's figures
    database.db.update(importJobs).set({ phase, done, total }).where(and(eq(importJobs.id, id), eq(importJobs.status, "running"))).catch(() => {});
  };
}

export async function finishJob(database: Database, id: string, outcome: { report: Record<string, unknown> } | { error: string }): Promise<void> {
  const fields = "report" in outcome
    ? { status: "done", report: outcome.report, error: "", done: sql`total` }
    : { status: "failed", report: null, error: outcome.error.slice(0, 300) };
  await database.db.update(importJobs).set({ ...fields, finishedAt: sql`now()` }).where(eq(importJobs.id, id));
  live.delete(id);
}

/** One of the school's jobs (this process's live progress first). */
export async function jobStatus(database: Database, scope: SchoolScope, id: string): Promise<ImportJob | null> {
  const mine = live.get(id);
  if (mine) {
    const { tenantId, ...job } = mine;
    return tenantId === scope.tenantId ? { ...job } : null;
  }
  const [row] = await database.db.select().from(importJobs).where(and(inSchool(scope, importJobs.tenantId), eq(importJobs.id, id)));
  return row ? view(row) : null;
}
