// CSV importers (formats in FORMATS.md). Every row is validated first; a file with any bad row imports nothing unless
// skipBadRows is set, in which case the good rows are imported and the bad ones reported. Imports are upserts (idempotent)
// and run in one transaction per file. Imported data is real data: sample = false.
import { readFileSync } from "node:fs";
import type { Database } from "../db/client";
import { bulkInsert } from "../db/seed/bulk";
import { provinceSeed } from "../db/seed/provinces";
import { parseCsv } from "./csv";
import { clearReferenceCaches } from "../lib/cache";

export type Kind = "moe" | "majors" | "score-ranks" | "batch-lines" | "college-scores" | "major-scores" | "plans";

export interface Issue { line: number; message: string }
export interface ImportReport {
  file: string;
  kind: Kind;
  rows: number;
  imported: number;
  errors: Issue[];
  warnings: Issue[];
  /** true when nothing was written because of errors */
  rejected: boolean;
}

const PROVINCE_BY_NAME = new Map(provinceSeed.flatMap((p) => [[p.name, p.code], [p.shortName, p.code], [p.code, p.code]] as [string, string][]));

const HEADERS: Record<Kind, string[]> = {
  moe: ["序号", "学校名称", "学校标识码", "主管部门", "所在省份", "所在地", "办学层次", "备注"],
  majors: ["门类代码", "门类", "专业类代码", "专业类", "专业代码", "专业名称", "标记", "备注"],
  "score-ranks": ["province", "year", "subject_type", "score", "count", "cumulative"],
  "batch-lines": ["province", "year", "subject_type", "batch", "score"],
  "college-scores": ["college_code", "province", "year", "subject_type", "batch", "min_score", "min_rank", "avg_score", "max_score", "plan_count"],
  "major-scores": ["college_code", "major_code", "major_name", "province", "year", "subject_type", "batch", "min_score", "min_rank", "avg_score"],
  plans: ["college_code", "major_code", "major_name", "province", "year", "subject_type", "batch", "plan_count", "tuition", "school_years", "subject_requirement"],
};
/** columns that may be missing from the header or empty */
const OPTIONAL: Partial<Record<Kind, string[]>> = {
  "score-ranks": ["cumulative", "count"],
  "college-scores": ["min_rank", "avg_score", "max_score", "plan_count"],
  "major-scores": ["min_rank", "avg_score"],
  plans: ["tuition", "school_years", "subject_requirement"],
};

export function detectKind(header: string[]): Kind | null {
  const h = header.map((x) => x.trim());
  if (h.includes("学校标识码")) return "moe";
  if (h.includes("专业代码") && h.includes("门类代码")) return "majors";
  if (h.includes("cumulative") || (h.includes("score") && h.includes("count") && !h.includes("college_code"))) return "score-ranks";
  if (h.includes("batch") && h.includes("score") && !h.includes("college_code")) return "batch-lines";
  if (h.includes("plan_count") && h.includes("major_code")) return "plans";
  if (h.includes("major_code") && h.includes("min_score")) return "major-scores";
  if (h.includes("college_code") && h.includes("min_score")) return "college-scores";
  return null;
}

class RowError extends Error {}
const need = (v: string | undefined, name: string) => {
  const x = (v ?? "").trim();
  if (!x) throw new RowError(`${name} 为空`);
  if (x.length > 100) throw new RowError(`${name} 过长`);
  return x;
};
const int = (v: string | undefined, name: string, min: number, max: number, optional = false): number | null => {
  const x = (v ?? "").trim();
  if (!x) { if (optional) return null; throw new RowError(`${name} 为空`); }
  if (!/^-?\d+$/.test(x)) throw new RowError(`${name} 不是整数: "${x.slice(0, 20)}"`);
  const n = Number(x);
  if (n < min || n > max) throw new RowError(`${name} 超出范围 ${min}..${max}: ${n}`);
  return n;
};
const province = (v: string | undefined) => {
  const x = need(v, "province");
  const code = PROVINCE_BY_NAME.get(x);
  if (!code) throw new RowError(`未知省份: "${x.slice(0, 20)}"`);
  return code;
};
const subjectType = (v: string | undefined) => {
  const x = need(v, "subject_type");
  if (!/^[\p{Script=Han}]{2,6}$/u.test(x)) throw new RowError(`科类格式不正确: "${x.slice(0, 20)}"`);
  return x;
};
const collegeCode = (v: string | undefined) => {
  const x = need(v, "college_code");
  if (!/^\d{5}$/.test(x)) throw new RowError(`院校代码应为5位数字: "${x.slice(0, 20)}"`);
  return x;
};
const majorCode = (v: string | undefined) => {
  const x = need(v, "major_code");
  if (!/^[0-9A-Za-z]{2,8}$/.test(x)) throw new RowError(`专业代码格式不正确: "${x.slice(0, 20)}"`);
  return x;
};
const batch = (v: string | undefined) => {
  const x = need(v, "batch");
  if (x.length > 30) throw new RowError("batch 过长");
  return x;
};

