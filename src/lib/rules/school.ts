// The school page /wel/school/{code}/… (portal.md §2 "School", §3 school brief): its address, the seven tabs and
// which tab an address belongs to, the labels of the brief's fields, and the score-line series the trend chart draws.
import { featureTags, natureKind, type ScoreLine } from "./colleges";
import type { PortalKey } from "@/lib/i18n/portal";
import { MAINLAND_CODES } from "./user-label";
import { nextApplicationRound } from "@/domain/calendar";

// ---------------------------------------------------------------- addresses and tabs

/** A school code in an address: letters and digits, at most 12 (the seeded colleges use five digits, e.g. 10001). */
export function isSchoolCode(code: string | null | undefined): code is string {
  return typeof code === "string" && /^[0-9A-Za-z]{1,12}$/.test(code);
}

export type SchoolTabId = "overview" | "style" | "guide" | "scoreline" | "plan" | "prePlan" | "preScoreline";

export interface SchoolTab {
  id: SchoolTabId;
  /** Where the tab's link goes, below /wel/school/{code}/. */
  path: string;
  label: PortalKey;
}

/** The tab bar, in order (portal.md §2): overview, style, brochures, score lines, plan, early-batch plan and score lines. */
export const SCHOOL_TABS: readonly SchoolTab[] = [
  { id: "overview", path: "index/detail", label: "school.tab.overview" },
  { id: "style", path: "picture", label: "school.tab.style" },
  { id: "guide", path: "guide/index", label: "school.tab.guide" },
  { id: "scoreline", path: "scoreline", label: "school.tab.scoreline" },
  { id: "plan", path: "plan", label: "school.tab.plan" },
  { id: "prePlan", path: "prePlan", label: "school.tab.prePlan" },
  { id: "preScoreline", path: "preScoreline", label: "school.tab.preScoreline" },
];

export type SchoolView =
  | { view: "detail"; tab: "overview" }
  | { view: "introduce"; tab: "overview" }
  | { view: "picture"; tab: "style" }
  | { view: "guideList"; tab: "guide" }
  | { view: "guideDetail"; tab: "guide"; aid: string }
  | { view: "scoreline"; tab: "scoreline" }
  | { view: "plan"; tab: "plan" }
  | { view: "prePlan"; tab: "prePlan" }
  | { view: "preScoreline"; tab: "preScoreline" };

export type SchoolRoute = ({ kind: "page" } & SchoolView) | { kind: "redirect"; to: string } | { kind: "notFound" };

const PAGES: Record<string, SchoolView> = {
  "index/detail": { view: "detail", tab: "overview" },
  "index/introduce": { view: "introduce", tab: "overview" },
  picture: { view: "picture", tab: "style" },
  "guide/index": { view: "guideList", tab: "guide" },
  scoreline: { view: "scoreline", tab: "scoreline" },
  plan: { view: "plan", tab: "plan" },
  prePlan: { view: "prePlan", tab: "prePlan" },
  preScoreline: { view: "preScoreline", tab: "preScoreline" },
};

/** Addresses that only lead elsewhere: the school itself and `index` open the detail (§2), `guide` the brochure list. */
const REDIRECTS: Record<string, string> = { "": "index/detail", index: "index/detail", guide: "guide/index" };

/**
 * What the part of the address after /wel/school/{code}/ shows: a tab's view, a redirect (to a path below the same
 * school), or nothing (the page answers with /404). A brochure's id (`guide/{aid}`) is digits.
 */
export function resolveSchoolRoute(rest: string | null | undefined): SchoolRoute {
  const path = (rest ?? "").replace(/^\/+|\/+$/g, "");
  if (path in REDIRECTS) return { kind: "redirect", to: REDIRECTS[path]! };
  const page = PAGES[path];
  if (page) return { kind: "page", ...page };
  const brochure = /^guide\/(\d{1,18})$/.exec(path);
  if (brochure) return { kind: "page", view: "guideDetail", tab: "guide", aid: brochure[1]! };
  return { kind: "notFound" };
}

