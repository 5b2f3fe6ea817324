// Preparatory classes for children of border-defence soldiers (戍边军人子女预科班): how the route compares with ordinary admission, and the documents families usually prepare (source type: national rules on education preferences for servicemen's children and public university preparatory-class rules, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ---------- 1. Preparatory class vs ordinary admission ---------- */

export interface CompareRow {
  item: Bilingual;
  prep: Bilingual;
  ordinary: Bilingual;
}

export const compareColumns: Record<Lang, string[]> = {
  zh: ["项目", "戍边军人子女预科班", "普通批次录取"],
  en: ["Item", "Preparatory class for border-defence soldiers' children", "Ordinary batch admission"],
};

export const compareRows: CompareRow[] = [
  {
    item: { zh: "报考资格", en: "Eligibility" },
    prep: { zh: "参加当年高考，且父亲或母亲属于文件规定的戍边军人", en: "Sit that year's gaokao, with a father or mother who is a border-defence soldier as defined by the year's rules" },
    ordinary: { zh: "参加当年高考即可", en: "Anyone sitting the gaokao" },
  },
  {
    item: { zh: "资格审核", en: "Eligibility check" },
    prep: { zh: "军人所在部队出具证明，经军地有关部门审核", en: "The parent's unit certifies; military and civilian authorities review" },
    ordinary: { zh: "无额外审核", en: "None beyond gaokao registration" },
  },
  {
    item: { zh: "录取分数", en: "Admission score" },
    prep: { zh: "可在普通录取分数以下适当降分录取，幅度以当年规定为准", en: "Admission below the ordinary score is possible; the margin is set each year" },
    ordinary: { zh: "按分数优先、遵循志愿投档", en: "Files released (投档: each candidate's file is sent to the university on their list whose line they reach, which then decides on admission) by score, following preferences" },
  },
  {
    item: { zh: "入学后", en: "After entry" },
    prep: { zh: "先读一年预科，结业考核合格后转入本科专业", en: "One preparatory year first; after passing the end-of-year assessment, move into an undergraduate major" },
    ordinary: { zh: "直接进入所录取专业", en: "Straight into the admitted major" },
  },
  {
    item: { zh: "学制", en: "Length of study" },
    prep: { zh: "预科 1 年 + 本科学制", en: "1 preparatory year + the undergraduate programme" },
    ordinary: { zh: "本科学制", en: "The undergraduate programme" },
  },
  {
    item: { zh: "专业", en: "Major" },
    prep: { zh: "按高校规定在预科结业时确定，范围可能受限", en: "Set at the end of the preparatory year under the university's rules; choice may be limited" },
    ordinary: { zh: "填报志愿时确定", en: "Chosen when filing preferences" },
  },
];

/* ---------- 2. Documents families usually prepare ---------- */

export interface DocumentRow {
  doc: Bilingual;
  from: Bilingual;
  note: Bilingual;
}

export const documentColumns: Record<Lang, string[]> = {
  zh: ["材料", "出具或提供", "说明"],
  en: ["Document", "Issued or provided by", "Notes"],
};

export const documentRows: DocumentRow[] = [
  {
    doc: { zh: "军人身份和服役情况证明", en: "Proof of the parent's service and posting" },
    from: { zh: "军人所在部队政治工作部门", en: "Political work department of the parent's unit" },
    note: { zh: "写明服役地区、岗位和年限，以当年文件要求的格式为准", en: "States the area, post and years of service, in the format the year's rules require" },
  },
  {
    doc: { zh: "亲属关系证明", en: "Proof of relationship" },
    from: { zh: "户口簿或有关部门", en: "Household register or the relevant office" },
    note: { zh: "证明考生与军人的父母子女关系", en: "Shows the parent–child relationship" },
  },
  {
    doc: { zh: "高考报名信息", en: "Gaokao registration" },
    from: { zh: "考生本人", en: "The candidate" },
    note: { zh: "在报名阶段如实填报军人子女身份，按省里要求提交材料", en: "Declare the servicemember's-child status at registration and submit papers as the province requires" },
  },
];
