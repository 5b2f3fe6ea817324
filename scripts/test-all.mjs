// `npm test`: every check — browser, type check, lint, unit + API, build, built-site tests, links, end-to-end.
// Stages run side by side as soon as what they need is there (the build does not wait for the unit tests, the
// end-to-end tests start when the build is done), so a two-core machine is kept busy. Each stage's output goes to
// .cache/stages/<id>.log and is printed whole when the stage ends, so outputs never interleave. When a stage fails no
// new stage starts (the running ones finish) and the failing one is named. Ends with each stage's time and CPU time
// and one line "N passed, N failed" over all stages (every vitest and Playwright test; the type check, the lint and
// the link check count as one test each).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, getPriority, setPriority } from "node:os";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

mkdirSync(".cache/stages", { recursive: true });

/** CPU seconds used by this process's finished children (Linux: /proc), or null where that cannot be read. */
function childCpuSeconds() {
  try {
    // after the command name: field 3 (state) first, so cutime (field 16) and cstime (17) are at 13 and 14; in 1/100 s
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** A free TCP port on 127.0.0.1: `preferred` if given and free, else one the OS picks. */
async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
  return (preferred ? await tryPort(preferred) : null) ?? (await tryPort(0));
}

/** Niceness added to the stages off the critical path (see `background` below). */
const BACKGROUND_NICE = 5;
/** Stages off the critical path (build → end-to-end tests), which run at a lower priority (set in --cpu below). */
const background = new Set();

/** Runs a command with its output in the stage's log; answers { status, cpu } when it ends. */
function run(id, command, args, env = {}) {
  const log = `.cache/stages/${id}.log`;
  const cpuFile = `.cache/stages/${id}.cpu`;
  rmSync(cpuFile, { force: true });
  return new Promise((resolve) => {
    const out = createWriteStream(log, { flags: "a" });
    out.on("open", () => {
      const nice = background.has(id) ? String(BACKGROUND_NICE) : "0";
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--cpu", cpuFile, nice, "--", command, ...args], {
        stdio: ["ignore", out, out],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0"), ...env },
      });
      child.on("exit", (code, signal) => {
        out.end();
        let cpu = null;
        try {
          cpu = Number(readFileSync(cpuFile, "utf8")) || null;
        } catch {
          // the wrapper was killed before it could write
        }
        resolve({ status: code ?? (signal ? 1 : 0), cpu });
      });
    });
  });
}

/** Own CPU seconds (utime + stime) of every process under `root` now, by pid (Linux /proc; empty elsewhere). */
function treeCpu(root) {
  const procs = new Map();
  try {
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        // after the command name: state, ppid, …; utime and stime are fields 14 and 15 of the line (11 and 12 here)
        procs.set(Number(name), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
      } catch {
        // ended meanwhile
      }
    }
  } catch {
    return new Map();
  }
  const tree = new Map();
  const children = new Map();
  for (const [pid, { ppid }] of procs) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const todo = [root];
  while (todo.length) {
    const pid = todo.pop();
    for (const child of children.get(pid) ?? []) {
      tree.set(child, procs.get(child).cpu);
      todo.push(child);
    }
  }
  return tree;
}

/** Runs vitest (on `paths` only, if given) with a JSON report and returns { status, passed, failed }. */
async function vitest(id, config, paths = [], env = {}) {
  const report = `.cache/vitest-${id}.json`;
  rmSync(report, { force: true });
  const { status, cpu } = await run(id, "npx", ["vitest", "run", "--config", config, ...paths, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env);
  const json = readJson(report);
  return { status, cpu, passed: json?.numPassedTests ?? 0, failed: json?.numFailedTests ?? 0 };
}

/** Playwright against the built site, on a port picked just before it starts (other people's servers come and go). */
async function playwright(id) {
  const port = await freePort(Number(process.env.E2E_PORT ?? 0));
  const report = ".cache/e2e.json";
  rmSync(report, { force: true });
  const { status, cpu } = await run(id, "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(port), E2E_SEEDED_DIR: SEEDED,
  });
  const json = readJson(report);
  const stats = json?.stats;
  // a test that passed only when run again (CI retries once, playwright.config.ts) is named, never hidden in the count
  const flaky = flakyTitles(json?.suites ?? []);
  if (flaky.length) console.log(`end-to-end tests that passed only when run again (${flaky.length}):\n${flaky.map((t) => `  ${t}`).join("\n")}`);
  return { status, cpu, passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0, flaky, note: `on 127.0.0.1:${port}` };
}

