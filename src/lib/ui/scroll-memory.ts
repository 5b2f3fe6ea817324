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

/**
 * Restores the stored position once the page is tall enough, and holds it while the islands are still growing
 * the page (scroll anchoring would otherwise drift it); gives up after 3 s or as soon as the user scrolls.
 */
export function restoreScroll(path: string): void {
  const target = positions()[path];
  if (!target) return;
  const started = Date.now();
  let userMoved = false;
  let lastHeight = -1;
  let stableSince = Date.now();
  const stop = () => (userMoved = true);
  window.addEventListener("wheel", stop, { once: true, passive: true });
  window.addEventListener("touchstart", stop, { once: true, passive: true });
  window.addEventListener("keydown", stop, { once: true });
  const attempt = () => {
    if (userMoved || Date.now() - started > 3000) return;
    const height = document.documentElement.scrollHeight;
    if (height !== lastHeight) {
      lastHeight = height;
      stableSince = Date.now();
    }
    if (height - window.innerHeight >= target && Math.round(window.scrollY) !== target) window.scrollTo({ top: target, behavior: "instant" });
    // Done once the page has kept its height for half a second with the position in place.
    if (Date.now() - stableSince > 500 && Math.round(window.scrollY) === target) return;
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
