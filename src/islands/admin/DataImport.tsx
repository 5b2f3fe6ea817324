// /admin/import: admission data in the importer's formats (src/server/import/FORMATS.md) from the browser: choose a
// CSV file and where it came from, try it (a dry run: per table what would be inserted, updated, deleted, left as it
// is, and every bad row by its line), then import it with a progress bar. Admission data is shared by every school, so
// only the platform operator may write it: a school's administrator is told who can, and what the school can do itself.
import { useState, type FormEvent } from "react";
import { useStore } from "@nanostores/react";
import { $authority } from "@/lib/session/auth";
import { followImport, startImport, type ImportJob } from "@/lib/api/admin";
import { showSuccess } from "@/lib/ui/feedback";
import { Field } from "@/islands/ui/Field";
import { useT } from "@/islands/ui/useT";
import { AdminHeading, ImportProgress, readAsBase64, refusalText, Table } from "./parts";
import { useAction } from "@/islands/ui/useAction";
import { PANEL } from "./panel";

interface DataReport {
  kind: string; rows: number; imported: number; rejected: boolean; dryRun: boolean; errorCount: number;
  errors: { line: number; message: string }[]; warnings: { line: number; message: string }[];
  changes: Record<string, { insert: number; update: number; delete: number; unchanged: number }>;
  scopes: string[]; source: { name: string; reused: boolean } | null; unmapped: { name: string; lines: number[] }[];
}
const MAX_BYTES = 8 * 1024 * 1024;

export default function DataImport() {
  const authority = useStore($authority);
  return authority === "operator" ? <OperatorImport /> : <WhoImports />;
}

/** A school's administrator: who imports the shared admission data, and what the school does itself. */
function WhoImports() {
  const { t } = useT();
  return (
    <>
      <AdminHeading title={t("route.admin.import")} />
      <section className={PANEL} aria-labelledby="who-imports" data-testid="who-imports">
        <h2 id="who-imports" className="text-lg font-semibold">{t("admin.import.data.whoTitle")}</h2>
        <p>{t("admin.import.data.who")}</p>
        <p>{t("admin.import.data.schoolCan")}</p>
        <p className="muted">{t("admin.import.data.contact")}</p>
      </section>
    </>
  );
}

