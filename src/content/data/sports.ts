// Sports admission (体育类招生): the general sports exam, sports independent recruitment, the independent sports colleges and study-abroad checks (Ministry of Education and General Administration of Sport notices and public admission brochures); the supervision site's address rests on `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. The general sports exam (体育类专业统考) ---------- */

export interface ExamPartRow {
  part: Bilingual;
  content: Bilingual;
  weight: Bilingual;
}

export const examPartColumns: Record<Lang, string[]> = {
  zh: ["部分", "考什么", "权重"],
  en: ["Part", "What is tested", "Weight"],
};

export const examPartRows: ExamPartRow[] = [
  {
    part: { zh: "身体素质", en: "Physical fitness" },
    content: {
      zh: "4 个身体素质项目中至少考 3 项（常见设置为跑、跳、投掷和耐力类项目，具体项目以本省考试说明为准）",
      en: "At least 3 of 4 physical items (usually covering sprinting, jumping, throwing and endurance; the exact items are in your province's exam instructions)",
    },
    weight: { zh: "60%", en: "60%" },
  },
  {
    part: { zh: "专项技能", en: "Special event" },
    content: {
      zh: "从 11 个专项中选考 1 项（如田径、篮球、足球、排球、乒乓球、羽毛球、游泳、武术等）",
      en: "One event chosen from 11 (for example athletics, basketball, football, volleyball, table tennis, badminton, swimming, wushu)",
    },
    weight: { zh: "40%", en: "40%" },
  },
  {
    part: { zh: "体育成绩", en: "Sports score" },
    content: {
      zh: "两部分按权重合成，满分 100 分",
      en: "The two parts combined by weight, out of 100",
    },
    weight: { zh: "100%", en: "100%" },
  },
];

/* ---------- 2. General exam vs independent recruitment ---------- */

export interface RouteRow {
  item: Bilingual;
  general: Bilingual;
  independent: Bilingual;
}

export const routeColumns: Record<Lang, string[]> = {
  zh: ["比较项", "体育类专业统考", "体育单招"],
  en: ["Aspect", "General sports exam", "Sports independent recruitment"],
};

export const routeRows: RouteRow[] = [
  {
    item: { zh: "组织者", en: "Run by" },
    general: { zh: "省级招生考试机构", en: "The provincial examination authority" },
    independent: {
      zh: "教育部和国家体育总局统一部署，招生院校组织专项考试",
      en: "Set nationally by the Ministry of Education and the General Administration of Sport; institutions run the special exams",
    },
  },
  {
    item: { zh: "谁能报", en: "Who can apply" },
    general: {
      zh: "参加当年高考、报考体育类专业的考生",
      en: "Gaokao candidates applying for sports majors",
    },
    independent: {
      zh: "有运动员技术等级的考生（通常要求二级运动员及以上，以当年招生办法为准）",
      en: "Candidates holding an athlete grade (usually national level 2 or higher; check the year's rules)",
    },
  },
  {
    item: { zh: "文化考试", en: "Cultural exam" },
    general: { zh: "普通高考，满分 750 分", en: "The ordinary gaokao, out of 750" },
    independent: {
      zh: "全国统一的单招文化考试：4 科 × 150 分 = 600 分",
      en: "A national cultural exam of its own: 4 subjects × 150 = 600",
    },
  },
  {
    item: { zh: "体育考试", en: "Sports test" },
    general: {
      zh: "身体素质 60% + 专项 40%，满分 100 分",
      en: "Physical fitness 60% + special event 40%, out of 100",
    },
    independent: {
      zh: "专项考试，合格线不低于 40 分",
      en: "Special exam; pass line at least 40",
    },
  },
  {
    item: { zh: "综合分", en: "Composite" },
    general: {
      zh: "体育成绩 × 3.75 + 高考文化成绩 × 0.5（满分 750 分）",
      en: "Sports score × 3.75 + gaokao cultural score × 0.5 (out of 750)",
    },
    independent: {
      zh: "文化成绩 ÷ 6 × 30% + 专项成绩 × 70%（保留 2 位小数）",
      en: "Cultural score ÷ 6 × 30% + special score × 70% (2 decimal places)",
    },
  },
  {
    item: { zh: "典型专业", en: "Typical majors" },
    general: {
      zh: "体育教育、社会体育指导与管理、运动人体科学等",
      en: "Physical education, social sports guidance and management, human movement science and similar",
    },
    independent: {
      zh: "运动训练、武术与民族传统体育等",
      en: "Sports training, wushu and traditional ethnic sports and similar",
    },
  },
];

/* ---------- 3. Sports independent recruitment rules ---------- */

export interface RuleRow {
  rule: Bilingual;
  detail: Bilingual;
}

export const ruleColumns: Record<Lang, string[]> = {
  zh: ["规则", "含义"],
  en: ["Rule", "What it means"],
};

