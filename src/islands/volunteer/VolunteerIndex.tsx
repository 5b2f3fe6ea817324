// 志愿填报 /volunteer/index (portal.md §2 "application filling, with a grade sub-view"): the rule of the student's
// province for the coming year (source, confidence, notes; 2025 or 2026), the student's named plans (open, new,
// delete), and what comes first by grade: grades 10–11 learn what the form is and what to do now, with the data tools
// and a mock form; grade 12 sees the plans first. A parent sees the plans read-only (comments, and edits when allowed).
import "@/lib/i18n/portal-volunteer";
import "@/islands/shell/boot";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { removePlan, volunteerLoads, type PlanSummary } from "@/lib/api/volunteer";
import { $authority } from "@/lib/session/auth";
import { editionFor } from "@/domain/calendar";
import { gradeView } from "@/lib/rules/user-label";
import { defaultFormYear, fillHref, FORM_YEARS, printHref, volunteerView } from "@/lib/rules/volunteer";
import { confirmAction, showSuccess } from "@/lib/ui/feedback";
import { useLoadable } from "@/islands/ui/useCall";
import { useStudentScope } from "@/islands/ui/useStudentScope";
import { useT, type Translate } from "@/islands/ui/useT";
import { useProfile, useServerNow } from "@/islands/pages/shared";
import { provinceName, Select } from "@/islands/school/parts";
import { batchText, Empty } from "@/islands/data-tools/parts";
import { CARD, dateTimeText, RuleCard, whoText } from "./parts";
import { kept } from "@/islands/ui/Kept";
import { Loaded } from "@/islands/ui/Loaded";

const DATA_TOOLS: ReadonlyArray<{ href: string; title: Parameters<Translate>[0]; text: Parameters<Translate>[0] }> = [
  { href: "/wel/probability", title: "route.probability", text: "vol.early.tool.probability" },
  { href: "/wel/burst", title: "route.burst", text: "vol.early.tool.burst" },
  { href: "/wel/batchLine/index", title: "route.batchLine", text: "vol.early.tool.batchLine" },
  { href: "/wel/enrollPlan", title: "route.enrollPlan", text: "vol.early.tool.enrollPlan" },
  { href: "/wel/colleges/index", title: "route.colleges", text: "vol.early.tool.colleges" },
  { href: "/wel/major/index", title: "route.majors", text: "vol.early.tool.majors" },
];

export default function VolunteerIndex() {
  const { t } = useT();
  const profile = useProfile();
  const authority = useStore($authority);
  const parent = authority === "parent";
  const student = useStudentScope();
  const now = useServerNow();
  const view = volunteerView(gradeView(profile?.startSchool ?? null, profile?.appearType ?? 0, now)?.status ?? null);
  // the rules of the next application round when published, else the newest ones, said to stand in (src/domain/calendar)
  const round = student.calendar.nextRound.year;
  const edition = editionFor(round, FORM_YEARS) ?? { year: defaultFormYear(now, student.province), assumed: false };
  const [year, setYear] = useState(edition.year);
  const province = student.province || "44";

  const plans = <Plans t={t} parent={parent} />;
  const rule = <ProvinceRule t={t} province={province} year={year} onYear={setYear} standsInFor={edition.assumed && year === edition.year ? round : null} />;
  return (
    <div className="page flex min-w-0 flex-col gap-4" data-screen="volunteer" data-view={view}>
      <div>
        <h1 className="page__title mb-1">{t("route.volunteer")}</h1>
        <p className="muted m-0">{t(parent ? "vol.index.introParent" : "vol.index.intro")}</p>
      </div>
      {view === "early" && !parent ? (
        <>
          <Early t={t} examYear={student.calendar.ownYear} />
          {rule}
          {plans}
        </>
      ) : (
        <>
          {plans}
          {rule}
          {!parent && <Early t={t} examYear={student.calendar.ownYear} compact />}
        </>
      )}
    </div>
  );
}

