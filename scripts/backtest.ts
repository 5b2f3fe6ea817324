// npm run backtest -- --history FILE.csv --target YEAR [--score-ranks TABLES.csv] [--json] [--out predictions.json]
// npm run backtest -- --all [--data DIR] [--json]   (every province and target year the shared files allow)
//
// Back-tests the admission-probability model exactly as shared/spec/backtest.md fixes it, with the same module the
// API uses (src/domain/probability). Exit codes: 0 done, 2 bad input (message on stderr, no stack trace), 1 anything
// unexpected.

import { readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import {
  BANDS, BacktestInputError, HistoryFormatError, parseHistoryCsv, parseScoreRanksCsv, poolLookup, rollingEvaluation, rollingTargets,
  runBacktest, type BacktestReport, type FitInputs, type Metrics, type RollingRow,
} from "../src/domain/probability/index";
import { renderRollingTable, sharedDatasets } from "./backtest-all";

const USAGE = "usage: npm run backtest -- --history FILE.csv --target YEAR [--score-ranks TABLES.csv] [--json] [--out predictions.json]\n" +
  "       npm run backtest -- --all [--data DIR] [--json]";

class UsageError extends Error {}

// Named in messages about the file's contents.
let historyPath = "";

interface Args {
  history: string;
  target: number;
  json: boolean;
  out: string | null;
  scoreRanks: string | null;
}

type Parsed = ({ all: false } & Args) | { all: true; data: string; json: boolean };

function parseArgs(argv: readonly string[]): Parsed {
  let history: string | null = null, targetText: string | null = null, out: string | null = null, json = false;
  let scoreRanks: string | null = null, all = false, data: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, null];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === "") throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === "--history") history = value();
    else if (flag === "--target") targetText = value();
    else if (flag === "--out") out = value();
    else if (flag === "--score-ranks") scoreRanks = value();
    else if (flag === "--all") all = true;
    else if (flag === "--data") data = value();
    else if (flag === "--json") json = true;
    else if (flag === "--help" || flag === "-h") { process.stdout.write(`${USAGE}\n`); process.exit(0); }
    else throw new UsageError(`unknown argument "${arg}"`);
  }
  if (all) {
    if (history !== null || targetText !== null || out !== null || scoreRanks !== null) throw new UsageError("--all runs the shared files; it takes only --data and --json");
    // the shared data sit beside the repository (../shared/data from its root)
    return { all: true, data: data ?? process.env.SHARED_DATA ?? resolve(import.meta.dirname, "../../shared/data"), json };
  }
  if (data !== null) throw new UsageError("--data goes with --all");
  if (history === null) throw new UsageError("--history FILE.csv is required");
  if (targetText === null) throw new UsageError("--target YEAR is required");
  if (!/^\d{4}$/.test(targetText)) throw new UsageError(`--target must be a four-digit year, got "${targetText}"`);
  return { all: false, history, target: Number(targetText), json, out, scoreRanks };
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new UsageError(`${what} file not found: ${path}`);
    if (code === "EISDIR") throw new UsageError(`${what} path is a directory, not a CSV file: ${path}`);
    throw new UsageError(`cannot read ${what} file ${path}: ${(error as Error).message}`);
  }
}

/** Score-rank tables as the model's pool input; a problem in them is named with their file. */
function readPools(path: string): FitInputs {
  historyPath = path;
  const tables = parseScoreRanksCsv(readText(path, "score-rank"));
  return { pool: poolLookup(tables) };
}

function runAll(data: string, json: boolean): void {
  const results: RollingRow[] = [];
  const skipped: string[] = [];
  const datasets = sharedDatasets(data);
  if (datasets === null) throw new UsageError(`the shared data directory is not there: ${data}`);
  for (const d of datasets) {
    historyPath = d.history;
    const { rows } = parseHistoryCsv(readText(d.history, "history"));
    const inputs = d.scoreRanks ? readPools(d.scoreRanks) : {};
    historyPath = d.history;
    const targets = rollingTargets(rows);
    if (targets.length === 0) skipped.push(`${d.name}: fewer than three years (${[...new Set(rows.map((r) => r.year))].join(", ")}), no year has two before it to learn from`);
    results.push(...rollingEvaluation(d.name, rows, inputs, targets));
  }
  if (json) process.stdout.write(`${JSON.stringify({ rows: results, skipped })}\n`);
  else process.stdout.write(`${renderRollingTable(results)}${skipped.map((s) => `Not evaluated: ${s}\n`).join("")}`);
}

function main(): void {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed.all) { runAll(parsed.data, parsed.json); return; }
  const args = parsed;
  const inputs = args.scoreRanks ? readPools(args.scoreRanks) : {};
  historyPath = args.history;
  const text = readText(args.history, "history");
  const { rows, ignoredColumns } = parseHistoryCsv(text);
  const report = runBacktest(rows, args.target, {}, inputs);

  const predictionsFile = { model: report.model, target: report.target, predictions: report.predictions };
  if (args.out !== null) {
    try {
      writeFileSync(args.out, `${JSON.stringify(predictionsFile, null, 1)}\n`);
    } catch (error) {
      throw new UsageError(`cannot write ${args.out}: ${(error as Error).message}`);
    }
  }

  if (args.json) {
    const { predictions, fitted, ...metrics } = report;
    const summary = {
      ...metrics,
      history: args.history,
      fitted: Object.fromEntries(Object.entries(fitted).map(([cohort, m]) => [cohort, { ...m, strata: undefined, cohortMaxRank: undefined }])),
      ...(args.out === null ? { predictions } : { predictionsFile: args.out }),
    };
    process.stdout.write(`${JSON.stringify(summary)}\n`);
    return;
  }
  process.stdout.write(renderTable(report, basename(args.history), ignoredColumns, args.out));
}

