// 一条升学路径 /career/path/detail?route=<slug>: what the route is (its guide's summary), who it suits, its key dates
// worked out for this student's exam year, whether it is in their plan (with its steps' progress), and the button that
// adds it or takes it out. An address naming no route, or one we do not have, says so and leads back to the list.
import "../parts";
import { progressOf } from "@/lib/rules/career";
import { suggestedSteps } from "@/lib/rules/career-path";
import { formatDate } from "@/islands/pages/shared";
import { CareerPage, LinkButton, Part, ReadOnlyNote, usePlan } from "../parts";
import { RouteToggle, routeGuideHref, useEnrolment, usePathT, type RouteCatalog } from "./shared";

export default function PathDetail({ catalog }: { catalog: RouteCatalog }) {
  const { t, p, lang } = usePathT();
  const plan = usePlan();
  const { examYear } = useEnrolment();
  const id = new URLSearchParams(window.location.search).get("route")?.trim() ?? "";
  const route = catalog.routes.find((r) => r.slug === id);
  if (!route) {
    return (
      <CareerPage screen="path-detail" title={t("route.pathDetail")}>
        <div className="flex flex-col items-start gap-3" data-route-unknown>
          <p className="m-0" role="alert">{id ? p("detail.unknown", { id: id.slice(0, 60) }) : p("detail.missing")}</p>
          <LinkButton href="/career/path/index" primary>{p("detail.all")}</LinkButton>
        </div>
      </CareerPage>
    );
  }
  const name = route.shortTitle[lang];
  const group = catalog.categories.find((c) => c.id === route.category)?.name[lang] ?? route.category;
  const position = plan ? plan.pathRoutes.indexOf(route.slug) : -1;
  const steps = plan ? plan.steps.filter((s) => s.route === route.slug) : [];
  const progress = progressOf(steps);
  const dates = suggestedSteps(route.category, examYear ?? 0);
  return (
    <CareerPage screen="path-detail" title={name} intro={p("detail.intro")}>
      {plan && !plan.editable && <ReadOnlyNote t={t} />}
      <Part id="detail-what" title={p("detail.what")}>
        <p className="m-0 font-semibold">{route.title[lang]}</p>
        <p className="m-0 mt-2">{route.description[lang]}</p>
        <p className="m-0 mt-2"><span className="muted">{p("suits")}</span>{p(`suits.${route.slug}` as "suits.plain-score")}</p>
        <p className="muted m-0 mt-2 text-sm">
          {p("detail.group")}{group} · {p("detail.updated", { date: formatDate(route.updated, lang) })} · <a href={routeGuideHref(lang, route.slug)} className="underline">{p("guide")}</a>
        </p>
      </Part>
      <Part id="detail-dates" title={p("detail.keyDates")}>
        <p className="m-0 mb-2">{examYear ? p("detail.datesFor", { year: examYear }) : p("detail.noYear")}</p>
        <ol className="m-0 flex flex-col gap-1 pl-5" data-key-dates>
          {dates.map((d) => (
            <li key={d.key}>
              {examYear && <strong className="mr-2 tabular-nums">{formatDate(d.dueDate, lang)}</strong>}
              {p(`tpl.${d.key}` as "tpl.selective.1")}
            </li>
          ))}
        </ol>
        <p className="muted m-0 mt-2 text-sm">{p("detail.datesNote")}</p>
      </Part>
      <Part id="detail-plan" title={p("detail.plan")} action={plan?.editable ? <RouteToggle route={route} /> : undefined}>
        {plan && (
          <div className="flex flex-col items-start gap-2" data-in-plan={position >= 0 ? "yes" : "no"}>
            <p className="m-0" role="status">{position >= 0 ? p("detail.planYes", { n: position + 1 }) : p("detail.planNo")}</p>
            {steps.length > 0 && <p className="m-0">{p("detail.steps", { n: progress.total, done: progress.done })}</p>}
            {position >= 0 && <LinkButton href="/career/path/plan">{p("detail.toPlan")}</LinkButton>}
          </div>
        )}
      </Part>
      <p className="muted m-0 text-sm">{p("source.guides")}</p>
    </CareerPage>
  );
}
