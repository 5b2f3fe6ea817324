// 升学路径 /career/path/index: every admission route (one per guide), grouped by the guides' shelves, each with who it
// suits, a link to its guide and to what it means for this student (path/detail), and the routes in the plan marked
// and toggled in place (plan/routes). A parent sees the marks without the buttons.
import "../parts";
import { LIMITS } from "@/contracts/career";
import { REGULAR_ROUTE } from "@/lib/rules/career-path";
import { CareerPage, LinkButton, Part, ReadOnlyNote, usePlan } from "../parts";
import { detailHref, RouteToggle, routeGuideHref, usePathT, type RouteCatalog } from "./shared";

export default function PathIndex({ catalog }: { catalog: RouteCatalog }) {
  const { t, p, lang } = usePathT();
  const plan = usePlan();
  return (
    <CareerPage screen="path-index" title={t("route.path")} intro={p("index.intro")}
      aside={<span className="print:hidden"><LinkButton href="/career/path/plan" primary>{p("index.next")}</LinkButton></span>}>
      {plan && !plan.editable && <ReadOnlyNote t={t} />}
      {plan && <p className="m-0" role="status" data-chosen={plan.pathRoutes.length}>{p("chosen", { n: plan.pathRoutes.length, max: LIMITS.routes })}</p>}
      {[{ id: "regular", name: { zh: p("index.regular"), en: p("index.regular") } }, ...catalog.categories].map((category) => {
        // the regular batches come first, on their own: they are every student's route
        const routes = catalog.routes.filter((r) => (category.id === "regular" ? r.slug === REGULAR_ROUTE : r.category === category.id && r.slug !== REGULAR_ROUTE));
        if (routes.length === 0) return null;
        return (
          <Part key={category.id} id={`path-group-${category.id}`} title={category.name[lang]}>
            <ul className="m-0 grid list-none gap-3 p-0 [grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))]">
              {routes.map((route) => {
                const inPlan = plan?.pathRoutes.includes(route.slug) ?? false;
                const name = route.shortTitle[lang];
                return (
                  <li key={route.slug} data-route={route.slug} data-in-plan={inPlan ? "yes" : "no"}
                    className={`flex flex-col gap-2 rounded-md border px-3 py-3 ${inPlan ? "border-2 border-[var(--primary-strong)]" : "border-[var(--color-line)]"}`}>
                    <h3 className="m-0 flex flex-wrap items-center gap-2 text-base font-semibold">
                      <a href={detailHref(route.slug)}>{name}</a>
                      {inPlan && plan?.editable && <span className="tag">{p("inPlan")}</span>}
                    </h3>
                    <p className="m-0 text-sm"><span className="muted">{p("suits")}</span>{p(`suits.${route.slug}` as "suits.plain-score")}</p>
                    <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                      <RouteToggle route={route} />
                      <a href={routeGuideHref(lang, route.slug)} aria-label={p("guideNamed", { name })}>{p("guide")}</a>
                      <a href={detailHref(route.slug)} aria-label={p("detailsNamed", { name })}>{p("details")}</a>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Part>
        );
      })}
      <p className="muted m-0 text-sm">{p("source.guides")}</p>
    </CareerPage>
  );
}
