// /admin/students: a counsellor's students (the classes they counsel; an administrator sees the whole school), by
// class, with how far each is with their volunteer plans; each opens the student's page.
import { useState, type FormEvent } from "react";
import { fetchCounselledStudents, fetchGradeTree } from "@/lib/api/admin";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { AdminHeading, classLabel, ClassOptions, Select, PagedTable } from "./parts";

export default function Students() {
  const { t } = useT();
  const [classId, setClassId] = useState(() => new URLSearchParams(location.search).get("classId") ?? "");
  const [keyword, setKeyword] = useState("");
  const [search, setSearch] = useState("");
  const [current, setCurrent] = useState(1);
  const [grades] = useLoadable(["fetchGradeTree@Students"], () => fetchGradeTree().then((a) => a.data));
  const [list, retry] = useLoadable(["fetchCounselledStudents", classId, search, current], () => fetchCounselledStudents({ classId: classId || undefined, keyword: search || undefined, current, size: 30 }).then((a) => a.data));
  const mine = grades.state === "ready" ? grades.data : [];
  return (
    <>
      <AdminHeading title={t("route.admin.students")} intro={t("admin.students.intro")} />
      <form className="admin-filters" role="search" aria-label={t("admin.filter")} onSubmit={(e: FormEvent) => { e.preventDefault(); setSearch(keyword.trim()); setCurrent(1); }}>
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
    </>
  );
}
