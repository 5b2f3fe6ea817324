// CSV importers (layouts in FORMATS.md). Every row is validated first; a file with any bad row imports nothing unless
// skipBadRows is set. One transaction per file: the data_sources row (provenance, found again by checksum), taxonomy
// rows, then the layout's replacement of the scopes it covers. A dry run does all of it and rolls back, so it reports
// exactly what a real import would change. Imported data is real data: sample = false, source_id set.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyzeTables, DERIVED_TABLES, MODEL_TABLES } from "../db/statistics";
import { clearReferenceCaches } from "../lib/cache";
import { refreshDerivedAdmissions } from "../queries/derived-admissions";
import { refreshProbabilityCohorts } from "../queries/probability-fit";
import { ensureTaxonomy } from "../queries/taxonomy";
import { change, rowsOf, type Changes, type Exec } from "./apply";
import { loadCollegeIndex } from "./college-names";
import { parseCsv } from "./csv";
import { badBytesIn } from "./sheet-bounds";
import * as F from "./fields";
import { Context, KINDS, type ImportOptions, type ImportReport, type Kind, type Prepared, type Row } from "./layout";
import { prepareBatchLines, prepareScoreRanks } from "./layout-score-ranks";
import { prepareSimple } from "./layout-simple";
import { prepareUnits } from "./layout-units";
import { prepareRequirements } from "./layout-requirements";
import { prepareTours } from "./layout-tours";
import { rankTableChecks, scopeCounts } from "./plausibility";
import { closeVersion, coversOf, openVersion, VERSIONED_TABLES } from "./versions";
import { rowDropProblems } from "../../domain/import-plausibility";

export { KINDS };
export type { ImportOptions, ImportReport, Issue, Kind } from "./layout";

/** The layout a header is in (FORMATS.md), or null. */
export function detectKind(header: string[]): Kind | null {
  const raw = new Set(header.map((x) => x.trim()));
  if (raw.has("学校标识码")) return "moe";
  if (raw.has("专业代码") && raw.has("门类代码")) return "majors";
  const c = new Set(header.map((h) => F.canonicalColumn(h)).filter((x): x is string => x != null));
  if (c.has("tour_url") && c.has("college_code")) return "tours";
  // 选科要求: a requirement per named major, with no plan, score or group columns
  if (c.has("major_name") && c.has("subject_requirement") && (c.has("college_code") || c.has("college_name"))
    && !["plan_count", "min_score", "group_code", "unit_key"].some((x) => c.has(x))) return "subject-requirements";
  const unitish = ["college_name", "college_enroll_code", "unit_key", "group_code", "unit_name", "plan_type", "remark"].some((x) => c.has(x));
  const college = c.has("college_code") || unitish;
  if (!college) {
    if (c.has("score") && (c.has("count") || c.has("cumulative"))) return "score-ranks";
    if (c.has("batch") && (c.has("score") || c.has("line_score"))) return "batch-lines";
    return null;
  }
  if (unitish) return c.has("major_name") ? "unit-plans" : "unit-lines";
  if (c.has("major_code") && c.has("plan_count")) return "plans";
  if (c.has("major_code") && c.has("min_score")) return "major-scores";
  if (c.has("min_score")) return "college-scores";
  return null;
}

const emptyReport = (file: string, kind: Kind, rows: number, dryRun: boolean): ImportReport => ({
  file, kind, rows, imported: 0, errors: [], errorCount: 0, warnings: [], rejected: false, dryRun, changes: {}, source: null, unmapped: [], collegesKnown: 0, scopes: [], refreshed: 0, refitted: [],
  problems: [], overridden: false, version: null,
});

class DryRun extends Error {}
/** this process's CPU time so far (ms): the embedded database runs in the process, so it counts too */
export const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
/** the file failed a plausibility rule and was not overridden: everything it wrote is rolled back */
class Implausible extends Error {}

/**
 * Imports CSV text. `checksum` defaults to the text's sha-256 (importCsvFile passes the file's bytes' checksum); `parsed`
 * is the text's rows when a worker has parsed them already (jobs.ts), so the event loop does not.
 */
