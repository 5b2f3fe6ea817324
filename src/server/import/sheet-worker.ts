// A worker thread's whole work (sheet-reader.ts starts one per file): check the file's bounds, then parse it, away from
// the event loop that answers everyone else; the main thread ends the worker if it takes too long. Node runs this file
// as written (its types stripped) or bundled (dist/server/sheet-worker.mjs), hence the .ts in its imports.
import { parentPort, workerData } from "node:worker_threads";
import { readSheet } from "read-excel-file/node";
import { parseCsv } from "./csv.ts";
import { checkCsv, checkWorkbook, LimitError, type SheetAnswer, type SheetJob } from "./sheet-bounds.ts";

const CHUNK_ROWS = 5_000;

async function work(job: SheetJob): Promise<SheetAnswer> {
  try {
    if (job.kind === "csv") {
      const text = checkCsv(job.bytes, job.limits);
      if (!job.parse) return { csv: null };
      // in slices: the main thread takes each in a moment, so its other callers are answered between them
      const rows = parseCsv(text);
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) parentPort!.postMessage({ chunk: rows.slice(i, i + CHUNK_ROWS) });
      return { csv: [] };
    }
    const clean = checkWorkbook(job.bytes, job.limits);
    try {
      return { rows: (await readSheet(clean)) as unknown[][] };
    } catch {
      return { unreadable: true };
    }
  } catch (e) {
    if (e instanceof LimitError) return { refused: e.message };
    throw e;
  }
}

parentPort!.postMessage(await work(workerData as SheetJob));
