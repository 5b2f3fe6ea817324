import { describe, expect, it } from "vitest";
import { applyCorrections, followsCorrection, type RuleCorrection } from "@/domain/volunteer/corrections";
import { provinceRule } from "@/domain/volunteer/rules";

const by = { reason: "省考试院通知", by: "admin", at: "2026-11-20T02:00:00.000Z" };

describe("a school's corrections of a province rule", () => {
  it("the form follows a correction only where it narrows the form", () => {
    expect(followsCorrection("slots", 40, 45)).toBe(true);
    expect(followsCorrection("majorsPerSlot", 4, 6)).toBe(true);
    expect(followsCorrection("slots", 50, 45)).toBe(false);
    expect(followsCorrection("slots", 45, 45)).toBe(false);
    expect(followsCorrection("adjustment", "none", "group")).toBe(false);
    expect(followsCorrection("order", "rank", "score")).toBe(false);
    expect(followsCorrection("singleRound", true, false)).toBe(false);
  });

  it("lists every correction beside the published value and applies only those the form follows", () => {
    const rule = provinceRule("44", 2026)!;
    const published = rule.batches[0]!;
    const corrections: RuleCorrection[] = [
      { batch: published.batch, field: "slots", value: published.slots - 5, ...by },
      { batch: published.batch, field: "majorsPerSlot", value: published.majorsPerSlot + 2, ...by },
    ];
    const seen = applyCorrections(rule, corrections);
    expect(seen.batches[0]).toMatchObject({ slots: published.slots - 5, majorsPerSlot: published.majorsPerSlot });
    expect(seen.corrections).toEqual([
      { ...corrections[0], original: published.slots, followed: true },
      { ...corrections[1], original: published.majorsPerSlot, followed: false },
    ]);
    // the published rule's own source and confidence stay the published rule's
    expect(seen.confidence).toBe(rule.confidence);
    expect(seen.source).toEqual(rule.source);
  });
});
