// What every layout shares: the report, the file's columns by canonical name, and where a row's province, year,
// subject type and batch come from when the file has no column for them (an option, the file name, or the domain's
// rule that a province examines one subject type / has one regular 本科 batch that year).
import { batchesOf, publishedBatch, refusedBatch, subjectTypesOf, type Province } from "../../domain/provinces";
import type { PlausibilityProblem, TableRowAt } from "../../domain/import-plausibility";
import type { TaxonomyNeed } from "../queries/taxonomy";
import type { Changes, Exec } from "./apply";
import type { CollegeIndex } from "./college-names";
import * as F from "./fields";

export type Kind = "moe" | "majors" | "score-ranks" | "batch-lines" | "unit-lines" | "unit-plans" | "college-scores" | "major-scores" | "plans" | "subject-requirements" | "tours";
export const KINDS: readonly Kind[] = ["moe", "majors", "score-ranks", "batch-lines", "unit-lines", "unit-plans", "college-scores", "major-scores", "plans", "subject-requirements", "tours"];

export interface Issue { line: number; message: string }

export interface ImportReport {
  file: string;
  kind: Kind;
  /** data rows in the file (header excluded) */
  rows: number;
  /** records accepted and written (0 when rejected or on a dry run) */
  imported: number;
  errors: Issue[];
  /** all errors, when more than the first 10,000 were kept */
  errorCount: number;
  warnings: Issue[];
  /** true when nothing was written because of errors */
  rejected: boolean;
  dryRun: boolean;
  /** per table: rows inserted, updated, deleted and left unchanged (what would change, on a dry run) */
  changes: Changes;
  /** the data_sources row (id null on a dry run that would create it) */
  source: { id: number | null; name: string; reused: boolean } | null;
  /** college names the file prints that could not be mapped to a college code, with their lines */
  unmapped: { name: string; lines: number[] }[];
  /** colleges the database knew when names were mapped to codes (few: the MOE list was not imported yet) */
  collegesKnown: number;
  /** the (province, year, subject type[, batch]) scopes the import replaced */
  scopes: string[];
  /** derived college-/major-level tables refreshed for these scopes */
  refreshed: number;
  /** the probability models refitted after the import: "province/subject type", or a province for all of its own */
  refitted: string[];
  /** what the plausibility rules found (src/domain/import-plausibility): refused unless overridden */
  problems: PlausibilityProblem[];
  /** true when the problems were overridden by the operator's explicit confirmation */
  overridden: boolean;
  /** the import's version (null on a dry run or when nothing was written) */
  version: number | null;
  /** of the import's time: deriving the tables from the units, refitting the probability models (ms) */
  timings?: { deriveMs: number; deriveCpuMs: number; refitMs: number; refitCpuMs: number };
}

export interface ImportOptions {
  kind?: Kind;
  skipBadRows?: boolean;
  dryRun?: boolean;
  /** the file name to report and record (defaults to the path's base name) */
  name?: string;
  sourceName?: string;
  sourceUrl?: string;
  /** YYYY-MM-DD */
  retrieved?: string;
  /** for files without a province / year / subject type / batch column */
  province?: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  /** import a file that fails a plausibility rule (the operator's explicit confirmation; recorded with the version) */
  override?: boolean;
  /** who imports (recorded with the version): an account, or `cli:<user>` */
  actor?: string;
  /** progress of long files: phase, rows done, rows in all */
  progress?: (phase: "read" | "write", done: number, total: number) => void;
}

export interface Scope { provinceCode: string; year: number; subjectType: string }

export interface Prepared {
  /** records accepted */
  records: number;
  taxonomy: TaxonomyNeed[];
  scopes: string[];
  /**
   * refresh: the scopes whose units changed (derived tables and probability models); refit: scopes whose other model
   * inputs changed (a 一分一段 table is the pool a unit's rank moves with), a subject type omitted for the whole province
   */
  write(exec: Exec, sourceId: number, changes: Changes): Promise<{ refresh?: Scope[]; refit?: { provinceCode: string; subjectType?: string }[] }>;
  /** 一分一段 tables as completed, for the plausibility rules */
  rankTables?: { scope: string; provinceCode: string; year: number; subjectType: string; rows: TableRowAt[] }[];
  /**
   * the tables and scopes the file replaces, whose row counts before and after the import are compared (no file may
   * leave fewer than half the rows of a scope it replaces: units, plans, 一分一段, 批次线, college- and major-level rows)
   */
  counted?: Counted[];
}

export interface Counted { table: string; columns: string[]; scopes: { scope: string; line: number; values: (string | number)[] }[] }

/** The counted scopes of rows keyed by `columns`, each with the first line of the file that falls in it. */
export function countedOf(table: string, columns: string[], rows: readonly { line: number; values: (string | number)[] }[]): Counted {
  const scopes = new Map<string, { scope: string; line: number; values: (string | number)[] }>();
  for (const r of rows) {
    const scope = r.values.join("/");
    const held = scopes.get(scope);
    if (!held || r.line < held.line) scopes.set(scope, { scope, line: r.line, values: r.values });
  }
  return { table, columns, scopes: [...scopes.values()] };
}

