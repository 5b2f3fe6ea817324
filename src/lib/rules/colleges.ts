// Pure rules of the college screens (portal.md §2 colleges/index, search, contrast; §3 school brief): the college
// query's filter state and its address, nature-type labels, feature tags, the comparison's 2–4 limit, the latest
// score lines of a college, keyword clean-up for the API, page links, and where results link to.
import { PROVINCE_CODES } from "./user-label";
import { cleanKeyword } from "./keyword";

// ---------------------------------------------------------------- filter values the server understands

/** College categories (seed and MOE list) with the suffix of their label key. */
export const CATEGORIES = [
  ["综合", "comprehensive"],
  ["理工", "engineering"],
  ["师范", "normal"],
  ["医药", "medical"],
  ["财经", "finance"],
  ["农林", "agriculture"],
  ["政法", "law"],
  ["语言", "language"],
  ["艺术", "arts"],
  ["民族", "ethnic"],
  ["体育", "sports"],
  ["军事", "military"],
] as const;
export type CategoryKey = (typeof CATEGORIES)[number][1];

/** Nature types as the server stores them, with the suffix of their filter label key. */
export const NATURE_TYPES = [
  ["公办", "public"],
  ["民办", "private"],
  ["中外合作办学", "sinoForeign"],
  ["内地与港澳台地区合作办学", "hkMacao"],
] as const;

/** Feature tags the list can filter on (portal: 985 / 211 / 双一流; 强基计划 as well). */
export const FEATURES = ["985", "211", "双一流", "强基计划"] as const;
export type Feature = (typeof FEATURES)[number];

export const LEVELS = ["本科", "专科"] as const;
export type Level = (typeof LEVELS)[number];

export const SORTS = ["default", "hits", "code"] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface CollegeFilter {
  keyword: string;
  /** Two-digit province code, or "" for all. */
  province: string;
  category: string;
  natureType: string;
  features: Feature[];
  level: Level | "";
  sort: Sort;
  page: number;
  size: number;
}

export const DEFAULT_FILTER: Readonly<CollegeFilter> = Object.freeze({
  keyword: "",
  province: "",
  category: "",
  natureType: "",
  features: [],
  level: "",
  sort: "default",
  page: 1,
  size: DEFAULT_PAGE_SIZE,
});

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | "" => (value && (list as readonly string[]).includes(value) ? (value as T) : "");
const CATEGORY_VALUES = CATEGORIES.map(([value]) => value);
const NATURE_VALUES = NATURE_TYPES.map(([value]) => value);

