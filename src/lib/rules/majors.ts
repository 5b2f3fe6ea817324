// Rules of the major and profession screens (portal.md §2 major/*, job/*; §7 zhaunye calls; §9 profession page size):
// catalogue levels and node kinds, walking the trees, route codes, subject requirement wording, degree and length
// of study in either language, the profession list query, and picking a college's latest score for a major.
import { majorClassHref, majorHref as majorPageHref } from "@/lib/portal/links";
import type { PortalKey } from "@/lib/i18n/portal";

/** The two catalogues: 本科 (undergraduate) and 专科 (higher vocational). */
export type MajorLevel = "ben" | "zhuan";
export const MAJOR_LEVELS: readonly MajorLevel[] = ["ben", "zhuan"];

/** A node of a catalogue or profession tree as the zhaunye tree calls return it. */
export interface TreeNode {
  code: string;
  name: string;
  children: TreeNode[];
}

/** Profession list defaults (portal.md §7, §9): page 1, 10 a page. */
export const PROFESSION_PAGE_INDEX = 1;
export const PROFESSION_PAGE_SIZE = 10;

/** Key of the level's name: 本科 / 专科. */
export function levelLabelKey(level: MajorLevel): PortalKey {
  return level === "ben" ? "majors.level.ben" : "majors.level.zhuan";
}

/**
 * The catalogue a code belongs to. 本科 门类 are 01–14 and 专科 大类 are 41–59 (the 2021 vocational catalogue), so
 * the first two digits tell them apart; anything else is taken as 本科.
 */
export function levelOfCode(code: string): MajorLevel {
  const head = Number(code.slice(0, 2));
  return /^\d{2}/.test(code) && head >= 41 && head <= 59 ? "zhuan" : "ben";
}

/** Depth of a catalogue node from its code: 1 门类/大类 (2 digits), 2 专业类 (4), 3 专业 (6, maybe with T/K). */
export function majorDepth(code: string): 1 | 2 | 3 | null {
  if (/^\d{2}$/.test(code)) return 1;
  if (/^\d{4}$/.test(code)) return 2;
  if (/^\d{6}[TK]{0,2}$/.test(code)) return 3;
  return null;
}

/** Key naming a node's kind: 门类 / 专业大类 at the top, then 专业类, then 专业. */
export function nodeKindKey(level: MajorLevel, depth: 1 | 2 | 3): PortalKey {
  if (depth === 1) return level === "ben" ? "majors.kind.discipline" : "majors.kind.sector";
  return depth === 2 ? "majors.kind.class" : "majors.kind.major";
}

/** Codes the on-demand pages accept (letters, digits, dashes, at most 12); anything else goes to /404. */
export function isRouteCode(code: string | undefined | null): code is string {
  return typeof code === "string" && /^[A-Za-z0-9-]{1,12}$/.test(code);
}

/** Codes find-major accepts: a 专业类 (4 digits) or a 专业 (6 digits), with an optional T/K flag suffix. */
export function isMajorCode(code: string): boolean {
  return /^\d{4,6}[TK]{0,2}$/.test(code) && majorDepth(code) !== null;
}

/** Codes the profession calls accept: digits and dashes, e.g. 2-02-10-01. */
export function isProfessionCode(code: string): boolean {
  return /^\d[\d-]{0,11}$/.test(code) && !code.endsWith("-") && !code.includes("--");
}

/** The nodes from a root down to the node with this code (both ends included), or null when it is not in the tree. */
export function findPath(tree: readonly TreeNode[], code: string): TreeNode[] | null {
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = findPath(node.children, code);
    if (below) return [node, ...below];
  }
  return null;
}

export function findNode(tree: readonly TreeNode[], code: string): TreeNode | null {
  const path = findPath(tree, code);
  return path ? path[path.length - 1]! : null;
}

/** Number of leaves (majors or professions) under a node; a leaf counts itself. */
export function countLeaves(node: TreeNode): number {
  return node.children.length === 0 ? 1 : node.children.reduce((sum, child) => sum + countLeaves(child), 0);
}

/** Number of nodes at a depth (1 = the roots): majors are depth 3 in either catalogue, professions depth 3 too. */
export function countAtDepth(tree: readonly TreeNode[], depth: number): number {
  if (depth <= 1) return tree.length;
  return tree.reduce((sum, node) => sum + countAtDepth(node.children, depth - 1), 0);
}

/** Every node's code that has children: what "expand all" opens (used after a keyword search). */
export function branchCodes(tree: readonly TreeNode[]): string[] {
  return tree.flatMap((node) => (node.children.length ? [node.code, ...branchCodes(node.children)] : []));
}

