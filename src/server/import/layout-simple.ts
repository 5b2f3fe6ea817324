// The reference layouts (MOE college list, 本科 major catalogue) and the college- and major-level admission files.
// College-/major-level files replace the generated sample rows of every (province, year, subject type, batch) they cover.
import { change, deleteCounted, joinOn, stage, upsert, type Changes, type Exec } from "./apply";
import * as F from "./fields";
import { countedOf, fitRow, withProgress, type Context, type Kind, type Prepared, type Row } from "./layout";

type Rec = Record<string, unknown>;

function category(n: string): string {
  if (/师范/.test(n)) return "师范"; if (/医|药/.test(n)) return "医药"; if (/财经|经济|金融|商/.test(n)) return "财经";
  if (/农|林/.test(n)) return "农林"; if (/政法|公安|警/.test(n)) return "政法"; if (/外国语|外交|语言/.test(n)) return "语言";
  if (/美术|音乐|戏剧|艺术|电影/.test(n)) return "艺术"; if (/体育/.test(n)) return "体育"; if (/民族/.test(n)) return "民族";
  if (/理工|工业|科技|交通|电子|航空|航天|邮电|化工|矿业|石油|地质|海事|电力|信息|工程|职业|技术/.test(n)) return "理工";
  return "综合";
}

interface Spec {
  table: string;
  key: string[];
  update: (string | [string, string])[];
  /** the column names the file must have (canonical, or raw for the reference layouts) */
  required: string[];
  raw?: boolean;
  /** scope of the sample rows the file replaces */
  scope?: string[];
  sourced: boolean;
  row(get: (name: string) => string | undefined, warn: (m: string) => void): Rec | Rec[];
}

const collegeCode = (v: string | undefined) => {
  const x = F.text(v, "college_code", 10);
  if (!/^\d{5}$/.test(x)) throw new F.RowError(`院校代码应为5位数字: "${x.slice(0, 20)}"`);
  return x;
};
const majorCode = (v: string | undefined) => {
  const x = F.text(v, "major_code", 10);
  if (!/^[0-9A-Za-z]{2,8}$/.test(x)) throw new F.RowError(`专业代码格式不正确: "${x.slice(0, 20)}"`);
  return x;
};

const ADMISSION_SCOPE = ["province_code", "year", "subject_type", "batch"];

