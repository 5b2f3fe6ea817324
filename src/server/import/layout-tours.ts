// The tours layout: colleges' virtual campus tour addresses (VR校园), one row per tour — college code, title, https
// address, source. A file replaces, for every college it lists, that college's tours (a tour the file no longer has
// goes), and marks every tour it lists as checked today (updated_at).
import { sql } from "drizzle-orm";
import { tourUrlProblem } from "../../domain/share";
import { change, deleteCounted, stage, upsert, type Changes, type Exec } from "./apply";
import * as F from "./fields";
import { fitRow, withProgress, type Context, type Prepared, type Row } from "./layout";

const KEY = ["college_code", "url"];

export function prepareTours(ctx: Context, rows: Row[]): Prepared | null {
  const missing = ["college_code", "tour_title", "tour_url", "tour_source"].filter((c) => !ctx.has(c));
  if (missing.length) { ctx.error(1, `缺少列：${missing.join(", ")}（需要 college_code, title, url, source）`); return null; }
  if (ctx.unknown.length) ctx.warn(1, `忽略不认识的列：${ctx.unknown.map((u) => u.name).join("、")}`);
  const colleges = ctx.colleges!;
  const out: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  for (const row of withProgress(rows, ctx.opts)) {
    const fields = fitRow(ctx, row);
    if (!fields) continue;
    const get = (name: string) => ctx.cell(fields, name);
    try {
      const code = F.text(get("college_code"), "college_code", 10);
      if (!/^\d{5}$/.test(code)) throw new F.RowError(`college_code 应为5位院校代码: "${code.slice(0, 20)}"`);
      if (!colleges.byCode.has(code)) throw new F.RowError(`college_code ${code} 不是已知的院校（请先导入教育部院校名单）`);
      const url = F.text(get("tour_url"), "url", 500);
      const problem = tourUrlProblem(url);
      if (problem) throw new F.RowError(`url ${problem}: "${url.slice(0, 60)}"`);
      const title = F.text(get("tour_title"), "title", 100);
      const source = F.text(get("tour_source"), "source", 100);
      if (/[<>]/.test(title + source)) throw new F.RowError("title 和 source 不能含有 < 或 >");
      const key = `${code}\u0001${url}`;
      if (seen.has(key)) throw new F.RowError(`与第 ${seen.get(key)} 行重复（同一院校的同一网址）`);
      seen.set(key, row.line);
      out.push({ college_code: code, title, url, source_name: source, source_id: 0 });
    } catch (e) {
      if (e instanceof F.RowError) ctx.error(row.line, e.message); else throw e;
    }
  }
  return {
    records: out.length,
    scopes: [...new Set(out.map((r) => String(r.college_code)))],
    taxonomy: [],
    async write(exec: Exec, sourceId: number, changes: Changes) {
      for (const r of out) r.source_id = sourceId;
      await stage(exec, "imp_stage", { like: "college_tours" }, out, (n) => ctx.opts.progress?.("write", n, out.length));
      const c = change(changes, "college_tours");
      c.delete += await deleteCounted(exec, `college_tours t using (select distinct college_code from imp_stage) sc
        where t.college_code = sc.college_code and not exists (select 1 from imp_stage s where s.college_code = t.college_code and s.url = t.url)`);
      const u = await upsert(exec, { table: "college_tours", stage: "imp_stage", columns: Object.keys(out[0] ?? {}), key: KEY, update: ["title", "source_name", "source_id"] });
      c.insert += u.insert;
      c.update += u.update;
      c.unchanged += out.length - u.insert - u.update;
      // every address the file lists was checked by whoever made it: today is its date
      await exec.execute(sql`update college_tours t set updated_at = now() from imp_stage s where s.college_code = t.college_code and s.url = t.url`);
      return {};
    },
  };
}
