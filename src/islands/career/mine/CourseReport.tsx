// 选科报告 /career/course/report: the latest subject-choice result (chooseSubjects) — the recommended combinations with
// the reasons behind each score and how many college majors each opens — beside the combination the student settled in
// 选科指导, with every earlier take. The chart has a table of the same numbers; the full report is one link away. When
// the assessment was not taken the page says so and (for the student) offers it.
import "../parts";
import "@/lib/i18n/portal-career-mine";
import "@/lib/i18n/portal-assessment";
import "@/lib/i18n/portal-data-tools";
import { useStore } from "@nanostores/react";
import { ASSESSMENTS, reportHref } from "@/domain/assessment/catalog";
import { fetchHistory, fetchReport, type Combination, type HistoryItem, type Report } from "@/lib/api/assessment";
import { fetchCourseOverview, type OverviewAnswer, type PlanAnswer } from "@/lib/api/career";
import { sameSubjects } from "@/domain/course-rounds";
import { coverageFor, placeAmong } from "@/lib/rules/career-mine";
import { $authority } from "@/lib/session/auth";
import { Bars } from "@/islands/assessment/charts";
import { SourceNote } from "@/islands/data-tools/parts";
import { formatDate } from "@/islands/pages/shared";
import { Table } from "@/islands/school/parts";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { CareerPage, comboText, LinkButton, Part, percentText, usePlan, Waiting } from "../parts";

/** how many of the ranked combinations are shown as recommendations */
const SHOWN = 5;
const CODE = "chooseSubjects" as const;

interface Loaded { history: HistoryItem[]; report: Report | null; overview: OverviewAnswer | null }

async function load(): Promise<Loaded> {
  const history = (await fetchHistory(CODE)).data;
  if (!history[0]) return { history, report: null, overview: null };
  const report = (await fetchReport(history[0].reportId)).data;
  const model = report.result.combinations?.model;
  // the majors each combination opens come from the 选科要求 of the result's model; without them the rest still shows
  const overview = model ? await fetchCourseOverview(model).then((a) => a.data, () => null) : null;
  return { history, report, overview };
}

function opensText(t: Translate, lang: "zh" | "en", overview: OverviewAnswer | null, subjects: readonly string[]): string {
  const row = overview ? coverageFor(overview.combos, subjects) : null;
  return row ? t("career.mine.metShare", { met: row.met, total: row.total, share: percentText(lang, row.share) }) : "—";
}

function Reasons({ t, lang, option }: { t: Translate; lang: "zh" | "en"; option: Combination }) {
  const list = (items: Combination["opens"]) => items.map((m) => `${m.name}（${m.requirement}）`).join(lang === "zh" ? "、" : ", ");
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="m-0">{t("career.mine.reason", { interest: option.interest, strength: option.strength, coverage: option.coverage })}</p>
      {option.opens.length > 0 && <p className="m-0"><span className="font-semibold">{t("as.report.opens")}</span><span lang="zh-CN">{list(option.opens)}</span></p>}
      {option.misses.length > 0 && <p className="m-0"><span className="font-semibold">{t("as.report.misses")}</span><span lang="zh-CN">{list(option.misses)}</span></p>}
    </div>
  );
}

function Recommended({ t, lang, report, overview, settled }: { t: Translate; lang: "zh" | "en"; report: Report; overview: OverviewAnswer | null; settled: readonly string[] }) {
  const c = report.result.combinations!;
  const shown = c.options.slice(0, SHOWN);
  return (
    <Part id="report-recommended" title={t("career.mine.recommendedTitle", { n: shown.length })}>
      <div className="flex flex-col gap-4">
        <p className="m-0 text-sm">{t(c.assumed ? "as.report.modelAssumed" : "as.report.model", { model: c.model })} {t("as.report.combinationWeights")}</p>
        <Bars label={t("career.mine.chartLabel")} rows={shown.map((o, i) => ({ name: comboText(t, o.subjects), values: [o.score], marker: i === 0 }))} />
        <Table testId="recommended" caption={t("career.mine.recommendedCaption", { date: formatDate(report.createdAt, lang) })}
          head={[t("career.mine.placeHead"), t("as.report.col.combination"), t("as.report.col.score"), t("as.report.col.interest"), t("as.report.col.strength"), t("as.report.col.coverage"), t("career.mine.collegeMajors")]}>
          {shown.map((o, i) => {
            const mine = sameSubjects(o.subjects, settled);
            return (
            <tr key={o.label} data-combo={o.label} data-mine={mine ? "yes" : undefined} className={mine ? "bg-[var(--primary-9)]" : undefined}>
              <td className="tabular-nums">{i + 1}</td>
              <th scope="row">{comboText(t, o.subjects)}{mine && <span className="tag ml-2">{t("career.course.mine")}</span>}</th>
              <td className="font-semibold tabular-nums">{o.score}</td>
              <td className="tabular-nums">{o.interest}</td>
              <td className="tabular-nums">{o.strength}</td>
              <td className="tabular-nums">{o.coverage}</td>
              <td className="tabular-nums">{opensText(t, lang, overview, o.subjects)}</td>
            </tr>
            );
          })}
        </Table>
        {overview && <SourceNote t={t} sources={overview.sources} sample={overview.sample} />}
        <ol className="m-0 flex list-none flex-col gap-3 p-0">
          {shown.map((o, i) => (
            <li key={o.label} className="flex flex-col gap-1 rounded-md border border-[var(--color-line)] px-3 py-2" data-reasons={o.label}>
              <h3 className="m-0 text-base font-semibold">{t("career.mine.placeN", { n: i + 1 })} · {comboText(t, o.subjects)}</h3>
              <Reasons t={t} lang={lang} option={o} />
            </li>
          ))}
        </ol>
      </div>
    </Part>
  );
}

