// What each section still being built will offer, in full (the coming-soon page shows it under its one-line
// summary, the soon.* string). Kept out of the portal strings so only the coming-soon page downloads it.
import type { Lang } from "@/lib/i18n";

export const SOON_DETAILS: Record<string, Record<Lang, string>> = {
  "soon.batchLine": {
    zh: "批次线将列出你所在省份历年各批次（本科批、专科批、特殊类型招生控制线等）的最低控制分数线，可按年份和科类查看变化趋势。",
    en: "Batch lines will show the minimum control scores of each admission batch in your province (bachelor's, vocational, special-type lines and more) for past years, by year and stream, so you can see the trend.",
  },
  "soon.burst": {
    zh: "一分一段表将按年份和科类显示你所在省份每个分数的人数和累计位次：输入分数即可查到位次，也可以把今年的分数换算成往年的等位分。",
    en: "Score–rank tables (一分一段) will show, by year and stream, how many candidates in your province got each score and the cumulative rank: enter a score to find its rank, or convert this year's score into the equivalent score of past years.",
  },
  "soon.sameScore": {
    zh: "同分去向将根据往年与你同分（同位次）考生的真实录取结果，显示他们去了哪些院校、读了哪些专业、去了哪些城市。",
    en: "Same-score destinations will use the real admission results of past candidates with your score (or rank) to show which colleges, majors and cities they went to.",
  },
  "soon.enrollPlan": {
    zh: "扩缩招将对比院校今年和去年在你所在省份的招生计划数，标出扩招、缩招、新增和停招的院校与专业。",
    en: "Enrolment changes will compare each college's planned places in your province this year and last year, and mark the colleges and majors that are expanding, shrinking, new or no longer recruiting.",
  },
  "soon.advanceBatch": {
    zh: "提前批将汇总军队和公安院校、公费师范生、定向医学生、小语种等提前批次的招生计划和历年分数，并说明报考条件和时间。",
    en: "Early batch will gather the plans and past scores of the early admission batch — military and police academies, funded teacher training, rural-oriented medical students, less common languages and more — with their requirements and dates.",
  },
  "soon.probability": {
    zh: "录取概率将根据你的分数、位次和院校历年录取数据，估算报考某所院校或专业的录取可能性，并分为“冲、稳、保”三档。",
    en: "Admission chances will estimate how likely you are to be admitted to a college or major from your score, your rank and the college's past results, grouped into reach, match and safety.",
  },
  "soon.career": {
    zh: "生涯规划将提供兴趣、性格、能力和职业价值观测评（霍兰德职业兴趣、MBTI、多元智能等）及详细报告，帮你先认识自己，再据此探索专业和职业。",
    en: "Career planning will offer interest, personality, ability and work-values assessments (Holland interests, MBTI, multiple intelligences and more) with detailed reports, so you get to know yourself first and then explore majors and careers.",
  },
  "soon.archive": {
    zh: "生涯档案将把你的测评报告、目标规划、学业规划、选科结果和成长记录汇集在一处，方便你和家长随时回顾。",
    en: "The career archive will keep your assessment reports, goal and study plans, subject choices and progress records in one place for you and your parents to look back on.",
  },
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
  "soon.volunteer": {
    zh: "志愿填报将按你的分数和位次推荐院校与专业，支持模拟填报、调整志愿顺序和检查退档风险，并生成志愿表供你和家长一起核对。",
    en: "Applications will recommend colleges and majors from your score and rank, let you draft and reorder your application list, check the risk of being turned down, and produce a form you can review with your parents.",
  },
};
