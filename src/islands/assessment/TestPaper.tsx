// Taking an assessment (portal.md §2 /evaluationCollection/*): what it is and is not, then its items eight to a page as
// radio groups (keyboard: Tab between questions, arrow keys between answers), a progress bar, answers kept in session
// storage so a reload loses nothing, a check before sending that lists what is unanswered, and the server's refusal
// shown on the item it names. A parent sees why only the student answers, and the reports.
import "@/lib/i18n/portal-assessment";
import "@/islands/shell/boot";
import { useEffect, useRef, useState } from "react";
import { ASSESSMENTS, reportHref, type AssessmentCode } from "@/domain/assessment/catalog";
import { fetchPaper, submitAnswers, type Paper, type PaperItem } from "@/lib/api/assessment";
import { refusalOf } from "@/lib/http/refusal";
import { ITEMS_PER_PAGE, pageCountOf, pageOfItem, readSavedAnswers, savedAnswersKey, unanswered, writeSavedAnswers } from "@/lib/rules/assessment";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { PANEL, useProfile } from "@/islands/pages/shared";
import { Loaded } from "@/islands/ui/Loaded";

function Question({ item, number, value, error, onAnswer }: { item: PaperItem; number: number; value: number | undefined; error: string | null; onAnswer(value: number): void }) {
  const errorId = `${item.id}-error`;
  return (
    <fieldset id={`q-${item.id}`} className={`m-0 rounded-md border px-3 pb-3 pt-1 ${error ? "border-red-700" : "border-[var(--color-line)]"}`} data-item={item.id}
      aria-describedby={error ? errorId : undefined} tabIndex={-1}>
      <legend className="px-1 font-semibold"><span className="tabular-nums">{number}.</span> {item.text}</legend>
      {error && <p id={errorId} className="m-0 mb-2 text-sm font-semibold text-red-800">{error}</p>}
      <div className="flex flex-wrap gap-2">
        {item.options.map((option) => {
          const checked = value === option.value;
          return (
            <label key={option.value}
              className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--primary-strong)] ${checked ? "border-[var(--primary-strong)] bg-[var(--primary-9)] font-semibold" : "border-[var(--color-line)] bg-white"}`}>
              <input type="radio" name={item.id} value={option.value} checked={checked} onChange={() => onAnswer(option.value)} className="accent-[var(--primary-strong)]" />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function ParentNote({ t, code }: { t: Translate; code: AssessmentCode }) {
  return (
    <section className={PANEL} data-parent-note>
      <p className="m-0">{t("as.paper.parent")}</p>
      <p className="mb-0 mt-2"><a href={ASSESSMENTS[code].reportPath} className="font-semibold">{t("as.paper.parentReports")} →</a></p>
    </section>
  );
}

function Questions({ t, paper, userId }: { t: Translate; paper: Paper; userId: string }) {
  const code = paper.code;
  const storageKey = savedAnswersKey(code, userId, paper.version);
  const [answers, setAnswers] = useState<Map<string, number>>(() => readSavedAnswers(sessionStorage.getItem(storageKey), paper.items));
  const pages = pageCountOf(paper.items.length);
  // After a reload, open the page of the first unanswered item.
  const [page, setPage] = useState(() => Math.min(pages - 1, pageOfItem(Math.max(0, paper.items.findIndex((i) => !answers.has(i.id))))));
  const [missing, setMissing] = useState<PaperItem[]>([]);
  const [refusal, setRefusal] = useState<{ message: string; item: string | null } | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    sessionStorage.setItem(storageKey, writeSavedAnswers(answers));
  }, [answers, storageKey]);
  useEffect(() => {
    if (!focusTarget) return;
    const el = focusTarget === "heading" ? heading.current : document.getElementById(`q-${focusTarget}`);
    el?.focus();
    el?.scrollIntoView({ block: "start" });
    setFocusTarget(null);
  }, [focusTarget, page]);

  const answer = (id: string, value: number) => {
    setAnswers((prev) => new Map(prev).set(id, value));
    setMissing((prev) => prev.filter((i) => i.id !== id));
    if (refusal?.item === id) setRefusal(null);
  };
  const goPage = (n: number) => {
    setPage(n);
    setFocusTarget("heading");
  };
  const goItem = (id: string) => {
    const index = paper.items.findIndex((i) => i.id === id);
    if (index < 0) return;
    setPage(pageOfItem(index));
    setFocusTarget(id);
  };

  const submit = async () => {
    const left = unanswered(paper.items, answers);
    setRefusal(null);
    if (left.length) {
      setMissing(left);
      requestAnimationFrame(() => alertBox.current?.focus());
      return;
    }
    setMissing([]);
    const sent = paper.items.map((i) => ({ id: i.id, value: answers.get(i.id)! }));
    setSending(true);
    try {
      const r = await submitAnswers(code, sent);
      sessionStorage.removeItem(storageKey);
      window.location.assign(reportHref(code, r.data.reportId));
    } catch (error) {
      setSending(false);
      // the item the server names (its id comes as data), so the page it is on can be shown
      const refusal = refusalOf(error);
      setRefusal({ message: refusal?.message || t("as.paper.sendFailed"), item: refusal?.problems[0]?.item ?? null });
      requestAnimationFrame(() => alertBox.current?.focus());
    }
  };

  const start = page * ITEMS_PER_PAGE;
  const shown = paper.items.slice(start, start + ITEMS_PER_PAGE);
  const done = answers.size;
  const sectionTitle = (id?: string) => paper.sections.find((s) => s.id === id);
  const missingSet = new Set(missing.map((i) => i.id));
  const last = page === pages - 1;

  return (
    <section className={`${PANEL} flex flex-col gap-4`} aria-labelledby="paper-page" data-paper={code}>
      <div className="flex flex-col gap-1" data-progress>
        <p className="m-0 flex flex-wrap justify-between gap-2 text-sm">
          <span id="paper-progress-label">{t("as.paper.progress", { done, total: paper.items.length })}</span>
          <span className="muted">{t("as.paper.page", { page: page + 1, pages })}</span>
        </p>
        <progress className="h-2 w-full accent-[var(--primary-strong)]" max={paper.items.length} value={done} aria-labelledby="paper-progress-label" />
      </div>
      <div ref={alertBox} tabIndex={-1} role="alert" className="empty:hidden" data-alert>
        {missing.length > 0 && (
          <div className="rounded-md border border-red-700 bg-red-50 px-3 py-2">
            <p className="m-0 font-semibold">{t("as.paper.missing", { count: missing.length })}</p>
            <ul className="m-0 mt-1 flex flex-wrap gap-x-3 gap-y-1 p-0 text-sm">
              {missing.slice(0, 12).map((item) => (
                <li key={item.id} className="list-none">
                  <button type="button" className="underline underline-offset-2" onClick={() => goItem(item.id)}>
                    {t("as.paper.question", { n: paper.items.indexOf(item) + 1 })}
                  </button>
                </li>
              ))}
              {missing.length > 12 && <li className="muted list-none">{t("as.paper.more", { count: missing.length - 12 })}</li>}
            </ul>
          </div>
        )}
        {refusal && (
          <div className="rounded-md border border-red-700 bg-red-50 px-3 py-2">
            <p className="m-0 font-semibold">{t("as.paper.refused")}</p>
            <p className="m-0 text-sm">{refusal.message}</p>
            {refusal.item && <button type="button" className="mt-1 text-sm underline underline-offset-2" onClick={() => goItem(refusal.item!)}>{t("as.paper.goTo")}</button>}
          </div>
        )}
      </div>
      <h2 id="paper-page" ref={heading} tabIndex={-1} className="m-0 text-lg font-bold">
        {t("as.paper.range", { from: start + 1, to: start + shown.length, total: paper.items.length })}
      </h2>
      <div className="flex flex-col gap-3">
        {shown.map((item, i) => {
          const index = start + i;
          const section = paper.sections.length > 1 && (i === 0 || paper.items[index - 1]?.section !== item.section) ? sectionTitle(item.section) : undefined;
          return (
            <div key={item.id} className="flex flex-col gap-2">
              {section && (
                <div data-section={section.id}>
                  <h3 className="m-0 text-base font-bold">{section.title}</h3>
                  <p className="muted m-0 text-sm">{section.instructions}</p>
                </div>
              )}
              <Question item={item} number={index + 1} value={answers.get(item.id)} onAnswer={(v) => answer(item.id, v)}
                error={missingSet.has(item.id) ? t("as.paper.unanswered") : refusal?.item === item.id ? refusal.message : null} />
            </div>
          );
        })}
      </div>
      <nav className="flex flex-wrap items-center gap-3" aria-label={t("as.paper.nav")}>
        <button type="button" className="btn" disabled={page === 0} onClick={() => goPage(page - 1)}>{t("as.paper.prev")}</button>
        {!last && <button type="button" className="btn btn--primary" onClick={() => goPage(page + 1)}>{t("as.paper.next")}</button>}
        {last && <button type="button" className="btn btn--primary" disabled={sending} onClick={submit} data-submit>{t(sending ? "as.paper.sending" : "as.paper.submit")}</button>}
        <span className="muted text-sm">{t("as.paper.kept")}</span>
      </nav>
    </section>
  );
}

export default function TestPaper({ code }: { code: AssessmentCode }) {
  const { t, lang } = useT();
  const profile = useProfile();
  const [paper, retry] = useLoadable(["fetchPaper", code, lang], () => fetchPaper(code, lang).then((r) => r.data));
  const entry = ASSESSMENTS[code];
  const parent = profile?.authority === "parent";
  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="assessment-paper">
      <div>
        <p className="m-0 text-sm"><a href="/evaluationCollection/index">{t("as.list.back")}</a></p>
        <h1 className="page__title mb-1">{entry.name[lang]}</h1>
      </div>
      <Loaded load={paper} retry={retry}>
        {(p: Paper) => (
          <>
            <section className={`${PANEL} flex flex-col gap-2 text-sm leading-relaxed`} aria-labelledby="paper-about" data-about>
              <h2 id="paper-about" className="m-0 text-base font-bold">{t("as.paper.about")}</h2>
              <p className="m-0">{t("as.paper.facts", { count: p.items.length, minutes: entry.minutes })}</p>
              <p className="m-0">{p.instructions}</p>
              <p className="m-0 rounded-md border-l-4 border-[var(--primary-strong)] bg-[var(--primary-9)] px-3 py-2" data-note>{p.note}</p>
              <p className="muted m-0 text-xs" data-source>{t("as.paper.source", { source: p.source })}</p>
              <p className="m-0"><a href={entry.reportPath}>{t("as.paper.reports")}</a></p>
            </section>
            {parent ? <ParentNote t={t} code={code} /> : profile ? <Questions key={`${p.version}-${lang}`} t={t} paper={p} userId={profile.userId} /> : null}
          </>
        )}
      </Loaded>
    </div>
  );
}
