// Naval pilot recruitment (海军招飞) and naval academies' ship and navigation programmes compared, with the selection stages and
// the main naval academies (public naval recruitment brochures and military academy admission rules); the 2025–2026 eyesight
// rules and other dated facts rest on `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. The two naval routes compared ---------- */

export interface RouteRow {
  item: Bilingual;
  pilot: Bilingual;
  ship: Bilingual;
}

export const routeColumns: Record<Lang, string[]> = {
  zh: ["项目", "海军招飞（飞行学员）", "海军院校（舰艇、航海等专业）"],
  en: ["Item", "Naval pilot recruitment (flight cadets)", "Naval academies (ship, navigation and other majors)"],
};

export const routeRows: RouteRow[] = [
  {
    item: { zh: "招收对象", en: "Who is recruited" },
    pilot: { zh: "普通高中毕业生（以应届为主），男性", en: "High-school graduates (mainly the current year's), male" },
    ship: { zh: "参加当年高考的普通高中毕业生，以男生为主，少数专业招女生", en: "High-school graduates sitting that year's gaokao, mostly male; a few majors take women" },
  },
  {
    item: { zh: "年龄", en: "Age" },
    pilot: { zh: "17–20 岁", en: "17–20" },
    ship: { zh: "2025 年为 16–20 岁（截至当年 8 月 31 日；2024 年及以前 17–20 岁）", en: "16–20 in 2025 (as of 31 August of the year; 17–20 up to 2024)" },
  },
  {
    item: { zh: "身高", en: "Height" },
    pilot: { zh: "165–185 cm", en: "165–185 cm" },
    ship: { zh: "按军队院校体检标准，男生不低于 162 cm", en: "Military academy medical standard: men at least 162 cm" },
  },
  {
    item: { zh: "选拔环节", en: "Selection" },
    pilot: { zh: "初检、全面检测（医学、心理、政治）、高考后定选", en: "Preliminary check, full assessment (medical, psychological, political), final selection after the gaokao" },
    ship: { zh: "高考后政治考核、面试、军检体检", en: "Political review, interview and military medical after the gaokao" },
  },
  {
    item: { zh: "文化成绩", en: "Gaokao score" },
    pilot: { zh: "达到招飞简章规定的分数线", en: "At or above the line set in the pilot brochure" },
    ship: { zh: "一般不低于本省本科线，按志愿和成绩择优", en: "Normally at least the provincial undergraduate line, then by preference and score" },
  },
  {
    item: { zh: "志愿填报", en: "Application" },
    pilot: { zh: "提前批，填报海军航空大学飞行学员志愿", en: "Early batch: Naval Aviation University, flight cadet programme" },
    ship: { zh: "本科提前批，填报相应海军院校", en: "Early undergraduate batch: the chosen naval academy" },
  },
  {
    item: { zh: "毕业去向", en: "After graduation" },
    pilot: { zh: "海军航空兵部队飞行员，包括舰载机方向", en: "Pilot in naval aviation units, including carrier-based aviation" },
    ship: { zh: "舰艇部队等岗位，任军官", en: "Officer posts in surface-ship, submarine and other units" },
  },
];

/* ---------- 2. Selection stages of naval pilot recruitment ---------- */

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
    stage: { zh: "报名与初检", en: "Sign-up and preliminary check" },
    when: { zh: "高三上学期", en: "First term of senior 3" },
    content: { zh: "在本省招飞站点报名，检查身高、体重、视力、外科等基础项目，不合格当场淘汰", en: "Register at a provincial recruitment site; basic checks of height, weight, eyesight and surgery, with failures eliminated on the spot" },
  },
  {
    stage: { zh: "全面检测", en: "Full assessment" },
    when: { zh: "高三上学期末至下学期", en: "End of the first term to the second term of senior 3" },
    content: { zh: "系统医学检查、心理选拔，同时开展政治考核", en: "Complete medical examination and psychological selection; the political review runs in parallel" },
  },
  {
    stage: { zh: "高考与定选", en: "Gaokao and final selection" },
    when: { zh: "高考后（6 月下旬至 7 月初）", en: "After the gaokao (late June to early July)" },
    content: { zh: "按高考成绩和检测结论择优确定预录名单", en: "Provisional list chosen on gaokao score and assessment results" },
  },
  {
    stage: { zh: "录取", en: "Admission" },
    when: { zh: "提前批录取期间", en: "During early-batch admission" },
    content: { zh: "由海军航空大学在提前批录取为飞行学员", en: "Naval Aviation University admits flight cadets in the early batch" },
  },
];

