// Subject types and admission batches are reference data per province and year: whatever writes admission figures
// first makes sure the taxonomy rows they point to exist (the foreign keys insist).
import { batchesOf, classifyBatch, findProvince, subjectTypesOf } from "../../domain/provinces";
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

