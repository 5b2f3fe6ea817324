// /admin/notices: school notices — what every student and parent of the school reads under 学校通知 on their home
// page: publish, correct, remove.
import { useState, type SubmitEvent } from "react";
import { fetchNotices, removeNotice, submitNotice, type NoticeView } from "@/lib/api/admin";
import { confirmAction, showError, showSuccess } from "@/lib/ui/feedback";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, formatTime, fieldRefusal, refusalText, Select, TextArea } from "./parts";
import { PANEL } from "./panel";
import { Pager } from "@/islands/ui/Pager";
import { noticeCategoryValues, type NoticeCategory } from "@/domain/school-lists";
import { noticeCategoryText } from "@/lib/rules/school-lists";
import { Loaded } from "@/islands/ui/Loaded";

const EMPTY = { title: "", category: "", content: "" };

export default function Notices() {
  const { t, lang } = useT();
  const [current, setCurrent] = useState(1);
  const [round, setRound] = useState(0);
  const [list, retry] = useLoadable(["fetchNotices", current, round], () => fetchNotices(current).then((a) => a.data));
  const [editing, setEditing] = useState<NoticeView | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, run] = useAction();
  const edit = (n: NoticeView | null) => {
    setEditing(n);
    setForm(n ? { title: n.title, category: n.category, content: n.content } : EMPTY);
    setFailure(null);
    if (n) document.getElementById("notice-form")?.scrollIntoView({ block: "start" });
  };
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!form.title.trim()) return setFailure({ field: "title", message: t("admin.notices.titleNeeded") });
    void run(async () => {
      try {
        await submitNotice({ id: editing?.id, title: form.title.trim(), content: form.content.trim(), category: form.category || "通知" });
        showSuccess(t(editing ? "admin.saved" : "admin.notices.published"));
        edit(null);
        setCurrent(1);
        setRound((n) => n + 1);
      } catch (err) {
        setFailure(fieldRefusal(err, t));
      }
    });
  };
  const remove = async (n: NoticeView) => {
    if (!(await confirmAction(t("admin.confirmRemove", { name: n.title })))) return;
    try {
      await removeNotice(n.id);
      showSuccess(t("admin.removed"));
      if (editing?.id === n.id) edit(null);
      setRound((x) => x + 1);
    } catch (err) {
      showError(refusalText(err, t));
    }
  };
  return (
    <>
      <AdminHeading title={t("route.admin.notices")} intro={t("admin.notices.intro")} />
      <form id="notice-form" className={PANEL} onSubmit={submit} noValidate aria-labelledby="notice-form-title">
        <h2 id="notice-form-title" className="mb-3 text-lg font-semibold">{t(editing ? "admin.notices.edit" : "admin.notices.new")}</h2>
        <div className="admin-form">
          <Field className="field--wide" label={t("admin.notices.title")} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} required maxLength={200}
            error={failure?.field === "title" ? failure.message : null} />
          <Select label={t("admin.notices.category")} value={form.category || "通知"} onChange={(e) => setForm({ ...form, category: e.target.value })}>
            {noticeCategoryValues.map((v) => <option key={v} value={v}>{noticeCategoryText(t, v)}</option>)}
            {form.category && !noticeCategoryValues.includes(form.category as NoticeCategory) && <option value={form.category}>{form.category}</option>}
          </Select>
          <TextArea className="field--wide" label={t("admin.notices.content")} value={form.content} onChange={(e) => setForm({ ...form, content: e.target.value })} maxLength={5000} />
        </div>
        {failure && failure.field !== "title" && <p className="field__error" role="alert">{failure.message}</p>}
        <div className="admin-actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>{t(editing ? "admin.save" : "admin.notices.publish")}</button>
          {editing && <button type="button" className="btn" onClick={() => edit(null)}>{t("common.cancel")}</button>}
        </div>
      </form>
      <Loaded load={list} retry={retry}>
        {(page) => page.records.length === 0 ? <p className="muted">{t("admin.notices.none")}</p> : (
          <section aria-labelledby="notices-list" className="flex flex-col gap-2">
            <h2 id="notices-list" className="text-lg font-semibold">{t("admin.notices.list", { total: page.total })}</h2>
            <ul className={`${PANEL} flex flex-col divide-y divide-[var(--color-line)]`} data-testid="notices">
              {page.records.map((n) => (
                <li key={n.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <h3 className="flex flex-wrap items-baseline gap-2 text-base">{n.category && <span className="tag">{noticeCategoryText(t, n.category)}</span>}<span>{n.title}</span></h3>
                    {n.content && <p className="mt-1 whitespace-pre-line text-sm">{n.content}</p>}
                    <p className="muted mt-1 text-xs"><time dateTime={n.publishTime}>{formatTime(n.publishTime, lang)}</time></p>
                  </div>
                  <div className="admin-actions">
                    <button type="button" className="btn btn--small" onClick={() => edit(n)} aria-label={t("admin.editOf", { name: n.title })}>{t("admin.edit")}</button>
                    <button type="button" className="btn btn--small" onClick={() => remove(n)} aria-label={t("admin.removeOf", { name: n.title })}>{t("admin.remove")}</button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager small current={page.current} pages={page.pages} total={page.total} onPage={setCurrent} />
          </section>
        )}
      </Loaded>
    </>
  );
}
