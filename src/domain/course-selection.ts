// 选科: the subject combinations a province's exam model allows, and college majors' subject requirements in the form
// the national guideline prints them (《普通高校本科招生专业选考科目要求指引（通用版）》: under 3+1+2 a first-subject
// requirement — 物理, 历史, or either — plus a requirement on the second subjects; under 3+3 one requirement on the three
// electives). Requirements are stored in one canonical text that src/domain/volunteer/subjects reads: "+" joins
// subjects that are all required, "/" offers a choice, "不限" requires nothing ("物理+化学", "物理/历史", "物理+化学/生物").
import { findProvince } from "./provinces";
import { meetsRequirement, parseRequirement, type Requirement, type Subject } from "./volunteer/subjects";

export type ExamModel = "3+1+2" | "3+3";

/** 3+1+2: one of these first … */
export const FIRST_SUBJECTS = ["物理", "历史"] as const satisfies readonly Subject[];
/** … and two of these. */
export const SECOND_SUBJECTS = ["化学", "生物", "政治", "地理"] as const satisfies readonly Subject[];
/** 3+3: three of these (Zhejiang adds 技术: seven to choose from). */
export const ELECTIVES = ["物理", "化学", "生物", "历史", "政治", "地理"] as const satisfies readonly Subject[];
const ZHEJIANG = "33";

export type FirstRequirement = "物理" | "历史" | "不限";

/** The exam model a province examines under (null: still 文理, or unknown). */
export function examModelOf(provinceCode: string | null | undefined): ExamModel | null {
  const p = findProvince(provinceCode ?? "");
  return p && p.modeName !== "文理" ? p.modeName : null;
}

/** The subjects a student of the province chooses from. */
export function electivesOf(model: ExamModel, provinceCode?: string): Subject[] {
  if (model === "3+1+2") return [...FIRST_SUBJECTS, ...SECOND_SUBJECTS];
  return provinceCode === ZHEJIANG ? [...ELECTIVES, "技术"] : [...ELECTIVES];
}

function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => choose(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}

/** Every combination the model allows: 12 under 3+1+2 (first subject first), 20 under 3+3 (35 in Zhejiang). */
export function combinationsOf(model: ExamModel, provinceCode?: string): Subject[][] {
  if (model === "3+1+2") return FIRST_SUBJECTS.flatMap((first) => choose(SECOND_SUBJECTS, 2).map((pair) => [first, ...pair]));
  return choose(electivesOf(model, provinceCode), 3);
}

/** A combination as people write it: "物理+化学+生物". */
export const comboLabel = (combo: readonly Subject[]) => combo.join("+");

/**
 * A combination the model allows, read from "物理+化学+生物" / "物化生" / a list; null when it is not one (wrong count, a
 * subject twice, a subject outside the model, no first subject under 3+1+2). Returned in the model's own order.
 */
export function readCombination(model: ExamModel, subjects: readonly string[], provinceCode?: string): Subject[] | null {
  const allowed = electivesOf(model, provinceCode);
  if (subjects.length !== 3 || new Set(subjects).size !== 3 || !subjects.every((s) => (allowed as string[]).includes(s))) return null;
  const combo = combinationsOf(model, provinceCode).find((c) => c.every((s) => subjects.includes(s)));
  return combo ?? null;
}

export type GuidelineReading = { ok: true; first: FirstRequirement | null; requirement: string } | { ok: false; message: string };

const NONE = /^(不限|无|无要求|不提科目要求|不提再选科目要求|不提选考科目要求|不提要求|—|-)?$/;

/** Reads a first-subject requirement as printed: 物理 / 仅物理 / 首选物理, 历史 …, 物理或历史(均可) / 不限. */
function readFirst(text: string): FirstRequirement | null {
  const v = text.replace(/\s+/g, "").replace(/[（(][^）)]*[）)]/g, "");
  if (/物理.*(或|\/|／).*历史|历史.*(或|\/|／).*物理|均可/.test(v) || NONE.test(v)) return "不限";
  const bare = v.replace(/^(仅|只|首选|必选)/, "").replace(/(科目)?(组合|类)$/, "");
  if (bare === "物理" || bare === "物") return "物理";
  if (bare === "历史" || bare === "史") return "历史";
  return null;
}

