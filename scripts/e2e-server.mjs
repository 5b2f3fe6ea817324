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
// The server turns away a call it expects to queue for over 5 s (src/server/lib/shed.ts), a guard for score-release
// night. Under npm test its two cores also run the API tests, the type check and two browsers, so a call's time is the
// machine's, not the site's: a recommendation turned away three times failed a walk that passes in 15 s on a quiet
// machine. The tests wait longer instead; the shedding itself is tested in tests/unit and tests/api.
const env = { QIHANG_MAX_WAIT_MS: "30000", ...process.env, DATA_DIR: dataDir };
const prepared = spawnSync("node", ["scripts/prepare-db.mjs"], { stdio: "inherit", env });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const server = spawn("node", ["dist/server/site.mjs"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
