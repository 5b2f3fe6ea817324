// Which units to recommend for a form, band by band: the rule the recommend call follows, apart from how candidates
// are read (the server pages them out of the stored predictions at the student's rank, in the order asked here).

import { BANDS, NEAR_RANK, type SurvivalCurve } from "../probability";
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

/**
 * 保 has no upper edge (p up to 1), so its search stops where the widest movement reaches this probability: 保's
 * candidates are taken nearest the edge first (BAND_ORDER), so those past it would come last anyway.
 */
export const SAFE_SEARCH_UP_TO = 0.995;

/** Where a survival curve falls to p: the log movement t with S(t) = p (the curve's ends where it never does). */
export function curveCrossing(curve: SurvivalCurve, p: number): number {
  const { t0, dt, s } = curve;
  if (p >= s[0]!) return t0;
  for (let i = 1; i < s.length; i++) {
    const a = s[i - 1]!, b = s[i]!;
    if (b <= p) return t0 + (i - 1 + (a === b ? 0 : (a - p) / (a - b))) * dt;
  }
  return t0 + (s.length - 1) * dt;
}

/**
 * The ranks, as multiples of the student's rank, between which every unit of a band has its reference rank (its
 * predicted min rank, the curve's median): from the cohort's own movement curves, so a widened forecast (data years
 * behind, thin history) searches as far as its 保 really lie, where a fixed window (2× the rank) stops short. A unit on
 * curve c has probability ≥ p at rank r exactly when its predicted min rank is at least r·e^(median_c − t_c(p)); the
 * window spans the band's edges over every curve, with a little room for the rank's rounding. Null without curves.
 */
export function bandWindow(curves: readonly SurvivalCurve[], band: RecommendBand): { from: number; to: number } | null {
  if (curves.length === 0) return null;
  const edge = BANDS.find((b) => b.label === band)!;
  const top = band === "保" ? SAFE_SEARCH_UP_TO : edge.maxP;
  let from = Infinity, to = 0;
  for (const c of curves) {
    const median = curveCrossing(c, 0.5);
    from = Math.min(from, Math.exp(median - curveCrossing(c, edge.minP)));
    to = Math.max(to, Math.exp(median - curveCrossing(c, top)));
  }
  return { from: from * 0.98, to: to * 1.02 };
}

/**
 * The probability list's window, as multiples of the student's rank: NEAR_RANK widened to hold every band's window, so
 * the list's count of a band is every unit that band's own page lists and /recommend can pick from. (At 2× a widened
 * forecast's 保 units lay past the list, which said 保 0 where the recommender found them.) Rounded out to tenths: the
 * page states the multiples. Without curves, NEAR_RANK.
 */
export function listWindow(curves: readonly SurvivalCurve[]): { from: number; to: number } {
  let from: number = NEAR_RANK.from, to: number = NEAR_RANK.to;
  for (const band of ["冲", "稳", "保"] as const) {
    const w = bandWindow(curves, band);
    if (w) { from = Math.min(from, w.from); to = Math.max(to, w.to); }
  }
  return { from: Math.floor(from * 10) / 10, to: Math.ceil(to * 10) / 10 };
}

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
 * the student has not said they qualify for, or when the family's choices (recommendable) rule it out. A band with too
 * few units passes its remaining places on to the next safer band (冲 → 稳 → 保), and 保's back (→ 稳 → 冲): near the
 * top of a province few units are a reach, near the bottom of a batch none is safe, and the form still fills.
 */
export async function recommendUnits(input: RecommendInput, candidates: CandidatePage): Promise<string[]> {
  const exclude = new Set(input.exclude);
  const chosen: string[] = [];
  // each band reads on from where it stopped, at most MAX_PAGES pages in all
  const read = new Map<RecommendBand, { page: number; done: boolean }>();
  const take = async (band: RecommendBand, want: number): Promise<number> => {
    const at = read.get(band) ?? { page: 0, done: false };
    read.set(band, at);
    let taken = 0;
    while (taken < want && !at.done && at.page < MAX_PAGES) {
      const units = await candidates(band, { order: BAND_ORDER[band], size: PAGE_SIZE, offset: at.page * PAGE_SIZE });
      let i = 0;
      for (; i < units.length && taken < want; i++) {
        const u = units[i];
        if (!u || exclude.has(u.unitKey) || !eligible(input, u, band)) continue;
        exclude.add(u.unitKey);
        chosen.push(u.unitKey);
        taken++;
      }
      // stopped inside the page: a later call reads it again (what was taken is excluded by then)
      if (i < units.length) break;
      if (units.length < PAGE_SIZE) at.done = true;
      else at.page++;
    }
    return taken;
  };
  let short = 0;
  for (const band of ["冲", "稳", "保"] as const) {
    const want = input.counts[band] + short;
    short = want - (await take(band, want));
  }
  for (const band of ["稳", "冲"] as const) if (short > 0) short -= await take(band, short);
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
