// npm run sweep:api — the hostile-input sweep (scripts/sweep/hostile.ts) over real HTTP on loopback: a fresh database in
// a temp dir, the standalone API on 127.0.0.1, every call of its /api/openapi.json. Prints the requests sent, answers by
// status and every finding (5xx, a failure that is not an envelope, a leaked internal detail); exits 1 on any finding.
// Bounded: SWEEP_MAX_REQUESTS (default 30000) in all, SWEEP_MAX_PER_CALL (default 400), SWEEP_MAX_MINUTES (default 20).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sweep, type OpenApiDocument, type SweepRequest } from "./sweep/hostile";

const HOST = "127.0.0.1";
const root = path.resolve(import.meta.dirname, "..");
const CLIENT = "Basic " + Buffer.from("qihang:qihang_secret").toString("base64");
const bound = (name: string, fallback: number, max: number) => Math.min(max, Math.max(1, Number(process.env[name] ?? fallback)));

const freePort = () => new Promise<number>((done) => {
  const s = net.createServer();
  s.listen(0, HOST, () => { const { port } = s.address() as net.AddressInfo; s.close(() => done(port)); });
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), "qihang-sweep-"));
const port = await freePort();
const base = `http://${HOST}:${port}`;
const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/server/standalone.ts"], {
  cwd: root, env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, HOST, PORT: String(port), JWT_SECRET: `sweep-${Date.now()}` }, stdio: ["ignore", "ignore", "inherit"],
});
const cleanup = () => { try { server.kill("SIGTERM"); } catch { /* gone */ } rmSync(dataDir, { recursive: true, force: true }); };
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));

for (let i = 0; ; i += 1) {
  try { if ((await fetch(`${base}/api/openapi.json`)).ok) break; } catch { /* not up yet */ }
  if (i > 1500) { console.error("[sweep] the API did not start"); process.exit(1); }
  await new Promise((r) => setTimeout(r, 200));
}
const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;

async function send(request: SweepRequest, token: string | null) {
  const headers: Record<string, string> = { Authorization: CLIENT, "Tenant-Id": "000000" };
  if (token) headers["Blade-Auth"] = `bearer ${token}`;
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const res = await fetch(`${base}${request.path}${request.query ? `?${request.query}` : ""}`, { method: request.method, headers, body: request.body, signal: AbortSignal.timeout(30_000) });
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/blade-auth/token?tenantId=000000&username=student&password=Student%402026&grantType=password`, { method: "POST", headers: { Authorization: CLIENT } });
  const json = (await res.json()) as { code: number; msg: string; data: { accessToken: string } };
  if (json.code !== 200) throw new Error(`[sweep] login failed: ${json.msg}`);
  return json.data.accessToken;
}

const report = await sweep({
  document, send, login,
  maxRequests: bound("SWEEP_MAX_REQUESTS", 30_000, 100_000),
  maxPerCall: bound("SWEEP_MAX_PER_CALL", 400, 2_000),
  maxMillis: bound("SWEEP_MAX_MINUTES", 20, 60) * 60_000,
});
console.log(`[sweep] ${report.requests} requests to ${report.calls} calls of ${base} in ${(report.millis / 1000).toFixed(1)} s${report.stoppedEarly ? " (stopped at the bound)" : ""}`);
console.log(`[sweep] answers by status: ${Object.entries(report.byStatus).map(([s, n]) => `${s} × ${n}`).join(", ")}`);
console.log(`[sweep] findings: ${report.findings.length} (5xx: ${report.findings.filter((f) => f.status >= 500).length})`);
for (const f of report.findings.slice(0, 50)) console.log(`  ${f.status} ${f.what}: ${f.sent}`);
process.exit(report.findings.length ? 1 : 0);
