// Civil aviation pilot recruitment (民航招飞): the eligibility standards, the recruitment routes and some universities with a
// flight-technology major (CAAC medical standard MH/T 7013-2017 and public university and airline recruitment brochures);
// the age and eyesight rules rest on `sources` below (checked November 2026).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. Standards ---------- */

export interface StandardRow {
  item: Bilingual;
  rule: Bilingual;
  note: Bilingual;
}

export const standardColumns: Record<Lang, string[]> = {
  zh: ["项目", "要求", "说明"],
  en: ["Item", "Requirement", "Notes"],
};

export const standardRows: StandardRow[] = [
  {
    item: { zh: "年龄（高中毕业生）", en: "Age (high-school graduates)" },
    rule: { zh: "16–20 周岁，并符合当年高考报名条件", en: "16–20, and eligible to sit that year's gaokao" },
    note: {
      zh: "年龄的计算日期由各招飞院校写在简章里（例如 2019 年一所院校写的是 1999 年 9 月 1 日至 2003 年 8 月 31 日出生）",
      en: "Each recruiting university states the date age is counted to (one university's 2019 brochure: born 1 September 1999 to 31 August 2003)",
    },
  },
  {
    item: { zh: "身高（男）", en: "Height (men)" },
    rule: { zh: "170–185 cm", en: "170–185 cm" },
    note: { zh: "招飞单位简章的常见写法（体检标准本身不写身高数值）；部分航空公司或机型另有要求", en: "As recruiters' brochures usually put it (the medical standard itself gives no figure); some airlines or aircraft types add their own limits" },
  },
  {
    item: { zh: "身高（女）", en: "Height (women)" },
    rule: { zh: "168–180 cm", en: "168–180 cm" },
    note: { zh: "女生名额少，招收单位和省份每年不同", en: "Few places for women; the recruiting units and provinces change every year" },
  },
  {
    item: { zh: "体重指数 BMI", en: "Body-mass index (BMI)" },
    rule: { zh: "18.5–24（不大于 24、不小于 18.5，另有例外情形）", en: "18.5–24 (not above 24 or below 18.5, with exceptions)" },
    note: { zh: "BMI = 体重（kg）÷ 身高（m）的平方", en: "BMI = weight (kg) ÷ height (m) squared" },
  },
  {
    item: { zh: "视力", en: "Eyesight" },
    rule: {
      zh: "任何一眼裸眼远视力不低于 C 字表 0.1，矫正视力不低于 1.0；近视不超过 450 度（等效球镜），散光两轴相差不超过 200 度，两眼屈光参差不超过 250 度",
      en: "Bare-eye distance vision of at least 0.1 on the C chart in each eye, corrected to at least 1.0; myopia of no more than 450 degrees (spherical equivalent), astigmatism no more than 200 degrees between axes, no more than 250 degrees difference between the eyes",
    },
    note: { zh: "2017 年 9 月 10 日起施行的 MH/T 7013-2017 把裸眼标准从 0.3 放宽到 0.1；戴眼镜体检可以", en: "MH/T 7013-2017, in force from 10 September 2017, relaxed the bare-eye floor from 0.3 to 0.1; glasses may be worn for the test" },
  },
  {
    item: { zh: "做过近视手术", en: "After eye surgery" },
    rule: {
      zh: "角膜屈光手术后满 6 个月可合格：手术时年满 18 周岁；术前屈光度在 −4.50D 至 +3.00D 之间；准分子或飞秒激光的表层或板层手术；手术眼裸眼远视力 ≥ 0.9、双眼 ≥ 1.0；角膜厚度 ≥ 460 μm；无并发症；有完整的术前资料和手术记录",
      en: "Can pass 6 months after corneal refractive surgery: 18 or older at surgery; −4.50D to +3.00D before surgery; surface or lamellar excimer or femtosecond laser surgery; bare-eye distance vision ≥ 0.9 in the operated eye and ≥ 1.0 with both eyes; cornea at least 460 μm thick; no complications; full pre-operative and surgical records",
    },
    note: { zh: "做过眼内屈光手术（如晶体植入）的不合格", en: "Intraocular refractive surgery (such as a lens implant) fails" },
  },
  {
    item: { zh: "高考英语", en: "Gaokao English" },
    rule: { zh: "达到招飞院校简章的单科要求（常见为原始成绩 95 分）", en: "The single-subject score in the university's brochure (often a raw 95)" },
    note: { zh: "没有全国统一的英语线；飞行训练和执照考试都离不开英语", en: "There is no national English line; flight training and licence exams rely heavily on English" },
  },
  {
    item: { zh: "大学毕业生的英语", en: "English for university graduates" },
    rule: { zh: "大学英语四级或六级成绩 425 分及以上", en: "CET-4 or CET-6 score of 425 or more" },
    note: { zh: "适用于面向大学毕业生的招飞", en: "Applies to recruitment of university graduates" },
  },
  {
    item: { zh: "体检标准", en: "Medical standard" },
    rule: { zh: "MH/T 7013-2017", en: "MH/T 7013-2017" },
    note: { zh: "民航行业标准《民用航空招收飞行学生体检鉴定规范》", en: "The civil aviation industry standard for medical assessment of student pilot applicants" },
  },
  {
    item: { zh: "背景调查", en: "Background check" },
    rule: { zh: "由公安机关开展，结论合格", en: "Conducted by the police; the result must be a pass" },
    note: { zh: "涉及本人及家庭成员的违法犯罪等记录", en: "Covers criminal and other records of the candidate and family" },
  },
];

