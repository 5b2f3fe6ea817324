// 生涯规划 /career/index: where the student is in their planning (the steps, done or not, and the next one) and every
// career page, grouped the way planning goes: know yourself, choose subjects, set targets, plan the way there.
import "./parts";
import type { ReactNode } from "react";
import { careerLoads } from "@/lib/api/career";
import { ASSESSMENTS } from "@/domain/assessment/catalog";
import { CAREER_HUB_GROUPS } from "./hub-groups";
import type { PortalKey } from "@/lib/i18n/portal";
import { findRoute } from "@/lib/portal/routes";
import { nextStep, planSteps, termOf } from "@/lib/rules/career";
import { examModelOf } from "@/domain/course-selection";
import { EntryCard, useServerNow } from "@/islands/pages/shared";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { CareerPage, Part, ReadOnlyNote, usePlan, Waiting } from "./parts";



function Steps({ t, children }: { t: Translate; children: ReactNode }) {
  return <Part id="hub-steps" title={t("career.hub.steps")}>{children}</Part>;
}

export default function CareerHub() {
  const { t } = useT();
  const now = useServerNow();
  const plan = usePlan();
  const [archive, retry] = useLoadable(...careerLoads.archive());

  let steps: ReactNode = <Waiting load={archive} retry={retry} />;
  if (plan && archive.state === "ready") {
    const a = archive.data;
    const term = termOf(now);
    const list = planSteps({
      profileStarted: [a.profile.intro, a.profile.interests, a.profile.strengths, a.profile.vision].some((x) => x.trim() !== ""),
      interestsTaken: a.assessments.some((r) => r.code === "zyxq"),
      interestsHref: ASSESSMENTS.zyxq.paperPath,
      choosesSubjects: examModelOf(plan.province) !== null,
      subjectChosen: plan.subjectChoice.length === 3,
      targets: plan.targets.length,
      routes: plan.pathRoutes.length,
      learningThisTerm: plan.learning.filter((i) => i.term === term).length,
    });
    const next = nextStep(list);
    const done = list.filter((s) => s.done).length;
    steps = (
      <>
        <p className="mb-3" data-progress={`${done}/${list.length}`}>{t("career.hub.progress", { done, total: list.length })}</p>
        <ol className="m-0 flex list-none flex-col gap-2 p-0">
          {list.map((step, i) => (
            <li key={step.key} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-step={step.key} data-done={step.done ? "yes" : "no"}>
              <span className={`inline-grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${step.done ? "bg-green-700 text-white" : "border border-[#9ca3af]"}`} aria-hidden="true">{step.done ? "✓" : i + 1}</span>
              <span className="min-w-0 flex-1">
                <a href={step.href} className={step === next ? "font-bold" : ""}>{t(`career.hub.step.${step.key}` as PortalKey)}</a>
                <span className="sr-only">{t(step.done ? "career.hub.stepDone" : "career.hub.stepTodo")}</span>
                <span className="muted block text-sm">{t(`career.hub.stepWhy.${step.key}` as PortalKey)}</span>
              </span>
            </li>
          ))}
        </ol>
        {next ? (
          <p className="m-0 mt-4"><a href={next.href} className="btn btn--primary no-underline" data-next={next.key}>{t("career.hub.next", { step: t(`career.hub.step.${next.key}` as PortalKey) })}</a></p>
        ) : <p className="m-0 mt-4 font-semibold text-green-800">{t("career.hub.allDone")}</p>}
      </>
    );
  }

  return (
    <CareerPage screen="career-hub" title={t("route.career")} intro={t("career.hub.intro")}>
      {plan && !plan.editable && <ReadOnlyNote t={t} />}
      <Steps t={t}>{steps}</Steps>
      {CAREER_HUB_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`hub-${group.id}`}>
          <h2 id={`hub-${group.id}`} className="mb-2 border-l-4 border-[var(--primary-strong)] pl-2 text-lg font-bold">{t(group.title)}</h2>
          <ul className="m-0 grid list-none gap-3 p-0 [grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))]">
            {group.entries.map(([href, description, title]) => {
              const route = findRoute(href);
              const name = title ? t(title) : route ? t(route.title) : href;
              return <li key={href} className="flex"><EntryCard href={href} title={name} description={t(description)} badge={route?.comingSoon ? t("soon.badge") : null} /></li>;
            })}
          </ul>
        </section>
      ))}
    </CareerPage>
  );
}
