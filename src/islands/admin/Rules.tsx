// /admin/rules: the school's corrections of a province's volunteer rule (slots, majors per slot, 调剂, admission order,
// single round) for a year and batch, each with the reason. Every student, parent and teacher of the school then sees
// the corrected rule, marked as corrected, with who made the correction, when and why.
import { useState, type SubmitEvent } from "react";
import { fetchCorrections, fetchRule, removeCorrection, submitCorrection, type CorrectionView } from "@/lib/api/admin";
import { CORRECTABLE_FIELDS, type CorrectableField } from "@/contracts/admin";
import { confirmAction, showError, showSuccess } from "@/lib/ui/feedback";
import type { PortalKey } from "@/lib/i18n/portal";
import { Field } from "@/islands/ui/Field";
import { useT, type Translate } from "@/islands/ui/useT";
import { useLoadable } from "@/islands/ui/useCall";
import { useAction } from "@/islands/ui/useAction";
import { AdminHeading, formatTime, ProvinceOptions, refusalText, Select, Table, TextArea, useSchoolProvince } from "./parts";
import { PANEL } from "./panel";
import { Loaded } from "@/islands/ui/Loaded";

const YEARS = [2026, 2025];
const CHOICES: Partial<Record<CorrectableField, readonly string[]>> = { adjustment: ["group", "college", "majors", "none"], order: ["score", "rank"], singleRound: ["true", "false"] };

function valueText(t: Translate, field: string, value: unknown): string {
  if (field === "slots" || field === "majorsPerSlot") return String(value);
  return t(`admin.rules.${field}.${String(value)}` as PortalKey);
}

