// Awards or activities of the archive: the list, newest first, and — for the student — adding, changing and deleting
// one. A refused save shows the server's reason beside the form, which keeps what was typed.
import { useId, useState, type SubmitEvent } from "react";
import { AWARD_LEVELS } from "@/contracts/career";
import { removeRecord, saveRecord, type ArchiveRecord } from "@/lib/api/career";
import type { PortalKey } from "@/lib/i18n/portal";
import { useT, type Translate } from "@/islands/ui/useT";
import { FormActions, useChange } from "./parts";

type Kind = ArchiveRecord["kind"];
interface Draft { title: string; date: string; level: string; role: string; detail: string }
const EMPTY: Draft = { title: "", date: "", level: "", role: "", detail: "" };

export const levelText = (t: Translate, level: string) => (level ? t(`career.level.${level}` as PortalKey) : "");

/** "2026-09" → 2026年9月 / Sep 2026; a full date as the date. */
export function recordDate(lang: "zh" | "en", date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m) return date;
  const value = new Date(Date.UTC(y, m - 1, d ?? 1));
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { timeZone: "UTC", year: "numeric", month: "long", ...(d ? { day: "numeric" } : {}) }).format(value);
}

function RecordForm({ kind, initial, onDone, onCancel }: { kind: Kind; initial: ArchiveRecord | null; onDone(record: ArchiveRecord): void; onCancel(): void }) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(initial ? { title: initial.title, date: initial.date, level: initial.level, role: initial.role, detail: initial.detail } : { ...EMPTY, level: kind === "award" ? "school" : "" });
  const { busy, error, setError, run } = useChange(t);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!draft.title.trim() || !draft.date) {
      setError(t(!draft.title.trim() ? "career.record.needTitle" : "career.record.needDate"));
      return;
    }
    await run(async () => {
      const answer = await saveRecord({ ...(initial ? { id: initial.id } : {}), kind, title: draft.title, date: draft.date, level: kind === "award" ? (draft.level as (typeof AWARD_LEVELS)[number]) : "", role: kind === "activity" ? draft.role : "", detail: draft.detail });
      onDone(answer.data);
    });
  };
  const legend = t(initial ? `career.record.edit.${kind}` as PortalKey : `career.record.new.${kind}` as PortalKey);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 rounded-md border border-[var(--color-line)] bg-[var(--color-paper)] p-3" data-record-form={kind} aria-label={legend}>
      <p className="mb-2 font-semibold">{legend}</p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <div className="field sm:col-span-2">
          <label htmlFor={`${id}-title`} className="field__label">{t(`career.record.title.${kind}` as PortalKey)}</label>
          <input id={`${id}-title`} className="field__input" maxLength={100} value={draft.title} onChange={(e) => set({ title: e.target.value })} required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`} className="field__label">{t("career.record.date")}</label>
          <input id={`${id}-date`} className="field__input" type="month" value={draft.date.slice(0, 7)} onChange={(e) => set({ date: e.target.value })} required aria-describedby={`${id}-date-hint`} />
          <p id={`${id}-date-hint`} className="field__hint">{t("career.record.dateHint")}</p>
        </div>
        {kind === "award" ? (
          <div className="field">
            <label htmlFor={`${id}-level`} className="field__label">{t("career.record.level")}</label>
            <select id={`${id}-level`} className="field__input" value={draft.level} onChange={(e) => set({ level: e.target.value })}>
              {AWARD_LEVELS.map((level) => <option key={level} value={level}>{levelText(t, level)}</option>)}
            </select>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-role`} className="field__label">{t("career.record.role")}</label>
            <input id={`${id}-role`} className="field__input" maxLength={50} value={draft.role} onChange={(e) => set({ role: e.target.value })} />
          </div>
        )}
        <div className="field sm:col-span-2">
          <label htmlFor={`${id}-detail`} className="field__label">{t("career.record.detail")}</label>
          <textarea id={`${id}-detail`} className="field__input" rows={2} maxLength={500} value={draft.detail} onChange={(e) => set({ detail: e.target.value })} />
        </div>
      </div>
      <FormActions t={t} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}

export function Records({ kind, records, editable, onChange }: { kind: Kind; records: ArchiveRecord[]; editable: boolean; onChange(records: ArchiveRecord[]): void }) {
  const { t, lang } = useT();
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const { error, run } = useChange(t);
  const mine = records.filter((r) => r.kind === kind);
  const others = records.filter((r) => r.kind !== kind);
  const sorted = (list: ArchiveRecord[]) => [...list].sort((a, b) => b.date.localeCompare(a.date));
  const remove = async (record: ArchiveRecord) => {
    if (!confirm(t("career.record.confirmDelete", { title: record.title }))) return;
    await run(async () => {
      await removeRecord(record.id);
      onChange([...others, ...mine.filter((r) => r.id !== record.id)]);
    });
  };
  return (
    <div data-records={kind}>
      {mine.length === 0 && editing !== "new" && <p className="muted">{t(`career.record.none.${kind}` as PortalKey)}</p>}
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {sorted(mine).map((record) => (
          <li key={record.id} className="rounded-md border border-[var(--color-line)] px-3 py-2" data-record={record.id}>
            {editing === record.id ? (
              <RecordForm kind={kind} initial={record} onCancel={() => setEditing(null)} onDone={(saved) => { onChange([...others, ...mine.map((r) => (r.id === saved.id ? saved : r))]); setEditing(null); }} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="m-0 text-base font-semibold break-words">{record.title}</h3>
                  <p className="muted m-0 text-sm">
                    <span>{recordDate(lang, record.date)}</span>
                    {record.level && <span>{" · "}{levelText(t, record.level)}</span>}
                    {record.role && <span>{" · "}{record.role}</span>}
                  </p>
                  {record.detail && <p className="m-0 mt-1 text-sm whitespace-pre-line break-words">{record.detail}</p>}
                </div>
                {editable && (
                  <div className="flex gap-2">
                    <button type="button" className="btn" onClick={() => setEditing(record.id)} aria-label={t("career.record.editNamed", { title: record.title })}>{t("career.edit")}</button>
                    <button type="button" className="btn" onClick={() => void remove(record)} aria-label={t("career.record.deleteNamed", { title: record.title })}>{t("career.delete")}</button>
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {error && <p className="field__error mt-2" role="alert">{error}</p>}
      {editable && (editing === "new"
        ? <RecordForm kind={kind} initial={null} onCancel={() => setEditing(null)} onDone={(saved) => { onChange([...records, saved]); setEditing(null); }} />
        : <p className="m-0 mt-3"><button type="button" className="btn" onClick={() => setEditing("new")}>{t(`career.record.add.${kind}` as PortalKey)}</button></p>)}
    </div>
  );
}