/** What the form is and what to do now, for grades 10–11 (and, folded, for everyone else). */
function Early({ t, examYear, compact = false }: { t: Translate; examYear: number; compact?: boolean }) {
  const body = (
    <div className="flex flex-col gap-3">
      <p className="m-0">{t("vol.early.what")}</p>
      <p className="m-0">{t("vol.early.how")}</p>
      <p className="m-0">{t("vol.early.now")}</p>
      <ul className="m-0 grid list-none gap-2 p-0 [grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))]" data-tools>
        {DATA_TOOLS.map((tool) => (
          <li key={tool.href} className="flex">
            <a href={tool.href} className="card flex w-full flex-col gap-1 no-underline hover:border-[var(--primary-strong)]">
              <span className="font-semibold">{t(tool.title)}</span>
              <span className="text-sm text-[#374151]">{kept(t(tool.text))}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="m-0 flex flex-wrap items-center gap-3">
        <a href={fillHref()} className="btn btn--primary" data-try-mock>{t("vol.early.try")}</a>
        <span className="muted text-sm">{t("vol.early.tryNote", { year: examYear })}</span>
      </p>
    </div>
  );
  if (compact) {
    return (
      <details className={CARD} data-early="folded">
        <summary className="cursor-pointer font-semibold">{t("vol.early.title")}</summary>
        <div className="mt-3">{body}</div>
      </details>
    );
  }
  return (
    <section aria-labelledby="vol-early" className={CARD} data-early="open">
      <h2 id="vol-early" className="mb-3 text-lg font-bold">{t("vol.early.title")}</h2>
      {body}
    </section>
  );
}

function ProvinceRule({ t, province, year, onYear, standsInFor }: { t: Translate; province: string; year: number; onYear(year: number): void; standsInFor: number | null }) {
  const { lang } = useT();
  const [rule, retry] = useLoadable(...volunteerLoads.rules(province, year));
  return (
    <div className="flex flex-col gap-2" data-part="rule">
      <div className="flex flex-wrap items-end gap-3">
        <Select name="year" label={t("vol.field.ruleYear")} value={String(year)} choices={FORM_YEARS.map((y) => ({ value: String(y), label: t("vol.year", { year: y }) }))}
          onChange={(v) => onYear(Number(v))} />
      </div>
      {standsInFor != null && <p className="muted m-0 text-sm" data-rule-stands-in={standsInFor}>{t("vol.rule.standsIn", { round: standsInFor, year })}</p>}
      <Loaded load={rule} retry={retry}>
        {(r) => <RuleCard t={t} lang={lang} rule={r.data} headingId="vol-rule" heading={t("vol.rule.title", { province: provinceName(t, province), year })} />}
      </Loaded>
    </div>
  );
}

function Plans({ t, parent }: { t: Translate; parent: boolean }) {
  const { lang } = useT();
  const [plans, retry] = useLoadable(...volunteerLoads.plans());
  const [removed, setRemoved] = useState<string[]>([]);
  const remove = async (plan: PlanSummary) => {
    if (!(await confirmAction(t("vol.plans.deleteConfirm", { name: plan.name }), t("vol.plans.delete")))) return;
    await removePlan(plan.id);
    setRemoved((list) => [...list, plan.id]);
    showSuccess(t("vol.plans.deleted", { name: plan.name }));
  };
  return (
    <section aria-labelledby="vol-plans" className={`${CARD} flex flex-col gap-3`} data-part="plans">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="vol-plans" className="m-0 text-lg font-bold">{t(parent ? "vol.plans.titleParent" : "vol.plans.title")}</h2>
        {!parent && <a href={fillHref()} className="btn btn--primary" data-new-plan>{t("vol.plans.new")}</a>}
      </div>
      {parent && <p className="m-0 text-sm" data-parent-note>{t("vol.plans.parentNote")}</p>}
      <Loaded load={plans} retry={retry}>
        {(r) => {
          const list = r.filter((p) => !removed.includes(p.id));
          if (list.length === 0) return <Empty testId="no-plans">{t(parent ? "vol.plans.noneParent" : "vol.plans.none")}</Empty>;
          return (
            <ul className="m-0 flex list-none flex-col p-0" data-plans>
              {list.map((p) => (
                <li key={p.id} className="flex flex-col gap-2 border-t border-[var(--color-line)] py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between" data-plan={p.id}>
                  <div className="min-w-0">
                    <p className="m-0 flex flex-wrap items-center gap-2">
                      <a href={fillHref(p.id)} className="font-semibold" data-plan-name>{p.name}</a>
                      <span className="tag">{t(p.status === "final" ? "vol.status.final" : "vol.status.draft")}</span>
                      {p.parentCanEdit && <span className="tag" data-parent-can-edit>{t("vol.plans.parentCanEdit")}</span>}
                      {p.unread > 0 && <span className="tag border-[var(--primary-strong)] font-semibold" data-unread={p.unread}>{t("vol.plans.unread", { count: p.unread })}</span>}
                    </p>
                    <p className="muted m-0 text-sm">
                      {kept(t("vol.plans.scope", { province: provinceName(t, p.province), year: p.year, batch: batchText(t, p.batch), count: p.entryCount }))}
                    </p>
                    <p className="muted m-0 text-sm" data-saved>
                      {t("vol.plans.saved", { version: p.version, who: whoText(t, p.updatedBy), time: dateTimeText(p.updatedAt, lang) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <a href={fillHref(p.id)} className="btn" aria-label={t("vol.plans.openLabel", { name: p.name })}>{t("vol.plans.open")}</a>
                    <a href={printHref(p.id)} className="btn" target="_blank" rel="noopener" aria-label={t("vol.plans.printLabel", { name: p.name })}>{t("vol.plans.print")}</a>
                    {!parent && (
                      <button type="button" className="btn" onClick={() => void remove(p)} aria-label={t("vol.plans.deleteLabel", { name: p.name })}>{t("vol.plans.delete")}</button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </section>
  );
}
