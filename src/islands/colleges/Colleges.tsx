// The college query /wel/colleges/index (portal.md §2): keyword, province, category, nature type, 985/211/双一流/强基,
// 本科/专科 filters, sorting and paging, all kept in the address; one list-by-page call per view (its briefs carry
// isFavorite, so following needs no second call). Each college opens its school page, can be followed, and can be
// ticked for the comparison (/wel/contrast).
import "@/lib/i18n/portal-colleges";
import "@/lib/i18n/portal-pages";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent, type ReactNode } from "react";
import { fetchColleges } from "@/lib/api/colleges";
import { RESOURCE, type CollegeBrief } from "@/lib/api/favourites";
import type { Page } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import {
  activeFilterCount,
  CATEGORIES,
  CONTRAST_MAX,
  contrastHref,
  DEFAULT_FILTER,
  FEATURES,
  filterFromQuery,
  filterToQuery,
  filterToRequest,
  LEVELS,
  NATURE_TYPES,
  PAGE_SIZES,
  schoolHref,
  SORTS,
  toggleContrast,
  withFilter,
  type CollegeFilter,
  type Feature,
  type Level,
  type Sort,
} from "@/lib/rules/colleges";
import { cleanKeyword } from "@/lib/rules/keyword";
import { departmentName, displayName, displayNameLang } from "@/lib/rules/display-name";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import { useT, type Translate } from "@/islands/ui/useT";
import { $contrast, setContrast } from "./contrast-store";
import type { LineProvince } from "@/contracts/yuanxiao";
import { BOX, ITEM, Announcer, categoryText, CollegeEmblem, FeatureTags, featureText, levelText, natureText, placeText, ProvinceLineNote } from "./parts";
import { FollowButton } from "@/islands/ui/FollowButton";
import { Pager } from "@/islands/ui/Pager";
import { SampleNote, SampleTag } from "@/islands/ui/SampleData";
import { kept } from "@/islands/ui/Kept";
import { useKeptCall } from "@/islands/ui/useCall";

const LEVEL_KEYS: Record<Level, PortalKey> = { 本科: "colleges.level.ben", 专科: "colleges.level.zhuan" };
const SORT_KEYS: Record<Sort, PortalKey> = { default: "colleges.sort.default", hits: "colleges.sort.hits", code: "colleges.sort.code" };

function currentFilter(): CollegeFilter {
  return filterFromQuery(location.search);
}

