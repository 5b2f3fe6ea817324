// One admission calendar for every screen and call (ARCHITECTURE.md "Dates come from one calendar module"): from the
// date (in Asia/Shanghai) and the province's calendar it decides the newest admission year whose results exist and which
// of them the database holds, the next application round, and a student's own application year from their enrolment
// (or grade). Nothing else in src computes a year by itself. Pure: no clock is read here, the caller passes `today`.
import { academicYear, shanghaiDate } from "./school-year";
import { findProvince, subjectTypeFor } from "./provinces";

/** A day of the year: month 1–12, day 1–31. */
export interface MonthDay { month: number; day: number }

/**
 * A province's yearly admission calendar. The national 高考 starts on 7 June; scores are out and volunteers are filled
 * in the second half of June and early July; the regular 本科 batch's admissions are finished by the end of July (the
 * later batches run into August, but the figures the portal uses — 投档线, 一分一段, 本科 min ranks — are out by then).
 * Every province follows these dates within days; a province whose own published dates differ goes in
 * PROVINCE_CALENDARS with its source.
 */
export interface ProvinceCalendar {
  examStart: MonthDay;
  /** the last day volunteers of the regular batch can be filled (after it, the round is over for applicants) */
  formsClose: MonthDay;
  /** from this day the year's regular-batch results (min scores and ranks) are published */
  resultsOut: MonthDay;
}

export const NATIONAL_CALENDAR: ProvinceCalendar = {
  examStart: { month: 6, day: 7 },
  formsClose: { month: 7, day: 10 },
  resultsOut: { month: 8, day: 1 },
};

/** Provinces whose calendar differs from the national one (none known yet; add with the 考试院's notice as source). */
const PROVINCE_CALENDARS: Readonly<Record<string, ProvinceCalendar>> = {};

export function provinceCalendar(provinceCode: string | null | undefined): ProvinceCalendar {
  const code = findProvince(provinceCode)?.code;
  return (code && PROVINCE_CALENDARS[code]) || NATIONAL_CALENDAR;
}

const onOrAfter = (d: { month: number; day: number }, m: MonthDay) => d.month > m.month || (d.month === m.month && d.day >= m.day);
const isoDay = (year: number, m: MonthDay) => `${year}-${String(m.month).padStart(2, "0")}-${String(m.day).padStart(2, "0")}`;

/** The year `today` falls in on the calendar of China (Asia/Shanghai): the footer's ©, a page's "this year". */
export function calendarYear(today: Date): number {
  return shanghaiDate(today).year;
}

/** The newest admission year whose results have been published by `today` (2026-11-27 → 2026; 2026-06-20 → 2025). */
export function latestPublishedYear(today: Date, provinceCode?: string | null): number {
  const d = shanghaiDate(today);
  return onOrAfter(d, provinceCalendar(provinceCode).resultsOut) ? d.year : d.year - 1;
}

export interface NewestResults {
  /** the newest year whose results exist by now */
  published: number;
  /** the newest of `yearsPresent` not after `published` (null: the database has none) */
  year: number | null;
  /** true when the published year's results are not in the database (the page then names `year` as the one it uses) */
  missing: boolean;
}

/**
 * The newest admission year whose results are in the database, given the years it holds (for a province and subject
 * type): a year later than the published one (plans imported ahead) is not a year of results.
 */
export function newestResults(today: Date, provinceCode: string | null | undefined, yearsPresent: readonly number[]): NewestResults {
  const published = latestPublishedYear(today, provinceCode);
  const held = yearsPresent.filter((y) => y <= published);
  const year = held.length ? Math.max(...held) : null;
  return { published, year, missing: year !== published };
}

export interface ApplicationRound {
  /** the admission year of the round (its 高考 is in June of this year) */
  year: number;
  examDate: string;
  formsClose: string;
}

/** The next application round whose forms have not closed by `today` (2026-11-27 → June 2027; 2026-06-20 → 2026). */
export function nextApplicationRound(today: Date, provinceCode?: string | null): ApplicationRound {
  const calendar = provinceCalendar(provinceCode);
  const d = shanghaiDate(today);
  const year = onOrAfter(d, { month: calendar.formsClose.month, day: calendar.formsClose.day + 1 }) ? d.year + 1 : d.year;
  return { year, examDate: isoDay(year, calendar.examStart), formsClose: isoDay(year, calendar.formsClose) };
}

