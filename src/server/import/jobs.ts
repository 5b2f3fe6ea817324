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
import { schoolProvince } from "../queries/school/settings";
import { importCsvText, type ImportReport } from "./importer";
import { logError } from "../lib/log";
import { LIMITS, readInWorker } from "./sheet-reader";
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
    // a row without a province, and no province chosen for the file: the school's own, as for a student created by hand
    const parsed = parseStudents(table.rows, { password: input.initialPassword, province: input.province || (await schoolProvince(database, actor)) });
    const job = await createJob(database, actor, { kind: "students", fileName: input.fileName, dryRun: input.dryRun, total: Math.max(0, table.rows.length - 1) });
    void run(database, job.id, async () => {
      const report: StudentImportReport = await importStudents(database, actor, parsed, { dryRun: input.dryRun, fileName: input.fileName, progress: progressRecorder(database, job.id) });
      return report as unknown as Record<string, unknown>;
    });
    return { ok: true, job };
  }
  // bytes, rows, columns and encoding checked in a worker (sheet-reader.ts); the text is then known to be UTF-8
  const checked = await readInWorker({ kind: "csv", bytes, limits: LIMITS.dataCsv, parse: true });
  if ("refused" in checked) return { ok: false, field: "file", msg: checked.refused };
  if (!("csv" in checked) || !checked.csv) return { ok: false, field: "file", msg: "读不出这个文件：请上传 UTF-8 编码的 CSV 文件" };
  const parsed = checked.csv;
  const text = new TextDecoder("utf-8").decode(bytes);
  const lines = Math.max(0, parsed.length - 1);
  const job = await createJob(database, actor, { kind: "data", fileName: input.fileName, dryRun: input.dryRun, total: lines });
  void run(database, job.id, async () => {
    const report: ImportReport = await importCsvText(database, text, {
      dryRun: input.dryRun, skipBadRows: input.skipBadRows, name: input.fileName, sourceName: input.sourceName || undefined, sourceUrl: input.sourceUrl || undefined,
      retrieved: input.retrieved || undefined, province: input.province, year: input.year, progress: progressRecorder(database, job.id),
      override: input.override, actor: actor.account,
    }, undefined, parsed);
    // every real import of platform data is in the log, a refused one too (a dry run writes nothing)
    if (!report.dryRun) {
      await recordAudit(database.db, actor, {
        action: report.overridden ? "data.import-override" : "data.import", targetType: "data", targetId: report.version ?? undefined, targetLabel: input.fileName,
        after: {
          file: input.fileName, kind: report.kind, rows: report.rows, imported: report.imported, rejected: report.rejected, scopes: report.scopes.slice(0, 50),
          source: report.source?.name ?? null, version: report.version,
          ...(report.overridden ? { overridden: true, problems: report.problems.slice(0, 20).map((p) => `line ${p.line} ${p.field}: ${p.message}`) } : {}),
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
    logError("[import] job failed", id, e);
    await finishJob(database, id, { error: "导入失败：服务器处理文件时出错，没有写入任何数据" }).catch(() => {});
  }
}
