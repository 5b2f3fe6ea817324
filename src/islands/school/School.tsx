// The school page /wel/school/{code}/… (portal.md §2 "School"): the header with the follow button, the tab bar
// (each tab its own address) and the tab's content. The page file has already checked the code and the tab.
import "@/lib/i18n/portal-school";
import "@/islands/shell/boot";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { fetchSchoolInfo, type SchoolInfo } from "@/lib/api/school";
import { resolveSchoolRoute, schoolHref, SCHOOL_TABS, type SchoolView } from "@/lib/rules/school";
import { useT } from "@/islands/ui/useT";
import { displayName } from "@/lib/rules/display-name";
import { loadChunk } from "@/lib/ui/chunk";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { SchoolHeader } from "./Header";
import { useLoadable } from "@/islands/ui/useCall";
import { Loaded } from "@/islands/ui/Loaded";

// Each tab is its own page: its code loads with it, not the other tabs' (a reader of the overview downloads no plan
// tables or score-line charts).
const Detail = lazy(() => loadChunk(() => import("./Overview")).then((module) => ({ default: module.Detail })));
const Introduce = lazy(() => loadChunk(() => import("./Overview")).then((module) => ({ default: module.Introduce })));
const Pictures = lazy(() => loadChunk(() => import("./Pictures")).then((module) => ({ default: module.Pictures })));
const BrochureList = lazy(() => loadChunk(() => import("./Brochures")).then((module) => ({ default: module.BrochureList })));
const BrochureDetail = lazy(() => loadChunk(() => import("./Brochures")).then((module) => ({ default: module.BrochureDetail })));
const ScoreLines = lazy(() => loadChunk(() => import("./ScoreLines")).then((module) => ({ default: module.ScoreLines })));
const Plan = lazy(() => loadChunk(() => import("./Plan")).then((module) => ({ default: module.Plan })));
// the family's chances here (with 加入志愿表 and 设为目标) under the overview and the plan
const Chances = lazy(() => loadChunk(() => import("./Chances")).then((module) => ({ default: module.Chances })));
const Early = lazy(() => loadChunk(() => import("./Early")).then((module) => ({ default: module.Early })));

function TabBar({ code, current }: { code: string; current: SchoolView["tab"] }) {
  const { t } = useT();
  const list = useRef<HTMLUListElement>(null);
  // On a narrow screen the bar scrolls sideways: bring the current tab into view (without scrolling the page).
  useEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>("[aria-current=page]");
    if (bar && active && bar.scrollWidth > bar.clientWidth) bar.scrollLeft = active.offsetLeft - (bar.clientWidth - active.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label={t("school.tabs")} className="rounded-lg border border-[var(--color-line)] bg-white" data-school-tabs>
      <ul ref={list} className="relative flex gap-1 overflow-x-auto px-2">
        {SCHOOL_TABS.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id} className="shrink-0">
              <a
                href={schoolHref(code, tab.path)}
                aria-current={active ? "page" : undefined}
                className={`block whitespace-nowrap px-3 py-2.5 text-[0.95rem] no-underline ${active ? "font-bold shadow-[inset_0_-3px_0_var(--primary-strong)]" : ""}`}
                style={active ? undefined : { color: "var(--color-ink)" }}
              >
                {t(tab.label)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Content({ view, info, code }: { view: SchoolView; info: SchoolInfo; code: string }) {
  const { lang } = useT();
  switch (view.view) {
    case "detail":
      return <><Chances code={code} name={displayName(info, lang)} /><Detail info={info} code={code} /></>;
    case "introduce":
      return <Introduce info={info} code={code} />;
    case "picture":
      return <Pictures info={info} code={code} />;
    case "guideList":
      return <BrochureList code={code} />;
    case "guideDetail":
      return <BrochureDetail code={code} aid={view.aid} />;
    case "scoreline":
      return <ScoreLines info={info} code={code} />;
    case "plan":
      return <><Chances code={code} name={displayName(info, lang)} /><Plan info={info} code={code} /></>;
    case "prePlan":
      return <Early info={info} code={code} mode="plan" />;
    case "preScoreline":
      return <Early info={info} code={code} mode="scoreline" />;
  }
}

function NotFound({ code }: { code: string }) {
  const { t } = useT();
  return (
    <div className="page max-w-3xl" data-school-not-found>
      <section className="rounded-lg border border-[var(--color-line)] bg-white px-5 py-4">
        <h1 className="page__title">{t("school.notFound.title")}</h1>
        <p>{t("school.notFound.text", { code })}</p>
        <p className="mt-3">
          <a href="/wel/colleges/index">{t("school.notFound.search")}</a>
        </p>
      </section>
    </div>
  );
}

export default function School({ code, tab }: { code: string; tab: string }) {
  const { t } = useT();
  const route = resolveSchoolRoute(tab);
  const [loaded, retry] = useLoadable(["fetchSchoolInfo", code], () => fetchSchoolInfo(code).then((answer) => answer.data));
  // isFavorite lives here: the follow button changes it only with the call's answer (portal.md §4).
  const [info, setInfo] = useState<SchoolInfo | null>(null);
  useEffect(() => {
    if (loaded.state === "ready") setInfo(loaded.data);
  }, [loaded]);

  if (route.kind !== "page") return <NotFound code={code} />;
  // The server answers an unknown or malformed code with 404 or 400.
  if (loaded.state === "failed" && (loaded.code === 404 || loaded.code === 400)) return <NotFound code={code} />;

  return (
    <div className="page flex flex-col gap-4" data-school={code} data-view={route.view}>
      <Loaded load={loaded} retry={retry}>
        {() =>
          info && (
            <>
              <SchoolHeader info={info} code={code} onFavorite={(isFavorite) => setInfo((current) => (current ? { ...current, isFavorite } : current))} />
              <TabBar code={code} current={route.tab} />
              <OnDemandBoundary label="school tab" fallback={<p role="alert">{t("pages.loadFailed")}</p>}>
                <Suspense fallback={<p className="muted" role="status">{t("pages.loading")}</p>}>
                  <Content view={route} info={info} code={code} />
                </Suspense>
              </OnDemandBoundary>
            </>
          )
        }
      </Loaded>
    </div>
  );
}
