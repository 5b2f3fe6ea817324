// 学习计划 /career/learning: the student's learning plan term by term — what to do in which subject, by when, and how
// far along it is — with each term's progress and overdue items marked. The student adds, changes (the status in one
// step) and deletes items; a refused save keeps what was typed and shows the server's reason. A parent reads it.
import "./parts";
import { useId, useState, type SubmitEvent } from "react";
import { removeLearning, saveLearning, type LearningItem, type PlanAnswer } from "@/lib/api/career";
import { groupBy, isOverdue, progressOf, STATUSES, termChoices, termOf, todayIn, type Term } from "@/lib/rules/career";
import { useServerNow } from "@/islands/pages/shared";
import { useT, type Translate } from "@/islands/ui/useT";
import { patchPlan } from "./plan-store";
import { CareerPage, FormActions, Part, percentText, ReadOnlyNote, ShareBar, statusText, StatusTag, subjectText, termText, useChange, WithPlan } from "./parts";

const SUBJECTS = ["", "语文", "数学", "英语", "物理", "化学", "生物", "政治", "历史", "地理"] as const;
interface Draft { term: Term; subject: string; title: string; detail: string; dueDate: string; status: number }

const replaceItem = (plan: PlanAnswer, saved: LearningItem): PlanAnswer => ({
  ...plan, learning: plan.learning.some((i) => i.id === saved.id) ? plan.learning.map((i) => (i.id === saved.id ? saved : i)) : [...plan.learning, saved],
});

function ItemForm({ t, terms, initial, onDone, onCancel }: { t: Translate; terms: Term[]; initial: Draft & { id?: string }; onDone(): void; onCancel(): void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const { busy, error, setError, run } = useChange(t);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setError(t("career.learning.needTitle"));
      return;
    }
    await run(async () => {
      const saved = (await saveLearning({ ...(initial.id ? { id: initial.id } : {}), ...draft, dueDate: draft.dueDate || undefined, status: draft.status as 0 | 1 | 2 })).data;
      patchPlan((plan) => replaceItem(plan, saved));
      onDone();
    });
  };
  const legend = t(initial.id ? "career.learning.edit" : "career.learning.new");
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 rounded-md border border-[var(--color-line)] bg-[var(--color-paper)] p-3" aria-label={legend} data-learning-form>
      <p className="mb-2 font-semibold">{legend}</p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <div className="field sm:col-span-2">
          <label htmlFor={`${id}-title`} className="field__label">{t("career.learning.title")}</label>
          <input id={`${id}-title`} className="field__input" maxLength={100} value={draft.title} onChange={(e) => set({ title: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-term`} className="field__label">{t("career.learning.term")}</label>
          <select id={`${id}-term`} className="field__input" value={draft.term} onChange={(e) => set({ term: e.target.value })}>
            {terms.map((term) => <option key={term} value={term}>{termText(t, term)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-subject`} className="field__label">{t("career.learning.subject")}</label>
          <select id={`${id}-subject`} className="field__input" value={draft.subject} onChange={(e) => set({ subject: e.target.value })}>
            {SUBJECTS.map((s) => <option key={s} value={s}>{s ? subjectText(t, s) : t("career.learning.general")}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-due`} className="field__label">{t("career.learning.due")}</label>
          <input id={`${id}-due`} className="field__input" type="date" value={draft.dueDate} onChange={(e) => set({ dueDate: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`} className="field__label">{t("career.learning.status")}</label>
          <select id={`${id}-status`} className="field__input" value={draft.status} onChange={(e) => set({ status: Number(e.target.value) })}>
            {STATUSES.map((s) => <option key={s} value={s}>{statusText(t, s)}</option>)}
          </select>
        </div>
        <div className="field sm:col-span-2">
          <label htmlFor={`${id}-detail`} className="field__label">{t("career.learning.detail")}</label>
          <textarea id={`${id}-detail`} className="field__input" rows={2} maxLength={500} value={draft.detail} onChange={(e) => set({ detail: e.target.value })} />
        </div>
      </div>
      <FormActions t={t} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}

function Item({ t, item, terms, editable, today }: { t: Translate; item: LearningItem; terms: Term[]; editable: boolean; today: string }) {
  const [editing, setEditing] = useState(false);
  const { error, run } = useChange(t);
  const overdue = isOverdue(item, today);
  const setStatus = (status: number) => run(async () => {
    const saved = (await saveLearning({ ...item, dueDate: item.dueDate || undefined, status: status as 0 | 1 | 2 })).data;
    patchPlan((plan) => replaceItem(plan, saved));
  });
  const remove = () => {
    if (!confirm(t("career.learning.confirmDelete", { title: item.title }))) return;
    void run(async () => {
      await removeLearning(item.id);
      patchPlan((plan) => ({ ...plan, learning: plan.learning.filter((i) => i.id !== item.id) }));
    });
  };
  if (editing) return <li data-learning={item.id}><ItemForm t={t} terms={terms} initial={item} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} /></li>;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border border-[var(--color-line)] px-3 py-2" data-learning={item.id} data-overdue={overdue ? "yes" : undefined}>
      <div className="min-w-0">
        <h3 className="m-0 text-base font-semibold break-words">{item.subject && <span className="tag mr-2">{subjectText(t, item.subject)}</span>}{item.title}</h3>
        <p className="m-0 flex flex-wrap items-center gap-2 text-sm">
          <StatusTag t={t} status={item.status} />
          {item.dueDate && <span className={overdue ? "font-semibold text-red-800" : "muted"}>{t(overdue ? "career.learning.overdue" : "career.learning.dueOn", { date: item.dueDate })}</span>}
        </p>
        {item.detail && <p className="m-0 mt-1 text-sm whitespace-pre-line break-words">{item.detail}</p>}
        {error && <p className="field__error m-0 mt-1" role="alert">{error}</p>}
      </div>
      {editable && (
        <div className="flex flex-wrap items-center gap-2">
          <select className="field__input w-auto" value={item.status} onChange={(e) => void setStatus(Number(e.target.value))} aria-label={t("career.learning.statusNamed", { title: item.title })}>
            {STATUSES.map((s) => <option key={s} value={s}>{statusText(t, s)}</option>)}
          </select>
          <button type="button" className="btn" onClick={() => setEditing(true)} aria-label={t("career.record.editNamed", { title: item.title })}>{t("career.edit")}</button>
          <button type="button" className="btn" onClick={remove} aria-label={t("career.record.deleteNamed", { title: item.title })}>{t("career.delete")}</button>
        </div>
      )}
    </li>
  );
}

