// Provinces and how admission is organised in each, by year: exam model, subject types (科类 / 首选科目), admission
// batches and the volunteer mode. Pure data and rules shared by the server (seed, import, queries) and the browser.

export type ModeName = "3+3" | "3+1+2" | "文理";
/** How a province's 本科 volunteers name an enrolment unit: 院校专业组, 专业(类)+院校, or the traditional 院校 (+专业). */
export type VolunteerMode = "group" | "major" | "college";

export interface Province {
  code: string;
  name: string;
  shortName: string;
  /** portal.md §9: 660 for Shanghai (31), 900 for Hainan (46, standard scores), 750 elsewhere */
  totalScore: number;
  /** the current exam model */
  modeName: ModeName;
  /** first exam year under the current model; null while the province still examines 文理 */
  reformYear: number | null;
  /** the volunteer mode once reformed (新高考); before the reform every province filled traditional college volunteers */
  reformedVolunteerMode: VolunteerMode;
}

const province = (code: string, name: string, shortName: string, modeName: ModeName, reformYear: number | null, reformedVolunteerMode: VolunteerMode = "group"): Province =>
  ({ code, name, shortName, totalScore: code === "31" ? 660 : code === "46" ? 900 : 750, modeName, reformYear, reformedVolunteerMode });

/**
 * All 31 provincial-level divisions (GB/T 2260). Reform years: 3+3 since 2017 (上海, 浙江) or 2020; 3+1+2 from 2021, 2024
 * or 2025. Volunteer modes after the reform (shared/research/province-volunteer-rules-2025-2026.md): 专业(类)+院校 in
 * 浙江, 山东, 河北, 辽宁, 重庆, 贵州 and 青海; 院校专业组 elsewhere; 西藏 and 新疆 still examine 文理.
 */
export const PROVINCES: readonly Province[] = [
  province("11", "北京市", "北京", "3+3", 2020), province("12", "天津市", "天津", "3+3", 2020),
  province("13", "河北省", "河北", "3+1+2", 2021, "major"), province("14", "山西省", "山西", "3+1+2", 2025),
  province("15", "内蒙古自治区", "内蒙古", "3+1+2", 2025), province("21", "辽宁省", "辽宁", "3+1+2", 2021, "major"),
  province("22", "吉林省", "吉林", "3+1+2", 2024), province("23", "黑龙江省", "黑龙江", "3+1+2", 2024),
  province("31", "上海市", "上海", "3+3", 2017), province("32", "江苏省", "江苏", "3+1+2", 2021),
  province("33", "浙江省", "浙江", "3+3", 2017, "major"), province("34", "安徽省", "安徽", "3+1+2", 2024),
  province("35", "福建省", "福建", "3+1+2", 2021), province("36", "江西省", "江西", "3+1+2", 2024),
  province("37", "山东省", "山东", "3+3", 2020, "major"), province("41", "河南省", "河南", "3+1+2", 2025),
  province("42", "湖北省", "湖北", "3+1+2", 2021), province("43", "湖南省", "湖南", "3+1+2", 2021),
  province("44", "广东省", "广东", "3+1+2", 2021), province("45", "广西壮族自治区", "广西", "3+1+2", 2024),
  province("46", "海南省", "海南", "3+3", 2020), province("50", "重庆市", "重庆", "3+1+2", 2021, "major"),
  province("51", "四川省", "四川", "3+1+2", 2025), province("52", "贵州省", "贵州", "3+1+2", 2024, "major"),
  province("53", "云南省", "云南", "3+1+2", 2025), province("54", "西藏自治区", "西藏", "文理", null, "college"),
  province("61", "陕西省", "陕西", "3+1+2", 2025), province("62", "甘肃省", "甘肃", "3+1+2", 2024),
  province("63", "青海省", "青海", "3+1+2", 2025, "major"), province("64", "宁夏回族自治区", "宁夏", "3+1+2", 2025),
  province("65", "新疆维吾尔自治区", "新疆", "文理", null, "college"),
];

const BY_KEY = new Map<string, Province>(PROVINCES.flatMap((p) => [[p.code, p], [p.name, p], [p.shortName, p]] as [string, Province][]));

