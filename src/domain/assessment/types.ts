// The shapes of an assessment's item bank: items written by us (or a named freely usable instrument), the answer
// scales, the dimensions they measure. Banks are data modules in ./banks; scoring is in ./scoring and ./instruments.

/** A text in both languages. */
export interface Bi { zh: string; en: string }

export interface ScaleOption { value: number; label: Bi }
/** The answer options of a group of items, in the order they are shown. */
export interface Scale { id: string; options: readonly ScaleOption[] }

export interface Item {
  id: string;
  dimension: string;
  text: Bi;
  /** reverse-keyed: agreeing counts against the dimension (scored as min + max − value) */
  reverse?: boolean;
  /** the section the item belongs to (its scale and heading); the bank's first section when absent */
  section?: string;
}

export interface Dimension {
  id: string;
  name: Bi;
  /** what a high score means, in plain words */
  high: Bi;
  /**
   * The Holland types the dimension leans to, strongest first (e.g. "IC"): how results other than the interest test
   * point to majors and professions (holland-map.ts). Every bank covers all six letters between its dimensions.
   */
  holland: string;
}

export interface Section { id: string; title: Bi; instructions: Bi; scale: Scale }

export interface Bank {
  code: string;
  /** stored with every report; raised whenever an item, its keying or a scale changes */
  version: string;
  instructions: Bi;
  note: Bi;
  source: Bi;
  sections: readonly Section[];
  dimensions: readonly Dimension[];
  items: readonly Item[];
}

/** The 5-point agreement scale most of our banks use. */
export const AGREE5: Scale = {
  id: "agree5",
  options: [
    { value: 1, label: { zh: "完全不符合", en: "Not at all like me" } },
    { value: 2, label: { zh: "不太符合", en: "Not much like me" } },
    { value: 3, label: { zh: "说不准", en: "Not sure" } },
    { value: 4, label: { zh: "比较符合", en: "Quite like me" } },
    { value: 5, label: { zh: "完全符合", en: "Very much like me" } },
  ],
};

/** Builds items from compact rows: [dimension, text zh, text en, reverse?]; ids are `${prefix}${n}` in order. */
export function itemRows(prefix: string, rows: readonly (readonly [string, string, string, boolean?])[], section?: string): Item[] {
  return rows.map(([dimension, zh, en, reverse], i) => ({ id: `${prefix}${String(i + 1).padStart(2, "0")}`, dimension, text: { zh, en }, ...(reverse ? { reverse } : {}), ...(section ? { section } : {}) }));
}
