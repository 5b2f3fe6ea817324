// Hong Kong and Macao universities admitting mainland gaokao candidates: channels, institutions and costs (public admission
// brochures and university announcements, 2025–2026); the dated facts rest on `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/** The three ways of applying, compared. */
export interface ChannelRow {
  aspect: Bilingual;
  unified: Bilingual;
  hkIndependent: Bilingual;
  macao: Bilingual;
}

export const channelColumns: Record<Lang, string[]> = {
  zh: ["比较项", "统招（香港中文大学）", "香港高校独立招生", "澳门高校"],
  en: ["Aspect", "Unified admission (CUHK)", "Hong Kong independent admission", "Macao universities"],
};

export const channels: ChannelRow[] = [
  {
    aspect: { zh: "怎么申请", en: "How to apply" },
    unified: { zh: "在高考志愿的本科提前批中填报", en: "File it as a preference in the undergraduate early batch" },
    hkIndependent: { zh: "在各校官网网上申请，可同时申请多所", en: "Apply online on each university’s site; several at once is allowed" },
    macao: { zh: "在各校官网网上申请，可同时申请多所", en: "Apply online on each university’s site; several at once is allowed" },
  },
  {
    aspect: { zh: "什么时候申请", en: "When" },
    unified: { zh: "出分后填报志愿时（6 月下旬至 7 月初）", en: "When filing preferences after scores (late June to early July)" },
    hkIndependent: {
      zh: "高三秋季起陆续开放，多在次年 6 月前后截止，出分后补交成绩",
      en: "Opens from the autumn of senior 3, most close around June of the next year; scores are added after release",
    },
    macao: { zh: "多在春季开放、6 月前后截止，各校不同", en: "Mostly opens in spring and closes around June, varying by university" },
  },
  {
    aspect: { zh: "分数要求（通常）", en: "Score requirement (usually)" },
    unified: {
      zh: "达到本省相应批次或特殊类型招生控制线，并满足英语单科要求",
      en: "Reach the province’s line for the batch or for special-type admission, and the English score requirement",
    },
    hkIndependent: {
      zh: "不低于本省本科一批线或特殊类型招生控制线，英语单科要求较高，择优录取",
      en: "At least the province’s first-tier or special-type line, with a high English requirement; best candidates first",
    },
    macao: {
      zh: "多数要求达到本科一批线或特殊类型招生控制线，个别院校或课程参考本科线",
      en: "Mostly the first-tier or special-type line; some universities or courses accept the undergraduate line",
    },
  },
  {
    aspect: { zh: "面试", en: "Interview" },
    unified: { zh: "一般不面试", en: "Usually none" },
    hkIndependent: { zh: "部分学校或专业安排面试", en: "Some universities or majors interview" },
    macao: { zh: "部分学校或专业安排面试", en: "Some universities or majors interview" },
  },
  {
    aspect: { zh: "是否占用内地志愿", en: "Uses a mainland preference slot" },
    unified: { zh: "占用提前批志愿", en: "Yes, an early-batch slot" },
    hkIndependent: { zh: "不占用", en: "No" },
    macao: { zh: "不占用", en: "No" },
  },
  {
    aspect: { zh: "与内地录取的关系", en: "Effect on mainland admission" },
    unified: {
      zh: "被录取后档案被提走，不再参加后续批次录取",
      en: "Once admitted your file is taken and you drop out of later batches",
    },
    hkIndependent: {
      zh: "确认接受香港高校录取后，不再参加内地高校的统一录取",
      en: "After confirming a Hong Kong offer you no longer take part in mainland unified admission",
    },
    macao: {
      zh: "按以往安排与内地录取互不影响，可同时被录取后自行选择",
      en: "Under past arrangements the two do not affect each other; if admitted by both you choose",
    },
  },
];

export interface Institution {
  name: Bilingual;
  kind: Bilingual;
  channel: Bilingual;
  note: Bilingual;
}