function OperatorImport() {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState({ sourceName: "", sourceUrl: "", retrieved: "" });
  const [skipBadRows, setSkip] = useState(false);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const report = job?.status === "done" ? (job.report as unknown as DataReport) : null;
  const reset = () => { setJob(null); setTried(false); setError(null); };

  const go = (dryRun: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    if (!file) return setError(t("admin.import.chooseFile"));
    if (file.size > MAX_BYTES) return setError(t("admin.import.tooLarge", { mb: 8 }));
    void run(async () => {
      setError(null);
      try {
        const started = await startImport({ kind: "data", fileName: file.name, file: await readAsBase64(file), dryRun, skipBadRows, ...source });
        const done = await followImport(started.data, setJob);
        const r = done.report as unknown as DataReport | null;
        setTried(dryRun && done.status === "done" && !!r && !r.rejected);
        if (!dryRun && r && !r.rejected) showSuccess(t("admin.import.data.done", { count: r.imported }));
      } catch (err) {
        setError(refusalText(err, t));
      }
    });
  };

  return (
    <>
      <AdminHeading title={t("route.admin.import")} intro={t("admin.import.data.intro")} />
      <form className={PANEL} onSubmit={go(true)} noValidate>
        <div className="admin-form">
          <div className="field field--wide">
            <label className="field__label" htmlFor="data-file">{t("admin.import.file")}</label>
            <input id="data-file" type="file" accept=".csv,text/csv" aria-describedby="data-file-hint" onChange={(e) => { setFile(e.target.files?.[0] ?? null); reset(); }} />
            <p id="data-file-hint" className="field__hint">{t("admin.import.data.formats")}</p>
          </div>
          <Field label={t("admin.import.sourceName")} value={source.sourceName} onChange={(e) => { setSource({ ...source, sourceName: e.target.value }); setTried(false); }} maxLength={200} />
          <Field label={t("admin.import.sourceUrl")} type="url" value={source.sourceUrl} onChange={(e) => { setSource({ ...source, sourceUrl: e.target.value }); setTried(false); }} maxLength={500} />
          <Field label={t("admin.import.retrieved")} type="date" value={source.retrieved} onChange={(e) => { setSource({ ...source, retrieved: e.target.value }); setTried(false); }} />
          <label className="field flex-row items-center gap-2">
            <input type="checkbox" checked={skipBadRows} onChange={(e) => { setSkip(e.target.checked); setTried(false); }} /> {t("admin.import.skipBadRows")}
          </label>
        </div>
        {error && <p className="field__error mb-2" role="alert">{error}</p>}
        <div className="admin-actions">
          <button type="submit" className="btn" disabled={busy || !file}>{t("admin.import.dryRun")}</button>
          <button type="button" className="btn btn--primary" disabled={busy || !tried} onClick={() => go(false)()}>{t("admin.import.run")}</button>
        </div>
      </form>
      {job && <ImportProgress job={job} />}
      {report && (
        <section aria-labelledby="data-report" className="flex flex-col gap-2" data-testid="import-report">
          <h2 id="data-report" className="text-lg font-semibold">{t(report.dryRun ? "admin.import.data.dryRunReport" : "admin.import.data.report")}</h2>
          <p className={report.rejected ? "admin-errors" : "admin-ok"} role={report.rejected ? "alert" : undefined}>
            {report.rejected ? t("admin.import.data.rejected", { rows: report.rows, count: report.errorCount })
              : t(report.dryRun ? "admin.import.data.wouldImport" : "admin.import.data.imported", { rows: report.rows, kind: report.kind, source: report.source?.name ?? "" })}
          </p>
          {!report.rejected && Object.keys(report.changes).length > 0 && (
            <Table caption={t(report.dryRun ? "admin.import.data.wouldChange" : "admin.import.data.changed")} head={<>
              <th scope="col">{t("admin.import.data.table")}</th>
              <th scope="col" className="num">{t("admin.import.data.insert")}</th>
              <th scope="col" className="num">{t("admin.import.data.update")}</th>
              <th scope="col" className="num">{t("admin.import.data.delete")}</th>
              <th scope="col" className="num">{t("admin.import.data.unchanged")}</th>
            </>}>
              {Object.entries(report.changes).map(([table, c]) => (
                <tr key={table}><th scope="row">{table}</th><td className="num">{c.insert}</td><td className="num">{c.update}</td><td className="num">{c.delete}</td><td className="num">{c.unchanged}</td></tr>
              ))}
            </Table>
          )}
          {report.scopes.length > 0 && <p className="muted text-sm">{t("admin.import.data.scopes", { scopes: report.scopes.slice(0, 12).join(t("common.listJoin")) })}</p>}
          {report.errors.length > 0 && (
            <ol className="admin-errors" data-testid="import-errors">
              {report.errors.map((e) => <li key={`${e.line}-${e.message}`}>{t("admin.import.line", { line: e.line })}{e.message}</li>)}
            </ol>
          )}
          {report.warnings.length > 0 && (
            <details><summary>{t("admin.import.data.warnings", { count: report.warnings.length })}</summary>
              <ol className="text-sm">{report.warnings.map((w) => <li key={`${w.line}-${w.message}`}>{t("admin.import.line", { line: w.line })}{w.message}</li>)}</ol>
            </details>
          )}
          {report.unmapped.length > 0 && <p className="muted text-sm">{t("admin.import.data.unmapped", { count: report.unmapped.length, names: report.unmapped.slice(0, 8).map((u) => u.name).join(t("common.listJoin")) })}</p>}
        </section>
      )}
    </>
  );
}
