// 同分去向 /wel/sameScore (portal.md §2, §7 TongFQX): the enrolment units whose last admitted candidate was ranked near
// the student (published minimum ranks, ±3/5/10 %), by college, by major and by city — with the plain statement that
// this is derived from published minimum ranks, not from where candidates with the same score actually went.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-lines";
import "@/islands/shell/boot";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { SameScoreRequest } from "@/contracts/tongfqx";
import { fetchSameScoreCities, fetchSameScoreColleges, fetchSameScoreMajors, fetchTableYears, type Basis, type CityAnswer, type CollegeAnswer, type EmptyReason, type MajorAnswer } from "@/lib/api/lines";
import type { R } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { placeLabel, textLang } from "@/lib/rules/display-name";
import { linesQueryParams, readLinesQuery, SAME_SCORE_TABS, WINDOWS, type SameScoreTab } from "@/lib/rules/lines";
import { pickYearType } from "@/lib/rules/school";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { Filters, Loaded, LOCALES, Num, Pager, provinceName, Select, Table } from "@/islands/school/parts";
import { LookupForm, type LookupWords } from "@/islands/data-tools/LookupForm";
import { batchText, CARD, Empty, planTypeText, provinceChoices, refusable, SourceNote, subjectTypeText, useScoreOrRank, type Refusable } from "@/islands/data-tools/parts";
import { LOOKUP_WORDS } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { CollegeName } from "@/islands/ui/CollegeName";

const PAGE_SIZE = 20;
const WORDS: LookupWords = { ...LOOKUP_WORDS, byScore: "same.mode.score", byRank: "same.mode.rank" };
type AnyAnswer = CollegeAnswer | MajorAnswer | CityAnswer;

function Statement({ t }: { t: Translate }) {
  return (
    <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm" data-derived>
      <strong>{t("same.derived.title")}</strong>{" "}{t("same.derived")}
    </p>
  );
}

function BasisLine({ t, basis, lang }: { t: Translate; basis: Basis; lang: "zh" | "en" }) {
  const locale = LOCALES[lang];
  const type = subjectTypeText(t, basis.scope.subjectType);
  const from = basis.rankSource === "score" ? t("same.basis.fromScore", { score: basis.score ?? "" }) : t("same.basis.fromRank");
  return (
    <p className="mb-2 text-sm" data-basis>
      {basis.by === "rank"
        ? t("same.basis.rank", { year: basis.scope.year, type, rank: basis.rank.toLocaleString(locale), from, low: (basis.rankLow ?? 0).toLocaleString(locale), high: (basis.rankHigh ?? 0).toLocaleString(locale), window: basis.window })
        : t("same.basis.score", { year: basis.scope.year, type, low: basis.scoreLow ?? "", high: basis.scoreHigh ?? "" })}
    </p>
  );
}

function Figures({ lang, items }: { lang: "zh" | "en"; items: [string, number | null][] }) {
  return (
    <dl className="m-0 flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="muted">{label}</dt>
          <dd className="m-0 font-semibold tabular-nums"><Num value={value} lang={lang} /></dd>
        </div>
      ))}
    </dl>
  );
}

const LIST = "m-0 flex list-none flex-col gap-2 p-0";
const ITEM = "rounded-md border border-[var(--color-line)] px-3 py-2.5";

function CollegeLink({ code, name, nameEn, lang }: { code: string | null; name: string; nameEn?: string; lang: "zh" | "en" }) {
  return <CollegeName code={code} name={name} nameEn={nameEn} lang={lang} className="font-semibold" />;
}

