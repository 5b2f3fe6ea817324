// Study directions (our own grouping of 本科 专业类 of the 2025 catalogue) for the major-preference and subject-choice
// tests: the classes each direction leads to, with the subject requirement most colleges set for that class.
//
// Requirements: our simplified reading of the Ministry of Education's 《普通高校本科招生专业选考科目要求指引（通用版）》
// (2021), under which most science, engineering, medicine and agriculture classes require 物理 and 化学, and most
// humanities, social-science, business and arts classes set none. Colleges publish their own requirement for every
// major and province; the reports say so and point the student to them.
import type { Bi } from "../types";

export interface FieldClass { code: string; requirement: string }
export interface Field { id: string; name: Bi; holland: string; classes: readonly FieldClass[] }

const PC = "物理+化学";
export const FIELDS: readonly Field[] = [
  { id: "computing", holland: "IC", name: { zh: "计算机与数理", en: "Computing and mathematics" }, classes: [
    { code: "0809", requirement: PC }, { code: "0807", requirement: PC }, { code: "0701", requirement: PC }, { code: "0712", requirement: "物理" },
  ] },
  { id: "engineering", holland: "RI", name: { zh: "工程与制造", en: "Engineering and manufacturing" }, classes: [
    { code: "0802", requirement: PC }, { code: "0806", requirement: PC }, { code: "0808", requirement: PC }, { code: "0820", requirement: PC }, { code: "0810", requirement: "物理" },
  ] },
  { id: "science", holland: "IR", name: { zh: "自然科学", en: "Natural sciences" }, classes: [
    { code: "0702", requirement: PC }, { code: "0703", requirement: PC }, { code: "0704", requirement: PC }, { code: "0804", requirement: PC },
  ] },
  { id: "life", holland: "IS", name: { zh: "生命与医学", en: "Life sciences and medicine" }, classes: [
    { code: "1002", requirement: PC }, { code: "0710", requirement: PC }, { code: "1007", requirement: PC }, { code: "1004", requirement: PC }, { code: "1011", requirement: "化学" },
  ] },
  { id: "earth", holland: "RI", name: { zh: "农林与环境", en: "Agriculture and environment" }, classes: [
    { code: "0825", requirement: PC }, { code: "0901", requirement: PC }, { code: "0905", requirement: "化学或生物" }, { code: "0705", requirement: "物理" },
  ] },
  { id: "business", holland: "EC", name: { zh: "经济与管理", en: "Economics and management" }, classes: [
    { code: "0201", requirement: "不限" }, { code: "0203", requirement: "不限" }, { code: "1202", requirement: "不限" }, { code: "1208", requirement: "不限" },
  ] },
  { id: "law", holland: "SE", name: { zh: "法律与社会", en: "Law and society" }, classes: [
    { code: "0301", requirement: "不限" }, { code: "0302", requirement: "不限" }, { code: "0303", requirement: "不限" }, { code: "1204", requirement: "不限" },
  ] },
  { id: "language", holland: "AS", name: { zh: "语言与传媒", en: "Languages and media" }, classes: [
    { code: "0501", requirement: "不限" }, { code: "0502", requirement: "不限" }, { code: "0503", requirement: "不限" },
  ] },
  { id: "education", holland: "SA", name: { zh: "教育与心理", en: "Education and psychology" }, classes: [
    { code: "0401", requirement: "不限" }, { code: "0711", requirement: "物理" }, { code: "0402", requirement: "不限" },
  ] },
  { id: "arts", holland: "AR", name: { zh: "艺术与设计", en: "Arts and design" }, classes: [
    { code: "1305", requirement: "不限" }, { code: "1304", requirement: "不限" }, { code: "1302", requirement: "不限" }, { code: "1303", requirement: "不限" }, { code: "0828", requirement: "物理" },
  ] },
  { id: "humanities", holland: "IA", name: { zh: "历史与哲学", en: "History and philosophy" }, classes: [
    { code: "0601", requirement: "历史" }, { code: "0101", requirement: "不限" },
  ] },
];
