// npm run bench:data — the data tools at scale and on the embedded default.
//
// 1. PostgreSQL: a throw-away local cluster (Debian's postgresql, installed with apt-get when missing; initdb + pg_ctl as
//    the postgres user on 127.0.0.1 in a temp dir, as scripts/ci-postgres.sh does), migrated with the project's
//    migrations, loaded with ~10 M generated admission rows (31 provinces × 2021–2025 × every subject type × every
//    college of the MOE list — ../shared/data/moe-institutions-2026.csv, read in place — with their 院校专业组 / majors:
//    enrollment_units + unit_majors) by COPY, the college- and major-level tables derived, ANALYZE; then every data-tool
//    call is timed through the real app (createApp + app.request with a valid token), 200 varied requests each:
//    p50 / p95 / max against the goal p95 ≤ 50 ms. Slow statements are captured by auto_explain (EXPLAIN ANALYZE plans
//    in the server log) and the slowest plan of a call that misses the goal is printed.
// 2. PGlite (the embedded default) with the demo seed: the longest event-loop block while each call runs (goal ≤ 100 ms).
// The cluster is stopped and its directory deleted at the end, also on failure or Ctrl-C. Loopback only; every loop bounded.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { createApp, type App } from "../src/server/app";
import { openDatabase, migrateDatabase, type Database } from "../src/server/db/client";
import { createDeps, seedDatabase } from "../src/server/db/bootstrap";
import { bulkInsert } from "../src/server/db/seed/bulk";
import { seedCatalogue } from "../src/server/db/seed/reference";
import { provinceSeed } from "../src/server/db/seed/provinces";
import { GENERATOR_VERSION, SAMPLE_YEARS, cohorts, collegeUnits, enrollCodes, type Cohort, type GenCollege, type Reach, rng, hashSeed } from "../src/server/db/seed/generator";
import { ensureTaxonomy, knownTaxonomy } from "../src/server/queries/taxonomy";
import { refreshDerivedAdmissions } from "../src/server/queries/derived-admissions";
import { refreshProbabilityCohorts } from "../src/server/queries/probability-fit";
import { benchColleges } from "./bench-data/colleges";

const GOAL_P95_MS = 50;
const GOAL_BLOCK_MS = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PGLITE_REQUESTS = Number(process.env.BENCH_PGLITE_REQUESTS ?? 30);
/** how widely the generated colleges recruit: wide enough for ≈ 10 M unit + major rows over the MOE list */
const REACH: Reach = { provincial: 1, vocational: 0.7, offered: 0.85, extraMajors: 14 };
const CLIENT = "Basic " + Buffer.from("qihang:qihang_secret").toString("base64");
const started = Date.now();
const out: string[] = [];
const say = (line = "") => { out.push(line); console.log(line); };
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fmt = (n: number) => n.toLocaleString("en-US");

// ---------------------------------------------------------------- the throw-away cluster

interface Cluster { url: string; log: string; stop(): void }

function pgBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin", "initdb"))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, "bin") : null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

