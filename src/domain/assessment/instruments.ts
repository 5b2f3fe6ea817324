// Each assessment's result from its checked answers (./scoring): the dimension scores, the ranking with its ties, the
// short code and a one-line summary in both languages (./summary: the student's wording, stored; each reader's on read),
// the instrument's own parts (dichotomies, wellbeing bands and the counsellor referral, subject strengths with exam
// scores, subject combinations) and the major classes and professions the result points to. Pure: what the database knows (exam scores, the province, the names of major
// classes and professions) comes in as `facts`.
import type { AssessmentCode } from "./catalog";
import { MAJOR_CLASS_HOLLAND, PROFESSION_HOLLAND } from "./holland-map";
import { bestFits, hollandProfile, percentOf, rankDimensions, scoreDimensions, type DimensionScore, type HollandProfile } from "./scoring";
import type { Bank, Bi } from "./types";
import { AXES, POLES } from "./banks/rglx";
import { FIELDS } from "./banks/fields";
import { subjectById, subjectByName } from "./banks/subjects";
import { meetsRequirement, type Subject } from "../volunteer/subjects";
import { SELF, summaryFor } from "./summary";

export interface Score { dimension: string; name: Bi; raw: number; min: number; max: number; percent: number; meaning?: Bi }
export interface PointerFit { code: string; name: string; hollandCode: string; fit: number }
export interface Dichotomy { axis: string; first: string; second: string; firstPercent: number; preference: string; clarity: "balanced" | "slight" | "moderate" | "clear" }
export type Who5Band = "good" | "low" | "veryLow";
export type Gad7Band = "minimal" | "mild" | "moderate" | "severe";
export type ReferralReason = "who5-very-low" | "who5-low" | "gad7-moderate" | "gad7-severe" | "gad7-mild";
export interface Wellbeing {
  who5: { raw: number; percent: number; band: Who5Band };
  gad7: { raw: number; band: Gad7Band };
  referral: { level: "none" | "suggest" | "refer"; reasons: ReferralReason[] };
}
export interface SubjectStrength { subject: string; selfPercent: number; examPercent: number | null; exam: { name: string; date: string; score: number; fullScore: number } | null; combined: number }
export interface ClassRef { code: string; name: string; requirement: string }
export interface Combination { subjects: string[]; label: string; score: number; interest: number; strength: number; coverage: number; opens: ClassRef[]; misses: ClassRef[] }
export type ExamModel = "3+1+2" | "3+3";

export interface ScoredResult {
  code: string;
  summary: Bi;
  scores: Score[];
  ranking: string[];
  ties: string[][];
  dichotomies?: Dichotomy[];
  wellbeing?: Wellbeing;
  subjects?: SubjectStrength[];
  combinations?: { model: ExamModel; province: string | null; assumed: boolean; options: Combination[] };
  majors: PointerFit[];
  professions: PointerFit[];
}

export interface ExamScore { subject: string; examName: string; examDate: string; score: number; fullScore: number }

/** What scoring needs from outside the answers. */
export interface ScoringFacts {
  /** names of 本科 major classes and of professions by code: pointers are made only to those that exist */
  majorNames: ReadonlyMap<string, string>;
  professionNames: ReadonlyMap<string, string>;
  /** the latest exam score of each subject (xkys, chooseSubjects) */
  exams?: readonly ExamScore[];
  /** the exam model the student's province uses, and whether it was assumed (chooseSubjects) */
  model?: { model: ExamModel; province: string | null; assumed: boolean; withTechnology: boolean };
}

/** A result before its summary is worded (./summary makes that from these parts). */
type Unworded = Omit<ScoredResult, "summary">;

/** how many major classes and professions a result points to */
export const POINTER_COUNTS = { majors: 8, professions: 6 } as const;


function pointers(profile: HollandProfile, facts: ScoringFacts, majorCodes?: ReadonlySet<string>): Pick<ScoredResult, "majors" | "professions"> {
  const majorsKnown = new Set([...Object.keys(MAJOR_CLASS_HOLLAND)].filter((c) => facts.majorNames.has(c) && (!majorCodes || majorCodes.has(c))));
  const professionsKnown = new Set([...Object.keys(PROFESSION_HOLLAND)].filter((c) => facts.professionNames.has(c)));
  return {
    majors: bestFits(profile, MAJOR_CLASS_HOLLAND, POINTER_COUNTS.majors, majorsKnown).map((p) => ({ ...p, name: facts.majorNames.get(p.code)! })),
    professions: bestFits(profile, PROFESSION_HOLLAND, POINTER_COUNTS.professions, professionsKnown).map((p) => ({ ...p, name: facts.professionNames.get(p.code)! })),
  };
}

