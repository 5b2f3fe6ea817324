// Ethnic-minority classes (民族班) and preparatory classes (少数民族预科班): how they differ, who runs them, the six State Ethnic Affairs Commission universities (source type: public provincial admission rules and university brochures, general summary; school codes from the MOE institution list 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ------------------------------------------------------------------ */
/* 民族班 and 预科班 side by side                                       */
/* ------------------------------------------------------------------ */

export const comparisonColumns: Record<Lang, string[]> = {
  zh: ["比较项", "民族班", "少数民族预科班"],
  en: ["Aspect", "Ethnic-minority class (民族班)", "Preparatory class (预科班)"],
};

interface ComparisonRow {
  aspect: Bilingual;
  ethnicClass: Bilingual;
  preparatory: Bilingual;
}

export const comparison: ComparisonRow[] = [
  {
    aspect: { zh: "是什么", en: "What it is" },
    ethnicClass: {
      zh: "高校为少数民族考生单列计划的班级，录取后进入专业学习（有的先读 1 年预科）",
      en: "A class with its own quota for ethnic-minority candidates; students go straight into their major (some first take a preparatory year)",
    },
    preparatory: {
      zh: "录取后先读 1 年预科，补强基础课，考核合格后转入本科（或专科）专业",
      en: "Students first take a one-year preparatory course to strengthen the basics, then move into a bachelor (or junior-college) major after passing",
    },
  },
  {
    aspect: { zh: "招收对象", en: "Who it takes" },
    ethnicClass: {
      zh: "主要是少数民族聚居地区的少数民族考生",
      en: "Mainly ethnic-minority candidates from areas where minorities live in compact communities",
    },
    preparatory: {
      zh: "少数民族考生；聚居、散居考生的范围由各省规定",
      en: "Ethnic-minority candidates; each province decides how far candidates from compact and scattered communities qualify",
    },
  },
  {
    aspect: { zh: "分数优惠", en: "Score concession" },
    ethnicClass: {
      zh: "可在招生高校所在批次的控制线或提档线下降分，全国规定最多 40 分，各省在此范围内确定",
      en: "Admission below the university's batch line or file-release score: at most 40 points under the national rule, each province setting its margin within that",
    },
    preparatory: {
      zh: "降分幅度比民族班大：全国规定本科预科最多 80 分、专科预科最多 60 分，各省在此范围内确定",
      en: "A larger concession than the ethnic class: at most 80 points for undergraduate and 60 points for junior-college preparatory classes under the national rule, each province setting its margin within that",
    },
  },
  {
    aspect: { zh: "学习年限", en: "Length of study" },
    ethnicClass: {
      zh: "按所读专业学制，本科一般 4 年",
      en: "The normal length of the major, usually 4 years for a bachelor's degree",
    },
    preparatory: {
      zh: "1 年预科 + 专业学制，读完本科一般共 5 年",
      en: "One preparatory year plus the major, so usually 5 years in all for a bachelor's degree",
    },
  },
  {
    aspect: { zh: "在哪里学", en: "Where you study" },
    ethnicClass: { zh: "招生高校", en: "At the admitting university" },
    preparatory: {
      zh: "招生高校，或高校委托的预科教育基地",
      en: "At the admitting university or at a preparatory education base it uses",
    },
  },
  {
    aspect: { zh: "专业怎么定", en: "How the major is decided" },
    ethnicClass: { zh: "录取时确定专业或专业类", en: "Set at admission (a major or a group of majors)" },
    preparatory: {
      zh: "预科结业考核合格后，按学校规定确定专业，可选范围可能有限",
      en: "Decided after the preparatory exams, under the university's rules; the choice may be limited",
    },
  },
  {
    aspect: { zh: "毕业证书", en: "Certificates" },
    ethnicClass: {
      zh: "与同校同专业普通学生相同",
      en: "The same as other students of the same major",
    },
    preparatory: {
      zh: "预科阶段不发学历证书；转入专业后毕业，证书与普通学生相同",
      en: "No qualification for the preparatory year itself; after the major, the same certificates as other students",
    },
  },
];

export function comparisonRows(lang: Lang): string[][] {
  return comparison.map((row) => [row.aspect[lang], row.ethnicClass[lang], row.preparatory[lang]]);
}

