// Pure rules of the assessment pages: the radar chart's geometry, answers kept in session storage across a reload,
// which item a server refusal names, and paging through a test.

export const ITEMS_PER_PAGE = 8;

export interface RadarAxis { x: number; y: number; labelX: number; labelY: number; anchor: "start" | "middle" | "end" }
export interface RadarGeometry { size: number; center: number; radius: number; axes: RadarAxis[]; rings: string[]; shape: string }

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A radar of `values` (0–100, one per axis, clockwise from the top) in a square of `size`: the end of every axis, where
 * its label goes, four rings at 25/50/75/100 and the value polygon.
 */
export function radarGeometry(values: readonly number[], size = 320, margin = 70): RadarGeometry {
  const center = size / 2, radius = center - margin, n = values.length;
  const at = (i: number, r: number) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return { x: round(center + r * Math.cos(angle)), y: round(center + r * Math.sin(angle)) };
  };
  const axes = values.map((_, i) => {
    const end = at(i, radius), label = at(i, radius + 14);
    const dx = label.x - center;
    return { x: end.x, y: end.y, labelX: label.x, labelY: label.y, anchor: (Math.abs(dx) < 1 ? "middle" : dx > 0 ? "start" : "end") as RadarAxis["anchor"] };
  });
  const polygon = (r: (i: number) => number) => values.map((_, i) => {
    const p = at(i, r(i));
    return `${p.x},${p.y}`;
  }).join(" ");
  return {
    size, center, radius, axes,
    rings: [25, 50, 75, 100].map((level) => polygon(() => (radius * level) / 100)),
    shape: polygon((i) => (radius * Math.max(0, Math.min(100, values[i]!))) / 100),
  };
}

/** Where a test's unfinished answers are kept: per test, account and item bank version. */
export const savedAnswersKey = (code: string, userId: string | number, version: string) => `qihang-assessment-${code}-${userId}-${version}`;

/** Answers kept earlier, keeping only known items with one of their option values (anything else is dropped). */
export function readSavedAnswers(raw: string | null, items: readonly { id: string; options: readonly { value: number }[] }[]): Map<string, number> {
  const out = new Map<string, number>();
  if (!raw) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return out;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return out;
  for (const item of items) {
    const value = (parsed as Record<string, unknown>)[item.id];
    if (typeof value === "number" && item.options.some((o) => o.value === value)) out.set(item.id, value);
  }
  return out;
}

export const writeSavedAnswers = (answers: ReadonlyMap<string, number>) => JSON.stringify(Object.fromEntries(answers));

/** The page (0-based) an item is on, and how many pages a test has. */
export const pageOfItem = (index: number, perPage = ITEMS_PER_PAGE) => Math.floor(index / perPage);
export const pageCountOf = (count: number, perPage = ITEMS_PER_PAGE) => Math.max(1, Math.ceil(count / perPage));

/** The items not yet answered, in order. */
export const unanswered = <T extends { id: string }>(items: readonly T[], answers: ReadonlyMap<string, number>) => items.filter((i) => !answers.has(i.id));

/**
 * The result as a headline: letter codes (RIASEC "IAS", a type "ISFP") and subject combinations read as they are; a code
 * made of dimension ids ("law-engineering-arts") reads as the names of those dimensions.
 */
export function resultHeadline(code: string, scores: readonly { dimension: string; name: { zh: string; en: string } }[], lang: "zh" | "en"): string {
  if (!/^[a-z]+(-[a-z]+)+$/.test(code)) return code;
  const names = new Map(scores.map((s) => [s.dimension, s.name[lang]]));
  return code.split("-").map((id) => names.get(id) ?? id).join(" · ");
}
