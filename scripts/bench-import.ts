// `npm run bench:import`: how fast `npm run db:import` is on big files. Generates, into a temporary directory (removed at
// the end), a 1,000,000-row 投档线 file (31 provinces × 5 years × ~6,450 院校专业组 with tie-break columns) and a
// 一分一段 set for every province, year and subject type; imports each into a fresh PGlite database in a temporary
// directory (migrated and seeded, so the import also replaces the seed's sample data): a dry run, the real import, and
// the same file again (idempotent: 0 changes). Prints rows, seconds and rows/s. Generated figures are synthetic.
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PROVINCES, subjectTypesOf } from "../src/domain/provinces";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/bootstrap";
import { importCsvFile, type ImportReport } from "../src/server/import/importer";
import { progressBar } from "../src/server/import/progress";

const UNIT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const YEARS = [2021, 2022, 2023, 2024, 2025];
const dir = mkdtempSync(path.join(os.tmpdir(), "qihang-bench-import-"));

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

async function main() {
  const started = Date.now();
  const database = await openDatabase({ dataDir: path.join(dir, "db") });
  await migrateDatabase(database);
  await seedDatabase(database, { log: () => {} });
  console.log(`fresh PGlite database in ${dir} (migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const colleges = (await database.rows<{ code: string; name: string }>(sql`select code, name from colleges order by code`));

  // 投档线: one row per 院校专业组
  const unitsFile = path.join(dir, "units-1m.csv");
  const scopes = PROVINCES.flatMap((p) => YEARS.map((year) => ({ p, year, type: subjectTypesOf(p, year)[0]! })));
  const perScope = Math.ceil(UNIT_ROWS / scopes.length);
  const groupsPerCollege = Math.ceil(perScope / colleges.length);
  const lines: string[] = ["province,year,subject_type,batch,college_code,college_name,group_code,plan_type,subject_requirement,plan_count,min_score,min_rank,avg_score,max_score,语数成绩,外语成绩"];
  let written = 0;
  const parts: string[] = [];
  for (const { p, year, type } of scopes) {
    const rand = lcg(Number(p.code) * 10_000 + year);
    const batch = p.reformYear != null && year >= p.reformYear ? "本科批" : "本科一批";
    let inScope = 0;
    for (let c = 0; c < colleges.length && inScope < perScope && written < UNIT_ROWS; c++) {
      for (let g = 1; g <= groupsPerCollege && inScope < perScope && written < UNIT_ROWS; g++) {
        const rank = 1 + Math.floor(rand() * 200_000);
        const min = Math.max(200, Math.min(p.totalScore - 40, Math.round(p.totalScore * 0.9 - rank / 400)));
        lines.push(`${p.code},${year},${type},${batch},${colleges[c]!.code},${colleges[c]!.name},${String(g).padStart(3, "0")},普通,物理+化学,${5 + Math.floor(rand() * 60)},${min},${rank},${min + 3},${min + 12},${Math.round(min * 0.4)},${Math.round(min * 0.18)}`);
        inScope++;
        written++;
      }
    }
    if (lines.length > 50_000) parts.push(lines.splice(0).join("\n"));
  }
  parts.push(lines.join("\n"));
  writeFileSync(unitsFile, parts.join("\n") + "\n");

  // 一分一段: every province, year and subject type, with a top band row
  const ranksFile = path.join(dir, "score-ranks-all.csv");
  const rl: string[] = ["province,year,subject_type,score,count,cumulative"];
  for (const p of PROVINCES) for (const year of YEARS) for (const type of subjectTypesOf(p, year)) {
    const rand = lcg(Number(p.code) * 100 + year + type.length);
    const top = Math.round(p.totalScore * 0.92);
    let cum = 30 + Math.floor(rand() * 30);
    rl.push(`${p.code},${year},${type},${top}-${p.totalScore},${cum},${cum}`);
    for (let s = top - 1; s >= 100; s--) {
      const count = 1 + Math.floor(rand() * 40 + (top - s) * 2 * rand());
      cum += count;
      rl.push(`${p.code},${year},${type},${s},${count},${cum}`);
    }
  }
  writeFileSync(ranksFile, rl.join("\n") + "\n");

  const table: string[] = [];
  const row = (file: string, run: string, r: ImportReport, secs: number) => {
    const changes = Object.entries(r.changes).map(([t, c]) => `${t} +${c.insert} ~${c.update} -${c.delete} =${c.unchanged}`).join("; ");
    table.push(`| ${file} | ${run} | ${r.rows.toLocaleString("en")} | ${secs.toFixed(1)} | ${Math.round(r.rows / secs).toLocaleString("en")} | ${changes} |`);
    console.log(`${file} ${run}: ${r.rows} rows in ${secs.toFixed(1)} s (${Math.round(r.rows / secs)} rows/s)${r.rejected ? ` REJECTED: ${r.errors.slice(0, 3).map((e) => `line ${e.line} ${e.message}`).join("; ")}` : ""}\n  ${changes}`);
  };
  for (const file of [ranksFile, unitsFile]) {
    const name = path.basename(file);
    const mb = (statSync(file).size / 1e6).toFixed(0);
    console.log(`\n${name}: ${mb} MB`);
    for (const [run, opts] of [["dry run", { dryRun: true }], ["import", {}], ["again (idempotent)", {}]] as const) {
      const t0 = Date.now();
      const r = await importCsvFile(database, file, { ...opts, progress: progressBar(process.stderr, `${name} ${run}`) });
      row(`${name} (${mb} MB)`, run, r, (Date.now() - t0) / 1000);
    }
  }
  await database.close();
  console.log("\n| file | run | rows | seconds | rows/s | changes (table +insert ~update -delete =unchanged) |\n|---|---|---:|---:|---:|---|");
  console.log(table.join("\n"));
  console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s; node ${process.version}, ${os.cpus().length} CPUs`);
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
