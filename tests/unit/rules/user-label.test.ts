import { describe, expect, it } from "vitest";
import "@/lib/i18n/portal-pages";
import { portalMessages, pt, type PortalKey } from "@/lib/i18n/portal";
import {
  authorityTag,
  classText,
  formatUserLabel,
  gradeStatusKey,
  gradeView,
  greeting,
  greetingKey,
  modeKey,
  PROVINCE_CODES,
  provinceView,
  sexKey,
  shanghaiHour,
  subjectKey,
  subjectList,
  userLabel,
  type LabelSource,
} from "@/lib/rules/user-label";

const shanghai = (iso: string) => new Date(`${iso}+08:00`);
const zh = (key: PortalKey, vars?: Record<string, string | number>) => pt("zh", key, vars);
const en = (key: PortalKey, vars?: Record<string, string | number>) => pt("en", key, vars);

const liMing: LabelSource = { authority: "student", studentName: "李明", userName: "李明", account: "student", startSchool: 2024, appearType: 0, classesNumber: "3" };
const parentOfLiMing: LabelSource = { ...liMing, authority: "parent", userName: "李明家长", account: "parent" };

describe("user label (portal.md §4): name plus grade-year and class, for students and parents alike", () => {
  it("labels the demo student as 李明 · 2024级 3班 and in English as a 2024 intake, class 3", () => {
    const label = userLabel(liMing);
    expect(label).toEqual({ name: "李明", cohort: { year: 2024, kind: "grade" }, classNumber: "3", authority: "student", tag: "label.tag.student" });
    expect(formatUserLabel(label, zh)).toBe("李明 · 2024级 3班");
    expect(formatUserLabel(label, en)).toBe("李明 · 2024 intake, Class 3");
  });

  it("labels a parent with the child's name, grade-year and class, and the parent tag", () => {
    const label = userLabel(parentOfLiMing);
    expect(formatUserLabel(label, zh)).toBe("李明 · 2024级 3班");
    expect(label.tag).toBe("label.tag.parent");
    expect(zh(label.tag)).toBe("家长");
    expect(en(label.tag)).toBe("Parent");
    expect(zh(authorityTag("student"))).toBe("学生");
    expect(en(authorityTag("student"))).toBe("Student");
  });

  it("shows the graduating class (enrolment + 3, 届) when appearType is 1", () => {
    const label = userLabel({ ...liMing, studentName: "王芳", startSchool: 2023, appearType: 1, classesNumber: "1" });
    expect(formatUserLabel(label, zh)).toBe("王芳 · 2026届 1班");
    expect(formatUserLabel(label, en)).toBe("王芳 · Class of 2026, Class 1");
  });

  it("leaves out what is missing and never shows an empty name", () => {
    expect(formatUserLabel(userLabel({ ...liMing, classesNumber: " " }), zh)).toBe("李明 · 2024级");
    expect(formatUserLabel(userLabel({ ...liMing, startSchool: null }), zh)).toBe("李明 · 3班");
    expect(formatUserLabel(userLabel({ ...liMing, startSchool: null, classesNumber: "" }), en)).toBe("李明");
    expect(userLabel({ ...liMing, studentName: "", userName: "" }).name).toBe("student");
    expect(userLabel({ ...liMing, studentName: "  ", userName: "访客" }).name).toBe("访客");
  });

  it("keeps a class the school named in words as written", () => {
    expect(classText("高二3班", en)).toBe("高二3班");
    expect(classText("07", zh)).toBe("7班");
    expect(classText("12", en)).toBe("Class 12");
  });
});

describe("grade status text from the enrolment year and the server date", () => {
  it("rolls over on 20 August: the day before still counts as the previous academic year", () => {
    const before = gradeView(2024, 0, shanghai("2026-08-19T23:59:59"))!;
    const after = gradeView(2024, 0, shanghai("2026-08-20T00:00:00"))!;
    expect([before.academicYear, before.number, before.status]).toEqual([2025, 2, "grade11"]);
    expect([after.academicYear, after.number, after.status]).toEqual([2026, 3, "grade12"]);
    expect(zh(before.statusKey)).toBe("高二");
    expect(en(before.statusKey)).toBe("Grade 11");
    expect(zh(after.statusKey)).toBe("高三");
  });

  it("uses the Shanghai calendar: 19 August 16:00 UTC is already 20 August", () => {
    expect(gradeView(2024, 0, new Date("2026-08-19T15:59:59Z"))!.status).toBe("grade11");
    expect(gradeView(2024, 0, new Date("2026-08-19T16:00:00Z"))!.status).toBe("grade12");
  });

  it.each([
    [2027, "notEnrolled", "未入学", "Not yet enrolled"],
    [2026, "grade10", "高一", "Grade 10"],
    [2025, "grade11", "高二", "Grade 11"],
    [2024, "grade12", "高三", "Grade 12"],
    [2023, "graduated", "已毕业", "Graduated"],
    [2010, "graduated", "已毕业", "Graduated"],
  ] as const)("enrolled %i, in November 2026: %s (%s / %s)", (enrolment, status, zhText, enText) => {
    const view = gradeView(enrolment, 0, shanghai("2026-11-21T10:00:00"))!;
    expect(view.status).toBe(status);
    expect(view.statusKey).toBe(gradeStatusKey(status));
    expect(zh(view.statusKey)).toBe(zhText);
    expect(en(view.statusKey)).toBe(enText);
  });

  it("a student enrolled in 2026 is not yet enrolled on 19 August 2026 and in grade 10 on 20 August", () => {
    expect(gradeView(2026, 0, shanghai("2026-08-19T12:00:00"))!.status).toBe("notEnrolled");
    expect(gradeView(2026, 0, shanghai("2026-08-20T08:00:00"))!.status).toBe("grade10");
  });

  it("carries the cohort label and has nothing to say without an enrolment year", () => {
    expect(gradeView(2023, 1, shanghai("2026-11-21T10:00:00"))!.cohort).toEqual({ year: 2026, kind: "graduatingClass" });
    expect(gradeView(null, 0, shanghai("2026-11-21T10:00:00"))).toBeNull();
  });
});

