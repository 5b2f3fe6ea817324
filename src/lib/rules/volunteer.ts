// Screen rules of the volunteer (志愿) form screens /volunteer/index, /career/fill-submit and /volunteer/print: what
// the address holds, the year a form is for, the 冲/稳/保 counts from a ratio, where an added unit goes, reordering,
// choosing majors, when to autosave, a finding's words (string key and values), a plan's copy name, and the print
// layout of the 草表. Pure: no I/O, no framework.
import type { GradeStatus } from "@/lib/rules/grade";
import type { PortalKey } from "@/lib/i18n/portal";
import type { VolunteerMode } from "@/domain/provinces";
import { draftSheetRows, type SheetScope, type SheetUnit } from "@/domain/volunteer/draft-sheet";
import { provinceParam, wholeParam, type LookupMode } from "./data-tools";
import { editionFor, nextApplicationRound } from "@/domain/calendar";
import { blocksSave } from "@/domain/volunteer/lint";

// ---------------------------------------------------------------- the address and the year

/** The years the server has volunteer rules for (src/domain/volunteer/rules RULE_YEARS). */
export const FORM_YEARS = [2025, 2026] as const;

export interface FillQuery {
  /** a saved plan's id */
  id?: string;
  /** a new plan's scope (a saved plan carries its own) */
  province?: string;
  year?: number;
  /** a new plan's batch (专科批 from the probability page's "below the line" note); else the rule's first */
  batch?: string;
  mode?: LookupMode;
  score?: number;
  rank?: number;
}

/** Reads /career/fill-submit's inputs from a query string; anything malformed is dropped. */
export function readFillQuery(search: string): FillQuery {
  const q = new URLSearchParams(search);
  const out: FillQuery = {};
  const id = q.get("id");
  if (id && /^\d{1,18}$/.test(id)) out.id = id;
  const province = provinceParam(q.get("province"));
  if (province) out.province = province;
  const year = wholeParam(q.get("year"), 2000, 2100);
  if (year != null && (FORM_YEARS as readonly number[]).includes(year)) out.year = year;
  const batch = q.get("batch");
  // a batch name as provinces print them: Chinese, digits and brackets, nothing that could be markup
  if (batch && /^[\p{Script=Han}0-9A-Za-z（）()·]{1,30}$/u.test(batch)) out.batch = batch;
  const mode = q.get("mode");
  if (mode === "score" || mode === "rank") out.mode = mode;
  const score = wholeParam(q.get("score"), 0, 900);
  const rank = wholeParam(q.get("rank"), 1, 5_000_000);
  if (score != null && out.mode !== "rank") out.score = score;
  if (rank != null && (out.mode === "rank" || score == null)) out.rank = rank;
  if (!out.mode && (out.score != null || out.rank != null)) out.mode = out.score != null ? "score" : "rank";
  return out;
}

/** The query parameters of a state (the number the mode does not use left out), in a stable order. */
export function fillQueryParams(query: FillQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["id", "province", "year", "batch", "mode", "score", "rank"] as const) {
    const value = query[key];
    if (value === undefined || value === "") continue;
    if (key === "score" && query.mode === "rank") continue;
    if (key === "rank" && query.mode === "score") continue;
    out[key] = String(value);
  }
  return out;
}

export const fillHref = (id?: string) => (id ? `/career/fill-submit?id=${encodeURIComponent(id)}` : "/career/fill-submit");
export const printHref = (id: string) => `/volunteer/print?id=${encodeURIComponent(id)}`;

/**
 * The year a new form is for: the calendar's next application round (src/domain/calendar, the day after the
 * province's forms close), or — until its rules are published — the newest rules' year standing in for it
 * (editionFor), so the form and the rules page name the same year.
 */
export function defaultFormYear(today: Date, provinceCode?: string | null): number {
  return editionFor(nextApplicationRound(today, provinceCode).year, FORM_YEARS)!.year;
}

/** The volunteer page's grade sub-view: what comes first for this student (portal.md §2 "with a grade sub-view"). */
export type VolunteerView = "early" | "filling";