function Colleges({ t, data, year, lang, page, setPage }: { t: Translate; data: CollegeAnswer; year: number; lang: "zh" | "en"; page: number; setPage(n: number): void }) {
  const mixed = data.records.some((r) => r.sample) && data.records.some((r) => !r.sample);
  return (
    <>
      <h3 className="mb-2 text-base font-semibold">{t("same.caption.college", { year, n: data.total, page, pages: Math.max(1, data.pages) })}</h3>
      <ul className={LIST} data-list="same-colleges">
        {data.records.map((row) => (
          <li key={`${row.collegeCode ?? row.collegeName}`} className={ITEM} data-college={row.collegeCode ?? ""}>
            <p className="mb-1 flex flex-wrap items-baseline gap-x-2">
              <CollegeLink code={row.collegeCode} name={row.collegeName} nameEn={row.collegeNameEn} lang={lang} />
              <span className="muted text-sm" lang={textLang(placeLabel(row.provinceName, row.cityName, lang), lang)}>{placeLabel(row.provinceName, row.cityName, lang) || t("same.unknownCity")}</span>
              {mixed && row.sample && <span className="tag">{t("sample.label")}</span>}
            </p>
            <Figures lang={lang} items={[[t("same.col.minRank"), row.minRank], [t("same.col.minScore"), row.minScore], [t("same.col.plan"), row.planCount]]} />
            <ul className="m-0 mt-1 list-none p-0 text-sm" aria-label={t("same.col.units")}>
              {row.units.map((u) => (
                <li key={u.unitKey}>
                  <span lang="zh-CN">{u.name || u.unitCode}</span>
                  <span className="muted">{" · "}{kept(batchText(t, u.batch))}{" · "}{planTypeText(t, u.planType)}
                    {row.units.length > 1 && <>{" · "}{t("same.unitFigures", { score: u.minScore ?? "—", rank: u.minRank?.toLocaleString(LOCALES[lang]) ?? "—", plan: u.planCount ?? "—" })}</>}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="muted mt-2 text-xs">{t("same.college.note")}</p>
      <Pager page={page} pages={data.pages} onPage={setPage} t={t} />
    </>
  );
}

function Majors({ t, data, year, lang, page, setPage }: { t: Translate; data: MajorAnswer; year: number; lang: "zh" | "en"; page: number; setPage(n: number): void }) {
  const mixed = data.records.some((r) => r.sample) && data.records.some((r) => !r.sample);
  return (
    <>
      <h3 className="mb-2 text-base font-semibold">{t("same.caption.major", { year, n: data.total, page, pages: Math.max(1, data.pages) })}</h3>
      <ul className={LIST} data-list="same-majors">
        {data.records.map((row, i) => (
          <li key={`${row.collegeCode}-${row.unitName}-${row.majorName}-${row.remark}-${i}`} className={ITEM}>
            <p className="mb-1 flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold" lang="zh-CN">{row.majorName}</span>
              {row.remark && <span className="muted text-xs" lang="zh-CN">{row.remark}</span>}
              {mixed && row.sample && <span className="tag">{t("sample.label")}</span>}
            </p>
            <p className="mb-1 text-sm">
              <CollegeLink code={row.collegeCode} name={row.collegeName} nameEn={row.collegeNameEn} lang={lang} />
              <span className="muted" lang="zh-CN">{` · ${row.unitName}`}</span>
              <span className="muted">{" · "}{kept(batchText(t, row.batch))}{" · "}{planTypeText(t, row.planType)}</span>
            </p>
            <Figures lang={lang} items={[[row.rankOf === "unit" ? t("same.col.minRankUnit") : t("same.col.minRank"), row.minRank], [t("same.col.minScore"), row.minScore], [t("same.col.plan"), row.planCount]]} />
          </li>
        ))}
      </ul>
      <p className="muted mt-2 text-xs">{t("same.major.note")}</p>
      <Pager page={page} pages={data.pages} onPage={setPage} t={t} />
    </>
  );
}

function Cities({ t, data, year, lang, page, setPage }: { t: Translate; data: CityAnswer; year: number; lang: "zh" | "en"; page: number; setPage(n: number): void }) {
  return (
    <>
      <Table caption={t("same.caption.city", { year, n: data.total, page, pages: Math.max(1, data.pages) })}
        head={[t("same.col.city"), t("same.col.colleges"), t("same.col.unitCount"), t("same.col.plan")]} testId="same-cities">
        {data.records.map((row) => (
          <tr key={`${row.provinceName}-${row.cityName}`}>
            <th scope="row" lang={textLang(placeLabel(row.provinceName, row.cityName, lang), lang)}>{placeLabel(row.provinceName, row.cityName, lang) || <span className="muted">{t("same.unknownCity")}</span>}</th>
            <td><Num value={row.collegeCount} lang={lang} /></td>
            <td><Num value={row.unitCount} lang={lang} /></td>
            <td><Num value={row.planCount} lang={lang} /></td>
          </tr>
        ))}
      </Table>
      <Pager page={page} pages={data.pages} onPage={setPage} t={t} />
    </>
  );
}

/** Why there is nothing to show, in the reader's language. */
function emptyText(t: Translate, reason: EmptyReason | null, place: string, value: number | undefined): string {
  const type = reason?.subjectType ? subjectTypeText(t, reason.subjectType) : "";
  switch (reason?.code) {
    case "noTable":
      return t("same.reason.noTable", { province: place, year: reason.year ?? "", type });
    case "belowTable":
      return t("same.reason.belowTable", { score: value ?? "", year: reason.year ?? "", min: reason.tableMin ?? "" });
    case "noUnits":
      return reason.year ? t("same.reason.noUnitsYear", { province: place, year: reason.year, type }) : t("same.reason.noUnits", { province: place, type });
    default:
      return t("same.reason.unknown");
  }
}

const FETCH = { college: fetchSameScoreColleges, major: fetchSameScoreMajors, city: fetchSameScoreCities } as const;

export default function SameScore() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const [query, update] = useAddressState(readLinesQuery, linesQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  const tab: SameScoreTab = query.tab ?? "college";
  const [page, setPage] = useState(1);
  const tabRefs = useRef<Record<SameScoreTab, HTMLButtonElement | null>>({ college: null, major: null, city: null });

  const [years, retryYears] = useLoadable(() => fetchTableYears(province), [province]);
  const list = years.state === "ready" ? (years.data.data ?? []) : [];
  const newest = list[0]?.year;
  const own = newest != null ? student.subjectTypeIn(newest, province) : null;
  // a year the province has no table for (an old link) is dropped: the newest year with units is used
  const year = query.year != null && list.some((e) => e.year === query.year) ? query.year : undefined;
  const picked = pickYearType(list, year, query.type ?? own);
  const types = list.find((e) => e.year === (year ?? newest))?.subjectTypes ?? list[0]?.subjectTypes ?? [];

  const { mode, value } = useScoreOrRank(query, update, student);
  const window = query.window ?? 5;
  const body: SameScoreRequest | null = picked && value != null
    ? { province, subjectType: picked.subjectType, ...(year ? { year } : {}), ...(mode === "score" ? { score: value } : { rank: value }), window, current: page, size: PAGE_SIZE }
    : null;
  const [answer, retry] = useLoadable<Refusable<R<AnyAnswer>>>(
    () => refusable((FETCH[tab] as (b: SameScoreRequest) => Promise<R<AnyAnswer>>)(body!)),
    [JSON.stringify(body), tab],
    body !== null,
  );
  useEffect(() => setPage(1), [province, picked?.subjectType, year, mode, value, window, tab]);

  const chooseTab = (next: SameScoreTab) => {
    update({ tab: next });
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
      <Loaded data={years} retry={retryYears} t={t}>
        {() => (
          <>
            <Filters t={t}>
              <Select name="province" label={t("data.filter.province")} value={province} choices={provinceChoices(t)} onChange={(v) => update({ province: v, year: undefined, type: undefined, score: undefined, rank: undefined })} />
              {picked && <Select name="subjectType" label={t("data.filter.subjectType")} value={picked.subjectType} choices={types.map((v) => ({ value: v, label: subjectTypeText(t, v) }))} onChange={(v) => update({ type: v })} />}
              {picked && <Select name="year" label={t("same.filter.year")} value={year ? String(year) : ""} choices={[{ value: "", label: t("same.filter.latest") }, ...list.map((e) => ({ value: String(e.year), label: String(e.year) }))]} onChange={(v) => update({ year: v ? Number(v) : undefined })} />}
              {picked && <Select name="window" label={t("same.filter.window")} value={String(window)} choices={WINDOWS.map((n) => ({ value: String(n), label: t("same.filter.windowOption", { n }) }))} onChange={(v) => update({ window: Number(v) })} />}
            </Filters>
            {!picked ? <Empty testId="no-tables">{t("same.noTables", { province: place })}</Empty> : (
              <section aria-labelledby="same-lookup" className={CARD} data-part="lookup">
                <h2 id="same-lookup" className="sr-only">{t("same.lookup.title")}</h2>
                <LookupForm t={t} words={WORDS} province={province} provinceLabel={place} mode={mode} value={value}
                  onSubmit={(m, v) => update(m === "score" ? { mode: m, score: v, rank: undefined } : { mode: m, rank: v, score: undefined })} />
                {student.exam && query.score === student.exam.score && province === student.province && <p className="muted mt-2 text-sm">{t("burst.fromExam", { exam: student.exam.examName, score: student.exam.score })}</p>}
              </section>
            )}
            {picked && (
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
                  {value == null ? <p className="muted">{t("same.prompt")}</p> : (
                    <Loaded data={answer} retry={retry} t={t}>
                      {(r) => {
                        if (r.refused) return <Empty testId="refused">{t("burst.refused", { msg: r.msg })}</Empty>;
                        const data = r.value.data;
                        const basis = data?.basis;
                        if (!data || !basis) return <Empty testId="no-data">{emptyText(t, data?.reason ?? null, place, value)}</Empty>;
                        const year = basis.scope.year;
                        return (
                          <>
                            <BasisLine t={t} basis={basis} lang={lang} />
                            <SourceNote t={t} sources={basis.sources} sample={basis.sample} />
                            {data.total === 0 ? (
                              <Empty testId="none-near">{basis.by === "rank" ? t("same.empty", { year, low: (basis.rankLow ?? 0).toLocaleString(LOCALES[lang]), high: (basis.rankHigh ?? 0).toLocaleString(LOCALES[lang]) }) : t("same.emptyScore")}</Empty>
                            ) : (
                              <div className="mt-2">
                                {tab === "college" && <Colleges t={t} data={data as CollegeAnswer} year={year} lang={lang} page={page} setPage={setPage} />}
                                {tab === "major" && <Majors t={t} data={data as MajorAnswer} year={year} lang={lang} page={page} setPage={setPage} />}
                                {tab === "city" && <Cities t={t} data={data as CityAnswer} year={year} lang={lang} page={page} setPage={setPage} />}
                              </div>
                            )}
                          </>
                        );
                      }}
                    </Loaded>
                  )}
                </div>
              </section>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
