// Arts-track admission (艺术类招生): majors by class with T/K markers (catalogue 2025), the colleges that set their own
// arts exams and lines, and examples of other arts-enrolling institutions by province
// (source type: the undergraduate major catalogue and Ministry of Education arts admission notices, 2021–2025).
import type { Lang } from "@/lib/i18n";

export interface Bilingual {
  zh: string;
  en: string;
}

/** T = special major (特设专业), K = controlled-quota major (国家控制布点专业). */
export type Marker = "" | "T" | "K" | "TK";

export interface ArtsClass {
  name: Bilingual;
  majors: [code: string, zh: string, en: string, marker: Marker][];
}

export const artsClasses: ArtsClass[] = [
  {
    name: { zh: "艺术学理论类（1301）", en: "Art theory (1301)" },
    majors: [
      ["130101", "艺术史论", "Art history and theory", ""],
      ["130102", "艺术管理", "Arts management", "T"],
      ["130103", "非物质文化遗产保护", "Intangible cultural heritage protection", "T"],
    ],
  },
  {
    name: { zh: "音乐与舞蹈学类（1302）", en: "Music and dance (1302)" },
    majors: [
      ["130201", "音乐表演", "Music performance", ""],
      ["130202", "音乐学", "Musicology", ""],
      ["130203", "作曲与作曲技术理论", "Composition and theory", ""],
      ["130204", "舞蹈表演", "Dance performance", ""],
      ["130206", "舞蹈编导", "Choreography", ""],
      ["130208", "航空服务艺术与管理", "Aviation service arts and management", "TK"],
      ["130209", "流行音乐", "Popular music", "T"],
      ["130212", "音乐教育", "Music education", "T"],
    ],
  },
  {
    name: { zh: "戏剧与影视学类（1303）", en: "Drama, film and television (1303)" },
    majors: [
      ["130301", "表演", "Acting", ""],
      ["130304", "戏剧影视文学", "Drama, film and TV writing", ""],
      ["130305", "广播电视编导", "Broadcasting and TV directing", ""],
      ["130306", "戏剧影视导演", "Drama and film directing", ""],
      ["130309", "播音与主持艺术", "Broadcasting and hosting", ""],
      ["130310", "动画", "Animation", ""],
      ["130311", "影视摄影与制作", "Film photography and production", "T"],
      ["130314", "曲艺", "Quyi (traditional storytelling and ballad arts)", "TK"],
      ["130315", "音乐剧", "Musical theatre", "TK"],
    ],
  },
  {
    name: { zh: "美术学类（1304）", en: "Fine arts (1304)" },
    majors: [
      ["130401", "美术学", "Fine arts", ""],
      ["130402", "绘画", "Painting", ""],
      ["130403", "雕塑", "Sculpture", ""],
      ["130404", "摄影", "Photography", ""],
      ["130405", "书法学", "Calligraphy", "T"],
      ["130406", "中国画", "Chinese painting", "T"],
      ["130407", "实验艺术", "Experimental art", "TK"],
      ["130413", "美术教育", "Art education", "TK"],
    ],
  },
  {
    name: { zh: "设计学类（1305）", en: "Design (1305)" },
    majors: [
      ["130502", "视觉传达设计", "Visual communication design", ""],
      ["130503", "环境设计", "Environmental design", ""],
      ["130504", "产品设计", "Product design", ""],
      ["130505", "服装与服饰设计", "Fashion and accessory design", ""],
      ["130508", "数字媒体艺术", "Digital media art", ""],
      ["130509", "艺术与科技", "Art and technology", "T"],
      ["130510", "陶瓷艺术设计", "Ceramic art design", "TK"],
      ["130515", "游戏艺术设计", "Game art design", "TK"],
    ],
  },
];

export const majorColumns: Record<Lang, string[]> = {
  zh: ["专业代码", "专业", "标记"],
  en: ["Code", "Major", "Marker"],
};

const markerText: Record<Lang, Record<Marker, string>> = {
  zh: { "": "", T: "特设", K: "国控", TK: "特设、国控" },
  en: { "": "", T: "special", K: "controlled", TK: "special, controlled" },
};

export function majorRows(artsClass: ArtsClass, lang: Lang): string[][] {
  return artsClass.majors.map(([code, zh, en, marker]) => [code, lang === "zh" ? zh : en, markerText[lang][marker]]);
}

export const flowColumns: Record<Lang, string[]> = {
  zh: ["对比项", "省级统考（联考）", "高校校考"],
  en: ["Aspect", "Provincial unified exam", "University's own exam"],
};

