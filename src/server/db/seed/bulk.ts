import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Database } from "../client";

/** a Database, or a transaction (anything with execute) */
export type Executor = Database | { execute(q: SQL): Promise<unknown> };

/** Rows of a query on a Database or inside a transaction, whichever driver answers (postgres.js: an array; PGlite: {rows}). */
export async function selectRows<T = Record<string, unknown>>(database: Executor, query: SQL): Promise<T[]> {
  if ("rows" in database) return database.rows<T>(query);
  const out = (await database.execute(query)) as unknown;
  return (Array.isArray(out) ? out : (out as { rows: T[] }).rows) as T[];
}

/**
 * Fast bulk insert: rows (keys = SQL column names) travel as one JSON parameter per chunk and are expanded
 * server-side by json_populate_recordset. `conflict` is an optional ON CONFLICT clause (trusted, written by us).
 */
export async function bulkInsert(database: Executor, table: string, rows: Record<string, unknown>[], conflict = "on conflict do nothing", chunk = 20000): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const cols = Object.keys(part[0]!);
    const colList = cols.map((c) => `"${c}"`).join(", ");
    const exec = "db" in database ? database.db : database;
    await exec.execute(sql.raw(`insert into ${table} (${colList}) select ${colList} from json_populate_recordset(null::${table}, `)
      .append(sql`${JSON.stringify(part)}::json`).append(sql.raw(`) ${conflict}`)));
  }
}
