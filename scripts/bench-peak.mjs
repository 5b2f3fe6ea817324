#!/usr/bin/env node
// `npm run bench:peak`: the evening scores are released (issue 27), scripted against real API processes on loopback.
// Each simulated student (default 500, started one after another over the ramp) logs in, turns a score into a rank
// (一分一段), reads the probability list and one unit's detail, fills a 45-entry form from recommendations, checks and
// simulates it and saves it three times; every fifth has a parent who logs in and reads the plan; the class counsellor
// comments on every tenth plan. Each target is a fresh copy of one prepared database:
//   pglite1 — `npm run api` on the embedded database (one process: PGlite's files belong to one process);
//   pg1, pg2, pg4 — `npm run api` with WORKERS=1/2/4 on PostgreSQL (a throw-away cluster this script starts on loopback
//   with Debian's postgresql, as scripts/ci-postgres.sh does).
// Printed per target and call: p50/p95/p99, errors, throughput, each process's RSS (idle after the first login, peak,
// end), the database's share of the server side's CPU time; then the ratios between targets; then all of it as JSON.
// Every acknowledged save is read back at the end: a save answered 200 whose version is missing or different is lost.
//
// Flags: --students N (500) --ramp S (30) --targets pglite1,pg1,pg2,pg4 --max-seconds S (per target, 300)
//   --faults: on the PostgreSQL target with the most processes, kill -9 one worker a third into the run and restart
//     PostgreSQL two thirds in; calls then answer 503 and are tried again (counted apart from errors) until it is back.
//   --soak MIN: afterwards, MIN minutes on PostgreSQL×2 at a steady half of the peak: evenings started at a fixed rate
//     (--soak-rate E evenings a minute; default half the evenings a minute pg2 managed in this run, else 150), each
//     student saving over the one plan of theirs so the data stays the size it is; RSS, p99 and CPU per minute.
//   --cpu-prof DIR: the API processes write V8 CPU profiles there (node --cpu-prof) as they stop.
//   --json FILE: also write the JSON there. --ci: a short run for CI (pg2, 30 students, faults) that exits 1 unless
//     there were 0 errors and 0 lost writes (never a time: the machine's speed is not the code's).
// Env: BENCH_SEED_DUMP — a PGlite dump of a seeded database (as tests/api/helpers.ts caches them) to start the embedded
// target from instead of seeding it (seeding takes minutes on a busy machine). Loopback only; bounded in count and time.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, chownSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleServer } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] != null ? argv[i + 1] : fallback;
};
const ci = flag("ci");
const STUDENTS = Math.max(1, Math.min(2000, Number(option("students", ci ? 30 : 500))));
const RAMP = Math.max(0, Number(option("ramp", ci ? 5 : 30)));
const MAX_SECONDS = Math.max(10, Number(option("max-seconds", ci ? 240 : 300)));
const TARGETS = String(option("targets", ci ? "pg2" : "pglite1,pg1,pg2,pg4")).split(",").map((t) => t.trim()).filter(Boolean);
const FAULTS = ci || flag("faults");
const SOAK_MINUTES = Math.max(0, Math.min(120, Number(option("soak", 0))));
const SOAK_RATE = Number(option("soak-rate", 0));
const JSON_FILE = option("json", "");
const CPU_PROF = option("cpu-prof", "");
const basic = "Basic " + Buffer.from("qihang:qihang_secret").toString("base64");
const SCOPE = { province: "44", year: 2026, batch: "本科批" };
const tsx = path.join(root, "node_modules/.bin/tsx");
const CLK = 100; // clock ticks per second in /proc/<pid>/stat (Linux's USER_HZ)

// pg2s: PostgreSQL reached through its Unix socket instead of loopback TCP; pglite1-a8: QIHANG_MAX_ACTIVE=8 for that target
for (const t of TARGETS) if (!/^(pglite1(-a\d+)?|pg[1-9]s?)$/.test(t)) { console.error(`[peak] unknown target ${t}`); process.exit(2); }
const work = mkdtempSync(path.join(os.tmpdir(), "qihang-peak-"));
// the postgres user runs the cluster under it
chmodSync(work, 0o755);
const children = new Set();
let pg = null;
const cleanup = () => {
  for (const child of children) { try { child.kill("SIGKILL"); } catch {} }
  if (pg) { try { pgCtl(["-m", "immediate", "stop"]); } catch {} }
  rmSync(work, { recursive: true, force: true });
};
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// BENCH_PORT_RANGE=a-b: take the API's ports from that range (machines shared by several people), else any free port
const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORT_RANGE ?? "");
let nextPort = range ? Number(range[1]) : 0;
const tryPort = (port) => new Promise((res) => {
  const s = net.createServer();
  s.once("error", () => res(null));
  s.listen(port, HOST, () => { const p = s.address().port; s.close(() => res(p)); });
});
async function freePort() {
  if (!range) return tryPort(0);
  for (let i = 0; i <= Number(range[2]) - Number(range[1]); i++) {
    const port = nextPort;
    nextPort = port >= Number(range[2]) ? Number(range[1]) : port + 1;
    if (await tryPort(port)) return port;
  }
  throw new Error(`no free port in ${process.env.BENCH_PORT_RANGE}`);
}

// ---------------------------------------------------------------- /proc

function procStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    // utime, stime; cutime, cstime: the CPU of children it has reaped (ended backends, killed workers)
    return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) / CLK) * 1000, childCpuMs: ((Number(fields[13]) + Number(fields[14])) / CLK) * 1000, rss };
  } catch {
    return null;
  }
}
function childrenOf(pid) {
  const out = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const s = procStat(Number(entry));
    if (s && s.ppid === pid) out.push(Number(entry));
  }
  return out;
}
const MB = (bytes) => Math.round(bytes / 1048576);

// ---------------------------------------------------------------- PostgreSQL (a throw-away cluster on loopback)

const pgBin = () => {
  try { return execFileSync("bash", ["-c", "ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1"], { encoding: "utf8" }).trim(); } catch { return ""; }
};
const asPg = (cmd, args) => (process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args]);
function pgRun(cmd, args, opts = {}) {
  const [c, a] = asPg(path.join(pg.bin, cmd), args);
  const r = spawnSync(c, a, { encoding: "utf8", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: ${r.stderr || r.stdout}`);
  return r.stdout;
}
function pgCtl(args) {
  return pgRun("pg_ctl", ["-D", pg.data, "-l", path.join(pg.dir, "log"), "-w", ...args]);
}
async function startPostgres() {
  let bin = pgBin();
  if (!bin || !existsSync(path.join(bin, "initdb"))) {
    if (process.getuid?.() !== 0) throw new Error("PostgreSQL is not installed (Debian: apt-get install postgresql)");
    console.log("[peak] installing postgresql (apt-get)");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    spawnSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    bin = pgBin();
  }
  if (process.getuid?.() === 0) spawnSync("bash", ["-c", "id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres"]);
  const dir = path.join(work, "pg");
  mkdirSync(dir);
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })), 0);
  const port = Number(process.env.BENCH_PG_PORT ?? (await freePort()));
  pg = { bin, dir, data: path.join(dir, "data"), port, postmaster: 0 };
  pgRun("initdb", ["-D", pg.data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  // fsync off (the machine does not crash during a bench) but every commit waits for its WAL write: a restart must
  // not lose what was acknowledged
  pg.options = `-h ${HOST} -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=on -c max_connections=200`;
  pgCtl(["-o", pg.options, "start"]);
  pg.postmaster = Number(readFileSync(path.join(pg.data, "postmaster.pid"), "utf8").split("\n")[0]);
  pg.url = (db) => `postgres://postgres@${HOST}:${port}/${db}`;
  // the same server through its Unix socket (postgres.js takes the socket's directory from PGHOST when the URL names
  // no host), as an API on the database's machine would connect: no TCP stack on either side of every query
  pg.socketUrl = (db) => `postgres:///${db}`;
  pg.socketEnv = { PGHOST: dir, PGPORT: String(port), PGUSER: "postgres" };
  console.log(`[peak] PostgreSQL ${path.basename(path.dirname(bin))} on ${HOST}:${port}`);
}
function psql(sqlText) {
  return pgRun("psql", ["-h", HOST, "-p", String(pg.port), "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-qAtc", sqlText]);
}
/** Restarts the cluster without blocking this process: the students go on calling (and get 503s) meanwhile. */
async function restartPostgres() {
  pg.cpuBefore = pgCpuMs();
  const ctl = (args) => new Promise((resolve, reject) => {
    const [c, a] = asPg(path.join(pg.bin, "pg_ctl"), ["-D", pg.data, "-l", path.join(pg.dir, "log"), "-w", ...args]);
    const child = spawn(c, a, { stdio: "ignore" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(" ")} ended ${code}`))));
  });
  await ctl(["-m", "fast", "stop"]);
  // a second down, so that calls meet the stopped server as they would during a real restart
  await sleep(1000);
  await ctl(["-o", pg.options, "start"]);
  pg.postmaster = Number(readFileSync(path.join(pg.data, "postmaster.pid"), "utf8").split("\n")[0]);
}
/** A database's counters (transactions, rows read) from pg_stat_database; null when they cannot be read. */
function dbActivity(db) {
  try {
    const [xacts, returned, fetched] = psql(`select xact_commit + xact_rollback, tup_returned, tup_fetched from pg_stat_database where datname = '${db}'`).trim().split("|").map(Number);
    return { transactions: xacts, rowsScanned: returned, rowsFetched: fetched };
  } catch {
    return null;
  }
}
/** CPU time of a process and all its descendants, the ended ones included (a parent's cutime counts those it reaped). */
function treeCpuMs(pid) {
  const s = procStat(pid);
  if (!s) return 0;
  return s.cpuMs + s.childCpuMs + childrenOf(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}
/** PostgreSQL's CPU time so far, across restarts (a restart starts a new postmaster: the old one's total is kept). */
const pgCpuMs = () => (pg ? (pg.cpuBefore ?? 0) + treeCpuMs(pg.postmaster) : 0);

// ---------------------------------------------------------------- preparing the databases

/** Runs scripts/bench-peak-setup.ts (PostgreSQL and the embedded database are prepared side by side). */
function setup(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["scripts/bench-peak-setup.ts"], { cwd: root, env: { ...process.env, ...env, BENCH_STUDENTS: String(STUDENTS) }, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let out = "", err = "";
    child.stdout.on("data", (d) => { out += d; });
    child.stderr.on("data", (d) => { err += d; });
    const timer = setTimeout(() => child.kill("SIGKILL"), 1_800_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      children.delete(child);
      if (code !== 0) reject(new Error(`setup failed: ${err || out}`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1)));
    });
  });
}

// ---------------------------------------------------------------- a server under test

async function startServer(target, bundle, people) {
  const port = await freePort();
  const stats = path.join(work, `stats-${target.name}`);
  const env = {
    ...process.env, HOST, PORT: String(port), QIHANG_STATS_DIR: stats, JWT_SECRET: "peak-bench-secret", WORKERS: String(target.workers),
    ...(target.kind === "pg" ? { DATABASE_URL: target.url, ...target.pgEnv } : { DATA_DIR: target.dataDir, DATABASE_URL: "" }),
    ...(target.maxActive ? { QIHANG_MAX_ACTIVE: String(target.maxActive) } : {}),
  };
  if (target.kind !== "pg") delete env.DATABASE_URL;
  const prof = CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(CPU_PROF, target.name)] : [];
  const child = spawn(process.execPath, [...prof, bundle], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  const log = [];
  child.stdout.on("data", (d) => log.push(String(d)));
  child.stderr.on("data", (d) => log.push(String(d)));
  const base = `http://${HOST}:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode != null) throw new Error(`${target.name} ended: ${log.join("").slice(-2000)}`);
    const ready = log.join("").split("listening on").length - 1;
    if (ready >= target.workers) break;
    if (Date.now() - started > 600_000) throw new Error(`${target.name} did not start in 10 minutes`);
    await sleep(200);
  }
  const pids = () => (target.workers > 1 ? childrenOf(child.pid) : [child.pid]);
  // the idle figure: after the first login and one answer, as a school's first visitor leaves it
  const first = await patient(base, "/api/blade-auth/token?" + new URLSearchParams({ tenantId: "000000", username: people.students[0].account, password: people.password, grantType: "password" }), null);
  await patient(base, "/api/common/YiFYD/list-1f1d-score", { province: "44", subjectType: "物理类", score: 600 }, first.json?.data?.accessToken);
  await sleep(3000);
  const idle = Object.fromEntries(pids().map((pid) => [pid, MB(procStat(pid)?.rss ?? 0)]));
  return { child, base, pids, idle, log, stats };
}

async function stopServer(server) {
  server.child.kill("SIGTERM");
  for (let i = 0; i < 50 && server.child.exitCode == null; i++) await sleep(100);
  if (server.child.exitCode == null) server.child.kill("SIGKILL");
  children.delete(server.child);
}

// ---------------------------------------------------------------- calls

/** A call outside the measured evening (first login, the counsellor's login, reading saves back): tried a few times. */
async function patient(base, url, body, token) {
  const until = Date.now() + 600_000;
  for (let attempt = 0; ; attempt++) {
    try {
      const r = await api(base, url, body, token, 120_000);
      // a busy server (shedding) or a database coming back: try again for up to ten minutes
      if (r.status !== 503 || Date.now() > until) return r;
    } catch (error) {
      if (attempt >= 3) return { status: 0, json: { code: 0, msg: String(error.cause?.code ?? error.message) } };
    }
    await sleep(1000);
  }
}

async function api(base, url, body, token, timeoutMs = 60_000) {
  const headers = { Authorization: basic };
  if (token) headers["Blade-Auth"] = `bearer ${token}`;
  if (body != null) headers["Content-Type"] = "application/json";
  const res = await fetch(base + url, { method: "POST", headers, body: body == null ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let json = null;
  try { json = JSON.parse(text); } catch {}
  return { status: res.status, json, busy: res.headers.get("x-qihang-busy") === "1", retryAfter: Number(res.headers.get("retry-after") ?? 0) };
}

/** One run's counters: latencies per call, errors, and the fault-caused failures apart. */
function newRecorder() {
  return { calls: new Map(), errors: new Map(), unavailable: 0, busy: 0, interrupted: 0, errorSamples: [] };
}

/**
 * One call as a student's browser makes it: answers 503 (database restarting) and connections cut by a killed worker
 * are tried again (the portal does the same) and counted apart; anything else not answered 200 is an error. A 503
 * marked busy (the server shedding load, lib/shed.ts) is tried again after its Retry-After and counted apart too; the
 * time recorded then runs from the first try, as the student waits it.
 */
async function timed(rec, run, name, base, url, body, token, ok = (r) => r.status === 200 && r.json?.code === 200) {
  let firstTry = null;
  for (let attempt = 0; attempt < 200; attempt++) {
    const t0 = firstTry ?? performance.now();
    const startedAt = Date.now();
    let r;
    try {
      r = await api(base, url, body, token);
    } catch (error) {
      if (run.faultWindow(0, startedAt)) { rec.interrupted++; await sleep(250); continue; }
      count(rec.errors, name);
      if (rec.errorSamples.length < 10) rec.errorSamples.push(`${name}: ${error.cause?.code ?? error.message}`);
      return null;
    }
    if (r.status === 503 && r.busy) { rec.busy++; firstTry = t0; await sleep(1000 * (r.retryAfter || 1) * (0.5 + Math.random())); continue; }
    if (r.status === 503) { rec.unavailable++; await sleep(500); continue; }
    const ms = performance.now() - t0;
    if (!ok(r)) {
      // a save retried after its connection was cut may have been applied: the newer version comes back with 409
      if (r.json?.code === 409 && run.faultWindow(10_000)) return r;
      count(rec.errors, name);
      if (rec.errorSamples.length < 10) rec.errorSamples.push(`${name}: HTTP ${r.status} ${r.json?.code} ${String(r.json?.msg ?? "").slice(0, 80)}`);
      return null;
    }
    if (!rec.calls.has(name)) rec.calls.set(name, []);
    rec.calls.get(name).push(ms);
    return r;
  }
  count(rec.errors, name);
  return null;
}
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const loginUrl = (account, password) => "/api/blade-auth/token?" + new URLSearchParams({ tenantId: "000000", username: account, password, grantType: "password" });

/**
 * One student's evening. Acknowledged saves go to `acked`. With `plan` ({id, version} of the student's plan, kept by
 * the caller) the evening saves over that plan instead of starting a new one (the soak).
 */
async function evening(rec, run, base, people, i, acked, counsellor, round = 0, plan = null) {
  const { account, studentId } = people.students[i % people.students.length];
  const login = await timed(rec, run, "login", base, loginUrl(account, people.password), null);
  if (!login) return false;
  const token = login.json.data.accessToken;
  const score = 520 + ((i * 37) % 160);
  const rankAnswer = await timed(rec, run, "score→rank", base, "/api/common/YiFYD/list-1f1d-score", { province: "44", subjectType: "物理类", score }, token);
  const rank = rankAnswer?.json?.data?.cumulative ?? 30000;
  const list = await timed(rec, run, "probability list", base, "/api/common/CeGL/getLqgl", { province: "44", subjectType: "物理类", rank, size: 20 }, token);
  const unitKey = list?.json?.data?.records?.[0]?.unitKey;
  if (unitKey) await timed(rec, run, "probability detail", base, "/api/common/CeGL/getLqgl", { province: "44", subjectType: "物理类", rank, unitKey }, token);
  const rec45 = await timed(rec, run, "recommend 45", base, "/api/common/volunteer/recommend", { ...SCOPE, rank, counts: { 冲: 15, 稳: 15, 保: 15 } }, token);
  const units = rec45?.json?.data?.units ?? [];
  if (units.length === 0) return false;
  const entries = units.slice(0, 45).map((u) => ({ unitKey: u.unitKey, majors: u.majors.slice(0, 6).map((m) => m.name), adjust: true }));
  await timed(rec, run, "check", base, "/api/common/volunteer/check", { ...SCOPE, rank, entries }, token);
  await timed(rec, run, "simulate", base, "/api/common/volunteer/simulate", { ...SCOPE, rank, entries }, token);
  let id = plan?.id ?? null, version = plan?.version ?? null, form = entries;
  for (let s = 0; s < 3; s++) {
    // each save moves one entry: what was acknowledged can be told apart from the save before it
    if (s > 0) form = [...form.slice(1), form[0]];
    const body = { ...SCOPE, name: plan ? `晚上的方案 ${i}` : `晚上的方案 ${i}-${round}`, entries: form, ...(id ? { id, version } : {}) };
    const saved = await timed(rec, run, "save", base, "/api/common/volunteer/save", body, token);
    if (!saved) continue;
    if (saved.json?.code === 409) {
      // the previous try was applied before its connection was cut: go on from the version as it is now
      id = saved.json.data.id; version = saved.json.data.version; form = saved.json.data.entries; continue;
    }
    id = saved.json.data.id; version = saved.json.data.version;
    acked.push({ account, id, version, keys: form.map((e) => e.unitKey).join(",") });
  }
  if (plan && id) Object.assign(plan, { id, version });
  if (id && (i + 1) % 5 === 0) {
    const parent = await timed(rec, run, "parent login", base, loginUrl(`peakp${account.slice(4)}`, people.password), null);
    if (parent) {
      const pt = parent.json.data.accessToken;
      await timed(rec, run, "parent list", base, "/api/common/volunteer/list", {}, pt);
      await timed(rec, run, "parent detail", base, "/api/common/volunteer/detail", { id }, pt);
    }
  }
  if (id && (i + 1) % 10 === 0 && counsellor.token) {
    await timed(rec, run, "counsellor comment", base, "/api/common/volunteer/comment", { planId: id, studentId: String(studentId), text: "第 12 个志愿可以再往前放" }, counsellor.token);
  }
  return true;
}

/** Reads every acknowledged save back: missing or different is a lost write. */
async function lostWrites(base, people, acked) {
  const tokens = new Map();
  let lost = 0, unread = 0;
  const samples = [];
  for (const a of acked) {
    if (!tokens.has(a.account)) {
      const r = await patient(base, loginUrl(a.account, people.password), null);
      tokens.set(a.account, r.json?.data?.accessToken);
    }
    const r = await patient(base, "/api/common/volunteer/detail", { id: a.id, version: a.version }, tokens.get(a.account));
    const keys = (r.json?.data?.entries ?? []).map((e) => e.unitKey).join(",");
    // not read back (the server still busy after ten minutes) is not lost: counted apart, and the run is not clean
    if (r.status === 503 || r.status === 0) {
      unread++;
      if (samples.length < 5) samples.push(`${a.account} plan ${a.id} v${a.version}: not read back (${r.status} ${String(r.json?.msg ?? "").slice(0, 40)})`);
      continue;
    }
    if (r.json?.code !== 200 || r.json.data.version !== a.version || keys !== a.keys) {
      lost++;
      if (samples.length < 5) samples.push(`${a.account} plan ${a.id} v${a.version}: ${r.json?.code} ${String(r.json?.msg ?? "").slice(0, 60)}`);
    }
  }
  return { checked: acked.length - unread, lost, unread, samples };
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
const r1 = (x) => (x == null ? null : Math.round(x * 10) / 10);

// ---------------------------------------------------------------- one target

async function runTarget(target, bundle, people, withFaults) {
  const server = await startServer(target, bundle, people);
  const rec = newRecorder();
  const acked = [];
  const faults = { kills: [], restarts: [] };
  let faultUntil = 0;
  // a fault's window: from when it starts until a few seconds after. A call in flight at any time of it that failed is
  // the fault's: a connection the primary was handing to the worker as it was killed hangs until the client gives up
  let faultFrom = Infinity;
  const run = { faultWindow: (extra = 0, startedAt = Date.now()) => Date.now() >= faultFrom && startedAt < faultUntil + extra };
  const counsellor = { token: null };
  const c = await patient(server.base, loginUrl(people.counsellor.account, people.counsellor.password), null);
  counsellor.token = c.json?.data?.accessToken;

  const rss = new Map();
  const sample = () => {
    for (const pid of [...new Set([...server.pids(), server.child.pid])]) {
      const s = procStat(pid);
      if (!s) continue;
      const r = rss.get(pid) ?? { peak: 0, end: 0 };
      r.peak = Math.max(r.peak, s.rss); r.end = s.rss;
      rss.set(pid, r);
    }
  };
  const cpuOf = () => treeCpuMs(server.child.pid);
  const pglDbMs = () => {
    try { return readdirSync(server.stats).filter((f) => f.endsWith(".json")).reduce((s, f) => s + JSON.parse(readFileSync(path.join(server.stats, f), "utf8")).dbMs, 0); } catch { return 0; }
  };
  const cpu0 = cpuOf(), pg0 = pgCpuMs(), pgl0 = pglDbMs(), stmts0 = target.kind === "pg" ? dbActivity(target.db) : null;
  const sampler = setInterval(sample, 1000);
  const started = Date.now();
  const deadline = started + MAX_SECONDS * 1000;
  let completed = 0, unfinished = 0;
  // with faults, evenings go on until both faults have happened and the run has been calm for a few seconds
  let faultsOverAt = withFaults ? Infinity : 0;

  const timers = [];
  if (withFaults) {
    const killAt = Math.max(3000, (RAMP * 1000) / 3);
    timers.push(setTimeout(() => {
      const victims = server.pids();
      if (victims.length < 2) return;
      const victim = victims[0];
      faultFrom = Math.min(faultFrom, Date.now());
      faultUntil = Date.now() + 3000;
      process.kill(victim, "SIGKILL");
      const at = Date.now();
      faults.kills.push({ pid: victim, at: at - started });
      const watch = setInterval(() => {
        const now = server.pids();
        if (now.length >= target.workers && !now.includes(victim)) {
          faults.kills.at(-1).backAfterMs = Date.now() - at;
          clearInterval(watch);
        }
      }, 100);
    }, killAt));
    timers.push(setTimeout(async () => {
      const at = Date.now();
      faultFrom = Math.min(faultFrom, at);
      faultUntil = at + 60_000;
      try { await restartPostgres(); } catch (error) { console.error("[peak] restart failed", error.message); }
      faults.restarts.push({ at: at - started, downMs: Date.now() - at });
      faultUntil = Date.now() + 3000;
      faultsOverAt = Date.now() + 5000;
    }, killAt + 5000));
  }

  const students = Array.from({ length: STUDENTS }, (_, i) => (async () => {
    await sleep((RAMP * 1000 * i) / STUDENTS);
    for (let round = 0; ; round++) {
      if (Date.now() > deadline) { unfinished++; return; }
      // a later round is the same student's next evening: a new plan
      if (await evening(rec, run, server.base, people, i, acked, counsellor, round)) completed++;
      else unfinished++;
      if (Date.now() > faultsOverAt) return;
    }
  })());
  await Promise.race([Promise.all(students), sleep(MAX_SECONDS * 1000 + 5000)]);
  const seconds = (Date.now() - started) / 1000;
  for (const t of timers) clearTimeout(t);
  clearInterval(sampler);
  sample();
  const cpu = cpuOf() - cpu0;
  const dbMs = target.kind === "pg" ? pgCpuMs() - pg0 : pglDbMs() - pgl0;
  // statistics reach pg_stat_database within a second of each transaction's end
  if (stmts0) await sleep(1500);
  const stmts1 = stmts0 ? dbActivity(target.db) : null;
  const writes = await lostWrites(server.base, people, acked);
  await stopServer(server);
  // calls refused or cut: what the server said (a process that stopped listening says why, or was told to stop)
  if ([...rec.errors.values()].some((n) => n > 0)) console.log(`[peak] ${target.name} server log (end):\n${server.log.join("").slice(-1500)}`);

  const calls = {};
  let total = 0;
  for (const [name, list] of rec.calls) {
    const sorted = [...list].sort((a, b) => a - b);
    total += sorted.length;
    calls[name] = { n: sorted.length, p50: r1(pct(sorted, 50)), p95: r1(pct(sorted, 95)), p99: r1(pct(sorted, 99)), errors: rec.errors.get(name) ?? 0 };
  }
  for (const [name, n] of rec.errors) calls[name] ??= { n: 0, p50: null, p95: null, p99: null, errors: n };
  const errors = [...rec.errors.values()].reduce((a, b) => a + b, 0);
  const killed = new Set(faults.kills.map((k) => k.pid));
  const processes = Object.fromEntries([...rss].map(([pid, r]) => [pid, {
    role: pid === server.child.pid && target.workers > 1 ? "primary" : killed.has(pid) ? "api (killed)" : "api", idleMB: server.idle[pid] ?? null, peakMB: MB(r.peak), endMB: MB(r.end),
  }]));
  return {
    target: target.name, kind: target.kind, workers: target.workers, students: STUDENTS, completed, unfinished, seconds: r1(seconds),
    calls, totalCalls: total, throughput: r1(total / seconds), eveningsPerMinute: r1((completed / seconds) * 60),
    errors, errorSamples: rec.errorSamples, unavailable503: rec.unavailable, busy503: rec.busy, interruptedByKill: rec.interrupted,
    processes, cpuSeconds: { api: r1(cpu / 1000), db: r1(dbMs / 1000) },
    // the CPU a call costs, whoever spends it: with C cores the machine cannot answer more than C × 1000 ÷ this a second
    cpuMsPerCall: total ? { api: r1(cpu / total), db: target.kind === "pg" ? r1(dbMs / total) : null } : null,
    coresBusy: r1((cpu + (target.kind === "pg" ? dbMs : 0)) / 1000 / seconds),
    dbShare: cpu + (target.kind === "pg" ? dbMs : 0) > 0 ? r1((100 * dbMs) / (target.kind === "pg" ? cpu + dbMs : cpu)) : null,
    dbShareHow: target.kind === "pg" ? "PostgreSQL processes' CPU ÷ (API processes' + PostgreSQL's CPU)" : "CPU time inside PGlite ÷ the API process's CPU",
    // what the database was asked to do per call: more processes should not mean more work per call
    dbPerCall: stmts0 && stmts1 && total ? Object.fromEntries(Object.keys(stmts0).map((k) => [k, r1((stmts1[k] - stmts0[k]) / total)])) : null,
    writes, faults: withFaults ? faults : null,
    load: os.loadavg().map((x) => r1(x)),
  };
}

// ---------------------------------------------------------------- the soak

async function soak(target, bundle, people, minutes, perMinuteRate) {
  const server = await startServer(target, bundle, people);
  const rec = newRecorder();
  const run = { faultWindow: () => false };
  const perMinute = [];
  const started = Date.now();
  const ends = started + minutes * 60_000;
  // open loop: an evening starts every `gap` ms whatever the server does, as students arrive; a bound on the evenings
  // in flight keeps the bench itself bounded if the server falls behind (those starts are counted, not queued)
  const gap = 60_000 / perMinuteRate;
  const maxInFlight = Math.max(20, Math.ceil(perMinuteRate / 2));
  const plans = people.students.map(() => ({ id: null, version: null }));
  const lastAck = new Map();
  let inFlight = 0, startedEvenings = 0, skipped = 0, done = 0;
  const cpu = () => treeCpuMs(server.child.pid) + pgCpuMs();
  let cpuMark = cpu(), markAt = Date.now();
  // each call's latencies after the warm-up (the first fifth, at least a minute): the issue's p99 is per student call
  const warmUpMinutes = Math.max(1, Math.floor(minutes / 5));
  const warmCalls = new Map();
  const sampler = setInterval(() => {
    const sorted = [...rec.calls.values()].flat().sort((x, y) => x - y);
    if (perMinute.length >= warmUpMinutes) for (const [call, list] of rec.calls) warmCalls.set(call, [...(warmCalls.get(call) ?? []), ...list]);
    for (const list of rec.calls.values()) list.length = 0;
    const rss = server.pids().map((pid) => MB(procStat(pid)?.rss ?? 0));
    const cpuNow = cpu(), now = Date.now();
    const row = {
      minute: perMinute.length + 1, calls: sorted.length, p50: r1(pct(sorted, 50)), p99: r1(pct(sorted, 99)), rssMB: rss.reduce((a, b) => a + b, 0), rssEachMB: rss,
      coresBusy: r1((cpuNow - cpuMark) / (now - markAt)), errors: [...rec.errors.values()].reduce((x, y) => x + y, 0), skipped, load: r1(os.loadavg()[0]),
    };
    cpuMark = cpuNow; markAt = now;
    perMinute.push(row);
    console.log(`[peak] soak minute ${row.minute}: ${row.calls} calls, p50 ${row.p50} / p99 ${row.p99} ms, RSS ${rss.join(" + ")} MB, ${row.coresBusy} cores busy (API + PostgreSQL), errors ${row.errors}, starts skipped ${skipped}, load ${row.load}`);
  }, 60_000);
  const evenings = [];
  for (let k = 0; Date.now() < ends; k++) {
    const due = started + k * gap;
    if (due > Date.now()) await sleep(due - Date.now());
    if (Date.now() >= ends) break;
    if (inFlight >= maxInFlight) { skipped++; continue; }
    const i = k % people.students.length;
    // one student is never in two evenings at once (their plan's version would race)
    if (plans[i].busy) { skipped++; continue; }
    plans[i].busy = true;
    inFlight++; startedEvenings++;
    const acked = [];
    evenings.push(evening(rec, run, server.base, people, i, acked, { token: null }, 0, plans[i]).then(() => {
      for (const a of acked) lastAck.set(a.id, a);
      done++;
    }).finally(() => { inFlight--; plans[i].busy = false; }));
  }
  await Promise.race([Promise.all(evenings), sleep(120_000)]);
  clearInterval(sampler);
  const writes = await lostWrites(server.base, people, [...lastAck.values()]);
  await stopServer(server);
  // the first fifth of the soak (at least a minute) is warm-up; growth compares the mean of the first and the last
  // five warm minutes (one minute's p99 on a shared machine swings with the neighbours' load)
  const warm = perMinute.slice(Math.max(1, Math.floor(perMinute.length / 5)));
  const perCallWarm = Object.fromEntries([...warmCalls].map(([call, list]) => {
    const sorted = list.sort((x, y) => x - y);
    return [call, { n: sorted.length, p50: r1(pct(sorted, 50)), p95: r1(pct(sorted, 95)), p99: r1(pct(sorted, 99)) }];
  }));
  const span = Math.max(1, Math.min(5, Math.floor(warm.length / 2)));
  const mean = (rows, key) => rows.reduce((a, r) => a + (r[key] ?? 0), 0) / rows.length;
  const growth = (key) => (warm.length >= 2 && mean(warm.slice(0, span), key) ? r1((100 * (mean(warm.slice(-span), key) - mean(warm.slice(0, span), key))) / mean(warm.slice(0, span), key)) : null);
  return {
    target: target.name, minutes, eveningsPerMinute: r1(perMinuteRate), startedEvenings, finishedEvenings: done, skippedStarts: skipped, perMinute,
    perCallWarm, rssGrowthPct: growth("rssMB"), p99GrowthPct: growth("p99"), p50GrowthPct: growth("p50"), comparedMinutes: span,
    errors: [...rec.errors.values()].reduce((a, b) => a + b, 0), errorSamples: rec.errorSamples, unavailable503: rec.unavailable, busy503: rec.busy, writes,
  };
}

// ---------------------------------------------------------------- main

const results = [];
const bundle = await bundleServer("api");
const needPg = TARGETS.some((t) => !t.startsWith("pglite")) || SOAK_MINUTES > 0;
let pgPeople = null, pglPeople = null;
const targets = [];
const t0 = Date.now();
const preparing = [];
if (needPg) {
  await startPostgres();
  psql("create database peak_seed");
  console.log(`[peak] preparing PostgreSQL (migrate, seed, ${STUDENTS} students) ...`);
  preparing.push(setup({ DATABASE_URL: pg.url("peak_seed") }).then((p) => { pgPeople = p; }));
}
if (TARGETS.some((t) => t.startsWith("pglite1"))) {
  const dir = path.join(work, "pglite-seed");
  const dump = process.env.BENCH_SEED_DUMP;
  console.log(`[peak] preparing the embedded database${dump ? ` from ${dump}` : " (migrate, seed)"} ...`);
  preparing.push(setup({ DATA_DIR: dir, DATABASE_URL: "", ...(dump ? { BENCH_LOAD_DUMP: dump } : {}) }).then((p) => { pglPeople = p; }));
}
await Promise.all(preparing);
console.log(`[peak] prepared in ${Math.round((Date.now() - t0) / 1000)} s`);
const faultTarget = FAULTS ? TARGETS.filter((t) => /^pg\ds?$/.test(t)).sort().at(-1) : null;
for (const name of TARGETS) {
  let target;
  if (name.startsWith("pglite1")) {
    const dataDir = path.join(work, "pglite-run");
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(path.join(work, "pglite-seed"), dataDir, { recursive: true });
    target = { name, kind: "pglite", workers: 1, dataDir, maxActive: Number(/-a(\d+)$/.exec(name)?.[1] ?? 0) || null };
  } else {
    const db = `peak_${name}`;
    psql(`drop database if exists ${db}`);
    psql(`create database ${db} template peak_seed`);
    const tcp = !name.endsWith("s");
    target = { name, kind: "pg", workers: Number(name[2]), url: tcp ? pg.url(db) : pg.socketUrl(db), pgEnv: tcp ? {} : pg.socketEnv, db };
  }
  console.log(`[peak] ${name}: ${STUDENTS} students over ${RAMP} s${name === faultTarget ? ", with faults" : ""} ...`);
  const result = await runTarget(target, bundle, target.kind === "pglite" ? pglPeople : pgPeople, name === faultTarget);
  results.push(result);
  console.log(`[peak] ${name}: ${result.completed} evenings, ${result.totalCalls} calls in ${result.seconds} s, ${result.errors} errors, ${result.writes.lost} lost of ${result.writes.checked} saves`);
}

// `npm start`'s one-port server (API and site) on the embedded database, idle after the first login: the figure a small
// school's 1 GB machine cares about. Only when the site is built (npm run build).
let siteIdle = null;
// the site's pages come from the last `npm run build`; the one-port server itself is bundled afresh from the source
const siteBundle = existsSync(path.join(root, "dist/server/entry.mjs")) ? await bundleServer("site") : null;
if (TARGETS.includes("pglite1") && siteBundle) {
  const dataDir = path.join(work, "pglite-site");
  cpSync(path.join(work, "pglite-seed"), dataDir, { recursive: true });
  const server = await startServer({ name: "site", kind: "pglite", workers: 1, dataDir }, siteBundle, pglPeople);
  siteIdle = { idleMB: Object.values(server.idle)[0] ?? null };
  await stopServer(server);
  console.log(`[peak] npm start (embedded database): ${siteIdle.idleMB} MB idle after the first login`);
}

let soakResult = null;
if (SOAK_MINUTES > 0) {
  psql("drop database if exists peak_soak");
  psql("create database peak_soak template peak_seed");
  const rate = SOAK_RATE > 0 ? SOAK_RATE : results.find((r) => r.target === "pg2")?.eveningsPerMinute / 2 || 150;
  console.log(`[peak] soak: ${SOAK_MINUTES} min on PostgreSQL×2, ${r1(rate)} evenings a minute (half the peak) ...`);
  soakResult = await soak({ name: "pg2-soak", kind: "pg", workers: 2, url: pg.url("peak_soak") }, bundle, pgPeople, SOAK_MINUTES, rate);
}

// ---------------------------------------------------------------- report

const by = Object.fromEntries(results.map((r) => [r.target, r]));
const ratio = (a, b) => (by[a] && by[b] && by[b].throughput ? Math.round((by[a].throughput / by[b].throughput) * 100) / 100 : null);
const ratios = { "pg2/pg1": ratio("pg2", "pg1"), "pg4/pg1": ratio("pg4", "pg1"), "pg1/pglite1": ratio("pg1", "pglite1"), "pg1s/pg1": ratio("pg1s", "pg1") };
const names = [...new Set(results.flatMap((r) => Object.keys(r.calls)))];
console.log("\n== per call: p50 / p95 / p99 ms (errors)");
console.log(["call".padEnd(20), ...results.map((r) => r.target.padStart(24))].join(""));
for (const name of names) {
  console.log([name.padEnd(20), ...results.map((r) => {
    const c = r.calls[name];
    return (c ? `${c.p50}/${c.p95}/${c.p99}${c.errors ? ` (${c.errors})` : ""}` : "-").padStart(24);
  })].join(""));
}
console.log("\n== per target");
for (const r of results) {
  const procs = Object.entries(r.processes).map(([pid, p]) => `${p.role} ${pid}: idle ${p.idleMB ?? "-"} / peak ${p.peakMB} / end ${p.endMB} MB`).join("; ");
  console.log(`${r.target}: ${r.throughput} calls/s, ${r.eveningsPerMinute} evenings/min, ${r.errors} errors, ${r.writes.lost} lost writes of ${r.writes.checked}${r.writes.unread ? ` (${r.writes.unread} not read back)` : ""}, `
    + `busy 503 (shed, retried) ${r.busy503}, database 503 ${r.unavailable503}, cut by a kill ${r.interruptedByKill}, DB share ${r.dbShare}% (${r.dbShareHow}); RSS ${procs}; load ${r.load.join(" ")}`);
  if (r.cpuMsPerCall) {
    const per = r.cpuMsPerCall.api + (r.cpuMsPerCall.db ?? 0);
    console.log(`  CPU per call: API ${r.cpuMsPerCall.api} ms${r.cpuMsPerCall.db != null ? ` + PostgreSQL ${r.cpuMsPerCall.db} ms` : " (PGlite inside)"}; ${r.coresBusy} of ${os.cpus().length} cores busy; ceiling at this cost ${r1((os.cpus().length * 1000) / per)} calls/s`);
  }
  if (r.dbPerCall) console.log(`  database work per call: ${Object.entries(r.dbPerCall).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  if (r.faults) console.log(`  faults: ${JSON.stringify(r.faults)}`);
  if (r.errorSamples.length) console.log(`  errors: ${r.errorSamples.join(" | ")}`);
  if (r.writes.samples.length) console.log(`  lost: ${r.writes.samples.join(" | ")}`);
}
console.log(`\n== ratios (throughput): ${Object.entries(ratios).map(([k, v]) => `${k} ${v ?? "-"}`).join(", ")}`);
const idlePgl = by.pglite1 && Object.values(by.pglite1.processes)[0]?.idleMB;
if (idlePgl != null) console.log(`== idle after the first login, embedded database: npm run api ${idlePgl} MB${siteIdle ? `, npm start ${siteIdle.idleMB} MB` : " (npm start: site not built, run npm run build first)"} (goal ≤ 400 MB)`);
if (soakResult) {
  console.log(`== soak: ${soakResult.minutes} min at ${soakResult.eveningsPerMinute} evenings/min: RSS growth ${soakResult.rssGrowthPct}%, p99 growth ${soakResult.p99GrowthPct}%, p50 growth ${soakResult.p50GrowthPct}% `
    + `(mean of the first ${soakResult.comparedMinutes} warm minutes against the last ${soakResult.comparedMinutes}), ${soakResult.errors} errors, ${soakResult.writes.lost} lost of ${soakResult.writes.checked} plans read back, ${soakResult.skippedStarts} starts skipped`);
  console.log(`  per call after the warm-up: ${Object.entries(soakResult.perCallWarm).map(([call, v]) => `${call} p99 ${v.p99} ms (n ${v.n})`).join(", ")}`);
  if (soakResult.errorSamples.length) console.log(`  errors: ${soakResult.errorSamples.join(" | ")}`);
}
const report = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, loadAtEnd: os.loadavg().map(r1) }, students: STUDENTS, rampSeconds: RAMP, results, ratios, npmStartIdle: siteIdle, soak: soakResult };
console.log("\n== JSON\n" + JSON.stringify(report));
if (JSON_FILE) writeFileSync(JSON_FILE, JSON.stringify(report, null, 2));

const bad = results.some((r) => r.errors > 0 || r.writes.lost > 0 || r.writes.unread > 0 || r.completed === 0) || (soakResult && (soakResult.errors > 0 || soakResult.writes.lost > 0 || soakResult.writes.unread > 0));
if (ci) {
  console.log(bad ? "[peak] FAILED: errors or lost writes" : "[peak] 0 errors, 0 lost writes");
  process.exitCode = bad ? 1 : 0;
}
process.exit();
