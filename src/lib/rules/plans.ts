// Screen rules of the data tools 提前批 (/wel/advanceBatch/index) and 扩缩招 (/wel/enrollPlan, /wel/enrollPlan/detail):
// what the address holds, which year and subject type a screen starts from, signed changes, and how one college's
// units become the bars of its chart and the filtered list.
import { PLAN_TYPES } from "@/domain/provinces";
import { KEYWORD_CHARACTERS } from "@/contracts/fields";
import type { ChangeFilter, ChangeSort, ChangeStatus, UnitChange } from "@/contracts/chaksz";
import { readScope, wholeParam } from "./data-tools";
import { orderSubjectTypes } from "./school";

// ---------------------------------------------------------------- the address

export const CHANGE_FILTERS: readonly ChangeFilter[] = ["all", "expand", "shrink", "new", "removed"];
export const CHANGE_SORTS: readonly ChangeSort[] = ["size", "increase", "decrease", "rate", "plan"];
export const LEVELS = ["本科", "专科"] as const;
/** what the detail page can narrow its units to */
export type UnitView = "all" | "up" | "down" | "new" | "removed" | "tuition";
export const UNIT_VIEWS: readonly UnitView[] = ["all", "up", "down", "new", "removed", "tuition"];

export interface PlansQuery {
  province?: string;
  year?: number;
  type?: string;
  planType?: string;
  level?: (typeof LEVELS)[number];
  keyword?: string;
  page?: number;
  batch?: string;
  change?: ChangeFilter;
  sort?: ChangeSort;
  code?: string;
  view?: UnitView;
}

const KEYWORD = new RegExp(`^[${KEYWORD_CHARACTERS}]{1,50}$`, "u");
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (value != null && (list as readonly string[]).includes(value) ? (value as T) : undefined);

/** Reads the screens' inputs from a query string; anything malformed is dropped (the screen then uses its defaults). */
export function readPlansQuery(search: string): PlansQuery {
  const q = new URLSearchParams(search);
  const out: PlansQuery = readScope(q);
  const planType = oneOf(PLAN_TYPES, q.get("planType"));
  if (planType) out.planType = planType;
  const level = oneOf(LEVELS, q.get("level"));
  if (level) out.level = level;
  const keyword = q.get("keyword")?.trim();
  if (keyword && KEYWORD.test(keyword)) out.keyword = keyword;
  const page = wholeParam(q.get("page"), 1, 99_999);
  if (page != null) out.page = page;
  const batch = q.get("batch")?.trim();
  if (batch && /^[\p{Script=Han}\p{N}]{2,30}$/u.test(batch)) out.batch = batch;
  const change = oneOf(CHANGE_FILTERS, q.get("change"));
  if (change) out.change = change;
  const sort = oneOf(CHANGE_SORTS, q.get("sort"));
  if (sort) out.sort = sort;
  const code = q.get("code");
  if (code && /^\d{5}$/.test(code)) out.code = code;
  const view = oneOf(UNIT_VIEWS, q.get("view"));
  if (view) out.view = view;
  return out;
}

const ORDER = ["code", "province", "year", "type", "batch", "level", "planType", "change", "sort", "keyword", "view", "page"] as const;

/** The query-string parameters of a state (empty and default values left out), in a stable order. */
export function plansQueryParams(query: PlansQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ORDER) {
    const value = query[key];
    if (value === undefined || value === null || value === "") continue;
    if ((key === "change" || key === "view") && value === "all") continue;
    if (key === "sort" && value === "size") continue;
    if (key === "page" && value === 1) continue;
    out[key] = String(value);
  }
  return out;
}

/** An address with the given inputs (for links between the list and the detail page). */
export function plansHref(path: string, query: PlansQuery): string {
  const params = new URLSearchParams(plansQueryParams(query)).toString();
  return params ? `${path}?${params}` : path;
}

/** "陕西省 · 西安市" (each part through its label, for the reader's language); a municipality's city is not repeated ("北京市", not "北京市 · 北京市"). */
export function placeText(provinceName: string | null | undefined, cityName: string | null | undefined, label: (province: string) => string = (p) => p, cityLabel: (city: string) => string = (c) => c): string {
  const province = (provinceName ?? "").trim(), city = (cityName ?? "").trim();
  if (!city || city === province) return province ? label(province) : "";
  return province ? `${label(province)} · ${cityLabel(city)}` : cityLabel(city);
}

// ---------------------------------------------------------------- year and subject type

export interface YearTypes { year: number; subjectTypes: readonly string[] }

