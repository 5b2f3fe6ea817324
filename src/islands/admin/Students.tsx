// /admin/students: a counsellor's students (the classes they counsel; an administrator sees the whole school), by
// class, with how far each is with their volunteer plans; each opens the student's page. The school's psychology
// teacher also gets the wellbeing referrals of the whole school (nobody else does: the server refuses them).
import { useState, type SubmitEvent } from "react";
import { useStore } from "@nanostores/react";
import { $authority } from "@/lib/session/auth";
import { $profile, $reader } from "@/lib/session/profile";
import { counselledGrades } from "@/lib/rules/grade";
import { findRoute, readerRole, routeTitle } from "@/lib/portal/routes";
import { adminLoads, fetchCounselledStudents } from "@/lib/api/admin";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { AdminHeading, classLabel, ClassOptions, formatTime, Select, PagedTable, Table } from "./parts";
import type { PortalKey } from "@/lib/i18n/portal";

export default function Students() {
  const { t } = useT();
  const [classId, setClassId] = useState(() => new URLSearchParams(location.search).get("classId") ?? "");
  const [keyword, setKeyword] = useState("");
  const [search, setSearch] = useState("");
  const [current, setCurrent] = useState(1);
  const [grades] = useLoadable(...adminLoads.gradeTree());
  const [list, retry] = useLoadable(["fetchCounselledStudents", classId, search, current], () => fetchCounselledStudents({ classId: classId || undefined, keyword: search || undefined, current, size: 30 }).then((a) => a.data));
  // a teacher without a class is told why the list is empty (and the psychology teacher where the referrals are)
  const reader = useStore($reader);
  const role = readerRole(reader);
  const userId = useStore($profile)?.userId ?? "";
  // a counsellor filters by the classes they counsel, the administrator by every class of the school
  const mine = grades.state === "ready" ? counselledGrades(grades.data, role === "admin" ? null : userId) : [];
  // the administrator sees every class (and is not any class's counsellor: plans and reports are not theirs to open)
  const intro = role === "admin" ? "admin.students.introAdmin" : role === "psychology" ? "admin.students.introPsychology" : role === "teacher" ? "admin.students.introStaff" : "admin.students.intro";
  return (
    <>
      <AdminHeading title={t(routeTitle(findRoute("/admin/students")!, reader))} intro={t(intro)} />
      <form className="admin-filters" role="search" aria-label={t("admin.filter")} onSubmit={(e: SubmitEvent) => { e.preventDefault(); setSearch(keyword.trim()); setCurrent(1); }}>
        <Select label={t("admin.class")} value={classId} onChange={(e) => { setClassId(e.target.value); setCurrent(1); }}>
          <option value="">{t("admin.allClasses")}</option>
          <ClassOptions grades={mine} t={t} />
        </Select>
        <Field label={t("admin.accounts.keyword")} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={50} />
        <button type="submit" className="btn">{t("admin.search")}</button>
      </form>
      <PagedTable load={list} retry={retry} onPage={setCurrent} empty={<p className="muted">{t("admin.students.none")}</p>}
        caption={(page) => t("admin.students.caption", { total: page.total })} testId="students" head={<>
        <th scope="col">{t("admin.name")}</th><th scope="col">{t("admin.class")}</th><th scope="col">{t("admin.subjects")}</th>
        <th scope="col" className="num">{t("admin.students.plans")}</th><th scope="col" className="num">{t("admin.students.submitted")}</th>
      </>}>
        {(s) => (
          <tr key={s.id}>
            <th scope="row"><a className="underline" href={`/admin/student?id=${s.id}`}>{s.studentName}</a> <span className="muted text-xs">{s.account}</span></th>
            <td>{classLabel(t, s.gradeName, s.className)}</td>
            <td>{s.subjects || "—"}</td>
            <td className="num">{s.plans}</td>
            <td className="num">{s.plansSubmitted}</td>
          </tr>
        )}
      </PagedTable>
      <SchoolReferrals />
    </>
  );
}

/** The psychology teacher's list of the school's open referrals, each opening the student's page. */
function SchoolReferrals() {
  const { t, lang } = useT();
  const teacher = useStore($authority) === "teacher";
  const [list] = useLoadable(...adminLoads.referrals(), teacher);
  if (list.state !== "ready") return null;
  return (
    <section aria-labelledby="school-referrals" className="flex flex-col gap-2" data-testid="school-referrals">
      <h2 id="school-referrals" className="text-lg font-semibold">{t("admin.student.referrals")}</h2>
      <p className="muted text-sm">{t("admin.student.referralsIntro")}</p>
      {list.data.length === 0 ? <p className="muted">{t("admin.student.noReferrals")}</p> : (
        <Table caption={t("admin.student.referralsCaption", { count: list.data.length })} head={<>
          <th scope="col">{t("admin.name")}</th><th scope="col">{t("admin.student.takenOn")}</th><th scope="col">{t("admin.student.scores")}</th><th scope="col">{t("admin.status")}</th>
        </>}>
          {list.data.map((r) => (
            <tr key={r.id}>
              <th scope="row"><a className="underline" href={`/admin/student?id=${r.studentId}`}>{r.studentName}</a></th>
              <td>{formatTime(r.createdAt, lang)}</td>
              <td className="whitespace-nowrap">{t("admin.student.referralScores", { who5: r.who5, gad7: r.gad7 })}</td>
              <td>{t(`admin.student.referral.${r.status}` as PortalKey)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
