// The portal's route table (portal.md §2): which paths exist, their titles, whether they need a login,
// whether they become a tab, and which sections are still being built (they show a real "coming soon" page).
import type { PortalKey } from "@/lib/i18n/portal";
import { ASSESSMENTS, ASSESSMENT_LIST_PATH } from "@/domain/assessment/catalog";
import type { Authority } from "@/lib/session/auth";

export type Section = "home" | "career" | "volunteer" | "mine" | "admin";

export interface PortalRoute {
  path: string;
  /** Key of the page title in the portal strings. */
  title: PortalKey;
  section: Section;
  /** false: reachable without logging in (login, lock, error pages, search, preview). */
  auth?: boolean;
  /** false: the route does not become a tab. */
  tab?: boolean;
  /** Set for sections a later release builds: what the page will offer. */
  comingSoon?: PortalKey;
  /** Only these accounts may open it (others go to /403); every account when unset. */
  roles?: readonly Authority[];
  /**
   * The title some readers read instead of `title` (a counsellor's home is their classes, not the school's
   * administration); `title` is what every reader, and the built page, reads until the reader is known.
   */
  titles?: Partial<Record<ReaderRole, PortalKey>>;
}

/**
 * Who reads a page: the account's authority and, for a teacher, what the user info says they do (the classes they
 * counsel, the psychology teacher's duty); null or absent until the user info has loaded.
 */
export interface Reader {
  authority: Authority;
  counselledClasses?: number | null;
  psychologyDuty?: boolean | null;
}

/** A reader as a title tells them apart: a teacher is a counsellor (has a class), the psychology teacher, or neither. */
export type ReaderRole = Exclude<Authority, "teacher"> | "counsellor" | "psychology" | "teacher";

/** The reader's role, or null for a teacher whose duties are not known yet (their pages then read the neutral title). */
export function readerRole(reader: Reader): ReaderRole | null {
  if (reader.authority !== "teacher") return reader.authority;
  if (reader.counselledClasses == null) return null;
  // a counsellor who also holds the psychology duty is first their classes' counsellor (the referrals show on that home too)
  if (reader.counselledClasses > 0) return "counsellor";
  return reader.psychologyDuty ? "psychology" : "teacher";
}

/** The title of a route as its reader reads it (page heading, <title>, tab, menu). */
export function routeTitle(route: PortalRoute, reader: Reader | Authority): PortalKey {
  const role = readerRole(typeof reader === "string" ? { authority: reader } : reader);
  return (role && route.titles?.[role]) || route.title;
}

/** Where a school's staff land after signing in. */
export const ADMIN_PATH = "/admin/index";
/** Where the platform operator lands: the import of the admission data every school shares. */
export const OPERATOR_PATH = "/admin/import";
const ADMIN: readonly Authority[] = ["admin"];
const STAFF: readonly Authority[] = ["admin", "teacher"];
/** the school's administrator (who is told who imports shared data) and the platform operator (who imports it) */
const IMPORTERS: readonly Authority[] = ["admin", "operator"];

/** The first administration page of an account (staff: the school overview; the operator: the data import). */
export const adminHomeOf = (authority: Authority): string => (authority === "operator" ? OPERATOR_PATH : ADMIN_PATH);

export const WELCOME_PATH = "/wel/index";

/** `short`: the label on a phone, where the four labels share one row (English "Career planning" would not fit). */
export const TOP_NAV: ReadonlyArray<{ section: Section; path: string; label: PortalKey; short?: PortalKey }> = [
  { section: "home", path: "/wel/index", label: "nav.home" },
  { section: "career", path: "/career/index", label: "nav.career", short: "nav.career.short" },
  { section: "volunteer", path: "/volunteer/index", label: "nav.volunteer" },
  { section: "mine", path: "/mine/index", label: "nav.mine" },
];

/** The assessment centre, each test and each report (portal.md §2 /evaluationCollection/*, /evaluationReport/*). */
const ASSESSMENT_ROUTES: PortalRoute[] = [
  { path: ASSESSMENT_LIST_PATH, title: "route.evaluations", section: "career" },
  ...Object.values(ASSESSMENTS).flatMap((a): PortalRoute[] => [
    { path: a.paperPath, title: `route.as.${a.code}`, section: "career" },
    { path: a.reportPath, title: `route.asReport.${a.code}`, section: "career" },
  ]),
];