/* ---------- 2. Recruitment routes ---------- */

export interface RouteRow {
  route: Bilingual;
  who: Bilingual;
  how: Bilingual;
}

export const routeColumns: Record<Lang, string[]> = {
  zh: ["途径", "面向谁", "怎么走"],
  en: ["Route", "For whom", "How it works"],
};

export const routeRows: RouteRow[] = [
  {
    route: { zh: "航空公司招收“养成生”", en: "Airline cadet recruitment" },
    who: { zh: "高三学生", en: "Senior-3 students" },
    how: { zh: "与航空公司签约，高考后进入合作院校学习飞行技术专业，毕业后回签约公司", en: "Sign with an airline, study flight technology at a partner university after the gaokao, then join that airline" },
  },
  {
    route: { zh: "院校招收飞行技术专业学生", en: "University flight-technology admission" },
    who: { zh: "高三学生", en: "Senior-3 students" },
    how: { zh: "通过院校组织的招飞体检和背景调查，高考在提前批录取", en: "Pass the university's recruitment medical and background check, then be admitted in the early batch" },
  },
  {
    route: { zh: "面向大学毕业生招飞", en: "Recruitment of university graduates" },
    who: { zh: "本科毕业生（常称“大改驾”）", en: "Bachelor's graduates (often called “graduate-to-pilot”)" },
    how: { zh: "航空公司组织选拔，合格者参加飞行训练，英语须有四、六级 425 分及以上", en: "Run by airlines; successful candidates go to flight training; CET-4 or CET-6 425+ required" },
  },
];

/* ---------- 3. Some universities with a flight-technology major ---------- */

/** School codes as in src/content/data/schools.ts. */
export const flightSchoolCodes: readonly string[] = ["10624", "10059", "10006", "10287", "11330", "10856"];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "中国民用航空局综合司、教育部办公厅《关于进一步规范民航招飞工作的通知》（河北新闻网报道）",
      en: "CAAC General Department and Ministry of Education General Office, notice on further regulating civil aviation pilot recruitment (Hebei News Network report)",
    },
    kind: "report",
    date: "2016-11-24",
    supports: {
      zh: "自 2020 年起各省民航招飞录取最低控制分数线按当年高考文化课总分的 60% 执行；自 2017 年起考生经阳光高考平台登录中国民用航空招飞信息系统注册、填报招飞志愿",
      en: "from 2020 each province's minimum line for civil aviation recruitment is 60% of the gaokao culture total; from 2017 candidates register and file recruitment choices in the CAAC recruitment system through gaokao.chsi.com.cn",
    },
  },
  {
    title: {
      zh: "中国民用航空局：民用航空招收飞行学生体检鉴定规范（MH/T 7013-2017，民航局网站）",
      en: "Civil Aviation Administration of China: medical standard for recruiting student pilots (MH/T 7013-2017, caac.gov.cn)",
    },
    kind: "publisher",
    date: "2017-09-10",
    supports: {
      zh: "自 2017 年 9 月 10 日起施行：不再规定身高、腿长数值；BMI 不大于 24、不小于 18.5（另有例外）；裸眼远视力放宽到 C 字表 0.1；角膜屈光手术后满 6 个月、手术时满 18 周岁、术前 −4.50D 至 +3.00D、角膜厚度 ≥ 460 μm 等条件；不应有眼内屈光手术史",
      en: "in force from 10 September 2017: no height or leg-length figures any more; BMI not above 24 or below 18.5 (with exceptions); bare-eye floor of 0.1 on the C chart; corneal refractive surgery accepted 6 months after, at 18 or older, −4.50D to +3.00D before, cornea ≥ 460 μm and other conditions; no intraocular refractive surgery",
    },
  },
  {
    title: {
      zh: "中国民用航空飞行学院：招收飞行技术专业学生简章（学校招生网站）",
      en: "Civil Aviation Flight University of China: flight-technology admission brochure (the university's admission site)",
    },
    kind: "publisher",
    date: "2024",
    supports: { zh: "近视不超过 450 度、散光不超过 200 度、屈光参差不超过 250 度", en: "myopia ≤ 450, astigmatism ≤ 200, anisometropia ≤ 250 degrees" },
  },
  {
    title: {
      zh: "广东省招生办公室：民航在广东省招收高中毕业生飞行学员工作通知（现广东省教育考试院）",
      en: "Guangdong Admission Office (now the Guangdong Education Examinations Authority): notice on civil aviation recruitment of high-school flight cadets",
    },
    kind: "publisher",
    date: "2016-11",
    supports: { zh: "高中毕业生年龄十六至二十周岁（按招生当年 8 月 31 日计算）", en: "high-school graduates aged 16 to 20 (as of 31 August of the admission year)" },
  },
];