async function startCluster(): Promise<Cluster> {
  let bin = pgBin();
  if (!bin) {
    say("[pg] installing postgresql (apt-get) ...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env });
    bin = pgBin();
    if (!bin) throw new Error("postgresql is not installed and apt-get did not install it");
  }
  const root = process.getuid?.() === 0;
  if (root && spawnSync("id", ["postgres"]).status !== 0) execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
  const work = mkdtempSync(path.join(os.tmpdir(), "qihang-bench-pg."));
  const asPg = (cmd: string, args: string[]) => (root ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin!, cmd), ...args], { stdio: "pipe" }) : execFileSync(path.join(bin!, cmd), args, { stdio: "pipe" }));
  let running = false;
  const stop = () => {
    if (running) { try { asPg("pg_ctl", ["-D", path.join(work, "data"), "-m", "fast", "stop"]); } catch { /* already gone */ } running = false; }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    if (root) chownSync(work, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
    const port = await freePort();
    asPg("initdb", ["-D", path.join(work, "data"), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
    const settings = [
      "listen_addresses=127.0.0.1", `port=${port}`, `unix_socket_directories=${work}`, "fsync=off", "synchronous_commit=off", "full_page_writes=off",
      "wal_level=minimal", "max_wal_senders=0", "max_wal_size=8GB", "checkpoint_timeout=30min", "shared_buffers=512MB", "work_mem=32MB",
      "maintenance_work_mem=512MB", "max_parallel_maintenance_workers=2", "random_page_cost=1.1", "jit=off",
      "shared_preload_libraries=auto_explain", "auto_explain.log_min_duration=50", "auto_explain.log_analyze=on", "auto_explain.log_timing=off",
      "auto_explain.log_buffers=off", "logging_collector=off", "log_min_messages=warning",
    ];
    asPg("pg_ctl", ["-D", path.join(work, "data"), "-l", path.join(work, "server.log"), "-w", "-o", settings.map((s) => `-c ${s}`).join(" "), "start"]);
    running = true;
    asPg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "qihang_bench"]);
    const version = execFileSync(path.join(bin, "postgres"), ["--version"]).toString().trim();
    say(`[pg] ${version} on 127.0.0.1:${port}, data in ${work} (removed at the end)`);
    return { url: `postgres://postgres@127.0.0.1:${port}/qihang_bench`, log: path.join(work, "server.log"), stop };
  } catch (e) {
    stop();
    throw e;
  }
}

// ---------------------------------------------------------------- loading

const csv = (v: unknown): string => (v == null ? "" : typeof v === "boolean" ? (v ? "t" : "f") : typeof v === "number" ? String(v) : `"${String(v).replace(/"/g, '""')}"`);

const UNIT_COLS = ["id", "province_code", "year", "subject_type", "batch", "mode", "unit_key", "college_code", "college_name", "college_enroll_code", "unit_code", "name", "major_code", "plan_type",
  "subject_requirement", "plan_count", "tuition", "school_years", "min_score", "min_score_label", "min_rank", "avg_score", "max_score", "source_id", "sample"];
const MAJOR_COLS = ["id", "unit_id", "province_code", "year", "subject_type", "major_code", "major_name", "remark", "plan_count", "tuition", "school_years", "min_score", "min_rank", "avg_score", "sample"];

/** A COPY … FROM STDIN stream on its own connection, written in ~1 MB pieces with back-pressure. */
async function copyStream(url: string, table: string, cols: string[]) {
  const client = postgres(url, { max: 1, onnotice: () => {}, connection: { session_replication_role: "replica" } });
  const writable = await client.unsafe(`copy ${table} (${cols.join(", ")}) from stdin with (format csv)`).writable();
  let buffer: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!buffer.length) return;
    const chunk = buffer.join("");
    buffer = [];
    size = 0;
    if (!writable.write(chunk)) await once(writable, "drain");
  };
  return {
    async row(values: unknown[]) {
      const line = values.map(csv).join(",") + "\n";
      buffer.push(line);
      size += line.length;
      if (size > 1_000_000) await flush();
    },
    async end() {
      await flush();
      writable.end();
      await once(writable, "finish");
      await client.end({ timeout: 30 });
    },
  };
}

interface Loaded { colleges: GenCollege[]; cohorts: Cohort[]; counts: Record<string, number>; timings: [string, number][] }

/** The colleges the load generates units for (deterministic, so a kept cluster can be timed again without loading). */
function benchColleges_() {
  const listed = benchColleges();
  // BENCH_MAX_COLLEGES: a smaller run (a smoke test of the script itself)
  const cap = Number(process.env.BENCH_MAX_COLLEGES ?? Infinity);
  const colleges = listed.colleges.slice(0, cap);
  const kept = new Set(colleges.map((c) => c.code));
  return { colleges, rows: listed.rows.filter((r) => kept.has(r.code)), source: listed.source };
}

