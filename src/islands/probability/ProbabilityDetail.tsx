// 录取概率详情 /wel/probability/detail?unit=…&province=…&subjectType=…&batch=…&score=…|rank=… (CeGL/getLqgl with
// unitKey): one unit explained — the stated chance in words, its band, the predicted minimum rank with its 80 %
// interval and the model's spread, each year's minimum rank and score with the student's equivalent score, the source;
// or the refusal with its reason and no number. The chart (loaded on demand) has a table of the same numbers.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-probability";
import "@/islands/shell/boot";
import { lazy, Suspense, type ReactNode } from "react";
import type { ProbabilityRequest } from "@/contracts/cegl";
import { fetchProbability, type ProbabilityAnswer, type UnitProbability } from "@/lib/api/probability";
import type { R } from "@/lib/http/envelope";
import { bandRanges, historyRows, listHref, probQueryParams, readProbQuery, recordBand, refusalTarget, spreadPercent, unitTitle, type HistoryRow } from "@/lib/rules/probability";
import { loadChunk } from "@/lib/ui/chunk";
import { useAddressState } from "@/islands/ui/useAddressState";
import { OnDemandBoundary } from "@/islands/ui/OnDemandBoundary";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useProfile } from "@/islands/pages/shared";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES, provinceName, requirementText, Table } from "@/islands/school/parts";
import { LookupForm } from "@/islands/data-tools/LookupForm";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import { CARD, Empty, planTypeText, refusable, useScoreOrRank, type Refusable } from "@/islands/data-tools/parts";
import {
  addressValueProblem, BandBadge, BasisLine, Help, LOOKUP_WORDS, ProbabilityFigure, reasonOf, serverMessage, SourceLine, widenedText, wordsOf, yearBasis,
} from "./parts";
import { CollegeName } from "@/islands/ui/CollegeName";
import { displayNameLang } from "@/lib/rules/display-name";
import { SampleNote } from "@/islands/ui/SampleData";
import { AddToForm } from "@/islands/volunteer/AddToForm";
import { TargetToggle } from "@/islands/career/parts";
import { Loaded } from "@/islands/ui/Loaded";
import { SpecialPlanTag } from "@/islands/volunteer/SpecialPlans";

const HistoryChart = lazy(() => loadChunk(() => import("./HistoryChart")));

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-fact={testId}>
      <dt className="muted text-sm">{label}</dt>
      <dd className="m-0 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function Stated({ t, lang, unit, data }: { t: Translate; lang: "zh" | "en"; unit: UnitProbability; data: ProbabilityAnswer }) {
  const locale = LOCALES[lang];
  const fmt = (n: number | null | undefined) => (n == null ? "—" : n.toLocaleString(locale));
  if (unit.refused) {
    return (
      <section aria-labelledby="prob-stated" className={`${CARD} flex flex-col gap-2 border-l-4 !border-l-gray-500`} data-part="refused">
        <h2 id="prob-stated" className="m-0 flex flex-wrap items-center gap-2 text-lg font-bold">
          <BandBadge t={t} band="refused" />
          {t("prob.detail.refused.title")}
        </h2>
        <p className="m-0" data-reason>{t("prob.refused.reason", { reason: reasonOf(unit, lang) })}</p>
        <p className="muted m-0 text-sm">{t("prob.detail.refused.note")}</p>
      </section>
    );
  }
  const p = unit.probability!;
  const spread = spreadPercent(unit.spread);
  return (
    <section aria-labelledby="prob-stated" className={`${CARD} flex flex-col gap-3`} data-part="stated">
      <h2 id="prob-stated" className="m-0 text-lg font-bold">{t("prob.detail.stated")}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-3xl"><ProbabilityFigure p={p} /></span>
        <BandBadge t={t} band={recordBand(unit)} />
      </div>
      <p className="m-0 text-base" data-words>{wordsOf(t, p)}</p>
      <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t("prob.detail.yourRank")} testId="rank">{fmt(data.rank)}</Fact>
        <Fact label={t("prob.detail.predicted", { year: data.targetYear })} testId="predicted">{fmt(unit.predictedMinRank)}</Fact>
        <Fact label={t("prob.detail.interval")} testId="interval">{t("prob.detail.intervalValue", { lower: fmt(unit.lower), upper: fmt(unit.upper) })}</Fact>
        <Fact label={t("prob.detail.spread")} testId="spread">{spread == null ? "—" : t("prob.detail.spreadValue", { pct: spread })}</Fact>
      </dl>
      <p className="muted m-0 text-sm">{t("prob.detail.intervalNote")}</p>
      {(unit.widenedBy?.length ?? 0) > 0 && <p className="m-0 text-sm" data-widened>{t("prob.detail.widened", { reasons: widenedText(t, unit.widenedBy, lang) })}</p>}
    </section>
  );
}

