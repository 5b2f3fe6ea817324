// Reading cells: header aliases (our English names beside the Chinese ones provinces print), numbers, provinces,
// subject types, plan types and score labels, each failing with a message that names the column.
import { findProvince, isPlanType, PROVINCES, type PlanType, type Province } from "../../domain/provinces";
import { parseScoreLabel } from "../../domain/score-rank";

export class RowError extends Error {}
/** A row refused on purpose (a published round the portal does not store): a layout that knows it skips the row with a warning, any other rejects it. */
export class RowRefused extends RowError {}

/** Canonical column → the header names that mean it (compared after trimming, lower-casing and dropping spaces/brackets). */
export const ALIASES: Record<string, string[]> = {
  province: ["province", "省份", "省市", "招生省份", "生源地", "生源省份", "地区"],
  year: ["year", "年份", "年度", "招生年份"],
  subject_type: ["subject_type", "科类", "首选科目", "科目类别", "考生类别", "类别"],
  batch: ["batch", "批次", "录取批次", "批次名称"],
  college_code: ["college_code", "院校代码", "学校代码", "院校国标代码"],
  college_name: ["college_name", "college", "院校名称", "学校名称", "院校", "招生院校"],
  college_enroll_code: ["college_enroll_code", "院校代号", "投档代号", "院校招生代码"],
  unit_key: ["unit_key", "group"],
  group_code: ["group_code", "group_no", "unit_code", "专业组代码", "专业组代号", "专业组号", "专业组", "院校专业组代码", "组号"],
  unit_name: ["unit_name", "group_name", "专业组名称", "院校专业组名称"],
  plan_type: ["plan_type", "计划类型", "计划性质", "招生类型", "计划类别"],
  subject_requirement: ["subject_requirement", "选科要求", "再选科目要求", "选考科目要求", "科目要求", "选考要求"],
  plan_count: ["plan_count", "计划数", "招生计划", "计划人数", "投档计划数", "计划"],
  min_score: ["min_score", "最低分", "投档线", "最低投档分", "投档最低分", "最低分数", "投档分数线", "投档分"],
  min_score_label: ["min_score_label", "最低分标注"],
  min_rank: ["min_rank", "最低位次", "最低排位", "投档最低位次", "最低分位次", "位次", "最低分排名"],
  avg_score: ["avg_score", "平均分", "平均分数"],
  max_score: ["max_score", "最高分", "最高分数"],
  major_code: ["major_code", "专业代码", "专业代号"],
  major_name: ["major_name", "专业名称", "专业", "招生专业", "专业(类)名称", "专业类名称"],
  tuition: ["tuition", "学费", "收费标准", "学费元年", "学费(元/年)", "收费标准元年"],
  school_years: ["school_years", "学制", "学制年"],
  remark: ["remark", "备注", "专业备注", "专业说明"],
  score: ["score", "分数", "分数段", "分值", "成绩"],
  count: ["count", "人数", "本段人数", "同分人数", "本分数人数"],
  cumulative: ["cumulative", "累计人数", "累计", "累计数"],
  line_score: ["分数线", "控制线", "最低控制分数线", "批次线"],
  exam_model: ["exam_model", "选考模式", "高考模式", "考试模式", "模式"],
  first_subject: ["first_subject", "首选科目要求", "首选要求"],
  includes: ["includes", "包含专业", "所含专业", "类中所含专业"],
  tour_title: ["tour_title", "title", "标题", "导览名称", "VR名称"],
  tour_url: ["tour_url", "url", "网址", "链接", "VR网址", "导览网址"],
  tour_source: ["tour_source", "source", "source_name", "来源", "出处"],
};