function LearningScreen({ plan }: { plan: PlanAnswer }) {
  const { t, lang } = useT();
  const now = useServerNow();
  const [adding, setAdding] = useState(false);
  const current = termOf(now);
  const terms = termChoices(null, now, plan.learning.map((i) => i.term));
  const today = todayIn(now);
  const groups = groupBy([...plan.learning].sort((a, b) => a.term.localeCompare(b.term) || (a.dueDate || "9").localeCompare(b.dueDate || "9")), (i) => i.term);
  return (
    <>
      {!plan.editable && <ReadOnlyNote t={t} />}
      {plan.editable && (
        <div>
          {adding
            ? <ItemForm t={t} terms={terms} initial={{ term: current, subject: "", title: "", detail: "", dueDate: "", status: 0 }} onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
            : <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>{t("career.learning.new")}</button>}
        </div>
      )}
      {groups.length === 0 && <p className="muted m-0">{t("career.learning.none")}</p>}
      {groups.map((group) => {
        const progress = progressOf(group.items);
        const headingId = `term-${group.key}`;
        return (
          <Part key={group.key} id={headingId} title={`${termText(t, group.key)}${group.key === current ? t("career.learning.thisTerm") : ""}`}
            action={<span data-progress={`${progress.done}/${progress.total}`}><ShareBar share={progress.share} label={t("career.learning.progress", { done: progress.done, total: progress.total, share: percentText(lang, progress.share) })} /></span>}>
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {group.items.map((item) => <Item key={item.id} t={t} item={item} terms={terms} editable={plan.editable} today={today} />)}
            </ul>
          </Part>
        );
      })}
    </>
  );
}

export default function Learning() {
  const { t } = useT();
  return (
    <CareerPage screen="learning" title={t("route.learning")} intro={t("career.learning.intro")}>
      <WithPlan>{(plan) => <LearningScreen plan={plan} />}</WithPlan>
    </CareerPage>
  );
}
