// 一分一段 /wel/burst (portal.md §2, §7 YiFYD): score → rank range (everyone at one score shares it), rank → score, the
// share of candidates ahead and behind, 等位分 (the same rank's score in earlier years), the distribution of the whole
// table with the student's score marked (chart and the table itself, paged), and the year's batch lines for reference.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-lines";
import "@/islands/shell/boot";
import { lazy, Suspense, useEffect, useState } from "react";
import { fetchTable, fetchTableYears, lookupRank, lookupScore, lineLoads, type Equivalent, type RankAnswer, type ScoreAnswer, type TablePageAnswer } from "@/lib/api/lines";
import type { R } from "@/lib/http/envelope";
import { distribution, holdsScore, linesOf, linesQueryParams, pageOfScore, percentText, rankRange, readLinesQuery } from "@/lib/rules/lines";
import { pickYearType } from "@/lib/rules/school";
import { loadChunk } from "@/lib/ui/chunk";
import { useAddressState } from "@/islands/ui/useAddressState";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES, Num, provinceName, Table } from "@/islands/school/parts";
import { LookupForm } from "@/islands/data-tools/LookupForm";
import { batchText, CARD, Empty, refusable, SectionTitle, SourceNote, subjectTypeText, useScoreOrRank, type Refusable } from "@/islands/data-tools/parts";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import { LOOKUP_WORDS, ScopeSelects } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { Pager } from "@/islands/ui/Pager";
import { Loaded } from "@/islands/ui/Loaded";

const DistributionChart = lazy(() => loadChunk(() => import("./DistributionChart")));
const PAGE_SIZE = 20;

