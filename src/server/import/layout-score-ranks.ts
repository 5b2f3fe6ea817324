// 一分一段 tables and batch lines. An imported table replaces the whole stored table of its (province, year, subject
// type): rows the file does not have are deleted, so no generated sample row can answer a lookup afterwards.
import { completeTable, parseScoreLabel } from "../../domain/score-rank";
import { sql } from "drizzle-orm";
import { change, deleteCounted, joinOn, rowsOf, stage, upsert, type Changes, type Exec } from "./apply";
import * as F from "./fields";
import { countedOf, fitRow, withProgress, type Context, type Prepared, type Row } from "./layout";

interface RankRecord {
  province_code: string; year: number; subject_type: string; score: number; score_max: number | null; label: string;
  count: number; cumulative: number; source_id: number; sample: false;
}

const problemZh = (p: string) => p
  .replace(/^scores must go down from one row to the next$/, "分数应自上而下递减（或分数重复）")
  .replace(/^count and cumulative are both empty$/, "count（人数）与 cumulative（累计人数）不能都为空")
  .replace(/^cumulative (\d+) is less than the row above \((\d+)\)$/, "累计人数 $1 小于上一行的累计人数 $2")
  .replace(/^cumulative (\d+) ≠ (\d+) above \+ count (\d+)$/, "累计人数 $1 ≠ 上一行累计 $2 + 本行人数 $3");

export function prepareScoreRanks(ctx: Context, rows: Row[]): Prepared | null {
  const problem = ctx.checkContext(["province", "year"]);
  if (problem) { ctx.error(1, problem); return null; }
  if (!ctx.has("score")) { ctx.error(1, "缺少列：score（分数）"); return null; }
  if (!ctx.has("count") && !ctx.has("cumulative")) { ctx.error(1, "缺少列：count（人数）或 cumulative（累计人数）"); return null; }
  type Raw = { line: number; score: number; scoreMax: number | null; label: string; count: number | null; cumulative: number | null };
  const tables = new Map<string, { provinceCode: string; year: number; subjectType: string; rows: Raw[] }>();
  for (const row of withProgress(rows, ctx.opts)) {
    const fields = fitRow(ctx, row);
    if (!fields) continue;
    try {
      const p = ctx.provinceOf(fields);
      const year = ctx.yearOf(fields);
      const subjectType = ctx.subjectTypeOf(fields, p, year);
      const printed = F.text(ctx.cell(fields, "score"), "score", 20);
      const parsed = parseScoreLabel(printed, p.totalScore);
      if (!parsed) throw new F.RowError(`score 不是分数或分数段: "${printed.slice(0, 20)}"`);
      if ((parsed.scoreMax ?? parsed.score) > p.totalScore) throw new F.RowError(`score 超出${p.name}满分 ${p.totalScore}: "${printed}"`);
      const band = parsed.scoreMax != null && parsed.scoreMax !== parsed.score;
      const key = `${p.code}:${year}:${subjectType}`;
      const t = tables.get(key) ?? tables.set(key, { provinceCode: p.code, year, subjectType, rows: [] }).get(key)!;
      t.rows.push({
        line: row.line, score: parsed.score, scoreMax: band ? parsed.scoreMax : null, label: band ? printed : "",
        count: F.int(ctx.cell(fields, "count"), "count", 0, 5_000_000, true), cumulative: F.int(ctx.cell(fields, "cumulative"), "cumulative", 0, 10_000_000, true),
      });
    } catch (e) {
      if (e instanceof F.RowError) ctx.error(row.line, e.message); else throw e;
    }
  }
  const records: RankRecord[] = [];
  const scopes: string[] = [];
  const rankTables: NonNullable<Prepared["rankTables"]> = [];
  for (const t of tables.values()) {
    t.rows.sort((a, b) => b.score - a.score);
    const dup = t.rows.findIndex((r, i) => i > 0 && r.score === t.rows[i - 1]!.score);
    if (dup > 0) {
      const [a, b] = [t.rows[dup - 1]!, t.rows[dup]!].sort((x, y) => x.line - y.line);
      ctx.error(b!.line, `分数 ${b!.score} 与第 ${a!.line} 行重复，${t.provinceCode}/${t.year}/${t.subjectType} 的表不导入`);
      continue;
    }
    const done = completeTable(t.rows);
    if (!done.ok) {
      ctx.error(t.rows[done.index]!.line, `${problemZh(done.problem)}，${t.provinceCode}/${t.year}/${t.subjectType} 的表不导入`);
      continue;
    }
    scopes.push(`${t.provinceCode}/${t.year}/${t.subjectType}`);
    rankTables.push({ scope: scopes.at(-1)!, provinceCode: t.provinceCode, year: t.year, subjectType: t.subjectType,
      rows: done.rows.map((r, i) => ({ line: t.rows[i]!.line, score: r.score, count: r.count, cumulative: r.cumulative })) });
    done.rows.forEach((r, i) => records.push({
      province_code: t.provinceCode, year: t.year, subject_type: t.subjectType, score: r.score, score_max: r.scoreMax ?? null,
      label: t.rows[i]!.label, count: r.count, cumulative: r.cumulative, source_id: 0, sample: false,
    }));
  }
  const key = ["province_code", "year", "subject_type", "score"];
  const scope = ["province_code", "year", "subject_type"];
  return {
    records: records.length,
    scopes,
    rankTables,
    counted: [countedOf("score_ranks", scope, rankTables.map((t) => ({ line: Math.min(...t.rows.map((r) => r.line)), values: [t.provinceCode, t.year, t.subjectType] })))],
    taxonomy: [...tables.values()].map((t) => ({ provinceCode: t.provinceCode, year: t.year, subjectTypes: [t.subjectType] })),
    async write(exec: Exec, sourceId: number, changes: Changes) {
      for (const r of records) r.source_id = sourceId;
      await stage(exec, "imp_stage", { like: "score_ranks" }, records as never, (n) => ctx.opts.progress?.("write", n, records.length));
      // the pools the probability models move ranks with: the file's subject types, and any whose sample table goes below
      const refit = await rowsOf<{ provinceCode: string; subjectType: string }>(exec, sql`
        select distinct province_code as "provinceCode", subject_type as "subjectType" from imp_stage
        union select distinct t.province_code, t.subject_type from score_ranks t
          where t.sample and t.province_code in (select distinct province_code from imp_stage)`);
      await replaceScope(exec, changes, "score_ranks", key, scope, ["score_max", "label", "count", "cumulative", "source_id", "sample"], records.length);
      // once a province has a real table, no generated one of any year answers for it (等位分 would mix them)
      change(changes, "score_ranks").delete += await deleteCounted(exec, `score_ranks t where t.sample and t.province_code in (select distinct province_code from imp_stage)`);
      await dropSampleLines(exec, changes);
      return { refit };
    },
  };
}

