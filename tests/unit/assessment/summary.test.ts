// A result's summary as each reader reads it: the student is addressed (你 / you), a parent reads about 孩子 / "your
// child", school staff the student's name (or 该生 / "this student"); worded from the stored result's parts, so reports
// stored with the student's sentence read right for everyone else too.
import { describe, expect, it } from "vitest";
import { ASSESSMENT_CODES, bankFor, choiceModel, scoreAssessment, type AssessmentCode, type ScoringFacts } from "@/domain/assessment";
import { SELF, summaryFor, summaryReader, type SummaryReader } from "@/domain/assessment/summary";

const facts: ScoringFacts = { majorNames: new Map(), professionNames: new Map() };
/** every item answered 2 (a value on every scale): a result of each assessment */
const resultOf = (code: AssessmentCode) => {
  const bank = bankFor(code, "44");
  return scoreAssessment(code, bank, new Map(bank.items.map((item) => [item.id, 2])), code === "chooseSubjects" ? { ...facts, model: choiceModel("44") } : facts);
};
/** as it comes back from the database: JSON, with the student's own sentence stored beside the parts */
const stored = (code: AssessmentCode) => JSON.parse(JSON.stringify(resultOf(code))) as Record<string, unknown>;

const PARENT: SummaryReader = { role: "parent" };
const COUNSELLOR: SummaryReader = { role: "staff", name: "李明" };
const UNNAMED: SummaryReader = { role: "staff", name: " " };
const addressed = { zh: /你/, en: /\byou(r)?\b/i };

describe("a result's summary, worded for its reader", () => {
  it("is the student's stored sentence when the student reads it, for every assessment", () => {
    for (const code of ASSESSMENT_CODES) expect(summaryFor(code, stored(code), SELF), code).toEqual(resultOf(code).summary);
  });

  it("never addresses a parent or a member of staff as the student, for every assessment", () => {
    for (const code of ASSESSMENT_CODES) {
      for (const reader of [PARENT, COUNSELLOR, UNNAMED]) {
        const text = summaryFor(code, stored(code), reader);
        expect(text.zh, `${code} ${reader.role}`).not.toMatch(addressed.zh);
        expect(text.en.replace(/your child/gi, ""), `${code} ${reader.role}`).not.toMatch(addressed.en);
      }
    }
  });

  it("names the student for staff, 孩子 for a parent, and 该生 when staff have no name", () => {
    const zyxq = stored("zyxq");
    const code = zyxq.code as string;
    expect(summaryFor("zyxq", zyxq, SELF).zh).toMatch(new RegExp(`^你的职业兴趣代码是 ${code}：`));
    expect(summaryFor("zyxq", zyxq, COUNSELLOR)).toMatchObject({ zh: expect.stringMatching(new RegExp(`^李明的职业兴趣代码是 ${code}：`)), en: expect.stringMatching(new RegExp(`^李明's interest code is ${code}: `)) });
    expect(summaryFor("zyxq", zyxq, PARENT)).toMatchObject({ zh: expect.stringMatching(/^孩子的职业兴趣代码是/), en: expect.stringMatching(/^Your child's interest code is/) });
    expect(summaryFor("zyxq", zyxq, UNNAMED)).toMatchObject({ zh: expect.stringMatching(/^该生的职业兴趣代码是/), en: expect.stringMatching(/^This student's interest code is/) });
    const choice = stored("chooseSubjects");
    expect(summaryFor("chooseSubjects", choice, COUNSELLOR)).toMatchObject({ zh: expect.stringMatching(/^最适合李明的组合：/), en: expect.stringMatching(/^The combination that suits 李明 best: /) });
    expect(summaryFor("zyjzg", stored("zyjzg"), PARENT).en).toMatch(/^The three work values that matter most to your child: /);
  });

  it("keeps the same parts whoever reads it: code and names, only the person changes", () => {
    for (const code of ASSESSMENT_CODES) {
      const mine = summaryFor(code, stored(code), SELF).zh;
      const theirs = summaryFor(code, stored(code), COUNSELLOR).zh;
      expect(theirs.replace("李明", "你"), code).toBe(mine);
    }
  });

  it("reads only the code to anyone but the student when a stored result lacks the parts to word it from", () => {
    const broken: Record<string, unknown> = { ...stored("zyxq"), ranking: undefined };
    const code = resultOf("zyxq").code;
    expect(summaryFor("zyxq", broken, SELF)).toEqual(resultOf("zyxq").summary);
    expect(summaryFor("zyxq", broken, COUNSELLOR)).toEqual({ zh: `结果：${code}`, en: `Result: ${code}` });
    expect(summaryFor("rglx", { summary: { zh: "你的性格类型是 X", en: "Your personality type is X" } }, PARENT)).toEqual({ zh: "结果：—", en: "Result: —" });
  });

  it("takes the reader from the account's role", () => {
    expect(summaryReader("student", "李明")).toEqual(SELF);
    expect(summaryReader("parent", "李明")).toEqual({ role: "parent" });
    expect(summaryReader("teacher", "李明")).toEqual({ role: "staff", name: "李明" });
    expect(summaryReader("admin", null)).toEqual({ role: "staff", name: null });
  });
});
