// /admin/exam-tables: the school's rank tables for its exams (a 联考 table: exam total → rank among the province's
// candidates). They are the only way a school exam total becomes a province rank on a student's 我的高考分数; each is
// named with who published it, and replacing or removing one is audited.
import { useState, type SubmitEvent } from "react";
import { fetchExamTables, removeExamTable, submitExamTable, type ExamTableView } from "@/lib/api/score";
import { subjectTypesOf, findProvince } from "@/domain/provinces";
import { nextApplicationRound } from "@/domain/calendar";
import type { ExamTableKind } from "@/domain/gaokao-score";
import { confirmAction, showSuccess } from "@/lib/ui/feedback";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, formatTime, provinceLabel, ProvinceOptions, refusalText, Select, Table, TextArea, useSchoolProvince } from "./parts";
import { PANEL } from "./panel";
import { Loaded } from "@/islands/ui/Loaded";

// province "": the viewer's own (their profile's, else the school's) until another is chosen
const EMPTY = { name: "", examName: "", province: "", subjectType: "", source: "", table: "", kind: "rank-table" as ExamTableKind };

export default function ExamTables() {
  const { t, lang } = useT();
  const [round, setRound] = useState(0);
  const [list, retry] = useLoadable(["fetchExamTables", round], () => fetchExamTables().then((a) => a.data));
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const viewerProvince = useSchoolProvince();
  const province = form.province || viewerProvince;
  // the subject types of the province's next application round (the table ranks candidates of one type)
  const types = subjectTypesOf(findProvince(province)!, nextApplicationRound(new Date(), province).year);
  const subjectType = form.subjectType || types[0] || "";

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!form.name.trim() || !form.examName.trim() || !form.source.trim() || !form.table.trim()) return setError(t("admin.examTables.needAll"));
    void run(async () => {
      try {
        await submitExamTable({ ...form, province, subjectType, name: form.name.trim(), examName: form.examName.trim(), source: form.source.trim() });
        showSuccess(t("admin.examTables.saved"));
        setForm(EMPTY);
        setError(null);
        setRound((n) => n + 1);
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  const remove = async (table: ExamTableView) => {
    if (!(await confirmAction(t("admin.examTables.confirmRemove", { name: table.name })))) return;
    await removeExamTable(table.id);
    setRound((n) => n + 1);
  };

  return (
    <>
      <AdminHeading title={t("route.admin.examTables")} intro={t("admin.examTables.intro")} />
      <Loaded load={list} retry={retry}>
        {(items) => items.length === 0 ? <p className="muted">{t("admin.examTables.none")}</p> : (
          <Table caption={t("admin.examTables.list")} testId="exam-tables" head={<>
            <th scope="col">{t("admin.examTables.name")}</th><th scope="col">{t("admin.examTables.exam")}</th><th scope="col">{t("admin.province")}</th>
            <th scope="col">{t("admin.examTables.rows")}</th><th scope="col">{t("admin.examTables.source")}</th><th scope="col">{t("admin.rules.by")}</th><th scope="col">{t("admin.actions")}</th>
          </>}>
            {items.map((x) => (
              <tr key={x.id}>
                <th scope="row">{x.name}</th><td>{x.examName}</td><td>{provinceLabel(t, x.province)} · {x.subjectType}</td>
                <td data-kind={x.kind}>
                  {x.kind === "history" ? `${t("admin.examTables.students", { students: x.students ?? 0 })} · ` : ""}
                  {t("admin.examTables.range", { rows: x.rows, top: x.top.score, topRank: x.top.rank, bottom: x.bottom.score, bottomRank: x.bottom.rank })}
                </td>
                <td className="admin-table__wrap">{x.source}</td><td>{x.by} · {formatTime(x.at, lang)}</td>
                <td><button type="button" className="btn btn--small" onClick={() => remove(x)}>{t("admin.examTables.remove")}</button></td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
      <form className={PANEL} onSubmit={submit} noValidate aria-labelledby="exam-table-form">
        <h2 id="exam-table-form" className="mb-3 text-lg font-semibold">{t("admin.examTables.new")}</h2>
        <div className="admin-form">
          <Field label={t("admin.examTables.name")} value={form.name} maxLength={100} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Field label={t("admin.examTables.exam")} value={form.examName} maxLength={100} onChange={(e) => setForm({ ...form, examName: e.target.value })} />
          <Select label={t("admin.province")} value={province} onChange={(e) => setForm({ ...form, province: e.target.value, subjectType: "" })}><ProvinceOptions t={t} /></Select>
          <Select label={t("admin.examTables.subjectType")} value={subjectType} onChange={(e) => setForm({ ...form, subjectType: e.target.value })}>
            {types.map((v) => <option key={v} value={v}>{v}</option>)}
          </Select>
          <Select label={t("admin.examTables.kind")} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as ExamTableKind })} data-field="kind">
            <option value="rank-table">{t("admin.examTables.kind.rankTable")}</option>
            <option value="history">{t("admin.examTables.kind.history")}</option>
          </Select>
          <Field label={t("admin.examTables.source")} value={form.source} maxLength={200} onChange={(e) => setForm({ ...form, source: e.target.value })} />
          <TextArea className="field--wide" label={t(form.kind === "history" ? "admin.examTables.history" : "admin.examTables.table")} value={form.table} rows={8}
            onChange={(e) => setForm({ ...form, table: e.target.value })} placeholder={form.kind === "history" ? "612,3150\n598,5420\n598,4870" : "600,1000\n575,4000\n550,7000"} />
        </div>
        {error && <p className="field__error" role="alert">{error}</p>}
        <button type="submit" className="btn btn--primary" disabled={busy}>{t("admin.examTables.submit")}</button>
      </form>
    </>
  );
}
