// 生涯规划书 /career/plan: the whole plan on one printable page — the vision, the subject combination, the targets in
// order, the admission routes with their preparation steps, and the learning plan's progress by term — each part
// linking to the page where it is changed. Route names come from the guides (passed in by the page at build time).
import "./parts";
import type { PlanAnswer } from "@/lib/api/career";
import { groupBy, progressOf } from "@/lib/rules/career";
import { useT, type Translate } from "@/islands/ui/useT";
import { CareerPage, comboText, LinkButton, Part, percentText, ReadOnlyNote, ShareBar, StatusTag, TargetName, targetKindKey, termText, WithPlan } from "./parts";

export type RouteNames = Record<string, { zh: string; en: string }>;

const Edit = ({ href, children }: { href: string; children: string }) => <span className="print:hidden"><LinkButton href={href}>{children}</LinkButton></span>;

function Routes({ t, lang, plan, names }: { t: Translate; lang: "zh" | "en"; plan: PlanAnswer; names: RouteNames }) {
  const slugs = [...new Set([...plan.pathRoutes, ...plan.steps.map((s) => s.route)])];
  if (slugs.length === 0) return <p className="muted m-0">{t("career.plan.noRoutes")}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-3 p-0">
      {slugs.map((slug) => {
        const steps = plan.steps.filter((s) => s.route === slug).sort((a, b) => (a.dueDate || "9").localeCompare(b.dueDate || "9"));
        const name = names[slug]?.[lang] ?? slug;
        return (
          <li key={slug} data-route={slug}>
            <h3 className="m-0 text-base font-semibold">{names[slug] ? <a href={`${lang === "en" ? "/en" : ""}/guides/${slug}`} className="underline">{name}</a> : name}</h3>
            {steps.length === 0 ? <p className="muted m-0 text-sm">{t("career.plan.noSteps")}</p> : (
              <ol className="m-0 mt-1 flex flex-col gap-1 pl-5 text-sm">
                {steps.map((step) => (
                  <li key={step.id}>
                    <span className="mr-2">{step.title}</span>
                    <StatusTag t={t} status={step.status} />
                    {step.dueDate && <span className="muted ml-2">{t("career.learning.dueOn", { date: step.dueDate })}</span>}
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Book({ plan, names }: { plan: PlanAnswer; names: RouteNames }) {
  const { t, lang } = useT();
  const terms = groupBy([...plan.learning].sort((a, b) => a.term.localeCompare(b.term)), (i) => i.term);
  return (
    <>
      {!plan.editable && <ReadOnlyNote t={t} />}
      <Part id="plan-vision" title={t("career.profile.vision")} action={<Edit href="/career/archive">{t("route.archive")}</Edit>}>
        <p className="m-0 whitespace-pre-line break-words" data-vision>{plan.vision || <span className="muted">{t("career.profile.empty")}</span>}</p>
      </Part>
      <Part id="plan-subjects" title={t("career.plan.subjects")} action={<Edit href="/career/course/index">{t("route.course")}</Edit>}>
        <p className="m-0" data-choice={plan.subjectChoice.join("+")}>
          {plan.subjectChoice.length ? <strong>{comboText(t, plan.subjectChoice)}</strong> : <span className="muted">{t(plan.model ? "career.course.noChoice" : "career.course.noModel")}</span>}
        </p>
      </Part>
      <Part id="plan-targets" title={t("career.report.targetsTitle")} action={<Edit href="/career/target">{t("route.target")}</Edit>}>
        {plan.targets.length === 0 ? <p className="muted m-0">{t("career.report.none")}</p> : (
          <ol className="m-0 flex flex-col gap-1 pl-5">
            {plan.targets.map((target) => (
              <li key={target.id}><span className="tag mr-2">{t(targetKindKey(target))}</span><TargetName target={target} t={t} /></li>
            ))}
          </ol>
        )}
        <p className="m-0 mt-2 text-sm print:hidden"><a href="/career/target/report" className="underline">{t("route.targetReport")}</a></p>
      </Part>
      <Part id="plan-routes" title={t("career.plan.routes")}>
        <Routes t={t} lang={lang} plan={plan} names={names} />
      </Part>
      <Part id="plan-learning" title={t("route.learning")} action={<Edit href="/career/learning">{t("career.plan.editLearning")}</Edit>}>
        {terms.length === 0 ? <p className="muted m-0">{t("career.learning.none")}</p> : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {terms.map((group) => {
              const progress = progressOf(group.items);
              return (
                <li key={group.key} className="flex flex-wrap items-center justify-between gap-2" data-term={group.key}>
                  <span>{termText(t, group.key)}</span>
                  <ShareBar share={progress.share} label={t("career.learning.progress", { done: progress.done, total: progress.total, share: percentText(lang, progress.share) })} />
                </li>
              );
            })}
          </ul>
        )}
      </Part>
    </>
  );
}

export default function PlanBook({ routeNames }: { routeNames: RouteNames }) {
  const { t } = useT();
  return (
    <CareerPage screen="plan" title={t("route.careerPlan")} intro={t("career.plan.intro")}
      aside={<button type="button" className="btn print:hidden" onClick={() => window.print()}>{t("career.plan.print")}</button>}>
      <WithPlan>{(plan) => <Book plan={plan} names={routeNames} />}</WithPlan>
    </CareerPage>
  );
}