const SPECS: Partial<Record<Kind, Spec>> = {
  moe: {
    table: "colleges", key: ["code"], raw: true, sourced: false,
    required: ["学校名称", "学校标识码", "主管部门", "所在省份", "所在地", "办学层次"],
    // an empty or missing 英文名称 keeps the English name already stored (the seed's, or an earlier file's)
    update: ["moe_id", "name", ["name_en", "coalesce(nullif(excluded.name_en, ''), t.name_en)"], "province_code", "province_name", "city_name", "level", "belong", "nature_type", "remark"],
    row(get, warn) {
      const name = F.text(get("学校名称"), "学校名称", 100);
      const nameEn = (get("英文名称") ?? get("name_en") ?? "").trim();
      if (nameEn.length > 150) throw new F.RowError(`英文名称过长（最多150个字符）: "${nameEn.slice(0, 20)}…"`);
      if (/[\u3400-\u9fff]/.test(nameEn)) throw new F.RowError(`英文名称不应含汉字: "${nameEn.slice(0, 20)}"`);
      const id = F.text(get("学校标识码"), "学校标识码", 20);
      if (!/^\d{10}$/.test(id)) throw new F.RowError(`学校标识码应为10位数字: "${id.slice(0, 20)}"`);
      const provName = F.text(get("所在省份"), "所在省份", 20);
      const prov = F.findProvinceOrNull(provName);
      if (!prov) throw new F.RowError(`未知省份: "${provName.slice(0, 20)}"`);
      if (id.slice(2, 4) !== prov.code) warn(`${name} 的学校标识码 ${id} 第3–4位 (${id.slice(2, 4)}) 与所在省份 ${provName} (${prov.code}) 不一致，按所在省份导入`);
      const level = F.text(get("办学层次"), "办学层次", 10);
      if (level !== "本科" && level !== "专科") throw new F.RowError(`办学层次应为 本科 或 专科: "${level.slice(0, 10)}"`);
      const remark = (get("备注") ?? "").trim().slice(0, 100);
      const nature = remark.includes("民办") ? "民办" : remark.includes("合作") ? "中外合作办学" : remark.includes("境外") ? "境外合作办学" : "公办";
      return {
        code: id.slice(5), moe_id: id, name, name_en: nameEn, province_code: prov.code, province_name: provName, city_name: (get("所在地") ?? "").trim().slice(0, 50), level,
        category: category(name), nature_type: nature, belong: (get("主管部门") ?? "").trim().slice(0, 60), remark,
        feature: "", is_985: false, is_211: false, is_double_first: false, is_strong_base: false, logo_url: "", banner_url: "", introduction: "", website: "",
        strength: level === "本科" ? 0.35 : 0.12, hits: 0, sample: false,
      };
    },
  },
  majors: {
    table: "majors", key: ["level", "code"], raw: true, sourced: false,
    required: ["门类代码", "门类", "专业类代码", "专业类", "专业代码", "专业名称"],
    update: ["name", "parent_code", "node_type", "flag", "remark"],
    row(get) {
      const mc = F.text(get("门类代码"), "门类代码", 10), cc = F.text(get("专业类代码"), "专业类代码", 10), code = F.text(get("专业代码"), "专业代码", 10);
      if (!/^\d{2}$/.test(mc)) throw new F.RowError(`门类代码应为2位数字: "${mc.slice(0, 10)}"`);
      if (!/^\d{4}$/.test(cc) || !cc.startsWith(mc)) throw new F.RowError(`专业类代码应为以门类代码开头的4位数字: "${cc.slice(0, 10)}"`);
      const m = /^(\d{6,7})([TK]{0,2})$/.exec(code);
      if (!m || !m[1]!.startsWith(cc)) throw new F.RowError(`专业代码应为以专业类代码开头的6–7位数字（可带 T/K）: "${code.slice(0, 10)}"`);
      const flag = ((get("标记") ?? "").trim() || m[2]!).slice(0, 4);
      if (flag && !/^[TK]{1,2}$/.test(flag)) throw new F.RowError(`标记应为 T、K 或 TK: "${flag}"`);
      const base = { level: "ben", degree: "", years: "", introduction: "", hits: 0 };
      return [
        { ...base, code: mc, node_type: 1, parent_code: "", name: F.text(get("门类"), "门类", 60), flag: "", remark: "" },
        { ...base, code: cc, node_type: 2, parent_code: mc, name: F.text(get("专业类"), "专业类", 60), flag: "", remark: "" },
        { ...base, code: m[1], node_type: 3, parent_code: cc, name: F.text(get("专业名称"), "专业名称", 60), flag, remark: (get("备注") ?? "").trim().slice(0, 200) },
      ];
    },
  },
  "college-scores": {
    table: "college_admissions", key: ["college_code", "province_code", "year", "subject_type", "batch"], scope: ADMISSION_SCOPE, sourced: true,
    required: ["college_code", "min_score"],
    update: ["min_score", "min_rank", "avg_score", "max_score", ["plan_count", "coalesce(excluded.plan_count, t.plan_count)"], "source_id", "sample"],
    row(get) {
      return { college_code: collegeCode(get("college_code")), min_score: F.int(get("min_score"), "min_score", 0, 900), min_rank: F.int(get("min_rank"), "min_rank", 1, 10_000_000, true),
        avg_score: F.int(get("avg_score"), "avg_score", 0, 900, true), max_score: F.int(get("max_score"), "max_score", 0, 900, true), plan_count: F.int(get("plan_count"), "plan_count", 0, 100_000, true) };
    },
  },
  "major-scores": {
    table: "major_admissions", key: ["college_code", "major_code", "province_code", "year", "subject_type", "batch"], scope: ADMISSION_SCOPE, sourced: true,
    required: ["college_code", "major_code", "major_name", "min_score"],
    update: ["major_name", "min_score", "min_rank", "avg_score", "source_id", "sample"],
    row(get) {
      return { college_code: collegeCode(get("college_code")), major_code: majorCode(get("major_code")), major_name: F.text(get("major_name"), "major_name", 60),
        subject_requirement: "不限", min_score: F.int(get("min_score"), "min_score", 0, 900), min_rank: F.int(get("min_rank"), "min_rank", 1, 10_000_000, true),
        avg_score: F.int(get("avg_score"), "avg_score", 0, 900, true) };
    },
  },
  plans: {
    table: "major_admissions", key: ["college_code", "major_code", "province_code", "year", "subject_type", "batch"], scope: ADMISSION_SCOPE, sourced: true,
    required: ["college_code", "major_code", "major_name", "plan_count"],
    update: ["major_name", "plan_count", "tuition", "school_years", "subject_requirement", "source_id", "sample"],
    row(get) {
      const req = F.text(get("subject_requirement"), "subject_requirement", 30, true) || "不限";
      return { college_code: collegeCode(get("college_code")), major_code: majorCode(get("major_code")), major_name: F.text(get("major_name"), "major_name", 60),
        plan_count: F.int(get("plan_count"), "plan_count", 0, 100_000), tuition: F.int(get("tuition"), "tuition", 0, 1_000_000, true),
        school_years: F.int(get("school_years"), "school_years", 1, 10, true), subject_requirement: req };
    },
  },
};

