// Issue 29 item 9: an exported function or constant that no file uses (not even its own) is dead code that readers
// still have to keep in mind. The check counts a name's whole-word occurrences over the sources, tests and scripts:
// a name seen once (its declaration) is used nowhere.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const SCANNED = /\.(ts|tsx|mts|mjs|js|astro|mdx)$/;

// Names the framework reads by convention, not by import.
const FRAMEWORK = [
  /^src\/content\.config\.ts:collections$/, // Astro's content collections
  /^src\/pages\/.*:(ALL|GET|POST|prerender|getStaticPaths)$/, // Astro endpoints and page options
  /^src\/server\/db\/schema\.ts:/, // tables drizzle reads through `import * as schema`
];

// Written but not yet shown anywhere, kept on purpose (each says who should use it).
const WAITING: string[] = [];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : files(path);
    return SCANNED.test(entry.name) ? [path] : [];
  });
}

/** Exported values declared in a module: `export function f`, `export const A`, `export class C`. */
export function exportedValues(text: string): string[] {
  const names = [];
  for (const match of text.matchAll(/^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.push(match[1]!);
  }
  return names;
}

/** How often each identifier occurs, over every text. */
export function identifierCounts(texts: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

describe("dead exports", () => {
  it("the scan finds a name declared once and nowhere used, and not one used elsewhere", () => {
    const module = "export const usedElsewhere = 1;\nexport async function forgotten() {}\nexport type NotAValue = string;\n";
    expect(exportedValues(module)).toEqual(["usedElsewhere", "forgotten"]);
    const counts = identifierCounts([module, "import { usedElsewhere } from './m';"]);
    expect(exportedValues(module).filter((name) => counts.get(name) === 1)).toEqual(["forgotten"]);
  });

  it("every exported function and constant of src is used somewhere", () => {
    const all = ["src", "tests", "scripts"].flatMap((dir) => files(join(ROOT, dir)));
    const texts = new Map(all.map((path) => [path, readFileSync(path, "utf8")]));
    expect(texts.size).toBeGreaterThan(500);
    const counts = identifierCounts(texts.values());
    const dead = [...texts]
      .filter(([path]) => relative(ROOT, path).startsWith("src/") && /\.(ts|tsx)$/.test(path))
      .flatMap(([path, text]) => exportedValues(text).map((name) => `${relative(ROOT, path)}:${name}`))
      .filter((entry) => counts.get(entry.slice(entry.lastIndexOf(":") + 1)) === 1)
      .filter((entry) => !FRAMEWORK.some((rule) => rule.test(entry)) && !WAITING.includes(entry));
    expect(dead).toEqual([]);
  });
});
