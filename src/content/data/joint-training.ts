// Common joint-training models in undergraduate admission and what to check for each (source type: university admission charters and provincial admission plans, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

export interface JointModel {
  model: Bilingual;
  partners: Bilingual;
  /** Who holds the student's registration and issues the diploma, as usually arranged. */
  credentials: Bilingual;
  /** Where the teaching takes place. */
  where: Bilingual;
  example: Bilingual;
}

export const modelColumns: Record<Lang, string[]> = {
  zh: ["模式", "合作方", "学籍与证书（通常）", "在哪里上课", "举例"],
  en: ["Model", "Partners", "Registration and certificates (usually)", "Where you study", "Example"],
};

export const models: JointModel[] = [
  {
    model: { zh: "科教融合（高校＋科研院所）", en: "University plus research institute" },
    partners: { zh: "大学与中国科学院等科研机构", en: "A university and research institutes such as those of the Chinese Academy of Sciences" },
    credentials: { zh: "学籍在大学，由大学颁发毕业证和学位证", en: "Registered at the university, which issues the diploma and degree" },
    where: {
      zh: "基础课在大学，高年级进研究所做科研训练或毕业设计",
      en: "Foundation courses at the university; research training or the final project at an institute in later years",
    },
    example: {
      zh: "中国科学院大学本科“所系结合”；中国科学技术大学与中国科学院研究所合办的科技英才班（入学后选拔）",
      en: "University of Chinese Academy of Sciences undergraduate programmes run with its institutes; USTC’s talent classes co-run with CAS institutes (selected after entry)",
    },
  },
  {
    model: { zh: "校际联合（高校＋高校）", en: "University plus university" },
    partners: { zh: "两所本科高校，分阶段或分课程培养", en: "Two universities sharing the years or the courses" },
    credentials: {
      zh: "按招生章程：多数由招生高校颁发，个别项目另有约定",
      en: "As the admission charter says: usually the admitting university, some programmes arrange otherwise",
    },
    where: { zh: "如“2+2”：前两年在一校，后两年在另一校", en: "For example 2+2: two years at one university, two at the other" },
    example: {
      zh: "北京协和医学院临床医学长学制，医学预科阶段在清华大学完成（安排以当年简章为准）",
      en: "Peking Union Medical College’s long-track clinical medicine, with the pre-medical stage at Tsinghua University (check that year’s brochure)",
    },
  },
  {
    model: { zh: "本科高校＋高职院校（部分省份）", en: "University plus vocational college (some provinces)" },
    partners: { zh: "一所本科高校与一所高职院校", en: "An undergraduate university and a higher vocational college" },
    credentials: {
      zh: "按项目规定；达到要求者由本科高校颁发本科证书",
      en: "As the programme rules say; students who meet the requirements receive the university’s bachelor certificates",
    },
    where: { zh: "部分或大部分时间在高职院校校区", en: "Part or most of the time on the vocational college’s campus" },
    example: {
      zh: "江苏等省的本科与高职联合培养项目，在招生计划中单独标注",
      en: "Joint undergraduate–vocational programmes in Jiangsu and some other provinces, marked separately in the admission plan",
    },
  },
  {
    model: { zh: "央地、校地合作", en: "Central–local or university–city cooperation" },
    partners: {
      zh: "中央部门所属高校或科研机构与地方政府、地方高校共建",
      en: "Centrally run universities or research bodies together with a local government or local university",
    },
    credentials: { zh: "学籍在招生单位（可能是新设的独立学校）", en: "Registered at the admitting body (which may be a newly founded university)" },
    where: { zh: "共建的校区或学院", en: "The jointly built campus or school" },
    example: {
      zh: "上海科技大学（上海市人民政府与中国科学院共同举办）",
      en: "ShanghaiTech University (founded jointly by the Shanghai Municipal Government and the Chinese Academy of Sciences)",
    },
  },
  {
    model: { zh: "校企联合培养", en: "University plus employer" },
    partners: { zh: "高校与企业（卓越工程师、现代产业学院等）", en: "A university and companies (excellent-engineer programmes, industry colleges)" },
    credentials: { zh: "学籍和证书都在高校", en: "Registration and certificates stay with the university" },
    where: { zh: "校内学习，另有企业实习、实训阶段", en: "On campus, plus internship or training periods at the companies" },
    example: {
      zh: "多数在入学后分流或选拔，少数专业在招生计划中单列",
      en: "Mostly streamed or selected after entry; a few are listed separately in the admission plan",
    },
  },
  {
    model: { zh: "中外、内地与港澳联合培养", en: "With a foreign, Hong Kong or Macao partner" },
    partners: { zh: "中方高校与境外高校", en: "A mainland university and a partner outside the mainland" },
    credentials: {
      zh: "经批准的中外合作办学可颁发中方证书和（或）外方学位",
      en: "Approved Sino-foreign programmes can award Chinese certificates and/or a foreign degree",
    },
    where: { zh: "“4+0”全程国内，或“2+2”“3+1”部分时间在境外", en: "Entirely in China (4+0), or partly abroad (2+2, 3+1)" },
    example: { zh: "见“中外合作办学”指南", en: "See the Sino-foreign cooperative education guide" },
  },
];

/** Questions to settle before filing a joint-training programme as a preference. */
export interface CheckQuestion {
  question: Bilingual;
  why: Bilingual;
}

export const checkColumns: Record<Lang, string[]> = {
  zh: ["要问清的问题", "为什么重要"],
  en: ["Question to settle", "Why it matters"],
};

export const checkQuestions: CheckQuestion[] = [
  {
    question: { zh: "学籍注册在哪所学校？", en: "Which institution registers me?" },
    why: {
      zh: "学籍决定毕业证、学位证由谁颁发，也决定你在学信网上的学校名称",
      en: "Registration decides who issues the diploma and degree, and which institution the national student record (CHSI) shows",
    },
  },
  {
    question: { zh: "每一年在哪个校区、哪座城市上课？", en: "Which campus and city is each year on?" },
    why: {
      zh: "宣传里的名校可能只承担部分课程，住宿、生活和实验条件以实际校区为准",
      en: "The well-known partner may teach only part of the course; housing, daily life and labs depend on the campus you actually attend",
    },
  },
  {
    question: { zh: "毕业时拿到哪些证书？", en: "Which certificates will I receive?" },
    why: {
      zh: "只有招生章程或简章写明的证书才算数，口头承诺和宣传单不算",
      en: "Only certificates written into the admission charter or brochure count; verbal promises and flyers do not",
    },
  },
  {
    question: { zh: "各阶段学费是多少、按谁的标准收？", en: "What does each stage cost, and on whose scale?" },
    why: {
      zh: "不同阶段可能按不同学校或地区的标准收费，境外阶段通常明显更贵",
      en: "Stages may be charged on different institutions’ or regions’ scales; any stage abroad usually costs much more",
    },
  },
  {
    question: { zh: "进入下一阶段要满足什么条件？", en: "What must I achieve to move to the next stage?" },
    why: {
      zh: "分段培养常设转段考核，不合格可能只能留在原校或原层次",
      en: "Staged programmes often set a transfer assessment; failing it can leave you at the first institution or level",
    },
  },
  {
    question: { zh: "能不能转专业、中途退出后怎么办？", en: "Can I change major, and what happens if I leave?" },
    why: {
      zh: "联合培养专业常限制转出，退出后的学籍去向要提前了解",
      en: "Joint programmes often restrict moving out; know in advance where your registration goes if you withdraw",
    },
  },
];