export const examComparison: [Bilingual, Bilingual, Bilingual][] = [
  [{ zh: "组织者", en: "Run by" }, { zh: "省级招生考试机构", en: "The provincial examination authority" }, { zh: "少数经批准的高校", en: "A few approved universities" }],
  [{ zh: "时间", en: "When" }, { zh: "高三上学期，多在 12 月至次年 1 月", en: "Senior 3, usually December to January" }, { zh: "统考之后，多在 2–3 月", en: "After the unified exam, usually February–March" }],
  [{ zh: "用途", en: "Used for" }, { zh: "绝大多数院校直接使用统考成绩录取", en: "Most institutions admit on it directly" }, { zh: "独立设置艺术院校等少数院校的部分专业", en: "Some majors at independent arts colleges and a few others" }],
  [{ zh: "前提", en: "Precondition" }, { zh: "所有艺术生都要参加", en: "Every arts candidate takes it" }, { zh: "一般须先通过本省统考（合格线）", en: "Usually passing the provincial exam first" }],
];

export const lineColumns: Record<Lang, string[]> = {
  zh: ["层次", "文化课录取控制线"],
  en: ["Level", "Cultural-score line"],
};

export const lineRules: [Bilingual, Bilingual][] = [
  [{ zh: "本科（分批次的省份）", en: "Undergraduate (provinces with batches)" }, { zh: "原则上不低于本省普通类本科第二批次录取控制线的 70%", en: "At least 70% of the province's second-batch undergraduate line" }],
  [{ zh: "本科（批次合并或只有一个本科批次的省份）", en: "Undergraduate (merged or single batch)" }, { zh: "原则上不低于本省普通类本科录取控制线的 75%", en: "At least 75% of the province's undergraduate line" }],
  [{ zh: "专科（高职）", en: "Junior college" }, { zh: "原则上不低于本省普通类专科录取控制线的 70%", en: "At least 70% of the province's ordinary junior-college line" }],
];

type College = [zh: string, en: string, city: Bilingual];
const city = (zh: string, en: string): Bilingual => ({ zh, en });

/** 独立设置的本科艺术院校: the 30 arts colleges that run their own exams and set their own lines. */
export const independentArtsColleges: College[] = [
  ["中央美术学院", "Central Academy of Fine Arts", city("北京", "Beijing")],
  ["中央音乐学院", "Central Conservatory of Music", city("北京", "Beijing")],
  ["中国音乐学院", "China Conservatory of Music", city("北京", "Beijing")],
  ["中央戏剧学院", "Central Academy of Drama", city("北京", "Beijing")],
  ["中国戏曲学院", "National Academy of Chinese Theatre Arts", city("北京", "Beijing")],
  ["北京电影学院", "Beijing Film Academy", city("北京", "Beijing")],
  ["北京舞蹈学院", "Beijing Dance Academy", city("北京", "Beijing")],
  ["天津音乐学院", "Tianjin Conservatory of Music", city("天津", "Tianjin")],
  ["天津美术学院", "Tianjin Academy of Fine Arts", city("天津", "Tianjin")],
  ["鲁迅美术学院", "Luxun Academy of Fine Arts", city("沈阳", "Shenyang")],
  ["沈阳音乐学院", "Shenyang Conservatory of Music", city("沈阳", "Shenyang")],
  ["吉林艺术学院", "Jilin University of Arts", city("长春", "Changchun")],
  ["上海音乐学院", "Shanghai Conservatory of Music", city("上海", "Shanghai")],
  ["上海戏剧学院", "Shanghai Theatre Academy", city("上海", "Shanghai")],
  ["南京艺术学院", "Nanjing University of the Arts", city("南京", "Nanjing")],
  ["中国美术学院", "China Academy of Art", city("杭州", "Hangzhou")],
  ["景德镇陶瓷大学", "Jingdezhen Ceramic University", city("景德镇", "Jingdezhen")],
  ["山东艺术学院", "Shandong University of Arts", city("济南", "Jinan")],
  ["山东工艺美术学院", "Shandong University of Art and Design", city("济南", "Jinan")],
  ["武汉音乐学院", "Wuhan Conservatory of Music", city("武汉", "Wuhan")],
  ["湖北美术学院", "Hubei Institute of Fine Arts", city("武汉", "Wuhan")],
  ["星海音乐学院", "Xinghai Conservatory of Music", city("广州", "Guangzhou")],
  ["广州美术学院", "Guangzhou Academy of Fine Arts", city("广州", "Guangzhou")],
  ["广西艺术学院", "Guangxi Arts University", city("南宁", "Nanning")],
  ["四川音乐学院", "Sichuan Conservatory of Music", city("成都", "Chengdu")],
  ["四川美术学院", "Sichuan Fine Arts Institute", city("重庆", "Chongqing")],
  ["云南艺术学院", "Yunnan Arts University", city("昆明", "Kunming")],
  ["西安音乐学院", "Xi'an Conservatory of Music", city("西安", "Xi'an")],
  ["西安美术学院", "Xi'an Academy of Fine Arts", city("西安", "Xi'an")],
  ["新疆艺术学院", "Xinjiang Arts University", city("乌鲁木齐", "Ürümqi")],
];

