// Publicly funded normal-school students (公费师范生): the six ministry-run normal universities and the kinds of funded teacher-training schemes (source type: State Council implementation measures of 2018 and public admission brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ---------- The six ministry-run normal universities (since 2007) ---------- */

export interface NormalUniversity {
  /** School code as in src/content/data/schools.ts (last five digits of the MOE identifier). */
  code: string;
  city: Bilingual;
}

export const universityColumns: Record<Lang, string[]> = {
  zh: ["学校", "所在城市", "学校代码"],
  en: ["University", "City", "School code"],
};

export const ministryNormalUniversities: NormalUniversity[] = [
  { code: "10027", city: { zh: "北京", en: "Beijing" } },
  { code: "10269", city: { zh: "上海", en: "Shanghai" } },
  { code: "10200", city: { zh: "长春", en: "Changchun" } },
  { code: "10511", city: { zh: "武汉", en: "Wuhan" } },
  { code: "10718", city: { zh: "西安", en: "Xi'an" } },
  { code: "10635", city: { zh: "重庆", en: "Chongqing" } },
];

/* ---------- Kinds of funded teacher-training schemes ---------- */

export interface Scheme {
  name: Bilingual;
  trainedAt: Bilingual;
  funding: Bilingual;
  teachingPost: Bilingual;
  service: Bilingual;
  breach: Bilingual;
}

export const schemeColumns: Record<Lang, string[]> = {
  zh: ["类型", "培养院校", "在校待遇", "毕业后任教", "服务期", "违约"],
  en: ["Scheme", "Where you study", "While studying", "Where you teach", "Service", "Breach"],
};

export const schemes: Scheme[] = [
  {
    name: { zh: "国家公费师范生", en: "National funded normal students" },
    trainedAt: { zh: "6 所教育部直属师范大学", en: "The 6 ministry-run normal universities" },
    funding: { zh: "免学费、住宿费，补助生活费（中央财政）", en: "No tuition or accommodation fees, plus a living allowance (central budget)" },
    teachingPost: {
      zh: "一般回生源所在省份中小学；到城镇学校的，须到农村义务教育学校任教至少 1 年",
      en: "Usually primary or secondary schools in the home province; those posted to towns must teach at least 1 year in a rural compulsory-education school",
    },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
    breach: { zh: "退还公费教育费用，并缴纳 50% 违约金", en: "Refund the funding and pay a 50% penalty" },
  },
  {
    name: { zh: "优师计划（2021 年起）", en: "Excellent Teachers Plan (from 2021)" },
    trainedAt: { zh: "部属师范大学和部分地方师范院校", en: "Ministry-run normal universities and some provincial ones" },
    funding: { zh: "与公费师范生相近", en: "Similar to funded normal students" },
    teachingPost: {
      zh: "定向中西部欠发达地区县中小学",
      en: "Directed to county schools in less developed central and western areas",
    },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
    breach: { zh: "按协议，一般为退还费用并缴纳违约金", en: "Under the agreement; usually refund plus a penalty" },
  },
  {
    name: { zh: "地方（省级）公费师范生", en: "Provincial funded normal students" },
    trainedAt: { zh: "本省师范院校等", en: "Normal universities and colleges in the province" },
    funding: { zh: "省级财政承担，标准由各省规定", en: "Paid by the province, on the province's scale" },
    teachingPost: { zh: "多定向本省县域、乡村学校", en: "Mostly county and rural schools in the province" },
    service: { zh: "一般不少于 6 年，以本省规定为准", en: "Generally at least 6 years; the province's rules prevail" },
    breach: {
      zh: "一般为退还费用并缴纳 50% 违约金，以本省规定和协议为准",
      en: "Generally refund plus a 50% penalty; provincial rules and the agreement prevail",
    },
  },
];