/** Grades 10 and 11 (and before enrolment) first learn what the form is; grade 12, graduates and unknown grades see their plans first. */
export function volunteerView(status: GradeStatus | null): VolunteerView {
  return status === "grade10" || status === "grade11" || status === "notEnrolled" ? "early" : "filling";
}

// ---------------------------------------------------------------- entries

export type Band = "保" | "稳" | "冲" | "难";
export const RATIO_BANDS = ["冲", "稳", "保"] as const;
export type RatioBand = (typeof RATIO_BANDS)[number];
export type Counts = Record<RatioBand, number>;

/** The default proportion of a form: 3 reach, 4 steady, 3 safe. */
export const DEFAULT_RATIO: Counts = { 冲: 3, 稳: 4, 保: 3 };
/** The most units one recommendation brings (the server's limit). */
export const MAX_RECOMMEND = 120;

/**
 * The number of units of each band for `free` slots in the given proportion: whole numbers that add up to `free` (the
 * largest remainders get the rest; on a tie the safer band first). Nothing for no slots or an all-zero ratio.
 */
export function ratioCounts(ratio: Counts, free: number): Counts {
  const slots = Math.max(0, Math.floor(free));
  const weights = RATIO_BANDS.map((b) => Math.max(0, Number.isFinite(ratio[b]) ? ratio[b] : 0));
  const total = weights.reduce((s, w) => s + w, 0);
  if (slots === 0 || total === 0) return { 冲: 0, 稳: 0, 保: 0 };
  const exact = weights.map((w) => (w / total) * slots);
  const counts = exact.map(Math.floor);
  let left = slots - counts.reduce((s, c) => s + c, 0);
  // safer first on ties: 保 (2), 稳 (1), 冲 (0)
  const order = [2, 1, 0].sort((a, b) => (exact[b]! - counts[b]!) - (exact[a]! - counts[a]!));
  for (const i of order) {
    if (left <= 0) break;
    counts[i]!++;
    left--;
  }
  return { 冲: counts[0]!, 稳: counts[1]!, 保: counts[2]! };
}

export type CountsProblem = null | { reason: "none" } | { reason: "tooMany"; total: number; free: number } | { reason: "overLimit"; total: number; max: number };

/** Whether counts can be asked for: at least one unit, no more than the free slots and the server's limit. */
export function countsProblem(counts: Counts, free: number): CountsProblem {
  const total = RATIO_BANDS.reduce((s, b) => s + Math.max(0, counts[b]), 0);
  if (total === 0) return { reason: "none" };
  if (total > MAX_RECOMMEND) return { reason: "overLimit", total, max: MAX_RECOMMEND };
  if (total > free) return { reason: "tooMany", total, free: Math.max(0, free) };
  return null;
}

/**
 * Where a unit with probability `p` goes in a form ordered from the hardest (lowest probability) down: before the first
 * entry that is easier (higher probability). An entry without a stated probability never moves the place; a unit
 * without one goes last.
 */
export function insertionIndex(probabilities: readonly (number | null | undefined)[], p: number | null | undefined): number {
  if (p == null) return probabilities.length;
  const at = probabilities.findIndex((q) => q != null && q > p);
  return at < 0 ? probabilities.length : at;
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.min(Math.max(0, to), list.length - 1);
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item!);
  return out;
}

/** The move a key press asks of a row: Alt+↑ / Alt+↓ one place, Alt+Home / Alt+End to the top or the bottom. */
export function keyboardMove(key: string, altKey: boolean, index: number, length: number): number | null {
  if (!altKey) return null;
  const to = key === "ArrowUp" ? index - 1 : key === "ArrowDown" ? index + 1 : key === "Home" ? 0 : key === "End" ? length - 1 : null;
  if (to == null || to < 0 || to >= length || to === index) return null;
  return to;
}

/** Choosing a major: off when chosen; else added last, unless `max` are chosen already (then `full`). */
export function toggleMajor(chosen: readonly string[], name: string, max: number): { majors: string[]; full: boolean } {
  if (chosen.includes(name)) return { majors: chosen.filter((m) => m !== name), full: false };
  if (chosen.length >= max) return { majors: [...chosen], full: true };
  return { majors: [...chosen, name], full: false };
}

