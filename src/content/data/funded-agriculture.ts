// Publicly funded agricultural-science students (公费农科生): usual terms of provincial schemes, and the three publicly funded routes compared (source type: provincial policy notices and public admission brochures, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
import type { Source } from "./sources";
export type { Bilingual };

/* ---------- Usual terms of a provincial scheme ---------- */

export interface Term {
  item: Bilingual;
  usual: Bilingual;
}

export const termColumns: Record<Lang, string[]> = {
  zh: ["项目", "通常做法（以本省规定为准）"],
  en: ["Item", "Usual arrangement (provincial rules prevail)"],
};

export const terms: Term[] = [
  {
    item: { zh: "组织方式", en: "Who runs it" },
    usual: {
      zh: "省级农业农村、教育、财政、人社等部门联合组织，由省内涉农高校培养",
      en: "The province's agriculture, education, finance and human-resources departments together; agricultural universities in the province train the students",
    },
  },
  {
    item: { zh: "招生方式", en: "Admission" },
    usual: {
      zh: "定向招生，多在提前批（或单列计划）录取，按定向县（市、区）分配名额",
      en: "Directed admission, mostly in the early batch (or a separate plan), with places allocated to target counties",
    },
  },
  {
    item: { zh: "报考对象", en: "Who can apply" },
    usual: {
      zh: "本省户籍考生，部分项目要求户籍或学籍在定向县",
      en: "Candidates registered in the province; some schemes require registration or schooling in the target county",
    },
  },
  {
    item: { zh: "层次与专业", en: "Levels and majors" },
    usual: {
      zh: "本科或专科；农学、植物保护、园艺、动物医学、畜牧兽医、农业机械等涉农专业",
      en: "Undergraduate or college; agricultural majors such as agronomy, plant protection, horticulture, veterinary medicine, animal husbandry and farm machinery",
    },
  },
  {
    item: { zh: "在校待遇", en: "While studying" },
    usual: {
      zh: "学费、教材费、住宿费由省级财政承担，另发生活补助",
      en: "Tuition, books and lodging paid by the province, plus a living allowance",
    },
  },
  {
    item: { zh: "协议", en: "Agreement" },
    usual: {
      zh: "录取后签订定向培养（就业）协议，写明服务单位、服务期和违约责任",
      en: "A directed training (employment) agreement after admission, naming the post, the service period and the breach terms",
    },
  },
  {
    item: { zh: "就业", en: "Employment" },
    usual: {
      zh: "毕业后到定向县乡镇的农业技术推广等基层涉农单位工作，岗位和编制安排按本省规定",
      en: "After graduation, work in agricultural extension or similar units in the target county's townships; posts and staffing follow provincial rules",
    },
  },
  {
    item: { zh: "服务期", en: "Service period" },
    usual: { zh: "按本省方案和协议；没有全国统一的 6 年规则，能核对到的方案一般为 5 年", en: "Set by the province's scheme and the agreement; there is no national six-year rule, and the schemes we could check use 5 years" },
  },
  {
    item: { zh: "违约", en: "Breach" },
    usual: {
      zh: "一般退还已享受的培养费用，并按协议缴纳违约金，标准各省不同",
      en: "Normally a refund of the funding received plus the penalty in the agreement, which differs by province",
    },
  },
];

/* ---------- The three publicly funded routes compared ---------- */

export interface FundedRoute {
  route: Bilingual;
  scale: Bilingual;
  paid: Bilingual;
  serveAt: Bilingual;
  service: Bilingual;
}

export const routeColumns: Record<Lang, string[]> = {
  zh: ["项目", "组织层级", "在校待遇", "服务去向", "服务期"],
  en: ["Route", "Run at", "While studying", "Where you serve", "Service"],
};

export const fundedRoutes: FundedRoute[] = [
  {
    route: { zh: "公费医学生（农村订单定向）", en: "Funded medical students (rural order-oriented)" },
    scale: { zh: "国家和省级", en: "National and provincial" },
    paid: { zh: "免学费、住宿费，补助生活费", en: "No tuition or accommodation fees, plus a living allowance" },
    serveAt: { zh: "定向县乡镇卫生院等基层医疗机构", en: "Township health centres and other primary-care units in the target county" },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
  },
  {
    route: { zh: "公费师范生", en: "Funded normal-school students" },
    scale: { zh: "国家（6 所部属师大）和省级", en: "National (6 ministry-run normal universities) and provincial" },
    paid: { zh: "免学费、住宿费，补助生活费", en: "No tuition or accommodation fees, plus a living allowance" },
    serveAt: { zh: "生源省份或定向县的中小学", en: "Primary and secondary schools in the home province or target county" },
    service: { zh: "不少于 6 年", en: "At least 6 years" },
  },
  {
    route: { zh: "公费农科生", en: "Funded agricultural-science students" },
    scale: { zh: "省级（部分省份）", en: "Provincial (some provinces)" },
    paid: { zh: "学费、教材费、住宿费由省级财政承担，另发生活补助", en: "Tuition, books and lodging paid by the province, plus a living allowance" },
    serveAt: { zh: "定向县乡镇的基层涉农单位", en: "Agricultural units in the target county's townships" },
    service: { zh: "按本省方案和协议，一般为 5 年", en: "Set by the province's scheme and agreement; usually 5 years" },
  },
];

/* ---------- Sources ---------- */

export const sources: Source[] = [
  {
    title: {
      zh: "公费农科生：免学费、包分配、有编制（中国科学报报道浙江、山东、山西等省的做法；未找到全国统一的规定）",
      en: "Funded agricultural students: free tuition, a job and a post (China Science Daily on the schemes of Zhejiang, Shandong, Shanxi and others; no national rule was found)",
    },
    url: "https://news.sciencenet.cn/htmlnews/2021/7/461654.shtm",
    kind: "report",
    date: "2021-07",
    supports: {
      zh: "省级财政承担学费、教材费、住宿费；毕业回辖区农技推广机构、有编有岗；服务年限一般为 5 年；浙江自 2012 年起培养",
      en: "the province pays tuition, books and lodging; graduates return to agricultural extension posts with a staff place; service usually 5 years; Zhejiang's scheme since 2012",
    },
  },
];
