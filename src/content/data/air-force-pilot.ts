// Air-force pilot recruitment (空军招飞): selection stages, the four kinds of check, and the youth aviation school path
// compared with direct recruitment (public air-force recruitment brochures); the year-specific conditions rest on `sources`.
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
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
    content: {
      zh: "2026 年度：首选物理的考生，外语为英语或俄语，预期高考成绩达到本省特殊类型招生控制线",
      en: "For 2026: physics-first candidates taking English or Russian, expected to reach the province's special-type control line",
    },
    note: {
      zh: "特殊类型招生控制线在不分批次的省份相当于过去的一本线；2017 年的简章写的是“统招一本线”",
      en: "Where batches are merged this line plays the part of the old first-tier line; the 2017 brochure named the first-tier line itself",
    },
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

/* ---------- 4. The conditions of the 2026 recruitment year, and their sources ---------- */

export interface ConditionRow {
  item: Bilingual;
  rule: Bilingual;
}

export const conditionColumns: Record<Lang, string[]> = {
  zh: ["条件", "2026 年度空军招飞（2025 年 9 月发布）"],
  en: ["Condition", "Air-force recruitment for 2026 (published September 2025)"],
};

export const conditions2026: ConditionRow[] = [
  { item: { zh: "对象", en: "Who" }, rule: { zh: "普通高中应届、往届毕业男生", en: "Male high-school graduates of that year or earlier years" } },
  {
    item: { zh: "年龄", en: "Age" },
    rule: {
      zh: "17–20 岁，即 2006 年 8 月 31 日至 2009 年 8 月 31 日出生（按当年 8 月 31 日计算）",
      en: "17–20, that is born between 31 August 2006 and 31 August 2009 (counted to 31 August of the year)",
    },
  },
  { item: { zh: "身高", en: "Height" }, rule: { zh: "165–185 cm", en: "165–185 cm" } },
  {
    item: { zh: "视力", en: "Eyesight" },
    rule: {
      zh: "双眼裸眼视力（C 字表）0.8 以上；未做过视力矫治手术，未戴过角膜塑形镜（OK 镜）；无色盲、色弱、斜视",
      en: "Bare-eye vision of 0.8 or better in both eyes on the C chart; no vision-correction surgery and never worn orthokeratology (OK) lenses; no colour blindness, colour weakness or squint",
    },
  },
  {
    item: { zh: "选科与外语", en: "Subjects and language" },
    rule: { zh: "首选物理类考生；外语为英语或俄语", en: "Physics-first candidates; English or Russian as the foreign language" },
  },
  {
    item: { zh: "高考成绩", en: "Gaokao score" },
    rule: { zh: "预期达到本省特殊类型招生控制线", en: "Expected to reach the province's special-type control line" },
  },
  {
    item: { zh: "其他", en: "Other" },
    rule: { zh: "无晕厥、昏迷史；符合招飞政治考核标准，本人自愿、家长支持", en: "No history of fainting or coma; meets the political review standard, with the candidate willing and parents supporting" },
  },
];

export const sources: Source[] = [
  {
    title: {
      zh: "山东省 2026 年度军队招收飞行学员工作通知（鲁招考〔2025〕91 号，山东省教育招生考试院），转发空军招飞局济南选拔中心的鲁豫两省报名须知",
      en: "Shandong's notice on 2026 military flight-cadet recruitment (Lu Zhaokao [2025] No. 91, Shandong Provincial Education Admission and Examination Institute), carrying the Jinan selection centre's notes for Shandong and Henan",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "2026 年度的年龄（出生日期区间）、身高、视力、未做视力矫治手术和未戴角膜塑形镜、首选物理、英语或俄语、特殊类型招生控制线",
      en: "the 2026 age (birth-date range), height, eyesight, no eye surgery and no orthokeratology lenses, physics first, English or Russian, the special-type control line",
    },
  },
  {
    title: {
      zh: "国防部新闻发言人发布：2025 年军校招生的新变化；空军 2025 年 6 月起招收第 14 批女飞行学员（国防部例行发布）",
      en: "Ministry of National Defense spokesperson: changes to 2025 military admission; the air force recruits its 14th group of women flight cadets from June 2025 (the ministry's regular release)",
    },
    kind: "publisher",
    date: "2025-06-13",
    supports: {
      zh: "2025 年 6 月起空军面向 31 个省份招收第 14 批女飞行学员，分初选、定选两级选拔",
      en: "from June 2025 the air force recruited its 14th group of women flight cadets in 31 provinces, in two rounds (initial and final selection)",
    },
  },
];
