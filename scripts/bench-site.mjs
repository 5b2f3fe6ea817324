// `npm run bench:site`: build time, page weights and search latency of the built site, printed as figures.
import { spawnSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumExecutablePath } from "./chromium.mjs";
import { pageJs } from "./page-js.mjs";

const DIST = "dist/client";
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const rows = [];
const row = (what, value, goal = "") => rows.push([what, value, goal]);

function timed(label, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${label} failed`);
  return (performance.now() - started) / 1000;
}

// 1. Build time
const astroSeconds = timed("astro build", "npx", ["astro", "build"]);
const pagefindSeconds = timed("pagefind", "node", ["scripts/pagefind-index.mjs"]);
// the servers (npm run build's last step; not counted above): the latency figures below are taken through the one-port one
timed("servers", "node", ["scripts/build-server.mjs"]);
row("build: astro build", `${astroSeconds.toFixed(1)} s`);
row("build: pagefind index", `${pagefindSeconds.toFixed(1)} s`);
row("build + index total", `${(astroSeconds + pagefindSeconds).toFixed(1)} s`, "≤ 60 s");

// 2. Page weights
const guidePages = ["guides", "en/guides"].flatMap((dir) =>
  readdirSync(join(DIST, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(DIST, dir, entry.name, "index.html")),
);
// "Largest" by what travels: gzipped HTML.
const largest = guidePages.map((page) => [page, gz(page)]).sort((a, b) => b[1] - a[1])[0][0];
const html = readFileSync(largest, "utf8");
const assets = (pattern) => [...html.matchAll(pattern)].map((match) => join(DIST, match[1]));
const css = assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const js = assets(/<script[^>]+src="([^"]+)"/g);
const htmlGz = gz(largest);
const cssGz = css.reduce((sum, file) => sum + gz(file), 0);
const jsGz = js.reduce((sum, file) => sum + gz(file), 0);
const inlineModule = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + match[1].length, 0);
row(`largest guide (${largest.replace(`${DIST}/`, "")}) HTML gzipped`, kb(htmlGz));
row("largest guide CSS gzipped", kb(cssGz));
row("largest guide HTML + CSS gzipped", kb(htmlGz + cssGz), "≤ 60 KB");
row("largest guide JS gzipped (files + inline modules)", `${jsGz + inlineModule} B`, "0 B");
const guideJs = guidePages.map((page) => readFileSync(page, "utf8")).filter((text) => /<script(?![^>]*application\/ld\+json)[^>]*>/.test(text)).length;
row("guide pages with any JavaScript", `${guideJs} of ${guidePages.length}`, "0");

// 3. pagefind index size per language
const pagefindDir = join(DIST, "pagefind");
const sizeOf = (predicate) =>
  ["", "index"].flatMap((sub) => readdirSync(join(pagefindDir, sub)).filter(predicate).map((name) => statSync(join(pagefindDir, sub, name)).size)).reduce((a, b) => a + b, 0);
for (const lang of ["zh-cn", "en"]) {
  row(`pagefind index (${lang})`, kb(sizeOf((name) => name.startsWith(`pagefind.${lang}_`) || name.startsWith(`${lang}_`))));
}
const fragments = readdirSync(join(pagefindDir, "fragment")).reduce((sum, name) => sum + statSync(join(pagefindDir, "fragment", name)).size, 0);
row("pagefind fragments (both languages)", kb(fragments));

// 3b. JavaScript per portal page: inline guard + island modules with their static imports, gzipped
const portalPages = ["login", "lock", "wel/index", "mine/index", "info/index", "career/userAgreement", "wel/colleges/index", "wel/search", "wel/contrast", "wel/major/index", "wel/job/index", "404"];
for (const name of portalPages) {
  const file = join(DIST, name === "404" ? "404.html" : name, name === "404" ? "" : "index.html");
  try {
    const js = pageJs(DIST, file);
    row(`portal /${name} JS gzipped`, `${kb(js.total)} (${js.files.length} files)`, name === "login" ? "≤ 100 KB" : "");
  } catch (error) {
    row(`portal /${name} JS gzipped`, `not built (${error.code ?? error.message})`);
  }
}

// 4. Search latency in headless Chromium, against the real server
const port = 4398;
// A prepared embedded database of its own, so the figures do not include first-run seeding.
const benchEnv = { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: process.env.DATA_DIR ?? ".cache/bench-data" };
if (spawnSync("node", ["scripts/prepare-db.mjs"], { env: benchEnv, stdio: "ignore" }).status !== 0) throw new Error("could not prepare the bench database");
const server = spawn("node", ["dist/server/site.mjs"], { env: benchEnv, stdio: "ignore" });
try {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/search`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath() ?? "/usr/bin/chromium", args: chromiumArgs });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/search`);
  const queries = ["强基计划", "飞行员 身高", "公费师范", "军校 体检", "艺术 文化课", "专项计划 户籍", "综合评价", "体育单招", "港澳 高校", "定向士官"];
  const timings = await page.evaluate(async (list) => {
    const pagefind = await import("/pagefind/pagefind.js");
    await pagefind.init();
    const result = [];
    for (const query of list) {
      const started = performance.now();
      const search = await pagefind.search(query);
      await Promise.all(search.results.slice(0, 5).map((item) => item.data()));
      result.push({ query, ms: performance.now() - started, hits: search.results.length });
    }
    return result;
  }, queries);
  // The first query also fetches the index chunks (cold); the rest show the steady state.
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  row("search latency, 10 Chinese queries incl. top-5 result data", `median ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms`);
  row("search latency, first (cold) query", `${timings[0].ms.toFixed(1)} ms`);
  row("search hits per query", timings.map((timing) => `${timing.query}:${timing.hits}`).join(" "));

  // 5. Portal: time from navigation to the first college results, and JS of the on-demand pages
  const portal = await browser.newPage();
  await portal.goto(`http://127.0.0.1:${port}/login`);
  await portal.getByLabel("账号", { exact: true }).fill("student");
  await portal.getByLabel("密码", { exact: true }).fill("Student@2026");
  await portal.getByRole("button", { name: "登录", exact: true }).click();
  await portal.waitForURL(/\/wel\/index/);
  const firstResults = [];
  for (let run = 0; run < 6; run++) {
    const started = Date.now();
    await portal.goto(`http://127.0.0.1:${port}/wel/colleges/index`);
    await portal.locator('main a[href^="/wel/school/"]').first().waitFor();
    firstResults.push(Date.now() - started);
  }
  const warm = firstResults.slice(1).sort((a, b) => a - b);
  row("college query: navigation to first results (first visit)", `${firstResults[0]} ms`, "≤ 1000 ms");
  row("college query: navigation to first results (later visits)", `median ${warm[Math.floor(warm.length / 2)]} ms`, "≤ 1000 ms");
  const scratch = mkdtempSync(join(tmpdir(), "bench-pages-"));
  for (const path of ["/wel/school/10001/index/detail", "/wel/school/10001/scoreline", "/wel/major/middle/0809", "/wel/job/middle/2-02"]) {
    const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    const file = join(scratch, "page.html");
    writeFileSync(file, html);
    const js = pageJs(DIST, file);
    row(`portal ${path} JS gzipped`, `${kb(js.total)} (${js.files.length} files)`, path.startsWith("/wel/school") ? "≤ 150 KB" : "");
  }
  // The score-line chart is a separate chunk, fetched only when a trend is shown (not in the figures above).
  const chart = readdirSync(join(DIST, "_astro")).find((name) => name.startsWith("TrendChart") && name.endsWith(".js"));
  if (chart) {
    const file = join(scratch, "chart.html");
    writeFileSync(file, `<script type="module" src="/_astro/${chart}"></script>`);
    row("school score-line chart chunk incl. its imports (some shared), gzipped, fetched on demand", kb(pageJs(DIST, file).total));
  }
  await browser.close();
} finally {
  server.kill();
}

const width = Math.max(...rows.map(([what]) => what.length));
console.log(`\nbench:site on ${new Date().toISOString().slice(0, 10)} (node ${process.version}, ${(await import("node:os")).cpus().length} cores)`);
for (const [what, value, goal] of rows) console.log(`${what.padEnd(width)}  ${value}${goal ? `   (goal ${goal})` : ""}`);