function HistoryTable({ t, lang, rows, caption }: { t: Translate; lang: "zh" | "en"; rows: readonly HistoryRow[]; caption: string }) {
  const locale = LOCALES[lang];
  const fmt = (n: number | null | undefined) => (n == null ? "—" : n.toLocaleString(locale));
  // generated rows are labelled by the page's note; a row is tagged only when real and generated years are mixed
  const mixed = rows.some((r) => r.sample) && rows.some((r) => !r.sample && r.predicted == null);
  const predicted = rows.some((r) => r.predicted != null);
  const head = [t("prob.col.year"), t("prob.col.minScore"), t("prob.col.minRank"), t("prob.col.plan"), t("prob.col.equivalent"), ...(predicted ? [t("prob.col.predicted")] : [])];
  return (
    <Table caption={caption} head={head} testId="history">
      {rows.map((row) => (
        <tr key={row.year} data-year={row.year} data-predicted-row={row.predicted != null ? "true" : undefined} className={row.predicted != null ? "bg-amber-50" : ""}>
          <th scope="row">
            {row.predicted != null ? t("prob.table.predictedYear", { year: row.year }) : row.year}
            {mixed && row.sample && row.predicted == null && <span className="tag ml-2">{t("sample.label")}</span>}
          </th>
          <td>{fmt(row.minScore)}</td>
          <td>{fmt(row.minRank)}</td>
          <td>{fmt(row.planCount)}</td>
          <td>{fmt(row.equivalentScore)}</td>
          {predicted && <td>{row.predicted == null ? "—" : `${fmt(row.predicted)} (${fmt(row.lower)}–${fmt(row.upper)})`}</td>}
        </tr>
      ))}
    </Table>
  );
}

function History({ t, lang, unit, data }: { t: Translate; lang: "zh" | "en"; unit: UnitProbability; data: ProbabilityAnswer }) {
  const rows = historyRows(unit, data.targetYear);
  const published = rows.filter((r) => r.predicted == null);
  const from = published[0]?.year ?? data.targetYear;
  const to = published.at(-1)?.year ?? data.targetYear;
  const chartable = rows.filter((r) => r.minRank != null || r.predicted != null).length >= 2;
  const label = unitTitle(unit.collegeName, unit.name, lang === "en" ? unit.collegeNameEn : "");
  return (
    <section aria-labelledby="prob-history" className={`${CARD} flex flex-col gap-3`} data-part="history">
      <h2 id="prob-history" className="m-0 text-lg font-bold">{t("prob.detail.history")}</h2>
      {chartable ? (
        <figure className="m-0">
          <figcaption className="mb-1 text-sm font-semibold">
            {unit.refused ? t("prob.chart.title", { from, to }) : t("prob.chart.titlePredicted", { from, to, year: data.targetYear })}
          </figcaption>
          <OnDemandBoundary label="probability chart" fallback={<p className="muted" role="status">{t("data.chart.failed")}</p>}>
            <Suspense fallback={<p className="muted flex h-64 items-center justify-center sm:h-72" role="status">{t("data.chart.loading")}</p>}>
              <HistoryChart rows={rows} studentRank={data.rank} description={t("prob.chart.alt", { year: data.targetYear })} rankLabel={t("prob.chart.minRank")}
                predictedLabel={t("prob.chart.predicted")} yourRankLabel={t("prob.chart.yourRank", { rank: data.rank.toLocaleString(LOCALES[lang]) })} locale={LOCALES[lang]} />
            </Suspense>
          </OnDemandBoundary>
        </figure>
      ) : (
        <p className="muted m-0">{t("prob.chart.oneYear")}</p>
      )}
      <HistoryTable t={t} lang={lang} rows={rows} caption={unit.refused ? t("prob.table.captionHistory", { unit: label }) : t("prob.table.caption", { unit: label, year: data.targetYear })} />
      <p className="muted m-0 text-sm">{t("prob.detail.equivalentNote")}</p>
    </section>
  );
}

