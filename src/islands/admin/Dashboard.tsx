// /admin/index: the school at a glance — students, registrations waiting, and by class: students, volunteer plans
// started and submitted, assessments finished (an administrator sees the school, a counsellor their classes).
import { useStore } from "@nanostores/react";
import { fetchDashboard } from "@/lib/api/admin";
import { $authority } from "@/lib/session/auth";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { AdminHeading, classLabel, Loaded, Table } from "./parts";

export default function Dashboard() {
  const { t } = useT();
  const authority = useStore($authority);
  const [load, retry] = useLoadable(["fetchDashboard"], () => fetchDashboard().then((a) => a.data));
  const admin = authority === "admin";
  const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—");
  return (
    <>
      <AdminHeading title={t("route.admin.index")} intro={t(admin ? "admin.dashboard.intro" : "admin.dashboard.introTeacher")} />
      <Loaded load={load} retry={retry}>
        {(d) => (
          <>
            <dl className="admin-figures">
              <div><dt>{t("admin.dashboard.students")}</dt><dd data-testid="figure-students">{d.students}</dd></div>
              <div><dt>{t("admin.dashboard.classes")}</dt><dd>{d.classes.length}</dd></div>
              {admin && (
                <div>
                  <dt>{t("admin.dashboard.pending")}</dt>
                  <dd>{d.pendingRegistrations > 0 ? <a href="/admin/registrations">{d.pendingRegistrations}</a> : 0}</dd>
                </div>
              )}
              {admin && d.unplaced > 0 && <div><dt>{t("admin.dashboard.unplaced")}</dt><dd>{d.unplaced}</dd></div>}
            </dl>
            {d.classes.length === 0 ? (
              <p className="muted">{t(admin ? "admin.dashboard.noClasses" : "admin.dashboard.noClassesTeacher")}</p>
            ) : (
              <Table caption={t("admin.dashboard.byClass")} testId="dashboard-classes" head={<>
                <th scope="col">{t("admin.class")}</th>
                <th scope="col" className="num">{t("admin.dashboard.students")}</th>
                <th scope="col" className="num">{t("admin.dashboard.assessed")}</th>
                <th scope="col" className="num">{t("admin.dashboard.plansStarted")}</th>
                <th scope="col" className="num">{t("admin.dashboard.plansSubmitted")}</th>
              </>}>
                {d.classes.map((k) => (
                  <tr key={k.classId}>
                    <th scope="row"><a href={`/admin/students?classId=${k.classId}`}>{classLabel(t, k.gradeName, k.className)}</a></th>
                    <td className="num">{k.students}</td>
                    <td className="num">{k.assessed == null ? t("admin.dashboard.notRecorded") : `${k.assessed} (${percent(k.assessed, k.students)})`}</td>
                    <td className="num">{k.plansStarted} ({percent(k.plansStarted, k.students)})</td>
                    <td className="num">{k.plansSubmitted} ({percent(k.plansSubmitted, k.students)})</td>
                  </tr>
                ))}
              </Table>
            )}
            <p className="muted text-sm">{t("admin.dashboard.note")}</p>
          </>
        )}
      </Loaded>
    </>
  );
}
