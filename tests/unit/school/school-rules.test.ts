// The school page's rules (src/lib/rules/school.ts): address ↔ tab, the brief's labels, provinces, years and
// subject types, and the score-line series the trend chart draws.
import { describe, expect, it } from "vitest";
import {
  earlySeries,
  featureTags,
  hasTrend,
  isSchoolCode,
  natureKind,
  natureLabelKey,
  orderSubjectTypes,
  pageCount,
  pickProvince,
  pickYearType,
  resolveSchoolRoute,
  SCHOOL_TABS,
  schoolHref,
  scoreBatches,
  scoreSeries,
  scoreSubjectTypes,
  valueKey,
  type CollegeScoreRow,
  type EarlyPlanRecord,
} from "@/lib/rules/school";
import { allPortalMessages } from "@/lib/i18n/portal-areas";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import { PROVINCES } from "@/domain/provinces";

describe("school codes in addresses", () => {
  it.each(["10001", "90002", "A1b2", "123456789012"])("accepts %s", (code) => expect(isSchoolCode(code)).toBe(true));
  it.each(["", "1234567890123", "10001;", "../x", "北大", "10 01", null, undefined])("refuses %s", (code) => expect(isSchoolCode(code)).toBe(false));
});

describe("the seven tabs and the address ↔ tab mapping", () => {
  it("has the tabs of portal.md §2 in order, each with a string in both languages", () => {
    expect(SCHOOL_TABS.map((tab) => tab.id)).toEqual(["overview", "style", "guide", "scoreline", "plan", "prePlan", "preScoreline"]);
    expect(SCHOOL_TABS.map((tab) => tab.path)).toEqual(["index/detail", "picture", "guide/index", "scoreline", "plan", "prePlan", "preScoreline"]);
    for (const tab of SCHOOL_TABS) {
      expect(allPortalMessages.zh[tab.label], tab.label).toBeTruthy();
      expect(allPortalMessages.en[tab.label], tab.label).toBeTruthy();
    }
  });

  it("every tab's own path resolves to that tab", () => {
    for (const tab of SCHOOL_TABS) {
      const route = resolveSchoolRoute(tab.path);
      expect(route.kind, tab.path).toBe("page");
      if (route.kind === "page") expect(route.tab).toBe(tab.id);
    }
  });

  it("index and the bare school address redirect to index/detail; guide to guide/index", () => {
    expect(resolveSchoolRoute("index")).toEqual({ kind: "redirect", to: "index/detail" });
    expect(resolveSchoolRoute("index/")).toEqual({ kind: "redirect", to: "index/detail" });
    expect(resolveSchoolRoute("")).toEqual({ kind: "redirect", to: "index/detail" });
    expect(resolveSchoolRoute(undefined)).toEqual({ kind: "redirect", to: "index/detail" });
    expect(resolveSchoolRoute("guide")).toEqual({ kind: "redirect", to: "guide/index" });
  });

  it("maps the overview's two views and the brochure pages", () => {
    expect(resolveSchoolRoute("index/detail")).toEqual({ kind: "page", view: "detail", tab: "overview" });
    expect(resolveSchoolRoute("index/introduce")).toEqual({ kind: "page", view: "introduce", tab: "overview" });
    expect(resolveSchoolRoute("/picture/")).toEqual({ kind: "page", view: "picture", tab: "style" });
    expect(resolveSchoolRoute("guide/index")).toEqual({ kind: "page", view: "guideList", tab: "guide" });
    expect(resolveSchoolRoute("guide/42")).toEqual({ kind: "page", view: "guideDetail", tab: "guide", aid: "42" });
    expect(resolveSchoolRoute("preScoreline")).toEqual({ kind: "page", view: "preScoreline", tab: "preScoreline" });
  });

  it.each(["nope", "index/other", "guide/abc", "guide/1/2", "preplan", "Scoreline", "picture/1", "guide/" + "9".repeat(19)])("sends %s to /404", (rest) => {
    expect(resolveSchoolRoute(rest)).toEqual({ kind: "notFound" });
  });

  it("builds addresses below /wel/school/{code}/", () => {
    expect(schoolHref("10001", "index/detail")).toBe("/wel/school/10001/index/detail");
    expect(schoolHref("10001", "guide/7")).toBe("/wel/school/10001/guide/7");
  });
});

