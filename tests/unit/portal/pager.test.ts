// The one pager (src/islands/ui/Pager.tsx) and its rules: which page numbers it offers, where previous / next lead,
// that the ends are disabled (a button) or lead nowhere (a link), and that it is absent when one page holds all.
import { afterEach, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { needsPager, pageItems, pageSteps } from "@/lib/rules/pager";
import { Pager, type PagerProps } from "@/islands/ui/Pager";
import { $lang } from "@/lib/session/ui";

const html = (props: Omit<PagerProps, "onPage">) => renderToStaticMarkup(createElement(Pager, { onPage: () => {}, ...props }));

afterEach(() => $lang.set("zh"));

describe("pager rules", () => {
  it("offers the first, last and two pages either side of the current one, with gaps", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, "gap", 10]);
    expect(pageItems(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
    // a gap of one page shows that page instead of "…"
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("leads previous / next one page on, and nowhere at the ends", () => {
    expect(pageSteps(1, 5)).toEqual({ previous: null, next: 2 });
    expect(pageSteps(3, 5)).toEqual({ previous: 2, next: 4 });
    expect(pageSteps(5, 5)).toEqual({ previous: 4, next: null });
  });
  it("is needed only for more than one page", () => {
    expect(needsPager(0)).toBe(false);
    expect(needsPager(1)).toBe(false);
    expect(needsPager(2)).toBe(true);
  });
});

describe("Pager", () => {
  it("shows nothing when one page holds everything", () => {
    expect(html({ current: 1, pages: 1 })).toBe("");
    expect(html({ current: 1, pages: 0, numbered: true })).toBe("");
  });

  it("previous / next with the position: previous is disabled on the first page", () => {
    const out = html({ current: 1, pages: 5 });
    expect(out).toContain('aria-label="分页"');
    expect(out).toMatch(/<button type="button" class="btn" disabled="">上一页<\/button>/);
    expect(out).toMatch(/<button type="button" class="btn">下一页<\/button>/);
    expect(out).toContain("第 1 / 5 页");
    expect(out).not.toContain("aria-current");
  });

  it("disables next on the last page, and says the number of records when given", () => {
    const out = html({ current: 3, pages: 3, total: 42, small: true });
    expect(out).toMatch(/<button type="button" class="btn btn--small">上一页<\/button>/);
    expect(out).toMatch(/<button type="button" class="btn btn--small" disabled="">下一页<\/button>/);
    expect(out).toContain("第 3 / 3 页，共 42 条");
  });

  it("numbered buttons: the current page is marked, each number is named, gaps are hidden", () => {
    const out = html({ current: 6, pages: 12, numbered: true });
    expect(out.match(/aria-current="page"/g)).toHaveLength(1);
    expect(out).toMatch(/aria-current="page" aria-label="第 6 页">6<\/button>/);
    expect(out).toContain('aria-label="第 12 页"');
    expect(out).not.toContain('aria-label="第 10 页"');
    expect(out.match(/<li aria-hidden="true" class="muted px-1">…<\/li>/g)).toHaveLength(2);
  });

  it("numbered links carry each page's address; an end that leads nowhere is marked disabled, not a link", () => {
    const out = html({ current: 1, pages: 3, numbered: true, href: (n) => `/colleges?page=${n}` });
    expect(out).toContain('<span class="btn pointer-events-none opacity-60" aria-disabled="true">上一页</span>');
    expect(out).toContain('<a class="btn" href="/colleges?page=2">下一页</a>');
    expect(out).toMatch(/<a class="btn min-w-9 px-2 btn--primary" aria-current="page" aria-label="第 1 页" href="\/colleges\?page=1">1<\/a>/);
    expect(out).not.toContain("<button");
  });

  it("speaks the reader's language", () => {
    $lang.set("en");
    const out = html({ current: 2, pages: 4 });
    expect(out).toContain('aria-label="Pages"');
    expect(out).toContain(">Previous</button>");
    expect(out).toContain("Page 2 of 4");
  });
});
