// Scoring rules of the eight assessments: answer checks, keying (reverse-keyed items), dimension scores, the tie-break,
// each instrument's result, and the data the results point to.
import { describe, expect, it } from "vitest";
import { bankFor, checkAnswers, choiceModel, scoreAssessment, ASSESSMENT_CODES, type ScoringFacts } from "@/domain/assessment";
import { hollandFit, hollandProfile, keyedValue, rankDimensions, scoreDimensions } from "@/domain/assessment/scoring";
import { combinationsFor, combinedStrength, dichotomyOf, wellbeingOf } from "@/domain/assessment/instruments";
import { MAJOR_CLASS_HOLLAND, PROFESSION_HOLLAND } from "@/domain/assessment/holland-map";
import { FIELDS } from "@/domain/assessment/banks/fields";
import { AXES } from "@/domain/assessment/banks/rglx";
import { benMajorSeed } from "@/server/db/seed/majors-ben";
import { professionSeed } from "@/server/db/seed/professions";
import type { Bank } from "@/domain/assessment/types";

const majorNames = new Map(benMajorSeed.map((r) => [r[2], r[3]]));
const professionNames = new Map(professionSeed.flatMap((c) => c.children.flatMap((s) => s.items.map((p) => [p[0], p[1]] as [string, string]))));
const facts: ScoringFacts = { majorNames, professionNames };

/** answers giving every item of a dimension `value` before keying (reverse-keyed items get the mirrored value) */
function answersBy(bank: Bank, valueOf: (dimension: string, reverse: boolean, id: string) => number) {
  return new Map(bank.items.map((item) => [item.id, valueOf(item.dimension, item.reverse === true, item.id)]));
}
/** answers whose keyed score is `keyed(dimension)` on the agreement scale */
const keyedAnswers = (bank: Bank, keyed: (dimension: string) => number) => answersBy(bank, (d, reverse) => (reverse ? 6 - keyed(d) : keyed(d)));

describe("checking a submission", () => {
  const bank = bankFor("zyxq");
  const full = bank.items.map((item) => ({ id: item.id, value: 3 }));
  it("accepts one answer per item from the scale", () => {
    expect(checkAnswers(bank, full).ok).toBe(true);
  });
  it("names a missing item by its number and id, and counts the rest", () => {
    const r = checkAnswers(bank, full.filter((a) => a.id !== "zyxq-05" && a.id !== "zyxq-09"));
    expect(r).toEqual({ ok: false, field: "answers", message: "第 5 题（zyxq-05）没有回答，共 2 题未答", item: "zyxq-05" });
  });
  it("names an unknown item, a repeated one and a value off the scale by their place", () => {
    expect(checkAnswers(bank, [...full.slice(0, 3), { id: "zyxq-99", value: 3 }])).toMatchObject({ ok: false, field: "answers[3].id" });
    expect(checkAnswers(bank, [...full, { id: "zyxq-01", value: 2 }])).toMatchObject({ ok: false, field: `answers[${full.length}].id`, message: "题目 zyxq-01 重复作答" });
    const off = full.map((a, i) => (i === 7 ? { ...a, value: 6 } : a));
    expect(checkAnswers(bank, off)).toEqual({ ok: false, field: "answers[7].value", message: "题目 zyxq-08 的回答应为 1、2、3、4、5 之一", item: "zyxq-08" });
  });
  it("takes each section's own scale (WHO-5 0–5, GAD-7 0–3)", () => {
    const psy = bankFor("psychology");
    const ok = psy.items.map((item) => ({ id: item.id, value: item.section === "who5" ? 5 : 0 }));
    expect(checkAnswers(psy, ok).ok).toBe(true);
    const gadFive = ok.map((a) => (a.id === "gad7-01" ? { ...a, value: 5 } : a));
    expect(checkAnswers(psy, gadFive)).toMatchObject({ ok: false, field: "answers[5].value", message: "题目 gad7-01 的回答应为 0、1、2、3 之一" });
  });
});

