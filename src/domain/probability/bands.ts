// The labels a student sees next to a stated admission probability. Kept in one table so the product, the README and
// the back-test all read the same ranges.

/** 保 = safe, 稳 = steady, 冲 = reach, 难 = below reach (shown as "not advised", never as a recommendation). */
export type BandLabel = "保" | "稳" | "冲" | "难";

export interface Band {
  label: BandLabel;
  /** inclusive lower bound of the stated probability */
  minP: number;
  /** exclusive upper bound, except for 保 whose range includes 1 */
  maxP: number;
  en: string;
  zh: string;
}

/**
 * Ranges, best first. 保 starts at 0.95 because a safety choice that fails one time in ten is not safe: in parallel
 * volunteering a failed 保 can cost the whole batch. Below 0.25 the unit is shown as 难 (below reach).
 */
export const BANDS: readonly Band[] = [
  { label: "保", minP: 0.95, maxP: 1, en: "safe", zh: "保底" },
  { label: "稳", minP: 0.7, maxP: 0.95, en: "steady", zh: "稳妥" },
  { label: "冲", minP: 0.25, maxP: 0.7, en: "reach", zh: "冲刺" },
  { label: "难", minP: 0, maxP: 0.25, en: "below reach", zh: "难度大" },
];

/** The band of a stated probability; probabilities outside [0, 1] are clamped first. */
export function bandOf(p: number): BandLabel {
  const clamped = Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0;
  for (const band of BANDS) if (clamped >= band.minP) return band.label;
  return "难";
}

/**
 * The units a list shows around a student's rank: those whose predicted min rank lies from half to twice the student's
 * rank. Further down a unit is an almost sure admit that wastes the score; further up, almost surely out of reach.
 * The probability list widens it to wherever a band's units lie (listWindow in ../volunteer/recommend.ts).
 */
export const NEAR_RANK = { from: 0.5, to: 2 } as const;
