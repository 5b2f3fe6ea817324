// High-level sports teams (高水平运动队): the rules that decide who may apply and when a programme is dropped
// (source type: Ministry of Education notices on high-level sports team admission reform, 2021–2024).
import type { Lang } from "@/lib/i18n";

export interface Bilingual {
  zh: string;
  en: string;
}

export const ruleColumns: Record<Lang, string[]> = {
  zh: ["事项", "规则"],
  en: ["Item", "Rule"],
};

export const rules: [Bilingual, Bilingual][] = [
  [{ zh: "运动员等级", en: "Athlete grade" }, { zh: "自 2024 年起须具有国家一级运动员（含）以上技术等级称号", en: "From 2024: National Level 1 athlete or higher" }],
  [{ zh: "比赛成绩", en: "Competition results" }, { zh: "自 2027 年起，还须在近 3 年获得省级及以上比赛前八名（集体项目为主力队员）", en: "From 2027 also a top-8 finish in a provincial or higher competition within the last 3 years (a regular player in team sports)" }],
  [{ zh: "可报队伍", en: "Teams you may apply to" }, { zh: "每名考生最多报考 10 支高校运动队", en: "At most 10 university teams per candidate" }],
  [{ zh: "专项测试", en: "Special test" }, { zh: "全国统一测试或联合测试，由高校按项目组织", en: "Joint national tests, run by project" }],
  [{ zh: "文化成绩", en: "Cultural score" }, { zh: "须参加高考，录取线由各校按规定确定，一般不低于本省本科相应控制线或其一定比例", en: "You must sit the gaokao; each university sets its line under the rules, normally the provincial undergraduate line or a share of it" }],
];

export const dropColumns: Record<Lang, string[]> = {
  zh: ["情形", "后果"],
  en: ["Situation", "Consequence"],
};

export const dropRules: [Bilingual, Bilingual][] = [
  [{ zh: "入校后学生流失率超过 20%", en: "Drop-out rate after entry above 20%" }, { zh: "取消该校该项目的高水平运动队招生资格", en: "The university loses that sport's high-level team admission" }],
  [{ zh: "连续 3 届全国大学生运动会没有学生参赛", en: "No students in 3 consecutive National Student Games" }, { zh: "取消该项目招生资格", en: "The sport's admission is withdrawn" }],
];
