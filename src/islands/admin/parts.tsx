// What the school-administration screens share: the page heading, load states, tables, selects and text areas with
// their labels, paging, a call's refusal as text, the grade/class choice, import progress and file reading.
import "@/lib/i18n/portal-admin";
import "@/lib/i18n/portal-pages";
import { PROVINCES } from "@/domain/provinces";
import { useStore } from "@nanostores/react";
import { $province } from "@/lib/session/auth";
import type { PortalKey } from "@/lib/i18n/portal";
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { readableRefusal, refusalOf } from "@/lib/http/refusal";
import type { Page } from "@/lib/http/envelope";
import type { GradeView, ImportJob } from "@/lib/api/admin";
import { classText, cohortText } from "@/lib/rules/user-label";
import { useT, type Translate } from "@/islands/ui/useT";
import type { Loadable } from "@/islands/ui/useCall";
import "@/islands/shell/boot";
import { Pager } from "@/islands/ui/Pager";
import { Loaded } from "@/islands/ui/Loaded";

export function AdminHeading({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1>{title}</h1>
        {intro && <p className="muted mt-1 max-w-3xl">{intro}</p>}
      </div>
      {actions && <div className="admin-actions">{actions}</div>}
    </header>
  );
}

/** A dialog form's buttons: cancel, and the submit button (its label, and "btn--primary" unless given another look). */
export function DialogButtons({ onCancel, busy, submit, look = "btn--primary" }: { onCancel(): void; busy: boolean; submit: string; look?: string }) {
  const { t } = useT();
  return (
    <div className="dialog__footer px-0">
      <button type="button" className="btn" onClick={onCancel}>{t("common.cancel")}</button>
      <button type="submit" className={`btn ${look}`} disabled={busy}>{submit}</button>
    </div>
  );
}

export function Table({ caption, head, children, testId }: { caption: string; head: ReactNode; children: ReactNode; testId?: string }) {
  return (
    // focusable, so a keyboard can scroll a table wider than a narrow screen
    <div className="admin-table" data-testid={testId} tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead><tr>{head}</tr></thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Select({ label, error, children, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <select id={id} className="select" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props}>{children}</select>
      {error && <p id={`${id}-error`} className="field__error" role="alert">{error}</p>}
    </div>
  );
}

export function TextArea({ label, error, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <textarea id={id} className="textarea" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error && <p id={`${id}-error`} className="field__error" role="alert">{error}</p>}
    </div>
  );
}

/** A page of records from a call as a table with its pager; `empty` when there are none. */
export function PagedTable<T>({ load, retry, onPage, empty, caption, head, testId, children }: {
  load: Loadable<Page<T>>; retry(): void; onPage(current: number): void; empty: ReactNode; caption(page: Page<T>): string; head: ReactNode; testId?: string;
  children(record: T): ReactNode;
}) {
  return (
    <Loaded load={load} retry={retry}>
      {(page) => page.records.length === 0 ? empty : (
        <>
          <Table caption={caption(page)} testId={testId} head={head}>{page.records.map(children)}</Table>
          <Pager small current={page.current} pages={page.pages} total={page.total} onPage={onPage} />
        </>
      )}
    </Loaded>
  );
}

/** The server's refusal (it names the field: "account: 账号已存在"), or a network failure in the reader's language. */
export function refusalText(error: unknown, t: Translate): string {
  const refusal = refusalOf(error);
  return refusal?.message ? readableRefusal(refusal) : t("admin.networkError");
}

/** The field a refusal names (account) and what to show beside that field ("账号已存在"), else the refusal in words. */
export function fieldRefusal(error: unknown, t: Translate): { field: string | null; message: string } {
  const refusal = refusalOf(error);
  if (!refusal?.message) return { field: null, message: t("admin.networkError") };
  const first = refusal.problems[0];
  return first ? { field: first.field, message: first.msg } : { field: null, message: readableRefusal(refusal) };
}

/** A class as a person reads it: "2024级 3班" / "2024 intake, Class 3" (a grade named "2024级" or "2024届" is a cohort). */
export function classLabel(t: Translate, gradeName: string, className: string): string {
  const year = /^(\d{4})(级|届)$/.exec(gradeName.trim());
  const grade = year ? cohortText({ kind: year[2] === "届" ? "graduatingClass" : "grade", year: Number(year[1]) }, t) : gradeName;
  if (!className) return grade;
  return year ? t("label.cohortClass", { cohort: grade, class: classText(className, t) }) : `${grade} ${classText(className, t)}`.trim();
}

/** A select of every class of every grade (value: class id). */
export function ClassOptions({ grades, t }: { grades: readonly GradeView[]; t: Translate }) {
  return (
    <>
      {grades.map((g) => (
        <optgroup key={g.id} label={g.gradeName}>
          {g.classes.map((k) => <option key={k.id} value={k.id}>{classLabel(t, g.gradeName, k.name)}</option>)}
        </optgroup>
      ))}
    </>
  );
}

/** How far an import is: a progress bar with the rows done, or the failure. */
export function ImportProgress({ job }: { job: ImportJob }) {
  const { t } = useT();
  if (job.status === "failed") return <p role="alert" className="admin-errors">{job.error || t("admin.import.failed")}</p>;
  const share = job.total > 0 ? Math.min(1, job.done / job.total) : job.status === "done" ? 1 : 0;
  const phase = job.status === "done" ? t("admin.import.phase.done") : t(job.phase === "write" ? "admin.import.phase.write" : "admin.import.phase.read");
  return (
    <div role="status" data-testid="import-progress" data-status={job.status}>
      <progress className="admin-progress" max={1} value={share} aria-label={t("admin.import.progress")} />
      <p className="muted text-sm">{t("admin.import.progressText", { phase, done: job.status === "done" ? job.total : job.done, total: job.total, percent: Math.round(share * 100) })}</p>
    </div>
  );
}

/** A chosen file as base64 (the import calls carry files that way), refused above `max` bytes. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function formatTime(iso: string, lang: "zh" | "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "zh" ? "zh-CN" : "en-GB", { timeZone: "Asia/Shanghai", dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A province's name in the reader's language (the portal's own names), by its code. */
export function provinceLabel(t: Translate, code: string): string {
  return t(`province.${code.slice(0, 2)}` as PortalKey);
}

/**
 * The viewer's province: what a new student's 高考省份 and the rule and exam-table pages start from. A staff member's
 * profile carries the school's own (their user info falls back to it); Guangdong only until the profile has loaded or
 * when neither is set.
 */
export function useSchoolProvince(): string {
  return useStore($province) || "44";
}

export function ProvinceOptions({ t }: { t: Translate }) {
  return <>{PROVINCES.map((p) => <option key={p.code} value={p.code}>{provinceLabel(t, p.code)}</option>)}</>;
}