/** The address of a page of a school: schoolHref("10001", "plan") → /wel/school/10001/plan. */
export { schoolHref } from "@/lib/portal/links";

// ---------------------------------------------------------------- the brief's fields

// One reading of the nature type and the feature string for the whole portal (list, comparison, school page).
export { featureTags, natureKind };

/** The nature-type label (portal.md §3): public, private, otherwise Sino-foreign / HK-Macao; empty gives null. */
export function natureLabelKey(natureType: string | null | undefined): PortalKey | null {
  const kind = natureKind(natureType);
  if (!kind) return null;
  return kind === "cooperative" ? "school.nature.other" : (`school.nature.${kind}` as PortalKey);
}

const FEATURE_KEYS: Record<string, PortalKey> = {
  "985": "school.feature.985",
  "211": "school.feature.211",
  双一流: "school.feature.doubleFirst",
  强基计划: "school.feature.strongBase",
};

const CATEGORY_KEYS: Record<string, PortalKey> = {
  综合: "school.category.comprehensive",
  理工: "school.category.engineering",
  师范: "school.category.normal",
  医药: "school.category.medicine",
  财经: "school.category.finance",
  农林: "school.category.agriculture",
  政法: "school.category.law",
  语言: "school.category.language",
  艺术: "school.category.arts",
  民族: "school.category.ethnic",
  体育: "school.category.sports",
  军事: "school.category.military",
};

const LEVEL_KEYS: Record<string, PortalKey> = { 本科: "school.level.bachelor", 专科: "school.level.associate" };

const SUBJECT_TYPE_KEYS: Record<string, PortalKey> = {
  物理类: "school.subjectType.physics",
  历史类: "school.subjectType.history",
  综合: "school.subjectType.combined",
  理科: "school.subjectType.science",
  文科: "school.subjectType.arts",
};

const BATCH_KEYS: Record<string, PortalKey> = {
  本科批: "school.batch.bachelor",
  本科提前批: "school.batch.earlyBachelor",
  提前批: "school.batch.early",
  专科批: "school.batch.associate",
  专科提前批: "school.batch.earlyAssociate",
  特殊类型招生控制线: "school.batch.special",
};

const KEYS = { feature: FEATURE_KEYS, category: CATEGORY_KEYS, level: LEVEL_KEYS, subjectType: SUBJECT_TYPE_KEYS, batch: BATCH_KEYS };

/**
 * The string key of a value the server sends in Chinese (a feature tag, category, level, subject type or batch), or
 * null when the portal does not know it: the value is then shown as the server wrote it.
 */
export function valueKey(kind: keyof typeof KEYS, value: string | null | undefined): PortalKey | null {
  return KEYS[kind][(value ?? "").trim()] ?? null;
}

// ---------------------------------------------------------------- provinces, years and subject types


/** The province score lines and plans open in: the user's own (§3 regionCode), else the school's, else Beijing. */
export function pickProvince(userProvince: string | null | undefined, schoolProvince?: string | null): string {
  for (const code of [userProvince, schoolProvince]) if (code && MAINLAND_CODES.includes(code)) return code;
  return "11";
}

const TYPE_ORDER = ["物理类", "历史类", "综合", "理科", "文科"];

/** Subject types in the order a reader expects (物理类 before 历史类, 理科 before 文科), unknown ones last as given. */
export function orderSubjectTypes(types: Iterable<string>): string[] {
  const rank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b));
}

export interface YearTypes {
  year: number;
  subjectTypes: string[];
}

/** The year and subject type to show: the wanted ones when the list has them, else the newest year and its first type. */
export function pickYearType(list: readonly YearTypes[], year?: number | null, subjectType?: string | null): { year: number; subjectType: string } | null {
  const years = [...list].sort((a, b) => b.year - a.year);
  const entry = years.find((item) => item.year === year) ?? years[0];
  if (!entry) return null;
  const types = orderSubjectTypes(entry.subjectTypes);
  const type = subjectType && types.includes(subjectType) ? subjectType : types[0];
  return type ? { year: entry.year, subjectType: type } : null;
}

// ---------------------------------------------------------------- score-line series

