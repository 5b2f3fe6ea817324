// Mapping the college names files print to MOE college codes: the exact name in `colleges`, then the common short names
// in college-aliases.ts, then safe normalisation (full-width brackets and spaces). Whatever stays unmapped is reported
// by name with its line numbers and imported with college_code null and the name as published.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { COLLEGE_ALIASES } from "./college-aliases";

export interface CollegeIndex {
  /** normalised name → code */
  byName: Map<string, string>;
  /** code → name */
  byCode: Map<string, string>;
}

/** Full-width brackets and letters to half-width, spaces and the 原-name suffix dropped: `华北电力大学（北京）` = `华北电力大学(北京)`. */
export function normaliseCollegeName(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/[\s\u3000]/g, "")
    .replace(/[【［\[]/g, "(").replace(/[】］\]]/g, ")")
    .replace(/\(原[^)]*\)$/, "");
}

export async function loadCollegeIndex(database: Pick<Database, "rows">): Promise<CollegeIndex> {
  const rows = await database.rows<{ code: string; name: string }>(sql`select code, name from colleges`);
  const byName = new Map<string, string>();
  const byCode = new Map<string, string>();
  for (const r of rows) {
    byName.set(normaliseCollegeName(r.name), r.code);
    byCode.set(r.code, r.name);
  }
  return { byName, byCode };
}

/** The code of a printed college name, or null. */
export function resolveCollegeName(index: CollegeIndex, printed: string): string | null {
  const name = normaliseCollegeName(printed);
  if (!name) return null;
  const direct = index.byName.get(name);
  if (direct) return direct;
  const full = COLLEGE_ALIASES[name] ?? COLLEGE_ALIASES[printed.trim()];
  for (const candidate of typeof full === "string" ? [full] : full ?? []) {
    const code = index.byName.get(normaliseCollegeName(candidate));
    if (code) return code;
  }
  return null;
}
