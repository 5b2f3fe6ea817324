// 目标分析报告 /career/target/report: each of the student's targets against the latest admission figures held for their
// province and subject type (regular 本科 batch), and — given a score or a rank — how far ahead or behind the student
// stands. A score is read as a rank in the figures' year through that year's 一分一段 table; the form keeps what was typed
// and shows the server's reason beside it. The score is kept in the address (?score= / ?rank=) so the report can be shared
// and printed.
import { startingValue } from "@/domain/gaokao-score";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { ScoreOrigin } from "@/islands/data-tools/ScoreOrigin";
import "./parts";
import "@/lib/i18n/portal-data-tools";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { fetchTargetReport, type ReportAnswer, type TargetReport as Report } from "@/lib/api/career";
import { SourceName, subjectTypeText } from "@/islands/data-tools/parts";
import { provinceName } from "@/islands/school/parts";
import { ApiError } from "@/lib/http/envelope";
import { LOADING, useLoadable, type Loadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import type { PortalKey } from "@/lib/i18n/portal";
import { majorHref, schoolHref } from "@/lib/portal/links";
import { CareerPage, failureText, LinkButton, Part, TargetName, targetKindKey, Waiting } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { SampleNote } from "@/islands/ui/SampleData";

type Mode = "score" | "rank";
interface Asked { mode: Mode; value: string }

function askedFromAddress(): Asked {
  const params = new URLSearchParams(window.location.search);
  if (params.get("rank")) return { mode: "rank", value: params.get("rank")! };
  return { mode: "score", value: params.get("score") ?? "" };
}

const STANDING_TONE = { ahead: "border-green-700 text-green-800", near: "border-amber-700 text-amber-800", behind: "border-red-700 text-red-800" } as const;

export function Gap({ t, report }: { t: Translate; report: Report }) {
  if (!report.gap || !report.standing) return null;
  const { score, rank } = report.gap;
  const parts: string[] = [];
  if (score != null) parts.push(t(score >= 0 ? "career.report.scoreAhead" : "career.report.scoreBehind", { n: Math.abs(score) }));
  if (rank != null) parts.push(t(rank >= 0 ? "career.report.rankAhead" : "career.report.rankBehind", { n: Math.abs(rank) }));
  return (
    <p className="m-0 flex flex-wrap items-center gap-2" data-standing={report.standing}>
      <span className={`inline-block rounded-full border px-2 text-xs leading-6 ${STANDING_TONE[report.standing]}`}>{t(`career.report.standing.${report.standing}` as PortalKey)}</span>
      <span>{parts.join(t("career.report.and"))}</span>
    </p>
  );
}

export function Figure({ t, report }: { t: Translate; report: Report }) {
  const f = report.figure;
  if (!f) return <p className="muted m-0 text-sm">{t("career.report.noFigure")}</p>;
  return (
    <div className="text-sm" data-figure={f.year}>
      <p className="m-0">{t("career.report.figure", { year: f.year, score: f.minScore ?? "—", rank: f.minRank ?? "—" })}{f.planCount != null && ` ${t("career.report.plan", { n: f.planCount })}`}</p>
      {f.sample ? <SampleNote className="m-0" /> : <p className="muted m-0">{t("data.source.label")}<SourceName t={t} source={f.source} /></p>}
    </div>
  );
}

function MajorColleges({ t, report }: { t: Translate; report: Report }) {
  const m = report.majorColleges;
  if (!m) return null;
  if (m.total === 0) return <p className="muted m-0 text-sm">{t("career.report.majorNone")}</p>;
  return (
    <div className="text-sm">
      <p className="m-0">{t(report.gap || m.reached > 0 ? "career.report.majorReached" : "career.report.majorTotal", { total: m.total, reached: m.reached })}</p>
      {m.nearest.length > 0 && (
        <ul className="m-0 mt-1 pl-5">
          {m.nearest.map((c) => (
            <li key={c.collegeCode}>
              <a href={schoolHref(c.collegeCode)} lang="zh-CN" className="underline">{c.collegeName}</a>{" "}
              <span className="muted">{t("career.report.collegeFigure", { score: c.minScore ?? "—", rank: c.minRank ?? "—" })}{c.sample ? ` · ${t("career.report.sample")}` : ""}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TargetCard({ t, report }: { t: Translate; report: Report }) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-[var(--color-line)] px-3 py-3" data-target-report={report.target.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="tag">{t(targetKindKey(report.target))}</span>
        <TargetName target={report.target} t={t} />
      </div>
      {report.target.note && <p className="m-0 text-sm whitespace-pre-line break-words">{report.target.note}</p>}
      {report.target.college && <Figure t={t} report={report} />}
      <Gap t={t} report={report} />
      <MajorColleges t={t} report={report} />
      {report.professionMajors && (
        <p className="m-0 text-sm">
          {report.professionMajors.length === 0 ? <span className="muted">{t("career.report.professionNone")}</span> : (
            <>
              <span>{t("career.report.professionMajors")}</span>{" "}
              {report.professionMajors.map((m, i) => <span key={m.code}>{i > 0 ? t("career.report.listSep") : ""}<a href={majorHref(m.code)} lang="zh-CN" className="underline">{m.name}</a></span>)}
            </>
          )}
        </p>
      )}
    </li>
  );
}

function Basis({ t, answer }: { t: Translate; answer: ReportAnswer }) {
  const b = answer.basis;
  if (b.year == null) return <p className="m-0" data-basis="none">{t("career.report.noYear", { province: provinceName(t, b.province), type: subjectTypeText(t, b.subjectType) })}</p>;
  return (
    <div className="flex flex-col gap-1" data-basis={b.year}>
      <p className="m-0">{kept(t("career.report.basis", { province: provinceName(t, b.province), type: subjectTypeText(t, b.subjectType), year: b.year }))}</p>
      {b.rank != null && (
        <p className="m-0 font-semibold" data-rank={b.rank}>
          {b.rankFrom === "score" ? t("career.report.rankFromScore", { score: b.score ?? "", year: b.tableYear ?? b.year, rank: b.rank }) : t("career.report.rankGiven", { rank: b.rank })}
        </p>
      )}
      <SampleNote show={answer.sample} />
    </div>
  );
}

export default function TargetReport() {
  const { t, lang } = useT();
  const id = useId();
  const student = useStudentScope();
  const [draft, setDraft] = useState<Asked>(askedFromAddress);
  const [asked, setAsked] = useState<Asked>(draft);
  // with nothing in the address, the saved 高考 score (or rank) is used, once, and said to be so — never a school exam
  const prefilled = useRef(false);
  useEffect(() => {
    const start = startingValue(student.gaokao);
    if (prefilled.current || asked.value.trim() !== "" || !start) return;
    prefilled.current = true;
    const next = { mode: start.mode, value: String(start.value) };
    setDraft(next);
    setAsked(next);
  }, [student.gaokao, asked.value]);
  const body = asked.value.trim() === "" ? {} : asked.mode === "score" ? { score: Number(asked.value) } : { rank: Number(asked.value) };
  // a refused score or rank (a 400) is said beside the field; any other failure offers a retry
  const [loaded, retry] = useLoadable(["targetReportOrRefusal", asked.mode, asked.value], () => fetchTargetReport(body).then(
    (answer) => ({ answer: answer.data, refused: null }),
    (e: unknown) => { if (e instanceof ApiError && e.code === 400) return { answer: null, refused: failureText(t, e) }; throw e; },
  ));
  const [error, setError] = useState<string | null>(null);
  const refused = loaded.state === "ready" ? loaded.data.refused : null;
  // a refusal (400) is loaded with no answer: the parts below wait, and the form above says why
  const report: Loadable<ReportAnswer> = loaded.state === "failed" ? loaded
    : loaded.state === "ready" && loaded.data.answer ? { state: "ready", data: loaded.data.answer } : LOADING;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const value = draft.value.trim();
    if (value !== "" && !/^\d{1,7}$/.test(value)) {
      setError(t(draft.mode === "score" ? "career.report.badScore" : "career.report.badRank"));
      return;
    }
    setError(null);
    const params = new URLSearchParams(value ? { [draft.mode]: value } : {});
    window.history.replaceState(null, "", `${window.location.pathname}${value ? `?${params}` : ""}`);
    setAsked({ mode: draft.mode, value });
  };

  return (
    <CareerPage screen="target-report" title={t("route.targetReport")} intro={t("career.report.intro")}
      aside={<button type="button" className="btn print:hidden" onClick={() => window.print()}>{t("career.report.print")}</button>}>
      <Part id="report-basis" title={t("career.report.basisTitle")}>
        <form noValidate onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-3" data-report-form>
          <div className="field m-0">
            <label htmlFor={`${id}-mode`} className="field__label">{t("career.report.mode")}</label>
            <select id={`${id}-mode`} className="field__input" value={draft.mode} onChange={(e) => setDraft({ ...draft, mode: e.target.value as Mode })}>
              <option value="score">{t("career.report.byScore")}</option>
              <option value="rank">{t("career.report.byRank")}</option>
            </select>
          </div>
          <div className="field m-0">
            <label htmlFor={`${id}-value`} className="field__label">{t(draft.mode === "score" ? "career.report.score" : "career.report.rank")}</label>
            <input id={`${id}-value`} className="field__input w-36" inputMode="numeric" value={draft.value} onChange={(e) => setDraft({ ...draft, value: e.target.value })}
              aria-invalid={Boolean(error || refused) || undefined} aria-describedby={`${id}-hint`} />
          </div>
          <button type="submit" className="btn btn--primary">{t("career.report.compare")}</button>
          <p id={`${id}-hint`} className="field__hint m-0 w-full">{t("career.report.hint")}</p>
          {(error ?? refused) && <p className="field__error m-0 w-full" role="alert">{error ?? refused}</p>}
        </form>
        <ScoreOrigin t={t} lang={lang} student={student} mode={asked.mode} value={asked.value.trim() === "" ? null : Number(asked.value)} province={student.province} className="muted m-0 mb-2 text-sm" />
        {report.state === "ready" ? <Basis t={t} answer={report.data} /> : !refused && <Waiting load={report} retry={retry} />}
      </Part>
      <Part id="report-targets" title={t("career.report.targetsTitle")} action={<LinkButton href="/career/target">{t("route.target")}</LinkButton>}>
        {report.state !== "ready" ? (refused ? <p className="muted m-0">{t("career.report.fixAbove")}</p> : <Waiting load={report} retry={retry} />) : report.data.targets.length === 0 ? (
          <p className="m-0" data-empty="targets">{t("career.report.none")}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {report.data.targets.map((r) => <TargetCard key={r.target.id} t={t} report={r} />)}
          </ul>
        )}
      </Part>
    </CareerPage>
  );
}
