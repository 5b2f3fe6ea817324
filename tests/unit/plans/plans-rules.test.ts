import { describe, expect, it } from "vitest";
import {
  byChangeSize, direction, inView, lineMove, pickScope, placeText, plansHref, plansQueryParams, readPlansQuery, signed, signedPercent, unitBars, viewCounts,
} from "@/lib/rules/plans";
import type { UnitChange } from "@/contracts/chaksz";

describe("address", () => {
  it.each([
    ["?province=44&year=2025&type=物理类&planType=国家专项&level=专科&keyword=警察&page=2", { province: "44", year: 2025, type: "物理类", planType: "国家专项", level: "专科", keyword: "警察", page: 2 }],
    ["?change=removed&sort=decrease&batch=本科批&code=10558&view=tuition", { change: "removed", sort: "decrease", batch: "本科批", code: "10558", view: "tuition" }],
    ["?province=99&year=1999&type=x&planType=自费&level=硕士&page=0&change=grow&sort=name&code=1055&view=any", {}],
    ["?keyword=a%25'%20or%201=1&batch=<b>&code=10558x", {}],
  ])("%s", (search, expected) => expect(readPlansQuery(search)).toEqual(expected));

  it("writes only what is set and not the default, in a stable order", () => {
    expect(plansQueryParams({ page: 1, change: "all", sort: "size", view: "all", type: "物理类", province: "44" })).toEqual({ province: "44", type: "物理类" });
    expect(Object.keys(plansQueryParams({ page: 3, keyword: "大学", code: "10001", province: "11", change: "new" }))).toEqual(["code", "province", "change", "keyword", "page"]);
  });

  it("round-trips through an address", () => {
    const state = { province: "44", year: 2025, type: "物理类", batch: "本科批", change: "shrink" as const, sort: "rate" as const, keyword: "中山", page: 2 };
    const href = plansHref("/wel/enrollPlan", state);
    expect(readPlansQuery(href.slice(href.indexOf("?")))).toEqual(state);
    expect(plansHref("/wel/enrollPlan", {})).toBe("/wel/enrollPlan");
  });
});

describe("place", () => {
  it.each([
    ["陕西省", "西安市", "陕西省 · 西安市"], ["北京市", "北京市", "北京市"], ["广东省", "", "广东省"], ["", "深圳市", "深圳市"], [null, null, ""],
  ])("%s + %s = %s", (province, city, text) => expect(placeText(province, city)).toBe(text));
  it("names the province in the reader's language after comparing the raw names", () => {
    expect(placeText("北京市", "北京市", () => "Beijing")).toBe("Beijing");
    expect(placeText("陕西省", "西安市", () => "Shaanxi")).toBe("Shaanxi · 西安市");
    // the city too, in English mode: a municipality still once
    expect(placeText("陕西省", "西安市", () => "Shaanxi", () => "Xi'an")).toBe("Shaanxi · Xi'an");
    expect(placeText("北京市", "北京市", () => "Beijing", () => "Beijing City")).toBe("Beijing");
  });
});

describe("the year and subject type a screen starts from", () => {
  const list = [{ year: 2024, subjectTypes: ["历史类", "物理类"] }, { year: 2025, subjectTypes: ["历史类", "物理类"] }, { year: 2020, subjectTypes: ["理科", "文科"] }];
  const own = (year: number) => (year >= 2021 ? "历史类" : "文科");
  it.each([
    [{}, { year: 2025, type: "历史类" }],
    [{ year: 2024, type: "物理类" }, { year: 2024, type: "物理类" }],
    [{ year: 2020 }, { year: 2020, type: "文科" }],
    [{ year: 2019, type: "综合" }, { year: 2025, type: "历史类" }],
  ])("wanted %j", (wanted, expected) => expect(pickScope(list, wanted, own)).toMatchObject(expected));
  it("orders the types as a reader expects and falls back to the first without a type of one's own", () => {
    expect(pickScope(list, {}, () => null)).toEqual({ year: 2025, type: "物理类", types: ["物理类", "历史类"] });
    expect(pickScope([], {}, own)).toBeNull();
  });
});

