// Every data import is a version (import_versions): before an import writes, the rows of the tables it covers in the
// provinces it touches are copied as they are (import_version_rows), so one action restores them — the rows go back
// and the tables derived from the units (college- and major-level figures, 扩缩招, the probability models) are rebuilt
// as an import rebuilds them. A version can be restored while no later version covers the same table and province.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyzeTables, DERIVED_TABLES, MODEL_TABLES } from "../db/statistics";
import { clearReferenceCaches } from "../lib/cache";
import { refreshDerivedAdmissions } from "../queries/derived-admissions";
import { refreshProbabilityCohorts } from "../queries/probability-fit";
import { rowsOf, type Exec } from "./apply";
import type { Kind } from "./layout";

/** The tables an import of each kind writes per province (the version keeps and restores them); other kinds are not restorable. */
export const VERSIONED_TABLES: Partial<Record<Kind, string[]>> = {
  // a real table or real units drop the province's sample 批次线 (dropSampleLines): their versions keep them
  "score-ranks": ["score_ranks", "batch_lines"],
  "batch-lines": ["batch_lines"],
  "unit-lines": ["enrollment_units", "unit_majors", "batch_lines"],
  "unit-plans": ["enrollment_units", "unit_majors", "batch_lines"],
  "college-scores": ["college_admissions"],
  "major-scores": ["major_admissions"],
  plans: ["major_admissions"],
};

export interface Cover { table: string; province: string }

const TABLE = /^[a-z_]+$/;
const tableName = (t: string) => {
  if (!TABLE.test(t) || !Object.values(VERSIONED_TABLES).some((ts) => ts.includes(t))) throw new Error(`not a versioned table: ${t}`);
  return t;
};

/** The (table, province) pairs an import of this kind over these scopes (`37/2022/综合…`) covers. */
export function coversOf(kind: Kind, scopes: readonly string[]): Cover[] {
  const tables = VERSIONED_TABLES[kind] ?? [];
  const provinces = [...new Set(scopes.map((s) => s.split("/")[0]!).filter((p) => /^\d{2}$/.test(p)))];
  return tables.flatMap((table) => provinces.map((province) => ({ table, province })));
}

export interface NewVersion {
  kind: Kind; fileName: string; scopes: string[]; covers: Cover[]; createdBy: string; overridden: boolean; problems: unknown[];
}

/** Records the version and copies what it covers as it is now; returns the version's id. Call inside the import's transaction, before it writes. */
export async function openVersion(exec: Exec, v: NewVersion): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(exec, sql`
    insert into import_versions (kind, file_name, scopes, covers, problems, overridden, created_by)
    values (${v.kind}, ${v.fileName.slice(0, 200)}, ${JSON.stringify(v.scopes.slice(0, 500))}::jsonb, ${JSON.stringify(v.covers)}::jsonb,
      ${JSON.stringify(v.problems)}::jsonb, ${v.overridden}, ${v.createdBy.slice(0, 100)}) returning id`);
  const id = row!.id;
  for (const c of v.covers) {
    const t = tableName(c.table);
    await exec.execute(sql.raw(`insert into import_version_rows (version_id, table_name, row)
      select ${id}, '${t}', to_jsonb(t) from ${t} t where t.province_code = '${c.province.replace(/\D/g, "")}'`));
  }
  return id;
}

/** What the import changed and which source it recorded, once it has written. */
export async function closeVersion(exec: Exec, id: number, sourceId: number | null, changes: unknown): Promise<void> {
  await exec.execute(sql`update import_versions set source_id = ${sourceId}, changes = ${JSON.stringify(changes)}::jsonb where id = ${id}`);
}

export interface VersionView {
  id: number; kind: string; fileName: string; scopes: string[]; covers: Cover[]; changes: Record<string, unknown>; problems: unknown[];
  overridden: boolean; createdBy: string; createdAt: string; restoredBy: string; restoredAt: string | null; restorable: boolean; rows: number;
}

/** The newest versions first, with how many replaced rows each keeps and whether it can be restored now. */
export async function listVersions(database: Database, limit = 50): Promise<VersionView[]> {
  const rows = await database.rows<Omit<VersionView, "restorable" | "createdAt" | "restoredAt"> & { createdAt: Date | string; restoredAt: Date | string | null }>(sql`
    select v.id, v.kind, v.file_name as "fileName", v.scopes, v.covers, v.changes, v.problems, v.overridden, v.created_by as "createdBy",
      v.created_at as "createdAt", v.restored_by as "restoredBy", v.restored_at as "restoredAt",
      (select count(*)::int from import_version_rows r where r.version_id = v.id) as rows
    from import_versions v order by v.id desc limit ${limit}`);
  const views = rows.map((r) => ({
    ...r, createdAt: new Date(r.createdAt).toISOString(), restoredAt: r.restoredAt ? new Date(r.restoredAt).toISOString() : null, restorable: false,
  }));
  for (const v of views) v.restorable = v.restoredAt == null && v.covers.length > 0 && laterCover(views, v) == null;
  return views;
}