export async function importCsvText(database: Database, text: string, opts: ImportOptions = {}, checksum?: string, parsed?: Row[]): Promise<ImportReport> {
  const all = parsed ?? parseCsv(text);
  const file = opts.name ?? "(text)";
  const header = all[0]?.fields.map((h) => h.trim()) ?? [];
  // a row with bad bytes (NUL …) is named by its line like any bad row, and never reaches the database
  const rows: Row[] = [], badRows: { line: number; message: string }[] = [];
  for (const row of all.slice(1)) {
    const bad = badBytesIn(row.fields);
    if (bad) badRows.push({ line: row.line, message: bad });
    else rows.push(row);
  }
  const requested = opts.kind;
  if (requested && !KINDS.includes(requested)) throw new Error(`unknown kind ${requested}`);
  const kind = requested ?? detectKind(header);
  const report = emptyReport(file, kind ?? "score-ranks", rows.length + badRows.length, !!opts.dryRun);
  report.errors.push(...badRows);
  report.errorCount += badRows.length;
  if (!kind) {
    report.errors.push({ line: 1, message: `无法识别文件格式（表头：${header.join(",").slice(0, 120)}）` });
    report.errorCount = 1;
    report.rejected = true;
    return report;
  }
  const unitsKind = kind === "unit-lines" || kind === "unit-plans";
  const colleges = unitsKind || kind === "subject-requirements" || kind === "tours" ? await loadCollegeIndex(database) : null;
  report.collegesKnown = colleges?.byCode.size ?? 0;
  const ctx = new Context(kind, file, header, report, opts, colleges);
  const prepared: Prepared | null =
    kind === "score-ranks" ? prepareScoreRanks(ctx, rows)
    : kind === "batch-lines" ? prepareBatchLines(ctx, rows)
    : unitsKind ? prepareUnits(ctx, rows, kind === "unit-plans")
    : kind === "subject-requirements" ? prepareRequirements(ctx, rows)
    : kind === "tours" ? prepareTours(ctx, rows)
    : prepareSimple(ctx, rows);
  if (!prepared || (report.errorCount && !opts.skipBadRows)) {
    report.rejected = true;
    return report;
  }
  report.scopes = prepared.scopes;

  const sum = checksum ?? createHash("sha256").update(text).digest("hex");
  const baseName = path.basename(file);
  const changes: Changes = {};
  try {
    await database.db.transaction(async (tx) => {
      const exec = tx as unknown as Exec;
      const source = await upsertSource(exec, changes, {
        kind, checksum: sum, fileName: baseName.slice(0, 200), rowCount: rows.length,
        name: opts.sourceName, url: opts.sourceUrl, retrieved: opts.retrieved,
      });
      report.source = { id: opts.dryRun && !source.reused ? null : source.id, name: source.name, reused: source.reused };
      // checked against what the file replaces, before anything of it is written
      const problems = prepared.rankTables ? await rankTableChecks(exec, database, prepared.rankTables) : [];
      const counted = prepared.counted ?? [];
      const before: Map<string, number>[] = [];
      for (const c of counted) before.push(await scopeCounts(exec, c));
      const covers = coversOf(kind, prepared.scopes);
      const version = opts.dryRun ? null : await openVersion(exec, {
        kind, fileName: baseName, scopes: prepared.scopes, covers, createdBy: opts.actor ?? "", overridden: false, problems: [],
      });
      if (prepared.taxonomy.length) await ensureTaxonomy(exec, prepared.taxonomy);
      const { refresh, refit } = await prepared.write(exec, source.id, changes);
      for (const [i, c] of counted.entries()) {
        const after = await scopeCounts(exec, c);
        problems.push(...rowDropProblems(c.table, c.scopes.map((s) => ({ scope: s.scope, line: s.line, before: before[i]!.get(s.scope) ?? 0, after: after.get(s.scope) ?? 0 }))));
      }
      report.problems = problems;
      report.overridden = problems.length > 0 && !!opts.override;
      if (problems.length && !opts.override && !opts.dryRun) throw new Implausible();
      const models = [...(refresh ?? []).map(({ provinceCode, subjectType }) => ({ provinceCode, subjectType })), ...(refit ?? [])];
      if (refresh?.length) report.refreshed = refresh.length;
      if (models.length) report.refitted = [...new Set(models.map((m) => (m.subjectType ? `${m.provinceCode}/${m.subjectType}` : m.provinceCode)))];
      if (models.length && !opts.dryRun) {
        // wall and CPU time: on a shared machine the CPU time says what the step costs
        const [t0, c0] = [performance.now(), cpuMs()];
        if (refresh?.length) await refreshDerivedAdmissions(exec, refresh);
        const [t1, c1] = [performance.now(), cpuMs()];
        await refreshProbabilityCohorts(exec, models);
        report.timings = { deriveMs: Math.round(t1 - t0), deriveCpuMs: Math.round(c1 - c0), refitMs: Math.round(performance.now() - t1), refitCpuMs: Math.round(cpuMs() - c1) };
      }
      if (opts.dryRun) throw new DryRun();
      if (version != null) {
        await exec.execute(sql`update import_versions set overridden = ${report.overridden}, problems = ${JSON.stringify(problems)}::jsonb where id = ${version}`);
        await closeVersion(exec, version, source.id, changes);
        report.version = version;
      }
    });
  } catch (e) {
    if (e instanceof Implausible) {
      // refused as a whole: the reasons are the errors, each naming its line and field
      report.rejected = true;
      report.source = null;
      for (const p of report.problems) report.errors.push({ line: p.line, message: `${p.field}: ${p.message}` });
      report.errorCount += report.problems.length;
      return report;
    }
    if (!(e instanceof DryRun)) throw e;
  }
  report.changes = changes;
  if (!opts.dryRun) {
    report.imported = prepared.records;
    clearReferenceCaches();
    // the planner's statistics of the tables the import changed: a scope of sample rows replaced by a real table
    // changes what a plan should expect, and PGlite gathers none by itself (db/statistics.ts)
    const changed = Object.entries(changes).filter(([, c]) => c.insert + c.update + c.delete > 0).map(([table]) => table);
    if (report.refreshed) changed.push(...DERIVED_TABLES);
    if (report.refitted.length) changed.push(...MODEL_TABLES);
    if (changed.length) await analyzeTables(database, changed);
  }
  return report;
}

