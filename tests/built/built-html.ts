// Reading the built site (dist/client) in tests: where a guide page is, and its readable text.
import type { Lang } from "@/lib/i18n";

export const DIST = "dist/client";

export const guidePagePath = (lang: Lang, slug: string) => `${DIST}${lang === "en" ? "/en" : ""}/guides/${slug}/index.html`;

/**
 * A page's readable text: scripts, styles and tags removed, entities decoded, whitespace collapsed. Tags become
 * `tagsAs`: a space keeps separate cells apart; nothing keeps Chinese words split by inline markup (本科 in a span) whole.
 */
export function visibleText(html: string, tagsAs: "" | " " = " "): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, tagsAs)
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, " ");
}
