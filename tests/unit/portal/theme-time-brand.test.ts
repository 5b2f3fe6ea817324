import { describe, expect, it } from "vitest";
import { accessibleShade, colourVariables, contrast, isTheme, THEMES } from "@/lib/rules/theme";
import { parseServerTime } from "@/lib/session/server-time";
import { BRANDS, activeBrand, companySetting, FOOTERS } from "@/lib/portal/brand";

describe("themes and colour (portal.md §1, §3)", () => {
  it("offers the four themes", () => {
    expect(THEMES).toEqual(["theme-default", "theme-blue", "theme-white", "theme-white2"]);
    expect(isTheme("theme-blue")).toBe(true);
    expect(isTheme("theme-red")).toBe(false);
  });
  it("turns a colour into ten shades plus a shade readable with white text", () => {
    const vars = colourVariables("#409EFF");
    expect(vars["--primary-0"]).toBe("#409eff");
    expect(vars["--primary-9"]).toBe("#ecf5ff");
    expect(Object.keys(vars).filter((name) => /^--primary-\d$/.test(name))).toHaveLength(10);
    expect(contrast(vars["--primary-strong"]!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
  it("keeps already dark colours as they are and falls back on bad input", () => {
    expect(accessibleShade("#1D4ED8")).toBe("#1d4ed8");
    expect(colourVariables("red")["--primary-0"]).toBe("#409eff");
  });
});

describe("server time", () => {
  it("reads the server's Asia/Shanghai wall time", () => {
    expect(parseServerTime("2026-08-20 00:30:00")?.toISOString()).toBe("2026-08-19T16:30:00.000Z");
    expect(parseServerTime("not a time")).toBeNull();
    expect(parseServerTime(42)).toBeNull();
  });
});

describe("brands and footer (portal.md §1)", () => {
  it("has two brands with every asset, the first active", () => {
    expect(BRANDS).toHaveLength(2);
    expect(activeBrand).toBe(BRANDS[0]);
    for (const brand of BRANDS) for (const field of ["logo", "guideImage", "favicon", "domain", "guideLink"] as const) expect(brand[field]).not.toBe("");
  });
  it("chooses the footer by company setting, dlx by default", () => {
    expect(companySetting("bsd")).toBe("bsd");
    expect(companySetting(undefined)).toBe("dlx");
    expect(FOOTERS.dlx.map((line) => line.company)).toEqual(["footer.dlx.company"]);
    expect(FOOTERS.bsd.length).toBeGreaterThan(1);
  });
});