/** Where a catalogue node opens: a node with children on the class page, a leaf on the major page. */
export function majorHref(node: Pick<TreeNode, "code" | "children">): string {
  return node.children.length ? majorClassHref(node.code) : majorPageHref(node.code);
}

/** The major index for a level, so a back link returns to the catalogue the major is in. */
export function majorIndexHref(level: MajorLevel): string {
  return level === "zhuan" ? "/wel/major/index?level=zhuan" : "/wel/major/index";
}

export { professionHref, schoolHref } from "@/lib/portal/links";

// ------------------------------------------------------------------ subject requirements

/** A subject requirement read from the server's text ("不限", "物理", "物理+化学", "物理/历史"). */
export type Requirement =
  | { kind: "none" }
  | { kind: "all"; subjects: string[] }
  | { kind: "any"; subjects: string[] }
  | { kind: "other"; text: string };

const SUBJECTS = ["物理", "化学", "生物", "历史", "地理", "思想政治", "政治", "技术"];

export function parseRequirement(text: string | null | undefined): Requirement {
  const raw = (text ?? "").replace(/\s/g, "");
  if (raw === "" || raw === "不限" || raw === "无" || raw === "不提科目要求") return { kind: "none" };
  const any = /[/或]/.test(raw);
  const parts = raw.replace(/^(首选|再选|必选|须选)/, "").split(/[+＋、,，和/或]/).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !SUBJECTS.includes(part))) return { kind: "other", text: raw };
  const subjects = parts.map((part) => (part === "政治" ? "思想政治" : part));
  if (any && subjects.length > 1) return { kind: "any", subjects };
  return { kind: "all", subjects };
}

const SUBJECT_KEYS: Record<string, PortalKey> = {
  物理: "majors.subject.physics",
  化学: "majors.subject.chemistry",
  生物: "majors.subject.biology",
  历史: "majors.subject.history",
  地理: "majors.subject.geography",
  思想政治: "majors.subject.politics",
  技术: "majors.subject.technology",
};

type Tr = (key: PortalKey, vars?: Record<string, string | number>) => string;

/** A requirement in words: "不限" / "No subject requirement", "须选 物理、化学" / "Physics and Chemistry required" … */
export function requirementText(text: string | null | undefined, t: Tr): string {
  const req = parseRequirement(text);
  if (req.kind === "none") return t("majors.req.none");
  if (req.kind === "other") return req.text;
  const names = req.subjects.map((subject) => t(SUBJECT_KEYS[subject]!));
  if (names.length === 1) return t("majors.req.one", { subject: names[0]! });
  const list = names.slice(0, -1).join(t("majors.req.sep"));
  const last = names[names.length - 1]!;
  return t(req.kind === "all" ? "majors.req.all" : "majors.req.any", { list, last });
}

/**
 * The distinct requirements among admission rows, with how many colleges ask each (rows without a college count
 * one each), most colleges first, ties in first-seen order.
 */
export function requirementSummary(rows: ReadonlyArray<{ subjectRequirement?: string | null; collegeCode?: string }>): { text: string; count: number }[] {
  const seen = new Map<string, Set<string>>();
  rows.forEach((row, index) => {
    const text = (row.subjectRequirement ?? "").trim() || "不限";
    const set = seen.get(text) ?? new Set<string>();
    set.add(row.collegeCode ?? `#${index}`);
    seen.set(text, set);
  });
  return [...seen.entries()].map(([text, set]) => ({ text, count: set.size })).sort((a, b) => b.count - a.count);
}

// ------------------------------------------------------------------ degree, length of study, flags

const FIELDS: Record<string, PortalKey> = {
  哲学: "majors.field.philosophy",
  经济学: "majors.field.economics",
  法学: "majors.field.law",
  教育学: "majors.field.education",
  文学: "majors.field.literature",
  历史学: "majors.field.history",
  理学: "majors.field.science",
  工学: "majors.field.engineering",
  农学: "majors.field.agriculture",
  医学: "majors.field.medicine",
  军事学: "majors.field.military",
  管理学: "majors.field.management",
  艺术学: "majors.field.art",
  交叉学科: "majors.field.interdisciplinary",
};

/** The degree in the reader's language: "工学学士" stays in Chinese, reads "Bachelor of Engineering" in English. */
export function degreeText(degree: string | null | undefined, lang: "zh" | "en", t: Tr): string {
  const text = (degree ?? "").trim();
  if (!text || lang === "zh") return text;
  const fields = text.replace(/学士(学位)?$/, "").split(/[或、,，/]/).filter(Boolean);
  if (!text.match(/学士(学位)?$/) || fields.some((field) => !FIELDS[field])) return text;
  return t("majors.degree.bachelor", { field: fields.map((field) => t(FIELDS[field]!)).join(" / ") });
}