/**
 * The groups of a requirement on the other subjects as printed. Besides what parseRequirement reads ("化学+生物", "化学和
 * 生物", "化学或生物", "化学/生物", "不限"), the guideline's 3+3 form lists subjects and says in brackets whether all
 * are needed ("物理、化学（2门科目考生均须选考方可报考）") or any one ("（1门科目考生选考即可报考）", "选考其中一门即可").
 */
function readAgain(text: string): Requirement | null {
  // the guideline writes 生物学; "(…)" carries the all/any wording, read before it is dropped
  const v = text.replace(/\s+/g, "").replace(/生物学/g, "生物");
  const bare = v.replace(/[（(][^）)]*[）)]/g, "").replace(/(选考)?(其中一门|任选一门|之一|任一)(即可)?/g, "");
  if (NONE.test(bare)) return [];
  // every word must be a subject: an unknown one is refused, never silently left out
  if (bare.split(/[+＋和、,，;；或/／]/).some((word) => word !== "" && parseRequirement(word) === null)) return null;
  const anyOne = /即可|其中一门|任选|之一|任一/.test(v);
  const allOf = /均须|均需|都须|同时/.test(v);
  const groups = parseRequirement(bare);
  if (groups === null || groups.length === 0) return groups;
  if (anyOne && !allOf) return [[...new Set(groups.flat())]];
  return groups;
}

const groupText = (groups: Requirement) => groups.map((g) => g.join("/")).join("+");

/**
 * One college major's requirement from the guideline's columns: under 3+1+2 the first-subject requirement and the one on
 * the second subjects (which may not name 物理 or 历史), under 3+3 the one on the electives (no first subject). The
 * answer is the canonical text, or why it cannot be read.
 */
export function readGuideline(model: ExamModel, firstText: string, againText: string, provinceCode?: string): GuidelineReading {
  const again = readAgain(againText);
  if (again === null) return { ok: false, message: `选考科目要求无法识别：“${againText.slice(0, 40)}”` };
  if (model === "3+3") {
    if (firstText.trim() && readFirst(firstText) !== "不限") return { ok: false, message: "3+3 模式没有首选科目要求（首选科目一栏应为空）" };
    const allowed = electivesOf(model, provinceCode);
    const outside = again.flat().find((s) => !(allowed as string[]).includes(s) && s !== "技术");
    if (outside) return { ok: false, message: `3+3 模式的选考科目中没有“${outside}”` };
    return { ok: true, first: null, requirement: again.length ? groupText(again) : "不限" };
  }
  const first = firstText.trim() ? readFirst(firstText) : null;
  if (first === null) return { ok: false, message: `首选科目要求应为 物理、历史 或 物理或历史均可：“${firstText.slice(0, 20)}”` };
  const wrong = again.flat().find((s) => !(SECOND_SUBJECTS as readonly string[]).includes(s));
  if (wrong) return { ok: false, message: `再选科目要求只能是 化学、生物、政治、地理：“${wrong}”` };
  const head: Requirement = first === "不限" ? [] : [[first]];
  const groups = [...head, ...again];
  return { ok: true, first, requirement: groups.length ? groupText(groups) : "不限" };
}

/** Whether a combination meets a canonical requirement (null when the requirement cannot be read). */
export function comboMeets(requirement: string, combo: readonly Subject[]): boolean | null {
  if (combo.length === 0) return null;
  return meetsRequirement(requirement, combo);
}

export interface Coverage { combo: Subject[]; label: string; met: number; total: number; share: number }

/**
 * How many of some requirements each combination meets, most first (ties in the model's order): each requirement counts
 * as often as it occurs (`count`, e.g. the college majors that ask it). `share` is met / total (0 when there are none).
 */
export function coverageOf(requirements: readonly { requirement: string; count: number }[], combos: readonly Subject[][]): Coverage[] {
  const total = requirements.reduce((sum, r) => sum + r.count, 0);
  return combos
    .map((combo, order) => {
      const met = requirements.reduce((sum, r) => sum + (comboMeets(r.requirement, combo) === true ? r.count : 0), 0);
      return { combo: [...combo], label: comboLabel(combo), met, total, share: total ? met / total : 0, order };
    })
    .sort((a, b) => b.met - a.met || a.order - b.order)
    .map(({ order: _order, ...rest }) => rest);
}
