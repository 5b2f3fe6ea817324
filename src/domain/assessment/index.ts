// The assessments: which bank a student is given (the subject-choice test asks about 技术 only in 浙江) and the
// exam model their province decides. Scoring: ./scoring (shared rules), ./instruments (each assessment's result).
import { findProvince } from "../provinces";
import type { AssessmentCode } from "./catalog";
import type { Bank } from "./types";
import type { ExamModel } from "./instruments";
import { zyxqBank } from "./banks/zyxq";
import { rglxBank } from "./banks/rglx";
import { dyznBank } from "./banks/dyzn";
import { zyjzgBank } from "./banks/zyjzg";
import { xkysBank } from "./banks/xkys";
import { psychologyBank } from "./banks/psychology";
import { majorBank } from "./banks/major";
import { chooseSubjectsBank } from "./banks/choose-subjects";

export * from "./catalog";
export { checkAnswers, type Answer } from "./scoring";
export { scoreAssessment, type ScoredResult, type ScoringFacts } from "./instruments";

/** 浙江 (33) is the one province whose 3+3 offers 技术 as an elective. */
const TECHNOLOGY_PROVINCES = new Set(["33"]);

/**
 * The exam model a province decides for subject choice: its current model; a province still on 文理 (or an unknown
 * one) is given 3+1+2, the model most provinces now use, and the report says it was assumed.
 */
export function choiceModel(provinceCode: string | null): { model: ExamModel; province: string | null; assumed: boolean; withTechnology: boolean } {
  const province = provinceCode ? findProvince(provinceCode) : undefined;
  if (!province || province.modeName === "文理") return { model: "3+1+2", province: province?.code ?? null, assumed: true, withTechnology: false };
  return { model: province.modeName, province: province.code, assumed: false, withTechnology: province.modeName === "3+3" && TECHNOLOGY_PROVINCES.has(province.code) };
}

/** The item bank a student takes for an assessment. */
export function bankFor(code: AssessmentCode, provinceCode: string | null = null): Bank {
  switch (code) {
    case "zyxq": return zyxqBank;
    case "rglx": return rglxBank;
    case "dyzn": return dyznBank;
    case "zyjzg": return zyjzgBank;
    case "xkys": return xkysBank;
    case "psychology": return psychologyBank;
    case "major": return majorBank;
    case "chooseSubjects": return chooseSubjectsBank(choiceModel(provinceCode).withTechnology);
  }
}

/** The description shown in the assessment list. */
export const DESCRIPTIONS: Record<AssessmentCode, { zh: string; en: string }> = {
  zyxq: { zh: "了解你对六类职业活动的兴趣，得到三字母兴趣代码和相匹配的专业与职业。", en: "Your interest in six kinds of work, as a three-letter code, with the majors and professions that match it." },
  rglx: { zh: "了解你在四对性格偏好上的倾向，以及适合你的学习和工作方式。", en: "Where you lean on four pairs of preferences, and the ways of studying and working that suit you." },
  dyzn: { zh: "从八种智能看看你相对擅长的领域。", en: "Eight kinds of intelligence: where your relative strengths lie." },
  zyjzg: { zh: "想清楚在将来的工作中，你最看重什么。", en: "What matters most to you in future work." },
  xkys: { zh: "结合自评和考试成绩，找出你的优势学科。", en: "Your strongest subjects, from your own rating and your exam scores." },
  psychology: { zh: "用两份公开量表（WHO-5、GAD-7）看看过去两周的情绪状态；不是诊断。", en: "Two public questionnaires (WHO-5, GAD-7) on how you have felt over the last two weeks; not a diagnosis." },
  major: { zh: "从十一个学习方向中找到你最感兴趣的，并看到对应的专业类。", en: "Which of eleven study directions interest you most, and their major classes." },
  chooseSubjects: { zh: "按你所在省份的高考模式，比较每一种选科组合与你的兴趣、成绩和目标专业的匹配度。", en: "Every subject combination your province's exam model allows, compared against your interests, marks and target majors." },
};
