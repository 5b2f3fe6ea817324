// Which score a screen uses. A school exam's total is not a 高考 score: the profile keeps the student's 高考 score or
// rank apart from their school exams, with where it came from — the student's own estimate, the official result after
// their exam, or a school exam converted through a rank table the school provides (a 联考 table: exam total → the
// rank among the province's candidates). Without one of these, screens ask for an estimate; nothing fills one in.
import { shanghaiDate } from "./school-year";

export const SCORE_SOURCES = ["estimate", "official", "converted"] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** A converted score's provenance: which exam (and its total), through which of the school's tables. */
export interface Conversion {
  examName: string;
  examDate: string;
  examTotal: number;
  tableId: string;
  tableName: string;
  /** a 联考's rank table or the school's own history (absent on conversions saved before there were kinds) */
  tableKind?: ExamTableKind;
}

export interface GaokaoScore {
  /** the application year it is for (the student's own, src/domain/calendar) */
  year: number;
  score: number | null;
  rank: number | null;
  source: ScoreSource;
  conversion: Conversion | null;
  note: string;
  /** who saved it (account) and when (ISO) */
  by: string;
  at: string;
}

/** One row of a school's rank table: candidates with this exam total or more number `rank`. */
export interface RankTableRow { score: number; rank: number }

export const RANK_TABLE_LIMITS = { minRows: 5, maxRows: 1000 } as const;

/** Scores are results of the student's own exam year: official ones exist only once that year's scores are out (late June). */
export const SCORES_OUT = { month: 6, day: 23 } as const;

/** Whether an official 高考 result can exist for an application year on `today`. */
export function officialAllowed(today: Date, year: number): boolean {
  const d = shanghaiDate(today);
  return d.year > year || (d.year === year && (d.month > SCORES_OUT.month || (d.month === SCORES_OUT.month && d.day >= SCORES_OUT.day)));
}

/**
 * Reads pasted lines of two numbers — a score (0–1000) and a rank (a whole number 1–5,000,000) — separated by tabs,
 * commas or spaces; blank lines and a header line before the first number are skipped. The first bad line is named.
 */
function readScoreRankLines(text: string, shape: string, scoreWord: string, rankWord: string):
  { ok: true; rows: { a: number; b: number; line: number }[] } | { ok: false; line: number; problem: string } {
  const rows: { a: number; b: number; line: number }[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i]!.trim().split(/[\s,，\t]+/).filter(Boolean);
    if (cells.length === 0) continue;
    const [a, b] = cells.map((c) => Number(c));
    if (cells.length !== 2 || !Number.isFinite(a) || !Number.isFinite(b)) {
      if (rows.length === 0 && cells.length >= 2 && cells.every((c) => !/^\d/.test(c))) continue; // a header
      return { ok: false, line: i + 1, problem: shape };
    }
    if (a! < 0 || a! > 1000) return { ok: false, line: i + 1, problem: `${scoreWord}应在 0 到 1000 之间` };
    if (!Number.isInteger(b) || b! < 1 || b! > 5_000_000) return { ok: false, line: i + 1, problem: `${rankWord}应为 1 到 5000000 的整数` };
    rows.push({ a: a!, b: b!, line: i + 1 });
  }
  return { ok: true, rows };
}

/**
 * Reads a rank table as the school pastes it: one "score,rank" per line (tab, comma or spaces between; a header line
 * is skipped), highest score first or last. Refuses with the line number: non-numbers, a score given twice, ranks that
 * do not grow as scores fall (the table is cumulative), too few or too many rows.
 */
export function parseRankTable(text: string): { ok: true; rows: RankTableRow[] } | { ok: false; line: number; problem: string } {
  const read = readScoreRankLines(text, "每行应为“分数,位次”两个数", "分数", "位次");
  if (!read.ok) return read;
  const rows = read.rows.map(({ a, b, line }) => ({ score: a, rank: b, line }));
  if (rows.length < RANK_TABLE_LIMITS.minRows) return { ok: false, line: 0, problem: `至少需要 ${RANK_TABLE_LIMITS.minRows} 行` };
  if (rows.length > RANK_TABLE_LIMITS.maxRows) return { ok: false, line: 0, problem: `最多 ${RANK_TABLE_LIMITS.maxRows} 行` };
  const sorted = [...rows].sort((x, y) => y.score - x.score);
  for (let i = 1; i < sorted.length; i++) {
    const [hi, lo] = [sorted[i - 1]!, sorted[i]!];
    if (hi.score === lo.score) return { ok: false, line: lo.line, problem: `分数 ${lo.score} 出现了两次` };
    if (lo.rank <= hi.rank) return { ok: false, line: lo.line, problem: `分数越低位次应越大（${hi.score} 分是 ${hi.rank} 名，${lo.score} 分却是 ${lo.rank} 名）` };
  }
  return { ok: true, rows: sorted.map(({ score, rank }) => ({ score, rank })) };
}

/** How a school's table was made: a 联考's published table, or fitted to the school's own past students. */
export const EXAM_TABLE_KINDS = ["rank-table", "history"] as const;
export type ExamTableKind = (typeof EXAM_TABLE_KINDS)[number];

/** One past student: their total in the school exam and the province rank their 高考 gave them. */
export interface HistoryPair { total: number; rank: number }

/** Fewer past students than this say too little about where a total lands; more than this is not one school's history. */
export const HISTORY_LIMITS = { minStudents: 30, maxStudents: 5000 } as const;

