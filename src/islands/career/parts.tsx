// Pieces the career screens share: the page frame, the parent's read-only note, the plan loaded once (plan-store), a
// button that makes something a target or stops it being one, a target's name with its links, plan-item statuses,
// subjects and combinations in the reader's language, and a bar for a share (beside its number, never instead of it).
import "@/lib/i18n/portal-career";
import "@/lib/i18n/portal-pages";
import "@/lib/i18n/portal-school";
import "@/islands/shell/boot";
import { useState, type ReactNode } from "react";
import type { Target } from "@/lib/api/career";
import { ApiError } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { majorHref, professionHref, schoolHref } from "@/lib/portal/links";
import { parseTerm, STATUSES, type Status, type Term } from "@/lib/rules/career";
import { professionName, professionNameLang } from "@/lib/rules/display-name";
import { subjectKey } from "@/lib/rules/user-label";
import { useT, type Translate } from "@/islands/ui/useT";
import { findTarget, removeTarget, saveTarget, usePlanLoad } from "./plan-store";
import { Loaded } from "@/islands/ui/Loaded";
import { LOADING, type CallState } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import type { PlanAnswer } from "@/lib/api/career";
import { kept } from "@/islands/ui/Kept";

export const CARD = "rounded-lg border border-[var(--color-line)] bg-white px-4 py-4 sm:px-5";

