// Is an imported file plausible beside what it replaces? An import that passes row by row can still break the product:
// a 一分一段 table of two rows, a units file that replaces a province's thousands of units with a handful. These rules
// compare the file with the province's lines and last year's figures; a file that fails is refused with the reason,
// unless the operator overrides it explicitly (recorded with the import's version). Pure: the importer gathers the
// counts and lines, these functions judge them.

export type PlausibilityRule = "monotone" | "reaches-lowest-line" | "candidate-total" | "row-drop";

export interface PlausibilityProblem {
  rule: PlausibilityRule;
  /** the scope the problem is about, e.g. `37/2022/综合` or `37/2022/综合/本科批` */
  scope: string;
  /** the file's line the problem points at (1 = the header, when it is about the file as a whole) */
  line: number;
  /** the field the problem is about */
  field: string;
  message: string;
}

/** One row of a 一分一段 table as the importer completed it, with the line it came from. */
export interface TableRowAt { line: number; score: number; count: number; cumulative: number }

export interface RankTableFacts {
  scope: string;
  /** from the top score down, as the importer sorted them */
  rows: readonly TableRowAt[];
  /** the province's lowest admission line of that year and subject type (专科 line); null when none is known */
  lowestLine: number | null;
  /** where the lowest line came from, named in the message (e.g. `2024年专科批线`) */
  lowestLineFrom: string;
  /** last year's candidate total (the same subject type), from the file itself or stored real data; null when unknown */
  lastYearTotal: number | null;
  lastYearFrom: string;
}

/** The share of last year's candidate total a new table may hold: half to twice. */
export const TOTAL_RATIO = { min: 0.5, max: 2 } as const;
/** A file may not leave fewer than this share of the rows of a scope it replaces. */
export const KEEP_SHARE = 0.5;

/**
 * A 一分一段 table's problems: scores must go down and cumulative counts up (monotone), the table must reach down to the
 * province's lowest line (a table that stops above it leaves candidates without a rank), and its candidate total must
 * lie within half to twice last year's (a pool does not halve or double in a year).
 */
export function rankTableProblems(t: RankTableFacts): PlausibilityProblem[] {
  const out: PlausibilityProblem[] = [];
  const first = t.rows[0];
  if (!first) return [{ rule: "reaches-lowest-line", scope: t.scope, line: 1, field: "score", message: `${t.scope} 的一分一段表没有任何一行` }];
  for (let i = 1; i < t.rows.length; i++) {
    const [a, b] = [t.rows[i - 1]!, t.rows[i]!];
    if (b.score >= a.score || b.cumulative < a.cumulative) {
      out.push({ rule: "monotone", scope: t.scope, line: b.line, field: b.score >= a.score ? "score" : "cumulative",
        message: `${t.scope} 的一分一段表不单调：第 ${b.line} 行（${b.score} 分，累计 ${b.cumulative}）与上一行（${a.score} 分，累计 ${a.cumulative}）` });
      break;
    }
  }
  const last = t.rows[t.rows.length - 1]!;
  if (t.lowestLine != null && last.score > t.lowestLine) {
    out.push({ rule: "reaches-lowest-line", scope: t.scope, line: last.line, field: "score",
      message: `${t.scope} 的一分一段表只到 ${last.score} 分（第 ${last.line} 行），没有到${t.lowestLineFrom} ${t.lowestLine} 分：线上的考生会查不到位次` });
  }
  const total = last.cumulative;
  if (t.lastYearTotal != null && t.lastYearTotal > 0) {
    const ratio = total / t.lastYearTotal;
    if (ratio < TOTAL_RATIO.min || ratio > TOTAL_RATIO.max) {
      out.push({ rule: "candidate-total", scope: t.scope, line: last.line, field: "cumulative",
        message: `${t.scope} 的考生总数 ${total}（第 ${last.line} 行的累计人数）是${t.lastYearFrom} ${t.lastYearTotal} 的 ${ratio.toFixed(2)} 倍，应在 ${TOTAL_RATIO.min}–${TOTAL_RATIO.max} 倍之间` });
    }
  }
  return out;
}

export interface ScopeCount {
  scope: string;
  /** rows the scope held before the import (sample or real) */
  before: number;
  /** rows it holds after */
  after: number;
  /** the file's first line in that scope */
  line: number;
}

/** A units or plans file must not leave fewer than half the rows of a scope it replaces. */
export function rowDropProblems(table: string, counts: readonly ScopeCount[]): PlausibilityProblem[] {
  return counts.filter((c) => c.before > 0 && c.after < c.before * KEEP_SHARE).map((c) => ({
    rule: "row-drop" as const, scope: c.scope, line: c.line, field: table,
    message: `${c.scope} 原有 ${c.before} 行${table}，导入后只剩 ${c.after} 行（少了 ${Math.round((1 - c.after / c.before) * 100)}%，超过一半）：文件可能不完整`,
  }));
}

/**
 * Whether a stored 一分一段 table can turn scores into ranks: it must reach down to the province's lowest line (a table
 * that stops above it is being updated, and the year before is used instead). Without a known line, any table is used.
 */
export function tableUsable(bottomScore: number, lowestLine: number | null): boolean {
  return lowestLine == null || bottomScore <= lowestLine;
}

/** When no line is stored for a province: the lowest line is taken as 40 % of the full score (every 专科 line is lower). */
export function fallbackLowestLine(totalScore: number): number {
  return Math.round(totalScore * 0.4);
}
