// Imports started in the browser: the school's students (.xlsx or CSV) or admission data in the importer's formats
// (FORMATS.md). The file is checked and the job recorded at once; the import itself runs on in this process, writing its
// progress and, at the end, its report (a dry run reports what would change and writes nothing).
import type { Database } from "../db/client";
import type { Actor } from "../lib/owner";
import type { z } from "zod";
import type { ImportJob, importStartRequest, StudentImportReport } from "../../contracts/admin";
import { createJob, finishJob, progressRecorder } from "../queries/school/import-jobs";
import { importStudents } from "../queries/school/student-import";
import { recordAudit } from "../queries/school/audit";
import { importCsvText, type ImportReport } from "./importer";
import { parseStudents, readTable } from "./students";

type Started = { ok: true; job: ImportJob } | { ok: false; field: string; msg: string };
type Input = z.infer<typeof importStartRequest>;

/** Checks the file and starts the job; the returned job is running (or already done when there was nothing to do). */
export async function startImport(database: Database, actor: Actor, input: Input): Promise<Started> {
  const bytes = Buffer.from(input.file, "base64");
  if (bytes.length === 0) return { ok: false, field: "file", msg: "文件是空的" };
  if (input.kind === "students") {
    const table = await readTable(bytes);
    if ("error" in table) return { ok: false, field: "file", msg: table.error };
    const parsed = parseStudents(table.rows, { password: input.initialPassword, province: input.province });
    const job = await createJob(database, actor, { kind: "students", fileName: input.fileName, dryRun: input.dryRun, total: Math.max(0, table.rows.length - 1) });
    void run(database, job.id, async () => {
      const report: StudentImportReport = await importStudents(database, actor, parsed, { dryRun: input.dryRun, fileName: input.fileName, progress: progressRecorder(database, job.id) });
      return report as unknown as Record<string, unknown>;
    });
    return { ok: true, job };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, field: "file", msg: "文件不是 UTF-8 编码（GBK 等编码的文件请先另存为 UTF-8）" };
  }
  const lines = text.split("\n").length - 1;
  const job = await createJob(database, actor, { kind: "data", fileName: input.fileName, dryRun: input.dryRun, total: lines });
  void run(database, job.id, async () => {
    const report: ImportReport = await importCsvText(database, text, {
      dryRun: input.dryRun, skipBadRows: input.skipBadRows, name: input.fileName, sourceName: input.sourceName || undefined, sourceUrl: input.sourceUrl || undefined,
      retrieved: input.retrieved || undefined, province: input.province, year: input.year, progress: progressRecorder(database, job.id),
      override: input.override, actor: actor.account,
    });
    if (!report.dryRun && !report.rejected) {
      await recordAudit(database.db, actor, {
        action: report.overridden ? "data.import-override" : "data.import", targetType: "data", targetId: report.version ?? undefined, targetLabel: input.fileName,
        after: {
          file: input.fileName, kind: report.kind, rows: report.rows, imported: report.imported, scopes: report.scopes.slice(0, 50), source: report.source?.name ?? null,
          version: report.version, ...(report.overridden ? { overridden: true, problems: report.problems.slice(0, 20).map((p) => `line ${p.line} ${p.field}: ${p.message}`) } : {}),
        },
      });
    }
    return { ...report, errors: report.errors.slice(0, 1000), warnings: report.warnings.slice(0, 1000) } as unknown as Record<string, unknown>;
  });
  return { ok: true, job };
}

async function run(database: Database, id: string, work: () => Promise<Record<string, unknown>>): Promise<void> {
  try {
    await finishJob(database, id, { report: await work() });
  } catch (e) {
    console.error("[import] job failed", id, (e as Error).message);
    await finishJob(database, id, { error: "导入失败：服务器处理文件时出错，没有写入任何数据" }).catch(() => {});
  }
}