const norm = (h: string) => h.trim().toLowerCase().replace(/[\s（）()]/g, "").replace(/\//g, "");
const ALIAS_INDEX = new Map<string, string>();
for (const [canonical, names] of Object.entries(ALIASES)) for (const n of names) if (!ALIAS_INDEX.has(norm(n))) ALIAS_INDEX.set(norm(n), canonical);

/** The canonical name of a header cell, or null when it is none of ours. */
export function canonicalColumn(header: string): string | null {
  return ALIAS_INDEX.get(norm(header)) ?? null;
}

export function text(v: string | undefined, name: string, max: number, optional = false): string {
  const x = (v ?? "").trim();
  if (!x) { if (optional) return ""; throw new RowError(`${name} 为空`); }
  if (x.length > max) throw new RowError(`${name} 过长（最多 ${max} 字）`);
  return x;
}

export function int(v: string | undefined, name: string, min: number, max: number, optional = false): number | null {
  let x = (v ?? "").trim();
  if (!x || x === "-" || x === "—") { if (optional) return null; throw new RowError(`${name} 为空`); }
  if (/^-?\d+\.0+$/.test(x)) x = x.replace(/\.0+$/, "");
  if (!/^-?\d+$/.test(x)) throw new RowError(`${name} 不是整数: "${x.slice(0, 20)}"`);
  const n = Number(x);
  if (n < min || n > max) throw new RowError(`${name} 超出范围 ${min}..${max}: ${n}`);
  return n;
}

/** A number that may have decimals (tie-break figures such as 语数成绩 may be 128.5). */
export function numeric(v: string): number | null {
  const x = v.trim();
  return /^-?\d+(\.\d+)?$/.test(x) ? Number(x) : null;
}

export function province(v: string | undefined): Province {
  const x = text(v, "province", 20);
  const p = findProvince(x);
  if (!p) throw new RowError(`未知省份: "${x.slice(0, 20)}"`);
  return p;
}

export function year(v: string | undefined): number {
  return int(v, "year", 2000, 2100)!;
}

const SUBJECT_TYPE_ALIASES: Record<string, string> = {
  物理: "物理类", 首选物理: "物理类", 物理科目组合: "物理类", 物理组: "物理类",
  历史: "历史类", 首选历史: "历史类", 历史科目组合: "历史类", 历史组: "历史类",
  理工: "理科", 理工类: "理科", 理: "理科", 文史: "文科", 文史类: "文科", 文: "文科",
  不分文理: "综合", 综合改革: "综合", 综合类: "综合",
};

/** 科类 as stored: the domain's names (物理类, 历史类, 综合, 理科, 文科); common printed variants are mapped to them. */
export function subjectType(v: string | undefined): string {
  const x = text(v, "subject_type", 20).replace(/\s/g, "");
  const t = SUBJECT_TYPE_ALIASES[x] ?? x;
  if (!/^[\p{Script=Han}]{2,6}$/u.test(t)) throw new RowError(`科类格式不正确: "${x.slice(0, 20)}"`);
  return t;
}

export function batch(v: string | undefined): string {
  return text(v, "batch", 30);
}

/** 计划类型 as printed → one of PLAN_TYPES; empty = 普通. */
export function planType(v: string | undefined): PlanType {
  const x = (v ?? "").trim().replace(/\s/g, "");
  if (!x) return "普通";
  if (isPlanType(x)) return x;
  if (/非定向|普通|统招|一般/.test(x)) return "普通";
  if (/国家专项/.test(x)) return "国家专项";
  if (/地方专项|农村专项|地方农村/.test(x)) return "地方专项";
  if (/高校专项/.test(x)) return "高校专项";
  if (/中外合作|合作办学/.test(x)) return "中外合作";
  if (/预科/.test(x)) return "预科";
  if (/民族班/.test(x)) return "民族班";
  if (/定向|公费师范|免费师范|免费医学|卫生专项/.test(x)) return "定向";
  if (/其他|其它/.test(x)) return "其他";
  throw new RowError(`plan_type 无法识别: "${x.slice(0, 20)}"（可用：普通、国家专项、地方专项、高校专项、中外合作、预科、民族班、定向、其他）`);
}

/**
 * A plan type as a province prints it (广东: 协同培养, 男生, 佛山顺德区内 …): one of PLAN_TYPES where it maps, else 其他 with
 * the printed name, so the importer can say which names it filed under 其他.
 */
export function planTypeOrOther(v: string | undefined): { type: PlanType; unmapped: string | null } {
  try {
    return { type: planType(v), unmapped: null };
  } catch (e) {
    if (!(e instanceof RowError)) throw e;
    return { type: "其他", unmapped: (v ?? "").trim().slice(0, 20) };
  }
}

/**
 * A minimum score as printed: `612`, or a label such as `580及以上` (stored as score 580 with the label). Returns the
 * score and the label to keep (empty for a plain number).
 */
export function scoreWithLabel(scoreCell: string | undefined, labelCell: string | undefined, total: number, name: string): { score: number | null; label: string } {
  const s = (scoreCell ?? "").trim();
  const l = (labelCell ?? "").trim();
  if (!s && !l) return { score: null, label: "" };
  const read = (cell: string) => {
    const parsed = parseScoreLabel(cell, total);
    if (!parsed) throw new RowError(`${name} 不是分数: "${cell.slice(0, 20)}"`);
    if (parsed.score > total || (parsed.scoreMax ?? 0) > total) throw new RowError(`${name} 超出满分 ${total}: "${cell.slice(0, 20)}"`);
    return parsed;
  };
  const fromScore = s ? read(s) : null;
  const fromLabel = l ? read(l) : null;
  if (fromScore && fromLabel && fromScore.score !== fromLabel.score) throw new RowError(`${name} ${fromScore.score} 与标注 "${l.slice(0, 20)}" 不一致`);
  const score = (fromScore ?? fromLabel)!.score;
  const printed = l && !/^\d+$/.test(l) ? l : s && !/^\d+$/.test(s) ? s : "";
  if (printed.length > 20) throw new RowError(`${name} 标注过长`);
  return { score, label: printed };
}

// ---- the province a file is about, from its name ----

const PINYIN: Record<string, string[]> = {
  "11": ["beijing"], "12": ["tianjin"], "13": ["hebei"], "14": ["shanxi"], "15": ["neimenggu", "neimongol", "innermongolia", "nmg"],
  "21": ["liaoning"], "22": ["jilin"], "23": ["heilongjiang"], "31": ["shanghai"], "32": ["jiangsu"], "33": ["zhejiang"],
  "34": ["anhui"], "35": ["fujian"], "36": ["jiangxi"], "37": ["shandong"], "41": ["henan"], "42": ["hubei"], "43": ["hunan"],
  "44": ["guangdong"], "45": ["guangxi"], "46": ["hainan"], "50": ["chongqing"], "51": ["sichuan"], "52": ["guizhou"],
  "53": ["yunnan"], "54": ["xizang", "tibet"], "61": ["shaanxi"], "62": ["gansu"], "63": ["qinghai"], "64": ["ningxia"], "65": ["xinjiang"],
};
const BY_PINYIN = new Map(Object.entries(PINYIN).flatMap(([code, names]) => names.map((n) => [n, code] as [string, string])));

/**
 * The province a file name names: a pinyin word (`shanghai-groups-2020.csv`, `Hubei_2024.csv`; 陕西 is `shaanxi`, 山西
 * `shanxi`) or a Chinese name (`2024湖北一分一段.csv`). Null when it names none, or more than one.
 */
export function provinceFromFileName(fileName: string): Province | null {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const found = new Set<string>();
  for (const word of base.toLowerCase().split(/[^a-z]+/)) {
    const code = BY_PINYIN.get(word);
    if (code) found.add(code);
  }
  for (const p of PROVINCES) if (base.includes(p.name) || base.includes(p.shortName)) found.add(p.code);
  if (found.size !== 1) return null;
  return findProvince([...found][0]!) ?? null;
}

export function findProvinceOrNull(value: string): Province | null {
  return findProvince(value) ?? null;
}