/**
 * The rest of the career section (portal.md §2 "Career"): what each is, README "Career routes". A route with a soon.*
 * key is still being built and shows the coming-soon page of its area.
 */
const CAREER_ROUTES: ReadonlyArray<PortalRoute> = ([
  ["/career/plan", "route.careerPlan", null],
  ["/career/initiate", "route.initiate", null],
  ["/career/mine/planDetails/targetDetails", "route.targetDetails", null],
  ["/career/mine/planDetails/wayDetails", "route.wayDetails", null],
  ["/career/mine/planDetails/learnDetails", "route.learnDetails", null],
  ["/career/mine/optionalDetails", "route.optionalDetails", null],
  ["/career/course/testing", "route.courseTesting", null],
  ["/career/course/report", "route.courseReport", null],
  ["/career/selection", "route.selection", null],
  ["/career/path/detail", "route.pathDetail", null],
  ["/career/path/plan", "route.pathPlan", null],
  ["/career/path/testing", "route.pathTesting", null],
  ["/career/path/report", "route.pathReport", null],
  ["/career/course-by-college", "route.courseByCollege", null],
  ["/career/course-by-major", "route.courseByMajor", null],
  ["/career/course-by-pro", "route.courseByPro", null],
  ["/career/target/report", "route.targetReport", null],
  ["/career/learning", "route.learning", null],
  ["/career/target-encyc", "route.targetEncyc", null],
  ["/career/college-select", "route.collegeSelect", null],
  ["/career/major-select", "route.majorSelect", null],
  ["/career/job-list", "route.jobList", null],
  ["/career/job-select", "route.jobSelect", null],
  ["/career/same-score", "route.sameScore", null],
  ["/career/same-college-select", "route.sameCollegeSelect", null],
  ["/career/same-job-select", "route.sameJobSelect", null],
  ["/career/same-area-select", "route.sameAreaSelect", null],
  ["/career/same-area-details", "route.sameAreaDetails", null],
] as const satisfies ReadonlyArray<readonly [string, PortalKey, PortalKey | null]>).map(([path, title, soon]) => ({
  path, title, section: "career" as const, ...(soon ? { comingSoon: soon } : {}),
}));

