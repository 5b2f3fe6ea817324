// Favourite calls (portal.md §3 favourite request, §7): colleges, majors and professions of the logged-in user.
import type { ProvinceLine } from "@/contracts/yuanxiao";
import { post } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";

/** resourceType values the server understands. */
export const RESOURCE = { college: 1, major: 2, profession: 3 } as const;
export type ResourceType = (typeof RESOURCE)[keyof typeof RESOURCE];

export interface FavouriteRequest {
  resourceId: string;
  resourceType: ResourceType;
  /** The user's account. */
  userCode: string;
}

/**
 * POST yuanxiao/add-my-favorite. `quiet`: the follow rule of §4 says a failed call changes nothing and shows no
 * message, so these calls never toast.
 */
export const addFavourite = (request: FavouriteRequest) => post<boolean>("/common/yuanxiao/add-my-favorite", request, { quiet: true });

/** POST yuanxiao/delete-my-favorite (quiet, as above). */
export const deleteFavourite = (request: FavouriteRequest) => post<boolean>("/common/yuanxiao/delete-my-favorite", request, { quiet: true });

/** A college brief as the college calls return it (portal.md §3 school brief). */
export interface CollegeBrief {
  id?: string;
  collegeCode: string;
  name: string;
  /** the college's own English name, "" when unknown (displayName falls back to name) */
  nameEn?: string;
  logoUrl?: string;
  provinceName?: string;
  cityName?: string;
  category?: string;
  natureType?: string;
  belong?: string;
  feature?: string;
  isFavorite?: boolean;
  sample?: boolean;
  /** list-by-page, for a student: the newest admission line in the student's province (null: none there) */
  provinceLine?: ProvinceLine | null;
  [extra: string]: unknown;
}

/** POST yuanxiao/my-favorite-college-map {userCode}: the followed colleges keyed by college code. */
export const fetchFollowedCollegeMap = (userCode: string) =>
  post<Record<string, CollegeBrief>>("/common/yuanxiao/my-favorite-college-map", { userCode });

/** POST yuanxiao/my-followed-colleges {account}: the same map, by account (portal.md §7 "followed colleges of an account"). */
export const fetchFollowedColleges = (account: string) =>
  post<Record<string, CollegeBrief>>("/common/yuanxiao/my-followed-colleges", { account });

export interface FavouriteMajor {
  code: string;
  name: string;
  level?: string;
  parentCode?: string;
  degree?: string;
  years?: string;
  favoriteTime?: string;
}

export interface FavouriteProfession {
  code: string;
  name: string;
  parentCode?: string;
  description?: string;
  favoriteTime?: string;
}

/** POST yuanxiao/list-my-favorite-major (paged). */
export const fetchFavouriteMajors = (userCode: string, pageIndex = 1, pageSize = 10) =>
  post<Page<FavouriteMajor>>("/common/yuanxiao/list-my-favorite-major", { userCode, pageIndex, pageSize });

/** POST yuanxiao/list-my-favorite-profession (paged). */
export const fetchFavouriteProfessions = (userCode: string, pageIndex = 1, pageSize = 10) =>
  post<Page<FavouriteProfession>>("/common/yuanxiao/list-my-favorite-profession", { userCode, pageIndex, pageSize });
