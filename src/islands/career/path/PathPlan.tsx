// 我的升学路径 /career/path/plan: the routes the student chose, in priority order (move up, move down, take out), each
// with its preparation steps (career step/save|remove): a status per step, a new step with its date, the suggested
// steps of its kind dated for the student's exam year, and the progress of each route and of all. A parent reads it.
import "../parts";
import { useId, useState, type SubmitEvent } from "react";
import { removeStep, saveStep, type PathStep, type PlanAnswer } from "@/lib/api/career";
import { moveOnePlace, progressOf, STATUSES } from "@/lib/rules/career";
import { suggestedSteps } from "@/lib/rules/career-path";
import { formatDate } from "@/islands/pages/shared";
import { CareerPage, LinkButton, Part, percentText, ReadOnlyNote, ShareBar, statusText, StatusTag, useChange, WithPlan } from "../parts";
import { patchPlan } from "../plan-store";
import { detailHref, saveRouteList, useEnrolment, usePathT, type RouteCatalog, type RouteInfo } from "./shared";

const putStep = (plan: PlanAnswer, saved: PathStep): PlanAnswer => ({
  ...plan, steps: plan.steps.some((s) => s.id === saved.id) ? plan.steps.map((s) => (s.id === saved.id ? saved : s)) : [...plan.steps, saved],
});
const byDue = (a: PathStep, b: PathStep) => (a.dueDate || "9").localeCompare(b.dueDate || "9");

