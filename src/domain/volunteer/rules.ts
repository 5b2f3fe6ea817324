// How each province's 本科 volunteers (志愿) are filled in 2025 and 2026: the filling mode, and per batch the number of
// slots, the majors a slot holds, whether 调剂 exists and how far it reaches, how candidates are sent to units, and the
// segments or rounds a batch has. Facts with their sources (official addresses where the research found them) and how
// sure they are; where sources disagree the rule says so. Compiled from shared/research/province-volunteer-rules-2025-
// 2026.md: "P" = official notices quoted by the gaokao-volunteer-system project, "G" = the gaokao-pro dataset (checked
// against its own audit, "V"). A school's administrator can correct a rule for their school (stored by the server).

import { findProvince, type VolunteerMode } from "../provinces";

/** 调剂: within the group (院校专业组), to any major of the college, only among majors (no college 调剂), or none. */
export type Adjustment = "group" | "college" | "majors" | "none";
/** 分数优先 (the usual 平行志愿) or 位次优先 (四川). */
export type AdmissionOrder = "score" | "rank";
export type Confidence = "high" | "medium" | "low";

export interface Segment {
  /** as the province names it: A段, B阶段, 第1次 … */
  name: string;
  slots: number;
  /** what the segment is for, when not the ordinary admission */
  note?: { zh: string; en: string };
}

export interface BatchRule {
  batch: string;
  slots: number;
  majorsPerSlot: number;
  adjustment: Adjustment;
  order: AdmissionOrder;
  /** sent to the units once (一次投档); false where vacancies get further rounds */
  singleRound: boolean;
  /** further segments, stages or rounds with their own slots, in filling order (the main one is `slots`) */
  segments?: Segment[];
  notes?: { zh: string; en: string }[];
}

export interface RuleSource {
  /** who published it */
  name: string;
  /** the official site where known */
  url: string;
  /** the notice's date as published (YYYY-MM-DD, or YYYY-MM, or YYYY) */
  date: string;
  /** P / G / V, as the research names them */
  via: string;
}

export interface Disagreement {
  field: "slots" | "majorsPerSlot" | "source";
  /** each source's value */
  values: { value: string; source: string }[];
}

export interface ProvinceRule {
  province: string;
  year: number;
  mode: VolunteerMode;
  /** the ordinary 本科 batch first */
  batches: BatchRule[];
  source: RuleSource;
  confidence: Confidence;
  disagreements: Disagreement[];
  /** set when the year's rule is carried over from the year the sources speak of */
  assumedFrom?: number;
}

interface Entry {
  code: string;
  /** the year the sources speak of; the other of 2025/2026 carries it over with one level less confidence */
  year: number;
  mode: VolunteerMode;
  batches: BatchRule[];
  source: RuleSource;
  confidence: Confidence;
  disagreements?: Disagreement[];
  /** the rule of another year where it differs (by year) */
  differs?: Record<number, Partial<Pick<BatchRule, "slots">> & { batch?: string }>;
}

const bk = (slots: number, majorsPerSlot: number, adjustment: Adjustment, extra: Partial<BatchRule> = {}): BatchRule =>
  ({ batch: "本科批", slots, majorsPerSlot, adjustment, order: "score", singleRound: true, ...extra });
const src = (name: string, url: string, date: string, via: string): RuleSource => ({ name, url, date, via });
const note = (zh: string, en: string) => ({ zh, en });
/** only the gaokao-pro dataset (G) gives this batch's figures: the form says so beside them */
const G_ONLY = note("此批次的志愿数只见于 gaokao-pro 数据集（G），未找到官方原文，以省考试院公告为准", "this batch's slots come only from the gaokao-pro dataset (G); no official text found: the provincial exam authority's notice decides");
/** A batch other than the ordinary 本科 one (提前批, 专科批), in the order the province admits them. */
const other = (batch: string, slots: number, majorsPerSlot: number, adjustment: Adjustment, notes: { zh: string; en: string }[]): BatchRule =>
  ({ batch, slots, majorsPerSlot, adjustment, order: "score", singleRound: true, notes });

