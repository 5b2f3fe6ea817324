// A school's corrections of a province's volunteer rule (rules.ts): one field of one batch, with who made it, when and
// why. Checked against the rule (the batch exists, the value is of the field's kind and range); every correction is shown
// to the school's users as the school's, beside the published figure, and the form follows it only where it narrows
// the form (followsCorrection).
import type { Adjustment, AdmissionOrder, BatchRule, ProvinceRule } from "./rules";

export const CORRECTABLE = ["slots", "majorsPerSlot", "adjustment", "order", "singleRound"] as const;
export type Correctable = (typeof CORRECTABLE)[number];
export type CorrectionValue = number | string | boolean;

export interface RuleCorrection {
  batch: string;
  field: Correctable;
  value: CorrectionValue;
  reason: string;
  /** who made it (account) and when (ISO) */
  by: string;
  at: string;
}

export interface AppliedCorrection extends RuleCorrection {
  /** the rule's own value before the correction */
  original: CorrectionValue;
  /** whether the form follows it (followsCorrection); when not, it is shown beside the published figure only */
  followed: boolean;
}

/**
 * Whether a school's correction changes the form its students fill. The published rule is the platform's (the
 * operator's data, from the 考试院); a school's correction is the school's advice to its own students. The form follows
 * it only where it narrows the form — fewer 志愿 or fewer majors per 志愿 — since a form within the narrower limit is
 * also within the published one, so following the school can never make a form the 考试院 would refuse. A correction
 * that widens a limit, or changes 调剂, the admission order or the rounds, is shown as the school's, beside the
 * published figure, and the form keeps the published rule.
 */
export function followsCorrection(field: Correctable, value: CorrectionValue, original: CorrectionValue): boolean {
  if (field === "slots" || field === "majorsPerSlot") return typeof value === "number" && typeof original === "number" && value < original;
  return false;
}

const ADJUSTMENTS: readonly Adjustment[] = ["group", "college", "majors", "none"];
const ORDERS: readonly AdmissionOrder[] = ["score", "rank"];

/** Why a correction cannot apply to this rule (in Chinese, naming the field), or null when it can. */
export function correctionProblem(rule: ProvinceRule, c: Pick<RuleCorrection, "batch" | "field" | "value">): string | null {
  if (!rule.batches.some((b) => b.batch === c.batch)) return `batch: ${rule.year}年的规则中没有“${c.batch}”（有：${rule.batches.map((b) => b.batch).join("、")}）`;
  const v = c.value;
  switch (c.field) {
    case "slots": return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 200 ? null : "value: 志愿数应为 1 到 200 的整数";
    case "majorsPerSlot": return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 20 ? null : "value: 每个志愿的专业数应为 1 到 20 的整数";
    case "adjustment": return ADJUSTMENTS.includes(v as Adjustment) ? null : `value: 调剂应为 ${ADJUSTMENTS.join("、")}`;
    case "order": return ORDERS.includes(v as AdmissionOrder) ? null : "value: 投档方式应为 score（分数优先）或 rank（位次优先）";
    case "singleRound": return typeof v === "boolean" ? null : "value: 应为 true 或 false";
  }
}

/**
 * The rule as the school's form follows it: the corrections the form follows applied (followsCorrection), every
 * correction listed with the published value beside it (those that no longer fit the rule are left out).
 */
export function applyCorrections(rule: ProvinceRule, corrections: readonly RuleCorrection[]): ProvinceRule & { corrections: AppliedCorrection[] } {
  const applied: AppliedCorrection[] = [];
  const batches = rule.batches.map((b) => {
    let next: BatchRule = b;
    for (const c of corrections) {
      if (c.batch !== b.batch || correctionProblem(rule, c)) continue;
      const followed = followsCorrection(c.field, c.value, b[c.field]);
      applied.push({ ...c, original: b[c.field], followed });
      if (followed) next = { ...next, [c.field]: c.value };
    }
    return next;
  });
  return { ...rule, batches, corrections: applied };
}