function Settled({ t, lang, report, overview, plan }: { t: Translate; lang: "zh" | "en"; report: Report; overview: OverviewAnswer | null; plan: PlanAnswer | null }) {
  const options = report.result.combinations?.options ?? [];
  const settled = plan?.subjectChoice ?? [];
  const place = placeAmong(options, settled);
  return (
    <Part id="report-settled" title={t("career.mine.settledTitle")} action={<LinkButton href="/career/course/index">{t("route.course")}</LinkButton>}>
      {!plan ? <p className="muted m-0" role="status">{t("pages.loading")}</p> : settled.length === 0 ? (
        <p className="m-0" data-settled="none">{t("career.course.noChoice")}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="m-0 text-lg font-bold" data-settled={settled.join("+")}>{comboText(t, settled)}</p>
          <p className="m-0" data-place={place ? place.place : "none"}>
            {place ? t(place.place === 1 ? "career.mine.settledBest" : "career.mine.settledPlace", { place: place.place, of: place.of, score: place.score }) : t("career.mine.settledOutside", { model: report.result.combinations?.model ?? "" })}
          </p>
          <p className="m-0 text-sm">{t("career.mine.settledOpens", { opens: opensText(t, lang, overview, settled) })}</p>
        </div>
      )}
    </Part>
  );
}

function History({ t, lang, history, current }: { t: Translate; lang: "zh" | "en"; history: readonly HistoryItem[]; current: string }) {
  return (
    <Part id="report-history" title={t("career.mine.historyTitle", { n: history.length })}>
      <Table testId="history" caption={t("career.mine.historyCaption")} head={[t("career.mine.takenCol"), t("career.mine.resultCol"), t("career.mine.byCol"), t("career.mine.reportCol")]}>
        {history.map((h) => (
          <tr key={h.reportId} data-history={h.reportId}>
            <td className="tabular-nums">{formatDate(h.createdAt, lang)}</td>
            <th scope="row">{comboText(t, h.resultCode.split("+"))}</th>
            <td>{t(h.takenBy === "parent" ? "career.mine.byParent" : "career.mine.byStudent")}</td>
            <td>{h.reportId === current ? <span className="tag">{t("as.report.current")}</span>
              : <a href={reportHref(CODE, h.reportId)}>{t("as.report.historyOpen")}<span className="sr-only"> {formatDate(h.createdAt, lang)}</span></a>}</td>
          </tr>
        ))}
      </Table>
    </Part>
  );
}

function NotTaken({ t, lang, student }: { t: Translate; lang: "zh" | "en"; student: boolean }) {
  const entry = ASSESSMENTS[CODE];
  return (
    <Part id="report-none" title={t("career.mine.noReportTitle")}>
      <p className="mt-0" data-report="none">{t(student ? "career.mine.noReport" : "career.mine.noReportParent", { minutes: entry.minutes })}</p>
      <div className="flex flex-wrap gap-2">
        {student && <LinkButton href={entry.paperPath} primary>{t("career.mine.start", { name: entry.name[lang] })}</LinkButton>}
        <LinkButton href="/career/course/testing">{t("route.courseTesting")}</LinkButton>
      </div>
    </Part>
  );
}

export default function CourseReport() {
  const { t, lang } = useT();
  const student = useStore($authority) !== "parent";
  const plan = usePlan();
  const [loaded, retry] = useLoadable(["load"], load);
  const report = loaded.state === "ready" ? loaded.data.report : null;
  return (
    <CareerPage screen="course-report" title={t("route.courseReport")} intro={t("career.mine.reportIntro")}
      aside={report ? <LinkButton href={reportHref(CODE, report.reportId)} primary>{t("career.mine.fullReport", { name: ASSESSMENTS[CODE].name[lang] })}</LinkButton> : undefined}>
      {loaded.state !== "ready" ? <Waiting load={loaded} retry={retry} /> : !report || !report.result.combinations ? <NotTaken t={t} lang={lang} student={student} /> : (
        <>
          <Part id="report-result" title={t("career.mine.resultTitle")}>
            <p className="m-0 text-lg font-bold" data-result={report.result.code}>{report.result.summary[lang]}</p>
            <p className="muted m-0 text-sm">{t("career.mine.resultWhen", { date: formatDate(report.createdAt, lang), n: loaded.data.history.length })}</p>
            {student && <p className="m-0 mt-2 text-sm"><a href={ASSESSMENTS[CODE].paperPath} className="underline">{t("career.mine.retake", { name: ASSESSMENTS[CODE].name[lang] })}</a></p>}
          </Part>
          <Settled t={t} lang={lang} report={report} overview={loaded.data.overview} plan={plan} />
          <Recommended t={t} lang={lang} report={report} overview={loaded.data.overview} settled={plan?.subjectChoice ?? []} />
          <History t={t} lang={lang} history={loaded.data.history} current={report.reportId} />
        </>
      )}
    </CareerPage>
  );
}