/* ---------- 3. Main naval academies taking high-school graduates ---------- */

export interface AcademyRow {
  name: Bilingual;
  city: Bilingual;
  focus: Bilingual;
}

export const academyColumns: Record<Lang, string[]> = {
  zh: ["院校", "所在地", "主要培养方向"],
  en: ["Academy", "City", "Main focus"],
};

export const academyRows: AcademyRow[] = [
  {
    name: { zh: "海军航空大学", en: "Naval Aviation University" },
    city: { zh: "山东烟台", en: "Yantai, Shandong" },
    focus: { zh: "海军飞行学员（经招飞选拔）及航空相关专业", en: "Naval flight cadets (through pilot recruitment) and aviation-related majors" },
  },
  {
    name: { zh: "海军大连舰艇学院", en: "Dalian Naval Academy" },
    city: { zh: "辽宁大连", en: "Dalian, Liaoning" },
    focus: { zh: "水面舰艇指挥、航海等", en: "Surface-ship command, navigation and related fields" },
  },
  {
    name: { zh: "海军潜艇学院", en: "Navy Submarine Academy" },
    city: { zh: "山东青岛", en: "Qingdao, Shandong" },
    focus: { zh: "潜艇指挥与相关技术", en: "Submarine command and related technology" },
  },
  {
    name: { zh: "海军工程大学", en: "Naval University of Engineering" },
    city: { zh: "湖北武汉", en: "Wuhan, Hubei" },
    focus: { zh: "舰艇动力、电气、武器等工程技术", en: "Ship power, electrical, weapons and other engineering" },
  },
  {
    name: { zh: "海军军医大学", en: "Naval Medical University" },
    city: { zh: "上海", en: "Shanghai" },
    focus: { zh: "军事医学、临床医学等", en: "Military and clinical medicine" },
  },
];

/* ---------- 4. Vision-correction surgery, accepted from the 2025 recruitment year ---------- */

export const surgeryColumns: Record<Lang, string[]> = {
  zh: ["条件", "海军招飞（2025、2026 年度简章）"],
  en: ["Condition", "Naval pilot recruitment (2025 and 2026 brochures)"],
};

export const surgeryRules: { item: Bilingual; rule: Bilingual }[] = [
  { item: { zh: "手术时年龄", en: "Age at surgery" }, rule: { zh: "年满 18 周岁", en: "18 or older" } },
  {
    item: { zh: "手术方式", en: "Kind of surgery" },
    rule: { zh: "只认可不制作角膜瓣的角膜屈光手术（非制瓣式）；制瓣的半飞秒等不认可", en: "Only corneal refractive surgery without a corneal flap; flap procedures such as FS-LASIK are not accepted" },
  },
  { item: { zh: "距招飞体检", en: "Time before the medical" }, rule: { zh: "满 6 个月以上", en: "More than 6 months" } },
  {
    item: { zh: "术前度数", en: "Before surgery" },
    rule: { zh: "近视不超过 400 度，散光不超过 100 度", en: "Myopia of no more than 400 degrees and astigmatism of no more than 100 degrees" },
  },
  { item: { zh: "术后视力", en: "After surgery" }, rule: { zh: "裸眼远视力不低于 C 字表 1.0", en: "Bare-eye distance vision of at least 1.0 on the C chart" } },
  {
    item: { zh: "病历", en: "Records" },
    rule: { zh: "完整的术前检查和激光切削参数等手术记录", en: "Complete records of the pre-operative examination and the laser parameters" },
  },
];

