// Higher-vocational single recruitment (高职单招): exam content by candidate type, and how it compares with the ordinary gaokao route (source type: public provincial rules on classified vocational admission and college brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ------------------------------------------------------------------ */
/* Exam content: culture + vocational skills                           */
/* ------------------------------------------------------------------ */

export const examColumns: Record<Lang, string[]> = {
  zh: ["考生类型", "文化素质", "职业技能（职业适应性）", "常见组织方式"],
  en: ["Candidate", "Culture (academic subjects)", "Vocational skills (aptitude)", "Usually organised by"],
};

export const exams: { candidate: Bilingual; culture: Bilingual; skills: Bilingual; organiser: Bilingual }[] = [
  {
    candidate: { zh: "普通高中学生", en: "General high-school students" },
    culture: {
      zh: "语文、数学、外语等笔试，或使用高中学业水平考试成绩",
      en: "Written tests in Chinese, mathematics, a foreign language and similar, or the high-school academic proficiency test results",
    },
    skills: {
      zh: "职业适应性测试，常见形式为面试、综合素质测评或简单的专业倾向测试",
      en: "A vocational aptitude test, often an interview, an overall-quality assessment or a short test of interest in the field",
    },
    organiser: {
      zh: "文化部分有的省份统一组织，职业适应性测试多由院校组织",
      en: "Culture tests province-wide in some provinces; aptitude tests mostly by the college",
    },
  },
  {
    candidate: { zh: "中职毕业生（中专、职高、技工学校）", en: "Secondary vocational graduates (vocational schools, technical schools)" },
    culture: {
      zh: "语文、数学、外语等文化课考试，难度按中职教学要求",
      en: "Chinese, mathematics, a foreign language and similar, pitched at secondary vocational level",
    },
    skills: {
      zh: "与所学专业相关的专业知识和技能测试，常含实操；部分院校认可职业技能等级证书或技能竞赛获奖",
      en: "Knowledge and practical skills in the field studied, often hands-on; some colleges recognise skill certificates or competition awards",
    },
    organiser: {
      zh: "院校组织，或由本省统一组织技能考试",
      en: "The college, or a province-wide skills exam",
    },
  },
  {
    candidate: {
      zh: "退役军人等社会考生（部分省份、部分院校）",
      en: "Veterans and other adult candidates (some provinces and colleges)",
    },
    culture: {
      zh: "按本省规定，部分可免文化考试或以面试代替",
      en: "As the province rules; some are exempt from culture tests or take an interview instead",
    },
    skills: {
      zh: "职业适应性测试或技能测试",
      en: "An aptitude or skills test",
    },
    organiser: { zh: "院校组织", en: "The college" },
  },
];

export function examRows(lang: Lang): string[][] {
  return exams.map((row) => [row.candidate[lang], row.culture[lang], row.skills[lang], row.organiser[lang]]);
}

/* ------------------------------------------------------------------ */
/* Single recruitment compared with the ordinary gaokao route          */
/* ------------------------------------------------------------------ */

export const comparisonColumns: Record<Lang, string[]> = {
  zh: ["比较项", "高职单招", "普通高考（专科批）"],
  en: ["Aspect", "Single recruitment", "Ordinary gaokao (junior-college batch)"],
};

export const comparison: { aspect: Bilingual; single: Bilingual; gaokao: Bilingual }[] = [
  {
    aspect: { zh: "时间", en: "When" },
    single: { zh: "春季，通常 3–4 月考试，高考前出结果", en: "Spring, exams usually in March–April, results before the gaokao" },
    gaokao: { zh: "6 月高考，7–8 月录取", en: "Gaokao in June, admission in July–August" },
  },
  {
    aspect: { zh: "考什么", en: "What is tested" },
    single: { zh: "文化素质 + 职业技能", en: "Culture (academic subjects) + vocational skills" },
    gaokao: { zh: "全国统一考试和选考科目", en: "The national exam and elective subjects" },
  },
  {
    aspect: { zh: "谁来录取", en: "Who admits" },
    single: {
      zh: "院校按考试成绩录取，多为本省院校招本省考生",
      en: "The college, by its exam results; mostly colleges recruiting in their own province",
    },
    gaokao: { zh: "按批次线和志愿投档，全国院校都可填报", en: "By batch line and preference; colleges anywhere in the country" },
  },
  {
    aspect: { zh: "可报院校数", en: "How many colleges" },
    single: {
      zh: "各省不同，有的只能报 1 所，有的可报多所",
      en: "Varies by province: some allow one college, others several",
    },
    gaokao: { zh: "按本省志愿模式，可填多个志愿", en: "Several preferences, by the province's filing mode" },
  },
  {
    aspect: { zh: "录取之后", en: "After admission" },
    single: {
      zh: "确认录取后不再参加当年普通高考，否则取消单招录取资格",
      en: "Once admission is confirmed you do not sit that year's gaokao; if you do, the place is cancelled",
    },
    gaokao: { zh: "录取即入学", en: "Enrol as admitted" },
  },
  {
    aspect: { zh: "学历层次", en: "Level" },
    single: { zh: "专科（高职），多为 3 年", en: "Junior college (higher vocational), mostly 3 years" },
    gaokao: { zh: "专科（高职），多为 3 年", en: "Junior college (higher vocational), mostly 3 years" },
  },
  {
    aspect: { zh: "学籍与证书", en: "Registration and diploma" },
    single: { zh: "全日制普通专科学籍，毕业证与统招相同", en: "Full-time junior-college registration; the same diploma as ordinary admission" },
    gaokao: { zh: "全日制普通专科学籍", en: "Full-time junior-college registration" },
  },
];

export function comparisonRows(lang: Lang): string[][] {
  return comparison.map((row) => [row.aspect[lang], row.single[lang], row.gaokao[lang]]);
}
