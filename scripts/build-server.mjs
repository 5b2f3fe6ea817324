// Bundles our Node servers with esbuild: packages stay external (node_modules); our own TypeScript and the @/ paths are
// compiled in. Run directly (part of `npm run build`), it bundles both:
// - the one-port server (src/server/site-server.ts) into dist/server/site.mjs, next to Astro's entry.mjs;
// - the standalone API (src/server/standalone.ts) into dist/server/api.mjs, which `npm run api` runs.
// Compiled ahead, a server runs without a transpiler at run time: the API under the `tsx` command answered about a
// fifth fewer requests a second than the same code bundled (scripts/bench-api.mjs, 2026-11-25).
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const SERVERS = {
  site: { entry: "src/server/site-server.ts", outfile: "dist/server/site.mjs", what: "one-port server" },
  api: { entry: "src/server/standalone.ts", outfile: "dist/server/api.mjs", what: "standalone API" },
};

/** Bundles one server ("site" or "api"); answers the bundle's absolute path. */
export async function bundleServer(name) {
  const server = SERVERS[name];
  await build({
    absWorkingDir: root,
    entryPoints: [server.entry],
    outfile: server.outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  // the worker that reads uploaded spreadsheets (src/server/import/sheet-reader.ts looks for it beside the bundle)
  await build({
    absWorkingDir: root, entryPoints: ["src/server/import/sheet-worker.ts"], outfile: path.join(path.dirname(server.outfile), "sheet-worker.mjs"),
    bundle: true, platform: "node", format: "esm", target: "node22", packages: "external", logLevel: "warning",
  });
  console.log(`[build] ${server.what}: ${server.outfile}`);
  return path.join(root, server.outfile);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const name of Object.keys(SERVERS)) await bundleServer(name);
}
