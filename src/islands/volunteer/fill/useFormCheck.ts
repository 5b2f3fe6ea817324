// The form checked as it changes (FillSubmit): the check runs once the form has been still for CHECK_MS, and its last
// answer stays (marked not current) while the next one is on its way or when it is refused.
import { useEffect, useMemo, useState } from "react";
import { checkForm, type CheckAnswer } from "@/lib/api/volunteer";
import { problemOf } from "@/lib/http/refusal";
import { CHECK_MS, findingsByEntry, hasBlocking } from "@/lib/rules/volunteer";
import { useKeptCall } from "@/islands/ui/useCall";
import { useSettled } from "@/islands/ui/useSettled";
import type { Translate } from "@/islands/ui/useT";
import type { UnitInfo } from "../EntryList";

export interface CheckScope {
  province: string;
  year: number;
  batch: string;
  eligiblePlans: readonly string[];
}

export function useFormCheck(t: Translate, input: {
  /** false until the batch's rule is known: nothing to check against */
  ready: boolean;
  scope: CheckScope;
  given: { score: number } | { rank: number } | null;
  entries: readonly { unitKey: string; majors: readonly string[]; adjust: boolean }[];
  /** the units the answer describes, for the entries' names and bands */
  onUnits(units: readonly UnitInfo[]): void;
}) {
  const { ready, scope, given, entries, onUnits } = input;
  const key = ready ? JSON.stringify({ province: scope.province, year: scope.year, batch: scope.batch, ...given, entries, eligiblePlans: scope.eligiblePlans }) : "";
  const [checked, setChecked] = useState<{ key: string; answer: CheckAnswer } | null>(null);
  const settled = useSettled(key, CHECK_MS);
  const check = useKeptCall(["formCheck", settled], () => checkForm(JSON.parse(settled)).then((r) => ({ key: settled, answer: r.data })), settled !== "");
  const fresh = check.data;
  useEffect(() => {
    if (!fresh) return;
    setChecked(fresh);
    onUnits(fresh.answer.units);
  }, [fresh, onUnits]);
  const problem = check.failed ? { key: settled, ...problemOf(check.error, t("vol.check.failed")) } : null;
  const findings = checked?.answer.findings ?? null;
  /** the answer on screen is for the form as it is now */
  const current = checked?.key === key;
  // a refusal about the score or rank belongs beside that field; any other beside the page's checks
  const refusal = problem?.key === key ? problem : null;
  const aboutValue = refusal != null && (refusal.field === "score" || refusal.field === "rank");
  const byEntry = useMemo(() => findingsByEntry(findings ?? []), [findings]);
  return {
    checked,
    findings,
    current,
    byEntry,
    /** a save would be refused for the current findings */
    blocked: current && findings != null && hasBlocking(findings),
    valueRefusal: aboutValue ? t("vol.server", { problem: refusal.problem }) : null,
    pageRefusal: refusal && !aboutValue ? t("vol.server", { problem: refusal.problem }) : null,
  };
}
