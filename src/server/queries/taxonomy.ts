// Subject types and admission batches are reference data per province and year: whatever writes admission figures
// first makes sure the taxonomy rows they point to exist (the foreign keys insist), and what a request names is checked
// against them.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";
import { batchesOf, classifyBatch, findProvince, subjectTypesOf, type Province } from "../../domain/provinces";
import type { Executor } from "../db/seed/bulk";
import { bulkInsert } from "../db/seed/bulk";

export interface TaxonomyNeed { provinceCode: string; year: number; subjectTypes?: Iterable<string>; batches?: Iterable<string> }

/** Adds the subject types and batches that are missing; the province's own batch names keep their known kind and order. */
export async function ensureTaxonomy(database: Executor, needs: Iterable<TaxonomyNeed>): Promise<void> {
  const types = new Map<string, Record<string, unknown>>();
  const batches = new Map<string, Record<string, unknown>>();
  for (const need of needs) {
    const province = findProvince(need.provinceCode);
    const knownTypes = province ? subjectTypesOf(province, need.year) : [];
    const knownBatches = province ? batchesOf(province, need.year) : [];
    for (const name of need.subjectTypes ?? []) {
      const sort = knownTypes.indexOf(name);
      types.set(`${need.provinceCode}:${need.year}:${name}`, { province_code: need.provinceCode, year: need.year, name, sort: sort < 0 ? 9 : sort });
    }
    for (const name of need.batches ?? []) {
      const known = knownBatches.find((b) => b.name === name);
      const { kind, level } = known ?? classifyBatch(name);
      batches.set(`${need.provinceCode}:${need.year}:${name}`, { province_code: need.provinceCode, year: need.year, name, kind, level, sort: known?.sort ?? (kind === "early" ? 11 : kind === "line" ? 16 : kind === "regular" ? 25 : 45) });
    }
  }
  if (types.size) await bulkInsert(database, "subject_types", [...types.values()]);
  if (batches.size) await bulkInsert(database, "admission_batches", [...batches.values()]);
}

/** The whole taxonomy of the given provinces and years as the domain module knows it (the seed's starting point). */
export function knownTaxonomy(provinceCodes: readonly string[], years: readonly number[]): TaxonomyNeed[] {
  return provinceCodes.flatMap((code) => {
    const province = findProvince(code)!;
    return years.map((year) => ({ provinceCode: code, year, subjectTypes: subjectTypesOf(province, year), batches: batchesOf(province, year).map((b) => b.name) }));
  });
}

const taxonomyCache = referenceCache<Map<number, string[]>>();

/** Years of a province in the subject-type taxonomy with their subject types (in the province's order), newest first. */
export async function provinceTaxonomy(database: Database, provinceCode: string): Promise<Map<number, string[]>> {
  return taxonomyCache.getOrLoad(`${dbKey(database)}:${provinceCode}`, async () => {
    const rows = await database.rows<{ year: number; name: string }>(sql`
      select year, name from subject_types where province_code = ${provinceCode} order by year desc, sort, name`);
    const map = new Map<number, string[]>();
    for (const r of rows) map.set(r.year, [...(map.get(r.year) ?? []), r.name]);
    return map;
  });
}

export type ScopeCheck = { ok: true; province: Province } | { ok: false; field: string; msg: string };

/**
 * Checks what a request names against the reference data: the province must exist, a year must be one the province's
 * taxonomy has, a subject type one it has in that year (or in any year when no year is named). Messages name the field.
 */
export async function checkScope(database: Database, input: { province: string; year?: number; subjectType?: string }): Promise<ScopeCheck> {
  const province = findProvince(input.province);
  if (!province) return { ok: false, field: "province", msg: `未知省份“${input.province}”` };
  const taxonomy = await provinceTaxonomy(database, province.code);
  if (taxonomy.size === 0) return { ok: true, province };
  const years = [...taxonomy.keys()].sort((a, b) => a - b);
  if (input.year != null && !taxonomy.has(input.year)) {
    return { ok: false, field: "year", msg: `${province.name}没有 ${input.year} 年的数据（可选 ${years[0]}–${years.at(-1)} 年）` };
  }
  if (input.subjectType) {
    const known = input.year != null ? taxonomy.get(input.year)! : [...new Set([...taxonomy.values()].flat())];
    if (!known.includes(input.subjectType)) {
      return { ok: false, field: "subjectType", msg: `${province.name}${input.year != null ? `${input.year}年` : ""}没有科类“${input.subjectType}”（有：${known.join("、")}）` };
    }
  }
  return { ok: true, province };
}

/** A score must lie within the province's full range (0..750; 660 in 上海, 900 in 海南). */
export function checkScore(province: Province, score: number | undefined, field = "score"): { field: string; msg: string } | null {
  if (score == null) return null;
  if (score < 0 || score > province.totalScore) return { field, msg: `${score} 分超出${province.name}的分数范围 0–${province.totalScore}` };
  return null;
}