/** Institutions whose arts majors (all or some) are admitted like those of independent arts colleges. */
export const referenceInstitutions: College[] = [
  ["清华大学", "Tsinghua University", city("北京", "Beijing")],
  ["中国传媒大学", "Communication University of China", city("北京", "Beijing")],
  ["北京服装学院", "Beijing Institute of Fashion Technology", city("北京", "Beijing")],
  ["北京印刷学院", "Beijing Institute of Graphic Communication", city("北京", "Beijing")],
  ["河北美术学院", "Hebei Academy of Fine Arts", city("石家庄", "Shijiazhuang")],
  ["内蒙古艺术学院", "Inner Mongolia Arts University", city("呼和浩特", "Hohhot")],
  ["哈尔滨音乐学院", "Harbin Conservatory of Music", city("哈尔滨", "Harbin")],
  ["上海大学", "Shanghai University", city("上海", "Shanghai")],
  ["东华大学", "Donghua University", city("上海", "Shanghai")],
  ["苏州大学", "Soochow University", city("苏州", "Suzhou")],
  ["浙江音乐学院", "Zhejiang Conservatory of Music", city("杭州", "Hangzhou")],
  ["浙江传媒学院", "Communication University of Zhejiang", city("杭州", "Hangzhou")],
  ["浙江理工大学", "Zhejiang Sci-Tech University", city("杭州", "Hangzhou")],
  ["吉林动画学院", "Jilin Animation Institute", city("长春", "Changchun")],
  ["武汉设计工程学院", "Wuhan Institute of Design and Sciences", city("武汉", "Wuhan")],
];

export const collegeColumns: Record<Lang, string[]> = {
  zh: ["序号", "院校", "所在地"],
  en: ["No.", "Institution", "City"],
};

export function collegeRows(list: College[], lang: Lang): (string | number)[][] {
  return list.map(([zh, en, where], index) => [index + 1, lang === "zh" ? zh : en, where[lang]]);
}

/** Examples of other institutions with well-known arts programmes, by province (not a complete list). */
export const provinceExamples: [Bilingual, Bilingual][] = [
  [{ zh: "北京", en: "Beijing" }, { zh: "北京师范大学、首都师范大学、北京联合大学", en: "Beijing Normal University, Capital Normal University, Beijing Union University" }],
  [{ zh: "天津", en: "Tianjin" }, { zh: "天津师范大学、天津工业大学", en: "Tianjin Normal University, Tiangong University" }],
  [{ zh: "河北", en: "Hebei" }, { zh: "河北师范大学、河北传媒学院", en: "Hebei Normal University, Hebei Institute of Communications" }],
  [{ zh: "辽宁", en: "Liaoning" }, { zh: "辽宁师范大学、大连工业大学", en: "Liaoning Normal University, Dalian Polytechnic University" }],
  [{ zh: "吉林", en: "Jilin" }, { zh: "东北师范大学、吉林师范大学", en: "Northeast Normal University, Jilin Normal University" }],
  [{ zh: "上海", en: "Shanghai" }, { zh: "上海师范大学、华东师范大学、上海视觉艺术学院", en: "Shanghai Normal University, East China Normal University, Shanghai Institute of Visual Arts" }],
  [{ zh: "江苏", en: "Jiangsu" }, { zh: "南京师范大学、江南大学、南京传媒学院", en: "Nanjing Normal University, Jiangnan University, Communication University of China Nanjing" }],
  [{ zh: "浙江", en: "Zhejiang" }, { zh: "浙江师范大学、杭州师范大学、中国计量大学", en: "Zhejiang Normal University, Hangzhou Normal University, China Jiliang University" }],
  [{ zh: "山东", en: "Shandong" }, { zh: "山东师范大学、曲阜师范大学、青岛大学", en: "Shandong Normal University, Qufu Normal University, Qingdao University" }],
  [{ zh: "湖北", en: "Hubei" }, { zh: "华中师范大学、湖北大学、武汉纺织大学", en: "Central China Normal University, Hubei University, Wuhan Textile University" }],
  [{ zh: "湖南", en: "Hunan" }, { zh: "湖南师范大学、湖南工业大学", en: "Hunan Normal University, Hunan University of Technology" }],
  [{ zh: "广东", en: "Guangdong" }, { zh: "华南师范大学、广东工业大学、深圳大学", en: "South China Normal University, Guangdong University of Technology, Shenzhen University" }],
  [{ zh: "四川", en: "Sichuan" }, { zh: "四川师范大学、四川传媒学院、四川电影电视学院", en: "Sichuan Normal University, Sichuan University of Media and Communications, Sichuan Film and Television University" }],
  [{ zh: "陕西", en: "Shaanxi" }, { zh: "陕西师范大学、西安工程大学", en: "Shaanxi Normal University, Xi'an Polytechnic University" }],
];

export const provinceColumns: Record<Lang, string[]> = {
  zh: ["省份", "招收艺术类考生的院校（示例）"],
  en: ["Province", "Institutions admitting arts candidates (examples)"],
};
