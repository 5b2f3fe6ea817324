// Scoring rules every assessment shares: checking a submission against its bank (every item answered once, with one of
// its scale's values), keying (a reverse-keyed item scores min + max − value), dimension scores as raw sums and as
// 0–100, ranking with a documented tie-break, and the Holland profile that points results to majors and professions.
import type { Bank, Item, Scale } from "./types";

export interface Answer { id: string; value: number }
export type AnswerCheck = { ok: true; values: Map<string, number> } | { ok: false; field: string; message: string; item: string };

export function scaleOf(bank: Bank, item: Item): Scale {
  const id = item.section ?? bank.sections[0]!.id;
  return (bank.sections.find((s) => s.id === id) ?? bank.sections[0]!).scale;
}

const bounds = (scale: Scale) => {
  const values = scale.options.map((o) => o.value);
  return { min: Math.min(...values), max: Math.max(...values) };
};

/**
 * Checks a submission: every answer names an item of the bank once and gives one of its scale's values, and every
 * item is answered. The first problem is named by its place in `answers` (answers[3].value) or, for a missing
 * answer, by the item's number and id.
 */
export function checkAnswers(bank: Bank, answers: readonly Answer[]): AnswerCheck {
  const byId = new Map(bank.items.map((item) => [item.id, item]));
  const values = new Map<string, number>();
  for (const [i, answer] of answers.entries()) {
    const item = byId.get(answer.id);
    if (!item) return { ok: false, field: `answers[${i}].id`, message: `没有题目“${answer.id}”`, item: answer.id };
    if (values.has(answer.id)) return { ok: false, field: `answers[${i}].id`, message: `题目 ${answer.id} 重复作答`, item: answer.id };
    const allowed = scaleOf(bank, item).options.map((o) => o.value);
    if (!allowed.includes(answer.value)) return { ok: false, field: `answers[${i}].value`, message: `题目 ${answer.id} 的回答应为 ${[...allowed].sort((a, b) => a - b).join("、")} 之一`, item: answer.id };
    values.set(answer.id, answer.value);
  }
  const missing = bank.items.map((item, n) => ({ item, n })).filter(({ item }) => !values.has(item.id));
  if (missing.length) {
    const first = missing[0]!;
    return { ok: false, field: "answers", message: `第 ${first.n + 1} 题（${first.item.id}）没有回答${missing.length > 1 ? `，共 ${missing.length} 题未答` : ""}`, item: first.item.id };
  }
  return { ok: true, values };
}

/** An answer's score after keying: a reverse-keyed item counts min + max − value. */
export function keyedValue(bank: Bank, item: Item, value: number): number {
  if (!item.reverse) return value;
  const { min, max } = bounds(scaleOf(bank, item));
  return min + max - value;
}

export interface DimensionScore {
  dimension: string;
  raw: number;
  min: number;
  max: number;
  /** (raw − min) / (max − min) × 100, whole */
  percent: number;
  /** answers at the scale's strongest end after keying: the first tie-break */
  strongest: number;
}

export const percentOf = (raw: number, min: number, max: number) => (max === min ? 0 : Math.round(((raw - min) / (max - min)) * 100));

/** Every dimension's raw sum (keyed), its range, 0–100 and the number of strongest answers, in the bank's order. */
export function scoreDimensions(bank: Bank, values: ReadonlyMap<string, number>, dimensions = bank.dimensions.map((d) => d.id)): DimensionScore[] {
  return dimensions.map((dimension) => {
    let raw = 0, min = 0, max = 0, strongest = 0;
    for (const item of bank.items) {
      if (item.dimension !== dimension) continue;
      const b = bounds(scaleOf(bank, item));
      const v = keyedValue(bank, item, values.get(item.id) ?? b.min);
      raw += v; min += b.min; max += b.max;
      if (v === b.max) strongest++;
    }
    return { dimension, raw, min, max, percent: percentOf(raw, min, max), strongest };
  });
}

/**
 * Dimensions strongest first. Tie-break, in order: the higher 0–100 score; then more answers at the strongest end
 * ("very much like me", after keying); then the bank's own order (for Holland types R, I, A, S, E, C). `ties` lists
 * each group of dimensions with equal 0–100 scores, in the order the tie-break put them.
 */
export function rankDimensions(scores: readonly Pick<DimensionScore, "dimension" | "percent" | "strongest">[]): { ranking: string[]; ties: string[][] } {
  const order = new Map(scores.map((s, i) => [s.dimension, i]));
  const sorted = [...scores].sort((a, b) => b.percent - a.percent || b.strongest - a.strongest || order.get(a.dimension)! - order.get(b.dimension)!);
  const ties: string[][] = [];
  for (const s of sorted) {
    const group = sorted.filter((o) => o.percent === s.percent).map((o) => o.dimension);
    if (group.length > 1 && group[0] === s.dimension) ties.push(group);
  }
  return { ranking: sorted.map((s) => s.dimension), ties };
}

// ---------------------------------------------------------------- Holland profile and pointers

export const HOLLAND_LETTERS = ["R", "I", "A", "S", "E", "C"] as const;
export type HollandProfile = Record<(typeof HOLLAND_LETTERS)[number], number>;
/** a code's letters count 3, 2, 1 from the first */
const POSITION_WEIGHTS = [3, 2, 1];

/**
 * A Holland profile (0–100 per type) from scores of dimensions that lean to Holland types: each type is the weighted
 * mean of the scores of the dimensions that list it (weight 3 as a dimension's first letter, 2 second, 1 third); a
 * type no dimension lists counts 50 (no evidence either way).
 */
export function hollandProfile(scores: readonly { holland: string; percent: number }[]): HollandProfile {
  const sum: Record<string, number> = {}, weight: Record<string, number> = {};
  for (const s of scores) [...s.holland].forEach((letter, i) => {
    const w = POSITION_WEIGHTS[i] ?? 1;
    sum[letter] = (sum[letter] ?? 0) + w * s.percent;
    weight[letter] = (weight[letter] ?? 0) + w;
  });
  return Object.fromEntries(HOLLAND_LETTERS.map((l) => [l, weight[l] ? Math.round(sum[l]! / weight[l]!) : 50])) as HollandProfile;
}

/** How well a profile fits a Holland code (0–100): the code's letters' scores weighted 3, 2, 1. */
export function hollandFit(profile: HollandProfile, code: string): number {
  const letters = [...code].filter((l): l is keyof HollandProfile => l in profile);
  if (!letters.length) return 0;
  let sum = 0, weight = 0;
  letters.forEach((l, i) => {
    const w = POSITION_WEIGHTS[i] ?? 1;
    sum += w * profile[l];
    weight += w;
  });
  return Math.round(sum / weight);
}

/** The codes of a mapping that fit the profile best: fit descending, then code ascending; the first `count`. */
export function bestFits(profile: HollandProfile, mapping: Readonly<Record<string, string>>, count: number, allowed?: ReadonlySet<string>): { code: string; hollandCode: string; fit: number }[] {
  return Object.entries(mapping)
    .filter(([code]) => !allowed || allowed.has(code))
    .map(([code, hollandCode]) => ({ code, hollandCode, fit: hollandFit(profile, hollandCode) }))
    .sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code))
    .slice(0, count);
}