function named(bank: Bank, scores: readonly DimensionScore[]): Score[] {
  return scores.map(({ strongest: _, ...s }) => {
    const d = bank.dimensions.find((x) => x.id === s.dimension)!;
    return { ...s, name: d.name, ...(d.high.zh ? { meaning: d.high } : {}) };
  });
}
const nameOf = (bank: Bank, id: string) => bank.dimensions.find((d) => d.id === id)!.name;
const hollandOf = (bank: Bank, id: string) => bank.dimensions.find((d) => d.id === id)!.holland;

// ---------------------------------------------------------------- per instrument

/** zyxq: six Holland types; the code is the three strongest letters after the tie-break. */
function scoreInterests(bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): Unworded {
  const dims = scoreDimensions(bank, values);
  const { ranking, ties } = rankDimensions(dims);
  const code = ranking.slice(0, 3).join("");
  const profile = Object.fromEntries(dims.map((d) => [d.dimension, d.percent])) as HollandProfile;
  return {
    code, ranking, ties, scores: named(bank, dims),
    ...pointers(profile, facts),
  };
}

/** Strongest-first instruments (dyzn, zyjzg, major): the code is the three strongest dimensions joined by "-". */
function scoreRanked(bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): Unworded {
  const dims = scoreDimensions(bank, values);
  const { ranking, ties } = rankDimensions(dims);
  const profile = hollandProfile(dims.map((d) => ({ holland: hollandOf(bank, d.dimension), percent: d.percent })));
  // the major test points to the classes of its three strongest directions only
  const majorCodes = bank.code === "major" ? new Set(ranking.slice(0, 3).flatMap((id) => FIELDS.find((f) => f.id === id)?.classes.map((c) => c.code) ?? [])) : undefined;
  return {
    code: ranking.slice(0, 3).join("-"), ranking, ties, scores: named(bank, dims),
    ...pointers(profile, facts, majorCodes),
  };
}

/**
 * rglx: each pair's items are keyed to its first pole (E, S, T, J); the lean is 0–100 toward it. Above 50 the first
 * letter, below 50 the second; exactly 50 is "balanced" and shows the second letter (I, N, F, P) by our convention.
 * Clarity: 50 balanced, within 10 of 50 slight, within 25 moderate, else clear.
 */
export function dichotomyOf(axis: (typeof AXES)[number], firstPercent: number): Dichotomy {
  const distance = Math.abs(firstPercent - 50);
  return {
    axis: axis.axis, first: axis.first, second: axis.second, firstPercent,
    preference: firstPercent > 50 ? axis.first : axis.second,
    clarity: distance === 0 ? "balanced" : distance < 10 ? "slight" : distance < 25 ? "moderate" : "clear",
  };
}

function scoreTypes(bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): Unworded {
  const axes = scoreDimensions(bank, values);
  const dichotomies = AXES.map((axis) => dichotomyOf(axis, axes.find((a) => a.dimension === axis.axis)!.percent));
  const scores: Score[] = dichotomies.flatMap((d) => {
    const a = axes.find((x) => x.dimension === d.axis)!;
    return [
      { dimension: d.first, name: POLES[d.first]!.name, meaning: POLES[d.first]!.high, raw: a.raw, min: a.min, max: a.max, percent: d.firstPercent },
      { dimension: d.second, name: POLES[d.second]!.name, meaning: POLES[d.second]!.high, raw: a.min + a.max - a.raw, min: a.min, max: a.max, percent: 100 - d.firstPercent },
    ];
  });
  const code = dichotomies.map((d) => d.preference).join("");
  const profile = hollandProfile(scores.map((s) => ({ holland: POLES[s.dimension]!.holland, percent: s.percent })));
  return {
    code, scores, dichotomies, ranking: dichotomies.map((d) => d.preference),
    ties: dichotomies.filter((d) => d.clarity === "balanced").map((d) => [d.second, d.first]),
    ...pointers(profile, facts),
  };
}

/**
 * psychology: WHO-5 raw 0–25 (×4 = 0–100; ≤ 50 low, ≤ 28 very low) and GAD-7 total 0–21 (5 mild, 10 moderate, 15
 * severe). A counsellor is told (refer) when WHO-5 is very low or GAD-7 is 10 or more; the student is encouraged to
 * talk to someone (suggest) when WHO-5 is low or GAD-7 is 5–9.
 */
