// 我的规划 /career/mine/planDetails/{targetDetails,wayDetails,learnDetails}: the full record of the student's plan in
// three tabs — the targets in order (when each was set, and its latest admission figures from the target report), the
// admission routes with every preparation step, and the learning plan by term and subject with progress and what is
// overdue. Nothing is changed here: each tab links to the page where it is. A parent reads the same record.
import "../parts";
import "@/lib/i18n/portal-career-mine";
import type { ReactNode } from "react";
import { careerLoads, type PathStep, type PlanAnswer, type TargetReport } from "@/lib/api/career";
import { groupBy, isOverdue, progressOf, termOf, todayIn } from "@/lib/rules/career";
import { bySubject } from "@/lib/rules/career-mine";
import { formatDate, useServerNow } from "@/islands/pages/shared";
import { Table } from "@/islands/school/parts";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { Figure, Gap } from "../TargetReport";
import {
  CareerPage, LinkButton, Part, percentText, PlanDetailTabs, ReadOnlyNote, ShareBar, StatusTag, subjectText, TargetName, targetKindKey, termText, Waiting, WithPlan,
} from "../parts";
import type { RouteNames } from "./route-names";

export type Tab = "target" | "way" | "learn";
type Lang = "zh" | "en";

/** Where a tab's record is changed (the student) or read in full (a parent). */
function ChangeAt({ t, plan, href, page }: { t: Translate; plan: PlanAnswer; href: string; page: string }) {
  return <LinkButton href={href}>{t(plan.editable ? "career.mine.changeAt" : "career.mine.openAt", { page })}</LinkButton>;
}

/** A plan item's due date, or that it is overdue. */
function Due({ t, item, today }: { t: Translate; item: { dueDate: string; status: number }; today: string }) {
  if (!item.dueDate) return null;
  const overdue = isOverdue(item, today);
  return <span className={overdue ? "font-semibold text-red-800" : "muted"} data-overdue={overdue ? "yes" : undefined}>{t(overdue ? "career.learning.overdue" : "career.learning.dueOn", { date: item.dueDate })}</span>;
}

/** A step or learning item with its status, due date and what it means. */
function ItemLine({ t, title, tag, item, today }: { t: Translate; title: string; tag?: ReactNode; item: { id: string; detail: string; dueDate: string; status: number }; today: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-md border border-[var(--color-line)] px-3 py-2" data-item={item.id}>
      <span className="font-semibold break-words">{tag}{title}</span>
      <span className="flex flex-wrap items-center gap-2 text-sm"><StatusTag t={t} status={item.status} /><Due t={t} item={item} today={today} /></span>
      {item.detail && <span className="text-sm whitespace-pre-line break-words">{item.detail}</span>}
    </li>
  );
}

const progressLabel = (t: Translate, lang: Lang, items: readonly { status: number }[]) => {
  const p = progressOf(items);
  return { share: p.share, label: t("career.learning.progress", { done: p.done, total: p.total, share: percentText(lang, p.share) }) };
};

// ---------------------------------------------------------------- targets

function TargetsTab({ t, lang, plan }: { t: Translate; lang: Lang; plan: PlanAnswer }) {
  const [report, retry] = useLoadable(...careerLoads.targetReport({}));
  const byId = new Map<string, TargetReport>(report.state === "ready" ? report.data.targets.map((r) => [r.target.id, r]) : []);
  return (
    <Part id="mine-targets" title={t("career.mine.targetsTitle", { n: plan.targets.length })} action={<ChangeAt t={t} plan={plan} href="/career/target" page={t("route.target")} />}>
      {plan.targets.length === 0 ? (
        <p className="m-0" data-empty="targets">{t("career.report.none")} {plan.editable && t("career.mine.targetsHow")}</p>
      ) : (
        <>
          <p className="mt-0 text-sm">{t("career.mine.targetsIntro")}</p>
          {report.state === "ready" && report.data.basis.year != null && <p className="muted mt-0 text-sm" data-basis={report.data.basis.year}>{t("career.mine.figuresFrom", { year: report.data.basis.year })}</p>}
          <ol className="m-0 flex list-none flex-col gap-2 p-0" data-targets>
            {plan.targets.map((target, i) => {
              const r = byId.get(target.id);
              return (
                <li key={target.id} className="flex flex-col gap-2 rounded-md border border-[var(--color-line)] px-3 py-3" data-target={target.id}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="inline-grid size-7 shrink-0 place-items-center rounded-full border border-[#9ca3af] text-sm font-bold" aria-hidden="true">{i + 1}</span>
                    <span className="tag">{t(targetKindKey(target))}</span>
                    <TargetName target={target} t={t} />
                  </div>
                  <p className="muted m-0 text-sm" data-set-at>{t("career.mine.setAt", { date: formatDate(target.setAt, lang) })}</p>
                  {target.note && <p className="m-0 text-sm whitespace-pre-line break-words">{target.note}</p>}
                  {target.college && (r ? <><Figure t={t} report={r} /><Gap t={t} report={r} /></> : report.state !== "ready" && <Waiting load={report} retry={retry} />)}
                </li>
              );
            })}
          </ol>
          <p className="m-0 mt-3 text-sm">{t("career.mine.gapHow")} <a href="/career/target/report" className="underline">{t("route.targetReport")}</a></p>
        </>
      )}
    </Part>
  );
}

