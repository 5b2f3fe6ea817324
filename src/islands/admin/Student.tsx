// /admin/student?id=: one student of the counsellor's classes — who they are, the wellbeing referrals their checks
// raised (for the school's psychology teacher only, who sees and closes them with a note), their career assessments with a link to each report, and their volunteer plans: each plan's entries and the comments
// on it (the student's, the parent's and the counsellor's, each labelled with the writer's role), read as the student
// sees it (PlanReader: names, bands, checks, simulation), with the counsellor's own comments. The counsellor reads and
// comments; only the student (and a parent they allow) changes a plan or takes a test.
import { useState, type SubmitEvent } from "react";
import { fetchCounselledStudent, fetchStudentPlans, setReferralStatus, type CounselledStudentDetail } from "@/lib/api/admin";
import { PlanReader } from "@/islands/volunteer/PlanReader";
import { assessmentLoads } from "@/lib/api/assessment";
import { reportHref } from "@/domain/assessment/catalog";
import type { PortalKey } from "@/lib/i18n/portal";
import { showError, showSuccess } from "@/lib/ui/feedback";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, classLabel, formatTime, provinceLabel, refusalText, Table, TextArea } from "./parts";
import { PANEL } from "./panel";
import { useProfile } from "@/islands/pages/shared";
import { Loaded } from "@/islands/ui/Loaded";
import { batchText, subjectTypeText } from "@/islands/data-tools/parts";
import { subjectKey } from "@/lib/rules/user-label";
import type { Translate } from "@/islands/ui/useT";

/** "物理,化学,生物" as the reader reads it: 物理、化学、生物 / Physics, Chemistry, Biology. */
const subjectsText = (t: Translate, subjects: string) =>
  subjects.split(/[,，、\s]+/).filter(Boolean).map((x) => { const key = subjectKey(x); return key ? t(key) : x; }).join(t("common.listJoin"));

