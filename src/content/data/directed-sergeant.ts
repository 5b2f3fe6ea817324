// Directed military-sergeant training (定向培养军士, formerly 定向培养士官): directed vs directly recruited sergeants, and example colleges by province (source type: public provincial admission plans and college admission brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- 1. Directed training vs direct recruitment ---------- */

export interface CompareRow {
  item: Bilingual;
  directed: Bilingual;
  direct: Bilingual;
}

export const compareColumns: Record<Lang, string[]> = {
  zh: ["项目", "定向培养军士", "直接招收军士"],
  en: ["Item", "Directed sergeant training", "Directly recruited sergeants"],
};

export const compareRows: CompareRow[] = [
  {
    item: { zh: "招收对象", en: "Who" },
    directed: { zh: "参加当年高考的高中毕业生", en: "High-school graduates sitting that year's gaokao" },
    direct: { zh: "普通高校全日制专科及以上毕业生（具体范围以当年征兵规定为准）", en: "Full-time junior-college or higher graduates (exact scope set by that year's conscription rules)" },
  },
  {
    item: { zh: "年龄上限", en: "Age limit" },
    directed: { zh: "不超过 20 岁", en: "At most 20" },
    direct: { zh: "不超过 24 岁", en: "At most 24" },
  },
  {
    item: { zh: "婚姻状况", en: "Marital status" },
    directed: { zh: "未婚", en: "Unmarried" },
    direct: { zh: "未婚", en: "Unmarried" },
  },
  {
    item: { zh: "怎么进入", en: "How you get in" },
    directed: { zh: "高考后在专科提前批填报，经政治考核、面试、体检后录取", en: "Apply in the early junior-college batch after the gaokao; admitted after political review, interview and medical" },
    direct: { zh: "毕业时通过征兵渠道报名，经体检、政治考核后入伍", en: "Apply through the conscription system on graduating; enlist after medical and political review" },
  },
  {
    item: { zh: "在校学习", en: "College study" },
    directed: { zh: "3 年专科，学校与部队共同培养", en: "A 3-year junior-college programme run by the college with the armed forces" },
    direct: { zh: "已完成学业，按所学专业直接招收", en: "Study already finished; recruited for the major studied" },
  },
  {
    item: { zh: "入伍", en: "Enlistment" },
    directed: { zh: "最后阶段入伍实习，毕业后直接任军士", en: "Enlists for an internship in the final stage; becomes a sergeant on graduation" },
    direct: { zh: "入伍后直接任军士", en: "Becomes a sergeant on enlistment" },
  },
];

/* ---------- 2. Example colleges by province ---------- */

export interface CollegeRow {
  province: Bilingual;
  name: Bilingual;
  profile: Bilingual;
}

export const collegeColumns: Record<Lang, string[]> = {
  zh: ["省份", "院校", "院校特点"],
  en: ["Province", "College", "Profile"],
};

/** Examples only: the colleges and majors with directed places change every year and are published in each province's plan. */
export const collegeRows: CollegeRow[] = [
  {
    province: { zh: "湖南", en: "Hunan" },
    name: { zh: "长沙航空职业技术学院", en: "Changsha Aeronautical Vocational and Technical College" },
    profile: { zh: "航空装备维修类高职，主管部门为空军装备部，定向军士规模较大", en: "Aviation maintenance college supervised by the Air Force Equipment Department; a large directed-sergeant intake" },
  },
  {
    province: { zh: "湖南", en: "Hunan" },
    name: { zh: "湖南国防工业职业技术学院", en: "Hunan Vocational College of Defense Industry" },
    profile: { zh: "国防工业背景的高职", en: "Vocational college with a defence-industry background" },
  },
  {
    province: { zh: "湖南", en: "Hunan" },
    name: { zh: "张家界航空工业职业技术学院", en: "Zhangjiajie Aviation Industry Vocational and Technical College" },
    profile: { zh: "航空工业背景的高职", en: "Vocational college with an aviation-industry background" },
  },
  {
    province: { zh: "湖北", en: "Hubei" },
    name: { zh: "武汉船舶职业技术学院", en: "Wuhan Shipbuilding Vocational and Technical College" },
    profile: { zh: "船舶类高职", en: "Shipbuilding vocational college" },
  },
  {
    province: { zh: "辽宁", en: "Liaoning" },
    name: { zh: "渤海船舶职业学院", en: "Bohai Shipbuilding Vocational College" },
    profile: { zh: "船舶类高职", en: "Shipbuilding vocational college" },
  },
  {
    province: { zh: "江苏", en: "Jiangsu" },
    name: { zh: "江苏海事职业技术学院", en: "Jiangsu Maritime Vocational and Technical College" },
    profile: { zh: "海事、航海类高职", en: "Maritime and navigation vocational college" },
  },
  {
    province: { zh: "山东", en: "Shandong" },
    name: { zh: "威海海洋职业学院", en: "Weihai Ocean Vocational College" },
    profile: { zh: "海洋类高职", en: "Ocean-industry vocational college" },
  },
];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "2024 年全国定向培养军士招生工作陆续启动（河南日报报道）",
      en: "The 2024 national admission of directed sergeants opens (Henan Daily report)",
    },
    kind: "report",
    date: "2024-05-27",
    supports: {
      zh: "2024 年 48 所地方高校在 31 个省份为解放军和武警部队招收定向培养军士 23600 人（含女军士 217 人）；学制 3 年、大专学历；年龄不超过 20 周岁（2004 年 8 月 31 日以后出生）、未婚、志愿至少服现役满 5 年；政治和身体条件按征集义务兵的规定",
      en: "in 2024, 48 civilian colleges recruited 23,600 directed sergeants (217 women) in 31 provinces for the PLA and the armed police; 3 years, junior-college diploma; at most 20 (born after 31 August 2004), unmarried, committing to at least 5 years of active service; political and physical conditions as for conscripts",
    },
  },
  {
    title: {
      zh: "全国征兵网：定向培养军士招生政策（征兵主管部门每年更新）",
      en: "National conscription site (全国征兵网): directed sergeant (定向培养军士) admission policy (updated each year by the conscription authorities)",
    },
    kind: "publisher",
    date: "2025",
    supports: {
      zh: "名称为定向培养军士；招收对象志愿至少服现役满 5 年；年龄不超过 20 岁、未婚",
      en: "the name 定向培养军士; candidates commit to at least 5 years of active service; aged at most 20 and unmarried",
    },
  },
];
