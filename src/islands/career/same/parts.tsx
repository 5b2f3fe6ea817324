// What the career 同分去向 pages (/career/same-*) share: the lookup kept in the address (with the city of
// same-area-details), the frame — the plain statement that it is derived from published minimum ranks, the parent's
// read-only note, the score-or-rank form, links between the pages — and a paged same-score call.
import "@/lib/i18n/portal-career-same";
import "../parts";
import { useState, type ReactNode } from "react";
import type { SameScoreRequest } from "@/contracts/tongfqx";
import type { R } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { readSameCareerQuery, SAME_PAGES, sameCareerParams, sameHref, type SameCareerQuery } from "@/lib/rules/same-career";
import { useLoadable } from "@/islands/ui/useCall";
import type { Translate } from "@/islands/ui/useT";
import { refusable, type Refusable } from "@/islands/data-tools/parts";
import { findTarget } from "../plan-store";
import { CareerPage, Part, ReadOnlyNote, TargetToggle, usePlan } from "../parts";
import { Colleges, collegeText, ScopeForm, Statement, useFirstPage, useSameScope, type SameScope } from "@/islands/lines/same-parts";
import type { CollegeAnswer, SameScoreCollege } from "@/lib/api/lines";

/** The lookup of a career same-score page, with the city when the address names one. */
export const useCareerSameScope = () => useSameScope<SameCareerQuery>(readSameCareerQuery, sameCareerParams);
export type CareerSameScope = ReturnType<typeof useCareerSameScope>;

const NAV: [keyof typeof SAME_PAGES, PortalKey][] = [
  ["overview", "career.same.nav.overview"], ["colleges", "career.same.nav.colleges"], ["jobs", "career.same.nav.jobs"], ["areas", "career.same.nav.areas"],
];

/** Links between the four pages, each keeping the lookup. */
function SameNav({ t, query, current }: { t: Translate; query: SameCareerQuery; current: keyof typeof SAME_PAGES }) {
  return (
    <nav aria-label={t("career.same.nav")} className="flex flex-wrap gap-1 border-b border-[var(--color-line)]" data-same-nav>
      {NAV.map(([id, label]) => (
        <a key={id} href={sameHref(SAME_PAGES[id], query)} aria-current={current === id ? "page" : undefined}
          className={`px-2 py-2 no-underline sm:px-3 ${current === id ? "font-bold shadow-[inset_0_-3px_0_var(--primary-strong)]" : ""}`}>{t(label)}</a>
      ))}
    </nav>
  );
}

/** A career same-score page: title, what it is, the pages' links, the statement, the lookup form, then the results. */
export function SameFrame({ t, screen, title, intro, scope, current, resultsTitle, children }: {
  t: Translate;
  screen: string;
  title: string;
  intro: string;
  scope: CareerSameScope;
  current: keyof typeof SAME_PAGES;
  resultsTitle?: string;
  children: ReactNode;
}) {
  const plan = usePlan();
  return (
    <CareerPage screen={screen} title={title} intro={intro}>
      <SameNav t={t} query={scope.query} current={current === "area" ? "areas" : current} />
      {plan && !plan.editable && <ReadOnlyNote t={t} />}
      <Statement t={t} />
      <ScopeForm t={t} scope={scope}>
        {(picked) => picked && <Part id="same-results" title={resultsTitle ?? t("career.same.results")}><div aria-live="polite">{children}</div></Part>}
      </ScopeForm>
    </CareerPage>
  );
}

/** One paged same-score call for the scope (and `extra`, such as the city), back to page 1 whenever the lookup changes. */
export function useSamePages<A>(name: string, scope: SameScope, call: (body: SameScoreRequest) => Promise<R<A>>, size: number, extra?: Partial<SameScoreRequest> | null) {
  const [page, setPage] = useState(1);
  const body: SameScoreRequest | null = scope.body && extra !== null ? { ...scope.body, ...extra, current: page, size } : null;
  const [answer, retry] = useLoadable<Refusable<R<A>>>([name, JSON.stringify(body)], () => refusable(call(body!)), body !== null);
  useFirstPage(scope, setPage, JSON.stringify(extra));
  return { page, setPage, answer, retry };
}

/** How many of the things on the page are already the student's targets. */
export function TargetsHere({ t, wants }: { t: Translate; wants: { college?: string; profession?: string }[] }) {
  const plan = usePlan();
  if (!plan) return null;
  const n = wants.filter((want) => findTarget(plan.targets, want)).length;
  return <p className="m-0 mb-2 text-sm" data-targets-here={n}>{n > 0 ? t("career.same.targetsHere", { n }) : t("career.same.noTargetsHere")}</p>;
}

/** A college or profession's target button, with the "target" mark beside it once it is one (a parent sees the mark alone). */
export function TargetButton({ t, want, name }: { t: Translate; want: { college?: string; profession?: string }; name: string }) {
  const plan = usePlan();
  const marked = plan?.editable && findTarget(plan.targets, want);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {marked && <span className="tag" data-target-state="set">{t("career.target.isTarget")}</span>}
      <TargetToggle want={want} name={name} />
    </span>
  );
}

/** The end of a college's row: its target button, or why it cannot be a target. */
export function CollegeTarget({ t, row, lang }: { t: Translate; row: SameScoreCollege; lang: "zh" | "en" }) {
  if (!row.collegeCode) return <span className="muted max-w-56 text-xs">{t("career.same.noCode")}</span>;
  return <TargetButton t={t} want={{ college: row.collegeCode }} name={collegeText(row, lang)} />;
}

/** Colleges near the rank, each with its target button, under a line saying how many are already targets. */
export function TargetColleges({ t, lang, data, year, page, setPage }: { t: Translate; lang: "zh" | "en"; data: CollegeAnswer; year: number; page: number; setPage(n: number): void }) {
  return (
    <>
      <TargetsHere t={t} wants={data.records.filter((r) => r.collegeCode).map((r) => ({ college: r.collegeCode! }))} />
      <Colleges t={t} data={data} year={year} lang={lang} page={page} setPage={setPage} action={(row) => <CollegeTarget t={t} row={row} lang={lang} />} />
    </>
  );
}