export default function Student() {
  const { t, lang } = useT();
  const id = new URLSearchParams(location.search).get("id") ?? "";
  const valid = /^\d{1,18}$/.test(id);
  // a student's reports, archive and plans are their counsellor's to read; an administrator sees who they are
  const profile = useProfile();
  const counsellor = profile?.authority === "teacher";
  const administrator = profile != null && !counsellor;
  const [student, retry] = useLoadable(["fetchCounselledStudent", id], () => fetchCounselledStudent(id).then((a) => a.data), valid);
  // the psychology teacher may open a student of another class (for a referral): only the class counsellor reads the rest
  const counselled = student.state === "ready" && student.data.counselled;
  const [plans, retryPlans] = useLoadable(["fetchStudentPlans", id], () => fetchStudentPlans(id).then((a) => a.data), valid && counsellor && counselled);
  const [tests, retryTests] = useLoadable(...assessmentLoads.list(id), valid && counsellor && counselled, (list) => list.filter((item) => item.latest != null));
  // a link from the home page's comments awaiting an answer opens that plan at once
  const [open, setOpen] = useState<string | null>(() => new URLSearchParams(location.search).get("plan"));
  if (!valid) return <p role="alert">{t("admin.student.noId")} <a href="/admin/students">{t("route.admin.students")}</a></p>;
  return (
    <>
      <Loaded load={student} retry={retry}>
        {(s) => (
          <>
            <AdminHeading title={s.studentName} intro={t(administrator ? "admin.student.counsellorOnly" : s.counselled ? "admin.student.intro" : "admin.student.psychologyOnly")} actions={<>
              {s.counselled && <a className="btn" href={`/career/archive?studentId=${encodeURIComponent(s.id)}`}>{t("admin.student.archive")}</a>}
              <a className="btn" href="/admin/students">{t("admin.student.back")}</a>
            </>} />
            <dl className="admin-figures">
              <div><dt>{t("admin.class")}</dt><dd className="text-lg">{classLabel(t, s.gradeName, s.className)}</dd></div>
              <div><dt>{t("admin.account")}</dt><dd className="text-lg">{s.account}</dd></div>
              <div><dt>{t("admin.province")}</dt><dd className="text-lg">{s.regionCode ? provinceLabel(t, s.regionCode) : "—"}</dd></div>
              <div><dt>{t("admin.subjects")}</dt><dd className="text-lg">{subjectsText(t, s.subjects) || "—"}</dd></div>
            </dl>
            {s.referralsShown ? <Referrals student={s} onChanged={retry} /> : (
              <section aria-labelledby="student-referrals" className="flex flex-col gap-2" data-testid="student-referrals">
                <h2 id="student-referrals" className="text-lg font-semibold">{t("admin.student.referrals")}</h2>
                <p className="muted text-sm">{t("admin.student.wellbeingPrivate")}</p>
              </section>
            )}
          </>
        )}
      </Loaded>
      {counselled && (
        <>
        <section aria-labelledby="student-assessments" className="flex flex-col gap-2">
          <h2 id="student-assessments" className="text-lg font-semibold">{t("admin.student.assessments")}</h2>
          <Loaded load={tests} retry={retryTests}>
            {(taken) => taken.length === 0 ? <p className="muted">{t("admin.student.noAssessments")}</p> : (
              <Table caption={t("admin.student.assessmentsCaption", { count: taken.length })} testId="student-assessments" head={<>
                <th scope="col">{t("admin.student.test")}</th><th scope="col">{t("admin.student.result")}</th><th scope="col">{t("admin.student.takenOn")}</th>
                <th scope="col" className="num">{t("admin.student.takes")}</th><th scope="col">{t("admin.actions")}</th>
              </>}>
                {taken.map((item) => (
                  <tr key={item.code}>
                    <th scope="row">{item.name[lang]}</th>
                    <td className="admin-table__wrap">{item.latest!.summary[lang]}</td>
                    <td>{formatTime(item.latest!.createdAt, lang)}</td>
                    <td className="num">{item.taken}</td>
                    <td><a href={reportHref(item.code, item.latest!.reportId, id)}>{t("admin.student.readReport")}<span className="sr-only"> {item.name[lang]}</span></a></td>
                  </tr>
                ))}
              </Table>
            )}
          </Loaded>
        </section>
        <section aria-labelledby="student-plans" className="flex flex-col gap-2">
          <h2 id="student-plans" className="text-lg font-semibold">{t("admin.student.plans")}</h2>
          <Loaded load={plans} retry={retryPlans}>
            {(list) => list.length === 0 ? <p className="muted">{t("admin.student.noPlans")}</p> : (
              <Table caption={t("admin.student.plansCaption", { count: list.length })} testId="student-plans" head={<>
                <th scope="col">{t("admin.student.planName")}</th><th scope="col">{t("admin.student.scope")}</th><th scope="col" className="num">{t("admin.student.entries")}</th>
                <th scope="col">{t("admin.status")}</th><th scope="col">{t("admin.student.updated")}</th><th scope="col">{t("admin.actions")}</th>
              </>}>
                {list.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">{p.name}</th>
                    <td>{`${provinceLabel(t, p.province)} ${p.year} ${batchText(t, p.batch)} ${subjectTypeText(t, p.subjectType)}`}</td>
                    <td className="num">{p.entryCount}</td>
                    <td>{t(p.status === "final" ? "admin.student.final" : "admin.student.draft")}</td>
                    <td>{formatTime(p.updatedAt, lang)}</td>
                    <td><button type="button" className="btn btn--small" aria-expanded={open === p.id} onClick={() => setOpen(open === p.id ? null : p.id)}>{t(open === p.id ? "admin.student.hide" : "admin.student.open")}</button></td>
                  </tr>
                ))}
              </Table>
            )}
          </Loaded>
          {open && <PlanReader key={open} planId={open} studentId={id} studentName={student.state === "ready" ? student.data.studentName : undefined} />}
        </section>
        </>
      )}
    </>
  );
}

/**
 * The wellbeing referrals of one student, newest first, each with its scores, why it was raised and what was done:
 * shown to the school's psychology teacher only (the server sends them to nobody else). They open the report, mark a
 * referral seen and close it with a note of what was done.
 */
