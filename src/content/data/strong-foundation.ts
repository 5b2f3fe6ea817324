// Strong Foundation Plan (强基计划): its 39 universities by province and common subject requirements (MOE policy of 2020 and public admission brochures); the dated facts rest on `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. Universities by province ---------- */

export interface ProvinceGroup {
  province: Bilingual;
  /** School codes as in src/content/data/schools.ts (last five digits of the MOE identifier; 9xxxx = military). */
  codes: string[];
}

export const provinceColumns: Record<Lang, string[]> = {
  zh: ["省份", "高校数", "高校"],
  en: ["Province", "Universities", "Names"],
};

export const provinceGroups: ProvinceGroup[] = [
  { province: { zh: "北京", en: "Beijing" }, codes: ["10001", "10002", "10003", "10006", "10007", "10019", "10027", "10052"] },
  { province: { zh: "天津", en: "Tianjin" }, codes: ["10055", "10056"] },
  { province: { zh: "辽宁", en: "Liaoning" }, codes: ["10141", "10145"] },
  { province: { zh: "吉林", en: "Jilin" }, codes: ["10183"] },
  { province: { zh: "黑龙江", en: "Heilongjiang" }, codes: ["10213"] },
  { province: { zh: "上海", en: "Shanghai" }, codes: ["10246", "10247", "10248", "10269"] },
  { province: { zh: "江苏", en: "Jiangsu" }, codes: ["10284", "10286"] },
  { province: { zh: "浙江", en: "Zhejiang" }, codes: ["10335"] },
  { province: { zh: "安徽", en: "Anhui" }, codes: ["10358"] },
  { province: { zh: "福建", en: "Fujian" }, codes: ["10384"] },
  { province: { zh: "山东", en: "Shandong" }, codes: ["10422", "10423"] },
  { province: { zh: "湖北", en: "Hubei" }, codes: ["10486", "10487"] },
  { province: { zh: "湖南", en: "Hunan" }, codes: ["10532", "10533", "90002"] },
  { province: { zh: "广东", en: "Guangdong" }, codes: ["10558", "10561"] },
  { province: { zh: "四川", en: "Sichuan" }, codes: ["10610", "10614"] },
  { province: { zh: "重庆", en: "Chongqing" }, codes: ["10611"] },
  { province: { zh: "陕西", en: "Shaanxi" }, codes: ["10698", "10699", "10712"] },
  { province: { zh: "甘肃", en: "Gansu" }, codes: ["10730"] },
];

/* ---------- 2. Subject requirements ---------- */

export interface SubjectRequirement {
  /** A group of majors (the requirement is set per school and major group, so this is the common pattern). */
  majors: Bilingual;
  /** Provinces where candidates take physics or history first, then two of four (3+1+2). */
  model312: Bilingual;
  /** Provinces where candidates choose any three electives (3+3). */
  model33: Bilingual;
  note: Bilingual;
}

export const subjectColumns: Record<Lang, string[]> = {
  zh: ["专业类别", "“3+1+2”省份的常见要求", "“3+3”省份的常见要求", "说明"],
  en: ["Majors", "Usual requirement, 3+1+2 provinces", "Usual requirement, 3+3 provinces", "Notes"],
};

