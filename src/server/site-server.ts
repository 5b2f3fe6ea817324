// `npm start`: the whole product on one node:http server. API calls (/api/*, /new/*) go straight to the Hono app, as
// fast as the standalone API; everything else goes to the handler of the built Astro site (pages, files, on-demand
// pages). Every answer carries the security headers. Bundled by scripts/build-server.mjs into dist/server/site.mjs,
// next to Astro's entry.mjs, which it imports at start.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { COMMON_SECURITY_HEADERS, HSTS, SITE_FALLBACK_CSP, cameOverHttps } from "../lib/security/policy.mjs";
import { getApp } from "./instance";
import { createGate, keepConnections, shedOptions, shedding } from "./lib/shed";
import { runWorkers } from "./workers";

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const API_PREFIXES = ["/api/", "/new/"];

export function isApiPath(url: string): boolean {
  return url === "/api" || API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

interface HeaderEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

/** "/a/b/", "/a/b/index.html" and "/a/b?x" are the page "/a/b". */
export function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? "/";
  return pathname.replace(/\/index\.html$/, "").replace(/\.html$/, "").replace(/\/+$/, "") || "/";
}

/** Joins CSPs directive by directive (the union of their sources), for answers that belong to no one page. */
export function unionPolicy(policies: string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const part of policy.split(";")) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name, known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The Content-Security-Policy of each prerendered page, as Astro wrote it at build (dist/_headers.json, with the
 * hashes of the page's inline scripts), looked up by exact path; anything else gets the union of the pages' policies,
 * or, with no build output, a policy that lets nothing inline run.
 */
export function pagePolicies(entries: HeaderEntry[]): (url: string) => string {
  const byPath = new Map<string, string>();
  for (const entry of entries) {
    const csp = entry.headers.find((header) => header.key.toLowerCase() === "content-security-policy")?.value;
    if (csp) byPath.set(pagePath(entry.pathname), csp);
  }
  const shared = byPath.size > 0 ? unionPolicy([...new Set(byPath.values())]) : SITE_FALLBACK_CSP;
  return (url) => byPath.get(pagePath(url)) ?? shared;
}

function readHeaderEntries(file: string): HeaderEntry[] {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as HeaderEntry[];
  } catch {
    return [];
  }
}

export function setSecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse, csp: string): void {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", csp);
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  if (cameOverHttps(req.headers["x-forwarded-proto"] as string | undefined, encrypted)) res.setHeader("Strict-Transport-Security", HSTS);
}

/** The request listener: API to Hono, the rest to the site with its page's security headers. */
export function siteListener(api: NodeHandler, site: NodeHandler, policyFor: (url: string) => string): NodeHandler {
  return (req, res) => {
    const url = req.url ?? "/";
    if (isApiPath(url)) return api(req, res);
    setSecurityHeaders(req, res, policyFor(url));
    site(req, res);
  };
}

async function main(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Astro's entry starts its own server unless told not to; we only want its handler.
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  const astro = (await import(pathToFileURL(path.join(here, "entry.mjs")).href)) as { handler: NodeHandler };
  const app = await getApp();
  // API calls beyond what the process can answer in a few seconds are told to come back (lib/shed.ts); pages are not
  const api = getRequestListener(shedding(app.fetch, createGate(shedOptions()))) as unknown as NodeHandler;
  const policyFor = pagePolicies(readHeaderEntries(path.join(here, "..", "_headers.json")));

  const port = Number(process.env.PORT ?? 4321);
  const host = process.env.HOST ?? "localhost";
  const server = http.createServer(siteListener(api, astro.handler, policyFor));
  keepConnections(server);
  server.listen(port, host, () => console.log(`[site] Qihang listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// WORKERS=N on PostgreSQL: N processes on the one port (`npm start` prepared the database before starting this)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runWorkers("site", main);
