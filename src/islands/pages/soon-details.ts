// What each section still being built will offer, in full (the coming-soon page shows it under its one-line
// summary, the soon.* string). Kept out of the portal strings so only the coming-soon page downloads it.
import type { Lang } from "@/lib/i18n";

export const SOON_DETAILS: Record<string, Record<Lang, string>> = {
  "soon.course": {
    zh: "选科指导将结合你的测评结果、各科成绩和目标专业的选科要求，推荐适合你的选考科目组合，并在学校开放选科时在线提交你的选择。",
    en: "Subject choice will combine your assessment results, your marks and the subject requirements of the majors you want to recommend elective subject combinations, and let you submit your choice online when your school opens selection.",
  },
  "soon.target": {
    zh: "目标规划将帮你设定目标院校、目标专业和目标职业，把目标拆成每个学期的学习计划，并跟踪完成情况。",
    en: "Goal planning will help you set a target college, major and career, break them down into a study plan for each term, and track your progress.",
  },
  "soon.path": {
    zh: "升学路径将梳理普通批、强基计划、综合评价、专项计划、军警院校、艺术和体育等录取途径，结合你的情况列出可以走的路径和准备步骤。",
    en: "Admission routes will lay out the regular batch, Strong Foundation, comprehensive evaluation, special plans, military and police academies, arts and sports and other routes, and list the ones open to you with the steps to prepare.",
  },
};