export const hkColumns: Record<Lang, string[]> = {
  zh: ["学校", "类别", "招收内地高考生的方式", "说明"],
  en: ["University", "Type", "How it admits gaokao candidates", "Notes"],
};

const ugc: Bilingual = { zh: "公帑资助大学", en: "Publicly funded (UGC)" };
const independent: Bilingual = { zh: "独立招生", en: "Independent admission" };

export const hongKong: Institution[] = [
  {
    name: { zh: "香港中文大学", en: "The Chinese University of Hong Kong" },
    kind: ugc,
    channel: { zh: "统招（本科提前批）", en: "Unified admission (undergraduate early batch)" },
    note: { zh: "按本省招生计划填报，不需另行网申", en: "File it from your province’s plan; no separate online application" },
  },
  {
    name: { zh: "香港城市大学", en: "City University of Hong Kong" },
    kind: ugc,
    channel: independent,
    note: {
      zh: "2026/27 学年起退出统招，改为独立招收内地高考生；此前通过统招招生",
      en: "Left unified admission from the 2026/27 year and now admits gaokao candidates independently; before that it used unified admission",
    },
  },
  {
    name: { zh: "香港大学", en: "The University of Hong Kong" },
    kind: ugc,
    channel: independent,
    note: { zh: "官网网申，部分专业面试", en: "Online application; some majors interview" },
  },
  {
    name: { zh: "香港科技大学", en: "The Hong Kong University of Science and Technology" },
    kind: ugc,
    channel: independent,
    note: { zh: "官网网申，部分专业面试", en: "Online application; some majors interview" },
  },
  {
    name: { zh: "香港理工大学", en: "The Hong Kong Polytechnic University" },
    kind: ugc,
    channel: independent,
    note: { zh: "官网网申，部分专业面试", en: "Online application; some majors interview" },
  },
  {
    name: { zh: "香港浸会大学", en: "Hong Kong Baptist University" },
    kind: ugc,
    channel: independent,
    note: { zh: "官网网申", en: "Online application" },
  },
  {
    name: { zh: "岭南大学", en: "Lingnan University" },
    kind: ugc,
    channel: independent,
    note: { zh: "官网网申", en: "Online application" },
  },
  {
    name: { zh: "香港教育大学", en: "The Education University of Hong Kong" },
    kind: ugc,
    channel: independent,
    note: { zh: "官网网申", en: "Online application" },
  },
  {
    name: { zh: "部分自资院校（如香港都会大学、香港树仁大学、香港恒生大学）", en: "Some self-financing institutions (e.g. Hong Kong Metropolitan University, Hong Kong Shue Yan University, The Hang Seng University of Hong Kong)" },
    kind: { zh: "自资院校", en: "Self-financing" },
    channel: independent,
    note: {
      zh: "是否招收、招哪些专业以当年公布的名单和学校简章为准",
      en: "Whether and in which majors they admit depends on that year’s published list and the brochure",
    },
  },
];

export const macaoColumns: Record<Lang, string[]> = {
  zh: ["学校", "类别", "特色（举例）"],
  en: ["University", "Type", "Known for (examples)"],
};

export interface MacaoInstitution {
  name: Bilingual;
  kind: Bilingual;
  strengths: Bilingual;
}

const publicMo: Bilingual = { zh: "公立", en: "Public" };
const privateMo: Bilingual = { zh: "私立", en: "Private" };

