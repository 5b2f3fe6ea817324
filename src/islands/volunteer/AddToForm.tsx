// "加入志愿表" from any page that shows a unit (the probability list and detail, 同分去向): the student picks one of their
// plans for the unit's province, year and batch (or a new one) and the place — by chance among the entries, harder
// first, or a position they name — and the entry is saved on that plan with where it came from. A refused save (a newer
// version elsewhere) is tried once more on the newest version; anything else is said in the dialog.
import "@/lib/i18n/portal-volunteer";
import { useId, useState } from "react";
import { useStore } from "@nanostores/react";
import { $authority } from "@/lib/session/auth";
import type { EntrySource } from "@/contracts/volunteer";
import { checkForm, fetchPlan, fetchVolunteerRules, listPlans, savePlan, type Plan, type PlanSummary } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import { isPlanType } from "@/domain/provinces";
import { fillHref, fillQueryParams, formYearFor, newPlanName, placeEntry, plansForUnit, type EntryPlace } from "@/lib/rules/volunteer";
import type { Translate } from "@/islands/ui/useT";
import { Dialog } from "@/islands/ui/Dialog";
import { provinceName } from "@/islands/school/parts";
import { batchText } from "@/islands/data-tools/parts";
import { kept } from "@/islands/ui/Kept";

export interface AddTarget {
  unitKey: string;
  /** the unit in the reader's words (college and group or major) */
  label: string;
  province: string;
  year: number;
  batch: string;
  /** the student's score or rank the page used (the place by chance needs it) */
  given: { score: number } | { rank: number } | null;
  from: EntrySource;
}

interface Options { plans: PlanSummary[]; slots: number | null; names: string[] }
type Done = { planId: string; name: string; position: number; created: boolean };

const NEW = "new";

