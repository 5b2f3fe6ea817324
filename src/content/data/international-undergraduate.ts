// How approved Sino-foreign education differs from "international undergraduate" marketing, and common sales claims (source type: Ministry of Education reminders on the foreign-education supervision site, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

export interface DifferenceRow {
  aspect: Bilingual;
  approved: Bilingual;
  marketed: Bilingual;
}

export const differenceColumns: Record<Lang, string[]> = {
  zh: ["比较项", "经批准的中外合作办学（计划内）", "“国际本科”类项目（计划外）"],
  en: ["Aspect", "Approved Sino-foreign education (inside the plan)", "“International undergraduate” programme (outside the plan)"],
};

export const differences: DifferenceRow[] = [
  {
    aspect: { zh: "审批", en: "Approval" },
    approved: {
      zh: "经教育部审批或报教育部备案，名单在官方监管平台公布",
      en: "Approved by or filed with the Ministry of Education and listed on its supervision platform",
    },
    marketed: {
      zh: "多为高校继续教育学院、国际教育学院或培训机构自行开设，查不到批准信息",
      en: "Usually set up by a university’s continuing-education or international college, or by a training company, with no approval to be found",
    },
  },
  {
    aspect: { zh: "招生计划", en: "Admission plan" },
    approved: { zh: "纳入国家普通高校招生计划，出现在本省当年招生计划中", en: "In the national plan and in your province’s plan for the year" },
    marketed: { zh: "计划外，省招生计划里没有", en: "Outside the plan; not in the provincial plan" },
  },
  {
    aspect: { zh: "录取方式", en: "Admission" },
    approved: { zh: "高考投档录取，按批次和志愿进行", en: "Released (投档: the province sends each candidate's file to the university on their list whose line they reach) and admitted through the gaokao, by batch and preference" },
    marketed: {
      zh: "自行“面试录取”，常称“不看高考分”“高考后也能报”",
      en: "Its own “interview admission”, often advertised as “gaokao score not needed” or “apply after the gaokao”",
    },
  },
  {
    aspect: { zh: "学籍", en: "Registration" },
    approved: { zh: "普通高等教育学籍，可在学信网查询", en: "Regular higher-education registration, visible on the national student record (CHSI)" },
    marketed: { zh: "没有普通高等教育学籍", en: "No regular higher-education registration" },
  },
  {
    aspect: { zh: "中方证书", en: "Chinese certificates" },
    approved: { zh: "按批准内容颁发中方毕业证和学位证", en: "Chinese diploma and degree as approved" },
    marketed: { zh: "不颁发中国学历学位证书，最多是结业或培训证明", en: "No Chinese diploma or degree; at most a certificate of completion or training" },
  },
  {
    aspect: { zh: "外方学位", en: "Foreign degree" },
    approved: {
      zh: "颁发境外学位的，入学后可在监管平台查询注册信息，可申请认证",
      en: "Where a foreign degree is awarded, its registration can be looked up after entry and it can be certified",
    },
    marketed: {
      zh: "取决于能否被外方录取并毕业；境内阶段不被认可时，学位认证可能遇到困难",
      en: "Depends on being admitted by and graduating from the foreign university; if the time in China is not recognised, certification may run into trouble",
    },
  },
  {
    aspect: { zh: "收费", en: "Fees" },
    approved: { zh: "按核定标准交到学校账户，金额写在招生计划里", en: "On the approved scale, paid to the university’s account, shown in the admission plan" },
    marketed: {
      zh: "常由公司收取“项目费”“服务费”，国内阶段和出境后分别收费",
      en: "Often charged by a company as a “programme fee” or “service fee”, with separate charges in China and abroad",
    },
  },
];

export interface ClaimRow {
  claim: Bilingual;
  reality: Bilingual;
}

export const claimColumns: Record<Lang, string[]> = {
  zh: ["常见宣传说法", "实际情况"],
  en: ["What the advertising says", "What it actually means"],
};

export const claims: ClaimRow[] = [
  {
    claim: { zh: "“名校本科”“名校学籍”", en: "“A top university’s bachelor programme”, “registered at a famous university”" },
    reality: {
      zh: "借用的是高校二级单位或合作机构的名义，不是该校普通本科学籍",
      en: "It borrows the name of a university unit or partner; it is not that university’s regular bachelor registration",
    },
  },
  {
    claim: { zh: "“免高考”“不看分”“保录取”", en: "“No gaokao”, “score not needed”, “guaranteed place”" },
    reality: {
      zh: "正规本科须通过高考统一招生（或国家规定的特殊类型招生），不存在保录取",
      en: "Regular bachelor places go through the gaokao (or the special admission types set by the state); no place is guaranteed",
    },
  },
  {
    claim: { zh: "“国家承认”“教育部认可”", en: "“Recognised by the state”, “approved by the Ministry of Education”" },
    reality: {
      zh: "能否被承认，以官方监管平台的名单为准，宣传材料不算证明",
      en: "Only the lists on the official supervision platform count; brochures are no proof",
    },
  },
  {
    claim: { zh: "“毕业拿中外双文凭”", en: "“Graduate with Chinese and foreign diplomas”" },
    reality: {
      zh: "只有纳入国家计划的中外合作办学才能颁发中国学历学位证书",
      en: "Only Sino-foreign education inside the national plan can award Chinese diplomas and degrees",
    },
  },
  {
    claim: { zh: "“与××大学合作”“在××大学校园上课”", en: "“In partnership with X University”, “classes on X University’s campus”" },
    reality: {
      zh: "租用场地或与二级单位签约，不等于获得中外合作办学批准",
      en: "Renting rooms or signing with a university unit is not approval as Sino-foreign education",
    },
  },
  {
    claim: { zh: "“名额有限，先交定金锁位”", en: "“Places are limited, pay a deposit now”" },
    reality: {
      zh: "制造紧迫感的常见手法；正规招生不需要向中介交“占位费”",
      en: "A common pressure tactic; regular admission never requires paying an agent to hold a place",
    },
  },
];
