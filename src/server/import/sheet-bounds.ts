// Bounds on the spreadsheets and CSV files the server reads (issue 23: a 22 KB .xlsx holding one 20 MB cell stopped the
// server for a minute). Everything here runs before the file is parsed: the zip's own directory says how much it
// unpacks to, each entry is inflated no further than that, and the sheet's XML is scanned for its rows, cells and
// longest text before the spreadsheet library sees it. No imports but node's: sheet-worker.ts runs this file as is.
import { crc32, inflateRawSync } from "node:zlib";

/**
 * Bytes no imported cell may hold: control characters (NUL …; a tab is kept) and U+FFFD, which is what a byte that
 * was not UTF-8 became. The database refuses NUL outright, so such a cell is named by its line before anything is
 * written.
 */
export const BAD_BYTES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;

/** The problem of a row whose cells hold bad bytes, naming the first such column (1-based), or null. */
export function badBytesIn(cells: readonly string[]): string | null {
  const column = cells.findIndex((cell) => BAD_BYTES.test(cell));
  return column < 0 ? null : `第 ${column + 1} 列含有控制字符（如 NUL）或无法识别的字节`;
}

/** Excel's own limit on the text of one cell. */
export const CELL_CHARS = 32_767;

export interface SheetLimits {
  /** all entries of the zip together, unpacked */
  unpackedBytes: number;
  entries: number;
  rows: number;
  /** columns of a row (A..), and cells in all */
  columns: number;
  cells: number;
}

export interface CsvLimits { bytes: number; rows: number; fieldsPerRow: number }

/** A refusal: which limit, in words a user can act on. */
export class LimitError extends Error {}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

interface ZipEntry { name: string; method: number; packed: number; size: number; offset: number }

/** The entries of a zip as its central directory lists them; throws LimitError past the entry and size limits. */
export function zipDirectory(bytes: Uint8Array, limits: SheetLimits): ZipEntry[] {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // the end record is in the last 22 + 65,535 bytes (its comment is at most that long)
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) if (b.readUInt32LE(i) === 0x06054b50) { end = i; break; }
  if (end < 0) throw new LimitError("读不出这个 .xlsx 文件：不是完整的 zip 文件");
  const count = b.readUInt16LE(end + 10);
  if (count > limits.entries) throw new LimitError(`.xlsx 文件含有 ${count} 个部件，超过上限 ${limits.entries} 个`);
  const entries: ZipEntry[] = [];
  let p = b.readUInt32LE(end + 16);
  let total = 0;
  for (let k = 0; k < count; k++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) throw new LimitError("读不出这个 .xlsx 文件：zip 目录已损坏");
    const method = b.readUInt16LE(p + 10), packed = b.readUInt32LE(p + 20), size = b.readUInt32LE(p + 24);
    const nameLength = b.readUInt16LE(p + 28), extra = b.readUInt16LE(p + 30), comment = b.readUInt16LE(p + 32);
    // 0xffffffff: the true sizes are in a zip64 record; no workbook this server reads needs one
    if (packed === 0xffffffff || size === 0xffffffff) throw new LimitError(`.xlsx 文件解压后超过上限 ${mb(limits.unpackedBytes)}`);
    entries.push({ name: b.toString("utf8", p + 46, p + 46 + nameLength), method, packed, size, offset: b.readUInt32LE(p + 42) });
    total += size;
    if (total > limits.unpackedBytes) throw new LimitError(`.xlsx 文件解压后超过上限 ${mb(limits.unpackedBytes)}（按文件目录所列大小）`);
    p += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Each entry's bytes, inflated no further than the size the directory gives it (a directory that lies is refused). */
export function unzipBounded(bytes: Uint8Array, limits: SheetLimits): Map<string, Buffer> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map<string, Buffer>();
  for (const e of zipDirectory(bytes, limits)) {
    if (e.offset + 30 > b.length || b.readUInt32LE(e.offset) !== 0x04034b50) throw new LimitError("读不出这个 .xlsx 文件：zip 目录已损坏");
    const start = e.offset + 30 + b.readUInt16LE(e.offset + 26) + b.readUInt16LE(e.offset + 28);
    const data = b.subarray(start, start + e.packed);
    let out: Buffer;
    if (e.method === 0) out = data;
    else if (e.method === 8) {
      try {
        out = e.size === 0 ? Buffer.alloc(0) : inflateRawSync(data, { maxOutputLength: e.size });
      } catch {
        throw new LimitError(`.xlsx 文件的部件 ${e.name.slice(0, 60)} 解压后比目录所列的 ${e.size} 字节大，或已损坏`);
      }
    } else throw new LimitError(`读不出这个 .xlsx 文件：不支持的压缩方式 ${e.method}`);
    if (out.length !== e.size) throw new LimitError(`.xlsx 文件的部件 ${e.name.slice(0, 60)} 与目录所列大小不符`);
    files.set(e.name, out);
  }
  return files;
}

const COLUMN = /^[A-Z]{1,3}/;
const columnNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/**
 * Scans one XML part of the workbook (a sheet or the shared strings) without building it: the longest text between two
 * tags (a cell's text, counted with each entity as one character), and in a sheet the rows, the cells and the cell
 * references. Throws LimitError naming the limit passed.
 */
