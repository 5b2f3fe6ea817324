// 批次线 /wel/batchLine/index (portal.md §2, §7 PiCX): a province's batch lines by year and subject type, the trend over
// the years (chart and a table of the same numbers), what each kind of batch means, and where the numbers come from.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-lines";
import "@/islands/shell/boot";
import { lazy, Suspense } from "react";
import { lineLoads, type BatchLine } from "@/lib/api/lines";
import type { PortalKey } from "@/lib/i18n/portal";
import { lineSeries, lineSubjectTypes, linesQueryParams, lineYears, linesOf, pickLineYear, readLinesQuery } from "@/lib/rules/lines";
import { loadChunk } from "@/lib/ui/chunk";
import { useAddressState } from "@/islands/ui/useAddressState";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES, Num, provinceName, Table } from "@/islands/school/parts";
import { batchText, CARD, Empty, SectionTitle, SourceNote, subjectTypeText } from "@/islands/data-tools/parts";
import { ScopeSelects } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { Loaded } from "@/islands/ui/Loaded";

const LineTrendChart = lazy(() => loadChunk(() => import("./LineTrendChart")));

const KINDS: BatchLine["kind"][] = ["early", "line", "regular", "vocational"];

function Change({ now, before, t }: { now: number; before: number | null | undefined; t: Translate }) {
  if (before == null) return <>—</>;
  const d = now - before;
  if (d === 0) return <>{t("batch.change.same")}</>;
  return (
    <>
      <span aria-hidden="true">{d > 0 ? `+${d}` : `−${Math.abs(d)}`}</span>
      <span className="sr-only">{t(d > 0 ? "batch.change.upLabel" : "batch.change.downLabel", { n: Math.abs(d) })}</span>
    </>
  );
}

export default function BatchLines() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const [query, update] = useAddressState(readLinesQuery, linesQueryParams);
  const province = query.province ?? (student.province || "11");
  const [answer, retry] = useLoadable(...lineLoads.batchLines({ province }));
  const place = provinceName(t, province);

  return (
    <div className="page flex flex-col gap-4" data-screen="batch-lines">
      <div>
        <h1 className="page__title mb-1">{t("route.batchLine")}</h1>
        <p className="muted">{t("batch.intro")}</p>
      </div>
      <Loaded load={answer} retry={retry}>
        {(r) => {
          const map = r.data ?? {};
          const types = lineSubjectTypes(map);
          const newest = lineYears(map)[0]?.year;
          const own = newest != null ? student.subjectTypeIn(newest, province) : null;
          const type = query.type && types.includes(query.type) ? query.type : own && types.includes(own) ? own : types[0];
          const year = type ? pickLineYear(map, type, query.year) : null;
          const years = type ? lineYears(map).filter((e) => e.subjectTypes.includes(type)).map((e) => e.year) : [];
          const selects = (
            <ScopeSelects t={t} province={province} onProvince={(value) => update({ province: value, year: undefined, type: undefined })}
              types={types} type={type} onType={(value) => update({ type: value })} years={years} year={year} onYear={(value) => update({ year: value })} />
          );
          if (!type || year == null) return <>{selects}<Empty testId="no-lines">{t("batch.empty.province", { province: place })}</Empty></>;
          const lines = linesOf(map, year, type);
          const previous = linesOf(map, year - 1, type);
          const series = lineSeries(map, type);
          const typeName = subjectTypeText(t, type);
          const sources = [...new Map(Object.values(map).flat().filter((l) => l.subjectType === type).map((l) => [`${l.source.name}|${l.source.url}`, l.source])).values()];
          const kinds = KINDS.filter((kind) => series.batches.some((b) => b.kind === kind));
          const labelled = series.batches.map((b) => ({ name: b.name, label: batchText(t, b.name) }));
          const from = series.points[0]?.year ?? year, to = series.points.at(-1)?.year ?? year;
          return (
            <>
              {selects}
              <SourceNote t={t} sources={sources} sample={series.sample} />

              <section aria-labelledby="batch-year" className={CARD} data-part="year">
                <SectionTitle id="batch-year">{t("batch.year.title", { year, type: typeName })}</SectionTitle>
                <Table caption={t("batch.year.caption", { province: place, year, type: typeName })} head={[t("batch.col.batch"), t("batch.col.score"), t("batch.col.change", { year: year - 1 })]} testId="year-lines">
                  {lines.map((line) => (
                    <tr key={line.batch} data-batch={line.batch}>
                      <th scope="row">{kept(batchText(t, line.batch))}<span className="muted block text-xs">{t(`batch.kind.${line.kind}` as PortalKey)}</span></th>
                      <td className="font-semibold"><Num value={line.score} lang={lang} /></td>
                      <td><Change now={line.score} before={previous.find((p) => p.batch === line.batch)?.score} t={t} /></td>
                    </tr>
                  ))}
                </Table>
              </section>

              <section aria-labelledby="batch-trend" className={CARD} data-part="trend">
                <SectionTitle id="batch-trend">{t("batch.trend.title", { type: typeName })}</SectionTitle>
                {series.points.length >= 2 ? (
                  <figure className="m-0 mb-3">
                    <figcaption className="mb-1 text-sm font-semibold">{t("batch.trend.figure", { from, to })}</figcaption>
                    <OnDemandBoundary label="lines chart" fallback={<p className="muted" role="status">{t("data.chart.failed")}</p>}>
                      <Suspense fallback={<p className="muted flex h-64 items-center justify-center sm:h-72" role="status">{t("data.chart.loading")}</p>}>
                        <LineTrendChart points={series.points} batches={labelled} description={t("batch.trend.alt", { type: typeName, from, to })} locale={LOCALES[lang]} />
                      </Suspense>
                    </OnDemandBoundary>
                  </figure>
                ) : (
                  <p className="muted mb-3">{t("batch.trend.oneYear")}</p>
                )}
                <Table caption={t("batch.trend.caption", { province: place, type: typeName })} head={[t("batch.col.year"), ...labelled.map((b) => b.label)]} testId="trend">
                  {[...series.points].reverse().map((point) => (
                    <tr key={point.year}>
                      <th scope="row">{point.year}</th>
                      {series.batches.map((b) => <td key={b.name}><Num value={point.scores[b.name]} lang={lang} /></td>)}
                    </tr>
                  ))}
                </Table>
              </section>

              <section aria-labelledby="batch-kinds" className={CARD} data-part="kinds">
                <SectionTitle id="batch-kinds">{t("batch.kinds.title")}</SectionTitle>
                <dl className="grid gap-3 sm:grid-cols-2">
                  {kinds.map((kind) => (
                    <div key={kind}>
                      <dt className="font-semibold">{t(`batch.kind.${kind}` as PortalKey)}
                        <span className="muted font-normal">{" · "}{kept(series.batches.filter((b) => b.kind === kind).map((b) => batchText(t, b.name)).join(lang === "zh" ? "、" : ", "))}</span>
                      </dt>
                      <dd className="m-0 text-sm">{t(`batch.kindHelp.${kind}` as PortalKey)}</dd>
                    </div>
                  ))}
                </dl>
                <p className="muted mt-3 text-sm">{t("batch.kinds.note")}</p>
              </section>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
