#!/usr/bin/env node
// `npm run bench:api`: API throughput on loopback. Imports the full MOE list (../shared/data, when present) into a fresh
// PGlite, starts the standalone API on 127.0.0.1, and runs autocannon (50 connections, ~10 s each) against college
// list-by-page with filters, a score-rank lookup and token issue, plus a bare node:http server answering fixed JSON
// (the ceiling), then list-by-page again through `npm start`'s one-port server (dist/server/site.mjs, when built) on the
// same database. Prints req/s and p50/p99 side by side, and the two ratios of issue 13: npm start ÷ standalone API
// (goal ≥ 0.8) and standalone API ÷ bare node:http on the same page (goal ≥ 0.3). Only loopback; every run is bounded.
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_ONLY=list (only the two ceilings and the
// standalone list-by-page: the ratio of issue 13 in about a minute after the import).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const onlyList = process.env.BENCH_ONLY === "list";
const HOST = "127.0.0.1";
const tsx = path.join(root, "node_modules/.bin/tsx");
const basic = "Basic " + Buffer.from(`${process.env.QIHANG_CLIENT_ID ?? "qihang"}:${process.env.QIHANG_CLIENT_SECRET ?? "qihang_secret"}`).toString("base64");

const freePort = () => new Promise((res) => { const s = net.createServer(); s.listen(0, HOST, () => { const p = s.address().port; s.close(() => res(p)); }); });

const dataDir = mkdtempSync(path.join(os.tmpdir(), "qihang-bench-"));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", HOST, JWT_SECRET: "bench-secret-" + Date.now() };
delete env.DATABASE_URL;
let server;
const cleanup = () => { try { server?.kill("SIGTERM"); } catch {} rmSync(dataDir, { recursive: true, force: true }); };
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));

