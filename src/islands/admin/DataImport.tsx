// /admin/import: admission data in the importer's formats (src/server/import/FORMATS.md) from the browser: choose a
// CSV file and where it came from, try it (a dry run: per table what would be inserted, updated, deleted, left as it
// is, and every bad row by its line), then import it with a progress bar. A file that fails a plausibility check (a
// 一分一段 table that stops above the lowest line, a units file that drops half a scope …) is imported only with the
// explicit, audit-logged confirmation. Every import is a version: the list below restores what one replaced. Admission
// data is shared by every school, so only the platform operator may write it: a school's administrator is told who
// can, and what the school can do itself.
import { useState, type SubmitEvent } from "react";
import { useStore } from "@nanostores/react";
import { $authority } from "@/lib/session/auth";
import { fetchImportVersions, followImport, restoreImportVersion, startImport, type ImportJob, type ImportVersion } from "@/lib/api/admin";
import { confirmAction, showSuccess } from "@/lib/ui/feedback";
import { useLoadable } from "@/islands/ui/useCall";
import { Field } from "@/islands/ui/Field";
import { useT, type Translate } from "@/islands/ui/useT";
import type { PortalKey } from "@/lib/i18n/portal";
import { AdminHeading, ImportProgress, provinceLabel, readAsBase64, refusalText, Table } from "./parts";
import { useAction } from "@/islands/ui/useAction";
import { PANEL } from "./panel";

interface DataReport {
  kind: string; rows: number; imported: number; rejected: boolean; dryRun: boolean; errorCount: number;
  errors: { line: number; message: string }[]; warnings: { line: number; message: string }[];
  changes: Record<string, { insert: number; update: number; delete: number; unchanged: number }>;
  scopes: string[]; source: { name: string; reused: boolean } | null; unmapped: { name: string; lines: number[] }[];
  problems?: { line: number; field: string; message: string }[]; overridden?: boolean; version?: number | null;
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
  const [override, setOverride] = useState(false);
  const [versionsKey, setVersionsKey] = useState(0);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const report = job?.status === "done" ? (job.report as unknown as DataReport) : null;
  const reset = () => { setJob(null); setTried(false); setError(null); setOverride(false); };
  const problems = report?.dryRun && !report.rejected ? (report.problems ?? []) : [];

  const go = (dryRun: boolean) => (e?: SubmitEvent) => {
    e?.preventDefault();
    if (!file) return setError(t("admin.import.chooseFile"));
    if (file.size > MAX_BYTES) return setError(t("admin.import.tooLarge", { mb: 8 }));
    void run(async () => {
      setError(null);
      try {
        const started = await startImport({ kind: "data", fileName: file.name, file: await readAsBase64(file), dryRun, skipBadRows, override: !dryRun && override, ...source });
        const done = await followImport(started.data, setJob);
        const r = done.report as unknown as DataReport | null;
        setTried(dryRun && done.status === "done" && !!r && !r.rejected);
        if (!dryRun && r && !r.rejected) { showSuccess(t("admin.import.data.done", { count: r.imported })); setVersionsKey((k) => k + 1); }
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
        {problems.length > 0 && (
          <div className="flex flex-col gap-2" data-testid="import-problems">
            <p className="admin-errors" role="alert">{t("admin.import.data.problems", { count: problems.length })}</p>
            <ol className="admin-errors">{problems.map((p) => <li key={`${p.line}-${p.field}-${p.message}`}>{t("admin.import.line", { line: p.line })}{p.field}: {p.message}</li>)}</ol>
            <label className="field flex-row items-center gap-2">
              <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} data-testid="import-override" /> {t("admin.import.data.override")}
            </label>
          </div>
        )}
        {error && <p className="field__error mb-2" role="alert">{error}</p>}
        <div className="admin-actions">
          <button type="submit" className="btn" disabled={busy || !file}>{t("admin.import.dryRun")}</button>
          <button type="button" className="btn btn--primary" disabled={busy || !tried || (problems.length > 0 && !override)} onClick={() => go(false)()}>{t("admin.import.run")}</button>
        </div>
      </form>
      {job && <ImportProgress job={job} />}
      {report && (
        <section aria-labelledby="data-report" className="flex flex-col gap-2" data-testid="import-report">
          <h2 id="data-report" className="text-lg font-semibold">{t(report.dryRun ? "admin.import.data.dryRunReport" : "admin.import.data.report")}</h2>
          <p className={report.rejected ? "admin-errors" : "admin-ok"} role={report.rejected ? "alert" : undefined}>
            {report.rejected ? t("admin.import.data.rejected", { rows: report.rows, count: report.errorCount })
              : t(report.dryRun ? "admin.import.data.wouldImport" : "admin.import.data.imported", { rows: report.rows, kind: kindText(t, report.kind), source: report.source?.name ?? "" })}
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
                <tr key={table}><th scope="row">{tableText(t, table)}</th><td className="num">{c.insert}</td><td className="num">{c.update}</td><td className="num">{c.delete}</td><td className="num">{c.unchanged}</td></tr>
              ))}
            </Table>
          )}
          {report.scopes.length > 0 && <p className="muted text-sm">{t("admin.import.data.scopes", { scopes: report.scopes.slice(0, 12).map((x) => scopeText(t, x)).join(t("common.listJoin")) })}</p>}
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
          {!report.dryRun && report.overridden && <p className="admin-errors" data-testid="import-overridden">{t("admin.import.data.overridden", { count: report.problems?.length ?? 0 })}</p>}
          {report.unmapped.length > 0 && <p className="muted text-sm">{t("admin.import.data.unmapped", { count: report.unmapped.length, names: report.unmapped.slice(0, 8).map((u) => u.name).join(t("common.listJoin")) })}</p>}
        </section>
      )}
      <Versions key={versionsKey} />
    </>
  );
}

