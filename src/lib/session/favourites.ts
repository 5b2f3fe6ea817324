// The followed-colleges list shared by every screen that shows a follow button (college list, school page,
// comparison): loaded once from the followed-colleges map, changed only by answers with code 200 (portal.md §4).
import { atom } from "nanostores";
import { addFavourite, deleteFavourite, fetchFollowedCollegeMap, RESOURCE, type ResourceType } from "@/lib/api/favourites";
import { afterAdd, afterDelete } from "@/lib/rules/follow";
import { $profile } from "./profile";
import { $userInfo } from "./auth";

/** Followed college codes; null until loaded. */
export const $followed = atom<string[] | null>(null);
let loading: Promise<void> | null = null;

function account(): string {
  return $profile.get()?.account || $userInfo.get()?.account || "";
}

/** Loads the followed-colleges map once per page (again when `force`). */
export function loadFollowed(force = false): Promise<void> {
  if (loading && !force) return loading;
  loading = fetchFollowedCollegeMap(account())
    .then((answer) => $followed.set(Object.keys(answer.data ?? {})))
    .catch(() => {
      loading = null;
    });
  return loading;
}

/**
 * Follows or unfollows a college. Resolves with the new isFavorite; on a failed call (any code but 200, or a
 * network error) nothing changes, nothing is shown, and the old value comes back.
 */
export async function toggleFollow(collegeCode: string, isFavorite: boolean): Promise<boolean> {
  const request = { resourceId: collegeCode, resourceType: RESOURCE.college, userCode: account() };
  const state = { followed: $followed.get() ?? [], isFavorite };
  try {
    const answer = await (isFavorite ? deleteFavourite(request) : addFavourite(request));
    const next = isFavorite ? afterDelete(state, collegeCode, answer.code) : afterAdd(state, collegeCode, answer.code);
    if ($followed.get() !== null || next.isFavorite !== isFavorite) $followed.set(next.followed);
    return next.isFavorite;
  } catch {
    return isFavorite;
  }
}

/** Adds or removes a favourite major or profession; resolves with the new state (unchanged on failure). */
export async function toggleFavourite(resourceType: ResourceType, resourceId: string, isFavorite: boolean): Promise<boolean> {
  const request = { resourceId, resourceType, userCode: account() };
  try {
    const answer = await (isFavorite ? deleteFavourite(request) : addFavourite(request));
    return answer.code === 200 ? !isFavorite : isFavorite;
  } catch {
    return isFavorite;
  }
}
