// The top bar's search (portal.md §2): only trimmed non-empty input searches; on /wel/search the route is
// replaced and a timestamp t added so the same words search again.
export const SEARCH_PATH = "/wel/search";

export function searchTarget(currentPath: string, input: string, now: number): { href: string; replace: boolean } | null {
  const keywords = input.trim();
  if (!keywords) return null;
  const params = new URLSearchParams({ keywords });
  const onSearchPage = currentPath.replace(/\/$/, "") === SEARCH_PATH;
  if (onSearchPage) params.set("t", String(now));
  return { href: `${SEARCH_PATH}?${params.toString()}`, replace: onSearchPage };
}