describe("keying and dimension scores", () => {
  const bank = bankFor("zyxq");
  const reversed = bank.items.find((i) => i.reverse && i.dimension === "R")!;
  const plain = bank.items.find((i) => !i.reverse && i.dimension === "R")!;
  it("scores a reverse-keyed item as min + max − value", () => {
    expect(keyedValue(bank, reversed, 5)).toBe(1);
    expect(keyedValue(bank, reversed, 2)).toBe(4);
    expect(keyedValue(bank, plain, 2)).toBe(2);
  });
  it("sums keyed answers into raw scores and 0–100", () => {
    const values = answersBy(bank, (d, reverse) => (d === "R" ? (reverse ? 1 : 5) : 3));
    const r = scoreDimensions(bank, values).find((s) => s.dimension === "R")!;
    expect(r).toMatchObject({ raw: 40, min: 8, max: 40, percent: 100, strongest: 8 });
    // agreeing with the reverse-keyed "fixing things is dull" lowers Realistic
    values.set(reversed.id, 5);
    expect(scoreDimensions(bank, values).find((s) => s.dimension === "R")).toMatchObject({ raw: 36, percent: 88, strongest: 7 });
  });
  it("every other bank's reverse-keyed items count against their dimension", () => {
    for (const code of ["dyzn", "zyjzg", "xkys"] as const) {
      const b = bankFor(code);
      const item = b.items.find((i) => i.reverse)!;
      const high = answersBy(b, () => 5);
      const low = new Map(high).set(item.id, 1);
      const at = (v: Map<string, number>) => scoreDimensions(b, v).find((s) => s.dimension === item.dimension)!.raw;
      expect(at(low) - at(high), code).toBe(4);
    }
  });
});

describe("ranking and its tie-break", () => {
  it("orders by score, then by answers at the strongest end, then by the bank's order", () => {
    const r = rankDimensions([
      { dimension: "R", percent: 50, strongest: 1 }, { dimension: "I", percent: 75, strongest: 0 }, { dimension: "A", percent: 50, strongest: 3 },
      { dimension: "S", percent: 50, strongest: 1 }, { dimension: "E", percent: 10, strongest: 0 }, { dimension: "C", percent: 10, strongest: 0 },
    ]);
    expect(r.ranking).toEqual(["I", "A", "R", "S", "E", "C"]);
    expect(r.ties).toEqual([["A", "R", "S"], ["E", "C"]]);
  });
});

describe("zyxq: the three-letter code", () => {
  const bank = bankFor("zyxq");
  it("is the three strongest types, strongest first", () => {
    const level: Record<string, number> = { R: 2, I: 5, A: 4, S: 3, E: 1, C: 1 };
    const result = scoreAssessment("zyxq", bank, keyedAnswers(bank, (d) => level[d]!), facts);
    expect(result.code).toBe("IAS");
    expect(result.ranking).toEqual(["I", "A", "S", "R", "E", "C"]);
    expect(result.ties).toEqual([["E", "C"]]);
    expect(result.summary.zh).toBe("你的职业兴趣代码是 IAS：研究型、艺术型、社会型。");
    expect(result.scores.find((s) => s.dimension === "I")).toMatchObject({ raw: 40, percent: 100 });
  });
  it("breaks a tie by the strongest answers, then R I A S E C", () => {
    // S and E both 50: S with four 5s and four 1s; E all 3s → S first; A and C tied exactly → A (earlier in RIASEC)
    const sItems = bank.items.filter((i) => i.dimension === "S").map((i) => i.id);
    const values = answersBy(bank, (d, reverse, id) => {
      const k = d === "S" ? (sItems.indexOf(id) % 2 ? 5 : 1) : d === "E" ? 3 : d === "R" ? 1 : d === "I" ? 5 : 2;
      return reverse ? 6 - k : k;
    });
    const dims = scoreDimensions(bank, values);
    expect(dims.find((d) => d.dimension === "S")!.percent).toBe(dims.find((d) => d.dimension === "E")!.percent);
    const result = scoreAssessment("zyxq", bank, values, facts);
    expect(result.code).toBe("ISE");
    expect(result.ties).toContainEqual(["S", "E"]);
    expect(result.ties).toContainEqual(["A", "C"]);
    expect(result.ranking.indexOf("A")).toBeLessThan(result.ranking.indexOf("C"));
  });
  it("points to existing major classes and professions whose codes fit, best first", () => {
    const result = scoreAssessment("zyxq", bank, keyedAnswers(bank, (d) => (d === "I" ? 5 : d === "R" ? 4 : d === "C" ? 3 : 1)), facts);
    expect(result.code).toBe("IRC");
    expect(result.majors.length).toBe(8);
    expect(result.majors[0]!.fit).toBeGreaterThanOrEqual(result.majors.at(-1)!.fit);
    expect(result.majors.map((m) => m.hollandCode)).toContain("IRC");
    expect(result.majors.every((m) => majorNames.get(m.code) === m.name)).toBe(true);
    expect(result.professions.map((p) => p.name)).toContain("物理学研究人员");
  });
});