export const ruleRows: RuleRow[] = [
  {
    rule: { zh: "最多报 2 所院校", en: "No more than 2 institutions" },
    detail: {
      zh: "报名时选择的招生院校不能超过 2 所。",
      en: "You may choose at most 2 recruiting institutions when you sign up.",
    },
  },
  {
    rule: { zh: "缴费后不能修改", en: "No edits after payment" },
    detail: {
      zh: "网上报名缴费成功后，报考院校、项目等信息不能再改，缴费前务必核对。",
      en: "Once the sign-up fee is paid, institutions, event and other details are locked; check everything before paying.",
    },
  },
  {
    rule: { zh: "必须签署反兴奋剂承诺书", en: "Anti-doping commitment required" },
    detail: {
      zh: "不签署的，视为自动放弃考试资格。",
      en: "Refusing to sign counts as giving up the exam.",
    },
  },
  {
    rule: { zh: "不得跨项考试", en: "No cross-event exam" },
    detail: {
      zh: "只能参加自己报名项目的专项考试，不能改考其他项目。",
      en: "You sit the special exam only in the event you registered for, never in another event.",
    },
  },
  {
    rule: { zh: "录取后不得放弃", en: "No giving up once admitted" },
    detail: {
      zh: "被录取的考生不能放弃录取资格，报名前要想清楚。",
      en: "A candidate who is admitted may not give up the place, so decide before you apply.",
    },
  },
];

/* ---------- 4. Athlete concessions on the cultural line ---------- */

export interface ConcessionRow {
  grade: Bilingual;
  concession: Bilingual;
  example: Bilingual;
}

export const concessionColumns: Record<Lang, string[]> = {
  zh: ["运动员等级", "文化成绩线", "示例（以 180 分线为例）"],
  en: ["Athlete grade", "Cultural line", "Example (line of 180)"],
};

export const concessionRows: ConcessionRow[] = [
  {
    grade: { zh: "其他考生", en: "Other candidates" },
    concession: { zh: "按划定的文化线", en: "The published line" },
    example: { zh: "180 分", en: "180" },
  },
  {
    grade: { zh: "一级运动员", en: "Level-1 athlete" },
    concession: { zh: "降低 30 分", en: "30 points off" },
    example: { zh: "150 分", en: "150" },
  },
  {
    grade: { zh: "运动健将（健将级）", en: "Master-level athlete" },
    concession: { zh: "降低 50 分", en: "50 points off" },
    example: { zh: "130 分", en: "130" },
  },
];

/* ---------- 4b. Score lines and composite formulas, with worked examples ---------- */

export interface LineRow {
  item: Bilingual;
  rule: Bilingual;
}

export const lineColumns: Record<Lang, string[]> = {
  zh: ["项目", "规定"],
  en: ["Item", "Rule"],
};

export const lineRows: LineRow[] = [
  {
    item: { zh: "文化考试", en: "Cultural exam" },
    rule: { zh: "语文、数学、英语、政治 4 科 × 150 分 = 600 分", en: "Chinese, mathematics, English and politics: 4 subjects × 150 = 600" },
  },
  {
    item: { zh: "文化成绩线", en: "Cultural cut-off" },
    rule: { zh: "每年划定，通常不低于 180 分", en: "Set every year, normally at least 180" },
  },
  {
    item: { zh: "专项成绩线", en: "Special-exam cut-off" },
    rule: { zh: "不低于 40 分", en: "At least 40" },
  },
];

export interface FormulaRow {
  route: Bilingual;
  formula: Bilingual;
  example: Bilingual;
}

export const formulaColumns: Record<Lang, string[]> = {
  zh: ["招生方式", "综合分公式", "算例"],
  en: ["Route", "Composite formula", "Worked example"],
};

export const formulaRows: FormulaRow[] = [
  {
    route: { zh: "体育类专业统考", en: "General sports exam" },
    formula: {
      zh: "体育成绩（满分 100）× 3.75 + 文化成绩（满分 750）× 0.5",
      en: "Sports score (out of 100) × 3.75 + cultural score (out of 750) × 0.5",
    },
    example: {
      zh: "体育 80 分、文化 450 分：80 × 3.75 + 450 × 0.5 = 300 + 225 = 525 分（满分 750）",
      en: "Sports 80, cultural 450: 80 × 3.75 + 450 × 0.5 = 300 + 225 = 525 (out of 750)",
    },
  },
  {
    route: { zh: "体育单招", en: "Sports independent recruitment" },
    formula: {
      zh: "文化成绩 ÷ 6 × 30% + 专项成绩 × 70%，保留 2 位小数",
      en: "Cultural score ÷ 6 × 30% + special score × 70%, rounded to 2 decimals",
    },
    example: {
      zh: "文化 253 分、专项 77.25 分：253 ÷ 6 × 30% = 12.65，77.25 × 70% = 54.075，合计 66.725，保留 2 位小数为 66.73 分",
      en: "Cultural 253, special 77.25: 253 ÷ 6 × 30% = 12.65, 77.25 × 70% = 54.075, total 66.725, rounded to 66.73",
    },
  },
];

