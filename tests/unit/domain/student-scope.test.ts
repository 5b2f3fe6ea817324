import { describe, expect, it } from "vitest";
import { latestExamScore } from "@/lib/rules/student-scope";
import { subjectTypeFor } from "@/domain/provinces";

describe("subjectTypeFor", () => {
  it.each([
    ["44", 2026, "物理,化学,生物", "物理类"],
    ["44", 2026, "历史,政治,地理", "历史类"],
    ["44", 2020, "物理,化学,生物", "理科"],
    ["44", 2020, "历史,政治,地理", "文科"],
    ["31", 2026, "物理,化学,地理", "综合"],
    ["65", 2026, "历史+政治+生物", "文科"],
    ["41", 2026, "", "物理类"],
    ["99", 2026, "物理", null],
  ] as const)("%s %i %s → %s", (province, year, subjects, expected) => {
    expect(subjectTypeFor(province, year, subjects)).toBe(expected);
  });
});

describe("latestExamScore", () => {
  const exam = (examName: string, examDate: string, score: number, fullScore = 150) => ({ examName, examDate, subject: "x", score, fullScore });
  it("sums the newest exam only", () => {
    const rows = [exam("期中", "2026-11-05", 120), exam("期中", "2026-11-05", 130), exam("月考", "2026-10-01", 90)];
    expect(latestExamScore(rows, 300)).toMatchObject({ examName: "期中", score: 250, scaled: false });
  });
  it("scales to the province's full score when the exam's marks differ", () => {
    const rows = [exam("期中", "2026-11-05", 375, 750)];
    expect(latestExamScore(rows, 660)).toMatchObject({ score: 330, rawTotal: 375, rawFull: 750, scaled: true });
  });
  it("answers null without exams", () => {
    expect(latestExamScore([], 750)).toBeNull();
  });
});
