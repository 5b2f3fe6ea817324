// The student's plan as the career screens share it: one load on the portal's data layer (key PLAN_KEY), loaded once
// per page, changed through the actions below, which call the server and put its answer into the loaded plan — so
// every part of a page (a picker's buttons, the list of targets above it) shows the same state without reloading.
import { fetchPlan, orderTargets, removeTarget as removeTargetCall, saveTarget as saveTargetCall, type PlanAnswer, type Target } from "@/lib/api/career";
import { ApiError } from "@/lib/http/envelope";
import { queryClient } from "@/lib/http/query-client";
import { moveOnePlace } from "@/lib/rules/career";
import type { TargetRequest } from "@/contracts/career";
import { boxed, updateLoaded, useLoadable, type Boxed, type Loadable } from "@/islands/ui/useCall";

export const PLAN_KEY = ["careerPlan"] as const;

const loadAnswer = () => fetchPlan().then((answer) => {
  if (!answer.data) throw new ApiError("", 500);
  return answer.data;
});

/** The plan's load as the data layer runs it (for a load outside React: a test, a prefetch). */
export const planQuery = { queryKey: PLAN_KEY, queryFn: boxed(loadAnswer) };

/** The plan, loaded once for the page whoever asks first. */
export function usePlanLoad(): [Loadable<PlanAnswer>, () => void] {
  return useLoadable(PLAN_KEY, loadAnswer);
}

/** The plan as loaded, or undefined before. */
export function loadedPlan(): PlanAnswer | undefined {
  return queryClient.getQueryData<Boxed<PlanAnswer>>(PLAN_KEY)?.value;
}

/** Changes the loaded plan in place (after a call the server answered). */
export function patchPlan(change: (plan: PlanAnswer) => PlanAnswer): void {
  updateLoaded<PlanAnswer>(PLAN_KEY, change);
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

/** Moves a target one place up or down. The server takes only a complete order: when the list changed elsewhere since
 * this page loaded it (another tab or device added or removed a target), the move is made again on the list as it is
 * now, and the page shows that list. */
export async function moveTarget(id: string, by: -1 | 1): Promise<void> {
  const current = loadedPlan();
  if (!current) return;
  const orderOf = (targets: readonly Target[]) => moveOnePlace(targets.map((t) => t.id), id, by);
  let ordered: Target[];
  try {
    ordered = (await orderTargets(orderOf(current.targets))).data;
  } catch (e) {
    if (!(e instanceof ApiError) || Number(e.code) !== 400) throw e;
    const fresh = (await fetchPlan()).data.targets;
    ordered = fresh.some((t) => t.id === id) ? (await orderTargets(orderOf(fresh))).data : fresh;
  }
  patchPlan((plan) => ({ ...plan, targets: ordered }));
}

/** The target that names exactly this college / major / profession (and nothing else), if the student has it. */
export function findTarget(targets: readonly Target[], want: { college?: string; major?: string; profession?: string }): Target | undefined {
  return targets.find((t) => (t.college?.code ?? "") === (want.college ?? "") && (t.major?.code ?? "") === (want.major ?? "") && (t.profession?.code ?? "") === (want.profession ?? ""));
}