export function wellbeingOf(who5Raw: number, gad7Raw: number): Wellbeing {
  const percent = who5Raw * 4;
  const who5: Who5Band = percent <= 28 ? "veryLow" : percent <= 50 ? "low" : "good";
  const gad7: Gad7Band = gad7Raw >= 15 ? "severe" : gad7Raw >= 10 ? "moderate" : gad7Raw >= 5 ? "mild" : "minimal";
  const reasons: ReferralReason[] = [];
  if (who5 === "veryLow") reasons.push("who5-very-low");
  else if (who5 === "low") reasons.push("who5-low");
  if (gad7 === "severe") reasons.push("gad7-severe");
  else if (gad7 === "moderate") reasons.push("gad7-moderate");
  else if (gad7 === "mild") reasons.push("gad7-mild");
  const level = who5 === "veryLow" || gad7Raw >= 10 ? "refer" : reasons.length ? "suggest" : "none";
  return { who5: { raw: who5Raw, percent, band: who5 }, gad7: { raw: gad7Raw, band: gad7 }, referral: { level, reasons } };
}

function scoreWellbeing(bank: Bank, values: ReadonlyMap<string, number>): Unworded {
  const dims = scoreDimensions(bank, values);
  const who5 = dims.find((d) => d.dimension === "who5")!, gad7 = dims.find((d) => d.dimension === "gad7")!;
  const wellbeing = wellbeingOf(who5.raw, gad7.raw);
  return {
    code: `${wellbeing.who5.band}/${wellbeing.gad7.band}`, scores: named(bank, dims), ranking: [], ties: [], wellbeing,
    majors: [], professions: [],
  };
}

/** The latest exam score of each subject as a share of full marks (0–100), by subject id. */
export function examPercents(exams: readonly ExamScore[] = []): Map<string, { percent: number; exam: SubjectStrength["exam"] }> {
  const out = new Map<string, { percent: number; exam: SubjectStrength["exam"] }>();
  for (const e of exams) {
    const subject = subjectByName(e.subject);
    if (!subject || !(e.fullScore > 0) || out.has(subject.id)) continue;
    out.set(subject.id, { percent: Math.round(Math.min(1, Math.max(0, e.score / e.fullScore)) * 100), exam: { name: e.examName, date: e.examDate, score: e.score, fullScore: e.fullScore } });
  }
  return out;
}

/** A subject's strength: the mean of the self-rating and the exam score where both exist, else the self-rating. */
export const combinedStrength = (self: number, exam: number | null) => (exam == null ? self : Math.round((self + exam) / 2));

/** xkys: self-rated strength per subject, with the latest exam score where there is one; ranked by the combination. */
function scoreSubjects(bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): Unworded {
  const dims = scoreDimensions(bank, values);
  const exams = examPercents(facts.exams);
  const subjects: SubjectStrength[] = dims.map((d) => {
    const exam = exams.get(d.dimension) ?? null;
    return { subject: d.dimension, selfPercent: d.percent, examPercent: exam?.percent ?? null, exam: exam?.exam ?? null, combined: combinedStrength(d.percent, exam?.percent ?? null) };
  });
  // ranked by the combined figure; ties by the self-rating's strongest answers, then the bank's order
  const { ranking, ties } = rankDimensions(subjects.map((s, i) => ({ dimension: s.subject, percent: s.combined, strongest: dims[i]!.strongest })));
  const top = ranking.slice(0, 3).map((id) => nameOf(bank, id));
  const profile = hollandProfile(subjects.map((s) => ({ holland: hollandOf(bank, s.subject), percent: s.combined })));
  return {
    code: top.map((t) => t.zh).join("+"), ranking, ties, scores: named(bank, dims), subjects,
    ...pointers(profile, facts),
  };
}

// ---------------------------------------------------------------- chooseSubjects

/** Every combination a model allows: 3+1+2 one of 物理/历史 then two of 化学, 生物, 政治, 地理; 3+3 any three electives. */
export function combinationsFor(model: ExamModel, withTechnology = false): string[][] {
  if (model === "3+1+2") {
    const rest = ["chemistry", "biology", "politics", "geography"];
    return ["physics", "history"].flatMap((first) => rest.flatMap((a, i) => rest.slice(i + 1).map((b) => [first, a, b])));
  }
  const pool = ["physics", "chemistry", "biology", "politics", "history", "geography", ...(withTechnology ? ["technology"] : [])];
  const out: string[][] = [];
  for (let i = 0; i < pool.length; i++) for (let j = i + 1; j < pool.length; j++) for (let k = j + 1; k < pool.length; k++) out.push([pool[i]!, pool[j]!, pool[k]!]);
  return out;
}

/** weights of a combination's score: interest, strength, openness of the preferred major classes */
export const COMBINATION_WEIGHTS = { interest: 0.4, strength: 0.3, coverage: 0.3 } as const;
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/**
 * chooseSubjects: every combination of the province's model scored 0–100 from the student's interest in its three
 * subjects (40 %), their strength (30 %: self-rating, averaged with the latest exam where there is one) and how many
 * of the major classes of the directions the student prefers it opens under the usual requirement (30 %, each
 * direction weighted by its score). Ties: the higher coverage, then the order the model lists them in.
 */
