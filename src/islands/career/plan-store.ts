// The student's plan as the career screens share it (nanostores): loaded once per page, changed through the actions
// below, which call the server and put its answer back — so every part of a page (a picker's buttons, the list of
// targets above it) shows the same state without reloading.
import { atom } from "nanostores";
import { fetchPlan, orderTargets, removeTarget as removeTargetCall, saveTarget as saveTargetCall, type PlanAnswer, type Target } from "@/lib/api/career";
import { ApiError } from "@/lib/http/envelope";
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

/** The ids in order with `id` swapped with its neighbour above (-1) or below (+1); null when it is not there or
 * already at that end. */
export function idsWithMoved(targets: readonly Target[], id: string, by: -1 | 1): string[] | null {
  const ids = targets.map((t) => t.id);
  const at = ids.indexOf(id);
  if (at < 0 || at + by < 0 || at + by >= ids.length) return null;
  [ids[at], ids[at + by]] = [ids[at + by]!, ids[at]!];
  return ids;
}

/** Moves a target one place up or down. The server takes only a complete order: when the list changed elsewhere since
 * this page loaded it (another tab or device added or removed a target), the move is made again on the list as it is
 * now, and the page shows that list. */
export async function moveTarget(id: string, by: -1 | 1): Promise<void> {
  const current = $plan.get();
  if (current.state !== "ready") return;
  const ids = idsWithMoved(current.plan.targets, id, by);
  if (!ids) return;
  let ordered: Target[];
  try {
    ordered = (await orderTargets(ids)).data;
  } catch (e) {
    if (!(e instanceof ApiError) || Number(e.code) !== 400) throw e;
    const fresh = (await fetchPlan()).data.targets;
    const again = idsWithMoved(fresh, id, by);
    ordered = again ? (await orderTargets(again)).data : fresh;
  }
  patchPlan((plan) => ({ ...plan, targets: ordered }));
}

/** The target that names exactly this college / major / profession (and nothing else), if the student has it. */
export function findTarget(targets: readonly Target[], want: { college?: string; major?: string; profession?: string }): Target | undefined {
  return targets.find((t) => (t.college?.code ?? "") === (want.college ?? "") && (t.major?.code ?? "") === (want.major ?? "") && (t.profession?.code ?? "") === (want.profession ?? ""));
}
