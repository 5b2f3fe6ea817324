// /admin/accounts: the school's accounts by kind (students, parents, counsellors, administrators): create, edit,
// reset a password, disable or enable, remove; and students imported from a spreadsheet (ImportStudents).
import { useState, type SubmitEvent } from "react";
import {
  adminLoads, fetchUsers, removeUsers, resetPasswords, submitUser, updateUser, type GradeView, type RoleValue, type UserView,
} from "@/lib/api/admin";
import { confirmAction, showError, showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT, type Translate } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, DialogButtons, ClassOptions, classLabel, ProvinceOptions, useSchoolProvince, fieldRefusal, refusalText, Select, PagedTable } from "./parts";
import { ImportStudents } from "./ImportStudents";

const KINDS: readonly RoleValue[] = ["student", "parent", "teacher", "admin"];

export default function Accounts() {
  const { t } = useT();
  const [kind, setKind] = useState<RoleValue>("student");
  const [keyword, setKeyword] = useState("");
  const [search, setSearch] = useState("");
  const [classId, setClassId] = useState("");
  const [current, setCurrent] = useState(1);
  const [round, setRound] = useState(0);
  const [editing, setEditing] = useState<UserView | "new" | null>(null);
  const [resetting, setResetting] = useState<UserView | null>(null);
  const [importing, setImporting] = useState(false);
  const [grades] = useLoadable(...adminLoads.gradeTree(round));
  const [users, retry] = useLoadable(...adminLoads.users({ authority: kind, keyword: search || undefined, classId: kind === "student" && classId ? classId : undefined, current, size: 20 }, round));
  const reload = () => setRound((n) => n + 1);
  const gradeList = grades.state === "ready" ? grades.data : [];

  const toggle = async (u: UserView) => {
    const disabling = u.status === 1;
    if (!(await confirmAction(t(disabling ? "admin.accounts.confirmDisable" : "admin.accounts.confirmEnable", { name: u.userName, account: u.account })))) return;
    try {
      await updateUser({ id: u.id, status: disabling ? 2 : 1 });
      showSuccess(t(disabling ? "admin.accounts.disabled" : "admin.accounts.enabled"));
      reload();
    } catch (e) {
      showErrorOf(e, t);
    }
  };
  const remove = async (u: UserView) => {
    if (!(await confirmAction(t("admin.accounts.confirmRemove", { name: u.userName, account: u.account })))) return;
    try {
      await removeUsers([u.id]);
      showSuccess(t("admin.accounts.removed"));
      reload();
    } catch (e) {
      showErrorOf(e, t);
    }
  };

  return (
    <>
      <AdminHeading title={t("route.admin.accounts")} intro={t("admin.accounts.intro")} actions={<>
        <button type="button" className="btn btn--primary" onClick={() => setEditing("new")}>{t(`admin.accounts.new.${kind}`)}</button>
        <button type="button" className="btn" onClick={() => setImporting(true)}>{t("admin.import.students.open")}</button>
      </>} />
      <div className="admin-tabs" role="tablist" aria-label={t("admin.accounts.kinds")}>
        {KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => { setKind(k); setCurrent(1); }}>{t(`admin.role.${k}s`)}</button>
        ))}
      </div>
      <form className="admin-filters" role="search" aria-label={t("admin.filter")} onSubmit={(e) => { e.preventDefault(); setSearch(keyword.trim()); setCurrent(1); }}>
        <Field label={t("admin.accounts.keyword")} value={keyword} onChange={(e) => setKeyword(e.target.value)} maxLength={50} />
        {kind === "student" && (
          <Select label={t("admin.class")} value={classId} onChange={(e) => { setClassId(e.target.value); setCurrent(1); }}>
            <option value="">{t("admin.allClasses")}</option>
            <ClassOptions grades={gradeList} t={t} />
          </Select>
        )}
        <button type="submit" className="btn">{t("admin.search")}</button>
      </form>
      <PagedTable load={users} retry={retry} onPage={setCurrent} empty={<p className="muted">{t("admin.accounts.empty")}</p>}
        caption={(page) => t("admin.accounts.caption", { kind: t(`admin.role.${kind}s`), total: page.total })} testId="accounts" head={<>
        <th scope="col">{t("admin.account")}</th>
        <th scope="col">{t("admin.name")}</th>
        <th scope="col">{t(kind === "student" ? "admin.class" : kind === "parent" ? "admin.accounts.linked" : kind === "teacher" ? "admin.accounts.counsels" : "admin.accounts.created")}</th>
        <th scope="col">{t("admin.status")}</th>
        <th scope="col">{t("admin.actions")}</th>
      </>}>
        {(u) => (
          <tr key={u.id} data-account={u.account}>
            <th scope="row">{u.account}</th>
            <td>{u.userName}</td>
            <td className="admin-table__wrap">{detailOf(u, t)}</td>
            <td><span className={u.status === 1 ? "tag" : "muted"}>{t(u.status === 1 ? "admin.status.active" : "admin.status.disabled")}</span></td>
            <td>
              <div className="admin-actions">
                <button type="button" className="btn btn--small" onClick={() => setEditing(u)} aria-label={t("admin.editOf", { name: u.account })}>{t("admin.edit")}</button>
                <button type="button" className="btn btn--small" onClick={() => setResetting(u)} aria-label={t("admin.accounts.resetOf", { name: u.account })}>{t("admin.accounts.reset")}</button>
                <button type="button" className="btn btn--small" onClick={() => toggle(u)} aria-label={t(u.status === 1 ? "admin.accounts.disableOf" : "admin.accounts.enableOf", { name: u.account })}>
                  {t(u.status === 1 ? "admin.accounts.disable" : "admin.accounts.enable")}
                </button>
                <button type="button" className="btn btn--small" onClick={() => remove(u)} aria-label={t("admin.removeOf", { name: u.account })}>{t("admin.remove")}</button>
              </div>
            </td>
          </tr>
        )}
      </PagedTable>
      {editing && <UserDialog user={editing === "new" ? null : editing} kind={editing === "new" ? kind : editing.authority} grades={gradeList}
        onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />}
      {resetting && <ResetDialog user={resetting} onClose={() => setResetting(null)} />}
      {importing && <ImportStudents grades={gradeList} onClose={() => setImporting(false)} onImported={reload} />}
    </>
  );
}

