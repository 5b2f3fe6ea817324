// 提前批 /wel/advanceBatch/index (portal.md §2, §7 TiQP): the early-batch units of a province by college, with their
// plans, majors, plan types, 选科 requirements, tuition and lines next to the year before; filterable; what the early
// batch is; where the numbers come from.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-plans";
import "@/islands/shell/boot";
import { fetchEarlyPlans, fetchEarlyYears, type EarlyCollege, type EarlyUnit } from "@/lib/api/plans";
import { LEVELS, lineMove, pickScope, plansQueryParams, readPlansQuery } from "@/lib/rules/plans";
import { PLAN_TYPES } from "@/domain/provinces";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES, Num, provinceName, requirementText, Select, Table } from "@/islands/school/parts";
import type { Lang } from "@/lib/i18n";
import { batchText, CARD, Empty, planTypeText, provinceChoices, refusable, SourceNote, subjectTypeText } from "@/islands/data-tools/parts";
import { Delta, FilterBar, KeywordBox, levelText, money } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { CollegeName } from "@/islands/ui/CollegeName";
import { displayName, placeName, textLang } from "@/lib/rules/display-name";
import { Pager } from "@/islands/ui/Pager";
import { SampleTag } from "@/islands/ui/SampleData";
import { Loaded } from "@/islands/ui/Loaded";

const SIZE = 10;

function Intro({ t }: { t: Translate }) {
  return (
    <div>
      <h1 className="page__title mb-1">{t("route.advanceBatch")}</h1>
      <p className="muted max-w-3xl">{t("early.intro")}</p>
    </div>
  );
}

/** Last year's figure in small type under this year's, or nothing when there was none. */
function Before({ t, year, children }: { t: Translate; year: number; children: React.ReactNode }) {
  return <span className="block text-xs text-[var(--color-muted)]">{t("early.before", { year })}{" "}{children}</span>;
}

function UnitRows({ unit, t, lang }: { unit: EarlyUnit; t: Translate; lang: Lang }) {
  const p = unit.previous;
  const majors = unit.majors.map((m) => `${m.majorName}${m.remark ? `（${m.remark}）` : ""}${m.planCount != null ? ` ${m.planCount}` : ""}`).join(lang === "zh" ? "、" : ", ");
  return (
    <tr data-unit={unit.unitKey}>
      <th scope="row">
        <span className="font-semibold">{unit.name || unit.unitCode}</span>
        {unit.collegeEnrollCode && <span className="block text-xs text-[var(--color-muted)]">{t("early.enrollCode", { code: unit.collegeEnrollCode })}</span>}
      </th>
      <td>
        <Num value={unit.planCount} lang={lang} />
        {p && <Before t={t} year={p.year}><Num value={p.planCount} lang={lang} /></Before>}
      </td>
      <td>
        {unit.minScore != null ? <Num value={unit.minScore} lang={lang} /> : unit.minScoreLabel || <span className="muted">{t("early.notPublished")}</span>}
        {p && <Before t={t} year={p.year}><Num value={p.minScore} lang={lang} /></Before>}
      </td>
      <td>
        <Num value={unit.minRank} lang={lang} />
        {p && <Before t={t} year={p.year}><Num value={p.minRank} lang={lang} /></Before>}
      </td>
      <td>{planTypeText(t, unit.planType)}</td>
      <td>{requirementText(t, unit.subjectRequirement)}</td>
      <td>{money(unit.tuition, lang)}</td>
      <td className="min-w-[12rem] whitespace-normal!">{majors || "—"}</td>
    </tr>
  );
}

