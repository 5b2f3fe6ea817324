// 我的高考分数 on /mine/index: the student's 高考 score or rank for their own application year with where it came from,
// kept apart from school exams (src/domain/gaokao-score.ts). The student saves an estimate (or the official result once
// their exam's scores are out) or converts a school exam through one of the school's rank tables; a parent reads.
import "@/lib/i18n/portal-data-tools";
import { useId, useState, type SubmitEvent } from "react";
import { convertGaokaoScore, fetchGaokaoScore, removeGaokaoScore, saveGaokaoScore, type ScoreAnswer } from "@/lib/api/score";
import { ApiError } from "@/lib/http/envelope";
import { updateLoaded, type CallKey, useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { subjectTypeText } from "@/islands/data-tools/parts";
import { formatDate, PANEL } from "./shared";
import { conversionTableText } from "@/islands/data-tools/ScoreOrigin";
import { Loaded } from "@/islands/ui/Loaded";

export function GaokaoScoreCard({ userId }: { userId: string }) {
  const { t, lang } = useT();
  // the same load as useStudentScope's, so a save here is what every screen then uses
  const key: CallKey = ["fetchGaokaoScore", userId];
  const [load, retry] = useLoadable(key, () => fetchGaokaoScore());
  const put = (answer: ScoreAnswer) => updateLoaded<{ data: ScoreAnswer }>(key, (r) => ({ ...r, data: answer }));
  return (
    <section id="gaokao" className={`${PANEL} flex flex-col gap-3`} aria-labelledby="mine-gaokao" data-part="gaokao">
      <h2 id="mine-gaokao" className="m-0 text-lg font-semibold">{t("score.card.title")}</h2>
      <Loaded load={load} retry={retry}>
        {(r) => r.data && <ScoreBody t={t} lang={lang} answer={r.data} onAnswer={put} />}
      </Loaded>
    </section>
  );
}

function ScoreBody({ t, lang, answer, onAnswer }: { t: Translate; lang: "zh" | "en"; answer: ScoreAnswer; onAnswer(a: ScoreAnswer): void }) {
  const s = answer.saved;
  return (
    <>
      <p className="muted m-0 text-sm">{t("score.card.intro", { year: answer.year })}</p>
      {s ? (
        <div className="flex flex-col gap-1" data-saved-score={s.source}>
          <p className="m-0 text-lg font-bold tabular-nums">
            {[s.score != null ? t("score.card.saved.score", { score: s.score }) : null, s.rank != null ? t("score.card.saved.rank", { rank: s.rank.toLocaleString(lang === "zh" ? "zh-CN" : "en-GB") }) : null].filter(Boolean).join(" · ")}
          </p>
          <p className="m-0 text-sm" data-score-source>
            {s.source === "converted" && s.conversion
              ? t("score.card.source.converted", { exam: s.conversion.examName, examDate: formatDate(s.conversion.examDate, lang), total: s.conversion.examTotal, table: conversionTableText(t, s.conversion) })
              : t(s.source === "official" ? "score.card.source.official" : "score.card.source.estimate")}
          </p>
          <p className="muted m-0 text-xs">{t("score.card.savedBy", { by: s.by, date: formatDate(s.at, lang) })}</p>
          {s.note && <p className="muted m-0 text-xs">{t("score.card.note", { note: s.note })}</p>}
        </div>
      ) : <p className="m-0" data-saved-score="none">{t("score.card.none")}</p>}
      {answer.editable ? (
        <>
          <EstimateForm t={t} answer={answer} onAnswer={onAnswer} />
          <Convert t={t} lang={lang} answer={answer} onAnswer={onAnswer} />
        </>
      ) : <p className="muted m-0 text-sm">{t("score.form.readOnly")}</p>}
    </>
  );
}

const problemOf = (t: Translate, e: unknown) => (e instanceof ApiError ? e.message : t("pages.loadFailed"));

function EstimateForm({ t, answer, onAnswer }: { t: Translate; answer: ScoreAnswer; onAnswer(a: ScoreAnswer): void }) {
  const id = useId();
  const s = answer.saved;
  const [source, setSource] = useState<"estimate" | "official">(s?.source === "official" ? "official" : "estimate");
  const [score, setScore] = useState(s?.source !== "converted" && s?.score != null ? String(s.score) : "");
  const [rank, setRank] = useState(s?.source !== "converted" && s?.rank != null ? String(s.rank) : "");
  const [note, setNote] = useState(s?.note ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const whole = (v: string) => (v.trim() === "" ? undefined : Number(v));
    if (whole(score) == null && whole(rank) == null) return setMessage({ ok: false, text: t("score.form.needOne") });
    setBusy(true);
    try {
      const r = await saveGaokaoScore({ source, score: whole(score), rank: whole(rank), ...(note.trim() ? { note: note.trim() } : {}) });
      onAnswer(r.data);
      setMessage({ ok: true, text: t("score.form.saved") });
    } catch (e) {
      setMessage({ ok: false, text: problemOf(t, e) });
    } finally {
      setBusy(false);
    }
  };
  const clear = async () => {
    setBusy(true);
    try {
      onAnswer((await removeGaokaoScore()).data);
      setScore(""); setRank(""); setNote(""); setMessage(null);
    } catch (e) {
      setMessage({ ok: false, text: problemOf(t, e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={t("score.card.title")} data-score-form>
      <fieldset className="m-0 flex flex-wrap gap-4 border-0 p-0">
        <legend className="mb-1 text-sm font-semibold">{t("score.form.source")}</legend>
        {(["estimate", "official"] as const).map((v) => (
          <label key={v} className="flex items-center gap-1 text-sm">
            <input type="radio" name={`${id}-source`} value={v} checked={source === v} disabled={v === "official" && !answer.officialAllowed} onChange={() => setSource(v)} />
            {t(v === "official" ? "score.form.source.official" : "score.form.source.estimate")}
          </label>
        ))}
      </fieldset>
      {!answer.officialAllowed && <p className="muted m-0 text-xs">{t("score.form.officialLater", { year: answer.year })}</p>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-score`} className="text-sm font-semibold">{t("score.form.score", { max: answer.totalScore })}</label>
          <input id={`${id}-score`} name="score" inputMode="numeric" className="field__input w-32" value={score} onChange={(e) => setScore(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-rank`} className="text-sm font-semibold">{t("score.form.rank")}</label>
          <input id={`${id}-rank`} name="rank" inputMode="numeric" className="field__input w-36" value={rank} onChange={(e) => setRank(e.target.value)} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold">{t("score.form.note")}</label>
          <input id={`${id}-note`} name="note" maxLength={200} className="field__input w-56 max-w-full" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy} data-save-score>{t("score.form.save")}</button>
        {answer.saved && <button type="button" className="btn" disabled={busy} onClick={clear} data-clear-score>{t("score.form.clear")}</button>}
      </div>
      {message && <p className={`m-0 text-sm ${message.ok ? "" : "text-red-700"}`} role={message.ok ? "status" : "alert"}>{message.text}</p>}
    </form>
  );
}

function Convert({ t, lang, answer, onAnswer }: { t: Translate; lang: "zh" | "en"; answer: ScoreAnswer; onAnswer(a: ScoreAnswer): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const convert = async (examName: string, examDate: string, tableId: string) => {
    setBusy(true);
    setProblem(null);
    try {
      onAnswer((await convertGaokaoScore({ tableId, examName, examDate })).data);
    } catch (e) {
      setProblem(problemOf(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-md border border-[var(--color-line)] px-3 py-2" data-convert>
      <summary className="cursor-pointer text-sm font-semibold">{t("score.convert.title")}</summary>
      <div className="mt-2 flex flex-col gap-2 text-sm">
        <p className="muted m-0">{t("score.convert.intro")}</p>
        {answer.exams.length === 0 ? <p className="m-0">{t("score.convert.noExams")}</p> : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {answer.exams.map((e) => (
              <li key={`${e.examDate}-${e.examName}`} className="flex flex-col gap-1" data-exam={e.examName}>
                <span>{t("score.convert.exam", { exam: e.examName, date: formatDate(e.examDate, lang), total: e.total, full: e.full })}</span>
                {e.tables.length === 0 ? <span className="muted" data-no-table>{t("score.convert.noTable")}</span> : e.tables.map((table) => (
                  <button key={table.id} type="button" className="btn self-start" disabled={busy} onClick={() => convert(e.examName, e.examDate, table.id)} data-convert-table={table.id}>
                    {t("score.convert.by", { table: conversionTableText(t, table), source: table.source, type: subjectTypeText(t, table.subjectType) })}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        )}
        {problem && <p className="m-0 text-red-700" role="alert">{problem}</p>}
      </div>
    </details>
  );
}