/** A province by GB/T 2260 code ("44", or a 6-digit region code), full name ("广东省") or short name ("广东"). */
export function findProvince(value: string | null | undefined): Province | undefined {
  if (!value) return undefined;
  const v = value.trim();
  return BY_KEY.get(/^\d{6}$/.test(v) ? v.slice(0, 2) : v);
}

export function isReformed(p: Pick<Province, "reformYear">, year: number): boolean {
  return p.reformYear != null && year >= p.reformYear;
}

/** Subject types (科类) of a province in a year: 综合 under 3+3, 物理类/历史类 under 3+1+2, else 理科/文科. */
export function subjectTypesOf(p: Pick<Province, "modeName" | "reformYear">, year: number): string[] {
  if (!isReformed(p, year)) return ["理科", "文科"];
  return p.modeName === "3+3" ? ["综合"] : ["物理类", "历史类"];
}

export function volunteerModeOf(p: Pick<Province, "reformYear" | "reformedVolunteerMode">, year: number): VolunteerMode {
  return isReformed(p, year) ? p.reformedVolunteerMode : "college";
}

const SCIENCE = ["物理", "化学", "生物"];
const HUMANITIES = ["历史", "政治", "地理"];

/**
 * The subject type a student with these subjects (e.g. "物理,化学,生物" or "物理+化学+生物") takes in a province and
 * year: 物理类 / 历史类 by the first-choice subject under 3+1+2, 综合 under 3+3, 理科 / 文科 by the majority of the
 * chosen subjects before the reform. Without subjects: the province's first type. Null for an unknown province.
 */
export function subjectTypeFor(provinceCode: string | null | undefined, year: number, subjects: string): string | null {
  const province = findProvince(provinceCode ?? "");
  if (!province) return null;
  const types = subjectTypesOf(province, year);
  const chosen = subjects.split(/[,，+、\s]+/).filter(Boolean);
  if (types.includes("物理类")) {
    if (chosen.includes("历史") && !chosen.includes("物理")) return "历史类";
    return "物理类";
  }
  if (types.includes("理科")) {
    const science = chosen.filter((s) => SCIENCE.includes(s)).length;
    const humanities = chosen.filter((s) => HUMANITIES.includes(s)).length;
    return humanities > science ? "文科" : "理科";
  }
  return types[0] ?? null;
}

/**
 * What a batch is: `early` admits before the others (提前批: military, police, public-funded teachers …), `regular` is the
 * ordinary 本科 admission, `vocational` the 专科 admission, and `line` is a control line that is not an admission batch
 * (特殊类型招生控制线 for 强基/综合评价/高水平运动队).
 */
export type BatchKind = "early" | "regular" | "vocational" | "line";
export interface Batch { name: string; kind: BatchKind; level: "本科" | "专科"; sort: number }

/**
 * Batches of a province in a year. After the reform the 本科 batches merged into one 本科批; before it, 本科一批 and
 * 本科二批 were separate (the seed and the sample data follow this; an import can add a province's own batch names).
 */
export function batchesOf(p: Pick<Province, "reformYear">, year: number): Batch[] {
  const ordinary: Batch[] = isReformed(p, year)
    ? [{ name: "本科批", kind: "regular", level: "本科", sort: 20 }]
    : [{ name: "本科一批", kind: "regular", level: "本科", sort: 20 }, { name: "本科二批", kind: "regular", level: "本科", sort: 21 }];
  return [
    { name: "本科提前批", kind: "early", level: "本科", sort: 10 },
    { name: "特殊类型招生控制线", kind: "line", level: "本科", sort: 15 },
    ...ordinary,
    { name: "专科提前批", kind: "early", level: "专科", sort: 30 },
    { name: "专科批", kind: "vocational", level: "专科", sort: 40 },
  ];
}

/**
 * The kind and level of a batch name a province publishes (used once, when an import meets a name the taxonomy does not
 * have yet; queries then read the stored kind, never the name).
 */
export function classifyBatch(name: string): Pick<Batch, "kind" | "level"> {
  const level = /专科|高职/.test(name) ? "专科" : "本科";
  if (/控制线|资格线|特控/.test(name)) return { kind: "line", level };
  if (/提前/.test(name)) return { kind: "early", level };
  return { kind: level === "专科" ? "vocational" : "regular", level };
}