const ENTRIES: readonly Entry[] = [
  { code: "11", year: 2026, mode: "group", batches: [bk(30, 6, "group")], confidence: "high", source: src("北京教育考试院", "https://www.bjeea.cn", "2026-06-15", "P, G") },
  {
    code: "12", year: 2026, mode: "group", confidence: "high", source: src("天津市教育招生考试院", "https://www.zhaokao.net", "2026-06-16", "P, G"),
    batches: [bk(50, 6, "group", { segments: [{ name: "B阶段", slots: 25, note: note("A 阶段录取结束后填报", "filled after the A stage is admitted") }], notes: [note("本科批分 A、B 两个阶段", "the 本科 batch has an A and a B stage")] })],
  },
  {
    code: "31", year: 2025, mode: "group", confidence: "high", source: src("上海市教育考试院", "https://www.shmeea.edu.cn", "2025-04-25", "P; G (2026 continues)"),
    batches: [bk(24, 4, "group", { notes: [note("660 分制", "scores out of 660")] })],
  },
  { code: "50", year: 2025, mode: "major", batches: [bk(96, 1, "none")], confidence: "high", source: src("重庆市教育考试院", "https://www.cqksy.cn", "2025-06-17", "P, G") },
  {
    code: "13", year: 2026, mode: "major", confidence: "high", source: src("河北省教育考试院", "https://www.hebeea.edu.cn", "2026-06-16", "P (草表), G"),
    batches: [bk(96, 1, "none", { notes: [note("部分资料把本科批写作“普通批”，官方名称为本科批", "some sources call it 普通批; the official name is 本科批")] })],
  },
  { code: "14", year: 2026, mode: "group", batches: [bk(45, 6, "group", { notes: [note("2025 年首届新高考", "2025 was the first year of the new exam")] })], confidence: "low", source: src("gaokao-pro 数据集（未找到官方原文）", "", "2026", "G") },
  {
    code: "15", year: 2026, mode: "group", confidence: "low", source: src("gaokao-pro 数据集（未找到官方原文）", "", "2026", "G"),
    batches: [bk(45, 12, "group", { notes: [note("2025 年起不再动态投档；每组专业数有待核实", "no dynamic 投档 since 2025; the majors per group is not confirmed")] })],
    disagreements: [{ field: "majorsPerSlot", values: [{ value: "12", source: "G" }, { value: "未核实 / not confirmed", source: "research" }] }],
  },
  { code: "21", year: 2025, mode: "major", batches: [bk(112, 1, "none")], confidence: "high", source: src("辽宁省招生考试办公室", "https://www.lnzsks.com", "2024-06-19", "P, G (since 2024)") },
  {
    code: "22", year: 2026, mode: "group", batches: [bk(50, 6, "group")], confidence: "medium", source: src("吉林省教育考试院（问答）", "https://www.jleea.com.cn", "2026", "P"),
    disagreements: [{ field: "slots", values: [{ value: "50", source: "吉林省教育考试院 (P)" }, { value: "40", source: "gaokao-pro (G)" }] }],
  },
  {
    code: "23", year: 2026, mode: "group", batches: [bk(45, 6, "group")], confidence: "low", source: src("gaokao-pro 数据集；黑龙江省招生考试院 2024 年通知", "https://www.lzk.hl.cn", "2024-01-29", "P (2024), G (2026)"),
    disagreements: [{ field: "slots", values: [{ value: "40", source: "黑龙江省招生考试院 2024 (P)" }, { value: "45", source: "gaokao-pro 2026 (G)" }] }],
  },
  {
    code: "32", year: 2026, mode: "group", confidence: "high", source: src("江苏省教育厅", "https://jyt.jiangsu.gov.cn", "2026-04-21", "P, G"),
    batches: [bk(40, 6, "group", { notes: [note("按分排序、遵循志愿", "candidates by score, volunteers in order")] })],
  },
  {
    code: "33", year: 2026, mode: "major", confidence: "high", source: src("浙江省教育考试院", "https://www.zjzs.net", "2026-05-20", "P, G"),
    batches: [bk(80, 1, "none", { segments: [{ name: "第二段", slots: 80, note: note("第一段录取结束后填报", "filled after the first segment is admitted") }], notes: [note("分段填报、分段录取", "filled and admitted in two segments")] })],
  },
  {
    code: "34", year: 2026, mode: "group", confidence: "high", source: src("安徽省教育招生考试院", "https://www.ahzsks.cn", "2026-05-18", "P, G"),
    batches: [bk(45, 6, "group", { singleRound: false, notes: [note("计划缺额时可多轮投档", "vacancies can be filled in further rounds")] })],
  },
  {
    code: "35", year: 2026, mode: "group", confidence: "medium", source: src("福建省教育考试院", "https://www.eeafj.cn", "2026-06-12", "P"),
    batches: [bk(50, 6, "group", { segments: [{ name: "征求志愿（第 1 次）", slots: 20 }, { name: "征求志愿（第 2 次）", slots: 20 }] })],
    disagreements: [{ field: "slots", values: [{ value: "50", source: "福建省教育考试院 (P)" }, { value: "40", source: "gaokao-pro (G)" }] }],
  },
  {
    code: "36", year: 2025, mode: "group", confidence: "medium", source: src("江西省教育考试院", "https://www.jxeea.cn", "2024-06-21", "P, G (since 2024)"),
    batches: [bk(45, 6, "group", { notes: [note("另有 1 个特殊选拔志愿", "plus one special-selection volunteer")] })],
  },
  {
    code: "37", year: 2026, mode: "major", confidence: "high", source: src("山东省教育招生考试院", "https://www.sdzk.cn", "2026-05-18", "P, G"),
    batches: [bk(96, 1, "none", { notes: [note("常规批分 3 次填报；同分按单科成绩排序", "the ordinary batch is filled three times; ties are broken by subject scores")] })],
  },
  { code: "41", year: 2026, mode: "group", batches: [bk(48, 6, "group")], confidence: "high", source: src("河南省教育考试院（2026 年普通高校招生工作规定）", "https://www.henan.gov.cn", "2026", "P, G") },
  {
    code: "42", year: 2026, mode: "group",
    batches: [bk(45, 6, "group"), other("本科提前批", 20, 6, "group", [G_ONLY, note("含军队招飞、综合评价、农村订单定向医学、荆楚优师；每组专业数沿用本科批", "military pilots, comprehensive evaluation, rural-order medicine and 荆楚优师; majors per group as in the 本科 batch")])], confidence: "medium", source: src("湖北省教育考试院（问答，未注明日期）", "https://www.hbksw.com", "2025", "P, G") },
  {
    code: "43", year: 2026, mode: "group", batches: [bk(45, 6, "group")], confidence: "medium", source: src("gaokao-pro 数据集；湖南省教育考试院（原文地址待核实）", "", "2026", "G"),
    disagreements: [{ field: "source", values: [{ value: "官方原文地址是占位符，未能核实 / the official address given is a placeholder", source: "research" }] }],
  },
  {
    code: "44", year: 2026, mode: "group",
    batches: [bk(45, 6, "group"), other("专科批", 45, 6, "group", [G_ONLY, note("每组专业数沿用本科批", "majors per group as in the 本科 batch")])], confidence: "high", source: src("广东省教育考试院", "https://eea.gd.gov.cn", "2026-05-13", "P, G") },
  { code: "45", year: 2026, mode: "group", batches: [bk(40, 20, "group")], confidence: "high", source: src("广西招生考试院", "https://www.gxeea.cn", "2026-06-03", "P, G") },
  {
    code: "46", year: 2026, mode: "group", confidence: "high", source: src("海南省考试局", "https://ea.hainan.gov.cn", "2026-05-28", "P, G"),
    batches: [bk(30, 6, "group", { notes: [note("900 分制标准分", "standard scores out of 900")] })],
  },
  {
    code: "51", year: 2026, mode: "group", confidence: "high", source: src("四川省教育考试院", "https://www.sceea.cn", "2026-04", "P, G"),
    batches: [bk(45, 6, "group", {
      order: "rank",
      segments: [{ name: "A段", slots: 20, note: note("国家专项等计划，先于 B 段录取", "national special plans and the like, admitted before the B segment") }],
      notes: [note("B 段为普通计划；位次优先、遵循志愿、一轮投档", "the B segment is the ordinary plan; rank first, volunteers in order, one round")],
    })],
  },
  { code: "52", year: 2025, mode: "major", batches: [bk(96, 1, "none")], confidence: "high", source: src("贵州省招生考试院", "https://zsksy.guizhou.gov.cn", "2025-06-25", "P, G") },
  {
    code: "53", year: 2025, mode: "group", confidence: "high", source: src("云南省招生考试院", "https://www.ynzs.cn", "2025-01-23", "P, G"),
    batches: [bk(40, 10, "group", { segments: [{ name: "专项、预科志愿", slots: 10 }] })],
  },
  {
    code: "54", year: 2026, mode: "college", confidence: "high", source: src("西藏自治区教育考试院", "https://zsks.edu.xizang.gov.cn", "2026-05-29", "P, G"),
    batches: [{ batch: "本科一批", slots: 10, majorsPerSlot: 4, adjustment: "majors", order: "score", singleRound: true, notes: [note("文理分科；院校平行志愿，可服从专业调剂，无院校调剂", "arts and sciences; parallel college volunteers with major 调剂 but no college 调剂")] }],
  },
  {
    code: "61", year: 2026, mode: "group", confidence: "low", source: src("gaokao-pro 数据集（陕西省人民政府网站的说明）", "https://www.shaanxi.gov.cn", "2026", "G, V"),
    batches: [bk(45, 6, "group", { notes: [note("国家专项、地方专项并入本科批", "national and local special plans are part of the 本科 batch")] })],
  },
  {
    code: "62", year: 2026, mode: "group", confidence: "high", source: src("甘肃省教育考试院", "https://www.ganseea.cn", "2026-05-20", "P, G, V"),
    batches: [bk(45, 6, "group", { segments: [{ name: "B段", slots: 1, note: note("顺序志愿，先于 C 段", "one sequential volunteer, before the C segment") }], notes: [note("C 段为平行志愿；另有 2 次征集", "the C segment is parallel; two further calls for vacancies")] })],
  },
  {
    code: "63", year: 2026, mode: "major", confidence: "high", source: src("青海省教育招生考试院（实施细则）", "https://www.qhjyks.com", "2026-06-15", "P, G"),
    batches: [bk(96, 1, "none"), other("本科提前批", 60, 1, "none", [note("提前批 60 个志愿（青海省实施细则）", "the early batch has 60 volunteers (Qinghai's implementing rules)")])],
  },
  {
    code: "64", year: 2026, mode: "group", confidence: "medium", source: src("宁夏回族自治区教育厅", "https://jyt.nx.gov.cn", "2025-01-23", "G as corrected by V"),
    batches: [bk(45, 6, "group", { segments: [{ name: "A段", slots: 1, note: note("顺序志愿，先于 B 段", "one sequential volunteer, before the B segment") }] })],
  },
  {
    code: "65", year: 2026, mode: "college", confidence: "medium", source: src("新疆维吾尔自治区教育考试院", "https://www.xjzk.gov.cn", "2026-05-06", "P, V"),
    batches: [
      { batch: "本科一批", slots: 18, majorsPerSlot: 6, adjustment: "college", order: "score", singleRound: true, notes: [note("文理分科；服从调剂可调往院校全部专业", "arts and sciences; 调剂 reaches every major of the college")] },
      { batch: "本科二批", slots: 18, majorsPerSlot: 6, adjustment: "college", order: "score", singleRound: true },
      other("专科批", 18, 6, "college", [G_ONLY]),
    ],
    differs: { 2025: { batch: "本科一批", slots: 9 } },
  },
];

