import { describe, expect, it } from "vitest";
import { fallbackLowestLine, rankTableProblems, rowDropProblems, tableUsable, type TableRowAt } from "@/domain/import-plausibility";
import { findProvince, publishedBatch, refusedBatch } from "@/domain/provinces";

/** a table from the top score down with `n` candidates per score, lines from 2 */
const table = (top: number, bottom: number, n = 100): TableRowAt[] =>
  Array.from({ length: top - bottom + 1 }, (_, i) => ({ line: i + 2, score: top - i, count: n, cumulative: n * (i + 1) }));

const facts = (rows: TableRowAt[], over: Partial<Parameters<typeof rankTableProblems>[0]> = {}) => ({
  scope: "37/2022/综合", rows, lowestLine: 150, lowestLineFrom: "2022年专科批线", lastYearTotal: null, lastYearFrom: "本文件 2021 年的表", ...over,
});

describe("rankTableProblems", () => {
  it("accepts a full table whose pool is near last year's", () => {
    const rows = table(690, 150);
    expect(rankTableProblems(facts(rows, { lastYearTotal: rows.at(-1)!.cumulative * 0.9 }))).toEqual([]);
  });

  it("refuses a table that stops above the province's lowest line, naming its last line and the line", () => {
    const rows = table(700, 699);
    const [p, ...rest] = rankTableProblems(facts(rows));
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ rule: "reaches-lowest-line", line: 3, field: "score" });
    expect(p!.message).toContain("只到 699 分");
    expect(p!.message).toContain("2022年专科批线 150");
  });

  it("refuses a pool below half or above twice last year's, and accepts the edges", () => {
    const rows = table(690, 150); // 54,100 candidates
    const total = rows.at(-1)!.cumulative;
    expect(rankTableProblems(facts(rows, { lastYearTotal: total * 2 }))).toEqual([]);
    expect(rankTableProblems(facts(rows, { lastYearTotal: total / 2 }))).toEqual([]);
    const [shrunk] = rankTableProblems(facts(rows, { lastYearTotal: total * 2.1 }));
    expect(shrunk).toMatchObject({ rule: "candidate-total", field: "cumulative", line: rows.at(-1)!.line });
    expect(shrunk!.message).toContain("0.48 倍");
    expect(rankTableProblems(facts(rows, { lastYearTotal: total / 2.1 }))[0]?.rule).toBe("candidate-total");
  });

  it("refuses a table whose cumulative counts go down, naming the line", () => {
    const rows = table(690, 150);
    rows[10] = { ...rows[10]!, cumulative: rows[9]!.cumulative - 1 };
    const [p] = rankTableProblems(facts(rows));
    expect(p).toMatchObject({ rule: "monotone", line: rows[10]!.line, field: "cumulative" });
  });

  it("refuses an empty table", () => {
    expect(rankTableProblems(facts([]))[0]?.rule).toBe("reaches-lowest-line");
  });
});

describe("rowDropProblems", () => {
  it("refuses a scope left with fewer than half its rows, and accepts half", () => {
    const problems = rowDropProblems("enrollment_units", [
      { scope: "37/2022/综合/本科批", before: 18_000, after: 2, line: 2 },
      { scope: "37/2022/综合/专科批", before: 8_000, after: 4_000, line: 9 },
      { scope: "37/2023/综合/本科批", before: 0, after: 10, line: 20 },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: "row-drop", scope: "37/2022/综合/本科批", line: 2, field: "enrollment_units" });
    expect(problems[0]!.message).toContain("原有 18000 行");
  });
});

describe("tableUsable", () => {
  it("uses a table that reaches the lowest line, not one that stops above it", () => {
    expect(tableUsable(150, 150)).toBe(true);
    expect(tableUsable(699, 150)).toBe(false);
    expect(tableUsable(699, null)).toBe(true);
    expect(fallbackLowestLine(750)).toBe(300);
  });
});

describe("publishedBatch", () => {
  const sd = findProvince("37")!, bj = findProvince("11")!, zj = findProvince("33")!, gd = findProvince("44")!, xz = findProvince("54")!;
  it("maps 山东's 常规批 rounds onto its 本科 and 专科 batches, one round per batch", () => {
    expect(publishedBatch(sd, 2021, "一批次")).toBe("本科批");
    expect(publishedBatch(sd, 2021, "常规批第1次志愿")).toBe("本科批");
    expect(publishedBatch(sd, 2022, "二批次")).toBe("专科批");
    expect(publishedBatch(sd, 2022, "常规批第二次志愿")).toBe("专科批");
    // the 3rd round only re-fills the 2nd's leftovers: not the 专科批, refused with the reason instead
    expect(publishedBatch(sd, 2022, "三批次")).toBeNull();
    expect(refusedBatch(sd, 2022, "三批次")).toMatch(/第3次志愿.*未录满.*不导入/);
    expect(refusedBatch(sd, 2022, " 常规批第3次志愿 ")).not.toBeNull();
    for (const name of ["一批次", "二批次", "专科批"]) expect(refusedBatch(sd, 2022, name)).toBeNull();
    // another province's "三批次" is no 山东 round: not refused for 山东's reason (and maps onto nothing)
    expect(refusedBatch(gd, 2022, "三批次")).toBeNull();
  });
  it("maps 北京's 本科普通批 and 浙江's 普通类第一段 onto 本科批, and keeps a batch's own name", () => {
    expect(publishedBatch(bj, 2024, "本科普通批")).toBe("本科批");
    expect(publishedBatch(zj, 2020, "普通类第一段平行")).toBe("本科批");
    expect(publishedBatch(gd, 2023, "本科提前批")).toBe("本科提前批");
    expect(publishedBatch(gd, 2023, " 专科批 ")).toBe("专科批");
    expect(publishedBatch(gd, 2024, "高校专项计划本科批")).toBe("本科提前批");
    expect(publishedBatch(gd, 2024, "高校专项计划批次")).toBe("本科提前批");
  });
  it("maps nothing a province does not have: 一批次 outside 山东, 本科批 before a reform, an unknown name", () => {
    expect(publishedBatch(gd, 2023, "一批次")).toBeNull();
    expect(publishedBatch(xz, 2023, "本科批")).toBeNull();
    expect(publishedBatch(xz, 2023, "一本")).toBe("本科一批");
    expect(publishedBatch(zj, 2020, "第二段")).toBeNull();
    expect(publishedBatch(gd, 2023, "火星批")).toBeNull();
  });
});
