import { describe, expect, it } from "vitest";
import { draftSheetRows, readDraftSheet, sheetHeader, type SheetUnit } from "@/domain/volunteer/draft-sheet";

const scope = { provinceCode: "44", provinceName: "广东", year: 2026, batch: "本科批", subjectType: "物理类", planName: "方案一" };
const units = new Map<string, SheetUnit>([
  ["10558-201", { unitKey: "10558-201", collegeEnrollCode: "10558", collegeName: "中山大学", unitCode: "201", name: "第201组", majors: [{ name: "计算机科学与技术", code: "080901" }, { name: "数学与应用数学", code: "070101" }] }],
  ["10590-203", { unitKey: "10590-203", collegeEnrollCode: "10590", collegeName: "深圳大学", unitCode: "203", name: "第203组", majors: [{ name: "软件工程", code: "080902" }] }],
]);
const entries = [
  { unitKey: "10558-201", majors: ["计算机科学与技术", "数学与应用数学"], adjust: false },
  { unitKey: "10590-203", majors: ["软件工程"], adjust: true },
];

describe("the 草表", () => {
  it("has the province's columns for each mode", () => {
    expect(sheetHeader("group", 6)).toEqual(["志愿序号", "院校代号", "院校名称", "专业组代码", "专业1", "专业2", "专业3", "专业4", "专业5", "专业6", "是否服从调剂", "单位标识"]);
    expect(sheetHeader("major", 1)).toEqual(["志愿序号", "院校代号", "院校名称", "专业代号", "专业名称", "单位标识"]);
    expect(sheetHeader("college", 4)).toEqual(["志愿序号", "院校代号", "院校名称", "专业1", "专业2", "专业3", "专业4", "是否服从专业调剂", "单位标识"]);
  });

  it("writes one row per entry with the chosen majors as code and name, and 服从调剂 as 是/否", () => {
    const rows = draftSheetRows("group", 6, scope, entries, units);
    expect(rows[0]).toEqual(["广东2026年本科批志愿草表（方案一）"]);
    expect(rows[3]).toEqual([1, "10558", "中山大学", "201", "080901 计算机科学与技术", "070101 数学与应用数学", "", "", "", "", "否", "10558-201"]);
    expect(rows[4]).toEqual([2, "10590", "深圳大学", "203", "080902 软件工程", "", "", "", "", "", "是", "10590-203"]);
  });

  it("names the province as a family reads it (广东, not 44), and still reads a file that gives the code", () => {
    const rows = draftSheetRows("group", 6, scope, entries, units);
    const scopeLine = rows.find((r) => String(r[0]).startsWith("方案范围") || r.some((c) => String(c).startsWith("省份=")))!;
    expect(scopeLine).toContain("省份=广东");
    expect(scopeLine.join()).not.toContain("省份=44");
    const older = rows.map((r) => r.map((c) => (c === "省份=广东" ? "省份=44" : c)));
    expect(readDraftSheet(older).scope.provinceCode).toBe("44");
  });

  it("reads back exactly what it wrote: the scope and every entry", () => {
    for (const mode of ["group", "college"] as const) {
      const read = readDraftSheet(draftSheetRows(mode, 6, scope, entries, units));
      expect(read.problems).toEqual([]);
      expect(read.scope).toEqual({ provinceCode: "44", year: 2026, batch: "本科批", subjectType: "物理类", planName: "方案一" });
      expect(read.entries.map(({ row: _r, ...e }) => e)).toEqual(entries);
    }
    const majorMode = readDraftSheet(draftSheetRows("major", 1, scope, [{ unitKey: "10590-203", majors: [], adjust: false }], units));
    expect(majorMode.entries.map(({ row: _r, ...e }) => e)).toEqual([{ unitKey: "10590-203", majors: [], adjust: true }]);
  });

  it("finds a unit from its codes when the key column is gone, and names the rows it cannot read", () => {
    const rows = draftSheetRows("group", 6, scope, entries, units).map((r) => r.slice(0, 11));
    rows[4]![1] = "99999";
    const read = readDraftSheet(rows, (college, group) => (college === "10558" && group === "201" ? "10558-201" : null));
    expect(read.entries.map((e) => e.unitKey)).toEqual(["10558-201"]);
    expect(read.problems).toEqual([{ row: 5, message: expect.stringContaining("找不到") }]);
    expect(readDraftSheet([["随便什么"]]).problems[0]!.message).toContain("表头");
  });
});
