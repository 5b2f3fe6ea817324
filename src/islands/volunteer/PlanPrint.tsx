// /volunteer/print?id=…: a saved plan as the province's 草表 (the columns the .xlsx export writes for the province's
// mode), with the student's name, the date, the rule's source and a print button; the page's print CSS leaves out the
// portal's top bar, tabs and footer, so the browser's "print to PDF" gives an A4 sheet to copy from.
import "@/lib/i18n/portal-volunteer";
import "@/islands/shell/boot";
import { useState } from "react";
import { checkForm, fetchPlan, fetchVolunteerRules, type CheckAnswer, type Plan, type RulesAnswer } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import { fillHref, printSheet, readFillQuery } from "@/lib/rules/volunteer";
import { isPlanType } from "@/domain/provinces";
import { useLoadable } from "@/islands/ui/useCall";
import { useT, type Translate } from "@/islands/ui/useT";
import { PageLabel } from "@/islands/ui/PageLabel";
import { formatDate, useProfile, useServerNow } from "@/islands/pages/shared";
import { provinceName } from "@/islands/school/parts";
import { batchText, Empty, subjectTypeText } from "@/islands/data-tools/parts";
import { dateTimeText, modeText, RuleSource, whoText } from "./parts";
import { Loaded } from "@/islands/ui/Loaded";

export default function PlanPrint() {
  const { t } = useT();
  const [id] = useState(() => readFillQuery(location.search).id);
  const [sheet, retry] = useLoadable(["fetchPlan", id], async () => {
    const plan = await fetchPlan(id!).then((r) => r.data, (error: unknown) => {
      if (error instanceof ApiError && Number(error.code) === 400) return null;
      throw error;
    });
    if (!plan) return null;
    const [rules, checked] = await Promise.all([
      fetchVolunteerRules(plan.province, plan.year),
      checkForm({ province: plan.province, year: plan.year, batch: plan.batch, entries: plan.entries, eligiblePlans: plan.eligiblePlans.filter(isPlanType) }),
    ]);
    return { plan, rule: rules.data, checked: checked.data };
  }, id != null);
  return (
    <div className="page print-sheet flex min-w-0 flex-col gap-4" data-screen="volunteer-print">
      {!id ? (
        <>
          <h1 className="page__title mb-1">{t("route.volunteerPrint")}</h1>
          <Empty testId="no-id">{t("vol.print.noId")} <a href="/volunteer/index" className="underline underline-offset-2">{t("vol.edit.toPlans")}</a></Empty>
        </>
      ) : (
        <Loaded load={sheet} retry={retry}>
          {(data) => data ? <Sheet t={t} {...data} /> : (
            <>
              <h1 className="page__title mb-1">{t("route.volunteerPrint")}</h1>
              <Empty testId="missing-plan">{t("vol.edit.missing")} <a href="/volunteer/index" className="underline underline-offset-2">{t("vol.edit.toPlans")}</a></Empty>
            </>
          )}
        </Loaded>
      )}
    </div>
  );
}

function Sheet({ t, plan, rule, checked }: { t: Translate; plan: Plan; rule: RulesAnswer; checked: CheckAnswer }) {
  const { lang } = useT();
  const profile = useProfile();
  const now = useServerNow();
  const batch = rule.batches.find((b) => b.batch === plan.batch) ?? rule.batches[0]!;
  const units = new Map(checked.units.map((u) => [u.unitKey, u]));
  const table = printSheet(rule.mode, batch.majorsPerSlot, {
    provinceCode: plan.province, provinceName: provinceName(t, plan.province), year: plan.year, batch: plan.batch, subjectType: plan.subjectType, planName: plan.name,
  }, plan.entries, units);
  const title = t("vol.print.title", { province: provinceName(t, plan.province), year: plan.year, batch: batchText(t, plan.batch) });
  return (
    <>
      <PageLabel name={plan.name} />
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden" data-print-actions>
        <p className="muted m-0 max-w-xl text-sm">{t("vol.print.help")}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn--primary" onClick={() => window.print()} data-print-button>{t("vol.print.print")}</button>
          <a className="btn" href={fillHref(plan.id)}>{t("vol.print.back")}</a>
        </div>
      </div>
      <header className="flex flex-col gap-1">
        <h1 className="page__title m-0">{title}</h1>
        <p className="m-0 text-lg font-semibold" lang="zh-CN" data-print-plan>{plan.name}</p>
        <dl className="m-0 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div><dt className="muted inline">{t("vol.print.student")}</dt> <dd className="m-0 inline" data-print-student>{profile?.studentName || "—"}</dd></div>
          <div><dt className="muted inline">{t("vol.print.type")}</dt> <dd className="m-0 inline">{subjectTypeText(t, plan.subjectType)}</dd></div>
          <div><dt className="muted inline">{t("vol.print.mode")}</dt> <dd className="m-0 inline">{modeText(t, rule.mode)}</dd></div>
          <div><dt className="muted inline">{t("vol.print.version")}</dt> <dd className="m-0 inline">{t("vol.print.versionValue", { version: plan.version, who: whoText(t, plan.updatedBy), time: dateTimeText(plan.updatedAt, lang) })}</dd></div>
          <div><dt className="muted inline">{t("vol.print.date")}</dt> <dd className="m-0 inline">{formatDate(now, lang)}</dd></div>
        </dl>
      </header>
      {plan.entries.length === 0 ? <Empty testId="empty-plan">{t("vol.print.empty")}</Empty> : (
        <div className="print-table relative max-w-full overflow-x-auto rounded-md border border-[var(--color-line)] bg-white" role="region" aria-label={title} tabIndex={0} data-print-table>
          <table className="w-full border-collapse text-sm" lang="zh-CN">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-[var(--color-paper)]">
              <tr>{table.header.map((h) => <th key={h} scope="col" className="whitespace-nowrap border border-[var(--color-line)] px-2 py-1.5 text-left font-semibold">{h}</th>)}</tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i} data-print-row={i + 1}>
                  {row.map((cell, k) => k === 0
                    ? <th key={k} scope="row" className="whitespace-nowrap border border-[var(--color-line)] px-2 py-1 text-left font-normal tabular-nums">{cell}</th>
                    : <td key={k} className="whitespace-nowrap border border-[var(--color-line)] px-2 py-1">{cell}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lang === "en" && <p className="muted m-0 text-sm print:hidden">{t("vol.print.chineseNote")}</p>}
      <footer className="flex flex-col gap-1 border-t border-[var(--color-line)] pt-2 text-sm">
        <RuleSource t={t} rule={rule} />
        <p className="m-0">{t("vol.print.disclaimer")}</p>
      </footer>
    </>
  );
}

