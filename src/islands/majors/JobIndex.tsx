// Professions /wel/job/index (portal.md §2; §7 zhaunye/query-profession-tree, zhaunye/list-by-page {hits, pageIndex 1,
// pageSize 10}): the category tree (大类 → 中类) to filter by, a name search, order by code or by views, and the paged
// list with each profession's related majors. Category, search, order and page stay in the address.
import "@/lib/i18n/portal-majors";
import "@/islands/shell/boot";
import { useId, useState, type SubmitEvent, type ReactNode } from "react";
import { fetchProfessionTree, majorLoads, type ProfessionRow } from "@/lib/api/majors";
import type { Page } from "@/lib/http/envelope";
import { countAtDepth, findNode, isProfessionCode, levelLabelKey, professionHref, PROFESSION_PAGE_INDEX, type TreeNode } from "@/lib/rules/majors";
import { cleanKeyword } from "@/lib/rules/keyword";
import { PANEL } from "@/islands/pages/shared";
import { useT } from "@/islands/ui/useT";
import { MajorName, ProfessionDescription, ProfessionName, readQuery, replaceQuery } from "./common";
import { professionName, textLang } from "@/lib/rules/display-name";
import { useLoadable, type Loadable } from "@/islands/ui/useCall";
import { Pager } from "@/islands/ui/Pager";
import { majorHref } from "@/lib/portal/links";
import { Loaded } from "@/islands/ui/Loaded";

type Sort = "code" | "hits";

export default function JobIndex() {
  const { t, lang } = useT();
  const [category, setCategory] = useState(() => (isProfessionCode(readQuery("category")) ? readQuery("category") : ""));
  const [draft, setDraft] = useState(() => cleanKeyword(readQuery("q")));
  const [keyword, setKeyword] = useState(draft);
  const [sort, setSort] = useState<Sort>(() => (readQuery("sort") === "hits" ? "hits" : "code"));
  const [page, setPage] = useState(() => Math.max(PROFESSION_PAGE_INDEX, Number.parseInt(readQuery("page"), 10) || PROFESSION_PAGE_INDEX));
  const [tree, retryTree] = useLoadable(["fetchProfessionTree", "tree"], () => fetchProfessionTree().then((answer) => answer.data ?? []));
  const [list, retryList] = useLoadable(...majorLoads.professions({ parentCode: category || undefined, keyword, hits: sort === "hits", pageIndex: page }));
  const searchId = useId();
  const sortId = useId();
  const [showCategories, setShowCategories] = useState(false);

  const go = (next: { category?: string; keyword?: string; sort?: Sort; page?: number }) => {
    const c = next.category ?? category;
    const k = next.keyword ?? keyword;
    const s = next.sort ?? sort;
    const p = next.page ?? PROFESSION_PAGE_INDEX;
    setCategory(c);
    setKeyword(k);
    setSort(s);
    setPage(p);
    replaceQuery({ category: c || null, q: k || null, sort: s === "hits" ? "hits" : null, page: p > 1 ? p : null });
  };
  const search = (event: SubmitEvent) => {
    event.preventDefault();
    const next = cleanKeyword(draft);
    setDraft(next);
    go({ keyword: next });
  };
  const categoryNode = category && tree.state === "ready" ? findNode(tree.data, category) : undefined;
  const categoryName = category && tree.state === "ready" ? (categoryNode ? professionName(categoryNode, lang) : category) : "";

  return (
    <div className="page flex flex-col gap-4">
      <div>
        <h1 className="page__title mb-1">{t("route.jobs")}</h1>
        <p className="muted m-0">{t("jobs.intro")}</p>
      </div>

      <div className="grid items-start gap-4 md:grid-cols-[17rem_minmax(0,1fr)]">
        <div className={PANEL}>
          <button
            type="button"
            className="btn w-full justify-between md:hidden"
            aria-expanded={showCategories}
            aria-controls="job-categories"
            onClick={() => setShowCategories((open) => !open)}
          >
            <span>{categoryName ? t("jobs.categories.current", { name: categoryName }) : t("jobs.categories")}</span>
            <span aria-hidden="true">{showCategories ? "▲" : "▼"}</span>
          </button>
          <nav id="job-categories" aria-labelledby="job-categories-heading" className={`${showCategories ? "" : "hidden"} mt-3 md:mt-0 md:block`}>
            <h2 id="job-categories-heading" className="mb-2 text-base">{t("jobs.categories")}</h2>
            <Loaded load={tree} retry={retryTree}>
              {(roots) => <CategoryTree roots={roots} current={category} choose={(code) => go({ category: code })} />}
            </Loaded>
          </nav>
        </div>

        <div className="flex min-w-0 flex-col gap-3">
          <div className={`${PANEL} flex flex-col gap-3 sm:flex-row sm:items-end`}>
            <form role="search" aria-label={t("jobs.search.label")} className="flex min-w-0 flex-1 flex-col gap-1" onSubmit={search}>
              <label htmlFor={searchId} className="text-sm font-semibold">{t("jobs.search.label")}</label>
              <div className="flex gap-2">
                <input id={searchId} type="search" className="field__input min-w-0 flex-1" value={draft} maxLength={50} placeholder={t("jobs.search.placeholder")} onChange={(event) => setDraft(event.target.value)} />
                <button type="submit" className="btn btn--primary shrink-0">{t("majors.search.submit")}</button>
                {keyword && (
                  <button type="button" className="btn shrink-0" onClick={() => { setDraft(""); go({ keyword: "" }); }}>{t("majors.search.clear")}</button>
                )}
              </div>
            </form>
            <div className="flex flex-col gap-1">
              <label htmlFor={sortId} className="text-sm font-semibold">{t("jobs.sort")}</label>
              <select id={sortId} className="field__input" value={sort} onChange={(event) => go({ sort: event.target.value as Sort })}>
                <option value="code">{t("jobs.sort.code")}</option>
                <option value="hits">{t("jobs.sort.hits")}</option>
              </select>
            </div>
          </div>

          <section aria-labelledby="job-list-heading" className={PANEL}>
            <h2 id="job-list-heading" className="mb-1 text-lg">
              {categoryName ? (lang === "en" ? <span lang={textLang(categoryName, lang)}>{categoryName}</span> : categoryName) : t("jobs.category.all")}
            </h2>
            <ProfessionList list={list} retry={retryList} keyword={keyword} page={page} go={(p) => go({ page: p })} />
          </section>
        </div>
      </div>
    </div>
  );
}

