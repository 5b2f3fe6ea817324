// How the portal describes the person who is logged in (portal.md §4 "User label", "Grade status"; §6 roles):
// name plus grade-year and class for students and parents alike, the student/parent tag, the grade status of the
// current academic year, and the small lookups the profile screens share (province, exam mode, subjects, sex).
// Everything here returns structured parts or string keys, never display text, so the UI translates.
import type { PortalKey } from "@/lib/i18n/portal";
import { academicYear, cohortLabel, gradeNumber, gradeStatus, type CohortLabel, type GradeStatus } from "./grade";
import { provinceFromRegionCode, provinceTotalScore } from "./session-rules";

export type { Authority } from "@/lib/session/auth";
import type { Authority } from "@/lib/session/auth";

/** The profile fields the label needs (a subset of src/lib/session/profile.ts Profile). */
export interface LabelSource {
  authority: Authority;
  studentName: string;
  userName: string;
  account: string;
  /** Enrolment year, or null when the school has not set it. */
  startSchool: number | null;
  appearType: number;
  classesNumber: string;
}

export interface UserLabel {
  /** The student's name: parents are labelled with their child's name (with the parent tag beside it). */
  name: string;
  /** Grade-year (…级) or graduating class (…届); null without an enrolment year. */
  cohort: CohortLabel | null;
  /** The class as the school wrote it, trimmed; null when empty. */
  classNumber: string | null;
  authority: Authority;
  /** Key of the student/parent tag. */
  tag: PortalKey;
}

/** The user label of portal.md §4. The name falls back to the user name, then the account, so it is never blank. */
export function userLabel(source: LabelSource): UserLabel {
  const name = source.studentName.trim() || source.userName.trim() || source.account.trim();
  const classNumber = source.classesNumber.trim() || null;
  return {
    name,
    cohort: source.startSchool === null ? null : cohortLabel(source.startSchool, source.appearType),
    classNumber,
    authority: source.authority,
    tag: authorityTag(source.authority),
  };
}

export function authorityTag(authority: Authority): PortalKey {
  return authority === "parent" ? "label.tag.parent" : authority === "teacher" ? "label.tag.teacher" : authority === "admin" ? "label.tag.admin" : authority === "operator" ? "label.tag.operator" : "label.tag.student";
}

export type Translate = (key: PortalKey, vars?: Record<string, string | number>) => string;

/** "2024级" / "2024 intake", or "2027届" / "Class of 2027". */
export function cohortText(cohort: CohortLabel, t: Translate): string {
  return t(cohort.kind === "graduatingClass" ? "label.cohort.graduatingClass" : "label.cohort.grade", { year: cohort.year });
}

/** "3班" / "Class 3" for a plain number; a class the school named in words ("高二3班", "实验班") is kept as written. */
export function classText(classNumber: string, t: Translate): string {
  return /^\d+$/.test(classNumber) ? t("label.class", { n: Number(classNumber) }) : classNumber;
}

export const LABEL_SEPARATOR = " · ";

/** The label as one line: "李明 · 2024级 3班" / "Li Ming · 2024 intake, Class 3". */
export function formatUserLabel(label: UserLabel, t: Translate): string {
  const cohort = label.cohort ? cohortText(label.cohort, t) : null;
  const klass = label.classNumber ? classText(label.classNumber, t) : null;
  const group = cohort && klass ? t("label.cohortClass", { cohort, class: klass }) : (cohort ?? klass);
  return group ? `${label.name}${LABEL_SEPARATOR}${group}` : label.name;
}

export interface GradeView {
  status: GradeStatus;
  /** Key of the status text: 未入学, 高一 … 已毕业. */
  statusKey: PortalKey;
  /** Academic year minus enrolment year plus one. */
  number: number;
  /** The academic year now falls in (it starts on 20 August). */
  academicYear: number;
  cohort: CohortLabel;
}

const STATUS_KEYS: Record<GradeStatus, PortalKey> = {
  notEnrolled: "grade.status.notEnrolled",
  grade10: "grade.status.grade10",
  grade11: "grade.status.grade11",
  grade12: "grade.status.grade12",
  graduated: "grade.status.graduated",
};

