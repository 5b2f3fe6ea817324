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

/** Restores the stored position once the page is tall enough, giving up after 3 s or when the user scrolls. */
export function restoreScroll(path: string): void {
  const target = positions()[path];
  if (!target) return;
  const started = Date.now();
  let userMoved = false;
  const stop = () => (userMoved = true);
  window.addEventListener("wheel", stop, { once: true, passive: true });
  window.addEventListener("touchstart", stop, { once: true, passive: true });
  window.addEventListener("keydown", stop, { once: true });
  const attempt = () => {
    if (userMoved) return;
    if (document.documentElement.scrollHeight - window.innerHeight >= target) {
      window.scrollTo({ top: target, behavior: "instant" });
      return;
    }
    if (Date.now() - started < 3000) requestAnimationFrame(attempt);
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