/**
 * Reads a school's history as it pastes it: one past student per line, "exam total, 高考 province rank" (tab, comma
 * or spaces between; a header line skipped). Totals may repeat (students with the same total); refuses with the line
 * number: non-numbers, values out of range, too few or too many students.
 */
export function parseExamHistory(text: string): { ok: true; pairs: HistoryPair[] } | { ok: false; line: number; problem: string } {
  const read = readScoreRankLines(text, "每行应为一名往届学生的“考试总分,高考位次”两个数", "总分", "高考位次");
  if (!read.ok) return read;
  const pairs: HistoryPair[] = read.rows.map(({ a, b }) => ({ total: a, rank: b }));
  if (pairs.length < HISTORY_LIMITS.minStudents) return { ok: false, line: 0, problem: `至少需要 ${HISTORY_LIMITS.minStudents} 名往届学生（现有 ${pairs.length} 名）：人数太少，换算没有依据` };
  if (pairs.length > HISTORY_LIMITS.maxStudents) return { ok: false, line: 0, problem: `最多 ${HISTORY_LIMITS.maxStudents} 名往届学生` };
  return { ok: true, pairs };
}

/**
 * The rank table a school's history gives: past students' 高考 ranks against their exam totals, made monotone (a
 * higher total never converts to a worse rank) by pooling adjacent totals that disagree (pool-adjacent-violators on
 * the log rank, weighted by students), one row per distinct total, highest first. A pooled run of totals shares one
 * rank, so the table shows where the history cannot tell those totals apart.
 */
export function historyRankTable(pairs: readonly HistoryPair[]): RankTableRow[] {
  const byTotal = new Map<number, { sum: number; n: number }>();
  for (const p of pairs) {
    const g = byTotal.get(p.total) ?? { sum: 0, n: 0 };
    g.sum += Math.log(p.rank);
    g.n += 1;
    byTotal.set(p.total, g);
  }
  // highest total first: the fitted log rank must not fall as the total falls
  const totals = [...byTotal.keys()].sort((a, b) => b - a);
  const blocks: { totals: number[]; sum: number; n: number }[] = [];
  for (const total of totals) {
    const g = byTotal.get(total)!;
    blocks.push({ totals: [total], sum: g.sum, n: g.n });
    while (blocks.length > 1) {
      const last = blocks.at(-1)!, before = blocks.at(-2)!;
      if (before.sum / before.n <= last.sum / last.n) break;
      blocks.splice(-2, 2, { totals: [...before.totals, ...last.totals], sum: before.sum + last.sum, n: before.n + last.n });
    }
  }
  return blocks.flatMap((b) => b.totals.map((score) => ({ score, rank: Math.max(1, Math.round(Math.exp(b.sum / b.n))) })));
}

/**
 * The province rank a school exam total converts to through a table: the row of the highest score not above the total
 * (everyone at or above that score); a total above the table's top takes the top row's rank (no better than it); a
 * total below the table's lowest row cannot be converted (the table does not reach it).
 */
export function convertExamTotal(rows: readonly RankTableRow[], total: number): { ok: true; rank: number; row: RankTableRow } | { ok: false; problem: string } {
  if (rows.length === 0) return { ok: false, problem: "换算表是空的" };
  const sorted = [...rows].sort((a, b) => b.score - a.score);
  const row = sorted.find((r) => r.score <= total);
  if (!row) return { ok: false, problem: `换算表最低到 ${sorted.at(-1)!.score} 分，${total} 分不在表内` };
  return { ok: true, rank: row.rank, row };
}

/** The school exams of a student by total: one entry per exam (name and date), its subjects summed, newest first. */
export function examTotals(rows: readonly { examName: string; examDate: string; score: number; fullScore: number }[]): { examName: string; examDate: string; total: number; full: number }[] {
  const byExam = new Map<string, { examName: string; examDate: string; total: number; full: number }>();
  for (const r of rows) {
    const key = `${r.examDate}|${r.examName}`;
    const e = byExam.get(key) ?? { examName: r.examName, examDate: r.examDate, total: 0, full: 0 };
    e.total += r.score;
    e.full += r.fullScore;
    byExam.set(key, e);
  }
  return [...byExam.values()].map((e) => ({ ...e, total: Math.round(e.total * 10) / 10 })).sort((a, b) => b.examDate.localeCompare(a.examDate));
}

/** What a screen says the score is: the kind of source and, for a conversion, the exam and table behind it. */
export type ScoreOrigin =
  | { kind: "none" }
  | { kind: "typed" }
  | { kind: ScoreSource; score: GaokaoScore };

/** Whether the value a screen uses is the saved 高考 score (or rank), something typed, or nothing yet. */
export function scoreOrigin(saved: GaokaoScore | null, used: { mode: "score" | "rank"; value: number | null | undefined }): ScoreOrigin {
  if (used.value == null) return { kind: "none" };
  if (saved && ((used.mode === "score" && saved.score === used.value) || (used.mode === "rank" && saved.rank === used.value))) return { kind: saved.source, score: saved };
  return { kind: "typed" };
}

/** The value a screen starts from: the saved score (or the rank when only a rank is saved); null when none is saved. */
export function startingValue(saved: GaokaoScore | null): { mode: "score" | "rank"; value: number } | null {
  if (!saved) return null;
  if (saved.score != null) return { mode: "score", value: saved.score };
  if (saved.rank != null) return { mode: "rank", value: saved.rank };
  return null;
}
