// Fails on any broken internal link or missing image in the built site (dist/client by default).
// Usage: node scripts/check-links.mjs [dir]
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { join, relative, dirname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** Paths served by the API or by on-demand pages: not files, so not checked here. */
// Served by the server, not files: the API, the search index, and portal pages rendered on demand for any code
// (schools, major classes, majors, professions), which the end-to-end tests open.
const DYNAMIC_PREFIXES = ["/api/", "/pagefind/", "/wel/school/", "/wel/major/middle/", "/wel/major/small/", "/wel/job/middle/"];

function attributeValues(html, name) {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "gi");
  return [...html.matchAll(pattern)].map((match) => match[2] ?? match[3] ?? "");
}

function decode(value) {
  return value.replace(/&amp;/g, "&").replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
}

/** Resolves a site path to a built file, the way the Node server does (the file itself, or dir/index.html; it does not add .html). */
function targetFile(root, sitePath) {
  const clean = decodeURIComponent(sitePath).replace(/\/+$/, "") || "/";
  const base = join(root, clean);
  for (const candidate of [base, join(base, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Checks every href, src and srcset of every HTML page under root. Returns problems as
 * { file, link, reason } (file relative to root). External, mailto:, tel:, data: and javascript: links are skipped.
 */
export function checkLinks(root) {
  const absoluteRoot = resolve(root);
  const pages = walk(absoluteRoot).filter((file) => file.endsWith(".html"));
  const idsByFile = new Map();
  const idsOf = (file) => {
    if (!idsByFile.has(file)) {
      const html = readFileSync(file, "utf8");
      idsByFile.set(file, new Set([...attributeValues(html, "id"), ...attributeValues(html, "name")]));
    }
    return idsByFile.get(file);
  };
  const problems = [];
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    const pagePath = "/" + relative(absoluteRoot, dirname(file)).split(sep).join("/");
    const links = [
      ...attributeValues(html, "href"),
      ...attributeValues(html, "src"),
      ...attributeValues(html, "srcset").flatMap((set) => set.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")),
    ].map(decode);
    for (const link of links) {
      if (!link || /^(https?:|mailto:|tel:|data:|javascript:|\/\/)/i.test(link)) continue;
      const [pathPart, fragment] = link.split("#", 2);
      const withoutQuery = (pathPart ?? "").split("?")[0] ?? "";
      const rel = relative(absoluteRoot, file);
      if (withoutQuery === "") {
        if (fragment && fragment !== "top" && !idsOf(file).has(decodeURIComponent(fragment))) {
          problems.push({ file: rel, link, reason: `no element with id "${fragment}" on the page` });
        }
        continue;
      }
      const sitePath = withoutQuery.startsWith("/") ? withoutQuery : new URL(withoutQuery, `http://x${pagePath}/`).pathname;
      if (DYNAMIC_PREFIXES.some((prefix) => sitePath.startsWith(prefix))) continue;
      const target = targetFile(absoluteRoot, sitePath);
      if (!target) {
        problems.push({ file: rel, link, reason: "target does not exist" });
      } else if (fragment && fragment !== "top" && target.endsWith(".html") && !idsOf(target).has(decodeURIComponent(fragment))) {
        problems.push({ file: rel, link, reason: `no element with id "${fragment}" on the target page` });
      }
    }
  }
  return { pages: pages.length, problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = process.argv[2] ?? "dist/client";
  if (!existsSync(root)) {
    console.error(`check-links: ${root} does not exist; run npm run build first`);
    process.exit(1);
  }
  const { pages, problems } = checkLinks(root);
  for (const problem of problems) console.error(`check-links: ${problem.file}: ${problem.link} — ${problem.reason}`);
  console.log(`check-links: ${pages} pages checked, ${problems.length} broken link(s)`);
  process.exit(problems.length ? 1 : 0);
}