function category(n: string): string {
  if (/师范/.test(n)) return "师范"; if (/医|药/.test(n)) return "医药"; if (/财经|经济|金融|商/.test(n)) return "财经";
  if (/农|林/.test(n)) return "农林"; if (/政法|公安|警/.test(n)) return "政法"; if (/外国语|外交|语言/.test(n)) return "语言";
  if (/美术|音乐|戏剧|艺术|电影/.test(n)) return "艺术"; if (/体育/.test(n)) return "体育"; if (/民族/.test(n)) return "民族";
  if (/理工|工业|科技|交通|电子|航空|航天|邮电|化工|矿业|石油|地质|海事|电力|信息|工程|职业|技术/.test(n)) return "理工";
  return "综合";
}

type Row = Record<string, unknown>;
interface Spec { table: string; conflict: string; row(f: Record<string, string>, warn: (m: string) => void): Row | Row[] | null; key(r: Row): string }

const SPECS: Record<Kind, Spec> = {
  moe: {
    table: "colleges",
    conflict: `on conflict (code) do update set moe_id = excluded.moe_id, name = excluded.name, province_code = excluded.province_code, province_name = excluded.province_name,
      city_name = excluded.city_name, level = excluded.level, belong = excluded.belong, nature_type = excluded.nature_type, remark = excluded.remark`,
    row(f, warn) {
      const name = need(f["学校名称"], "学校名称");
      const id = need(f["学校标识码"], "学校标识码");
      if (!/^\d{10}$/.test(id)) throw new RowError(`学校标识码应为10位数字: "${id.slice(0, 20)}"`);
      const provName = need(f["所在省份"], "所在省份");
      const prov = PROVINCE_BY_NAME.get(provName);
      if (!prov) throw new RowError(`未知省份: "${provName.slice(0, 20)}"`);
      if (id.slice(2, 4) !== prov) warn(`${name} 的学校标识码 ${id} 第3–4位 (${id.slice(2, 4)}) 与所在省份 ${provName} (${prov}) 不一致，按所在省份导入`);
      const level = need(f["办学层次"], "办学层次");
      if (level !== "本科" && level !== "专科") throw new RowError(`办学层次应为 本科 或 专科: "${level.slice(0, 10)}"`);
      const remark = (f["备注"] ?? "").trim().slice(0, 100);
      const nature = remark.includes("民办") ? "民办" : remark.includes("合作") ? "中外合作办学" : remark.includes("境外") ? "境外合作办学" : "公办";
      return {
        code: id.slice(5), moe_id: id, name, province_code: prov, province_name: provName, city_name: (f["所在地"] ?? "").trim().slice(0, 50), level,
        category: category(name), nature_type: nature, belong: (f["主管部门"] ?? "").trim().slice(0, 60), remark,
        feature: "", is_985: false, is_211: false, is_double_first: false, is_strong_base: false, logo_url: "", banner_url: "", introduction: "", website: "",
        strength: level === "本科" ? 0.35 : 0.12, hits: 0, sample: false,
      };
    },
    key: (r) => String(r.code),
  },
  majors: {
    table: "majors",
    conflict: "on conflict (level, code) do update set name = excluded.name, parent_code = excluded.parent_code, node_type = excluded.node_type, flag = excluded.flag, remark = excluded.remark",
    row(f) {
      const mc = need(f["门类代码"], "门类代码"), cc = need(f["专业类代码"], "专业类代码"), code = need(f["专业代码"], "专业代码");
      if (!/^\d{2}$/.test(mc)) throw new RowError(`门类代码应为2位数字: "${mc.slice(0, 10)}"`);
      if (!/^\d{4}$/.test(cc) || !cc.startsWith(mc)) throw new RowError(`专业类代码应为以门类代码开头的4位数字: "${cc.slice(0, 10)}"`);
      const m = /^(\d{6,7})([TK]{0,2})$/.exec(code);
      if (!m || !m[1]!.startsWith(cc)) throw new RowError(`专业代码应为以专业类代码开头的6–7位数字（可带 T/K）: "${code.slice(0, 10)}"`);
      const flag = ((f["标记"] ?? "").trim() || m[2]!).slice(0, 4);
      if (flag && !/^[TK]{1,2}$/.test(flag)) throw new RowError(`标记应为 T、K 或 TK: "${flag}"`);
      const base = { level: "ben", degree: "", years: "", introduction: "", hits: 0 };
      return [
        { ...base, code: mc, node_type: 1, parent_code: "", name: need(f["门类"], "门类"), flag: "", remark: "" },
        { ...base, code: cc, node_type: 2, parent_code: mc, name: need(f["专业类"], "专业类"), flag: "", remark: "" },
        { ...base, code: m[1], node_type: 3, parent_code: cc, name: need(f["专业名称"], "专业名称"), flag, remark: (f["备注"] ?? "").trim().slice(0, 200) },
      ];
    },
    key: (r) => `${r.code}`,
  },
  "score-ranks": {
    table: "score_ranks",
    conflict: "on conflict (province_code, year, subject_type, score) do update set count = excluded.count, cumulative = excluded.cumulative, sample = false",
    row(f) {
      return { province_code: province(f.province), year: int(f.year, "year", 2000, 2100), subject_type: subjectType(f.subject_type), score: int(f.score, "score", 0, 900),
        count: int(f.count, "count", 0, 2_000_000, true), cumulative: int(f.cumulative, "cumulative", 0, 5_000_000, true), sample: false };
    },
    key: (r) => `${r.province_code}:${r.year}:${r.subject_type}:${r.score}`,
  },
  "batch-lines": {
    table: "batch_lines",
    conflict: "on conflict (province_code, year, subject_type, batch) do update set score = excluded.score, sample = false",
    row(f) {
      return { province_code: province(f.province), year: int(f.year, "year", 2000, 2100), subject_type: subjectType(f.subject_type), batch: batch(f.batch), score: int(f.score, "score", 0, 900), sample: false };
    },
    key: (r) => `${r.province_code}:${r.year}:${r.subject_type}:${r.batch}`,
  },
  "college-scores": {
    table: "college_admissions",
    conflict: `on conflict (college_code, province_code, year, subject_type, batch) do update set min_score = excluded.min_score, min_rank = excluded.min_rank,
      avg_score = excluded.avg_score, max_score = excluded.max_score, plan_count = coalesce(excluded.plan_count, college_admissions.plan_count), sample = false`,
    row(f) {
      return { college_code: collegeCode(f.college_code), province_code: province(f.province), year: int(f.year, "year", 2000, 2100), subject_type: subjectType(f.subject_type), batch: batch(f.batch),
        min_score: int(f.min_score, "min_score", 0, 900), min_rank: int(f.min_rank, "min_rank", 1, 5_000_000, true), avg_score: int(f.avg_score, "avg_score", 0, 900, true),
        max_score: int(f.max_score, "max_score", 0, 900, true), plan_count: int(f.plan_count, "plan_count", 0, 100000, true), sample: false };
    },
    key: (r) => `${r.college_code}:${r.province_code}:${r.year}:${r.subject_type}:${r.batch}`,
  },
  "major-scores": {
    table: "major_admissions",
    conflict: `on conflict (college_code, major_code, province_code, year, subject_type, batch) do update set major_name = excluded.major_name, min_score = excluded.min_score,
      min_rank = excluded.min_rank, avg_score = excluded.avg_score, sample = false`,
    row(f) {
      return { college_code: collegeCode(f.college_code), major_code: majorCode(f.major_code), major_name: need(f.major_name, "major_name").slice(0, 60), province_code: province(f.province),
        year: int(f.year, "year", 2000, 2100), subject_type: subjectType(f.subject_type), batch: batch(f.batch), subject_requirement: "不限",
        min_score: int(f.min_score, "min_score", 0, 900), min_rank: int(f.min_rank, "min_rank", 1, 5_000_000, true), avg_score: int(f.avg_score, "avg_score", 0, 900, true), sample: false };
    },
    key: (r) => `${r.college_code}:${r.major_code}:${r.province_code}:${r.year}:${r.subject_type}:${r.batch}`,
  },
  plans: {
    table: "major_admissions",
    conflict: `on conflict (college_code, major_code, province_code, year, subject_type, batch) do update set major_name = excluded.major_name, plan_count = excluded.plan_count,
      tuition = excluded.tuition, school_years = excluded.school_years, subject_requirement = excluded.subject_requirement, sample = false`,
    row(f) {
      const req = (f.subject_requirement ?? "").trim() || "不限";
      if (req.length > 30) throw new RowError("subject_requirement 过长");
      return { college_code: collegeCode(f.college_code), major_code: majorCode(f.major_code), major_name: need(f.major_name, "major_name").slice(0, 60), province_code: province(f.province),
        year: int(f.year, "year", 2000, 2100), subject_type: subjectType(f.subject_type), batch: batch(f.batch), plan_count: int(f.plan_count, "plan_count", 0, 100000),
        tuition: int(f.tuition, "tuition", 0, 1_000_000, true), school_years: int(f.school_years, "school_years", 1, 10, true), subject_requirement: req, sample: false };
    },
    key: (r) => `${r.college_code}:${r.major_code}:${r.province_code}:${r.year}:${r.subject_type}:${r.batch}`,
  },
};

