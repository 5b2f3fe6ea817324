// The rolling evaluation (`npm run backtest -- --all`): which shared files it reads, and its one plain table (README).
// A figure that misses its target is marked with ✗ so the table says itself where the model falls short.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { TARGETS, type RollingRow } from "../src/domain/probability/index";

/**
 * The shared files' datasets: each unit file (…-groups-YYYY-YYYY.csv or …-units-…) with the score-rank file of the
 * same prefix when there is one; null when the directory is not there.
 */
export function sharedDatasets(dir: string): Array<{ name: string; history: string; scoreRanks: string | null }> | null {
  let names: string[];
  try { names = readdirSync(dir); } catch { return null; }
  return names.sort().flatMap((name) => {
    const match = /^(.+)-(?:groups|units)-\d{4}-\d{4}\.csv$/.exec(name);
    if (!match) return [];
    const tables = names.find((n) => n.startsWith(`${match[1]}-score-ranks-`) && n.endsWith(".csv"));
    return [{ name: match[1]!, history: join(dir, name), scoreRanks: tables ? join(dir, tables) : null }];
  });
}

const pct = (v: number | null, digits = 1) => (v === null ? "–" : `${(v * 100).toFixed(digits)} %`);
const num = (v: number | null, digits: number) => (v === null ? "–" : v.toFixed(digits));
const mark = (ok: boolean) => (ok ? "" : " ✗");

export function renderRollingTable(rows: readonly RollingRow[]): string {
  const head = ["dataset", "target", "from", "units", "Brier (baseline)", "÷ baseline", "largest gap (baseline)", "保 admitted", "median rank error (baseline)", "refused"];
  const lines = [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`];
  for (const r of rows) {
    lines.push(`| ${[
      r.dataset, String(r.target), `${r.learnedFrom[0]}–${r.learnedFrom.at(-1)}`, String(r.units),
      `${num(r.brier, 4)} (${num(r.baselineBrier, 4)})`, num(r.brierRatio, 2) + mark(r.met.brier),
      `${num(r.maxCalibrationGap, 3)}${mark(r.met.gap)} (${num(r.baselineMaxCalibrationGap, 3)})`,
      pct(r.safeAdmitted) + mark(r.met.safe),
      `${pct(r.medianAbsError)}${mark(r.met.error)} (${pct(r.baselineMedianAbsError)})`,
      pct(r.refusalShare) + mark(r.met.refusals),
    ].join(" | ")} |`);
  }
  lines.push("", `Targets: Brier ÷ baseline ≤ ${TARGETS.brierRatio}, largest gap ≤ ${TARGETS.maxCalibrationGap}, 保 admitted ≥ ${TARGETS.safeAdmitted * 100} %, ` +
    `median rank error ≤ ${Math.round(TARGETS.medianAbsError * 100)} %, refused ≤ ${TARGETS.refusalShare * 100} % of units with both years' ranks; ✗ = missed.`);
  return `${lines.join("\n")}\n`;
}