export default function Rules() {
  const { t, lang } = useT();
  // the viewer's province (their profile's, else the school's) until another is chosen
  const viewerProvince = useSchoolProvince();
  const [picked, setProvince] = useState<string | null>(null);
  const province = picked ?? viewerProvince;
  const [year, setYear] = useState(2026);
  const [round, setRound] = useState(0);
  const [rule, retryRule] = useLoadable(["fetchRule", province, year, round], () => fetchRule(province, year).then((a) => a.data));
  const [list, retryList] = useLoadable(["fetchCorrections", province, year, round], () => fetchCorrections({ province, year }).then((a) => a.data));
  const [form, setForm] = useState({ batch: "", field: "slots" as CorrectableField, value: "", reason: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const batches = rule.state === "ready" ? rule.data.batches : [];
  const batch = form.batch || batches[0]?.batch || "";

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!form.value.trim()) return setError(t("admin.rules.valueNeeded"));
    if (!form.reason.trim()) return setError(t("admin.rules.reasonNeeded"));
    const value = form.field === "slots" || form.field === "majorsPerSlot" ? Number(form.value) : form.field === "singleRound" ? form.value === "true" : form.value;
    void run(async () => {
      try {
        await submitCorrection({ province, year, batch, field: form.field, value, reason: form.reason.trim() });
        showSuccess(t("admin.rules.saved"));
        setForm({ ...form, value: "", reason: "" });
        setError(null);
        setRound((n) => n + 1);
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };
  const withdraw = async (c: CorrectionView) => {
    if (!(await confirmAction(t("admin.rules.confirmWithdraw", { batch: c.batch, field: t(`admin.rules.field.${c.field}`) })))) return;
    try {
      await removeCorrection(c.id);
      showSuccess(t("admin.rules.withdrawn"));
      setRound((n) => n + 1);
    } catch (err) {
      showError(refusalText(err, t));
    }
  };

  return (
    <>
      <AdminHeading title={t("route.admin.rules")} intro={t("admin.rules.intro")} />
      <div className="admin-filters">
        <Select label={t("admin.province")} value={province} onChange={(e) => { setProvince(e.target.value); setForm({ ...form, batch: "" }); }}><ProvinceOptions t={t} /></Select>
        <Select label={t("admin.rules.year")} value={String(year)} onChange={(e) => { setYear(Number(e.target.value)); setForm({ ...form, batch: "" }); }}>
          {YEARS.map((y) => <option key={y} value={y}>{y}</option>)}
        </Select>
      </div>
      <Loaded load={rule} retry={retryRule}>
        {(r) => (
          <>
            <Table caption={t("admin.rules.current", { year })} testId="rule" head={<>
              <th scope="col">{t("admin.rules.batch")}</th>
              {CORRECTABLE_FIELDS.map((f) => <th key={f} scope="col">{t(`admin.rules.field.${f}`)}</th>)}
            </>}>
              {r.batches.map((b) => (
                <tr key={b.batch}>
                  <th scope="row">{b.batch}</th>
                  {CORRECTABLE_FIELDS.map((f) => {
                    const corrected = r.corrections?.find((c) => c.batch === b.batch && c.field === f);
                    return (
                      <td key={f}>
                        {valueText(t, f, b[f])}
                        {corrected && (corrected.followed
                          ? <span className="tag ml-1" title={corrected.reason} data-followed="true">{t("admin.rules.correctedFrom", { value: valueText(t, f, corrected.original) })}</span>
                          : <span className="tag ml-1" title={corrected.reason} data-followed="false">{t("admin.rules.notFollowed", { value: valueText(t, f, corrected.value) })}</span>)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Table>
            <p className="muted text-sm">{t("admin.rules.source", { name: r.source.name, date: r.source.date, confidence: t(`admin.rules.confidence.${r.confidence}`) })}</p>
          </>
        )}
      </Loaded>
      <form className={PANEL} onSubmit={submit} noValidate aria-labelledby="rule-form-title">
        <h2 id="rule-form-title" className="mb-3 text-lg font-semibold">{t("admin.rules.new")}</h2>
        <div className="admin-form">
          <Select label={t("admin.rules.batch")} value={batch} onChange={(e) => setForm({ ...form, batch: e.target.value })}>
            {batches.map((b) => <option key={b.batch} value={b.batch}>{b.batch}</option>)}
          </Select>
          <Select label={t("admin.rules.fieldLabel")} value={form.field} onChange={(e) => setForm({ ...form, field: e.target.value as CorrectableField, value: "" })}>
            {CORRECTABLE_FIELDS.map((f) => <option key={f} value={f}>{t(`admin.rules.field.${f}`)}</option>)}
          </Select>
          {CHOICES[form.field] ? (
            <Select label={t("admin.rules.value")} value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })}>
              <option value="">{t("admin.rules.choose")}</option>
              {CHOICES[form.field]!.map((v) => <option key={v} value={v}>{valueText(t, form.field, v)}</option>)}
            </Select>
          ) : (
            <Field label={t("admin.rules.value")} type="number" min={1} max={form.field === "slots" ? 200 : 20} value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })} />
          )}
          <TextArea className="field--wide" label={t("admin.rules.reason")} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} maxLength={500} placeholder={t("admin.rules.reasonExample")} />
        </div>
        {error && <p className="field__error" role="alert">{error}</p>}
        <button type="submit" className="btn btn--primary" disabled={busy || !batch}>{t("admin.rules.submit")}</button>
      </form>
      <Loaded load={list} retry={retryList}>
        {(items) => items.length === 0 ? <p className="muted">{t("admin.rules.none")}</p> : (
          <Table caption={t("admin.rules.corrections")} testId="corrections" head={<>
            <th scope="col">{t("admin.rules.batch")}</th><th scope="col">{t("admin.rules.fieldLabel")}</th><th scope="col">{t("admin.rules.published")}</th>
            <th scope="col">{t("admin.rules.value")}</th><th scope="col">{t("admin.rules.reason")}</th><th scope="col">{t("admin.rules.by")}</th><th scope="col">{t("admin.actions")}</th>
          </>}>
            {items.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.batch}</th><td>{t(`admin.rules.field.${c.field}`)}</td><td>{c.original == null ? "—" : valueText(t, c.field, c.original)}</td>
                <td>{valueText(t, c.field, c.value)}</td><td className="admin-table__wrap">{c.reason}</td><td>{c.by} · {formatTime(c.at, lang)}</td>
                <td><button type="button" className="btn btn--small" onClick={() => withdraw(c)}>{t("admin.rules.withdraw")}</button></td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </>
  );
}