/** Whether the 调剂 choice exists for a batch: a mode with majors inside a unit and a rule that offers it. */
export const offersAdjust = (mode: VolunteerMode, adjustment: string) => mode !== "major" && adjustment !== "none";

// ---------------------------------------------------------------- saving


export interface AutosaveInput {
  /** the plan has been saved before (it has an id) */
  saved: boolean;
  editable: boolean;
  /** changes since the last save */
  dirty: boolean;
  /** a save is under way */
  saving: boolean;
  /** a 409 is waiting for the student's choice */
  conflict: boolean;
  /** the checker found something the server refuses */
  blocked: boolean;
  /** the name is empty or not allowed */
  badName: boolean;
}

/**
 * What autosave does now: `save`; `idle` (nothing to save, or read-only); `manual` (a new plan is saved by the
 * student's first Save); `held` (a conflict waits for a choice); `blocked` (a problem the server would refuse, or a bad
 * name, must be fixed first); `wait` (a save is under way: save again after it).
 */
export type AutosaveAction = "save" | "idle" | "manual" | "held" | "blocked" | "wait";

export function autosaveAction(s: AutosaveInput): AutosaveAction {
  if (!s.editable || !s.dirty) return "idle";
  if (s.conflict) return "held";
  if (!s.saved) return "manual";
  if (s.blocked || s.badName) return "blocked";
  if (s.saving) return "wait";
  return "save";
}

/** Autosave waits this long after the last change. */
export const AUTOSAVE_MS = 1200;

/**
 * How long autosave waits before saving at `now`: AUTOSAVE_MS after the last change, or until `pauseUntil` when the
 * server refused a save as too frequent (its Retry-After), whichever is later.
 */
export function autosaveDelay(now: number, pauseUntil: number | null): number {
  return Math.max(AUTOSAVE_MS, pauseUntil == null ? 0 : pauseUntil - now);
}

/** The seconds a refused save (429) asks to wait: its data.retryAfter, at least 1 and at most a minute (5 when absent). */
export function retryAfterOf(data: unknown): number {
  const given = data && typeof data === "object" ? Number((data as { retryAfter?: unknown }).retryAfter) : NaN;
  return Number.isFinite(given) ? Math.min(60, Math.max(1, Math.ceil(given))) : 5;
}
/** The checker runs this long after the last change. */
export const CHECK_MS = 350;

/** Why a plan name cannot be saved (the server's rule: 1–40 characters, none of < > " ' ` \\ or control characters). */
export function planNameProblem(name: string): null | "empty" | "long" | "chars" {
  const text = name.trim();
  if (!text) return "empty";
  if (text.length > 40) return "long";
  if (/[<>"'`\\]/.test(text) || /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(text)) return "chars";
  return null;
}

/** A name for a copy that no other plan has: "方案一（副本）", then "方案一（副本 2）" …, within 40 characters. */
export function copyName(name: string, taken: readonly string[], word = "副本"): string {
  const base = name.trim() || word;
  const used = new Set(taken);
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? `（${word}）` : `（${word} ${n}）`;
    const candidate = `${base.slice(0, 40 - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
  return `${base.slice(0, 30)}-${taken.length + 1}`;
}

/** A name for a new plan that no other plan has: "方案 1", "方案 2" … (the word in the reader's language). */
export function newPlanName(taken: readonly string[], word = "方案"): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${word} ${n}`)) return `${word} ${n}`;
}

// ---------------------------------------------------------------- findings in words

export interface FindingLike {
  code: string;
  severity: "error" | "warning" | "info";
  entries: readonly number[];
  params: Readonly<Record<string, string | number>>;
}

export interface FindingWords {
  key: PortalKey;
  vars: Record<string, string | number>;
  /** the entries it is about, 1-based as people count them */
  positions: number[];
}