export default function ProbabilityDetail() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const profile = useProfile();
  const [query, update] = useAddressState(readProbQuery, probQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  // the same years as the list: the student's own application year in their own province, else the next round
  const ownProvince = province === student.province;
  const year = ownProvince && student.calendar.ownYearKnown ? student.calendar.ownYear : undefined;
  const who = yearBasis(t, ownProvince, student.calendar, profile);
  const own = !query.subjectType && ownProvince ? student.calendar.subjectType : null;
  const subjectType = query.subjectType ?? own ?? undefined;

  const { mode, value } = useScoreOrRank(query, update, student);
  const valueProblem = addressValueProblem(t, mode, value, province, place);
  const body: ProbabilityRequest | null = value == null || valueProblem || !query.unit ? null : {
    province, unitKey: query.unit, ...(year ? { year } : {}), ...(subjectType ? { subjectType } : {}), ...(query.batch ? { batch: query.batch } : {}),
    ...(mode === "score" ? { score: value } : { rank: value }),
  };
  const [answer, retry] = useLoadable<Refusable<R<ProbabilityAnswer | null>>>(["fetchProbability", JSON.stringify(body)], () => refusable(fetchProbability(body!)), body !== null);
  const refusal = answer.state === "ready" && answer.data.refused ? answer.data : null;
  const valueError = valueProblem ?? (refusal && refusalTarget(refusal.field) === "value" ? serverMessage(t, refusal.problem) : null);
  const data = answer.state === "ready" && !answer.data.refused ? answer.data.value.data : null;
  const unit = data?.records[0] ?? null;
  const title = unit ? unitTitle(unit.collegeName, unit.name, lang === "en" ? unit.collegeNameEn : "") : t("route.probabilityDetail");
  const back = listHref({ province, subjectType: data?.subjectType ?? query.subjectType, batch: data?.batch ?? query.batch, mode, score: query.score, rank: query.rank });

  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="probability-detail">
      <p className="m-0 text-sm"><a href={back} data-back>← {t("prob.detail.back")}</a></p>
      <div>
        <h1 className="page__title mb-1" lang={unit ? displayNameLang({ name: unit.collegeName, nameEn: unit.collegeNameEn }, lang) : undefined}>{title}</h1>
        {unit && (
          <p className="muted m-0 text-sm" data-unit-facts>
            <CollegeName code={unit.collegeCode} name={unit.collegeName} nameEn={unit.collegeNameEn} lang={lang} className="underline" />
            {unit.unitCode && <>{" · "}{t("prob.unit.code", { code: unit.unitCode })}</>}
            {" · "}{planTypeText(t, unit.planType)} <SpecialPlanTag t={t} planType={unit.planType} />
            {" · "}{t("prob.unit.requirement")}{lang === "zh" ? "：" : ": "}{requirementText(t, unit.subjectRequirement)}
          </p>
        )}
      </div>
      {!query.unit ? (
        <Empty testId="no-unit">{t("prob.detail.noUnit")}</Empty>
      ) : (
        <>
          <section aria-labelledby="prob-input" className={CARD} data-part="input">
            <h2 id="prob-input" className="sr-only">{t("prob.lookup.form")}</h2>
            <LookupForm t={t} words={LOOKUP_WORDS} province={province} provinceLabel={place} mode={mode} value={value} valueError={valueError}
              onSubmit={(m, v) => update(m === "score" ? { mode: m, score: v, rank: undefined } : { mode: m, rank: v, score: undefined })} />
            <ScoreOrigin t={t} lang={lang} student={student} mode={mode} value={value} province={province} className="muted m-0 mt-2 text-sm" />
          </section>
          {value == null ? <p className="muted m-0">{t("prob.prompt")}</p> : valueProblem ? <Empty testId="fix-input">{t("prob.fixInput")}</Empty> : (
            <Loaded load={answer} retry={retry}>
              {(r) => {
                if (r.refused) {
                  const { field, problem } = r;
                  return refusalTarget(field) === "value" ? <Empty testId="fix-input">{t("prob.fixInput")}</Empty> : <Empty testId="refused">{t("prob.refusedPage", { problem })}</Empty>;
                }
                const d = r.value.data;
                if (d == null) return <Empty testId="no-data">{t("prob.noData", { province: place })}</Empty>;
                const u = d.records[0];
                if (!u) return <Empty testId="no-unit">{t("prob.detail.noUnit")}</Empty>;
                return (
                  <>
                    <div className="flex flex-wrap items-center gap-2" data-part="actions">
                      <AddToForm t={t} target={{ unitKey: u.unitKey, label: title, province: d.province, year: d.targetYear, batch: d.batch,
                        given: d.rankFrom === "score" && d.score != null ? { score: d.score } : { rank: d.rank }, from: "unit" }} className="btn--primary" />
                      {u.collegeCode && <TargetToggle want={{ college: u.collegeCode }} name={title} />}
                    </div>
                    <div className={`${CARD} flex flex-col gap-2`} data-part="basis">
                      <BasisLine t={t} data={d} lang={lang} who={who} />
                      <SampleNote show={r.value.sample === true || d.sample} />
                      <SourceLine t={t} source={u.source} sample={u.sample} />
                    </div>
                    <Stated t={t} lang={lang} unit={u} data={d} />
                    <History t={t} lang={lang} unit={u} data={d} />
                  </>
                );
              }}
            </Loaded>
          )}
        </>
      )}
      <Help t={t} lang={lang} bands={data ? bandRanges(data) : undefined} />
    </div>
  );
}
