// A volunteer form checked as the student fills it: each finding names the entry (or entries), how serious it is, and
// what to do, as a code with parameters that the screens put in plain words in either language. Pure rules over the
// form, the province's rule for the batch and what is known of each unit.

import type { BandLabel } from "../probability/bands";
import type { BatchRule } from "./rules";
import type { VolunteerMode } from "../provinces";
import { meetsRequirement, type Subject } from "./subjects";

/** What the linter knows of a unit on the form (from the server: the unit's row and its probability at the rank). */
export interface LintUnit {
  unitKey: string;
  collegeName: string;
  name: string;
  planType: string;
  subjectRequirement: string;
  tuition: number | null;
  /** the majors inside the unit (names as printed) */
  majors: readonly { name: string; minRank: number | null }[];
  /** at the student's rank; null when the model states none */
  probability: number | null;
  band: BandLabel | null;
  lastMinRank: number | null;
}

export interface FormEntry {
  unitKey: string;
  /** chosen majors, in the student's order (by name as printed) */
  majors: readonly string[];
  /** 服从调剂 */
  adjust: boolean;
}

export interface LintStudent {
  subjects: readonly Subject[];
  /** the special plans the student has said they qualify for (户籍/学籍 in the plan's counties or schools) */
  eligiblePlans: readonly string[];
  rank: number | null;
}

export type Severity = "error" | "warning" | "info";

export type FindingCode =
  | "too-many-entries" | "unused-slots" | "unknown-unit" | "duplicate-unit" | "too-many-majors" | "no-majors" | "major-not-in-unit"
  | "duplicate-major" | "subject-mismatch" | "subject-unknown" | "safer-before-harder" | "reach-after-safe" | "no-safe" | "all-reach"
  | "adjust-off-risk" | "special-plan" | "sino-foreign-fee" | "high-fee" | "no-chance-stated";

export interface Finding {
  code: FindingCode;
  severity: Severity;
  /** entry positions it is about (0-based), in form order */
  entries: number[];
  params: Record<string, string | number>;
}

/** Yearly tuition (yuan) above which a unit's fee is pointed out even outside 中外合作. */
export const HIGH_FEE = 20000;
/** Two entries this far apart in probability, the easier one first, make the harder one useless. */
export const INVERSION_GAP = 0.2;
/** Special plans (专项): only students who qualify may be admitted through them. */
export const SPECIAL_PLANS = ["国家专项", "地方专项", "高校专项", "民族班", "预科", "定向"];

/**
 * Findings that make a form one the province's system would not take (too many entries, a unit not in the batch, a
 * unit or major twice, too many majors, a major the unit lacks): the server refuses a save with the first of them, and
 * the form asks for them to be fixed before it saves. Every other finding is advice.
 */
export const BLOCKING_CODES: readonly FindingCode[] = ["too-many-entries", "unknown-unit", "duplicate-unit", "too-many-majors", "major-not-in-unit", "duplicate-major"];

/** Whether a finding stops a save (BLOCKING_CODES). */
export const blocksSave = (finding: { code: string }): boolean => (BLOCKING_CODES as readonly string[]).includes(finding.code);

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Checks a form. `units` holds what is known of the units on the form by unit key (a key missing there is an unknown
 * unit). Findings come errors first, then warnings, then notes, each group in form order.
 */