/** How values inside a finding are named in the reader's language (a requirement, a plan type, a unit by key, money). */
export interface FindingNames {
  requirement(value: string): string;
  planType(value: string): string;
  /** a unit's name from its key (unknown and duplicate units carry only the key) */
  unit(key: string): string;
  /** a unit the checker named by its Chinese title ("深圳大学 第43组"), in the reader's language when the unit is known */
  titled?(title: string): string;
  money(yuan: number): string;
}

const FINDING_KEYS: Record<string, PortalKey> = {
  "too-many-entries": "vol.finding.too-many-entries",
  "unused-slots": "vol.finding.unused-slots",
  "unknown-unit": "vol.finding.unknown-unit",
  "duplicate-unit": "vol.finding.duplicate-unit",
  "too-many-majors": "vol.finding.too-many-majors",
  "no-majors": "vol.finding.no-majors",
  "major-not-in-unit": "vol.finding.major-not-in-unit",
  "duplicate-major": "vol.finding.duplicate-major",
  "subject-mismatch": "vol.finding.subject-mismatch",
  "subject-unknown": "vol.finding.subject-unknown",
  "safer-before-harder": "vol.finding.safer-before-harder",
  "reach-after-safe": "vol.finding.reach-after-safe",
  "no-safe": "vol.finding.no-safe",
  "all-reach": "vol.finding.all-reach",
  "adjust-off-risk": "vol.finding.adjust-off-risk",
  "special-plan": "vol.finding.special-plan",
  "sino-foreign-fee": "vol.finding.sino-foreign-fee",
  "high-fee": "vol.finding.high-fee",
  "no-chance-stated": "vol.finding.no-chance-stated",
};

/**
 * A finding as a string key and its values: `n` the (first) entry it is about and `m` the second, 1-based; the unit, a
 * requirement and a plan type named in the reader's language; the linter's own 1-based positions kept as they are.
 */
export function findingWords(f: FindingLike, names: FindingNames): FindingWords {
  const positions = f.entries.map((i) => i + 1);
  const p = f.params;
  const vars: Record<string, string | number> = { ...p, n: positions[0] ?? "", m: positions[1] ?? "" };
  const unitParam = String(p.unit ?? "");
  if (f.code === "unknown-unit" || f.code === "duplicate-unit") vars.unit = names.unit(unitParam);
  else if (p.unit != null && names.titled) vars.unit = names.titled(unitParam);
  if (p.requirement != null) vars.requirement = names.requirement(String(p.requirement));
  if (p.planType != null) vars.planType = names.planType(String(p.planType));
  if (f.code === "sino-foreign-fee" && (p.tuition === "" || p.tuition == null)) return { key: "vol.finding.sino-foreign-fee.unknown", vars, positions };
  if (typeof p.tuition === "number") vars.tuition = names.money(p.tuition);
  if (f.code === "safer-before-harder" || f.code === "reach-after-safe") {
    // the linter names these 1-based already; the entries list says the same
    return { key: FINDING_KEYS[f.code]!, vars, positions };
  }
  const key = FINDING_KEYS[f.code];
  return key ? { key, vars, positions } : { key: "vol.finding.other", vars: { ...vars, code: f.code }, positions };
}

/** Findings as the panel shows them: errors, then warnings, then notes (the linter's own order within each). */
export function findingGroups<F extends FindingLike>(findings: readonly F[]): { severity: FindingLike["severity"]; findings: F[] }[] {
  return (["error", "warning", "info"] as const)
    .map((severity) => ({ severity, findings: findings.filter((f) => f.severity === severity) }))
    .filter((g) => g.findings.length > 0);
}

/**
 * A panel's items: findings of one code about one entry each come together when there are `min` or more of them (the
 * first stands for them, the others fold under it), so thirty "no majors chosen yet" do not bury the one error.
 */
export function collapseFindings<F extends FindingLike>(findings: readonly F[], min = 3): { finding: F; more: F[] }[] {
  const counts = new Map<string, number>();
  for (const f of findings) if (f.entries.length === 1) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
  const out: { finding: F; more: F[] }[] = [];
  const lead = new Map<string, { finding: F; more: F[] }>();
  for (const f of findings) {
    const folds = f.entries.length === 1 && (counts.get(f.code) ?? 0) >= min;
    const first = folds ? lead.get(f.code) : undefined;
    if (first) first.more.push(f);
    else {
      const item = { finding: f, more: [] as F[] };
      out.push(item);
      if (folds) lead.set(f.code, item);
    }
  }
  return out;
}