/* ------------------------------------------------------------------ */
/* Which kinds of institutions run them                               */
/* ------------------------------------------------------------------ */

export const institutionColumns: Record<Lang, string[]> = {
  zh: ["院校类型", "通常的做法"],
  en: ["Kind of institution", "What they usually do"],
};

export const institutionKinds: { kind: Bilingual; practice: Bilingual }[] = [
  {
    kind: { zh: "中央部门所属高校（含教育部直属高校）", en: "Universities under central government departments (including ministry-run ones)" },
    practice: {
      zh: "在部分省份安排民族班或预科班计划，预科生常在高校或指定的预科教育基地学习 1 年",
      en: "Offer ethnic or preparatory places in certain provinces; preparatory students often spend the year at the university or at a designated preparatory base",
    },
  },
  {
    kind: { zh: "国家民委所属民族院校", en: "Ethnic universities under the State Ethnic Affairs Commission" },
    practice: {
      zh: "少数民族学生比例高，面向全国多个省份招收民族班和预科班学生",
      en: "A high share of ethnic-minority students; ethnic and preparatory classes recruited from many provinces",
    },
  },
  {
    kind: { zh: "地方（省属）本科高校", en: "Provincial universities" },
    practice: {
      zh: "主要面向本省少数民族考生，民族自治地方和边疆省份的高校计划较多",
      en: "Mainly for ethnic-minority candidates of their own province; more places at universities in autonomous areas and border provinces",
    },
  },
  {
    kind: { zh: "高职（专科）院校", en: "Higher vocational (junior) colleges" },
    practice: {
      zh: "部分院校举办专科层次预科班，预科后转入专科专业",
      en: "Some run junior-college preparatory classes leading into a junior-college major",
    },
  },
];

export function institutionRows(lang: Lang): string[][] {
  return institutionKinds.map((row) => [row.kind[lang], row.practice[lang]]);
}

/* ------------------------------------------------------------------ */
/* The six universities of the State Ethnic Affairs Commission         */
/* ------------------------------------------------------------------ */

export const ethnicUniversityColumns: Record<Lang, string[]> = {
  zh: ["学校", "所在地", "学校标识码（后 5 位）"],
  en: ["University", "Location", "MOE identifier (last 5 digits)"],
};

export const ethnicUniversities: { name: Bilingual; location: Bilingual; moeCode: string }[] = [
  { name: { zh: "中央民族大学", en: "Minzu University of China" }, location: { zh: "北京", en: "Beijing" }, moeCode: "10052" },
  { name: { zh: "中南民族大学", en: "South-Central Minzu University" }, location: { zh: "湖北武汉", en: "Wuhan, Hubei" }, moeCode: "10524" },
  { name: { zh: "西南民族大学", en: "Southwest Minzu University" }, location: { zh: "四川成都", en: "Chengdu, Sichuan" }, moeCode: "10656" },
  { name: { zh: "西北民族大学", en: "Northwest Minzu University" }, location: { zh: "甘肃兰州", en: "Lanzhou, Gansu" }, moeCode: "10742" },
  { name: { zh: "北方民族大学", en: "North Minzu University" }, location: { zh: "宁夏银川", en: "Yinchuan, Ningxia" }, moeCode: "11407" },
  { name: { zh: "大连民族大学", en: "Dalian Minzu University" }, location: { zh: "辽宁大连", en: "Dalian, Liaoning" }, moeCode: "12026" },
];

export function ethnicUniversityRows(lang: Lang): string[][] {
  return ethnicUniversities.map((u) => [u.name[lang], u.location[lang], u.moeCode]);
}

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "教育部《普通高等学校少数民族预科班、民族班招生工作管理规定》（2005 年 4 月 1 日印发，各省每年的招生规定沿用）",
      en: "Ministry of Education, rules on the admission of ethnic-minority preparatory and ethnic classes (issued 1 April 2005, carried into each province's yearly admission rules)",
    },
    kind: "publisher",
    date: "2005-04-01",
    supports: {
      zh: "民族班最多降 40 分、本科预科班最多降 80 分、专科预科班最多比提档线低 60 分，各省在此范围内确定",
      en: "at most 40 points for ethnic classes, 80 for undergraduate preparatory classes and 60 below the file-release score for junior-college preparatory classes, each province deciding within these",
    },
  },
];
