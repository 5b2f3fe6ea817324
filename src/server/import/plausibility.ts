// What the plausibility rules (src/domain/import-plausibility) need from the database: the province's lowest line and
// last year's candidate total beside each imported 一分一段 table, and the rows a scope holds before and after a units
// or plans file.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { fallbackLowestLine, rankTableProblems, type PlausibilityProblem } from "../../domain/import-plausibility";
import { findProvince } from "../../domain/provinces";
import { lowestLine } from "../queries/batch-lines";
import { rowsOf, type Exec } from "./apply";
import type { Counted, Prepared } from "./layout";

/** The rank-table rules over every table of a file: the file's own previous year first, else a stored real one. */
export async function rankTableChecks(exec: Exec, _database: Database, tables: NonNullable<Prepared["rankTables"]>): Promise<PlausibilityProblem[]> {
  const problems: PlausibilityProblem[] = [];
  for (const t of tables) {
    const own = tables.find((o) => o.provinceCode === t.provinceCode && o.subjectType === t.subjectType && o.year === t.year - 1);
    let lastYearTotal: number | null = own ? own.rows.at(-1)!.cumulative : null;
    let lastYearFrom = `本文件 ${t.year - 1} 年的表`;
    if (lastYearTotal == null) {
      // generated sample tables are no evidence of a real pool's size
      const [stored] = await rowsOf<{ n: number | null }>(exec, sql`select max(cumulative)::int as n from score_ranks
        where province_code = ${t.provinceCode} and year = ${t.year - 1} and subject_type = ${t.subjectType} and not sample`);
      lastYearTotal = stored?.n ?? null;
      lastYearFrom = `已导入的 ${t.year - 1} 年表`;
    }
    const line = await lowestLine(exec, t.provinceCode, t.year, t.subjectType, true);
    const total = findProvince(t.provinceCode)?.totalScore ?? 750;
    problems.push(...rankTableProblems({
      scope: t.scope, rows: t.rows, lastYearTotal, lastYearFrom,
      lowestLine: line?.score ?? fallbackLowestLine(total),
      lowestLineFrom: line ? `${line.year}年${line.batch}线` : `满分的四成`,
    }));
  }
  return problems;
}

/** Rows per scope of the counted table (scope → rows). */
export async function scopeCounts(exec: Exec, counted: Counted): Promise<Map<string, number>> {
  if (counted.scopes.length === 0) return new Map();
  const cols = counted.columns;
  if (!cols.every((c) => /^[a-z_]+$/.test(c)) || !/^[a-z_]+$/.test(counted.table)) throw new Error("bad scope columns");
  const rows = await rowsOf<{ scope: string; n: number }>(exec, sql`
    select x.scope, (select count(*)::int from ${sql.raw(counted.table)} t where ${sql.raw(cols.map((c, i) => `t.${c} = (x.v->>${i})${c === "year" ? "::int" : ""}`).join(" and "))}) as n
    from json_to_recordset(${JSON.stringify(counted.scopes.map((s) => ({ scope: s.scope, v: s.values })))}::json) as x(scope text, v json)`);
  return new Map(rows.map((r) => [r.scope, r.n]));
}
