// /admin/tasks: school tasks — set for the whole school, a grade or a class, they appear under 我的任务 on each of
// those students' home pages; the list shows how many students have each and how many have done it.
import { useState, type SubmitEvent } from "react";
import { adminLoads, fetchTasks, removeTask, submitTask, type GradeView, type TaskView } from "@/lib/api/admin";
import { confirmAction, showError, showSuccess } from "@/lib/ui/feedback";
import { Field } from "@/islands/ui/Field";
import { useT, type Translate } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, classLabel, fieldRefusal, refusalText, Select, TextArea, PagedTable } from "./parts";
import { PANEL } from "./panel";
import { taskTypeValues, type TaskType } from "@/domain/school-lists";
import { taskTypeText } from "@/lib/rules/school-lists";

const EMPTY = { title: "", taskType: "", dueDate: "", content: "", audience: "school" };

/** the audience select's value: "school", "grade:<id>" or "class:<id>" */
function audienceOf(task: TaskView): string {
  return task.classId ? `class:${task.classId}` : task.gradeId ? `grade:${task.gradeId}` : "school";
}

export default function Tasks() {
  const { t } = useT();
  const [current, setCurrent] = useState(1);
  const [round, setRound] = useState(0);
  const [list, retry] = useLoadable(["fetchTasks", current, round], () => fetchTasks(current).then((a) => a.data));
  const [grades] = useLoadable(...adminLoads.gradeTree());
  const [editing, setEditing] = useState<TaskView | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, run] = useAction();
  const gradeList = grades.state === "ready" ? grades.data : [];
  const edit = (task: TaskView | null) => {
    setEditing(task);
    setForm(task ? { title: task.title, taskType: task.taskType, dueDate: task.dueDate, content: task.content, audience: audienceOf(task) } : EMPTY);
    setFailure(null);
  };
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!form.title.trim()) return setFailure({ field: "title", message: t("admin.tasks.titleNeeded") });
    const [kind, id] = form.audience.split(":");
    void run(async () => {
      try {
        await submitTask({
          id: editing?.id, title: form.title.trim(), taskType: form.taskType as TaskType | "", dueDate: form.dueDate, content: form.content.trim(),
          ...(kind === "class" ? { classId: id } : kind === "grade" ? { gradeId: id } : {}),
        });
        showSuccess(t(editing ? "admin.saved" : "admin.tasks.published"));
        edit(null);
        setRound((n) => n + 1);
      } catch (err) {
        setFailure(fieldRefusal(err, t));
      }
    });
  };
  const remove = async (task: TaskView) => {
    if (!(await confirmAction(t("admin.tasks.confirmRemove", { name: task.title })))) return;
    try {
      await removeTask(task.id);
      showSuccess(t("admin.removed"));
      setRound((n) => n + 1);
    } catch (err) {
      showError(refusalText(err, t));
    }
  };
  return (
    <>
      <AdminHeading title={t("route.admin.tasks")} intro={t("admin.tasks.intro")} />
      <form className={PANEL} onSubmit={submit} noValidate aria-labelledby="task-form-title">
        <h2 id="task-form-title" className="mb-3 text-lg font-semibold">{t(editing ? "admin.tasks.edit" : "admin.tasks.new")}</h2>
        <div className="admin-form">
          <Field className="field--wide" label={t("admin.tasks.title")} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} required maxLength={200}
            error={failure?.field === "title" ? failure.message : null} />
          <Select label={t("admin.tasks.audience")} value={form.audience} onChange={(e) => setForm({ ...form, audience: e.target.value })}>
            <option value="school">{t("admin.tasks.wholeSchool")}</option>
            <optgroup label={t("admin.tasks.aGrade")}>{gradeList.map((g) => <option key={g.id} value={`grade:${g.id}`}>{g.gradeName}</option>)}</optgroup>
            <ClassAudiences grades={gradeList} t={t} />
          </Select>
          <Select label={t("admin.tasks.type")} value={form.taskType} onChange={(e) => setForm({ ...form, taskType: e.target.value })}>
            <option value="">{t("admin.tasks.noType")}</option>
            {taskTypeValues.map((v) => <option key={v} value={v}>{taskTypeText(t, v)}</option>)}
          </Select>
          <Field label={t("admin.tasks.due")} type="date" value={form.dueDate} onChange={(e) => setForm({ ...form, dueDate: e.target.value })} error={failure?.field === "dueDate" ? failure.message : null} />
          <TextArea className="field--wide" label={t("admin.tasks.content")} value={form.content} onChange={(e) => setForm({ ...form, content: e.target.value })} maxLength={2000} />
        </div>
        {failure && failure.field !== "title" && failure.field !== "dueDate" && <p className="field__error" role="alert">{failure.message}</p>}
        <div className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>{t(editing ? "admin.save" : "admin.tasks.publish")}</button>
          {editing && <button type="button" className="btn" onClick={() => edit(null)}>{t("common.cancel")}</button>}
        </div>
      </form>
      <PagedTable load={list} retry={retry} onPage={setCurrent} empty={<p className="muted">{t("admin.tasks.none")}</p>}
        caption={(page) => t("admin.tasks.list", { total: page.total })} testId="tasks" head={<>
        <th scope="col">{t("admin.tasks.title")}</th>
        <th scope="col">{t("admin.tasks.audience")}</th>
        <th scope="col">{t("admin.tasks.due")}</th>
        <th scope="col" className="num">{t("admin.tasks.doneOf")}</th>
        <th scope="col">{t("admin.actions")}</th>
      </>}>
        {(task) => (
          <tr key={task.id}>
            <th scope="row" className="admin-table__wrap">{task.title}{task.taskType && <span className="tag ml-2">{taskTypeText(t, task.taskType)}</span>}</th>
            <td>{task.classId ? classLabel(t, task.gradeName, task.className) : task.gradeId ? task.gradeName : t("admin.tasks.wholeSchool")}</td>
            <td>{task.dueDate || "—"}</td>
            <td className="num">{task.done} / {task.assigned}</td>
            <td>
              <div className="admin-actions">
                <button type="button" className="btn btn--small" onClick={() => edit(task)} aria-label={t("admin.editOf", { name: task.title })}>{t("admin.edit")}</button>
                <button type="button" className="btn btn--small" onClick={() => remove(task)} aria-label={t("admin.removeOf", { name: task.title })}>{t("admin.remove")}</button>
              </div>
            </td>
          </tr>
        )}
      </PagedTable>
    </>
  );

}

/** Every class as a task's audience, grouped by grade. */
function ClassAudiences({ grades, t }: { grades: GradeView[]; t: Translate }) {
  return <>{grades.map((g) => (
    <optgroup key={g.id} label={t("admin.tasks.aClassOf", { grade: g.gradeName })}>
      {g.classes.map((k) => <option key={k.id} value={`class:${k.id}`}>{classLabel(t, g.gradeName, k.name)}</option>)}
    </optgroup>
  ))}</>;
}
