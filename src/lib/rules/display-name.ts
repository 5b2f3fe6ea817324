// Names in the reader's language (issue 15): a college's own English name when it has one (colleges.name_en, sent as
// nameEn), places, supervising departments and the 本科 catalogue from the data in src/lib/i18n/names. Chinese mode,
// and every name we have no English for, shows the Chinese name as stored: a missing translation is never guessed.
import type { Lang } from "@/lib/i18n";
import { CITIES_EN, PROVINCES_EN, PROVINCE_CODES_BY_NAME } from "@/lib/i18n/names/places";
import { DEPARTMENTS_EN } from "@/lib/i18n/names/departments";
import { MAJOR_CATEGORIES_EN, MAJOR_CLASSES_EN, MAJORS_EN } from "@/lib/i18n/names/majors";
import { PROFESSIONS_EN } from "@/lib/i18n/names/professions";
import { PROFESSION_DESCRIPTIONS_EN } from "@/lib/i18n/names/profession-descriptions";
import { INDUSTRIES_EN, RANKINGS_EN } from "@/lib/i18n/names/school-facts";

/** Anything with a Chinese name and perhaps an English one (a college brief, a favourite, a comparison column). */
export interface Named {
  name?: unknown;
  nameEn?: unknown;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The name to show: the English name in English mode when there is one, else the (Chinese) name. */
export function displayName(row: Named, lang: Lang): string {
  const en = text(row.nameEn);
  return lang === "en" && en ? en : text(row.name);
}

/**
 * The lang attribute for an element showing displayName(row, lang): "zh-CN" when an English page falls back to the
 * Chinese name (so screen readers read it as Chinese), undefined when the text is in the page's language.
 */
export function displayNameLang(row: Named, lang: Lang): "zh-CN" | undefined {
  return lang === "en" && !text(row.nameEn) && /[\u3400-\u9fff]/.test(text(row.name)) ? "zh-CN" : undefined;
}

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

/** English name of a province given by code ("44") or Chinese name (广东省, 广东, 内蒙古自治区); null when unknown. */
export function provinceEn(codeOrName: string): string | null {
  const value = codeOrName.trim();
  if (PROVINCES_EN[value]) return PROVINCES_EN[value];
  const code = PROVINCE_CODES_BY_NAME[value.replace(PROVINCE_SUFFIX, "")];
  return code ? PROVINCES_EN[code]! : null;
}

/** English name of a city as colleges print it (广州市, 延边朝鲜族自治州, 北京市); null when unknown. */
export function cityEn(name: string): string | null {
  const value = name.trim();
  return CITIES_EN[value] ?? CITIES_EN[value.replace(/市$/, "")] ?? null;
}

/** A province or city name in the reader's language, falling back to the stored name. */
export function placeName(name: string, lang: Lang, kind: "province" | "city"): string {
  if (lang !== "en" || !name) return name;
  return (kind === "province" ? provinceEn(name) : cityEn(name) ?? provinceEn(name)) ?? name;
}

/**
 * Where a college is, as one label: "江苏省 南京市" / "Nanjing, Jiangsu"; a municipality once ("北京市" / "Beijing");
 * "" when neither is known. Parts without an English name keep their Chinese name.
 */
export function placeLabel(province: string | null | undefined, city: string | null | undefined, lang: Lang): string {
  const p = (province ?? "").trim();
  const c = (city ?? "").trim();
  if (lang !== "en") return [...new Set([p, c].filter(Boolean))].join(" ");
  return [...new Set([c && c !== p ? placeName(c, lang, "city") : "", placeName(p, lang, "province")].filter(Boolean))].join(", ");
}

/** The lang attribute for a text that may still hold Chinese on an English page. */
export function textLang(shown: string, lang: Lang): "zh-CN" | undefined {
  return lang === "en" && /[\u3400-\u9fff]/.test(shown) ? "zh-CN" : undefined;
}

/**
 * A supervising department (主管部门) in the reader's language: ministries and commissions from the data, a provincial
 * government by its province's English name; joint departments ("上海市 中国科学院") part by part.
 */
export function departmentName(belong: string, lang: Lang): string {
  if (lang !== "en" || !belong) return belong;
  return belong.trim().split(/[\s、,，]+/).filter(Boolean)
    .map((part) => DEPARTMENTS_EN[part] ?? provinceEn(part) ?? part)
    .join(" / ");
}

/** English name of a 本科 catalogue code: 门类 (2 digits), 专业类 (4) or major (6, a trailing T/K ignored); null when unknown. */
export function majorEn(code: string): string | null {
  const value = code.trim().replace(/[TK]+$/, "");
  const table = value.length === 2 ? MAJOR_CATEGORIES_EN : value.length === 4 ? MAJOR_CLASSES_EN : value.length === 6 ? MAJORS_EN : null;
  return table?.[value] ?? null;
}

/** A catalogue node (门类, 专业类 or major) in the reader's language; 专科 nodes and unknown codes keep their Chinese name. */
export function majorName(row: { code?: unknown; name?: unknown; level?: unknown }, lang: Lang): string {
  const name = text(row.name);
  if (lang !== "en" || row.level === "zhuan" || row.level === "专科") return name;
  return majorEn(text(row.code)) ?? name;
}

/** The lang attribute for an element showing majorName(row, lang) (see displayNameLang). */
export function majorNameLang(row: { code?: unknown; name?: unknown; level?: unknown }, lang: Lang): "zh-CN" | undefined {
  return lang === "en" && majorName(row, lang) === text(row.name) && /[\u3400-\u9fff]/.test(text(row.name)) ? "zh-CN" : undefined;
}

// the English name of a profession code, own keys only (a code like "constructor" names nothing)
const professionEn = (code: unknown): string | null => (Object.hasOwn(PROFESSIONS_EN, text(code)) ? PROFESSIONS_EN[text(code)]! : null);

/**
 * A profession catalogue node (大类 "2", 中类 "2-02" or profession "2-02-10-01") in the reader's language (issue 26):
 * English by code from the seeded catalogue's names; Chinese mode, unknown codes and rows without a code keep the name
 * exactly as stored (so the Chinese screens are unchanged).
 */
export function professionName(row: { code?: unknown; name?: unknown }, lang: Lang): string {
  const name = typeof row.name === "string" ? row.name : "";
  if (lang !== "en") return name;
  return professionEn(row.code) ?? name;
}

/** The lang attribute for an element showing professionName(row, lang) (see displayNameLang). */
export function professionNameLang(row: { code?: unknown; name?: unknown }, lang: Lang): "zh-CN" | undefined {
  return textLang(professionName(row, lang), lang);
}

/**
 * A profession's one-line description in the reader's language: English by code (own keys only, as professionName)
 * in English mode, else the description exactly as stored; "" when the row has none (a category has none to show).
 */
export function professionDescription(row: { code?: unknown; description?: unknown }, lang: Lang): string {
  const stored = typeof row.description === "string" ? row.description : "";
  if (lang !== "en" || !stored.trim()) return stored;
  const code = text(row.code);
  return Object.hasOwn(PROFESSION_DESCRIPTIONS_EN, code) ? PROFESSION_DESCRIPTIONS_EN[code]! : stored;
}

/** The lang attribute for an element showing professionDescription(row, lang): "zh-CN" only when that text is Chinese. */
export function professionDescriptionLang(row: { code?: unknown; description?: unknown }, lang: Lang): "zh-CN" | undefined {
  return textLang(professionDescription(row, lang), lang);
}

// a note after a name as the sample data and some sites print it: （示例） / (示例)
const SAMPLE_NOTE = /\s*[（(]示例[）)]\s*$/u;

/** A ranking's title in the reader's language ("软科中国大学排名（示例）" → "ShanghaiRanking's … (sample)"); unknown titles as stored. */
export function rankingName(source: string, lang: Lang): string {
  if (lang !== "en" || !source) return source;
  const sample = SAMPLE_NOTE.test(source);
  const en = RANKINGS_EN[source.replace(SAMPLE_NOTE, "").trim()];
  return en ? `${en}${sample ? " (sample)" : ""}` : source;
}

/** An industry of an employment report in the reader's language; unknown ones as stored. */
export function industryName(name: string, lang: Lang): string {
  return lang === "en" ? INDUSTRIES_EN[name.trim()] ?? name : name;
}

/**
 * A subject group's name in the reader's language: the number of "10558-02组" / "第02组" becomes "Group 02" (with the
 * college code before it when the name carries one); other names as stored.
 */
export function groupName(name: string, lang: Lang): string {
  if (lang !== "en") return name;
  const coded = /^(\d{4,5})-([0-9A-Za-z]+)组$/u.exec(name.trim());
  if (coded) return `${coded[1]} Group ${coded[2]}`;
  const numbered = /^第\s*([0-9A-Za-z]+)\s*组$/u.exec(name.trim());
  return numbered ? `Group ${numbered[1]}` : name;
}

