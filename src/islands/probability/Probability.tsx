// 录取概率 /wel/probability (portal.md §2, §7 CeGL/getLqgl): from the student's province, subject type and score or
// rank, the enrolment units near their rank with the stated chance of admission, its band (保 / 稳 / 冲 / 难) and the
// predicted minimum rank with its 80 % interval — and the units the model refuses, with the reason. Inputs live in
// the address; every figure says where it came from.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-probability";
import "@/islands/shell/boot";
import { useEffect, useId, useState, type SubmitEvent } from "react";
import type { ProbabilityRequest } from "@/contracts/cegl";
import { fetchProbability, type ProbabilityAnswer, type UnitProbability } from "@/lib/api/probability";
import type { R } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import {
  bandLook, bandRanges, belowLine, bandTabs, batchChoices, defaultBatch, detailHref, ORDERS, pageCount, probQueryParams, readProbQuery, recordBand,
  refusalTarget, subjectTypeChoices, unitTitle, type BandFilter, type Order, type ProbQuery,
} from "@/lib/rules/probability";
import { cleanKeyword } from "@/lib/rules/keyword";
import { useAddressState } from "@/islands/ui/useAddressState";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { LOCALES, provinceName, requirementText, Select } from "@/islands/school/parts";
import { LookupForm } from "@/islands/data-tools/LookupForm";
import { batchText, CARD, Empty, planTypeText, provinceChoices, refusable, subjectTypeText, useScoreOrRank, type Refusable } from "@/islands/data-tools/parts";
import { addressValueProblem, BandBadge, BasisLine, Help, listTexts, LOOKUP_WORDS, ProbabilityFigure, ReasonText, serverMessage, SourceLine, wordsOf, yearBasis } from "./parts";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import { useProfile } from "@/islands/pages/shared";
import { CollegeName } from "@/islands/ui/CollegeName";
import { placeName, textLang } from "@/lib/rules/display-name";
import { Pager } from "@/islands/ui/Pager";
import { SampleNote } from "@/islands/ui/SampleData";
import { AddToForm, type AddTarget } from "@/islands/volunteer/AddToForm";
import { lineLoads } from "@/lib/api/lines";
import { fillQueryParams } from "@/lib/rules/volunteer";
import { kept } from "@/islands/ui/Kept";
import { TargetToggle } from "@/islands/career/parts";
import { Loaded } from "@/islands/ui/Loaded";
import { SpecialPlanTag } from "@/islands/volunteer/SpecialPlans";

const PAGE_SIZE = 20;

/** What a row needs to put its unit on a form: the answer's scope and the student's score or rank. */
interface FormScope { province: string; year: number; batch: string; given: AddTarget["given"] }

