// What each section still being built will offer, in full (the coming-soon page shows it under its one-line
// summary, the soon.* string). Kept out of the portal strings so only the coming-soon page downloads it.
import type { Lang } from "@/lib/i18n";

export const SOON_DETAILS: Record<string, Record<Lang, string>> = {
  "soon.career": {
    zh: "生涯规划将提供兴趣、性格、能力和职业价值观测评（霍兰德职业兴趣、MBTI、多元智能等）及详细报告，帮你先认识自己，再据此探索专业和职业。",
    en: "Career planning will offer interest, personality, ability and work-values assessments (Holland interests, MBTI, multiple intelligences and more) with detailed reports, so you get to know yourself first and then explore majors and careers.",
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
