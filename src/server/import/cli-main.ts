// The `npm run db:import` command line, as a function (the CLI entry point calls it; tests call it with their database).
// Exit codes: 0 imported (or dry run done), 1 a file was rejected or failed, 2 usage error.
import { userInfo } from "node:os";
import type { Database } from "../db/client";
import { cpuMs, formatReport, importCsvFile, KINDS, type ImportOptions, type Kind } from "./importer";
import { progressBar, type ProgressStream } from "./progress";
import { listVersions, restoreVersion, type VersionView } from "./versions";

/** who runs the command, recorded with the versions it writes or restores */
function cliUser(): string {
  try { return userInfo().username; } catch { return process.env.USER ?? "unknown"; }
}

export function formatVersion(v: VersionView): string {
  const state = v.restoredAt ? `restored ${v.restoredAt.slice(0, 16)} by ${v.restoredBy}` : v.restorable ? "restorable" : v.covers.length ? "superseded by a later version" : "not restorable (updates only)";
  return `#${v.id} ${v.createdAt.slice(0, 16)} ${v.kind} ${v.fileName} by ${v.createdBy || "?"}${v.overridden ? ` OVERRIDDEN (${v.problems.length} problems)` : ""} — ${v.scopes.slice(0, 6).join(", ")}${v.scopes.length > 6 ? " …" : ""}; keeps ${v.rows} replaced rows; ${state}`;
}

export const USAGE = `usage: npm run db:import -- [options] <file.csv> [more.csv ...]
       npm run db:import -- --versions             list the import versions (newest first) and which can be restored
       npm run db:import -- --restore <version>    put back what that import replaced, and rebuild what derives from it
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
  --override                import a file that fails a plausibility check (recorded with the version, and who ran it)
formats: src/server/import/FORMATS.md`;

export interface CliIo { out(line: string): void; err: ProgressStream }

const VALUE_OPTIONS = ["restore", "kind", "source-name", "source-url", "retrieved", "province", "year", "subject-type", "batch"];
const FLAG_OPTIONS = ["dry-run", "skip-bad-rows", "override", "versions"];

/** Parses the arguments; a string is a usage error. */
export function parseArgs(args: string[]): { files: string[]; opts: ImportOptions; restore?: number; versions?: boolean } | string {
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
  if (values.restore != null || flags.has("versions")) {
    if (files.length || Object.keys(values).length > 1 || flags.size > (flags.has("versions") ? 1 : 0)) return "--restore and --versions take no file and no other option";
    if (flags.has("versions")) return values.restore == null ? { files, opts: {}, versions: true } : "--restore and --versions take no file and no other option";
    if (!/^\d{1,9}$/.test(values.restore!)) return `--restore needs a version number, not ${values.restore}`;
    return { files, opts: {}, restore: Number(values.restore) };
  }
  if (files.length === 0) return "no file given";
  if (values.kind && !KINDS.includes(values.kind as Kind)) return `unknown kind ${values.kind} (one of ${KINDS.join(", ")})`;
  if (values.retrieved && !/^\d{4}-\d{2}-\d{2}$/.test(values.retrieved)) return `--retrieved must be YYYY-MM-DD, not ${values.retrieved}`;
  if (values.year && !/^\d{4}$/.test(values.year)) return `--year must be a year, not ${values.year}`;
  return {
    files,
    opts: {
      kind: values.kind as Kind | undefined, dryRun: flags.has("dry-run"), skipBadRows: flags.has("skip-bad-rows"), override: flags.has("override"),
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
  const actor = `cli:${cliUser()}`;
  try {
    if (parsed.versions) {
      for (const v of await listVersions(database)) io.out(formatVersion(v));
      return 0;
    }
    if (parsed.restore != null) {
      const started = Date.now();
      const r = await restoreVersion(database, parsed.restore, actor);
      if (!r.ok) { io.err.write(`${r.msg}\n`); return 1; }
      io.out(`restored version ${r.id}: ${Object.entries(r.restored).map(([t, n]) => `${t} ${n} rows`).join(", ")}; derived tables and probability models rebuilt (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      return 0;
    }
    for (const f of parsed.files) {
      try {
        const [started, cpu] = [Date.now(), cpuMs()];
        const r = await importCsvFile(database, f, { ...parsed.opts, actor, progress: showProgress ? progressBar(io.err, f) : undefined });
        io.out(`${formatReport(r)}\n  (${((Date.now() - started) / 1000).toFixed(1)} s, CPU ${((cpuMs() - cpu) / 1000).toFixed(1)} s)`);
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
