// Pieces the 升学路径 pages share: their strings (typed by this area's own keys), a route's addresses, the student's
// exam year from the profile, and the button that puts a route into the plan or takes it out (read-only for a parent).
import "@/lib/i18n/portal-career-path";
import { saveRoutes } from "@/lib/api/career";
import { guideHref } from "@/lib/guides/paths";
import type { PathKey } from "@/lib/i18n/portal-career-path";
import type { PortalKey } from "@/lib/i18n/portal";
import { toggleRoute } from "@/lib/rules/career-path";
import { useProfile, useServerNow } from "@/islands/pages/shared";
import { applicationYear } from "@/domain/calendar";
import { useT } from "@/islands/ui/useT";
import { useChange, usePlan } from "../parts";
import { patchPlan } from "../plan-store";
import type { RouteInfo } from "./catalog";

export type { RouteCatalog, RouteInfo } from "./catalog";
export type PathT = (key: PathKey, vars?: Record<string, string | number>) => string;

/** This area's strings and the shared ones, in the reader's language. */
export function usePathT() {
  const { t, lang } = useT();
  const p: PathT = (key, vars) => t(`career.path.${key}` as PortalKey, vars);
  return { t, p, lang };
}

export const detailHref = (slug: string) => `/career/path/detail?route=${encodeURIComponent(slug)}`;
export const routeGuideHref = (lang: "zh" | "en", slug: string) => guideHref(lang, slug);

/** The enrolment year on the profile (the student's, also on a parent's) and their own application year (the calendar's). */
export function useEnrolment(): { enrolment: number | null; examYear: number | null } {
  const profile = useProfile();
  const now = useServerNow();
  const enrolment = profile?.startSchool ?? null;
  return { enrolment, examYear: enrolment ? applicationYear(now, { enrolment }).year : null };
}

/** Saves a new list of routes and puts the server's answer into the shared plan. */
export async function saveRouteList(routes: readonly string[]): Promise<void> {
  const saved = (await saveRoutes(routes)).data;
  patchPlan((plan) => ({ ...plan, pathRoutes: saved.routes }));
}

/** Adds a route to the plan or removes it; a parent sees only whether it is in the plan. */
export function RouteToggle({ route }: { route: RouteInfo }) {
  const { t, p, lang } = usePathT();
  const plan = usePlan();
  const { busy, error, run } = useChange(t);
  if (!plan) return null;
  const inPlan = plan.pathRoutes.includes(route.slug);
  const name = route.shortTitle[lang];
  if (!plan.editable) return inPlan ? <span className="tag" data-route-state="in">{p("inPlan")}</span> : null;
  const toggle = () => run(() => saveRouteList(toggleRoute(plan.pathRoutes, route.slug)));
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button type="button" className={`btn ${inPlan ? "" : "btn--primary"} whitespace-nowrap`} aria-pressed={inPlan} disabled={busy}
        aria-label={p(inPlan ? "removeNamed" : "addNamed", { name })} data-route-toggle={inPlan ? "in" : "out"} onClick={() => void toggle()}>
        {p(inPlan ? "remove" : "add")}
      </button>
      {error && <span className="field__error" role="alert">{error}</span>}
    </span>
  );
}