/** How many findings of each severity concern each entry (0-based), for the badge on its row. */
export function findingsByEntry<F extends FindingLike>(findings: readonly F[]): Map<number, F[]> {
  const out = new Map<number, F[]>();
  for (const f of findings) for (const i of new Set(f.entries)) out.set(i, [...(out.get(i) ?? []), f]);
  return out;
}

/** Whether any finding is one the server refuses a save for. */
export const hasBlocking = (findings: readonly FindingLike[]) => findings.some(blocksSave);

// ---------------------------------------------------------------- the simulation

export interface SimulationRow {
  position: number;
  unitKey: string;
  /** the chance of being sent (投档) to this entry: admitted here, or sent back (退档) */
  sent: number;
  admitted: number;
  returned: number;
  mostLikely: boolean;
  /** the model states no chance for it */
  unknown: boolean;
}

/** The chart's and the table's rows (one list, so they cannot differ). */
export function simulationRows(sim: { entries: readonly { unitKey: string; sent: number; admitted: number; returned: number }[]; mostLikely: number | null; unknown: readonly number[] }): SimulationRow[] {
  return sim.entries.map((e, i) => ({
    position: i + 1, unitKey: e.unitKey, sent: e.sent, admitted: e.admitted, returned: e.returned, mostLikely: sim.mostLikely === i, unknown: sim.unknown.includes(i),
  }));
}

/** The overall picture in one word: how safe the whole form is. */
export function formOutlook(admitted: number): "safe" | "fair" | "risky" {
  if (admitted >= 0.95) return "safe";
  if (admitted >= 0.8) return "fair";
  return "risky";
}

/** An entry the simulation sends the student to less often than this is one the form never really uses. */
export const UNUSED_BELOW = 0.01;

export interface Verdict {
  /** `gaveUp`: safe enough, but reach (冲) entries sit where they are never reached, so the form gives them up */
  kind: "safe" | "fair" | "risky" | "gaveUp";
  admitted: number;
  /** the chance of being admitted by one of the 冲 (or 难) entries */
  reachAdmitted: number;
  /** entries (0-based) the form almost never gets to: an earlier entry admits (or turns the student away) first */
  unused: number[];
  /** the 冲 / 难 entries among them */
  unusedReach: number[];
  /** the first entry that almost surely admits (everything after it is unused), if any */
  stopper: number | null;
}

/**
 * The headline of a simulated form, weighing order and wasted entries and not only the overall chance: a form whose
 * 冲 entries sit behind an entry that almost surely admits gives those 冲 up, and says so rather than "safe".
 * `bands` are the entries' bands at the student's rank (undefined where the model states none).
 */
export function formVerdict(sim: { admitted: number; entries: readonly { sent: number; admitted: number }[] }, bands: readonly (Band | null | undefined)[]): Verdict {
  const reach = (i: number) => bands[i] === "冲" || bands[i] === "难";
  // the chance the form gets as far as an entry: not sent to any earlier one (sent means admitted there or 退档)
  let before = 0;
  const reached = sim.entries.map((e) => {
    const r = Math.max(0, 1 - before);
    before += e.sent;
    return r;
  });
  const unused = reached.flatMap((r, i) => (r < UNUSED_BELOW ? [i] : []));
  const unusedReach = unused.filter(reach);
  const reachAdmitted = sim.entries.reduce((sum, e, i) => sum + (reach(i) ? e.admitted : 0), 0);
  // the entry that ends the form: the last one still reached, when the ones after it are not
  const lastReached = reached.reduce((last, r, i) => (r >= UNUSED_BELOW ? i : last), -1);
  const stopper = lastReached >= 0 && lastReached < sim.entries.length - 1 ? lastReached : null;
  const outlook = formOutlook(sim.admitted);
  const kind = outlook !== "risky" && unusedReach.length > 0 ? "gaveUp" : outlook;
  return { kind, admitted: sim.admitted, reachAdmitted, unused, unusedReach, stopper };
}

