// 批次线 of a province, for the batch-line screen and as reference lines on the score-rank screen.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { batchLines } from "../db/schema";

export interface BatchLineFilter { provinceCode: string; year?: number; subjectType?: string }

/** Batch lines keyed by year, newest first; within a year by subject type and from the highest line down. */
export async function batchLinesByYear(database: Database, filter: BatchLineFilter) {
  const b = batchLines;
  const rows = await database.db.select().from(b)
    .where(and(eq(b.provinceCode, filter.provinceCode), filter.year ? eq(b.year, filter.year) : undefined, filter.subjectType ? eq(b.subjectType, filter.subjectType) : undefined))
    .orderBy(desc(b.year), asc(b.subjectType), desc(b.score));
  const map: Record<string, { subjectType: string; batch: string; score: number; sample: boolean }[]> = {};
  for (const r of rows) (map[r.year] ??= []).push({ subjectType: r.subjectType, batch: r.batch, score: r.score, sample: r.sample });
  return map;
}
