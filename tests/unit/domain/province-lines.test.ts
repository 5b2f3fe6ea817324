// Which admission rows a student sees on a college card and in the comparison (src/lib/rules/province-lines.ts).
import { describe, expect, it } from "vitest";
import { latestLine, pickLine, yearFacts, type LineRow, type RequirementCountRow } from "@/domain/province-lines";

const row = (year: number, subjectType: string, batch: string, minScore: number | null, extra: Partial<LineRow> = {}): LineRow => ({
  collegeCode: "10001", year, subjectType, batch, kind: batch.includes("提前") ? "early" : "regular", sort: batch.includes("提前") ? 1 : 2,
  minScore, minRank: minScore == null ? null : 1000 - minScore, planCount: 10, sample: true, sourceId: 1, ...extra,
});
const req = (year: number, subjectType: string, requirement: string, majors: number): RequirementCountRow => ({
  collegeCode: "10001", year, subjectType, requirement, majors, sample: true, sourceId: 1,
});

// 山西 switched from 理科/文科 to 物理类/历史类 in 2025; a physics student
const shanxi = (year: number) => (year >= 2025 ? "物理类" : "理科");

describe("pickLine", () => {
  it("prefers the ordinary batch to 提前批 and a control line, then the lowest score", () => {
    const early = row(2025, "物理类", "本科提前批", 600);
    const regular = row(2025, "物理类", "本科批", 620);
    const control = row(2025, "物理类", "特殊类型招生控制线", 500, { kind: "line", sort: 0 });
    expect(pickLine([early, control, regular])).toBe(regular);
    expect(pickLine([early, control])).toBe(early);
  });

  it("skips rows without a score, and gives null rather than a row without one", () => {
    expect(pickLine([row(2025, "物理类", "本科批", null)])).toBeNull();
    const early = row(2025, "物理类", "本科提前批", 600);
    expect(pickLine([row(2025, "物理类", "本科批", null), early])).toBe(early);
  });
});

describe("latestLine", () => {
  it("takes the newest year with a line of the student's subject type in that year", () => {
    const rows = [row(2024, "理科", "本科批", 610), row(2025, "物理类", "本科批", 630), row(2025, "历史类", "本科批", 640), row(2024, "文科", "本科批", 650)];
    expect(latestLine(rows, shanxi)).toMatchObject({ year: 2025, subjectType: "物理类", minScore: 630 });
  });

  it("falls back to an older year when the newest has none for the student's type", () => {
    const rows = [row(2024, "理科", "本科批", 610), row(2025, "历史类", "本科批", 640)];
    expect(latestLine(rows, shanxi)).toMatchObject({ year: 2024, subjectType: "理科" });
  });

  it("gives null when the province holds nothing for the student's type", () => {
    expect(latestLine([row(2025, "历史类", "本科批", 640)], shanxi)).toBeNull();
    expect(latestLine([], shanxi)).toBeNull();
  });
});

describe("yearFacts", () => {
  it("gives each asked year its line, plan total over the batches and requirements, and nulls for a missing year", () => {
    const rows = [
      row(2025, "物理类", "本科批", 630, { planCount: 30 }), row(2025, "物理类", "本科提前批", 600, { planCount: 4 }), row(2025, "历史类", "本科批", 640, { planCount: 9 }),
      row(2024, "理科", "本科批", 610, { planCount: null }),
    ];
    const reqs = [req(2025, "物理类", "不限", 2), req(2025, "物理类", "物理+化学", 5), req(2025, "历史类", "历史", 3)];
    const [y2025, y2024, y2023] = yearFacts(rows, reqs, [2025, 2024, 2023], shanxi);
    expect(y2025).toMatchObject({ year: 2025, subjectType: "物理类", line: { minScore: 630, batch: "本科批" }, plan: { planCount: 34 } });
    expect(y2025!.requirements.map((r) => r.requirement)).toEqual(["物理+化学", "不限"]);
    expect(y2024).toMatchObject({ year: 2024, subjectType: "理科", line: { minScore: 610 }, plan: null, requirements: [] });
    expect(y2023).toMatchObject({ year: 2023, line: null, plan: null, requirements: [] });
  });
});
