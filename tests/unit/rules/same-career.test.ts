import { describe, expect, it } from "vitest";
import { areaOf, readSameCareerQuery, sameCareerParams, sameHref, SAME_PAGES } from "../../../src/lib/rules/same-career";

describe("career same-score address", () => {
  it("reads the lookup and the city, and drops the data tool's tab", () => {
    const q = readSameCareerQuery("?province=44&type=物理类&mode=rank&rank=20000&tab=city&city=南京市&cityProvince=江苏省");
    expect(q).toEqual({ province: "44", type: "物理类", mode: "rank", rank: 20000, city: "南京市", cityProvince: "江苏省" });
    expect(sameCareerParams(q)).toEqual({ province: "44", type: "物理类", mode: "rank", rank: "20000", cityProvince: "江苏省", city: "南京市" });
  });

  it("tells a missing, an invalid and a good city apart; an empty city of a province is the colleges without one", () => {
    expect(areaOf(readSameCareerQuery("?rank=5"))).toEqual({ state: "missing" });
    expect(areaOf(readSameCareerQuery("?city=Nanjing&cityProvince=江苏省"))).toEqual({ state: "invalid" });
    expect(areaOf(readSameCareerQuery("?city=南京市"))).toEqual({ state: "invalid" });
    expect(areaOf(readSameCareerQuery("?city=<b>&cityProvince=江苏省"))).toEqual({ state: "invalid" });
    expect(areaOf(readSameCareerQuery("?city=南京市&cityProvince=江苏省"))).toEqual({ state: "ok", province: "江苏省", city: "南京市" });
    const none = readSameCareerQuery("?city=&cityProvince=江苏省");
    expect(areaOf(none)).toEqual({ state: "ok", province: "江苏省", city: "" });
    expect(sameCareerParams(none)).toEqual({ cityProvince: "江苏省", city: "" });
  });

  it("links the pages with the same lookup, the city only where asked for", () => {
    const q = readSameCareerQuery("?province=44&mode=score&score=600&city=南京市&cityProvince=江苏省");
    expect(sameHref(SAME_PAGES.colleges, q)).toBe("/career/same-college-select?province=44&mode=score&score=600");
    const href = sameHref(SAME_PAGES.area, q, { province: "北京市", city: "" });
    expect(new URL(href, "http://x").searchParams.get("cityProvince")).toBe("北京市");
    expect(new URL(href, "http://x").searchParams.has("city")).toBe(true);
    expect(sameHref(SAME_PAGES.jobs, {})).toBe("/career/same-job-select");
  });
});