function scoreChoice(bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): Unworded {
  const model = facts.model ?? { model: "3+1+2" as const, province: null, assumed: true, withTechnology: false };
  const subjectIds = bank.dimensions.filter((d) => !d.id.startsWith("dir-")).map((d) => d.id);
  const itemPercent = (ids: string[]) => {
    const vs = ids.map((id) => values.get(id) ?? 1);
    return percentOf(vs.reduce((a, b) => a + b, 0), vs.length, vs.length * 5);
  };
  const exams = examPercents(facts.exams);
  const interest = new Map(subjectIds.map((s) => [s, itemPercent([`cs-${s}-1`, `cs-${s}-2`])]));
  const strength = new Map(subjectIds.map((s) => [s, combinedStrength(itemPercent([`cs-${s}-3`]), exams.get(s)?.percent ?? null)]));
  const direction = FIELDS.map((f) => ({ field: f, weight: itemPercent([`cs-dir-${f.id}`]) }));
  const weightSum = direction.reduce((a, d) => a + d.weight, 0);
  const preferred = [...direction].sort((a, b) => b.weight - a.weight).slice(0, 3).map((d) => d.field);
  const zhOf = (ids: readonly string[]) => ids.map((id) => subjectById(id)!.zh as Subject);

  const options: Combination[] = combinationsFor(model.model, model.withTechnology).map((combo) => {
    const subjects = zhOf(combo);
    const opensShare = (classes: readonly { requirement: string }[]) => classes.filter((c) => meetsRequirement(c.requirement, subjects) === true).length / classes.length;
    const coverage = Math.round(100 * (weightSum > 0
      ? direction.reduce((a, d) => a + d.weight * opensShare(d.field.classes), 0) / weightSum
      : mean(FIELDS.map((f) => opensShare(f.classes)))));
    const i = Math.round(mean(combo.map((s) => interest.get(s) ?? 0)));
    const st = Math.round(mean(combo.map((s) => strength.get(s) ?? 0)));
    const classes = preferred.flatMap((f) => f.classes).map((c) => ({ ...c, name: facts.majorNames.get(c.code) ?? c.code }));
    return {
      subjects, label: subjects.join("+"), interest: i, strength: st, coverage,
      score: Math.round(COMBINATION_WEIGHTS.interest * i + COMBINATION_WEIGHTS.strength * st + COMBINATION_WEIGHTS.coverage * coverage),
      opens: classes.filter((c) => meetsRequirement(c.requirement, subjects) === true),
      misses: classes.filter((c) => meetsRequirement(c.requirement, subjects) !== true),
    };
  });
  const order = new Map(options.map((o, i) => [o.label, i]));
  options.sort((a, b) => b.score - a.score || b.coverage - a.coverage || order.get(a.label)! - order.get(b.label)!);
  const best = options[0]!;

  const dims = scoreDimensions(bank, values);
  const subjectScores = dims.filter((d) => !d.dimension.startsWith("dir-"));
  const { ranking, ties } = rankDimensions(subjectScores.map((d) => ({ dimension: d.dimension, percent: interest.get(d.dimension)!, strongest: d.strongest })));
  const profile = hollandProfile(direction.map((d) => ({ holland: d.field.holland, percent: d.weight })));
  return {
    code: best.label, ranking, ties, scores: named(bank, dims),
    combinations: { model: model.model, province: model.province, assumed: model.assumed, options },
    ...pointers(profile, facts, new Set(preferred.flatMap((f) => f.classes.map((c) => c.code)))),
  };
}

/** Scores a checked submission of one assessment; the stored summary is the student's own wording. */
export function scoreAssessment(code: AssessmentCode, bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): ScoredResult {
  const result = scoreUnworded(code, bank, values, facts);
  return { ...result, summary: summaryFor(code, result, SELF) };
}

function scoreUnworded(code: AssessmentCode, bank: Bank, values: ReadonlyMap<string, number>, facts: ScoringFacts): Unworded {
  switch (code) {
    case "zyxq": return scoreInterests(bank, values, facts);
    case "rglx": return scoreTypes(bank, values, facts);
    case "dyzn": return scoreRanked(bank, values, facts);
    case "zyjzg": return scoreRanked(bank, values, facts);
    case "major": return scoreRanked(bank, values, facts);
    case "xkys": return scoreSubjects(bank, values, facts);
    case "psychology": return scoreWellbeing(bank, values);
    case "chooseSubjects": return scoreChoice(bank, values, facts);
  }
}