function StepForm({ route, name }: { route: string; name: string }) {
  const { t, p } = usePathT();
  const id = useId();
  const [title, setTitle] = useState("");
  const [due, setDue] = useState("");
  const { busy, error, setError, run } = useChange(t);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError(p("plan.needTitle"));
    void run(async () => {
      const saved = (await saveStep({ route, title: title.trim(), dueDate: due || undefined, status: 0 })).data;
      patchPlan((plan) => putStep(plan, saved));
      setTitle("");
      setDue("");
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={p("plan.newStepNamed", { name })} className="mt-2 flex flex-wrap items-end gap-2 print:hidden" data-step-form={route}>
      <div className="field mb-0 min-w-0 flex-[2_1_12rem]">
        <label htmlFor={`${id}-t`} className="field__label">{p("plan.stepTitle")}</label>
        <input id={`${id}-t`} className="field__input" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field mb-0 flex-[1_1_9rem]">
        <label htmlFor={`${id}-d`} className="field__label">{p("plan.due")}</label>
        <input id={`${id}-d`} type="date" className="field__input" value={due} onChange={(e) => setDue(e.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>{p("plan.add")}</button>
      {error && <p className="field__error m-0 basis-full" role="alert">{error}</p>}
    </form>
  );
}

function StepRow({ step, editable, route }: { step: PathStep; editable: boolean; route?: string }) {
  const { t, p, lang } = usePathT();
  const { busy, error, run } = useChange(t);
  const setStatus = (status: number) => run(async () => {
    const saved = (await saveStep({ id: step.id, route: step.route, title: step.title, detail: step.detail, dueDate: step.dueDate || undefined, status: status as 0 | 1 | 2 })).data;
    patchPlan((plan) => putStep(plan, saved));
  });
  const remove = () => run(async () => {
    await removeStep(step.id);
    patchPlan((plan) => ({ ...plan, steps: plan.steps.filter((s) => s.id !== step.id) }));
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-[var(--color-line)] py-2 last:border-b-0" data-step={step.id}>
      <span className="min-w-0 flex-[1_1_12rem] break-words">{route && <span className="tag mr-2">{route}</span>}{step.title}</span>
      {step.dueDate && <span className="muted text-sm tabular-nums">{p("plan.dueOn", { date: formatDate(step.dueDate, lang) })}</span>}
      {editable ? (
        <>
          <select className="field__input w-auto py-1" aria-label={p("plan.status", { title: step.title })} value={step.status} disabled={busy}
            onChange={(e) => void setStatus(Number(e.target.value))}>
            {STATUSES.map((s) => <option key={s} value={s}>{statusText(t, s)}</option>)}
          </select>
          <button type="button" className="btn" disabled={busy} aria-label={p("plan.removeStep", { title: step.title })} onClick={() => void remove()}>{t("career.delete")}</button>
        </>
      ) : <StatusTag t={t} status={step.status} />}
      {error && <span className="field__error basis-full" role="alert">{error}</span>}
    </li>
  );
}

function RouteCard({ route, plan, index, count }: { route: RouteInfo; plan: PlanAnswer; index: number; count: number }) {
  const { t, p, lang } = usePathT();
  const { examYear } = useEnrolment();
  const { busy, error, run } = useChange(t);
  const name = route.shortTitle[lang];
  const steps = plan.steps.filter((s) => s.route === route.slug).sort(byDue);
  const progress = progressOf(steps);
  const move = (delta: -1 | 1) => run(() => saveRouteList(moveOnePlace(plan.pathRoutes, route.slug, delta)));
  const takeOut = () => run(() => saveRouteList(plan.pathRoutes.filter((r) => r !== route.slug)));
  const suggest = () => run(async () => {
    for (const s of suggestedSteps(route.category, examYear!)) {
      const saved = (await saveStep({ route: route.slug, title: p(`tpl.${s.key}` as "tpl.selective.1"), dueDate: s.dueDate, status: 0 })).data;
      patchPlan((current) => putStep(current, saved));
    }
  });
  return (
    <Part id={`plan-route-${route.slug}`} title={`${index + 1}. ${name}`}
      action={<ShareBar share={progress.share} label={p("plan.progress", { done: progress.done, total: progress.total })} />}>
      <div data-plan-route={route.slug} className="flex flex-col gap-2">
        <p className="m-0 flex flex-wrap gap-x-3 text-sm"><a href={detailHref(route.slug)}>{p("detailsNamed", { name })}</a></p>
        {plan.editable && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <button type="button" className="btn" disabled={busy || index === 0} aria-label={p("plan.up", { name })} onClick={() => void move(-1)}>↑</button>
            <button type="button" className="btn" disabled={busy || index === count - 1} aria-label={p("plan.down", { name })} onClick={() => void move(1)}>↓</button>
            <button type="button" className="btn" disabled={busy} aria-label={p("removeNamed", { name })} onClick={() => void takeOut()}>{p("remove")}</button>
            {examYear && steps.length === 0 && (
              <button type="button" className="btn" disabled={busy} aria-label={p("plan.suggestNamed", { name })} onClick={() => void suggest()}>{p("plan.suggest")}</button>
            )}
          </div>
        )}
        {error && <p className="field__error m-0" role="alert">{error}</p>}
        {steps.length === 0 ? <p className="muted m-0">{p("plan.noSteps")}</p> : (
          <ol className="m-0 list-none p-0">{steps.map((step) => <StepRow key={step.id} step={step} editable={plan.editable} />)}</ol>
        )}
        {plan.editable && steps.length === 0 && examYear && <p className="muted m-0 text-sm">{p("plan.suggestNote")}</p>}
        {plan.editable && <StepForm route={route.slug} name={name} />}
      </div>
    </Part>
  );
}

function Plan({ plan, catalog }: { plan: PlanAnswer; catalog: RouteCatalog }) {
  const { t, p, lang } = usePathT();
  const routes = plan.pathRoutes.map((slug) => catalog.routes.find((r) => r.slug === slug)).filter((r): r is RouteInfo => Boolean(r));
  const chosenSteps = plan.steps.filter((s) => plan.pathRoutes.includes(s.route));
  const all = progressOf(chosenSteps);
  const orphans = plan.steps.filter((s) => !plan.pathRoutes.includes(s.route)).sort(byDue);
  return (
    <>
      {!plan.editable && <ReadOnlyNote t={t} />}
      {routes.length === 0 ? (
        <div className="flex flex-col items-start gap-3" data-plan-empty>
          <p className="m-0">{p("plan.empty")}</p>
          <LinkButton href="/career/path/index" primary>{p("plan.choose")}</LinkButton>
        </div>
      ) : (
        <p className="m-0" data-overall={`${all.done}/${all.total}`}>
          <ShareBar share={all.share} label={p("plan.overall", { done: all.done, total: all.total, share: percentText(lang, all.share) })} />
        </p>
      )}
      {routes.map((route, i) => <RouteCard key={route.slug} route={route} plan={plan} index={i} count={routes.length} />)}
      {orphans.length > 0 && (
        <Part id="plan-orphans" title={p("plan.stepsElsewhere")}>
          <ol className="m-0 list-none p-0">
            {orphans.map((step) => (
              <StepRow key={step.id} step={step} editable={plan.editable} route={catalog.routes.find((r) => r.slug === step.route)?.shortTitle[lang] ?? step.route} />
            ))}
          </ol>
        </Part>
      )}
    </>
  );
}

export default function PathPlan({ catalog }: { catalog: RouteCatalog }) {
  const { t, p } = usePathT();
  return (
    <CareerPage screen="path-plan" title={t("route.pathPlan")} intro={p("plan.intro")}
      aside={<span className="flex flex-wrap gap-2 print:hidden"><LinkButton href="/career/path/index">{t("route.path")}</LinkButton><button type="button" className="btn" onClick={() => window.print()}>{p("print")}</button></span>}>
      <WithPlan>{(plan) => <Plan plan={plan} catalog={catalog} />}</WithPlan>
    </CareerPage>
  );
}