export const sources: Source[] = [
  {
    title: {
      zh: "海军 2025 年度招飞选拔全面展开，视力矫正手术后可作为征集对象（大众网潍坊频道报道）",
      en: "The navy's 2025 pilot selection under way; candidates after vision-correction surgery may apply (Dazhong Daily's dzwww.com, Weifang channel)",
    },
    url: "https://weifang.dzwww.com/wfxwn/202410/t20241005_14904145.htm",
    kind: "report",
    date: "2024-10-05",
    supports: {
      zh: "2025 年度面向高中毕业生和高校应届本科、硕士毕业生选拔舰载机飞行学员；10 月中旬至 11 月上旬在山东、河南、江苏、安徽、江西、湖南设站初检，其余省份 10 月 1 日起在海军招飞网报名；简章放宽眼科标准，视力矫正手术后可报名",
      en: "in 2025 the navy selected carrier-pilot cadets from high-school graduates and new bachelor's and master's graduates; initial checks at stations in Shandong, Henan, Jiangsu, Anhui, Jiangxi and Hunan from mid-October to early November, online registration on the navy's site from 1 October elsewhere; eyesight rules eased, vision-correction surgery accepted",
    },
  },
  {
    title: {
      zh: "国防部新闻发言人吴谦：海军全面展开 2025 年度招飞选拔（国防部例行发布）",
      en: "Ministry of National Defense spokesperson Wu Qian: the navy's 2025 pilot selection (the ministry's regular release)",
    },
    kind: "publisher",
    date: "2024-10-15",
    supports: {
      zh: "海军放宽眼科相关标准，视力矫正手术后人员可以报名；增加立体视觉、对比敏感度、头颅磁共振和胸部 CT 等检测，实施空中 15 小时飞行能力筛选",
      en: "the navy eased its eyesight rules so candidates after vision-correction surgery may apply, added stereo-vision, contrast-sensitivity, head MRI and chest CT checks, and screens flying ability in 15 hours in the air",
    },
  },
  {
    title: {
      zh: "2020 年度海军招飞工作启动（“海军新闻”发布，环球网、中评社转述）",
      en: "The navy's 2020 pilot selection opens (published by 海军新闻, the navy's news account, as relayed by Huanqiu and CRNTT)",
    },
    kind: "report",
    date: "2019-09-25",
    supports: {
      zh: "2020 年度海军招飞面向 16–19 周岁、有开招地区学籍户籍的普通高中应届和往届毕业生",
      en: "the navy's 2020 selection took current and past high-school graduates aged 16–19 with school and household registration in the recruiting areas",
    },
  },
  {
    title: {
      zh: "海军启动 2025 年度招飞选拔，视力矫正术后青年可参加征集（新华社报道）",
      en: "The navy opens 2025 pilot selection; young people after vision-correction surgery may apply (Xinhua report)",
    },
    kind: "report",
    date: "2024-09-28",
    supports: {
      zh: "2025 年度起接受视力矫正手术后的考生；2025 年度不招女飞行学员；高中毕业生入校前 3 年读本科基础，第 4 年起 3–4 年航空理论和飞行训练",
      en: "candidates after vision-correction surgery accepted from 2025; no women flight cadets in 2025; high-school graduates study 3 years of undergraduate basics, then 3–4 years of aviation theory and flying",
    },
  },
  {
    title: {
      zh: "山东省 2026 年度军队招收飞行学员工作通知（鲁招考〔2025〕91 号，山东省教育招生考试院），含海军 2025、2026 年度简章的眼科条件",
      en: "Shandong's notice on 2026 military flight-cadet recruitment (Lu Zhaokao [2025] No. 91, Shandong Provincial Education Admission and Examination Institute), with the eyesight conditions of the navy's 2025 and 2026 brochures",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "海军有条件接受角膜屈光手术（手术时满 18 岁、非制瓣式、满 6 个月、术前近视 ≤ 400 度和散光 ≤ 100 度、术后裸眼 ≥ 1.0、完整病历），空军不接受",
      en: "the navy accepts corneal refractive surgery on conditions (18 at surgery, no flap, 6 months, myopia ≤ 400 and astigmatism ≤ 100 degrees before, bare-eye ≥ 1.0 after, full records); the air force does not",
    },
  },
  {
    title: {
      zh: "各省级招生考试机构 2025 年军队院校招收普通高中毕业生工作通知（依据国征〔2024〕6 号；教育部阳光高考平台汇总招生信息）",
      en: "The provincial examination authorities' 2025 notices on military academy recruitment of high-school graduates (under Guozheng [2024] No. 6; the Ministry of Education's gaokao.chsi.com.cn gathers admission news)",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "海军院校（舰艇、航海等专业）按军队院校招生规则：2025 年 16–20 岁、高中阶段体质测试及格以上",
      en: "naval academies (ship, navigation and other majors) follow the military academy rules: 16–20 in 2025 and a pass or better in the high-school fitness tests",
    },
  },
];
