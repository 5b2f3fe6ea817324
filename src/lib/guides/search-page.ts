// Browser code of the search page: no framework, pagefind loaded on demand.
import type { Lang } from "@/lib/i18n";
import { escapeMarkup } from "./escape";
import { keepWordsTogether } from "./typography";

interface PagefindResultData {
  url: string;
  /** The page's whole indexed text, from which the excerpt is cut. */
  content: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
}

/** The query a search page should run: the trimmed `q` parameter, at most 100 characters. */
export function queryFromUrl(href: string): string {
  return (new URL(href).searchParams.get("q") ?? "").trim().slice(0, 100);
}

/** pagefind marks matches with <mark>; everything else in an excerpt is text we escape ourselves. */
export function safeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) =>
      part === "<mark>" || part === "</mark>"
        ? part
        : escapeMarkup(part).replace(/&#38;(#?\w+;)/g, "&$1"),
    )
    .join("");
}

const HAN = String.raw`\p{Script=Han}`;
/** Chinese punctuation that already ends or separates a clause; nothing may follow it at the start of a line. */
const CJK_PUNCTUATION = "。！？；：，、）》」』”’";
const MARK = "(?:</?mark>)?";
/** Characters an excerpt must not begin with: closing or separating punctuation and spaces. */
const LEADING_JUNK = new RegExp(`^(?:\\s|[${CJK_PUNCTUATION},.;:!?)\\]])+`, "u");

/** Opening quotes and brackets left dangling at the end of a cut excerpt. */
const TRAILING_OPENERS = /[\s“「《（(‘]+$/u;

/** Letters and digits only: how an excerpt is matched against the page text, whatever punctuation either has. */
const lettersOf = (text: string) => text.replace(/<\/?mark>|&#?\w+;/g, "").replace(/[^\p{L}\p{N}]/gu, "");

/**
 * Tidies a pagefind excerpt (already made safe by safeExcerpt) for reading:
 * pagefind joins block elements with ". ", which in Chinese becomes "。" (or disappears after punctuation);
 * an excerpt never starts with punctuation; "…" marks text cut off before or after; 本科 / 专科 stay on one line.
 * `content` is the page's whole indexed text, used to tell whether the excerpt starts or ends the page.
 */
export function tidyExcerpt(excerptHtml: string, lang: Lang, content = ""): string {
  let html = excerptHtml;
  if (lang === "zh") {
    // ". " before Chinese: a block boundary. After Chinese punctuation it is dropped, elsewhere it becomes "。".
    html = html.replace(new RegExp(`([${CJK_PUNCTUATION}])(${MARK})\\.\\s+(?=${MARK}[${HAN}\\p{N}“「《（(A-Za-z])`, "gu"), "$1$2");
    html = html.replace(new RegExp(`([${HAN}])(${MARK})\\.\\s+`, "gu"), "$1$2。");
    html = html.replace(new RegExp(`([^\\s.])(${MARK})\\.\\s+(?=${MARK}[${HAN}“「《（])`, "gu"), "$1$2。");
    // Chinese text takes no space after its own punctuation.
    html = html.replace(new RegExp(`([${CJK_PUNCTUATION}])(${MARK})\\s+`, "gu"), "$1$2");
  } else {
    // A block that already ended with punctuation gets no extra full stop.
    html = html.replace(new RegExp(`([.?!:;])(${MARK})\\.\\s+`, "g"), "$1$2 ");
  }
  html = html.replace(LEADING_JUNK, "").replace(TRAILING_OPENERS, "");
  const plain = lettersOf(html);
  const page = lettersOf(content);
  const startsPage = plain !== "" && page.startsWith(plain.slice(0, 12));
  const endsPage = plain !== "" && page.endsWith(plain.slice(-12));
  return `${startsPage ? "" : "…"}${keepWordsTogether(html.trim())}${endsPage ? "" : "…"}`;
}

/** Lower-cased letters and digits only, so "强基 计划" or "Strong-Foundation" compare whatever the spacing or case. */
const foldText = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The whole terms of a query: its space-separated parts, folded, without empties and repeats. */
export function queryTerms(query: string): string[] {
  return [...new Set(query.split(/\s+/).map(foldText).filter(Boolean))];
}

/** How often `term` occurs in `text` (both folded), counting non-overlapping occurrences. */
function occurrences(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) count += 1;
  return count;
}

export interface RankableResult {
  content: string;
  meta: { title?: string };
}

/**
 * Re-orders pagefind's results so that pages holding the query's terms whole come before pages that only match
 * their characters one by one (pagefind splits Chinese into single characters, so 强基 also finds 纪律性强 and 文化基础).
 * The order is: how many of the terms the page holds whole, then how many its title holds, then how often they occur
 * in the page; pagefind's own order breaks ties. Works for any query in either language.
 */
export function rankWholeTermsFirst<T extends RankableResult>(results: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [...results];
  const scored = results.map((result, index) => {
    const title = foldText(result.meta.title ?? "");
    const body = foldText(result.content);
    const counts = terms.map((term) => occurrences(body, term) + occurrences(title, term));
    return {
      result,
      index,
      whole: counts.filter((count) => count > 0).length,
      inTitle: terms.filter((term) => title.includes(term)).length,
      total: counts.reduce((sum, count) => sum + count, 0),
    };
  });
  scored.sort((a, b) => b.whole - a.whole || b.inTitle - a.inTitle || b.total - a.total || a.index - b.index);
  return scored.map((entry) => entry.result);
}

/** At most this many of pagefind's results are loaded and re-ranked (the site indexes far fewer pages per language). */
const MAX_RANKED = 100;

export async function runSearchPage(): Promise<void> {
  const status = document.getElementById("search-status");
  const list = document.getElementById("search-results");
  const input = document.getElementById("search-page-input") as HTMLInputElement | null;
  if (!status || !list || !input) return;
  const text = JSON.parse(status.dataset.text ?? "{}") as Record<string, string>;
  const lang: Lang = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const query = queryFromUrl(location.href);
  input.value = query;
  if (!query) return;
  status.textContent = text.loading ?? "";
  try {
    const pagefindUrl = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
    await pagefind.init();
    const search = await pagefind.search(query);
    // pagefind ranks single-character matches of a Chinese term alongside whole ones, so the candidates are
    // re-ranked on their text before the first 20 are shown (the guides are few; loading them all stays cheap).
    const candidates = await Promise.all(search.results.slice(0, MAX_RANKED).map((result) => result.data()));
    const results = rankWholeTermsFirst(candidates, query).slice(0, 20);
    list.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement("li");
        item.className = "search-result";
        const link = document.createElement("a");
        link.href = result.url.replace(/\/$/, "");
        link.textContent = result.meta.title ?? result.url;
        const excerpt = document.createElement("p");
        excerpt.innerHTML = tidyExcerpt(safeExcerpt(result.excerpt), lang, result.content);
        const heading = document.createElement("h2");
        heading.append(link);
        item.append(heading, excerpt);
        return item;
      }),
    );
    status.textContent = results.length
      ? (text.results ?? "").replace("{n}", String(search.results.length))
      : (text.none ?? "").replace("{q}", query);
  } catch {
    status.textContent = text.failed ?? "";
  }
}
