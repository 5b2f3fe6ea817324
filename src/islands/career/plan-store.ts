// The student's plan as the career screens share it (nanostores): loaded once per page, changed through the actions
// below, which call the server and put its answer back — so every part of a page (a picker's buttons, the list of
// targets above it) shows the same state without reloading.
import { atom } from "nanostores";
import { fetchPlan, removeTarget as removeTargetCall, saveTarget as saveTargetCall, type PlanAnswer, type Target } from "@/lib/api/career";
import type { TargetRequest } from "@/contracts/career";

export type PlanState = { state: "loading" } | { state: "failed" } | { state: "ready"; plan: PlanAnswer };

export const $plan = atom<PlanState>({ state: "loading" });

let loading: Promise<void> | null = null;

/** Loads the plan once (again with `force`). */
export function loadPlan(force = false): Promise<void> {
  if (loading && !force) return loading;
  if (force || $plan.get().state !== "ready") $plan.set({ state: "loading" });
  loading = fetchPlan().then(
    (answer) => $plan.set(answer.data ? { state: "ready", plan: answer.data } : { state: "failed" }),
    () => $plan.set({ state: "failed" }),
  );
  return loading;
}

/** Changes the loaded plan in place (after a call the server answered). */
export function patchPlan(change: (plan: PlanAnswer) => PlanAnswer): void {
  const current = $plan.get();
  if (current.state === "ready") $plan.set({ state: "ready", plan: change(current.plan) });
}

/** Adds a target (or changes one, with `id`); the server's answer replaces or joins the list. */
export async function saveTarget(body: TargetRequest): Promise<Target> {
  const saved = (await saveTargetCall(body)).data;
  patchPlan((plan) => ({
    ...plan,
    targets: plan.targets.some((t) => t.id === saved.id) ? plan.targets.map((t) => (t.id === saved.id ? saved : t)) : [...plan.targets, saved],
  }));
  return saved;
}

export async function removeTarget(id: string): Promise<void> {
  await removeTargetCall(id);
  patchPlan((plan) => ({ ...plan, targets: plan.targets.filter((t) => t.id !== id) }));
}

/** The target that names exactly this college / major / profession (and nothing else), if the student has it. */
export function findTarget(targets: readonly Target[], want: { college?: string; major?: string; profession?: string }): Target | undefined {
  return targets.find((t) => (t.college?.code ?? "") === (want.college ?? "") && (t.major?.code ?? "") === (want.major ?? "") && (t.profession?.code ?? "") === (want.profession ?? ""));
}
