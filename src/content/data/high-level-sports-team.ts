// High-level sports teams (高水平运动队): who may apply, how the threshold changes by year, when a programme is dropped, and how the route compares with other sports routes (source type: Ministry of Education notices on the high-level sports team reform and public admission brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
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
      zh: "自 2027 年起，还须在近 3 年内的比赛中取得前八名（比赛级别和认定办法以当年招生办法为准）",
      en: "From 2027 also a top-8 finish in competition within the last 3 years (which competitions count is set in that year's rules)",
    },
  ],
  [
    { zh: "可选队伍", en: "Teams you may choose" },
    { zh: "最多选择 10 支高校运动队", en: "At most 10 university teams" },
  ],
  [
    { zh: "专项测试", en: "Special test" },
    { zh: "按运动项目组织测试，考专项技术和身体素质", en: "Tests are organised by sport and cover technique and fitness" },
  ],
  [
    { zh: "文化成绩", en: "Cultural score" },
    {
      zh: "须达到高校和生源省份规定的高考文化成绩要求，改革后总体提高，逐校核对简章",
      en: "You must meet the gaokao cultural-score requirement set by the university and your province; the reform has raised it overall, so check each brochure",
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
    { zh: "无统一要求", en: "No common requirement" },
  ],
  [
    { zh: "2027 年起", en: "From 2027" },
    { zh: "国家一级运动员（含）以上", en: "National Level 1 or higher" },
    { zh: "近 3 年内取得前八名", en: "A top-8 finish in the last 3 years" },
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