// ---------------------------------------------------------------- routes

function RoutesTab({ t, lang, plan, names, today }: { t: Translate; lang: Lang; plan: PlanAnswer; names: RouteNames; today: string }) {
  const slugs = [...new Set([...plan.pathRoutes, ...plan.steps.map((s) => s.route)])];
  const stepsOf = (slug: string): PathStep[] => plan.steps.filter((s) => s.route === slug).sort((a, b) => (a.dueDate || "9").localeCompare(b.dueDate || "9"));
  const nameOf = (slug: string) => names[slug]?.[lang] ?? slug;
  return (
    <Part id="mine-routes" title={t("career.mine.routesTitle", { n: slugs.length })} action={<ChangeAt t={t} plan={plan} href="/career/path/plan" page={t("route.pathPlan")} />}>
      {slugs.length === 0 ? (
        <p className="m-0" data-empty="routes">{t("career.plan.noRoutes")} <a href="/career/path/index" className="underline">{t("route.path")}</a></p>
      ) : (
        <div className="flex flex-col gap-4">
          <Table testId="routes-summary" caption={t("career.mine.routesCaption")} head={[t("career.mine.route"), t("career.mine.steps"), t("career.mine.done"), t("career.mine.overdueCount"), t("career.mine.progress")]}>
            {slugs.map((slug) => {
              const steps = stepsOf(slug);
              const p = progressLabel(t, lang, steps);
              return (
                <tr key={slug} data-route-row={slug}>
                  <th scope="row">{nameOf(slug)}</th>
                  <td className="tabular-nums">{steps.length}</td>
                  <td className="tabular-nums">{progressOf(steps).done}</td>
                  <td className="tabular-nums">{steps.filter((s) => isOverdue(s, today)).length}</td>
                  <td><ShareBar share={p.share} label={percentText(lang, p.share)} /></td>
                </tr>
              );
            })}
          </Table>
          {slugs.map((slug) => {
            const steps = stepsOf(slug);
            return (
              <section key={slug} aria-labelledby={`route-${slug}`} data-route={slug}>
                <h3 id={`route-${slug}`} className="mb-2 text-base font-semibold">
                  {names[slug] ? <a href={`${lang === "en" ? "/en" : ""}/guides/${slug}`} className="underline">{nameOf(slug)}</a> : nameOf(slug)}
                  {!plan.pathRoutes.includes(slug) && <span className="tag ml-2">{t("career.mine.notChosen")}</span>}
                </h3>
                {steps.length === 0 ? <p className="muted m-0 text-sm">{t("career.plan.noSteps")}</p> : (
                  <ol className="m-0 flex list-none flex-col gap-2 p-0">
                    {steps.map((step) => <ItemLine key={step.id} t={t} title={step.title} item={step} today={today} />)}
                  </ol>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Part>
  );
}

// ---------------------------------------------------------------- learning

function LearningTab({ t, lang, plan, today, currentTerm }: { t: Translate; lang: Lang; plan: PlanAnswer; today: string; currentTerm: string }) {
  const terms = groupBy([...plan.learning].sort((a, b) => a.term.localeCompare(b.term) || (a.dueDate || "9").localeCompare(b.dueDate || "9")), (i) => i.term);
  const change = <ChangeAt t={t} plan={plan} href="/career/learning" page={t("route.learning")} />;
  if (terms.length === 0) {
    return <Part id="mine-learning" title={t("route.learning")} action={change}><p className="m-0" data-empty="learning">{t("career.learning.none")}</p></Part>;
  }
  return (
    <>
      <Part id="mine-learning" title={t("career.mine.termsTitle")} action={change}>
        <Table testId="terms-summary" caption={t("career.mine.termsCaption")} head={[t("career.learning.term"), t("career.mine.items"), t("career.mine.done"), t("career.mine.doing"), t("career.mine.overdueCount"), t("career.mine.progress")]}>
          {terms.map((group) => {
            const p = progressOf(group.items);
            return (
              <tr key={group.key} data-term-row={group.key}>
                <th scope="row">{termText(t, group.key)}{group.key === currentTerm ? t("career.learning.thisTerm") : ""}</th>
                <td className="tabular-nums">{p.total}</td>
                <td className="tabular-nums">{p.done}</td>
                <td className="tabular-nums">{p.doing}</td>
                <td className="tabular-nums">{group.items.filter((i) => isOverdue(i, today)).length}</td>
                <td><ShareBar share={p.share} label={percentText(lang, p.share)} /></td>
              </tr>
            );
          })}
        </Table>
      </Part>
      {terms.map((group) => (
        <Part key={group.key} id={`mine-term-${group.key}`} title={`${termText(t, group.key)}${group.key === currentTerm ? t("career.learning.thisTerm") : ""}`}
          action={<span data-progress={`${progressOf(group.items).done}/${group.items.length}`}><ShareBar {...progressLabel(t, lang, group.items)} /></span>}>
          <div className="flex flex-col gap-4">
            {bySubject(group.items, today).map((s) => (
              <section key={s.subject || "general"} aria-labelledby={`mine-${group.key}-${s.subject || "general"}`} data-subject={s.subject || "general"}>
                <h3 id={`mine-${group.key}-${s.subject || "general"}`} className="mb-2 flex flex-wrap items-baseline gap-x-3 text-base font-semibold">
                  <span>{s.subject ? subjectText(t, s.subject) : t("career.learning.general")}</span>
                  <span className="muted text-sm font-normal">{t("career.learning.progress", { done: s.progress.done, total: s.progress.total, share: percentText(lang, s.progress.share) })}</span>
                  {s.overdue > 0 && <span className="text-sm font-semibold text-red-800">{t("career.mine.overdueN", { n: s.overdue })}</span>}
                </h3>
                <ul className="m-0 flex list-none flex-col gap-2 p-0">
                  {s.items.map((item) => <ItemLine key={item.id} t={t} title={item.title} item={item} today={today} />)}
                </ul>
              </section>
            ))}
          </div>
        </Part>
      ))}
    </>
  );
}

function Details({ tab, plan, names }: { tab: Tab; plan: PlanAnswer; names: RouteNames }) {
  const { t, lang } = useT();
  const now = useServerNow();
  const today = todayIn(now);
  return (
    <>
      {!plan.editable && <ReadOnlyNote t={t} />}
      {tab === "target" && <TargetsTab t={t} lang={lang} plan={plan} />}
      {tab === "way" && <RoutesTab t={t} lang={lang} plan={plan} names={names} today={today} />}
      {tab === "learn" && <LearningTab t={t} lang={lang} plan={plan} today={today} currentTerm={termOf(now)} />}
    </>
  );
}

const TITLES = { target: "route.targetDetails", way: "route.wayDetails", learn: "route.learnDetails" } as const;

export default function PlanDetails({ tab, routeNames = {} }: { tab: Tab; routeNames?: RouteNames }) {
  const { t } = useT();
  return (
    <CareerPage screen={`plan-details-${tab}`} title={t(TITLES[tab])} intro={t("career.mine.detailsIntro")}
      aside={<LinkButton href="/career/plan">{t("route.careerPlan")}</LinkButton>}>
      <PlanDetailTabs t={t} current={tab} />
      <WithPlan>{(plan) => <Details tab={tab} plan={plan} names={routeNames} />}</WithPlan>
    </CareerPage>
  );
}
