// The one Loaded: every island shows a load that is not ready the same way, in the reader's language.
import { afterEach, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Loaded } from "@/islands/ui/Loaded";
import { REGISTRATION_PENDING, type Loadable } from "@/islands/ui/useCall";
import { $lang } from "@/lib/session/ui";

const html = (load: Loadable<string>) => renderToStaticMarkup(createElement(Loaded<string>, { load, retry: () => {}, children: (data: string) => `answer: ${data}` }));

afterEach(() => $lang.set("zh"));

describe("Loaded", () => {
  it("renders the answer once ready, and says it is loading before", () => {
    expect(html({ state: "ready", data: "x" })).toBe("answer: x");
    expect(html({ state: "loading" })).toContain('role="status"');
  });
  it("tells a user still to register what they wait for, with nothing to retry", () => {
    const out = html({ state: "failed", code: REGISTRATION_PENDING });
    expect(out).toContain("完成注册并通过学校审核后");
    expect(out).not.toContain("<button");
  });
  it("tells a refused account it may not, and any other failure that it failed, each with a retry", () => {
    expect(html({ state: "failed", code: 403 })).toContain("没有这项权限");
    expect(html({ state: "failed", code: 403 })).toContain("重试</button>");
    expect(html({ state: "failed", code: 500 })).toContain("加载失败");
    expect(html({ state: "failed", code: null })).not.toContain("权限");
  });
  it("speaks English to an English reader", () => {
    $lang.set("en");
    expect(html({ state: "failed", code: 403 })).toContain("Your account may not do this.");
    expect(html({ state: "failed", code: 500 })).toContain("Try again</button>");
  });
});
