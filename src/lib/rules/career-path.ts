// Rules of the 升学路径 pages (/career/initiate, /career/path/*): which exam model a student sits in their province and
// exam year, the three high-school years as dated terms with what to do in each, the routes in a plan moved up or down,
// and the majors and professions several assessments point to together. Pure: the pages pass in the facts and the date.
import { findProvince, isReformed, type ModeName } from "../../domain/provinces";
import { STEP_TEMPLATES, templateDue, type RouteCategory } from "./career";

export interface ExamModel {
  /** the province's short name and GB/T 2260 code, null when the student's province is not known */
  province: string | null;
  code: string | null;
  /** the model the student sits: the province's new model once its reform year is reached, else 文理 */
  model: ModeName | null;
  /** the first exam year under the new model (null: still 文理 everywhere we know of) */
  reformYear: number | null;
}

/** The exam model of a student of this province (code or name) sitting the 高考 in `examYear` (null: this year's rule). */
export function examModelFor(province: string | null | undefined, examYear: number | null, thisYear: number): ExamModel {
  const p = findProvince(province);
  if (!p) return { province: null, code: null, model: null, reformYear: null };
  return { province: p.shortName, code: p.code, model: isReformed(p, examYear ?? thisYear) ? p.modeName : "文理", reformYear: p.reformYear };
}

export type GradeYear = 10 | 11 | 12;

/** One thing to do in a high-school year: a string key (career.path.year.<key>) and the page where it is done. */
export interface YearStep { key: string; href: string; term: 1 | 2; onlyReformed?: boolean }

/** What to do in each high-school year, in order; `onlyReformed`: choosing subjects does not exist under 文理. */
export const YEAR_STEPS: Record<GradeYear, readonly YearStep[]> = {
  10: [
    { key: "g10.know", href: "/career/path/testing", term: 1 },
    { key: "g10.archive", href: "/career/archive", term: 1 },
    { key: "g10.explore", href: "/career/target", term: 2 },
    { key: "g10.subjects", href: "/career/course/index", term: 2, onlyReformed: true },
  ],
  11: [
    { key: "g11.targets", href: "/career/target", term: 1 },
    { key: "g11.routes", href: "/career/path/index", term: 1 },
    { key: "g11.learning", href: "/career/learning", term: 2 },
    { key: "g11.steps", href: "/career/path/plan", term: 2 },
  ],
  12: [
    { key: "g12.report", href: "/career/path/report", term: 1 },
    { key: "g12.apply", href: "/career/path/plan", term: 2 },
    { key: "g12.gap", href: "/career/target/report", term: 2 },
    { key: "g12.volunteer", href: "/volunteer/index", term: 2 },
  ],
};

export interface DatedTerm { grade: GradeYear; term: 1 | 2; from: string; to: string }

/**
 * The six terms of a student who enrolled in `enrolment`, dated by the usual school calendar: the autumn term from
 * September to January, the spring term from February to July (the 高考 falls on 7 June of the last spring).
 */
export function datedTerms(enrolment: number): DatedTerm[] {
  return ([10, 11, 12] as const).flatMap((grade) => {
    const year = enrolment + grade - 10;
    return [
      { grade, term: 1 as const, from: `${year}-09`, to: `${year + 1}-01` },
      { grade, term: 2 as const, from: `${year + 1}-02`, to: grade === 12 ? `${year + 1}-06` : `${year + 1}-07` },
    ];
  });
}

/** The 高考's first day for a student who enrolled in `enrolment`: 7 June three years on. */
export const gaokaoDate = (enrolment: number) => `${enrolment + 3}-06-07`;

/** A route added to the end of the plan, or taken out of it. */
export const toggleRoute = (routes: readonly string[], slug: string): string[] =>
  routes.includes(slug) ? routes.filter((r) => r !== slug) : [...routes, slug];

/** The suggested preparation steps of a kind of route, dated for a student sitting the 高考 in `examYear`. */
export function suggestedSteps(category: RouteCategory, examYear: number): { key: string; dueDate: string }[] {
  return STEP_TEMPLATES[category].map((step) => ({ key: `${category}.${step.key}`, dueDate: templateDue(examYear, step.month) }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

export interface Pointer { code: string; name: string; href: string; fit: number }
export interface SharedPointer extends Pointer {
  /** the assessments (codes) that point to it */
  from: string[];
}

/**
 * The majors (or professions) the assessments point to together: each once, with the assessments that name it and its
 * mean fit across them; named by more assessments first, then by mean fit, then by code.
 */
export function sharedPointers(results: readonly { code: string; pointers: readonly Pointer[] }[]): SharedPointer[] {
  const byCode = new Map<string, { pointer: Pointer; from: string[]; fits: number[] }>();
  for (const result of results) {
    for (const pointer of result.pointers) {
      const entry = byCode.get(pointer.code) ?? byCode.set(pointer.code, { pointer, from: [], fits: [] }).get(pointer.code)!;
      if (entry.from.includes(result.code)) continue;
      entry.from.push(result.code);
      entry.fits.push(pointer.fit);
    }
  }
  return [...byCode.values()]
    .map(({ pointer, from, fits }) => ({ ...pointer, from, fit: Math.round(fits.reduce((a, b) => a + b, 0) / fits.length) }))
    .sort((a, b) => b.from.length - a.from.length || b.fit - a.fit || a.code.localeCompare(b.code));
}

/** The guide of the regular batches (普通批, admission on the score alone): every student's route, shown first. */
export const REGULAR_ROUTE = "plain-score";

/**
 * Whether a result's short code reads as a result by itself (RIA, ENFP, 物理+化学+生物) rather than dimension ids
 * joined by "-" (dyzn, zyjzg, major), which the result's sentence says in words instead.
 */
export const codeReads = (code: string) => code.trim() !== "" && !code.includes("-");
