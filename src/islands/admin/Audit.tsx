// /admin/audit: every administrative change of the school — who, what, when, from where — with the record before and
// after, filtered by kind of change, person and dates.
import { useState, type SubmitEvent } from "react";
import { fetchAudit, type AuditView } from "@/lib/api/admin";
import type { PortalKey } from "@/lib/i18n/portal";
import { Field } from "@/islands/ui/Field";
import { useT, type Translate } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { AdminHeading, formatTime, Select, PagedTable } from "./parts";

const ACTIONS = [
  "user.create", "user.update", "user.disable", "user.enable", "user.reset-password", "user.remove", "user.import", "registration.approve", "registration.reject",
  "grade.create", "grade.update", "grade.remove", "class.create", "class.update", "class.remove", "notice.publish", "notice.update", "notice.remove",
  "task.create", "task.update", "task.remove", "school.update", "rule.correct", "rule.restore", "data.import",
  "referral.see", "referral.close",
] as const;

const actionText = (t: Translate, action: string) => t(`admin.audit.action.${action}` as PortalKey);

function Snapshot({ label, value }: { label: string; value: Record<string, unknown> | null }) {
  if (!value) return null;
  return <div><span className="text-xs font-semibold">{label}</span><pre className="admin-diff">{JSON.stringify(value, null, 1)}</pre></div>;
}

export default function Audit() {
  const { t, lang } = useT();
  const [filter, setFilter] = useState({ action: "", actor: "", from: "", to: "" });
  const [applied, setApplied] = useState(filter);
  const [current, setCurrent] = useState(1);
  const [log, retry] = useLoadable(["fetchAudit", applied, current], () => fetchAudit({ ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)), current, size: 30 }).then((a) => a.data));
  const apply = (e: SubmitEvent) => {
    e.preventDefault();
    setApplied(filter);
    setCurrent(1);
  };
  return (
    <>
      <AdminHeading title={t("route.admin.audit")} intro={t("admin.audit.intro")} />
      <form className="admin-filters" role="search" aria-label={t("admin.filter")} onSubmit={apply}>
        <Select label={t("admin.audit.action")} value={filter.action} onChange={(e) => setFilter({ ...filter, action: e.target.value })}>
          <option value="">{t("admin.audit.allActions")}</option>
          {ACTIONS.map((a) => <option key={a} value={a}>{actionText(t, a)}</option>)}
        </Select>
        <Field label={t("admin.audit.actor")} value={filter.actor} onChange={(e) => setFilter({ ...filter, actor: e.target.value })} maxLength={50} />
        <Field label={t("admin.audit.from")} type="date" value={filter.from} onChange={(e) => setFilter({ ...filter, from: e.target.value })} />
        <Field label={t("admin.audit.to")} type="date" value={filter.to} onChange={(e) => setFilter({ ...filter, to: e.target.value })} />
        <button type="submit" className="btn">{t("admin.search")}</button>
      </form>
      <PagedTable load={log} retry={retry} onPage={setCurrent} empty={<p className="muted">{t("admin.audit.none")}</p>}
        caption={(page) => t("admin.audit.caption", { total: page.total })} testId="audit" head={<>
        <th scope="col">{t("admin.audit.when")}</th><th scope="col">{t("admin.audit.who")}</th><th scope="col">{t("admin.audit.action")}</th>
        <th scope="col">{t("admin.audit.target")}</th><th scope="col">{t("admin.audit.change")}</th>
      </>}>
        {(e: AuditView) => (
          <tr key={e.id}>
            <td><time dateTime={e.at}>{formatTime(e.at, lang)}</time></td>
            <td>{e.actorAccount}<span className="muted block text-xs">{e.address}</span></td>
            <td>{actionText(t, e.action)}</td>
            <th scope="row" className="admin-table__wrap font-normal">{e.targetLabel || e.targetId}</th>
            <td className="admin-table__wrap">
              {e.before || e.after ? (
                <details>
                  <summary>{t("admin.audit.details")}</summary>
                  <Snapshot label={t("admin.audit.before")} value={e.before} />
                  <Snapshot label={t("admin.audit.after")} value={e.after} />
                </details>
              ) : <span className="muted">—</span>}
            </td>
          </tr>
        )}
      </PagedTable>
    </>
  );
}
