// Chinese typography and link conventions applied to the finished HTML of a guide page (and to search excerpts):
// Chinese lines joined without stray gaps, words that must not be split across lines, and links that guides.md §2
// opens in a new window.
import type { Lang } from "@/lib/i18n";

// A line break inside a paragraph renders as a space, which shows as a stray gap between Chinese characters.
const CJK = "\\u2e80-\\u2fff\\u3000-\\u303f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef";
const BREAK_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t]*\\r?\\n[ \\t]*(?=[${CJK}])`, "g");

/** Drops line breaks that sit between two CJK characters (or CJK punctuation); Latin text keeps its spaces. */
export function joinCjkLines(text: string): string {
  return text.replace(BREAK_BETWEEN_CJK, "$1");
}

// The same in HTML, where inline tags may sit on either side of the break ("。\n<strong>招生").
const TAGS = "(?:<[^>]*>)*";
const BREAK_BETWEEN_CJK_HTML = new RegExp(`([${CJK}])(${TAGS})[ \\t]*\\r?\\n[ \\t]*(${TAGS})(?=[${CJK}])`, "g");
/** Elements whose text is not running text, left exactly as they are. */
const RAW_ELEMENTS = new RegExp(`(${["script", "style", "pre", "code", "textarea"].map((name) => `<${name}\\b[\\s\\S]*?</${name}>`).join("|")})`, "i");

function joinCjkLinesInHtml(html: string): string {
  return html
    .split(RAW_ELEMENTS)
    .map((part, index) => (index % 2 === 0 ? part.replace(BREAK_BETWEEN_CJK_HTML, "$1$2$3") : part))
    .join("");
}

/** Two-character words a line must never split: "本 / 科" at a line end reads as two unrelated characters. */
export const KEEP_TOGETHER = ["本科", "专科"] as const;
const KEEP_PATTERN = new RegExp(`(${KEEP_TOGETHER.join("|")})`, "g");

/** The class that keeps a word on one line (white-space: nowrap in global.css). */
export const KEEP_CLASS = "keep";

/** Wraps every keep-together word of a piece of HTML-escaped text in a no-wrap span. */
export function keepWordsTogether(text: string): string {
  return text.replace(KEEP_PATTERN, `<span class="${KEEP_CLASS}">$1</span>`);
}

/** Portal pages guides.md §2 says open in a new window when a guide links to them. */
export const NEW_WINDOW_PATHS = ["/wel/colleges/index"] as const;

const newWindowHint: Record<Lang, string> = { zh: "（在新窗口打开）", en: " (opens in a new window)" };

/** Elements whose text is not page text: left exactly as they are. */
const RAW_TEXT = new Set(["script", "style", "title", "textarea", "pre", "code"]);

const hrefOf = (tag: string) => /\shref\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? null;

/** Adds target="_blank" and rel="noopener" to an <a> start tag, keeping any rel words it already has. */
function openInNewWindow(tag: string): string {
  let result = /\starget\s*=/i.test(tag) ? tag.replace(/\starget\s*=\s*"[^"]*"/i, ' target="_blank"') : tag.replace(/^<a\b/i, '<a target="_blank"');
  const rel = /\srel\s*=\s*"([^"]*)"/i.exec(result);
  if (!rel) result = result.replace(/^<a\b/i, '<a rel="noopener"');
  else if (!rel[1]!.split(/\s+/).includes("noopener")) result = result.replace(rel[0], ` rel="${`${rel[1]} noopener`.trim()}"`);
  return result;
}

/**
 * Applies the guide conventions to rendered HTML: Chinese lines joined without stray gaps and keep-together words in
 * page text (never inside tags, attributes, scripts or code), and new-window links with a hint for screen readers
 * (left out of the search index).
 */
export function polishGuideHtml(html: string, lang: Lang): string {
  // A tag ends at the first ">" outside a quoted attribute value.
  const parts = joinCjkLinesInHtml(html).split(/(<(?:[^>"']|"[^"]*"|'[^']*')*>)/);
  const out: string[] = [];
  let rawUntil: string | null = null;
  let newWindowLinkOpen = false;
  for (const part of parts) {
    if (!part) continue;
    if (part.startsWith("<")) {
      const name = /^<\/?\s*([a-zA-Z][\w-]*)/.exec(part)?.[1]?.toLowerCase() ?? "";
      const closing = part.startsWith("</");
      if (rawUntil) {
        if (closing && name === rawUntil) rawUntil = null;
        out.push(part);
        continue;
      }
      if (!closing && RAW_TEXT.has(name) && !part.endsWith("/>")) rawUntil = name;
      if (name === "a" && !closing && NEW_WINDOW_PATHS.includes(hrefOf(part) as (typeof NEW_WINDOW_PATHS)[number])) {
        out.push(openInNewWindow(part));
        newWindowLinkOpen = true;
        continue;
      }
      if (name === "a" && closing && newWindowLinkOpen) {
        out.push(`<span class="sr-only" data-pagefind-ignore>${newWindowHint[lang]}</span>`);
        newWindowLinkOpen = false;
      }
      out.push(part);
      continue;
    }
    out.push(rawUntil ? part : keepWordsTogether(part));
  }
  return out.join("");
}
