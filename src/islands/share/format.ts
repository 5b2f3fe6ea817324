// How a share link's dates and address read in the portal's two languages.
import { sharePath } from "@/domain/share";

/** A day as the reader writes it: 2026年12月2日 / 2 December 2026 (China time, where the portal's users are). */
export function shareDay(iso: string, lang: "zh" | "en"): string {
  return new Date(iso).toLocaleDateString(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Shanghai" });
}

/** The whole address to hand on (this site's origin). */
export function shareUrl(id: string): string {
  return `${location.origin}${sharePath(id)}`;
}
