// Grade status and cohort labels (portal.md §4). China has no daylight saving, so Asia/Shanghai is UTC+8.
import { academicYear, shanghaiDate } from "../../domain/school-year";

export { academicYear, shanghaiDate };

/** Enrolment year from the stored startSchool value: the part before the first dash ("2024-09" → 2024). */
export function enrolmentYear(startSchool: string | number | null | undefined): number | null {
  if (startSchool === null || startSchool === undefined) return null;
  const year = Number.parseInt(String(startSchool).split("-")[0] ?? "", 10);
  return Number.isFinite(year) ? year : null;
}

/** Grade number = academic year − enrolment year + 1. */
export function gradeNumber(enrolment: number, now: Date): number {
  return academicYear(now) - enrolment + 1;
}

export type GradeStatus = "notEnrolled" | "grade10" | "grade11" | "grade12" | "graduated";

/** 0 or less: not yet enrolled; 1–3: senior 1–3 (grades 10–12); above 3: graduated. */
export function gradeStatus(enrolment: number, now: Date): GradeStatus {
  const grade = gradeNumber(enrolment, now);
  if (grade <= 0) return "notEnrolled";
  if (grade === 1) return "grade10";
  if (grade === 2) return "grade11";
  if (grade === 3) return "grade12";
  return "graduated";
}

export interface CohortLabel {
  year: number;
  /** "graduatingClass" (…届) when appearType is 1, else "grade" (…级). */
  kind: "graduatingClass" | "grade";
}

/** Cohort label: enrolment year + 3 as a graduating class when appearType is 1, otherwise the enrolment year as a grade. */
export function cohortLabel(enrolment: number, appearType: string | number | null | undefined): CohortLabel {
  return Number(appearType) === 1 ? { year: enrolment + 3, kind: "graduatingClass" } : { year: enrolment, kind: "grade" };
}

/**
 * The grades and classes a counsellor's class filter offers: only the classes they counsel (a grade with none of
 * theirs is left out). The administrator (counsellor null) is offered every class of the school.
 */
export function counselledGrades<G extends { classes: ReadonlyArray<{ counsellors: ReadonlyArray<{ id: string }> }> }>(grades: readonly G[], counsellor: string | null): G[] {
  if (counsellor === null) return [...grades];
  return grades
    .map((grade) => ({ ...grade, classes: grade.classes.filter((k) => k.counsellors.some((c) => c.id === counsellor)) }))
    .filter((grade) => grade.classes.length > 0);
}
