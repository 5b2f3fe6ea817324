// 一分一段 (score-rank tables): how a score becomes a rank and back, band rows, and the equivalent score (等位分) of
// another year. A table lists, from the top score down, how many candidates scored each score (count) and how many
// scored that or more (cumulative). Pure functions over rows; the server and the browser share them.

export interface ScoreRankRow {
  /** the score, or the lowest score of a band row */
  score: number;
  /** the highest score of a band row (`695-750`, `695及以上`); absent for a single score */
  scoreMax?: number | null;
  count: number;
  cumulative: number;
}

export interface ScoreRankAnswer {
  score: number;
  /** candidates at this score (at the band, for a band row); 0 for a score nobody had */
  count: number;
  /** candidates at this score or above */
  cumulative: number;
  /** the best and worst rank a candidate with this score has: everyone at one score shares the tie range */
  rankStart: number;
  rankEnd: number;
  /** the band the score falls in, when the table prints one row for several scores */
  band: { from: number; to: number } | null;
}

/**
 * Reads a printed score cell: `612`, a band `695-750` / `695～750`, `695及以上` / `695以上`, `150以下` (below 150) or
 * `150及以下`. `total` is the province's full score, the top of an open band. Returns null when it is not a score.
 */
export function parseScoreLabel(label: string, total: number): { score: number; scoreMax: number | null } | null {
  const text = label.trim().replace(/\s+/g, "").replace(/分/g, "");
  let m = /^(\d{1,3})$/.exec(text);
  if (m) return { score: Number(m[1]), scoreMax: null };
  m = /^(\d{1,3})[-~～—至](\d{1,3})$/.exec(text);
  if (m) {
    const a = Number(m[1]), b = Number(m[2]);
    return a === b ? { score: a, scoreMax: null } : { score: Math.min(a, b), scoreMax: Math.max(a, b) };
  }
  m = /^(\d{1,3})(及以上|以上)$/.exec(text);
  if (m) return { score: Number(m[1]), scoreMax: total };
  m = /^(\d{1,3})(及以下|以下)$/.exec(text);
  if (m) {
    const edge = Number(m[1]);
    const top = m[2] === "以下" ? edge - 1 : edge;
    return top < 0 ? null : { score: 0, scoreMax: top };
  }
  return null;
}

const top = (row: ScoreRankRow) => row.scoreMax ?? row.score;

/**
 * The rank range of a score. A score inside a band row answers the band's range; a score between two printed rows
 * (nobody had it) ranks right after the row above with count 0. Null when the score is below the table's last row.
 */
export function rankOfScore(rows: readonly ScoreRankRow[], score: number): ScoreRankAnswer | null {
  let above: ScoreRankRow | undefined;
  for (const row of rows) {
    if (score > top(row)) {
      const cumulative = above?.cumulative ?? 0;
      // above the table's top row (only possible when the top row is not an open band): rank 1 and nobody ahead
      return { score, count: 0, cumulative, rankStart: cumulative + 1, rankEnd: cumulative + 1, band: null };
    }
    if (score >= row.score) {
      const band = row.scoreMax != null && row.scoreMax !== row.score ? { from: row.score, to: row.scoreMax } : null;
      // a printed row nobody had ranks like a score between rows: right after everyone above
      if (row.count === 0) return { score, count: 0, cumulative: row.cumulative, rankStart: row.cumulative + 1, rankEnd: row.cumulative + 1, band };
      return { score, count: row.count, cumulative: row.cumulative, rankStart: row.cumulative - row.count + 1, rankEnd: row.cumulative, band };
    }
    above = row;
  }
  return null;
}

/**
 * The score of a rank: the row whose tie range holds the rank (for a band, its lowest score and the band).
 * Null when the rank is beyond the table (more than its last cumulative count) or not a positive whole number.
 */
export function scoreOfRank(rows: readonly ScoreRankRow[], rank: number): { score: number; band: { from: number; to: number } | null; rankStart: number; rankEnd: number } | null {
  if (!Number.isInteger(rank) || rank < 1) return null;
  for (const row of rows) {
    if (row.cumulative >= rank && row.count > 0) {
      const band = row.scoreMax != null && row.scoreMax !== row.score ? { from: row.score, to: row.scoreMax } : null;
      return { score: row.score, band, rankStart: row.cumulative - row.count + 1, rankEnd: row.cumulative };
    }
  }
  return null;
}

/** Candidates in the table (the last row's cumulative count). */
export function tableSize(rows: readonly ScoreRankRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.cumulative), 0);
}

/** The share of the table's candidates ranked at or above this rank, 0..1 (top 5 % → 0.05). */
export function topShare(rows: readonly ScoreRankRow[], rank: number): number | null {
  const size = tableSize(rows);
  return size > 0 ? Math.min(1, rank / size) : null;
}

/**
 * 等位分: the score that had the same rank in another year's table (the rank's worst end, so a candidate who is
 * exactly as good compares with the same position). Null when that table does not reach the rank.
 */
export function equivalentScore(otherYearRows: readonly ScoreRankRow[], rank: number): number | null {
  return scoreOfRank(otherYearRows, rank)?.score ?? null;
}

/**
 * Fills count or cumulative where a file gives only one of them, and checks that the table is consistent: from the
 * top down, cumulative never decreases and each cumulative is the previous plus this row's count. Returns the complete
 * rows or the index and problem of the first inconsistent row.
 */
export function completeTable(rows: readonly { score: number; scoreMax?: number | null; count: number | null; cumulative: number | null }[]):
  { ok: true; rows: ScoreRankRow[] } | { ok: false; index: number; problem: string } {
  const out: ScoreRankRow[] = [];
  let previous = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (i > 0 && row.score >= rows[i - 1]!.score) return { ok: false, index: i, problem: "scores must go down from one row to the next" };
    // a table may start below the top score: its first cumulative then also counts candidates above the first row
    if (i === 0 && row.count != null && row.cumulative != null && row.cumulative >= row.count) previous = row.cumulative - row.count;
    const count = row.count ?? (row.cumulative != null ? row.cumulative - previous : null);
    const cumulative = row.cumulative ?? (row.count != null ? previous + row.count : null);
    if (count == null || cumulative == null) return { ok: false, index: i, problem: "count and cumulative are both empty" };
    if (count < 0 || cumulative < previous) return { ok: false, index: i, problem: `cumulative ${cumulative} is less than the row above (${previous})` };
    if (cumulative !== previous + count) return { ok: false, index: i, problem: `cumulative ${cumulative} ≠ ${previous} above + count ${count}` };
    out.push({ score: row.score, scoreMax: row.scoreMax ?? null, count, cumulative });
    previous = cumulative;
  }
  return { ok: true, rows: out };
}
