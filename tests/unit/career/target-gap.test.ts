// How a student stands against a target's last admitted rank, and the score and rank gaps.
import { describe, expect, it } from "vitest";
import { gapOf, standingOf } from "../../../src/domain/target-gap";

describe("standing", () => {
  it("is ahead more than 10 % better than the minimum rank, near within 10 % either way, else behind", () => {
    expect(standingOf(8_999, 10_000)).toBe("ahead");
    expect(standingOf(9_000, 10_000)).toBe("ahead");
    expect(standingOf(9_001, 10_000)).toBe("near");
    expect(standingOf(10_000, 10_000)).toBe("near");
    expect(standingOf(11_000, 10_000)).toBe("near");
    expect(standingOf(11_001, 10_000)).toBe("behind");
  });
});

describe("gap", () => {
  it("is positive when the student is ahead, in points and in places", () => {
    expect(gapOf({ score: 612, rank: 15_000 }, { minScore: 600, minRank: 20_000 })).toEqual({ score: 12, rank: 5_000 });
    expect(gapOf({ score: 590, rank: 25_000 }, { minScore: 600, minRank: 20_000 })).toEqual({ score: -10, rank: -5_000 });
  });

  it("leaves out what one side does not know", () => {
    expect(gapOf({ score: null, rank: 15_000 }, { minScore: 600, minRank: null })).toEqual({ score: null, rank: null });
    expect(gapOf({ score: 600, rank: null }, { minScore: 600, minRank: 1 })).toEqual({ score: 0, rank: null });
  });
});
