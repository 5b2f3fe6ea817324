import { describe, expect, it } from "vitest";
import {
  distribution, holdsScore, lineSeries, lineSubjectTypes, lineYears, linesOf, linesQueryParams, pageOfScore,
  percentText, pickLineYear, placeOf, rankRange, readLinesQuery,
} from "@/lib/rules/lines";
import type { BatchLinesAnswer } from "@/contracts/picx";
import type { TableRow } from "@/contracts/yifyd";

const src = { name: "s", url: "", retrievedOn: "", sample: true };
const line = (subjectType: string, batch: string, score: number, sort: number, kind: "early" | "regular" | "vocational" | "line" = "regular") =>
  ({ subjectType, batch, score, sort, kind, level: "本科" as const, sample: true, source: src });
const MAP: BatchLinesAnswer = {
  "2025": [line("物理类", "本科批", 442, 20), line("历史类", "本科批", 428, 20), line("物理类", "特殊类型招生控制线", 539, 15, "line"), line("物理类", "专科批", 200, 40, "vocational")],
  "2024": [line("物理类", "本科批", 445, 20), line("物理类", "特殊类型招生控制线", 540, 15, "line")],
  "2023": [line("历史类", "本科批", 430, 20)],
};

describe("address", () => {
  it.each([
    ["?province=44&year=2025&type=物理类&score=600", { province: "44", year: 2025, type: "物理类", score: 600 }],
    ["?province=99&year=1999&score=901&rank=0", {}],
    ["?province=4<4&type=x&mode=rank&rank=1200&tab=major&window=10", { mode: "rank", rank: 1200, tab: "major", window: 10 }],
    ["?score=6e2&rank=-5&tab=all&window=50&mode=both", {}],
  ])("%s", (search, expected) => expect(readLinesQuery(search)).toEqual(expected));
  it("writes only what is set, in a stable order", () => {
    expect(linesQueryParams({ score: 600, province: "44", type: "物理类", rank: undefined })).toEqual({ province: "44", type: "物理类", score: "600" });
  });
});

describe("batch lines", () => {
  it("years newest first with their ordered types; all types", () => {
    expect(lineYears(MAP)).toEqual([{ year: 2025, subjectTypes: ["物理类", "历史类"] }, { year: 2024, subjectTypes: ["物理类"] }, { year: 2023, subjectTypes: ["历史类"] }]);
    expect(lineSubjectTypes(MAP)).toEqual(["物理类", "历史类"]);
    expect(lineYears(null)).toEqual([]);
  });
  it("one year's lines in admission order", () => {
    expect(linesOf(MAP, 2025, "物理类").map((l) => l.batch)).toEqual(["特殊类型招生控制线", "本科批", "专科批"]);
  });
  it("the trend: batches in order, one point per year that has any, oldest first, gaps as null", () => {
    const s = lineSeries(MAP, "物理类");
    expect(s.batches.map((b) => b.name)).toEqual(["特殊类型招生控制线", "本科批", "专科批"]);
    expect(s.points).toEqual([
      { year: 2024, scores: { 特殊类型招生控制线: 540, 本科批: 445, 专科批: null } },
      { year: 2025, scores: { 特殊类型招生控制线: 539, 本科批: 442, 专科批: 200 } },
    ]);
    expect(s.sample).toBe(true);
    expect(lineSeries(MAP, "历史类").points.map((p) => p.year)).toEqual([2023, 2025]);
  });
  it("picks the wanted year when it has the type, else the newest that does", () => {
    expect(pickLineYear(MAP, "物理类", 2024)).toBe(2024);
    expect(pickLineYear(MAP, "物理类", 2023)).toBe(2025);
    expect(pickLineYear(MAP, "历史类")).toBe(2025);
    expect(pickLineYear(MAP, "综合")).toBeNull();
  });
});

const row = (score: number, count: number, cumulative: number, scoreMax: number | null = null): TableRow =>
  ({ score, scoreMax, label: scoreMax != null ? `${score}-${scoreMax}` : String(score), count, cumulative, rankStart: cumulative - count + 1, rankEnd: cumulative, sample: false });
const ROWS = [row(695, 120, 120, 750), row(694, 30, 150), row(693, 0, 150), row(692, 10, 160), row(691, 10, 170), row(0, 5000, 5170, 690)];

describe("score-rank tables", () => {
  it.each([[0.1645, "16.5%"], [0.05, "5%"], [0.012345, "1.23%"], [0.0012, "0.12%"], [0.00012, "0.012%"], [1, "100%"]])("percent %s", (share, text) => expect(percentText(share)).toBe(text));
  it("rank ranges; nobody at a score has none", () => {
    expect(rankRange(ROWS[0]!)).toBe("1–120");
    expect(rankRange({ rankStart: 5, rankEnd: 5, count: 1 })).toBe("5");
    expect(rankRange({ rankStart: 991, rankEnd: 1000, count: 10 }, "en-GB")).toBe("991–1,000");
    expect(rankRange(ROWS[2]!)).toBeNull();
  });
  it("the page holding a score, bands included", () => {
    expect(pageOfScore(ROWS, 720, 2)).toBe(1);
    expect(pageOfScore(ROWS, 693, 2)).toBe(2);
    expect(pageOfScore(ROWS, 100, 2)).toBe(3);
    expect(pageOfScore(ROWS, null, 2)).toBe(1);
    expect(pageOfScore([], 600, 2)).toBe(1);
    expect(holdsScore(ROWS[0]!, 750)).toBe(true);
    expect(holdsScore(ROWS[1]!, 695)).toBe(false);
  });
  it("the distribution: single scores lowest first; bands apart", () => {
    const d = distribution(ROWS);
    expect(d.points).toEqual([{ score: 691, count: 10 }, { score: 692, count: 10 }, { score: 693, count: 0 }, { score: 694, count: 30 }]);
    expect(d.bands.map((b) => b.label)).toEqual(["695-750", "0-690"]);
  });
});

describe("places", () => {
  it.each([["江苏省", "南京市", "江苏省 南京市"], ["北京市", "北京市", "北京市"], ["", "", ""], [null, "深圳市", "深圳市"]])("%s %s", (p, c, text) => expect(placeOf(p, c)).toBe(text));
});
