import { describe, expect, it } from "vitest";
import { joinCjkLines, keepWordsTogether, polishGuideHtml } from "@/lib/guides/typography";
import { tidyExcerpt } from "@/lib/guides/search-page";

describe("guide typography on rendered HTML", () => {
  it("keeps 本科 and 专科 on one line in text, never inside tags or attributes", () => {
    const html = '<p title="本科">本科批和专科批</p><a aria-label="专科院校" href="/x">看专科</a>';
    expect(polishGuideHtml(html, "zh")).toBe(
      '<p title="本科"><span class="keep">本科</span>批和<span class="keep">专科</span>批</p><a aria-label="专科院校" href="/x">看<span class="keep">专科</span></a>',
    );
  });

  it("leaves scripts, code and attributes containing > alone", () => {
    const html = '<script type="application/ld+json">{"a":"本科"}</script><code>本科</code><p data-x="a > b">本科</p>';
    expect(polishGuideHtml(html, "en")).toBe(
      '<script type="application/ld+json">{"a":"本科"}</script><code>本科</code><p data-x="a > b"><span class="keep">本科</span></p>',
    );
  });

  it("joins Chinese lines, also across inline tags, but not Latin ones", () => {
    expect(polishGuideHtml("<p>毕业后任军官。\n<strong>军校</strong>在提前批\n录取</p>", "zh")).toBe("<p>毕业后任军官。<strong>军校</strong>在提前批录取</p>");
    expect(polishGuideHtml("<p>Strong\nFoundation</p>", "en")).toBe("<p>Strong\nFoundation</p>");
    expect(polishGuideHtml("<pre>甲\n乙</pre>", "zh")).toBe("<pre>甲\n乙</pre>");
  });

  it("opens the college list in a new window and says so to screen readers, in the page language", () => {
    const zh = polishGuideHtml('<a href="/wel/colleges/index">院校库</a>', "zh");
    expect(zh).toBe('<a rel="noopener" target="_blank" href="/wel/colleges/index">院校库<span class="sr-only" data-pagefind-ignore>（在新窗口打开）</span></a>');
    const en = polishGuideHtml('<a href="/wel/colleges/index" target="_self" rel="external">college list</a>', "en");
    expect(en).toContain('target="_blank"');
    expect(en).toContain('rel="external noopener"');
    expect(en).toContain(" (opens in a new window)</span></a>");
    // Other links are left as they are.
    expect(polishGuideHtml('<a href="/wel/school/10001/index/detail">北大</a>', "zh")).toBe('<a href="/wel/school/10001/index/detail">北大</a>');
  });

  it("exposes the text helpers", () => {
    expect(keepWordsTogether("专升本科")).toBe('专升<span class="keep">本科</span>');
    expect(joinCjkLines("选拔\n有志")).toBe("选拔有志");
  });
});

describe("search excerpts", () => {
  const page = "强基与综合评价. 强基计划：39 所高校选拔基础学科拔尖学生. 强基计划是 39 所“双一流”高校面向基础学科的专项招生。 与强基计划、普通批次比较. 综合评价招生";
  it("turns pagefind's block joins into Chinese punctuation and drops leading punctuation", () => {
    expect(tidyExcerpt("强基与综合评价. <mark>强基计划</mark>：39 所高校选拔基础学科拔尖学生. 强基计划是 39 所", "zh", page)).toBe(
      "强基与综合评价。<mark>强基计划</mark>：39 所高校选拔基础学科拔尖学生。强基计划是 39 所…",
    );
    expect(tidyExcerpt("。 与<mark>强基计划</mark>、普通批次比较. 综合评价招生", "zh", page)).toBe("…与<mark>强基计划</mark>、普通批次比较。综合评价招生");
    expect(tidyExcerpt("，不能随意选择城市。 比较适合： 身体", "zh", "x")).toBe("…不能随意选择城市。比较适合：身体…");
    expect(tidyExcerpt("常见问题. 3+2 专本贯通", "zh", "x")).toBe("…常见问题。3+2 专本贯通…");
    // An opening quote left at the cut is dropped before the ellipsis.
    expect(tidyExcerpt("以该校简章为准。“", "zh", "x")).toBe("…以该校简章为准。…");
  });

  it("keeps 本科 together in excerpts", () => {
    expect(tidyExcerpt("普通<mark>本科</mark>怎么比. 合作大学", "zh", "x")).toBe('…普通<mark><span class="keep">本科</span></mark>怎么比。合作大学…');
  });

  it("removes doubled full stops in English and marks cut text", () => {
    expect(tidyExcerpt("flying. Civil aviation pilot recruitment: seven stages", "en", "Military and flying. Civil aviation pilot recruitment: seven stages from medical")).toBe(
      "…flying. Civil aviation pilot recruitment: seven stages…",
    );
    expect(tidyExcerpt("the <mark>gaokao</mark>?. Yes.", "en", "Can I sit the gaokao?. Yes.")).toBe("…the <mark>gaokao</mark>? Yes.");
  });
});
