// The server end-to-end tests drive: the built site on a fresh embedded database (seeded with the demo accounts),
// so tests that change data (a password, a registration) start from the same state every run.
// With E2E_SEEDED_DIR (npm test seeds one while the site is built) the database starts as a copy of that directory
// instead of being seeded here; prepare-db still runs on the copy (it migrates what is missing, and seeds nothing twice).
import { cpSync, existsSync, rmSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";

const dataDir = process.env.DATA_DIR ?? ".cache/e2e-data";
rmSync(dataDir, { recursive: true, force: true });
const seeded = process.env.E2E_SEEDED_DIR;
if (seeded && existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir };
const prepared = spawnSync("node", ["scripts/prepare-db.mjs"], { stdio: "inherit", env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = spawn("node", ["dist/server/site.mjs"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
