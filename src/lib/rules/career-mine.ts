// Rules of the student's own career record (我的规划, 我的选科, 选科测评 and 选科报告): which 选科 submission counts, how
// it stands beside the combination settled in 选科指导, where the settled combination falls among a subject-choice
// result's ranked combinations, and the learning plan of one term by subject. Pure: the pages and tests share them.
import { comboOfSelection, sameSubjects } from "@/domain/course-rounds";
import { isOverdue, progressOf, type Progress } from "./career";

/** How the settled combination (选科指导) and the one handed in to the school (选科填报) stand to each other. */
export type Agreement = "same" | "differs" | "noPlan" | "noSubmission" | "neither";

export function choiceAgreement(settled: readonly string[], submitted: readonly string[]): Agreement {
  if (settled.length === 0 && submitted.length === 0) return "neither";
  if (settled.length === 0) return "noPlan";
  if (submitted.length === 0) return "noSubmission";
  return sameSubjects(settled, submitted) ? "same" : "differs";
}

export interface StoredSelection { xkInfoId: string; firstSubject?: string | null; secondSubjects?: string | null; submitted: boolean; updatedAt: string }
export interface HeldSelection<S extends StoredSelection> { selection: S; combo: string[] }

/**
 * The selection that stands for the student's 选科: a submitted one before a draft (a draft is not yet handed in), then
 * the one changed last; selections with no subjects do not count. Null when there is none.
 */
export function standingSelection<S extends StoredSelection>(selections: readonly S[]): HeldSelection<S> | null {
  const held = selections.map((selection) => ({ selection, combo: comboOfSelection(selection) })).filter((h) => h.combo.length > 0);
  held.sort((a, b) => Number(b.selection.submitted) - Number(a.selection.submitted) || String(b.selection.updatedAt).localeCompare(String(a.selection.updatedAt)));
  return held[0] ?? null;
}

/** Where a combination stands among ranked options (best first): its place from 1, how many there are, and its score. */
export function placeAmong(options: readonly { subjects: readonly string[]; score: number }[], combo: readonly string[]): { place: number; of: number; score: number } | null {
  if (combo.length === 0) return null;
  const index = options.findIndex((o) => sameSubjects(o.subjects, combo));
  return index < 0 ? null : { place: index + 1, of: options.length, score: options[index]!.score };
}

/** The row of a coverage table (combination → majors it meets) that is this combination, if any. */
export function coverageFor<R extends { combo: readonly string[] }>(rows: readonly R[], combo: readonly string[]): R | null {
  return combo.length === 0 ? null : rows.find((r) => sameSubjects(r.combo, combo)) ?? null;
}

export interface SubjectGroup<T> { subject: string; items: T[]; progress: Progress; overdue: number }

/**
 * One term's learning items by subject, in the order subjects first appear (the general items, without a subject,
 * last), each with its progress and how many of its items are overdue on `today` (YYYY-MM-DD).
 */
export function bySubject<T extends { subject: string; dueDate: string; status: number }>(items: readonly T[], today: string): SubjectGroup<T>[] {
  const order: string[] = [];
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (!groups.has(item.subject)) {
      groups.set(item.subject, []);
      order.push(item.subject);
    }
    groups.get(item.subject)!.push(item);
  }
  order.sort((a, b) => Number(a === "") - Number(b === ""));
  return order.map((subject) => {
    const list = groups.get(subject)!;
    return { subject, items: list, progress: progressOf(list), overdue: list.filter((i) => isOverdue(i, today)).length };
  });
}
