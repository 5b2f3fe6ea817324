// `npm test`: the whole suite in order — browser, type check, unit + API, build, built-site tests, links, end-to-end.
// Stops at the first failing stage and names it; ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

mkdirSync(".cache", { recursive: true });
const totals = { passed: 0, failed: 0 };

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

function countVitest(path) {
  const report = readJson(path);
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
}

function countPlaywright(path) {
  const stats = readJson(path)?.stats;
  if (!stats) return;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
}

const vitest = (config, output) => ["vitest", "run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${output}`];

const stages = [
  { name: "browser (find or install Chromium)", run: () => run("node", ["scripts/ensure-browser.mjs"]) },
  { name: "type check (astro check)", run: () => run("npx", ["astro", "check"]) },
  {
    name: "unit and API tests (vitest)",
    run: () => {
      const status = run("npx", vitest("vitest.config.ts", ".cache/vitest-unit.json"));
      countVitest(".cache/vitest-unit.json");
      return status;
    },
  },
  { name: "build (astro build + pagefind)", run: () => run("npm", ["run", "build"]) },
  {
    name: "built-site tests (vitest)",
    run: () => {
      const status = run("npx", vitest("vitest.built.config.ts", ".cache/vitest-built.json"));
      countVitest(".cache/vitest-built.json");
      return status;
    },
  },
  { name: "link check", run: () => run("node", ["scripts/check-links.mjs", "dist/client"]) },
  {
    name: "end-to-end tests (Playwright, Chromium)",
    run: () => {
      const status = run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: ".cache/e2e.json" });
      countPlaywright(".cache/e2e.json");
      return status;
    },
  },
];

const started = Date.now();
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const stageStart = Date.now();
  const status = stage.run();
  console.log(`=== ${stage.name}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - stageStart) / 1000).toFixed(1)} s ===`);
  if (status !== 0) {
    console.error(`\nnpm test stopped: the stage "${stage.name}" failed (exit ${status}).`);
    if (totals.failed === 0) totals.failed = 1;
    console.log(`${totals.passed} passed, ${totals.failed} failed`);
    process.exit(1);
  }
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
if (!existsSync("dist/client")) process.exit(1);