export function prepareSimple(ctx: Context, rows: Row[]): Prepared | null {
  const spec = SPECS[ctx.kind]!;
  const rawIndex = new Map(ctx.header.map((h, i) => [h.trim(), i] as [string, number]));
  const missing = spec.required.filter((c) => (spec.raw ? !rawIndex.has(c) : !ctx.has(c)));
  if (missing.length) { ctx.error(1, `缺少列：${missing.join(", ")}`); return null; }
  const admission = !!spec.scope;
  if (admission) {
    const problem = ctx.checkContext(["province", "year"]);
    if (problem) { ctx.error(1, problem); return null; }
  }
  const out = new Map<string, Rec>();
  const seen = new Map<string, number>();
  // the scopes the file replaces, each with its first line (for the row-drop rule)
  const scopeRows: { line: number; values: (string | number)[] }[] = [];
  for (const row of withProgress(rows, ctx.opts)) {
    const fields = fitRow(ctx, row);
    if (!fields) continue;
    const get = spec.raw ? (name: string) => { const i = rawIndex.get(name); return i == null ? undefined : fields[i]; } : (name: string) => ctx.cell(fields, name);
    try {
      let list = [spec.row(get, (m) => ctx.warn(row.line, m))].flat();
      if (admission) {
        const p = ctx.provinceOf(fields);
        const year = ctx.yearOf(fields);
        const scope = { province_code: p.code, year, subject_type: ctx.subjectTypeOf(fields, p, year), batch: ctx.batchOf(fields, p, year), source_id: 0, sample: false };
        list = list.map((r) => ({ ...r, ...scope }));
        scopeRows.push({ line: row.line, values: ADMISSION_SCOPE.map((c) => scope[c as keyof typeof scope] as string | number) });
      }
      for (const r of list) {
        const k = spec.key.map((c) => String(r[c])).join("\u0001");
        const leaf = ctx.kind !== "majors" || r.node_type === 3;
        if (leaf && seen.has(k)) throw new F.RowError(`与第 ${seen.get(k)} 行重复`);
        if (leaf) seen.set(k, row.line);
      }
      for (const r of list) out.set(spec.key.map((c) => String(r[c])).join("\u0001"), r);
    } catch (e) {
      if (e instanceof F.RowError) ctx.error(row.line, e.message); else throw e;
    }
  }
  const records = [...out.values()];
  const taxonomy = admission ? records.map((r) => ({ provinceCode: String(r.province_code), year: Number(r.year), subjectTypes: [String(r.subject_type)], batches: [String(r.batch)] })) : [];
  return {
    records: ctx.kind === "majors" ? records.filter((r) => r.node_type === 3).length : records.length,
    scopes: admission ? [...new Set(records.map((r) => ADMISSION_SCOPE.map((c) => r[c]).join("/")))] : [],
    ...(spec.scope ? { counted: [countedOf(spec.table, ADMISSION_SCOPE, scopeRows)] } : {}),
    taxonomy,
    async write(exec: Exec, sourceId: number, changes: Changes) {
      if (spec.sourced) for (const r of records) r.source_id = sourceId;
      await stage(exec, "imp_stage", { like: spec.table }, records, (n) => ctx.opts.progress?.("write", n, records.length));
      const c = change(changes, spec.table);
      if (spec.scope) {
        c.delete += await deleteCounted(exec, `${spec.table} t using (select distinct ${spec.scope.join(", ")} from imp_stage) sc
          where t.sample and ${joinOn("t", "sc", spec.scope)} and not exists (select 1 from imp_stage s where ${joinOn("s", "t", spec.key)})`);
      }
      const columns = Object.keys(records[0] ?? {});
      const u = await upsert(exec, { table: spec.table, stage: "imp_stage", columns, key: spec.key, update: spec.update });
      c.insert += u.insert;
      c.update += u.update;
      c.unchanged += records.length - u.insert - u.update;
      return {};
    },
  };
}
