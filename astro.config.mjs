// @ts-check
import { readFileSync } from "node:fs";
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import node from "@astrojs/node";
import tailwindcss from "@tailwindcss/vite";
import { pageDirectives, inlineHash } from "./src/lib/security/policy.mjs";

// Static by default: guides and portal page shells are prerendered; only the API entry
// (src/pages/api/[...path].ts) and pages that opt out with `prerender = false` run on demand.
export default defineConfig({
  site: process.env.SITE_URL ?? "http://localhost:4321",
  output: "static",
  // staticHeaders: each prerendered page's CSP (with its script hashes) is sent as an HTTP header (dist/_headers.json)
  adapter: node({ mode: "standalone", staticHeaders: true }),
  // Chinese line joining and other typography happen on the rendered guide HTML (src/lib/guides/typography.ts).
  integrations: [react(), mdx()],
  trailingSlash: "ignore",
  build: { format: "directory" },
  server: { port: 4321, host: true },
  // The API authenticates with bearer tokens in a header, never with cookies, so cross-site form posts carry no
  // authority; Astro's origin check would only turn away legitimate non-browser clients of /api/*.
  security: {
    checkOrigin: false,
    // Scripts only from our origin or by the hash of an inline script Astro emitted; see src/lib/security/policy.mjs.
    csp: {
      directives: pageDirectives({ apiBase: process.env.PUBLIC_API_BASE }),
      // 'wasm-unsafe-eval' lets the guide search compile its WebAssembly (pagefind); it allows no eval of script text
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }],
        // the one inline style Astro does not process (src/components/BackToTop.astro)
        hashes: [inlineHash(readFileSync("./src/styles/back-to-top.css", "utf8"))],
      },
    },
  },
  vite: { plugins: [tailwindcss()] },
});