async function load(database: Database, url: string): Promise<Loaded> {
  const timings: [string, number][] = [];
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    const result = await fn();
    timings.push([name, Date.now() - t]);
    say(`[load] ${name}: ${secs(Date.now() - t)}`);
    return result;
  };
  await step("migrate", () => migrateDatabase(database));
  await step("accounts, catalogue and the seed's colleges", async () => {
    await seedDatabase(database, { skipReference: true });
    await seedCatalogue(database);
  });
  const { colleges, rows, source } = benchColleges_();
  say(`[load] colleges: ${fmt(colleges.length)} from ${source}`);
  await step("colleges of the MOE list", () => bulkInsert(database, "colleges", rows.map((r) => ({
    ...r, feature: "", is_985: false, is_211: false, is_double_first: false, is_strong_base: false, logo_url: "", banner_url: "", introduction: "", website: "", remark: "", hits: 0, sample: true,
  }))));
  const [{ id: sourceId }] = (await database.rows<{ id: number }>(sql`insert into data_sources (kind, name, checksum, sample) values ('sample', '启航数据基准（生成）', ${`bench-${GENERATOR_VERSION}`}, true) returning id`)) as [{ id: number }];
  const all = cohorts(provinceSeed, SAMPLE_YEARS);
  await step("taxonomy, 一分一段 tables, batch lines", async () => {
    await ensureTaxonomy(database, knownTaxonomy(provinceSeed.map((p) => p.code), SAMPLE_YEARS));
    const ranks: Record<string, unknown>[] = [], lines: Record<string, unknown>[] = [];
    for (const c of all) {
      const base = { province_code: c.province.code, year: c.year, subject_type: c.subjectType, source_id: sourceId, sample: true };
      for (const r of c.table.rows) ranks.push({ ...base, score: r.score, score_max: r.scoreMax, label: r.label, count: r.count, cumulative: r.cumulative });
      for (const l of c.lines) lines.push({ ...base, batch: l.batch, score: l.score });
    }
    await bulkInsert(database, "score_ranks", ranks);
    await bulkInsert(database, "batch_lines", lines);
  });

  // indexes are dropped for the load and built again afterwards (the same definitions, read from the catalogue)
  const indexes = await database.rows<{ name: string; def: string }>(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('enrollment_units', 'unit_majors')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname or c.conindid = format('%I', i.indexname)::regclass)`);
  for (const i of indexes) await database.rows(sql.raw(`drop index "${i.name}"`));

  let units = 0, majors = 0;
  await step("generate and COPY enrollment_units + unit_majors", async () => {
    const u = await copyStream(url, "enrollment_units", UNIT_COLS);
    const m = await copyStream(url, "unit_majors", MAJOR_COLS);
    let unitId = 0, majorId = 0;
    const codes = new Map(provinceSeed.map((p) => [p.code, enrollCodes(colleges, p.code)]));
    let lastReport = Date.now();
    for (let i = 0; i < all.length; i++) {
      const cohort = all[i]!;
      const byCollege = codes.get(cohort.province.code)!;
      for (const college of colleges) {
        for (const x of collegeUnits(college, cohort, byCollege.get(college.code)!, REACH)) {
          unitId++;
          await u.row([unitId, x.provinceCode, x.year, x.subjectType, x.batch, x.mode, x.unitKey, x.collegeCode, x.collegeName, x.collegeEnrollCode, x.unitCode, x.name, x.majorCode,
            x.planType, x.subjectRequirement, x.planCount, x.tuition, x.schoolYears, x.minScore, "", x.minRank, x.avgScore, x.maxScore, sourceId, true]);
          for (const y of x.majors) {
            majorId++;
            await m.row([majorId, unitId, x.provinceCode, x.year, x.subjectType, y.majorCode, y.majorName, y.remark, y.planCount, y.tuition, y.schoolYears, y.minScore, y.minRank, y.avgScore, true]);
          }
        }
      }
      if (Date.now() - lastReport > 15000) {
        lastReport = Date.now();
        say(`[load]   ${i + 1}/${all.length} cohorts, ${fmt(unitId)} units, ${fmt(majorId)} majors`);
      }
    }
    await u.end();
    await m.end();
    units = unitId;
    majors = majorId;
    await database.rows(sql`select setval(pg_get_serial_sequence('enrollment_units', 'id'), ${unitId})`);
    await database.rows(sql`select setval(pg_get_serial_sequence('unit_majors', 'id'), ${majorId})`);
  });
  await step(`build ${indexes.length} indexes again`, async () => {
    for (const i of indexes) await database.rows(sql.raw(i.def));
  });
  await step("derive college_admissions + major_admissions (refreshDerivedAdmissions \"all\")", async () => {
    // the same bulk-load treatment: the derived tables' secondary indexes are built after, foreign-key triggers are off
    // (the rows come from units whose references were just loaded)
    const derivedIndexes = await database.rows<{ name: string; def: string }>(sql`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('college_admissions', 'major_admissions')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname or c.conindid = format('%I', i.indexname)::regclass)`);
    for (const i of derivedIndexes) await database.rows(sql.raw(`drop index "${i.name}"`));
    const client = postgres(url, { max: 1, onnotice: () => {}, connection: { session_replication_role: "replica", work_mem: "256MB" } });
    try {
      await refreshDerivedAdmissions(drizzlePostgres(client), "all");
    } finally {
      await client.end({ timeout: 30 });
    }
    for (const i of derivedIndexes) await database.rows(sql.raw(i.def));
  });
  await step("fit and store the admission-probability models (refreshProbabilityCohorts \"all\")", async () => {
    await database.rows(sql`analyze enrollment_units`);
    await refreshProbabilityCohorts(database, "all");
  });
  await step("ANALYZE", () => database.rows(sql`analyze`));
  const counts: Record<string, number> = { enrollment_units: units, unit_majors: majors };
  for (const t of ["score_ranks", "batch_lines", "college_admissions", "major_admissions", "probability_cohorts", "unit_predictions", "colleges"]) {
    const [r] = await database.rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${t}`));
    counts[t] = r!.n;
  }
  return { colleges, cohorts: all, counts, timings };
}