export default function Colleges() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState<CollegeFilter>(currentFilter);
  // What the reader followed or unfollowed here, over what the list says (the server said yes to each).
  const [followed, setFollowed] = useState<Record<string, boolean>>({});
  const [message, setMessage] = useState("");
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  // One call per view; an answer that arrives after a newer request is dropped. The last results stay on screen
  // (dimmed, aria-busy) until the new ones arrive.
  const request = filterToRequest(filter);
  const { data: answer, loading, failed, retry } = useKeptCall(["colleges", JSON.stringify(request)], () => fetchColleges(request, { quiet: true }));
  const page: (Page<CollegeBrief> & { lineProvince?: LineProvince }) | null = answer?.data ?? null;
  const sample = answer?.sample === true;
  useEffect(() => {
    if (loading || !moveFocus.current) return;
    moveFocus.current = false;
    resultsHeading.current?.focus();
  }, [loading]);

  // Back and forward walk through earlier filters.
  useEffect(() => {
    const onPop = () => setFilter(currentFilter());
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);

  const apply = useCallback((next: CollegeFilter, focusResults = false) => {
    const query = filterToQuery(next);
    history.pushState(null, "", `${location.pathname}${query ? `?${query}` : ""}`);
    moveFocus.current = focusResults;
    setFilter(next);
  }, []);

  const status = loading ? t("pages.loading") : failed || !page ? "" : page.total ? t("colleges.count", { n: page.total, page: page.current, pages: page.pages }) : t("colleges.countNone");

  return (
    <div className="page flex flex-col gap-4">
      <h1 className="page__title mb-0">{t("route.colleges")}</h1>
      <Filters filter={filter} apply={apply} t={t} />

      <section aria-labelledby="college-results" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="college-results" ref={resultsHeading} tabIndex={-1} className="text-lg">{t("colleges.results")}</h2>
            <p role="status" className="muted text-sm" data-college-count={loading ? "" : page?.total ?? ""}>
              {status}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField label={t("colleges.sort")} value={filter.sort} onChange={(value) => apply({ ...filter, sort: value as Sort, page: 1 })}>
              {SORTS.map((sort) => <option key={sort} value={sort}>{t(SORT_KEYS[sort])}</option>)}
            </SelectField>
            <SelectField label={t("colleges.pageSize")} value={String(filter.size)} onChange={(value) => apply({ ...filter, size: Number(value), page: 1 })}>
              {PAGE_SIZES.map((size) => <option key={size} value={size}>{t("colleges.perPage", { n: size })}</option>)}
            </SelectField>
          </div>
        </div>

        {failed && (
          <p role="alert" className="flex flex-wrap items-center gap-2">
            <span>{t("pages.loadFailed")}</span>
            <button type="button" className="btn" onClick={retry}>{t("pages.retry")}</button>
          </p>
        )}

        {!failed && page && page.records.length === 0 && (
          <div className={`${BOX} flex flex-wrap items-center gap-3`}>
            {page.total > 0 ? (
              <>
                <p className="m-0">{t("colleges.pageEmpty")}</p>
                <button type="button" className="btn" onClick={() => apply({ ...filter, page: 1 }, true)}>{t("colleges.firstPage")}</button>
              </>
            ) : (
              <>
                <p className="m-0">{t("colleges.empty")}</p>
                <button type="button" className="btn" onClick={() => apply({ ...DEFAULT_FILTER, features: [] })}>{t("colleges.reset")}</button>
              </>
            )}
          </div>
        )}

        {!failed && sample && <SampleNote />}
        {!failed && page && page.records.length > 0 && (
          <ul className={`flex flex-col gap-3 transition-opacity ${loading ? "opacity-60" : ""}`} aria-busy={loading} data-college-list>
            {page.records.map((college) => (
              <CollegeRow
                key={college.collegeCode}
                college={college}
                isFavorite={followed[college.collegeCode] ?? Boolean(college.isFavorite)}
                onFollow={(next, before) => {
                  setFollowed((map) => ({ ...map, [college.collegeCode]: next }));
                  if (next !== before) setMessage(t(next ? "colleges.followedNow" : "colleges.unfollowedNow", { name: displayName(college, lang) }));
                }}
                announce={setMessage}
                lineProvince={page.lineProvince}
                t={t}
                lang={lang}
              />
            ))}
          </ul>
        )}

        {!failed && page && (
          <Pager
            current={page.current}
            pages={page.pages}
            numbered
            href={(n) => {
              const query = filterToQuery({ ...filter, page: n });
              return `${location.pathname}${query ? `?${query}` : ""}`;
            }}
            onPage={(n) => apply({ ...filter, page: n }, true)}
          />
        )}
      </section>

      <ContrastTray t={t} />
      <Announcer message={message} />
    </div>
  );
}

