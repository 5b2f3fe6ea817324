// Civil aviation pilot recruitment (民航招飞): the eligibility standards, the recruitment routes and some universities with a flight-technology major (source type: CAAC medical standard MH/T 7013-2017 and public university and airline recruitment brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ---------- 1. Standards ---------- */

export interface StandardRow {
  item: Bilingual;
  rule: Bilingual;
  note: Bilingual;
}

export const standardColumns: Record<Lang, string[]> = {
  zh: ["项目", "要求", "说明"],
  en: ["Item", "Requirement", "Notes"],
};

export const standardRows: StandardRow[] = [
  {
    item: { zh: "身高（男）", en: "Height (men)" },
    rule: { zh: "170–185 cm", en: "170–185 cm" },
    note: { zh: "部分航空公司或机型另有要求", en: "Some airlines or aircraft types add their own limits" },
  },
  {
    item: { zh: "身高（女）", en: "Height (women)" },
    rule: { zh: "168–180 cm", en: "168–180 cm" },
    note: { zh: "女生名额少，招收单位和省份每年不同", en: "Few places for women; the recruiting units and provinces change every year" },
  },
  {
    item: { zh: "体重指数 BMI", en: "Body-mass index (BMI)" },
    rule: { zh: "18.5–24（从 18.5 起，低于 24）", en: "18.5–24 (from 18.5, below 24)" },
    note: { zh: "BMI = 体重（kg）÷ 身高（m）的平方", en: "BMI = weight (kg) ÷ height (m) squared" },
  },
  {
    item: { zh: "高考英语", en: "Gaokao English" },
    rule: { zh: "原始成绩不低于 95 分", en: "Raw score at least 95" },
    note: { zh: "飞行训练和执照考试都离不开英语", en: "Flight training and licence exams rely heavily on English" },
  },
  {
    item: { zh: "大学毕业生的英语", en: "English for university graduates" },
    rule: { zh: "大学英语四级或六级成绩 425 分及以上", en: "CET-4 or CET-6 score of 425 or more" },
    note: { zh: "适用于面向大学毕业生的招飞", en: "Applies to recruitment of university graduates" },
  },
  {
    item: { zh: "体检标准", en: "Medical standard" },
    rule: { zh: "MH/T 7013-2017", en: "MH/T 7013-2017" },
    note: { zh: "民航行业标准《民用航空招收飞行学生体检鉴定规范》", en: "The civil aviation industry standard for medical assessment of student pilot applicants" },
  },
  {
    item: { zh: "背景调查", en: "Background check" },
    rule: { zh: "由公安机关开展，结论合格", en: "Conducted by the police; the result must be a pass" },
    note: { zh: "涉及本人及家庭成员的违法犯罪等记录", en: "Covers criminal and other records of the candidate and family" },
  },
];

/* ---------- 2. Recruitment routes ---------- */

export interface RouteRow {
  route: Bilingual;
  who: Bilingual;
  how: Bilingual;
}

export const routeColumns: Record<Lang, string[]> = {
  zh: ["途径", "面向谁", "怎么走"],
  en: ["Route", "For whom", "How it works"],
};

export const routeRows: RouteRow[] = [
  {
    route: { zh: "航空公司招收“养成生”", en: "Airline cadet recruitment" },
    who: { zh: "高三学生", en: "Senior-3 students" },
    how: { zh: "与航空公司签约，高考后进入合作院校学习飞行技术专业，毕业后回签约公司", en: "Sign with an airline, study flight technology at a partner university after the gaokao, then join that airline" },
  },
  {
    route: { zh: "院校招收飞行技术专业学生", en: "University flight-technology admission" },
    who: { zh: "高三学生", en: "Senior-3 students" },
    how: { zh: "通过院校组织的招飞体检和背景调查，高考在提前批录取", en: "Pass the university's recruitment medical and background check, then be admitted in the early batch" },
  },
  {
    route: { zh: "面向大学毕业生招飞", en: "Recruitment of university graduates" },
    who: { zh: "本科毕业生（常称“大改驾”）", en: "Bachelor's graduates (often called “graduate-to-pilot”)" },
    how: { zh: "航空公司组织选拔，合格者参加飞行训练，英语须有四、六级 425 分及以上", en: "Run by airlines; successful candidates go to flight training; CET-4 or CET-6 425+ required" },
  },
];

/* ---------- 3. Some universities with a flight-technology major ---------- */

/** School codes as in src/content/data/schools.ts. */
export const flightSchoolCodes: readonly string[] = ["10624", "10059", "10006", "10287", "11330", "10856"];
