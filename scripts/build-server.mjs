// Part of `npm run build`: bundles the one-port server (src/server/site-server.ts) into dist/server/site.mjs, next to
// Astro's entry.mjs. Packages stay external (node_modules); our own TypeScript and the @/ paths are compiled in.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server/site-server.ts"],
  outfile: "dist/server/site.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
console.log("[build] one-port server: dist/server/site.mjs");