const CN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };

/** Years of study as a number: "四年" → 4, "5" → 5, "三年制" → 3; null when it cannot be read. */
export function yearsOf(years: string | number | null | undefined): number | null {
  if (typeof years === "number") return Number.isFinite(years) && years > 0 ? years : null;
  const text = (years ?? "").trim();
  const digits = text.match(/^(\d+)/);
  if (digits) return Number(digits[1]);
  const cn = text.match(/^([一二两三四五六七八])年/);
  return cn ? CN_DIGITS[cn[1]!]! : null;
}

/** Length of study in words: "四年" / "4 years"; the server text when it cannot be read. */
export function yearsText(years: string | null | undefined, t: Tr): string {
  const n = yearsOf(years);
  return n === null ? (years ?? "").trim() : t("majors.years.value", { n });
}

/** Keys of a major's catalogue flags: T special (特设), K state-controlled (国家控制布点). */
export function flagKeys(flag: string | null | undefined): PortalKey[] {
  const text = flag ?? "";
  return [...(text.includes("T") ? ["majors.flag.T" as const] : []), ...(text.includes("K") ? ["majors.flag.K" as const] : [])];
}

// ------------------------------------------------------------------ admission data words

const SUBJECT_TYPES: Record<string, PortalKey> = {
  物理类: "majors.stype.physics",
  历史类: "majors.stype.history",
  综合: "majors.stype.combined",
  理科: "majors.stype.science",
  文科: "majors.stype.arts",
};
const BATCHES: Record<string, PortalKey> = {
  本科批: "majors.batch.ben",
  本科提前批: "majors.batch.benEarly",
  专科批: "majors.batch.zhuan",
};

/** A subject type (物理类 …) or batch (本科批 …) in the reader's language; unknown ones as written. */
export function subjectTypeText(value: string, t: Tr): string {
  return SUBJECT_TYPES[value] ? t(SUBJECT_TYPES[value]) : value;
}
export function batchText(value: string, t: Tr): string {
  return BATCHES[value] ? t(BATCHES[value]) : value;
}

// ------------------------------------------------------------------ profession list query

export interface ProfessionQuery {
  hits?: boolean;
  pageIndex?: number;
  pageSize?: number;
  keyword?: string;
  parentCode?: string;
}

/** The body of zhaunye/list-by-page: page 1 and size 10 unless given; empty filters left out. */
export function professionListBody(query: ProfessionQuery = {}): { hits: boolean; pageIndex: number; pageSize: number; keyword?: string; parentCode?: string } {
  const pageIndex = Number.isInteger(query.pageIndex) && query.pageIndex! >= 1 ? query.pageIndex! : PROFESSION_PAGE_INDEX;
  const pageSize = Number.isInteger(query.pageSize) && query.pageSize! >= 1 ? query.pageSize! : PROFESSION_PAGE_SIZE;
  const body: ReturnType<typeof professionListBody> = { hits: Boolean(query.hits), pageIndex, pageSize };
  const keyword = query.keyword?.trim();
  if (keyword) body.keyword = keyword;
  if (query.parentCode) body.parentCode = query.parentCode;
  return body;
}


// ------------------------------------------------------------------ latest scores

export interface ScoreRow {
  majorCode: string;
  year: number;
  subjectType: string;
  batch: string;
  minScore: number | null;
  minRank: number | null;
  subjectRequirement?: string | null;
  sample?: boolean;
}

/**
 * A college's latest admission rows for one major: only rows of that major (the server matches names loosely), only
 * the newest year, one per subject type and batch (the higher minimum first when a name repeats).
 */
export function latestScores<T extends ScoreRow>(rows: readonly T[], majorCode: string): T[] {
  const bare = majorCode.replace(/[TK]+$/, "");
  const mine = rows.filter((row) => row.majorCode.replace(/[TK]+$/, "") === bare && row.minScore !== null);
  if (mine.length === 0) return [];
  const year = Math.max(...mine.map((row) => row.year));
  const seen = new Set<string>();
  return mine
    .filter((row) => row.year === year)
    .sort((a, b) => a.subjectType.localeCompare(b.subjectType, "zh") || a.batch.localeCompare(b.batch, "zh") || (b.minScore ?? 0) - (a.minScore ?? 0))
    .filter((row) => {
      const key = `${row.subjectType}|${row.batch}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Profession category code from a tree path: the deepest node above a leaf (for the index's selected category). */
export function professionCategoryOf(tree: readonly TreeNode[], code: string): string | null {
  const path = findPath(tree, code);
  if (!path || path.length < 2) return null;
  return path[path.length - 2]!.code;
}
