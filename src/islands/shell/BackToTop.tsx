// Back to top (portal.md §2, §9): appears past 90 px; scrolls up in steps every 10 ms (instantly for reduced motion).
import { useEffect, useState } from "react";
import { BACK_TO_TOP_THRESHOLD_PX } from "@/lib/rules/session-rules";
import { useT } from "@/islands/ui/useT";

const STEP_MS = 10;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const { t } = useT();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  const toTop = () => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced) {
      window.scrollTo(0, 0);
    } else {
      const timer = window.setInterval(() => {
        const y = window.scrollY;
        if (y <= 0) return window.clearInterval(timer);
        window.scrollTo(0, Math.floor(y - Math.max(y / 5, 10)));
      }, STEP_MS);
    }
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" onClick={toTop} aria-label={t("shell.backToTop")}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
