// Which units to recommend for a form, band by band: the rule the recommend call follows, apart from how candidates
// are read (the server pages them out of the stored predictions at the student's rank, in the order asked here).

import type { VolunteerMode } from "../provinces";
import type { BatchRule } from "./rules";
import { lintForm, recommendable, type LintStudent, type RecommendPrefs } from "./lint";

export type RecommendBand = "冲" | "稳" | "保";

/** Which units of a band are taken first: the most likely reaches, the best steady and safe choices. */
export const BAND_ORDER: Record<RecommendBand, "asc" | "desc"> = { 冲: "desc", 稳: "asc", 保: "asc" };
/** Candidates are read this many at a time, at most MAX_PAGES pages per band: a band that filters out most of its
 * units (选科, special plans, cities) gives up there rather than reading every unit of the batch. */
export const PAGE_SIZE = 100;
export const MAX_PAGES = 8;

/** A unit at the student's rank in the band asked for, with what the choice is made on. */
export interface Candidate {
  unitKey: string;
  probability: number | null;
  collegeName: string;
  name: string;
  planType: string;
  subjectRequirement: string;
  cityName: string;
  tuition: number | null;
  lastMinRank: number | null;
}

/** One page of a band's candidates, in BAND_ORDER; null for a unit whose facts are missing (skipped). An empty page
 * ends the band. */
export type CandidatePage = (band: RecommendBand, page: { order: "asc" | "desc"; size: number; offset: number }) => Promise<readonly (Candidate | null)[]>;

export interface RecommendInput {
  /** how many of each band */
  counts: Record<RecommendBand, number>;
  /** units already on the form */
  exclude: readonly string[];
  mode: VolunteerMode;
  rule: Pick<BatchRule, "slots" | "majorsPerSlot" | "adjustment">;
  student: LintStudent;
  prefs: RecommendPrefs;
}

/**
 * The unit keys to recommend, 冲 then 稳 then 保, as many of each as asked where enough exist: a unit is left out when it
 * is on the form or already taken, when the student's 选科 does not meet its requirement, when it is a special plan
 * the student has not said they qualify for, or when the family's choices (recommendable) rule it out.
 */
export async function recommendUnits(input: RecommendInput, candidates: CandidatePage): Promise<string[]> {
  const exclude = new Set(input.exclude);
  const chosen: string[] = [];
  for (const band of ["冲", "稳", "保"] as const) {
    const want = input.counts[band];
    for (let page = 0, taken = 0; taken < want && page < MAX_PAGES; page++) {
      const units = await candidates(band, { order: BAND_ORDER[band], size: PAGE_SIZE, offset: page * PAGE_SIZE });
      if (units.length === 0) break;
      for (const u of units) {
        if (taken >= want || !u || exclude.has(u.unitKey) || !eligible(input, u, band)) continue;
        exclude.add(u.unitKey);
        chosen.push(u.unitKey);
        taken++;
      }
    }
  }
  return chosen;
}

/** The form's own checks decide eligibility, so a recommended unit never earns a 选科 or special-plan finding. */
function eligible(input: RecommendInput, u: Candidate, band: RecommendBand): boolean {
  const findings = lintForm({
    mode: input.mode, rule: input.rule, entries: [{ unitKey: u.unitKey, majors: [], adjust: true }],
    units: new Map([[u.unitKey, {
      unitKey: u.unitKey, collegeName: u.collegeName, name: u.name, planType: u.planType, subjectRequirement: u.subjectRequirement,
      tuition: null, majors: [], probability: u.probability, band, lastMinRank: u.lastMinRank,
    }]]),
    student: input.student,
  });
  if (findings.some((f) => f.code === "subject-mismatch" || f.code === "special-plan")) return false;
  return recommendable(u, input.prefs);
}
