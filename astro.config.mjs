// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import node from "@astrojs/node";
import tailwindcss from "@tailwindcss/vite";

// Static by default: guides and portal page shells are prerendered; only the API entry
// (src/pages/api/[...path].ts) and pages that opt out with `prerender = false` run on demand.
export default defineConfig({
  site: process.env.SITE_URL ?? "http://localhost:4321",
  output: "static",
  adapter: node({ mode: "standalone" }),
  // Chinese line joining and other typography happen on the rendered guide HTML (src/lib/guides/typography.ts).
  integrations: [react(), mdx()],
  trailingSlash: "ignore",
  build: { format: "directory" },
  server: { port: 4321, host: true },
  // The API authenticates with bearer tokens in a header, never with cookies, so cross-site form posts carry no
  // authority; Astro's origin check would only turn away legitimate non-browser clients of /api/*.
  security: { checkOrigin: false },
  vite: { plugins: [tailwindcss()] },
});
