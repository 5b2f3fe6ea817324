// `npm start`: builds the site (guides, portal shells, search index) and serves everything on one port.
import { spawnSync, spawn } from "node:child_process";

const port = process.env.PORT ?? "4321";
const host = process.env.HOST ?? "localhost";

console.log("Building the site…");
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

// Creates, migrates and seeds the embedded database on the first run (printing the demo accounts); quick afterwards.
const database = spawnSync("node", ["scripts/prepare-db.mjs"], { stdio: "inherit" });
if (database.status !== 0) process.exit(database.status ?? 1);

console.log(`\nQihang is starting on http://localhost:${port}`);
const server = spawn("node", ["dist/server/site.mjs"], { stdio: "inherit", env: { ...process.env, PORT: port, HOST: host } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