function Referrals({ student, onChanged }: { student: CounselledStudentDetail; onChanged: () => void }) {
  const { t, lang } = useT();
  const [closing, setClosing] = useState<string | null>(null);
  const [busy, run] = useAction();
  const markSeen = (id: string) => void run(async () => {
    try {
      await setReferralStatus({ id, status: "seen" });
      showSuccess(t("admin.student.referralSeen"));
      onChanged();
    } catch (err) {
      showError(refusalText(err, t));
    }
  });
  return (
    <section aria-labelledby="student-referrals" className="flex flex-col gap-2" data-testid="student-referrals">
      <h2 id="student-referrals" className="text-lg font-semibold">{t("admin.student.referrals")}</h2>
      <p className="muted text-sm">{t("admin.student.referralsIntro")}</p>
      {student.referrals.length === 0 ? <p className="muted">{t("admin.student.noReferrals")}</p> : (
        <Table caption={t("admin.student.referralsCaption", { count: student.referrals.length })} testId="referrals" head={<>
          <th scope="col">{t("admin.student.takenOn")}</th><th scope="col">{t("admin.student.scores")}</th><th scope="col">{t("admin.student.reasons")}</th>
          <th scope="col">{t("admin.status")}</th><th scope="col">{t("admin.actions")}</th>
        </>}>
          {student.referrals.map((r) => (
            <tr key={r.id}>
              <th scope="row">{formatTime(r.createdAt, lang)}</th>
              <td className="whitespace-nowrap">{t("admin.student.referralScores", { who5: r.who5, gad7: r.gad7 })}</td>
              <td>{r.reasons.map((reason) => t(`admin.student.reason.${reason}` as PortalKey)).join(t("common.listJoin"))}</td>
              <td>
                {t(`admin.student.referral.${r.status}` as PortalKey)}
                {r.handledAt && <span className="muted block text-xs">{t("admin.student.handledOn", { time: formatTime(r.handledAt, lang) })}</span>}
                {r.note && <span className="block text-sm">{r.note}</span>}
              </td>
              <td>
                <div className="flex flex-wrap items-center gap-2">
                  <a href={reportHref("psychology", r.reportId, student.id)}>{t("admin.student.readReport")}</a>
                  {r.status === "open" && <button type="button" className="btn btn--small" disabled={busy} onClick={() => markSeen(r.id)}>{t("admin.student.markSeen")}</button>}
                  {r.status !== "closed" && (
                    <button type="button" className="btn btn--small" aria-expanded={closing === r.id} onClick={() => setClosing(closing === r.id ? null : r.id)}>
                      {t("admin.student.closeReferral")}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {closing && <CloseReferral key={closing} referral={student.referrals.find((r) => r.id === closing)!} onDone={() => { setClosing(null); onChanged(); }} onCancel={() => setClosing(null)} />}
    </section>
  );
}

/** Closing a referral: an optional note of what was done (kept when the server refuses). */
function CloseReferral({ referral, onDone, onCancel }: { referral: CounselledStudentDetail["referrals"][number]; onDone: () => void; onCancel: () => void }) {
  const { t, lang } = useT();
  const [note, setNote] = useState(referral.note);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void run(async () => {
      try {
        await setReferralStatus({ id: referral.id, status: "closed", note: note.trim() });
        showSuccess(t("admin.student.referralClosed"));
        onDone();
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  const title = t("admin.student.closeTitle", { time: formatTime(referral.createdAt, lang) });
  return (
    <form onSubmit={submit} noValidate aria-label={title} className={`${PANEL} flex flex-col gap-2`} data-testid="close-referral">
      <h3 className="text-base font-semibold">{title}</h3>
      <TextArea label={t("admin.student.closeNote")} value={note} onChange={(e) => { setNote(e.target.value); setError(null); }} maxLength={500} error={error} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn--primary" disabled={busy}>{t("admin.student.confirmClose")}</button>
        <button type="button" className="btn" onClick={onCancel}>{t("common.cancel")}</button>
      </div>
    </form>
  );
}