/** The years the product has rules for. */
export const RULE_YEARS = [2025, 2026] as const;

const LOWER: Record<Confidence, Confidence> = { high: "medium", medium: "low", low: "low" };

/**
 * A province's rule for a year (2025 or 2026), or null for any other year or an unknown province. A year the sources do
 * not speak of carries the other year's rule over with one level less confidence, and says so (`assumedFrom`).
 */
export function provinceRule(provinceCode: string, year: number): ProvinceRule | null {
  const province = findProvince(provinceCode);
  const entry = province ? ENTRIES.find((e) => e.code === province.code) : undefined;
  if (!province || !entry || !(RULE_YEARS as readonly number[]).includes(year)) return null;
  const differs = entry.differs?.[year];
  const batches = entry.batches.map((b) => (differs && (differs.batch ?? "本科批") === b.batch ? { ...b, ...differs, batch: b.batch } : b));
  const sourced = year === entry.year || differs != null;
  return {
    province: province.code,
    year,
    mode: entry.mode,
    batches,
    source: entry.source,
    confidence: sourced ? entry.confidence : LOWER[entry.confidence],
    disagreements: entry.disagreements ?? [],
    ...(sourced ? {} : { assumedFrom: entry.year }),
  };
}

/** Every province's rule for a year. */
export function allProvinceRules(year: number): ProvinceRule[] {
  return ENTRIES.map((e) => provinceRule(e.code, year)).filter((r): r is ProvinceRule => r != null);
}
