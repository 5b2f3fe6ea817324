// Pieces every data-tool screen shares (批次线, 一分一段, 同分去向, 提前批, 扩缩招, 录取概率): the score or rank looked up,
// refusals as answers, cards, headings, empty states, where the figures came from, and the names of values the server
// sends in Chinese.
import "@/lib/i18n/portal-data-tools";
import "@/lib/i18n/portal-school";
import { useEffect, useRef, type ReactNode } from "react";
import type { Source } from "@/contracts/common";
import { findProvince } from "@/domain/provinces";
import { startingValue } from "@/domain/gaokao-score";
import { problemOf, refusalOf } from "@/lib/http/refusal";
import type { PortalKey } from "@/lib/i18n/portal";
import { lookupOf, type LookupMode } from "@/lib/rules/data-tools";
import { valueKey } from "@/lib/rules/school";
import { MAINLAND_CODES } from "@/lib/rules/user-label";
import type { StudentScope } from "@/islands/ui/useStudentScope";
import type { Translate } from "@/islands/ui/useT";
import { provinceName, valueText, type Choice } from "@/islands/school/parts";
import { SampleNote } from "@/islands/ui/SampleData";

// ---------------------------------------------------------------- inputs and answers

interface LookupQuery {
  province?: string;
  mode?: LookupMode;
  score?: number;
  rank?: number;
}

/**
 * The score or rank the screen looks up (from the address). When the address names neither, the student's saved 高考
 * score (or rank) is put there, once, for their own province — never a school exam's total (src/domain/gaokao-score).
 */
export function useScoreOrRank(query: LookupQuery, update: (change: Pick<LookupQuery, "mode" | "score" | "rank">) => void, student: Pick<StudentScope, "gaokao" | "province">) {
  const prefilled = useRef(false);
  useEffect(() => {
    const start = startingValue(student.gaokao);
    if (prefilled.current || query.score != null || query.rank != null || !start || (query.province && query.province !== student.province)) return;
    prefilled.current = true;
    update(start.mode === "score" ? { mode: "score", score: start.value } : { mode: "rank", rank: start.value });
  }, [student.gaokao, query.score, query.rank, query.province, student.province, update]);
  return lookupOf(query);
}

/**
 * A refusal (code 400) as an answer the screen can show: the server's message, the input it names (null when none)
 * and that input's problem; other failures stay failures.
 */
export type Refusable<T> = { refused: false; value: T } | { refused: true; msg: string; field: string | null; problem: string };
export function refusable<T>(promise: Promise<T>): Promise<Refusable<T>> {
  return promise.then(
    (value) => ({ refused: false as const, value }),
    (error: unknown) => {
      const refusal = refusalOf(error);
      if (refusal && Number(refusal.code) === 400) return { refused: true as const, msg: refusal.message, ...problemOf(error, refusal.message) };
      throw error;
    },
  );
}

// ---------------------------------------------------------------- layout

export const CARD = "rounded-lg border border-[var(--color-line)] bg-white px-4 py-4 sm:px-5";

/** A section heading in the screens' style. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id} className="mb-3 border-l-4 border-[var(--primary-strong)] pl-2 text-lg font-bold">{children}</h2>;
}

/** An empty state that says why (it may hold a way out, such as a button that clears the filters). */
export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-md border border-dashed border-[var(--color-line)] bg-[var(--color-paper)] px-4 py-3" role="status" data-empty={testId ?? ""}>
      {children}
    </div>
  );
}

// ---------------------------------------------------------------- where the figures came from

/** One source: its name (a link when it has an address) and the date it was retrieved. */
export function SourceName({ t, source }: { t: Translate; source: Source }) {
  return (
    <>
      {/* the generator's own source is named in the reader's language; an imported file keeps its publisher's name */}
      {source.sample && !source.url ? <span>{t("data.source.sampleName")}</span>
        : source.url ? <a href={source.url} rel="noopener noreferrer" target="_blank" lang="zh-CN">{source.name}</a> : <span lang="zh-CN">{source.name}</span>}
      {source.retrievedOn && <span>{t("data.source.retrieved", { date: source.retrievedOn })}</span>}
    </>
  );
}

/** Where the figures came from: each real source, and the sample label for generated data; nothing when neither. */
export function SourceNote({ t, sources, sample }: { t: Translate; sources: readonly Source[]; sample: boolean }) {
  const real = sources.filter((s) => !s.sample);
  if (!sample && real.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-source>
      <SampleNote show={sample} />
      {real.length > 0 && (
        <p className="muted" data-source-names>
          <span>{t("data.source.label")}</span>
          {real.map((s, i) => (
            <span key={`${s.name}-${i}`}>
              {i > 0 ? "；" : ""}
              <SourceName t={t} source={s} />
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- names of values

export function provinceChoices(t: Translate): Choice[] {
  return MAINLAND_CODES.map((code) => ({ value: code, label: provinceName(t, code) }));
}

/** A province's name as the server sends it ("陕西省"), in the reader's language. */
export function provinceText(t: Translate, name: string | null | undefined): string {
  const found = findProvince(name ?? "");
  return found ? provinceName(t, found.code) : name ?? "";
}

export function subjectTypeText(t: Translate, type: string): string {
  return valueText(t, "subjectType", type);
}

// the numbered batches of provinces before the reform (the school pages know only today's batches)
const OLD_BATCHES: Record<string, PortalKey> = { 本科一批: "data.batch.first", 本科二批: "data.batch.second", 本科三批: "data.batch.third" };
export function batchText(t: Translate, name: string): string {
  const key = valueKey("batch", name) ?? OLD_BATCHES[name];
  return key ? t(key) : name;
}

const PLAN_TYPES: Record<string, PortalKey> = {
  普通: "data.planType.regular", 国家专项: "data.planType.national", 地方专项: "data.planType.local", 高校专项: "data.planType.college",
  中外合作: "data.planType.sinoForeign", 预科: "data.planType.preparatory", 民族班: "data.planType.ethnic", 定向: "data.planType.directed", 其他: "data.planType.other",
};
export function planTypeText(t: Translate, name: string): string {
  const key = PLAN_TYPES[name];
  return key ? t(key) : name;
}
