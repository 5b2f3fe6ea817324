// 扩缩招 detail /wel/enrollPlan/detail?code=… (portal.md §2, §7 ChaKSZ): one college's units and majors this year
// against last year — up, down, new, removed, tuition and 选科 changes — with a bar chart of the plans per unit and a
// table of the same numbers.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-plans";
import "@/islands/shell/boot";
import { lazy, Suspense } from "react";
import { fetchCollegePlan, type CollegePlanAnswer, type UnitChange } from "@/lib/api/plans";
import { byChangeSize, inView, placeText, plansHref, plansQueryParams, readPlansQuery, signedPercent, unitBars, UNIT_VIEWS, viewCounts } from "@/lib/rules/plans";
import { schoolHref } from "@/lib/rules/school";
import { loadChunk } from "@/lib/ui/chunk";
import { useAddressState } from "@/islands/ui/useAddressState";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES, Num, provinceName, requirementText, Select, Table } from "@/islands/school/parts";
import type { Lang } from "@/lib/i18n";
import { batchText, CARD, Empty, planTypeText, provinceChoices, provinceText, refusable, SourceNote, subjectTypeText } from "@/islands/data-tools/parts";
import { Delta, money, Segmented, StatusBadge } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { displayName, placeName } from "@/lib/rules/display-name";
import { SampleTag } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const PlanBars = lazy(() => loadChunk(() => import("./PlanBars")));

const unitLabel = (t: Translate) => (u: { name: string; batch: string; unitCode?: string }) => u.name || u.unitCode || batchText(t, u.batch);

function Was({ t, changed, before, now }: { t: Translate; changed: boolean; before: string; now: string }) {
  if (!changed) return <>{now}</>;
  return (
    <span className="rounded bg-[#fef3c7] px-1" data-changed>
      <span className="sr-only">{t("enrollDetail.changedFrom", { before })} </span>
      <span aria-hidden="true" className="text-[var(--color-muted)] line-through">{before}</span>
      <span aria-hidden="true"> → </span>
      {now}
    </span>
  );
}

