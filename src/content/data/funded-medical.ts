// Rural order-oriented free medical students (农村订单定向免费医学生): study tracks and the obligations of the agreement (source type: national policy of 2010 and provincial admission notices, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- The two tracks ---------- */

export interface Track {
  level: Bilingual;
  length: Bilingual;
  majors: Bilingual;
  training: Bilingual;
  posts: Bilingual;
  service: Bilingual;
}

export const trackColumns: Record<Lang, string[]> = {
  zh: ["层次", "学制", "常见专业", "毕业后培训", "服务单位", "服务期"],
  en: ["Level", "Length", "Usual majors", "Training after graduation", "Where you serve", "Service period"],
};

export const tracks: Track[] = [
  {
    level: { zh: "本科", en: "Undergraduate" },
    length: { zh: "5 年", en: "5 years" },
    majors: { zh: "临床医学、中医学等", en: "Clinical medicine, traditional Chinese medicine and others" },
    training: {
      zh: "3 年全科住院医师规范化培训，一般计入服务期",
      en: "3 years of standardised general-practice residency, normally counted in the service period",
    },
    posts: { zh: "定向县（市、区）的乡镇卫生院等基层医疗卫生机构", en: "Township health centres and other primary-care units in the target county" },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
  },
  {
    level: { zh: "专科", en: "College (junior college)" },
    length: { zh: "3 年", en: "3 years" },
    majors: { zh: "临床医学、中医学等", en: "Clinical medicine, traditional Chinese medicine and others" },
    training: {
      zh: "2 年助理全科医生培训，一般计入服务期",
      en: "2 years of assistant general-practitioner training, normally counted in the service period",
    },
    posts: { zh: "定向县（市、区）的乡镇卫生院等基层医疗卫生机构", en: "Township health centres and other primary-care units in the target county" },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
  },
];

/* ---------- What the agreement gives and asks ---------- */

export interface Term {
  item: Bilingual;
  detail: Bilingual;
}

export const termColumns: Record<Lang, string[]> = {
  zh: ["项目", "内容"],
  en: ["Item", "What it means"],
};

export const terms: Term[] = [
  {
    item: { zh: "在校费用", en: "Costs while studying" },
    detail: { zh: "免学费、免住宿费，并补助生活费", en: "No tuition, no accommodation fees, and a living allowance" },
  },
  {
    item: { zh: "户籍条件", en: "Household registration" },
    detail: {
      zh: "多数省份要求农村户籍连续满 3 年，并要求户籍在定向县（市、区）或本省；以本省通知为准",
      en: "Most provinces require 3 continuous years of rural household registration, in the target county or the province; the province's notice decides",
    },
  },
  {
    item: { zh: "定向就业协议", en: "Employment agreement" },
    detail: {
      zh: "一般在录取后、入学前与培养学校和定向地卫生健康等部门签订，写明服务单位、服务期和违约责任",
      en: "Usually signed after admission and before enrolment with the university and the target area's health authority; it sets the post, the service period and the breach terms",
    },
  },
  {
    item: { zh: "就业安排", en: "Job placement" },
    detail: {
      zh: "毕业后按协议到定向地区的乡镇卫生院等基层单位工作，具体岗位和编制安排以本省规定为准",
      en: "After graduation, work at a township health centre or similar unit in the target area; posts and staffing follow provincial rules",
    },
  },
  {
    item: { zh: "服务期", en: "Service period" },
    detail: { zh: "不少于 6 年", en: "At least 6 years" },
  },
  {
    item: { zh: "违约后果", en: "If you break the agreement" },
    detail: {
      zh: "退还已享受的学费、住宿费和生活补助等培养费用；多省还要缴纳相当于培养费用 50% 的违约金，并记入个人诚信记录",
      en: "Refund the tuition, accommodation and living allowance received; many provinces add a penalty of 50% of the funded cost and record it in the personal credit file",
    },
  },
];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "国家发展改革委、教育部、原卫生部等五部门：开展农村订单定向医学生免费培养工作（2010 年；我们读到的是期刊论文和地方文件对它的引述）",
      en: "National Development and Reform Commission, Ministry of Education, the former Ministry of Health and two more: free training of rural order-oriented medical students (2010; read as cited in a journal article and provincial documents)",
    },
    kind: "publisher",
    date: "2010-06",
    supports: {
      zh: "2010 年起为乡镇卫生院及以下医疗卫生机构定向培养全科医学人才；本科 5 年、专科 3 年；服务期 6 年，规范化培训或助理全科医生培训计入服务期",
      en: "from 2010, general practitioners trained for township health centres and below; 5-year undergraduate and 3-year college tracks; 6 years of service with the residency or assistant-GP training counted in it",
    },
  },
  {
    title: {
      zh: "黑龙江省卫生厅：2013 年度农村订单定向医学生免费培养拟录取考生签订就业协议的通知（健康报报道）",
      en: "Heilongjiang Health Department: notice on the 2013 employment agreements of rural order-oriented medical students (Health News report)",
    },
    kind: "report",
    date: "2013",
    supports: {
      zh: "定向服务单位连续工作 6 年以上；未满服务期的退还部分教育费用，并支付相当于全部教育费用 50% 的违约金",
      en: "6 continuous years at the assigned unit; leaving early means refunding part of the education cost and paying a penalty of 50% of the whole cost",
    },
  },
];
