// The form's plan card (模拟填报): its name and final mark, where saving stands (saved, pending, a conflict), a backup of
// the student's rows after taking the other version, and the actions: save, 草表 export / print / import, a new plan,
// the parent's permission to edit.
import type { ChangeEvent } from "react";
import { permitParent, type Plan } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import type { PortalKey } from "@/lib/i18n/portal";
import { autosaveAction, printHref } from "@/lib/rules/volunteer";
import { useAction } from "@/islands/ui/useAction";
import type { Translate } from "@/islands/ui/useT";
import { CARD, dateTimeText, whoText } from "../parts";
import type { Draft } from "./draft";
import { FileNoteView, type useDraftFile } from "./useDraftFile";
import type { usePlanSaving } from "./usePlanSaving";

export function PlanCard({ t, lang, parent, draft, change, blocked, saver, file, announce }: {
  t: Translate;
  lang: "zh" | "en";
  parent: boolean;
  draft: Draft;
  change(fn: (d: Draft) => Draft): void;
  /** a finding blocks saving */
  blocked: boolean;
  saver: ReturnType<typeof usePlanSaving>;
  file: ReturnType<typeof useDraftFile>;
  announce(words: string): void;
}) {
  const { planId, base, meta, setMeta, editable, dirty, saveProblem, setSaveProblem, lastSaved, conflict, backup, nameProblem, action, saving } = saver;
  const busy = file.busy;
  const savedVersion = base;
  const savedAt = lastSaved?.version === base ? lastSaved.at : meta?.version === base ? meta.updatedAt : null;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (chosen) void file.importFile(chosen);
  };

  const [permitting, runPermit] = useAction();
  const permit = (allow: boolean) => runPermit(async () => {
    if (!planId) return;
    // shown at once, put back if the server says no
    setMeta((m) => (m ? { ...m, parentCanEdit: allow } : m));
    try {
      await permitParent(planId, allow);
      announce(t(allow ? "vol.permit.on" : "vol.permit.off"));
    } catch (error) {
      setMeta((m) => (m ? { ...m, parentCanEdit: !allow } : m));
      setSaveProblem(error instanceof ApiError ? t("vol.server", { problem: error.message }) : t("vol.save.network"));
    }
  });

  return (
    <section aria-labelledby="vol-plan" className={`${CARD} flex flex-col gap-3`} data-part="plan">
      <h2 id="vol-plan" className="sr-only">{t("vol.plan.title")}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="field mb-0 w-72 max-w-full">
          <label htmlFor="vol-name" className="field__label">{t("vol.plan.name")}</label>
          <input id="vol-name" className="field__input" value={draft.name} maxLength={40} readOnly={!editable} data-plan-name
            aria-invalid={nameProblem ? true : undefined} aria-describedby={nameProblem ? "vol-name-error" : undefined}
            onChange={(e) => change((d) => ({ ...d, name: e.target.value }))} />
        </div>
        {editable && (
          <label className="flex items-center gap-2 pb-2 text-sm">
            <input type="checkbox" className="size-4" checked={draft.status === "final"} onChange={(e) => change((d) => ({ ...d, status: e.target.checked ? "final" : "draft" }))} />
            {t("vol.plan.final")}
          </label>
        )}
      </div>
      {nameProblem && <p id="vol-name-error" className="field__error m-0" role="alert">{t(`vol.plan.name.${nameProblem}` as PortalKey)}</p>}
      <SaveStatus t={t} lang={lang} action={action} saving={saving} planId={planId} version={savedVersion} savedAt={savedAt} savedBy={meta?.updatedBy ?? null}
        problem={saveProblem} conflict={conflict} onConflict={() => saver.setConflictOpen(true)} editable={editable} />
      {backup && (
        <p className="m-0 flex flex-wrap items-center gap-2 rounded-md border border-[var(--color-line)] bg-[var(--color-paper)] px-3 py-2 text-sm" data-backup>
          <span>{t("vol.conflict.backup", { count: backup.rows.length })}</span>
          <button type="button" className="btn" onClick={saver.restoreBackup} data-restore-mine>{t("vol.conflict.restore")}</button>
          <button type="button" className="btn" onClick={() => saver.setBackup(null)}>{t("vol.conflict.discard")}</button>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2" data-actions>
        {editable && (planId == null ? (
          <button type="button" className="btn btn--primary" disabled={saving || nameProblem != null || blocked || draft.batch === ""} onClick={() => void saver.save()} data-save>{t("vol.plan.saveNew")}</button>
        ) : (
          <button type="button" className="btn" disabled={saving || !dirty || conflict != null} onClick={() => void saver.save()} data-save>{t("vol.plan.saveNow")}</button>
        ))}
        <button type="button" className="btn" disabled={!planId || busy != null} onClick={() => void file.exportFile()} data-export>{t(busy === "export" ? "vol.file.exporting" : "vol.file.export")}</button>
        {planId ? <a className="btn" href={printHref(planId)} target="_blank" rel="noopener" data-print>{t("vol.file.print")}</a>
          : <button type="button" className="btn" disabled>{t("vol.file.print")}</button>}
        {!parent && (
          <label className="btn focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-[var(--primary-strong)]" data-import>
            <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="sr-only" disabled={busy != null} onChange={onFile} />
            {t(busy === "import" ? "vol.file.importing" : "vol.file.import")}
          </label>
        )}
        {!parent && planId && <a className="btn" href="/career/fill-submit" data-new>{t("vol.plans.new")}</a>}
        <a className="btn" href="/volunteer/index">{t("vol.edit.toPlans")}</a>
      </div>
      {!parent && planId && meta && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={meta.parentCanEdit} disabled={permitting} onChange={(e) => void permit(e.target.checked)} data-permit />
          {t("vol.permit.label")}
        </label>
      )}
      <FileNoteView t={t} note={file.note} />
    </section>
  );
}