describe("the nature-type label", () => {
  it("is public, private, otherwise Sino-foreign / HK-Macao (portal.md §3)", () => {
    expect(natureKind("公办")).toBe("public");
    expect(natureKind("民办")).toBe("private");
    expect(natureKind("中外合作办学")).toBe("cooperative");
    expect(natureKind("内地与港澳台地区合作办学")).toBe("cooperative");
    expect(natureKind(" public ")).toBe("public");
    expect(natureKind("")).toBeNull();
    expect(natureKind(null)).toBeNull();
  });
  it("has a string in both languages for each kind", () => {
    for (const value of ["公办", "民办", "中外合作办学"]) {
      const key = natureLabelKey(value)!;
      expect(allPortalMessages.zh[key]).toBeTruthy();
      expect(allPortalMessages.en[key]).toBeTruthy();
    }
    expect(allPortalMessages.zh[natureLabelKey("公办")!]).toBe("公办");
    expect(allPortalMessages.en[natureLabelKey("民办")!]).toBe("Private");
    expect(allPortalMessages.en[natureLabelKey("中外合作办学")!]).toMatch(/Sino-foreign/);
  });
});

describe("feature tags from the comma string", () => {
  it("splits on ASCII and full-width commas and 、, trimming and dropping empties and repeats", () => {
    expect(featureTags("985,211,双一流,强基计划")).toEqual(["985", "211", "双一流", "强基计划"]);
    expect(featureTags(" 985， 211 、双一流,,211, ")).toEqual(["985", "211", "双一流"]);
    expect(featureTags("")).toEqual([]);
    expect(featureTags(null)).toEqual([]);
  });
  it("names known tags in English and leaves unknown ones as written", () => {
    expect(allPortalMessages.en[valueKey("feature", "双一流")!]).toBe("Double First-Class");
    expect(allPortalMessages.en[valueKey("feature", "强基计划")!]).toBe("Strong Foundation");
    expect(valueKey("feature", "卓越计划")).toBeNull();
  });
});

describe("values the server sends in Chinese", () => {
  it("have keys present in both languages", () => {
    const samples: [Parameters<typeof valueKey>[0], string][] = [
      ["category", "综合"], ["category", "理工"], ["category", "军事"], ["level", "本科"], ["level", "专科"],
      ["subjectType", "物理类"], ["subjectType", "历史类"], ["subjectType", "综合"], ["batch", "本科批"], ["batch", "本科提前批"],
    ];
    for (const [kind, value] of samples) {
      const key = valueKey(kind, value);
      expect(key, `${kind} ${value}`).not.toBeNull();
      expect(allPortalMessages.zh[key!]).toBeTruthy();
      expect(allPortalMessages.en[key!]).toBeTruthy();
    }
    expect(valueKey("batch", "地方专项批")).toBeNull();
  });
});

describe("provinces, years and subject types", () => {
  it("score provinces are the mainland's 31, the same as the admission rules' provinces", () => {
    expect(MAINLAND_CODES).toHaveLength(31);
    expect(MAINLAND_CODES).not.toContain("71");
    expect([...MAINLAND_CODES].sort()).toEqual(PROVINCES.map((p) => p.code).sort());
  });
  it("opens in the user's province, else the school's, else Beijing", () => {
    expect(pickProvince("44", "11")).toBe("44");
    expect(pickProvince("", "32")).toBe("32");
    expect(pickProvince("81", "99")).toBe("11");
    expect(pickProvince(null, null)).toBe("11");
  });
  it("orders subject types physics before history, science before arts", () => {
    expect(orderSubjectTypes(["历史类", "物理类"])).toEqual(["物理类", "历史类"]);
    expect(orderSubjectTypes(["文科", "理科", "文科"])).toEqual(["理科", "文科"]);
    expect(orderSubjectTypes(["其他", "综合"])).toEqual(["综合", "其他"]);
  });
  it("picks the wanted year and type when present, else the newest year and its first type", () => {
    const list = [{ year: 2024, subjectTypes: ["历史类", "物理类"] }, { year: 2025, subjectTypes: ["历史类", "物理类"] }, { year: 2020, subjectTypes: ["文科", "理科"] }];
    expect(pickYearType(list)).toEqual({ year: 2025, subjectType: "物理类" });
    expect(pickYearType(list, 2024, "历史类")).toEqual({ year: 2024, subjectType: "历史类" });
    expect(pickYearType(list, 2020, "物理类")).toEqual({ year: 2020, subjectType: "理科" });
    expect(pickYearType(list, 1999)).toEqual({ year: 2025, subjectType: "物理类" });
    expect(pickYearType([])).toBeNull();
    expect(pickYearType([{ year: 2025, subjectTypes: [] }])).toBeNull();
  });
});

