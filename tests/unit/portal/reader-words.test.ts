// Texts about the student read by someone else: a parent reads of 孩子 / your child, a counsellor of 学生 / the student,
// the student of 你 / you; notice categories and task types read in the reader's language.
import { describe, expect, it } from "vitest";
import "@/lib/i18n/portal-volunteer";
import "@/lib/i18n/portal-probability";
import { pt, readerOf } from "@/lib/i18n/portal";
import { noticeCategoryText, taskTypeText } from "@/lib/rules/school-lists";
import { noticeCategoryValues, taskTypeValues } from "@/domain/school-lists";

describe("words for the reader", () => {
  const vars = { reach: 3, safe: 1 };
  it("a wasted reach is explained to the student, their parent and their counsellor each in their own words", () => {
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "self")).toContain("录取你");
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "parent")).toContain("录取孩子");
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "staff")).toContain("录取学生");
    expect(pt("en", "vol.finding.reach-after-safe", vars, "parent")).toContain("takes your child");
    expect(pt("en", "vol.finding.reach-after-safe", vars, "staff")).toContain("takes the student");
  });
  it("a counsellor reading one student's plan or report reads that student's name; a parent still reads 孩子", () => {
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "staff", "李明")).toContain("录取李明");
    expect(pt("en", "vol.finding.reach-after-safe", vars, "staff", "Li Ming")).toContain("takes Li Ming");
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "parent", "李明")).toContain("录取孩子");
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "self", "李明")).toContain("录取你");
    // no name known: the role's word
    expect(pt("zh", "vol.finding.reach-after-safe", vars, "staff", " ")).toContain("录取学生");
  });
  it("starts an English sentence with a capital", () => {
    expect(pt("en", "prob.lookup.rank", {}, "parent")).toBe("Your child's rank");
    expect(pt("en", "prob.lookup.rank", {}, "self")).toBe("Your rank");
  });
  it("a text with no reader's form reads the same for everyone", () => {
    expect(pt("zh", "vol.sim.title", {}, "parent")).toBe(pt("zh", "vol.sim.title", {}, "self"));
  });
  it("knows the reader by the account's authority", () => {
    expect(["student", "parent", "teacher", "admin", "operator"].map(readerOf)).toEqual(["self", "parent", "staff", "staff", "self"]);
  });
});

describe("notice categories and task types", () => {
  it("every value on the lists has an English name that is not its Chinese word", async () => {
    const { portalMessages } = await import("@/lib/i18n/portal");
    const t = (key: Parameters<typeof pt>[1]) => pt("en", key);
    for (const v of noticeCategoryValues) expect(noticeCategoryText(t, v), v).toMatch(/^[A-Z][a-z ]+$/);
    for (const v of taskTypeValues) expect(taskTypeText(t, v), v).toMatch(/^[A-Z][a-z ]+$/);
    expect(portalMessages.zh["school.task.assessment"]).toBe("测评");
  });
  it("a value from before the lists is shown as it was written", () => {
    expect(noticeCategoryText((k) => pt("en", k), "家长会")).toBe("家长会");
  });
});