export interface ImportOptions { kind?: Kind; skipBadRows?: boolean; name?: string }

export async function importCsvText(database: Database, text: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const rows = parseCsv(text);
  const file = opts.name ?? "(text)";
  const header = rows[0]?.fields.map((h) => h.trim()) ?? [];
  const kind = opts.kind ?? detectKind(header);
  const report: ImportReport = { file, kind: kind ?? ("moe" as Kind), rows: Math.max(0, rows.length - 1), imported: 0, errors: [], warnings: [], rejected: false };
  if (!kind) {
    report.errors.push({ line: 1, message: `无法识别文件格式（表头：${header.join(",").slice(0, 120)}）` });
    report.rejected = true;
    return report;
  }
  const spec = SPECS[kind];
  const optional = new Set(OPTIONAL[kind] ?? []);
  const missing = HEADERS[kind].filter((h) => !header.includes(h) && !optional.has(h) && !(kind === "moe" && h === "序号") && !(kind === "majors" && (h === "标记" || h === "备注")) && !(kind === "moe" && h === "备注"));
  if (missing.length) {
    report.errors.push({ line: 1, message: `缺少列：${missing.join(", ")}` });
    report.rejected = true;
    return report;
  }
  const out = new Map<string, Row>();
  const seenKeys = new Map<string, number>();
  for (const { line, fields } of rows.slice(1)) {
    if (fields.length !== header.length) {
      report.errors.push({ line, message: `列数为 ${fields.length}，应为 ${header.length}` });
      continue;
    }
    const f: Record<string, string> = {};
    header.forEach((h, i) => (f[h] = fields[i] ?? ""));
    try {
      const r = spec.row(f, (m) => report.warnings.push({ line, message: m }));
      for (const x of r == null ? [] : Array.isArray(r) ? r : [r]) {
        const k = spec.key(x);
        const node = kind === "majors" && x.node_type !== 3;
        if (!node && seenKeys.has(k)) throw new RowError(`与第 ${seenKeys.get(k)} 行重复`);
        if (!node) seenKeys.set(k, line);
        out.set(k, x);
      }
    } catch (e) {
      if (e instanceof RowError) report.errors.push({ line, message: e.message });
      else throw e;
    }
  }
  if (kind === "score-ranks") fillCumulative([...out.values()], report);
  if (report.errors.length && !opts.skipBadRows) {
    report.rejected = true;
    return report;
  }
  const list = [...out.values()];
  // majors: parents before children, so the file's own rows never refer to missing nodes
  if (kind === "majors") list.sort((a, b) => Number(a.node_type) - Number(b.node_type));
  await database.db.transaction(async (tx) => {
    await bulkInsert(tx as never, spec.table, list, spec.conflict, 5000);
  });
  clearReferenceCaches();
  report.imported = kind === "majors" ? list.filter((r) => r.node_type === 3).length : list.length;
  return report;
}

