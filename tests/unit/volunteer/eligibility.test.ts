// Which special plans count for a student: the profile's and the plan's, and the tag a special-plan unit carries.
import { describe, expect, it } from "vitest";
import { eligiblePlansOf, isProfileSpecialPlan, specialStanding } from "../../../src/domain/volunteer/eligibility";

describe("special plan eligibility", () => {
  it("counts the profile's plans and the plan's own, each once, dropping values that are no special plan", () => {
    expect(eligiblePlansOf(["地方专项"], ["民族班", "地方专项", "普通", "中外合作"])).toEqual(["地方专项", "民族班"]);
    expect(eligiblePlansOf([], [])).toEqual([]);
    expect(eligiblePlansOf(["高校专项", "国家专项"])).toEqual(["国家专项", "高校专项"]);
  });
  it("a profile holds only the three rural plans", () => {
    expect(["国家专项", "地方专项", "高校专项", "民族班", "普通"].map(isProfileSpecialPlan)).toEqual([true, true, true, false, false]);
  });
  it("tags a special-plan unit by whether the student qualifies; an ordinary or 中外合作 unit has no tag", () => {
    expect(specialStanding("地方专项", ["地方专项"])).toBe("eligible");
    expect(specialStanding("高校专项", ["地方专项"])).toBe("not-eligible");
    expect(specialStanding("预科", [])).toBe("not-eligible");
    expect(specialStanding("普通", [])).toBeNull();
    expect(specialStanding("中外合作", ["地方专项"])).toBeNull();
  });
});
