// The 草表 (draft form) a student copies into the province's filling system: one row per volunteer in the columns the
// province's form has for its mode — 院校专业组 (college code, group code, the chosen majors, 服从调剂), 专业(类)+院校
// (major code and name, college), or the traditional college form (college, majors, 服从专业调剂). Our own export
// adds the scope in a line above the table and the unit's key in the last column, so a file we wrote reads back exactly.
// Pure: rows of cell values in, rows of cell values out; the server turns them into .xlsx bytes.

import { findProvince, type VolunteerMode } from "../provinces";
import type { FormEntry } from "./lint";

export type Cell = string | number | null;

export interface SheetUnit {
  unitKey: string;
  collegeEnrollCode: string;
  collegeName: string;
  unitCode: string;
  name: string;
  majors: readonly { name: string; code: string }[];
}

export interface SheetScope { provinceCode: string; provinceName: string; year: number; batch: string; subjectType: string; planName: string }

const KEY_COLUMN = "单位标识";
const SCOPE_LABEL = "方案信息";
const YES = "是";
const NO = "否";

/** The table's column headings for a mode (the province's majors per slot decides how many major columns). */
export function sheetHeader(mode: VolunteerMode, majorsPerSlot: number): string[] {
  const majors = Array.from({ length: majorsPerSlot }, (_, i) => `专业${i + 1}`);
  if (mode === "group") return ["志愿序号", "院校代号", "院校名称", "专业组代码", ...majors, "是否服从调剂", KEY_COLUMN];
  if (mode === "major") return ["志愿序号", "院校代号", "院校名称", "专业代号", "专业名称", KEY_COLUMN];
  return ["志愿序号", "院校代号", "院校名称", ...majors, "是否服从专业调剂", KEY_COLUMN];
}

/** A chosen major as the form prints it: its code when known, then its name. */
const majorCell = (unit: SheetUnit, name: string) => {
  const code = unit.majors.find((m) => m.name === name)?.code;
  return code ? `${code} ${name}` : name;
};

/** The whole sheet: a title, the scope line, the header and one row per entry. */
export function draftSheetRows(mode: VolunteerMode, majorsPerSlot: number, scope: SheetScope, entries: readonly FormEntry[], units: ReadonlyMap<string, SheetUnit>): Cell[][] {
  const header = sheetHeader(mode, majorsPerSlot);
  const rows: Cell[][] = [
    [`${scope.provinceName}${scope.year}年${scope.batch}志愿草表（${scope.planName}）`],
    // the province by the name a family reads (an older file with the code reads back too)
    [SCOPE_LABEL, `省份=${scope.provinceName}`, `年份=${scope.year}`, `批次=${scope.batch}`, `科类=${scope.subjectType}`, `方案=${scope.planName}`],
    header,
  ];
  entries.forEach((entry, i) => {
    const unit = units.get(entry.unitKey);
    const college = [unit?.collegeEnrollCode ?? "", unit?.collegeName ?? ""];
    if (mode === "major") {
      rows.push([i + 1, ...college, unit?.unitCode ?? "", unit?.name ?? "", entry.unitKey]);
      return;
    }
    const majors = Array.from({ length: majorsPerSlot }, (_, k) => (entry.majors[k] && unit ? majorCell(unit, entry.majors[k]!) : entry.majors[k] ?? ""));
    const adjust = entry.adjust ? YES : NO;
    rows.push(mode === "group" ? [i + 1, ...college, unit?.unitCode ?? "", ...majors, adjust, entry.unitKey] : [i + 1, ...college, ...majors, adjust, entry.unitKey]);
  });
  rows.push([], ["说明：本表由启航生成，仅供填报参考；正式志愿以省级招生考试机构的填报系统为准。"]);
  return rows;
}

export interface ReadSheet {
  scope: Partial<Pick<SheetScope, "provinceCode" | "year" | "batch" | "subjectType" | "planName">>;
  entries: (FormEntry & { row: number })[];
  problems: { row: number; message: string }[];
}

const text = (cell: unknown) => (cell == null ? "" : String(cell).trim());

/**
 * Reads a sheet written by draftSheetRows (or typed in its layout): the scope line, then one entry per row under the
 * header. Without the unit key column, `resolveKey` finds a unit from its college code and group (or major) code.
 * Rows are numbered as the spreadsheet shows them (1-based).
 */
export function readDraftSheet(rows: readonly (readonly unknown[])[], resolveKey?: (collegeEnrollCode: string, unitCode: string) => string | null): ReadSheet {
  const out: ReadSheet = { scope: {}, entries: [], problems: [] };
  const scopeRow = rows.find((r) => text(r[0]) === SCOPE_LABEL);
  for (const cell of scopeRow?.slice(1) ?? []) {
    const [k, v] = text(cell).split("=");
    if (v == null) continue;
    if (k === "省份") out.scope.provinceCode = findProvince(v)?.code ?? v;
    else if (k === "年份" && /^\d{4}$/.test(v)) out.scope.year = Number(v);
    else if (k === "批次") out.scope.batch = v;
    else if (k === "科类") out.scope.subjectType = v;
    else if (k === "方案") out.scope.planName = v;
  }
  const headerAt = rows.findIndex((r) => text(r[0]) === "志愿序号");
  if (headerAt < 0) {
    out.problems.push({ row: 1, message: "没有找到表头（第一列为“志愿序号”的一行）" });
    return out;
  }
  const header = rows[headerAt]!.map(text);
  const col = (name: string) => header.indexOf(name);
  const majorCols = header.flatMap((h, i) => (/^专业\d+$/.test(h) ? [i] : []));
  const adjustCol = header.findIndex((h) => h.startsWith("是否服从"));
  for (let i = headerAt + 1; i < rows.length; i++) {
    const row = rows[i]!;
    const rowNumber = i + 1;
    if (!/^\d+$/.test(text(row[0]))) continue; // blank lines and the note below the table
    let unitKey = col(KEY_COLUMN) >= 0 ? text(row[col(KEY_COLUMN)]) : "";
    if (!unitKey && resolveKey) {
      const unitCode = text(row[col("专业组代码") >= 0 ? col("专业组代码") : col("专业代号")]);
      unitKey = resolveKey(text(row[col("院校代号")]), unitCode) ?? "";
    }
    if (!unitKey) {
      out.problems.push({ row: rowNumber, message: "找不到这一行的招生单位（缺少单位标识，院校代号和专业组代码也对不上）" });
      continue;
    }
    // a major cell is "code name" or just the name
    const majors = majorCols.map((c) => text(row[c])).filter(Boolean).map((m) => m.replace(/^[0-9A-Z]{4,8}\s+/, ""));
    const adjustText = adjustCol >= 0 ? text(row[adjustCol]) : YES;
    if (adjustCol >= 0 && adjustText !== YES && adjustText !== NO) out.problems.push({ row: rowNumber, message: `“${header[adjustCol]}”应为“是”或“否”，读作“是”` });
    out.entries.push({ row: rowNumber, unitKey, majors, adjust: adjustText !== NO });
  }
  return out;
}
