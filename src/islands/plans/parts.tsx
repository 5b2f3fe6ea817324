// Pieces the 提前批 and 扩缩招 screens share: the address they keep their inputs in, names of Chinese values, where the
// numbers came from, empty states, signed changes, a keyword box and chart fallbacks.
import "@/lib/i18n/portal-plans";
import "@/lib/i18n/portal-school";
import "@/lib/i18n/portal-pages";
import { Component, useCallback, useId, useState, type ReactNode } from "react";
import type { Source } from "@/contracts/common";
import type { ChangeStatus } from "@/contracts/chaksz";
import { ApiError } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { plansQueryParams, readPlansQuery, signed, type PlansQuery } from "@/lib/rules/plans";
import { SCORE_PROVINCES, valueKey } from "@/lib/rules/school";
import { recordError } from "@/lib/session/error-log";
import type { Translate } from "@/islands/ui/useT";
import { LOCALES, provinceName, type Choice } from "@/islands/school/parts";
import type { Lang } from "@/lib/i18n";
import { findProvince } from "@/domain/provinces";

export { Loaded, LOCALES, Num, Pager, Select } from "@/islands/school/parts";

/** The screen's inputs, read from the address once and written back (without a new history entry) on every change. */
export function useAddressState(): [PlansQuery, (change: Partial<PlansQuery>) => void] {
  const [query, setQuery] = useState<PlansQuery>(() => readPlansQuery(location.search));
  const update = useCallback((change: Partial<PlansQuery>) => {
    setQuery((current) => {
      const next = { ...current, ...change };
      const url = new URL(location.href);
      url.search = new URLSearchParams(plansQueryParams(next)).toString();
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      return next;
    });
  }, []);
  return [query, update];
}

export function provinceChoices(t: Translate): Choice[] {
  return SCORE_PROVINCES.map((code) => ({ value: code, label: provinceName(t, code) }));
}

/** A province's name as the server sends it ("陕西省"), in the reader's language. */
export function provinceText(t: Translate, name: string | null | undefined): string {
  const found = findProvince(name ?? "");
  return found ? provinceName(t, found.code) : name ?? "";
}

export function subjectTypeText(t: Translate, type: string): string {
  const key = valueKey("subjectType", type);
  return key ? t(key) : type;
}

const MORE_BATCHES: Record<string, PortalKey> = { 本科一批: "plans.batch.first", 本科二批: "plans.batch.second", 本科三批: "plans.batch.third", 专科提前批: "plans.batch.earlyAssociate" };
export function batchText(t: Translate, name: string): string {
  const key = MORE_BATCHES[name] ?? valueKey("batch", name);
  return key ? t(key) : name;
}

const PLAN_TYPES: Record<string, PortalKey> = {
  普通: "plans.planType.regular", 国家专项: "plans.planType.national", 地方专项: "plans.planType.local", 高校专项: "plans.planType.college",
  中外合作: "plans.planType.sinoForeign", 预科: "plans.planType.preparatory", 民族班: "plans.planType.ethnic", 定向: "plans.planType.directed", 其他: "plans.planType.other",
};
export function planTypeText(t: Translate, name: string): string {
  const key = PLAN_TYPES[name];
  return key ? t(key) : name;
}

export function levelText(t: Translate, level: string): string {
  return level === "专科" ? t("plans.level.associate") : level === "本科" ? t("plans.level.bachelor") : level;
}

/** Tuition per year in yuan, or a dash. */
export function money(value: number | null | undefined, lang: Lang): string {
  return value == null ? "—" : value.toLocaleString(LOCALES[lang]);
}

/** Where the figures came from: each real source (name, link, date), and the sample label for generated data. */
export function SourceNote({ t, sources, sample }: { t: Translate; sources: readonly Source[]; sample: boolean }) {
  const real = sources.filter((s) => !s.sample);
  if (!sample && real.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-source>
      {sample && (
        <p className="flex flex-wrap items-baseline gap-x-2" data-sample>
          <span className="tag">{t("sample.label")}</span>
          <span className="muted">{t("sample.note")}</span>
        </p>
      )}
      {real.length > 0 && (
        <p className="muted" data-source-names>
          <span>{t("plans.source.label")}</span>
          {real.map((s, i) => (
            <span key={`${s.name}-${i}`}>
              {i > 0 ? "；" : ""}
              {s.url ? <a href={s.url} rel="noopener noreferrer" target="_blank" lang="zh-CN">{s.name}</a> : <span lang="zh-CN">{s.name}</span>}
              {s.retrievedOn && <span>{t("plans.source.retrieved", { date: s.retrievedOn })}</span>}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** The small "sample" tag beside a figure made from generated data. */
export function SampleTag({ show, t }: { show: boolean; t: Translate }) {
  return show ? <span className="tag" data-sample-tag>{t("sample.label")}</span> : null;
}

/** An empty state that says why. */
export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-md border border-dashed border-[var(--color-line)] bg-[var(--color-paper)] px-4 py-4" role="status" data-empty={testId ?? ""}>
      {children}
    </div>
  );
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

/** Shows `fallback` when a chart's code cannot load (offline, a new deployment): the table beside it still has the numbers. */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    recordError(error, "chunk", "plans chart");
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A refusal (HTTP 400) as an answer the screen can show with the server's reason; other failures stay failures. */
export type Refusable<T> = { refused: false; value: T } | { refused: true; msg: string };
export function refusable<T>(promise: Promise<T>): Promise<Refusable<T>> {
  return promise.then(
    (value) => ({ refused: false as const, value }),
    (error: unknown) => {
      if (error instanceof ApiError && Number(error.code) === 400) return { refused: true as const, msg: error.message };
      throw error;
    },
  );
}

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id} className="mb-3 border-l-4 border-[var(--primary-strong)] pl-2 text-lg font-bold">{children}</h2>;
}

export const CARD = "rounded-lg border border-[var(--color-line)] bg-white px-4 py-4 sm:px-5";

/** A filter bar: wraps on narrow screens, never scrolls sideways. */
export function FilterBar({ t, children }: { t: Translate; children: ReactNode }) {
  return (
    <div role="group" aria-label={t("plans.filters")} className={`${CARD} grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap [&>*]:min-w-0`} data-filters>
      {children}
    </div>
  );
}

/**
 * A table that scrolls sideways inside its own box at narrow widths (the page never does). The box is `relative` so the
 * screen-reader-only text in its cells is clipped with it; it is a named, focusable region so keyboard users can
 * scroll it. The caption shows above the box (wrapping at any width) unless `quiet`, when the heading above says it.
 */
export function Table({ caption, head, children, testId, quiet = false }: { caption: string; head: readonly string[]; children: ReactNode; testId?: string; quiet?: boolean }) {
  return (
    <div data-table={testId}>
      {!quiet && <p className="mb-1 text-sm font-semibold" aria-hidden="true">{caption}</p>}
      <div className="relative max-w-full overflow-x-auto rounded-md border border-[var(--color-line)]" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-[var(--color-paper)]">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="whitespace-nowrap px-3 py-2 text-left font-semibold">{cell}</th>
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