/** The titles of the tests Playwright's JSON report marks flaky (failed, then passed on a retry). */
function flakyTitles(suites, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === "flaky")) titles.push([...here, spec.title].join(" › "));
    }
    titles.push(...flakyTitles(suite.suites ?? [], here));
  }
  return titles;
}

/** A stage that is one check: passes or fails as a whole. */
const single = (command, args) => async (id) => {
  const { status, cpu } = await run(id, command, args);
  return { status, cpu, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
};
/** A stage that prepares (browser, build): not a test, counted only if it fails. */
const step = (command, args, env) => async (id) => ({ ...(await run(id, command, args, env)), passed: 0, failed: 0 });

/** The demo database, seeded once beside the build: the API tests clone its dump, the end-to-end server starts on a
 * copy of its directory (scripts/seed-dump.mjs). */
const SEEDED = ".cache/e2e-seeded";
const seed = step("node", ["scripts/seed-dump.mjs", SEEDED]);

// `after`: the stages whose output a stage reads. The type check runs after the build, not beside it: both write
// Astro's generated types (.astro/), so the check reads the build's (--noSync) instead of writing them a second time.
// The API tests wait for the seed (each file clones its dump, which is then ready: no file seeds or waits for a seed
// inside its own setup's time limit), the unit tests need nothing. The end-to-end tests, the longest stage, start as
// soon as the build and the seed are there, beside the unit and API tests.
// `background`: off the critical path (build, then the end-to-end tests, the longest stage): these run a little nicer,
// so they fill the cores the critical path leaves idle instead of slowing it down. The unit and API tests are not among
// them (a few bound a call's time, which a starved process could overrun), nor the built-site tests (their two servers
// migrate and seed a fresh database each within a time limit: niced beside the end-to-end tests they overran it).
const stages = [
  { id: "browser", name: "browser (find or install Chromium)", run: step("node", ["scripts/ensure-browser.mjs"]) },
  { id: "build", name: "build (astro build + pagefind + servers)", run: step("npm", ["run", "build"]) },
  { id: "seed", name: "end-to-end database (migrate + seed)", run: seed },
  { id: "lint", name: "lint (ESLint: rules of hooks, browser never imports server, routes never import routes)", background: true, run: single("npx", ["eslint", "src"]) },
  { id: "unit", name: "unit tests (vitest)", run: (id) => vitest(id, "vitest.config.ts", ["tests/unit"]) },
  // the API files set up beside the end-to-end tests on two cores: their setups get a bound for a hung one, not a speed
  { id: "api", name: "API tests (vitest)", after: ["seed"], run: (id) => vitest(id, "vitest.config.ts", ["tests/api", "--hookTimeout=600000"]) },
  { id: "check", name: "type check (astro check)", after: ["build"], background: true, run: single("npx", ["astro", "check", "--noSync"]) },
  // the built servers start on copies of the seeded database: seeding two more beside the other stages took minutes
  { id: "built", name: "built-site tests (vitest)", after: ["build", "seed"], run: (id) => vitest(id, "vitest.built.config.ts", [], { E2E_SEEDED_DIR: SEEDED }) },
  { id: "links", name: "link check", after: ["build"], background: true, run: single("node", ["scripts/check-links.mjs", "dist/client"]) },
  { id: "e2e", name: "end-to-end tests (Playwright, Chromium)", after: ["build", "browser", "seed"], run: playwright },
];

async function main() {
  for (const stage of stages) if (stage.background) background.add(stage.id);
  const started = Date.now();
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const results = new Map();
  const running = new Map();
  let failed = null;
  console.log(`npm test: ${stages.length} stages on ${availableParallelism()} cores; each stage's output is printed when it ends.`);

  const start = (stage) => {
    rmSync(`.cache/stages/${stage.id}.log`, { force: true });
    const at = Date.now();
    console.log(`--- started: ${stage.name} (at ${seconds(at - started)} s)`);
    running.set(stage.id, stage.run(stage.id).then((result) => ({ stage, result, ms: Date.now() - at, at })));
  };

  for (;;) {
    if (!failed) {
      for (const stage of stages) {
        if (results.has(stage.id) || running.has(stage.id)) continue;
        if ((stage.after ?? []).every((id) => results.get(id)?.result.status === 0)) start(stage);
      }
    }
    if (running.size === 0) break;
    const { stage, result, ms, at } = await Promise.race(running.values());
    running.delete(stage.id);
    // A stage that exits non-zero without reporting a failed test (crash, build error) still counts as one failure.
    if (result.status !== 0 && result.failed === 0) result.failed = 1;
    results.set(stage.id, { stage, result, ms, at });
    const verdict = result.status === 0 ? "ok" : "FAILED";
    console.log(`\n=== ${stage.name} ===`);
    try {
      process.stdout.write(readFileSync(`.cache/stages/${stage.id}.log`, "utf8"));
    } catch {
      // no output
    }
    console.log(`=== ${stage.name}: ${verdict} in ${seconds(ms)} s ===\n`);
    if (result.status !== 0) failed ??= stage.name;
  }

  const totals = { passed: 0, failed: 0 };
  const lines = [];
  for (const stage of stages) {
    const done = results.get(stage.id);
    if (!done) {
      lines.push(`  not run  ${stage.name}`);
      continue;
    }
    const { result, ms, at } = done;
    totals.passed += result.passed;
    totals.failed += result.failed;
    const counts = result.passed || result.failed ? `, ${result.passed} passed, ${result.failed} failed${result.flaky?.length ? ` (${result.flaky.length} passed only when run again)` : ""}` : "";
    const cpu = result.cpu ? `, CPU ${result.cpu.toFixed(0)} s` : "";
    lines.push(`  ${result.status === 0 ? "ok     " : "FAILED "}  ${stage.name}: ${seconds(ms)} s from ${seconds(at - started)} s${cpu}${counts}`);
  }
  const wall = seconds(Date.now() - started);
  const cpu = childCpuSeconds();
  console.log(`\nStages (wall time, when it started, CPU time of its processes):\n${lines.join("\n")}`);
  if (cpu !== null) console.log(`  CPU time of all stages: ${cpu.toFixed(0)} s (${availableParallelism()} cores: ${(cpu / availableParallelism()).toFixed(0)} s of CPU per core)`);
  if (failed) console.error(`\nnpm test failed: the stage "${failed}" failed; stages not yet started did not run.`);
  else console.log(`\nAll stages passed in ${wall} s.`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failed ? 1 : 0);
}

// `node scripts/test-all.mjs --cpu <file> <nice> -- command args…`: runs the command (and everything it starts) that much
// nicer and writes the CPU seconds it and its children used to <file>. Each stage runs under it, so stages side by side
// still each get their own CPU time. The children's CPU time the kernel reports counts only processes whose parents
// waited for them: Chromium's renderers outlive the browser process at its close and are never counted there (an
// end-to-end stage showed about a third of its CPU time). So the process tree is also read every second, and the larger
// of the two sums is written (the sampled one misses at most the last second of each process).
if (process.argv[2] === "--cpu") {
  const [, , , file, nice, , command, ...args] = process.argv;
  try {
    if (Number(nice)) setPriority(Math.min(19, getPriority() + Number(nice)));
  } catch {
    // not allowed here: run at the same priority
  }
  const child = spawn(command, args, { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  const seen = new Map();
  const sample = () => {
    for (const [pid, cpu] of treeCpu(process.pid)) seen.set(pid, Math.max(cpu, seen.get(pid) ?? 0));
  };
  const sampling = setInterval(sample, 1000);
  child.on("exit", (code, signal) => {
    clearInterval(sampling);
    const reaped = childCpuSeconds();
    const sampled = [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
    writeFileSync(file, reaped === null ? "" : String(Math.max(reaped, sampled)));
    process.exit(code ?? (signal ? 1 : 0));
  });
} else {
  await main();
}