export const macao: MacaoInstitution[] = [
  {
    name: { zh: "澳门大学", en: "University of Macau" },
    kind: publicMo,
    strengths: { zh: "综合性大学，实行住宿式书院制", en: "Comprehensive university with residential colleges" },
  },
  {
    name: { zh: "澳门理工大学（原澳门理工学院）", en: "Macao Polytechnic University (formerly Macao Polytechnic Institute)" },
    kind: publicMo,
    strengths: { zh: "语言翻译、艺术设计、护理等", en: "Translation and languages, art and design, nursing" },
  },
  {
    name: { zh: "澳门旅游大学（原澳门旅游学院）", en: "Macao University of Tourism (formerly Macao Institute for Tourism Studies)" },
    kind: publicMo,
    strengths: { zh: "旅游、酒店与会展管理", en: "Tourism, hospitality and event management" },
  },
  {
    name: { zh: "澳门科技大学", en: "Macau University of Science and Technology" },
    kind: privateMo,
    strengths: { zh: "综合性大学，中医药、商科等", en: "Comprehensive university; Chinese medicine, business" },
  },
  {
    name: { zh: "澳门城市大学", en: "City University of Macau" },
    kind: privateMo,
    strengths: { zh: "人文社科、商科等", en: "Humanities, social sciences, business" },
  },
  {
    name: { zh: "澳门镜湖护理学院", en: "Kiang Wu Nursing College of Macau" },
    kind: privateMo,
    strengths: { zh: "护理", en: "Nursing" },
  },
  {
    name: { zh: "圣若瑟大学", en: "University of Saint Joseph" },
    kind: privateMo,
    strengths: { zh: "部分课程招收内地生，以当年简章为准", en: "Admits mainland students to some courses; check that year’s brochure" },
  },
];

export interface CostRow {
  item: Bilingual;
  hongKong: Bilingual;
  macao: Bilingual;
}

export const costColumns: Record<Lang, string[]> = {
  zh: ["项目", "香港", "澳门"],
  en: ["Item", "Hong Kong", "Macao"],
};

export const costs: CostRow[] = [
  {
    item: { zh: "学费（每年）", en: "Tuition per year" },
    hongKong: {
      zh: "公帑资助大学的非本地生学费约 14.5–24.9 万港元：浸会大学 2024/25 学年为 16 万港元（城大、理大同年同样由 14.5 万调到 16 万，教大为 14.5 万），2025/26 学年为 17.5 万（学校收费网页）；港大 2025/26 学年非 STEM 学院 19.8 万、STEM 学院 21.8 万（学校收费网页），2026/27 学年据 2025 年 8 月的留学机构转述为 22.4 万、24.9 万（未在学校网页核到）；岭南 2023/24 学年为 14.5 万（学校收费网页），之后的数字未核到。学费每年调整，以各校当年公布的为准",
      en: "About HK$145,000–249,000 for non-local students at publicly funded universities: HK$160,000 at HKBU in 2024/25 (when CityU and PolyU also went from HK$145,000 to HK$160,000, and EdUHK charged HK$145,000) and HK$175,000 in 2025/26 (the university's fees page); at HKU in 2025/26, HK$198,000 in non-STEM and HK$218,000 in STEM faculties (the university's fees page), and for 2026/27 HK$224,000 and HK$249,000 as study-abroad agencies relayed it in August 2025 (not found on the university's page); HK$145,000 at Lingnan in 2023/24 (the university's fees page), later figures not checked. Fees change every year; each university's figure for the year decides",
    },
    macao: {
      zh: "每年数万至十余万澳门元不等，医学等专业更高，总体低于香港（本站 2026 年整理的大致范围，未逐校核对）",
      en: "From tens of thousands to over a hundred thousand patacas, more for medicine; generally below Hong Kong (a rough range compiled by us in 2026, not checked school by school)",
    },
  },
  {
    item: { zh: "住宿", en: "Accommodation" },
    hongKong: {
      zh: "校内宿位有限，多数学校优先安排非本地新生；校外租房昂贵",
      en: "Hall places are limited, and most universities give priority to non-local first-years; renting off campus is expensive",
    },
    macao: { zh: "多数学校提供宿舍，费用一般低于香港", en: "Most universities offer housing, usually cheaper than Hong Kong" },
  },
  {
    item: { zh: "奖学金", en: "Scholarships" },
    hongKong: {
      zh: "各校按高考成绩设入学奖学金（全额或部分学费，个别含生活费）；特区政府奖学基金的部分奖项也面向非本地生",
      en: "Entrance scholarships based on gaokao results (full or partial tuition, some with living costs); some awards of the HKSAR Government Scholarship Fund are open to non-local students",
    },
    macao: {
      zh: "各校按高考成绩设入学奖学金，可减免学费或住宿费，续领通常要求保持成绩",
      en: "Entrance scholarships based on gaokao results that waive tuition or housing; renewal usually requires good grades",
    },
  },
  {
    item: { zh: "其他", en: "Other" },
    hongKong: {
      zh: "申请费、留位费（多不退还）、保险、往返交通",
      en: "Application fee, non-refundable deposit in most cases, insurance, travel",
    },
    macao: { zh: "申请费、留位费、保险、往返交通", en: "Application fee, deposit, insurance, travel" },
  },
];