// ---------------------------------------------------------------- the calls

async function login(app: App): Promise<Record<string, string>> {
  const headers = { Authorization: CLIENT, "X-Forwarded-For": "127.0.0.1", "Tenant-Id": "000000", "User-Type": "career" };
  const res = await app.request("/api/blade-auth/token?tenantId=000000&username=student&password=Student%402026&grantType=password&type=account", { method: "POST", headers });
  const json = (await res.json()) as { code: number; data: { accessToken: string } };
  if (json.code !== 200) throw new Error(`login failed: ${JSON.stringify(json).slice(0, 200)}`);
  return { Authorization: CLIENT, "X-Forwarded-For": "127.0.0.1", "Blade-Auth": `bearer ${json.data.accessToken}`, "Content-Type": "application/json" };
}

interface Call { name: string; path: string; body(i: number): Record<string, unknown> }

/** Varied, valid requests: every province, year and subject type, scores and ranks inside that year's table. */
function calls(all: Cohort[], colleges: GenCollege[]): Call[] {
  const pick = <T>(list: T[], r: () => number) => list[Math.floor(r() * list.length)]!;
  const cohort = (i: number, key: string) => {
    const r = rng(hashSeed(`bench:${key}:${i}`));
    const c = pick(all, r);
    const t = c.table;
    const score = Math.round(t.bottom + 30 + r() * (t.top - t.bottom - 60));
    const rank = Math.max(1, Math.round(t.candidates * (0.002 + 0.6 * r())));
    return { c, r, score, rank, base: { province: c.province.code, year: c.year, subjectType: c.subjectType } };
  };
  const collegeIn = (c: Cohort, r: () => number) => {
    const home = colleges.filter((x) => x.home === c.province.code && x.level === "本科");
    return pick(home.length ? home : colleges, r).code;
  };
  const latest = (c: Cohort) => ({ province: c.province.code, year: 2025, subjectType: all.find((x) => x.province.code === c.province.code && x.year === 2025 && (x.subjectType === c.subjectType))?.subjectType ?? all.find((x) => x.province.code === c.province.code && x.year === 2025)!.subjectType });
  return [
    { name: "PiCX/map-province-score", path: "/api/common/PiCX/map-province-score", body: (i) => { const { c, r } = cohort(i, "picx"); return r() < 0.5 ? { province: c.province.code } : { province: c.province.code, year: c.year, subjectType: c.subjectType }; } },
    { name: "YiFYD/list-1f1d-score (score)", path: "/api/common/YiFYD/list-1f1d-score", body: (i) => { const { base, score } = cohort(i, "score"); return { ...base, score }; } },
    { name: "YiFYD/list-1f1d-score (rank)", path: "/api/common/YiFYD/list-1f1d-score", body: (i) => { const { base, rank } = cohort(i, "rank"); return { ...base, rank }; } },
    { name: "YiFYD/list-1f1d-score (page)", path: "/api/common/YiFYD/list-1f1d-score", body: (i) => { const { base, r } = cohort(i, "page"); return { ...base, current: 1 + Math.floor(r() * 5), size: 50 }; } },
    { name: "YiFYD/list-year-1f1d", path: "/api/common/YiFYD/list-year-1f1d", body: (i) => ({ province: cohort(i, "years").c.province.code }) },
    { name: "TiQP/list-college-enroll-plan-college", path: "/api/common/TiQP/list-college-enroll-plan-college", body: (i) => { const { base } = cohort(i, "tiqp"); return { ...base, current: 1, size: 20 }; } },
    { name: "ChaKSZ/list-college-enroll-plan-college-kuosuo", path: "/api/common/ChaKSZ/list-college-enroll-plan-college-kuosuo", body: (i) => { const { c, r } = cohort(i, "kuosuo"); return { ...latest(c), change: pick(["all", "expand", "shrink", "new", "removed"], r), current: 1, size: 20 }; } },
    { name: "ChaKSZ/list-college-enroll-plan-new", path: "/api/common/ChaKSZ/list-college-enroll-plan-new", body: (i) => { const { c, r } = cohort(i, "new"); return { ...latest(c), collegeCode: collegeIn(c, r) }; } },
    { name: "TongFQX/tfqx-college", path: "/api/common/TongFQX/tfqx-college", body: (i) => { const { base, score } = cohort(i, "tfqx-c"); return { ...base, score, current: 1, size: 20 }; } },
    { name: "TongFQX/tfqx-major", path: "/api/common/TongFQX/tfqx-major", body: (i) => { const { base, score } = cohort(i, "tfqx-m"); return { ...base, score, current: 1, size: 20 }; } },
    { name: "TongFQX/tfqx-city", path: "/api/common/TongFQX/tfqx-city", body: (i) => { const { base, score } = cohort(i, "tfqx-y"); return { ...base, score, current: 1, size: 20 }; } },
    { name: "CeGL/getLqgl", path: "/api/common/CeGL/getLqgl", body: (i) => { const { c, score } = cohort(i, "cegl"); return { ...latest(c), year: undefined, score: Math.min(score, c.table.top), current: 1, size: 20 }; } },
  ];
}

