// Reads admission history in the back-test layout (shared/spec/backtest.md) into unit-year rows. Text in, rows out:
// the caller does the file I/O, so the API importer and the CLI share this parser.

/** One enrolment unit (院校专业组, college or major) in one year. */
export interface UnitYear {
  year: number;
  /** stable key of the unit within its province and subject type, e.g. 复旦大学(01) or 10246-01 */
  group: string;
  /** rank of the last student admitted; null when the source has none */
  minRank: number | null;
  /**
   * true when the published figure is a band edge (e.g. 580及以上): the real last rank is at least this good, so the
   * figure says less about movement than an exact one and is left out of learning the spread.
   */
  minRankIsBound?: boolean;
  minScore?: number | null;
  minScoreLabel?: string | null;
  planCount?: number | null;
  college?: string | null;
  groupNo?: string | null;
  province?: string | null;
  subjectType?: string | null;
  /** admission batch (一批次, 本科批 …); with province and subject type it makes the cohort */
  batch?: string | null;
  /** 1-based line of the source file, for messages */
  line?: number;
}

export const REQUIRED_COLUMNS = ["year", "group", "min_rank"] as const;
export const OPTIONAL_COLUMNS = [
  "min_score", "plan_count", "college", "group_no", "min_score_label", "province", "subject_type", "batch",
] as const;

/** A problem in the history text, with the line (1 = header) and column it was found at when there is one. */
export class HistoryFormatError extends Error {
  readonly line: number | null;
  readonly column: string | null;
  constructor(message: string, line: number | null = null, column: string | null = null) {
    const where = line === null ? "" : column === null ? `line ${line}: ` : `line ${line}, column "${column}": `;
    super(`${where}${message}`);
    this.name = "HistoryFormatError";
    this.line = line;
    this.column = column;
  }
}

export interface ParsedHistory {
  rows: UnitYear[];
  /** header columns that are neither required nor optional; they are ignored */
  ignoredColumns: string[];
}

/**
 * Parses CSV text (UTF-8, header row, RFC 4180 quoting, LF or CRLF). Columns are matched by name, case-insensitively;
 * columns outside the layout are ignored and listed. Throws HistoryFormatError for a missing required column, an
 * empty or repeated header name, a row with the wrong number of fields, a bad year / rank / plan, or a unit given
 * twice for the same year. min_score is informational: a non-numeric value is kept only as a label.
 */
export function parseHistoryCsv(text: string): ParsedHistory {
  const records = splitCsvRecords(text.startsWith("\uFEFF") ? text.slice(1) : text);
  const headerRecord = records[0];
  if (!headerRecord || (headerRecord.fields.length === 1 && headerRecord.fields[0]?.trim() === "")) {
    throw new HistoryFormatError("the file is empty: expected a header row with year, group, min_rank");
  }
  const header = headerRecord.fields.map((name) => name.trim().toLowerCase());
  const seen = new Map<string, number>();
  header.forEach((name, index) => {
    if (name === "") throw new HistoryFormatError(`header column ${index + 1} has no name`, headerRecord.line);
    if (seen.has(name)) throw new HistoryFormatError(`column "${name}" appears twice in the header`, headerRecord.line);
    seen.set(name, index);
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !seen.has(name));
  if (missing.length > 0) {
    throw new HistoryFormatError(
      `missing required column${missing.length > 1 ? "s" : ""} ${missing.map((m) => `"${m}"`).join(", ")} ` +
        `(header has: ${header.join(", ")}; required: ${REQUIRED_COLUMNS.join(", ")})`,
      headerRecord.line,
    );
  }
  const known = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);
  const ignoredColumns = header.filter((name) => !known.has(name));

  const rows: UnitYear[] = [];
  const firstLineOfUnitYear = new Map<string, number>();
  for (const record of records.slice(1)) {
    if (record.fields.length === 1 && record.fields[0]?.trim() === "") continue; // blank line
    if (record.fields.length !== header.length) {
      throw new HistoryFormatError(`expected ${header.length} fields like the header, found ${record.fields.length}`, record.line);
    }
    const cell = (name: string): string | null => {
      const index = seen.get(name);
      return index === undefined ? null : (record.fields[index] ?? "").trim();
    };
    const optionalText = (name: string): string | null => {
      const value = cell(name);
      return value === null || value === "" ? null : value;
    };

    const yearText = cell("year") ?? "";
    if (!/^\d{4}$/.test(yearText)) throw new HistoryFormatError(`"${yearText}" is not a four-digit year`, record.line, "year");
    const group = cell("group") ?? "";
    if (group === "") throw new HistoryFormatError("the unit key is empty", record.line, "group");
    const minRank = parsePositiveInteger(cell("min_rank") ?? "", record.line, "min_rank");
    const planCount = seen.has("plan_count") ? parseCount(cell("plan_count") ?? "", record.line, "plan_count") : null;
    const scoreText = optionalText("min_score");
    const minScore = scoreText !== null && /^-?\d+(\.\d+)?$/.test(scoreText) ? Number(scoreText) : null;
    const minScoreLabel = optionalText("min_score_label") ?? (minScore === null ? scoreText : null);

    const row: UnitYear = {
      year: Number(yearText),
      group,
      minRank,
      minRankIsBound: minRank !== null && minScoreLabel !== null && isBandLabel(minScoreLabel),
      minScore,
      minScoreLabel,
      planCount,
      college: optionalText("college"),
      groupNo: optionalText("group_no"),
      province: optionalText("province"),
      subjectType: optionalText("subject_type"),
      batch: optionalText("batch"),
      line: record.line,
    };
    const key = `${cohortUnitKey(row)}\u0000${row.year}`;
    const earlier = firstLineOfUnitYear.get(key);
    if (earlier !== undefined) {
      throw new HistoryFormatError(
        `unit "${group}" is listed twice for ${row.year} in one cohort: lines ${earlier} and ${record.line}` +
          (seen.has("province") ? "" : " (a file holding several provinces needs a province column)"), record.line, "group");
    }
    firstLineOfUnitYear.set(key, record.line);
    rows.push(row);
  }
  if (rows.length === 0) throw new HistoryFormatError("the file has a header but no data rows");
  return { rows, ignoredColumns };
}