async function upsertSource(exec: Exec, changes: Changes, s: { kind: Kind; checksum: string; fileName: string; rowCount: number; name?: string; url?: string; retrieved?: string }) {
  const c = change(changes, "data_sources");
  const [found] = await rowsOf<{ id: number; name: string; url: string; retrieved_on: string; file_name: string; row_count: number }>(exec,
    sql`select id, name, url, retrieved_on, file_name, row_count from data_sources where kind = ${s.kind} and checksum = ${s.checksum}`);
  if (found) {
    const next = { name: s.name ?? found.name, url: s.url ?? found.url, retrieved_on: s.retrieved ?? found.retrieved_on, row_count: s.rowCount };
    if (next.name !== found.name || next.url !== found.url || next.retrieved_on !== found.retrieved_on || next.row_count !== found.row_count) {
      await exec.execute(sql`update data_sources set name = ${next.name}, url = ${next.url}, retrieved_on = ${next.retrieved_on}, row_count = ${next.row_count} where id = ${found.id}`);
      c.update++;
    } else c.unchanged++;
    return { id: found.id, name: next.name, reused: true };
  }
  const name = (s.name ?? s.fileName).slice(0, 200);
  const [row] = await rowsOf<{ id: number }>(exec, sql`insert into data_sources (kind, name, url, retrieved_on, file_name, checksum, row_count, sample)
    values (${s.kind}, ${name}, ${(s.url ?? "").slice(0, 500)}, ${s.retrieved ?? ""}, ${s.fileName}, ${s.checksum}, ${s.rowCount}, false) returning id`);
  c.insert++;
  return { id: row!.id, name, reused: false };
}

/** Imports a file (UTF-8; a file in another encoding is refused with a message saying so). */
export async function importCsvFile(database: Database, file: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const bytes = readFileSync(file);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const report = emptyReport(opts.name ?? file, opts.kind ?? "score-ranks", 0, !!opts.dryRun);
    report.errors.push({ line: 1, message: "文件不是 UTF-8 编码（GBK 等编码的文件请先另存为 UTF-8）" });
    report.errorCount = 1;
    report.rejected = true;
    return report;
  }
  return importCsvText(database, text, { ...opts, name: opts.name ?? file }, createHash("sha256").update(bytes).digest("hex"));
}

