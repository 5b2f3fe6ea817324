// Pieces both probability screens share: the address they keep their inputs in, the band badge (a text label with a
// shape, colour only as a help), the probability in words, the score-or-rank form with a message beside the field,
// labelled selects that can carry a refusal, where the figures come from, and the "how it is worked out" help.
import "@/lib/i18n/portal-probability";
import "@/lib/i18n/portal-school";
import "@/lib/i18n/portal-pages";
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import type { Source } from "@/contracts/common";
import type { ProbabilityAnswer, UnitProbability } from "@/contracts/cegl";
import { ApiError } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import {
  bandLook, bandRangeText, bandRanges, checkNumberInput, fullScore, percentText, probabilityWords, probQueryParams, readProbQuery,
  type BandFilter, type LookupMode, type ProbQuery,
} from "@/lib/rules/probability";
import { valueKey } from "@/lib/rules/school";
import type { Translate } from "@/islands/ui/useT";

import { LOCALES, provinceName } from "@/islands/school/parts";

export { Loaded, LOCALES, Num, Pager, requirementText, provinceName } from "@/islands/school/parts";

export const CARD = "rounded-lg border border-[var(--color-line)] bg-white px-4 py-4 sm:px-5";

/** The screen's inputs, read from the address once and written back (without a new history entry) on every change. */
export function useAddressState(): [ProbQuery, (change: Partial<ProbQuery>) => void] {
  const [query, setQuery] = useState<ProbQuery>(() => readProbQuery(location.search));
  const update = useCallback((change: Partial<ProbQuery>) => {
    setQuery((current) => {
      const next = { ...current, ...change };
      const url = new URL(location.href);
      url.search = new URLSearchParams(probQueryParams(next)).toString();
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      return next;
    });
  }, []);
  return [query, update];
}

/** A refusal (HTTP 400 "field: problem") as an answer the screen can show where it belongs; other failures stay failures. */
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

export function subjectTypeText(t: Translate, type: string): string {
  const key = valueKey("subjectType", type);
  return key ? t(key) : type;
}

export function batchText(t: Translate, name: string): string {
  const key = valueKey("batch", name);
  return key ? t(key) : name;
}

const PLAN_TYPES: Record<string, PortalKey> = {
  普通: "prob.planType.regular", 国家专项: "prob.planType.national", 地方专项: "prob.planType.local", 高校专项: "prob.planType.college",
  中外合作: "prob.planType.sinoForeign", 预科: "prob.planType.preparatory", 民族班: "prob.planType.ethnic", 定向: "prob.planType.directed", 其他: "prob.planType.other",
};
export function planTypeText(t: Translate, name: string): string {
  const key = PLAN_TYPES[name];
  return key ? t(key) : name;
}

const WIDENED: Record<string, PortalKey> = { "one-year-history": "prob.widened.oneYear", "tiny-plan": "prob.widened.tinyPlan", "gap-years": "prob.widened.gapYears" };
export function widenedText(t: Translate, reasons: readonly string[] | undefined, lang: "zh" | "en"): string {
  return (reasons ?? []).map((r) => (WIDENED[r] ? t(WIDENED[r]!) : r)).join(lang === "zh" ? "、" : ", ");
}

