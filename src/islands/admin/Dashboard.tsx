// /admin/index, the home of a school's staff, titled for its reader (学校管理 for the administrator, 我的班级 for a
// counsellor, 心理关注 for the psychology teacher without a class, 教师工作台 for a teacher with neither; 学校工作台
// until the reader is known): for the administrator the school at a glance — students, registrations waiting, and by
// class: students, volunteer plans started and submitted, assessments finished; a counsellor the same for their
// classes and the comments of students and parents awaiting an answer; the psychology teacher the open wellbeing
// referrals; and the look-up tools every account uses (a student's own areas are not here).
import { useStore } from "@nanostores/react";
import { useSyncExternalStore } from "react";
import { fetchDashboard } from "@/lib/api/admin";
import { ADMIN_PATH, findRoute, readerRole, routeTitle, type ReaderRole } from "@/lib/portal/routes";
import { $reader } from "@/lib/session/profile";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { AdminHeading, classLabel, formatTime, Table } from "./parts";
import type { DashboardView } from "@/lib/api/admin";
import type { PortalKey } from "@/lib/i18n/portal";
import { Loaded } from "@/islands/ui/Loaded";

/** The look-up tools a school's staff use (a student's own areas — plans, assessments, archive — are the student's). */
const TOOLS: ReadonlyArray<[href: string, title: PortalKey]> = [
  ["/wel/colleges/index", "route.colleges"], ["/wel/major/index", "route.majors"], ["/wel/job/index", "route.jobs"],
  ["/wel/batchLine/index", "route.batchLine"], ["/wel/burst", "route.burst"], ["/wel/enrollPlan", "route.enrollPlan"],
  ["/wel/probability", "route.probability"], ["/wel/sameScore", "route.sameScore"],
];

function ToolLinks() {
  const { t } = useT();
  return (
    <section aria-labelledby="dashboard-tools" className="flex flex-col gap-2">
      <h2 id="dashboard-tools" className="text-lg font-semibold">{t("admin.dashboard.tools")}</h2>
      <ul className="flex flex-wrap gap-2">
        {TOOLS.map(([href, title]) => <li key={href}><a className="btn" href={href}>{t(title)}</a></li>)}
      </ul>
    </section>
  );
}

/** Below this width (admin.css's one-column layout) the classes are cards: five columns do not fit a phone. */
const NARROW = "(max-width: 767px)";
const narrowNow = () => window.matchMedia(NARROW).matches;
function onWidthChange(changed: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

type ClassRow = DashboardView["classes"][number];

/** What each class shows, in order: its students, then the share of them who did each step. */
const FIGURES: readonly PortalKey[] = ["admin.dashboard.students", "admin.dashboard.assessed", "admin.dashboard.plansStarted", "admin.dashboard.plansSubmitted"];

function useClassFigures() {
  const { t } = useT();
  const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "—");
  return (k: ClassRow): string[] => [
    String(k.students),
    k.assessed == null ? t("admin.dashboard.notRecorded") : `${k.assessed} (${percent(k.assessed, k.students)})`,
    `${k.plansStarted} (${percent(k.plansStarted, k.students)})`,
    `${k.plansSubmitted} (${percent(k.plansSubmitted, k.students)})`,
  ];
}

