import { describe, expect, it } from "vitest";
import { pt, type PortalKey } from "@/lib/i18n/portal";
import "@/lib/i18n/portal-majors";
import {
  batchText, branchCodes, countAtDepth, countLeaves, degreeText, findNode, findPath, flagKeys, isMajorCode, isProfessionCode,
  isRouteCode, latestScores, levelLabelKey, levelOfCode, majorDepth, majorHref, majorIndexHref, nodeKindKey, parseRequirement,
  professionCategoryOf, professionListBody, PROFESSION_PAGE_INDEX, PROFESSION_PAGE_SIZE, requirementSummary, requirementText, schoolHref,
  subjectTypeText, yearsOf, yearsText, type ScoreRow, type TreeNode,
} from "@/lib/rules/majors";

const zh = (key: PortalKey, vars?: Record<string, string | number>) => pt("zh", key, vars);
const en = (key: PortalKey, vars?: Record<string, string | number>) => pt("en", key, vars);

const leaf = (code: string, name: string): TreeNode => ({ code, name, children: [] });
const tree: TreeNode[] = [
  { code: "07", name: "理学", children: [{ code: "0701", name: "数学类", children: [leaf("070101", "数学与应用数学"), leaf("070102", "信息与计算科学")] }] },
  {
    code: "08", name: "工学", children: [
      { code: "0809", name: "计算机类", children: [leaf("080901", "计算机科学与技术"), leaf("080902", "软件工程")] },
      { code: "0810", name: "土木类", children: [leaf("081001", "土木工程")] },
    ],
  },
  { code: "14", name: "交叉学科", children: [] },
];

describe("tree helpers", () => {
  it("finds the path from the root to a node, or null", () => {
    expect(findPath(tree, "080902")?.map((node) => node.code)).toEqual(["08", "0809", "080902"]);
    expect(findPath(tree, "0810")?.map((node) => node.name)).toEqual(["工学", "土木类"]);
    expect(findPath(tree, "07")?.map((node) => node.code)).toEqual(["07"]);
    expect(findPath(tree, "999999")).toBeNull();
    expect(findPath([], "07")).toBeNull();
    expect(findNode(tree, "081001")?.name).toBe("土木工程");
    expect(findNode(tree, "0000")).toBeNull();
  });

  it("counts nodes by depth and leaves", () => {
    expect(countAtDepth(tree, 1)).toBe(3);
    expect(countAtDepth(tree, 2)).toBe(3);
    expect(countAtDepth(tree, 3)).toBe(5);
    // An empty 门类 (a keyword matched its name only) has no majors, though as a node it is a leaf.
    expect(countAtDepth(tree[2]!.children, 2)).toBe(0);
    expect(countLeaves(tree[1]!)).toBe(3);
    expect(countLeaves(leaf("1", "x"))).toBe(1);
  });

  it("lists every branch that has children (what a search opens)", () => {
    expect(branchCodes(tree)).toEqual(["07", "0701", "08", "0809", "0810"]);
  });

  it("links branches to the class page and majors to the major page", () => {
    expect(majorHref(tree[1]!.children[0]!)).toBe("/wel/major/middle/0809");
    expect(majorHref(leaf("080901", ""))).toBe("/wel/major/small/080901");
    expect(majorIndexHref("ben")).toBe("/wel/major/index");
    expect(majorIndexHref("zhuan")).toBe("/wel/major/index?level=zhuan");
    expect(schoolHref("10001")).toBe("/wel/school/10001/index/detail");
  });

  it("names the category a profession sits in", () => {
    const jobs: TreeNode[] = [{ code: "2", name: "专业技术人员", children: [{ code: "2-02", name: "工程技术人员", children: [leaf("2-02-10-01", "软件工程师")] }] }];
    expect(professionCategoryOf(jobs, "2-02-10-01")).toBe("2-02");
    expect(professionCategoryOf(jobs, "2")).toBeNull();
    expect(professionCategoryOf(jobs, "9-99")).toBeNull();
  });
});

