// Writing an import: the file's rows go into a temporary staging table, then set-based statements replace the scopes
// the file covers and upsert its rows, each returning how many rows it inserted, updated or deleted. Unchanged rows are
// not rewritten (the upsert's WHERE skips them), so importing the same file again changes nothing.
import { sql, type SQL } from "drizzle-orm";
import { selectRows } from "../db/seed/bulk";

/** anything that runs SQL: a drizzle database or transaction */
export interface Exec { execute(q: SQL): Promise<unknown> }

export interface TableChange { insert: number; update: number; delete: number; unchanged: number }
export type Changes = Record<string, TableChange>;

const timing = process.env.IMPORT_TIMING === "1";
export async function rowsOf<T = Record<string, unknown>>(exec: Exec, q: SQL): Promise<T[]> {
  const t0 = timing ? performance.now() : 0;
  const rows = await selectRows<T>(exec, q);
  if (timing) console.error(`[sql ${(performance.now() - t0).toFixed(0)} ms] ${String((q as unknown as { queryChunks: { value?: string[] }[] }).queryChunks?.[0]?.value?.[0] ?? "").replace(/\s+/g, " ").slice(0, 110)}`);
  return rows;
}

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
};

export function change(changes: Changes, table: string): TableChange {
  return (changes[table] ??= { insert: 0, update: 0, delete: 0, unchanged: 0 });
}

/**
 * Creates a temporary table shaped like `like` (same column types, no constraints), or with the given column
 * definitions, and fills it with rows (keys = column names; every row has the same keys). Dropped at commit.
 */
export async function stage(exec: Exec, name: string, shape: { like: string } | { columns: string }, rows: Record<string, unknown>[],
  onProgress?: (done: number) => void, chunk = 10_000): Promise<void> {
  await exec.execute(sql.raw(`drop table if exists ${ident(name)}`));
  if ("like" in shape) await exec.execute(sql.raw(`create temp table ${ident(name)} on commit drop as select * from ${ident(shape.like)} with no data`));
  else await exec.execute(sql.raw(`create temp table ${ident(name)} (${shape.columns}) on commit drop`));
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!).map(ident).join(", ");
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await rowsOf(exec, sql.raw(`insert into ${ident(name)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(name)}, `)
      .append(sql`${JSON.stringify(part)}::json`).append(sql.raw(")")));
    onProgress?.(Math.min(rows.length, i + chunk));
  }
  await exec.execute(sql.raw(`analyze ${ident(name)}`));
}

export interface UpsertSpec {
  table: string;
  stage: string;
  /** the columns to insert (those the staged rows carry) */
  columns: string[];
  /** the conflict target (the natural key) */
  key: string[];
  /** columns updated on conflict; an entry maps to an SQL expression over `t` (the stored row) and `excluded` */
  update: (string | [string, string])[];
  /** extra join for the insert (e.g. resolving unit ids); selects `columns` from this FROM clause instead of the stage */
  from?: string;
  select?: string[];
}

/** insert … on conflict do update … where changed; returns inserted and updated counts */
export async function upsert(exec: Exec, spec: UpsertSpec): Promise<{ insert: number; update: number }> {
  const cols = spec.columns.map(ident).join(", ");
  const select = (spec.select ?? spec.columns.map((c) => `s.${ident(c)}`)).join(", ");
  const sets = spec.update.map((u) => (typeof u === "string" ? [u, `excluded.${ident(u)}`] : u) as [string, string]);
  const conflict = sets.length
    ? `on conflict (${spec.key.map(ident).join(", ")}) do update set ${sets.map(([c, e]) => `${ident(c)} = ${e}`).join(", ")}
       where (${sets.map(([c]) => `t.${ident(c)}`).join(", ")}, null) is distinct from (${sets.map(([, e]) => e).join(", ")}, null)`
    : `on conflict (${spec.key.map(ident).join(", ")}) do nothing`;
  const [row] = await rowsOf<{ ins: number; upd: number }>(exec, sql.raw(`
    with w as (insert into ${ident(spec.table)} as t (${cols}) select ${select} from ${spec.from ?? `${ident(spec.stage)} s`} ${conflict} returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as ins, count(*) filter (where not inserted)::int as upd from w`));
  return { insert: row?.ins ?? 0, update: row?.upd ?? 0 };
}

/** runs a DELETE (given as the part after `delete from`) and returns how many rows it deleted */
export async function deleteCounted(exec: Exec, statement: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(exec, sql.raw(`with d as (delete from ${statement} returning 1) select count(*)::int as n from d`));
  return row?.n ?? 0;
}

export async function countOf(exec: Exec, query: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(exec, sql.raw(`select (${query})::int as n`));
  return row?.n ?? 0;
}

/** `a.c = b.c and …` over the given columns */
export const joinOn = (a: string, b: string, cols: string[]) => cols.map((c) => `${a}.${ident(c)} = ${b}.${ident(c)}`).join(" and ");
