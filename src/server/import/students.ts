// A school's students from a spreadsheet (.xlsx) or CSV: one row a student, columns named in Chinese or English (姓名,
// 账号, 密码, 性别, 年级, 班级, 手机, 选科, 省份). Every row is checked first and every problem named by its line; a file with
// any bad row creates nothing. The grade must exist; a class the file names that the grade does not have yet is created.
import { ACCOUNT_CHARACTERS, HIDDEN_CHARACTERS } from "../../contracts/fields";
import { SUBJECTS } from "../../contracts/admin";
import { findProvince } from "../../domain/provinces";
import { badBytesIn } from "./sheet-bounds";
import { LIMITS, readInWorker } from "./sheet-reader";

const ACCOUNT_NAME = new RegExp(`^[${ACCOUNT_CHARACTERS}]{2,50}$`, "u");

export const STUDENT_COLUMNS = {
  name: ["姓名", "学生姓名", "name"],
  account: ["账号", "学号", "account", "username"],
  password: ["密码", "初始密码", "password"],
  sex: ["性别", "sex", "gender"],
  grade: ["年级", "grade"],
  class: ["班级", "班", "class"],
  phone: ["手机", "手机号", "手机号码", "phone", "mobile"],
  subjects: ["选科", "选考科目", "subjects"],
  province: ["省份", "高考省份", "地区代码", "province", "region"],
} as const;
type Column = keyof typeof STUDENT_COLUMNS;

export interface StudentRow {
  line: number;
  name: string;
  account: string;
  password: string;
  sex: number;
  grade: string;
  className: string;
  phone: string;
  subjects: string;
  province: string;
}

export interface ParsedStudents { rows: StudentRow[]; errors: { line: number; message: string }[] }

export const MAX_STUDENT_ROWS = 5000;

/**
 * The file's rows as text cells with their line numbers: .xlsx by its bytes (a zip), else UTF-8 CSV. Read in a worker
 * within LIMITS (sheet-reader.ts); a file past them is refused with the limit it passed.
 */
export async function readTable(bytes: Uint8Array): Promise<{ rows: { line: number; cells: string[] }[] } | { error: string }> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const read = await readInWorker({ kind: "xlsx", bytes, limits: LIMITS.students });
    if ("refused" in read) return { error: read.refused };
    if (!("rows" in read)) return { error: "读不出这个 .xlsx 文件（请用 Excel 或 WPS 另存为 .xlsx 后再试）" };
    return { rows: read.rows.map((cells, i) => ({ line: i + 1, cells: (cells as unknown[]).map(cellText) })).filter((r) => r.cells.some((c) => c !== "")) };
  }
  const read = await readInWorker({ kind: "csv", bytes, limits: LIMITS.studentsCsv, parse: true });
  if ("refused" in read) return { error: read.refused.includes("UTF-8") ? `${read.refused}；也不是 .xlsx 文件` : read.refused };
  if (!("csv" in read) || !read.csv) return { error: "读不出这个文件：请上传 UTF-8 编码的 CSV 或 .xlsx 文件" };
  return { rows: read.csv.map((r) => ({ line: r.line, cells: r.fields.map((f) => f.trim()) })) };
}

function cellText(v: unknown): string {
  if (v == null) return "";
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

const SEXES: Record<string, number> = { 男: 1, 女: 2, m: 1, f: 2, male: 1, female: 2, "1": 1, "2": 2, "": 0 };

/** "3班" is class "3" (as the portal stores class numbers); other names are kept as written. */
export function normaliseClass(value: string): string {
  const m = /^(\d+)\s*班$/.exec(value.trim());
  return m ? m[1]! : value.trim();
}

/** Reads and checks the rows (the school's grades and existing accounts are checked by the writer). */
export function parseStudents(table: { line: number; cells: string[] }[], defaults: { password?: string; province?: string }): ParsedStudents {
  const errors: ParsedStudents["errors"] = [];
  const [head, ...body] = table;
  if (!head) return { rows: [], errors: [{ line: 1, message: "文件是空的" }] };
  const index = new Map<Column, number>();
  head.cells.forEach((cell, i) => {
    const name = cell.replace(/[\s*＊]/g, "").toLowerCase();
    for (const [column, names] of Object.entries(STUDENT_COLUMNS) as [Column, readonly string[]][]) if (names.includes(name) && !index.has(column)) index.set(column, i);
  });
  const missing = (["name", "account", "grade", "class"] as Column[]).filter((c) => !index.has(c));
  if (missing.length) {
    return { rows: [], errors: [{ line: head.line, message: `表头缺少：${missing.map((c) => STUDENT_COLUMNS[c][0]).join("、")}（需要 姓名、账号、年级、班级 列；可选 密码、性别、手机、选科、省份）` }] };
  }
  if (body.length > MAX_STUDENT_ROWS) return { rows: [], errors: [{ line: head.line, message: `一次最多导入 ${MAX_STUDENT_ROWS} 名学生，这个文件有 ${body.length} 行` }] };
  const seen = new Map<string, number>();
  const rows: StudentRow[] = [];
  for (const r of body) {
    const get = (c: Column) => (index.has(c) ? (r.cells[index.get(c)!] ?? "").trim() : "");
    const problems: string[] = [];
    const bad = badBytesIn(r.cells);
    if (bad) problems.push(bad);
    const name = get("name"), account = get("account"), password = get("password") || defaults.password || "";
    if (!name) problems.push("姓名为空");
    else if (name.length > 50 || HIDDEN_CHARACTERS.test(name) || /[<>]/.test(name)) problems.push(`姓名“${name.slice(0, 20)}”过长或含有非法字符`);
    if (!account) problems.push("账号为空");
    else if (!ACCOUNT_NAME.test(account)) problems.push(`账号“${account.slice(0, 20)}”只能是 2 到 50 个字母、数字或 _ . @ -`);
    else if (seen.has(account)) problems.push(`账号“${account}”与第 ${seen.get(account)} 行重复`);
    else seen.set(account, r.line);
    if (!password) problems.push("没有密码（填写密码列，或在导入时给出初始密码）");
    else if (password.length < 6 || password.length > 20) problems.push("密码长度应为 6 到 20 个字符");
    const sexText = get("sex").toLowerCase();
    const sex = SEXES[sexText];
    if (sex === undefined) problems.push(`性别“${get("sex")}”应为 男 或 女`);
    const grade = get("grade"), className = normaliseClass(get("class"));
    if (!grade) problems.push("年级为空");
    if (!className) problems.push("班级为空");
    else if (className.length > 20 || /[<>]/.test(className)) problems.push(`班级“${className.slice(0, 20)}”过长或含有非法字符`);
    const phone = get("phone");
    if (phone && !/^1\d{10}$/.test(phone)) problems.push(`手机号码“${phone}”格式不正确`);
    const subjects = get("subjects").replace(/[，+、\s]+/g, ",");
    if (subjects && !subjects.split(",").every((x) => (SUBJECTS as readonly string[]).includes(x))) problems.push(`选科“${get("subjects")}”只能是 物理、历史、化学、生物、政治、地理、技术`);
    const province = get("province") || defaults.province || "";
    if (!province) problems.push("没有省份（填写省份列，或在导入时选择省份）");
    else if (!findProvince(province)) problems.push(`省份“${province}”不认识`);
    if (problems.length) errors.push({ line: r.line, message: problems.join("；") });
    else rows.push({ line: r.line, name, account, password, sex: sex ?? 0, grade, className, phone, subjects, province });
  }
  if (body.length === 0) errors.push({ line: head.line, message: "文件只有表头，没有学生" });
  return { rows, errors };
}