/** A student as the calendar needs them: the enrolment year (startSchool's year); grade naming does not change it. */
export interface StudentTerm { enrolment: number | null }

/**
 * The year a student applies in: the June three years after enrolling (a 2025级 student, also called 2028届, applies
 * in 2028). A student past grade 12 (graduated, e.g. repeating the exam) applies in the next round; unknown enrolment
 * gives the next round too, and says so (`known: false`).
 */
export function applicationYear(today: Date, student: StudentTerm, provinceCode?: string | null): { year: number; known: boolean } {
  const next = nextApplicationRound(today, provinceCode).year;
  if (student.enrolment == null) return { year: next, known: false };
  return { year: Math.max(student.enrolment + 3, next), known: true };
}

/** The application year of a student in grade 10, 11 or 12 on `today` (the school year rolls over on 20 August). */
export function applicationYearOfGrade(today: Date, grade: 10 | 11 | 12): number {
  return academicYear(today) + (13 - grade);
}

/** The enrolment year from a stored startSchool value ("2025-09-01" → 2025); null when unreadable. */
export function enrolmentOf(startSchool: string | number | null | undefined): number | null {
  if (startSchool == null) return null;
  const year = Number.parseInt(String(startSchool).split("-")[0] ?? "", 10);
  return Number.isFinite(year) && year > 1900 ? year : null;
}

export interface Forecast {
  /** the year the chances are stated for */
  targetYear: number;
  /** the newest year of results the forecast starts from */
  fromYear: number;
  /** targetYear − fromYear; more than 1 means the model's spread widens with √years (the page says so) */
  yearsAhead: number;
  widened: boolean;
}

/** How far a forecast for `targetYear` reaches beyond the newest results it learns from. */
export function forecastOf(targetYear: number, fromYear: number): Forecast {
  const yearsAhead = targetYear - fromYear;
  return { targetYear, fromYear, yearsAhead, widened: yearsAhead > 1 };
}

/**
 * The year of a yearly publication (volunteer rules, 招生章程) to show for a round: the round's own when it is held,
 * else the newest earlier one, marked as standing in (`assumed`) so the page can say the round's is not out yet.
 */
export function editionFor(roundYear: number, yearsHeld: readonly number[]): { year: number; assumed: boolean } | null {
  if (yearsHeld.includes(roundYear)) return { year: roundYear, assumed: false };
  const earlier = yearsHeld.filter((y) => y < roundYear);
  if (earlier.length) return { year: Math.max(...earlier), assumed: true };
  const later = yearsHeld.filter((y) => y > roundYear);
  return later.length ? { year: Math.min(...later), assumed: true } : null;
}

/**
 * The year a form's chances are stated for. A form is made under a year's rules; when those are the rules of the next
 * round (its own, or standing in for it until it is published: editionFor), the form is the student's practice for
 * their own application, so its chances are for the student's own application year (`ownYear`, applicationYear: a
 * 高二 student's is the round after next), as the probability list states them, and never for a year whose admissions
 * are over. A form under a past year's rules that stand in for nothing keeps its year.
 */
export function formChanceYear(today: Date, provinceCode: string | null | undefined, formYear: number, ruleYears: readonly number[], ownYear?: number | null): number {
  const round = nextApplicationRound(today, provinceCode).year;
  const edition = editionFor(round, ruleYears);
  return edition && edition.year === formYear ? Math.max(round, formYear, ownYear ?? round) : formYear;
}

/** Everything a screen says about years for one student on one day, in one place. */
export interface StudentCalendar {
  today: string;
  nextRound: ApplicationRound;
  /** the student's own application year and whether it is known from their enrolment */
  ownYear: number;
  ownYearKnown: boolean;
  /** the subject type (科类 / 首选科目) the student's subjects give in their own application year */
  subjectType: string | null;
}

export function studentCalendar(today: Date, student: { province: string | null | undefined; startSchool: string | number | null | undefined; subjects?: string }): StudentCalendar {
  const own = applicationYear(today, { enrolment: enrolmentOf(student.startSchool) }, student.province);
  const d = shanghaiDate(today);
  return {
    today: isoDay(d.year, d),
    nextRound: nextApplicationRound(today, student.province),
    ownYear: own.year,
    ownYearKnown: own.known,
    subjectType: subjectTypeFor(student.province, own.year, student.subjects ?? ""),
  };
}
