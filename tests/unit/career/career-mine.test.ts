// The student's own career record: which 选科 selection stands, how it agrees with the settled combination, where the
// settled combination falls in a subject-choice result, and a term's learning items by subject.
import { describe, expect, it } from "vitest";
import { bySubject, choiceAgreement, coverageFor, placeAmong, standingSelection } from "../../../src/lib/rules/career-mine";

describe("choiceAgreement", () => {
  it("compares subjects in any order and names what is missing", () => {
    expect(choiceAgreement(["物理", "化学", "生物"], ["物理", "生物", "化学"])).toBe("same");
    expect(choiceAgreement(["物理", "化学", "生物"], ["物理", "化学", "地理"])).toBe("differs");
    expect(choiceAgreement([], ["物理", "化学", "地理"])).toBe("noPlan");
    expect(choiceAgreement(["物理", "化学", "生物"], [])).toBe("noSubmission");
    expect(choiceAgreement([], [])).toBe("neither");
  });
});

describe("standingSelection", () => {
  const row = (xkInfoId: string, second: string, submitted: boolean, updatedAt: string) => ({ xkInfoId, firstSubject: "物理", secondSubjects: second, submitted, updatedAt });
  it("takes a submitted selection before a newer draft, then the one changed last", () => {
    const held = standingSelection([row("1", "化学,生物", true, "2026-03-02"), row("2", "化学,地理", false, "2026-04-01")]);
    expect(held?.selection.xkInfoId).toBe("1");
    expect(held?.combo).toEqual(["物理", "化学", "生物"]);
    expect(standingSelection([row("1", "化学,生物", false, "2026-03-02"), row("2", "化学,地理", false, "2026-04-01")])?.selection.xkInfoId).toBe("2");
  });
  it("ignores selections without subjects and answers null when none is left", () => {
    expect(standingSelection([{ xkInfoId: "1", firstSubject: "", secondSubjects: "", submitted: true, updatedAt: "2026-03-02" }])).toBeNull();
    expect(standingSelection([])).toBeNull();
  });
});

describe("placeAmong and coverageFor", () => {
  const options = [
    { subjects: ["物理", "化学", "生物"], score: 81 },
    { subjects: ["物理", "化学", "地理"], score: 77 },
    { subjects: ["历史", "政治", "地理"], score: 52 },
  ];
  it("gives the place from 1, the count and the score", () => {
    expect(placeAmong(options, ["物理", "地理", "化学"])).toEqual({ place: 2, of: 3, score: 77 });
    expect(placeAmong(options, ["物理", "化学", "生物"])).toEqual({ place: 1, of: 3, score: 81 });
  });
  it("is null for no combination or one not ranked", () => {
    expect(placeAmong(options, [])).toBeNull();
    expect(placeAmong(options, ["历史", "生物", "地理"])).toBeNull();
  });
  it("finds a combination's coverage row in any order", () => {
    const rows = [{ combo: ["物理", "化学", "生物"], met: 900, total: 1000 }, { combo: ["历史", "政治", "地理"], met: 400, total: 1000 }];
    expect(coverageFor(rows, ["地理", "历史", "政治"])?.met).toBe(400);
    expect(coverageFor(rows, [])).toBeNull();
    expect(coverageFor(rows, ["物理", "化学", "地理"])).toBeNull();
  });
});

describe("bySubject", () => {
  const item = (subject: string, status: number, dueDate: string) => ({ subject, status, dueDate });
  it("groups in the order subjects appear, general items last, with progress and overdue counts", () => {
    const groups = bySubject([item("", 0, ""), item("数学", 2, "2026-01-10"), item("物理", 0, "2026-01-10"), item("数学", 1, "2026-01-10"), item("数学", 0, "2026-03-01")], "2026-02-01");
    expect(groups.map((g) => g.subject)).toEqual(["数学", "物理", ""]);
    const math = groups[0]!;
    expect(math.progress).toMatchObject({ total: 3, done: 1, doing: 1 });
    // the done item is not overdue, the one due later is not either
    expect(math.overdue).toBe(1);
    expect(groups[1]!.overdue).toBe(1);
    expect(groups[2]!.overdue).toBe(0);
  });
  it("is empty for no items", () => {
    expect(bySubject([], "2026-02-01")).toEqual([]);
  });
});
