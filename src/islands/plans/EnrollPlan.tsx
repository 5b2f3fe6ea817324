// 扩缩招 /wel/enrollPlan (portal.md §2, §7 ChaKSZ): per college this year's plan against last year's (units matched by
// batch and unit key), with how many units went up, down, are new or were dropped; filters, sorting and paging; each
// college leads to its detail page.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-plans";
import "@/islands/shell/boot";
import { fetchPlanChanges, type ChangeBasis, type CollegeChange } from "@/lib/api/plans";
import { CHANGE_FILTERS, CHANGE_SORTS, pickScope, placeText, plansHref, plansQueryParams, readPlansQuery, signedPercent } from "@/lib/rules/plans";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { Num, provinceName, Select } from "@/islands/school/parts";
import type { Lang } from "@/lib/i18n";
import { batchText, CARD, Empty, provinceChoices, provinceText, refusable, SourceNote, subjectTypeText } from "@/islands/data-tools/parts";
import { Delta, FilterBar, KeywordBox, Segmented } from "./parts";
import { displayName, displayNameLang, placeName } from "@/lib/rules/display-name";
import { Pager } from "@/islands/ui/Pager";
import { SampleTag } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const SIZE = 20;

function Summary({ basis, t, lang }: { basis: ChangeBasis; t: Translate; lang: Lang }) {
  const s = basis.summary;
  const change = s.planCount - s.lastPlanCount;
  const rate = s.lastPlanCount > 0 ? Math.round((change * 1000) / s.lastPlanCount) / 10 : null;
  const cell = "rounded-md bg-[var(--color-paper)] px-3 py-2";
  return (
    <section aria-labelledby="change-summary" className={CARD} data-part="summary">
      <h2 id="change-summary" className="mb-2 text-base font-bold">{t("enroll.summary.title", { year: basis.scope.year, last: basis.lastYear })}</h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div className={cell}><dt className="muted">{t("enroll.summary.colleges")}</dt><dd className="m-0 text-lg font-bold"><Num value={s.colleges} lang={lang} /></dd></div>
        <div className={cell}>
          <dt className="muted">{t("enroll.summary.plan", { year: basis.scope.year })}</dt>
          <dd className="m-0 text-lg font-bold"><Num value={s.planCount} lang={lang} /></dd>
          <dd className="m-0 text-xs"><Delta value={change} t={t} lang={lang} percent={rate != null ? signedPercent(rate) : undefined} /> <span className="muted">{t("enroll.vsLast", { year: basis.lastYear, n: s.lastPlanCount.toLocaleString(lang === "zh" ? "zh-CN" : "en-GB") })}</span></dd>
        </div>
        <div className={cell}>
          <dt className="muted">{t("enroll.summary.upDown")}</dt>
          <dd className="m-0 text-lg font-bold"><span className="text-[#047857]">{s.units.up}</span> / <span className="text-[#b91c1c]">{s.units.down}</span></dd>
          <dd className="m-0 text-xs muted">{t("enroll.summary.same", { n: s.units.same })}</dd>
        </div>
        <div className={cell}>
          <dt className="muted">{t("enroll.summary.newRemoved")}</dt>
          <dd className="m-0 text-lg font-bold"><span className="text-[#1d4ed8]">{s.units.new}</span> / <span className="text-[#4b5563]">{s.units.removed}</span></dd>
        </div>
      </dl>
    </section>
  );
}

