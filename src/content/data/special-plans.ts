// The three rural special plans (国家专项、地方专项、高校专项): implementation areas by province with the body that publishes
// each province's county lists, sample universities and a comparison (MOE annual notices on the special plans and public
// provincial admission rules, general summary; the addresses as cited in src/domain/volunteer/rules.ts, checked 2024–2026).
import type { Lang } from "@/lib/i18n";
import { requireSchool } from "@/content/data/schools";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ------------------------------------------------------------------ */
/* Provinces where a plan does not run                                 */
/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* Region table                                                        */
/* ------------------------------------------------------------------ */

export const regionColumns: Record<Lang, string[]> = {
  zh: ["省份", "国家专项：实施区域", "地方专项：实施区域", "高校专项：实施区域", "县（市、区）名单在哪里公布"],
  en: ["Province", "National plan: implementation area", "Local plan: implementation area", "University plan: implementation area", "Where the county list is published"],
};

/**
 * The body that publishes each province's yearly lists of implementation counties (in its notice on the special plans),
 * with its website where we have checked the address (src/domain/volunteer/rules.ts cites the same sites, 2024–2026).
 */
const publishers: Record<string, { zh: string; url?: string }> = {
  北京: { zh: "北京教育考试院", url: "https://www.bjeea.cn" },
  天津: { zh: "天津市教育招生考试院", url: "https://www.zhaokao.net" },
  河北: { zh: "河北省教育考试院", url: "https://www.hebeea.edu.cn" },
  山西: { zh: "山西省招生考试管理中心" },
  内蒙古: { zh: "内蒙古自治区教育招生考试中心" },
  辽宁: { zh: "辽宁省招生考试办公室", url: "https://www.lnzsks.com" },
  吉林: { zh: "吉林省教育考试院", url: "https://www.jleea.com.cn" },
  黑龙江: { zh: "黑龙江省招生考试院", url: "https://www.lzk.hl.cn" },
  上海: { zh: "上海市教育考试院", url: "https://www.shmeea.edu.cn" },
  江苏: { zh: "江苏省教育考试院" },
  浙江: { zh: "浙江省教育考试院", url: "https://www.zjzs.net" },
  安徽: { zh: "安徽省教育招生考试院", url: "https://www.ahzsks.cn" },
  福建: { zh: "福建省教育考试院", url: "https://www.eeafj.cn" },
  江西: { zh: "江西省教育考试院", url: "https://www.jxeea.cn" },
  山东: { zh: "山东省教育招生考试院", url: "https://www.sdzk.cn" },
  河南: { zh: "河南省教育考试院" },
  湖北: { zh: "湖北省教育考试院" },
  湖南: { zh: "湖南省教育考试院" },
  广东: { zh: "广东省教育考试院", url: "https://eea.gd.gov.cn" },
  广西: { zh: "广西招生考试院", url: "https://www.gxeea.cn" },
  海南: { zh: "海南省考试局", url: "https://ea.hainan.gov.cn" },
  重庆: { zh: "重庆市教育考试院", url: "https://www.cqksy.cn" },
  四川: { zh: "四川省教育考试院", url: "https://www.sceea.cn" },
  贵州: { zh: "贵州省招生考试院", url: "https://zsksy.guizhou.gov.cn" },
  云南: { zh: "云南省招生考试院", url: "https://www.ynzs.cn" },
  西藏: { zh: "西藏自治区教育考试院", url: "https://zsks.edu.xizang.gov.cn" },
  陕西: { zh: "陕西省教育考试院" },
  甘肃: { zh: "甘肃省教育考试院", url: "https://www.ganseea.cn" },
  青海: { zh: "青海省教育招生考试院", url: "https://www.qhjyks.com" },
  宁夏: { zh: "宁夏教育考试院" },
  新疆: { zh: "新疆维吾尔自治区教育考试院", url: "https://www.xjzk.gov.cn" },
};

