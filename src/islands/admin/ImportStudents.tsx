// Students from a spreadsheet: choose an .xlsx or CSV file, try it (a dry run: what would be created, every problem by
// its line), then import it for real with a progress bar. A file changed after its dry run must be tried again.
import { useState, type SubmitEvent } from "react";
import { followImport, startImport, type GradeView, type ImportJob } from "@/lib/api/admin";
import type { StudentImportReport } from "@/contracts/admin";
import { showSuccess } from "@/lib/ui/feedback";
import { Dialog } from "@/islands/ui/Dialog";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { ImportProgress, ProvinceOptions, useSchoolProvince, readAsBase64, refusalText, Select } from "./parts";
import { useAction } from "@/islands/ui/useAction";

/** the largest file the import call takes */
const MAX_BYTES = 8 * 1024 * 1024;

export function ImportStudents({ grades, onClose, onImported }: { grades: GradeView[]; onClose(): void; onImported(): void }) {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const schoolProvince = useSchoolProvince();
  const [picked, setProvince] = useState<string | null>(null);
  const province = picked ?? schoolProvince;
  const [job, setJob] = useState<ImportJob | null>(null);
  const [triedClean, setTriedClean] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const report = job?.status === "done" ? (job.report as unknown as StudentImportReport) : null;

  const go = (dryRun: boolean) => (e?: SubmitEvent) => {
    e?.preventDefault();
    if (!file) return setError(t("admin.import.chooseFile"));
    if (file.size > MAX_BYTES) return setError(t("admin.import.tooLarge", { mb: 8 }));
    if (password && (password.length < 6 || password.length > 20)) return setError(t("admin.passwordHint"));
    void run(async () => {
      setError(null);
      try {
        const started = await startImport({ kind: "students", fileName: file.name, file: await readAsBase64(file), dryRun, initialPassword: password || undefined, province });
        const done = await followImport(started.data, setJob);
        const r = done.report as unknown as StudentImportReport | null;
        setTriedClean(dryRun && done.status === "done" && !!r && !r.rejected);
        if (!dryRun && r && !r.rejected) {
          showSuccess(t("admin.import.students.done", { count: r.created }));
          onImported();
        }
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };

  return (
    <Dialog open title={t("admin.import.students.title")} onClose={onClose} width="44rem" name="import-students">
      <form onSubmit={go(true)} noValidate>
        <p className="muted mb-3 text-sm">{t("admin.import.students.intro")}</p>
        <p className="mb-3 text-sm">{t("admin.import.students.columns")}</p>
        {grades.length > 0 && <p className="muted mb-3 text-sm">{t("admin.import.students.grades", { grades: grades.map((g) => g.gradeName).join(t("common.listJoin")) })}</p>}
        <div className="admin-form">
          <div className="field field--wide">
            <label className="field__label" htmlFor="import-students-file">{t("admin.import.file")}</label>
            <input id="import-students-file" type="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => { setFile(e.target.files?.[0] ?? null); setJob(null); setTriedClean(false); setError(null); }} />
          </div>
          <Field label={t("admin.import.initialPassword")} type="password" value={password} onChange={(e) => { setPassword(e.target.value); setTriedClean(false); }}
            autoComplete="new-password" maxLength={20} hint={t("admin.import.initialPasswordHint")} />
          <Select label={t("admin.import.defaultProvince")} value={province} onChange={(e) => { setProvince(e.target.value); setTriedClean(false); }}>
            <ProvinceOptions t={t} />
          </Select>
        </div>
        {error && <p className="field__error mb-2" role="alert">{error}</p>}
        {job && <ImportProgress job={job} />}
        {report && (
          <section aria-label={t("admin.import.report")} className="mt-3 flex flex-col gap-2" data-testid="import-report">
            {report.rejected ? (
              <>
                <p role="alert"><strong>{t("admin.import.rejected", { count: report.errors.length })}</strong></p>
                <ol className="admin-errors" data-testid="import-errors">
                  {report.errors.map((e) => <li key={`${e.line}-${e.message}`}>{t("admin.import.line", { line: e.line })}{e.message}</li>)}
                </ol>
              </>
            ) : (
              <p className="admin-ok" data-testid="import-ok">
                {t(report.dryRun ? "admin.import.students.wouldCreate" : "admin.import.students.created", { count: report.created, rows: report.rows })}
                {report.newClasses.length > 0 && <> {t("admin.import.students.newClasses", { classes: report.newClasses.join(t("common.listJoin")) })}</>}
              </p>
            )}
          </section>
        )}
        <div className="dialog__footer px-0">
          <button type="button" className="btn" onClick={onClose}>{t("common.close")}</button>
          <button type="submit" className="btn" disabled={busy || !file}>{t("admin.import.dryRun")}</button>
          <button type="button" className="btn btn--primary" disabled={busy || !triedClean} onClick={() => go(false)()}>{t("admin.import.run")}</button>
        </div>
      </form>
    </Dialog>
  );
}
