// Keeps each page's scroll position for the tab session, so returning to a page (through a tab, a link or back)
// lands where the user left it (portal.md §2 keep-alive routes). Restoring waits for the islands to grow the page.
const KEY = "qihang-scroll";

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

export function rememberScroll(path: string): void {
  const all = positions();
  all[path] = Math.round(window.scrollY);
  sessionStorage.setItem(KEY, JSON.stringify(all));
}

/** Reloads and back/forward are left to the browser, which restores their scroll position itself. */
function isLinkNavigation(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return !entry || entry.type === "navigate";
}

/**
 * Restores the stored position once the page is tall enough, and holds it while the islands are still growing
 * the page (scroll anchoring would otherwise drift it). Gives up after 3 s, or as soon as anything else scrolls or
 * the user touches the page.
 */
export function restoreScroll(path: string): void {
  const target = positions()[path];
  if (!target || !isLinkNavigation()) return;
  const started = Date.now();
  let stopped = false;
  let reached = false;
  let lastHeight = -1;
  let stableSince = Date.now();
  const stop = () => (stopped = true);
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"] as const) window.addEventListener(type, stop, { once: true, passive: true });
  const attempt = () => {
    if (stopped || Date.now() - started > 3000) return;
    const height = document.documentElement.scrollHeight;
    const heightChanged = height !== lastHeight;
    if (heightChanged) {
      lastHeight = height;
      stableSince = Date.now();
    }
    const y = Math.round(window.scrollY);
    // Once in place, a move while the page kept its height was made by someone else: leave it be.
    if (reached && y !== target && !heightChanged) return;
    if (height - window.innerHeight >= target && y !== target) window.scrollTo({ top: target, behavior: "instant" });
    if (Math.round(window.scrollY) === target) reached = true;
    // Done once the page has kept its height for half a second with the position in place.
    if (Date.now() - stableSince > 500 && reached) return;
    requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

export function trackScroll(path: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const onScroll = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => rememberScroll(path), 150);
  };
  const onHide = () => rememberScroll(path);
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("pagehide", onHide);
  return () => {
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("pagehide", onHide);
  };
}
