// The 草表 of a plan (FillSubmit): exported as the province's .xlsx, or read back from one into a new, unsaved form.
// Both first save what autosave would, so the file and the plan agree; each is one action at a time (useAction).
import { useState } from "react";
import { exportPlan, importSheet, type ImportAnswer } from "@/lib/api/volunteer";
import { ApiError } from "@/lib/http/envelope";
import { IMPORT_MAX_BYTES, toBase64 } from "@/lib/rules/volunteer";
import { useAction } from "@/islands/ui/useAction";
import type { Translate } from "@/islands/ui/useT";

export interface FileNote {
  kind: "ok" | "problem";
  text: string;
  problems?: ImportAnswer["problems"];
}

export function useDraftFile(t: Translate, io: {
  /** saves now when autosave would */
  flush(): Promise<void>;
  /** the saved plan's id as it is after the flush */
  planId(): string | null;
  /** the imported form, and what the file said in words (for the note) */
  onImported(answer: ImportAnswer, fileName: string): { name: string };
}) {
  const [note, setNote] = useState<FileNote | null>(null);
  const [exporting, runExport] = useAction();
  const [importing, runImport] = useAction();
  const failure = (error: unknown, fallback: Parameters<Translate>[0]) => ({ kind: "problem" as const, text: error instanceof ApiError ? t("vol.server", { problem: error.message }) : t(fallback) });

  const exportFile = () => runExport(async () => {
    setNote(null);
    try {
      await io.flush();
      const id = io.planId();
      if (!id) return;
      const file = await exportPlan(id);
      saveDownload(file.blob, file.fileName);
      setNote({ kind: "ok", text: t("vol.file.exported", { name: file.fileName }) });
    } catch (error) {
      setNote(failure(error, "vol.file.exportFailed"));
    }
  });

  const importFile = (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      setNote({ kind: "problem", text: t("vol.file.tooBig", { kb: IMPORT_MAX_BYTES / 1000 }) });
      return Promise.resolve(undefined);
    }
    return runImport(async () => {
      setNote(null);
      try {
        await io.flush();
        const d = (await importSheet(toBase64(new Uint8Array(await file.arrayBuffer())))).data;
        const { name } = io.onImported(d, file.name);
        setNote({
          kind: d.problems.length ? "problem" : "ok",
          text: t(d.problems.length ? "vol.file.importedWithProblems" : "vol.file.imported", { file: file.name, count: d.entries.length, problems: d.problems.length, name }),
          problems: d.problems,
        });
      } catch (error) {
        setNote(failure(error, "vol.file.importFailed"));
      }
    });
  };

  return { note, busy: exporting ? ("export" as const) : importing ? ("import" as const) : null, exportFile, importFile };
}

/** Hands a file to the browser's download. */
function saveDownload(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What the last export or import said: done, or what went wrong, with the rows an import could not read. */
export function FileNoteView({ t, note }: { t: Translate; note: FileNote | null }) {
  if (!note) return null;
  return (
    <div className={`m-0 rounded-md border px-3 py-2 text-sm ${note.kind === "problem" ? "border-amber-700 bg-amber-50 text-amber-900" : "border-green-700 bg-green-50 text-green-900"}`}
      role={note.kind === "problem" ? "alert" : "status"} data-file-note={note.kind}>
      <p className="m-0">{note.text}</p>
      {note.problems && note.problems.length > 0 && (
        <ul className="m-0 mt-1 list-disc pl-5" data-import-problems>
          {note.problems.map((p, i) => <li key={i}>{t("vol.file.problemRow", { row: p.row, message: p.message })}</li>)}
        </ul>
      )}
    </div>
  );
}
