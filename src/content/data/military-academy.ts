// Military academy admission (军队院校招生): the academies recruiting high-school graduates in 2025, what changed that
// year against the 27 of earlier years, and the medical rules. Sources: `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. The academies recruiting high-school graduates in 2025 ---------- */

export interface AcademyRow {
  service: Bilingual;
  name: Bilingual;
  city: Bilingual;
  /** What 2025 changed for this academy, if anything. */
  note?: Bilingual;
}

export const academyColumns: Record<Lang, string[]> = {
  zh: ["所属", "院校", "所在地", "2025 年的变化"],
  en: ["Service", "Academy", "City", "Change in 2025"],
};

const army: Bilingual = { zh: "陆军", en: "Army" };
const navy: Bilingual = { zh: "海军", en: "Navy" };
const airForce: Bilingual = { zh: "空军", en: "Air Force" };
const rocket: Bilingual = { zh: "火箭军", en: "Rocket Force" };
const pap: Bilingual = { zh: "武警部队", en: "People's Armed Police" };
const formerSsf: Bilingual = {
  zh: "原战略支援部队院校（该部队番号 2024 年 4 月撤销）",
  en: "Former Strategic Support Force academies (that force was dissolved in April 2024)",
};

/**
 * The 22 academies of 2025: the 27 of 2022 (People's Daily, 2022-07-01), less the four that stopped direct recruitment
 * and with the May 2025 mergers (Ministry of National Defense, 2025-05-15 and 2025-06-13). Derived by us from those
 * announcements, not copied from a published list; each province's 2025 plan names the academies recruiting there.
 */