function showErrorOf(error: unknown, t: Translate) {
  showError(refusalText(error, t));
}

function detailOf(u: UserView, t: Translate): string {
  if (u.authority === "student") return u.className ? classLabel(t, u.gradeName, u.className) : t("admin.accounts.noClass");
  if (u.authority === "parent") return u.linkedStudent ? `${u.linkedStudent.name}（${classLabel(t, u.linkedStudent.gradeName, u.linkedStudent.className)}）` : "—";
  if (u.authority === "teacher") {
    const classes = u.classes.length ? u.classes.map((k) => classLabel(t, k.gradeName, k.name)).join(t("common.listJoin")) : t("admin.accounts.noClasses");
    return u.psychologyDuty ? `${classes} · ${t("admin.accounts.psychologyDuty")}` : classes;
  }
  return u.createdAt.slice(0, 10);
}

interface Form { account: string; userName: string; password: string; classId: string; province: string; subjects: string; phone: string; sex: string; studentAccount: string; classIds: string[]; psychologyDuty: boolean }

function UserDialog({ user, kind, grades, onClose, onSaved }: { user: UserView | null; kind: RoleValue; grades: GradeView[]; onClose(): void; onSaved(): void }) {
  const { t } = useT();
  const schoolProvince = useSchoolProvince();
  const [form, setForm] = useState<Form>({
    account: user?.account ?? "", userName: user?.userName ?? "", password: "", classId: user?.classId ?? grades[0]?.classes[0]?.id ?? "",
    province: user?.regionCode.slice(0, 2) || schoolProvince, subjects: user?.subjects ?? "", phone: user?.phone ?? "", sex: String(user?.sex ?? 0),
    studentAccount: "", classIds: user?.classes.map((k) => k.id) ?? [], psychologyDuty: user?.psychologyDuty ?? false,
  });
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, run] = useAction();
  const set = (name: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  const errorOf = (field: string) => (failure?.field === field ? failure.message : null);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void run(async () => {
      setFailure(null);
      try {
        let studentId: string | undefined;
        if (kind === "parent" && form.studentAccount.trim()) {
          const found = (await fetchUsers({ authority: "student", keyword: form.studentAccount.trim(), size: 50 })).data.records.find((s) => s.account === form.studentAccount.trim());
          if (!found) return setFailure({ field: "studentId", message: t("admin.accounts.noSuchStudent", { account: form.studentAccount.trim() }) });
          studentId = found.studentId;
        }
        const student = kind === "student" ? { classId: form.classId, province: form.province, subjects: form.subjects, phone: form.phone, sex: Number(form.sex) } : {};
        const teacher = kind === "teacher" ? { classIds: form.classIds, psychologyDuty: form.psychologyDuty } : {};
        if (user) await updateUser({ id: user.id, userName: form.userName, ...student, ...teacher, ...(studentId ? { studentId } : {}) });
        else await submitUser({ account: form.account, authority: kind, password: form.password, userName: form.userName, ...student, ...teacher, ...(studentId ? { studentId } : {}) });
        showSuccess(t(user ? "admin.saved" : "admin.accounts.created.done"));
        onSaved();
      } catch (error) {
        setFailure(fieldRefusal(error, t));
      }
    });
  };

  return (
    <Dialog open title={t(user ? "admin.accounts.edit" : `admin.accounts.new.${kind}`)} onClose={onClose} width="36rem" name="user">
      <form onSubmit={submit} noValidate>
        <div className="admin-form">
          <Field label={t("admin.account")} value={form.account} onChange={set("account")} disabled={!!user} required maxLength={50} autoComplete="off" error={errorOf("account")} />
          <Field label={t("admin.name")} value={form.userName} onChange={set("userName")} required maxLength={50} error={errorOf("userName")} />
          {!user && <Field label={t("admin.password")} type="password" value={form.password} onChange={set("password")} required minLength={6} maxLength={20} autoComplete="new-password" hint={t("admin.passwordHint")} error={errorOf("password")} />}
          {kind === "student" && (
            <>
              <Select label={t("admin.class")} value={form.classId} onChange={set("classId")} error={errorOf("classId")} required>
                <ClassOptions grades={grades} t={t} />
              </Select>
              <Select label={t("admin.province")} value={form.province} onChange={set("province")} error={errorOf("province")}><ProvinceOptions t={t} /></Select>
              <Field label={t("admin.subjects")} value={form.subjects} onChange={set("subjects")} maxLength={30} hint={t("admin.subjectsHint")} error={errorOf("subjects")} />
              <Field label={t("admin.phone")} value={form.phone} onChange={set("phone")} inputMode="numeric" maxLength={11} error={errorOf("phone")} />
              <Select label={t("admin.sex")} value={form.sex} onChange={set("sex")}>
                <option value="0">{t("admin.sex.unknown")}</option><option value="1">{t("admin.sex.male")}</option><option value="2">{t("admin.sex.female")}</option>
              </Select>
            </>
          )}
          {kind === "parent" && (
            <Field label={t("admin.accounts.studentAccount")} value={form.studentAccount} onChange={set("studentAccount")} required={!user} maxLength={50}
              hint={user?.linkedStudent ? t("admin.accounts.linkedNow", { name: user.linkedStudent.name }) : t("admin.accounts.studentAccountHint")} error={errorOf("studentId")} />
          )}
          {kind === "teacher" && (
            <fieldset className="field field--wide">
              <legend className="field__label">{t("admin.accounts.counsels")}</legend>
              {grades.flatMap((g) => g.classes.map((k) => (
                <label key={k.id} className="mr-4 inline-flex items-center gap-1">
                  <input type="checkbox" checked={form.classIds.includes(k.id)}
                    onChange={(e) => setForm((f) => ({ ...f, classIds: e.target.checked ? [...f.classIds, k.id] : f.classIds.filter((x) => x !== k.id) }))} />
                  {classLabel(t, g.gradeName, k.name)}
                </label>
              )))}
              {errorOf("classIds") && <p className="field__error" role="alert">{errorOf("classIds")}</p>}
            </fieldset>
          )}
          {kind === "teacher" && (
            <div className="field field--wide">
              <label className="inline-flex items-center gap-2">
                <input type="checkbox" checked={form.psychologyDuty} aria-describedby="psychology-duty-hint"
                  onChange={(e) => setForm((f) => ({ ...f, psychologyDuty: e.target.checked }))} />
                {t("admin.accounts.psychologyDuty")}
              </label>
              <p id="psychology-duty-hint" className="field__hint">{t("admin.accounts.psychologyDutyHint")}</p>
              {errorOf("psychologyDuty") && <p className="field__error" role="alert">{errorOf("psychologyDuty")}</p>}
            </div>
          )}
        </div>
        {failure && (!failure.field || !["account", "userName", "password", "classId", "province", "subjects", "phone", "studentId", "classIds", "psychologyDuty"].includes(failure.field)) && <p className="field__error" role="alert">{failure.message}</p>}
        <DialogButtons onCancel={onClose} busy={busy} submit={t("admin.save")} />
      </form>
    </Dialog>
  );
}

function ResetDialog({ user, onClose }: { user: UserView; onClose(): void }) {
  const { t } = useT();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (password.length < 6 || password.length > 20) return setError(t("admin.passwordHint"));
    void run(async () => {
      try {
        await resetPasswords([user.id], password);
        showSuccess(t("admin.accounts.resetDone", { account: user.account }));
        onClose();
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  return (
    <Dialog open title={t("admin.accounts.resetTitle", { account: user.account })} onClose={onClose} name="reset-password">
      <form onSubmit={submit} noValidate>
        <p className="muted mb-3 text-sm">{t("admin.accounts.resetIntro")}</p>
        <Field label={t("admin.accounts.newPassword")} type="password" value={password} onChange={(e) => { setPassword(e.target.value); setError(null); }} autoComplete="new-password" maxLength={20} error={error} />
        <DialogButtons onCancel={onClose} busy={busy} submit={t("admin.accounts.reset")} />
      </form>
    </Dialog>
  );
}
