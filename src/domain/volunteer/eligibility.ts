// Which special plans (专项) a student may be admitted through. The three rural plans are a fact about the student (户籍
// and 学籍 in the plan's areas, checked by the province's and the universities' eligibility reviews), so the student
// states them once in their profile; a plan (志愿方案) may add others it was filled for (民族班, 预科, 定向 …).
import { SPECIAL_PLANS } from "./lint";

/** The special plans a student states in their profile: the three rural plans. */
export const PROFILE_SPECIAL_PLANS = ["国家专项", "地方专项", "高校专项"] as const;
export type ProfileSpecialPlan = (typeof PROFILE_SPECIAL_PLANS)[number];

export function isProfileSpecialPlan(value: string): value is ProfileSpecialPlan {
  return (PROFILE_SPECIAL_PLANS as readonly string[]).includes(value);
}

/**
 * The special plans a form counts the student eligible for: those of the profile and those the plan states, each once,
 * in the order of SPECIAL_PLANS (an unknown value is dropped: it cannot make any unit eligible).
 */
export function eligiblePlansOf(profile: readonly string[], plan: readonly string[] = []): string[] {
  const all = new Set([...profile, ...plan]);
  return SPECIAL_PLANS.filter((p) => all.has(p));
}

/** A unit's standing for the student: null for an ordinary unit, else whether the student has said they qualify. */
export type SpecialStanding = "eligible" | "not-eligible" | null;
export function specialStanding(planType: string, eligible: readonly string[]): SpecialStanding {
  if (!SPECIAL_PLANS.includes(planType)) return null;
  return eligible.includes(planType) ? "eligible" : "not-eligible";
}