function UnitCard({ unit, t, lang, lastYear, year }: { unit: UnitChange; t: Translate; lang: Lang; lastYear: number; year: number }) {
  const id = `unit-${unit.batch}-${unit.unitKey}`;
  const name = unitLabel(t)(unit);
  return (
    <article className="rounded-md border border-[var(--color-line)] px-3 py-3" aria-labelledby={id} data-unit={unit.unitKey} data-unit-status={unit.status}>
      <header className="mb-2 flex flex-wrap items-center gap-2">
        <h3 id={id} className={`text-base font-bold ${unit.status === "removed" ? "text-[var(--color-muted)]" : ""}`}>{name}</h3>
        <StatusBadge status={unit.status} t={t} />
        <span className="tag">{kept(batchText(t, unit.batch))}</span>
        {unit.planType !== "普通" && <span className="tag">{planTypeText(t, unit.planType)}</span>}
        <SampleTag show={unit.sample} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div><dt className="muted">{t("enrollDetail.plan")}</dt><dd className="m-0">
          <span className="font-semibold"><Num value={unit.planCount} lang={lang} /></span>
          <span className="muted"> {t("enrollDetail.lastShort", { year: lastYear })} <Num value={unit.lastPlanCount} lang={lang} /></span>
          {unit.change != null && <> <Delta value={unit.change} t={t} lang={lang} /></>}
        </dd></div>
        <div><dt className="muted">{t("enrollDetail.tuition")}</dt><dd className="m-0">
          <Was t={t} changed={unit.tuitionChanged} before={money(unit.lastTuition, lang)} now={money(unit.status === "removed" ? unit.lastTuition : unit.tuition, lang)} />
        </dd></div>
        <div className="col-span-2 sm:col-span-1"><dt className="muted">{t("enrollDetail.requirement")}</dt><dd className="m-0">
          <Was t={t} changed={unit.requirementChanged} before={requirementText(t, unit.lastSubjectRequirement)} now={requirementText(t, unit.subjectRequirement ?? unit.lastSubjectRequirement)} />
        </dd></div>
        <div className="col-span-2 sm:col-span-1"><dt className="muted">{t("enrollDetail.line", { year: unit.status === "removed" ? lastYear : year })}</dt><dd className="m-0">
          {unit.status === "removed"
            ? <>{t("enrollDetail.lineValue", { score: unit.lastMinScore ?? "—", rank: unit.lastMinRank?.toLocaleString(LOCALES[lang]) ?? "—" })}</>
            : unit.minScore == null && unit.minRank == null ? <span className="muted">{t("enrollDetail.lineNotYet")}</span> : <>{t("enrollDetail.lineValue", { score: unit.minScore ?? "—", rank: unit.minRank?.toLocaleString(LOCALES[lang]) ?? "—" })}</>}
        </dd></div>
      </dl>
      {unit.majors.length > 0 && (
        <div className="mt-3">
          <Table caption={t("enrollDetail.majorsCaption", { unit: name, year, last: lastYear })} head={[t("enrollDetail.col.major"), t("enrollDetail.col.last", { year: lastYear }), t("enrollDetail.col.now", { year }), t("enrollDetail.col.change"), t("enrollDetail.col.status"), t("enrollDetail.col.tuition")]} testId="unit-majors" quiet>
            {unit.majors.map((m) => (
              <tr key={`${m.majorCode}|${m.majorName}|${m.remark}`} data-major-status={m.status}>
                <th scope="row">{m.majorName}{m.remark ? <span className="muted">（{m.remark}）</span> : null}</th>
                <td><Num value={m.lastPlanCount} lang={lang} /></td>
                <td><Num value={m.planCount} lang={lang} /></td>
                <td><Delta value={m.change} t={t} lang={lang} /></td>
                <td><StatusBadge status={m.status} t={t} /></td>
                <td><Was t={t} changed={m.tuitionChanged} before={money(m.lastTuition, lang)} now={money(m.status === "removed" ? m.lastTuition : m.tuition, lang)} /></td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </article>
  );
}

function Detail({ data, t, lang, place, view, onView }: { data: CollegePlanAnswer & { scope: NonNullable<CollegePlanAnswer["scope"]> }; t: Translate; lang: Lang; place: string; view: (typeof UNIT_VIEWS)[number]; onView(value: (typeof UNIT_VIEWS)[number]): void }) {
  const s = data.summary;
  const year = data.scope.year, last = data.lastYear ?? year - 1;
  const type = subjectTypeText(t, data.scope.subjectType);
  const units = byChangeSize(data.units);
  const bars = unitBars(units, unitLabel(t));
  const counts = viewCounts(data.units);
  const shown = data.units.filter((u) => inView(u, view));
  const cell = "rounded-md bg-[var(--color-paper)] px-3 py-2";
  return (
    <>
      <SourceNote t={t} sources={data.sources} sample={data.sample} />
      <section aria-labelledby="detail-summary" className={CARD} data-part="summary">
        <h2 id="detail-summary" className="mb-2 text-base font-bold">{t("enrollDetail.summary.title", { province: place, year, last, type })}</h2>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          <div className={cell}>
            <dt className="muted">{t("enrollDetail.summary.plan", { year })}</dt>
            <dd className="m-0 text-lg font-bold" data-summary-plan={s.planCount}><Num value={s.planCount} lang={lang} /></dd>
            <dd className="m-0 text-xs"><Delta value={s.change} t={t} lang={lang} percent={s.changeRate != null ? signedPercent(s.changeRate) : undefined} /> <span className="muted">{t("enroll.vsLast", { year: last, n: s.lastPlanCount.toLocaleString(LOCALES[lang]) })}</span></dd>
          </div>
          <div className={cell}>
            <dt className="muted">{t("enrollDetail.summary.units")}</dt>
            <dd className="m-0 text-sm">{t("enrollDetail.summary.unitCounts", { up: s.units.up, down: s.units.down, same: s.units.same })}</dd>
            <dd className="m-0 text-sm">{t("enrollDetail.summary.newRemoved", { n: s.units.new, r: s.units.removed })}</dd>
          </div>
          <div className={cell}>
            <dt className="muted">{t("enrollDetail.summary.majors")}</dt>
            <dd className="m-0 text-sm">{t("enrollDetail.summary.unitCounts", { up: s.majors.up, down: s.majors.down, same: s.majors.same })}</dd>
            <dd className="m-0 text-sm">{t("enrollDetail.summary.newRemoved", { n: s.majors.new, r: s.majors.removed })}</dd>
          </div>
          <div className={cell}>
            <dt className="muted">{t("enrollDetail.summary.other")}</dt>
            <dd className="m-0 text-sm">{t("enrollDetail.summary.tuition", { n: s.tuitionChanges })}</dd>
            <dd className="m-0 text-sm">{t("enrollDetail.summary.requirement", { n: s.requirementChanges })}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="detail-chart" className={CARD} data-part="chart">
        <h2 id="detail-chart" className="mb-2 text-base font-bold">{t("enrollDetail.chart.title")}</h2>
        <figure className="m-0 mb-3">
          <figcaption className="mb-1 text-sm font-semibold">{t("enrollDetail.chart.figure", { year, last })}</figcaption>
          <OnDemandBoundary label="plans chart" fallback={<p className="muted" role="status">{t("data.chart.failed")}</p>}>
            <Suspense fallback={<p className="muted flex h-40 items-center justify-center" role="status">{t("data.chart.loading")}</p>}>
              <PlanBars bars={bars} nowLabel={t("enrollDetail.chart.now", { year })} lastLabel={t("enrollDetail.chart.last", { year: last })} description={t("enrollDetail.chart.alt", { college: displayName(data.college, lang), year, last })} locale={LOCALES[lang]} />
            </Suspense>
          </OnDemandBoundary>
        </figure>
        <Table caption={t("enrollDetail.table.caption", { college: displayName(data.college, lang), province: place, year, last, type })} head={[t("enrollDetail.col.unit"), t("enrollDetail.col.last", { year: last }), t("enrollDetail.col.now", { year }), t("enrollDetail.col.change"), t("enrollDetail.col.status")]} testId="unit-plans">
          {units.map((u) => (
            <tr key={`${u.batch}|${u.unitKey}`} data-unit-row={u.unitKey}>
              <th scope="row">{unitLabel(t)(u)}<span className="muted text-xs"> · {kept(batchText(t, u.batch))}</span></th>
              <td><Num value={u.lastPlanCount} lang={lang} /></td>
              <td><Num value={u.planCount} lang={lang} /></td>
              <td><Delta value={(u.planCount ?? 0) - (u.lastPlanCount ?? 0)} t={t} lang={lang} /></td>
              <td><StatusBadge status={u.status} t={t} /></td>
            </tr>
          ))}
        </Table>
      </section>

      <section aria-labelledby="detail-units" className={CARD} data-part="units">
        <h2 id="detail-units" className="mb-2 text-base font-bold">{t("enrollDetail.units.title")}</h2>
        <div className="mb-3">
          <Segmented legend={t("enrollDetail.units.show")} name="view" value={view} choices={UNIT_VIEWS.map((value) => ({ value, label: t(`enrollDetail.view.${value}`), count: counts[value] }))} onChange={onView} />
        </div>
        {shown.length === 0 ? <Empty testId="no-view">{t("enrollDetail.units.none")}</Empty> : (
          <div className="flex flex-col gap-3">
            {shown.map((u) => <UnitCard key={`${u.batch}|${u.unitKey}`} unit={u} t={t} lang={lang} lastYear={last} year={year} />)}
          </div>
        )}
      </section>
    </>
  );
}

export default function EnrollPlanDetail() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const [query, update] = useAddressState(readPlansQuery, plansQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  // the student's subject type of the year asked for, else of their own application year (src/domain/calendar)
  const type = query.type ?? (query.year != null ? student.subjectTypeIn(query.year, province) : province === student.province ? student.calendar.subjectType : student.subjectTypeIn(student.calendar.nextRound.year, province)) ?? undefined;
  const [answer, retry] = useLoadable(["fetchCollegePlan", province, query.year, type, query.code, query.batch], () => refusable(fetchCollegePlan({ province, year: query.year, subjectType: type, collegeCode: query.code!, batch: query.batch })), query.code != null);
  const ready = answer.state === "ready" && !answer.data.refused ? answer.data.value.data : null;
  const scope = ready?.scope ?? null;
  const listHref = plansHref("/wel/enrollPlan", { province, year: scope?.year ?? query.year, type: scope?.subjectType ?? query.type, batch: query.batch });

  if (!query.code) {
    return (
      <div className="page flex flex-col gap-4" data-screen="enroll-plan-detail">
        <h1 className="page__title">{t("route.enrollPlanDetail")}</h1>
        <Empty testId="no-code"><p>{t("enrollDetail.noCode")}</p><p className="mt-2"><a href="/wel/enrollPlan">{t("enrollDetail.toList")}</a></p></Empty>
      </div>
    );
  }
  return (
    <div className="page flex flex-col gap-4" data-screen="enroll-plan-detail">
      <nav aria-label={t("enrollDetail.nav")} className="text-sm"><a href={listHref}>← {t("enrollDetail.back")}</a></nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="page__title mb-1">{ready ? t("enrollDetail.title", { college: displayName(ready.college, lang) }) : t("route.enrollPlanDetail")}</h1>
          {ready && <p className="muted text-sm">{placeText(ready.college.provinceName, ready.college.cityName, (name) => provinceText(t, name), (name) => placeName(name, lang, "city"))} · <a href={schoolHref(ready.college.code)} className="underline">{t("enrollDetail.school")}</a></p>}
        </div>
        <div className="w-full sm:w-auto [&>div]:min-w-0">
          <Select name="province" label={t("enrollDetail.province")} value={province} choices={provinceChoices(t)} onChange={(value) => update({ province: value, year: undefined, type: undefined, batch: undefined })} />
        </div>
      </div>
      <Loaded load={answer} retry={retry}>
        {(result) => {
          if (result.refused) return <Empty testId="refused">{t("plans.refused", { msg: result.msg })}</Empty>;
          const data = result.value.data;
          if (!data || !data.scope) return <Empty testId="no-compare">{t("enrollDetail.empty.province", { province: place })}</Empty>;
          if (data.units.length === 0) {
            return <Empty testId="no-units">{t("enrollDetail.empty.college", { college: displayName(data.college, lang), province: place, year: data.scope.year, last: data.lastYear ?? data.scope.year - 1, type: subjectTypeText(t, data.scope.subjectType) })}</Empty>;
          }
          return <Detail data={data as CollegePlanAnswer & { scope: NonNullable<CollegePlanAnswer["scope"]> }} t={t} lang={lang} place={place} view={query.view ?? "all"} onView={(value) => update({ view: value })} />;
        }}
      </Loaded>
    </div>
  );
}
