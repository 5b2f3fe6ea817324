// 同分去向 /wel/sameScore (portal.md §2, §7 TongFQX): the enrolment units whose last admitted candidate was ranked near
// the student (published minimum ranks, ±3/5/10 %), by college, by major and by city — with the plain statement that
// this is derived from published minimum ranks, not from where candidates with the same score actually went.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-lines";
import "@/islands/shell/boot";
import { useRef, useState, type KeyboardEvent } from "react";
import type { SameScoreRequest } from "@/contracts/tongfqx";
import { fetchSameScoreCities, fetchSameScoreColleges, fetchSameScoreMajors, type CityAnswer, type CollegeAnswer, type MajorAnswer } from "@/lib/api/lines";
import type { R } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { SAME_SCORE_TABS, type SameScoreTab } from "@/lib/rules/lines";
import { useLoadable } from "@/islands/ui/useCall";
import { useT } from "@/islands/ui/useT";
import { CARD, refusable, type Refusable } from "@/islands/data-tools/parts";
import { Cities, Colleges, collegeText, Majors, SameAnswer, ScopeForm, Statement, useFirstPage, useSameScope } from "./same-parts";
import type { Basis, SameScoreCollege, SameScoreUnit } from "@/lib/api/lines";
import { unitTitle } from "@/lib/rules/probability";
import { AddToForm } from "@/islands/volunteer/AddToForm";
import { TargetToggle } from "@/islands/career/parts";

const PAGE_SIZE = 20;
type AnyAnswer = CollegeAnswer | MajorAnswer | CityAnswer;

const FETCH = { college: fetchSameScoreColleges, major: fetchSameScoreMajors, city: fetchSameScoreCities } as const;

export default function SameScore() {
  const { t, lang } = useT();
  const scope = useSameScope();
  const tab: SameScoreTab = scope.query.tab ?? "college";
  const [page, setPage] = useState(1);
  const tabRefs = useRef<Record<SameScoreTab, HTMLButtonElement | null>>({ college: null, major: null, city: null });
  const body: SameScoreRequest | null = scope.body ? { ...scope.body, current: page, size: PAGE_SIZE } : null;
  const [answer, retry] = useLoadable<Refusable<R<AnyAnswer>>>(["sameScore", tab, JSON.stringify(body)], () => refusable((FETCH[tab] as (b: SameScoreRequest) => Promise<R<AnyAnswer>>)(body!)), body !== null);
  useFirstPage(scope, setPage, tab);

  // the units listed are last years' outcomes; the form they go on is for the student's own round (or the next one)
  const own = scope.province === scope.student.province && scope.student.calendar.ownYearKnown;
  const formYear = own ? scope.student.calendar.ownYear : scope.student.calendar.nextRound.year;
  const addTarget = (row: SameScoreCollege, unit: SameScoreUnit, basis: Basis) => ({
    unitKey: unit.unitKey, label: unitTitle(row.collegeName, unit.name || unit.unitCode, lang === "en" ? (row.collegeNameEn ?? "") : ""),
    province: basis.scope.province, year: formYear, batch: unit.batch,
    given: basis.rankSource === "score" && basis.score != null ? { score: basis.score } : { rank: basis.rank }, from: "sameScore" as const,
  });

  const chooseTab = (next: SameScoreTab) => {
    scope.update({ tab: next });
    tabRefs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const i = SAME_SCORE_TABS.indexOf(tab);
    if (event.key === "ArrowRight") chooseTab(SAME_SCORE_TABS[(i + 1) % SAME_SCORE_TABS.length]!);
    else if (event.key === "ArrowLeft") chooseTab(SAME_SCORE_TABS[(i + SAME_SCORE_TABS.length - 1) % SAME_SCORE_TABS.length]!);
    else return;
    event.preventDefault();
  };

  return (
    <div className="page flex flex-col gap-4" data-screen="same-score">
      <div>
        <h1 className="page__title mb-1">{t("route.sameScore")}</h1>
        <p className="muted">{t("same.intro")}</p>
      </div>
      <Statement t={t} />
      <ScopeForm t={t} scope={scope}>
        {(picked) => picked && (
          <section aria-labelledby="same-results" className={CARD} data-part="results">
            <h2 id="same-results" className="mb-3 text-lg font-bold">{t("same.results.title")}</h2>
            <div role="tablist" aria-label={t("same.tabs")} className="mb-3 flex flex-wrap gap-1 border-b border-[var(--color-line)]" onKeyDown={onTabKey}>
              {SAME_SCORE_TABS.map((id) => (
                <button key={id} ref={(el) => { tabRefs.current[id] = el; }} type="button" role="tab" id={`same-tab-${id}`} aria-selected={tab === id} aria-controls="same-panel" tabIndex={tab === id ? 0 : -1}
                  className={`px-3 py-2 ${tab === id ? "font-bold shadow-[inset_0_-3px_0_var(--primary-strong)]" : ""}`} onClick={() => chooseTab(id)}>
                  {t(`same.tab.${id}` as PortalKey)}
                </button>
              ))}
            </div>
            <div role="tabpanel" id="same-panel" aria-labelledby={`same-tab-${tab}`} tabIndex={0} aria-live="polite">
              <SameAnswer t={t} lang={lang} scope={scope} answer={answer} retry={retry}>
                {(data, basis) => {
                  const year = basis.scope.year;
                  return (
                    <>
                      {tab === "college" && <Colleges t={t} data={data as CollegeAnswer} year={year} lang={lang} page={page} setPage={setPage}
                        action={(row) => row.collegeCode ? <TargetToggle want={{ college: row.collegeCode }} name={collegeText(row, lang)} /> : null}
                        unitAction={(row, unit) => <AddToForm t={t} className="px-2 py-0.5 text-sm" target={addTarget(row, unit, basis)} />} />}
                      {tab === "major" && <Majors t={t} data={data as MajorAnswer} year={year} lang={lang} page={page} setPage={setPage} />}
                      {tab === "city" && <Cities t={t} data={data as CityAnswer} year={year} lang={lang} page={page} setPage={setPage} />}
                    </>
                  );
                }}
              </SameAnswer>
            </div>
          </section>
        )}
      </ScopeForm>
    </div>
  );
}