/** The button and its dialog. */
export function AddToForm({ t, target, className = "" }: { t: Translate; target: AddTarget; className?: string }) {
  const authority = useStore($authority);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Options | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [choice, setChoice] = useState<string>(NEW);
  const [placeKind, setPlaceKind] = useState<EntryPlace["kind"]>(target.given ? "chance" : "at");
  const [position, setPosition] = useState("1");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  // chances for a year without published rules go on a form under the nearest rules, said in the dialog
  const formYear = formYearFor(target.year);
  const scope = { province: target.province, year: formYear.year, batch: target.batch };

  const load = async () => {
    setLoadProblem(null);
    try {
      const [plans, rules] = await Promise.all([listPlans(), fetchVolunteerRules(target.province, scope.year)]);
      const slots = rules.data.batches.find((b) => b.batch === target.batch)?.slots ?? null;
      const fits = slots == null ? [] : plansForUnit(plans.data, scope, slots);
      setOptions({ plans: plans.data, slots, names: plans.data.map((p) => p.name) });
      const first = fits.find((c) => !c.full);
      setChoice(first ? first.plan.id : NEW);
      setPosition(String((first?.plan.entryCount ?? 0) + 1));
    } catch (error) {
      setLoadProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : t("vol.addTo.loadFailed"));
    }
  };
  const show = () => {
    setOpen(true);
    setDone(null);
    setProblem(null);
    void load();
  };

  const entry = { unitKey: target.unitKey, majors: [] as string[], adjust: true, from: target.from };
  const place = (): EntryPlace => (placeKind === "chance" ? { kind: "chance" } : { kind: "at", position: Math.max(1, Number(position) || 1) });

  /** The plan with the unit in its place, saved on the version it was read at. */
  const addTo = async (plan: Plan, slots: number): Promise<Done | "stale"> => {
    let chance: { probabilities: (number | undefined)[]; p: number | undefined } | undefined;
    if (placeKind === "chance" && target.given) {
      const entries = [...plan.entries.map(({ unitKey, majors, adjust }) => ({ unitKey, majors, adjust })), { unitKey: target.unitKey, majors: [], adjust: true }];
      const checked = await checkForm({ province: plan.province, year: plan.year, batch: plan.batch, ...target.given, entries, eligiblePlans: plan.eligiblePlans.filter(isPlanType) });
      const p = new Map(checked.data.units.map((u) => [u.unitKey, u.probability]));
      chance = { probabilities: plan.entries.map((e) => p.get(e.unitKey)), p: p.get(target.unitKey) };
    }
    const placed = placeEntry(plan.entries, entry, place(), slots, chance);
    if (!placed.ok) throw new Error(t(placed.problem === "duplicate" ? "vol.addTo.duplicate" : "vol.addTo.full", { name: plan.name }));
    try {
      await savePlan({
        id: plan.id, version: plan.version, name: plan.name, province: plan.province, year: plan.year, batch: plan.batch,
        entries: placed.entries, eligiblePlans: plan.eligiblePlans.filter(isPlanType), status: plan.status,
      });
    } catch (error) {
      if (error instanceof ApiError && Number(error.code) === 409) return "stale";
      throw error;
    }
    return { planId: plan.id, name: plan.name, position: placed.index + 1, created: false };
  };

  const confirm = async () => {
    if (!options || options.slots == null) return;
    setBusy(true);
    setProblem(null);
    try {
      if (choice === NEW) {
        const name = newPlanName(options.names, t("vol.planWord"));
        const r = await savePlan({ name, ...scope, entries: [entry], eligiblePlans: [], status: "draft" });
        setDone({ planId: r.data.id, name, position: 1, created: true });
      } else {
        let result = await addTo((await fetchPlan(choice)).data, options.slots);
        // saved elsewhere meanwhile: once more on the newest version, so nothing of theirs is lost
        if (result === "stale") result = await addTo((await fetchPlan(choice)).data, options.slots);
        if (result === "stale") throw new Error(t("vol.addTo.stale"));
        setDone(result);
      }
    } catch (error) {
      setProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : error instanceof Error ? error.message : t("vol.addTo.failed"));
    } finally {
      setBusy(false);
    }
  };

  const fits = options && options.slots != null ? plansForUnit(options.plans, scope, options.slots) : [];
  const chosen = fits.find((c) => c.plan.id === choice);
  const openHref = done ? `${fillHref(done.planId)}&${new URLSearchParams(fillQueryParams({
    ...(target.given && "score" in target.given ? { mode: "score", score: target.given.score } : target.given ? { mode: "rank", rank: target.given.rank } : {}),
  })).toString()}` : "";
  const scopeText = kept(t("vol.addTo.scope", { province: provinceName(t, target.province), year: scope.year, batch: batchText(t, target.batch) }));

  // a parent reads and comments on the student's plans but does not start or fill them from here
  if (authority === "parent") return null;
  return (
    <>
      <button type="button" className={`btn whitespace-nowrap ${className}`} onClick={show} aria-label={t("vol.addTo.buttonLabel", { name: target.label })} data-add-to-form={target.unitKey}>
        {t("vol.addTo.button")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t("vol.addTo.title")} width="32rem" name="add-to-form"
        footer={done ? (
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn" onClick={() => setOpen(false)}>{t("vol.addTo.stay")}</button>
            <a className="btn btn--primary" href={openHref} data-open-plan>{t("vol.addTo.open")}</a>
          </div>
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn" onClick={() => setOpen(false)}>{t("vol.addTo.cancel")}</button>
            <button type="button" className="btn btn--primary" disabled={busy || !options || options.slots == null || (chosen?.full ?? false)} onClick={() => void confirm()} data-add-confirm>
              {t(busy ? "vol.addTo.adding" : "vol.addTo.confirm")}
            </button>
          </div>
        )}>
        <div className="flex flex-col gap-3">
          <p className="m-0 font-semibold">{target.label}</p>
          <p className="muted m-0 text-sm">{scopeText}</p>
          {formYear.carried && <p className="m-0 text-sm" data-year-carried>{t("vol.addTo.yearCarried", { year: target.year, rules: scope.year })}</p>}
          {loadProblem ? <p className="field__error m-0" role="alert">{loadProblem} <button type="button" className="btn" onClick={() => void load()}>{t("vol.addTo.retry")}</button></p>
            : !options ? <p className="muted m-0" role="status">{t("pages.loading")}</p>
            : options.slots == null ? <p className="m-0" role="alert" data-no-batch>{t("vol.addTo.noBatch", { batch: batchText(t, target.batch) })}</p>
            : done ? (
              <p className="m-0 rounded-md border border-green-700 bg-green-50 px-3 py-2 text-green-900" role="status" data-added>
                {t(done.created ? "vol.addTo.doneNew" : "vol.addTo.done", { name: done.name, n: done.position })}
              </p>
            ) : (
              <>
                <fieldset className="m-0 flex flex-col gap-1 border-0 p-0" data-plan-choice>
                  <legend className="mb-1 text-sm font-semibold">{t("vol.addTo.which")}</legend>
                  {fits.map((c) => (
                    <label key={c.plan.id} className="flex items-center gap-2 text-sm">
                      <input type="radio" name={`${id}-plan`} className="size-4" value={c.plan.id} checked={choice === c.plan.id} disabled={c.full}
                        onChange={() => { setChoice(c.plan.id); setPosition(String(c.plan.entryCount + 1)); }} />
                      <span>{t(c.full ? "vol.addTo.planFull" : "vol.addTo.plan", { name: c.plan.name, count: c.plan.entryCount, slots: options.slots! })}</span>
                    </label>
                  ))}
                  <label className="flex items-center gap-2 text-sm">
                    <input type="radio" name={`${id}-plan`} className="size-4" value={NEW} checked={choice === NEW} onChange={() => { setChoice(NEW); setPosition("1"); }} />
                    <span>{t("vol.addTo.new", { name: newPlanName(options.names, t("vol.planWord")) })}</span>
                  </label>
                  {fits.length === 0 && <p className="muted m-0 text-xs">{t("vol.addTo.noPlans")}</p>}
                </fieldset>
                {choice !== NEW && (
                  <fieldset className="m-0 flex flex-col gap-1 border-0 p-0" data-place>
                    <legend className="mb-1 text-sm font-semibold">{t("vol.addTo.where")}</legend>
                    <label className="flex items-center gap-2 text-sm">
                      <input type="radio" name={`${id}-place`} className="size-4" checked={placeKind === "chance"} disabled={!target.given} onChange={() => setPlaceKind("chance")} />
                      <span>{t(target.given ? "vol.addTo.byChance" : "vol.addTo.byChanceNeedsRank")}</span>
                    </label>
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <label className="flex items-center gap-2">
                        <input type="radio" name={`${id}-place`} className="size-4" checked={placeKind === "at"} onChange={() => setPlaceKind("at")} />
                        <span>{t("vol.addTo.at")}</span>
                      </label>
                      <label className="sr-only" htmlFor={`${id}-pos`}>{t("vol.addTo.position")}</label>
                      <input id={`${id}-pos`} type="number" inputMode="numeric" min={1} max={(chosen?.plan.entryCount ?? 0) + 1} className="field__input w-20"
                        value={position} onFocus={() => setPlaceKind("at")} onChange={(e) => setPosition(e.target.value)} data-position-input />
                      <span className="muted">{t("vol.addTo.of", { count: (chosen?.plan.entryCount ?? 0) + 1 })}</span>
                    </div>
                  </fieldset>
                )}
                {problem && <p className="field__error m-0" role="alert" data-add-problem>{problem}</p>}
              </>
            )}
        </div>
      </Dialog>
    </>
  );
}