/** A later version, not restored, that covers a table and province this one covers (it must be restored first). */
function laterCover(all: readonly Pick<VersionView, "id" | "covers" | "restoredAt">[], v: Pick<VersionView, "id" | "covers">) {
  return all.find((o) => o.id > v.id && o.restoredAt == null && o.covers.some((c) => v.covers.some((d) => d.table === c.table && d.province === c.province)));
}

export type RestoreResult = { ok: true; id: number; restored: Record<string, number> } | { ok: false; field: "version"; msg: string };

/**
 * Puts back what version `id` replaced: for every table and province it covers, the rows now there go and the rows it
 * kept return (with their ids); then the derived tables and probability models of those provinces are rebuilt. One
 * transaction; the version is marked restored by `by`.
 */
export async function restoreVersion(database: Database, id: number, by: string): Promise<RestoreResult> {
  const [v] = await database.rows<{ id: number; covers: Cover[]; restoredAt: unknown; kind: string }>(sql`
    select id, covers, restored_at as "restoredAt", kind from import_versions where id = ${id}`);
  if (!v) return { ok: false, field: "version", msg: `没有导入版本 ${id}` };
  if (v.restoredAt) return { ok: false, field: "version", msg: `导入版本 ${id} 已经恢复过了` };
  if (v.covers.length === 0) return { ok: false, field: "version", msg: `导入版本 ${id}（${v.kind}）只更新、不替换数据，不能恢复：请重新导入原来的文件` };
  const later = await database.rows<{ id: number; covers: Cover[] }>(sql`
    select id, covers from import_versions where id > ${id} and restored_at is null order by id desc`);
  const blocking = laterCover(later.map((l) => ({ ...l, restoredAt: null })), v);
  if (blocking) return { ok: false, field: "version", msg: `导入版本 ${blocking.id} 在 ${id} 之后改了同样的数据：请先恢复版本 ${blocking.id}` };

  const restored: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    const exec = tx as unknown as Exec;
    const provinces = [...new Set(v.covers.map((c) => c.province.replace(/\D/g, "")))];
    const tables = [...new Set(v.covers.map((c) => tableName(c.table)))];
    const units = tables.includes("enrollment_units");
    // the derived scopes: every (province, year, subject type) with units now or in the kept rows
    const scopesBefore = units ? await derivedScopes(exec, provinces) : [];
    // majors go with their units (the foreign key cascades); units return before their majors
    const order = ["unit_majors", "enrollment_units", "score_ranks", "batch_lines", "college_admissions", "major_admissions"].filter((t) => tables.includes(t));
    for (const t of order) {
      for (const p of provinces) await exec.execute(sql.raw(`delete from ${t} where province_code = '${p}'`));
    }
    for (const t of [...order].reverse()) {
      const [n] = await rowsOf<{ n: number }>(exec, sql.raw(`with i as (insert into ${t} select (jsonb_populate_record(null::${t}, r.row)).*
        from import_version_rows r where r.version_id = ${id} and r.table_name = '${t}' returning 1) select count(*)::int as n from i`));
      restored[t] = n?.n ?? 0;
    }
    if (units) {
      const after = await derivedScopes(exec, provinces);
      const all = new Map([...scopesBefore, ...after].map((s) => [`${s.provinceCode}/${s.year}/${s.subjectType}`, s]));
      await refreshDerivedAdmissions(exec, [...all.values()]);
      await refreshProbabilityCohorts(exec, provinces);
    } else if (tables.includes("score_ranks")) {
      // a 一分一段 table is a model input too (the pools ranks move with)
      await refreshProbabilityCohorts(exec, provinces);
    }
    await exec.execute(sql`update import_versions set restored_at = now(), restored_by = ${by.slice(0, 100)} where id = ${id}`);
  });
  clearReferenceCaches();
  // the tables now hold other rows than the planner's statistics describe (db/statistics.ts), the derived and model
  // tables rebuilt from them too
  await analyzeTables(database, [...Object.keys(restored), ...DERIVED_TABLES, ...MODEL_TABLES]);
  return { ok: true, id, restored };
}

async function derivedScopes(exec: Exec, provinces: string[]) {
  return rowsOf<{ provinceCode: string; year: number; subjectType: string }>(exec, sql`
    select distinct province_code as "provinceCode", year, subject_type as "subjectType" from enrollment_units
    where province_code in (${sql.join(provinces.map((p) => sql`${p}`), sql`, `)})`);
}
