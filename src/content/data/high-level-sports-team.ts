// High-level sports teams (高水平运动队): who may apply, how the threshold changes by year, when a programme is dropped, and how
// the route compares with other sports routes (Ministry of Education notices on the reform and public admission brochures);
// the 2024 and 2027 rules rest on `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. Application and admission rules ---------- */

export const ruleColumns: Record<Lang, string[]> = {
  zh: ["事项", "规则"],
  en: ["Item", "Rule"],
};

export const rules: [item: Bilingual, rule: Bilingual][] = [
  [
    { zh: "高考报名", en: "Gaokao registration" },
    { zh: "须完成当年普通高考报名并参加高考", en: "You must register for and sit that year's ordinary gaokao" },
  ],
  [
    { zh: "运动员等级", en: "Athlete grade" },
    { zh: "自 2024 年起须具有国家一级运动员（含）以上技术等级称号", en: "From 2024: National Level 1 athlete or higher" },
  ],
  [
    { zh: "比赛成绩", en: "Competition results" },
    {
      zh: "自 2027 年起，还须近 3 年在国家体育总局、教育部规定的全国性比赛中获得前八名。体育系统的比赛指《运动员技术等级标准》中可授予运动健将或一级运动员的全国比赛（按可授称号的组别），以体育总局每年公布的赛事名录为准；足球由中国足协单独公布（体育总局 2025 年 3 月 18 日通知）",
      en: "From 2027 also a top-8 finish within the last 3 years in a national competition named by the General Administration of Sport and the Ministry of Education. On the sports side these are the national competitions that can award Master of Sport or National Level 1 under the athlete grading standard, in the age groups that can award a grade, as listed each year by the General Administration of Sport; the Chinese Football Association publishes football's list (notice of 18 March 2025)",
    },
  ],
  [
    { zh: "可选队伍", en: "Teams you may choose" },
    { zh: "最多选择 10 支高校运动队", en: "At most 10 university teams" },
  ],
  [
    { zh: "专项测试", en: "Special test" },
    {
      zh: "2024 年起全部纳入全国统考，由国家体育总局牵头组织，高校不再组织校测；考专项技术和身体素质",
      en: "From 2024 all special tests are national unified tests led by the General Administration of Sport; universities no longer hold their own; they cover technique and fitness",
    },
  ],
  [
    { zh: "文化成绩", en: "Cultural score" },
    {
      zh: "2024 年起一律使用高考文化课成绩；“世界一流大学建设高校”要求达到生源省份本科录取最低控制线；高考成绩不低于该校相关专业在本省录取线下 20 分的，可申请就读普通专业。其他高校的要求写在各自简章里",
      en: "From 2024 the gaokao culture score only; the \"world-class university\" universities require the province's minimum undergraduate line; those within 20 points below the university's line for a major in their province may apply to study that ordinary major. Other universities state their requirement in their brochures",
    },
  ],
];

/* ---------- 2. How the athlete threshold changes by year ---------- */

export const thresholdColumns: Record<Lang, string[]> = {
  zh: ["报考年份", "运动员等级", "比赛成绩"],
  en: ["Year of entry", "Athlete grade", "Competition results"],
};

export const thresholds: [period: Bilingual, grade: Bilingual, results: Bilingual][] = [
  [
    { zh: "2024 年以前", en: "Before 2024" },
    { zh: "二级运动员及以上即可报名", en: "National level 2 or higher was enough" },
    { zh: "无统一要求", en: "No common requirement" },
  ],
  [
    { zh: "2024–2026 年", en: "2024–2026" },
    { zh: "国家一级运动员（含）以上", en: "National Level 1 or higher" },
    { zh: "无统一要求；专项测试改为全国统一测试", en: "No common requirement; the special test becomes a national unified test" },
  ],
  [
    { zh: "2027 年起", en: "From 2027" },
    { zh: "国家一级运动员（含）以上", en: "National Level 1 or higher" },
    { zh: "近 3 年在规定的全国性比赛中获得前八名", en: "A top-8 finish in a named national competition in the last 3 years" },
  ],
];

/* ---------- 3. When a university's programme is dropped ---------- */

export const dropColumns: Record<Lang, string[]> = {
  zh: ["情形", "后果"],
  en: ["Situation", "Consequence"],
};

