// Pieces the 提前批 and 扩缩招 screens share beyond the data tools' own (../data-tools): names of levels, tuition,
// signed changes, unit states, a keyword box, segmented choices and the filter bar.
import "@/lib/i18n/portal-plans";
import { useId, useState, type ReactNode } from "react";
import type { ChangeStatus } from "@/contracts/chaksz";
import { signed } from "@/lib/rules/plans";
import type { Translate } from "@/islands/ui/useT";
import { LOCALES } from "@/islands/school/parts";
import { CARD } from "@/islands/data-tools/parts";
import type { Lang } from "@/lib/i18n";

export function levelText(t: Translate, level: string): string {
  return level === "专科" ? t("plans.level.associate") : level === "本科" ? t("plans.level.bachelor") : level;
}

/** Tuition per year in yuan, or a dash. */
export function money(value: number | null | undefined, lang: Lang): string {
  return value == null ? "—" : value.toLocaleString(LOCALES[lang]);
}

const TONE = { up: "text-[#047857]", down: "text-[#b91c1c]", same: "text-[var(--color-muted)]" } as const;

/** A signed change with a word for screen readers and colour plus sign for the eye (never colour alone). */
export function Delta({ value, t, lang, unit = "places", percent }: { value: number | null | undefined; t: Translate; lang: Lang; unit?: "places" | "points" | "yuan"; percent?: string }) {
  if (value == null) return <span className="muted">—</span>;
  const tone = value > 0 ? TONE.up : value < 0 ? TONE.down : TONE.same;
  const n = Math.abs(value).toLocaleString(LOCALES[lang]);
  const label = value === 0 ? t("plans.delta.same") : t(value > 0 ? `plans.delta.up.${unit}` : `plans.delta.down.${unit}`, { n });
  return (
    <span className={`whitespace-nowrap font-semibold ${tone}`} data-delta={value}>
      <span aria-hidden="true">{value > 0 ? "▲ " : value < 0 ? "▼ " : ""}{signed(value, (x) => x.toLocaleString(LOCALES[lang]))}{percent ? ` (${percent})` : ""}</span>
      <span className="sr-only">{label}{percent ? ` (${percent})` : ""}</span>
    </span>
  );
}

const STATUS_STYLE: Record<ChangeStatus, string> = {
  up: "border-[#047857] text-[#065f46] bg-[#ecfdf5]",
  down: "border-[#b91c1c] text-[#991b1b] bg-[#fef2f2]",
  same: "border-[#9ca3af] text-[#374151] bg-white",
  new: "border-[#1d4ed8] text-[#1e3a8a] bg-[#eff6ff]",
  removed: "border-[#6b7280] text-[#374151] bg-[#f3f4f6] line-through decoration-1",
};

/** A unit's or major's state this year: up, down, same, new or removed. */
export function StatusBadge({ status, t }: { status: ChangeStatus; t: Translate }) {
  return <span className={`inline-block whitespace-nowrap rounded-full border px-2 text-xs leading-5 ${STATUS_STYLE[status]}`} data-status={status}>{t(`plans.status.${status}`)}</span>;
}

/** A search box that applies its keyword on submit (Enter or the button), with a way to clear it. */
export function KeywordBox({ t, value, onSearch, label, placeholder }: { t: Translate; value: string; onSearch(value: string): void; label: string; placeholder: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  return (
    <form role="search" aria-label={label} className="flex min-w-0 flex-col gap-1" onSubmit={(event) => { event.preventDefault(); onSearch(text.trim()); }}>
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <div className="flex min-w-0 gap-2">
        <input id={id} name="keyword" type="search" className="field__input min-w-0 flex-1 sm:w-56" value={text} maxLength={50} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="btn btn--primary shrink-0">{t("plans.search")}</button>
      </div>
    </form>
  );
}

/** A row of mutually exclusive choices (radio buttons styled as a segmented control). */
export function Segmented<T extends string>({ legend, name, value, choices, onChange }: { legend: string; name: string; value: T; choices: readonly { value: T; label: string; count?: number }[]; onChange(value: T): void }) {
  return (
    <fieldset className="min-w-0" data-segmented={name}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className={`cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--primary-strong)] ${value === choice.value ? "border-[var(--primary-strong)] bg-[var(--primary-strong)] text-white" : "border-[#9ca3af] bg-white"}`}>
            <input type="radio" className="sr-only" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            {choice.label}{choice.count != null ? ` · ${choice.count}` : ""}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A filter bar: wraps on narrow screens, never scrolls sideways. */
export function FilterBar({ t, children }: { t: Translate; children: ReactNode }) {
  return (
    <div role="group" aria-label={t("plans.filters")} className={`${CARD} grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap [&>*]:min-w-0`} data-filters>
      {children}
    </div>
  );
}
