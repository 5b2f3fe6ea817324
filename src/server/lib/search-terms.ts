// What people type to find a college, a major or a profession: part of the name, a short name (哈工大, 华工), an
// everyday word for a profession (医生 for the 医师 the catalogue says), or pinyin, in full (haerbin) or by the
// initials of the name or of a short name (hgd → 哈工大 → 哈尔滨工业大学). Pinyin comes from pinyin-pro, loaded on the
// first pinyin query only.
import { COLLEGE_ALIASES } from "../import/college-aliases";
import { COLLEGE_SHORT_NAMES } from "./college-short-names";

type Pinyin = typeof import("pinyin-pro").pinyin;
let pinyin: Pinyin | null = null;
async function loadPinyin(): Promise<Pinyin> {
  pinyin ??= (await import("pinyin-pro")).pinyin;
  return pinyin;
}

interface Keys { full: string; initials: string }
const keyCache = new Map<string, Keys>();
function keysOf(p: Pinyin, name: string): Keys {
  let keys = keyCache.get(name);
  if (!keys) {
    const han = name.replace(/[^\u4e00-\u9fff]/g, "");
    keys = { full: p(han, { toneType: "none", type: "array" }).join(""), initials: p(han, { pattern: "first", toneType: "none", type: "array" }).join("") };
    if (keyCache.size > 20_000) keyCache.clear();
    keyCache.set(name, keys);
  }
  return keys;
}

/** A query in pinyin: latin letters only (an apostrophe may separate syllables), at least two. */
export function pinyinQuery(keyword: string): string | null {
  const q = keyword.trim().toLowerCase().replace(/['\s]/g, "");
  return /^[a-z]{2,40}$/.test(q) ? q : null;
}

/** A test of names against a pinyin query (its start, or anywhere from four letters on), or null when the query is not pinyin. */
export async function pinyinMatcher(keyword: string): Promise<((name: string) => boolean) | null> {
  const q = pinyinQuery(keyword);
  if (!q) return null;
  const p = await loadPinyin();
  return (name) => {
    const k = keysOf(p, name);
    return k.initials.startsWith(q) || k.full.startsWith(q) || (q.length >= 4 && k.full.includes(q));
  };
}

const aliasTargets = (key: string): readonly string[] => {
  const short = COLLEGE_SHORT_NAMES[key];
  const printed = COLLEGE_ALIASES[key];
  return [...(short ?? []), ...(printed == null ? [] : typeof printed === "string" ? [printed] : printed)];
};

/** The full names a short name stands for (typed as written, or as the short name's pinyin: hgd or hagongda for 哈工大). */
export async function collegeNamesFor(keyword: string): Promise<string[]> {
  const kw = keyword.trim().normalize("NFKC");
  const names = new Set(aliasTargets(kw));
  const q = pinyinQuery(kw);
  if (q && q.length >= 2) {
    const p = await loadPinyin();
    for (const key of [...Object.keys(COLLEGE_SHORT_NAMES), ...Object.keys(COLLEGE_ALIASES)]) {
      const k = keysOf(p, key);
      if (k.initials === q || k.full === q) for (const n of aliasTargets(key)) names.add(n);
    }
  }
  return [...names];
}

/** Everyday words for the names the profession catalogue uses. */
const PROFESSION_WORDS: Readonly<Record<string, readonly string[]>> = {
  医生: ["医师"], 大夫: ["医师", "医生"], 老师: ["教师"], 程序员: ["软件工程师", "开发工程师"], 码农: ["软件工程师"], 会计师: ["会计"],
  警官: ["警察"], 空姐: ["空乘"], 机长: ["飞行员"],
};

/** The words a profession keyword also stands for (医生 → 医师). */
export function professionWords(keyword: string): string[] {
  const kw = keyword.trim();
  const out = new Set([kw]);
  for (const [word, means] of Object.entries(PROFESSION_WORDS)) if (kw.includes(word)) for (const m of means) out.add(kw.replace(word, m)).add(m);
  return [...out];
}