/**
 * Once a province has real data (a 一分一段 table or units), its generated 批次线 go too: a sample line would otherwise
 * judge real tables (the lowest line a table must reach) and stand beside real figures. The import's version keeps
 * them (VERSIONED_TABLES), so a restore brings them back.
 */
export async function dropSampleLines(exec: Exec, changes: Changes): Promise<void> {
  change(changes, "batch_lines").delete += await deleteCounted(exec, `batch_lines t where t.sample and t.province_code in (select distinct province_code from imp_stage)`);
}

/** Deletes the stored rows of the staged scopes that the file lacks, upserts the file's rows, and counts both. */
async function replaceScope(exec: Exec, changes: Changes, table: string, key: string[], scope: string[], update: string[], staged: number) {
  const c = change(changes, table);
  c.delete += await deleteCounted(exec, `${table} t using (select distinct ${scope.join(", ")} from imp_stage) sc
    where ${joinOn("t", "sc", scope)} and not exists (select 1 from imp_stage s where ${joinOn("s", "t", key)})`);
  const u = await upsert(exec, { table, stage: "imp_stage", columns: [...key, ...update], key, update });
  c.insert += u.insert;
  c.update += u.update;
  c.unchanged += staged - u.insert - u.update;
}

export function prepareBatchLines(ctx: Context, rows: Row[]): Prepared | null {
  const problem = ctx.checkContext(["province", "year"]);
  if (problem) { ctx.error(1, problem); return null; }
  const scoreCol = ctx.has("score") ? "score" : ctx.has("line_score") ? "line_score" : null;
  if (!scoreCol) { ctx.error(1, "缺少列：score（分数线）"); return null; }
  const records: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  for (const row of withProgress(rows, ctx.opts)) {
    const fields = fitRow(ctx, row);
    if (!fields) continue;
    try {
      const p = ctx.provinceOf(fields);
      const year = ctx.yearOf(fields);
      const subjectType = ctx.subjectTypeOf(fields, p, year);
      const batch = ctx.batchOf(fields, p, year);
      const score = F.int(ctx.cell(fields, scoreCol), "score", 0, p.totalScore)!;
      const k = `${p.code}:${year}:${subjectType}:${batch}`;
      if (seen.has(k)) throw new F.RowError(`与第 ${seen.get(k)} 行重复`);
      seen.set(k, row.line);
      records.push({ province_code: p.code, year, subject_type: subjectType, batch, score, source_id: 0, sample: false, line: row.line });
    } catch (e) {
      if (e instanceof F.RowError) ctx.error(row.line, e.message); else throw e;
    }
  }
  const key = ["province_code", "year", "subject_type", "batch"];
  const scope = ["province_code", "year", "subject_type"];
  const scopes = [...new Set(records.map((r) => `${r.province_code}/${r.year}/${r.subject_type}`))];
  return {
    records: records.length,
    scopes,
    counted: [countedOf("batch_lines", scope, records.map((r) => ({ line: Number(r.line), values: [String(r.province_code), Number(r.year), String(r.subject_type)] })))],
    taxonomy: records.map((r) => ({ provinceCode: String(r.province_code), year: Number(r.year), subjectTypes: [String(r.subject_type)], batches: [String(r.batch)] })),
    async write(exec, sourceId, changes) {
      for (const r of records) r.source_id = sourceId;
      await stage(exec, "imp_stage", { like: "batch_lines" }, records.map(({ line: _line, ...r }) => r));
      await replaceScope(exec, changes, "batch_lines", key, scope, ["score", "source_id", "sample"], records.length);
      return {};
    },
  };
}

