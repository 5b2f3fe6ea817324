// The whole form under the probability model (FillSubmit): simulated once the form has been still for SIMULATE_MS,
// not while the checks find a unit unknown or too many entries; the last answer stays on screen, marked stale.
import { useEffect, useState } from "react";
import { simulateForm, type SimulateAnswer } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import { useKeptCall } from "@/islands/ui/useCall";
import { useSettled } from "@/islands/ui/useSettled";
import type { Translate } from "@/islands/ui/useT";
import { simulationState, STOPS_SIMULATION } from "./form-state";
import type { CheckScope } from "./useFormCheck";

const SIMULATE_MS = 700;

export function useFormSimulation(t: Translate, input: {
  ready: boolean;
  scope: Omit<CheckScope, "eligiblePlans">;
  given: { score: number } | { rank: number } | null;
  entries: readonly { unitKey: string; majors: readonly string[]; adjust: boolean }[];
  /** the current checks' findings (null while none is current) */
  findings: readonly { code: string }[] | null;
}) {
  const { ready, scope, given, entries, findings } = input;
  const key = ready && given && entries.length > 0 ? JSON.stringify({ province: scope.province, year: scope.year, batch: scope.batch, ...given, entries }) : "";
  const blocked = (findings ?? []).some((f) => (STOPS_SIMULATION as readonly string[]).includes(f.code));
  const settled = useSettled(key, SIMULATE_MS);
  const call = useKeptCall(["formSimulation", settled], () => simulateForm(JSON.parse(settled)).then((r) => ({ key: settled, data: r.data })), settled !== "" && !blocked);
  const [last, setLast] = useState<{ key: string; data: SimulateAnswer } | null>(null);
  const fresh = call.data;
  useEffect(() => {
    if (fresh) setLast(fresh);
  }, [fresh]);
  const failed = call.failed && settled === key ? (call.error instanceof ApiError ? t("vol.server", { problem: call.error.message }) : t("vol.sim.failed")) : null;
  const sim = simulationState({ hasRank: given != null, entries: entries.length, blocked, failed, last, key });
  return { sim, retry: call.retry };
}