// ---------------------------------------------------------------- the 草表 for print

export interface PrintSheet {
  header: string[];
  rows: (string | number)[][];
}

/**
 * The print page's table: the province's 草表 columns for its mode, as the .xlsx export writes them
 * (src/domain/volunteer/draft-sheet), without the title, the scope line, our unit key column and the note below.
 */
export function printSheet(mode: VolunteerMode, majorsPerSlot: number, scope: SheetScope, entries: readonly { unitKey: string; majors: readonly string[]; adjust: boolean }[], units: ReadonlyMap<string, SheetUnit>): PrintSheet {
  const all = draftSheetRows(mode, majorsPerSlot, scope, entries, units);
  const headerAt = all.findIndex((r) => r[0] === "志愿序号");
  const header = (all[headerAt] ?? []).map((c) => String(c ?? ""));
  const keyColumn = header.length - 1;
  const rows = all.slice(headerAt + 1, headerAt + 1 + entries.length).map((r) => r.slice(0, keyColumn).map((c) => c ?? ""));
  return { header: header.slice(0, keyColumn), rows };
}

// ---------------------------------------------------------------- files

/** Bytes as base64 (the import call takes the .xlsx that way), in chunks so a large file does not overflow the stack. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The largest file the import accepts (the contract's IMPORT_MAX_BYTES). */
export const IMPORT_MAX_BYTES = 150_000;

// ---------------------------------------------------------------- adding a unit from another page (加入志愿表)

/**
 * The form year for chances worked out for `year`: that year when its rules are published, else the nearest year with
 * rules (a grade-11 student's 2028 chances go on a form under the 2026 rules, and the dialog says so).
 */
export function formYearFor(year: number): { year: number; carried: boolean } {
  // the calendar's one rule for which yearly edition stands in for a year
  const edition = editionFor(year, FORM_YEARS)!;
  return { year: edition.year, carried: edition.assumed };
}

/** Where a unit goes on a form chosen from another page: by its chance among the entries (harder first), or at a place. */
export type EntryPlace = { kind: "chance" } | { kind: "at"; position: number };

export interface PlanChoice<P> {
  plan: P;
  /** the plan has no free slot left */
  full: boolean;
  /** the unit is on it already */
  has: boolean;
}

/**
 * The plans a unit can be added to: those of the unit's province, year and batch (a form is for one batch), newest
 * change first as the list gives them, each saying whether it is full or already holds the unit.
 */
export function plansForUnit<P extends { province: string; year: number; batch: string; entryCount: number }>(
  plans: readonly P[], scope: { province: string; year: number; batch: string }, slots: number, has: (plan: P) => boolean = () => false,
): PlanChoice<P>[] {
  return plans
    .filter((p) => p.province === scope.province && p.year === scope.year && p.batch === scope.batch)
    .map((plan) => ({ plan, full: plan.entryCount >= slots, has: has(plan) }));
}

export type PlaceResult<E> = { ok: true; entries: E[]; index: number } | { ok: false; problem: "duplicate" | "full" };

/**
 * The entries with `entry` put in its place: by chance (before the first easier entry, `probabilities` being the
 * entries' own, in order) or at a 1-based position (clamped to the list). Refused when the unit is on the form already
 * or the form has `slots` entries.
 */
export function placeEntry<E extends { unitKey: string }>(
  entries: readonly E[], entry: E, place: EntryPlace, slots: number,
  chance?: { probabilities: readonly (number | null | undefined)[]; p: number | null | undefined },
): PlaceResult<E> {
  if (entries.some((e) => e.unitKey === entry.unitKey)) return { ok: false, problem: "duplicate" };
  if (entries.length >= slots) return { ok: false, problem: "full" };
  const index = place.kind === "at"
    ? Math.min(Math.max(0, Math.floor(place.position) - 1), entries.length)
    : chance ? insertionIndex(chance.probabilities, chance.p) : entries.length;
  const out = [...entries];
  out.splice(index, 0, entry);
  return { ok: true, entries: out, index };
}
