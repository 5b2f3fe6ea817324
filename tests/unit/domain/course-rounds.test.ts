import { describe, expect, it } from "vitest";
import { comboOfSelection, offeredCombo, roundState, sameSubjects, selectionOf } from "../../../src/domain/course-rounds";

describe("a school's 选科 round and a student's selection", () => {
  const round = { startTime: "2026-03-01T00:00:00+08:00", endTime: "2026-03-31T23:59:59+08:00" };
  it("is upcoming before its start, open through its last second, closed after", () => {
    expect(roundState(round, new Date("2026-02-28T15:59:59Z"))).toBe("upcoming");
    expect(roundState(round, new Date("2026-02-28T16:00:00Z"))).toBe("open");
    expect(roundState(round, new Date("2026-03-31T15:59:59Z"))).toBe("open");
    expect(roundState(round, new Date("2026-03-31T16:00:00Z"))).toBe("closed");
  });

  it("stores a 3+1+2 combination as its first subject and the two others, whatever the order given", () => {
    expect(selectionOf(["化学", "物理", "生物"], "3+1+2")).toEqual({ firstSubject: "物理", secondSubjects: "化学,生物" });
    expect(selectionOf(["历史", "政治", "地理"], "3+1+2")).toEqual({ firstSubject: "历史", secondSubjects: "政治,地理" });
  });

  it("stores a 3+3 combination as three second subjects, with no first subject", () => {
    expect(selectionOf(["物理", "化学", "技术"], "3+3")).toEqual({ firstSubject: "", secondSubjects: "物理,化学,技术" });
  });

  it("reads a stored selection back as a combination, first subject first; nothing chosen is empty", () => {
    expect(comboOfSelection({ firstSubject: "物理", secondSubjects: "化学,生物" })).toEqual(["物理", "化学", "生物"]);
    expect(comboOfSelection({ firstSubject: "", secondSubjects: "物理, 化学,技术" })).toEqual(["物理", "化学", "技术"]);
    expect(comboOfSelection({ firstSubject: "", secondSubjects: "" })).toEqual([]);
    expect(comboOfSelection({})).toEqual([]);
  });

  it("finds the offered combination a selection is, in any order, and none for a partial or other one", () => {
    const offered = ["物理+化学+生物", "历史+政治+地理"];
    expect(offeredCombo(offered, ["物理", "生物", "化学"])).toBe("物理+化学+生物");
    expect(offeredCombo(offered, ["物理", "化学"])).toBeNull();
    expect(offeredCombo(offered, ["物理", "化学", "地理"])).toBeNull();
    expect(sameSubjects(["a", "b"], ["b", "a"])).toBe(true);
    expect(sameSubjects(["a", "b"], ["a", "a"])).toBe(false);
  });
});