export function gradeStatusKey(status: GradeStatus): PortalKey {
  return STATUS_KEYS[status];
}

/** The grade of a student at an instant (server time), or null when the enrolment year is unknown. */
export function gradeView(startSchool: number | null, appearType: number, now: Date): GradeView | null {
  if (startSchool === null) return null;
  const status = gradeStatus(startSchool, now);
  return {
    status,
    statusKey: STATUS_KEYS[status],
    number: gradeNumber(startSchool, now),
    academicYear: academicYear(now),
    cohort: cohortLabel(startSchool, appearType),
  };
}

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The hour (0–23) in Asia/Shanghai of an instant. */
export function shanghaiHour(instant: Date): number {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).getUTCHours();
}

export type Greeting = "night" | "morning" | "noon" | "afternoon" | "evening";

/** Greeting by the time of day in Asia/Shanghai: night 0–4, morning 5–10, noon 11–12, afternoon 13–17, evening 18–23. */
export function greeting(instant: Date): Greeting {
  const hour = shanghaiHour(instant);
  if (hour < 5) return "night";
  if (hour < 11) return "morning";
  if (hour < 13) return "noon";
  if (hour < 18) return "afternoon";
  return "evening";
}

export function greetingKey(instant: Date): PortalKey {
  return `home.greeting.${greeting(instant)}` as PortalKey;
}

/** Provincial-level divisions (GB/T 2260 first two digits) the portal names. */
export const PROVINCE_CODES = [
  "11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37", "41", "42", "43", "44", "45", "46",
  "50", "51", "52", "53", "54", "61", "62", "63", "64", "65", "71", "81", "82",
] as const;

/** The 31 mainland divisions (no 台湾, 香港, 澳门): those with a gaokao, and the choices of every province filter. */
export const MAINLAND_CODES: readonly string[] = PROVINCE_CODES.filter((code) => !["71", "81", "82"].includes(code));

export interface ProvinceView {
  code: string;
  /** Key of the province name, or null for a code the portal does not know (the code is shown as written). */
  nameKey: PortalKey | null;
  /** Gaokao total of the province (portal.md §9). */
  totalScore: number;
}

/** The exam province of a region code (its first two digits), or null without one. */
export function provinceView(regionCode: string | null | undefined): ProvinceView | null {
  const code = provinceFromRegionCode(regionCode);
  if (!/^\d{2}$/.test(code)) return null;
  const known = (PROVINCE_CODES as readonly string[]).includes(code);
  return { code, nameKey: known ? (`province.${code}` as PortalKey) : null, totalScore: provinceTotalScore(code) };
}

const MODE_KEYS: Record<string, PortalKey> = { "3+3": "mode.33", "3+1+2": "mode.312", 文理: "mode.wenli" };

/** Key of the exam mode's description, or null for an unknown or empty mode (shown as written). */
export function modeKey(modeName: string | null | undefined): PortalKey | null {
  return MODE_KEYS[(modeName ?? "").replace(/\s/g, "")] ?? null;
}

const SUBJECT_KEYS: Record<string, PortalKey> = {
  语文: "subject.chinese",
  数学: "subject.maths",
  英语: "subject.english",
  物理: "subject.physics",
  化学: "subject.chemistry",
  生物: "subject.biology",
  政治: "subject.politics",
  思想政治: "subject.politics",
  历史: "subject.history",
  地理: "subject.geography",
  技术: "subject.technology",
  体育: "subject.pe",
};

/** Subject names from the server's comma-separated list (Chinese or full-width commas, 、 too), each with its key when known. */
export function subjectList(subjects: string | null | undefined): Array<{ name: string; key: PortalKey | null }> {
  return (subjects ?? "")
    .split(/[,，、]/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name, key: SUBJECT_KEYS[name] ?? null }));
}

/** Key of a subject name, or null when the portal does not know it. */
export function subjectKey(name: string): PortalKey | null {
  return SUBJECT_KEYS[name.trim()] ?? null;
}

/** Key of the sex the server stores (1 male, 2 female, anything else not set). */
export function sexKey(sex: number | null | undefined): PortalKey {
  if (sex === 1) return "info.sex.male";
  if (sex === 2) return "info.sex.female";
  return "info.sex.unset";
}