function CategoryTree({ roots, current, choose }: { roots: TreeNode[]; current: string; choose(code: string): void }) {
  const { t, lang } = useT();
  const item = (code: string, label: ReactNode, count: number, strong = false) => (
    <button
      type="button"
      className={`flex w-full cursor-pointer items-baseline gap-2 rounded-md px-2 py-1 text-left hover:bg-[var(--primary-9)] ${current === code ? "bg-[var(--primary-strong)] text-white hover:bg-[var(--primary-strong)]" : ""} ${strong ? "font-semibold" : ""}`}
      aria-pressed={current === code}
      onClick={() => choose(code)}
    >
      <span className="min-w-0 flex-1">{label}</span>
      <span className={`text-xs ${current === code ? "text-white" : "text-[#4b5563]"}`}>{count}</span>
    </button>
  );
  return (
    <ul className="flex flex-col gap-1 text-sm" data-job-categories>
      <li>{item("", t("jobs.category.all"), countAtDepth(roots, 3), true)}</li>
      {roots.map((root) => (
        <li key={root.code}>
          {item(root.code, <ProfessionName node={root} lang={lang} />, countAtDepth(root.children, 2), true)}
          <ul className="ml-3 mt-1 flex flex-col gap-0.5 border-l border-[var(--color-line)] pl-2">
            {root.children.map((mid) => (
              <li key={mid.code}>{item(mid.code, <ProfessionName node={mid} lang={lang} />, mid.children.length)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function ProfessionList({ list, retry, keyword, page, go }: { list: Loadable<Page<ProfessionRow> | undefined>; retry(): void; keyword: string; page: number; go(page: number): void }) {
  const { t, lang } = useT();
  return (
    <Loaded load={list} retry={retry}>
      {(data) => {
        const rows = data?.records ?? [];
        return (
          <>
            <p className="muted mt-0 text-sm" role="status">
              {keyword ? t("jobs.list.totalFor", { total: data?.total ?? 0, keyword }) : t("jobs.list.total", { total: data?.total ?? 0 })}
            </p>
            {rows.length === 0 ? (
              <p className="muted">{t("jobs.list.empty")}</p>
            ) : (
              <ul className="flex flex-col" data-professions>
                {rows.map((row) => (
                  <li key={row.code} className="border-b border-[var(--color-line)] py-3 last:border-b-0" data-profession={row.code}>
                    <h3 className="m-0 flex flex-wrap items-baseline gap-x-2 text-base">
                      <a href={professionHref(row.code)}><ProfessionName node={row} lang={lang} /></a>
                      <span className="muted text-sm font-normal">{row.code}</span>
                      {row.isFavorite && <span className="tag">{t("favourite.on")}</span>}
                    </h3>
                    {row.description && <p className="m-0 mt-1 text-sm"><ProfessionDescription node={row} lang={lang} /></p>}
                    {row.majors.length > 0 && (
                      <p className="m-0 mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
                        <span className="muted">{t("jobs.list.majors")}</span>
                        {row.majors.map((major) => (
                          <a key={`${major.level}${major.code}`} href={majorHref(major.code)}>
                            <MajorName node={major} lang={lang} />
                            <span className="sr-only"> ({t(levelLabelKey(major.level))})</span>
                          </a>
                        ))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {data && <Pager numbered className="mt-4" current={data.current || page} pages={data.pages} onPage={go} />}
          </>
        );
      }}
    </Loaded>
  );
}
