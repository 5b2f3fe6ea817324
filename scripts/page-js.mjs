// The JavaScript a built page makes the browser load: inline scripts, <script src>, and each island's component
// and renderer modules with everything they import statically (dynamic imports load later, on demand).
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

const gz = (text) => gzipSync(text, { level: 9 }).length;

function staticImports(source) {
  const found = new Set();
  for (const match of source.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) found.add(match[1]);
  for (const match of source.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) found.add(match[1]);
  return [...found];
}

/** Gzipped bytes of JS for one built HTML page, and the module files counted. */
export function pageJs(dist, htmlFile) {
  const html = readFileSync(htmlFile, "utf8");
  let inline = 0;
  for (const match of html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g)) inline += gz(match[1]);
  const entries = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) entries.add(match[1]);
  for (const match of html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) if (match[1]) entries.add(match[1]);
  const seen = new Set();
  const queue = [...entries].filter((url) => url.startsWith("/"));
  let modules = 0;
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const file = join(dist, url);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    modules += gz(source);
    for (const spec of staticImports(source)) {
      if (spec.startsWith(".")) queue.push(posix.normalize(posix.join(posix.dirname(url), spec)));
      else if (spec.startsWith("/")) queue.push(spec);
    }
  }
  return { inline, modules, total: inline + modules, files: [...seen] };
}
