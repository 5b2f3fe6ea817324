// UI strings of the portal (the logged-in application), one JSON file per area and language.
// Kept apart from the guide strings, and split so a page bundles only the areas it shows: the shell, login,
// route titles and validation messages are always here; the account dialogs and the page texts register
// themselves when their islands load (portal-account.ts, portal-pages.ts, portal-colleges.ts …). Keys are typed from every file.
import type { Lang } from "./index";
import zhShell from "./portal/zh/shell.json";
import zhLogin from "./portal/zh/login.json";
import zhRoutes from "./portal/zh/routes.json";
import zhValidation from "./portal/zh/validation.json";
import enShell from "./portal/en/shell.json";
import enLogin from "./portal/en/login.json";
import enRoutes from "./portal/en/routes.json";
import enValidation from "./portal/en/validation.json";
import type zhAccount from "./portal/zh/account.json";
import type zhPages from "./portal/zh/pages.json";
import type zhColleges from "./portal/zh/colleges.json";
import type zhSchool from "./portal/zh/school.json";
import type zhMajors from "./portal/zh/majors.json";
import type zhLines from "./portal/zh/lines.json";
import type zhPlans from "./portal/zh/plans.json";
import type zhProbability from "./portal/zh/probability.json";
import type zhDataTools from "./portal/zh/data-tools.json";
import type zhVolunteer from "./portal/zh/volunteer.json";
import type zhAssessment from "./portal/zh/assessment.json";
import type zhAdmin from "./portal/zh/admin.json";
import type zhCareer from "./portal/zh/career.json";
import type zhCareerMine from "./portal/zh/career-mine.json";
import type zhShare from "./portal/zh/share.json";
import type zhCareerSame from "./portal/zh/career-same.json";
import type zhCareerPickers from "./portal/zh/career-pickers.json";

type AllStrings = typeof zhShell & typeof zhLogin & typeof zhRoutes & typeof zhValidation & typeof zhAccount & typeof zhPages &
  typeof zhColleges & typeof zhSchool & typeof zhMajors & typeof zhDataTools & typeof zhLines & typeof zhPlans & typeof zhProbability &
  typeof zhVolunteer & typeof zhAssessment & typeof zhAdmin & typeof zhCareer & typeof zhShare &
  typeof zhCareerMine & typeof zhCareerSame & typeof zhCareerPickers;
export type PortalKey = keyof AllStrings;

/** Strings loaded so far, by language (the lazily registered areas are added by addPortalStrings). */
export const portalMessages: Record<Lang, Record<string, string>> = {
  zh: { ...zhShell, ...zhLogin, ...zhRoutes, ...zhValidation },
  en: { ...enShell, ...enLogin, ...enRoutes, ...enValidation },
};

export function addPortalStrings(strings: Record<Lang, Record<string, string>>): void {
  Object.assign(portalMessages.zh, strings.zh);
  Object.assign(portalMessages.en, strings.en);
}

/**
 * Who reads a page about a student: the student, their parent, or school staff (a counsellor reading the student's plan).
 * A text that speaks to the student ("录取你") has a `<key>@reader` form about them, with `{reader}` (`{Reader}` at the
 * start of an English sentence) naming the student as the reader knows them: 孩子 / your child, 学生 / the student.
 */
export type Reader = "self" | "parent" | "staff";

const READER_NAMES: Record<Lang, Record<Exclude<Reader, "self">, string>> = {
  zh: { parent: "孩子", staff: "学生" },
  en: { parent: "your child", staff: "the student" },
};

/**
 * Looks up a portal string and fills `{name}` placeholders (for a parent or staff, the key's @reader form when it has one).
 * `student` is the name of the student a staff reader is reading about (a report, a plan): staff know many students, so
 * the text names this one rather than saying 学生 / the student; a parent still reads 孩子 / your child.
 */
export function pt(lang: Lang, key: PortalKey, vars: Record<string, string | number> = {}, reader: Reader = "self", student?: string): string {
  const messages = portalMessages[lang];
  const variant = reader === "self" ? undefined : messages[`${key}@reader`];
  const template = variant ?? messages[key] ?? key;
  const who = reader === "staff" && student?.trim() ? student.trim() : reader === "self" ? "" : READER_NAMES[lang][reader];
  const named: Record<string, string> = reader === "self" ? {} : { reader: who, Reader: capitalise(who) };
  const all: Record<string, string | number> = { ...named, ...vars };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The reader of a student's pages by the signed-in account's authority. */
export const readerOf = (authority: string): Reader =>
  authority === "parent" ? "parent" : authority === "teacher" || authority === "admin" ? "staff" : "self";