function UnitRow({ t, lang, unit, query, form }: { t: Translate; lang: "zh" | "en"; unit: UnitProbability; query: ProbQuery; form: FormScope }) {
  const locale = LOCALES[lang];
  const band = recordBand(unit);
  const label = unitTitle(unit.collegeName, unit.name, lang === "en" ? unit.collegeNameEn : "");
  const fmt = (n: number | null | undefined) => (n == null ? "—" : n.toLocaleString(locale));
  const colon = lang === "zh" ? "：" : ": ";
  return (
    <li className="flex flex-col gap-2 border-t border-[var(--color-line)] py-3 first:border-t-0" data-unit={unit.unitKey} data-row-band={band}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="m-0 font-semibold">
            <CollegeName code={unit.collegeCode} name={unit.collegeName} nameEn={unit.collegeNameEn} lang={lang} className="underline underline-offset-2" />
            {unit.cityName && <span className="muted ml-2 text-sm font-normal" lang={textLang(placeName(unit.cityName, lang, "city"), lang)}>{placeName(unit.cityName, lang, "city")}</span>}
          </p>
          <p className="m-0 text-sm"><span lang="zh-CN">{unit.name}</span>{unit.unitCode && <span className="muted">{" · "}{t("prob.unit.code", { code: unit.unitCode })}</span>}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <BandBadge t={t} band={band} />
          {unit.refused ? <span className="text-sm font-semibold">{t("prob.refused.label")}</span> : <ProbabilityFigure p={unit.probability!} />}
        </div>
      </div>
      {unit.refused ? (
        <p className="m-0 text-sm" data-refusal><ReasonText t={t} record={unit} lang={lang} /></p>
      ) : (
        <p className="m-0 text-sm" data-words>{wordsOf(t, unit.probability!)}</p>
      )}
      <dl className="m-0 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div><dt className="muted inline">{t("prob.unit.planType")}{colon}</dt><dd className="m-0 inline">{planTypeText(t, unit.planType)} <SpecialPlanTag t={t} planType={unit.planType} /></dd></div>
        <div><dt className="muted inline">{t("prob.unit.requirement")}{colon}</dt><dd className="m-0 inline">{requirementText(t, unit.subjectRequirement)}</dd></div>
        <div><dt className="muted inline">{t("prob.unit.last", { year: unit.lastYear })}{colon}</dt><dd className="m-0 inline tabular-nums">{`${fmt(unit.lastMinScore)} / ${fmt(unit.lastMinRank)} / ${fmt(unit.lastPlanCount)}`}</dd></div>
        {!unit.refused && unit.predictedMinRank != null && (
          <div><dt className="muted inline">{t("prob.unit.predicted")}{colon}</dt><dd className="m-0 inline tabular-nums" data-predicted>{t("prob.unit.predictedValue", { rank: fmt(unit.predictedMinRank), lower: fmt(unit.lower), upper: fmt(unit.upper) })}</dd></div>
        )}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SourceLine t={t} source={unit.source} sample={unit.sample} />
        <div className="flex flex-wrap items-center gap-2">
          {unit.collegeCode && <TargetToggle want={{ college: unit.collegeCode }} name={label} />}
          <AddToForm t={t} target={{ unitKey: unit.unitKey, label, ...form, from: "probability" }} />
          <a href={detailHref(query, unit.unitKey)} aria-label={t("prob.unit.detailLabel", { name: label })} className="text-sm font-semibold" data-detail-link>
            {t("prob.unit.detail")} →
          </a>
        </div>
      </div>
    </li>
  );
}

