// A student's volunteer plan as the student sees it, for their class counsellor: each entry by name with its band and
// chance, the checker's findings, the whole-form simulation (at the student's saved 高考 score or rank, or one the
// counsellor tries here without saving it) and the comments, each labelled with its writer's role. Read-only: the
// counsellor comments on the plan or an entry; only the student (and a parent they allow) changes it.
import "@/lib/i18n/portal-volunteer";
import { useMemo, useState } from "react";
import { checkForm, simulateForm, type Finding, type FormUnit, type Plan, type PlanComment } from "@/lib/api/volunteer";
import { fetchStudentPlan } from "@/lib/api/admin";
import { findingsByEntry, offersAdjust } from "@/lib/rules/volunteer";
import { isPlanType, type VolunteerMode } from "@/domain/provinces";
import { useCall, useLoadable } from "@/islands/ui/useCall";
import { AboutStudent, useT, type Translate } from "@/islands/ui/useT";
import type { Lang } from "@/lib/i18n";
import { LOCALES, provinceName } from "@/islands/school/parts";
import { batchText, subjectTypeText } from "@/islands/data-tools/parts";
import { CARD, dateTimeText, findingNames, unitLabel, whoText } from "./parts";
import { EntryList, type Row } from "./EntryList";
import { Findings } from "./Findings";
import { Simulation, type SimulationState } from "./Simulation";
import { PlanComments } from "./Comments";
import { Loaded } from "@/islands/ui/Loaded";

const NO_ROWS = () => undefined;

/** The plan of `studentId` (named `studentName`: the texts about the student name them for the counsellor). */
export function PlanReader({ planId, studentId, studentName }: { planId: string; studentId: string; studentName?: string }) {
  return <AboutStudent name={studentName}><LoadedPlan planId={planId} studentId={studentId} /></AboutStudent>;
}

function LoadedPlan({ planId, studentId }: { planId: string; studentId: string }) {
  const { t, lang } = useT();
  const [plan, retry] = useLoadable(["fetchStudentPlan", planId, studentId], () => fetchStudentPlan(planId, studentId).then((a) => a.data));
  return <Loaded load={plan} retry={retry}>{(data) => <Reader key={data.version} plan={data} studentId={studentId} t={t} lang={lang} />}</Loaded>;
}

