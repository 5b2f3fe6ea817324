// The query planner's statistics. PGlite runs no autovacuum, so nothing gathers them unless we do: without them the
// planner guesses, and a guess can cost minutes. Deleting Guangdong's 33,000 sample units cascaded to their majors with
// an index on (province, year, subject type) picked per unit instead of the one on unit_id: 30 s instead of 0.8 s.
// They are gathered after a seed, after an import (for the tables it changed) and on start where a database has none.
// PostgreSQL's own autovacuum does the same in the background; gathering them at once there too keeps the first
// requests after an import from running on the old figures.
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** the tables derived again from the units of the scopes an import changed (queries/derived-admissions.ts) */
export const DERIVED_TABLES = ["college_admissions", "major_admissions", "college_plan_changes"] as const;
/** the tables a refit of the probability models rewrites (queries/probability-fit.ts) */
export const MODEL_TABLES = ["probability_cohorts", "probability_curves", "unit_predictions"] as const;

/**
 * Gathers the planner's statistics for those of the given tables that exist, or for every table of the current schema
 * when none are named (not the whole database: the PostgreSQL tests give each file a schema of its own on one server).
 */
export async function analyzeTables(database: Database, tables: readonly string[] = []): Promise<void> {
  const existing = (await database.rows<{ name: string }>(sql`select relname as name from pg_class
    where relkind = 'r' and relnamespace = to_regnamespace(current_schema())`)).map((r) => r.name);
  const names = tables.length ? existing.filter((t) => tables.includes(t)) : existing;
  if (names.length) await database.db.execute(sql.raw(`analyze ${names.map((t) => `"${t}"`).join(", ")}`));
}

/**
 * Gathers statistics for the whole database when a table the portal reads most has never had any (a database seeded
 * or upgraded by an older version); answers whether it did. reltuples is -1 on a table never analysed (PostgreSQL 14+).
 */
export async function analyzeIfNeverAnalyzed(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ never: boolean }>(sql`select coalesce(min(reltuples), -1) < 0 as never from pg_class
    where relkind = 'r' and relname in ('enrollment_units', 'unit_majors', 'score_ranks') and relnamespace = to_regnamespace(current_schema())`);
  if (!row?.never) return false;
  await analyzeTables(database);
  return true;
}