interface Timed { ms: number[]; errors: { status: number; code: unknown; msg: string; body: unknown }[] }

/** BENCH_CALLS: only the calls whose name contains one of these comma-separated words (e.g. "CeGL,TongFQX"). */
const wanted = (call: Call) => !process.env.BENCH_CALLS || process.env.BENCH_CALLS.split(",").some((w) => call.name.includes(w.trim()));

async function timeCall(app: App, headers: Record<string, string>, call: Call, n: number, between?: () => Promise<void>): Promise<Timed> {
  const ms: number[] = [];
  const errors: Timed["errors"] = [];
  for (let i = 0; i < n; i++) {
    const body = call.body(i);
    const t = performance.now();
    const res = await app.request(call.path, { method: "POST", headers, body: JSON.stringify(body) });
    const text = await res.text();
    ms.push(performance.now() - t);
    let code: unknown = null, msg = "";
    try { const j = JSON.parse(text); code = j.code; msg = j.msg ?? ""; } catch { msg = text.slice(0, 120); }
    if (res.status !== 200 || code !== 200) errors.push({ status: res.status, code, msg: String(msg).slice(0, 120), body });
    if (between) await between();
  }
  return { ms, errors };
}

const quantile = (xs: number[], q: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0; };

/** auto_explain entries written to the server log since an offset: the slowest statement's duration and plan. */
function slowestPlan(log: string, from: number): { ms: number; plan: string } | null {
  const size = statSync(log).size;
  if (size <= from) return null;
  const fd = openSync(log, "r");
  const buf = Buffer.alloc(Math.min(size - from, 64 * 1024 * 1024));
  readSync(fd, buf, 0, buf.length, from);
  closeSync(fd);
  let best: { ms: number; plan: string } | null = null;
  for (const entry of buf.toString("utf8").split(/\n(?=\S.*LOG:)/)) {
    const m = /duration: ([\d.]+) ms\s+plan:/.exec(entry);
    if (m && (!best || Number(m[1]) > best.ms)) best = { ms: Number(m[1]), plan: entry.slice(entry.indexOf("plan:") + 5).trim() };
  }
  return best;
}

