// 选科要求: which of the student's chosen subjects a unit requires. Requirements are printed in several ways
// ("物理+化学", "物理和化学", "化学或生物", "物理/化学" for either of the two, "不限", "思想政治"); this reads them into
// "all of these" groups, each satisfied by any one of its subjects.

export const SUBJECTS = ["物理", "化学", "生物", "历史", "政治", "地理", "技术"] as const;
export type Subject = (typeof SUBJECTS)[number];

const ALIASES: Record<string, Subject> = {
  物理: "物理", 物: "物理", 化学: "化学", 化: "化学", 生物: "生物", 生: "生物", 历史: "历史", 史: "历史",
  政治: "政治", 思想政治: "政治", 思政: "政治", 政: "政治", 地理: "地理", 地: "地理", 技术: "技术", 技: "技术",
};

/** A requirement as groups that must all be met; a group is met by any one of its subjects. Empty: no requirement. */
export type Requirement = Subject[][];

/**
 * Reads a printed requirement. "+", "和", "、" and "," join required subjects; "或" and "/" offer a choice.
 * "不限" (or empty) requires nothing. Unknown words are ignored rather than guessed; null when nothing could be read.
 */
export function parseRequirement(text: string | null | undefined): Requirement | null {
  const value = (text ?? "").replace(/\s+/g, "").replace(/[（(][^）)]*[）)]/g, "");
  if (value === "" || /不限|无要求/.test(value)) return [];
  const groups: Requirement = [];
  for (const part of value.split(/[+＋和、,，;；]/).filter(Boolean)) {
    const choices = part.split(/[或/／]/).map((s) => ALIASES[s.replace(/^(首选|再选|必选)/, "")]).filter((s): s is Subject => s != null);
    if (choices.length) groups.push([...new Set(choices)]);
  }
  return groups.length ? groups : null;
}

/** The subjects a student chose, from "物理,化学,生物" / "物理+化学+生物" / "物化生". */
export function parseSubjects(text: string | null | undefined): Subject[] {
  const value = (text ?? "").replace(/\s+/g, "");
  const parts = value.split(/[,，+、/]/).filter(Boolean);
  const out = new Set<Subject>();
  for (const part of parts) {
    const whole = ALIASES[part];
    if (whole) out.add(whole);
    else for (const ch of part) if (ALIASES[ch]) out.add(ALIASES[ch]!);
  }
  return [...out];
}

/** Whether the subjects meet the requirement; null when the requirement cannot be read or the subjects are unknown. */
export function meetsRequirement(requirement: string, subjects: readonly Subject[]): boolean | null {
  const groups = parseRequirement(requirement);
  if (groups === null) return null;
  if (groups.length === 0) return true;
  if (subjects.length === 0) return null;
  return groups.every((group) => group.some((s) => subjects.includes(s)));
}