/** The publisher cell: a link where the address is checked, the name alone otherwise (English pages add the Chinese name). */
function publisherCell(province: Bilingual, lang: Lang): string | { text: string; href: string; external: boolean } {
  const publisher = publishers[province.zh];
  if (!publisher) throw new Error(`special-plans: no publisher for ${province.zh}`);
  const text = lang === "zh" ? publisher.zh : `${province.en} examination authority (${publisher.zh})`;
  return publisher.url ? { text, href: publisher.url, external: true } : text;
}

/** Text shown in a cell when a plan does not run in a province. */
const notRun: Bilingual = { zh: "不实施", en: "Not implemented" };

/** The local plan's area is always set by the province itself (explained in the table note on the page). */
const localSet: Bilingual = { zh: "本省确定", en: "Set by the province" };

/** The university plan's area is set by each participating province (rural areas below county level). */
const universitySet: Bilingual = { zh: "本省确定的农村地区", en: "Rural areas named by the province" };

/**
 * The national plan's area: the province's formerly poor counties (former national key poverty counties and
 * counties of the former contiguous poverty areas); `belts` names the contiguous poverty areas it belongs to.
 */
function nationalArea(belts: Bilingual | null): Bilingual {
  if (!belts) return { zh: "本省脱贫县", en: "The province's formerly poor counties" };
  return { zh: `本省脱贫县，涉及${belts.zh}`, en: `The province's formerly poor counties (${belts.en})` };
}

interface RegionRow {
  province: Bilingual;
  /** null where the national special plan is not implemented. */
  national: Bilingual | null;
  /** false where the university special plan has no implementation area. */
  university: boolean;
}

