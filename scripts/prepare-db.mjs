#!/usr/bin/env node
// Prepares the API database before the site starts: opens PGlite under DATA_DIR (default ./data) or DATABASE_URL,
// applies the committed migrations, seeds on the first run and prints the demo accounts. Safe to run every start.
// Use from scripts/start.mjs:  spawnSync("node", ["scripts/prepare-db.mjs"], { stdio: "inherit" })
// or:                          const { prepareDatabase } = await tsImport("../src/server/db/bootstrap.ts", import.meta.url)
import { tsImport } from "tsx/esm/api";

const { prepareDatabase } = await tsImport("../src/server/db/bootstrap.ts", import.meta.url);
const t0 = Date.now();
const database = await prepareDatabase();
await database.close();
console.log(`[db] ${database.kind === "pglite" ? `embedded database in ${process.env.DATA_DIR ?? "./data"}` : "PostgreSQL"} ready (${Date.now() - t0} ms)`);