const moe = path.resolve(root, "../shared/data/moe-institutions-2026.csv");
if (existsSync(moe)) {
  console.log(`[bench] importing ${moe} into a fresh PGlite (${dataDir})`);
  const r = spawnSync(tsx, ["src/server/import/cli.ts", moe], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", timeout: 300_000 });
  console.log(r.stdout.split("\n").filter((l) => l && !l.startsWith("  ") && !l.startsWith("[db]")).join("\n"));
  if (r.status !== 0) { console.error("[bench] import failed"); process.exit(1); }
} else {
  console.log("[bench] ../shared/data not found: benchmarking the shipped seed only");
}

const port = await freePort();
server = spawn(tsx, ["src/server/standalone.ts"], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
server.stdout.on("data", () => {});
const base = `http://${HOST}:${port}`;
for (let i = 0; ; i++) {
  try { const r = await fetch(`${base}/api/openapi.json`); if (r.ok) break; } catch {}
  if (i > 600) { console.error("[bench] server did not start"); process.exit(1); }
  await new Promise((r) => setTimeout(r, 200));
}

const login = await (await fetch(`${base}/api/blade-auth/token?tenantId=000000&username=student&password=Student@2026&grantType=password`, { method: "POST", headers: { Authorization: basic } })).json();
if (login.code !== 200) { console.error("[bench] login failed", login); process.exit(1); }
const authHeaders = { Authorization: basic, "Blade-Auth": `bearer ${login.data.accessToken}`, "Content-Type": "application/json" };

const cannon = (opts, duration) => new Promise((resolve, reject) => {
  autocannon({ connections, duration, timeout: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
});
// each target is warmed for 2 s first (JIT, caches, a just-started server's start-up work), then measured
const run = async (title, opts) => {
  await cannon(opts, 2);
  return { title, res: await cannon(opts, seconds) };
};
const results = [];

const listByPage = {
  url: `${base}/api/common/yuanxiao/list-by-page`, method: "POST", headers: authHeaders,
  requests: [
    { body: JSON.stringify({ province: "44", level: "本科", current: 1, size: 10 }) },
    { body: JSON.stringify({ feature: "211", current: 2, size: 10 }) },
    { body: JSON.stringify({ keyword: "大学", province: "32", current: 1, size: 20 }) },
    { body: JSON.stringify({ category: "师范", natureType: "公办", current: 1, size: 10 }) },
  ],
};

// the ceilings: bare node:http answering fixed JSON — a tiny body, and the four list-by-page answers captured from the
// API, in turn (the same bytes on the wire as the measured calls: pages of 10 and of 20 cards, each with its line)
const pages = [];
for (const { body } of listByPage.requests) {
  const r = await fetch(listByPage.url, { method: "POST", headers: authHeaders, body });
  const text = await r.text();
  if (!r.ok || JSON.parse(text).code !== 200) { console.error("[bench] list-by-page failed", text.slice(0, 200)); process.exit(1); }
  pages.push(text);
}
const pageBytes = Math.round(pages.reduce((n, p) => n + Buffer.byteLength(p), 0) / pages.length);
const tiny = JSON.stringify({ code: 200, success: true, data: { records: [], total: 0, size: 10, current: 1, pages: 0 }, msg: "操作成功" });
for (const [title, bodies] of [["ceiling: node:http tiny JSON", [tiny]], [`ceiling: node:http ~${pageBytes} B JSON`, pages]]) {
  let next = 0;
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => { res.writeHead(200, { "content-type": "application/json" }); res.end(bodies[next++ % bodies.length]); });
  });
  await new Promise((r) => bare.listen(0, HOST, r));
  results.push(await run(title, { url: `http://${HOST}:${bare.address().port}/`, method: "POST", body: "{}" }));
  bare.close();
}

results.push(await run("college list-by-page (filters)", listByPage));
if (!onlyList) results.push(await run("score-rank lookup (YiFYD)", {
  url: `${base}/api/common/YiFYD/list-1f1d-score`, method: "POST", headers: authHeaders,
  body: JSON.stringify({ province: "44", year: 2025, subjectType: "物理类", score: 600 }),
}));
if (!onlyList) results.push(await run("token issue (argon2id)", {
  url: `${base}/api/blade-auth/token?tenantId=000000&username=student&password=Student@2026&grantType=password`, method: "POST", headers: { Authorization: basic },
}));

// `npm start` (the one-port server of the built site: /api to Hono, the rest to Astro) on the same database, after the
// standalone API has stopped (one PGlite directory, one process at a time)
const siteServer = path.join(root, "dist/server/site.mjs");
let sitePath = null;
if (onlyList) {
  // BENCH_ONLY=list: the ratio of issue 13 only
} else if (existsSync(siteServer)) {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  const sitePort = await freePort();
  server = spawn(process.execPath, [siteServer], { cwd: root, env: { ...env, PORT: String(sitePort) }, stdio: ["ignore", "pipe", "inherit"] });
  server.stdout.on("data", () => {});
  const siteBase = `http://${HOST}:${sitePort}`;
  for (let i = 0; ; i++) {
    try { const r = await fetch(`${siteBase}/api/openapi.json`); if (r.ok) break; } catch {}
    if (i > 600) { console.error("[bench] the one-port server did not start"); process.exit(1); }
    await new Promise((r) => setTimeout(r, 200));
  }
  sitePath = results.length;
  results.push(await run("npm start: list-by-page (filters)", { ...listByPage, url: `${siteBase}/api/common/yuanxiao/list-by-page` }));
} else {
  console.log("[bench] dist/server/site.mjs not built (npm run build): the npm start ratio is left out");
}

const ceiling = results[1].res.requests.average; // same-size body
const pad = (s, n) => String(s).padEnd(n);
console.log(`\n${connections} connections, ${seconds} s each, loopback (${os.cpus().length} cores)\n`);
console.log(pad("target", 34) + pad("req/s", 10) + pad("p50 ms", 9) + pad("p99 ms", 9) + pad("% ceiling*", 11) + "errors/non-2xx");
for (const { title, res } of results) {
  console.log(pad(title, 34) + pad(Math.round(res.requests.average), 10) + pad(res.latency.p50, 9) + pad(res.latency.p99, 9) +
    pad(`${((res.requests.average / ceiling) * 100).toFixed(1)}%`, 11) + `${res.errors + res.timeouts}/${res.non2xx}`);
}
const list = results[2].res;
console.log("* relative to the node:http server answering the list responses' bytes");
const ofCeiling = list.requests.average / ceiling;
console.log(`\ngoal list-by-page: p99 ≤ 25 ms → ${list.latency.p99} ms ${list.latency.p99 <= 25 ? "OK" : "MISSED"}`);
console.log(`ratio standalone API ÷ bare node:http (same page): ${ofCeiling.toFixed(2)} (goal ≥ 0.30) ${ofCeiling >= 0.3 ? "OK" : "MISSED"}`);
if (sitePath != null) {
  const ofStandalone = results[sitePath].res.requests.average / list.requests.average;
  console.log(`ratio npm start ÷ standalone API (list-by-page): ${ofStandalone.toFixed(2)} (goal ≥ 0.80) ${ofStandalone >= 0.8 ? "OK" : "MISSED"}`);
}
process.exit(0);
