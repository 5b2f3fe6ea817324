// Which of a college's admission rows in a province a student sees (issue 15): the card shows the newest year with a
// line for the student's subject type, the comparison three years of lines, plan counts and subject requirements.
// The subject type depends on the year (a province may switch from 理科/文科 to 物理类/历史类), so it is asked per year.

/** A college-level admission row (college_admissions) with its batch's kind and order from the batch taxonomy. */
export interface LineRow {
  collegeCode: string;
  year: number;
  subjectType: string;
  batch: string;
  /** early 提前批 · regular 本科 · vocational 专科 · line a control line */
  kind: string;
  sort: number;
  minScore: number | null;
  minRank: number | null;
  planCount: number | null;
  sample: boolean;
  sourceId: number | null;
}

/** How many majors of a college ask one 选科要求 in a year and subject type (major_admissions). */
export interface RequirementCountRow {
  collegeCode: string;
  year: number;
  subjectType: string;
  requirement: string;
  majors: number;
  sample: boolean;
  sourceId: number | null;
}

/** The subject type the student's subjects give in a year (null: none known). */
export type TypeForYear = (year: number) => string | null;

// The ordinary batch says most about a college; 提前批 lines (military, police, public-funded teachers …) are a last resort.
const KIND_ORDER: Record<string, number> = { regular: 0, vocational: 0, early: 1, line: 2 };

/** The line to show of one year's rows: a row with a score, the ordinary batch before 提前批, then the lowest score. */
export function pickLine<T extends Pick<LineRow, "kind" | "sort" | "minScore">>(rows: readonly T[]): T | null {
  const scored = rows.filter((r) => r.minScore != null);
  if (scored.length === 0) return null;
  return [...scored].sort((a, b) => (KIND_ORDER[a.kind] ?? 3) - (KIND_ORDER[b.kind] ?? 3) || a.sort - b.sort || a.minScore! - b.minScore!)[0]!;
}

/** The newest line of one college for the student's subject type in each year; null when no year has one. */
export function latestLine<T extends LineRow>(rows: readonly T[], typeFor: TypeForYear): T | null {
  const mine = rows.filter((r) => r.minScore != null && r.subjectType === typeFor(r.year));
  if (mine.length === 0) return null;
  const year = Math.max(...mine.map((r) => r.year));
  return pickLine(mine.filter((r) => r.year === year));
}

export interface YearFacts<T extends LineRow, R extends RequirementCountRow> {
  year: number;
  subjectType: string | null;
  line: T | null;
  /** the year's plan total over the batches (null when no row of the year has a plan count) */
  plan: { planCount: number; rows: T[] } | null;
  requirements: R[];
}

/** One college's figures for each of `years` (in that order): its line, plan total and requirement counts. */
export function yearFacts<T extends LineRow, R extends RequirementCountRow>(lines: readonly T[], requirements: readonly R[], years: readonly number[], typeFor: TypeForYear): YearFacts<T, R>[] {
  return years.map((year) => {
    const type = typeFor(year);
    const rows = lines.filter((r) => r.year === year && r.subjectType === type);
    const planned = rows.filter((r) => r.planCount != null);
    return {
      year,
      subjectType: type,
      line: pickLine(rows),
      plan: planned.length ? { planCount: planned.reduce((sum, r) => sum + r.planCount!, 0), rows: planned } : null,
      requirements: requirements.filter((r) => r.year === year && r.subjectType === type).sort((a, b) => b.majors - a.majors || a.requirement.localeCompare(b.requirement, "zh")),
    };
  });
}