// ---------------------------------------------------------------- main

// BENCH_KEEP_CLUSTER=1 leaves the loaded cluster running at the end (its URL, server log and stop command are printed);
// BENCH_DATABASE_URL (with BENCH_PG_LOG, the server log, for the slow plans) times the calls again on such a cluster
// without loading it: for working on a query at full size in minutes instead of a full run.
async function benchPostgres(): Promise<void> {
  say("== PostgreSQL at scale ==");
  const reuse = process.env.BENCH_DATABASE_URL;
  const keep = process.env.BENCH_KEEP_CLUSTER === "1";
  const cluster: Cluster = reuse
    ? { url: reuse, log: process.env.BENCH_PG_LOG ?? "", stop: () => {} }
    : await startCluster();
  const stopOnSignal = () => { if (!keep) cluster.stop(); process.exit(130); };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);
  let database: Database | null = null;
  try {
    database = await openDatabase({ url: cluster.url });
    let loaded: Pick<Loaded, "cohorts" | "colleges">;
    if (reuse) {
      say(`[pg] timing the calls on ${reuse} as loaded before (nothing is loaded)`);
      loaded = { cohorts: cohorts(provinceSeed, SAMPLE_YEARS), colleges: benchColleges_().colleges };
    } else {
      const t0 = Date.now();
      const full = await load(database, cluster.url);
      const loadMs = Date.now() - t0;
      say();
      say(`Rows: ${Object.entries(full.counts).map(([t, n]) => `${t} ${fmt(n)}`).join(", ")}`);
      say(`Units + majors: ${fmt(full.counts.enrollment_units! + full.counts.unit_majors!)} rows; whole load ${secs(loadMs)} (${full.timings.map(([n, ms]) => `${n} ${secs(ms)}`).join("; ")})`);
      loaded = full;
    }
    say();
    const app = createApp(await createDeps(database, true));
    const headers = await login(app);
    say(`${REQUESTS} requests per call, sequential, through createApp(...).request with a student token; goal p95 ≤ ${GOAL_P95_MS} ms`);
    say(`${"call".padEnd(48)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"max".padStart(8)}  goal   errors`);
    const misses: { call: Call; p95: number }[] = [];
    for (const call of calls(loaded.cohorts, loaded.colleges).filter(wanted)) {
      const offset = cluster.log ? statSync(cluster.log).size : 0;
      const r = await timeCall(app, headers, call, REQUESTS);
      const p95 = quantile(r.ms, 0.95);
      const ok = p95 <= GOAL_P95_MS;
      say(`${call.name.padEnd(48)} ${quantile(r.ms, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${Math.max(...r.ms).toFixed(1).padStart(8)}  ${ok ? "ok  " : "MISS"}   ${r.errors.length}${r.errors.length ? ` (e.g. ${r.errors[0]!.status}/${r.errors[0]!.code} ${r.errors[0]!.msg} for ${JSON.stringify(r.errors[0]!.body)})` : ""}`);
      if (!ok) {
        misses.push({ call, p95 });
        const plan = cluster.log ? slowestPlan(cluster.log, offset) : null;
        (call as Call & { plan?: string }).plan = plan ? `slowest statement ${plan.ms.toFixed(1)} ms:\n${plan.plan.split("\n").slice(0, 60).join("\n")}` : "no statement over 50 ms in the server log (the time is spent in the app, not in one SQL statement)";
      }
    }
    for (const { call } of misses) {
      say();
      say(`-- ${call.name} misses the goal; EXPLAIN ANALYZE (auto_explain) of its ${(call as Call & { plan?: string }).plan}`);
    }
  } finally {
    await database?.close().catch(() => {});
    process.removeListener("SIGINT", stopOnSignal);
    process.removeListener("SIGTERM", stopOnSignal);
    if (reuse) {
      // somebody else's cluster: left as it was
    } else if (keep) {
      const dir = path.dirname(cluster.log);
      say(`[pg] cluster kept: BENCH_DATABASE_URL=${cluster.url} BENCH_PG_LOG=${cluster.log}`);
      say(`[pg] stop it with: runuser -u postgres -- ${path.join(pgBin() ?? "", "pg_ctl")} -D ${path.join(dir, "data")} -m fast stop && rm -rf ${dir}`);
    } else {
      cluster.stop();
      say("[pg] cluster stopped and its directory removed");
    }
  }
}

