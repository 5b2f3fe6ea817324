// Pieces the three data-tool screens share: the address they keep their inputs in, the province/year/subject-type
// choice, where-the-numbers-come-from notes, empty states, chart fallbacks and the names of Chinese values.
import "@/lib/i18n/portal-lines";
import "@/lib/i18n/portal-school";
import "@/lib/i18n/portal-pages";
import { Component, useCallback, useState, type ReactNode } from "react";
import type { Source } from "@/contracts/common";
import { ApiError } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { linesQueryParams, readLinesQuery, type LinesQuery } from "@/lib/rules/lines";
import { orderSubjectTypes, SCORE_PROVINCES, valueKey } from "@/lib/rules/school";
import { recordError } from "@/lib/session/error-log";
import type { Translate } from "@/islands/ui/useT";
import { Filters, provinceName, Select, type Choice } from "@/islands/school/parts";

export { Loaded, LOCALES, Num, Pager, Panel, Select, Table } from "@/islands/school/parts";

/** The screen's inputs, read from the address once and written back (without a new history entry) on every change. */
export function useAddressState(): [LinesQuery, (change: Partial<LinesQuery>) => void] {
  const [query, setQuery] = useState<LinesQuery>(() => readLinesQuery(location.search));
  const update = useCallback((change: Partial<LinesQuery>) => {
    setQuery((current) => {
      const next = { ...current, ...change };
      const url = new URL(location.href);
      url.search = new URLSearchParams(linesQueryParams(next)).toString();
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      return next;
    });
  }, []);
  return [query, update];
}

export function provinceChoices(t: Translate): Choice[] {
  return SCORE_PROVINCES.map((code) => ({ value: code, label: provinceName(t, code) }));
}

export function subjectTypeText(t: Translate, type: string): string {
  const key = valueKey("subjectType", type);
  return key ? t(key) : type;
}

const MORE_BATCHES: Record<string, PortalKey> = { 本科一批: "lines.batch.first", 本科二批: "lines.batch.second", 本科三批: "lines.batch.third" };
export function batchText(t: Translate, name: string): string {
  const key = valueKey("batch", name) ?? MORE_BATCHES[name];
  return key ? t(key) : name;
}

const PLAN_TYPES: Record<string, PortalKey> = {
  普通: "lines.planType.regular", 国家专项: "lines.planType.national", 地方专项: "lines.planType.local", 高校专项: "lines.planType.college",
  中外合作: "lines.planType.sinoForeign", 预科: "lines.planType.preparatory", 民族班: "lines.planType.ethnic", 定向: "lines.planType.directed", 其他: "lines.planType.other",
};
export function planTypeText(t: Translate, name: string): string {
  const key = PLAN_TYPES[name];
  return key ? t(key) : name;
}

/** Province, year and subject type selects; year and type appear once there is something to choose. */
export function ScopeSelects({ t, province, onProvince, years, year, onYear, types, type, onType, yearLabel }: {
  t: Translate;
  province: string;
  onProvince(value: string): void;
  years?: readonly number[];
  year?: number | null;
  onYear?(value: number): void;
  types?: readonly string[];
  type?: string | null;
  onType?(value: string): void;
  yearLabel?: string;
}) {
  return (
    <Filters t={t}>
      <Select name="province" label={t("lines.filter.province")} value={province} choices={provinceChoices(t)} onChange={onProvince} />
      {types && types.length > 0 && type && onType && (
        <Select name="subjectType" label={t("lines.filter.subjectType")} value={type} choices={orderSubjectTypes(types).map((value) => ({ value, label: subjectTypeText(t, value) }))} onChange={onType} />
      )}
      {years && years.length > 0 && year != null && onYear && (
        <Select name="year" label={yearLabel ?? t("lines.filter.year")} value={String(year)} choices={years.map((value) => ({ value: String(value), label: String(value) }))} onChange={(value) => onYear(Number(value))} />
      )}
    </Filters>
  );
}

/** Where the figures came from: each source (name, link, date), and the sample label for generated data. */
export function SourceNote({ t, sources, sample }: { t: Translate; sources: readonly Source[]; sample: boolean }) {
  const real = sources.filter((s) => !s.sample);
  return (
    <div className="flex flex-col gap-1 text-sm" data-source>
      {sample && (
        <p className="flex flex-wrap items-baseline gap-x-2" data-sample>
          <span className="tag">{t("sample.label")}</span>
          <span className="muted">{t("sample.note")}</span>
        </p>
      )}
      {real.length > 0 && (
        <p className="muted">
          <span>{t("lines.source.label")}</span>
          {real.map((s, i) => (
            <span key={`${s.name}-${i}`}>
              {i > 0 ? "；" : ""}
              {s.url ? <a href={s.url} rel="noopener noreferrer" target="_blank" lang="zh-CN">{s.name}</a> : <span lang="zh-CN">{s.name}</span>}
              {s.retrievedOn && <span>{t("lines.source.retrieved", { date: s.retrievedOn })}</span>}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** An empty state that says why. */
export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="rounded-md border border-dashed border-[var(--color-line)] bg-[var(--color-paper)] px-4 py-3" role="status" data-empty={testId ?? ""}>
      {children}
    </p>
  );
}

/** Shows `fallback` when a chart's code cannot load (offline, a new deployment): the table beside it still has the numbers. */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    recordError(error, "chunk", "lines chart");
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

/** A section heading in the screens' style. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id} className="mb-3 border-l-4 border-[var(--primary-strong)] pl-2 text-lg font-bold">{children}</h2>;
}

export const CARD = "rounded-lg border border-[var(--color-line)] bg-white px-4 py-4 sm:px-5";
