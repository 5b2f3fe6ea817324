// Arts-track admission data: arts majors (MOE undergraduate catalogue, category 13 艺术学), arts-college lists and province examples (MOE special-admission notices and public admission brochures), exam and score-line rules (MOE arts-admission policy; the dated rules and their sources in `sources` at the end).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/** Catalogue markers: "" ordinary major, "T" special major (特设专业), "TK" special and controlled-quota (国家控制布点专业). */
export type MajorMark = "" | "T" | "TK";

export interface Major {
  /** Six-digit catalogue code, without the T/K suffix. */
  code: string;
  name: Bilingual;
  mark: MajorMark;
}

export interface MajorClass {
  /** Four-digit class code (专业类代码). */
  code: string;
  name: Bilingual;
  majors: Major[];
}

const m = (code: string, zh: string, en: string, mark: MajorMark = ""): Major => ({ code, name: { zh, en }, mark });

/** The five classes of the arts category (13 艺术学) and their undergraduate majors, 2025 catalogue. */
export const majorClasses: MajorClass[] = [
  {
    code: "1301",
    name: { zh: "艺术学理论类", en: "Art theory" },
    majors: [
      m("130101", "艺术史论", "Art History and Theory"),
      m("130102", "艺术管理", "Arts Management", "T"),
      m("130103", "非物质文化遗产保护", "Intangible Cultural Heritage Conservation", "T"),
    ],
  },
  {
    code: "1302",
    name: { zh: "音乐与舞蹈学类", en: "Music and dance" },
    majors: [
      m("130201", "音乐表演", "Music Performance"),
      m("130202", "音乐学", "Musicology"),
      m("130203", "作曲与作曲技术理论", "Composition and Composition Theory"),
      m("130204", "舞蹈表演", "Dance Performance"),
      m("130205", "舞蹈学", "Dance Studies"),
      m("130206", "舞蹈编导", "Choreography"),
      m("130207", "舞蹈教育", "Dance Education", "T"),
      m("130208", "航空服务艺术与管理", "Aviation Service Arts and Management", "TK"),
      m("130209", "流行音乐", "Popular Music", "T"),
      m("130210", "音乐治疗", "Music Therapy", "T"),
      m("130211", "流行舞蹈", "Popular Dance", "T"),
      m("130212", "音乐教育", "Music Education", "T"),
      m("130213", "冰雪舞蹈表演", "Ice and Snow Dance Performance", "TK"),
      m("130214", "舞蹈治疗", "Dance Therapy", "TK"),
      m("130215", "音乐科技", "Music Technology", "T"),
    ],
  },
  {
    code: "1303",
    name: { zh: "戏剧与影视学类", en: "Drama, film and television" },
    majors: [
      m("130301", "表演", "Acting and Performance"),
      m("130302", "戏剧学", "Theatre Studies"),
      m("130303", "电影学", "Film Studies"),
      m("130304", "戏剧影视文学", "Writing for Stage and Screen"),
      m("130305", "广播电视编导", "Radio and Television Directing"),
      m("130306", "戏剧影视导演", "Stage and Screen Directing"),
      m("130307", "戏剧影视美术设计", "Stage and Screen Art Design"),
      m("130308", "录音艺术", "Sound Recording Arts"),
      m("130309", "播音与主持艺术", "Broadcasting and Hosting"),
      m("130310", "动画", "Animation"),
      m("130311", "影视摄影与制作", "Cinematography and Production", "T"),
      m("130312", "影视技术", "Film and Television Technology", "T"),
      m("130313", "戏剧教育", "Drama Education", "T"),
      m("130314", "曲艺", "Quyi (Chinese Narrative and Comic Performing Arts)", "TK"),
      m("130315", "音乐剧", "Musical Theatre", "TK"),
      m("130316", "数字戏剧", "Digital Theatre", "T"),
      m("130317", "数字演艺设计", "Digital Performance Design", "T"),
      m("130318", "智能影像艺术", "Intelligent Imaging Art", "T"),
    ],
  },
  {
    code: "1304",
    name: { zh: "美术学类", en: "Fine arts" },
    majors: [
      m("130401", "美术学", "Fine Arts Studies"),
      m("130402", "绘画", "Painting"),
      m("130403", "雕塑", "Sculpture"),
      m("130404", "摄影", "Photography"),
      m("130405", "书法学", "Calligraphy", "T"),
      m("130406", "中国画", "Chinese Painting", "T"),
      m("130407", "实验艺术", "Experimental Art", "TK"),
      m("130408", "跨媒体艺术", "Cross-media Art", "TK"),
      m("130409", "文物保护与修复", "Conservation and Restoration of Cultural Relics", "T"),
      m("130410", "漫画", "Comics", "T"),
      m("130411", "纤维艺术", "Fibre Art", "T"),
      m("130412", "科技艺术", "Technology Art", "TK"),
      m("130413", "美术教育", "Art Education", "TK"),
      m("130414", "虚拟空间艺术", "Virtual Space Art", "T"),
    ],
  },
  {
    code: "1305",
    name: { zh: "设计学类", en: "Design" },
    majors: [
      m("130501", "艺术设计学", "Design Studies"),
      m("130502", "视觉传达设计", "Visual Communication Design"),
      m("130503", "环境设计", "Environmental Design"),
      m("130504", "产品设计", "Product Design"),
      m("130505", "服装与服饰设计", "Fashion and Accessory Design"),
      m("130506", "公共艺术", "Public Art"),
      m("130507", "工艺美术", "Arts and Crafts"),
      m("130508", "数字媒体艺术", "Digital Media Art"),
      m("130509", "艺术与科技", "Art and Technology", "T"),
      m("130510", "陶瓷艺术设计", "Ceramic Art Design", "TK"),
      m("130511", "新媒体艺术", "New Media Art", "T"),
      m("130512", "包装设计", "Packaging Design", "T"),
      m("130513", "珠宝首饰设计与工艺", "Jewellery Design and Craft", "TK"),
      m("130514", "人居设计", "Living Environment Design", "T"),
      m("130515", "游戏艺术设计", "Game Art Design", "TK"),
    ],
  },
];

