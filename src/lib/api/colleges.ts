// College calls (portal.md §7 "College, major, profession", POST under /api/common/): the college query, briefs by
// codes and a college's score lines in a province. Major and profession calls live in majors.ts, the school page's
// own calls in school.ts, favourites in favourites.ts: one function per call.
import { post, type RequestOptions } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";
import type { CollegeListRequest, ScoreLine } from "@/lib/rules/colleges";
import type { ContrastFacts, LineProvince } from "@/contracts/yuanxiao";
import type { CollegeBrief } from "./favourites";

export type { CollegeBrief } from "./favourites";

const Y = "/common/yuanxiao";

/** POST yuanxiao/list-by-page: colleges filtered, sorted and paged; each brief carries isFavorite. */
export const fetchColleges = (request: CollegeListRequest, options?: RequestOptions) =>
  post<Page<CollegeBrief> & { lineProvince?: LineProvince }>(`${Y}/list-by-page`, request, options);

/** POST yuanxiao/contrast-province-facts {codes, province}: three years of lines, plans and subject requirements per college. */
export const fetchContrastFacts = (codes: readonly string[], province: string, options?: RequestOptions) =>
  post<ContrastFacts>(`${Y}/contrast-province-facts`, { codes: codes.join(","), province }, options);

/** POST yuanxiao/list-by-ids {str}: briefs of the given codes (comma-separated), in that order; unknown codes are left out. */
export const fetchCollegesByIds = (codes: readonly string[], options?: RequestOptions) =>
  post<CollegeBrief[]>(`${Y}/list-by-ids`, { str: codes.join(",") }, options);

/** POST yuanxiao/map-province-college-score {code, province}: a college's admission score lines in a province, keyed by year. */
export const fetchCollegeScores = (code: string, province: string, options?: RequestOptions) =>
  post<Record<string, ScoreLine[]>>(`${Y}/map-province-college-score`, { code, province }, options);