const pct = (v: number | null, digits = 1) => (v === null ? "–" : `${(v * 100).toFixed(digits)}%`);
const num = (v: number | null, digits = 4) => (v === null ? "–" : v.toFixed(digits));
const pad = (s: string, width: number) => s + " ".repeat(Math.max(0, width - [...s].length));
const padLeft = (s: string, width: number) => " ".repeat(Math.max(0, width - [...s].length)) + s;

function renderTable(report: BacktestReport, file: string, ignoredColumns: string[], out: string | null): string {
  const m: Metrics = report;
  const b: Metrics = report.baseline;
  const lines: string[] = [];
  lines.push(`Back-test of ${report.model} on ${file}: target ${report.target}, learned from ${report.historyYears.join(", ") || "no years"}`);
  lines.push(`Baseline: ${report.baseline.name}`);
  if (ignoredColumns.length > 0) lines.push(`Ignored columns: ${ignoredColumns.join(", ")}`);
  lines.push("");
  const row = (label: string, a: string, c: string) => lines.push(`${pad(label, 22)}${padLeft(a, 12)}${padLeft(c, 12)}`);
  row("", "model", "baseline");
  row("units", String(m.units), String(b.units));
  row("scored", String(m.scored), String(b.scored));
  row("refused", String(m.refused), String(b.refused));
  row("scored candidates", String(m.candidates), String(b.candidates));
  row("medianAbsError", pct(m.medianAbsError, 2), pct(b.medianAbsError, 2));
  row("brier", num(m.brier), num(b.brier));
  row("maxCalibrationGap", num(m.maxCalibrationGap, 3), num(b.maxCalibrationGap, 3));
  const c = report.comparison;
  lines.push(`On the ${c.candidates} candidates both scored: brier ${num(c.brier)} vs ${num(c.baselineBrier)}` +
    (c.brier !== null && c.baselineBrier !== null && c.baselineBrier > 0 ? ` (${pct(1 - c.brier / c.baselineBrier)} lower)` : ""));
  const refusals = Object.entries(report.refusals);
  if (refusals.length > 0) lines.push(`Refused by reason: ${refusals.map(([code, n]) => `${code} ${n}`).join(", ")}`);
  for (const [cohort, m] of Object.entries(report.fitted)) {
    const inputs = [m.poolElasticity ? `pool ramp κ ${m.poolElasticity.value.toFixed(2)} ± ${m.poolElasticity.sd.toFixed(2)}` : "no pool tables",
      m.planEffect?.source === "learned" ? `plan effect ${m.planEffect.value.toFixed(2)}` : "no plan effect",
      // learned only with three or more years (two consecutive moves of a unit); the prior before that
      `older year's weight ${m.olderYearWeight.value.toFixed(2)} (${m.olderYearWeight.source === "learned" ? `learned, serial correlation ${m.serialCorrelation?.toFixed(2)}` : "prior"})`];
    lines.push(`Cohort ${cohort}: ${m.unavailable ? m.unavailable.reason : `${m.pairs} moves; ${inputs.join("; ")}; year-shift sd ${m.yearShiftSd.value.toFixed(3)}`}`);
  }
  if (b.scored === 0) lines.push(`Nothing to score: the file has no ${report.target} min ranks for units ranked in ${report.target - 1}.`);

  lines.push("", "Calibration (n, mean stated p, observed admitted share; gap counted where n >= 100)");
  lines.push(`${pad("p bin", 12)}${padLeft("n", 7)}${padLeft("mean p", 8)}${padLeft("obs", 8)}   |${padLeft("n", 7)}${padLeft("mean p", 8)}${padLeft("obs", 8)}   baseline`);
  for (let i = 0; i < 10; i++) {
    const mb = m.calibration[i]!, bb = b.calibration[i]!;
    const range = `${mb.from.toFixed(1)}–${mb.to.toFixed(1)}${i === 9 ? "]" : ")"}`;
    lines.push(`${pad(range, 12)}${padLeft(String(mb.n), 7)}${padLeft(num(mb.meanP, 3), 8)}${padLeft(num(mb.observed, 3), 8)}   |` +
      `${padLeft(String(bb.n), 7)}${padLeft(num(bb.meanP, 3), 8)}${padLeft(num(bb.observed, 3), 8)}`);
  }

  lines.push("", "Bands (n, admitted share)");
  for (const band of BANDS) {
    const mb = m.bands.find((x) => x.band === band.label)!, bb = b.bands.find((x) => x.band === band.label)!;
    const range = band.label === "保" ? `p ≥ ${band.minP}` : `${band.minP} ≤ p < ${band.maxP}`;
    lines.push(`${pad(`${band.label} (${range})`, 22)}${padLeft(String(mb.n), 7)}${padLeft(pct(mb.admittedShare), 8)}   |` +
      `${padLeft(String(bb.n), 7)}${padLeft(pct(bb.admittedShare), 8)}   baseline`);
  }
  if (out !== null) lines.push("", `Predictions written to ${out}`);
  return `${lines.join("\n")}\n`;
}

try {
  main();
} catch (error) {
  if (error instanceof UsageError || error instanceof HistoryFormatError || error instanceof BacktestInputError) {
    const where = error instanceof HistoryFormatError ? `${historyPath}: ` : "";
    process.stderr.write(`backtest: ${where}${error.message}\n${error instanceof UsageError && error.message.includes("required") ? `${USAGE}\n` : ""}`);
    process.exit(2);
  }
  process.stderr.write(`backtest: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
