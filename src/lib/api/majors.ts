// Major and profession calls (portal.md §7 "College, major, profession", POST under /api/common/): the 本科 and 专科
// catalogue trees, major detail, the profession tree, list and detail (a college's major scores in a province, for
// "colleges offering it with their latest scores", are school.ts fetchMajorScores). The portal spells the prefix
// "zhaunye"; the server agrees.
import { post, type RequestOptions } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";
import { loadOf } from "@/lib/http/loads";
import { professionListBody, type MajorLevel, type ProfessionQuery, type TreeNode } from "@/lib/rules/majors";

export type { TreeNode };

/** POST zhaunye/query-major-tree-ben {keywords}: 门类 → 专业类 → 专业; keywords keeps majors matching by name or code. */
export const fetchBenMajorTree = (keywords?: string, options?: RequestOptions) =>
  post<TreeNode[]>("/common/zhaunye/query-major-tree-ben", keywords ? { keywords } : {}, options);

/** POST zhaunye/query-major-tree-zhuan {keywords}: 专业大类 → 专业类 → 专业. */
export const fetchZhuanMajorTree = (keywords?: string, options?: RequestOptions) =>
  post<TreeNode[]>("/common/zhaunye/query-major-tree-zhuan", keywords ? { keywords } : {}, options);

/** The tree of either catalogue. */
export const fetchMajorTree = (level: MajorLevel, keywords?: string, options?: RequestOptions) =>
  level === "ben" ? fetchBenMajorTree(keywords, options) : fetchZhuanMajorTree(keywords, options);

export interface MajorLink {
  code: string;
  name: string;
  level: MajorLevel;
}

export interface MajorDetail {
  code: string;
  level: MajorLevel;
  /** 1 门类/大类, 2 专业类, 3 专业 */
  nodeType: number;
  parentCode: string;
  name: string;
  /** T special, K state-controlled */
  flag: string;
  degree: string;
  years: string;
  remark: string;
  introduction: string;
  hits: number;
  isFavorite: boolean;
  professions: { code: string; name: string }[];
  /** Colleges with admission data for it, most selective first (at most 30). */
  colleges: { code: string; name: string; nameEn?: string }[];
}

/**
 * POST zhaunye/find-major {code, level}: catalogue entry, related professions, colleges offering it (counts a view).
 * Quiet: the page says "not found" where the detail would be, rather than in a toast.
 */
export const findMajor = (code: string, level: MajorLevel = "ben") => post<MajorDetail>("/common/zhaunye/find-major", { code, level }, { quiet: true });

export interface ProfessionRow {
  id: string;
  code: string;
  parentCode: string;
  level: number;
  name: string;
  description: string;
  hits: number;
  isFavorite: boolean;
  majors: MajorLink[];
}

/**
 * POST zhaunye/list-by-page {hits, pageIndex, pageSize}: professions, page 1 of 10 unless told (portal.md §9);
 * hits true sorts by popularity; keyword and parentCode (a category) filter.
 */
export const listProfessions = (query: ProfessionQuery = {}, options?: RequestOptions) =>
  post<Page<ProfessionRow>>("/common/zhaunye/list-by-page", professionListBody(query), options);

/** POST zhaunye/query-profession-tree {keywords}: 大类 → 中类 → 职业. */
export const fetchProfessionTree = (keywords?: string) =>
  post<TreeNode[]>("/common/zhaunye/query-profession-tree", keywords ? { keywords } : {});

export interface ProfessionDetail {
  code: string;
  parentCode: string;
  /** 1 大类, 2 中类, 3 职业 */
  level: number;
  name: string;
  description: string;
  hits: number;
  /** Whether the caller keeps it as a favourite. */
  isFavorite?: boolean;
  majors: MajorLink[];
}

/** POST zhaunye/find-profession {code}: one profession (or category) with its related majors (counts a view; quiet, as above). */
export const findProfession = (code: string) => post<ProfessionDetail>("/common/zhaunye/find-profession", { code }, { quiet: true });

/** What the major and profession screens load (src/lib/http/loads.ts). */
export const majorLoads = {
  tree: (level: MajorLevel, keyword = "") => loadOf(["fetchMajorTree", level, keyword], () => fetchMajorTree(level, keyword || undefined).then((answer) => answer.data ?? [])),
  professions: (query: ProfessionQuery) => loadOf(["listProfessions", query], () => listProfessions(query).then((answer) => answer.data)),
};