export const academies2025: AcademyRow[] = [
  { service: { zh: "军委直属", en: "Central Military Commission" }, name: { zh: "国防科技大学", en: "National University of Defense Technology" }, city: { zh: "湖南长沙", en: "Changsha, Hunan" } },
  { service: army, name: { zh: "陆军工程大学", en: "Army Engineering University" }, city: { zh: "江苏南京", en: "Nanjing, Jiangsu" } },
  { service: army, name: { zh: "陆军军医大学", en: "Army Medical University" }, city: { zh: "重庆", en: "Chongqing" } },
  { service: army, name: { zh: "陆军步兵学院", en: "Army Infantry Academy" }, city: { zh: "江西南昌", en: "Nanchang, Jiangxi" } },
  {
    service: army,
    name: { zh: "陆军兵种大学", en: "Army Arms University" },
    city: { zh: "安徽合肥", en: "Hefei, Anhui" },
    note: { zh: "2025 年 5 月由陆军装甲兵学院、陆军炮兵防空兵学院调整组建", en: "Formed in May 2025 from the Army Academy of Armored Forces and the Army Academy of Artillery and Air Defense" },
  },
  { service: army, name: { zh: "陆军防化学院", en: "Army Chemical Defense Academy" }, city: { zh: "北京", en: "Beijing" } },
  { service: navy, name: { zh: "海军工程大学", en: "Naval University of Engineering" }, city: { zh: "湖北武汉", en: "Wuhan, Hubei" } },
  { service: navy, name: { zh: "海军大连舰艇学院", en: "Dalian Naval Academy" }, city: { zh: "辽宁大连", en: "Dalian, Liaoning" } },
  { service: navy, name: { zh: "海军潜艇学院", en: "Navy Submarine Academy" }, city: { zh: "山东青岛", en: "Qingdao, Shandong" } },
  { service: navy, name: { zh: "海军航空大学", en: "Naval Aviation University" }, city: { zh: "山东烟台", en: "Yantai, Shandong" } },
  { service: navy, name: { zh: "海军军医大学", en: "Naval Medical University" }, city: { zh: "上海", en: "Shanghai" } },
  { service: airForce, name: { zh: "空军工程大学", en: "Air Force Engineering University" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  {
    service: airForce,
    name: { zh: "空军航空大学", en: "Air Force Aviation University" },
    city: { zh: "吉林长春", en: "Changchun, Jilin" },
    note: { zh: "飞行学员经空军招飞选拔", en: "Flight cadets come through air-force pilot recruitment" },
  },
  { service: airForce, name: { zh: "空军预警学院", en: "Air Force Early Warning Academy" }, city: { zh: "湖北武汉", en: "Wuhan, Hubei" } },
  { service: airForce, name: { zh: "空军军医大学", en: "Air Force Medical University" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: rocket, name: { zh: "火箭军工程大学", en: "Rocket Force University of Engineering" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: formerSsf, name: { zh: "航天工程大学", en: "Space Engineering University" }, city: { zh: "北京", en: "Beijing" } },
  { service: formerSsf, name: { zh: "信息工程大学", en: "Information Engineering University" }, city: { zh: "河南郑州", en: "Zhengzhou, Henan" } },
  {
    service: { zh: "信息支援部队", en: "Information Support Force" },
    name: { zh: "信息支援部队工程大学", en: "Information Support Force Engineering University" },
    city: { zh: "湖北武汉", en: "Wuhan, Hubei" },
    note: { zh: "2025 年 5 月由国防科技大学信息通信学院、陆军工程大学通信士官学校调整组建", en: "Formed in May 2025 from NUDT's College of Information and Communication and the Army Engineering University's signals sergeant school" },
  },
  {
    service: { zh: "联勤保障部队", en: "Joint Logistic Support Force" },
    name: { zh: "联勤保障部队工程大学", en: "Joint Logistic Support Force Engineering University" },
    city: { zh: "重庆", en: "Chongqing" },
    note: { zh: "2025 年 5 月由陆军勤务学院、陆军军事交通学院本部及所属汽车士官学校调整组建", en: "Formed in May 2025 from the Army Logistics Academy and the Army Military Transportation Academy with its motor-vehicle sergeant school" },
  },
  { service: pap, name: { zh: "武警工程大学", en: "Engineering University of the PAP" }, city: { zh: "陕西西安", en: "Xi'an, Shaanxi" } },
  { service: pap, name: { zh: "武警警官学院", en: "Officers College of the PAP" }, city: { zh: "四川成都", en: "Chengdu, Sichuan" } },
];

/* ---------- 2. What changed in 2025 against the 27 of earlier years ---------- */

export interface ChangeRow {
  change: Bilingual;
  before: Bilingual;
  after2025: Bilingual;
}

export const changeColumns: Record<Lang, string[]> = {
  zh: ["变化", "2024 年及以前招生的院校", "2025 年"],
  en: ["Change", "Recruiting up to 2024", "2025"],
};

export const changes2025: ChangeRow[] = [
  {
    change: { zh: "不再直接招收高中毕业生（相关专业与其他院校分段衔接培养）", en: "No longer recruit high-school graduates directly (their majors continue through staged training with other academies)" },
    before: { zh: "陆军特种作战学院、陆军边海防学院、武警特种警察学院、武警海警学院", en: "Army Special Operations Academy, Army Academy of Border and Coastal Defense, Special Police College of the PAP, Coast Guard Academy of the PAP" },
    after2025: { zh: "不在 2025 年招生院校之列", en: "Not among the 2025 recruiting academies" },
  },
  {
    change: { zh: "合并组建", en: "Merged" },
    before: { zh: "陆军装甲兵学院、陆军炮兵防空兵学院", en: "Army Academy of Armored Forces, Army Academy of Artillery and Air Defense" },
    after2025: { zh: "陆军兵种大学（安徽合肥）", en: "Army Arms University (Hefei, Anhui)" },
  },
  {
    change: { zh: "合并组建", en: "Merged" },
    before: { zh: "陆军勤务学院、陆军军事交通学院", en: "Army Logistics Academy, Army Military Transportation Academy" },
    after2025: { zh: "联勤保障部队工程大学（重庆）", en: "Joint Logistic Support Force Engineering University (Chongqing)" },
  },
  {
    change: { zh: "新组建并开始招生", en: "Newly formed and recruiting" },
    before: { zh: "国防科技大学信息通信学院、陆军工程大学通信士官学校（不单独计入 27 所）", en: "NUDT's College of Information and Communication, the Army Engineering University's signals sergeant school (not counted separately among the 27)" },
    after2025: { zh: "信息支援部队工程大学（湖北武汉）", en: "Information Support Force Engineering University (Wuhan, Hubei)" },
  },
];

/* ---------- 3. Military medical rules ---------- */

export interface MedicalRow {
  item: Bilingual;
  men: Bilingual;
  women: Bilingual;
}

export const medicalColumns: Record<Lang, string[]> = {
  zh: ["项目", "男生", "女生"],
  en: ["Item", "Men", "Women"],
};

/** Both conditions apply: a bare-eye floor, and correction for anyone below 4.8. */
export const visionRule: Bilingual = {
  zh: "两条都要满足：① 每一眼裸眼视力不低于 4.5；② 任何一眼裸眼视力低于 4.8 的，矫正视力须达到 4.8 以上，且矫正度数不超过 600 度",
  en: "Both apply: (1) bare-eye vision of at least 4.5 in each eye; (2) if either eye is below 4.8 bare-eye, it must correct to 4.8 or better with no more than 600 degrees of correction",
};

export const laserRule: Bilingual = {
  zh: "做过准分子激光手术的：术后半年以上、无并发症、任何一眼裸眼视力达到 4.8、眼底检查正常，合格（条件兵等特殊岗位除外）",
  en: "After excimer laser surgery: pass if at least six months have passed, without complications, with bare-eye vision of 4.8 in each eye and a normal fundus (special-condition posts excepted)",
};

/** Not only the face and neck: size limits by where the training uniform leaves skin bare, and no cosmetic tattoos. */
export const tattooRule: Bilingual = {
  zh: "穿训练服时裸露部位的文身超过 3 cm、其他部位的文身超过 10 cm，不合格；文眉、文眼线、文唇等美容文身也不合格",
  en: "fails with a tattoo over 3 cm on skin the training uniform leaves bare, or over 10 cm elsewhere; cosmetic tattoos of the eyebrows, eyeliner or lips also fail",
};

export const medicalRows: MedicalRow[] = [
  { item: { zh: "视力", en: "Vision" }, men: visionRule, women: visionRule },
  { item: { zh: "激光手术后", en: "After eye laser surgery" }, men: laserRule, women: laserRule },
  { item: { zh: "身高", en: "Height" }, men: { zh: "不低于 162 cm", en: "at least 162 cm" }, women: { zh: "不低于 158 cm", en: "at least 158 cm" } },
  { item: { zh: "体重指数 BMI", en: "Body-mass index (BMI)" }, men: { zh: "17.5–30", en: "17.5–30" }, women: { zh: "17–24", en: "17–24" } },
  {
    item: { zh: "文身", en: "Tattoos" },
    men: tattooRule,
    women: tattooRule,
  },
];

/* ---------- 4. Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "国防部例行记者会：今年全军 27 所院校在 31 个省份招收普通高中毕业生（国防部网）",
      en: "Ministry of National Defense press conference: 27 academies recruit high-school graduates in 31 provinces this year (mod.gov.cn)",
    },
    kind: "publisher",
    date: "2022-06",
    supports: { zh: "2024 年及以前的 27 所招生院校", en: "the 27 recruiting academies up to 2024" },
  },
  {
    title: {
      zh: "中央军委决定调整组建 3 所军队院校（重庆日报报道国防部发布）",
      en: "The Central Military Commission forms three academies (Chongqing Daily reporting the Ministry of National Defense)",
    },
    url: "https://cqrb.cn/shishi/2025-05-15/2275843_pc.html",
    kind: "report",
    date: "2025-05-15",
    supports: { zh: "陆军兵种大学、信息支援部队工程大学、联勤保障部队工程大学由哪些院校组建、校本部在哪里", en: "which academies formed the Army Arms University, the Information Support Force Engineering University and the Joint Logistic Support Force Engineering University, and where they are based" },
  },
  {
    title: {
      zh: "国防部新闻发布：2025 年军队院校招收普通高中毕业生的 4 点变化（国防部网）",
      en: "Ministry of National Defense briefing: four changes to the 2025 recruitment of high-school graduates (mod.gov.cn)",
    },
    kind: "publisher",
    date: "2025-06-13",
    supports: { zh: "招生院校由 27 所精简为 22 所，4 所不再直接招生，不再区分指挥类和非指挥类，本科毕业可直接报考硕士研究生", en: "recruiting academies cut from 27 to 22, the four that stop direct recruitment, no more command/non-command split, graduates may apply directly for a master's" },
  },
  {
    title: {
      zh: "各省级招生考试机构 2025 年军队院校招收普通高中毕业生工作通知（依据国征〔2024〕6 号，附军队院校招收学员体格检查标准要点；各省通知在本省考试院网站，教育部阳光高考平台汇总招生信息）",
      en: "The provincial examination authorities' 2025 notices on military academy recruitment of high-school graduates (under Guozheng [2024] No. 6, with the points of the military medical standard; each notice is on its province's authority site, and the Ministry of Education's gaokao.chsi.com.cn gathers admission news)",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "2025 年年龄 16–20 岁（截至 8 月 31 日）；高中阶段体质测试成绩达到及格以上；视力的两个条件同时适用；激光手术后的合格条件；文身按部位和大小判定、美容文身不合格",
      en: "age 16–20 in 2025 (as of 31 August); a pass or better in the high-school fitness tests; both eyesight conditions apply together; the rule after laser surgery; tattoos judged by place and size, cosmetic tattoos failing",
    },
  },
];
