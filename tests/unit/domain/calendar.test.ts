import { describe, expect, it } from "vitest";
import {
  formChanceYear,
  applicationYear, applicationYearOfGrade, editionFor, enrolmentOf, forecastOf, latestPublishedYear, newestResults, nextApplicationRound, studentCalendar,
} from "@/domain/calendar";
import { cohortLabel } from "@/lib/rules/grade";

/** A moment in Beijing time. */
const at = (iso: string) => new Date(`${iso}+08:00`);

describe("the admission calendar", () => {
  it.each([
    ["2026-11-27T10:00:00", 2026],
    ["2026-07-31T23:59:00", 2025],
    ["2026-08-01T00:00:00", 2026],
    ["2026-06-20T12:00:00", 2025],
    ["2027-01-05T12:00:00", 2026],
  ])("on %s the newest published admission year is %i", (when, year) => {
    expect(latestPublishedYear(at(when))).toBe(year);
  });

  it("reads the day in Beijing time, not the server's zone: 31 July 17:00 UTC is already 1 August in China", () => {
    expect(latestPublishedYear(new Date("2026-07-31T17:00:00Z"))).toBe(2026);
    expect(latestPublishedYear(new Date("2026-07-31T15:59:00Z"))).toBe(2025);
  });

  it.each([
    ["2026-11-27T10:00:00", 2027],
    ["2026-06-05T10:00:00", 2026],
    ["2026-06-25T10:00:00", 2026],
    ["2026-07-10T23:00:00", 2026],
    ["2026-07-11T00:01:00", 2027],
    ["2027-03-01T00:00:00", 2027],
  ])("on %s the next application round is %i", (when, year) => {
    expect(nextApplicationRound(at(when)).year).toBe(year);
  });

  it("dates the round: the 高考 starts on 7 June", () => {
    expect(nextApplicationRound(at("2026-11-27T10:00:00"), "44")).toEqual({ year: 2027, examDate: "2027-06-07", formsClose: "2027-07-10" });
  });

  it("names the newest year held, and that the published one is missing, never a year not yet published", () => {
    const today = at("2026-11-27T10:00:00");
    expect(newestResults(today, "44", [2021, 2022, 2023, 2024, 2025])).toEqual({ published: 2026, year: 2025, missing: true });
    expect(newestResults(today, "44", [2024, 2025, 2026])).toEqual({ published: 2026, year: 2026, missing: false });
    // plans for 2027 imported early are not results
    expect(newestResults(today, "44", [2025, 2026, 2027])).toEqual({ published: 2026, year: 2026, missing: false });
    expect(newestResults(today, "44", [])).toEqual({ published: 2026, year: null, missing: true });
    // in June 2026 the 2026 results are not out: 2025 held is not "missing"
    expect(newestResults(at("2026-06-20T10:00:00"), "44", [2024, 2025])).toEqual({ published: 2025, year: 2025, missing: false });
  });

  it("gives provinces the same calendar until one publishes its own dates", () => {
    for (const code of ["11", "31", "33", "37", "44", "54", "65"]) {
      expect(nextApplicationRound(at("2026-11-27T10:00:00"), code).year).toBe(2027);
      expect(latestPublishedYear(at("2026-11-27T10:00:00"), code)).toBe(2026);
    }
  });
});