describe("changes", () => {
  it.each([
    [5, "+5"], [-20, "−20"], [0, "0"], [null, "—"], [undefined, "—"], [12345, "+12345"],
  ])("signed(%s) = %s", (value, text) => expect(signed(value as number | null)).toBe(text));
  it.each([
    [7.1, "+7.1%"], [-20, "−20%"], [0, "0%"], [null, "—"], [33.35, "+33.4%"],
  ])("signedPercent(%s) = %s", (value, text) => expect(signedPercent(value as number | null)).toBe(text));
  it.each([
    [10, 5, "up"], [5, 10, "down"], [5, 5, "same"], [null, 5, null], [5, undefined, null],
  ])("direction(%s, %s) = %s", (now, before, expected) => expect(direction(now as number | null, before as number | null)).toBe(expected));
  it.each([
    [{ minScore: 600, minRank: 20000 }, { minScore: 590, minRank: 22000 }, "harder"],
    [{ minScore: 580, minRank: 20000 }, { minScore: 590, minRank: 19000 }, "easier"],
    // ranks win over scores (a harder paper lowers every score)
    [{ minScore: 580, minRank: 18000 }, { minScore: 590, minRank: 19000 }, "harder"],
    [{ minScore: 600, minRank: null }, { minScore: 590, minRank: 22000 }, "harder"],
    [{ minScore: null, minRank: null }, { minScore: 590, minRank: 22000 }, null],
    [{ minScore: 600, minRank: 20000 }, null, null],
  ])("lineMove(%j, %j) = %s", (now, before, expected) => expect(lineMove(now, before)).toBe(expected));
});

const unit = (name: string, status: UnitChange["status"], planCount: number | null, lastPlanCount: number | null, extra: Partial<UnitChange> = {}): UnitChange => ({
  unitKey: name, batch: "本科批", name, unitCode: "01", planType: "普通", status, planCount, lastPlanCount, change: planCount != null && lastPlanCount != null ? planCount - lastPlanCount : null,
  tuition: null, lastTuition: null, tuitionChanged: false, subjectRequirement: "物理", lastSubjectRequirement: "物理", requirementChanged: false,
  minScore: null, minRank: null, lastMinScore: null, lastMinRank: null, majors: [], sample: false, source: { name: "s", url: "", retrievedOn: "", sample: false }, ...extra,
});
const major = (status: UnitChange["status"], tuitionChanged = false) => ({ majorCode: "", majorName: status, remark: "", status, planCount: 1, lastPlanCount: 1, change: 0, tuition: 1, lastTuition: 1, tuitionChanged });

describe("the detail page's units", () => {
  const units = [
    unit("甲", "up", 60, 50, { majors: [major("up", true), major("new"), major("removed")] }),
    unit("乙", "new", 15, null),
    unit("丙", "removed", null, 20),
    unit("丁", "same", 30, 30, { tuitionChanged: true }),
  ];
  it.each([
    ["all", ["甲", "乙", "丙", "丁"]], ["up", ["甲"]], ["down", []], ["new", ["甲", "乙"]], ["removed", ["甲", "丙"]], ["tuition", ["甲", "丁"]],
  ] as const)("view %s", (view, names) => expect(units.filter((u) => inView(u, view)).map((u) => u.name)).toEqual(names));
  it("counts each view", () => expect(viewCounts(units)).toEqual({ all: 4, up: 1, down: 0, new: 2, removed: 2, tuition: 2 }));
  it("draws a bar per unit with a missing year as 0, and sorts by the size of the change", () => {
    expect(unitBars(units, (u) => u.name).map((b) => [b.label, b.last, b.now, b.status])).toEqual([["甲", 50, 60, "up"], ["乙", 0, 15, "new"], ["丙", 20, 0, "removed"], ["丁", 30, 30, "same"]]);
    expect(byChangeSize(units).map((u) => u.name)).toEqual(["丙", "乙", "甲", "丁"]);
  });
});