/** score-rank rows: compute missing cumulative/count from each other, check monotonicity per table */
function fillCumulative(rows: Row[], report: ImportReport) {
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const k = `${r.province_code}:${r.year}:${r.subject_type}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  for (const [k, g] of groups) {
    g.sort((a, b) => Number(b.score) - Number(a.score));
    let cum = 0;
    for (const r of g) {
      if (r.count == null && r.cumulative == null) { report.errors.push({ line: 0, message: `${k} 分数 ${r.score}: count 与 cumulative 不能都为空` }); continue; }
      if (r.count == null) r.count = Number(r.cumulative) - cum;
      if (r.cumulative == null) r.cumulative = cum + Number(r.count);
      if (Number(r.cumulative) < cum) report.errors.push({ line: 0, message: `${k} 分数 ${r.score}: 累计人数 ${r.cumulative} 小于更高分数的累计人数 ${cum}` });
      cum = Number(r.cumulative);
    }
  }
}

export async function importCsvFile(database: Database, path: string, opts: ImportOptions = {}): Promise<ImportReport> {
  return importCsvText(database, readFileSync(path, "utf8"), { ...opts, name: opts.name ?? path });
}

export function formatReport(r: ImportReport): string {
  const lines = [`${r.file}: ${r.kind}, ${r.rows} rows — ${r.rejected ? "REJECTED, nothing imported" : `imported ${r.imported}`}${r.errors.length ? `, ${r.errors.length} bad rows` : ""}${r.warnings.length ? `, ${r.warnings.length} warnings` : ""}`];
  for (const e of r.errors.slice(0, 50)) lines.push(`  error   line ${e.line}: ${e.message}`);
  if (r.errors.length > 50) lines.push(`  ... ${r.errors.length - 50} more errors`);
  for (const w of r.warnings.slice(0, 50)) lines.push(`  warning line ${w.line}: ${w.message}`);
  return lines.join("\n");
}