function Reader({ plan, studentId, t, lang }: { plan: Plan; studentId: string; t: Translate; lang: Lang }) {
  const [comments, setComments] = useState<PlanComment[]>(plan.comments);
  const addComment = (c: PlanComment) => setComments((list) => [...list, c]);
  // a rank the counsellor tries here (not saved); without one, the server judges at the student's saved score
  const [tried, setTried] = useState<number | null>(null);
  const [typed, setTyped] = useState("");
  const rows: Row[] = useMemo(() => plan.entries.map((e, i) => ({ id: `e${i}`, ...e })), [plan.entries]);
  const scope = { province: plan.province, year: plan.year, batch: plan.batch, studentId, ...(tried != null ? { rank: tried } : {}) };
  const entries = plan.entries;
  const [check] = useCall(["counsellorCheck", plan.id, plan.version, tried], () =>
    checkForm({ ...scope, entries, eligiblePlans: plan.eligiblePlans.filter(isPlanType) }).then((a) => a.data));
  const checked = check.state === "ready" ? check.data : null;
  const rank = checked?.rank ?? null;
  const [simulated, retrySim] = useCall(["counsellorSimulate", plan.id, plan.version, tried], () => simulateForm({ ...scope, entries }).then((a) => a.data),
    rank != null && entries.length > 0);
  const units = useMemo(() => new Map<string, FormUnit>((checked?.units ?? []).map((u) => [u.unitKey, u])), [checked]);
  const names = useMemo(() => findingNames(t, lang, units), [t, lang, units]);
  const findings: Finding[] | null = checked?.findings ?? null;
  const byEntry = useMemo(() => findingsByEntry(findings ?? []), [findings]);
  const mode: VolunteerMode = checked?.mode ?? "group";
  const nameOf = (index: number) => unitLabel(units.get(entries[index]?.unitKey ?? ""), entries[index]?.unitKey ?? "", lang);
  const problem = check.state === "failed" ? t("vol.check.failed") : null;
  const sim: SimulationState = rank == null ? { state: "idle", reason: "noRank" }
    : entries.length === 0 ? { state: "idle", reason: "empty" }
    : simulated.state === "ready" ? { state: "ready", data: simulated.data, stale: false }
    : simulated.state === "failed" ? { state: "failed", message: t("vol.sim.failed") }
    : { state: "loading" };
  const entryOf = (unitKey: string) => {
    const at = entries.findIndex((e) => e.unitKey === unitKey);
    return at < 0 ? null : t("vol.comments.aboutEntry", { n: at + 1, unit: nameOf(at) });
  };
  const focusEntry = (index: number) => {
    const row = document.querySelector<HTMLElement>(`[data-plan-reader] [data-entry="${index}"]`);
    row?.scrollIntoView({ block: "center" });
    row?.focus({ preventScroll: true });
  };
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="plan" data-plan-reader>
      <section className={`${CARD} flex flex-col gap-2`} aria-labelledby={`plan-${plan.id}`}>
        <h3 id={`plan-${plan.id}`} className="m-0 text-lg font-bold">{plan.name}</h3>
        <p className="m-0 text-sm">
          {provinceName(t, plan.province)} · {plan.year} · {batchText(t, plan.batch)} · {subjectTypeText(t, plan.subjectType)} · {t(plan.status === "final" ? "vol.status.final" : "vol.status.draft")}
        </p>
        <p className="muted m-0 text-sm">{t("vol.reader.updated", { who: whoText(t, plan.updatedBy), time: dateTimeText(plan.updatedAt, lang), version: plan.version })}</p>
        <p className="m-0 text-sm" data-reader-note>{t("vol.reader.readOnly")}</p>
        <p className="m-0 text-sm" data-basis>
          {rank == null ? t("vol.reader.noRank")
            : tried != null ? t("vol.reader.tried", { rank: rank.toLocaleString(LOCALES[lang]) })
            : t("vol.reader.saved", { rank: rank.toLocaleString(LOCALES[lang]) })}
        </p>
        <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(e) => {
          e.preventDefault();
          const n = Number(typed.trim());
          setTried(typed.trim() === "" ? null : Number.isInteger(n) && n > 0 ? n : null);
        }}>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t("vol.reader.tryRank")}</span>
            <input className="field__input w-40" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className="btn">{t("vol.reader.tryButton")}</button>
        </form>
      </section>
      <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby={`plan-${plan.id}-entries`} className={`${CARD} flex min-w-0 flex-col gap-3`} data-part="form" data-count={rows.length}>
          <h4 id={`plan-${plan.id}-entries`} className="m-0 text-lg font-bold">{t("vol.form.title")}</h4>
          {rows.length === 0 ? <p className="muted m-0">{t("vol.form.emptyReadOnly")}</p> : (
            <EntryList t={t} lang={lang} rows={rows} units={units} mode={mode} majorsPerSlot={checked?.rule.majorsPerSlot ?? 1}
              adjustOffered={offersAdjust(mode, checked?.rule.adjustment ?? "none")} editable={false} hasRank={rank != null}
              findings={byEntry} names={names} comments={comments} planId={plan.id} studentId={studentId} onRows={NO_ROWS} onComment={addComment} />
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <Findings t={t} findings={findings} names={names} state="ready" problem={problem} empty={rows.length === 0} onEntry={focusEntry} />
          <Simulation t={t} lang={lang} sim={sim} nameOf={nameOf} onRetry={retrySim}
            weighing={{ bands: rows.map((r) => units.get(r.unitKey)?.band), findings, names }} />
        </div>
      </div>
      <PlanComments t={t} lang={lang} planId={plan.id} comments={comments} onAdd={addComment} entryOf={entryOf} studentId={studentId} />
    </div>
  );
}