const fmtChange = (t: string, c: { insert: number; update: number; delete: number; unchanged: number }) =>
  `  ${t.padEnd(20)} insert ${c.insert}, update ${c.update}, delete ${c.delete}, unchanged ${c.unchanged}`;

export function formatReport(r: ImportReport): string {
  const head = r.rejected ? "REJECTED, nothing imported" : r.dryRun ? "DRY RUN, nothing written; would change:" : `imported ${r.imported}`;
  const lines = [`${r.file}: ${r.kind}, ${r.rows} rows — ${head}${r.errorCount ? `, ${r.errorCount} bad rows${r.rejected ? "" : " skipped"}` : ""}${r.warnings.length ? `, ${r.warnings.length} warnings` : ""}`];
  if (!r.rejected) {
    if (r.source) lines.push(`  source: #${r.source.id ?? "new"} "${r.source.name}"${r.source.reused ? " (already recorded)" : ""}`);
    for (const [t, c] of Object.entries(r.changes)) lines.push(fmtChange(t, c));
    if (r.scopes.length) lines.push(`  scopes: ${r.scopes.slice(0, 12).join(", ")}${r.scopes.length > 12 ? ` … (${r.scopes.length})` : ""}`);
    if (r.refreshed) lines.push(`  ${r.dryRun ? "would derive again" : "derived again"} from the units of ${r.refreshed} (province, year, subject type) scopes: college- and major-level figures, 扩缩招 per college, the probability models`);
    else if (r.refitted.length) lines.push(`  ${r.dryRun ? "would refit" : "refitted"} the probability models of ${r.refitted.join(", ")}: the 一分一段 pools are their input`);
    if (r.timings) {
      const s = (ms: number) => (ms / 1000).toFixed(1);
      lines.push(`  of the time: derived tables ${s(r.timings.deriveMs)} s (CPU ${s(r.timings.deriveCpuMs)} s), probability models refitted ${s(r.timings.refitMs)} s (CPU ${s(r.timings.refitCpuMs)} s)`);
    }
  }
  if (r.version != null) lines.push(`  version ${r.version}${VERSIONED_TABLES[r.kind] ? `: restore what it replaced with  npm run db:import -- --restore ${r.version}` : " (updates only: not restorable)"}`);
  if (r.problems.length && !r.rejected) {
    lines.push(r.overridden ? `  OVERRIDDEN by ${r.version != null ? "the operator" : "--override"}: ${r.problems.length} plausibility problems` : `  plausibility: ${r.problems.length} problems — the import would be refused (confirm with --override)`);
    for (const p of r.problems.slice(0, 20)) lines.push(`  problem line ${p.line} (${p.field}): ${p.message}`);
  }
  for (const e of r.errors.slice(0, 50)) lines.push(`  error   line ${e.line}: ${e.message}`);
  if (r.errorCount > 50) lines.push(`  ... ${r.errorCount - 50} more errors`);
  for (const w of r.warnings.slice(0, 50)) lines.push(`  warning line ${w.line}: ${w.message}`);
  if (r.unmapped.length) {
    const rows = r.unmapped.reduce((s, u) => s + u.lines.length, 0);
    lines.push(`  unmapped colleges: ${r.unmapped.length} names on ${rows} rows (imported with college_code empty and the name as published):`);
    for (const u of r.unmapped) lines.push(`    ${u.name}: line${u.lines.length > 1 ? "s" : ""} ${u.lines.slice(0, 8).join(", ")}${u.lines.length > 8 ? ` … (${u.lines.length})` : ""}`);
    // the MOE list has ~2,900 institutions; far fewer means most names had nothing to match
    if (r.collegesKnown < 1000) lines.push(`  hint: this database knows only ${r.collegesKnown} colleges; import the MOE institution list (全国普通高等学校名单) first, then this file again, to map more names`);
  }
  return lines.join("\n");
}
