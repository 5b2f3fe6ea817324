// Following colleges (关注) and keeping majors and professions (收藏) for the logged-in account: only an answer with
// code 200 changes the state (portal.md §4). The lists themselves are loads (followedColleges, favourites…), which the
// follow button marks stale after a change.
import { addFavourite, deleteFavourite, RESOURCE, type ResourceType } from "@/lib/api/favourites";
import { afterToggle } from "@/lib/rules/follow";
import { $profile } from "./profile";
import { $userInfo } from "./auth";

function account(): string {
  return $profile.get()?.account || $userInfo.get()?.account || "";
}

/** Follows or unfollows a college, adds or removes a favourite major or profession; resolves with the new state (unchanged on failure). */
export async function toggleFavourite(resourceType: ResourceType, resourceId: string, isFavorite: boolean): Promise<boolean> {
  const request = { resourceId, resourceType, userCode: account() };
  try {
    const answer = await (isFavorite ? deleteFavourite(request) : addFavourite(request));
    return afterToggle(isFavorite, answer.code);
  } catch {
    return isFavorite;
  }
}

/** Follows or unfollows a college. */
export function toggleFollow(collegeCode: string, isFavorite: boolean): Promise<boolean> {
  return toggleFavourite(RESOURCE.college, collegeCode, isFavorite);
}