describe("rglx: four pairs", () => {
  const bank = bankFor("rglx");
  it("leans to the first pole when its items are agreed with and the reverse-keyed ones disagreed with", () => {
    const values = answersBy(bank, (d, reverse) => (d === "EI" || d === "TF" ? (reverse ? 1 : 5) : (reverse ? 5 : 1)));
    const result = scoreAssessment("rglx", bank, values, facts);
    expect(result.code).toBe("ENTP");
    expect(result.dichotomies!.map((d) => [d.axis, d.firstPercent, d.clarity])).toEqual([["EI", 100, "clear"], ["SN", 0, "clear"], ["TF", 100, "clear"], ["JP", 0, "clear"]]);
    expect(result.scores.find((s) => s.dimension === "N")).toMatchObject({ percent: 100 });
  });
  it("calls exactly 50 balanced and shows the second letter; slight within 10, moderate within 25", () => {
    expect(dichotomyOf(AXES[0], 50)).toMatchObject({ preference: "I", clarity: "balanced" });
    expect(dichotomyOf(AXES[0], 59)).toMatchObject({ preference: "E", clarity: "slight" });
    expect(dichotomyOf(AXES[1], 30)).toMatchObject({ preference: "N", clarity: "moderate" });
    expect(dichotomyOf(AXES[2], 75)).toMatchObject({ preference: "T", clarity: "clear" });
    const result = scoreAssessment("rglx", bank, answersBy(bank, () => 3), facts);
    expect(result.code).toBe("INFP");
    expect(result.ties).toHaveLength(4);
  });
});

describe("dyzn, zyjzg, major: strongest three", () => {
  it("names the three strongest dimensions", () => {
    const bank = bankFor("dyzn");
    const result = scoreAssessment("dyzn", bank, keyedAnswers(bank, (d) => (d === "musical" ? 5 : d === "spatial" ? 4 : d === "logical" ? 4 : 2)), facts);
    // logical and spatial tie at 75 with no strongest answers: the bank's order puts logical first
    expect(result.code).toBe("musical-logical-spatial");
    expect(result.ties).toContainEqual(["logical", "spatial"]);
  });
  it("zyjzg has at least six values and ranks them", () => {
    const bank = bankFor("zyjzg");
    expect(bank.dimensions.length).toBeGreaterThanOrEqual(6);
    const result = scoreAssessment("zyjzg", bank, keyedAnswers(bank, (d) => (d === "altruism" ? 5 : d === "security" ? 4 : 2)), facts);
    expect(result.ranking.slice(0, 2)).toEqual(["altruism", "security"]);
    expect(result.summary.en).toMatch(/^The three work values that matter most to you: Helping others, Security, /);
  });
  it("major points only to the classes of its three strongest directions", () => {
    const bank = bankFor("major");
    const result = scoreAssessment("major", bank, keyedAnswers(bank, (d) => (d === "life" ? 5 : d === "education" ? 4 : d === "law" ? 4 : 1)), facts);
    expect(result.ranking.slice(0, 3)).toEqual(["life", "law", "education"]);
    const allowed = new Set(FIELDS.filter((f) => ["life", "law", "education"].includes(f.id)).flatMap((f) => f.classes.map((c) => c.code)));
    expect(result.majors.length).toBeGreaterThan(0);
    expect(result.majors.every((m) => allowed.has(m.code))).toBe(true);
    expect(result.majors.map((m) => m.name)).toContain("临床医学类");
  });
});

describe("xkys: self-rating and exam scores", () => {
  const bank = bankFor("xkys");
  it("averages the self-rating with the latest exam's share of full marks, else keeps the self-rating", () => {
    expect(combinedStrength(75, 90)).toBe(83);
    expect(combinedStrength(75, null)).toBe(75);
    const values = keyedAnswers(bank, (d) => (d === "physics" ? 4 : 3));
    const result = scoreAssessment("xkys", bank, values, { ...facts, exams: [
      { subject: "物理", examName: "期中", examDate: "2026-11-05", score: 90, fullScore: 100 },
      { subject: "数学", examName: "期中", examDate: "2026-11-05", score: 147, fullScore: 150 },
      { subject: "思想政治", examName: "期中", examDate: "2026-11-05", score: 30, fullScore: 100 },
    ] });
    const physics = result.subjects!.find((s) => s.subject === "physics")!;
    expect(physics).toMatchObject({ selfPercent: 75, examPercent: 90, combined: 83 });
    expect(result.subjects!.find((s) => s.subject === "politics")).toMatchObject({ examPercent: 30, combined: 40 });
    expect(result.subjects!.find((s) => s.subject === "history")).toMatchObject({ examPercent: null, exam: null, combined: 50 });
    expect(result.ranking.slice(0, 2)).toEqual(["physics", "math"]);
    expect(result.code).toBe("物理+数学+语文");
  });
});

