// An assessment's report (portal.md §2 /evaluationReport/*): the result in a few words, a chart with a table of the
// same numbers, what the strongest results mean, the major classes and professions they point to (links into the
// major and profession pages), the earlier takes, and a print button (the shell is left out of the printout).
// ?id=<reportId> picks one report; without it the newest is shown. A parent reads the linked student's reports, and a
// counsellor a student of their classes (?studentId=): both read only.
import "@/lib/i18n/portal-assessment";
import "@/islands/shell/boot";
import type { ReactNode } from "react";
import { ASSESSMENTS, reportHref, type AssessmentCode } from "@/domain/assessment/catalog";
import { fetchHistory, fetchReport, type AssessmentResult, type HistoryItem, type Pointer, type Report as StoredReport, type Score } from "@/lib/api/assessment";
import { useLoadable } from "@/islands/ui/useCall";
import { AboutStudent, useT, type Translate } from "@/islands/ui/useT";
import { PANEL, formatDate, useProfile } from "@/islands/pages/shared";
import { resultHeadline } from "@/lib/rules/assessment";
import { professionName, professionNameLang } from "@/lib/rules/display-name";
import { Bars, PairBar, RadarChart } from "./charts";
import { Loaded } from "@/islands/ui/Loaded";

type Lang = "zh" | "en";
interface Loaded { report: StoredReport | null; history: HistoryItem[] }

