// Pieces the target pickers share (目标百科, 选院校/专业/职业, 职业列表): the page frame with the parent's read-only
// note and the student's targets at a glance, a tag on what is already a target, and the profession filters (category
// and name, kept in the address) that both profession pages use.
import "@/lib/i18n/portal-career-pickers";
import "@/lib/i18n/portal-majors";
import "../parts";
import { useId, useState, type SubmitEvent, type ReactNode } from "react";
import { fetchProfessionTree, majorLoads, type ProfessionRow } from "@/lib/api/majors";
import type { Page } from "@/lib/http/envelope";
import { isProfessionCode, PROFESSION_PAGE_INDEX, type TreeNode } from "@/lib/rules/majors";
import { cleanKeyword } from "@/lib/rules/keyword";
import { PANEL } from "@/islands/pages/shared";
import { useT, type Translate } from "@/islands/ui/useT";
import { ProfessionDescription, ProfessionName, readQuery, replaceQuery } from "@/islands/majors/common";
import { professionName } from "@/lib/rules/display-name";
import { useLoadable, type Loadable } from "@/islands/ui/useCall";
import { Pager } from "@/islands/ui/Pager";
import { professionHref } from "@/lib/portal/links";
import { findTarget } from "../plan-store";
import { CareerPage, ReadOnlyNote, usePlan } from "../parts";
import { Loaded } from "@/islands/ui/Loaded";

/** A picker page: its title and intro, a parent's read-only note, how many targets the student has and the way to them. */
export function PickerPage({ screen, title, intro, children }: { screen: string; title: string; intro: string; children: ReactNode }) {
  const { t } = useT();
  const plan = usePlan();
  const aside = plan && (
    <p className="m-0 flex flex-wrap items-center gap-2 text-sm" data-target-count={plan.targets.length}>
      <span>{t("career.pickers.count", { n: plan.targets.length })}</span>
      <a href="/career/target" className="btn no-underline">{t("route.target")}</a>
      {screen !== "target-encyc" && <a href="/career/target-encyc" className="btn no-underline">{t("route.targetEncyc")}</a>}
    </p>
  );
  return (
    <CareerPage screen={screen} title={title} intro={intro} aside={aside}>
      {plan && !plan.editable && (
        <div data-parent-note>
          <ReadOnlyNote t={t} />
          {screen !== "target-encyc" && <p className="muted m-0 mt-1 text-sm">{t("career.pickers.parentNoAdd")}</p>}
        </div>
      )}
      {children}
    </CareerPage>
  );
}

/** "已是目标" beside something the student already has as a target (the parent's view shows it through TargetToggle). */
export function IsTargetTag({ want }: { want: { college?: string; major?: string; profession?: string } }) {
  const { t } = useT();
  const plan = usePlan();
  if (!plan?.editable || !findTarget(plan.targets, want)) return null;
  return <span className="tag" data-is-target>{t("career.target.isTarget")}</span>;
}

// ---------------------------------------------------------------- professions: category + name, in the address

export interface ProfessionView { category: string; keyword: string; page: number }

/** The profession filters the address holds (?category=&q=&page=), the list they select, and a way to change them. */
export function useProfessions(): { view: ProfessionView; go(next: Partial<ProfessionView>): void; tree: Loadable<TreeNode[]>; retryTree(): void; list: Loadable<Page<ProfessionRow> | undefined>; retryList(): void } {
  const [view, setView] = useState<ProfessionView>(() => ({
    category: isProfessionCode(readQuery("category")) ? readQuery("category") : "",
    keyword: cleanKeyword(readQuery("q")),
    page: Math.max(PROFESSION_PAGE_INDEX, Number.parseInt(readQuery("page"), 10) || PROFESSION_PAGE_INDEX),
  }));
  const [tree, retryTree] = useLoadable(["fetchProfessionTree", "tree"], () => fetchProfessionTree().then((answer) => answer.data ?? []));
  const [list, retryList] = useLoadable(...majorLoads.professions({ parentCode: view.category || undefined, keyword: view.keyword, pageIndex: view.page }));
  const go = (next: Partial<ProfessionView>) => {
    const merged = { ...view, page: PROFESSION_PAGE_INDEX, ...next };
    setView(merged);
    replaceQuery({ category: merged.category || null, q: merged.keyword || null, page: merged.page > 1 ? merged.page : null });
  };
  return { view, go, tree, retryTree, list, retryList };
}

