import { describe, expect, it } from "vitest";
import { codeReads, datedTerms, examModelFor, gaokaoDate, sharedPointers, suggestedSteps, toggleRoute } from "@/lib/rules/career-path";
import { moveOnePlace } from "@/lib/rules/career";

describe("examModelFor", () => {
  it("gives the new model from the reform year and 文理 before it", () => {
    expect(examModelFor("44", 2027, 2026)).toEqual({ province: "广东", code: "44", model: "3+1+2", reformYear: 2021 });
    expect(examModelFor("四川省", 2024, 2024)).toEqual({ province: "四川", code: "51", model: "文理", reformYear: 2025 });
    expect(examModelFor("四川", 2025, 2024).model).toBe("3+1+2");
    expect(examModelFor("31", null, 2026).model).toBe("3+3");
    expect(examModelFor("54", 2028, 2026)).toEqual({ province: "西藏", code: "54", model: "文理", reformYear: null });
  });
  it("says nothing for an unknown province", () => {
    expect(examModelFor("", 2027, 2026)).toEqual({ province: null, code: null, model: null, reformYear: null });
    expect(examModelFor("99", 2027, 2026).model).toBeNull();
  });
});

describe("datedTerms", () => {
  it("dates six terms from the enrolment year, the last ending with the 高考 in June", () => {
    const terms = datedTerms(2025);
    expect(terms).toHaveLength(6);
    expect(terms[0]).toEqual({ grade: 10, term: 1, from: "2025-09", to: "2026-01" });
    expect(terms[3]).toEqual({ grade: 11, term: 2, from: "2027-02", to: "2027-07" });
    expect(terms[5]).toEqual({ grade: 12, term: 2, from: "2028-02", to: "2028-06" });
    expect(gaokaoDate(2025)).toBe("2028-06-07");
  });
});

describe("moveOnePlace and toggleRoute", () => {
  it("moves an item one place and leaves the ends alone", () => {
    expect(moveOnePlace(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moveOnePlace(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moveOnePlace(["a", "b"], "a", -1)).toEqual(["a", "b"]);
    expect(moveOnePlace(["a", "b"], "b", 1)).toEqual(["a", "b"]);
    expect(moveOnePlace(["a"], "x", 1)).toEqual(["a"]);
  });
  it("adds at the end or takes out", () => {
    expect(toggleRoute(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleRoute(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("suggestedSteps", () => {
  it("dates the template steps in the exam year or the year before, earliest first", () => {
    const steps = suggestedSteps("selective", 2028);
    expect(steps.map((s) => s.dueDate)).toEqual(["2027-09-30", "2028-04-30", "2028-06-30", "2028-07-31"]);
    expect(steps[0]!.key).toBe("selective.1");
  });
});

describe("sharedPointers", () => {
  it("ranks what more assessments name first, with the mean fit, each assessment counted once", () => {
    const p = (code: string, fit: number) => ({ code, name: code, href: `/m/${code}`, fit });
    const merged = sharedPointers([
      { code: "zyxq", pointers: [p("0809", 90), p("0701", 80), p("0809", 10)] },
      { code: "dyzn", pointers: [p("0809", 70), p("1201", 99)] },
      { code: "major", pointers: [p("0701", 60)] },
    ]);
    expect(merged.map((m) => [m.code, m.from.length, m.fit])).toEqual([["0809", 2, 80], ["0701", 2, 70], ["1201", 1, 99]]);
    expect(merged[0]!.from).toEqual(["zyxq", "dyzn"]);
    expect(sharedPointers([])).toEqual([]);
  });
});

describe("the routes' strings", () => {
  it("every guide has who-it-suits in both languages, every route kind its suggested steps", async () => {
    const { readdirSync } = await import("node:fs");
    const zh = (await import("@/lib/i18n/portal/zh/career-path.json")).default as Record<string, string>;
    const en = (await import("@/lib/i18n/portal/en/career-path.json")).default as Record<string, string>;
    const { STEP_TEMPLATES } = await import("@/lib/rules/career");
    const slugs = readdirSync("src/content/guides/zh").map((f) => f.replace(/\.mdx$/, ""));
    expect(slugs.length).toBeGreaterThan(20);
    for (const slug of slugs) {
      expect(zh[`career.path.suits.${slug}`], slug).toBeTruthy();
      expect(en[`career.path.suits.${slug}`], slug).toBeTruthy();
    }
    for (const [category, steps] of Object.entries(STEP_TEMPLATES)) {
      for (const step of steps) expect(zh[`career.path.tpl.${category}.${step.key}`], `${category}.${step.key}`).toBeTruthy();
    }
  });
});

describe("codeReads", () => {
  it("shows letter codes and subject combinations, not dimension ids", () => {
    expect(codeReads("SEA")).toBe(true);
    expect(codeReads("物理+化学+生物")).toBe(true);
    expect(codeReads("bodily-musical-linguistic")).toBe(false);
    expect(codeReads("")).toBe(false);
  });
});