/** Plan types (计划类型) an enrolment unit can have. */
export const PLAN_TYPES = ["普通", "国家专项", "地方专项", "高校专项", "中外合作", "预科", "民族班", "定向", "其他"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

/**
 * Batch names as provinces publish them, mapped onto their batches (batchesOf): 山东 names the rounds of its 常规批
 * 一批次/二批次/三批次: 第1次志愿 admits 本科, the 2nd admits 专科 (its units are 专科 programmes, 中国民航大学's included,
 * at ranks below the 本科 units of the 1st), the 3rd (REFUSED_BATCHES) fills what the 2nd left; 浙江 its 普通类第一段, 北京 its 本科普通批,
 * 广东 its 高校专项计划批次 (admitted before the ordinary batch: filed under 本科提前批).
 * A name that is a batch itself is kept. Null for a name that maps onto none: the import says so rather than storing
 * rows under a batch no screen or model reads.
 */
const PUBLISHED_BATCHES: { provinces?: readonly string[]; reformed?: boolean; pattern: RegExp; name: string }[] = [
  { provinces: ["37"], reformed: true, pattern: /^(一批次|常规批第[1一]次志愿|常规批)$/, name: "本科批" },
  { provinces: ["37"], reformed: true, pattern: /^(二批次|常规批第[2二]次志愿)$/, name: "专科批" },
  { provinces: ["33"], reformed: true, pattern: /^(普通类)?第一段(平行)?(录取)?$/, name: "本科批" },
  { reformed: true, pattern: /^(本科普通批|普通本科批|本科批次|本科)$/, name: "本科批" },
  { reformed: false, pattern: /^(一本|第一批本科|本科第一批|一批本科)$/, name: "本科一批" },
  { reformed: false, pattern: /^(二本|第二批本科|本科第二批|二批本科)$/, name: "本科二批" },
  // 高校专项计划 is admitted on its own before the ordinary 本科 batch (广东 prints it as a batch)
  { pattern: /^(提前批|本科提前批次|提前本科批|高校专项(计划)?(本科)?批次?)$/, name: "本科提前批" },
  { pattern: /^(特殊类型控制线|特控线|特殊类型招生控制分数线)$/, name: "特殊类型招生控制线" },
  { pattern: /^(专科|专科批次|高职专科批|高职\(专科\)批|高职（专科）批|高职高专批)$/, name: "专科批" },
];

/**
 * Published rounds that are no batch a student fills against, refused with the reason: 山东's 三批次 (常规批第3次志愿)
 * re-opens only the 专科 places the 2nd round left unfilled, so its lowest ranks are those leftovers (570,000 and below
 * in 2022, against the 2nd round's 400,000 median); filed under 专科批 they would read as the batch's line and pull its
 * model down, and a unit in both rounds would be one unit twice.
 */
const REFUSED_BATCHES: { provinces: readonly string[]; reformed?: boolean; pattern: RegExp; reason: string }[] = [
  {
    provinces: ["37"], reformed: true, pattern: /^(三批次|常规批第[3三]次志愿)$/,
    reason: "是常规批第3次志愿：只征集第2次志愿后未录满的专科计划，最低位次是余下的名额，不是专科批的投档线；这些行不导入",
  },
];

/** Why a published batch name's rows are not imported (REFUSED_BATCHES), or null when it is not refused. */
export function refusedBatch(p: Pick<Province, "code" | "reformYear">, year: number, printed: string): string | null {
  const name = printed.trim().replace(/\s+/g, "");
  const reformed = isReformed(p, year);
  return REFUSED_BATCHES.find((r) => r.provinces.includes(p.code) && (r.reformed == null || r.reformed === reformed) && r.pattern.test(name))?.reason ?? null;
}

/** The batch of a province and year a published batch name means (PUBLISHED_BATCHES), or null. */
export function publishedBatch(p: Pick<Province, "code" | "reformYear">, year: number, printed: string): string | null {
  const name = printed.trim().replace(/\s+/g, "");
  const batches = batchesOf(p, year);
  if (batches.some((b) => b.name === name)) return name;
  const reformed = isReformed(p, year);
  const rule = PUBLISHED_BATCHES.find((r) => (!r.provinces || r.provinces.includes(p.code)) && (r.reformed == null || r.reformed === reformed) && r.pattern.test(name));
  return rule && batches.some((b) => b.name === rule.name) ? rule.name : null;
}
