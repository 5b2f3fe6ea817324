import { describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { alternatePath, guideHref, searchHref } from "@/lib/guides/paths";
import { groupByCategory } from "@/lib/guides/group";
import { sitemapXml } from "@/lib/guides/sitemap";
import { queryFromUrl, queryTerms, rankWholeTermsFirst, safeExcerpt } from "@/lib/guides/search-page";
import { hueFromCode, schoolEmblemSvg } from "@/lib/guides/emblem";
import { langFromPath, messages, t } from "@/lib/i18n";
import { checkLinks } from "../../../scripts/check-links.mjs";

describe("i18n", () => {
  it("has the same keys in zh and en, none empty", () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.zh).sort());
    for (const lang of ["zh", "en"] as const) {
      for (const [key, value] of Object.entries(messages[lang])) expect(value.trim(), `${lang}:${key}`).not.toBe("");
    }
  });
  it("fills placeholders and keeps unknown ones", () => {
    expect(t("zh", "guides.count", { n: 24 })).toBe("24 篇指南");
    expect(t("en", "search.none", {})).toContain("{q}");
  });
  it("reads the language from the path", () => {
    expect(langFromPath("/en/guides/arts")).toBe("en");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/guides/arts")).toBe("zh");
    expect(langFromPath("/english")).toBe("zh");
  });
});

describe("paths", () => {
  it("maps a guide to the same guide in the other language", () => {
    expect(alternatePath("/guides/arts", "en")).toBe("/en/guides/arts");
    expect(alternatePath("/en/guides/arts/", "zh")).toBe("/guides/arts");
    expect(alternatePath("/en", "zh")).toBe("/");
    expect(alternatePath("/", "en")).toBe("/en");
    expect(guideHref("en", "sports")).toBe("/en/guides/sports");
    expect(searchHref("zh")).toBe("/search");
  });
});

describe("index grouping", () => {
  it("orders shelves by category and guides by order, dropping empty shelves", () => {
    const guide = (slug: string, category: "military" | "funded", order: number) => ({ slug, title: slug, description: "", category, order });
    const shelves = groupByCategory([guide("b", "funded", 2), guide("a", "funded", 1), guide("x", "military", 5)]);
    expect(shelves.map((shelf) => [shelf.category, shelf.guides.map((g) => g.slug)])).toEqual([
      ["military", ["x"]],
      ["funded", ["a", "b"]],
    ]);
  });
});

describe("sitemap", () => {
  it("lists each page in both languages with hreflang alternates", () => {
    const xml = sitemapXml(new URL("https://qihang.example"), [{ paths: { zh: "/guides/arts", en: "/en/guides/arts" }, lastmod: new Date("2026-11-01") }]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://qihang.example/guides/arts</loc><lastmod>2026-11-01</lastmod>");
    expect(xml).toContain('hreflang="zh-CN" href="https://qihang.example/guides/arts"');
    expect(xml).toContain('hreflang="en" href="https://qihang.example/en/guides/arts"');
  });
});

describe("search page helpers", () => {
  it("reads a trimmed, bounded query", () => {
    expect(queryFromUrl("https://x/search?q=%20%E5%BC%BA%E5%9F%BA%20")).toBe("强基");
    expect(queryFromUrl("https://x/search")).toBe("");
    expect(queryFromUrl(`https://x/search?q=${"a".repeat(300)}`)).toHaveLength(100);
  });
  it("keeps pagefind's <mark> and escapes everything else", () => {
    expect(safeExcerpt("a <mark>强基</mark> <img src=x onerror=alert(1)>")).toBe("a <mark>强基</mark> &#60;img src=x onerror=alert(1)&#62;");
    expect(safeExcerpt("Tom &amp; Jerry")).toBe("Tom &amp; Jerry");
  });
  const page = (title: string, content: string) => ({ meta: { title }, content });
  it("splits a query into whole terms, ignoring case, punctuation and repeats", () => {
    expect(queryTerms("  强基 计划 强基 ")).toEqual(["强基", "计划"]);
    expect(queryTerms("Pilot-Height pilot-height")).toEqual(["pilotheight"]);
    expect(queryTerms("  ")).toEqual([]);
  });
  it("puts pages holding the whole term before pages matching its characters one by one", () => {
    const characters = page("警校招生", "纪律性强的学生；补强文化基础。".repeat(5));
    const about = page("强基计划", "强基计划选拔有志于服务国家重大战略需求的学生。强基计划……");
    const mention = page("综合评价招生", "可以同时报名强基计划。");
    const ranked = rankWholeTermsFirst([characters, mention, about], "强基");
    expect(ranked.map((result) => result.meta.title)).toEqual(["强基计划", "综合评价招生", "警校招生"]);
  });
  it("ranks by how many terms a page holds whole, then the title, then pagefind's order", () => {
    const both = page("Air force", "pilot height 165 cm");
    const one = page("Civil aviation", "pilot training");
    const titled = page("Pilot guide", "flying");
    const plain = page("Other", "a pilot");
    expect(rankWholeTermsFirst([one, plain, both], "pilot height").map((result) => result.meta.title)).toEqual(["Air force", "Civil aviation", "Other"]);
    expect(rankWholeTermsFirst([plain, titled], "pilot").map((result) => result.meta.title)).toEqual(["Pilot guide", "Other"]);
    // Equal on every count: pagefind's order stands.
    const first = page("A", "pilot");
    const second = page("B", "pilot");
    expect(rankWholeTermsFirst([first, second], "pilot")).toEqual([first, second]);
    expect(rankWholeTermsFirst([second, first], "")).toEqual([second, first]);
  });
});

describe("school emblems", () => {
  it("are stable per code and escape their text", () => {
    expect(hueFromCode("10001")).toBe(hueFromCode("10001"));
    const svg = schoolEmblemSvg({ code: "1", short: "<&>", zh: '"x"' });
    expect(svg).toContain("&#60;&#38;&#62;");
    expect(svg).not.toContain("<&>");
  });
});

describe("link checker", () => {
  it("reports broken links, missing images and missing fragments with the file", () => {
    const root = mkdtempSync(join(tmpdir(), "links-"));
    mkdirSync(join(root, "guides", "a"), { recursive: true });
    writeFileSync(join(root, "logo.svg"), "<svg/>");
    writeFileSync(
      join(root, "guides", "a", "index.html"),
      `<h2 id="ok">x</h2><a href="/guides/a#ok">fine</a><a href="#ok">fine</a><a href="#nope">bad fragment</a>
       <a href="/guides/missing">bad link</a><img src="/logo.svg"><img src="/gone.png"><a href="https://example.com">ext</a><a href="/api/x">api</a>`,
    );
    const { pages, problems } = checkLinks(root);
    expect(pages).toBe(1);
    expect(problems.map((problem) => problem.link).sort()).toEqual(["#nope", "/gone.png", "/guides/missing"]);
    expect(problems[0]!.file).toBe(join("guides", "a", "index.html"));
  });
});

describe("Chinese line breaks", () => {
  it("joins lines between Chinese characters and keeps real spaces elsewhere", async () => {
    const { joinCjkLines } = await import("@/lib/guides/typography");
    expect(joinCjkLines("它的目标是选拔\n有志于服务")).toBe("它的目标是选拔有志于服务");
    expect(joinCjkLines("招生，\n  录取")).toBe("招生，录取");
    expect(joinCjkLines("Strong\nFoundation")).toBe("Strong\nFoundation");
    expect(joinCjkLines("39 所\nuniversities")).toBe("39 所\nuniversities");
  });
});
