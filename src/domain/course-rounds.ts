// A school's 选科 rounds (xkinfo) and a student's selection for one (xkstudentcache): whether a round is open, and the
// selection as a combination. Under 3+1+2 the stored first subject is 物理 or 历史 and the second subjects are the two
// others; under 3+3 there is no first subject and all three are second subjects.

export type RoundState = "upcoming" | "open" | "closed";

/** Open from its start to its end, inclusive (the server refuses a save outside the window the same way). */
export function roundState(round: { startTime: string | Date; endTime: string | Date }, now: Date): RoundState {
  const start = new Date(round.startTime).getTime();
  const end = new Date(round.endTime).getTime();
  if (now.getTime() < start) return "upcoming";
  return now.getTime() > end ? "closed" : "open";
}

const FIRST = ["物理", "历史"];

/** "物理+化学+生物" → the stored fields for the model. */
export function selectionOf(combo: readonly string[], model: "3+1+2" | "3+3"): { firstSubject: "物理" | "历史" | ""; secondSubjects: string } {
  if (model === "3+1+2") {
    const first = combo.find((s) => FIRST.includes(s)) as "物理" | "历史" | undefined;
    return { firstSubject: first ?? "", secondSubjects: combo.filter((s) => s !== first).join(",") };
  }
  return { firstSubject: "", secondSubjects: combo.join(",") };
}

/** The stored fields as a combination, first subject first; empty when nothing was chosen. */
export function comboOfSelection(selection: { firstSubject?: string | null; secondSubjects?: string | null }): string[] {
  const second = (selection.secondSubjects ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return [...(selection.firstSubject ? [selection.firstSubject] : []), ...second];
}

/** Whether two combinations hold the same subjects, in any order. */
export function sameSubjects(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((s) => b.includes(s));
}

/** The round's offered combination ("物理+化学+生物") that the selection is, or null when it is none of them. */
export function offeredCombo(offered: readonly string[], selection: readonly string[]): string | null {
  return offered.find((label) => sameSubjects(label.split("+"), selection)) ?? null;
}
