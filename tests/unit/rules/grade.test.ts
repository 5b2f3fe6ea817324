import { describe, expect, it } from "vitest";
import { academicYear, cohortLabel, counselledGrades, enrolmentYear, gradeNumber, gradeStatus, shanghaiDate } from "@/lib/rules/grade";

// Instants are given in Shanghai time (UTC+8) so the tests read like the calendar a student sees.
const shanghai = (iso: string) => new Date(`${iso}+08:00`);

describe("academic year rolls over on 20 August (Asia/Shanghai)", () => {
  it.each([
    ["2026-08-19T23:59:59", 2025],
    ["2026-08-20T00:00:00", 2026],
    ["2026-01-15T12:00:00", 2025],
    ["2026-12-31T23:59:59", 2026],
  ])("%s belongs to academic year %i", (when, year) => {
    expect(academicYear(shanghai(when))).toBe(year);
  });

  it("uses the Shanghai date, not UTC: 19 Aug 16:30 UTC is already 20 Aug in Shanghai", () => {
    const instant = new Date("2026-08-19T16:30:00Z");
    expect(shanghaiDate(instant)).toEqual({ year: 2026, month: 8, day: 20 });
    expect(academicYear(instant)).toBe(2026);
  });
});

describe("grade status", () => {
  const now = shanghai("2026-11-21T10:00:00"); // academic year 2026
  it.each([
    [2027, 0, "notEnrolled"],
    [2028, -1, "notEnrolled"],
    [2026, 1, "grade10"],
    [2025, 2, "grade11"],
    [2024, 3, "grade12"],
    [2023, 4, "graduated"],
  ] as const)("enrolled %i → grade number %i, %s", (enrolment, number, status) => {
    expect(gradeNumber(enrolment, now)).toBe(number);
    expect(gradeStatus(enrolment, now)).toBe(status);
  });

  it("a student enrolled in 2024 is in grade 12 on 19 August 2027 and graduated on 20 August", () => {
    expect(gradeStatus(2024, shanghai("2027-08-19T12:00:00"))).toBe("grade12");
    expect(gradeStatus(2024, shanghai("2027-08-20T00:00:00"))).toBe("graduated");
  });
});

describe("enrolment year and cohort labels", () => {
  it("takes the part before the first dash", () => {
    expect(enrolmentYear("2024-09-01")).toBe(2024);
    expect(enrolmentYear("2025")).toBe(2025);
    expect(enrolmentYear(2023)).toBe(2023);
    expect(enrolmentYear("")).toBeNull();
    expect(enrolmentYear(null)).toBeNull();
  });

  it("appearType 1 shows the graduating class (enrolment + 3), otherwise the enrolment grade", () => {
    expect(cohortLabel(2024, 1)).toEqual({ year: 2027, kind: "graduatingClass" });
    expect(cohortLabel(2024, "1")).toEqual({ year: 2027, kind: "graduatingClass" });
    expect(cohortLabel(2024, 0)).toEqual({ year: 2024, kind: "grade" });
    expect(cohortLabel(2024, null)).toEqual({ year: 2024, kind: "grade" });
  });
});

describe("the class filter of 我的学生 offers a counsellor only their own classes", () => {
  const teacher = { id: "7" }, other = { id: "9" };
  const grades = [
    { id: "g1", gradeName: "2025级", classes: [{ id: "c3", name: "3", counsellors: [teacher] }, { id: "c5", name: "5", counsellors: [other] }] },
    { id: "g2", gradeName: "2024级", classes: [{ id: "c1", name: "1", counsellors: [other] }] },
  ];
  it("keeps the counsellor's classes and drops a grade where they counsel none", () => {
    expect(counselledGrades(grades, "7")).toEqual([{ id: "g1", gradeName: "2025级", classes: [{ id: "c3", name: "3", counsellors: [teacher] }] }]);
  });
  it("offers a teacher without a class nothing, and the administrator every class", () => {
    expect(counselledGrades(grades, "8")).toEqual([]);
    expect(counselledGrades(grades, null)).toEqual(grades);
  });
});
