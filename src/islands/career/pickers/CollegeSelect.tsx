// 选院校 /career/college-select: colleges found by name, province, level (本科/专科) and tags (985/211/双一流/强基),
// paged, with the filters and page in the address (the college query's own rules); each college shows the newest
// admission line in the student's province where one is held, and is one button from being a target or no longer one.
import "@/lib/i18n/portal-colleges";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import { fetchColleges } from "@/lib/api/colleges";
import type { PortalKey } from "@/lib/i18n/portal";
import { DEFAULT_FILTER, FEATURES, filterFromQuery, filterToQuery, filterToRequest, LEVELS, schoolHref, withFilter, type CollegeFilter, type Feature, type Level } from "@/lib/rules/colleges";
import { cleanKeyword } from "@/lib/rules/keyword";
import { displayName, displayNameLang } from "@/lib/rules/display-name";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import { PANEL } from "@/islands/pages/shared";
import { useLoadable } from "@/islands/ui/useCall";
import { useT } from "@/islands/ui/useT";
import { CollegeEmblem, FeatureTags, featureText, levelText, placeText, ProvinceLineNote, categoryText } from "@/islands/colleges/parts";
import { Pager } from "@/islands/ui/Pager";
import { SampleTag } from "@/islands/ui/SampleData";
import { TargetToggle } from "../parts";
import { IsTargetTag, PickerPage } from "./parts";
import { Loaded } from "@/islands/ui/Loaded";

const hrefOf = (filter: CollegeFilter) => {
  const query = filterToQuery(filter);
  return `${location.pathname}${query ? `?${query}` : ""}`;
};

export default function CollegeSelect() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState<CollegeFilter>(() => filterFromQuery(location.search));
  const [draft, setDraft] = useState(filter.keyword);
  const [answer, retry] = useLoadable(["fetchColleges", filterToQuery(filter)], () => fetchColleges(filterToRequest(filter), { quiet: true }).then((a) => a.data));
  const ids = { keyword: useId(), province: useId(), level: useId() };
  useEffect(() => setDraft(filter.keyword), [filter.keyword]);

  const apply = (next: CollegeFilter) => {
    history.replaceState(history.state, "", hrefOf(next));
    setFilter(next);
  };
  const set = (change: Partial<Omit<CollegeFilter, "page">>) => apply(withFilter(filter, change));
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    set({ keyword: cleanKeyword(draft) });
  };
  const toggleFeature = (tag: Feature, on: boolean) => set({ features: FEATURES.filter((f) => (f === tag ? on : filter.features.includes(f))) });

  return (
    <PickerPage screen="college-select" title={t("route.collegeSelect")} intro={t("career.pickers.collegeIntro")}>
      <section aria-labelledby="college-filters" className={`${PANEL} flex flex-col gap-3`}>
        <h2 id="college-filters" className="sr-only">{t("colleges.filters")}</h2>
        <form role="search" aria-label={t("colleges.searchForm")} className="flex flex-wrap items-end gap-2" onSubmit={submit}>
          <div className="field mb-0 min-w-0 flex-[1_1_14rem]">
            <label htmlFor={ids.keyword} className="field__label">{t("colleges.keyword")}</label>
            <input id={ids.keyword} type="search" className="field__input" value={draft} maxLength={50} placeholder={t("colleges.keywordHint")} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <button type="submit" className="btn btn--primary">{t("colleges.search")}</button>
        </form>
        <div className="grid gap-3 sm:grid-cols-2" data-filters>
          <div className="field mb-0 min-w-0">
            <label htmlFor={ids.province} className="field__label">{t("colleges.province")}</label>
            <select id={ids.province} className="field__input" value={filter.province} onChange={(event) => set({ province: event.target.value })}>
              <option value="">{t("colleges.all")}</option>
              {MAINLAND_CODES.map((code) => <option key={code} value={code}>{t(`province.${code}` as PortalKey)}</option>)}
            </select>
          </div>
          <div className="field mb-0 min-w-0">
            <label htmlFor={ids.level} className="field__label">{t("colleges.level")}</label>
            <select id={ids.level} className="field__input" value={filter.level} onChange={(event) => set({ level: event.target.value as Level | "" })}>
              <option value="">{t("colleges.all")}</option>
              {LEVELS.map((level) => <option key={level} value={level}>{levelText(level, t)}</option>)}
            </select>
          </div>
          <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 border-0 p-0 sm:col-span-2">
            <legend className="field__label mb-1">{t("colleges.features")}</legend>
            {FEATURES.map((tag) => (
              <label key={tag} className="flex items-center gap-1.5">
                <input type="checkbox" className="size-4" checked={filter.features.includes(tag)} onChange={(event) => toggleFeature(tag, event.target.checked)} />
                {featureText(tag, t)}
              </label>
            ))}
            {filterToQuery({ ...filter, page: 1 }) && (
              <button type="button" className="btn ml-auto" onClick={() => apply({ ...DEFAULT_FILTER, features: [] })}>{t("colleges.reset")}</button>
            )}
          </fieldset>
        </div>
      </section>

      <section aria-labelledby="college-select-results" className={PANEL}>
        <h2 id="college-select-results" className="mb-1 text-lg">{t("career.pickers.results")}</h2>
        <Loaded load={answer} retry={retry}>
          {(page) => (
            <>
              <p className="muted mt-0 text-sm" role="status" data-college-count={page.total}>
                {page.total ? t("colleges.count", { n: page.total, page: page.current, pages: page.pages }) : t("colleges.countNone")}
              </p>
              {page.records.length > 0 && (
                <ul className="flex flex-col" data-college-list>
                  {page.records.map((college) => {
                    const code = college.collegeCode;
                    const name = displayName(college, lang);
                    return (
                      <li key={code} className="flex flex-wrap items-start gap-3 border-b border-[var(--color-line)] py-3 last:border-b-0 sm:flex-nowrap" data-college={code}>
                        <CollegeEmblem college={college} size={48} />
                        <div className="min-w-0 flex-1 basis-48">
                          <h3 className="m-0 flex flex-wrap items-center gap-2 text-base font-semibold">
                            <a href={schoolHref(code)} lang={displayNameLang(college, lang)}>{name}</a>
                            {college.sample && <SampleTag />}
                            <IsTargetTag want={{ college: code }} />
                          </h3>
                          <p className="muted m-0 text-sm">{[placeText(college, t, lang), categoryText(college.category, t), levelText(college.level, t)].filter(Boolean).join(" · ")}</p>
                          <FeatureTags feature={college.feature} className="mt-1" />
                          <ProvinceLineNote code={code} line={college.provinceLine} province={page.lineProvince} />
                        </div>
                        <TargetToggle want={{ college: code }} name={name} />
                      </li>
                    );
                  })}
                </ul>
              )}
              <Pager current={page.current} pages={page.pages} numbered href={(n) => hrefOf({ ...filter, page: n })} onPage={(n) => apply({ ...filter, page: n })} />
            </>
          )}
        </Loaded>
      </section>
    </PickerPage>
  );
}
