// Strong Foundation Plan (强基计划): its 39 universities by province, common subject requirements and the rule on moving from a science to an engineering major (source type: MOE policy of 2020 and public admission brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ---------- 1. Universities by province ---------- */

export interface ProvinceGroup {
  province: Bilingual;
  /** School codes as in src/content/data/schools.ts (last five digits of the MOE identifier; 9xxxx = military). */
  codes: string[];
}

export const provinceColumns: Record<Lang, string[]> = {
  zh: ["省份", "高校数", "高校"],
  en: ["Province", "Universities", "Names"],
};

export const provinceGroups: ProvinceGroup[] = [
  { province: { zh: "北京", en: "Beijing" }, codes: ["10001", "10002", "10003", "10006", "10007", "10019", "10027", "10052"] },
  { province: { zh: "天津", en: "Tianjin" }, codes: ["10055", "10056"] },
  { province: { zh: "辽宁", en: "Liaoning" }, codes: ["10141", "10145"] },
  { province: { zh: "吉林", en: "Jilin" }, codes: ["10183"] },
  { province: { zh: "黑龙江", en: "Heilongjiang" }, codes: ["10213"] },
  { province: { zh: "上海", en: "Shanghai" }, codes: ["10246", "10247", "10248", "10269"] },
  { province: { zh: "江苏", en: "Jiangsu" }, codes: ["10284", "10286"] },
  { province: { zh: "浙江", en: "Zhejiang" }, codes: ["10335"] },
  { province: { zh: "安徽", en: "Anhui" }, codes: ["10358"] },
  { province: { zh: "福建", en: "Fujian" }, codes: ["10384"] },
  { province: { zh: "山东", en: "Shandong" }, codes: ["10422", "10423"] },
  { province: { zh: "湖北", en: "Hubei" }, codes: ["10486", "10487"] },
  { province: { zh: "湖南", en: "Hunan" }, codes: ["10532", "10533", "90002"] },
  { province: { zh: "广东", en: "Guangdong" }, codes: ["10558", "10561"] },
  { province: { zh: "四川", en: "Sichuan" }, codes: ["10610", "10614"] },
  { province: { zh: "重庆", en: "Chongqing" }, codes: ["10611"] },
  { province: { zh: "陕西", en: "Shaanxi" }, codes: ["10698", "10699", "10712"] },
  { province: { zh: "甘肃", en: "Gansu" }, codes: ["10730"] },
];

/** Every Strong Foundation university once, in the order of the province table (39 codes). */
export const strongFoundationSchoolsInOrder: string[] = provinceGroups.flatMap((group) => group.codes);

/* ---------- 2. Subject requirements ---------- */

export interface SubjectRequirement {
  /** A group of majors (the requirement is set per school and major group, so this is the common pattern). */
  majors: Bilingual;
  /** Provinces where candidates take physics or history first, then two of four (3+1+2). */
  model312: Bilingual;
  /** Provinces where candidates choose any three electives (3+3). */
  model33: Bilingual;
  note: Bilingual;
}

export const subjectColumns: Record<Lang, string[]> = {
  zh: ["专业类别", "“3+1+2”省份的常见要求", "“3+3”省份的常见要求", "说明"],
  en: ["Majors", "Usual requirement, 3+1+2 provinces", "Usual requirement, 3+3 provinces", "Notes"],
};

export const subjectRequirements: SubjectRequirement[] = [
  {
    majors: { zh: "数学类", en: "Mathematics" },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: {
      zh: "多数高校要求物理＋化学，少数只要求物理",
      en: "Most universities require physics and chemistry; a few require physics only",
    },
  },
  {
    majors: { zh: "物理学类、化学类", en: "Physics, chemistry" },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: { zh: "各校基本一致", en: "Almost the same at every university" },
  },
  {
    majors: { zh: "生物科学类", en: "Biological sciences" },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: {
      zh: "多数高校如此，个别高校另有规定（如加选生物）",
      en: "True at most universities; a few set their own rule (such as biology as well)",
    },
  },
  {
    majors: {
      zh: "国家急需领域相关专业（芯片、智能、新材料、先进制造等）",
      en: "Majors in areas of national need (chips, intelligent technology, new materials, advanced manufacturing)",
    },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: {
      zh: "只有部分高校开设，专业名单每年可能调整",
      en: "Offered by some universities only; the list of majors can change each year",
    },
  },
  {
    majors: { zh: "历史学、哲学、古文字学（汉语言文学）等", en: "History, philosophy, ancient Chinese writing (Chinese language and literature)" },
    model312: {
      zh: "多数首选历史或物理均可，部分高校只招历史类",
      en: "Usually either history or physics first; some universities recruit history-track candidates only",
    },
    model33: { zh: "多数不限，个别高校有要求", en: "Usually no requirement; a few universities set one" },
    note: {
      zh: "同一专业可能分物理类、历史类两个计划，差别最大，逐校核对",
      en: "The same major may have separate physics-track and history-track quotas; this varies most, so check each university",
    },
  },
];

/* ---------- 3. Moving from a science major to an engineering major ---------- */

export interface TransferRule {
  code: string;
  allowed: Bilingual;
  note: Bilingual;
}

export const transferColumns: Record<Lang, string[]> = {
  zh: ["高校", "理科专业能否转入工科专业", "说明"],
  en: ["University", "Science major to engineering major?", "Notes"],
};

/**
 * The national rule: Strong Foundation students may not, in principle, move to majors outside the related disciplines.
 * Universities publish their own detailed rules each year; where we hold no confirmed school-specific rule, the default applies.
 */
const defaultRule: Omit<TransferRule, "code"> = {
  allowed: { zh: "原则上不允许", en: "Not in principle" },
  note: {
    zh: "只可在本校强基计划专业范围内按规定调整，是否含工科类专业以当年简章为准",
    en: "Changes only within the university's own Strong Foundation majors, if its rules allow; whether these include engineering majors: see the year's brochure",
  },
};

/** School-specific entries, only where the rule is known to differ from the default. */
const overrides: Record<string, Omit<TransferRule, "code">> = {
  "90002": {
    allowed: { zh: "原则上不允许", en: "Not in principle" },
    note: {
      zh: "军队院校，学员按军队院校规定管理，以当年简章为准",
      en: "A military academy: cadets follow military academy rules; see the year's brochure",
    },
  },
};

export const transferRules: TransferRule[] = strongFoundationSchoolsInOrder.map((code) => ({
  code,
  ...(overrides[code] ?? defaultRule),
}));