export const PORTAL_ROUTES: ReadonlyArray<PortalRoute> = [
  { path: "/login", title: "login.title", section: "home", auth: false, tab: false },
  { path: "/lock", title: "lock.title", section: "home", auth: false, tab: false },
  { path: "/404", title: "error.404.title", section: "home", auth: false, tab: false },
  { path: "/403", title: "error.403.title", section: "home", auth: false, tab: false },
  { path: "/500", title: "error.500.title", section: "home", auth: false, tab: false },
  { path: "/wel/index", title: "route.home", section: "home" },
  { path: "/mine/index", title: "route.mine", section: "mine" },
  { path: "/info/index", title: "route.info", section: "mine" },
  { path: "/career/userAgreement", title: "route.agreement", section: "career", auth: false, tab: false },
  { path: "/wel/search", title: "route.search", section: "home", auth: false },
  { path: "/wel/colleges/index", title: "route.colleges", section: "home" },
  { path: "/wel/contrast", title: "route.contrast", section: "home" },
  // A shared page is read by whoever holds the link, signed in or not (portal.md §2 route guard: preview needs no auth).
  { path: "/wel/preview", title: "route.preview", section: "home", auth: false, tab: false },
  { path: "/wel/vr", title: "route.vr", section: "home" },
  { path: "/wel/major/index", title: "route.majors", section: "home" },
  { path: "/wel/job/index", title: "route.jobs", section: "home" },
  { path: "/wel/batchLine/index", title: "route.batchLine", section: "home" },
  { path: "/wel/burst", title: "route.burst", section: "home" },
  { path: "/wel/sameScore", title: "route.sameScore", section: "home" },
  { path: "/wel/enrollPlan", title: "route.enrollPlan", section: "home" },
  { path: "/wel/advanceBatch/index", title: "route.advanceBatch", section: "home" },
  { path: "/wel/probability", title: "route.probability", section: "home" },
  { path: "/wel/probability/detail", title: "route.probabilityDetail", section: "home" },
  { path: "/wel/enrollPlan/detail", title: "route.enrollPlanDetail", section: "home" },
  { path: "/career/index", title: "route.career", section: "career" },
  { path: "/career/archive", title: "route.archive", section: "career" },
  { path: "/career/course/index", title: "route.course", section: "career" },
  { path: "/career/target", title: "route.target", section: "career" },
  { path: "/career/path/index", title: "route.path", section: "career" },
  ...CAREER_ROUTES,
  { path: "/volunteer/index", title: "route.volunteer", section: "volunteer" },
  { path: "/career/fill-submit", title: "route.fillSubmit", section: "career" },
  { path: "/volunteer/print", title: "route.volunteerPrint", section: "volunteer", tab: false },
  ...ASSESSMENT_ROUTES,
  // built with the neutral title: who reads it (and so its name) is known only in the browser
  {
    path: "/admin/index", title: "route.admin.index", section: "admin", roles: STAFF,
    titles: { admin: "route.admin.index.admin", counsellor: "route.admin.index.teacher", psychology: "route.admin.index.psychology", teacher: "route.admin.index.staff" },
  },
  { path: "/admin/accounts", title: "route.admin.accounts", section: "admin", roles: ADMIN },
  { path: "/admin/registrations", title: "route.admin.registrations", section: "admin", roles: ADMIN },
  { path: "/admin/classes", title: "route.admin.classes", section: "admin", roles: ADMIN },
  { path: "/admin/notices", title: "route.admin.notices", section: "admin", roles: ADMIN },
  { path: "/admin/tasks", title: "route.admin.tasks", section: "admin", roles: ADMIN },
  { path: "/admin/school", title: "route.admin.school", section: "admin", roles: ADMIN },
  { path: "/admin/import", title: "route.admin.import", section: "admin", roles: IMPORTERS },
  { path: "/admin/rules", title: "route.admin.rules", section: "admin", roles: ADMIN },
  { path: "/admin/exam-tables", title: "route.admin.examTables", section: "admin", roles: ADMIN },
  { path: "/admin/audit", title: "route.admin.audit", section: "admin", roles: IMPORTERS },
  { path: "/admin/students", title: "route.admin.students", section: "admin", roles: STAFF, titles: { admin: "route.admin.students.admin" } },
  { path: "/admin/student", title: "route.admin.student", section: "admin", roles: STAFF },
];

/** The route a path belongs to: exact match, else the school pages (/wel/school/{code}/...), else none. */
export function findRoute(pathname: string): PortalRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const exact = PORTAL_ROUTES.find((route) => route.path === path);
  if (exact) return exact;
  // Pages whose address carries a code: one route each, served on demand for any code.
  if (/^\/wel\/school\/[^/]+(\/|$)/.test(path)) return { path, title: "route.school", section: "home" };
  if (/^\/wel\/major\/(middle|small)\/[^/]+$/.test(path)) return { path, title: "route.majors", section: "home" };
  if (/^\/wel\/job\/middle\/[^/]+$/.test(path)) return { path, title: "route.jobs", section: "home" };
  return undefined;
}

/**
 * Where to go after login: a same-site portal path from ?redirect=, else the welcome page (a school's staff: the
 * school-administration overview). The value is resolved
 * as a URL against a fixed origin (so tabs, newlines, backslashes and encoded slashes cannot turn it into another
 * host) and only its path, query and fragment are kept.
 */
export function afterLoginPath(redirect: string | null | undefined, authority: Authority = "student"): string {
  const home = authority === "admin" || authority === "teacher" || authority === "operator" ? adminHomeOf(authority) : WELCOME_PATH;
  if (!redirect || !redirect.startsWith("/")) return home;
  let url: URL;
  try {
    url = new URL(redirect, "https://portal.invalid");
  } catch {
    return home;
  }
  if (url.origin !== "https://portal.invalid" || url.pathname.startsWith("//")) return home;
  const route = findRoute(url.pathname);
  if (url.pathname === "/login" || url.pathname === "/lock" || (route && route.auth === false && url.pathname !== "/wel/search")) return home;
  return url.pathname + url.search + url.hash;
}

export function sectionOf(pathname: string): Section {
  return findRoute(pathname)?.section ?? (pathname.startsWith("/admin") ? "admin" : pathname.startsWith("/career") ? "career" : pathname.startsWith("/volunteer") ? "volunteer" : pathname.startsWith("/mine") || pathname.startsWith("/info") ? "mine" : "home");
}
