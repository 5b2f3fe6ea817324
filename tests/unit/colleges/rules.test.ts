import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  addToContrast,
  batchKey,
  canCompare,
  categoryKey,
  collegeListHref,
  contrastHref,
  CONTRAST_MAX,
  DEFAULT_FILTER,
  emblemHue,
  emblemText,
  featureKey,
  featureTags,
  filterFromQuery,
  filterToQuery,
  filterToRequest,
  flattenMajorTree,
  guideSearchHref,
  majorClassHref,
  majorHref,
  majorListHref,
  professionHref,
  professionListHref,
  guideUrl,
  latestScoreLines,
  natureKind,
  parseContrastCodes,
  placeParts,
  rankMajors,
  removeFromContrast,
  schoolHref,
  subjectTypeKey,
  toggleContrast,
  withFilter,
  type CollegeFilter,
  type ScoreLine,
} from "@/lib/rules/colleges";
import { pageItems } from "@/lib/rules/pager";

describe("filter state ↔ address", () => {
  it("reads every filter from the query and drops unknown values", () => {
    const filter = filterFromQuery("?keyword=北京&province=11&category=理工&nature=公办&feature=211,985,xx&level=本科&sort=hits&page=3&size=20");
    expect(filter).toEqual({ keyword: "北京", province: "11", category: "理工", natureType: "公办", features: ["985", "211"], level: "本科", sort: "hits", page: 3, size: 20 });
    expect(filterFromQuery("province=99&category=外星&nature=x&level=硕士&sort=random&page=-2&size=7")).toEqual({ ...DEFAULT_FILTER, features: [] });
    expect(filterFromQuery("page=1.5").page).toBe(1);
    expect(filterFromQuery(new URLSearchParams({ keywords: "医学" })).keyword).toBe("医学");
  });

  it("writes only what differs from the defaults, and reads back the same filter", () => {
    expect(filterToQuery({ ...DEFAULT_FILTER, features: [] })).toBe("");
    const filter: CollegeFilter = { keyword: "大学", province: "44", category: "综合", natureType: "民办", features: ["双一流", "985"], level: "专科", sort: "code", page: 2, size: 50 };
    const query = filterToQuery(filter);
    expect(query).toContain("feature=985%2C%E5%8F%8C%E4%B8%80%E6%B5%81");
    expect(filterFromQuery(query)).toEqual({ ...filter, features: ["985", "双一流"] });
  });

  it("builds the list-by-page body from the filter", () => {
    expect(filterToRequest({ ...DEFAULT_FILTER, features: [] })).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(filterToRequest({ ...DEFAULT_FILTER, keyword: "理工", province: "42", features: ["211"], level: "本科", sort: "hits", page: 4, size: 20 })).toEqual({
      pageIndex: 4, pageSize: 20, keyword: "理工", province: "42", feature: ["211"], level: "本科", sort: "hits",
    });
  });

  it("goes back to page 1 when a filter changes and counts the filters set", () => {
    const base = { ...DEFAULT_FILTER, features: [], page: 5 };
    expect(withFilter(base, { province: "11" })).toMatchObject({ province: "11", page: 1 });
    expect(activeFilterCount({ ...base, province: "11", level: "本科", features: ["985", "211"], keyword: "x" })).toBe(4);
  });
});

describe("a college's facts", () => {
  it("labels the nature type public, private, otherwise co-operative", () => {
    expect(natureKind("公办")).toBe("public");
    expect(natureKind("民办")).toBe("private");
    expect(natureKind("中外合作办学")).toBe("cooperative");
    expect(natureKind("内地与港澳台地区合作办学")).toBe("cooperative");
    expect(natureKind("1")).toBe("public");
    expect(natureKind("")).toBeNull();
    expect(natureKind(undefined)).toBeNull();
  });

  it("splits the feature string into tags", () => {
    expect(featureTags("985,211,双一流,强基计划")).toEqual(["985", "211", "双一流", "强基计划"]);
    expect(featureTags(" 211， 双一流,,211 ")).toEqual(["211", "双一流"]);
    expect(featureTags("")).toEqual([]);
    expect(featureTags(null)).toEqual([]);
    expect(featureKey("双一流")).toBe("doubleFirst");
    expect(featureKey("强基计划")).toBe("strongBase");
    expect(featureKey("省重点")).toBeNull();
    expect(categoryKey("理工")).toBe("engineering");
    expect(categoryKey("未知")).toBeNull();
  });

  it("names the city only when it differs from the province; placeholder emblems are stable", () => {
    expect(placeParts("北京市", "北京市")).toEqual(["北京市"]);
    expect(placeParts("湖北省", "武汉市")).toEqual(["湖北省", "武汉市"]);
    expect(placeParts("", "")).toEqual([]);
    // a college's placeholder colour follows from its code alone (the same on every load and every release, not
    // random or per session), neighbouring codes are told apart, and every hue is a colour-wheel angle
    expect(emblemHue("10001")).toBe(2);
    expect(emblemHue("10003")).toBe(4);
    expect(emblemHue("10558")).not.toBe(emblemHue("10001"));
    for (const code of ["10001", "10003", "10558", "90123", "1", ""]) {
      expect(emblemHue(code)).toBeGreaterThanOrEqual(0);
      expect(emblemHue(code)).toBeLessThan(360);
    }
    expect(emblemText("中国人民大学")).toBe("人");
    expect(emblemText("北京大学")).toBe("北");
  });
});