export const regions: RegionRow[] = [
  { province: { zh: "北京", en: "Beijing" }, national: null, university: false },
  { province: { zh: "天津", en: "Tianjin" }, national: null, university: false },
  {
    province: { zh: "河北", en: "Hebei" },
    national: nationalArea({ zh: "燕山—太行山区", en: "Yanshan–Taihang Mountains" }),
    university: true,
  },
  {
    province: { zh: "山西", en: "Shanxi" },
    national: nationalArea({ zh: "燕山—太行山区、吕梁山区", en: "Yanshan–Taihang Mountains, Lüliang Mountains" }),
    university: true,
  },
  {
    province: { zh: "内蒙古", en: "Inner Mongolia" },
    national: nationalArea({ zh: "燕山—太行山区、大兴安岭南麓山区", en: "Yanshan–Taihang Mountains, southern Greater Khingan foothills" }),
    university: true,
  },
  { province: { zh: "辽宁", en: "Liaoning" }, national: null, university: true },
  {
    province: { zh: "吉林", en: "Jilin" },
    national: nationalArea({ zh: "大兴安岭南麓山区", en: "southern Greater Khingan foothills" }),
    university: true,
  },
  {
    province: { zh: "黑龙江", en: "Heilongjiang" },
    national: nationalArea({ zh: "大兴安岭南麓山区", en: "southern Greater Khingan foothills" }),
    university: true,
  },
  { province: { zh: "上海", en: "Shanghai" }, national: null, university: false },
  { province: { zh: "江苏", en: "Jiangsu" }, national: null, university: true },
  { province: { zh: "浙江", en: "Zhejiang" }, national: null, university: true },
  {
    province: { zh: "安徽", en: "Anhui" },
    national: nationalArea({ zh: "大别山区", en: "Dabie Mountains" }),
    university: true,
  },
  { province: { zh: "福建", en: "Fujian" }, national: null, university: true },
  {
    province: { zh: "江西", en: "Jiangxi" },
    national: nationalArea({ zh: "罗霄山区", en: "Luoxiao Mountains" }),
    university: true,
  },
  { province: { zh: "山东", en: "Shandong" }, national: null, university: true },
  {
    province: { zh: "河南", en: "Henan" },
    national: nationalArea({ zh: "秦巴山区、大别山区", en: "Qinling–Daba Mountains, Dabie Mountains" }),
    university: true,
  },
  {
    province: { zh: "湖北", en: "Hubei" },
    national: nationalArea({ zh: "秦巴山区、武陵山区、大别山区", en: "Qinling–Daba, Wuling and Dabie Mountains" }),
    university: true,
  },
  {
    province: { zh: "湖南", en: "Hunan" },
    national: nationalArea({ zh: "武陵山区、罗霄山区", en: "Wuling Mountains, Luoxiao Mountains" }),
    university: true,
  },
  { province: { zh: "广东", en: "Guangdong" }, national: null, university: true },
  {
    province: { zh: "广西", en: "Guangxi" },
    national: nationalArea({ zh: "滇桂黔石漠化区", en: "Yunnan–Guangxi–Guizhou rocky desertification area" }),
    university: true,
  },
  { province: { zh: "海南", en: "Hainan" }, national: nationalArea(null), university: true },
  {
    province: { zh: "重庆", en: "Chongqing" },
    national: nationalArea({ zh: "秦巴山区、武陵山区", en: "Qinling–Daba Mountains, Wuling Mountains" }),
    university: true,
  },
  {
    province: { zh: "四川", en: "Sichuan" },
    national: nationalArea({ zh: "秦巴山区、乌蒙山区、四省藏区", en: "Qinling–Daba Mountains, Wumeng Mountains, Tibetan areas of four provinces" }),
    university: true,
  },
  {
    province: { zh: "贵州", en: "Guizhou" },
    national: nationalArea({ zh: "武陵山区、乌蒙山区、滇桂黔石漠化区", en: "Wuling Mountains, Wumeng Mountains, Yunnan–Guangxi–Guizhou rocky desertification area" }),
    university: true,
  },
  {
    province: { zh: "云南", en: "Yunnan" },
    national: nationalArea({
      zh: "乌蒙山区、滇桂黔石漠化区、滇西边境山区、四省藏区",
      en: "Wumeng Mountains, Yunnan–Guangxi–Guizhou rocky desertification area, western Yunnan border mountains, Tibetan areas of four provinces",
    }),
    university: true,
  },
  {
    province: { zh: "西藏", en: "Tibet" },
    national: { zh: "全区（西藏区整体列入集中连片特困地区）", en: "The whole region (all of Tibet was a contiguous poverty area)" },
    university: true,
  },
  {
    province: { zh: "陕西", en: "Shaanxi" },
    national: nationalArea({ zh: "秦巴山区、六盘山区、吕梁山区", en: "Qinling–Daba, Liupan and Lüliang Mountains" }),
    university: true,
  },
  {
    province: { zh: "甘肃", en: "Gansu" },
    national: nationalArea({ zh: "六盘山区、秦巴山区、四省藏区", en: "Liupan Mountains, Qinling–Daba Mountains, Tibetan areas of four provinces" }),
    university: true,
  },
  {
    province: { zh: "青海", en: "Qinghai" },
    national: nationalArea({ zh: "六盘山区、四省藏区", en: "Liupan Mountains, Tibetan areas of four provinces" }),
    university: true,
  },
  {
    province: { zh: "宁夏", en: "Ningxia" },
    national: nationalArea({ zh: "六盘山区", en: "Liupan Mountains" }),
    university: true,
  },
  {
    province: { zh: "新疆", en: "Xinjiang" },
    national: {
      zh: "南疆四地州（喀什地区、和田地区、阿克苏地区、克孜勒苏柯尔克孜自治州）及区内其他脱贫县",
      en: "The four southern prefectures (Kashgar, Hotan, Aksu, Kizilsu Kirghiz) and other formerly poor counties of the region",
    },
    university: true,
  },
];

/** Region table rows for one page language. */
export function regionRows(lang: Lang) {
  return regions.map((row) => [
    row.province[lang],
    (row.national ?? notRun)[lang],
    localSet[lang],
    (row.university ? universitySet : notRun)[lang],
    publisherCell(row.province, lang),
  ]);
}

/* ------------------------------------------------------------------ */
/* University special plan: a selection of participating universities  */
/* ------------------------------------------------------------------ */

export const universityColumns: Record<Lang, string[]> = {
  zh: ["学校", "所在省份", "主管部门", "类别"],
  en: ["University", "Province", "Supervising body", "Group"],
};

