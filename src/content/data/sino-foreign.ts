// Independent Sino-foreign (and mainland–Hong Kong) cooperative universities, and a comparison of study options (source type: MOE institution list 2026 and public admission brochures).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

export interface CooperativeUniversity {
  /** Last five digits of the MOE institution identifier (学校标识码), as in moe-institutions-2026.csv. */
  moeCode: string;
  name: Bilingual;
  partners: Bilingual;
  location: Bilingual;
  kind: "sino-foreign" | "hk";
}

export const universityColumns: Record<Lang, string[]> = {
  zh: ["学校", "合作举办方", "所在地", "类型", "学校标识码（后 5 位）"],
  en: ["University", "Founding partners", "Location", "Type", "MOE identifier (last 5 digits)"],
};

export const kindLabel: Record<CooperativeUniversity["kind"], Bilingual> = {
  "sino-foreign": { zh: "中外合作", en: "Sino-foreign" },
  hk: { zh: "内地与香港合作", en: "Mainland–Hong Kong" },
};

export const universities: CooperativeUniversity[] = [
  {
    moeCode: "16301",
    name: { zh: "宁波诺丁汉大学", en: "University of Nottingham Ningbo China" },
    partners: { zh: "浙江万里学院、英国诺丁汉大学", en: "Zhejiang Wanli University; University of Nottingham (UK)" },
    location: { zh: "浙江宁波", en: "Ningbo, Zhejiang" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16403",
    name: { zh: "西交利物浦大学", en: "Xi’an Jiaotong-Liverpool University" },
    partners: { zh: "西安交通大学、英国利物浦大学", en: "Xi’an Jiaotong University; University of Liverpool (UK)" },
    location: { zh: "江苏苏州", en: "Suzhou, Jiangsu" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16404",
    name: { zh: "上海纽约大学", en: "NYU Shanghai" },
    partners: { zh: "华东师范大学、美国纽约大学", en: "East China Normal University; New York University (US)" },
    location: { zh: "上海", en: "Shanghai" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16406",
    name: { zh: "昆山杜克大学", en: "Duke Kunshan University" },
    partners: { zh: "武汉大学、美国杜克大学", en: "Wuhan University; Duke University (US)" },
    location: { zh: "江苏昆山", en: "Kunshan, Jiangsu" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16405",
    name: { zh: "温州肯恩大学", en: "Wenzhou-Kean University" },
    partners: { zh: "温州大学、美国肯恩大学", en: "Wenzhou University; Kean University (US)" },
    location: { zh: "浙江温州", en: "Wenzhou, Zhejiang" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16409",
    name: { zh: "深圳北理莫斯科大学", en: "Shenzhen MSU-BIT University" },
    partners: {
      zh: "北京理工大学、俄罗斯莫斯科国立罗蒙诺索夫大学（与深圳市共建）",
      en: "Beijing Institute of Technology; Lomonosov Moscow State University (Russia), with the Shenzhen government",
    },
    location: { zh: "广东深圳", en: "Shenzhen, Guangdong" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16410",
    name: { zh: "广东以色列理工学院", en: "Guangdong Technion – Israel Institute of Technology" },
    partners: { zh: "汕头大学、以色列理工学院", en: "Shantou University; Technion – Israel Institute of Technology" },
    location: { zh: "广东汕头", en: "Shantou, Guangdong" },
    kind: "sino-foreign",
  },
  {
    moeCode: "16407",
    name: { zh: "香港中文大学（深圳）", en: "The Chinese University of Hong Kong, Shenzhen" },
    partners: { zh: "深圳大学、香港中文大学", en: "Shenzhen University; The Chinese University of Hong Kong" },
    location: { zh: "广东深圳", en: "Shenzhen, Guangdong" },
    kind: "hk",
  },
  {
    moeCode: "16401",
    name: { zh: "北师香港浸会大学", en: "Beijing Normal-Hong Kong Baptist University" },
    partners: { zh: "北京师范大学、香港浸会大学", en: "Beijing Normal University; Hong Kong Baptist University" },
    location: { zh: "广东珠海", en: "Zhuhai, Guangdong" },
    kind: "hk",
  },
  {
    moeCode: "16412",
    name: { zh: "香港科技大学（广州）", en: "The Hong Kong University of Science and Technology (Guangzhou)" },
    partners: { zh: "广州大学、香港科技大学", en: "Guangzhou University; The Hong Kong University of Science and Technology" },
    location: { zh: "广东广州", en: "Guangzhou, Guangdong" },
    kind: "hk",
  },
  {
    moeCode: "14851",
    name: { zh: "香港城市大学（东莞）", en: "City University of Hong Kong (Dongguan)" },
    partners: { zh: "东莞理工学院、香港城市大学", en: "Dongguan University of Technology; City University of Hong Kong" },
    location: { zh: "广东东莞", en: "Dongguan, Guangdong" },
    kind: "hk",
  },
];

/** Side-by-side comparison of the three ways of studying with a foreign element inside the state plan, plus ordinary programmes. */
export interface ComparisonRow {
  aspect: Bilingual;
  institution: Bilingual;
  programme: Bilingual;
  ordinary: Bilingual;
}

export const comparisonColumns: Record<Lang, string[]> = {
  zh: ["比较项", "独立设置的合作大学", "高校内的合作项目或二级学院", "普通本科专业"],
  en: ["Aspect", "Independent cooperative university", "Programme or joint school inside a university", "Ordinary bachelor programme"],
};

export const comparison: ComparisonRow[] = [
  {
    aspect: { zh: "是否在国家招生计划内", en: "Inside the national admission plan" },
    institution: { zh: "是", en: "Yes" },
    programme: { zh: "是（经批准的项目）", en: "Yes (approved programmes)" },
    ordinary: { zh: "是", en: "Yes" },
  },
  {
    aspect: { zh: "录取方式", en: "How students are admitted" },
    institution: {
      zh: "高考统招；部分学校要求提前申请并参加校园活动或面试，常在提前批录取",
      en: "Gaokao admission; some require an earlier application plus a campus day or interview and admit in the early batch",
    },
    programme: { zh: "高考统招，多在本科批，计划中标注“中外合作办学”", en: "Gaokao admission, mostly in the undergraduate batch, marked as Sino-foreign in the plan" },
    ordinary: { zh: "高考统招", en: "Gaokao admission" },
  },
  {
    aspect: { zh: "学费（每年；本站 2026 年整理的大致范围）", en: "Tuition per year (rough range compiled by us in 2026)" },
    institution: { zh: "约 8–20 万元，个别更高", en: "about 80,000–200,000 yuan, a few higher" },
    programme: { zh: "多在 2–10 万元", en: "mostly 20,000–100,000 yuan" },
    ordinary: { zh: "多为每年数千元", en: "usually a few thousand yuan" },
  },
  {
    aspect: { zh: "教学语言", en: "Language of teaching" },
    institution: { zh: "以英语为主", en: "Mainly English" },
    programme: { zh: "外方课程多用英语，其余用中文", en: "Partner courses mostly in English, the rest in Chinese" },
    ordinary: { zh: "以中文为主", en: "Mainly Chinese" },
  },
  {
    aspect: { zh: "毕业证书", en: "Certificates" },
    institution: {
      zh: "按批准内容：中方毕业证、学位证和（或）外方学位",
      en: "As approved: Chinese diploma and degree and/or the partner’s degree",
    },
    programme: {
      zh: "中方毕业证、学位证；满足条件者可获外方学位",
      en: "Chinese diploma and degree; the partner’s degree for those who meet its conditions",
    },
    ordinary: { zh: "中方毕业证、学位证", en: "Chinese diploma and degree" },
  },
  {
    aspect: { zh: "出境学习", en: "Study abroad" },
    institution: { zh: "多数可选交换或海外学期", en: "Most offer exchanges or a term abroad" },
    programme: { zh: "“4+0”不出境；“2+2”“3+1”需到外方学习", en: "None in 4+0; required in 2+2 or 3+1" },
    ordinary: { zh: "可选交换", en: "Optional exchanges" },
  },
];

/** Typical tuition ranges by study option, shown with a caution on the page. */
export interface CostRow {
  option: Bilingual;
  tuition: Bilingual;
  note: Bilingual;
}

export const costColumns: Record<Lang, string[]> = {
  zh: ["类型", "学费（每年；本站 2026 年整理的大致范围）", "说明"],
  en: ["Type", "Tuition per year (rough range compiled by us in 2026)", "Notes"],
};

export const costs: CostRow[] = [
  {
    option: { zh: "高校内的中外合作办学项目或二级学院", en: "Programme or joint school inside a university" },
    tuition: { zh: "多在 2–10 万元", en: "mostly 20,000–100,000 yuan" },
    note: {
      zh: "由省级价格主管部门核定，地区和专业差异大",
      en: "Set with approval of the provincial price authority; varies widely by region and major",
    },
  },
  {
    option: { zh: "独立设置的中外、内地与港澳合作大学", en: "Independent Sino-foreign or mainland–Hong Kong university" },
    tuition: { zh: "约 8–20 万元，个别更高", en: "about 80,000–200,000 yuan, a few higher" },
    note: { zh: "住宿费另计，部分学校按专业分档", en: "Accommodation extra; some charge by major" },
  },
  {
    option: { zh: "“2+2”“3+1”的境外学习阶段", en: "The years abroad in 2+2 or 3+1" },
    tuition: { zh: "按外方学校标准", en: "On the partner’s scale" },
    note: {
      zh: "通常远高于国内阶段，另加生活费、签证和往返路费",
      en: "Usually far above the years in China, plus living costs, visa and travel",
    },
  },
];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "《中华人民共和国中外合作办学条例》（国务院令第 372 号，2003 年 3 月 1 日公布，2003 年 9 月 1 日施行，此后两次修订）",
      en: "Regulations of the People's Republic of China on Chinese-Foreign Cooperation in Running Schools (State Council Decree No. 372, issued 1 March 2003, in force 1 September 2003, revised twice since)",
    },
    kind: "publisher",
    date: "2003-03-01",
    supports: { zh: "中外合作办学的定义和审批要求；2003 年施行", en: "what Chinese-foreign cooperation is and that it needs approval; in force since 2003" },
  },
  {
    title: {
      zh: "教育部：中外合作办学学生获得的境外学历学位证书认证注册信息可上网查询（教育部教育涉外监管信息网发布；我们读到的是其公开转载）",
      en: "Ministry of Education: the registration of foreign degrees earned in Chinese-foreign cooperative programmes can be looked up online (published on the ministry's foreign-education supervision site; read as reposted)",
    },
    kind: "publisher",
    date: "2012-03",
    supports: {
      zh: "本科以上中外合作办学颁发境外证书的，注册在学生入学一个月内完成，学生凭姓名和身份证号在监管网查询；未预先注册的境外证书将不予认证",
      en: "for programmes at bachelor's level and above that award a foreign degree, registration is done within a month of entry and students look it up with their name and ID number; foreign degrees not registered in advance are not recognised",
    },
  },
];
