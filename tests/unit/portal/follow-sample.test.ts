// The one follow / favourite button and the one sample-data label, as rendered: words, accessible name, toggle state
// and the data attributes the screens and their tests read.
import { afterEach, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RESOURCE } from "@/lib/api/favourites";
import { FollowButton, type FollowButtonProps } from "@/islands/ui/FollowButton";
import { SampleNote, SampleTag } from "@/islands/ui/SampleData";
import { $lang } from "@/lib/session/ui";

const button = (props: FollowButtonProps) => renderToStaticMarkup(createElement(FollowButton, props));
const text = (markup: string) => markup.replace(/<[^>]+>/g, "");

afterEach(() => $lang.set("zh"));

describe("FollowButton", () => {
  it("a college not yet followed invites to follow, named after the college", () => {
    const out = button({ type: RESOURCE.college, code: "10589", name: "海南大学", isFavorite: false });
    expect(text(out)).toBe("☆关注海南大学");
    expect(out).toContain('class="btn btn--primary');
    expect(out).toContain('data-follow="10589"');
    expect(out).toContain('data-followed="false"');
    expect(out).not.toContain("aria-pressed");
  });
  it("a followed college says so; without a name the words alone name it", () => {
    const out = button({ type: RESOURCE.college, code: "10003", isFavorite: true });
    expect(text(out)).toBe("★已关注");
    expect(out).not.toContain("btn--primary");
    expect(out).toContain('data-favorite="true"');
  });
  it("a major or profession is a toggle (aria-pressed) saying what it keeps", () => {
    const off = button({ type: RESOURCE.major, code: "080901", name: "计算机科学与技术", isFavorite: false });
    expect(off).toContain('aria-pressed="false"');
    expect(text(off)).toBe("☆收藏 收藏“计算机科学与技术”");
    expect(off).not.toContain("btn--primary");
    const on = button({ type: RESOURCE.profession, code: "2-02-27-01", name: "环境工程技术人员", isFavorite: true });
    expect(on).toContain('aria-pressed="true"');
    expect(on).toContain("btn--primary");
    expect(text(on)).toMatch(/^★已收藏/);
  });
  it("speaks English", () => {
    $lang.set("en");
    expect(text(button({ type: RESOURCE.college, code: "10003", isFavorite: false }))).toBe("☆Follow");
    expect(text(button({ type: RESOURCE.major, code: "080901", name: "CS", isFavorite: true }))).toBe("★In favourites Favourite “CS”");
  });
});

describe("sample-data label", () => {
  it("the tag says 示例数据 with its explanation as a tooltip, and nothing when the data is real", () => {
    const out = renderToStaticMarkup(createElement(SampleTag));
    expect(out).toMatch(/^<span class="tag" data-sample="true" title="标有“示例数据”.*">示例数据<\/span>$/);
    expect(renderToStaticMarkup(createElement(SampleTag, { show: false }))).toBe("");
  });
  it("the note: tag and explanation, the tag alone, or the explanation alone", () => {
    const both = renderToStaticMarkup(createElement(SampleNote));
    expect(both).toContain("data-sample-note");
    expect(text(both)).toMatch(/^示例数据标有“示例数据”的分数/);
    expect(both).not.toContain("title=");
    expect(text(renderToStaticMarkup(createElement(SampleNote, { only: "tag" })))).toBe("示例数据");
    const note = renderToStaticMarkup(createElement(SampleNote, { only: "note" }));
    expect(note).not.toContain("data-sample=");
    expect(text(note)).toMatch(/^标有“示例数据”/);
    expect(renderToStaticMarkup(createElement(SampleNote, { show: false }))).toBe("");
  });
});
