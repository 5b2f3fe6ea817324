// /admin/classes: the school's grades (name, enrolment year, how the cohort is labelled) and their classes with the
// counsellors of each; a grade or class that still has students cannot be removed.
import { academicYear } from "@/domain/school-year";
import { useState, type SubmitEvent } from "react";
import { adminLoads, removeClass, removeGrade, submitClass, submitGrade, type ClassView, type GradeView, type UserView } from "@/lib/api/admin";
import { confirmAction, showError, showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, DialogButtons, classLabel, refusalText, Select, Table } from "./parts";
import { Loaded } from "@/islands/ui/Loaded";

export default function Classes() {
  const { t } = useT();
  const [round, setRound] = useState(0);
  const [tree, retry] = useLoadable(...adminLoads.gradeTree(round));
  const [teachers] = useLoadable(...adminLoads.users({ authority: "teacher", size: 500 }, round), true, (page) => page.records);
  const [gradeForm, setGradeForm] = useState<GradeView | "new" | null>(null);
  const [classForm, setClassForm] = useState<{ grade: GradeView; klass: ClassView | null } | null>(null);
  const reload = () => setRound((n) => n + 1);
  const drop = async (what: "grade" | "class", id: string, name: string) => {
    if (!(await confirmAction(t("admin.confirmRemove", { name })))) return;
    try {
      await (what === "grade" ? removeGrade(id) : removeClass(id));
      showSuccess(t("admin.removed"));
      reload();
    } catch (e) {
      showError(refusalText(e, t));
    }
  };
  return (
    <>
      <AdminHeading title={t("route.admin.classes")} intro={t("admin.classes.intro")}
        actions={<button type="button" className="btn btn--primary" onClick={() => setGradeForm("new")}>{t("admin.classes.newGrade")}</button>} />
      <Loaded load={tree} retry={retry}>
        {(grades) => grades.length === 0 ? <p className="muted">{t("admin.classes.none")}</p> : (
          <div className="flex flex-col gap-4">
            {grades.map((g) => (
              <section key={g.id} aria-labelledby={`grade-${g.id}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`grade-${g.id}`} className="text-lg font-semibold">{g.gradeName} <span className="muted text-sm font-normal">{t("admin.classes.gradeFacts", { year: g.startSchool, students: g.students })}</span></h2>
                  <div className="admin-actions">
                    <button type="button" className="btn btn--small" onClick={() => setClassForm({ grade: g, klass: null })}>{t("admin.classes.newClass")}</button>
                    <button type="button" className="btn btn--small" onClick={() => setGradeForm(g)} aria-label={t("admin.editOf", { name: g.gradeName })}>{t("admin.edit")}</button>
                    <button type="button" className="btn btn--small" onClick={() => drop("grade", g.id, g.gradeName)} aria-label={t("admin.removeOf", { name: g.gradeName })}>{t("admin.remove")}</button>
                  </div>
                </div>
                {g.classes.length === 0 ? <p className="muted">{t("admin.classes.noClasses")}</p> : (
                  <Table caption={t("admin.classes.classesOf", { grade: g.gradeName })} head={<>
                    <th scope="col">{t("admin.class")}</th>
                    <th scope="col" className="num">{t("admin.dashboard.students")}</th>
                    <th scope="col">{t("admin.classes.counsellors")}</th>
                    <th scope="col">{t("admin.actions")}</th>
                  </>}>
                    {g.classes.map((k) => (
                      <tr key={k.id}>
                        <th scope="row">{classLabel(t, g.gradeName, k.name)}</th>
                        <td className="num">{k.students}</td>
                        <td className="admin-table__wrap">{k.counsellors.length ? k.counsellors.map((c) => `${c.userName}（${c.account}）`).join(t("common.listJoin")) : <span className="muted">{t("admin.classes.noCounsellor")}</span>}</td>
                        <td>
                          <div className="admin-actions">
                            <button type="button" className="btn btn--small" onClick={() => setClassForm({ grade: g, klass: k })} aria-label={t("admin.editOf", { name: classLabel(t, g.gradeName, k.name) })}>{t("admin.edit")}</button>
                            <button type="button" className="btn btn--small" onClick={() => drop("class", k.id, classLabel(t, g.gradeName, k.name))} aria-label={t("admin.removeOf", { name: classLabel(t, g.gradeName, k.name) })}>{t("admin.remove")}</button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </Table>
                )}
              </section>
            ))}
          </div>
        )}
      </Loaded>
      {gradeForm && <GradeDialog grade={gradeForm === "new" ? null : gradeForm} onClose={() => setGradeForm(null)} onSaved={() => { setGradeForm(null); reload(); }} />}
      {classForm && <ClassDialog grade={classForm.grade} klass={classForm.klass} teachers={teachers.state === "ready" ? teachers.data : []}
        onClose={() => setClassForm(null)} onSaved={() => { setClassForm(null); reload(); }} />}
    </>
  );
}

function GradeDialog({ grade, onClose, onSaved }: { grade: GradeView | null; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  // a new grade enrols in the current school year (it rolls over on 20 August), not the calendar year
  const thisYear = academicYear(new Date());
  const [name, setName] = useState(grade?.gradeName ?? `${thisYear}级`);
  const [year, setYear] = useState(String(grade?.startSchool ?? thisYear));
  const [appear, setAppear] = useState(String(grade?.appearType ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!/^\d{4}$/.test(year)) return setError(t("admin.classes.yearHint"));
    void run(async () => {
      try {
        await submitGrade({ id: grade?.id, gradeName: name.trim(), startSchool: Number(year), appearType: Number(appear) });
        showSuccess(t("admin.saved"));
        onSaved();
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  return (
    <Dialog open title={t(grade ? "admin.classes.editGrade" : "admin.classes.newGrade")} onClose={onClose} name="grade">
      <form onSubmit={submit} noValidate>
        <Field label={t("admin.classes.gradeName")} value={name} onChange={(e) => setName(e.target.value)} required maxLength={50} />
        <Field label={t("admin.classes.startYear")} value={year} onChange={(e) => setYear(e.target.value)} inputMode="numeric" maxLength={4} hint={t("admin.classes.yearHint")} />
        <Select label={t("admin.classes.appear")} value={appear} onChange={(e) => setAppear(e.target.value)}>
          <option value="0">{t("admin.classes.appear.grade")}</option>
          <option value="1">{t("admin.classes.appear.graduating")}</option>
        </Select>
        {error && <p className="field__error" role="alert">{error}</p>}
        <DialogButtons onCancel={onClose} busy={busy} submit={t("admin.save")} />
      </form>
    </Dialog>
  );
}

function ClassDialog({ grade, klass, teachers, onClose, onSaved }: { grade: GradeView; klass: ClassView | null; teachers: UserView[]; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const [name, setName] = useState(klass?.name ?? "");
  const [counsellors, setCounsellors] = useState<string[]>(klass?.counsellors.map((c) => c.id) ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t("admin.classes.nameNeeded"));
    void run(async () => {
      try {
        await submitClass({ id: klass?.id, gradeId: grade.id, name: name.trim(), counsellorIds: counsellors });
        showSuccess(t("admin.saved"));
        onSaved();
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  return (
    <Dialog open title={t(klass ? "admin.classes.editClass" : "admin.classes.newClassOf", { grade: grade.gradeName })} onClose={onClose} name="class">
      <form onSubmit={submit} noValidate>
        <Field label={t("admin.classes.className")} value={name} onChange={(e) => { setName(e.target.value); setError(null); }} required maxLength={20} hint={t("admin.classes.classNameHint")} />
        <fieldset className="field">
          <legend className="field__label">{t("admin.classes.counsellors")}</legend>
          {teachers.length === 0 ? <p className="muted text-sm">{t("admin.classes.noTeachers")}</p> : teachers.map((c) => (
            <label key={c.id} className="mr-4 inline-flex items-center gap-1">
              <input type="checkbox" checked={counsellors.includes(c.id)} onChange={(e) => setCounsellors((list) => (e.target.checked ? [...list, c.id] : list.filter((x) => x !== c.id)))} />
              {c.userName}（{c.account}）
            </label>
          ))}
        </fieldset>
        {error && <p className="field__error" role="alert">{error}</p>}
        <DialogButtons onCancel={onClose} busy={busy} submit={t("admin.save")} />
      </form>
    </Dialog>
  );
}