export const majorColumns: Record<Lang, string[]> = {
  zh: ["专业", "专业代码", "标记"],
  en: ["Major", "Catalogue code", "Marker"],
};

/** How a marker reads in a table cell; ordinary majors show a dash. */
export const markLabel: Record<MajorMark, Bilingual> = {
  "": { zh: "", en: "" },
  T: { zh: "T 特设专业", en: "T special major" },
  TK: { zh: "TK 特设、国家控制布点", en: "TK special, controlled quota" },
};

/** Catalogue code as printed in the catalogue, with its markers (130102T, 130208TK). */
export const printedCode = (major: Major): string => `${major.code}${major.mark}`;

// ---------------------------------------------------------------------------------------------
// Provincial unified exams versus school exams.

export interface ExamContrast {
  aspect: Bilingual;
  unified: Bilingual;
  school: Bilingual;
}

export const examColumns: Record<Lang, string[]> = {
  zh: ["对比项", "省级统考（联考）", "校考"],
  en: ["Aspect", "Provincial unified exam", "University's own exam"],
};

export const examContrast: ExamContrast[] = [
  {
    aspect: { zh: "组织者", en: "Run by" },
    unified: { zh: "省级招生考试机构", en: "The provincial examination authority" },
    school: { zh: "招生高校自己组织", en: "The admitting university" },
  },
  {
    aspect: { zh: "谁要参加", en: "Who takes it" },
    unified: {
      zh: "报考统考所覆盖专业的本省考生都要参加，且须达到合格线",
      en: "Every candidate in the province applying for majors the exam covers; the pass line must be reached",
    },
    school: {
      zh: "只有报考组织校考的高校、专业的考生参加",
      en: "Only candidates applying to the universities and majors that hold one",
    },
  },
  {
    aspect: { zh: "常见时间", en: "Usual timing" },
    unified: { zh: "高三上学期，多在 12 月至次年 1 月", en: "First term of senior 3, mostly December to January" },
    school: {
      zh: "统考之后，多在次年 2–3 月；有的学校先线上初试、再现场复试",
      en: "After the unified exam, mostly February–March; some use an online first round and an on-site second round",
    },
  },
  {
    aspect: { zh: "考试地点", en: "Where" },
    unified: { zh: "本省设置的考点", en: "Test centres in the candidate's own province" },
    school: {
      zh: "学校所在地或学校公布的考点，也可能是线上",
      en: "The university's city or sites it announces, sometimes online",
    },
  },
  {
    aspect: { zh: "成绩的用处", en: "What the result is good for" },
    unified: {
      zh: "本省录取多数艺术类专业时通用；也常是报考校考的前提",
      en: "Used for most arts majors admitted in the province; often also a prerequisite for school exams",
    },
    school: {
      zh: "只对组织考试的学校（常常只对某个专业）有效",
      en: "Valid only for the university that set it, often for one major only",
    },
  },
  {
    aspect: { zh: "结果形式", en: "Result" },
    unified: { zh: "分数和本省划定的专业合格线", en: "A score, against the province's professional pass line" },
    school: { zh: "分数或专业合格名单（合格证）", en: "A score or a list of those who passed (pass certificate)" },
  },
  {
    aspect: { zh: "录取时怎么用", en: "How admission uses it" },
    unified: {
      zh: "多按“文化 + 专业”的综合分投档录取",
      en: "Mostly a composite of culture and professional scores",
    },
    school: {
      zh: "文化成绩过线后，按学校章程的规则录取（如按专业成绩排序）",
      en: "Once the culture score clears the line, by the university's own rule (e.g. ranking by professional score)",
    },
  },
  {
    aspect: { zh: "成本", en: "Cost and effort" },
    unified: { zh: "在本省考一次，费用和时间较少", en: "One sitting in your own province; little travel" },
    school: {
      zh: "可能要跑多个城市、考多所学校，报名费、路费和时间成本高",
      en: "Several cities and universities possible; fees, travel and time add up",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Culture-score lines and composite formulas.

export interface CultureLine {
  period: Bilingual;
  majors: Bilingual;
  rule: Bilingual;
}

export const cultureLineColumns: Record<Lang, string[]> = {
  zh: ["适用时间", "专业类型", "高考文化成绩要求"],
  en: ["In force", "Majors", "Gaokao culture-score requirement"],
};

const from2024: Bilingual = { zh: "2024 年起", en: "From 2024" };
const before2024: Bilingual = { zh: "2024 年以前（已不再执行）", en: "Before 2024 (no longer applies)" };

/** The national rules: from 2024 in three classes (MOE guidance of 2021); the percentages of the line before that. */
export const cultureLines: CultureLine[] = [
  {
    period: from2024,
    majors: { zh: "使用省级统考成绩的专业（大多数艺术类专业）", en: "Majors using the provincial unified exam (most arts majors)" },
    rule: {
      zh: "文化成绩和统考成绩都要达到本省艺术类专业录取控制线，本科文化线不低于普通类本科二批线（批次合并的为合并后本科线）的 75%，各省可定得更高；再按两者合成的综合成绩平行志愿录取，文化成绩在综合成绩中所占比例原则上不低于 50%",
      en: "Both the culture score and the unified-exam score must reach the province's arts control lines, the undergraduate culture line being at least 75% of the ordinary second-batch line (the merged undergraduate line where batches have merged), or more where the province says so; admission then follows a composite of the two, in which the culture score weighs in principle at least 50%",
    },
  },
  {
    period: from2024,
    majors: { zh: "少数组织校考的专业", en: "The few majors with a university's own exam" },
    rule: {
      zh: "文化成绩须达到本省普通类专业相应批次的录取控制线（本科专业即普通类本科线），省统考合格且达到学校的最低要求，再按校考成绩择优录取",
      en: "The culture score must reach the province's ordinary (non-arts) control line of the batch, which for undergraduate majors is the ordinary 本科 line; the unified exam must be passed and the university's minimum met; then admission by the university's exam score",
    },
  },
  {
    period: from2024,
    majors: { zh: "不考专业的艺术类专业（如艺术史论、戏剧影视文学）", en: "Arts majors without a professional exam (such as art history and theory, or drama and film literature)" },
    rule: {
      zh: "直接依据高考文化成绩、参考综合素质评价择优录取，和普通类专业一样",
      en: "Admission on the gaokao culture score, with the school record for reference, as for ordinary majors",
    },
  },
  {
    period: before2024,
    majors: { zh: "本科专业（仍分批次的省份）", en: "Undergraduate majors (provinces with separate batches)" },
    rule: {
      zh: "艺术类本科文化线不低于本省普通类本科第二批次录取控制线的 70%",
      en: "The arts undergraduate culture line was at least 70% of the province's ordinary second-batch line",
    },
  },
  {
    period: before2024,
    majors: { zh: "本科专业（批次合并或只有一个本科批次的省份）", en: "Undergraduate majors (merged batches, or a single undergraduate batch)" },
    rule: {
      zh: "不低于本省普通类本科批次录取控制线的 75%",
      en: "At least 75% of the province's ordinary undergraduate line",
    },
  },
  {
    period: before2024,
    majors: { zh: "高职（专科）专业", en: "Junior-college (vocational) majors" },
    rule: {
      zh: "不低于本省普通类高职（专科）录取控制线的 70%",
      en: "At least 70% of the province's ordinary junior-college line",
    },
  },
];

export interface ProvinceLine {
  province: Bilingual;
  rule: Bilingual;
  composite: Bilingual;
}

export const provinceLineColumns: Record<Lang, string[]> = {
  zh: ["省份", "2025 年艺术类本科文化控制线", "综合成绩（统考专业）"],
  en: ["Province", "2025 arts undergraduate culture line", "Composite (unified-exam majors)"],
};

/** Examples of 2025 provincial rules, each published by the province's examination authority (see `sources`). */
export const provinceLines2025: ProvinceLine[] = [
  {
    province: { zh: "宁夏", en: "Ningxia" },
    rule: { zh: "普通类本科最低控制线的 75%", en: "75% of the ordinary undergraduate line" },
    composite: {
      zh: "音乐、舞蹈等：文化 × 50% + 统考 × 2.5 × 50%；播音与主持：文化 × 70% + 统考 × 2.5 × 30%",
      en: "Music, dance and others: culture × 50% + unified × 2.5 × 50%; broadcasting and hosting: culture × 70% + unified × 2.5 × 30%",
    },
  },
  {
    province: { zh: "内蒙古", en: "Inner Mongolia" },
    rule: { zh: "不低于本科控制线的 75%", en: "At least 75% of the undergraduate line" },
    composite: { zh: "音乐、舞蹈、表（导）演类：文化 × 50% + 专业 × 2.5 × 50%", en: "Music, dance, acting and directing: culture × 50% + professional × 2.5 × 50%" },
  },
  {
    province: { zh: "黑龙江", en: "Heilongjiang" },
    rule: { zh: "美术与设计类、音乐类等：不低于普通类本科批次最低控制线的 75%", en: "Fine art and design, music and others: at least 75% of the ordinary undergraduate line" },
    composite: { zh: "", en: "" },
  },
  {
    province: { zh: "湖南", en: "Hunan" },
    rule: { zh: "2025 年起音乐类、美术与设计类、书法类：普通类本科最低控制线的 80%", en: "From 2025, music, fine art and design, calligraphy: 80% of the ordinary undergraduate line" },
    composite: { zh: "音乐类、美术与设计类、书法类：文化 × 50% + 专业 × 2.5 × 50%", en: "Music, fine art and design, calligraphy: culture × 50% + professional × 2.5 × 50%" },
  },
];

export interface ScoreMethod {
  method: Bilingual;
  formula: Bilingual;
  seen: Bilingual;
}

export const scoreMethodColumns: Record<Lang, string[]> = {
  zh: ["录取方式", "计算或排序方法", "适用"],
  en: ["Method", "Calculation or ranking", "Where it applies"],
};

/** How culture and professional scores are combined; actual weights are set by each province and university. */
export const scoreMethods: ScoreMethod[] = [
  {
    method: { zh: "综合分，文化 : 专业 = 5:5", en: "Composite, culture : professional = 5:5" },
    formula: {
      zh: "综合分 = 文化成绩 × 0.5 + 专业成绩 × (750 ÷ 专业满分) × 0.5",
      en: "Composite = culture score × 0.5 + professional score × (750 ÷ professional maximum) × 0.5",
    },
    seen: { zh: "2024 年起统考专业最常见的比例（文化占比的下限）", en: "From 2024 the most common split for unified-exam majors (the lowest culture share allowed)" },
  },
  {
    method: { zh: "综合分，文化占比高于 50%", en: "Composite, culture above 50%" },
    formula: {
      zh: "例如文化 × 0.7 + 专业 × (750 ÷ 专业满分) × 0.3",
      en: "For example culture × 0.7 + professional × (750 ÷ professional maximum) × 0.3",
    },
    seen: { zh: "2024 年起部分省份的播音与主持类、表（导）演类等", en: "From 2024, broadcasting and hosting, acting and directing and others in some provinces" },
  },
  {
    method: { zh: "校考成绩排序", en: "Rank by the university's exam" },
    formula: {
      zh: "文化成绩达到普通类批次线、统考合格后，按校考成绩从高到低录取",
      en: "Once the culture score reaches the ordinary batch line and the unified exam is passed, admit from the highest university-exam score down",
    },
    seen: { zh: "2024 年起组织校考的少数专业", en: "From 2024, the few majors with a university's own exam" },
  },
  {
    method: { zh: "文化成绩排序", en: "Rank by culture score" },
    formula: {
      zh: "按高考文化成绩从高到低录取",
      en: "Admit from the highest gaokao culture score down",
    },
    seen: { zh: "2024 年起不考专业的艺术类专业（艺术史论、戏剧影视文学等）", en: "From 2024, arts majors without a professional exam (art history and theory, drama and film literature and others)" },
  },
  {
    method: { zh: "综合分，文化 : 专业 = 4:6 或 3:7", en: "Composite, culture : professional = 4:6 or 3:7" },
    formula: {
      zh: "文化 × 0.4（或 0.3）+ 专业 × (750 ÷ 专业满分) × 0.6（或 0.7）",
      en: "Culture × 0.4 (or 0.3) + professional × (750 ÷ professional maximum) × 0.6 (or 0.7)",
    },
    seen: { zh: "2024 年以前部分省份的音乐、舞蹈、表演类；2024 年起统考专业不再允许文化占比低于 50%", en: "Before 2024, music, dance and acting in some provinces; from 2024 unified-exam majors may not weigh culture below 50%" },
  },
];

// ---------------------------------------------------------------------------------------------
// Arts-enrolling institutions.

export interface College {
  /** Last five digits of the MOE institution identifier (学校标识码). */
  code: string;
  name: Bilingual;
  city: Bilingual;
}

export interface IndependentCollege extends College {
  kind: Bilingual;
}

export interface ReferenceCollege extends College {
  /** Privately run (民办) or public. */
  privateRun: boolean;
}

const c = (code: string, zh: string, en: string, cityZh: string, cityEn: string): College => ({
  code,
  name: { zh, en },
  city: { zh: cityZh, en: cityEn },
});

const MUSIC: Bilingual = { zh: "音乐", en: "Music" };
const FINE: Bilingual = { zh: "美术", en: "Fine arts" };
const DRAMA: Bilingual = { zh: "戏剧、戏曲", en: "Drama and opera" };
const FILM: Bilingual = { zh: "电影", en: "Film" };
const DANCE: Bilingual = { zh: "舞蹈", en: "Dance" };
const GENERAL: Bilingual = { zh: "综合艺术", en: "General arts" };
const DESIGN: Bilingual = { zh: "工艺美术与设计", en: "Art and design" };
const CERAMICS: Bilingual = { zh: "陶瓷艺术与设计", en: "Ceramics and design" };

const ind = (kind: Bilingual, ...args: Parameters<typeof c>): IndependentCollege => ({ ...c(...args), kind });
const ref = (privateRun: boolean, ...args: Parameters<typeof c>): ReferenceCollege => ({ ...c(...args), privateRun });

/** The 30 independent undergraduate arts colleges (独立设置的本科艺术院校), as listed by the MOE from the 2021 admission year. */
export const independentColleges: IndependentCollege[] = [
  ind(MUSIC, "10045", "中央音乐学院", "Central Conservatory of Music", "北京", "Beijing"),
  ind(MUSIC, "10046", "中国音乐学院", "China Conservatory of Music", "北京", "Beijing"),
  ind(FINE, "10047", "中央美术学院", "Central Academy of Fine Arts", "北京", "Beijing"),
  ind(DRAMA, "10048", "中央戏剧学院", "Central Academy of Drama", "北京", "Beijing"),
  ind(DRAMA, "10049", "中国戏曲学院", "National Academy of Chinese Theatre Arts", "北京", "Beijing"),
  ind(FILM, "10050", "北京电影学院", "Beijing Film Academy", "北京", "Beijing"),
  ind(DANCE, "10051", "北京舞蹈学院", "Beijing Dance Academy", "北京", "Beijing"),
  ind(MUSIC, "10072", "天津音乐学院", "Tianjin Conservatory of Music", "天津", "Tianjin"),
  ind(FINE, "10073", "天津美术学院", "Tianjin Academy of Fine Arts", "天津", "Tianjin"),
  ind(MUSIC, "10177", "沈阳音乐学院", "Shenyang Conservatory of Music", "辽宁沈阳", "Shenyang, Liaoning"),
  ind(FINE, "10178", "鲁迅美术学院", "Luxun Academy of Fine Arts", "辽宁沈阳", "Shenyang, Liaoning"),
  ind(GENERAL, "10209", "吉林艺术学院", "Jilin University of Arts", "吉林长春", "Changchun, Jilin"),
  ind(MUSIC, "10278", "上海音乐学院", "Shanghai Conservatory of Music", "上海", "Shanghai"),
  ind(DRAMA, "10279", "上海戏剧学院", "Shanghai Theatre Academy", "上海", "Shanghai"),
  ind(GENERAL, "10331", "南京艺术学院", "Nanjing University of the Arts", "江苏南京", "Nanjing, Jiangsu"),
  ind(FINE, "10355", "中国美术学院", "China Academy of Art", "浙江杭州", "Hangzhou, Zhejiang"),
  ind(CERAMICS, "10408", "景德镇陶瓷大学", "Jingdezhen Ceramic University", "江西景德镇", "Jingdezhen, Jiangxi"),
  ind(GENERAL, "10458", "山东艺术学院", "Shandong University of Arts", "山东济南", "Jinan, Shandong"),
  ind(DESIGN, "10908", "山东工艺美术学院", "Shandong University of Art and Design", "山东济南", "Jinan, Shandong"),
  ind(FINE, "10523", "湖北美术学院", "Hubei Institute of Fine Arts", "湖北武汉", "Wuhan, Hubei"),
  ind(MUSIC, "11524", "武汉音乐学院", "Wuhan Conservatory of Music", "湖北武汉", "Wuhan, Hubei"),
  ind(FINE, "10586", "广州美术学院", "Guangzhou Academy of Fine Arts", "广东广州", "Guangzhou, Guangdong"),
  ind(MUSIC, "10587", "星海音乐学院", "Xinghai Conservatory of Music", "广东广州", "Guangzhou, Guangdong"),
  ind(GENERAL, "10607", "广西艺术学院", "Guangxi Arts University", "广西南宁", "Nanning, Guangxi"),
  ind(FINE, "10655", "四川美术学院", "Sichuan Fine Arts Institute", "重庆", "Chongqing"),
  ind(MUSIC, "10654", "四川音乐学院", "Sichuan Conservatory of Music", "四川成都", "Chengdu, Sichuan"),
  ind(GENERAL, "10690", "云南艺术学院", "Yunnan Arts University", "云南昆明", "Kunming, Yunnan"),
  ind(MUSIC, "10728", "西安音乐学院", "Xi'an Conservatory of Music", "陕西西安", "Xi'an, Shaanxi"),
  ind(FINE, "10729", "西安美术学院", "Xi'an Academy of Fine Arts", "陕西西安", "Xi'an, Shaanxi"),
  ind(GENERAL, "10768", "新疆艺术学院", "Xinjiang Arts University", "新疆乌鲁木齐", "Urumqi, Xinjiang"),
];

export const independentColumns: Record<Lang, string[]> = {
  zh: ["学校", "所在地", "类型", "学校代码"],
  en: ["College", "Location", "Focus", "School code"],
};

/**
 * 15 institutions that admit (wholly or for some arts majors) under the rules for independent arts colleges
 * (参照独立设置本科艺术院校招生的高校). The MOE list changes from year to year; this is a selection of 15 that
 * appear on recent lists.
 */
export const referenceColleges: ReferenceCollege[] = [
  ref(false, "10003", "清华大学", "Tsinghua University", "北京", "Beijing"),
  ref(false, "10033", "中国传媒大学", "Communication University of China", "北京", "Beijing"),
  ref(false, "10012", "北京服装学院", "Beijing Institute of Fashion Technology", "北京", "Beijing"),
  ref(false, "10015", "北京印刷学院", "Beijing Institute of Graphic Communication", "北京", "Beijing"),
  ref(true, "13075", "河北美术学院", "Hebei Academy of Fine Arts", "河北石家庄", "Shijiazhuang, Hebei"),
  ref(false, "14531", "内蒙古艺术学院", "Inner Mongolia Arts University", "内蒙古呼和浩特", "Hohhot, Inner Mongolia"),
  ref(true, "13607", "吉林动画学院", "Jilin Animation Institute", "吉林长春", "Changchun, Jilin"),
  ref(false, "14560", "哈尔滨音乐学院", "Harbin Conservatory of Music", "黑龙江哈尔滨", "Harbin, Heilongjiang"),
  ref(false, "10280", "上海大学", "Shanghai University", "上海", "Shanghai"),
  ref(false, "10285", "苏州大学", "Soochow University", "江苏苏州", "Suzhou, Jiangsu"),
  ref(false, "11647", "浙江传媒学院", "Communication University of Zhejiang", "浙江杭州", "Hangzhou, Zhejiang"),
  ref(false, "10338", "浙江理工大学", "Zhejiang Sci-Tech University", "浙江杭州", "Hangzhou, Zhejiang"),
  ref(false, "14535", "浙江音乐学院", "Zhejiang Conservatory of Music", "浙江杭州", "Hangzhou, Zhejiang"),
  ref(true, "14035", "武汉设计工程学院", "Wuhan Institute of Design and Sciences", "湖北武汉", "Wuhan, Hubei"),
  ref(true, "14410", "四川电影电视学院", "Sichuan Film and Television University", "四川成都", "Chengdu, Sichuan"),
];

export const referenceColumns: Record<Lang, string[]> = {
  zh: ["学校", "所在地", "办学性质", "学校代码"],
  en: ["Institution", "Location", "Type", "School code"],
};

export const ownershipLabel = (college: ReferenceCollege): Bilingual =>
  college.privateRun ? { zh: "民办", en: "Private" } : { zh: "公办", en: "Public" };

// ---------------------------------------------------------------------------------------------
// Province by province: other universities that enrol arts students (a selection, not a complete list).

export interface ProvinceColleges {
  province: Bilingual;
  colleges: Bilingual[];
}

const p = (zh: string, en: string, ...colleges: [string, string][]): ProvinceColleges => ({
  province: { zh, en },
  colleges: colleges.map(([nameZh, nameEn]) => ({ zh: nameZh, en: nameEn })),
});

export const provinceColumns: Record<Lang, string[]> = {
  zh: ["省份", "招收艺术类考生的其他高校（举例）"],
  en: ["Province", "Other universities enrolling arts students (examples)"],
};

/** Joins a province's colleges into one table cell in the page's language. */
export const joinColleges = (row: ProvinceColleges, lang: Lang): string =>
  row.colleges.map((college) => college[lang]).join(lang === "zh" ? "、" : "; ");

export const provinceColleges: ProvinceColleges[] = [
  p("北京", "Beijing",
    ["北京师范大学", "Beijing Normal University"], ["首都师范大学", "Capital Normal University"],
    ["北京理工大学", "Beijing Institute of Technology"], ["北京工业大学", "Beijing University of Technology"],
    ["北京林业大学", "Beijing Forestry University"]),
  p("天津", "Tianjin",
    ["天津师范大学", "Tianjin Normal University"], ["天津工业大学", "Tiangong University"],
    ["天津理工大学", "Tianjin University of Technology"], ["天津科技大学", "Tianjin University of Science and Technology"]),
  p("河北", "Hebei",
    ["河北师范大学", "Hebei Normal University"], ["河北大学", "Hebei University"],
    ["燕山大学", "Yanshan University"], ["河北传媒学院", "Hebei Institute of Communications"]),
  p("山西", "Shanxi",
    ["山西大学", "Shanxi University"], ["山西师范大学", "Shanxi Normal University"],
    ["太原理工大学", "Taiyuan University of Technology"], ["山西传媒学院", "Communication University of Shanxi"]),
  p("内蒙古", "Inner Mongolia",
    ["内蒙古师范大学", "Inner Mongolia Normal University"], ["内蒙古民族大学", "Inner Mongolia Minzu University"],
    ["内蒙古工业大学", "Inner Mongolia University of Technology"], ["赤峰大学", "Chifeng University"]),
  p("辽宁", "Liaoning",
    ["辽宁师范大学", "Liaoning Normal University"], ["沈阳师范大学", "Shenyang Normal University"],
    ["大连工业大学", "Dalian Polytechnic University"], ["沈阳建筑大学", "Shenyang Jianzhu University"],
    ["大连艺术学院", "Dalian Art College"]),
  p("吉林", "Jilin",
    ["东北师范大学", "Northeast Normal University"], ["吉林师范大学", "Jilin Normal University"],
    ["长春师范大学", "Changchun Normal University"], ["吉林建筑大学", "Jilin Jianzhu University"]),
  p("黑龙江", "Heilongjiang",
    ["哈尔滨师范大学", "Harbin Normal University"], ["东北林业大学", "Northeast Forestry University"],
    ["齐齐哈尔大学", "Qiqihar University"], ["牡丹江师范学院", "Mudanjiang Normal University"]),
  p("上海", "Shanghai",
    ["华东师范大学", "East China Normal University"], ["上海师范大学", "Shanghai Normal University"],
    ["东华大学", "Donghua University"], ["同济大学", "Tongji University"]),
  p("江苏", "Jiangsu",
    ["江南大学", "Jiangnan University"], ["南京师范大学", "Nanjing Normal University"],
    ["南京林业大学", "Nanjing Forestry University"], ["江苏师范大学", "Jiangsu Normal University"],
    ["南京传媒学院", "Communication University of China, Nanjing"]),
  p("浙江", "Zhejiang",
    ["浙江师范大学", "Zhejiang Normal University"], ["杭州师范大学", "Hangzhou Normal University"],
    ["浙江工业大学", "Zhejiang University of Technology"], ["宁波大学", "Ningbo University"]),
  p("安徽", "Anhui",
    ["安徽师范大学", "Anhui Normal University"], ["安徽大学", "Anhui University"],
    ["合肥工业大学", "Hefei University of Technology"], ["安徽建筑大学", "Anhui Jianzhu University"]),
  p("福建", "Fujian",
    ["福建师范大学", "Fujian Normal University"], ["厦门大学", "Xiamen University"],
    ["华侨大学", "Huaqiao University"], ["集美大学", "Jimei University"]),
  p("江西", "Jiangxi",
    ["江西师范大学", "Jiangxi Normal University"], ["南昌大学", "Nanchang University"],
    ["江西科技师范大学", "Jiangxi Science and Technology Normal University"], ["南昌航空大学", "Nanchang Hangkong University"],
    ["景德镇学院", "Jingdezhen University"]),
  p("山东", "Shandong",
    ["山东师范大学", "Shandong Normal University"], ["曲阜师范大学", "Qufu Normal University"],
    ["青岛大学", "Qingdao University"], ["山东建筑大学", "Shandong Jianzhu University"],
    ["青岛科技大学", "Qingdao University of Science and Technology"]),
  p("河南", "Henan",
    ["河南大学", "Henan University"], ["郑州大学", "Zhengzhou University"],
    ["河南师范大学", "Henan Normal University"], ["郑州轻工业大学", "Zhengzhou University of Light Industry"],
    ["河南工业大学", "Henan University of Technology"]),
  p("湖北", "Hubei",
    ["华中师范大学", "Central China Normal University"], ["湖北大学", "Hubei University"],
    ["武汉理工大学", "Wuhan University of Technology"], ["武汉纺织大学", "Wuhan Textile University"],
    ["湖北工业大学", "Hubei University of Technology"], ["武汉传媒学院", "Wuhan University of Communication"]),
  p("湖南", "Hunan",
    ["湖南师范大学", "Hunan Normal University"], ["湖南大学", "Hunan University"],
    ["湖南工业大学", "Hunan University of Technology"], ["湖南科技大学", "Hunan University of Science and Technology"],
    ["吉首大学", "Jishou University"]),
  p("广东", "Guangdong",
    ["华南师范大学", "South China Normal University"], ["广东工业大学", "Guangdong University of Technology"],
    ["深圳大学", "Shenzhen University"], ["广州大学", "Guangzhou University"],
    ["广东技术师范大学", "Guangdong Polytechnic Normal University"]),
  p("广西", "Guangxi",
    ["广西师范大学", "Guangxi Normal University"], ["广西大学", "Guangxi University"],
    ["南宁师范大学", "Nanning Normal University"], ["广西民族大学", "Guangxi Minzu University"]),
  p("海南", "Hainan",
    ["海南大学", "Hainan University"], ["海南师范大学", "Hainan Normal University"],
    ["琼台师范学院", "Qiongtai Normal University"], ["三亚学院", "University of Sanya"]),
  p("重庆", "Chongqing",
    ["西南大学", "Southwest University"], ["重庆大学", "Chongqing University"],
    ["重庆师范大学", "Chongqing Normal University"], ["长江师范学院", "Yangtze Normal University"]),
  p("四川", "Sichuan",
    ["四川大学", "Sichuan University"], ["四川师范大学", "Sichuan Normal University"],
    ["西南交通大学", "Southwest Jiaotong University"], ["西华大学", "Xihua University"],
    ["四川传媒学院", "Sichuan University of Media and Communications"]),
  p("贵州", "Guizhou",
    ["贵州大学", "Guizhou University"], ["贵州师范大学", "Guizhou Normal University"],
    ["贵州民族大学", "Guizhou Minzu University"], ["凯里学院", "Kaili University"]),
  p("云南", "Yunnan",
    ["云南师范大学", "Yunnan Normal University"], ["云南大学", "Yunnan University"],
    ["云南民族大学", "Yunnan Minzu University"], ["昆明理工大学", "Kunming University of Science and Technology"]),
  p("西藏", "Tibet",
    ["西藏大学", "Tibet University"], ["西藏民族大学（校址在陕西咸阳）", "Xizang Minzu University (campus in Xianyang, Shaanxi)"]),
  p("陕西", "Shaanxi",
    ["陕西师范大学", "Shaanxi Normal University"], ["西北大学", "Northwest University"],
    ["西安理工大学", "Xi'an University of Technology"], ["西安工程大学", "Xi'an Polytechnic University"],
    ["西安建筑科技大学", "Xi'an University of Architecture and Technology"]),
  p("甘肃", "Gansu",
    ["西北师范大学", "Northwest Normal University"], ["兰州大学", "Lanzhou University"],
    ["兰州城市学院", "Lanzhou City University"], ["天水师范大学", "Tianshui Normal University"]),
  p("青海", "Qinghai",
    ["青海师范大学", "Qinghai Normal University"], ["青海民族大学", "Qinghai Minzu University"]),
  p("宁夏", "Ningxia",
    ["宁夏大学", "Ningxia University"], ["北方民族大学", "North Minzu University"],
    ["宁夏师范大学", "Ningxia Normal University"]),
  p("新疆", "Xinjiang",
    ["新疆师范大学", "Xinjiang Normal University"], ["新疆大学", "Xinjiang University"],
    ["石河子大学", "Shihezi University"], ["伊犁师范大学", "Yili Normal University"]),
];

// ---------------------------------------------------------------------------------------------
// Sources of the dated score-line rules (checked November 2026).

export const sources: Source[] = [
  {
    title: { zh: "教育部关于进一步加强和改进普通高等学校艺术类专业考试招生工作的指导意见（教育部网站）", en: "Ministry of Education guidance on improving arts-major examination and admission (moe.gov.cn)" },
    kind: "publisher",
    date: "2021",
    supports: { zh: "2024 年起艺术类专业分三类录取：统考专业文化成绩占比原则上不低于 50%，校考专业文化成绩须达到普通类批次线，不考专业的专业按文化成绩录取", en: "from 2024 arts majors are admitted in three classes: for unified-exam majors culture at least 50%; the ordinary batch line for school-exam majors; culture score alone for majors without an exam" },
  },
  {
    title: { zh: "教育部办公厅关于做好 2025 年普通高等学校部分特殊类型招生工作的通知（教育部网站；我们读到的是其公开转载）", en: "Ministry of Education General Office notice on 2025 special-type university admission (moe.gov.cn; we read it as reposted)" },
    kind: "publisher",
    date: "2025",
    supports: { zh: "艺术类本科文化线原则上不低于本科二批线的 75%，只保留一个本科批次的省份不低于合并后本科线的 75%；舞蹈、戏曲、表演、音乐表演等专业另有安排", en: "the arts undergraduate culture line at least 75% of the second-batch line, or of the merged undergraduate line where one batch is left; dance, opera, acting, music performance and some others treated separately" },
  },
  {
    title: { zh: "宁夏教育考试院：2025 年普通高校艺术类专业招生办法", en: "Ningxia Education Examinations Institute: 2025 arts admission rules" },
    kind: "publisher",
    date: "2025",
    supports: { zh: "宁夏 2025 年艺术类本科文化线和综合分公式", en: "Ningxia's 2025 arts culture line and composite formulas" },
  },
  {
    title: { zh: "内蒙古自治区教育招生考试中心：2025 年普通高校艺术类专业招生办法", en: "Inner Mongolia Education Admission and Examination Centre: 2025 arts admission rules" },
    kind: "publisher",
    date: "2025",
    supports: { zh: "内蒙古 2025 年艺术类本科文化线和综合分公式", en: "Inner Mongolia's 2025 arts culture line and composite formula" },
  },
  {
    title: { zh: "黑龙江省招生考试院：2025 年普通高校艺术类专业招生办法", en: "Heilongjiang Provincial Admissions and Examinations Institute: 2025 arts admission rules" },
    kind: "publisher",
    date: "2025",
    supports: { zh: "黑龙江 2025 年艺术类本科文化线", en: "Heilongjiang's 2025 arts culture line" },
  },
  {
    title: { zh: "湖南省教育考试院：2025 年普通高校艺术类专业招生办法", en: "Hunan Education Examinations Authority: 2025 arts admission rules" },
    kind: "publisher",
    date: "2025",
    supports: { zh: "湖南 2025 年起艺术类本科文化线为普通类本科线的 80% 和综合分公式", en: "Hunan's arts culture line of 80% of the ordinary undergraduate line from 2025, and its composite formula" },
  },
];