/* ---------- 5. Independent public sports colleges (undergraduate) ---------- */

/** School codes (last five digits of the MOE institution identifier), checked against the MOE list of institutions, 2026. */
export const sportsCollegeCodes: readonly string[] = [
  "10043", // 北京体育大学
  "10277", // 上海体育大学
  "10522", // 武汉体育学院
  "10653", // 成都体育学院
  "10727", // 西安体育学院
  "10176", // 沈阳体育学院
  "10585", // 广州体育学院
  "10071", // 天津体育学院
  "10330", // 南京体育学院
  "10457", // 山东体育学院
  "10029", // 首都体育学院
  "10242", // 哈尔滨体育学院
  "10208", // 吉林体育学院
  "11236", // 河北体育学院
  "14879", // 河南体育学院
];

/* ---------- 6. Sports study abroad: what to check ---------- */

export interface AbroadRow {
  check: Bilingual;
  how: Bilingual;
}

export const abroadColumns: Record<Lang, string[]> = {
  zh: ["要核实什么", "怎么核实"],
  en: ["What to check", "How to check it"],
};

export const abroadRows: AbroadRow[] = [
  {
    check: { zh: "学校是否正规", en: "Is the school genuine" },
    how: {
      zh: "在教育部教育涉外监管信息网（jsj.edu.cn）查询该国被认可的院校名单。",
      en: "Look it up in the Ministry of Education's foreign-education supervision site (jsj.edu.cn), which lists recognised institutions by country.",
    },
  },
  {
    check: { zh: "学位能否认证", en: "Can the degree be verified" },
    how: {
      zh: "回国后学历学位认证由教育部留学服务中心办理，了解它对学习方式和在外时间的要求。",
      en: "Foreign degrees are verified by the Ministry of Education's Chinese Service Center for Scholarly Exchange; learn its rules on mode of study and time spent abroad.",
    },
  },
  {
    check: { zh: "中介是否有资质", en: "Is the agent legitimate" },
    how: {
      zh: "签合同前核实营业执照和经营范围，合同写明服务内容、费用和退费条件。",
      en: "Before signing, check the agent's business licence and scope; the contract should state services, fees and refund terms.",
    },
  },
  {
    check: { zh: "语言和学业要求", en: "Language and academic requirements" },
    how: {
      zh: "以学校官网公布的录取要求为准，对“免语言”“保录取”的说法保持警惕。",
      en: "Go by the admission requirements on the school's own website; be wary of promises of “no language test” or “guaranteed admission”.",
    },
  },
  {
    check: { zh: "体育奖学金条件", en: "Sports scholarship terms" },
    how: {
      zh: "弄清奖学金覆盖哪些费用、每年如何续期、受伤或成绩下降时怎么处理。",
      en: "Find out what the scholarship covers, how it is renewed each year, and what happens after an injury or a poor season.",
    },
  },
];

export const sources: Source[] = [
  {
    title: {
      zh: "国家体育总局：普通高等学校运动训练、武术与民族传统体育专业招生管理办法（每年发布；我们读到的是 2025 年院校简章和报道对它的引述）",
      en: "General Administration of Sport: admission rules for the sports training and martial arts majors (issued yearly; read as cited in 2025 university brochures and reports)",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "单招文化考试语文、数学、英语、政治各 150 分共 600 分；文化成绩控制线不低于 180 分、专项不低于 40 分；综合成绩 = 文化成绩 ÷ 6 × 30% + 专项成绩 × 70%；一级运动员文化线降 30 分、运动健将降 50 分",
      en: "the single-recruitment culture exam of Chinese, mathematics, English and politics, 150 each, 600 in all; culture line at least 180 and special test at least 40; composite = culture ÷ 6 × 30% + special × 70%; the culture line 30 points lower for Level 1 athletes and 50 for masters of sport",
    },
  },
  {
    title: {
      zh: "教育部教育涉外监管信息网：外国高校名单（教育部发布）",
      en: "Ministry of Education foreign-education supervision site: lists of recognised foreign universities (published by the ministry)",
    },
    url: "https://www.jsj.edu.cn",
    kind: "publisher",
    date: "2014-10-27",
    supports: { zh: "教育部教育涉外监管信息网（jsj.edu.cn）公布外国正规高校名单，2014 年起覆盖 47 个国家", en: "the ministry's foreign-education supervision site (jsj.edu.cn) publishes the lists of recognised foreign universities, covering 47 countries from 2014" },
  },
  {
    title: {
      zh: "教育部公布 33 个国家 1 万多所学校名单：教育涉外监管信息网 www.jsj.edu.cn（科学网报道）",
      en: "The ministry lists over 10,000 schools in 33 countries on its supervision site www.jsj.edu.cn (sciencenet.cn report)",
    },
    url: "https://news.sciencenet.cn/htmlnews/2011/4/245908.shtm",
    kind: "report",
    date: "2011-04",
    supports: { zh: "监管信息网的地址是 jsj.edu.cn", en: "the supervision site's address is jsj.edu.cn" },
  },
];
