// Calls of the college screens (portal.md §7 "College, major, profession", POST under /api/common/): the college
// query, briefs by codes, a college's score lines in a province, and the major and profession look-ups the search
// page makes. Favourite calls live in favourites.ts.
import { post, type RequestOptions } from "@/lib/http/client";
import type { Page, R } from "@/lib/http/envelope";
import type { CollegeListRequest, ScoreLine, TreeNode } from "@/lib/rules/colleges";
import type { CollegeBrief } from "./favourites";

export type { CollegeBrief } from "./favourites";

/** An envelope that may say its data holds generated sample rows (server README "Sample data"). */
export type Answer<T> = R<T> & { sample?: boolean };

const Y = "/common/yuanxiao";
const Z = "/common/zhaunye";

/** POST yuanxiao/list-by-page: colleges filtered, sorted and paged; each brief carries isFavorite. */
export const fetchColleges = (request: CollegeListRequest, options?: RequestOptions) =>
  post<Page<CollegeBrief>>(`${Y}/list-by-page`, request, options) as Promise<Answer<Page<CollegeBrief>>>;

/** POST yuanxiao/list-by-ids {str}: briefs of the given codes (comma-separated), in that order; unknown codes are left out. */
export const fetchCollegesByIds = (codes: readonly string[], options?: RequestOptions) =>
  post<CollegeBrief[]>(`${Y}/list-by-ids`, { str: codes.join(",") }, options) as Promise<Answer<CollegeBrief[]>>;

/** POST yuanxiao/map-province-college-score {code, province}: a college's admission score lines in a province, keyed by year. */
export const fetchCollegeScores = (code: string, province: string, options?: RequestOptions) =>
  post<Record<string, ScoreLine[]>>(`${Y}/map-province-college-score`, { code, province }, options) as Promise<Answer<Record<string, ScoreLine[]>>>;

/** A profession as zhaunye/list-by-page returns it. */
export interface Profession {
  code: string;
  name: string;
  parentCode?: string;
  description?: string;
  hits?: number;
  isFavorite?: boolean;
  majors?: { code: string; name: string; level: string }[];
}

/** POST zhaunye/list-by-page {hits, pageIndex, pageSize} (+ keyword on the name): professions, paged. */
export const fetchProfessions = (request: { keyword?: string; hits?: boolean; pageIndex?: number; pageSize?: number }, options?: RequestOptions) =>
  post<Page<Profession>>(`${Z}/list-by-page`, { pageIndex: 1, pageSize: 10, ...request }, options);

/** POST zhaunye/query-major-tree-ben or -zhuan {keywords}: the major tree, filtered to majors whose name (or code) holds the keywords. */
export const fetchMajorTree = (level: "ben" | "zhuan", keywords: string, options?: RequestOptions) =>
  post<TreeNode[]>(`${Z}/query-major-tree-${level}`, keywords ? { keywords } : {}, options);

/** A major's detail: related professions and colleges that admit to it. */
export interface MajorDetail {
  code: string;
  name: string;
  level: string;
  isFavorite?: boolean;
  professions: { code: string; name: string }[];
  colleges: { code: string; name: string }[];
}

/** POST zhaunye/find-major {code, level}: a major with its related professions and the colleges offering it. */
export const fetchMajorDetail = (code: string, level: "ben" | "zhuan", options?: RequestOptions) =>
  post<MajorDetail>(`${Z}/find-major`, { code, level }, options);