function SelectField({ label, value, onChange, children }: { label: string; value: string; onChange(value: string): void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="field mb-0 min-w-0">
      <label htmlFor={id} className="field__label">{label}</label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function Filters({ filter, apply, t }: { filter: CollegeFilter; apply(next: CollegeFilter): void; t: Translate }) {
  const [keyword, setKeyword] = useState(filter.keyword);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const keywordId = useId();
  useEffect(() => setKeyword(filter.keyword), [filter.keyword]);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    apply(withFilter(filter, { keyword: cleanKeyword(keyword) }));
  };
  const set = (change: Partial<Omit<CollegeFilter, "page">>) => apply(withFilter(filter, change));
  const count = activeFilterCount(filter);
  const toggleFeature = (tag: Feature, on: boolean) => set({ features: FEATURES.filter((f) => (f === tag ? on : filter.features.includes(f))) });

  return (
    <section aria-labelledby={`${panelId}-h`} className={`${BOX} flex flex-col gap-3`}>
      <h2 id={`${panelId}-h`} className="sr-only">{t("colleges.filters")}</h2>
      <form role="search" aria-label={t("colleges.searchForm")} className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <div className="field mb-0 min-w-0 flex-[1_1_14rem]">
          <label htmlFor={keywordId} className="field__label">{t("colleges.keyword")}</label>
          <input id={keywordId} type="search" className="field__input" value={keyword} maxLength={50} placeholder={t("colleges.keywordHint")} onChange={(event) => setKeyword(event.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary">{t("colleges.search")}</button>
        <button type="button" className="btn md:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {count ? t("colleges.filtersCount", { n: count }) : t("colleges.filters")}
        </button>
      </form>

      <div id={panelId} className={`${open ? "grid" : "hidden"} gap-3 md:grid md:grid-cols-2 lg:grid-cols-4`} data-filters>
        <SelectField label={t("colleges.province")} value={filter.province} onChange={(province) => set({ province })}>
          <option value="">{t("colleges.all")}</option>
          {MAINLAND_CODES.map((code) => <option key={code} value={code}>{t(`province.${code}` as PortalKey)}</option>)}
        </SelectField>
        <SelectField label={t("colleges.category")} value={filter.category} onChange={(category) => set({ category })}>
          <option value="">{t("colleges.all")}</option>
          {CATEGORIES.map(([value, key]) => <option key={value} value={value}>{t(`colleges.category.${key}`)}</option>)}
        </SelectField>
        <SelectField label={t("colleges.natureType")} value={filter.natureType} onChange={(natureType) => set({ natureType })}>
          <option value="">{t("colleges.all")}</option>
          {NATURE_TYPES.map(([value, key]) => <option key={value} value={value}>{t(`colleges.natureType.${key}`)}</option>)}
        </SelectField>
        <SelectField label={t("colleges.level")} value={filter.level} onChange={(level) => set({ level: level as Level | "" })}>
          <option value="">{t("colleges.all")}</option>
          {LEVELS.map((level) => <option key={level} value={level}>{t(LEVEL_KEYS[level])}</option>)}
        </SelectField>
        <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 border-0 p-0 md:col-span-2 lg:col-span-4">
          <legend className="field__label mb-1">{t("colleges.features")}</legend>
          {FEATURES.map((tag) => (
            <label key={tag} className="flex items-center gap-1.5">
              <input type="checkbox" className="size-4" checked={filter.features.includes(tag)} onChange={(event) => toggleFeature(tag, event.target.checked)} />
              {featureText(tag, t)}
            </label>
          ))}
          {(count > 0 || filter.keyword) && (
            <button type="button" className="btn ml-auto" onClick={() => apply({ ...DEFAULT_FILTER, features: [], sort: filter.sort, size: filter.size })}>{t("colleges.reset")}</button>
          )}
        </fieldset>
      </div>
    </section>
  );
}

function CollegeRow({ college, isFavorite, onFollow, announce, lineProvince, t, lang }: { college: CollegeBrief; isFavorite: boolean; onFollow(next: boolean, before: boolean): void; announce(message: string): void; lineProvince: LineProvince | undefined; t: Translate; lang: "zh" | "en" }) {
  const contrast = useStore($contrast);
  const code = college.collegeCode;
  const picked = contrast.includes(code);
  const full = !picked && contrast.length >= CONTRAST_MAX;
  const facts = [placeText(college, t, lang), categoryText(college.category, t), natureText(college.natureType, t), levelText(college.level, t)].filter(Boolean);
  return (
    <li className={`${ITEM} flex flex-wrap items-start gap-3 sm:flex-nowrap`} data-college={code}>
      <CollegeEmblem college={college} size={56} />
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <a href={schoolHref(code)} lang={displayNameLang(college, lang)}>{displayName(college, lang)}</a>
          {college.sample && <SampleTag />}
        </h3>
        <p className="muted text-sm">{kept(facts.join(" · "))}</p>
        {college.belong && <p className="text-sm">{t("colleges.belongValue", { belong: departmentName(college.belong, lang) })}</p>}
        <FeatureTags feature={college.feature} className="mt-1" />
        <ProvinceLineNote code={code} line={college.provinceLine} province={lineProvince} />
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto sm:flex-col sm:items-end">
        <FollowButton type={RESOURCE.college} code={code} name={displayName(college, lang)} isFavorite={isFavorite} onChange={(next) => onFollow(next, isFavorite)} />
        <label className={`flex items-center gap-1.5 text-sm ${full ? "muted" : ""}`}>
          <input
            type="checkbox"
            className="size-4"
            checked={picked}
            disabled={full}
            data-compare={code}
            onChange={() => {
              const change = toggleContrast(contrast, code);
              setContrast(change.codes);
              announce(t(change.outcome === "removed" ? "contrast.removed" : "contrast.added", { name: displayName(college, lang), n: change.codes.length, max: CONTRAST_MAX }));
            }}
          />
          {t("contrast.pick")}
          <span className="sr-only">{displayName(college, lang)}</span>
        </label>
      </div>
    </li>
  );
}

/** What is ticked for comparison, with the way there: sticks to the bottom of the screen while any is ticked. */
function ContrastTray({ t }: { t: Translate }) {
  const codes = useStore($contrast);
  if (codes.length === 0) return null;
  return (
    <aside aria-label={t("contrast.tray")} className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-[var(--color-line)] bg-white px-4 py-2 shadow-lg">
      <span className="text-sm">{t("contrast.trayCount", { n: codes.length, max: CONTRAST_MAX })}</span>
      {codes.length < 2 && <span className="muted text-sm">{t("contrast.needTwo")}</span>}
      <span className="ml-auto flex gap-2">
        <button type="button" className="btn" onClick={() => setContrast([])}>{t("contrast.clear")}</button>
        {codes.length >= 2 ? (
          <a className="btn btn--primary" href={contrastHref(codes)}>{t("contrast.go")}</a>
        ) : (
          <a className="btn" href={contrastHref(codes)}>{t("contrast.open")}</a>
        )}
      </span>
    </aside>
  );
}
