// Browser code of the search page: no framework, pagefind loaded on demand.
import { escapeMarkup } from "./escape";

interface PagefindResultData {
  url: string;
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

export async function runSearchPage(): Promise<void> {
  const status = document.getElementById("search-status");
  const list = document.getElementById("search-results");
  const input = document.getElementById("search-page-input") as HTMLInputElement | null;
  if (!status || !list || !input) return;
  const text = JSON.parse(status.dataset.text ?? "{}") as Record<string, string>;
  const query = queryFromUrl(location.href);
  input.value = query;
  if (!query) return;
  status.textContent = text.loading ?? "";
  try {
    const pagefindUrl = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
    await pagefind.init();
    const search = await pagefind.search(query);
    const results = await Promise.all(search.results.slice(0, 20).map((result) => result.data()));
    list.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement("li");
        item.className = "search-result";
        const link = document.createElement("a");
        link.href = result.url.replace(/\/$/, "");
        link.textContent = result.meta.title ?? result.url;
        const excerpt = document.createElement("p");
        excerpt.innerHTML = safeExcerpt(result.excerpt);
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