describe("levels and codes", () => {
  it("labels 本科 and 专科 in both languages", () => {
    expect(zh(levelLabelKey("ben"))).toBe("本科");
    expect(zh(levelLabelKey("zhuan"))).toBe("专科");
    expect(en(levelLabelKey("ben"))).toMatch(/Undergraduate/);
    expect(en(levelLabelKey("zhuan"))).toMatch(/Vocational/);
  });

  it("tells the catalogue from the code: 专科 大类 are 41–59", () => {
    expect(levelOfCode("080901")).toBe("ben");
    expect(levelOfCode("01")).toBe("ben");
    expect(levelOfCode("1401")).toBe("ben");
    expect(levelOfCode("510203")).toBe("zhuan");
    expect(levelOfCode("46")).toBe("zhuan");
    expect(levelOfCode("5902")).toBe("zhuan");
    expect(levelOfCode("60")).toBe("ben");
    expect(levelOfCode("abc")).toBe("ben");
  });

  it("gives a node's depth and kind", () => {
    expect(majorDepth("08")).toBe(1);
    expect(majorDepth("0809")).toBe(2);
    expect(majorDepth("080901")).toBe(3);
    expect(majorDepth("020203TK")).toBe(3);
    expect(majorDepth("8")).toBeNull();
    expect(majorDepth("0809010")).toBeNull();
    expect(zh(nodeKindKey("ben", 1))).toBe("门类");
    expect(zh(nodeKindKey("zhuan", 1))).toBe("专业大类");
    expect(zh(nodeKindKey("ben", 2))).toBe("专业类");
    expect(zh(nodeKindKey("zhuan", 3))).toBe("专业");
  });

  it("accepts route codes of letters, digits and dashes up to 12", () => {
    expect(isRouteCode("080901")).toBe(true);
    expect(isRouteCode("2-02-10-01")).toBe(true);
    expect(isRouteCode("ABC-123")).toBe(true);
    expect(isRouteCode("123456789012")).toBe(true);
    expect(isRouteCode("1234567890123")).toBe(false);
    expect(isRouteCode("")).toBe(false);
    expect(isRouteCode("08 09")).toBe(false);
    expect(isRouteCode("<script>")).toBe(false);
    expect(isRouteCode("08%27")).toBe(false);
    expect(isRouteCode(undefined)).toBe(false);
  });

  it("checks the formats the server's detail calls accept", () => {
    expect(isMajorCode("080901")).toBe(true);
    expect(isMajorCode("0809")).toBe(true);
    expect(isMajorCode("020203TK")).toBe(true);
    expect(isMajorCode("08")).toBe(false);
    expect(isMajorCode("08090")).toBe(false);
    expect(isMajorCode("ABC")).toBe(false);
    expect(isProfessionCode("2-02-10-01")).toBe(true);
    expect(isProfessionCode("2")).toBe(true);
    expect(isProfessionCode("2-")).toBe(false);
    expect(isProfessionCode("2--1")).toBe(false);
    expect(isProfessionCode("-2")).toBe(false);
    expect(isProfessionCode("A-1")).toBe(false);
  });
});

describe("subject requirements", () => {
  it("reads the server's requirement text", () => {
    expect(parseRequirement("不限")).toEqual({ kind: "none" });
    expect(parseRequirement("")).toEqual({ kind: "none" });
    expect(parseRequirement(null)).toEqual({ kind: "none" });
    expect(parseRequirement("物理")).toEqual({ kind: "all", subjects: ["物理"] });
    expect(parseRequirement("物理+化学")).toEqual({ kind: "all", subjects: ["物理", "化学"] });
    expect(parseRequirement("物理和化学")).toEqual({ kind: "all", subjects: ["物理", "化学"] });
    expect(parseRequirement("首选物理，再选化学")).toEqual({ kind: "other", text: "首选物理，再选化学" });
    expect(parseRequirement("物理/历史")).toEqual({ kind: "any", subjects: ["物理", "历史"] });
    expect(parseRequirement("化学或生物")).toEqual({ kind: "any", subjects: ["化学", "生物"] });
    expect(parseRequirement("政治")).toEqual({ kind: "all", subjects: ["思想政治"] });
    expect(parseRequirement("音乐")).toEqual({ kind: "other", text: "音乐" });
  });

  it("words them in both languages", () => {
    expect(requirementText("不限", zh)).toBe("不限选考科目");
    expect(requirementText("不限", en)).toBe("No subject requirement");
    expect(requirementText("物理", zh)).toBe("须选物理");
    expect(requirementText("化学", en)).toBe("Chemistry required");
    expect(requirementText("物理+化学", zh)).toBe("须同时选物理和化学");
    expect(requirementText("物理+化学+生物", en)).toBe("Physics, Chemistry and Biology required");
    expect(requirementText("物理/历史", zh)).toBe("物理或历史选一门即可");
    expect(requirementText("物理/历史", en)).toBe("Either Physics or History");
    expect(requirementText("音乐", en)).toBe("音乐");
  });

  it("summarises the requirements of admission rows by colleges, most common first", () => {
    const rows = [
      { collegeCode: "10001", subjectRequirement: "物理" },
      { collegeCode: "10001", subjectRequirement: "物理" },
      { collegeCode: "10002", subjectRequirement: "不限" },
      { collegeCode: "10003", subjectRequirement: "物理" },
      { collegeCode: "10004", subjectRequirement: "" },
      { collegeCode: "10005", subjectRequirement: "不限" },
      { collegeCode: "10006", subjectRequirement: "化学" },
    ];
    expect(requirementSummary(rows)).toEqual([
      { text: "不限", count: 3 },
      { text: "物理", count: 2 },
      { text: "化学", count: 1 },
    ]);
    expect(requirementSummary([])).toEqual([]);
    expect(requirementSummary([{ subjectRequirement: "物理" }, { subjectRequirement: "物理" }])).toEqual([{ text: "物理", count: 2 }]);
  });
});

