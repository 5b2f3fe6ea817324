// The `npm run db:import` command line, as a function (the CLI entry point calls it; tests call it with their database).
// Exit codes: 0 imported (or dry run done), 1 a file was rejected or failed, 2 usage error.
import type { Database } from "../db/client";
import { formatReport, importCsvFile, KINDS, type ImportOptions, type Kind } from "./importer";
import { progressBar, type ProgressStream } from "./progress";

export const USAGE = `usage: npm run db:import -- [options] <file.csv> [more.csv ...]
  --kind=<${KINDS.join("|")}>   force the layout (default: detected from the header)
  --dry-run                 report what would change (per table: insert, update, delete, unchanged) and write nothing
  --skip-bad-rows           import the good rows of a file with bad rows (default: a bad row rejects the file)
  --source-name=<text>      the source's name (default: the file name)
  --source-url=<url>        where the file was published
  --retrieved=<YYYY-MM-DD>  when it was retrieved
  --province=<code|name>    for files without a province column (default: a province named in the file name)
  --year=<YYYY>             for files without a year column
  --subject-type=<科类>      for files without a subject type column (default: the province's only one that year)
  --batch=<批次>             for files without a batch column (default: the province's regular 本科 batch that year)
formats: src/server/import/FORMATS.md`;

export interface CliIo { out(line: string): void; err: ProgressStream }

const VALUE_OPTIONS = ["kind", "source-name", "source-url", "retrieved", "province", "year", "subject-type", "batch"];
const FLAG_OPTIONS = ["dry-run", "skip-bad-rows"];

/** Parses the arguments; a string is a usage error. */
export function parseArgs(args: string[]): { files: string[]; opts: ImportOptions } | string {
  const files: string[] = [];
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith("--")) { files.push(a); continue; }
    const eq = a.indexOf("=");
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (FLAG_OPTIONS.includes(name) && eq < 0) { flags.add(name); continue; }
    if (!VALUE_OPTIONS.includes(name)) return `unknown option ${a}`;
    const value = eq >= 0 ? a.slice(eq + 1) : args[++i];
    if (value == null || value === "") return `option --${name} needs a value`;
    values[name] = value;
  }
  if (files.length === 0) return "no file given";
  if (values.kind && !KINDS.includes(values.kind as Kind)) return `unknown kind ${values.kind} (one of ${KINDS.join(", ")})`;
  if (values.retrieved && !/^\d{4}-\d{2}-\d{2}$/.test(values.retrieved)) return `--retrieved must be YYYY-MM-DD, not ${values.retrieved}`;
  if (values.year && !/^\d{4}$/.test(values.year)) return `--year must be a year, not ${values.year}`;
  return {
    files,
    opts: {
      kind: values.kind as Kind | undefined, dryRun: flags.has("dry-run"), skipBadRows: flags.has("skip-bad-rows"),
      sourceName: values["source-name"], sourceUrl: values["source-url"], retrieved: values.retrieved,
      province: values.province, year: values.year ? Number(values.year) : undefined, subjectType: values["subject-type"], batch: values.batch,
    },
  };
}

export async function runImportCli(args: string[], openDatabase: () => Promise<Database>, io: CliIo, showProgress = true): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    io.err.write(`${parsed}\n${USAGE}\n`);
    return 2;
  }
  const database = await openDatabase();
  let failed = false;
  try {
    for (const f of parsed.files) {
      try {
        const started = Date.now();
        const r = await importCsvFile(database, f, { ...parsed.opts, progress: showProgress ? progressBar(io.err, f) : undefined });
        io.out(`${formatReport(r)}\n  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        failed ||= r.rejected;
      } catch (e) {
        io.err.write(`${f}: ${(e as Error).message}\n`);
        failed = true;
      }
    }
  } finally {
    await database.close();
  }
  return failed ? 1 : 0;
}