describe("greeting by the time of day in Asia/Shanghai", () => {
  it.each([
    ["2026-11-21T00:30:00", "night"],
    ["2026-11-21T04:59:59", "night"],
    ["2026-11-21T05:00:00", "morning"],
    ["2026-11-21T10:59:00", "morning"],
    ["2026-11-21T11:00:00", "noon"],
    ["2026-11-21T12:59:00", "noon"],
    ["2026-11-21T13:00:00", "afternoon"],
    ["2026-11-21T17:59:00", "afternoon"],
    ["2026-11-21T18:00:00", "evening"],
    ["2026-11-21T23:59:00", "evening"],
  ] as const)("%s is %s", (when, expected) => {
    expect(greeting(shanghai(when))).toBe(expected);
  });

  it("reads the hour in Shanghai whatever the machine's zone: 01:00 UTC is 09:00 there", () => {
    expect(shanghaiHour(new Date("2026-11-21T01:00:00Z"))).toBe(9);
    expect(zh(greetingKey(new Date("2026-11-21T01:00:00Z")), { name: "李明" })).toBe("早上好，李明");
    expect(en(greetingKey(new Date("2026-11-21T10:00:00Z")), { name: "Li" })).toBe("Good evening, Li");
  });
});

describe("profile lookups", () => {
  it("names the exam province from the first two digits of the region code, with its total score", () => {
    const guangdong = provinceView("440106")!;
    expect(guangdong).toEqual({ code: "44", nameKey: "province.44", totalScore: 750 });
    expect(zh(guangdong.nameKey!)).toBe("广东");
    expect(en(guangdong.nameKey!)).toBe("Guangdong");
    expect(provinceView("310101")!.totalScore).toBe(660);
    expect(provinceView("460100")!.totalScore).toBe(900);
    expect(provinceView("99")).toEqual({ code: "99", nameKey: null, totalScore: 750 });
    expect(provinceView("")).toBeNull();
    expect(provinceView(undefined)).toBeNull();
    expect(provinceView("4")).toBeNull();
  });

  it("describes the exam modes and leaves unknown ones to be shown as written", () => {
    expect(zh(modeKey("3+1+2")!)).toContain("3+1+2");
    expect(en(modeKey(" 3 + 3 ")!)).toContain("3+3");
    expect(modeKey("文理")).toBe("mode.wenli");
    expect(modeKey("")).toBeNull();
    expect(modeKey("2+2")).toBeNull();
  });

  it("splits the subject list on any comma and knows the usual subjects", () => {
    expect(subjectList("物理,化学，生物、技术").map((subject) => subject.name)).toEqual(["物理", "化学", "生物", "技术"]);
    expect(subjectList("物理,,美术")).toEqual([{ name: "物理", key: "subject.physics" }, { name: "美术", key: null }]);
    expect(subjectList(null)).toEqual([]);
    expect(en(subjectKey("思想政治")!)).toBe("Politics");
  });

  it("names the stored sex", () => {
    expect(zh(sexKey(1))).toBe("男");
    expect(en(sexKey(2))).toBe("Female");
    expect(sexKey(0)).toBe("info.sex.unset");
    expect(sexKey(null)).toBe("info.sex.unset");
  });

  it("every key the rules can return exists in both languages", () => {
    const keys: PortalKey[] = [
      ...(["notEnrolled", "grade10", "grade11", "grade12", "graduated"] as const).map(gradeStatusKey),
      ...(["night", "morning", "noon", "afternoon", "evening"] as const).map((name) => `home.greeting.${name}` as PortalKey),
      ...PROVINCE_CODES.map((code) => `province.${code}` as PortalKey),
      ...["3+3", "3+1+2", "文理"].map((mode) => modeKey(mode)!),
      ...subjectList("语文,数学,英语,物理,化学,生物,政治,历史,地理,技术,体育").map((subject) => subject.key!),
      sexKey(1), sexKey(2), sexKey(0), authorityTag("student"), authorityTag("parent"),
      "label.cohort.grade", "label.cohort.graduatingClass", "label.class", "label.cohortClass",
    ];
    for (const key of keys) {
      expect(portalMessages.zh[key], key).toBeTruthy();
      expect(portalMessages.en[key], key).toBeTruthy();
    }
  });
});