function SaveStatus({ t, lang, action, saving, planId, version, savedAt, savedBy, problem, conflict, onConflict, editable }: {
  t: Translate; lang: "zh" | "en"; action: ReturnType<typeof autosaveAction>; saving: boolean; planId: string | null; version: number | null; savedAt: string | null;
  savedBy: { role: string; name: string } | null; problem: string | null; conflict: Plan | null; onConflict(): void; editable: boolean;
}) {
  if (conflict) {
    return (
      <p className="m-0 flex flex-wrap items-center gap-2 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900" role="alert" data-save-state="conflict">
        <span>{t("vol.save.conflict", { version: conflict.version, who: whoText(t, conflict.updatedBy) })}</span>
        <button type="button" className="btn" onClick={onConflict}>{t("vol.save.resolve")}</button>
      </p>
    );
  }
  if (problem) return <p className="field__error m-0" role="alert" data-save-state="problem">{t("vol.save.problem", { problem })}</p>;
  const saved = planId && version != null
    ? t("vol.save.saved", { version, time: savedAt ? dateTimeText(savedAt, lang) : "", who: savedBy ? whoText(t, savedBy) : "" })
    : "";
  const text = saving ? t("vol.save.saving")
    : action === "manual" || (editable && !planId) ? t("vol.save.new")
    : action === "blocked" ? t("vol.save.blocked")
    : action === "save" || action === "wait" ? t("vol.save.pending")
    : !editable ? saved || t("vol.save.readOnly")
    : saved || t("vol.save.notYet");
  const state = saving ? "saving" : action === "idle" ? (planId ? "saved" : "new") : action;
  return (
    <p className={`m-0 flex items-center gap-1.5 text-sm ${state === "saved" ? "text-green-900" : ""}`} role="status" data-save-state={state} data-version={version ?? undefined}>
      {state === "saved" && <span aria-hidden="true" className="font-bold">✓</span>}
      {state === "saving" && <span aria-hidden="true">…</span>}
      <span>{text}</span>
    </p>
  );
}