function CollegeRow({ record, t, lang, detail }: { record: CollegeChange; t: Translate; lang: Lang; detail: string | null }) {
  const u = record.units;
  const counts = [
    u.up ? t("enroll.count.up", { n: u.up }) : "", u.down ? t("enroll.count.down", { n: u.down }) : "",
    u.new ? t("enroll.count.new", { n: u.new }) : "", u.removed ? t("enroll.count.removed", { n: u.removed }) : "",
  ].filter(Boolean);
  const named = { name: record.collegeName, nameEn: record.collegeNameEn };
  const name = displayName(named, lang);
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-[var(--color-line)] px-1 py-3 first:border-t-0 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] sm:items-center" data-college={record.collegeCode ?? record.collegeName}>
      <div className="min-w-0">
        <p className="font-semibold">
          <span lang={displayNameLang(named, lang)}>{detail ? <a href={detail} className="underline underline-offset-2">{name}</a> : name}</span> <SampleTag show={record.sample} />
        </p>
        <p className="text-xs text-[var(--color-muted)]">{placeText(record.provinceName, record.cityName, (name) => provinceText(t, name), (name) => placeName(name, lang, "city"))}{counts.length ? ` · ${counts.join(lang === "zh" ? "，" : ", ")}` : ""}</p>
      </div>
      <div className="row-span-2 self-center text-right sm:row-span-1 sm:order-4">
        <Delta value={record.change} t={t} lang={lang} />
        <span className="block text-xs text-[var(--color-muted)]">{signedPercent(record.changeRate)}</span>
      </div>
      <p className="text-sm sm:order-2"><span className="muted sm:sr-only">{t("enroll.col.now")} </span><span className="font-semibold" data-plan><Num value={record.planCount} lang={lang} /></span></p>
      <p className="hidden text-sm sm:order-3 sm:block"><span className="sr-only">{t("enroll.col.last")} </span><Num value={record.lastPlanCount} lang={lang} /></p>
      <p className="col-span-2 text-xs text-[var(--color-muted)] sm:hidden">{t("enroll.col.last")} <Num value={record.lastPlanCount} lang={lang} /></p>
      <p className="hidden sm:order-5 sm:block">{detail && <a href={detail} className="text-sm" aria-label={t("enroll.detailOf", { college: name })}>{t("enroll.detail")}</a>}</p>
    </li>
  );
}

