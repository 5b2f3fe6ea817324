// `npm run api`: the API alone (src/server/standalone.ts; PORT default 8787, HOST default 0.0.0.0), for deployments
// that serve the static site from a CDN. Bundles it first (about a second), then runs the bundle with plain node.
import { spawn } from "node:child_process";
import { bundleServer } from "./build-server.mjs";

const bundle = await bundleServer("api");
const server = spawn(process.execPath, [bundle], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