const moe: Bilingual = { zh: "教育部", en: "Ministry of Education" };
const miit: Bilingual = { zh: "工业和信息化部", en: "Ministry of Industry and Information Technology" };
const cas: Bilingual = { zh: "中国科学院", en: "Chinese Academy of Sciences" };

const ministryRun: Bilingual = { zh: "教育部直属（72 所之一）", en: "Ministry-run (one of the 72)" };
const otherGroup: Bilingual = { zh: "其他高校（23 所之一）", en: "Other institution (one of the 23)" };

/** Codes are the last five digits of the MOE identifier and must exist in schools.ts. */
const sample: { code: string; supervisor: Bilingual }[] = [
  { code: "10001", supervisor: moe },
  { code: "10002", supervisor: moe },
  { code: "10003", supervisor: moe },
  { code: "10019", supervisor: moe },
  { code: "10027", supervisor: moe },
  { code: "10055", supervisor: moe },
  { code: "10056", supervisor: moe },
  { code: "10141", supervisor: moe },
  { code: "10145", supervisor: moe },
  { code: "10183", supervisor: moe },
  { code: "10246", supervisor: moe },
  { code: "10247", supervisor: moe },
  { code: "10248", supervisor: moe },
  { code: "10269", supervisor: moe },
  { code: "10284", supervisor: moe },
  { code: "10286", supervisor: moe },
  { code: "10335", supervisor: moe },
  { code: "10384", supervisor: moe },
  { code: "10422", supervisor: moe },
  { code: "10423", supervisor: moe },
  { code: "10486", supervisor: moe },
  { code: "10487", supervisor: moe },
  { code: "10532", supervisor: moe },
  { code: "10533", supervisor: moe },
  { code: "10558", supervisor: moe },
  { code: "10561", supervisor: moe },
  { code: "10610", supervisor: moe },
  { code: "10611", supervisor: moe },
  { code: "10614", supervisor: moe },
  { code: "10698", supervisor: moe },
  { code: "10712", supervisor: moe },
  { code: "10730", supervisor: moe },
  { code: "10006", supervisor: miit },
  { code: "10007", supervisor: miit },
  { code: "10213", supervisor: miit },
  { code: "10699", supervisor: miit },
  { code: "10358", supervisor: cas },
];

export interface PlanUniversity {
  code: string;
  name: Bilingual;
  province: Bilingual;
  supervisor: Bilingual;
  group: Bilingual;
}

/** The sample, with names and provinces taken from the school registry so they never drift apart. */
export const universities: PlanUniversity[] = sample.map(({ code, supervisor }) => {
  const school = requireSchool(code, "special-plans data");
  return {
    code,
    name: { zh: school.zh, en: school.en },
    province: { zh: school.provinceZh, en: school.provinceEn },
    supervisor,
    group: supervisor === moe ? ministryRun : otherGroup,
  };
});

/* ------------------------------------------------------------------ */
/* Comparison of the three plans                                       */
/* ------------------------------------------------------------------ */

export const comparisonColumns: Record<Lang, string[]> = {
  zh: ["比较项", "国家专项计划", "地方专项计划", "高校专项计划"],
  en: ["Aspect", "National special plan", "Local special plan", "University special plan"],
};

interface ComparisonRow {
  aspect: Bilingual;
  national: Bilingual;
  local: Bilingual;
  university: Bilingual;
}