/** The filter an address describes (?keyword=&province=&category=&nature=&feature=985,211&level=&sort=&page=&size=); unknown values are dropped. */
export function filterFromQuery(query: string | URLSearchParams): CollegeFilter {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const feature = (params.get("feature") ?? "").split(",").map((tag) => tag.trim());
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    keyword: cleanKeyword(params.get("keyword") ?? params.get("keywords") ?? ""),
    province: oneOf(PROVINCE_CODES, params.get("province")),
    category: oneOf(CATEGORY_VALUES, params.get("category")),
    natureType: oneOf(NATURE_VALUES, params.get("nature")),
    features: FEATURES.filter((tag) => feature.includes(tag)),
    level: oneOf(LEVELS, params.get("level")),
    sort: oneOf(SORTS, params.get("sort")) || "default",
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a filter, without the values that are defaults ("" for the default filter). */
export function filterToQuery(filter: CollegeFilter): string {
  const params = new URLSearchParams();
  if (filter.keyword) params.set("keyword", filter.keyword);
  if (filter.province) params.set("province", filter.province);
  if (filter.category) params.set("category", filter.category);
  if (filter.natureType) params.set("nature", filter.natureType);
  if (filter.features.length) params.set("feature", FEATURES.filter((tag) => filter.features.includes(tag)).join(","));
  if (filter.level) params.set("level", filter.level);
  if (filter.sort !== "default") params.set("sort", filter.sort);
  if (filter.page !== 1) params.set("page", String(filter.page));
  if (filter.size !== DEFAULT_PAGE_SIZE) params.set("size", String(filter.size));
  return params.toString();
}

/** The body of yuanxiao/list-by-page for a filter (only the filters that are set). */
export interface CollegeListRequest {
  pageIndex: number;
  pageSize: number;
  keyword?: string;
  province?: string;
  category?: string;
  natureType?: string;
  feature?: Feature[];
  level?: Level;
  sort?: Sort;
}

export function filterToRequest(filter: CollegeFilter): CollegeListRequest {
  const body: CollegeListRequest = { pageIndex: filter.page, pageSize: filter.size };
  if (filter.keyword) body.keyword = filter.keyword;
  if (filter.province) body.province = filter.province;
  if (filter.category) body.category = filter.category;
  if (filter.natureType) body.natureType = filter.natureType;
  if (filter.features.length) body.feature = [...filter.features];
  if (filter.level) body.level = filter.level;
  if (filter.sort !== "default") body.sort = filter.sort;
  return body;
}

/** A change of any filter but the page starts again at page 1. */
export function withFilter(filter: CollegeFilter, change: Partial<Omit<CollegeFilter, "page">>): CollegeFilter {
  return { ...filter, ...change, page: 1 };
}

/** How many filters (besides keyword, sort and paging) are set: shown on the collapsed filter button. */
export function activeFilterCount(filter: CollegeFilter): number {
  return [filter.province, filter.category, filter.natureType, filter.level].filter(Boolean).length + filter.features.length;
}

// ---------------------------------------------------------------- a college's facts

export type NatureKind = "public" | "private" | "cooperative";

/** Nature-type label (portal.md §3): public, private, otherwise Sino-foreign or HK–Macao co-operation; null when unknown. */
export function natureKind(natureType: string | null | undefined): NatureKind | null {
  const value = (natureType ?? "").trim();
  if (!value) return null;
  if (value === "公办" || value === "1" || /^public$/i.test(value)) return "public";
  if (value === "民办" || value === "2" || /^private$/i.test(value)) return "private";
  return "cooperative";
}

/** The tags of a college's comma-separated feature string ("985,211,双一流"), trimmed, without blanks or repeats. */
export function featureTags(feature: string | null | undefined): string[] {
  const tags = (feature ?? "").split(/[,，、;；]/).map((tag) => tag.trim()).filter(Boolean);
  return [...new Set(tags)];
}

/** Key suffix of a known feature tag's label, or null (the tag is shown as written). */
export function featureKey(tag: string): "985" | "211" | "doubleFirst" | "strongBase" | null {
  if (tag === "985" || tag === "211") return tag;
  if (tag === "双一流") return "doubleFirst";
  if (tag === "强基计划") return "strongBase";
  return null;
}

/** Key suffix of a category's label, or null (shown as written). */
export function categoryKey(category: string | null | undefined): CategoryKey | null {
  return CATEGORIES.find(([value]) => value === category)?.[1] ?? null;
}

/** "北京市 · 北京市" reads badly: the city only when it differs from the province. */
export function placeParts(provinceName: string | null | undefined, cityName: string | null | undefined): string[] {
  const province = (provinceName ?? "").trim();
  const city = (cityName ?? "").trim();
  return city && city !== province ? [province, city].filter(Boolean) : [province || city].filter(Boolean);
}

/** A stable hue for a college's placeholder emblem (no logo), from its code. */
export function emblemHue(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** The character a placeholder emblem shows: the first of the name, skipping a leading 中国/国家. */
export function emblemText(name: string): string {
  const bare = name.replace(/^(中国|国家)/, "");
  return (bare || name).slice(0, 1) || "?";
}

// ---------------------------------------------------------------- comparison

export const CONTRAST_MIN = 2;
export const CONTRAST_MAX = 4;
const COLLEGE_CODE = /^\d{5}$/;

export type ContrastChange = { codes: string[]; outcome: "added" | "removed" | "present" | "full" | "invalid" };

/** Adds a college to the comparison: at most four, no repeats, only five-digit codes. */
export function addToContrast(codes: readonly string[], code: string): ContrastChange {
  if (!COLLEGE_CODE.test(code)) return { codes: [...codes], outcome: "invalid" };
  if (codes.includes(code)) return { codes: [...codes], outcome: "present" };
  if (codes.length >= CONTRAST_MAX) return { codes: [...codes], outcome: "full" };
  return { codes: [...codes, code], outcome: "added" };
}

export function removeFromContrast(codes: readonly string[], code: string): string[] {
  return codes.filter((existing) => existing !== code);
}

/** Adds when absent, removes when present (the list's compare checkbox). */
export function toggleContrast(codes: readonly string[], code: string): ContrastChange {
  return codes.includes(code) ? { codes: removeFromContrast(codes, code), outcome: "removed" } : addToContrast(codes, code);
}

/** Two to four colleges can be compared. */
export function canCompare(codes: readonly string[]): boolean {
  return codes.length >= CONTRAST_MIN && codes.length <= CONTRAST_MAX;
}

/** The codes of ?codes=10001,10002: five-digit codes only, no repeats, at most four. */
export function parseContrastCodes(text: string | null | undefined): string[] {
  const codes: string[] = [];
  for (const part of (text ?? "").split(/[,\s]+/)) {
    const code = part.trim();
    if (COLLEGE_CODE.test(code) && !codes.includes(code)) codes.push(code);
    if (codes.length === CONTRAST_MAX) break;
  }
  return codes;
}

export function contrastHref(codes: readonly string[]): string {
  return codes.length ? `/wel/contrast?codes=${codes.join(",")}` : "/wel/contrast";
}

/** One row of yuanxiao/map-province-college-score. */
export interface ScoreLine {
  year: number;
  subjectType: string;
  batch: string;
  minScore: number | null;
  minRank: number | null;
  avgScore?: number | null;
  maxScore?: number | null;
  planCount?: number | null;
  sample?: boolean;
}

/** The newest year of a college's score map and its lines (sorted by subject type, batch), or null without any. */
export function latestScoreLines(map: Record<string, ScoreLine[]> | null | undefined): { year: number; lines: ScoreLine[]; sample: boolean } | null {
  const years = Object.keys(map ?? {}).map(Number).filter((year) => Number.isInteger(year) && (map![String(year)]?.length ?? 0) > 0);
  if (years.length === 0) return null;
  const year = Math.max(...years);
  const lines = [...map![String(year)]!].sort((a, b) => a.subjectType.localeCompare(b.subjectType, "zh") || a.batch.localeCompare(b.batch, "zh"));
  return { year, lines, sample: lines.some((line) => line.sample === true) };
}

// ---------------------------------------------------------------- major and profession search results

export interface TreeNode {
  code: string;
  name: string;
  children?: TreeNode[];
}

export interface MajorHit {
  code: string;
  name: string;
  level: "ben" | "zhuan";
  /** 门类 (or 大类) › 专业类 */
  path: string[];
  /** 专业类 code */
  classCode: string;
}

export interface MajorClassHit {
  code: string;
  name: string;
  level: "ben" | "zhuan";
  discipline: string;
}

/**
 * The majors (third level) and the major classes (second level) whose name holds the keyword, from a filtered
 * major tree (门类 → 专业类 → 专业).
 */
export function flattenMajorTree(tree: readonly TreeNode[] | null | undefined, level: "ben" | "zhuan", keyword: string): { majors: MajorHit[]; classes: MajorClassHit[] } {
  const majors: MajorHit[] = [];
  const classes: MajorClassHit[] = [];
  for (const discipline of tree ?? []) {
    for (const group of discipline.children ?? []) {
      if (keyword && group.name.includes(keyword)) classes.push({ code: group.code, name: group.name, level, discipline: discipline.name });
      for (const major of group.children ?? []) majors.push({ code: major.code, name: major.name, level, path: [discipline.name, group.name], classCode: group.code });
    }
  }
  return { majors, classes };
}

/** Majors ordered for a result list: exact name first, then names starting with the keyword, then the rest (本科 before 专科). */
export function rankMajors(majors: readonly MajorHit[], keyword: string): MajorHit[] {
  const score = (major: MajorHit) => (major.name === keyword ? 0 : major.name.startsWith(keyword) ? 1 : 2) * 2 + (major.level === "ben" ? 0 : 1);
  return [...majors].sort((a, b) => score(a) - score(b) || a.code.localeCompare(b.code));
}

// ---------------------------------------------------------------- where results link to

export { majorClassHref, majorHref, professionHref, schoolHref } from "@/lib/portal/links";
export const collegeListHref = (keyword: string) => `/wel/colleges/index${keyword ? `?${new URLSearchParams({ keyword })}` : ""}`;
// The major and profession screens' addresses: a major (专业) at /wel/major/small/{code}, a major class (专业类) at
// /wel/major/middle/{code}, the catalogue and profession list take ?q= (and ?level=zhuan for the 专科 catalogue).
export const majorListHref = (keyword: string, level: "ben" | "zhuan" = "ben") => {
  const params = new URLSearchParams();
  if (level === "zhuan") params.set("level", "zhuan");
  if (keyword) params.set("q", keyword);
  const query = params.toString();
  return `/wel/major/index${query ? `?${query}` : ""}`;
};
export const professionListHref = (keyword: string) => `/wel/job/index${keyword ? `?${new URLSearchParams({ q: keyword })}` : ""}`;
export const guideSearchHref = (lang: "zh" | "en", query: string) => `${lang === "en" ? "/en" : ""}/search?${new URLSearchParams({ q: query })}`;

/** A pagefind result URL as a guide link of the page's language ("/guides/x/" → "/guides/x"); null for anything else. */
export function guideUrl(url: string, lang: "zh" | "en"): string | null {
  const path = url.replace(/[?#].*$/, "").replace(/\/$/, "").replace(/\.html$/, "");
  const prefix = lang === "en" ? "/en/guides/" : "/guides/";
  return path.startsWith(prefix) && path.length > prefix.length ? path : null;
}

// ---------------------------------------------------------------- score-line wording

/** Key suffix of a subject type (科类) the data uses, or null (shown as written). */
export function subjectTypeKey(subjectType: string): "physics" | "history" | "combined" | "science" | "humanities" | null {
  return ({ 物理类: "physics", 历史类: "history", 综合: "combined", 理科: "science", 文科: "humanities" } as const)[subjectType as "综合"] ?? null;
}

/** Key suffix of a batch (批次) the data uses, or null (shown as written). */
export function batchKey(batch: string): "ben" | "zhuan" | "benEarly" | "zhuanEarly" | null {
  return ({ 本科批: "ben", 专科批: "zhuan", 本科提前批: "benEarly", 专科提前批: "zhuanEarly" } as const)[batch as "本科批"] ?? null;
}