export const dropRules: [situation: Bilingual, result: Bilingual][] = [
  [
    { zh: "入校后学生流失率超过 20%", en: "Drop-out rate after entry above 20%" },
    { zh: "取消该校该项目的高水平运动队招生资格", en: "The university loses high-level team admission for that sport" },
  ],
  [
    { zh: "连续 3 届全国学生运动会没有学生参赛", en: "No students in 3 consecutive National Student Games" },
    { zh: "取消该校该项目的高水平运动队招生资格", en: "The university loses high-level team admission for that sport" },
  ],
  [
    { zh: "生源严重不足，连续两年录取数为零", en: "Too few applicants, with no one admitted two years running" },
    { zh: "该项目不再安排运动队招生", en: "No more team places for that sport" },
  ],
];

/* ---------- 4. Compared with the other sports routes ---------- */

export const compareColumns: Record<Lang, string[]> = {
  zh: ["比较项", "高水平运动队", "体育单招", "体育类专业统考"],
  en: ["Aspect", "High-level sports team", "Sports independent recruitment", "General sports exam"],
};

export const compareRows: [item: Bilingual, team: Bilingual, independent: Bilingual, general: Bilingual][] = [
  [
    { zh: "运动员等级", en: "Athlete grade" },
    { zh: "国家一级运动员及以上", en: "National Level 1 or higher" },
    { zh: "一般要求二级运动员及以上", en: "Normally level 2 or higher" },
    { zh: "不要求", en: "Not required" },
  ],
  [
    { zh: "文化考试", en: "Cultural exam" },
    { zh: "普通高考", en: "The ordinary gaokao" },
    { zh: "单招文化考试，4 科 × 150 分 = 600 分", en: "Its own exam, 4 subjects × 150 = 600" },
    { zh: "普通高考", en: "The ordinary gaokao" },
  ],
  [
    { zh: "体育测试", en: "Sports test" },
    { zh: "按项目组织的专项测试", en: "Special test by sport" },
    { zh: "院校组织的专项考试", en: "Special exam run by institutions" },
    { zh: "本省体育类专业考试", en: "The provincial sports-major exam" },
  ],
  [
    { zh: "录取专业", en: "Majors" },
    { zh: "多为普通专业，范围由学校规定", en: "Mostly ordinary majors, within limits the university sets" },
    { zh: "运动训练、武术与民族传统体育等", en: "Sports training, wushu and traditional ethnic sports and similar" },
    { zh: "体育教育等体育类专业", en: "Physical education and other sports majors" },
  ],
  [
    { zh: "入校后义务", en: "Duties after entry" },
    { zh: "参加运动队训练和比赛", en: "Train and compete for the university team" },
    { zh: "专业训练", en: "Training as part of the major" },
    { zh: "按专业培养方案", en: "As the major's curriculum requires" },
  ],
];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "教育部办公厅关于做好 2024 年普通高校部分特殊类型招生工作的通知（我们读到的是其转述）",
      en: "Ministry of Education General Office notice on 2024 special-type university admission (read as relayed)",
    },
    kind: "publisher",
    date: "2024",
    supports: {
      zh: "2024 年起文化成绩全部用高考成绩、专项测试全部纳入全国统考；不具备组队条件、退队率超过 20% 的高校，以及非奥运会或大运会项目、未设等级标准、生源严重不足且连续两年录取数为零的项目，不再安排运动队招生",
      en: "from 2024 the gaokao as the culture score and all special tests national; no team places for universities without the means for a team or with a drop-out rate above 20%, nor for sports outside the Olympic and World University Games, without grading standards, or with no one admitted two years running",
    },
  },
  {
    title: {
      zh: "教育部、国家体育总局关于进一步完善和规范高校高水平运动队考试招生工作的指导意见（教育部网站）",
      en: "Ministry of Education and General Administration of Sport guidance on improving and regulating high-level sports team admission (moe.gov.cn)",
    },
    kind: "publisher",
    date: "2021",
    supports: {
      zh: "2024 年起文化成绩用高考成绩、专项测试纳入全国统考且高校不再校考、一流大学建设高校要求本科最低控制线、线下 20 分可读普通专业、退队率超过 20% 不再安排招生",
      en: "from 2024 the gaokao culture score, national unified special tests with no university tests, the undergraduate line at world-class universities, 20 points below for ordinary majors, no places where the drop-out rate exceeds 20%",
    },
  },
  {
    title: {
      zh: "体育总局办公厅关于高水平运动队报名资格赛事的通知（体科字〔2025〕30 号，国家体育总局网站）",
      en: "General Administration of Sport notice on the competitions that qualify for high-level teams (Tike Zi [2025] No. 30, sport.gov.cn)",
    },
    kind: "publisher",
    date: "2025-03-18",
    supports: {
      zh: "2027 年起报考须一级运动员且近三年在规定全国性比赛中获得前八名；哪些比赛算数",
      en: "from 2027 a Level 1 athlete with a top-8 finish in a named national competition in the last three years; which competitions count",
    },
  },
];