/** The band's name with its shape; the colour only helps. */
export function BandBadge({ t, band, className = "" }: { t: Translate; band: BandFilter; className?: string }) {
  const look = bandLook(band);
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded border px-2 py-0.5 text-sm font-semibold ${look.badge} ${className}`} data-band={band}>
      <span aria-hidden="true">{look.mark}</span>
      {t(look.nameKey)}
    </span>
  );
}

/** "About 7 in 10 students at your rank would be admitted." */
export function wordsOf(t: Translate, p: number): string {
  const w = probabilityWords(p);
  if (w.kind === "almostAll") return t("prob.words.almostAll");
  if (w.kind === "almostNone") return t("prob.words.almostNone");
  return t(w.kind === "tenths" ? "prob.words.tenths" : "prob.words.hundredths", { n: w.n });
}

/** A refused unit's reason in the reader's language (the model writes both). */
export function reasonOf(record: Pick<UnitProbability, "reason" | "reasonZh">, lang: "zh" | "en"): string {
  return (lang === "zh" ? record.reasonZh ?? record.reason : record.reason ?? record.reasonZh) ?? "";
}

export function ProbabilityFigure({ t, p }: { t: Translate; p: number }) {
  return <span className="whitespace-nowrap text-lg font-bold tabular-nums" data-probability={p}>{percentText(p)}</span>;
}

/** Where a unit's figures came from: the source (name, link, date), or the sample label for generated demo data. */
export function SourceLine({ t, source, sample }: { t: Translate; source: Source | null; sample: boolean }) {
  return (
    <p className="muted m-0 text-xs" data-source>
      {sample && <span className="tag mr-2">{t("sample.label")}</span>}
      {source ? (
        <>
          <span>{t("prob.source")}</span>
          {source.url ? <a href={source.url} rel="noopener noreferrer" target="_blank" lang="zh-CN">{source.name}</a> : <span lang="zh-CN">{source.name}</span>}
          {source.retrievedOn && <span>{t("prob.source.retrieved", { date: source.retrievedOn })}</span>}
        </>
      ) : !sample ? t("prob.source.none") : null}
    </p>
  );
}

/** The page-level sample note: shown once, when any figure on the page is generated demo data. */
export function SampleNote({ t, show }: { t: Translate; show: boolean }) {
  if (!show) return null;
  return (
    <p className="m-0 flex flex-wrap items-baseline gap-x-2 text-sm" data-sample>
      <span className="tag">{t("sample.label")}</span>
      <span className="muted">{t("sample.note")}</span>
    </p>
  );
}

/** An empty state that says why. */
export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="m-0 rounded-md border border-dashed border-[var(--color-line)] bg-[var(--color-paper)] px-4 py-3" role="status" data-empty={testId ?? ""}>
      {children}
    </p>
  );
}

export interface Choice { value: string; label: string }

/** A labelled select with an optional message tied to it (a refusal naming this field). */
export function SelectField({ label, value, choices, onChange, name, error }: { label: string; value: string; choices: readonly Choice[]; onChange(value: string): void; name: string; error?: string | null }) {
  const id = useId();
  return (
    <div className="flex min-w-[8rem] max-w-full flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <select id={id} name={name} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="field__error m-0 max-w-xs" role="alert" data-field-error={name}>{error}</p>}
    </div>
  );
}

/** The message of a server refusal: in Chinese as the server wrote it; in English introduced as the server's words. */
export function serverMessage(t: Translate, problem: string): string {
  return t("prob.error.server", { problem });
}

export interface LookupFormProps {
  t: Translate;
  province: string;
  provinceLabel: string;
  mode: LookupMode;
  /** the value in the address (what was last looked up) */
  value: number | undefined;
  /** a refusal of the server about the score or rank, shown beside the field */
  serverError?: string | null;
  onSubmit(mode: LookupMode, value: number): void;
}

/** Score or rank, the number, and a message tied to the field; what was typed stays as it was. */
export function LookupForm({ t, province, provinceLabel, mode: initialMode, value, serverError, onSubmit }: LookupFormProps) {
  const id = useId();
  const [mode, setMode] = useState<LookupMode>(initialMode);
  const [text, setText] = useState(value != null ? String(value) : "");
  const [error, setError] = useState<string | null>(null);
  // a value set from outside (the student's exam score, a shared link) shows in the field
  useEffect(() => {
    if (value != null) setText(String(value));
  }, [value]);
  useEffect(() => setMode(initialMode), [initialMode]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkNumberInput(text);
    const what = t(mode === "score" ? "prob.what.score" : "prob.what.rank");
    if (!check.ok) {
      setError(t(check.reason === "empty" ? "prob.error.empty" : "prob.error.notWhole", { what }));
      return;
    }
    setError(null);
    onSubmit(mode, check.value);
  };
  const shown = error ?? serverError ?? null;
  const hint = mode === "score" ? t("prob.lookup.scoreHint", { max: fullScore(province), province: provinceLabel }) : t("prob.lookup.rankHint");
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label={t("prob.lookup.form")} data-lookup>
      <fieldset className="m-0 flex flex-wrap items-center gap-x-4 gap-y-1 border-0 p-0">
        <legend className="field__label mb-1">{t("prob.lookup.mode")}</legend>
        {(["score", "rank"] as const).map((m) => (
          <label key={m} className="flex items-center gap-1.5">
            <input type="radio" name={`${id}-mode`} value={m} className="size-4" checked={mode === m} onChange={() => { setMode(m); setError(null); setText(""); }} />
            {t(m === "score" ? "prob.lookup.byScore" : "prob.lookup.byRank")}
          </label>
        ))}
      </fieldset>
      <div className="field mb-0 w-40 min-w-0">
        <label htmlFor={`${id}-value`} className="field__label">{t(mode === "score" ? "prob.lookup.score" : "prob.lookup.rank")}</label>
        <input id={`${id}-value`} name={mode} className="field__input" inputMode="numeric" autoComplete="off" value={text}
          aria-invalid={shown ? true : undefined} aria-describedby={[shown ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
          onChange={(event) => setText(event.target.value)} />
      </div>
      <button type="submit" className="btn btn--primary">{t("prob.lookup.submit")}</button>
      <p id={`${id}-hint`} className="field__hint m-0 w-full">{hint}</p>
      {shown && <p id={`${id}-error`} className="field__error m-0 w-full" role="alert" data-input-error>{shown}</p>}
    </form>
  );
}

/** "How this chance is worked out": a disclosure in plain words; the band ranges from the model's table. */
export function Help({ t, bands }: { t: Translate; bands?: ReturnType<typeof bandRanges> }) {
  const list = bands ?? bandRanges(null);
  const names: Record<string, BandFilter> = { 保: "保", 稳: "稳", 冲: "冲", 难: "难" };
  return (
    <details className={`${CARD} group`} data-help>
      <summary className="cursor-pointer font-semibold">{t("prob.help.title")}</summary>
      <div className="mt-3 flex flex-col gap-2 text-sm leading-relaxed">
        <p className="m-0">{t("prob.help.ranks")}</p>
        <p className="m-0">{t("prob.help.predict")}</p>
        <p className="m-0">{t("prob.help.spread")}</p>
        <p className="m-0">{t("prob.help.thin")}</p>
        <div>
          <p className="m-0">{t("prob.help.bands")}</p>
          <ul className="m-0 mt-1 flex list-none flex-col gap-1 p-0" data-help-bands>
            {list.map((b) => {
              const band = names[b.label]!;
              return (
                <li key={b.label} className="flex flex-wrap items-center gap-2">
                  <BandBadge t={t} band={band} />
                  <span>{t(bandLook(band).meaningKey, { range: bandRangeText(b) })}</span>
                </li>
              );
            })}
            <li className="flex flex-wrap items-center gap-2">
              <BandBadge t={t} band="refused" />
              <span>{t("prob.band.refused.meaning")}</span>
            </li>
          </ul>
        </div>
        <p className="m-0">{t("prob.help.check")}</p>
        <p className="muted m-0">{t("prob.help.caveat")}</p>
      </div>
    </details>
  );
}

export function ReasonText({ t, record, lang }: { t: Translate; record: Pick<UnitProbability, "reason" | "reasonZh">; lang: "zh" | "en" }) {
  return <span data-reason>{t("prob.refused.reason", { reason: reasonOf(record, lang) })}</span>;
}

/** How the rank was found (given, or read off the table from the score) and the cohort the chances are for. */
export function BasisLine({ t, data, lang }: { t: Translate; data: ProbabilityAnswer; lang: "zh" | "en" }) {
  const locale = LOCALES[lang];
  const type = subjectTypeText(t, data.subjectType);
  const years = data.historyYears.length ? `${data.historyYears[0]}–${data.historyYears.at(-1)}` : "—";
  return (
    <div className="flex flex-col gap-1 text-sm" data-basis>
      <p className="m-0 font-semibold" data-rank-from={data.rankFrom}>
        {data.rankFrom === "score" && data.tableYear != null
          ? t("prob.basis.score", { score: data.score ?? "", tableYear: data.tableYear, type, rank: data.rank.toLocaleString(locale), year: data.targetYear })
          : t("prob.basis.rank", { rank: data.rank.toLocaleString(locale), year: data.targetYear })}
      </p>
      <p className="muted m-0">{t("prob.basis.scope", { province: provinceName(t, data.province), type, batch: batchText(t, data.batch), years })}</p>
    </div>
  );
}

