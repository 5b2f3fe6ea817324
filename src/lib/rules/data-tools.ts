// Rules the data tools share (批次线, 一分一段, 同分去向, 提前批, 扩缩招, 录取概率): the address parameters they all
// read the same way, and how a typed score or rank is checked.
import { findProvince } from "@/domain/provinces";

// ---------------------------------------------------------------- the address

/** A whole number from `min` to `max` written in a query string, else undefined. */
export function wholeParam(value: string | null, min: number, max: number): number | undefined {
  if (value == null || !/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** A province code (two digits) the domain knows, else undefined. */
export function provinceParam(value: string | null): string | undefined {
  return value && /^\d{2}$/.test(value) && findProvince(value) ? value : undefined;
}

/** A subject type as the provinces name them (物理类, 综合: two to six Chinese characters), else undefined. */
export function subjectTypeParam(value: string | null): string | undefined {
  return value && /^\p{Script=Han}{2,6}$/u.test(value) ? value : undefined;
}

/** The province, year and subject type (`type`) the lines and plans screens keep in the address. */
export function readScope(q: URLSearchParams): { province?: string; year?: number; type?: string } {
  const out: { province?: string; year?: number; type?: string } = {};
  const province = provinceParam(q.get("province"));
  if (province) out.province = province;
  const year = wholeParam(q.get("year"), 2000, 2100);
  if (year != null) out.year = year;
  const type = subjectTypeParam(q.get("type"));
  if (type) out.type = type;
  return out;
}

export type LookupMode = "score" | "rank";

/** What the address asks to look up: its mode, else a rank given alone, else the score; and that number. */
export function lookupOf(query: { mode?: LookupMode; score?: number; rank?: number }): { mode: LookupMode; value: number | undefined } {
  const mode = query.mode ?? (query.rank != null && query.score == null ? "rank" : "score");
  return { mode, value: mode === "score" ? query.score : query.rank };
}

// ---------------------------------------------------------------- typed inputs

export type InputCheck = { ok: true; value: number } | { ok: false; reason: "empty" | "notWhole" | "range"; min: number; max: number };

/** The province's full score (750; 660 in 上海; 900 in 海南). */
export function fullScore(provinceCode: string): number {
  return findProvince(provinceCode)?.totalScore ?? 750;
}

/** A typed score: a whole number from 0 to the province's full score. */
export function checkScoreInput(text: string, provinceCode: string): InputCheck {
  return checkWhole(text, 0, fullScore(provinceCode));
}

/** A typed rank: a whole number from 1 to the table's size (when known; else to the address's limit). */
export function checkRankInput(text: string, tableSize?: number | null): InputCheck {
  return checkWhole(text, 1, tableSize && tableSize > 0 ? tableSize : 5_000_000);
}

/** A typed score or rank, checked as its mode needs. */
export function checkLookupInput(mode: LookupMode, text: string, provinceCode: string, tableSize?: number | null): InputCheck {
  return mode === "score" ? checkScoreInput(text, provinceCode) : checkRankInput(text, tableSize);
}

function checkWhole(text: string, min: number, max: number): InputCheck {
  const value = text.trim().replace(/[,，\s]/g, "");
  if (value === "") return { ok: false, reason: "empty", min, max };
  if (!/^-?\d+$/.test(value)) return { ok: false, reason: "notWhole", min, max };
  const n = Number(value);
  if (n < min || n > max) return { ok: false, reason: "range", min, max };
  return { ok: true, value: n };
}