export default function EnrollPlan() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const [query, update] = useAddressState(readPlansQuery, plansQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  const change = query.change ?? "all";
  const sort = query.sort ?? "size";
  const page = query.page ?? 1;
  // The first answer names the years that can be compared; the screen then asks for the student's own subject type.
  const [first, retryFirst] = useLoadable(["planChangeChoices", province], () => refusable(fetchPlanChanges({ province, size: 1 })));
  const choices = first.state === "ready" && !first.data.refused ? first.data.value.data?.choices ?? [] : [];
  const scope = pickScope(choices, { year: query.year, type: query.type }, (year) => student.subjectTypeIn(year, province));
  const [answer, retry] = useLoadable(["fetchPlanChanges", province, scope?.year, scope?.type, query.batch, query.keyword, change, sort, page], () => refusable(fetchPlanChanges({ province, year: scope!.year, subjectType: scope!.type, batch: query.batch, keyword: query.keyword, change, sort, current: page, size: SIZE })), scope != null);
  const type = scope ? subjectTypeText(t, scope.type) : "";
  const basis = answer.state === "ready" && !answer.data.refused ? answer.data.value.data?.basis ?? null : null;
  const detailHref = (code: string | null) => (code && scope ? plansHref("/wel/enrollPlan/detail", { code, province, year: scope.year, type: scope.type, batch: query.batch }) : null);

  return (
    <div className="page flex flex-col gap-4" data-screen="enroll-plan">
      <div>
        <h1 className="page__title mb-1">{t("route.enrollPlan")}</h1>
        <p className="muted max-w-3xl">{t("enroll.intro")}</p>
      </div>
      <FilterBar t={t}>
        <Select name="province" label={t("data.filter.province")} value={province} choices={provinceChoices(t)} onChange={(value) => update({ province: value, year: undefined, type: undefined, batch: undefined, page: undefined })} />
        {scope && (
          <>
            <Select name="year" label={t("data.filter.year")} value={String(scope.year)} choices={choices.map((e) => ({ value: String(e.year), label: t("enroll.yearChoice", { year: e.year, last: e.year - 1 }) }))} onChange={(value) => update({ year: Number(value), batch: undefined, page: undefined })} />
            <Select name="subjectType" label={t("data.filter.subjectType")} value={scope.type} choices={scope.types.map((value) => ({ value, label: subjectTypeText(t, value) }))} onChange={(value) => update({ type: value, batch: undefined, page: undefined })} />
            <Select name="batch" label={t("data.filter.batch")} value={query.batch ?? ""} choices={[{ value: "", label: t("plans.all") }, ...(basis?.batches ?? (query.batch ? [{ name: query.batch }] : [])).map((b) => ({ value: b.name, label: batchText(t, b.name) }))]} onChange={(value) => update({ batch: value || undefined, page: undefined })} />
            <Select name="sort" label={t("enroll.filter.sort")} value={sort} choices={CHANGE_SORTS.map((value) => ({ value, label: t(`enroll.sort.${value}`) }))} onChange={(value) => update({ sort: value as never, page: undefined })} />
            <div className="col-span-2 sm:col-auto">
              <KeywordBox t={t} value={query.keyword ?? ""} label={t("enroll.filter.keyword")} placeholder={t("enroll.filter.keywordHint")} onSearch={(value) => update({ keyword: value || undefined, page: undefined })} />
            </div>
            <div className="col-span-2 sm:basis-full">
              <Segmented legend={t("enroll.filter.change")} name="change" value={change} choices={CHANGE_FILTERS.map((value) => ({ value, label: t(`enroll.filter.${value}`) }))} onChange={(value) => update({ change: value, page: undefined })} />
            </div>
          </>
        )}
      </FilterBar>
      <Loaded load={first} retry={retryFirst}>
        {(firstAnswer) => {
          if (firstAnswer.refused) return <Empty testId="refused">{t("plans.refused", { msg: firstAnswer.msg })}</Empty>;
          if (!scope) return <Empty testId="no-compare">{t("enroll.empty.province", { province: place })}</Empty>;
          return (
            <Loaded load={answer} retry={retry}>
              {(result) => {
                if (result.refused) return <Empty testId="refused">{t("plans.refused", { msg: result.msg })}</Empty>;
                const data = result.value.data;
                if (!data?.basis) return <Empty testId="no-compare">{t("enroll.empty.scope", { province: place, year: scope.year, last: scope.year - 1, type })}</Empty>;
                return (
                  <>
                    <SourceNote t={t} sources={data.basis.sources} sample={data.basis.sample} />
                    <Summary basis={data.basis} t={t} lang={lang} />
                    <section aria-labelledby="change-list" className={CARD} data-part="list">
                      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
                        <h2 id="change-list" className="text-base font-bold">{t("enroll.list.title", { province: place, year: scope.year, last: scope.year - 1, type })}</h2>
                        <p className="muted text-sm" aria-live="polite" data-total={data.total}>{t("enroll.list.count", { n: data.total })}</p>
                      </div>
                      {data.total === 0 ? (
                        <Empty testId="no-colleges">
                          <p>{t(`enroll.empty.filter.${change}`, { keyword: query.keyword ?? "" })}{query.keyword ? ` ${t("enroll.empty.keyword", { keyword: query.keyword })}` : ""}</p>
                          <button type="button" className="btn mt-2" onClick={() => update({ change: "all", keyword: undefined, batch: undefined, page: undefined })}>{t("plans.clearFilters")}</button>
                        </Empty>
                      ) : (
                        <>
                          <div className="hidden grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] gap-x-3 border-b border-[var(--color-line)] px-1 pb-1 text-xs font-semibold text-[var(--color-muted)] sm:grid" aria-hidden="true">
                            <span>{t("enroll.col.college")}</span><span>{t("enroll.col.nowYear", { year: scope.year })}</span><span>{t("enroll.col.lastYear", { year: scope.year - 1 })}</span><span className="text-right">{t("enroll.col.change")}</span><span className="w-12" />
                          </div>
                          <ul className="m-0 list-none p-0" aria-label={t("enroll.list.title", { province: place, year: scope.year, last: scope.year - 1, type })} data-list="colleges">
                            {data.records.map((record) => <CollegeRow key={record.collegeCode ?? record.collegeName} record={record} t={t} lang={lang} detail={detailHref(record.collegeCode)} />)}
                          </ul>
                        </>
                      )}
                      <Pager className="mt-3" current={page} pages={data.pages} onPage={(value) => { update({ page: value }); document.getElementById("change-list")?.scrollIntoView({ block: "start" }); }} />
                    </section>
                    <p className="muted text-sm">{t("enroll.note")}</p>
                  </>
                );
              }}
            </Loaded>
          );
        }}
      </Loaded>
    </div>
  );
}