type Lookup = { mode: "score"; answer: R<ScoreAnswer | null> } | { mode: "rank"; answer: R<RankAnswer | null> };

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId: string }) {
  return (
    <div className="min-w-[9rem] flex-1 rounded-md bg-[var(--color-paper)] px-3 py-2" data-fact={testId}>
      <dt className="muted text-sm">{label}</dt>
      <dd className="m-0 text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function Equivalents({ t, list, rank, lang }: { t: Translate; list: readonly Equivalent[]; rank: number; lang: "zh" | "en" }) {
  return (
    <section aria-labelledby="burst-eq" className={CARD} data-part="equivalents">
      <SectionTitle id="burst-eq">{t("burst.eq.title")}</SectionTitle>
      <p className="mb-3 text-sm">{t("burst.eq.intro", { rank: rank.toLocaleString(LOCALES[lang]) })}</p>
      {list.length === 0 ? <Empty>{t("burst.eq.none")}</Empty> : (
        <Table caption={t("burst.eq.caption", { rank: rank.toLocaleString(LOCALES[lang]) })} head={[t("burst.col.year"), t("burst.col.type"), t("burst.eq.col.score")]} testId="equivalents">
          {list.map((e) => (
            <tr key={e.year} data-year={e.year}>
              <th scope="row">{e.year}</th>
              <td>{subjectTypeText(t, e.subjectType)}</td>
              <td className="font-semibold">{e.score == null ? <span className="muted font-normal">{t("burst.eq.beyond")}</span> : e.band ? t("burst.bandValue", { from: e.band.from, to: e.band.to }) : <Num value={e.score} lang={lang} />}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

function ScoreResult({ t, a, lang, place }: { t: Translate; a: ScoreAnswer; lang: "zh" | "en"; place: string }) {
  const locale = LOCALES[lang];
  const range = rankRange(a, locale);
  return (
    <div data-result="score">
      <p className="mb-2 font-semibold">{t("burst.result.title", { province: place, year: a.year, type: subjectTypeText(t, a.subjectType), score: a.score })}</p>
      <dl className="m-0 flex flex-wrap gap-2">
        <Fact testId="rank" label={t("burst.result.rank")} value={range ?? t("burst.result.rankAbout", { rank: a.rankStart.toLocaleString(locale) })} />
        <Fact testId="count" label={t(a.band ? "burst.result.bandCount" : "burst.result.count")} value={a.count.toLocaleString(locale)} />
        <Fact testId="top" label={t("burst.result.top")} value={percentText(a.topShare, locale)} />
        <Fact testId="beat" label={t("burst.result.beat")} value={percentText(a.percentile, locale)} />
      </dl>
      <p className="mt-2 text-sm">
        {a.band ? t("burst.result.band", { from: a.band.from, to: a.band.to })
          : a.count === 0 ? t("burst.result.nobody", { score: a.score, rank: a.rankStart.toLocaleString(locale) })
          : t("burst.result.tie", { count: a.count.toLocaleString(locale), start: a.rankStart.toLocaleString(locale), end: a.rankEnd.toLocaleString(locale) })}
        {" "}{t("burst.size", { n: a.tableSize.toLocaleString(locale) })}
      </p>
    </div>
  );
}

function RankResult({ t, a, lang, place }: { t: Translate; a: RankAnswer; lang: "zh" | "en"; place: string }) {
  const locale = LOCALES[lang];
  return (
    <div data-result="rank">
      <p className="mb-2 font-semibold">{t("burst.rankResult.title", { province: place, year: a.year, type: subjectTypeText(t, a.subjectType), rank: a.rank.toLocaleString(locale) })}</p>
      <dl className="m-0 flex flex-wrap gap-2">
        <Fact testId="score" label={t("burst.rankResult.score")} value={a.band ? t("burst.bandValue", { from: a.band.from, to: a.band.to }) : a.score} />
        <Fact testId="rank" label={t("burst.rankResult.range")} value={rankRange(a, locale) ?? "—"} />
        <Fact testId="top" label={t("burst.result.top")} value={percentText(a.topShare, locale)} />
      </dl>
      <p className="mt-2 text-sm">
        {t("burst.rankResult.tie", { count: a.count.toLocaleString(locale), start: a.rankStart.toLocaleString(locale), end: a.rankEnd.toLocaleString(locale) })}
        {" "}{t("burst.size", { n: a.tableSize.toLocaleString(locale) })}
      </p>
    </div>
  );
}

function Distribution({ t, table, mark, lang, place }: { t: Translate; table: TablePageAnswer; mark: number | null; lang: "zh" | "en"; place: string }) {
  const rows = table.records;
  const [page, setPage] = useState(() => pageOfScore(rows, mark, PAGE_SIZE));
  useEffect(() => setPage(pageOfScore(rows, mark, PAGE_SIZE)), [rows, mark]);
  const locale = LOCALES[lang];
  const { points, bands } = distribution(rows);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const type = subjectTypeText(t, table.subjectType);
  return (
    <section aria-labelledby="burst-dist" className={CARD} data-part="distribution">
      <SectionTitle id="burst-dist">{t("burst.dist.title", { year: table.year, type })}</SectionTitle>
      {points.length >= 2 && (
        <figure className="m-0 mb-3">
          <figcaption className="mb-1 text-sm font-semibold">{t("burst.dist.figure", { province: place, year: table.year, type })}</figcaption>
          <OnDemandBoundary label="lines chart" fallback={<p className="muted" role="status">{t("data.chart.failed")}</p>}>
            <Suspense fallback={<p className="muted flex h-56 items-center justify-center sm:h-72" role="status">{t("data.chart.loading")}</p>}>
              <DistributionChart points={points} mark={mark} markLabel={t("burst.dist.you", { score: mark ?? "" })} countLabel={t("burst.col.count")}
                description={mark != null ? t("burst.dist.altMarked", { score: mark }) : t("burst.dist.alt")} locale={locale} />
            </Suspense>
          </OnDemandBoundary>
        </figure>
      )}
      {bands.length > 0 && <p className="muted mb-3 text-sm">{t("burst.dist.bands", { list: bands.map((b) => t("burst.bandValue", { from: b.score, to: b.scoreMax ?? b.score })).join(lang === "zh" ? "、" : ", ") })}</p>}
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {mark != null && pageOfScore(rows, mark, PAGE_SIZE) !== page && (
          <button type="button" className="btn" onClick={() => setPage(pageOfScore(rows, mark, PAGE_SIZE))}>{t("burst.table.jump")}</button>
        )}
      </div>
      <Table caption={t("burst.table.caption", { province: place, year: table.year, type, page, pages })} head={[t("burst.col.score"), t("burst.col.rank"), t("burst.col.count"), t("burst.col.cumulative")]} testId="score-table">
        {shown.map((row) => {
          const mine = holdsScore(row, mark);
          return (
            <tr key={row.score} data-score={row.score} data-mine={mine || undefined} className={mine ? "bg-amber-50 font-semibold shadow-[inset_4px_0_0_#b45309]" : undefined}>
              <th scope="row">{row.scoreMax != null ? row.label || t("burst.bandValue", { from: row.score, to: row.scoreMax }) : row.score}{mine && <span className="sr-only">{` (${t("burst.table.yours")})`}</span>}</th>
              <td>{rankRange(row, locale) ?? <span className="muted">{t("burst.table.nobody")}</span>}</td>
              <td><Num value={row.count} lang={lang} /></td>
              <td><Num value={row.cumulative} lang={lang} /></td>
            </tr>
          );
        })}
      </Table>
      <Pager className="mt-3" current={page} pages={pages} onPage={setPage} />
    </section>
  );
}

function LinesReference({ t, province, year, type, score, lang }: { t: Translate; province: string; year: number; type: string; score: number | null; lang: "zh" | "en" }) {
  const [lines, retry] = useLoadable(...lineLoads.batchLines({ province, year, subjectType: type }));
  return (
    <section aria-labelledby="burst-lines" className={CARD} data-part="lines">
      <SectionTitle id="burst-lines">{t("burst.lines.title", { year, type: subjectTypeText(t, type) })}</SectionTitle>
      <Loaded load={lines} retry={retry}>
        {(r) => {
          const list = linesOf(r.data, year, type);
          if (list.length === 0) return <Empty>{t("burst.lines.none", { year })}</Empty>;
          return (
            <>
              <SourceNote t={t} sources={[...new Map(list.map((l) => [l.source.name, l.source])).values()]} sample={list.some((l) => l.sample)} />
              <Table caption={t("burst.lines.caption", { year, type: subjectTypeText(t, type) })} head={[t("batch.col.batch"), t("batch.col.score"), ...(score != null ? [t("burst.lines.diff")] : [])]} testId="reference-lines">
                {list.map((l) => (
                  <tr key={l.batch}>
                    <th scope="row">{kept(batchText(t, l.batch))}</th>
                    <td><Num value={l.score} lang={lang} /></td>
                    {score != null && <td>{score - l.score >= 0 ? t("burst.lines.above", { n: score - l.score }) : t("burst.lines.below", { n: l.score - score })}</td>}
                  </tr>
                ))}
              </Table>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

export default function Burst() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const [query, update] = useAddressState(readLinesQuery, linesQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  const [years, retryYears] = useLoadable(["fetchTableYears", province], () => fetchTableYears(province));
  const list = years.state === "ready" ? (years.data.data ?? []) : [];
  const newest = list[0]?.year;
  const own = newest != null ? student.subjectTypeIn(query.year ?? newest, province) : null;
  const picked = pickYearType(list, query.year, query.type ?? own);
  const scope = picked ? { province, year: picked.year, subjectType: picked.subjectType } : null;

  const { mode, value } = useScoreOrRank(query, update, student);
  const [table, retryTable] = useLoadable(["fetchTable", scope?.province, scope?.year, scope?.subjectType], () => fetchTable(scope!), scope !== null);
  const [lookup, retryLookup] = useLoadable<Refusable<Lookup> | null>(["lookupScore", scope?.province, scope?.year, scope?.subjectType, mode, value], async () => {
      if (value == null) return null;
      return mode === "score"
        ? refusable(lookupScore(scope!, value).then((answer) => ({ mode: "score" as const, answer })))
        : refusable(lookupRank(scope!, value).then((answer) => ({ mode: "rank" as const, answer })));
    }, scope !== null);
  const tableData = table.state === "ready" ? table.data.data : null;
  const found = lookup.state === "ready" && lookup.data && !lookup.data.refused && lookup.data.value.answer.data ? lookup.data.value : null;
  const foundScore = found?.answer.data?.score ?? null;
  const typeName = picked ? subjectTypeText(t, picked.subjectType) : "";

  return (
    <div className="page flex flex-col gap-4" data-screen="burst">
      <div>
        <h1 className="page__title mb-1">{t("route.burst")}</h1>
        <p className="muted">{t("burst.intro")}</p>
      </div>
      <Loaded load={years} retry={retryYears}>
        {() => (
          <>
            <ScopeSelects t={t} province={province} onProvince={(v) => update({ province: v, year: undefined, type: undefined, score: undefined, rank: undefined })}
              types={list.find((e) => e.year === picked?.year)?.subjectTypes ?? []} type={picked?.subjectType} onType={(v) => update({ type: v })}
              years={list.map((e) => e.year)} year={picked?.year} onYear={(v) => update({ year: v })} />
            {!picked ? <Empty testId="no-tables">{t("burst.noTables", { province: place })}</Empty> : (
              <>
                <section aria-labelledby="burst-lookup" className={CARD} data-part="lookup">
                  <SectionTitle id="burst-lookup">{t("burst.lookup.title")}</SectionTitle>
                  <LookupForm t={t} words={LOOKUP_WORDS} province={province} provinceLabel={place} mode={mode} value={value} tableSize={tableData?.tableSize} tableYear={picked.year}
                    onSubmit={(m, v) => update(m === "score" ? { mode: m, score: v, rank: undefined } : { mode: m, rank: v, score: undefined })} />
                  <ScoreOrigin t={t} lang={lang} student={student} mode={mode} value={value} province={province} className="muted m-0 mt-2 text-sm" />
                  <div className="mt-4" aria-live="polite">
                    <Loaded load={lookup} retry={retryLookup}>
                      {(r) => {
                        if (r == null) return <p className="muted">{t("burst.prompt")}</p>;
                        if (r.refused) return <Empty testId="refused">{t("burst.refused", { msg: r.msg })}</Empty>;
                        const { value: hit } = r;
                        if (hit.answer.data == null) {
                          return <Empty testId="below-table">{mode === "score" && tableData ? t("burst.belowTable", { score: value ?? "", year: picked.year, min: tableData.tableMin }) : t("burst.noTable", { province: place, year: picked.year, type: typeName })}</Empty>;
                        }
                        return (
                          <>
                            {hit.mode === "score" ? <ScoreResult t={t} a={hit.answer.data} lang={lang} place={place} /> : <RankResult t={t} a={hit.answer.data} lang={lang} place={place} />}
                            <div className="mt-3"><SourceNote t={t} sources={[hit.answer.data.source]} sample={hit.answer.data.sample} /></div>
                          </>
                        );
                      }}
                    </Loaded>
                  </div>
                </section>
                {found?.answer.data && (
                  <Equivalents t={t} list={found.answer.data.equivalents} lang={lang}
                    rank={found.mode === "score" ? found.answer.data!.rankEnd : found.answer.data!.rank} />
                )}
                <Loaded load={table} retry={retryTable}>
                  {(r) => r.data == null ? <Empty testId="no-table">{t("burst.noTable", { province: place, year: picked.year, type: typeName })}</Empty> : (
                    <>
                      <Distribution t={t} table={r.data} lang={lang} place={place}
                        mark={foundScore} />
                      {!found && <SourceNote t={t} sources={[r.data.source]} sample={r.data.sample} />}
                    </>
                  )}
                </Loaded>
                <LinesReference t={t} province={province} year={picked.year} type={picked.subjectType} lang={lang}
                  score={foundScore} />
              </>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