describe("comparison", () => {
  it("holds two to four distinct colleges", () => {
    let codes: string[] = [];
    for (const code of ["10001", "10003", "10002", "10246"]) codes = addToContrast(codes, code).codes;
    expect(codes).toHaveLength(CONTRAST_MAX);
    expect(addToContrast(codes, "10284")).toEqual({ codes, outcome: "full" });
    expect(addToContrast(["10001"], "10001").outcome).toBe("present");
    expect(addToContrast([], "abc").outcome).toBe("invalid");
    expect(removeFromContrast(codes, "10003")).toEqual(["10001", "10002", "10246"]);
    expect(toggleContrast(["10001"], "10001")).toEqual({ codes: [], outcome: "removed" });
    expect(toggleContrast(["10001"], "10003")).toEqual({ codes: ["10001", "10003"], outcome: "added" });
    expect(canCompare(["10001"])).toBe(false);
    expect(canCompare(["10001", "10003"])).toBe(true);
    expect(canCompare(codes)).toBe(true);
    expect(canCompare([...codes, "10284"])).toBe(false);
  });

  it("reads ?codes= safely and writes it back", () => {
    expect(parseContrastCodes("10001,10003,10001,x,123456,10002,10246,10284")).toEqual(["10001", "10003", "10002", "10246"]);
    expect(parseContrastCodes(null)).toEqual([]);
    expect(contrastHref(["10001", "10003"])).toBe("/wel/contrast?codes=10001,10003");
    expect(contrastHref([])).toBe("/wel/contrast");
  });

  it("takes the newest year's score lines and notices sample rows", () => {
    const line = (year: number, subjectType: string, sample = true): ScoreLine => ({ year, subjectType, batch: "本科批", minScore: 600, minRank: 1000, sample });
    const latest = latestScoreLines({ "2024": [line(2024, "物理类")], "2025": [line(2025, "物理类"), line(2025, "历史类")], "2023": [] });
    expect(latest?.year).toBe(2025);
    expect(latest?.lines.map((l) => l.subjectType)).toEqual(["历史类", "物理类"].sort((a, b) => a.localeCompare(b, "zh")));
    expect(latest?.sample).toBe(true);
    expect(latestScoreLines({ "2025": [line(2025, "综合", false)] })?.sample).toBe(false);
    expect(latestScoreLines({})).toBeNull();
    expect(latestScoreLines({ "2025": [] })).toBeNull();
    expect(latestScoreLines(null)).toBeNull();
    expect(subjectTypeKey("物理类")).toBe("physics");
    expect(subjectTypeKey("艺术类")).toBeNull();
    expect(batchKey("本科提前批")).toBe("benEarly");
    expect(batchKey("国家专项")).toBeNull();
  });
});

describe("paging and search results", () => {
  it("offers the first, last and nearby pages with gaps", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(10, 18)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 18]);
    expect(pageItems(1, 18)).toEqual([1, 2, 3, "gap", 18]);
  });

  it("flattens a filtered major tree into majors and matching major classes", () => {
    const tree = [
      { code: "08", name: "工学", children: [
        { code: "0809", name: "计算机类", children: [{ code: "080901", name: "计算机科学与技术", children: [] }] },
        { code: "0807", name: "电子信息类", children: [{ code: "080717", name: "人工智能", children: [] }] },
      ] },
    ];
    const { majors, classes } = flattenMajorTree(tree, "ben", "计算机");
    expect(majors.map((m) => m.code)).toEqual(["080901", "080717"]);
    expect(majors[0]).toMatchObject({ level: "ben", path: ["工学", "计算机类"], classCode: "0809" });
    expect(classes).toEqual([{ code: "0809", name: "计算机类", level: "ben", discipline: "工学" }]);
    expect(flattenMajorTree(null, "zhuan", "x")).toEqual({ majors: [], classes: [] });
    const ranked = rankMajors([
      { code: "510201", name: "计算机应用技术", level: "zhuan", path: [], classCode: "" },
      { code: "080999", name: "量子计算机", level: "ben", path: [], classCode: "" },
      { code: "080901", name: "计算机科学与技术", level: "ben", path: [], classCode: "" },
    ], "计算机");
    expect(ranked.map((m) => m.code)).toEqual(["080901", "510201", "080999"]);
  });

  it("links to school pages, lists and guides of the reader's language", () => {
    expect(schoolHref("10001")).toBe("/wel/school/10001/index/detail");
    expect(collegeListHref("计算机")).toBe("/wel/colleges/index?keyword=%E8%AE%A1%E7%AE%97%E6%9C%BA");
    expect(majorHref("080901")).toBe("/wel/major/small/080901");
    expect(majorClassHref("0809")).toBe("/wel/major/middle/0809");
    expect(majorListHref("计算机")).toBe("/wel/major/index?q=%E8%AE%A1%E7%AE%97%E6%9C%BA");
    expect(majorListHref("计算机", "zhuan")).toBe("/wel/major/index?level=zhuan&q=%E8%AE%A1%E7%AE%97%E6%9C%BA");
    expect(professionHref("2-02-10-01")).toBe("/wel/job/middle/2-02-10-01");
    expect(professionListHref("工程师")).toBe("/wel/job/index?q=%E5%B7%A5%E7%A8%8B%E5%B8%88");
    expect(guideSearchHref("en", "强基")).toBe("/en/search?q=%E5%BC%BA%E5%9F%BA");
    expect(guideSearchHref("zh", "强基")).toBe("/search?q=%E5%BC%BA%E5%9F%BA");
    expect(guideUrl("/guides/strong-foundation/", "zh")).toBe("/guides/strong-foundation");
    expect(guideUrl("/en/guides/strong-foundation/", "en")).toBe("/en/guides/strong-foundation");
    expect(guideUrl("/en/guides/strong-foundation/", "zh")).toBeNull();
    expect(guideUrl("/guides/", "zh")).toBeNull();
    expect(guideUrl("/login", "zh")).toBeNull();
  });
});