export interface Row { line: number; fields: string[] }

export class Context {
  readonly col = new Map<string, number>();
  /** header cells that are none of our columns */
  readonly unknown: { name: string; index: number }[] = [];
  province?: Province;
  constructor(readonly kind: Kind, readonly file: string, readonly header: string[], readonly report: ImportReport, readonly opts: ImportOptions,
    readonly colleges: CollegeIndex | null) {
    header.forEach((h, i) => {
      const c = F.canonicalColumn(h);
      if (c && !this.col.has(c)) this.col.set(c, i);
      else if (!c && h.trim() && !/^(序号|编号|no|id|#)$/i.test(h.trim())) this.unknown.push({ name: h.trim(), index: i });
    });
  }
  has(name: string) { return this.col.has(name); }
  cell(fields: string[], name: string): string | undefined {
    const i = this.col.get(name);
    return i == null ? undefined : fields[i];
  }
  error(line: number, message: string) {
    this.report.errorCount++;
    if (this.report.errors.length < 10_000) this.report.errors.push({ line, message });
  }
  warn(line: number, message: string) {
    if (this.report.warnings.length < 10_000) this.report.warnings.push({ line, message });
  }

  /**
   * Checks, once per file, that a row's province, year, subject type and batch can be found. Returns a problem for
   * line 1 or null. `needs` lists what the layout stores.
   */
  checkContext(needs: ("province" | "year" | "subject_type" | "batch")[]): string | null {
    if (needs.includes("province") && !this.has("province")) {
      const given = this.opts.province ? F.findProvinceOrNull(this.opts.province) : null;
      if (this.opts.province && !given) return `--province 未知省份: "${this.opts.province}"`;
      this.province = given ?? F.provinceFromFileName(this.file) ?? undefined;
      if (!this.province) return `文件没有 province（省份）列，文件名也没有指明一个省份：请用 --province 指定`;
    }
    if (needs.includes("year") && !this.has("year") && this.opts.year == null) return "文件没有 year（年份）列：请用 --year 指定";
    return null;
  }
  provinceOf(fields: string[]): Province {
    return this.province ?? F.province(this.cell(fields, "province"));
  }
  yearOf(fields: string[]): number {
    return this.has("year") ? F.year(this.cell(fields, "year")) : this.opts.year!;
  }
  subjectTypeOf(fields: string[], p: Province, year: number): string {
    if (this.has("subject_type")) return F.subjectType(this.cell(fields, "subject_type"));
    if (this.opts.subjectType) return F.subjectType(this.opts.subjectType);
    const types = subjectTypesOf(p, year);
    if (types.length === 1) return types[0]!;
    throw new F.RowError(`文件没有 subject_type（科类）列，${p.name}${year}年有 ${types.join("、")}：请用 --subject-type 指定`);
  }
  batchOf(fields: string[], p: Province, year: number): string {
    if (this.has("batch") || this.opts.batch) {
      const printed = this.has("batch") ? F.batch(this.cell(fields, "batch")) : F.batch(this.opts.batch);
      const refused = refusedBatch(p, year, printed);
      if (refused) throw new F.RowRefused(`batch（批次）${p.name}${year}年“${printed}”${refused}`);
      const name = publishedBatch(p, year, printed);
      if (!name) throw new F.RowError(`batch（批次）“${printed}”对应不到${p.name}${year}年的批次（${batchesOf(p, year).map((b) => b.name).join("、")}）`);
      return name;
    }
    const regular = batchesOf(p, year).filter((b) => b.kind === "regular" && b.level === "本科");
    if (regular.length === 1) return regular[0]!.name;
    throw new F.RowError(`文件没有 batch（批次）列，${p.name}${year}年的本科批次不止一个（${regular.map((b) => b.name).join("、")}）：请用 --batch 指定`);
  }
}

/** the rows of a file with a progress report every 20,000 rows */
export function* withProgress(rows: Row[], opts: ImportOptions): Generator<Row> {
  const total = rows.length;
  for (let i = 0; i < total; i++) {
    if (opts.progress && i % 20_000 === 0) opts.progress("read", i, total);
    yield rows[i]!;
  }
  opts.progress?.("read", total, total);
}

/** fields of a row matched to the header (extra empty cells at the end are tolerated); null when the count is wrong */
export function fitRow(ctx: Context, row: Row): string[] | null {
  const n = ctx.header.length;
  if (row.fields.length === n) return row.fields;
  if (row.fields.length > n && row.fields.slice(n).every((f) => f.trim() === "")) return row.fields.slice(0, n);
  ctx.error(row.line, `列数为 ${row.fields.length}，应为 ${n}`);
  return null;
}