export const comparison: ComparisonRow[] = [
  {
    aspect: { zh: "开始实施", en: "Started" },
    national: { zh: "2012 年", en: "2012" },
    local: { zh: "2014 年", en: "2014" },
    university: { zh: "2014 年", en: "2014" },
  },
  {
    aspect: { zh: "招生高校", en: "Who recruits" },
    national: {
      zh: "中央部门所属高校和各省（区、市）所属重点高校",
      en: "Universities run by central government departments and key provincial universities",
    },
    local: { zh: "本省（区、市）所属重点高校", en: "The province's own key universities" },
    university: {
      zh: "95 所：72 所教育部直属高校 + 23 所其他高校",
      en: "95 institutions: 72 ministry-run + 23 others",
    },
  },
  {
    aspect: { zh: "面向区域", en: "Where students come from" },
    national: {
      zh: "22 个省份的脱贫县等实施区域；江苏、浙江、广东、北京、天津、上海、山东、福建、辽宁 9 省不实施",
      en: "Implementation areas (formerly poor counties) in 22 provinces; not in the nine: Jiangsu, Zhejiang, Guangdong, Beijing, Tianjin, Shanghai, Shandong, Fujian, Liaoning",
    },
    local: { zh: "只招本省实施区域的考生，区域由本省确定", en: "Only the province's own candidates, from areas the province names" },
    university: {
      zh: "各省确定的边远、脱贫、民族等地区县以下农村；北京、天津、上海不实施",
      en: "Rural areas below county level named by each province; not in Beijing, Tianjin, Shanghai",
    },
  },
  {
    aspect: { zh: "户籍与学籍", en: "Residence and schooling" },
    national: {
      zh: "本人在实施区域有连续 3 年以上户籍、父母或法定监护人有当地户籍；本人在当地高中有连续 3 年学籍并实际就读",
      en: "3 or more years of local household registration (a parent or guardian registered there too) and 3 years of high-school enrolment and attendance in the county",
    },
    local: { zh: "按本省规定，多数省份同样要求连续 3 年户籍和学籍", en: "As the province rules; most also ask for 3 years of registration and enrolment" },
    university: {
      zh: "本人及父母或法定监护人户籍在实施区域农村，本人有连续 3 年当地户籍和高中学籍并实际就读",
      en: "Candidate and a parent or guardian registered as rural residents of the area; 3 years of local registration and high-school enrolment",
    },
  },
  {
    aspect: { zh: "怎么报名", en: "How to apply" },
    national: { zh: "按本省要求申报，经县、市、省三级资格审核", en: "Apply as the province directs; eligibility checked at county, city and province level" },
    local: { zh: "按本省要求申报并审核", en: "Apply and be checked as the province directs" },
    university: {
      zh: "在阳光高考平台报名，经中学公示、省级审核和高校审核（部分高校另行考核）",
      en: "Register on the Sunshine Gaokao platform; school notice, provincial check and university review (some universities also test)",
    },
  },
  {
    aspect: { zh: "录取批次", en: "Admission batch" },
    national: {
      zh: "单设批次，一般在本科一批（或合并后的本科批）之前录取",
      en: "A batch of its own, normally before the first-tier (or merged undergraduate) batch",
    },
    local: { zh: "单设批次或在相应批次中单列，按本省规定", en: "A batch of its own or a separate list in a batch, as the province rules" },
    university: { zh: "单设批次录取，先后顺序按本省规定", en: "A batch of its own; the province sets the order" },
  },
  {
    aspect: { zh: "分数要求", en: "Score requirement" },
    national: {
      zh: "原则上不低于招生高校所在批次控制线",
      en: "In principle not below the control line of the university's batch",
    },
    local: { zh: "由本省确定，生源不足时可适当降分", en: "Set by the province; lines may be lowered when places go unfilled" },
    university: {
      zh: "高校给予一定降分，原则上不低于本科一批线（批次合并省份为特殊类型招生控制线）",
      en: "Universities grant a reduction, in principle not below the first-tier line (the special-type control line where batches are merged)",
    },
  },
  {
    aspect: { zh: "规模", en: "Scale" },
    national: { zh: "每年由教育部下达计划", en: "Places set each year by the Ministry of Education" },
    local: {
      zh: "原则上不低于有关高校本科一批招生规模的 3%",
      en: "In principle at least 3% of the universities' first-tier intake",
    },
    university: {
      zh: "原则上不少于本校年度本科招生规模的 2%",
      en: "In principle at least 2% of each university's annual undergraduate intake",
    },
  },
];

export function comparisonRows(lang: Lang): string[][] {
  return comparison.map((row) => [row.aspect[lang], row.national[lang], row.local[lang], row.university[lang]]);
}
