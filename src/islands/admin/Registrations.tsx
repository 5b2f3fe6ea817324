// /admin/registrations: third-party registrations waiting for the school — approve (placing the new student in a class,
// with their province) or reject with a reason the person is told when they next sign in; and those rejected before.
import { useState, type SubmitEvent } from "react";
import { adminLoads, approveRegistration, fetchRegistrations, rejectRegistration, type GradeView, type Registration } from "@/lib/api/admin";
import { showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, DialogButtons, ClassOptions, formatTime, ProvinceOptions, useSchoolProvince, refusalText, Select, PagedTable } from "./parts";

export default function Registrations() {
  const { t, lang } = useT();
  const [status, setStatus] = useState<0 | 3>(0);
  const [current, setCurrent] = useState(1);
  const [round, setRound] = useState(0);
  const [deciding, setDeciding] = useState<{ r: Registration; approve: boolean } | null>(null);
  const [list, retry] = useLoadable(["fetchRegistrations", status, current, round], () => fetchRegistrations(status, current).then((a) => a.data));
  const [grades] = useLoadable(...adminLoads.gradeTree());
  return (
    <>
      <AdminHeading title={t("route.admin.registrations")} intro={t("admin.registrations.intro")} />
      <div className="admin-tabs" role="tablist" aria-label={t("admin.registrations.kinds")}>
        <button type="button" role="tab" aria-selected={status === 0} onClick={() => { setStatus(0); setCurrent(1); }}>{t("admin.registrations.pending")}</button>
        <button type="button" role="tab" aria-selected={status === 3} onClick={() => { setStatus(3); setCurrent(1); }}>{t("admin.registrations.rejected")}</button>
      </div>
      <PagedTable load={list} retry={retry} onPage={setCurrent} empty={<p className="muted" data-testid="registrations-empty">{t(status === 0 ? "admin.registrations.none" : "admin.registrations.noneRejected")}</p>}
        caption={() => t(status === 0 ? "admin.registrations.pending" : "admin.registrations.rejected")} testId="registrations" head={<>
        <th scope="col">{t("admin.account")}</th>
        <th scope="col">{t("admin.name")}</th>
        <th scope="col">{t("admin.registrations.at")}</th>
        <th scope="col">{t(status === 0 ? "admin.actions" : "admin.registrations.reason")}</th>
      </>}>
        {(r) => (
          <tr key={r.id} data-account={r.account}>
            <th scope="row">{r.account}</th>
            <td>{r.userName}</td>
            <td>{formatTime(r.createdAt, lang)}</td>
            <td className="admin-table__wrap">
              {status === 3 ? r.reviewNote : (
                <div className="admin-actions">
                  <button type="button" className="btn btn--small btn--primary" onClick={() => setDeciding({ r, approve: true })} aria-label={t("admin.registrations.approveOf", { name: r.account })}>{t("admin.registrations.approve")}</button>
                  <button type="button" className="btn btn--small" onClick={() => setDeciding({ r, approve: false })} aria-label={t("admin.registrations.rejectOf", { name: r.account })}>{t("admin.registrations.reject")}</button>
                </div>
              )}
            </td>
          </tr>
        )}
      </PagedTable>
      {deciding && <Decision registration={deciding.r} approve={deciding.approve} grades={grades.state === "ready" ? grades.data : []}
        onClose={() => setDeciding(null)} onDone={() => { setDeciding(null); setRound((n) => n + 1); }} />}
    </>
  );
}

function Decision({ registration, approve, grades, onClose, onDone }: { registration: Registration; approve: boolean; grades: GradeView[]; onClose(): void; onDone(): void }) {
  const { t } = useT();
  const [classId, setClassId] = useState("");
  const schoolProvince = useSchoolProvince();
  const [picked, setProvince] = useState<string | null>(null);
  const province = picked ?? schoolProvince;
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!approve && !reason.trim()) return setError(t("admin.registrations.reasonNeeded"));
    void run(async () => {
      try {
        if (approve) await approveRegistration({ id: registration.id, classId: classId || undefined, province });
        else await rejectRegistration({ id: registration.id, reason: reason.trim() });
        showSuccess(t(approve ? "admin.registrations.approved" : "admin.registrations.rejectedDone", { account: registration.account }));
        onDone();
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  return (
    <Dialog open title={t(approve ? "admin.registrations.approveTitle" : "admin.registrations.rejectTitle", { account: registration.account })} onClose={onClose} name="registration">
      <form onSubmit={submit} noValidate>
        {approve ? (
          <>
            <p className="muted mb-3 text-sm">{t("admin.registrations.approveIntro", { name: registration.userName })}</p>
            <Select label={t("admin.class")} value={classId} onChange={(e) => setClassId(e.target.value)}>
              <option value="">{t("admin.registrations.noClass")}</option>
              <ClassOptions grades={grades} t={t} />
            </Select>
            <Select label={t("admin.province")} value={province} onChange={(e) => setProvince(e.target.value)}><ProvinceOptions t={t} /></Select>
          </>
        ) : (
          <Field label={t("admin.registrations.reason")} value={reason} onChange={(e) => { setReason(e.target.value); setError(null); }} maxLength={200} required hint={t("admin.registrations.reasonHint")} />
        )}
        {error && <p className="field__error" role="alert">{error}</p>}
        <DialogButtons onCancel={onClose} busy={busy} submit={t(approve ? "admin.registrations.approve" : "admin.registrations.reject")} look={approve ? "btn--primary" : "btn--danger"} />
      </form>
    </Dialog>
  );
}