export const subjectRequirements: SubjectRequirement[] = [
  {
    majors: { zh: "数学类", en: "Mathematics" },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: {
      zh: "多数高校要求物理＋化学，少数只要求物理",
      en: "Most universities require physics and chemistry; a few require physics only",
    },
  },
  {
    majors: { zh: "物理学类、化学类", en: "Physics, chemistry" },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: { zh: "各校基本一致", en: "Almost the same at every university" },
  },
  {
    majors: { zh: "生物科学类", en: "Biological sciences" },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: {
      zh: "多数高校如此，个别高校另有规定（如加选生物）",
      en: "True at most universities; a few set their own rule (such as biology as well)",
    },
  },
  {
    majors: {
      zh: "国家急需领域相关专业（芯片、智能、新材料、先进制造等）",
      en: "Majors in areas of national need (chips, intelligent technology, new materials, advanced manufacturing)",
    },
    model312: { zh: "首选物理，再选化学", en: "Physics first, then chemistry" },
    model33: { zh: "物理、化学均须选考", en: "Both physics and chemistry" },
    note: {
      zh: "只有部分高校开设，专业名单每年可能调整",
      en: "Offered by some universities only; the list of majors can change each year",
    },
  },
  {
    majors: { zh: "历史学、哲学、古文字学（汉语言文学）等", en: "History, philosophy, ancient Chinese writing (Chinese language and literature)" },
    model312: {
      zh: "多数首选历史或物理均可，部分高校只招历史类",
      en: "Usually either history or physics first; some universities recruit history-track candidates only",
    },
    model33: { zh: "多数不限，个别高校有要求", en: "Usually no requirement; a few universities set one" },
    note: {
      zh: "同一专业可能分物理类、历史类两个计划，差别最大，逐校核对",
      en: "The same major may have separate physics-track and history-track quotas; this varies most, so check each university",
    },
  },
];

/* ---------- 3. Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "教育部关于在部分高校开展基础学科招生改革试点工作的意见（教学〔2020〕1 号，教育部网站）",
      en: "Ministry of Education opinions on piloting basic-discipline admission reform at some universities (Jiaoxue [2020] No. 1, moe.gov.cn)",
    },
    url: "http://www.moe.gov.cn/srcsite/A15/moe_776/s3258/202001/t20200115_415589.html",
    kind: "publisher",
    date: "2020-01-15",
    supports: {
      zh: "高考成绩在综合成绩中不低于 85%；破格入围；录取的学生入校后原则上不得转到相关学科之外的专业",
      en: "the gaokao at least 85% of the composite; exceptional entry; admitted students may not, in principle, move to majors outside the related disciplines",
    },
  },
  {
    title: {
      zh: "阳光高考平台强基计划专栏：39 所试点高校 2025 年招生简章（各校发布）",
      en: "Strong Foundation section of the Yangguang Gaokao platform: the 39 universities' 2025 brochures (published by each university)",
    },
    kind: "publisher",
    date: "2025-04",
    supports: {
      zh: "2025 年仍为 39 所高校；上海交大、复旦、南大（2022 年起）和浙大、中科大、同济、厦大、西安交大（2023 年起）在高考后、出分前考核；录取后不再参加后续批次",
      en: "39 universities in 2025; SJTU, Fudan and Nanjing (since 2022) and Zhejiang, USTC, Tongji, Xiamen and Xi'an Jiaotong (since 2023) test after the gaokao and before the results; admitted candidates leave later batches",
    },
  },
  {
    title: {
      zh: "教育部 2022 年强基计划招生工作通知：东北大学、湖南大学、西北农林科技大学纳入试点（教育部网站）",
      en: "Ministry of Education notice on 2022 Strong Foundation admission: Northeastern University, Hunan University and Northwest A&F University join the pilot (moe.gov.cn)",
    },
    kind: "publisher",
    date: "2022",
    supports: {
      zh: "2022 年东北大学、湖南大学、西北农林科技大学加入，试点高校由 36 所增至 39 所",
      en: "Northeastern University, Hunan University and Northwest A&F University joined in 2022, taking the pilot from 36 to 39 universities",
    },
  },
  {
    title: {
      zh: "哈尔滨工业大学 2023 年强基计划招生简章（学校本科招生网）",
      en: "Harbin Institute of Technology, Strong Foundation brochure for 2023 (the university's admission site)",
    },
    kind: "publisher",
    date: "2023",
    supports: { zh: "哈尔滨工业大学 2023 年强基计划新增 3 个工科专业", en: "Harbin Institute of Technology added three engineering majors to its plan in 2023" },
  },
];