export const sources: Source[] = [
  {
    title: { zh: "城大下学年起独立招收内地高考生（香港01 报道）", en: "CityU to admit mainland gaokao candidates independently from next year (HK01 report)" },
    url: "https://www.hk01.com/專上教育/60280087",
    kind: "report",
    date: "2025-09-26",
    supports: {
      zh: "香港城市大学 2026/27 学年起退出统招、改为独立招生，2025/26 学年经统招录取约 300 名内地生",
      en: "City University of Hong Kong leaves unified admission from 2026/27 for independent admission; about 300 mainland students came through unified admission in 2025/26",
    },
  },
  {
    title: { zh: "香港大学本科入学网站：学费（Fees）", en: "The University of Hong Kong, undergraduate admissions: fees" },
    url: "https://admissions.hku.hk/fees-and-scholarships/fees",
    kind: "publisher",
    date: "2025",
    supports: { zh: "港大 2025/26 学年入学的非本地生学费：非 STEM 学院 19.8 万港元，STEM 学院 21.8 万港元（含 2 万 STEM 费）", en: "HKU's non-local fees for the 2025/26 intake: HK$198,000 in non-STEM and HK$218,000 in STEM faculties (HK$20,000 STEM fee included)" },
  },
  {
    title: { zh: "香港浸会大学本科招生网站：学费（Fees）", en: "Hong Kong Baptist University, undergraduate admissions: fees" },
    url: "https://admissions.hkbu.edu.hk/en/fees.html",
    kind: "publisher",
    date: "2025",
    supports: { zh: "浸会大学 2025/26 学年全日制本科学费：本地生 4.45 万港元，非本地生 17.5 万港元（经高考招生的内地生另见学校的高考招生页面）", en: "HKBU's 2025/26 full-time undergraduate tuition: HK$44,500 for local and HK$175,000 for non-local students (mainland gaokao applicants are pointed to the university's gaokao page)" },
  },
  {
    title: { zh: "岭南大学本科入学网站：学费（Fees）", en: "Lingnan University, undergraduate admissions: fees" },
    url: "https://www.ln.edu.hk/admissions/ug/fees-and-awards/fees",
    kind: "publisher",
    date: "2023",
    supports: { zh: "岭南大学 2023/24 学年公帑资助本科课程的非本地生学费 14.5 万港元", en: "Lingnan's non-local tuition of HK$145,000 for 2023/24 in publicly funded undergraduate programmes" },
  },
  {
    title: {
      zh: "香港各大学增收非本地本科生，5 所大学调升学费（中新网转载香港《文汇报》报道，依据各校回复和收生网页）",
      en: "Hong Kong universities take more non-local undergraduates; five raise fees (China News Service reporting Wen Wei Po, from the universities' replies and admission pages)",
    },
    kind: "report",
    date: "2024-01-16",
    supports: {
      zh: "2024/25 学年理大、城大、浸大非本地生学费由 14.5 万港元调到 16 万，教大由 14 万调到 14.5 万",
      en: "for 2024/25 PolyU, CityU and HKBU raised non-local tuition from HK$145,000 to HK$160,000, and EdUHK from HK$140,000 to HK$145,000",
    },
  },
];