describe("score-line series for the chart", () => {
  const row = (year: number, subjectType: string, batch: string, minScore: number | null, minRank: number | null): CollegeScoreRow => ({
    year, subjectType, batch, minScore, minRank, avgScore: minScore == null ? null : minScore + 5, maxScore: minScore == null ? null : minScore + 10, planCount: 10, sample: true,
  });
  const map: Record<string, CollegeScoreRow[]> = {
    "2025": [row(2025, "物理类", "本科批", 650, 3000), row(2025, "历史类", "本科批", 620, 1500)],
    "2023": [row(2023, "物理类", "本科批", 640, 3300), row(2023, "物理类", "本科提前批", 600, 9000)],
    "2024": [row(2024, "物理类", "本科批", null, null)],
  };

  it("lists the subject types and batches present", () => {
    expect(scoreSubjectTypes(map)).toEqual(["物理类", "历史类"]);
    expect(scoreBatches(map, "物理类")).toEqual(["本科批", "本科提前批"]);
    expect(scoreBatches(map, "历史类")).toEqual(["本科批"]);
    expect(scoreSubjectTypes({})).toEqual([]);
  });

  it("gives one point per year, oldest first, for one subject type and batch", () => {
    const points = scoreSeries(map, "物理类", "本科批");
    expect(points.map((point) => point.year)).toEqual([2023, 2024, 2025]);
    expect(points[0]).toEqual({ year: 2023, minScore: 640, minRank: 3300, avgScore: 645, maxScore: 650, planCount: 10, sample: true });
    expect(points[1]!.minScore).toBeNull();
    expect(scoreSeries(map, "物理类", "本科提前批").map((point) => point.minScore)).toEqual([600]);
    expect(scoreSeries(null, "物理类", "本科批")).toEqual([]);
  });

  it("draws a chart only with two years of lowest scores", () => {
    expect(hasTrend(scoreSeries(map, "物理类", "本科批"))).toBe(true);
    expect(hasTrend(scoreSeries(map, "历史类", "本科批"))).toBe(false);
    expect(hasTrend([])).toBe(false);
  });

  it("early batch: per year the lowest major score, the largest minimum rank and the plan total", () => {
    const record = (year: number, subjectType: string, batch: string, majors: [number | null, number | null, number][]): EarlyPlanRecord => ({
      collegeCode: "10041", year, subjectType, batch, planCount: majors.reduce((sum, major) => sum + major[2], 0), sample: true,
      majors: majors.map(([minScore, minRank, planCount], index) => ({ majorCode: `0${index}`, majorName: `m${index}`, minScore, minRank, planCount })),
    });
    const records = [
      record(2025, "物理类", "本科提前批", [[546, 25971, 7], [534, 32181, 6]]),
      record(2024, "物理类", "本科提前批", [[540, 28000, 5]]),
      record(2024, "物理类", "专科提前批", [[480, 90000, 2]]),
      record(2025, "历史类", "本科提前批", [[527, 22396, 6]]),
      record(2023, "物理类", "本科提前批", [[null, null, 3]]),
    ];
    const points = earlySeries(records, "物理类");
    expect(points.map((point) => [point.year, point.minScore, point.minRank, point.planCount])).toEqual([
      [2023, null, null, 3],
      [2024, 480, 90000, 7],
      [2025, 534, 32181, 13],
    ]);
    expect(points.every((point) => point.sample)).toBe(true);
    expect(earlySeries(records, "综合")).toEqual([]);
  });
});

describe("small helpers", () => {
  it("page count is at least one", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
  });
});