/**
 * The year and subject type a screen shows: the wanted ones when the data has them, else the newest year and, in it,
 * the student's own subject type when it has data, else the year's first. null when there is no year at all.
 */
export function pickScope(list: readonly YearTypes[], wanted: { year?: number | null; type?: string | null }, own: (year: number) => string | null): { year: number; type: string; types: string[] } | null {
  const years = [...list].sort((a, b) => b.year - a.year);
  const entry = (wanted.year != null ? years.find((e) => e.year === wanted.year) : undefined) ?? years[0];
  if (!entry) return null;
  const types = orderSubjectTypes(entry.subjectTypes);
  const mine = own(entry.year);
  const type = wanted.type && types.includes(wanted.type) ? wanted.type : mine && types.includes(mine) ? mine : types[0];
  return type ? { year: entry.year, type, types } : null;
}

// ---------------------------------------------------------------- changes

/** A signed whole number: "+5", "−20" (a true minus sign), "0"; null is a dash. */
export function signed(value: number | null | undefined, format: (n: number) => string = String): string {
  if (value == null || Number.isNaN(value)) return "—";
  if (value === 0) return "0";
  return value > 0 ? `+${format(value)}` : `−${format(Math.abs(value))}`;
}

/** A signed percentage with one decimal ("+7.1%", "−20%"); null (nothing last year) is a dash. */
export function signedPercent(value: number | null | undefined): string {
  if (value == null || Number.isNaN(value)) return "—";
  const text = Math.abs(value).toFixed(1).replace(/\.0$/, "");
  return value === 0 ? "0%" : `${value > 0 ? "+" : "−"}${text}%`;
}

/** The direction of a change: up, down or same; null when either side is unknown. */
export function direction(now: number | null | undefined, before: number | null | undefined): "up" | "down" | "same" | null {
  if (now == null || before == null) return null;
  return now > before ? "up" : now < before ? "down" : "same";
}

/**
 * How a line moved: a higher minimum score or a smaller minimum rank is harder to get in ("harder"), the reverse
 * "easier". Rank wins when both are known (scores are not comparable across years; ranks nearly are).
 */
export function lineMove(now: { minScore: number | null; minRank: number | null }, before: { minScore: number | null; minRank: number | null } | null | undefined): "harder" | "easier" | "same" | null {
  if (!before) return null;
  if (now.minRank != null && before.minRank != null) return now.minRank < before.minRank ? "harder" : now.minRank > before.minRank ? "easier" : "same";
  if (now.minScore != null && before.minScore != null) return now.minScore > before.minScore ? "harder" : now.minScore < before.minScore ? "easier" : "same";
  return null;
}

/** Does a unit belong to a view of the detail page (a unit with a major in that state counts too)? */
export function inView(unit: Pick<UnitChange, "status" | "tuitionChanged" | "majors">, view: UnitView): boolean {
  if (view === "all") return true;
  if (view === "tuition") return unit.tuitionChanged || unit.majors.some((m) => m.tuitionChanged);
  return unit.status === view || unit.majors.some((m) => m.status === view);
}

/** How many units each view of the detail page holds. */
export function viewCounts(units: readonly Pick<UnitChange, "status" | "tuitionChanged" | "majors">[]): Record<UnitView, number> {
  return Object.fromEntries(UNIT_VIEWS.map((view) => [view, units.filter((u) => inView(u, view)).length])) as Record<UnitView, number>;
}

export interface UnitBar { key: string; label: string; now: number; last: number; status: ChangeStatus }

/** The bars of a college's chart: one per unit, this year's plan and last year's (a missing year counts 0). */
export function unitBars(units: readonly Pick<UnitChange, "unitKey" | "batch" | "name" | "planCount" | "lastPlanCount" | "status">[], label: (unit: { name: string; batch: string }) => string): UnitBar[] {
  return units.map((u) => ({ key: `${u.batch}|${u.unitKey}`, label: label(u), now: u.planCount ?? 0, last: u.lastPlanCount ?? 0, status: u.status }));
}

/** Units in the order a reader scans them: biggest change first (new and removed by their plan), then by name. */
export function byChangeSize<T extends Pick<UnitChange, "planCount" | "lastPlanCount" | "name">>(units: readonly T[]): T[] {
  const size = (u: T) => Math.abs((u.planCount ?? 0) - (u.lastPlanCount ?? 0));
  return [...units].sort((a, b) => size(b) - size(a) || a.name.localeCompare(b.name, "zh-CN"));
}