/** Category (大类 and 中类 in one list) and a name search. */
export function ProfessionFilters({ view, go, tree, retryTree, t }: { view: ProfessionView; go(next: Partial<ProfessionView>): void; tree: Loadable<TreeNode[]>; retryTree(): void; t: Translate }) {
  const { lang } = useT();
  const [draft, setDraft] = useState(view.keyword);
  const searchId = useId();
  const categoryId = useId();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const keyword = cleanKeyword(draft);
    setDraft(keyword);
    go({ keyword });
  };
  return (
    <div className={`${PANEL} flex flex-col gap-3 md:flex-row md:items-end`}>
      <div className="flex min-w-0 flex-col gap-1 md:w-80">
        <label htmlFor={categoryId} className="text-sm font-semibold">{t("career.pickers.category")}</label>
        <Loaded load={tree} retry={retryTree}>
          {(roots) => (
            <select id={categoryId} className="field__input" value={view.category} onChange={(event) => go({ category: event.target.value })} data-category-select>
              <option value="">{t("career.pickers.allCategories")}</option>
              {roots.map((root) => (
                <optgroup key={root.code} label={professionName(root, lang)}>
                  <option value={root.code}>{t("career.pickers.wholeCategory", { name: professionName(root, lang) })}</option>
                  {root.children.map((mid) => <option key={mid.code} value={mid.code}>{professionName(mid, lang)}</option>)}
                </optgroup>
              ))}
            </select>
          )}
        </Loaded>
      </div>
      <form role="search" aria-label={t("career.pickers.jobSearch")} className="flex min-w-0 flex-1 flex-col gap-1" onSubmit={submit}>
        <label htmlFor={searchId} className="text-sm font-semibold">{t("career.pickers.jobSearch")}</label>
        <div className="flex gap-2">
          <input id={searchId} type="search" className="field__input min-w-0 flex-1" value={draft} maxLength={50} placeholder={t("jobs.search.placeholder")} onChange={(event) => setDraft(event.target.value)} />
          <button type="submit" className="btn btn--primary shrink-0">{t("majors.search.submit")}</button>
          {view.keyword && <button type="button" className="btn shrink-0" onClick={() => { setDraft(""); go({ keyword: "" }); }}>{t("majors.search.clear")}</button>}
        </div>
      </form>
    </div>
  );
}

/** How many professions the filters found, for a status line. */
function professionTotal(t: Translate, view: ProfessionView, data: Page<ProfessionRow> | undefined): string {
  const total = data?.total ?? 0;
  return view.keyword ? t("jobs.list.totalFor", { total, keyword: view.keyword }) : t("jobs.list.total", { total });
}

/** The found professions, paged: each linked to its page with its code, description and what the page adds (`more`, `side`). */
export function ProfessionResults({ view, go, list, retryList, action, more, side }: {
  view: ProfessionView; go(next: Partial<ProfessionView>): void; list: Loadable<Page<ProfessionRow> | undefined>; retryList(): void;
  action?: ReactNode; more?(row: ProfessionRow): ReactNode; side?(row: ProfessionRow): ReactNode;
}) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="profession-results" className={PANEL}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="profession-results" className="m-0 text-lg">{t("career.pickers.results")}</h2>
        {action}
      </div>
      <Loaded load={list} retry={retryList}>
        {(data) => (
          <>
            <p className="muted mt-0 text-sm" role="status">{professionTotal(t, view, data)}</p>
            {(data?.records.length ?? 0) === 0 ? <p className="muted">{t("jobs.list.empty")}</p> : (
              <ul className="flex flex-col" data-professions>
                {data!.records.map((row) => (
                  <li key={row.code} className="flex flex-wrap items-center justify-between gap-2 border-b border-[var(--color-line)] py-3 last:border-b-0" data-profession={row.code}>
                    <div className="min-w-0 flex-1 basis-60">
                      <h3 className="m-0 flex flex-wrap items-baseline gap-x-2 text-base">
                        <a href={professionHref(row.code)}><ProfessionName node={row} lang={lang} /></a>
                        <span className="muted text-sm font-normal">{row.code}</span>
                        <IsTargetTag want={{ profession: row.code }} />
                      </h3>
                      {row.description && <p className="m-0 mt-1 text-sm"><ProfessionDescription node={row} lang={lang} /></p>}
                      {more?.(row)}
                    </div>
                    {side?.(row)}
                  </li>
                ))}
              </ul>
            )}
            {data && <Pager numbered className="mt-4" current={data.current || view.page} pages={data.pages} onPage={(page) => go({ page })} />}
          </>
        )}
      </Loaded>
    </section>
  );
}
