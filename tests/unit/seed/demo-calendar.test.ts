import { describe, expect, it } from "vitest";
import { demoCalendar } from "../../../src/server/db/seed/calendar";
import { gradeStatus } from "../../../src/lib/rules/grade";

// instants written in Beijing time, as a school reads its calendar
const beijing = (local: string) => new Date(`${local}+08:00`);

describe("the demo data's calendar follows the day the database is seeded", () => {
  it("in November 2026 the demo school's student entered in 2025 (grade 11) and the second school's in 2024 (grade 12)", () => {
    const c = demoCalendar(beijing("2026-11-25T10:00:00"));
    expect([c.academicYear, c.demoEnrolment, c.secondEnrolment]).toEqual([2026, 2025, 2024]);
    expect(gradeStatus(c.demoEnrolment, beijing("2026-11-25T10:00:00"))).toBe("grade11");
    expect(gradeStatus(c.secondEnrolment, beijing("2026-11-25T10:00:00"))).toBe("grade12");
  });

  for (const day of ["2026-08-20T00:00:00", "2026-12-31T23:00:00", "2027-03-01T08:00:00", "2027-08-19T23:59:00", "2031-05-04T12:00:00"]) {
    it(`on ${day} the demo student is in grade 11 and the second school's in grade 12, never graduated`, () => {
      const now = beijing(day);
      const c = demoCalendar(now);
      expect(gradeStatus(c.demoEnrolment, now)).toBe("grade11");
      expect(gradeStatus(c.secondEnrolment, now)).toBe("grade12");
    });
  }

  it("the seeded exam is the latest one already sat: last spring's final before the fall midterm", () => {
    expect(demoCalendar(beijing("2026-09-10T09:00:00")).exam).toEqual({ name: "2026年春季期末考试", date: "2026-07-01" });
    expect(demoCalendar(beijing("2026-11-04T23:00:00")).exam).toEqual({ name: "2026年春季期末考试", date: "2026-07-01" });
    expect(demoCalendar(beijing("2026-11-05T08:00:00")).exam).toEqual({ name: "2026年秋季期中考试", date: "2026-11-05" });
    expect(demoCalendar(beijing("2027-02-10T08:00:00")).exam).toEqual({ name: "2027年秋季期末考试", date: "2027-01-18" });
    expect(demoCalendar(beijing("2027-05-01T08:00:00")).exam).toEqual({ name: "2027年春季期中考试", date: "2027-04-20" });
    expect(demoCalendar(beijing("2027-07-20T08:00:00")).exam).toEqual({ name: "2027年春季期末考试", date: "2027-07-01" });
  });

  it("the plan's term is the current one and ends with it", () => {
    expect(demoCalendar(beijing("2026-11-25T10:00:00")).term).toEqual({ code: "2026-2027-1", ends: "2027-01-20" });
    expect(demoCalendar(beijing("2027-01-31T23:00:00")).term).toEqual({ code: "2026-2027-1", ends: "2027-01-20" });
    expect(demoCalendar(beijing("2027-02-01T00:00:00")).term).toEqual({ code: "2026-2027-2", ends: "2027-07-10" });
  });

  it("tasks fall due after the seed day, by the Beijing calendar", () => {
    // 20:00 UTC on 24 November is already 25 November in Beijing
    expect(demoCalendar(new Date("2026-11-24T20:00:00Z")).taskDue).toEqual({ open: "2026-12-05", done: "2026-12-19" });
  });
});