describe("degree, length of study, flags, admission words", () => {
  it("keeps the degree in Chinese and translates it in English", () => {
    expect(degreeText("工学学士", "zh", zh)).toBe("工学学士");
    expect(degreeText("工学学士", "en", en)).toBe("Bachelor of Engineering");
    expect(degreeText("管理学或工学学士", "en", en)).toBe("Bachelor of Management / Engineering");
    expect(degreeText("", "en", en)).toBe("");
    expect(degreeText("文学硕士", "en", en)).toBe("文学硕士");
  });

  it("reads the length of study", () => {
    expect(yearsOf("四年")).toBe(4);
    expect(yearsOf("五年")).toBe(5);
    expect(yearsOf("三年制")).toBe(3);
    expect(yearsOf("4")).toBe(4);
    expect(yearsOf(5)).toBe(5);
    expect(yearsOf("")).toBeNull();
    expect(yearsOf("弹性学制")).toBeNull();
    expect(yearsText("四年", zh)).toBe("4 年");
    expect(yearsText("五年", en)).toBe("5 years");
    expect(yearsText("弹性学制", en)).toBe("弹性学制");
  });

  it("names the T and K flags", () => {
    expect(flagKeys("")).toEqual([]);
    expect(flagKeys("T")).toEqual(["majors.flag.T"]);
    expect(flagKeys("TK")).toEqual(["majors.flag.T", "majors.flag.K"]);
    expect(zh("majors.flag.K")).toBe("国家控制布点专业");
  });

  it("translates subject types and batches it knows, keeps the others", () => {
    expect(subjectTypeText("物理类", zh)).toBe("物理类");
    expect(subjectTypeText("物理类", en)).toBe("Physics track");
    expect(subjectTypeText("艺术类", en)).toBe("艺术类");
    expect(batchText("本科批", en)).toBe("Undergraduate batch");
    expect(batchText("专项批", en)).toBe("专项批");
  });
});

describe("profession list query", () => {
  it("defaults to page 1, size 10, by code (portal.md §9)", () => {
    expect(PROFESSION_PAGE_INDEX).toBe(1);
    expect(PROFESSION_PAGE_SIZE).toBe(10);
    expect(professionListBody()).toEqual({ hits: false, pageIndex: 1, pageSize: 10 });
    expect(professionListBody({ pageIndex: 0, pageSize: -5 })).toEqual({ hits: false, pageIndex: 1, pageSize: 10 });
    expect(professionListBody({ pageIndex: 1.5 })).toMatchObject({ pageIndex: 1 });
  });

  it("passes hits, page, a trimmed keyword and the category", () => {
    expect(professionListBody({ hits: true, pageIndex: 3, pageSize: 20, keyword: "  工程师 ", parentCode: "2-02" }))
      .toEqual({ hits: true, pageIndex: 3, pageSize: 20, keyword: "工程师", parentCode: "2-02" });
    expect(professionListBody({ keyword: "   ", parentCode: "" })).toEqual({ hits: false, pageIndex: 1, pageSize: 10 });
  });
});

describe("latest scores", () => {
  const row = (over: Partial<ScoreRow>): ScoreRow => ({ majorCode: "080901", year: 2025, subjectType: "物理类", batch: "本科批", minScore: 600, minRank: 1000, ...over });
  it("keeps only the major's rows of the newest year, one per subject type and batch", () => {
    const rows = [
      row({ year: 2024, minScore: 610 }),
      row({ year: 2025, minScore: 620 }),
      row({ year: 2025, subjectType: "历史类", minScore: 590 }),
      row({ year: 2025, majorCode: "080902", minScore: 640 }),
      row({ year: 2025, minScore: 615 }),
      row({ year: 2026, minScore: null }),
    ];
    const latest = latestScores(rows, "080901");
    expect(latest.map((r) => [r.year, r.subjectType, r.minScore])).toEqual([
      [2025, "历史类", 590],
      [2025, "物理类", 620],
    ]);
    expect(latestScores(rows, "080901T")).toHaveLength(2);
    expect(latestScores(rows, "070101")).toEqual([]);
    expect(latestScores([], "080901")).toEqual([]);
  });
});