export function lintForm(input: {
  mode: VolunteerMode;
  rule: Pick<BatchRule, "slots" | "majorsPerSlot" | "adjustment">;
  entries: readonly FormEntry[];
  units: ReadonlyMap<string, LintUnit>;
  student: LintStudent;
}): Finding[] {
  const { mode, rule, entries, units, student } = input;
  const out: Finding[] = [];
  const add = (code: FindingCode, severity: Severity, at: number[], params: Finding["params"] = {}) => out.push({ code, severity, entries: at, params });
  const choosesMajors = mode !== "major";

  if (entries.length > rule.slots) add("too-many-entries", "error", entries.map((_, i) => i).slice(rule.slots), { count: entries.length, slots: rule.slots });
  else if (entries.length > 0 && entries.length < rule.slots / 2) add("unused-slots", "info", [], { count: entries.length, slots: rule.slots });

  const seen = new Map<string, number>();
  entries.forEach((entry, i) => {
    const unit = units.get(entry.unitKey);
    const first = seen.get(entry.unitKey);
    if (first !== undefined) add("duplicate-unit", "error", [first, i], { unit: entry.unitKey });
    else seen.set(entry.unitKey, i);
    if (!unit) {
      add("unknown-unit", "error", [i], { unit: entry.unitKey });
      return;
    }
    const label = `${unit.collegeName} ${unit.name}`.trim();
    if (choosesMajors) {
      if (entry.majors.length > rule.majorsPerSlot) add("too-many-majors", "error", [i], { unit: label, count: entry.majors.length, max: rule.majorsPerSlot });
      if (entry.majors.length === 0 && unit.majors.length > 0) add("no-majors", "warning", [i], { unit: label, max: rule.majorsPerSlot });
      const known = new Set(unit.majors.map((m) => m.name));
      const chosen = new Set<string>();
      for (const major of entry.majors) {
        if (chosen.has(major)) add("duplicate-major", "error", [i], { unit: label, major });
        chosen.add(major);
        if (unit.majors.length > 0 && !known.has(major)) add("major-not-in-unit", "error", [i], { unit: label, major });
      }
    }
    const meets = meetsRequirement(unit.subjectRequirement, student.subjects);
    if (meets === false) add("subject-mismatch", "error", [i], { unit: label, requirement: unit.subjectRequirement });
    else if (meets === null) add("subject-unknown", "warning", [i], { unit: label, requirement: unit.subjectRequirement });
    if (SPECIAL_PLANS.includes(unit.planType) && !student.eligiblePlans.includes(unit.planType)) {
      add("special-plan", "warning", [i], { unit: label, planType: unit.planType });
    }
    if (unit.planType === "中外合作") add("sino-foreign-fee", "info", [i], { unit: label, tuition: unit.tuition ?? "" });
    else if (unit.tuition != null && unit.tuition >= HIGH_FEE) add("high-fee", "info", [i], { unit: label, tuition: unit.tuition });
    // without a rank no unit has a chance yet: that is not a unit short of history (the page asks for a rank instead)
    if (unit.probability == null && student.rank != null) add("no-chance-stated", "info", [i], { unit: label });
    if (choosesMajors && rule.adjustment !== "none" && !entry.adjust && unit.probability != null && unit.probability >= 0.25 && student.rank != null) {
      // refusing 调剂 risks 退档 when the chosen majors were harder to get than the unit as a whole
      const reachable = entry.majors
        .map((name) => unit.majors.find((m) => m.name === name)?.minRank ?? null)
        .some((minRank) => minRank == null || minRank >= student.rank!);
      if (!reachable || entry.majors.length === 0) add("adjust-off-risk", "warning", [i], { unit: label });
    }
  });

  // order: in parallel volunteering the first unit that takes you is the one you get, so an easier unit placed before a
  // harder one means the harder one is never reached
  const stated = entries.map((e, i) => ({ i, unit: units.get(e.unitKey) })).filter((x): x is { i: number; unit: LintUnit } => x.unit?.probability != null);
  for (let a = 0; a < stated.length; a++) {
    const earlier = stated[a]!;
    const harder = stated.slice(a + 1).find((later) => earlier.unit.probability! - later.unit.probability! >= INVERSION_GAP);
    if (!harder) continue;
    if (earlier.unit.band === "保" && harder.unit.band === "冲") {
      add("reach-after-safe", "warning", [earlier.i, harder.i], { safe: earlier.i + 1, reach: harder.i + 1 });
    } else {
      add("safer-before-harder", "warning", [earlier.i, harder.i], {
        easier: earlier.i + 1, harder: harder.i + 1,
        easierPct: Math.round(earlier.unit.probability! * 100), harderPct: Math.round(harder.unit.probability! * 100),
      });
    }
  }
  const bands = stated.map((x) => x.unit.band);
  if (stated.length > 0 && !bands.includes("保")) {
    if (bands.every((b) => b === "冲" || b === "难")) add("all-reach", "warning", [], { count: stated.length });
    else add("no-safe", "warning", [], {});
  }
  return out.sort((x, y) => SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity] || (x.entries[0] ?? -1) - (y.entries[0] ?? -1));
}

/** What a family asks of recommendations beyond eligibility: 中外合作 or not, a fee ceiling, cities. */
export interface RecommendPrefs { sinoForeign: boolean; maxTuition?: number; cities: readonly string[] }

/**
 * Whether a unit may be recommended under the family's choices: no 中外合作 unless asked for, no stated fee above the
 * ceiling (a unit without a stated fee is kept: the form's checks point it out), only the cities named (none: any).
 * A city matches with or without its 市 (广州 / 广州市).
 */
export function recommendable(unit: { planType: string; cityName: string; tuition: number | null }, prefs: RecommendPrefs): boolean {
  if (unit.planType === "中外合作" && !prefs.sinoForeign) return false;
  if (prefs.maxTuition != null && unit.tuition != null && unit.tuition > prefs.maxTuition) return false;
  if (prefs.cities.length > 0) {
    const bare = (c: string) => c.trim().replace(/市$/, "");
    if (!prefs.cities.some((c) => bare(c) === bare(unit.cityName))) return false;
  }
  return true;
}