function CollegeCard({ record, t, lang, place }: { record: EarlyCollege; t: Translate; lang: Lang; place: string }) {
  const p = record.previous;
  const type = subjectTypeText(t, record.subjectType);
  const headingId = `early-${record.collegeCode ?? record.collegeName}-${record.year}-${record.batch}`;
  return (
    <article className={CARD} aria-labelledby={headingId} data-college={record.collegeCode ?? record.collegeName}>
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-bold">
          <CollegeName code={record.collegeCode} name={record.collegeName} nameEn={record.collegeNameEn} lang={lang} />
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-[var(--color-muted)]">
          {record.cityName && <span lang={textLang(placeName(record.cityName, lang, "city"), lang)}>{placeName(record.cityName, lang, "city")}</span>}
          <span className="tag">{kept(batchText(t, record.batch))}</span>
          <SampleTag show={record.sample} />
        </p>
      </header>
      <dl className="mb-3 grid grid-cols-3 gap-2 text-sm">
        <div className="rounded-md bg-[var(--color-paper)] px-2 py-2">
          <dt className="text-[var(--color-muted)]">{t("early.plan")}</dt>
          <dd className="m-0 text-lg font-bold"><Num value={record.planCount} lang={lang} /></dd>
          {p && p.planCount != null && record.planCount != null && <dd className="m-0 text-xs"><Delta value={record.planCount - p.planCount} t={t} lang={lang} /> <span className="muted">{t("early.vs", { year: p.year })}</span></dd>}
        </div>
        <div className="rounded-md bg-[var(--color-paper)] px-2 py-2">
          <dt className="text-[var(--color-muted)]">{t("early.minScore")}</dt>
          <dd className="m-0 text-lg font-bold">{record.minScore != null ? <Num value={record.minScore} lang={lang} /> : <span className="text-sm font-normal muted">{t("early.notPublished")}</span>}</dd>
          {p && p.minScore != null && <dd className="m-0 text-xs muted">{t("early.beforeValue", { year: p.year, value: p.minScore.toLocaleString(LOCALES[lang]) })}</dd>}
        </div>
        <div className="rounded-md bg-[var(--color-paper)] px-2 py-2">
          <dt className="text-[var(--color-muted)]">{t("early.minRank")}</dt>
          <dd className="m-0 text-lg font-bold"><Num value={record.minRank} lang={lang} /></dd>
          {p && p.minRank != null && <dd className="m-0 text-xs muted">{t("early.beforeValue", { year: p.year, value: p.minRank.toLocaleString(LOCALES[lang]) })}</dd>}
        </div>
      </dl>
      {p && lineMove(record, p) && <p className="-mt-1 mb-3 text-xs muted" data-line-move={lineMove(record, p)}>{t(`early.move.${lineMove(record, p)!}`, { year: p.year })}</p>}
      <Table
        caption={t("early.unitsCaption", { college: displayName({ name: record.collegeName, nameEn: record.collegeNameEn }, lang), province: place, year: record.year, type, batch: batchText(t, record.batch) })}
        head={[t("early.col.unit"), t("early.col.plan"), t("early.col.minScore"), t("early.col.minRank"), t("early.col.planType"), t("early.col.requirement"), t("early.col.tuition"), t("early.col.majors")]}
        testId="early-units"
        quiet
      >
        {record.units.map((unit) => <UnitRows key={unit.unitKey} unit={unit} t={t} lang={lang} />)}
      </Table>
    </article>
  );
}

