// Air-force pilot recruitment (空军招飞): selection stages, the four kinds of check, and the youth aviation school path compared with direct recruitment (source type: public air-force pilot recruitment brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ---------- 1. Selection stages ---------- */

export interface StageRow {
  stage: Bilingual;
  when: Bilingual;
  content: Bilingual;
}

export const stageColumns: Record<Lang, string[]> = {
  zh: ["环节", "一般时间", "主要内容"],
  en: ["Stage", "Usual timing", "What happens"],
};

export const stageRows: StageRow[] = [
  {
    stage: { zh: "初选", en: "Preliminary selection" },
    when: { zh: "高三上学期", en: "First term of senior 3" },
    content: { zh: "在各省设站报名，进行基础医学检查和心理初检", en: "Sign-up at provincial sites; basic medical checks and an initial psychological test" },
  },
  {
    stage: { zh: "复选（全面检测）", en: "Second round (full assessment)" },
    when: { zh: "高三下学期前后", en: "Around the second term of senior 3" },
    content: { zh: "到选拔中心进行系统医学检查和心理选拔，同时开展政治考核", en: "Complete medical examination and psychological selection at a selection centre; political review in parallel" },
  },
  {
    stage: { zh: "定选", en: "Final selection" },
    when: { zh: "高考成绩公布后", en: "After gaokao scores are out" },
    content: { zh: "综合高考成绩、医学、心理和政治考核结论择优确定预录名单", en: "Provisional list chosen on gaokao score together with the medical, psychological and political conclusions" },
  },
  {
    stage: { zh: "录取", en: "Admission" },
    when: { zh: "提前批录取期间", en: "During early-batch admission" },
    content: { zh: "在提前批录取为空军飞行学员，入学后仍须通过复查和飞行训练淘汰关", en: "Admitted as air-force flight cadets in the early batch; re-checks and flight-training eliminations follow after entry" },
  },
];

/* ---------- 2. The four kinds of check ---------- */

export interface CheckRow {
  kind: Bilingual;
  content: Bilingual;
  note: Bilingual;
}

export const checkColumns: Record<Lang, string[]> = {
  zh: ["选拔类别", "主要内容", "说明"],
  en: ["Check", "What it covers", "Notes"],
};

export const checkRows: CheckRow[] = [
  {
    kind: { zh: "医学选拔", en: "Medical selection" },
    content: { zh: "身高体重、眼科、耳鼻咽喉、内科、外科、神经精神等", en: "Height and weight, eyes, ear-nose-throat, internal medicine, surgery, neurology and psychiatry" },
    note: { zh: "标准远严于普通体检，眼科和外科淘汰最多", en: "Far stricter than an ordinary check-up; eyesight and surgery eliminate the most candidates" },
  },
  {
    kind: { zh: "心理选拔", en: "Psychological selection" },
    content: { zh: "飞行基本能力、个性特点等计算机化测试和面谈", en: "Computer tests and interviews on basic flying aptitude and personality" },
    note: { zh: "无法靠短期突击准备，保持正常作息即可", en: "Cannot be crammed for; arrive rested" },
  },
  {
    kind: { zh: "政治考核", en: "Political review" },
    content: { zh: "考生本人及家庭成员的政治、现实表现和有无违法犯罪记录", en: "The candidate's and family members' political standing, conduct and any criminal record" },
    note: { zh: "由当地人武部、公安等部门配合开展", en: "Carried out with the local armed-forces department and the police" },
  },
  {
    kind: { zh: "文化成绩", en: "Gaokao score" },
    content: { zh: "参加当年高考，成绩达到招飞简章规定的分数线", en: "Sit that year's gaokao and reach the line set in the brochure" },
    note: { zh: "分数线按本省批次线确定，以当年简章为准", en: "The line is tied to the province's batch lines; check that year's brochure" },
  },
];

/* ---------- 3. Youth aviation school vs direct recruitment ---------- */

export interface PathRow {
  item: Bilingual;
  youth: Bilingual;
  direct: Bilingual;
}

export const pathColumns: Record<Lang, string[]> = {
  zh: ["项目", "空军青少年航空学校", "高三直接招飞"],
  en: ["Item", "Air Force Youth Aviation School", "Direct recruitment in senior 3"],
};

export const pathRows: PathRow[] = [
  {
    item: { zh: "入口", en: "Entry point" },
    youth: { zh: "初中毕业时选拔（中考阶段）", en: "Selected when finishing junior high (at the zhongkao stage)" },
    direct: { zh: "高三时报名招飞", en: "Sign up for pilot recruitment in senior 3" },
  },
  {
    item: { zh: "高中阶段", en: "High-school years" },
    youth: { zh: "在合作高中的航空班学习 3 年，加入航空知识和体能训练", en: "Three years in an aviation class at a partner high school, with aviation knowledge and fitness training" },
    direct: { zh: "在原高中正常学习", en: "Ordinary high-school study" },
  },
  {
    item: { zh: "高中毕业时", en: "At the end of high school" },
    youth: { zh: "仍须通过招飞医学、心理、政治选拔和高考", en: "Still has to pass the medical, psychological and political selection and the gaokao" },
    direct: { zh: "同样的选拔流程", en: "The same selection" },
  },
  {
    item: { zh: "适合谁", en: "Suits" },
    youth: { zh: "初中时就确定飞行志向、身体条件好的男生", en: "Boys who know in junior high that they want to fly and are in good health" },
    direct: { zh: "高中阶段才决定报考的男生", en: "Boys who decide during high school" },
  },
];
