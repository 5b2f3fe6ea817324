// How a student stands against a target's last admission figure, by rank (位次): the figure's minimum rank is the last
// student admitted, so a better (smaller) rank than it was enough that year. Within 10 % of it either way counts as near:
// years move by about that much (see the probability model's learned movements), so nearer than that is no promise.
export type Standing = "ahead" | "near" | "behind";

/** The share of the minimum rank counted as near on either side. */
export const NEAR_SHARE = 0.1;

export function standingOf(studentRank: number, minRank: number): Standing {
  if (studentRank <= minRank * (1 - NEAR_SHARE)) return "ahead";
  if (studentRank <= minRank * (1 + NEAR_SHARE)) return "near";
  return "behind";
}

/** Score and rank gaps: positive when the student is ahead (a higher score, a smaller rank); null where a side is unknown. */
export function gapOf(student: { score: number | null; rank: number | null }, figure: { minScore: number | null; minRank: number | null }): { score: number | null; rank: number | null } {
  return {
    score: student.score != null && figure.minScore != null ? student.score - figure.minScore : null,
    rank: student.rank != null && figure.minRank != null ? figure.minRank - student.rank : null,
  };
}
