// kept(): 本科 / 专科 in the no-wrap span, the pieces inside one outer span so a flex container (a button) lays them
// out as one run of text and reads them without gaps.
import { describe, expect, it } from "vitest";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { kept } from "@/islands/ui/Kept";

const html = (text: string | null | undefined) => renderToStaticMarkup(createElement(Fragment, null, kept(text)));

describe("kept", () => {
  it("wraps each keep-together word, all inside one span", () => {
    expect(html("本科批")).toBe('<span><span class="keep">本科</span>批</span>');
    expect(html("Vocational (专科)")).toBe('<span>Vocational (<span class="keep">专科</span>)</span>');
    expect(html("本科、专科专业目录")).toBe('<span><span class="keep">本科</span>、<span class="keep">专科</span>专业目录</span>');
  });
  it("leaves other text as plain text, and nothing as nothing", () => {
    expect(html("普通批")).toBe("普通批");
    expect(html("<b>本</b>")).toBe("&lt;b&gt;本&lt;/b&gt;");
    expect(html("")).toBe("");
    expect(html(null)).toBe("");
  });
});