function KeywordForm({ t, value, onSubmit }: { t: Translate; value: string; onSubmit(value: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit(cleanKeyword(text));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" role="search" aria-label={t("prob.keyword")} data-keyword>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">{t("prob.keyword")}</label>
        <input id={id} className="field__input w-48 max-w-full" value={text} maxLength={50} onChange={(e) => setText(e.target.value)} />
      </div>
      <button type="submit" className="btn">{t("prob.keyword.submit")}</button>
      {value && <button type="button" className="btn" onClick={() => { setText(""); onSubmit(""); }}>{t("prob.keyword.clear")}</button>}
    </form>
  );
}

/** The band filters with their counts: toggle buttons (one pressed), the label in text, never colour alone. */
function BandTabs({ t, counts, band, onBand }: { t: Translate; counts: ProbabilityAnswer["counts"]; band: BandFilter | undefined; onBand(band: BandFilter | undefined): void }) {
  return (
    <div role="group" aria-label={t("prob.tabs")} className="flex flex-wrap gap-2" data-band-tabs>
      {bandTabs(counts).map(({ band: b, count }) => {
        const pressed = (band ?? "all") === b;
        const name = b === "all" ? t("prob.tab.all") : t(bandLook(b).nameKey);
        return (
          <button key={b} type="button" aria-pressed={pressed} data-tab={b}
            className={`rounded-md border px-3 py-1.5 text-sm ${pressed ? "border-[var(--primary-strong)] bg-[var(--primary-9)] font-bold shadow-[inset_0_-3px_0_var(--primary-strong)]" : "border-[var(--color-line)] bg-white"}`}
            onClick={() => onBand(b === "all" ? undefined : b)}>
            {b !== "all" && <span aria-hidden="true" className="mr-1">{bandLook(b).mark}</span>}
            {t("prob.tab.count", { name, count })}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Below the batch's line: which line (year, subject type, score) and by how much, and the way on: the 专科 batch's
 * chances here and its form, or that the score is below that line too. Read off the lines of the table's year.
 */
function LineNote({ t, lang, data, onBatch }: { t: Translate; lang: "zh" | "en"; data: ProbabilityAnswer; onBatch(batch: string): void }) {
  const year = data.tableYear ?? data.dataYear;
  const [lines] = useLoadable(...lineLoads.batchLines({ province: data.province, year, subjectType: data.subjectType }));
  // a rank entered (not a score) is held against the lines through the score it had in that year's table
  const byRank = data.score == null;
  const [atRank] = useLoadable(...lineLoads.scoreAtRank({ province: data.province, year, subjectType: data.subjectType }, data.rank), byRank);
  if (lines.state !== "ready" || (byRank && atRank.state !== "ready")) return null;
  const score = data.score ?? (atRank.state === "ready" ? atRank.data.data?.score : null);
  const below = belowLine((lines.data.data[String(year)] ?? []).filter((l) => l.subjectType === data.subjectType), data.batch, score);
  if (!below) return null;
  const type = subjectTypeText(t, data.subjectType);
  const fill = below.next ? `/career/fill-submit?${new URLSearchParams(fillQueryParams({ province: data.province, batch: below.next.batch, ...(data.score != null ? { mode: "score", score: data.score } : { mode: "rank", rank: data.rank }) }))}` : "";
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950" role="note" data-below-line={below.line.batch}>
      <p className="m-0 font-semibold">{kept(byRank
        ? t("prob.below.lineRank", { rank: data.rank.toLocaleString(lang === "zh" ? "zh-CN" : "en-US"), score: score ?? "", year, type, batch: batchText(t, below.line.batch), line: below.line.score, gap: below.gap })
        : t("prob.below.line", { score: data.score ?? "", year, type, batch: batchText(t, below.line.batch), line: below.line.score, gap: below.gap }))}</p>
      {below.next ? (
        below.reachesNext ? (
          <>
            <p className="m-0">{kept(t("prob.below.next", { batch: batchText(t, below.next.batch), line: below.next.score }))}</p>
            <p className="m-0 flex flex-wrap gap-2">
              <button type="button" className="btn btn--primary" onClick={() => onBatch(below.next!.batch)} data-next-batch={below.next.batch}>{kept(t("prob.below.see", { batch: batchText(t, below.next.batch) }))}</button>
              <a className="btn" href={fill} data-next-form>{kept(t("prob.below.form", { batch: batchText(t, below.next.batch) }))}</a>
            </p>
          </>
        ) : (
          <p className="m-0">{kept(t("prob.below.nextToo", { batch: batchText(t, below.next.batch), line: below.next.score }))}{" "}
            <a href={lang === "zh" ? "/guides/vocational-single-recruitment" : "/en/guides/vocational-single-recruitment"} className="underline underline-offset-2">{t("prob.below.guide")}</a></p>
        )
      ) : <p className="m-0">{t("prob.below.noNext")}</p>}
      <p className="muted m-0 text-xs">{t("prob.below.source")}</p>
    </div>
  );
}

export default function Probability() {
  const { t, lang } = useT();
  const student = useStudentScope();
  const profile = useProfile();
  const [query, update] = useAddressState(readProbQuery, probQueryParams);
  const province = query.province ?? (student.province || "11");
  const place = provinceName(t, province);
  // the years come from the calendar: the student's own application year in their own province, else the next round
  const ownProvince = province === student.province;
  const year = ownProvince && student.calendar.ownYearKnown ? student.calendar.ownYear : undefined;
  const who = yearBasis(t, ownProvince, student.calendar, profile);
  // the student's own subject type (of their own year), unless the server said that province has no such type
  const [ownRejected, setOwnRejected] = useState(false);
  const own = !query.subjectType && !ownRejected && ownProvince ? student.calendar.subjectType : null;
  const subjectType = query.subjectType ?? own ?? undefined;

  const { mode, value } = useScoreOrRank(query, update, student);
  const valueProblem = addressValueProblem(t, mode, value, province, place);
  const page = query.page ?? 1;
  const order: Order = query.order ?? "desc";
  const body: ProbabilityRequest | null = value == null || valueProblem ? null : {
    province, ...(year ? { year } : {}), ...(subjectType ? { subjectType } : {}), ...(query.batch ? { batch: query.batch } : {}),
    ...(mode === "score" ? { score: value } : { rank: value }),
    ...(query.band ? { band: query.band } : {}), order, ...(query.keyword ? { keyword: query.keyword } : {}), current: page, size: PAGE_SIZE,
  };
  const [answer, retry] = useLoadable<Refusable<R<ProbabilityAnswer | null>>>(["fetchProbability", JSON.stringify(body)], () => refusable(fetchProbability(body!)), body !== null);

  const refusal = answer.state === "ready" && answer.data.refused ? answer.data : null;
  useEffect(() => {
    if (refusal?.field === "subjectType" && own && !query.subjectType) setOwnRejected(true);
  }, [refusal?.field, own, query.subjectType]);
  const errorFor = (target: ReturnType<typeof refusalTarget>) => (refusal && refusalTarget(refusal.field) === target ? serverMessage(t, refusal.problem) : null);
  const data = answer.state === "ready" && !answer.data.refused ? answer.data.value.data : null;

  // choices: the province's rules for the data's newest year (the answer's, else last year); the chosen value always listed
  const dataYear = data ? data.dataYear : student.calendar.nextRound.year - 1;
  const shownType = data?.subjectType ?? subjectType ?? subjectTypeChoices(province, dataYear)[0] ?? "";
  const typeChoices = [...new Set([...subjectTypeChoices(province, dataYear), ...(shownType ? [shownType] : [])])];
  const shownBatch = data?.batch ?? query.batch ?? defaultBatch(province, dataYear) ?? "";
  const batches = [...new Set([...batchChoices(province, dataYear), ...(shownBatch ? [shownBatch] : [])])];

  const resetPage = { page: undefined, band: undefined } as const;
  const listQuery: ProbQuery = { province, subjectType: data?.subjectType ?? subjectType, batch: data?.batch ?? query.batch, mode, score: query.score, rank: query.rank };

  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="probability">
      <div>
        <h1 className="page__title mb-1">{t("route.probability")}</h1>
        <p className="muted m-0">{t("prob.intro")}</p>
      </div>
      <Help t={t} lang={lang} bands={data ? bandRanges(data) : undefined} />
      <section aria-labelledby="prob-input" className={`${CARD} flex flex-col gap-3`} data-part="input">
        <h2 id="prob-input" className="sr-only">{t("prob.lookup.form")}</h2>
        <div role="group" aria-label={t("prob.lookup.form")} className="flex flex-wrap items-start gap-3" data-filters>
          <Select name="province" label={t("data.filter.province")} value={province} error={errorFor("province")}
            choices={provinceChoices(t)}
            onChange={(v) => { setOwnRejected(false); update({ province: v, subjectType: undefined, batch: undefined, ...resetPage }); }} />
          <Select name="subjectType" label={t("data.filter.subjectType")} value={shownType} error={errorFor("subjectType")}
            choices={typeChoices.map((v) => ({ value: v, label: subjectTypeText(t, v) }))} onChange={(v) => update({ subjectType: v, ...resetPage })} />
          <Select name="batch" label={t("data.filter.batch")} value={shownBatch} error={errorFor("batch")}
            choices={batches.map((v) => ({ value: v, label: batchText(t, v) }))} onChange={(v) => update({ batch: v, ...resetPage })} />
        </div>
        <LookupForm t={t} words={LOOKUP_WORDS} province={province} provinceLabel={place} mode={mode} value={value} valueError={valueProblem ?? errorFor("value")}
          onSubmit={(m, v) => update(m === "score" ? { mode: m, score: v, rank: undefined, ...resetPage } : { mode: m, rank: v, score: undefined, ...resetPage })} />
        <ScoreOrigin t={t} lang={lang} student={student} mode={mode} value={value} province={province} />
      </section>

      <section aria-labelledby="prob-results" className={`${CARD} flex flex-col gap-3`} data-part="results">
        <h2 id="prob-results" className="m-0 text-lg font-bold">{t("prob.results.title")}</h2>
        {value == null ? <p className="muted m-0">{t("prob.prompt")}</p> : valueProblem ? <Empty testId="fix-input">{t("prob.fixInput")}</Empty> : (
          <Loaded load={answer} retry={retry}>
            {(r) => {
              if (r.refused) {
                const { field, problem } = r;
                return refusalTarget(field) === "page"
                  ? <Empty testId="refused">{t("prob.refusedPage", { problem })}</Empty>
                  : <Empty testId="fix-input">{t("prob.fixInput")}</Empty>;
              }
              const d = r.value.data;
              if (d == null) return <Empty testId="no-data">{t("prob.noData", { province: place })}</Empty>;
              const pages = pageCount(d.total, PAGE_SIZE);
              // what the server searched: the window of predicted min ranks (as wide as the bands reach), or, filtered by
              // name, every unit of the batch
              const texts = listTexts(t, d, lang, PAGE_SIZE);
              return (
                <>
                  <BasisLine t={t} data={d} lang={lang} who={who} />
                  <LineNote t={t} lang={lang} data={d} onBatch={(batch) => update({ batch, ...resetPage })} />
                  <SampleNote show={r.value.sample === true || d.sample} />
                  {d.model.unavailable && <Empty testId="model-unavailable">{t("prob.modelUnavailable", { reason: d.model.unavailable })}</Empty>}
                  <BandTabs t={t} counts={d.counts} band={query.band} onBand={(band) => update({ band, page: undefined })} />
                  <div className="flex flex-wrap items-end gap-3">
                    <Select name="order" label={t("prob.filter.order")} value={order}
                      choices={ORDERS.map((o) => ({ value: o, label: t(`prob.order.${o}` as PortalKey) }))} onChange={(v) => update({ order: v as Order, page: undefined })} />
                    <KeywordForm t={t} value={query.keyword ?? ""} onSubmit={(keyword) => update({ keyword: keyword || undefined, page: undefined })} />
                  </div>
                  <div aria-live="polite" className="flex flex-col gap-2">
                    {d.records.length === 0 ? (
                      <Empty testId="no-units">
                        {texts.empty}
                      </Empty>
                    ) : (
                      <>
                        <p className="m-0 text-sm" role="status" data-summary data-searched={texts.searched}>{texts.summary}</p>
                        <ul className="m-0 list-none p-0" data-units>
                          {d.records.map((unit) => <UnitRow key={unit.unitKey} t={t} lang={lang} unit={unit} query={listQuery}
                            form={{ province: d.province, year: d.targetYear, batch: d.batch, given: d.rankFrom === "score" && d.score != null ? { score: d.score } : { rank: d.rank } }} />)}
                        </ul>
                        <Pager className="mt-3" current={d.current} pages={pages} onPage={(n) => update({ page: n })} />
                      </>
                    )}
                  </div>
                </>
              );
            }}
          </Loaded>
        )}
      </section>
    </div>
  );
}
