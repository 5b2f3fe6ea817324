// 一分一段 tables in the back-test layout (shared/spec/backtest.md, --score-ranks): `year, score, count, cumulative`
// (optionally `province, subject_type`), one row per score or band (`695-750`), best score first. The model reads
// from them the size of each year's candidate pool, which is published with the scores, before the form is filled.

import { HistoryFormatError, splitCsvRecords, type UnitYear } from "./history";

export interface ScoreRankTable {
  province: string | null;
  subjectType: string | null;
  year: number;
  /** line of the table's first row */
  line: number;
  /** rows best score first: the lowest score of the row (a band's floor), its count and the cumulative count */
  rows: Array<{ score: number; count: number; cumulative: number }>;
  /** candidates in the table: the cumulative count of its last row */
  total: number;
}

const REQUIRED = ["year", "score", "count", "cumulative"] as const;

/**
 * Parses and checks the tables. Throws HistoryFormatError naming the line for a missing column, a bad number, a score
 * that does not fall (a second table in the same file without the province / subject_type column telling them apart),
 * a cumulative count that falls, or a gap: a cumulative count that is not the previous one plus the row's count.
 */
export function parseScoreRanksCsv(text: string): ScoreRankTable[] {
  const records = splitCsvRecords(text.startsWith("\uFEFF") ? text.slice(1) : text);
  const headerRecord = records[0];
  if (!headerRecord || headerRecord.fields.every((f) => f.trim() === "")) {
    throw new HistoryFormatError("the score-rank file is empty: expected a header row with year, score, count, cumulative");
  }
  const header = headerRecord.fields.map((name) => name.trim().toLowerCase());
  const at = new Map(header.map((name, i) => [name, i] as const));
  const missing = REQUIRED.filter((name) => !at.has(name));
  if (missing.length > 0) {
    throw new HistoryFormatError(`missing required column${missing.length > 1 ? "s" : ""} ${missing.map((m) => `"${m}"`).join(", ")} ` +
      `(header has: ${header.join(", ")}; required: ${REQUIRED.join(", ")})`, headerRecord.line);
  }
  const tables = new Map<string, ScoreRankTable>();
  for (const record of records.slice(1)) {
    if (record.fields.length === 1 && record.fields[0]?.trim() === "") continue;
    if (record.fields.length !== header.length) {
      throw new HistoryFormatError(`expected ${header.length} fields like the header, found ${record.fields.length}`, record.line);
    }
    const cell = (name: string) => { const i = at.get(name); return i === undefined ? "" : (record.fields[i] ?? "").trim(); };
    const year = cell("year");
    if (!/^\d{4}$/.test(year)) throw new HistoryFormatError(`"${year}" is not a four-digit year`, record.line, "year");
    const scoreText = cell("score");
    // a band prints both ends (695-750, 390→399): the row's figures are those of its floor
    const band = /^(\d+(?:\.\d+)?)\s*(?:-|–|→|~)\s*(\d+(?:\.\d+)?)$/.exec(scoreText);
    if (!band && !/^\d+(\.\d+)?$/.test(scoreText)) throw new HistoryFormatError(`"${scoreText}" is not a score or a band like 695-750`, record.line, "score");
    const score = band ? Math.min(Number(band[1]), Number(band[2])) : Number(scoreText);
    const whole = (name: string) => {
      const v = cell(name);
      if (/^-\d+$/.test(v)) throw new HistoryFormatError(`"${v}" is negative: a ${name} is a number of candidates`, record.line, name);
      if (!/^\d+$/.test(v)) throw new HistoryFormatError(`"${v}" is not a whole number`, record.line, name);
      return Number(v);
    };
    const count = whole("count"), cumulative = whole("cumulative");
    const province = cell("province") || null, subjectType = cell("subject_type") || null;
    const key = `${province ?? ""}|${subjectType ?? ""}|${year}`;
    let table = tables.get(key);
    if (!table) {
      if (cumulative < count) throw new HistoryFormatError(`cumulative ${cumulative} is below the row's count ${count}`, record.line, "cumulative");
      tables.set(key, (table = { province, subjectType, year: Number(year), line: record.line, rows: [], total: 0 }));
    } else {
      const before = table.rows[table.rows.length - 1]!;
      if (score >= before.score) {
        throw new HistoryFormatError(`score ${scoreText} does not fall below ${before.score} of the row before: each year's table runs from the best ` +
          "score down, once (a file holding several provinces or subject types needs province and subject_type columns)", record.line, "score");
      }
      if (cumulative < before.cumulative) {
        throw new HistoryFormatError(`cumulative ${cumulative} falls below ${before.cumulative} of the row before: cumulative counts never fall`, record.line, "cumulative");
      }
      if (cumulative !== before.cumulative + count) {
        throw new HistoryFormatError(`gap in the table: cumulative ${cumulative} is not ${before.cumulative} (the row before) + count ${count}; ` +
          "a row is missing or a figure is wrong", record.line, "cumulative");
      }
    }
    table.rows.push({ score, count, cumulative });
    table.total = cumulative;
  }
  if (tables.size === 0) throw new HistoryFormatError("the score-rank file has a header but no data rows");
  return [...tables.values()];
}

/**
 * The pool size (candidates in the 一分一段 table) of a cohort's province and subject type in a year, or null when no
 * table is given for it. A table without province / subject_type applies to every cohort of the history, and a history
 * without those columns reads the table it has.
 */
export function poolLookup(tables: readonly ScoreRankTable[]): (row: Pick<UnitYear, "province" | "subjectType">, year: number) => number | null {
  return (row, year) => {
    let best: ScoreRankTable | null = null, bestFit = -1;
    for (const t of tables) {
      if (t.year !== year) continue;
      // a history without province / subject type columns takes the table it has; with them, only its own
      if (t.province !== null && row.province != null && t.province !== row.province) continue;
      if (t.subjectType !== null && row.subjectType != null && t.subjectType !== row.subjectType) continue;
      const fit = (t.province !== null ? 2 : 0) + (t.subjectType !== null ? 1 : 0);
      if (fit > bestFit) { best = t; bestFit = fit; }
    }
    return best?.total ?? null;
  };
}
