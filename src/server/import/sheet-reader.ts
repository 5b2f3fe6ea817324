// Reads an uploaded spreadsheet or CSV in a worker thread (sheet-worker.ts) with a time and memory limit, so that a
// hostile file costs its sender a refusal and nobody else a wait. At most WORKERS files are read at once (the server
// has few cores); the others wait their turn. Each caller passes the limits that fit what it imports.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { LimitError, zipDirectory, type CsvLimits, type SheetAnswer, type SheetJob, type SheetLimits } from "./sheet-bounds";
import { IMPORT_FILE_MAX_BYTES } from "../../contracts/admin";
import { logError } from "../lib/log";

/** How long one file may take to check and parse, and how many are read at once. */
export const SHEET_SECONDS = Number(process.env.SHEET_PARSE_SECONDS ?? 20);
const WORKERS = Number(process.env.SHEET_WORKERS ?? 2);
/** the worker's heap: a file within the limits below needs far less */
const HEAP_MB = 384;

/** a school's students: twice what one import takes (MAX_STUDENT_ROWS, 5,000), so a longer list is told its length */
const STUDENT_ROWS = 10_001;

/** Limits by what is imported: a 草表 is a few hundred rows, a school's students at most STUDENT_ROWS. */
export const LIMITS = {
  draft: { unpackedBytes: 4 * 1024 * 1024, entries: 100, rows: 2_000, columns: 50, cells: 50_000 },
  students: { unpackedBytes: 32 * 1024 * 1024, entries: 100, rows: STUDENT_ROWS, columns: 50, cells: 300_000 },
  studentsCsv: { bytes: IMPORT_FILE_MAX_BYTES, rows: STUDENT_ROWS, fieldsPerRow: 200 },
  dataCsv: { bytes: IMPORT_FILE_MAX_BYTES, rows: 400_000, fieldsPerRow: 200 },
} satisfies Record<string, SheetLimits | CsvLimits>;

// bundled, the worker sits beside the server's bundle (scripts/build-server.mjs); from source, node strips its types
const bundled = new URL("./sheet-worker.mjs", import.meta.url);
const workerFile = existsSync(fileURLToPath(bundled)) ? bundled : new URL("./sheet-worker.ts", import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Runs one job in a fresh worker; past `seconds` the worker is ended and the file refused, naming the limit. */
export async function readInWorker(job: SheetJob, seconds = SHEET_SECONDS): Promise<SheetAnswer> {
  // what the zip's directory and the byte count tell is checked here at once: such a file never takes a worker's turn
  try {
    if (job.kind === "xlsx") zipDirectory(job.bytes, job.limits);
    else if (job.bytes.length > job.limits.bytes) return { refused: `CSV 文件超过上限 ${Math.round(job.limits.bytes / 1024 / 1024)} MB` };
  } catch (e) {
    if (e instanceof LimitError) return { refused: e.message };
    throw e;
  }
  return turn(() => new Promise<SheetAnswer>((resolve) => {
    const worker = new Worker(workerFile, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB }, stdout: true, stderr: true });
    // what the parser might print (it may quote the file) stays out of the server's log
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (answer: SheetAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ refused: `读取文件超过 ${seconds} 秒的时间上限，已停止：请减少行数或拆成几个文件` }), seconds * 1000);
    const rows: { line: number; fields: string[] }[] = [];
    worker.on("message", (answer: SheetAnswer | { chunk: typeof rows }) => {
      if ("chunk" in answer) for (const row of answer.chunk) rows.push(row);
      else settle("csv" in answer && answer.csv ? { csv: rows } : answer);
    });
    worker.once("error", (e: Error & { code?: string }) => {
      if (e.code === "ERR_WORKER_OUT_OF_MEMORY") return settle({ refused: `读取文件超过 ${HEAP_MB} MB 的内存上限，已停止：请减少行数或拆成几个文件` });
      logError("[import] sheet worker failed", e);
      settle({ unreadable: true });
    });
    worker.once("exit", () => settle({ unreadable: true }));
  }));
}