async function benchPglite(): Promise<void> {
  say();
  say("== PGlite (embedded default) with the demo seed: event-loop blocking ==");
  const t0 = Date.now();
  const database = await openDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    await seedDatabase(database);
    say(`[pglite] migrated and seeded in ${secs(Date.now() - t0)}`);
    const all = cohorts(provinceSeed, SAMPLE_YEARS);
    const { collegeSeed } = await import("../src/server/db/seed/colleges");
    const { seedColleges } = await import("../src/server/db/seed/generator");
    const app = createApp(await createDeps(database, true));
    const headers = await login(app);
    say(`${PGLITE_REQUESTS} requests per call; longest event-loop block measured by monitorEventLoopDelay and a 2 ms interval probe; goal ≤ ${GOAL_BLOCK_MS} ms`);
    say(`${"call".padEnd(48)} ${"p50".padStart(8)} ${"max".padStart(8)} ${"block".padStart(8)} ${"probe".padStart(8)}  goal   errors`);
    for (const call of calls(all, seedColleges(collegeSeed)).filter(wanted)) {
      const histogram = monitorEventLoopDelay({ resolution: 2 });
      let last = performance.now(), probe = 0;
      const timer = setInterval(() => { const now = performance.now(); probe = Math.max(probe, now - last - 2); last = now; }, 2);
      histogram.enable();
      // after each request the loop gets a few ms for its timers, so a request that never yields shows as one long gap
      const r = await timeCall(app, headers, call, PGLITE_REQUESTS, () => new Promise((done) => setTimeout(done, 6)));
      histogram.disable();
      clearInterval(timer);
      const block = histogram.max / 1e6;
      const worst = Math.max(block, probe);
      say(`${call.name.padEnd(48)} ${quantile(r.ms, 0.5).toFixed(1).padStart(8)} ${Math.max(...r.ms).toFixed(1).padStart(8)} ${block.toFixed(1).padStart(8)} ${probe.toFixed(1).padStart(8)}  ${worst <= GOAL_BLOCK_MS ? "ok  " : "MISS"}   ${r.errors.length}${r.errors.length ? ` (e.g. ${r.errors[0]!.status}/${r.errors[0]!.code} ${r.errors[0]!.msg})` : ""}`);
    }
  } finally {
    await database.close();
  }
}

async function main() {
  say(`bench:data — ${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version}`);
  try {
    if (process.env.BENCH_SKIP_PG !== "1") await benchPostgres();
    if (process.env.BENCH_SKIP_PGLITE !== "1") await benchPglite();
  } finally {
    say();
    say(`bench:data finished in ${secs(Date.now() - started)}`);
  }
}

main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
