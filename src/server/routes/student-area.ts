// Student-area lists under /api/common (studenttask, mbghinfo, studentadmissonplanmain, studentacademicplanmain) and /new/timetable.
// Each answers only the caller's tenant and the caller's student (a parent sees the linked student).
import { pageOf } from "../../contracts/common";
import { academicPlanSchema, admissionPlanSchema, goalInfoSchema, studentTaskSchema, timetableEntrySchema } from "../../contracts/system";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { api, intLike, keyword, pageQuery } from "../lib/api";
import { ok, page } from "../lib/r";
import type { AppEnv } from "../lib/context";
import * as s from "../db/schema";

type Owned = PgTable & { tenantId: PgColumn; studentId: PgColumn; id: PgColumn };

function ownedList(router: OpenAPIHono<AppEnv>, table: Owned, row: z.ZodType, summary: string, extra: Record<string, z.ZodType>, filter: (q: Record<string, unknown>) => (SQL | undefined)[], order: SQL[]) {
  api(router, { method: "get", path: "/list", tags: ["student"], summary, query: z.object({ ...pageQuery, ...extra }), data: pageOf(row) }, async (c, { query }) => {
    const me = c.get("user");
    const q = query as { current: number; size: number } & Record<string, unknown>;
    if (!me.studentId) return ok(c, page([], 0, q.current, q.size));
    const db = c.get("deps").database.db;
    const where = and(eq(table.tenantId, me.tenantId), eq(table.studentId, me.studentId), ...filter(q));
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where)) as [{ n: number }];
    const rows = (await db.select().from(table).where(where).orderBy(...order).limit(q.size).offset((q.current - 1) * q.size)) as Record<string, unknown>[];
    return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id), studentId: String(r.studentId) })), n, q.current, q.size));
  });
}

export const studentTask = new OpenAPIHono<AppEnv>();
ownedList(studentTask, s.studentTasks as unknown as Owned, studentTaskSchema, "The student's tasks (paged; filter status, taskType)",
  { status: intLike(0, 9).optional(), taskType: keyword(30).optional() },
  (q) => [q.status != null ? eq(s.studentTasks.status, q.status as number) : undefined, q.taskType ? eq(s.studentTasks.taskType, q.taskType as string) : undefined],
  [desc(s.studentTasks.id)]);

export const mbghInfo = new OpenAPIHono<AppEnv>();
ownedList(mbghInfo, s.goalInfos as unknown as Owned, goalInfoSchema, "The student's goal planning (目标规划) entries (paged)", {}, () => [], [desc(s.goalInfos.id)]);

export const admissionPlanMain = new OpenAPIHono<AppEnv>();
ownedList(admissionPlanMain, s.admissionPlans as unknown as Owned, admissionPlanSchema, "The student's admission plans (升学规划) (paged)", {}, () => [], [desc(s.admissionPlans.id)]);

export const academicPlanMain = new OpenAPIHono<AppEnv>();
ownedList(academicPlanMain, s.academicPlans as unknown as Owned, academicPlanSchema, "The student's academic plans (学业规划) (paged)", { term: keyword(30).optional() },
  (q) => [q.term ? eq(s.academicPlans.term, q.term as string) : undefined], [desc(s.academicPlans.id)]);

export const timetable = new OpenAPIHono<AppEnv>();
api(timetable, {
  method: "get", path: "/studentTimeTable", tags: ["student"], summary: "The student's weekly timetable (filter weekday 1-7); data: entries sorted by weekday, period",
  query: z.object({ weekday: intLike(1, 7).optional() }), data: timetableEntrySchema.array(),
}, async (c, { query }) => {
  const me = c.get("user");
  if (!me.studentId) return ok(c, []);
  const rows = await c.get("deps").database.db.select().from(s.timetableEntries)
    .where(and(eq(s.timetableEntries.tenantId, me.tenantId), eq(s.timetableEntries.studentId, me.studentId), query.weekday ? eq(s.timetableEntries.weekday, query.weekday) : undefined))
    .orderBy(asc(s.timetableEntries.weekday), asc(s.timetableEntries.period));
  return ok(c, rows.map((r) => ({ ...r, id: String(r.id), studentId: String(r.studentId) })));
});
