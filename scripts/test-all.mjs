// `npm test`: the whole suite in order — browser, type check, unit + API, build, built-site tests, links, end-to-end.
// Stops at the first failing stage and names it; ends with one line "N passed, N failed" over all stages
// (every vitest and Playwright test; the type check and the link check count as one test each).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";

mkdirSync(".cache", { recursive: true });

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
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

/** Runs vitest with a JSON report and returns { status, passed, failed }. */
function vitest(config, report) {
  rmSync(report, { force: true });
  const status = run("npx", ["vitest", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  const json = readJson(report);
  return { status, passed: json?.numPassedTests ?? 0, failed: json?.numFailedTests ?? 0 };
}

/** Playwright against the built site, on a port picked just before it starts (other people's servers come and go). */
async function playwright() {
  const port = await freePort(Number(process.env.E2E_PORT ?? 0));
  console.log(`serving the built site on 127.0.0.1:${port} for the end-to-end tests`);
  const report = ".cache/e2e.json";
  rmSync(report, { force: true });
  const status = run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_PORT: String(port) });
  const stats = readJson(report)?.stats;
  return { status, passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
}

/** A stage that is one check: passes or fails as a whole. */
const single = (command, args) => () => {
  const status = run(command, args);
  return { status, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
};
/** A stage that prepares (browser, build): not a test, counted only if it fails. */
const step = (command, args) => () => ({ status: run(command, args), passed: 0, failed: 0 });

const stages = [
  { name: "browser (find or install Chromium)", run: step("node", ["scripts/ensure-browser.mjs"]) },
  { name: "type check (astro check)", run: single("npx", ["astro", "check"]) },
  { name: "lint (ESLint: rules of hooks, browser never imports server, routes never import routes)", run: single("npx", ["eslint", "src"]) },
  { name: "unit and API tests (vitest)", run: () => vitest("vitest.config.ts", ".cache/vitest-unit.json") },
  { name: "build (astro build + pagefind)", run: step("npm", ["run", "build"]) },
  { name: "built-site tests (vitest)", run: () => vitest("vitest.built.config.ts", ".cache/vitest-built.json") },
  { name: "link check", run: single("node", ["scripts/check-links.mjs", "dist/client"]) },
  { name: "end-to-end tests (Playwright, Chromium)", run: playwright },
];

const totals = { passed: 0, failed: 0 };
const summary = [];
const started = Date.now();
let failedStage = null;
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const stageStart = Date.now();
  const result = await stage.run();
  // A stage that exits non-zero without reporting a failed test (crash, build error) still counts as one failure.
  if (result.status !== 0 && result.failed === 0) result.failed = 1;
  totals.passed += result.passed;
  totals.failed += result.failed;
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  const counts = result.passed || result.failed ? `, ${result.passed} passed, ${result.failed} failed` : "";
  summary.push(`  ${result.status === 0 ? "ok    " : "FAILED"}  ${stage.name} (${seconds} s${counts})`);
  console.log(`=== ${stage.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${seconds} s ===`);
  if (result.status !== 0) {
    failedStage = stage.name;
    break;
  }
}

console.log(`\nStages:\n${summary.join("\n")}`);
if (failedStage) console.error(`\nnpm test stopped: the stage "${failedStage}" failed; later stages did not run.`);
else console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStage ? 1 : 0);