describe("psychology: WHO-5, GAD-7 and the referral", () => {
  it("bands WHO-5 (×4: ≤ 50 low, ≤ 28 very low) and GAD-7 (5, 10, 15)", () => {
    expect(wellbeingOf(13, 4)).toEqual({ who5: { raw: 13, percent: 52, band: "good" }, gad7: { raw: 4, band: "minimal" }, referral: { level: "none", reasons: [] } });
    expect(wellbeingOf(12, 0).referral).toEqual({ level: "suggest", reasons: ["who5-low"] });
    expect(wellbeingOf(7, 0)).toMatchObject({ who5: { percent: 28, band: "veryLow" }, referral: { level: "refer", reasons: ["who5-very-low"] } });
    expect(wellbeingOf(20, 5).referral).toEqual({ level: "suggest", reasons: ["gad7-mild"] });
    expect(wellbeingOf(20, 9).referral.level).toBe("suggest");
    expect(wellbeingOf(20, 10).referral).toEqual({ level: "refer", reasons: ["gad7-moderate"] });
    expect(wellbeingOf(3, 15)).toMatchObject({ gad7: { band: "severe" }, referral: { level: "refer", reasons: ["who5-very-low", "gad7-severe"] } });
  });
  it("adds the items of each questionnaire on its own scale, with no pointers", () => {
    const bank = bankFor("psychology");
    const values = new Map(bank.items.map((i) => [i.id, i.section === "who5" ? 1 : 2]));
    const result = scoreAssessment("psychology", bank, values, facts);
    expect(result.wellbeing).toMatchObject({ who5: { raw: 5, percent: 20 }, gad7: { raw: 14, band: "moderate" }, referral: { level: "refer" } });
    expect(result.code).toBe("veryLow/moderate");
    expect(result.majors).toEqual([]);
    expect(result.professions).toEqual([]);
  });
});

describe("chooseSubjects: combinations by the province's model", () => {
  it("lists 12 combinations under 3+1+2, 20 under 3+3 and 35 with 技术", () => {
    expect(combinationsFor("3+1+2")).toHaveLength(12);
    expect(combinationsFor("3+1+2").every((c) => c[0] === "physics" || c[0] === "history")).toBe(true);
    expect(combinationsFor("3+3")).toHaveLength(20);
    expect(combinationsFor("3+3", true)).toHaveLength(35);
  });
  it("takes the model from the province; 文理 and unknown provinces are assumed 3+1+2", () => {
    expect(choiceModel("44")).toEqual({ model: "3+1+2", province: "44", assumed: false, withTechnology: false });
    expect(choiceModel("33")).toEqual({ model: "3+3", province: "33", assumed: false, withTechnology: true });
    expect(choiceModel("11")).toMatchObject({ model: "3+3", withTechnology: false });
    expect(choiceModel("54")).toMatchObject({ model: "3+1+2", assumed: true });
    expect(choiceModel(null)).toMatchObject({ model: "3+1+2", province: null, assumed: true });
    expect(bankFor("chooseSubjects", "33").items.some((i) => i.dimension === "technology")).toBe(true);
    expect(bankFor("chooseSubjects", "44").items.some((i) => i.dimension === "technology")).toBe(false);
  });
  it("puts physics and chemistry first for a student who likes them and wants medicine, and says what history would close", () => {
    const bank = bankFor("chooseSubjects", "44");
    const values = new Map(bank.items.map((i) => {
      if (i.dimension === "dir-life" || i.dimension === "dir-science") return [i.id, 5];
      if (i.dimension.startsWith("dir-")) return [i.id, 1];
      return [i.id, ["physics", "chemistry", "biology"].includes(i.dimension) ? 5 : 2];
    }));
    const result = scoreAssessment("chooseSubjects", bank, values, { ...facts, model: choiceModel("44") });
    const options = result.combinations!.options;
    expect(result.code).toBe("物理+化学+生物");
    expect(options[0]).toMatchObject({ label: "物理+化学+生物", interest: 100, coverage: 100 });
    expect(options[0]!.score).toBe(Math.round(0.4 * 100 + 0.3 * options[0]!.strength + 0.3 * 100));
    const history = options.find((o) => o.label === "历史+化学+生物")!;
    expect(history.coverage).toBeLessThan(50);
    expect(history.misses.map((m) => m.name)).toContain("临床医学类");
    expect(result.combinations).toMatchObject({ model: "3+1+2", province: "44", assumed: false });
    expect(options).toHaveLength(12);
  });
  it("uses exam scores for strength", () => {
    const bank = bankFor("chooseSubjects", "11");
    const values = new Map(bank.items.map((i) => [i.id, 3]));
    const withExam = scoreAssessment("chooseSubjects", bank, values, { ...facts, model: choiceModel("11"), exams: [{ subject: "地理", examName: "期中", examDate: "2026-11-05", score: 100, fullScore: 100 }] });
    const geo = withExam.combinations!.options.find((o) => o.label === "政治+历史+地理")!;
    const plain = scoreAssessment("chooseSubjects", bank, values, { ...facts, model: choiceModel("11") }).combinations!.options.find((o) => o.label === "政治+历史+地理")!;
    expect(geo.strength - plain.strength).toBe(Math.round((75 - 50) / 3));
  });
});