/** The stored report the address names, else the newest; null when the student has none (or it is not theirs). */
async function loadReport(code: AssessmentCode, id: string | null, studentId: string | null): Promise<Loaded> {
  const history = (await fetchHistory(code, studentId)).data;
  const reportId = id ?? history[0]?.reportId;
  if (!reportId) return { report: null, history };
  const report = (await fetchReport(reportId, studentId).catch(() => null))?.data ?? null;
  return { report: report && report.code === code ? report : null, history };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${PANEL} flex flex-col gap-3 break-inside-avoid`} aria-labelledby={id}>
      <h2 id={id} className="m-0 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A table that may scroll sideways at 375 px: a named region the keyboard can reach and scroll; positioned, so the
 * screen-reader text placed absolutely in a cell stays inside the box instead of widening the page.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>{children}</div>;
}

export const TABLE = "w-full border-collapse text-sm [&_td]:border-t [&_td]:border-[var(--color-line)] [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left";

export function ScoreTable({ t, lang, scores, ranking, caption }: { t: Translate; lang: Lang; scores: readonly Score[]; ranking: readonly string[]; caption: string }) {
  return (
    <TableScroll label={caption}>
      <table className={TABLE} data-scores>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("as.report.col.dimension")}</th>
            <th scope="col" className="text-right">{t("as.report.col.raw")}</th>
            <th scope="col" className="text-right">{t("as.report.col.range")}</th>
            <th scope="col" className="text-right">{t("as.report.col.percent")}</th>
            {ranking.length > 0 && <th scope="col" className="text-right">{t("as.report.col.rank")}</th>}
          </tr>
        </thead>
        <tbody>
          {scores.map((s) => {
            const rank = ranking.indexOf(s.dimension);
            return (
              <tr key={s.dimension} data-dimension={s.dimension}>
                <th scope="row" className="font-normal">{s.name[lang]}</th>
                <td className="text-right tabular-nums">{s.raw}</td>
                <td className="text-right tabular-nums">{s.min}–{s.max}</td>
                <td className="text-right font-semibold tabular-nums" data-percent>{s.percent}</td>
                {ranking.length > 0 && <td className="text-right tabular-nums">{rank >= 0 ? rank + 1 : "—"}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The chart of an instrument with its table: radar for profiles, bars for subjects, pairs for the four preferences. */
function Chart({ t, lang, code, result, name }: { t: Translate; lang: Lang; code: AssessmentCode; result: AssessmentResult; name: string }) {
  const label = t("as.report.chartLabel", { name });
  const byId = new Map(result.scores.map((s) => [s.dimension, s]));
  if (code === "rglx" && result.dichotomies) {
    const nameOf = (pole: string) => byId.get(pole)?.name[lang] ?? pole;
    return (
      <Section id="report-chart" title={t("as.report.pairs")}>
        <div role="img" aria-label={t("as.report.pairsLabel")} className="flex flex-col gap-2" data-chart="pairs">
          {result.dichotomies.map((d) => <PairBar key={d.axis} first={`${nameOf(d.first)} ${d.first}`} second={`${d.second} ${nameOf(d.second)}`} firstPercent={d.firstPercent} />)}
        </div>
        <TableScroll label={`${t("as.report.pairs")} · ${t("as.report.table")}`}>
          <table className={TABLE} data-pairs>
            <caption className="sr-only">{t("as.report.pairs")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("as.report.col.pair")}</th>
                <th scope="col" className="text-right">%</th>
                <th scope="col">{t("as.report.col.lean")}</th>
                <th scope="col">{t("as.report.col.clarity")}</th>
              </tr>
            </thead>
            <tbody>
              {result.dichotomies.map((d) => (
                <tr key={d.axis} data-axis={d.axis}>
                  <th scope="row" className="font-normal">{nameOf(d.first)} {d.first} / {nameOf(d.second)} {d.second}</th>
                  <td className="text-right tabular-nums">{d.firstPercent} / {100 - d.firstPercent}</td>
                  <td className="font-semibold">{nameOf(d.preference)} {d.preference}</td>
                  <td>{t(`as.report.clarity.${d.clarity}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="muted m-0 text-sm">{t("as.report.typeNote")}</p>
      </Section>
    );
  }
  if (code === "xkys" && result.subjects) {
    return (
      <Section id="report-chart" title={t("as.report.subjects")}>
        <Bars label={t("as.report.subjectsLabel")} series={[t("as.report.series.self"), t("as.report.series.exam"), t("as.report.series.combined")]}
          rows={result.subjects.map((s) => ({ name: byId.get(s.subject)?.name[lang] ?? s.subject, values: [s.selfPercent, s.examPercent, s.combined], marker: result.ranking.slice(0, 3).includes(s.subject) }))} />
        <TableScroll label={`${t("as.report.subjects")} · ${t("as.report.table")}`}>
          <table className={TABLE} data-subjects>
            <caption className="sr-only">{t("as.report.subjects")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("as.report.col.subject")}</th>
                <th scope="col" className="text-right">{t("as.report.series.self")}</th>
                <th scope="col" className="text-right">{t("as.report.series.exam")}</th>
                <th scope="col" className="text-right">{t("as.report.series.combined")}</th>
                <th scope="col">{t("as.report.col.exam")}</th>
              </tr>
            </thead>
            <tbody>
              {result.subjects.map((s) => (
                <tr key={s.subject}>
                  <th scope="row" className="font-normal">{byId.get(s.subject)?.name[lang] ?? s.subject}</th>
                  <td className="text-right tabular-nums">{s.selfPercent}</td>
                  <td className="text-right tabular-nums">{s.examPercent ?? "—"}</td>
                  <td className="text-right font-semibold tabular-nums">{s.combined}</td>
                  <td className="text-xs">{s.exam ? `${s.exam.name} ${formatDate(s.exam.date, lang)} · ${s.exam.score}/${s.exam.fullScore}` : t("as.report.noExam")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="muted m-0 text-sm">{t("as.report.examSource")}</p>
      </Section>
    );
  }
  const radar = result.scores.length >= 5 && result.scores.length <= 11;
  // chooseSubjects ranks combinations (its own section), not these dimension totals
  const ranking = code === "chooseSubjects" ? [] : result.ranking;
  return (
    <Section id="report-chart" title={t("as.report.chart")}>
      {radar ? <RadarChart label={label} axes={result.scores.map((s) => ({ name: s.name[lang], value: s.percent }))} />
        : <Bars label={label} rows={result.scores.map((s) => ({ name: s.name[lang], values: [s.percent], marker: ranking.slice(0, 3).includes(s.dimension) }))} />}
      <ScoreTable t={t} lang={lang} scores={result.scores} ranking={ranking} caption={t("as.report.table")} />
      <p className="muted m-0 text-sm">{t("as.report.howScored")}</p>
    </Section>
  );
}

function Meaning({ t, lang, result }: { t: Translate; lang: Lang; result: AssessmentResult }) {
  const byId = new Map(result.scores.map((s) => [s.dimension, s]));
  // subject strengths rank by the combined score (self-rating with the exam), the others by the dimension's own score
  const combined = new Map(result.subjects?.map((s) => [s.subject, s.combined]));
  const valueOf = (s: Score) => combined.get(s.dimension) ?? s.percent;
  const top = result.ranking.slice(0, result.dichotomies ? 4 : 3).map((id) => byId.get(id)).filter((s): s is Score => !!s?.meaning);
  const ties = result.ties.filter((group) => group.length > 1 && group.some((id) => result.ranking.slice(0, 3).includes(id)));
  if (!top.length && !ties.length) return null;
  return (
    <Section id="report-meaning" title={t("as.report.meaning")}>
      {top.length > 0 && <p className="m-0 text-sm">{t("as.report.meaningIntro")}</p>}
      <dl className="m-0 flex flex-col gap-2" data-meaning>
        {top.map((s) => (
          <div key={s.dimension}>
            <dt className="font-semibold">{s.name[lang]}（{valueOf(s)}）</dt>
            <dd className="m-0 text-sm leading-relaxed">{s.meaning![lang]}</dd>
          </div>
        ))}
      </dl>
      {ties.length > 0 && (
        <p className="muted m-0 text-sm" data-ties>
          {t("as.report.ties", { groups: ties.map((g) => g.map((id) => byId.get(id)?.name[lang] ?? id).join(" = ")).join(lang === "zh" ? "；" : "; ") })}
        </p>
      )}
    </Section>
  );
}

function Wellbeing({ t, result }: { t: Translate; result: AssessmentResult }) {
  const w = result.wellbeing;
  if (!w) return null;
  const advice = w.referral.level === "refer" ? "as.report.refer" : w.referral.level === "suggest" ? "as.report.suggest" : "as.report.fine";
  return (
    <Section id="report-wellbeing" title={t("as.report.wellbeing")}>
      <p className={`m-0 rounded-md border-l-4 px-3 py-2 ${w.referral.level === "none" ? "border-emerald-700 bg-emerald-50" : "border-amber-600 bg-amber-50"}`} data-referral={w.referral.level}>
        {t(advice)}
      </p>
      <Bars label={t("as.report.wellbeing")} rows={[{ name: t("as.report.who5"), values: [w.who5.percent] }, { name: t("as.report.gad7"), values: [w.gad7.raw], max: 21 }]} />
      <dl className="m-0" data-wellbeing>
        <div className="flex flex-wrap gap-x-3 py-1">
          <dt className="font-semibold">{t("as.report.who5")}</dt>
          <dd className="m-0">{t("as.report.who5Value", { percent: w.who5.percent, raw: w.who5.raw })} · {t(`as.report.band.${w.who5.band}`)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-3 py-1">
          <dt className="font-semibold">{t("as.report.gad7")}</dt>
          <dd className="m-0">{t("as.report.gad7Value", { raw: w.gad7.raw })} · {t(`as.report.band.${w.gad7.band}`)}</dd>
        </div>
      </dl>
      <p className="muted m-0 text-sm">{t("as.report.bands")}</p>
      <p className="m-0 text-sm font-semibold" data-not-diagnosis>{t("as.report.notDiagnosis")}</p>
    </Section>
  );
}

function Combinations({ t, lang, result }: { t: Translate; lang: Lang; result: AssessmentResult }) {
  const c = result.combinations;
  if (!c) return null;
  // Subject names come in Chinese; the instrument's own scores carry both languages.
  const english = new Map(result.scores.map((s) => [s.name.zh, s.name.en]));
  const labelOf = (subjects: readonly string[]) => (lang === "zh" ? subjects.join("+") : subjects.map((s) => english.get(s) ?? s).join(" + "));
  const shown = c.options.slice(0, 6);
  return (
    <Section id="report-combinations" title={t("as.report.combinations")}>
      <p className="m-0 text-sm">{t(c.assumed ? "as.report.modelAssumed" : "as.report.model", { model: c.model })} {t("as.report.combinationWeights")}</p>
      <Bars label={t("as.report.combinationsLabel")} rows={shown.map((o, i) => ({ name: labelOf(o.subjects), values: [o.score], marker: i === 0 }))} />
      <TableScroll label={`${t("as.report.combinations")} · ${t("as.report.table")}`}>
        <table className={TABLE} data-combinations>
          <caption className="sr-only">{t("as.report.combinations")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("as.report.col.combination")}</th>
              <th scope="col" className="text-right">{t("as.report.col.score")}</th>
              <th scope="col" className="text-right">{t("as.report.col.interest")}</th>
              <th scope="col" className="text-right">{t("as.report.col.strength")}</th>
              <th scope="col" className="text-right">{t("as.report.col.coverage")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((o) => (
              <tr key={o.label}>
                <th scope="row" className="font-normal">{labelOf(o.subjects)}</th>
                <td className="text-right font-semibold tabular-nums">{o.score}</td>
                <td className="text-right tabular-nums">{o.interest}</td>
                <td className="text-right tabular-nums">{o.strength}</td>
                <td className="text-right tabular-nums">{o.coverage}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {shown[0] && (
        <div className="flex flex-col gap-1 text-sm" data-best-combination>
          {shown[0].opens.length > 0 && <p className="m-0"><span className="font-semibold">{t("as.report.opens")}</span>{shown[0].opens.map((m) => `${m.name}（${m.requirement}）`).join(lang === "zh" ? "、" : ", ")}</p>}
          {shown[0].misses.length > 0 && <p className="m-0"><span className="font-semibold">{t("as.report.misses")}</span>{shown[0].misses.map((m) => `${m.name}（${m.requirement}）`).join(lang === "zh" ? "、" : ", ")}</p>}
        </div>
      )}
    </Section>
  );
}

/** `professions` (the page's language) when the items are professions, named in that language by code (issue 26). */
function PointerList({ t, id, title, items, professions }: { t: Translate; id: string; title: string; items: readonly Pointer[]; professions?: Lang }) {
  return (
    <div className="flex min-w-0 flex-col gap-2" data-pointers={id}>
      <h3 id={id} className="m-0 text-base font-bold">{title}</h3>
      {items.length === 0 ? <p className="muted m-0 text-sm">{t("as.report.noPointers")}</p> : (
        <ul className="m-0 flex list-none flex-col gap-1 p-0" aria-labelledby={id}>
          {items.map((p) => (
            <li key={p.code} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-[var(--color-line)] py-1 last:border-b-0">
              <a href={p.href} className="font-semibold" lang={professions && professionNameLang(p, professions)}>{professions ? professionName(p, professions) : p.name}</a>
              {/* no fit figure: it depends on the three-letter code alone and the first suggestions share or nearly share
                  codes (79, 79, 78 …), so a number would claim a difference we cannot tell; the order and the code say it */}
              <span className="muted text-sm" lang="en">{p.hollandCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function History({ t, lang, code, items, current, studentId }: { t: Translate; lang: Lang; code: AssessmentCode; items: readonly HistoryItem[]; current: string; studentId: string | null }) {
  if (items.length < 2) return null;
  return (
    <Section id="report-history" title={t("as.report.history")}>
      <ol className="m-0 flex list-none flex-col gap-1 p-0" data-history>
        {items.map((h) => (
          <li key={h.reportId} className="flex flex-wrap items-baseline gap-x-3 border-b border-[var(--color-line)] py-1 text-sm last:border-b-0">
            <span className="tabular-nums">{formatDate(h.createdAt, lang)}</span>
            <span className="font-semibold">{h.summary[lang]}</span>
            {h.reportId === current ? <span className="tag">{t("as.report.current")}</span>
              : <a href={reportHref(code, h.reportId, studentId)}>{t("as.report.historyOpen")}<span className="sr-only"> {formatDate(h.createdAt, lang)}</span></a>}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function ReportView({ code, loaded, parent, studentId }: { code: AssessmentCode; loaded: Loaded; parent: boolean; studentId: string | null }) {
  const { t, lang } = useT();
  const entry = ASSESSMENTS[code];
  const { report, history } = loaded;
  // a parent or a counsellor reads; only the student takes a test
  const reader = parent || studentId != null;
  if (!report) {
    const asked = new URLSearchParams(window.location.search).get("id");
    return (
      <section className={PANEL} data-no-report>
        <p className="m-0">{asked ? t("as.report.notFound") : t(reader ? "as.report.noneParent" : "as.report.none")}</p>
        {!reader && <p className="mb-0 mt-3"><a className="btn btn--primary" href={entry.paperPath}>{t("as.report.take")}</a></p>}
      </section>
    );
  }
  const result = report.result;
  const name = entry.name[lang];
  return (
    <>
      <section className={`${PANEL} flex flex-col gap-2`} aria-labelledby="report-result" data-report={report.reportId}>
        <h2 id="report-result" className="m-0 text-lg font-bold">{t("as.report.result")}</h2>
        <p className="m-0 text-3xl font-bold tracking-wide" data-result-code={result.code}>{result.wellbeing
          ? `WHO-5 ${t(`as.report.band.${result.wellbeing.who5.band}`)} · GAD-7 ${t(`as.report.band.${result.wellbeing.gad7.band}`)}`
          : resultHeadline(result.code, result.scores, lang)}</p>
        <p className="m-0 text-base" data-summary>{result.summary[lang]}</p>
        <p className="muted m-0 text-sm">
          {t("as.report.meta", { name: report.studentName, date: formatDate(report.createdAt, lang), version: report.version })}
          {report.takenBy === "parent" ? ` ${t("as.report.byParent")}` : ""}
        </p>
        <p className="m-0 flex flex-wrap gap-2 print:hidden">
          <button type="button" className="btn" onClick={() => window.print()}>{t("as.report.print")}</button>
          {!reader && <a className="btn" href={entry.paperPath}>{t("as.report.retake")}</a>}
        </p>
      </section>
      <Wellbeing t={t} result={result} />
      <Combinations t={t} lang={lang} result={result} />
      {code !== "psychology" && <Chart t={t} lang={lang} code={code} result={result} name={name} />}
      {code !== "chooseSubjects" && <Meaning t={t} lang={lang} result={result} />}
      {(result.majors.length > 0 || result.professions.length > 0) && (
        <Section id="report-pointers" title={t("as.report.pointers")}>
          <div className="grid gap-4 md:grid-cols-2">
            <PointerList t={t} id="report-majors" title={t("as.report.majors")} items={result.majors} />
            <PointerList t={t} id="report-professions" title={t("as.report.professions")} items={result.professions} professions={lang} />
          </div>
          <p className="muted m-0 text-sm">{t("as.report.pointersNote")}</p>
        </Section>
      )}
      <History t={t} lang={lang} code={code} items={history} current={report.reportId} studentId={studentId} />
    </>
  );
}

export default function Report({ code }: { code: AssessmentCode }) {
  const { t } = useT();
  const profile = useProfile();
  const query = typeof window === "undefined" ? null : new URLSearchParams(window.location.search);
  const id = query?.get("id") ?? null;
  const studentId = query?.get("studentId") ?? null;
  const [loaded, retry] = useLoadable(["loadReport", code, id, studentId], () => loadReport(code, id, studentId));
  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="assessment-report">
      <div>
        <p className="m-0 text-sm print:hidden">{studentId
          ? <a href={`/admin/student?id=${encodeURIComponent(studentId)}`}>{t("as.report.backToStudent")}</a>
          : <a href="/evaluationCollection/index">{t("as.list.back")}</a>}</p>
        <h1 className="page__title mb-1">{t(`route.asReport.${code}`)}</h1>
      </div>
      <Loaded load={loaded} retry={retry}>
        {(data: Loaded) => (
          // a counsellor reads about this student by name (a parent reads 孩子)
          <AboutStudent name={studentId ? data.report?.studentName : undefined}>
            <ReportView code={code} loaded={data} parent={profile?.authority === "parent"} studentId={studentId} />
          </AboutStudent>
        )}
      </Loaded>
    </div>
  );
}
