// Police-school admission (公安院校和司法警官院校招生): the basic conditions, the two kinds of police school compared, and the ministry-run schools (source type: public police-school admission brochures and the Ministry of Public Security admission rules, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. Basic conditions ---------- */

export interface ConditionRow {
  item: Bilingual;
  men: Bilingual;
  women: Bilingual;
}

export const conditionColumns: Record<Lang, string[]> = {
  zh: ["项目", "男生", "女生"],
  en: ["Item", "Men", "Women"],
};

export const conditionRows: ConditionRow[] = [
  {
    item: { zh: "年龄", en: "Age" },
    men: { zh: "16–22 岁（2025 年天津：2003-09-01 至 2009-08-31 出生）", en: "16–22 (Tianjin 2025: born 2003-09-01 to 2009-08-31)" },
    women: { zh: "16–22 岁（2025 年天津：2003-09-01 至 2009-08-31 出生）", en: "16–22 (Tianjin 2025: born 2003-09-01 to 2009-08-31)" },
  },
  {
    item: { zh: "婚姻状况", en: "Marital status" },
    men: { zh: "往年要求未婚；2025 年天津的条件未列，以本省通知为准", en: "Unmarried in earlier years; not listed in Tianjin's 2025 conditions; the province's notice decides" },
    women: { zh: "往年要求未婚；2025 年天津的条件未列，以本省通知为准", en: "Unmarried in earlier years; not listed in Tianjin's 2025 conditions; the province's notice decides" },
  },
  { item: { zh: "身高", en: "Height" }, men: { zh: "一般不低于 1.70 m（部分省份 1.68 m）", en: "Usually at least 1.70 m (1.68 m in some provinces)" }, women: { zh: "一般不低于 1.60 m（部分省份 1.58 m）", en: "Usually at least 1.60 m (1.58 m in some provinces)" } },
  { item: { zh: "体重", en: "Weight" }, men: { zh: "不低于 50 kg", en: "At least 50 kg" }, women: { zh: "不低于 45 kg", en: "At least 45 kg" } },
];

/* ---------- 2. Public-security vs judicial police schools ---------- */

export interface TypeRow {
  item: Bilingual;
  publicSecurity: Bilingual;
  judicial: Bilingual;
}

export const typeColumns: Record<Lang, string[]> = {
  zh: ["项目", "公安院校", "司法警官院校"],
  en: ["Item", "Public-security schools", "Judicial police schools"],
};

export const typeRows: TypeRow[] = [
  {
    item: { zh: "主管部门", en: "Supervised by" },
    publicSecurity: { zh: "公安部或省级公安、教育部门", en: "Ministry of Public Security or provincial public-security and education departments" },
    judicial: { zh: "司法部或省级司法行政部门", en: "Ministry of Justice or provincial justice departments" },
  },
  {
    item: { zh: "代表院校", en: "Examples" },
    publicSecurity: { zh: "中国人民公安大学、中国刑事警察学院、中国人民警察大学和各省警察学院", en: "People's Public Security University of China, Criminal Investigation Police University of China, China People's Police University and provincial police colleges" },
    judicial: { zh: "中央司法警官学院和各省司法警官职业学院", en: "Central Institute for Correctional Police and provincial judicial police vocational colleges" },
  },
  {
    item: { zh: "警务专业的去向", en: "Where police majors go" },
    publicSecurity: { zh: "公安机关（派出所、刑侦、治安、交管等）", en: "Public security organs (police stations, criminal investigation, public order, traffic and so on)" },
    judicial: { zh: "监狱、戒毒等司法行政系统", en: "Prisons, drug rehabilitation and the wider justice administration" },
  },
  {
    item: { zh: "毕业后如何入警", en: "How graduates join the police" },
    publicSecurity: { zh: "参加面向公安院校公安专业毕业生的统一招警考试（常称“公安联考”）", en: "Sit the unified recruitment exam for police-major graduates of public-security schools (often called the joint police exam)" },
    judicial: { zh: "一般通过公务员考试中的人民警察职位录用，以各地招录公告为准", en: "Usually through people's police posts in the civil-service exam; check each local recruitment notice" },
  },
  {
    item: { zh: "招生批次", en: "Admission batch" },
    publicSecurity: { zh: "警务类专业多在提前批", en: "Police majors mostly in the early batch" },
    judicial: { zh: "警务类专业多在提前批（本科或专科）", en: "Police majors mostly in the early batch (undergraduate or junior college)" },
  },
];

/* ---------- 3. Ministry-run schools ---------- */

/** School codes as in src/content/data/schools.ts: the Ministry of Public Security's undergraduate schools, then the Ministry of Justice's. */
export const ministrySchoolCodes: readonly string[] = ["10041", "10175", "11105", "12213", "12735", "11903"];

/* ---------- 4. Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "中国人民公安大学 2024 年本科招生章程（学校每年在本科招生网和阳光高考发布）",
      en: "People's Public Security University of China, undergraduate admission rules for 2024 (published each year on its admission site and on gaokao.chsi.com.cn)",
    },
    kind: "publisher",
    date: "2024",
    supports: {
      zh: "报考公安专业的考生任何一眼裸眼视力均为 4.8 及以上（矫正视力不作数）",
      en: "candidates for public-security majors need bare-eye vision of 4.8 or better in each eye (corrected vision does not count)",
    },
  },
  {
    title: {
      zh: "公安部《公安普通高等学校招生工作暂行办法》（公政治〔2000〕137 号）及此后每年的公安院校公安专业招生条件（我们读到的是各省通知的公开转载）",
      en: "Ministry of Public Security, interim measures on public-security university admission (Gongzhengzhi [2000] No. 137) and the yearly conditions for public-security majors since (read as reposts of provincial notices)",
    },
    kind: "publisher",
    date: "2000",
    supports: {
      zh: "双眼裸眼视力不低于 4.8；男生身高不低于 1.70 m、女生 1.60 m（往年部分南方省份 1.68 m、1.58 m）；体重男 50 kg、女 45 kg；无文身；往年要求未婚",
      en: "bare-eye vision of at least 4.8 in both eyes; at least 1.70 m for men and 1.60 m for women (1.68 m / 1.58 m in some southern provinces in earlier years); 50 kg / 45 kg; no tattoo; unmarried in earlier years",
    },
  },
  {
    title: {
      zh: "天津市公安局：2025 年公安院校公安专业在津招生考生须知（“平安天津”发布）",
      en: "Tianjin Public Security Bureau: notes for 2025 candidates for public-security majors in Tianjin (published by 平安天津, the bureau's account)",
    },
    kind: "publisher",
    date: "2025-06-20",
    supports: {
      zh: "2025 年报考条件：年龄 16–22 岁（2003 年 9 月 1 日至 2009 年 8 月 31 日出生），条件中未列婚姻状况；7 所公安院校在津招生",
      en: "the 2025 conditions: aged 16–22 (born 1 September 2003 to 31 August 2009), with no marital condition listed; 7 public-security schools recruiting in Tianjin",
    },
  },
];