export default function AdvanceBatch() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const [query, update] = useAddressState(readPlansQuery, plansQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  const [years, retryYears] = useLoadable(["fetchEarlyYears", province], () => fetchEarlyYears(province));
  const list = years.state === "ready" ? years.data.data ?? [] : [];
  const scope = pickScope(list, { year: query.year, type: query.type }, (year) => student.subjectTypeIn(year, province));
  const entry = scope ? list.find((e) => e.year === scope.year) : undefined;
  const planType = query.planType && entry?.planTypes.includes(query.planType) ? query.planType : undefined;
  const level = query.level && entry?.levels.includes(query.level) ? query.level : undefined;
  const page = query.page ?? 1;
  const [plans, retryPlans] = useLoadable(["fetchEarlyPlans", province, scope?.year, scope?.type, planType, level, query.keyword, page], () => refusable(fetchEarlyPlans({ province, year: scope!.year, subjectType: scope!.type, planType: planType as never, level, keyword: query.keyword, current: page, size: SIZE })), scope != null);
  const type = scope ? subjectTypeText(t, scope.type) : "";

  return (
    <div className="page flex flex-col gap-4" data-screen="advance-batch">
      <Intro t={t} />
      <FilterBar t={t}>
        <Select name="province" label={t("data.filter.province")} value={province} choices={provinceChoices(t)} onChange={(value) => update({ province: value, year: undefined, type: undefined, planType: undefined, level: undefined, page: undefined })} />
        {scope && (
          <>
            <Select name="year" label={t("data.filter.year")} value={String(scope.year)} choices={list.map((e) => ({ value: String(e.year), label: String(e.year) }))} onChange={(value) => update({ year: Number(value), page: undefined })} />
            <Select name="subjectType" label={t("data.filter.subjectType")} value={scope.type} choices={scope.types.map((value) => ({ value, label: subjectTypeText(t, value) }))} onChange={(value) => update({ type: value, page: undefined })} />
            <Select name="level" label={t("early.filter.level")} value={level ?? ""} choices={[{ value: "", label: t("plans.all") }, ...LEVELS.filter((l) => entry?.levels.includes(l)).map((value) => ({ value, label: levelText(t, value) }))]} onChange={(value) => update({ level: (value || undefined) as never, page: undefined })} />
            <Select name="planType" label={t("early.filter.planType")} value={planType ?? ""} choices={[{ value: "", label: t("plans.all") }, ...PLAN_TYPES.filter((p) => entry?.planTypes.includes(p)).map((value) => ({ value, label: planTypeText(t, value) }))]} onChange={(value) => update({ planType: value || undefined, page: undefined })} />
            <div className="col-span-2">
              <KeywordBox t={t} value={query.keyword ?? ""} label={t("early.filter.keyword")} placeholder={t("early.filter.keywordHint")} onSearch={(value) => update({ keyword: value || undefined, page: undefined })} />
            </div>
          </>
        )}
      </FilterBar>
      <Loaded load={years} retry={retryYears}>
        {() => {
          if (!scope) return <Empty testId="no-early">{t("early.empty.province", { province: place })}</Empty>;
          return (
            <Loaded load={plans} retry={retryPlans}>
              {(answer) => {
                if (answer.refused) return <Empty testId="refused">{t("plans.refused", { msg: answer.msg })}</Empty>;
                const data = answer.value.data;
                if (!data || data.total === 0) {
                  const filters = [level ? levelText(t, level) : "", planType ? planTypeText(t, planType) : ""].filter(Boolean).join(" · ");
                  return (
                    <Empty testId="no-units">
                      <p>{query.keyword ? t("early.empty.keyword", { keyword: query.keyword, province: place, year: scope.year, type }) : t("early.empty.scope", { province: place, year: scope.year, type, filters: filters || t("plans.all") })}</p>
                      {(query.keyword || level || planType) && <button type="button" className="btn mt-2" onClick={() => update({ keyword: undefined, level: undefined, planType: undefined, page: undefined })}>{t("plans.clearFilters")}</button>}
                    </Empty>
                  );
                }
                return (
                  <section aria-labelledby="early-list" className="flex flex-col gap-3" data-part="list">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id="early-list" className="text-lg font-bold">{t("early.list.title", { province: place, year: scope.year, type })}</h2>
                      <p className="muted text-sm" aria-live="polite" data-total={data.total}>{t("early.list.count", { n: data.total })}</p>
                    </div>
                    <SourceNote t={t} sources={data.sources} sample={data.sample} />
                    {data.records.map((record) => <CollegeCard key={`${record.collegeCode ?? record.collegeName}-${record.batch}`} record={record} t={t} lang={lang} place={place} />)}
                    <Pager className="mt-3" current={page} pages={data.pages} onPage={(value) => { update({ page: value }); document.getElementById("early-list")?.scrollIntoView({ block: "start" }); }} />
                  </section>
                );
              }}
            </Loaded>
          );
        }}
      </Loaded>
      <section aria-labelledby="early-about" className={CARD} data-part="about">
        <h2 id="early-about" className="mb-2 text-base font-bold">{t("early.about.title")}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t("early.about.when")}</li>
          <li>{t("early.about.checks")}</li>
          <li>{t("early.about.lines")}</li>
        </ul>
      </section>
    </div>
  );
}