describe("the Holland profile and fit", () => {
  it("weights a dimension's letters 3, 2, 1 and gives unlisted types 50", () => {
    const p = hollandProfile([{ holland: "IC", percent: 80 }, { holland: "CI", percent: 20 }]);
    expect(p.I).toBe(Math.round((3 * 80 + 2 * 20) / 5));
    expect(p.C).toBe(Math.round((2 * 80 + 3 * 20) / 5));
    expect(p.R).toBe(50);
    expect(hollandFit({ R: 0, I: 100, A: 0, S: 0, E: 0, C: 40 }, "ICR")).toBe(Math.round((300 + 80) / 6));
    expect(hollandFit({ R: 0, I: 100, A: 0, S: 0, E: 0, C: 40 }, "IC")).toBe(Math.round((300 + 80) / 5));
  });
});

describe("item banks and mappings", () => {
  it("every item has its own id and both languages; zyxq has at least 48 items, eight per type with one reverse-keyed", () => {
    for (const code of ASSESSMENT_CODES) {
      const bank = bankFor(code, code === "chooseSubjects" ? "33" : null);
      expect(new Set(bank.items.map((i) => i.id)).size, code).toBe(bank.items.length);
      for (const item of bank.items) {
        expect(item.text.zh.trim().length > 2 && item.text.en.trim().length > 2, item.id).toBe(true);
        expect(bank.dimensions.some((d) => d.id === item.dimension), item.id).toBe(true);
        expect(item.id).toMatch(/^[A-Za-z0-9_-]{1,24}$/);
      }
      for (const d of bank.dimensions) expect(bank.items.some((i) => i.dimension === d.id), `${code} ${d.id}`).toBe(true);
      // between them, the dimensions cover all six Holland types (psychology points nowhere)
      if (code !== "psychology" && code !== "rglx") expect(new Set(bank.dimensions.flatMap((d) => [...d.holland])).size, code).toBe(6);
    }
    const zyxq = bankFor("zyxq");
    expect(zyxq.items.length).toBeGreaterThanOrEqual(48);
    for (const t of ["R", "I", "A", "S", "E", "C"]) {
      expect(zyxq.items.filter((i) => i.dimension === t)).toHaveLength(8);
      expect(zyxq.items.filter((i) => i.dimension === t && i.reverse)).toHaveLength(1);
    }
    expect(bankFor("psychology").items.map((i) => i.section)).toEqual([...Array(5).fill("who5"), ...Array(7).fill("gad7")]);
  });
  it("maps every 本科 major class and every profession of the seed, and only those", () => {
    expect(Object.keys(MAJOR_CLASS_HOLLAND).sort()).toEqual([...majorNames.keys()].sort());
    expect(Object.keys(PROFESSION_HOLLAND).sort()).toEqual([...professionNames.keys()].sort());
    for (const code of [...Object.values(MAJOR_CLASS_HOLLAND), ...Object.values(PROFESSION_HOLLAND)]) expect(code).toMatch(/^(?!.*(.).*\1)[RIASEC]{2,3}$/);
    for (const f of FIELDS) for (const c of f.classes) expect(majorNames.has(c.code), c.code).toBe(true);
  });
});
