// The subject-requirements layout (选科要求 per college major, in the national guideline's form). Each row is read by the
// domain's rule (src/domain/course-selection readGuideline), so an import and the seed store the same canonical text.
// A file replaces, for every (college, exam model, year) it covers, that college's whole list: a major the college no
// longer lists goes, sample or imported.
import { readGuideline, type ExamModel } from "../../domain/course-selection";
import { change, deleteCounted, stage, upsert, type Changes, type Exec } from "./apply";
import { resolveCollegeName } from "./college-names";
import * as F from "./fields";
import { fitRow, withProgress, type Context, type Prepared, type Row } from "./layout";

const KEY = ["college_code", "exam_model", "year", "major_name"];
const SCOPE = ["college_code", "exam_model", "year"];

function examModel(value: string | undefined): ExamModel {
  const v = (value ?? "").replace(/\s+/g, "").replace(/＋/g, "+");
  if (v === "" || v === "3+1+2") return "3+1+2";
  if (v === "3+3" || v === "7选3" || v === "6选3") return "3+3";
  throw new F.RowError(`exam_model 应为 3+1+2 或 3+3: "${v.slice(0, 10)}"`);
}

export function prepareRequirements(ctx: Context, rows: Row[]): Prepared | null {
  const missing = ["major_name", "subject_requirement"].filter((c) => !ctx.has(c));
  if (!ctx.has("college_code") && !ctx.has("college_name")) missing.unshift("college_code");
  if (!ctx.has("year") && ctx.opts.year == null) missing.push("year（或 --year）");
  if (missing.length) { ctx.error(1, `缺少列：${missing.join(", ")}`); return null; }
  if (ctx.unknown.length) ctx.warn(1, `忽略不认识的列：${ctx.unknown.map((u) => u.name).join("、")}`);
  // the guideline's requirements are one list per college and exam model, the same in every province of that model
  if (ctx.has("province")) ctx.warn(1, "忽略省份列：选科要求按院校、选考模式和年份保存，同一模式的各省份相同");
  const colleges = ctx.colleges!;
  const out: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  for (const row of withProgress(rows, ctx.opts)) {
    const fields = fitRow(ctx, row);
    if (!fields) continue;
    const get = (name: string) => ctx.cell(fields, name);
    try {
      const printedCode = F.text(get("college_code"), "college_code", 10, true);
      const printedName = F.text(get("college_name"), "college_name", 100, true);
      let code = printedCode && colleges.byCode.has(printedCode) ? printedCode : null;
      if (!code && printedName) code = resolveCollegeName(colleges, printedName);
      if (!code) throw new F.RowError(`院校无法识别：${printedCode || printedName || "（空）"}（请先导入教育部院校名单）`);
      const model = examModel(get("exam_model"));
      const year = ctx.yearOf(fields);
      // the first subject may come as 首选科目 (read as subject_type by the header aliases) or 首选科目要求
      const first = F.text(get("first_subject") ?? get("subject_type"), "first_subject", 20, true);
      const again = F.text(get("subject_requirement"), "subject_requirement", 100, true);
      const read = readGuideline(model, first, again);
      if (!read.ok) throw new F.RowError(read.message);
      const majorCode = F.text(get("major_code"), "major_code", 10, true).replace(/[TK]+$/, "");
      if (majorCode && !/^\d{4}(\d{2})?$/.test(majorCode)) throw new F.RowError(`专业代码应为 4 位（专业类）或 6 位数字: "${majorCode.slice(0, 10)}"`);
      const record = {
        college_code: code, exam_model: model, year, major_code: majorCode, major_name: F.text(get("major_name"), "major_name", 100),
        includes: F.text(get("includes"), "includes", 300, true), first_subject: read.first, requirement: read.requirement,
        requirement_text: (model === "3+1+2" ? `首选${first}；再选${again || "不提科目要求"}` : again || "不提科目要求").slice(0, 100), source_id: 0, sample: false,
      };
      const key = KEY.map((c) => String(record[c as keyof typeof record])).join("\u0001");
      if (seen.has(key)) throw new F.RowError(`与第 ${seen.get(key)} 行重复（同一院校、模式、年份的同一专业）`);
      seen.set(key, row.line);
      out.push(record);
    } catch (e) {
      if (e instanceof F.RowError) ctx.error(row.line, e.message); else throw e;
    }
  }
  const scopes = [...new Set(out.map((r) => SCOPE.map((c) => r[c]).join("/")))];
  return {
    records: out.length,
    scopes,
    taxonomy: [],
    async write(exec: Exec, sourceId: number, changes: Changes) {
      for (const r of out) r.source_id = sourceId;
      await stage(exec, "imp_stage", { like: "subject_requirements" }, out, (n) => ctx.opts.progress?.("write", n, out.length));
      const c = change(changes, "subject_requirements");
      c.delete += await deleteCounted(exec, `subject_requirements t using (select distinct college_code, exam_model, year from imp_stage) sc
        where t.college_code = sc.college_code and t.exam_model = sc.exam_model and t.year = sc.year
          and not exists (select 1 from imp_stage s where s.college_code = t.college_code and s.exam_model = t.exam_model and s.year = t.year and s.major_name = t.major_name)`);
      const columns = Object.keys(out[0] ?? {});
      const u = await upsert(exec, { table: "subject_requirements", stage: "imp_stage", columns, key: KEY,
        update: ["major_code", "includes", "first_subject", "requirement", "requirement_text", "source_id", "sample"] });
      c.insert += u.insert;
      c.update += u.update;
      c.unchanged += out.length - u.insert - u.update;
      return {};
    },
  };
}
