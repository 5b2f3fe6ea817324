// Publicly funded normal-school students (公费师范生): the six ministry-run normal universities and the kinds of funded teacher-training schemes (source type: State Council implementation measures of 2018 and public admission brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
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
      zh: "生源省份公布的履约地（市、州、盟）及以下的中小学（2024 年起本研衔接，读完教育硕士后任教）",
      en: "Primary or secondary schools in the prefectures the home province lists and below (from 2024, after the master of education)",
    },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
    breach: { zh: "退还公费教育费用并缴纳违约金（常见为 50%，以协议为准）", en: "Refund the funding and pay a penalty (commonly 50%; the agreement decides)" },
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

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "国务院办公厅转发教育部等部门《教育部直属师范大学本研衔接师范生公费教育实施办法》（国办发〔2024〕27 号，教育部网站）",
      en: "State Council General Office, measures for bachelor-to-master funded teacher education at the ministry-run normal universities (Guobanfa [2024] No. 27, moe.gov.cn)",
    },
    url: "https://www.moe.gov.cn/jyb_xxgk/moe_1777/moe_1778/202406/t20240614_1135654.html",
    kind: "publisher",
    date: "2024-05-28",
    supports: {
      zh: "6 所部属师大自 2024 年起本研衔接（本科 4 年、教育硕士 2 年），提前批录取，重点为中西部省会以外的地市及以下培养，不定向到直辖市、计划单列市和省会主城区，研一后按排序选择履约地，毕业后任教 6 年以上；2018 年办法同时废止",
      en: "from 2024 the 6 universities train from bachelor to master (4 + 2 years), admit in the early batch, train mainly for prefectures and below outside central and western provincial capitals, never for municipalities, separately planned cities or capitals' main districts; placement chosen by rank after the first master's year; at least 6 years of teaching; the 2018 measures repealed",
    },
  },
  {
    title: {
      zh: "国务院办公厅转发教育部等部门《教育部直属师范大学师范生公费教育实施办法》（国办发〔2018〕75 号；我们读到的是其省级实施细则的引述）",
      en: "State Council General Office, measures for funded teacher education at the ministry-run normal universities (Guobanfa [2018] No. 75; read as cited in a provincial implementing rule)",
    },
    kind: "publisher",
    date: "2018-07-30",
    supports: {
      zh: "2007 年起在 6 所部属师大试点免费师范生；2018 年改称公费师范生，服务期 6 年以上；到城镇学校的须到农村义务教育学校任教至少 1 年（2024 年以前入学的学生适用）",
      en: "free teacher education piloted at the 6 universities from 2007; renamed funded in 2018 with at least 6 years of service; town postings with at least 1 rural year (for students who entered before 2024)",
    },
  },
  {
    title: {
      zh: "教育部等九部门印发《中西部欠发达地区优秀教师定向培养计划》（央视网报道）",
      en: "Nine departments led by the Ministry of Education issue the Excellent Teachers Plan for less developed central and western areas (CCTV report)",
    },
    kind: "report",
    date: "2021",
    supports: {
      zh: "2021 年起部属师大和地方师范院校每年为 832 个脱贫县和中西部陆地边境县定向培养约 1 万名师范生",
      en: "from 2021 the ministry-run and provincial normal universities train about 10,000 student teachers a year for the 832 counties lifted out of poverty and the land-border counties of central and western China",
    },
  },
];
