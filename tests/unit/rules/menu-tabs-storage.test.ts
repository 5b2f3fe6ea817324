import { describe, expect, it } from "vitest";
import { mergeMenus, normaliseMenu, permissionMap } from "@/lib/rules/menu";
import { WELCOME_TAB, canCloseTab, closeTab, openTab, resetTabs, type Tab } from "@/lib/rules/tabs";
import { makeRecord, readRecord, storageKey } from "@/lib/rules/storage-record";

describe("menu", () => {
  it("gives a top-level item without children an /index suffix and always an array of children", () => {
    const menu = normaliseMenu([
      { name: "首页", path: "/wel" },
      { name: "生涯", path: "/career", children: [{ name: "档案", path: "/career/archive", children: null }] },
      { name: "我的", path: "/mine/index" },
    ]);
    expect(menu.map((item) => item.path)).toEqual(["/wel/index", "/career", "/mine/index"]);
    expect(menu[1]!.children[0]!.path).toBe("/career/archive");
    expect(menu[1]!.children[0]!.children).toEqual([]);
    expect(menu[0]!.children).toEqual([]);
  });
  it("merges new items without duplicates by name or by path", () => {
    const all = normaliseMenu([{ name: "首页", path: "/wel" }]);
    const merged = mergeMenus(all, [
      { name: "首页", path: "/other", children: [] },
      { name: "Home", path: "/wel/index", children: [] },
      { name: "志愿", path: "/volunteer/index", children: [] },
    ]);
    expect(merged.map((item) => item.name)).toEqual(["首页", "志愿"]);
  });
  it("builds the permission map from the leaves of the button tree", () => {
    expect(
      permissionMap([
        { code: "college", children: [{ code: "college_view" }, { code: "college_follow", children: [] }] },
        { code: "report_export" },
        { children: [{ code: "deep", children: [{ code: "deep_leaf" }] }] },
      ]),
    ).toEqual({ college_view: true, college_follow: true, report_export: true, deep_leaf: true });
  });
});

describe("tabs", () => {
  const college: Tab = { label: "院校", value: "/wel/colleges/index" };
  const major: Tab = { label: "专业", value: "/wel/major/index" };

  it("adds each visited route once, and skips routes that are not tabs", () => {
    let tabs = resetTabs();
    tabs = openTab(tabs, college);
    tabs = openTab(tabs, { ...college, label: "院校查询" });
    tabs = openTab(tabs, { label: "锁屏", value: "/lock", meta: { isTab: false } });
    expect(tabs.map((tab) => tab.value)).toEqual(["/wel/index", "/wel/colleges/index"]);
    expect(tabs[1]!.label).toBe("院校查询");
  });
  it("the only tab cannot be closed", () => {
    expect(canCloseTab([college], college.value)).toBe(false);
    expect(canCloseTab([WELCOME_TAB], WELCOME_TAB.value)).toBe(false);
  });
  it("the welcome tab cannot be closed while it is the first page", () => {
    expect(canCloseTab([WELCOME_TAB, college], WELCOME_TAB.value)).toBe(false);
    expect(canCloseTab([college, WELCOME_TAB], WELCOME_TAB.value)).toBe(true);
  });
  it("closing the active tab activates its neighbour; closing another keeps the active one", () => {
    const tabs = [WELCOME_TAB, college, major];
    expect(closeTab(tabs, major.value, major.value)).toEqual({ tabs: [WELCOME_TAB, college], active: college.value });
    expect(closeTab(tabs, college.value, college.value).active).toBe(major.value);
    expect(closeTab(tabs, college.value, WELCOME_TAB.value)).toEqual({ tabs: [WELCOME_TAB, major], active: WELCOME_TAB.value });
    expect(closeTab(tabs, WELCOME_TAB.value, WELCOME_TAB.value)).toEqual({ tabs, active: WELCOME_TAB.value });
  });
});

describe("stored records", () => {
  it("keys carry the site prefix", () => expect(storageKey("qihang", "token")).toBe("qihang-token"));
  it("round-trips content and marks session records", () => {
    const record = makeRecord({ a: 1 }, true, 42);
    expect(record).toEqual({ dataType: "object", content: { a: 1 }, type: true, datetime: 42 });
    expect(readRecord(JSON.stringify(record))).toEqual({ a: 1 });
    expect(makeRecord("x", false, 1)).not.toHaveProperty("type");
  });
  it("returns the raw value when the JSON cannot be parsed", () => {
    expect(readRecord("not json {")).toBe("not json {");
    expect(readRecord(null)).toBeUndefined();
    expect(readRecord("[1,2]")).toEqual([1, 2]);
  });
});