export function scanXml(xml: string, limits: SheetLimits, sheet: boolean): void {
  let rows = 0, cells = 0, i = 0;
  const n = xml.length;
  while (i < n) {
    const open = xml.indexOf("<", i);
    const stop = open < 0 ? n : open;
    if (stop - i > CELL_CHARS) {
      const text = xml.slice(i, stop).replace(/&#?\w{1,10};/g, "&");
      if (text.length > CELL_CHARS) throw new LimitError(`表格中有单元格超过 ${CELL_CHARS} 个字符（Excel 单元格的上限）`);
    }
    if (open < 0) break;
    const close = xml.indexOf(">", open);
    if (close < 0) break;
    // an attribute holds no cell's text: a tag this long is only there to slow the parser
    if (close - open > CELL_CHARS) throw new LimitError(`表格中有单元格超过 ${CELL_CHARS} 个字符（Excel 单元格的上限）`);
    if (sheet) {
      const tag = xml.slice(open + 1, Math.min(close, open + 400));
      const name = /^(?:\w+:)?(row|c)\b/.exec(tag)?.[1];
      if (name) {
        const ref = / r="([^"]{1,20})"/.exec(tag)?.[1];
        if (name === "row") {
          if (++rows > limits.rows || (ref && Number(ref) > limits.rows)) throw new LimitError(`表格超过 ${limits.rows} 行`);
        } else {
          if (++cells > limits.cells) throw new LimitError(`表格超过 ${limits.cells} 个单元格`);
          const letters = ref ? COLUMN.exec(ref)?.[0] : undefined;
          if (letters && columnNumber(letters) > limits.columns) throw new LimitError(`表格超过 ${limits.columns} 列`);
          if (ref && Number(ref.slice(letters?.length ?? 0)) > limits.rows) throw new LimitError(`表格超过 ${limits.rows} 行`);
        }
      }
    }
    i = close + 1;
  }
}

/** Every bound of a workbook, checked on its bytes; answers a clean copy (stored, not deflated) for the parser to read. */
export function checkWorkbook(bytes: Uint8Array, limits: SheetLimits): Buffer {
  const files = unzipBounded(bytes, limits);
  for (const [name, data] of files) {
    if (!/\.xml$/i.test(name)) continue;
    scanXml(data.toString("utf8"), limits, /^xl\/worksheets\//i.test(name));
  }
  return storedZip(files);
}

/** A zip of the given files, stored as they are: the parser then reads exactly the bytes that were checked. */
export function storedZip(files: Map<string, Buffer>): Buffer {
  const parts: Buffer[] = [], dir: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, "utf8");
    const head = Buffer.alloc(30), entry = Buffer.alloc(46);
    const crc = crc32(data);
    head.writeUInt32LE(0x04034b50, 0); head.writeUInt16LE(20, 4); head.writeUInt16LE(0x0800, 6);
    head.writeUInt32LE(crc, 14); head.writeUInt32LE(data.length, 18); head.writeUInt32LE(data.length, 22); head.writeUInt16LE(nameBytes.length, 26);
    entry.writeUInt32LE(0x02014b50, 0); entry.writeUInt16LE(20, 4); entry.writeUInt16LE(20, 6); entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt32LE(crc, 16); entry.writeUInt32LE(data.length, 20); entry.writeUInt32LE(data.length, 24); entry.writeUInt16LE(nameBytes.length, 28); entry.writeUInt32LE(offset, 42);
    parts.push(head, nameBytes, data);
    dir.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(dir);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(files.size, 8); end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** The line (1-based) of the first byte that is not UTF-8, or null when the bytes are all UTF-8. */
export function firstBadUtf8Line(bytes: Uint8Array): number | null {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return null;
  } catch {
    // decode line by line: the first line that fails is the one to name
    let line = 1, start = 0;
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try { decoder.decode(bytes.subarray(start, i)); } catch { return line; }
      line++;
      start = i + 1;
    }
    return line;
  }
}

/** A CSV's text once its bytes, rows and fields are within bounds (a rough count: a quoted line break counts as a row). */
export function checkCsv(bytes: Uint8Array, limits: CsvLimits): string {
  if (bytes.length > limits.bytes) throw new LimitError(`CSV 文件超过上限 ${mb(limits.bytes)}`);
  const bad = firstBadUtf8Line(bytes);
  if (bad != null) throw new LimitError(`第 ${bad} 行含有不是 UTF-8 的字节：文件不是 UTF-8 编码（GBK 等编码的文件请先另存为 UTF-8）`);
  const text = new TextDecoder("utf-8").decode(bytes);
  let rows = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) if (++rows > limits.rows) throw new LimitError(`CSV 文件超过 ${limits.rows} 行`);
  // columns, and no field past a cell's limit (a field counts from the last comma or line break; quotes aside)
  let commas = 0, line = 1, since = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) { commas = 0; line++; since = i; } else if (ch === 44) {
      since = i;
      if (++commas >= limits.fieldsPerRow) throw new LimitError(`第 ${line} 行超过 ${limits.fieldsPerRow} 列`);
    } else if (i - since > CELL_CHARS) throw new LimitError(`第 ${line} 行有字段超过 ${CELL_CHARS} 个字符`);
  }
  return text;
}

/** What sheet-worker.ts is asked to do: read a workbook's first sheet, or check (and parse) a CSV. */
export type SheetJob =
  | { kind: "xlsx"; bytes: Uint8Array; limits: SheetLimits }
  | { kind: "csv"; bytes: Uint8Array; limits: CsvLimits; parse: boolean };

/** Its answer: the rows, or a refusal naming the limit, or a file the parser could not read. */
export type SheetAnswer =
  | { rows: unknown[][] }
  | { csv: { line: number; fields: string[] }[] | null }
  | { refused: string }
  | { unreadable: true };
