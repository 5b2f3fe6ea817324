import { describe, expect, it } from "vitest";
import { completeTable, equivalentScore, parseScoreLabel, rankOfScore, scoreOfRank, tableSize, topShare, type ScoreRankRow } from "@/domain/score-rank";

// A small table like Hubei's: a band row on top, a score nobody had (697 is absent), then single scores.
const rows: ScoreRankRow[] = [
  { score: 700, scoreMax: 750, count: 44, cumulative: 44 },
  { score: 699, count: 6, cumulative: 50 },
  { score: 698, count: 10, cumulative: 60 },
  { score: 696, count: 12, cumulative: 72 },
  { score: 695, count: 0, cumulative: 72 },
  { score: 694, count: 20, cumulative: 92 },
];

describe("parseScoreLabel", () => {
  it.each([
    ["612", 750, { score: 612, scoreMax: null }],
    ["695-750", 750, { score: 695, scoreMax: 750 }],
    ["750-695", 750, { score: 695, scoreMax: 750 }],
    ["695～750", 750, { score: 695, scoreMax: 750 }],
    ["695及以上", 750, { score: 695, scoreMax: 750 }],
    ["580以上", 660, { score: 580, scoreMax: 660 }],
    ["150以下", 750, { score: 0, scoreMax: 149 }],
    ["150及以下", 750, { score: 0, scoreMax: 150 }],
    [" 612分 ", 750, { score: 612, scoreMax: null }],
    ["abc", 750, null],
    ["", 750, null],
  ] as const)("%s", (label, total, expected) => {
    expect(parseScoreLabel(label, total)).toEqual(expected);
  });
});

describe("rankOfScore", () => {
  it.each([
    [720, { count: 44, cumulative: 44, rankStart: 1, rankEnd: 44, band: { from: 700, to: 750 } }],
    [700, { count: 44, rankStart: 1, rankEnd: 44 }],
    [699, { count: 6, rankStart: 45, rankEnd: 50, band: null }],
    [697, { count: 0, rankStart: 61, rankEnd: 61 }],
    [695, { count: 0, cumulative: 72, rankStart: 73, rankEnd: 73 }],
    [694, { count: 20, rankStart: 73, rankEnd: 92 }],
  ] as const)("score %i", (score, expected) => {
    expect(rankOfScore(rows, score)).toMatchObject(expected);
  });
  it("is null below the table", () => {
    expect(rankOfScore(rows, 600)).toBeNull();
  });
  it("ranks a score above a table without an open band first", () => {
    expect(rankOfScore(rows.slice(1), 740)).toMatchObject({ rankStart: 1, rankEnd: 1, count: 0 });
  });
});

describe("scoreOfRank", () => {
  it.each([
    [1, { score: 700, band: { from: 700, to: 750 }, rankStart: 1, rankEnd: 44 }],
    [45, { score: 699, rankStart: 45, rankEnd: 50 }],
    [72, { score: 696 }],
    [73, { score: 694 }],
  ] as const)("rank %i", (rank, expected) => {
    expect(scoreOfRank(rows, rank)).toMatchObject(expected);
  });
  it.each([0, -3, 93, 1.5])("refuses rank %s", (rank) => {
    expect(scoreOfRank(rows, rank)).toBeNull();
  });
});

describe("table helpers", () => {
  it("size, share and equivalent score", () => {
    expect(tableSize(rows)).toBe(92);
    expect(topShare(rows, 46)).toBe(0.5);
    expect(equivalentScore(rows, 55)).toBe(698);
    expect(equivalentScore(rows, 500)).toBeNull();
  });
  it("completes count or cumulative and checks consistency", () => {
    const done = completeTable([{ score: 700, count: 5, cumulative: null }, { score: 699, count: null, cumulative: 9 }, { score: 698, count: 1, cumulative: 10 }]);
    expect(done).toEqual({ ok: true, rows: [
      { score: 700, scoreMax: null, count: 5, cumulative: 5 }, { score: 699, scoreMax: null, count: 4, cumulative: 9 }, { score: 698, scoreMax: null, count: 1, cumulative: 10 },
    ] });
    expect(completeTable([{ score: 700, count: 5, cumulative: 5 }, { score: 699, count: 2, cumulative: 4 }])).toMatchObject({ ok: false, index: 1 });
    expect(completeTable([{ score: 700, count: 5, cumulative: 5 }, { score: 701, count: 2, cumulative: 7 }])).toMatchObject({ ok: false, index: 1 });
    expect(completeTable([{ score: 700, count: null, cumulative: null }])).toMatchObject({ ok: false, index: 0 });
    // a table that starts below the top counts the candidates above its first row
    expect(completeTable([{ score: 650, count: 3, cumulative: 120 }, { score: 649, count: 4, cumulative: 124 }])).toMatchObject({ ok: true });
  });
});