/** One college-level admission result (map-province-college-score rows). */
/** A college's admission line in a province, year, subject type and batch (one shape for list, comparison and school). */
export type CollegeScoreRow = ScoreLine;

/** One year of a trend: what the chart draws and the table beside it lists. */
export interface ScorePoint {
  year: number;
  minScore: number | null;
  minRank: number | null;
  avgScore: number | null;
  maxScore: number | null;
  planCount: number | null;
  sample: boolean;
}

function allRows(map: Record<string, readonly CollegeScoreRow[]> | null | undefined): CollegeScoreRow[] {
  return Object.values(map ?? {}).flat();
}

/** Subject types present in a college's score map, ordered. */
export function scoreSubjectTypes(map: Record<string, readonly CollegeScoreRow[]> | null | undefined): string[] {
  return orderSubjectTypes(allRows(map).map((row) => row.subjectType));
}

/** Batches present for a subject type, the most years first (then by name). */
export function scoreBatches(map: Record<string, readonly CollegeScoreRow[]> | null | undefined, subjectType: string): string[] {
  const years = new Map<string, number>();
  for (const row of allRows(map)) if (row.subjectType === subjectType) years.set(row.batch, (years.get(row.batch) ?? 0) + 1);
  return [...years.keys()].sort((a, b) => years.get(b)! - years.get(a)! || a.localeCompare(b));
}

/** The trend of one subject type and batch, oldest year first (one point per year). */
export function scoreSeries(map: Record<string, readonly CollegeScoreRow[]> | null | undefined, subjectType: string, batch: string): ScorePoint[] {
  const byYear = new Map<number, ScorePoint>();
  for (const row of allRows(map)) {
    if (row.subjectType !== subjectType || row.batch !== batch || byYear.has(Number(row.year))) continue;
    byYear.set(Number(row.year), {
      year: Number(row.year),
      minScore: row.minScore ?? null,
      minRank: row.minRank ?? null,
      avgScore: row.avgScore ?? null,
      maxScore: row.maxScore ?? null,
      planCount: row.planCount ?? null,
      sample: row.sample === true,
    });
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

/** A chart is worth drawing when at least two years have a lowest score; otherwise the table alone says it. */
export function hasTrend(points: readonly ScorePoint[]): boolean {
  return points.filter((point) => point.minScore != null).length >= 2;
}

/** One early-batch (提前批) plan of a college, as TiQP/list-college-enroll-plan-college returns it. */
export interface EarlyPlanRecord {
  collegeCode: string;
  collegeName?: string;
  year: number;
  subjectType: string;
  batch: string;
  planCount: number | null;
  majors: { majorCode: string; majorName: string; planCount: number | null; minScore: number | null; minRank: number | null }[];
  sample?: boolean;
}

/**
 * The early-batch trend of one subject type: per year, the school's lowest admitted score over its majors and the
 * rank at it (the largest minimum rank), and the plan total.
 */
export function earlySeries(records: readonly EarlyPlanRecord[], subjectType: string): ScorePoint[] {
  const byYear = new Map<number, ScorePoint>();
  for (const record of records) {
    if (record.subjectType !== subjectType) continue;
    const year = Number(record.year);
    const point = byYear.get(year) ?? { year, minScore: null, minRank: null, avgScore: null, maxScore: null, planCount: null, sample: false };
    for (const major of record.majors ?? []) {
      if (major.minScore != null && (point.minScore == null || major.minScore < point.minScore)) point.minScore = major.minScore;
      if (major.minRank != null && (point.minRank == null || major.minRank > point.minRank)) point.minRank = major.minRank;
    }
    if (record.planCount != null) point.planCount = (point.planCount ?? 0) + record.planCount;
    point.sample ||= record.sample === true;
    byYear.set(year, point);
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}


/** Number of pages for a total at a page size (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}

/**
 * The admission year whose 招生章程 a student looks for on `date`: that of the next application round (src/domain/
 * calendar) — the brochures for year Y come out in the spring of Y and matter until that round's forms close in July.
 */
export function brochureYear(date: Date): number {
  return nextApplicationRound(date).year;
}