/** The classes side by side in a table on a wide screen, one card each on a narrow one (the page never scrolls sideways). */
function Classes({ classes }: { classes: DashboardView["classes"] }) {
  const { t } = useT();
  const figures = useClassFigures();
  const narrow = useSyncExternalStore(onWidthChange, narrowNow);
  const link = (k: ClassRow) => <a href={`/admin/students?classId=${k.classId}`}>{classLabel(t, k.gradeName, k.className)}</a>;
  if (narrow) {
    return (
      <section aria-labelledby="dashboard-by-class" className="flex flex-col gap-2" data-testid="dashboard-classes">
        <h2 id="dashboard-by-class" className="text-lg font-semibold">{t("admin.dashboard.byClass")}</h2>
        <ul className="admin-cards">
          {classes.map((k) => (
            <li key={k.classId} className="admin-card">
              <h3 className="admin-card__title" data-class-label>{link(k)}</h3>
              <dl className="admin-card__figures">
                {figures(k).map((value, i) => <div key={FIGURES[i]}><dt>{t(FIGURES[i]!)}</dt><dd>{value}</dd></div>)}
              </dl>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <Table caption={t("admin.dashboard.byClass")} testId="dashboard-classes" head={<>
      <th scope="col">{t("admin.class")}</th>
      {FIGURES.map((key) => <th key={key} scope="col" className="num">{t(key)}</th>)}
    </>}>
      {classes.map((k) => (
        <tr key={k.classId}>
          <th scope="row" data-class-label>{link(k)}</th>
          {figures(k).map((value, i) => <td key={FIGURES[i]} className="num">{value}</td>)}
        </tr>
      ))}
    </Table>
  );
}

/** Comments of the counsellor's students and their parents that nobody of the school has answered yet. */
function Awaiting({ items }: { items: DashboardView["awaiting"] }) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="dashboard-awaiting" className="flex flex-col gap-2" data-testid="dashboard-awaiting">
      <h2 id="dashboard-awaiting" className="text-lg font-semibold">{t("admin.dashboard.awaiting")}</h2>
      {items.length === 0 ? <p className="muted">{t("admin.dashboard.noneAwaiting")}</p> : (
        <ul className="flex flex-col gap-2">
          {items.map((c) => (
            <li key={c.planId} className="rounded border border-[var(--color-line)] bg-white px-3 py-2 text-sm">
              <p className="m-0">
                <a href={`/admin/student?id=${encodeURIComponent(c.studentId)}&plan=${encodeURIComponent(c.planId)}`}>{t("admin.dashboard.awaitingOn", { student: c.studentName, plan: c.planName })}</a>
              </p>
              <p className="m-0 break-words"><span className="tag mr-1">{t(`label.tag.${c.author.role}` as PortalKey)}</span>{c.author.name}{lang === "zh" ? "：" : ": "}{c.text}</p>
              <p className="muted m-0 text-xs">{formatTime(c.createdAt, lang)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the home says under its title, per reader (null: a teacher whose duties are not known yet). */
const INTRO: Partial<Record<ReaderRole, PortalKey>> = {
  admin: "admin.dashboard.intro", counsellor: "admin.dashboard.introTeacher", psychology: "admin.dashboard.introPsychology", teacher: "admin.dashboard.introStaff",
};

/** A teacher's role from the dashboard itself, for the moment before the user info says it (both read the same rows). */
const roleOf = (d: DashboardView): ReaderRole => (d.classes.length > 0 ? "counsellor" : d.referralsOpen != null ? "psychology" : "teacher");

export default function Dashboard() {
  const { t } = useT();
  const reader = useStore($reader);
  const [load, retry] = useLoadable(["fetchDashboard"], () => fetchDashboard().then((a) => a.data));
  const known = readerRole(reader);
  return (
    <>
      <AdminHeading title={t(routeTitle(findRoute(ADMIN_PATH)!, reader))} intro={t((known && INTRO[known]) || "admin.dashboard.introNeutral")} />
      <Loaded load={load} retry={retry}>
        {(d) => {
          const role = known ?? roleOf(d);
          const admin = role === "admin";
          // a teacher without a class has no class figures or comments to answer: only what their duty gives them
          // (classes the dashboard finds show even if the user info, read a moment earlier, did not count them yet)
          const classes = admin || role === "counsellor" || d.classes.length > 0;
          return (
            <>
              {classes && (
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
              )}
              {classes && (d.classes.length === 0
                ? <p className="muted">{t(admin ? "admin.dashboard.noClasses" : "admin.dashboard.noClassesTeacher")}</p>
                : <Classes classes={d.classes} />)}
              {classes && <p className="muted text-sm">{t("admin.dashboard.note")}</p>}
              {!admin && classes && <Awaiting items={d.awaiting} />}
              {d.referralsOpen != null && (
                <section aria-labelledby="dashboard-referrals" className="flex flex-col gap-1" data-testid="dashboard-referrals">
                  <h2 id="dashboard-referrals" className="text-lg font-semibold">{t("admin.dashboard.referrals")}</h2>
                  <p>{d.referralsOpen === 0 ? t("admin.dashboard.noReferrals") : <a href="/admin/students">{t("admin.dashboard.referralsOpen", { count: d.referralsOpen })}</a>}</p>
                </section>
              )}
              <ToolLinks />
            </>
          );
        }}
      </Loaded>
    </>
  );
}