/** Every data import is a version: what it covered, who ran it (overridden or not), and the one action that restores it. */
function Versions() {
  const { t } = useT();
  const [versions, reload] = useLoadable(["fetchImportVersions"], () => fetchImportVersions());
  const [busy, run] = useAction();
  const [error, setError] = useState<string | null>(null);
  const restore = (v: ImportVersion) => void run(async () => {
    if (!(await confirmAction(t("admin.import.versions.confirm", { id: v.id, file: v.fileName })))) return;
    setError(null);
    try {
      await restoreImportVersion(v.id);
      showSuccess(t("admin.import.versions.restored", { id: v.id }));
      reload();
    } catch (err) {
      setError(refusalText(err, t));
    }
  });
  const list = versions.state === "ready" ? versions.data.data : [];
  return (
    <section aria-labelledby="import-versions" className="flex flex-col gap-2" data-testid="import-versions">
      <h2 id="import-versions" className="text-lg font-semibold">{t("admin.import.versions.title")}</h2>
      <p className="muted text-sm">{t("admin.import.versions.intro")}</p>
      {error && <p className="field__error" role="alert">{error}</p>}
      {list.length === 0 ? <p className="muted">{t("admin.import.versions.none")}</p> : (
        <Table caption={t("admin.import.versions.title")} head={<>
          <th scope="col" className="num">{t("admin.import.versions.id")}</th>
          <th scope="col">{t("admin.import.versions.file")}</th>
          <th scope="col">{t("admin.import.versions.by")}</th>
          <th scope="col">{t("admin.import.versions.state")}</th>
          <th scope="col"><span className="sr-only">{t("admin.import.versions.restore")}</span></th>
        </>}>
          {list.map((v) => (
            <tr key={v.id} data-version={v.id}>
              <td className="num">{v.id}</td>
              <td><span lang="zh-CN">{v.fileName}</span> <span className="muted text-sm">{kindText(t, v.kind)} · {v.scopes.slice(0, 3).map((x) => scopeText(t, x)).join(t("common.listJoin"))}{v.scopes.length > 3 ? " …" : ""}</span></td>
              <td>{v.createdBy || "—"} <span className="muted text-sm">{v.createdAt.slice(0, 16).replace("T", " ")}</span>
                {v.overridden && <span className="admin-errors block text-sm">{t("admin.import.versions.overridden", { count: v.problems.length })}</span>}</td>
              <td>{v.restoredAt ? t("admin.import.versions.wasRestored", { by: v.restoredBy, at: v.restoredAt.slice(0, 16).replace("T", " ") })
                : v.restorable ? t("admin.import.versions.restorable", { rows: v.rows }) : v.covers.length ? t("admin.import.versions.superseded") : t("admin.import.versions.updatesOnly")}</td>
              <td>{v.restorable && <button type="button" className="btn" disabled={busy} onClick={() => restore(v)}>{t("admin.import.versions.restore")}</button>}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

/** An import's table in words ("一分一段表"), not its SQL name; an unknown one as written. */
function tableText(t: Translate, table: string): string {
  const text = t(`admin.import.table.${table}` as PortalKey);
  return text.startsWith("admin.") ? table : text;
}

function kindText(t: Translate, kind: string): string {
  const text = t(`admin.import.kind.${kind}` as PortalKey);
  return text.startsWith("admin.") ? kind : text;
}

/** A scope the importer names "44/2026/物理类" as "广东 2026 物理类". */
function scopeText(t: Translate, scope: string): string {
  const [province, ...rest] = scope.split("/");
  return /^\d{2}$/.test(province ?? "") ? [provinceLabel(t, province!), ...rest].join(" ") : scope;
}
