// Comprehensive-evaluation admission (综合评价招生): where it runs and how it compares with other routes (source type: provincial admission policies and public university brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- Where it runs ---------- */

export interface Programme {
  region: Bilingual;
  name: Bilingual;
  runBy: Bilingual;
  note: Bilingual;
}

export const programmeColumns: Record<Lang, string[]> = {
  zh: ["地区或类型", "常见名称", "由谁组织", "说明"],
  en: ["Region or kind", "Usual name", "Run by", "Notes"],
};

export const programmes: Programme[] = [
  {
    region: { zh: "浙江", en: "Zhejiang" },
    name: { zh: "“三位一体”综合评价招生", en: "\"Three-in-one\" comprehensive evaluation (三位一体)" },
    runBy: { zh: "省内多数本科高校、部分省外高校和部分专科学校（一段、二段、专科都有）", en: "Most universities in the province, some from other provinces and some junior colleges (first-section, second-section and junior-college schools)" },
    note: {
      zh: "开展最早、规模最大；高考、高校测试、学业水平考试按比例合成",
      en: "The earliest and largest scheme; gaokao, university test and academic proficiency tests are combined by weight",
    },
  },
  {
    region: { zh: "上海", en: "Shanghai" },
    name: { zh: "综合评价批次录取", en: "Comprehensive evaluation batch" },
    runBy: { zh: "在沪部分本科高校，面向上海考生", en: "Several Shanghai universities, for Shanghai candidates" },
    note: {
      zh: "单设批次，高考出分后按高考成绩确定参加校测的名单",
      en: "A separate batch; after the results, candidates are invited to the university test by gaokao score",
    },
  },
  {
    region: { zh: "江苏", en: "Jiangsu" },
    name: { zh: "综合评价招生", en: "Comprehensive evaluation admission" },
    runBy: { zh: "部分省内高校和中外合作办学高校", en: "Some universities in the province and some Sino-foreign cooperative universities" },
    note: {
      zh: "参与高校和专业每年公布，规模较小",
      en: "Universities and majors are announced each year; a smaller scheme",
    },
  },
  {
    region: { zh: "山东", en: "Shandong" },
    name: { zh: "综合评价招生", en: "Comprehensive evaluation admission" },
    runBy: { zh: "部分省内高校和部分省外高校", en: "Some universities in the province and some from other provinces" },
    note: {
      zh: "省级招生考试机构每年公布试点高校和招生计划",
      en: "The provincial examination authority publishes the participating universities and quotas each year",
    },
  },
  {
    region: { zh: "广东等省份", en: "Guangdong and other provinces" },
    name: { zh: "综合评价招生", en: "Comprehensive evaluation admission" },
    runBy: { zh: "少数省内高校和合作办学高校", en: "A few universities in the province and cooperative universities" },
    note: {
      zh: "是否开展、由哪些高校开展，以本省当年政策为准",
      en: "Whether it runs and which universities take part depends on the province's policy for the year",
    },
  },
  {
    region: { zh: "跨省招生的“631”模式", en: "The cross-province \"631\" model" },
    name: { zh: "“631”综合评价", en: "\"631\" comprehensive evaluation" },
    runBy: {
      zh: "南方科技大学、香港中文大学（深圳）等",
      en: "Southern University of Science and Technology, The Chinese University of Hong Kong, Shenzhen and others",
    },
    note: {
      zh: "高考 60%、校测 30%、高中学业成绩 10%，在多个省份招生；招生省份每年公布",
      en: "Gaokao 60%, university test 30%, high-school record 10%, recruiting in several provinces; provinces are announced each year",
    },
  },
];

/* ---------- How it compares ---------- */

export interface Comparison {
  item: Bilingual;
  evaluation: Bilingual;
  strongFoundation: Bilingual;
  ordinary: Bilingual;
}

export const comparisonColumns: Record<Lang, string[]> = {
  zh: ["比较项", "综合评价招生", "强基计划", "普通批次"],
  en: ["Aspect", "Comprehensive evaluation", "Strong Foundation Plan", "Ordinary batch"],
};

export const comparisons: Comparison[] = [
  {
    item: { zh: "高考成绩占比", en: "Gaokao share" },
    evaluation: { zh: "不低于 50%，常见 6:3:1", en: "At least 50%, often 6:3:1" },
    strongFoundation: { zh: "不低于 85%", en: "At least 85%" },
    ordinary: { zh: "100%", en: "100%" },
  },
  {
    item: { zh: "成绩门槛", en: "Score floor" },
    evaluation: { zh: "按省、按校规定（浙江“三位一体”含一段、二段和专科学校，门槛不同）", en: "Set by province and school (Zhejiang's three-in-one spans first-section, second-section and junior-college schools, each with its floor)" },
    strongFoundation: { zh: "本科一批线或特殊类型招生控制线", en: "First-tier line or special-type control line" },
    ordinary: { zh: "所报批次的控制线", en: "The control line of the batch" },
  },
  {
    item: { zh: "可报高校数", en: "How many universities" },
    evaluation: { zh: "按各省、各校规定，报名前查清", en: "Set by each province and university; check before registering" },
    strongFoundation: { zh: "1 所", en: "1" },
    ordinary: { zh: "按本省志愿模式", en: "As the province's preference mode allows" },
  },
  {
    item: { zh: "专业范围", en: "Majors" },
    evaluation: { zh: "高校指定的部分专业，范围较广", en: "Majors the university names; a fairly wide range" },
    strongFoundation: { zh: "基础学科为主", en: "Mainly basic disciplines" },
    ordinary: { zh: "全部招生专业", en: "All majors" },
  },
  {
    item: { zh: "额外环节", en: "Extra steps" },
    evaluation: { zh: "报名、材料审核、高校测试", en: "Registration, document review, university test" },
    strongFoundation: { zh: "报名、入围、高校考核", en: "Registration, entry list, university test" },
    ordinary: { zh: "无", en: "None" },
  },
];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "浙江省教育考试院：2025 年高校“三位一体”综合评价招生试点高校名单和招生章程（一段、二段和专科高校分别列出）",
      en: "Zhejiang Education Examinations Authority: the 2025 list of three-in-one comprehensive-evaluation universities and their rules (first-section, second-section and junior-college schools listed separately)",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "浙江“三位一体”由一段、二段高校和专科学校共同开展，成绩门槛按学校层次和各校章程确定",
      en: "Zhejiang's three-in-one scheme is run by first-section and second-section universities and by junior colleges, with the score floor set by level and by each school's rules",
    },
  },
];
