// The demo data's dates, worked out from the day the database is seeded, so that a fresh install always shows a
// grade-11 student at the demo school and a grade-12 student at the second school, with exams already sat, tasks
// still open and plans for the current term. A database keeps its seed: its students grow a year older each year.
import { academicYear, shanghaiDate } from "../../../domain/school-year";

export interface DemoCalendar {
  /** The school year the seed date falls in (2026 for 2026–27; it rolls over on 20 August). */
  academicYear: number;
  /** The demo school's cohort: enrolled last school year, so in grade 11 (高二) now. */
  demoEnrolment: number;
  /** The second school's cohort: in grade 12 (高三) now, shown as a graduating class (…届). */
  secondEnrolment: number;
  /** The latest term exam sat on or before the seed date. */
  exam: { name: string; date: string };
  /** The current term, as the career plan stores it ("2026-2027-1"), and the day it ends. */
  term: { code: string; ends: string };
  /** Due dates of the open task (in about 10 days) and the done one (in about 24). */
  taskDue: { open: string; done: string };
}

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

function shanghaiIsoDate(instant: Date): string {
  const { year, month, day } = shanghaiDate(instant);
  return iso(year, month, day);
}

/** The four term exams of a school year, in order: the fall midterm and final, the spring midterm and final. */
function termExams(year: number): Array<{ name: string; date: string }> {
  return [
    { name: `${year}年秋季期中考试`, date: iso(year, 11, 5) },
    { name: `${year + 1}年秋季期末考试`, date: iso(year + 1, 1, 18) },
    { name: `${year + 1}年春季期中考试`, date: iso(year + 1, 4, 20) },
    { name: `${year + 1}年春季期末考试`, date: iso(year + 1, 7, 1) },
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function demoCalendar(now: Date): DemoCalendar {
  const year = academicYear(now);
  const today = shanghaiIsoDate(now);
  // ISO dates compare as strings; last year's spring final is always in the past (the year starts on 20 August)
  const exam = [...termExams(year - 1).slice(3), ...termExams(year)].filter((e) => e.date <= today).at(-1)!;
  // the first term runs to the end of January, the second to the summer rollover
  const firstTerm = today < iso(year + 1, 2, 1);
  return {
    academicYear: year,
    demoEnrolment: year - 1,
    secondEnrolment: year - 2,
    exam,
    term: { code: `${year}-${year + 1}-${firstTerm ? 1 : 2}`, ends: firstTerm ? iso(year + 1, 1, 20) : iso(year + 1, 7, 10) },
    taskDue: { open: shanghaiIsoDate(new Date(now.getTime() + 10 * DAY_MS)), done: shanghaiIsoDate(new Date(now.getTime() + 24 * DAY_MS)) },
  };
}
