// Comments on a plan and on its entries: students, parents and the class counsellor write them; each shows who wrote it (role and
// name) and when. An entry's thread opens inside its row; the plan's section lists every comment with the entry it is about.
import { useId, useState, type SubmitEvent } from "react";
import { addComment, type PlanComment } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/islands/ui/useT";
import { CARD, dateTimeText, whoText } from "./parts";

const MAX = 500;

function CommentList({ t, lang, comments, about }: { t: Translate; lang: Lang; comments: readonly PlanComment[]; about?(comment: PlanComment): string | null }) {
  if (comments.length === 0) return <p className="muted m-0 text-sm" data-no-comments>{t("vol.comments.none")}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" data-comments>
      {comments.map((c) => {
        const subject = about?.(c);
        return (
          <li key={c.id} className="rounded border border-[var(--color-line)] bg-white px-3 py-2 text-sm" data-comment={c.id} data-author-role={c.author.role}>
            <p className="muted m-0 flex flex-wrap gap-x-2">
              <span className="font-semibold text-[var(--color-ink)]">{whoText(t, c.author)}</span>
              <span>{dateTimeText(c.createdAt, lang)}</span>
              {subject && <span>{subject}</span>}
            </p>
            <p className="m-0 mt-1 whitespace-pre-wrap break-words" data-comment-text>{c.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

function CommentForm({ t, planId, unitKey, onAdd, label, studentId }: { t: Translate; planId: string; unitKey?: string; onAdd(comment: PlanComment): void; label: string; studentId?: string }) {
  const id = useId();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState("");
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setProblem(t("vol.comments.empty"));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const r = await addComment(planId, value, unitKey, studentId);
      onAdd(r.data);
      setText("");
      setSent(t("vol.comments.sent"));
    } catch (error) {
      setProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : t("vol.comments.failed"));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-comment-form>
      <label htmlFor={`${id}-text`} className="text-sm font-semibold">{label}</label>
      <textarea id={`${id}-text`} className="field__input min-h-[4.5rem]" maxLength={MAX} value={text} onChange={(e) => { setText(e.target.value); setSent(""); }}
        aria-invalid={problem ? true : undefined} aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`} />
      <p id={`${id}-hint`} className="field__hint m-0">{t("vol.comments.hint", { count: text.length, max: MAX })}</p>
      {problem && <p id={`${id}-error`} className="field__error m-0" role="alert">{problem}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn--primary" disabled={sending}>{t("vol.comments.send")}</button>
        <span className="text-sm" role="status">{sent}</span>
      </div>
    </form>
  );
}

/** An entry's comments with a form to add one. */
export function CommentThread({ t, lang, planId, unitKey, comments, onAdd, label, studentId }: { t: Translate; lang: Lang; planId: string; unitKey: string; comments: readonly PlanComment[]; onAdd(c: PlanComment): void; label: string; studentId?: string }) {
  return (
    <div className="flex flex-col gap-2 rounded border border-[var(--color-line)] bg-[var(--color-paper)] p-3" data-thread={unitKey}>
      <CommentList t={t} lang={lang} comments={comments} />
      <CommentForm t={t} planId={planId} unitKey={unitKey} onAdd={onAdd} label={label} studentId={studentId} />
    </div>
  );
}

/** The plan's comments: about the whole plan, and every entry's (named), newest last. */
export function PlanComments({ t, lang, planId, comments, onAdd, entryOf, studentId }: {
  t: Translate; lang: Lang; planId: string | null; comments: readonly PlanComment[]; onAdd(c: PlanComment): void;
  /** a counsellor's: the student whose plan it is */
  studentId?: string;
  /** "about entry 3 中山大学 第201组", or null when the unit is no longer on the form */
  entryOf(unitKey: string): string | null;
}) {
  return (
    <section aria-labelledby="vol-comments" className={`${CARD} flex flex-col gap-3`} data-part="comments">
      <h2 id="vol-comments" className="m-0 text-lg font-bold">{t("vol.comments.title", { count: comments.length })}</h2>
      {planId == null ? <p className="muted m-0 text-sm">{t("vol.comments.saveFirst")}</p> : (
        <>
          <CommentList t={t} lang={lang} comments={comments}
            about={(c) => (c.unitKey == null ? t("vol.comments.aboutPlan") : entryOf(c.unitKey) ?? t("vol.comments.aboutGone"))} />
          <CommentForm t={t} planId={planId} onAdd={onAdd} label={t("vol.comments.planLabel")} studentId={studentId} />
        </>
      )}
    </section>
  );
}
