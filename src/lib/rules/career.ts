// Screen rules of the career section (/career/*): moving an item of a list the student orders, school terms, the
// learning plan's progress, what to do next, the preparation steps each kind of admission route suggests, and what the
// pages keep in the address. Pure functions.

// ---------------------------------------------------------------- lists in the student's order

/** An item of a list the student orders (routes, targets) moved one place up (-1) or down (+1); unchanged at either
 * end or when absent. */
export function moveOnePlace<T>(list: readonly T[], item: T, delta: -1 | 1): T[] {
  const moved = [...list];
  const from = moved.indexOf(item);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= moved.length) return moved;
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

// ---------------------------------------------------------------- school terms

/** A school term as stored: "2026-2027-1" (autumn, September to January) or "2026-2027-2" (spring, February to July). */
export type Term = string;

/** The term a date falls in; August counts as the coming autumn term. Dates are read in Asia/Shanghai. */
export function termOf(date: Date): Term {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai", year: "numeric", month: "numeric" }).formatToParts(date);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  const month = Number(parts.find((p) => p.type === "month")!.value);
  if (month >= 8) return `${year}-${year + 1}-1`;
  if (month === 1) return `${year - 1}-${year}-1`;
  return `${year - 1}-${year}-2`;
}

export function parseTerm(term: Term): { start: number; end: number; half: 1 | 2 } | null {
  const m = /^(\d{4})-(\d{4})-([12])$/.exec(term);
  if (!m || Number(m[2]) !== Number(m[1]) + 1) return null;
  return { start: Number(m[1]), end: Number(m[2]), half: Number(m[3]) as 1 | 2 };
}

/**
 * The six terms of senior high school from the enrolment year ("2024-09-01" → 2024-2025-1 … 2026-2027-2), plus any
 * other term the plan already uses, in order. Without an enrolment year: the current term and the four after it.
 */
export function termChoices(startSchool: string | null | undefined, now: Date, used: readonly Term[] = []): Term[] {
  const start = Number(/^(\d{4})/.exec(startSchool ?? "")?.[1]);
  const base: Term[] = [];
  if (Number.isInteger(start) && start > 1990) {
    for (let y = start; y < start + 3; y++) base.push(`${y}-${y + 1}-1`, `${y}-${y + 1}-2`);
  } else {
    let term = termOf(now);
    for (let i = 0; i < 5; i++) {
      base.push(term);
      const p = parseTerm(term)!;
      term = p.half === 1 ? `${p.start}-${p.end}-2` : `${p.end}-${p.end + 1}-1`;
    }
  }
  return [...new Set([...base, ...used.filter((t) => parseTerm(t))])].sort();
}

// ---------------------------------------------------------------- plan items

export const STATUSES = [0, 1, 2] as const;
export type Status = (typeof STATUSES)[number];

export interface Progress { total: number; done: number; doing: number; share: number }

export function progressOf(items: readonly { status: number }[]): Progress {
  const done = items.filter((i) => i.status === 2).length;
  const doing = items.filter((i) => i.status === 1).length;
  return { total: items.length, done, doing, share: items.length ? done / items.length : 0 };
}

/** Items grouped by a key, in the order the keys first appear (the server sends them ordered). */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): { key: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) (groups.get(key(item)) ?? groups.set(key(item), []).get(key(item))!).push(item);
  return [...groups].map(([k, list]) => ({ key: k, items: list }));
}

/** Whether a date (YYYY-MM-DD) has passed by `today` (YYYY-MM-DD) for an item not done. */
export function isOverdue(item: { dueDate: string; status: number }, today: string): boolean {
  return item.status !== 2 && item.dueDate !== "" && item.dueDate < today;
}

/** Today's date in Asia/Shanghai, as YYYY-MM-DD. */
export function todayIn(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

// ---------------------------------------------------------------- what to do next

export type StepKey = "profile" | "interests" | "subjects" | "targets" | "routes" | "learning";

export interface NextStep { key: StepKey; href: string; done: boolean }

export interface PlanState {
  /** the profile has something written in it */
  profileStarted: boolean;
  /** the interest assessment was taken; null when not known (the assessment list did not answer) */
  interestsTaken: boolean | null;
  interestsHref: string;
  /** the province chooses subjects at all (3+3 or 3+1+2) */
  choosesSubjects: boolean;
  subjectChosen: boolean;
  targets: number;
  routes: number;
  /** learning items of the current term */
  learningThisTerm: number;
}

/**
 * The planning steps in the order they build on each other — know yourself (profile, interests), choose subjects,
 * set targets, plan the routes, plan this term's learning — each done or not. A step that does not apply (subjects in
 * a 文理 province) or whose state is unknown is left out.
 */
export function planSteps(s: PlanState): NextStep[] {
  const steps: NextStep[] = [{ key: "profile", href: "/career/archive", done: s.profileStarted }];
  if (s.interestsTaken !== null) steps.push({ key: "interests", href: s.interestsHref, done: s.interestsTaken });
  if (s.choosesSubjects) steps.push({ key: "subjects", href: "/career/course/index", done: s.subjectChosen });
  steps.push(
    { key: "targets", href: "/career/target", done: s.targets > 0 },
    { key: "routes", href: "/career/path/index", done: s.routes > 0 },
    { key: "learning", href: "/career/learning", done: s.learningThisTerm > 0 },
  );
  return steps;
}

/** The first step not done (what the hub puts first), or null when all are. */
export const nextStep = (steps: readonly NextStep[]) => steps.find((s) => !s.done) ?? null;

// ---------------------------------------------------------------- admission routes

/** The categories the guides are filed under (src/lib/guides/schema.ts). */
export type RouteCategory = "military" | "funded" | "selective" | "artsSports" | "international" | "special";

/** An admission route: a guide, with its words in both languages (built from the guides collection). */
export interface AdmissionRoute {
  slug: string;
  category: RouteCategory;
  title: { zh: string; en: string };
  shortTitle: { zh: string; en: string };
  description: { zh: string; en: string };
}

/**
 * The preparation steps a kind of route suggests, as string keys of the career area (path.tpl.<category>.<n>), with the
 * month of the exam year (or, negative, of the year before) they usually fall in — a starting point the student edits.
 */
export const STEP_TEMPLATES: Record<RouteCategory, readonly { key: string; month: number }[]> = {
  selective: [{ key: "1", month: -9 }, { key: "2", month: 4 }, { key: "3", month: 6 }, { key: "4", month: 7 }],
  military: [{ key: "1", month: -10 }, { key: "2", month: 3 }, { key: "3", month: 6 }, { key: "4", month: 7 }],
  funded: [{ key: "1", month: -9 }, { key: "2", month: 5 }, { key: "3", month: 6 }, { key: "4", month: 7 }],
  artsSports: [{ key: "1", month: -9 }, { key: "2", month: -12 }, { key: "3", month: 3 }, { key: "4", month: 6 }],
  international: [{ key: "1", month: -9 }, { key: "2", month: 5 }, { key: "3", month: 6 }, { key: "4", month: 7 }],
  special: [{ key: "1", month: -9 }, { key: "2", month: 4 }, { key: "3", month: 6 }, { key: "4", month: 7 }],
};

/** A template step's due date: the last day of its month, in the exam year (month > 0) or the year before (month < 0). */
export function templateDue(examYear: number, month: number): string {
  const year = month > 0 ? examYear : examYear - 1;
  const m = Math.abs(month);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, "0")}-${String(last).padStart(2, "0")}`;
}