/** A career page: its one h1, a line saying what it is, and its parts. */
export function CareerPage({ screen, title, intro, children, aside }: { screen: string; title: string; intro?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="page flex flex-col gap-4" data-screen={screen}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="page__title mb-1">{title}</h1>
          {intro && <p className="muted m-0 max-w-3xl">{typeof intro === "string" ? kept(intro) : intro}</p>}
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** A part of a page: one h2 and its content. */
export function Part({ id, title, children, action, className = "" }: { id: string; title: string; children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`${CARD} ${className}`} data-part={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="m-0 border-l-4 border-[var(--primary-strong)] pl-2 text-lg font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Tells a parent or a counsellor the page is the student's to fill in (`named`: the student's name for staff). */
export function ReadOnlyNote({ t, named = {} }: { t: Translate; named?: Record<string, string> }) {
  return <p className="rounded-md border-l-4 border-[var(--primary-strong)] bg-[var(--primary-9)] px-4 py-2 text-sm" data-read-only>{t("career.readOnly", named)}</p>;
}

/** A part not ready yet, as Loaded shows it (for parts that render their answer themselves once it is ready). */
export function Waiting({ load, retry }: { load: CallState<unknown>; retry(): void }) {
  return <Loaded load={load.state === "failed" ? load : LOADING} retry={retry}>{() => null}</Loaded>;
}

/** The plan, loaded once for the page; children render it. */
export function WithPlan({ children }: { children(plan: PlanAnswer): ReactNode }) {
  const [plan, retry] = usePlanLoad();
  return <Loaded load={plan} retry={retry}>{children}</Loaded>;
}

/** The plan when it is loaded (null before), loading it once. */
export function usePlan(): PlanAnswer | null {
  const [plan] = usePlanLoad();
  return plan.state === "ready" ? plan.data : null;
}

/** A failure's message for the reader: the server's reason for a refusal, else a general one. */
export function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return t("career.saveFailed");
}

/** A change the student makes (save, remove, move): `busy` while it runs, so its button cannot send twice, and its
 * refusal in words for the part that asked (cleared when the next change starts). */
export function useChange(t: Translate) {
  const [busy, act] = useAction();
  const [error, setError] = useState<string | null>(null);
  const run = async (change: () => Promise<void>) => {
    setError(null);
    try {
      await act(change);
    } catch (e) {
      setError(failureText(t, e));
    }
  };
  return { busy, error, setError, run };
}

/** The end of a career form: the refusal (kept beside the form, which keeps what was typed), save and — if offered — cancel. */
export function FormActions({ t, busy, error, onCancel }: { t: Translate; busy: boolean; error: string | null; onCancel?: () => void }) {
  return (
    <>
      {error && <p className="field__error mb-2" role="alert">{error}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t(busy ? "career.saving" : "career.save")}</button>
        {onCancel && <button type="button" className="btn" onClick={onCancel}>{t("career.cancel")}</button>}
      </div>
    </>
  );
}

/**
 * Makes a college, a major (optionally at a college) or a profession a target, or stops it being one. `name` says
 * which, for screen readers. Read-only for a parent.
 */
export function TargetToggle({ want, name }: { want: { college?: string; major?: string; profession?: string }; name: string }) {
  const { t } = useT();
  const plan = usePlan();
  const { busy, error, run } = useChange(t);
  if (!plan) return null;
  const target = findTarget(plan.targets, want);
  if (!plan.editable) return target ? <span className="tag" data-target-state="set">{t("career.target.isTarget")}</span> : null;
  const toggle = () => run(async () => {
    if (target) await removeTarget(target.id);
    else await saveTarget({ collegeCode: want.college, majorCode: want.major, professionCode: want.profession });
  });
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button type="button" className={`btn ${target ? "" : "btn--primary"} whitespace-nowrap`} aria-pressed={Boolean(target)} disabled={busy} onClick={() => void toggle()}
        aria-label={t(target ? "career.target.removeNamed" : "career.target.addNamed", { name })} data-target-toggle={target ? "set" : "unset"}>
        {t(target ? "career.target.remove" : "career.target.add")}
      </button>
      {error && <span className="field__error" role="alert">{error}</span>}
    </span>
  );
}

/** A target in words, each part linked to its page: 中山大学 · 计算机科学与技术 · 软件工程师. */
export function TargetName({ target, t }: { target: Target; t: Translate }) {
  const { lang } = useT();
  const parts: ReactNode[] = [];
  if (target.college) parts.push(<a key="c" href={schoolHref(target.college.code)} lang="zh-CN">{target.college.name}</a>);
  if (target.major) parts.push(<a key="m" href={majorHref(target.major.code)} lang="zh-CN">{target.major.name}</a>);
  if (target.profession) parts.push(<a key="p" href={professionHref(target.profession.code)} lang={lang === "en" ? professionNameLang(target.profession, lang) : "zh-CN"}>{professionName(target.profession, lang)}</a>);
  if (!target.profession && target.professionText) parts.push(<span key="t" lang="zh-CN">{target.professionText}</span>);
  if (parts.length === 0) parts.push(<span key="none" className="muted">{t("career.target.empty")}</span>);
  return <span className="font-semibold">{parts.flatMap((p, i) => (i ? [<span key={`s${i}`} aria-hidden="true">{" · "}</span>, p] : [p]))}</span>;
}

/** What kind of target it is, for its tag. */
export function targetKindKey(target: Target): PortalKey {
  if (target.college && target.major) return "career.target.kind.collegeMajor";
  if (target.college) return "career.target.kind.college";
  if (target.major) return "career.target.kind.major";
  return "career.target.kind.profession";
}

const STATUS_KEYS: Record<Status, PortalKey> = { 0: "career.status.todo", 1: "career.status.doing", 2: "career.status.done" };
export const statusText = (t: Translate, status: number) => t(STATUS_KEYS[(STATUSES as readonly number[]).includes(status) ? (status as Status) : 0]);

export function StatusTag({ t, status }: { t: Translate; status: number }) {
  const tone = status === 2 ? "border-green-700 text-green-800" : status === 1 ? "border-amber-700 text-amber-800" : "border-[#9ca3af] text-[#374151]";
  return <span className={`inline-block rounded-full border px-2 text-xs leading-6 ${tone}`} data-status={status}>{statusText(t, status)}</span>;
}

/** A subject's name in the reader's language ("物理" → Physics). */
export function subjectText(t: Translate, subject: string): string {
  const key = subjectKey(subject);
  return key ? t(key) : subject;
}

/** A combination: 物理 + 化学 + 生物 / Physics + Chemistry + Biology. */
export function comboText(t: Translate, combo: readonly string[]): string {
  return combo.map((s) => subjectText(t, s)).join(" + ");
}

/** A share as a bar beside its number (the number is the content; the bar only shows it). */
/** A canonical 选科要求 in words: "物理+化学" → 物理 + 化学, "物理/历史" → 物理 或 历史, 不限 → no requirement. */
export function requirementText(t: Translate, requirement: string): string {
  if (requirement === "不限") return t("career.course.any");
  return requirement.split("+").map((part) => part.split("/").map((s) => subjectText(t, s)).join(t("career.course.or"))).join(" + ");
}

export function ShareBar({ share, label }: { share: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(share * 100)));
  return (
    <span className="flex min-w-[9rem] items-center gap-2">
      <span className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-[var(--color-paper)]" aria-hidden="true">
        <span className="block h-full rounded-full bg-[var(--primary-strong)]" style={{ width: `${percent}%` }} />
      </span>
      <span className="tabular-nums">{label}</span>
    </span>
  );
}

/** A percentage for text: 83% / 83 %. */
export const percentText = (lang: "zh" | "en", share: number) => `${Math.round(share * 100)}${lang === "en" ? " %" : "%"}`;

/** The tabs of 我的规划 (/career/mine/planDetails/*). */
export function PlanDetailTabs({ t, current }: { t: Translate; current: "target" | "way" | "learn" }) {
  const tabs = [
    ["target", "/career/mine/planDetails/targetDetails", "route.targetDetails"],
    ["way", "/career/mine/planDetails/wayDetails", "route.wayDetails"],
    ["learn", "/career/mine/planDetails/learnDetails", "route.learnDetails"],
  ] as const;
  return (
    <nav aria-label={t("career.details.tabs")} className="flex flex-wrap gap-1 border-b border-[var(--color-line)]">
      {tabs.map(([id, href, title]) => (
        <a key={id} href={href} aria-current={current === id ? "page" : undefined}
          className={`px-3 py-2 no-underline ${current === id ? "font-bold shadow-[inset_0_-3px_0_var(--primary-strong)]" : ""}`}>{t(title)}</a>
      ))}
    </nav>
  );
}

/** A link that reads as a button. */
export function LinkButton({ href, children, primary = false }: { href: string; children: ReactNode; primary?: boolean }) {
  return <a href={href} className={`btn ${primary ? "btn--primary" : ""} no-underline`}>{children}</a>;
}

/** A school term in words: 2026—2027 学年第一学期 / Autumn term 2026–2027. */
export function termText(t: Translate, term: Term): string {
  const p = parseTerm(term);
  return p ? t(`career.term.${p.half}` as PortalKey, { start: p.start, end: p.end }) : term;
}