describe("a student's own application year", () => {
  const today = at("2026-11-27T10:00:00");

  it.each([
    [10 as const, 2029], [11 as const, 2028], [12 as const, 2027],
  ])("grade %i on 2026-11-27 applies in June %i", (grade, year) => {
    expect(applicationYearOfGrade(today, grade)).toBe(year);
  });

  it("a grade 12 student in June applies that June; after 20 August the school year moves on", () => {
    expect(applicationYearOfGrade(at("2027-06-01T10:00:00"), 12)).toBe(2027);
    expect(applicationYearOfGrade(at("2027-08-20T10:00:00"), 12)).toBe(2028);
  });

  it("is three years after enrolment: the demo 高二 student (2025级) applies in 2028", () => {
    expect(applicationYear(today, { enrolment: 2025 })).toEqual({ year: 2028, known: true });
    expect(applicationYear(today, { enrolment: 2024 })).toEqual({ year: 2027, known: true });
    expect(applicationYear(today, { enrolment: 2026 })).toEqual({ year: 2029, known: true });
  });

  it("is the same year a graduating-class (…届) school names the cohort by", () => {
    const label = cohortLabel(2025, 1);
    expect(label).toEqual({ year: 2028, kind: "graduatingClass" });
    expect(applicationYear(today, { enrolment: 2025 }).year).toBe(label.year);
    // a …级 school names the enrolment year; the application year is still 2028
    expect(cohortLabel(2025, 0).year).toBe(2025);
  });

  it("a student past grade 12 (repeating the exam) applies in the next round; unknown enrolment says so", () => {
    expect(applicationYear(today, { enrolment: 2022 })).toEqual({ year: 2027, known: true });
    expect(applicationYear(today, { enrolment: null })).toEqual({ year: 2027, known: false });
  });

  it("reads the enrolment from the stored startSchool", () => {
    expect(enrolmentOf("2025-09-01")).toBe(2025);
    expect(enrolmentOf(2024)).toBe(2024);
    expect(enrolmentOf("")).toBeNull();
    expect(enrolmentOf(null)).toBeNull();
  });

  it("takes the subject type of the student's own year: a province reformed in 2025 has 物理类 for a 2028 applicant", () => {
    const c = studentCalendar(today, { province: "14", startSchool: "2025-09-01", subjects: "历史,政治,地理" });
    expect(c).toMatchObject({ today: "2026-11-27", ownYear: 2028, ownYearKnown: true, subjectType: "历史类", nextRound: { year: 2027 } });
    expect(studentCalendar(today, { province: "65", startSchool: "2025-09-01", subjects: "历史,政治,地理" }).subjectType).toBe("文科");
    expect(studentCalendar(today, { province: "31", startSchool: "2025-09-01", subjects: "物理,化学,生物" }).subjectType).toBe("综合");
  });
});

describe("forecasts and editions", () => {
  it("a forecast two or more years ahead is widened", () => {
    expect(forecastOf(2027, 2026)).toEqual({ targetYear: 2027, fromYear: 2026, yearsAhead: 1, widened: false });
    expect(forecastOf(2028, 2025)).toEqual({ targetYear: 2028, fromYear: 2025, yearsAhead: 3, widened: true });
  });

  it("shows the round's own rules when held, else the newest earlier ones as standing in", () => {
    expect(editionFor(2026, [2025, 2026])).toEqual({ year: 2026, assumed: false });
    expect(editionFor(2027, [2025, 2026])).toEqual({ year: 2026, assumed: true });
    expect(editionFor(2028, [2025, 2026])).toEqual({ year: 2026, assumed: true });
    expect(editionFor(2024, [2025, 2026])).toEqual({ year: 2025, assumed: true });
    expect(editionFor(2027, [])).toBeNull();
  });

  it("states a form's chances for the round its rules stand in for, never for a year whose admissions are over", () => {
    const autumn = new Date("2026-11-27T04:00:00Z");
    // the 2026 rules stand in for the 2027 round: a 2026 form is filled in June 2027
    expect(formChanceYear(autumn, "37", 2026, [2025, 2026])).toBe(2027);
    // a 2025 form is a look back at a round that is over: its own year
    expect(formChanceYear(autumn, "37", 2025, [2025, 2026])).toBe(2025);
    // in June 2026 the round is 2026, with its own rules
    expect(formChanceYear(new Date("2026-06-20T04:00:00Z"), "44", 2026, [2025, 2026])).toBe(2026);
    // once the 2027 rules are held, a 2026 form is 2026's
    expect(formChanceYear(autumn, "44", 2026, [2025, 2026, 2027])).toBe(2026);
  });

  it("states a practice form's chances for the student's own application year, as the probability list does", () => {
    const autumn = new Date("2026-11-27T04:00:00Z");
    const own = (enrolment: number | null) => applicationYear(autumn, { enrolment }, "44").year;
    // a 高二 student (2025级) applies in 2028: the 2026 rules stand in, the chances are for 2028
    expect(formChanceYear(autumn, "44", 2026, [2025, 2026], own(2025))).toBe(2028);
    // a 高三 student applies in the next round; one without a known enrolment is told the next round too
    expect(formChanceYear(autumn, "44", 2026, [2025, 2026], own(2024))).toBe(2027);
    expect(formChanceYear(autumn, "44", 2026, [2025, 2026], own(null))).toBe(2027);
    // a look back at a round that is over keeps its own year whoever reads it
    expect(formChanceYear(autumn, "44", 2025, [2025, 2026], own(2025))).toBe(2025);
  });
});
