// Pieces the school page's tabs share: a loader that reruns when its inputs change, labelled selects, scrollable
// tables, panels, and the names of values the server sends in Chinese.
import "@/lib/i18n/portal-school";
import "@/lib/i18n/portal-pages";
import { useId, type ReactNode } from "react";
import type { Lang } from "@/lib/i18n";
import type { PortalKey } from "@/lib/i18n/portal";
import { valueKey } from "@/lib/rules/school";
import { subjectKey } from "@/lib/rules/user-label";
import type { Translate } from "@/islands/ui/useT";
import { kept } from "@/islands/ui/Kept";

export const LOCALES: Record<Lang, string> = { zh: "zh-CN", en: "en-GB" };

/** A number for a table cell; a missing one is a dash. */
export function Num({ value, lang }: { value: number | null | undefined; lang: Lang }) {
  if (value == null || Number.isNaN(value)) return <>—</>;
  return <>{value.toLocaleString(LOCALES[lang])}</>;
}

/** A value the server sends in Chinese, in the reader's language when the portal knows it, else as written. */
export function valueText(t: Translate, kind: Parameters<typeof valueKey>[0], value: string | null | undefined): string {
  const key = valueKey(kind, value);
  return key ? t(key) : (value ?? "");
}

/** A subject requirement ("物理+化学", "不限") in the reader's language; unknown subjects as written. */
export function requirementText(t: Translate, value: string | null | undefined): string {
  const text = (value ?? "").trim();
  if (!text || text === "不限") return t("school.requirement.any");
  return text
    .split(/([+和、/])/)
    .map((part) => {
      if (/^[+和、/]$/.test(part)) return part === "/" ? " / " : " + ";
      const key = subjectKey(part);
      return key ? t(key) : part;
    })
    .join("")
    .trim();
}

/** A province's name by its two-digit code. */
export function provinceName(t: Translate, code: string): string {
  return t(`province.${code}` as PortalKey);
}

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select, with an optional message tied to it (a refusal naming this field). */
export function Select({ label, value, choices, onChange, name, error }: { label: string; value: string; choices: readonly Choice[]; onChange(value: string): void; name: string; error?: string | null }) {
  const id = useId();
  return (
    <div className="flex min-w-[8rem] max-w-full flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <select id={id} name={name} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>{choice.label}</option>
        ))}
      </select>
      {error && <p id={`${id}-error`} className="field__error m-0 max-w-xs" role="alert" data-field-error={name}>{error}</p>}
    </div>
  );
}

/** The row of filters above a tab's tables. */
export function Filters({ t, children }: { t: Translate; children: ReactNode }) {
  return (
    <div role="group" aria-label={t("school.filter.legend")} className="mb-4 flex flex-wrap items-end gap-3" data-filters>
      {children}
    </div>
  );
}

/**
 * A table that scrolls sideways inside its own box at narrow widths (the page never does). The box is `relative` so the
 * screen-reader-only text in its cells is clipped with it; it is a named, focusable region so keyboard users can
 * scroll it. The caption shows above the box (wrapping at any width) unless `quiet`, when the heading above says it.
 */
export function Table({ caption, head, children, testId, quiet = false, wrapHead = false }: { caption: string; head: readonly string[]; children: ReactNode; testId?: string; quiet?: boolean; wrapHead?: boolean }) {
  return (
    <div data-table={testId}>
      {!quiet && <p className="mb-1 text-sm font-semibold" aria-hidden="true">{kept(caption)}</p>}
      <div className="relative max-w-full overflow-x-auto rounded-md border border-[var(--color-line)]" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-[var(--color-paper)]">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className={`${wrapHead ? "" : "whitespace-nowrap "}px-3 py-2 text-left font-semibold`}>{cell}</th>
              ))}
            </tr>
          </thead>
          <tbody className="[&_td]:whitespace-nowrap [&_td]:border-t [&_td]:border-[var(--color-line)] [&_td]:px-3 [&_td]:py-2 [&_th]:whitespace-nowrap [&_th]:border-t [&_th]:border-[var(--color-line)] [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-normal">
            {children}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A tab's panel: one h2 and its content. */
export function Panel({ id, title, children, className = "" }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-[var(--color-line)] bg-white px-4 py-4 sm:px-5 ${className}`} data-panel={id}>
      <h2 id={id} className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