/**
 * Identity of a unit across years: its own key (`group`, the database's unit_key) prefixed by its cohort (province,
 * subject type, batch) when the file gives them, so equal unit keys of two cohorts stay apart.
 */
export function cohortUnitKey(row: Pick<UnitYear, "group" | "province" | "subjectType" | "batch">): string {
  const scope = [row.province ?? "", row.subjectType ?? "", row.batch ?? ""].filter((part) => part !== "");
  return scope.length === 0 ? row.group : `${scope.join("/")}/${row.group}`;
}

/** Units whose ranks are comparable (same province, subject type and batch): ranks are only relative within one. */
export function cohortKey(row: Pick<UnitYear, "province" | "subjectType" | "batch">): string {
  return row.batch ? `${row.province ?? ""}/${row.subjectType ?? ""}/${row.batch}` : `${row.province ?? ""}/${row.subjectType ?? ""}`;
}

/** Groups rows by unit, each unit's rows sorted by year. */
export function groupByUnit(rows: readonly UnitYear[]): Map<string, UnitYear[]> {
  const units = new Map<string, UnitYear[]>();
  for (const row of rows) {
    const key = cohortUnitKey(row);
    const list = units.get(key);
    if (list) list.push(row);
    else units.set(key, [row]);
  }
  for (const list of units.values()) list.sort((a, b) => a.year - b.year);
  return units;
}

// A printed band such as 580及以上 / 580分以上 / 400以下 rather than a single figure.
function isBandLabel(label: string): boolean {
  return /以上|以下/.test(label);
}

function parsePositiveInteger(text: string, line: number, column: string): number | null {
  if (text === "") return null;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new HistoryFormatError(`"${text}" is not a rank (a whole number from 1, or empty when unknown)`, line, column);
  }
  return Number(text);
}

function parseCount(text: string, line: number, column: string): number | null {
  if (text === "") return null;
  if (/^-\d+$/.test(text)) throw new HistoryFormatError(`"${text}" is negative: a plan count is a number of seats, 0 or more`, line, column);
  if (!/^\d+$/.test(text)) throw new HistoryFormatError(`"${text}" is not a count (a whole number, or empty)`, line, column);
  return Number(text);
}

export interface CsvRecord {
  /** line on which the record starts */
  line: number;
  fields: string[];
}

// RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
export function splitCsvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; }
        else inQuotes = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === "") inQuotes = true;
    else if (ch === ",") { fields.push(field); field = ""; }
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = []; field = "";
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (inQuotes) throw new HistoryFormatError("a quoted field is never closed", recordLine);
  if (field !== "" || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records;
}
