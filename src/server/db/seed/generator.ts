// Deterministic generator of SAMPLE admission data (labelled sample everywhere it is stored and shown): 一分一段 tables,
// batch lines and enrolment units (院校专业组 / 专业 / 院校, by each province's volunteer mode and year) with the majors
// inside them, for 2021–2025 and every province. Plausible by construction:
// - a table's counts come from one latent normal curve mapped to scores so the top thins out the way real tables do
//   (nobody reaches the full score, the top few score apart from each other), cumulative counts are monotone and the top
//   is printed as a band row (`705-750`);
// - every admission figure is a RANK first (from the college's standing, home-province advantage, the unit's majors,
//   plan changes and year-to-year noise) and is read off the same year's table as a score, so a top college's min,
//   average and max are different scores and a stronger college ranks better than a weaker one;
// - a group's min rank is the worst of its majors' min ranks; plans, tuition, groups and majors change between years.
// Pure functions (no database): the seed (reference.ts) and scripts/bench-data.ts share them.
import { PROVINCES, batchesOf, findProvince, subjectTypesOf, volunteerModeOf, type Province, type VolunteerMode } from "../../../domain/provinces";
import type { ProvinceSeed } from "./provinces";
import { subjectTypes } from "./provinces";
import { benMajorSeed } from "./majors-ben";
import { zhuanMajorSeed } from "./majors-zhuan";

export const SAMPLE_YEARS = [2021, 2022, 2023, 2024, 2025];
/** changes whenever the generated data changes: the sample data source's checksum is derived from it */
export const GENERATOR_VERSION = "qihang-sample-admissions-4";

/**
 * A unit the sample gives no min rank in any year, only its min score, as some published tables do (山东's 2020 file
 * prints scores where later years print ranks): the portal must refuse its chances ("missing-rank") rather than guess
 * one, and the end-to-end walk of a refused unit always has this one to find (辽宁大学's 中外合作 group in 广东).
 */
export const RANK_UNPUBLISHED = { provinceCode: "44", unitKey: "10140-61", collegeName: "辽宁大学" } as const;
export const rankUnpublished = (u: { provinceCode: string; unitKey: string }) =>
  u.provinceCode === RANK_UNPUBLISHED.provinceCode && u.unitKey === RANK_UNPUBLISHED.unitKey;
export const SAMPLE_SOURCE_NAME = "启航示例数据（系统生成，仅供演示）";

/** FNV-1a hash of a string → 32-bit seed */
export function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h >>> 0;
}
/** mulberry32 PRNG in [0, 1) */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** one uniform draw in [0, 1) for a key */
export const rand = (key: string) => rng(hashSeed(key))();
/** one standard-normal draw for a key (Box–Muller) */
export function gauss(key: string): number {
  const r = rng(hashSeed(key));
  const u = Math.max(1e-12, r()), v = r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** upper tail of the standard normal, with small relative error far into the tail (Numerical Recipes' erfc) */
function upperTail(z: number): number {
  if (z === Infinity) return 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

export function typeShare(subjectType: string): number {
  return subjectType === "物理类" || subjectType === "理科" ? 0.6 : subjectType === "综合" ? 1 : 0.4;
}
export const isHistoryType = (subjectType: string) => subjectType === "历史类" || subjectType === "文科";

// ---------------------------------------------------------------- 一分一段

export interface PrintedRow { score: number; scoreMax: number | null; label: string; count: number; cumulative: number }

export interface RankTable {
  provinceCode: string; year: number; subjectType: string; total: number; candidates: number;
  /** highest score anyone had, and the lowest score the table prints (the 专科 line; candidates below it are not listed) */
  top: number; bottom: number;
  /** candidates at or above each score, index top - score (fine resolution, also inside the printed top band) */
  above: Int32Array;
  /** the table as a province prints it, from the top down: a top band row, then single scores down to the bottom */
  rows: PrintedRow[];
}

/** Candidates of a subject type in a province and year (growing a few % a year, as the real numbers did). */
export function candidatesOf(p: Pick<ProvinceSeed, "code" | "candidates">, year: number, subjectType: string): number {
  const r = rng(hashSeed(`cand:${p.code}:${year}:${subjectType}`));
  return Math.round(p.candidates * typeShare(subjectType) * (0.92 + 0.04 * (year - 2021)) * (0.97 + 0.06 * r()));
}

export function rankTable(p: Pick<ProvinceSeed, "code" | "totalScore" | "candidates">, year: number, subjectType: string): RankTable {
  const T = p.totalScore;
  const r = rng(hashSeed(`rank:${p.code}:${year}:${subjectType}`));
  const candidates = candidatesOf(p, year, subjectType);
  // latent normal z → score: linear up to z0, then bending towards an asymptote M below the full score
  const mu = T * ((isHistoryType(subjectType) ? 0.54 : 0.56) + (r() - 0.5) * 0.03);
  const sigma = T * (0.135 + r() * 0.012);
  const z0 = 2.1 + r() * 0.2;
  const M = T * (0.95 + r() * 0.015);
  const s0 = mu + sigma * z0;
  const zOf = (s: number) => (s <= s0 ? (s - mu) / sigma : s >= M ? Infinity : z0 - ((M - s0) / sigma) * Math.log(1 - (s - s0) / (M - s0)));
  const bottom = Math.round(T * (T === 900 ? 0.33 : 0.2));
  let top = Math.floor(M);
  while (top > bottom && Math.round(candidates * upperTail(zOf(top))) < 1) top--;
  const above = new Int32Array(top - bottom + 1);
  let previous = 0;
  for (let s = top; s >= bottom; s--) {
    previous = Math.max(previous, Math.round(candidates * upperTail(zOf(s))));
    above[top - s] = previous;
  }
  // printed rows: the top few (about 0.005 % of candidates, at least 5) in one band up to the full score
  const bandSize = Math.max(5, Math.round(candidates * 0.00005));
  let bandLow = top;
  while (bandLow > bottom && above[top - bandLow]! < bandSize) bandLow--;
  const rows: PrintedRow[] = [];
  const at = (s: number) => above[top - s]!;
  rows.push({ score: bandLow, scoreMax: T, label: `${bandLow}-${T}`, count: at(bandLow), cumulative: at(bandLow) });
  for (let s = bandLow - 1; s >= bottom; s--) rows.push({ score: s, scoreMax: null, label: "", count: at(s) - at(s + 1), cumulative: at(s) });
  return { provinceCode: p.code, year, subjectType, total: T, candidates, top, bottom, above, rows };
}

/** The score a candidate of this rank had (fine resolution): the highest score whose cumulative count reaches the rank. */
export function scoreAtRank(t: RankTable, rank: number): number {
  const a = t.above;
  if (rank > a[a.length - 1]!) return t.bottom - 1;
  let lo = 0, hi = a.length - 1;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (a[mid]! >= rank) hi = mid; else lo = mid + 1; }
  return t.top - lo;
}
/** Candidates at or above a score (the worst rank a candidate with that score has). */
export function rankAtScore(t: RankTable, score: number): number {
  if (score > t.top) return 0;
  if (score < t.bottom) return t.candidates;
  return t.above[t.top - score]!;
}

export interface GeneratedLine { batch: string; score: number }

/**
 * Shares of candidates above the 本科 line where the real ones are known: Guangdong's published tables of 2022–2024
 * put the 本科 line near 58 % of the physics track's listed candidates (445 → 233,239 of 399,216 in 2022; 442 → 253,795
 * of 450,961 in 2024) and near 36 % of the history track's (437 → 101,092 of 272,196; 428 → 96,266 of 269,024).
 */
const KNOWN_BEN_SHARES: Record<string, Record<string, number>> = { "44": { 物理类: 0.58, 历史类: 0.36 } };

/** Shares of candidates above a province's lines (the big cities send more candidates to 本科). */
function lineShares(code: string, reformed: boolean, subjectType: string): { special: number; first: number; ben: number } {
  const r = rng(hashSeed(`lines:${code}`));
  const city = code === "11" || code === "12" || code === "31";
  const first = city ? 0.3 : 0.15 + r() * 0.05;
  const ben = KNOWN_BEN_SHARES[code]?.[subjectType] ?? (city ? 0.72 : 0.38 + r() * 0.1);
  // 特殊类型招生控制线: near the old 一本 line, a little above it where 一本 still exists
  return { special: reformed ? first * (0.95 + r() * 0.1) : first * 0.92, first, ben };
}

/** Batch lines per the province's batches (本科提前批 has no line of its own), read off the same table. */
export function batchLines(t: RankTable, p: Pick<Province, "reformYear">): GeneratedLine[] {
  const shares = lineShares(t.provinceCode, p.reformYear != null && t.year >= p.reformYear, t.subjectType);
  const lines: GeneratedLine[] = [];
  for (const b of batchesOf(p, t.year)) {
    if (b.kind === "line") lines.push({ batch: b.name, score: scoreAtRank(t, Math.round(t.candidates * shares.special)) });
    else if (b.name === "本科批" || b.name === "本科二批") lines.push({ batch: b.name, score: scoreAtRank(t, Math.round(t.candidates * shares.ben)) });
    else if (b.name === "本科一批") lines.push({ batch: b.name, score: scoreAtRank(t, Math.round(t.candidates * shares.first)) });
    else if (b.kind === "vocational") lines.push({ batch: b.name, score: t.bottom });
  }
  return lines;
}

// ---------------------------------------------------------------- colleges and their programmes

/**
 * Admission rank share for a college strength (0..1), interpolated (log scale) between knots that mirror real patterns:
 * the very top ≈ 0.03 % of candidates, other 985 ≈ 0.5–1.5 %, 211 ≈ 4 %, ordinary 本科 ≈ 20 %, 专科 ≈ 60 %.
 */
const KNOTS: [number, number][] = [[0, 0.7], [0.15, 0.6], [0.5, 0.2], [0.72, 0.045], [0.86, 0.013], [0.9, 0.006], [0.96, 0.0016], [1, 0.0003]];
export function rankShare(strength: number): number {
  const x = Math.max(0, Math.min(1, strength));
  for (let i = 1; i < KNOTS.length; i++) {
    const [x0, y0] = KNOTS[i - 1]!, [x1, y1] = KNOTS[i]!;
    if (x <= x1) return Math.exp(Math.log(y0) + ((x - x0) / (x1 - x0)) * (Math.log(y1) - Math.log(y0)));
  }
  return KNOTS.at(-1)![1];
}

export interface GenCollege {
  code: string; name: string; home: string; level: "本科" | "专科"; category: string; strength: number;
  /** recruits in every province (national universities, strong colleges) rather than mostly at home */
  national: boolean;
  /** 985 / 强基计划 (高校专项) */
  elite: boolean;
  /** a private (民办) college */
  private?: boolean;
}

export interface MajorInfo { code: string; name: string; cat: string; years: number }
const MAJORS = new Map<string, MajorInfo>();
for (const [cat, , , , code, name] of benMajorSeed) {
  const five = (cat === "10" && !["100701", "100702", "100703", "100801", "100802", "101001", "101002", "101003", "101101", "101102", "100402"].includes(code)) || code === "082801";
  MAJORS.set(code, { code, name, cat, years: five ? 5 : 4 });
}
for (const [cat, , , , code, name] of zhuanMajorSeed) MAJORS.set(code, { code, name, cat, years: 3 });

const POOLS: Record<string, string[]> = {
  综合: ["080901", "020101", "030101", "050101", "070101", "100201", "120203", "080902", "070201", "070301", "071001", "050201", "060101", "020301", "080701", "120201", "050301", "080601", "081001"],
  理工: ["080901", "080902", "080717", "080601", "080202", "080703", "081001", "120103", "080801", "080401", "080701", "070101", "081301", "080501", "020101", "050201"],
  师范: ["050101", "070101", "040101", "060101", "050201", "070201", "070301", "071001", "071101", "070501", "030503", "080901"],
  医药: ["100201", "100301", "100701", "101101", "100401", "100203", "100202", "100501", "100801", "101001", "071002"],
  财经: ["020101", "020301", "120203", "120204", "020401", "120801", "020201", "020202", "071201", "030101", "120202", "080901"],
  农林: ["090101", "071001", "082502", "120601", "090102", "090401", "090501", "082701", "090301", "120301", "080901"],
  政法: ["030101", "030302", "050301", "120204", "030201", "030202", "120402", "030601"],
  语言: ["050201", "050262", "020401", "050301", "050202", "050203", "050103", "030203"],
  艺术: ["130502", "130201", "050301", "130401", "130503", "130301", "130202"],
  体育: ["040201", "040101", "040202", "040203", "071102"],
  民族: ["050101", "030101", "060101", "120203", "030401", "050102", "020101"],
  军事: ["080901", "080703", "080601", "082101", "082002", "080701", "082103", "120102", "030201"],
};
const ZHUAN_POOL = ["510203", "510201", "530302", "530701", "520201", "460301", "540106", "570102", "510205", "460305", "510209", "530802", "510301"];
const POLICE_EARLY = ["030601", "030602", "083101", "083103", "080911"];
const POLICE_REGULAR = ["030101", "120402", "050201"];
const TEACHER_EARLY = ["050101", "070101", "040101", "060101", "050201", "070201", "070301", "071101"];
/** majors students compete hardest for (their min ranks are the best inside a group) */
const POPULAR = new Set(["080901", "080902", "080717", "080701", "080703", "080601", "020301", "100201", "100301", "030101", "080910", "080911", "100203", "050101"]);
/** majors a college opens during the sample years more often than others */
const NEWISH = new Set(["080717", "080910", "080911", "071203", "083201", "083203", "510209"]);
/** 中外合作 programmes are usually in these majors */
const SINO_FOREIGN = ["080901", "080701", "020301", "120201", "120203", "050201", "080601", "020401", "080902"];

export const isMilitary = (c: Pick<GenCollege, "category" | "name">) => c.category === "军事" || /国防科技|军事|陆军|海军|空军|火箭军|武警|战略支援/.test(c.name);
export const isPolice = (c: Pick<GenCollege, "name">) => /公安|警察|警官/.test(c.name);
/** the six MOE normal universities with national public-funded teacher programmes (公费师范生) */
const NATIONAL_TEACHER = new Set(["10027", "10269", "10200", "10511", "10718", "10635"]);
const isProvincialTeacher = (c: GenCollege) => c.level === "本科" && /师范大学/.test(c.name) && !NATIONAL_TEACHER.has(c.code);

/** The first majors a college offers (a deterministic rotation of its category's pool). */
export function collegeOfferings(code: string, category: string, level: string, count = 4): string[] {
  const pool = level === "专科" ? ZHUAN_POOL : POOLS[category] ?? POOLS["综合"]!;
  const start = hashSeed(`offer:${code}`) % pool.length;
  const rotated = [...pool.slice(start), ...pool.slice(0, start)];
  return rotated.slice(0, Math.min(count, rotated.length));
}

export interface ProgramMajor {
  code: string; name: string; cat: string; years: number;
  /** rank multiplier inside the college (≤ 1; the least sought-after major of the college is near 1) */
  pop: number;
  from: number; to: number;
}

/** The regular majors a college offers over the sample years (with the years each is open). */
const programs = new Map<string, ProgramMajor[]>();
export function collegeProgram(c: GenCollege, extraMajors = 0): ProgramMajor[] {
  const key = `${c.code}:${c.level}:${c.category}:${c.strength}:${c.name}:${extraMajors}`;
  let program = programs.get(key);
  if (!program) {
    program = buildProgram(c, extraMajors);
    if (programs.size > 20000) programs.clear();
    programs.set(key, program);
  }
  return program;
}

function buildProgram(c: GenCollege, extraMajors: number): ProgramMajor[] {
  const count = (c.level === "专科" ? 7 : 4 + Math.round(c.strength * 6)) + extraMajors;
  const own = collegeOfferings(c.code, c.category, c.level, count);
  // a bigger programme than the category's pool borrows from the general pools
  const wider = own.length < count ? [...new Set([...own, ...collegeOfferings(c.code, "综合", c.level, 99), ...collegeOfferings(c.code, "理工", c.level, 99),
    ...collegeOfferings(c.code, "财经", c.level, 99), ...collegeOfferings(c.code, "语言", c.level, 99), ...collegeOfferings(c.code, "政法", c.level, 99)])].slice(0, count) : own;
  const codes = isPolice(c) && c.level === "本科" ? POLICE_REGULAR : isMilitary(c) ? [] : wider;
  return codes.map((code) => programMajor(c, code, "reg"));
}

function programMajor(c: GenCollege, code: string, kind: string): ProgramMajor {
  const info = MAJORS.get(code) ?? { code, name: code, cat: "", years: 4 };
  const r = rng(hashSeed(`prog:${c.code}:${code}:${kind}`));
  const pop = POPULAR.has(code) ? 0.5 + r() * 0.2 : 0.72 + r() * 0.28;
  const late = r() < (NEWISH.has(code) ? 0.5 : 0.1);
  const from = late ? 2022 + Math.floor(r() * 4) : 2021;
  const to = !late && r() < 0.07 ? 2022 + Math.floor(r() * 3) : 9999;
  // early-batch programmes (academies, public-funded teachers) run every year
  return kind === "reg" ? { ...info, pop, from, to } : { ...info, pop, from: 2021, to: 9999 };
}

// ---------------------------------------------------------------- enrolment units

export interface GenUnitMajor {
  majorCode: string; majorName: string; remark: string; planCount: number; tuition: number; schoolYears: number;
  minScore: number; minRank: number; avgScore: number;
}
export interface GenUnit {
  provinceCode: string; year: number; subjectType: string; batch: string; mode: VolunteerMode; unitKey: string;
  collegeCode: string; collegeName: string; collegeEnrollCode: string; unitCode: string; name: string; majorCode: string | null;
  planType: string; subjectRequirement: string; planCount: number; tuition: number; schoolYears: number;
  minScore: number; minRank: number; avgScore: number; maxScore: number;
  majors: GenUnitMajor[];
}

/** 物理类 (and 综合 / 理科) requirement of a major; 历史类 requirement; whether 历史类 / 文科 students may apply. */
function physicsRequirement(m: Pick<MajorInfo, "code" | "cat">): "物理+化学" | "物理" | "不限" {
  const cls = m.code.slice(0, 4);
  if (Number(m.cat) >= 41) return "不限"; // 专科 大类 (41–59)
  if (m.cat === "10" || ["0703", "0710", "0813", "0825", "0827", "0830", "0903", "0904"].includes(cls)) return "物理+化学";
  if (["07", "08", "09"].includes(m.cat)) return "物理";
  return "不限";
}
const STRICTNESS = ["物理+化学", "物理", "历史+政治", "思想政治", "不限"];
/** the strictest of some requirements (what a group of those majors must ask for) */
const strictest = (reqs: string[]) => [...reqs].sort((a, b) => STRICTNESS.indexOf(a) - STRICTNESS.indexOf(b))[0] ?? "不限";
const historyOk = (m: Pick<MajorInfo, "code" | "cat">) =>
  ["01", "02", "03", "04", "05", "06", "12", "13"].includes(m.cat) || m.code === "071101" || m.code === "071102" || /^(53|54|57|59)/.test(m.code) || m.code === "520201";
const historyRequirement = (m: Pick<MajorInfo, "code">) => (/^03(01|02|05)/.test(m.code) ? "历史+政治" : "不限");

/**
 * The sample 选科要求 of a 本科 major in the national guideline's printed form (src/domain/course-selection reads it):
 * under 3+1+2 the first-subject requirement and the one on the other subjects, under 3+3 the one on the electives. The
 * same rules as the sample units' requirements above; null for a major outside the 本科 catalogue.
 */
export function sampleGuidelineRequirement(code: string): { first: string; again: string; electives: string } | null {
  const m = MAJORS.get(code);
  if (!m || Number(m.cat) >= 41) return null;
  const physics = physicsRequirement(m);
  if (physics === "物理+化学") return { first: "物理", again: "化学", electives: "物理、化学（2门科目考生均须选考方可报考）" };
  if (physics === "物理") return { first: "物理", again: "不提科目要求", electives: "物理" };
  if (/^03(01|02|05)/.test(code)) return { first: "物理或历史均可", again: "思想政治", electives: "思想政治" };
  if (!historyOk(m)) return { first: "物理", again: "不提科目要求", electives: "物理、化学（1门科目考生选考即可报考）" };
  return { first: "物理或历史均可", again: "不提科目要求", electives: "不提科目要求" };
}

/** Provinces where 国家专项 / 高校专项 plans exist (central and western provinces and poorer rural areas). */
const SPECIAL_PROVINCES = new Set(["13", "14", "15", "22", "23", "34", "36", "41", "42", "43", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64", "65"]);

export interface CohortContext {
  province: Province & { candidates: number };
  year: number;
  subjectType: string;
  table: RankTable;
  /** the province's lines of that year and subject type (for the caps) */
  lines: GeneratedLine[];
}

/** 院校代号: a stable 4-digit code per college and province, unique inside the province. */
export function enrollCodes(colleges: readonly Pick<GenCollege, "code">[], provinceCode: string): Map<string, string> {
  const used = new Set<number>();
  const map = new Map<string, string>();
  for (const c of [...colleges].sort((a, b) => a.code.localeCompare(b.code))) {
    let n = 1000 + (hashSeed(`enroll:${provinceCode}:${c.code}`) % 9000);
    while (used.has(n)) n = n === 9999 ? 1000 : n + 1;
    used.add(n);
    map.set(c.code, String(n));
  }
  return map;
}

/** How widely colleges recruit outside their home province (the seed keeps the demo small; the benchmark goes wider). */
export interface Reach {
  provincial: number; vocational: number; offered: number; extraMajors: number;
  /** the most majors in one 院校专业组 (default 6) */
  groupSize?: number;
  /** the spread (log-normal sigma) of an ordinary group's standing around its college's (default none) */
  groupSpread?: number;
}
export const SEED_REACH: Reach = { provincial: 0.3, vocational: 0.08, offered: 0.3, extraMajors: 0 };
/**
 * The demo province (Guangdong) is seeded as densely as a real one: more colleges from elsewhere recruit there, they
 * offer most of their majors there and home colleges run bigger programmes, so a form of 45 can be filled at any rank
 * above the 本科 line (tests/api/seed-coverage.test.ts).
 */
export const DENSE_PROVINCES: ReadonlySet<string> = new Set(["44"]);
export function reachIn(provinceCode: string, reach: Reach): Reach {
  return DENSE_PROVINCES.has(provinceCode) ? { ...reach, provincial: Math.max(reach.provincial, 0.85), offered: Math.max(reach.offered, 0.9), extraMajors: reach.extraMajors + 16, groupSize: 2, groupSpread: 0.45 } : reach;
}

/**
 * A 专科 college's standing in the dense province (a rank before the major's popularity and the year's noise): from
 * just above the 本科 line's rank for the strongest (strength 0.24) to near the 专科 line's for the weakest (0.08), evenly
 * on a log scale, so each stretch below the 本科 line holds units.
 */
function vocationalStanding(c: Pick<GenCollege, "strength">, benRank: number, zhuanRank: number): number {
  const pos = Math.max(0, Math.min(1, (0.24 - c.strength) / 0.16));
  const top = benRank * 0.95, bottom = zhuanRank;
  return top * Math.pow(bottom / top, pos);
}

/** Whether a college recruits in a province at all (national colleges everywhere; others at home and in some provinces). */
export function recruitsIn(c: GenCollege, provinceCode: string, reach: Reach = SEED_REACH): boolean {
  if (c.home === provinceCode) return true;
  if (c.level === "专科") return rand(`reach:${c.code}:${provinceCode}`) < reach.vocational;
  if (isMilitary(c)) return true;
  if (isPolice(c)) return c.national;
  // private colleges recruit mostly at home
  return c.national || rand(`reach:${c.code}:${provinceCode}`) < (c.private ? reach.provincial / 3 : reach.provincial);
}

interface Plan { majors: { m: ProgramMajor; plan: number; tuition: number; remark: string }[]; requirement: string; code: string; planType: string; factor: number; name?: string }

const tuitionOf = (c: GenCollege, m: Pick<MajorInfo, "code" | "cat">, year: number, planType: string): number => {
  const r = rng(hashSeed(`fee:${c.code}`));
  const base = c.level === "专科" ? 5000 + Math.round(r() * 3) * 500 : 4600 + Math.round(r() * 4) * 500;
  const raiseYear = 2022 + Math.floor(r() * 6); // 2022–2027: a third of the colleges raise their fees during the sample years
  const raised = year >= raiseYear ? 1.15 : 1;
  if (planType === "中外合作") return Math.round((38000 + Math.round(r() * 6) * 10000) * (year >= raiseYear ? 1.1 : 1) / 100) * 100;
  const kind = m.cat === "13" ? 2.2 : m.cat === "10" ? 1.15 : 1;
  return Math.round((base * kind * raised) / 100) * 100;
};

/** A major's plan in a province and year: big at home, a few seats elsewhere; growing, shrinking, sometimes jumping. */
function planOf(c: GenCollege, m: ProgramMajor, ctx: CohortContext, planType: string, kind: string): number {
  const p = ctx.province;
  const h = rand(`plan:${c.code}:${m.code}:${p.code}:${ctx.subjectType}:${planType}`);
  const cands = ctx.table.candidates;
  let base: number;
  if (planType === "普通") {
    base = c.home === p.code ? (c.level === "专科" ? 20 + 60 * h : 8 + 40 * h * (c.national ? 1 : 1.6)) : Math.max(1, (cands / 110000) * (0.5 + 1.5 * h) * (c.national ? 1 : 0.6));
  } else base = 1 + 4 * h;
  if (kind !== "reg") base = Math.max(2, (cands / 60000) * (0.5 + h));
  const wobble = Math.exp(0.1 * gauss(`planY:${c.code}:${m.code}:${p.code}:${ctx.subjectType}:${planType}:${ctx.year}`));
  const jump = rand(`planJ:${c.code}:${m.code}:${p.code}:${ctx.year}`);
  const jumped = jump < 0.06 ? 0.6 : jump > 0.94 ? 1.5 : 1;
  return Math.max(1, Math.round(base * wobble * jumped));
}

function split<T>(list: T[], max: number): T[][] {
  if (list.length <= max) return [list];
  const parts = Math.ceil(list.length / max), size = Math.ceil(list.length / parts);
  return Array.from({ length: parts }, (_, i) => list.slice(i * size, (i + 1) * size)).filter((x) => x.length);
}

/** Groups a list of majors by 选科 requirement into 院校专业组 (2–6 majors each; a lone major joins a stricter group). */
function groupByRequirement(majors: { m: ProgramMajor; req: string }[], history: boolean, maxSize = 6): { req: string; digit: number; majors: ProgramMajor[] }[] {
  // strictest first: a lone major joins a stricter group when there is one
  const order = history ? ["历史+政治", "不限"] : ["物理+化学", "物理", "思想政治", "不限"];
  const digitOf = (req: string) => (history ? (req === "不限" ? 4 : 5) : req === "物理+化学" ? 1 : req === "物理" ? 2 : req === "不限" ? 3 : 5);
  const buckets = new Map<string, ProgramMajor[]>();
  for (const { m, req } of majors) (buckets.get(req) ?? buckets.set(req, []).get(req)!).push(m);
  // a bucket with a single major merges into a stricter one (its requirement then applies), else into any other
  for (const req of [...order].reverse()) {
    const list = buckets.get(req);
    if (!list || list.length !== 1 || buckets.size === 1) continue;
    const stricter = order.slice(0, order.indexOf(req)).reverse().find((r) => buckets.has(r));
    const target = stricter ?? order.find((r) => r !== req && buckets.has(r))!;
    const kept = order.indexOf(target) < order.indexOf(req) ? target : req;
    const merged = [...buckets.get(target)!, ...list];
    buckets.delete(req);
    buckets.delete(target);
    buckets.set(kept, merged);
  }
  const groups: { req: string; digit: number; majors: ProgramMajor[] }[] = [];
  for (const req of order) {
    const list = buckets.get(req);
    if (!list) continue;
    split(list, maxSize).forEach((part) => groups.push({ req, digit: digitOf(req), majors: part }));
  }
  return groups;
}

/**
 * In the dense province a 专科 major outside the engineering and science families (资源环境, 能源材料, 水利, 装备制造,
 * 生物化工: 42, 43, 45, 46, 47) is open to 历史类 too, as Guangdong's 高职 offer most of their majors to both tracks
 * (2024: 820 普通类 历史类 专科批 groups against 910 物理类, ../shared/data's Guangdong files); with the finance, tourism,
 * education and public-service families alone the seed held a third of the real 历史类 count (266), too few to fill a
 * form just below the 本科 line with every band.
 */
const zhuanOpenToHistory = (m: Pick<MajorInfo, "cat">, provinceCode: string) =>
  DENSE_PROVINCES.has(provinceCode) && Number(m.cat) >= 41 && !["42", "43", "45", "46", "47"].includes(m.cat);

/** Whether a major fits a subject type, and its requirement there. */
function fit(m: ProgramMajor, subjectType: string): string | null {
  if (subjectType === "理科" || subjectType === "文科") {
    if (subjectType === "文科" && !historyOk(m)) return null;
    return "不限";
  }
  if (isHistoryType(subjectType)) return historyOk(m) ? historyRequirement(m) : null;
  const req = physicsRequirement(m);
    if (subjectType === "综合" && req === "不限" && /^03(01|02|05)/.test(m.code)) return "思想政治";
  return req;
}

/**
 * The enrolment units of one college in one cohort (province, year, subject type), all batches: its regular units by the
 * province's volunteer mode, special plans (中外合作, 国家专项, 高校专项, 地方专项) and early-batch units (military, police,
 * public-funded teachers). Empty when the college does not recruit there.
 */
export function collegeUnits(c: GenCollege, ctx: CohortContext, enrollCode: string, baseReach: Reach = SEED_REACH): GenUnit[] {
  const p = ctx.province, year = ctx.year, type = ctx.subjectType;
  const reach = reachIn(p.code, baseReach);
  if (!recruitsIn(c, p.code, reach)) return [];
  const mode = volunteerModeOf(p, year);
  const history = isHistoryType(type);
  const home = c.home === p.code;
  const reformed = p.reformYear != null && year >= p.reformYear;
  const out: GenUnit[] = [];
  const active = (m: ProgramMajor) => year >= m.from && year <= m.to;
  // out of its home province a college offers some of its majors: always its most sought-after two, some of the rest
  const offeredHere = (m: ProgramMajor) => home || m.pop < 0.7 || rand(`offerP:${c.code}:${m.code}:${p.code}`) < (c.national ? reach.offered + 0.1 : reach.offered);

  // the college's standing here: rank share × home advantage × a slow trend, as a rank in this year's table
  const homeFactor = home ? (["11", "12", "31"].includes(p.code) ? 3 : 1.7) : 1;
  const trend = Math.exp(0.025 * gauss(`trend:${c.code}:${p.code}:${type}`) * (year - 2023));
  const baseShare = rankShare(c.strength) * homeFactor * (history ? 1.1 : 1) * (0.92 + 0.16 * rand(`base:${c.code}:${p.code}:${type}`)) * trend;

  const plans: { batch: string; plan: Plan }[] = [];
  const regularBatch = c.level === "专科" ? "专科批" : reformed ? "本科批" : c.strength >= 0.55 ? "本科一批" : "本科二批";
  const program = collegeProgram(c, reach.extraMajors).filter((m) => active(m) && offeredHere(m));
  const fitted = program.map((m) => ({ m, req: fit(m, type) ?? (history && zhuanOpenToHistory(m, p.code) ? "不限" : null) })).filter((x): x is { m: ProgramMajor; req: string } => x.req != null);

  const buildPlans = (majors: { m: ProgramMajor; req: string }[], planType: string, codeOf: (digit: number, k: number) => string, factor: number, batch: string, kind: string, remark = "") => {
    if (majors.length === 0) return;
    const ctxPlan = (m: ProgramMajor) => ({ m, plan: planOf(c, m, ctx, planType, kind), tuition: tuitionOf(c, m, year, planType), remark });
    if (mode === "group") {
      // special plans keep one group each (their codes are fixed)
      // (where groups are small, the strongest colleges run one major per group: there are few of them and many students)
      const size = reach.groupSize != null && c.strength >= 0.85 ? 1 : reach.groupSize ?? 6;
      const groups = groupByRequirement(majors, history, planType === "普通" && kind === "reg" ? size : 6);
      const seen = new Map<number, number>();
      for (const g of groups) {
        const k = seen.get(g.digit) ?? 0;
        seen.set(g.digit, k + 1);
        plans.push({ batch, plan: { majors: g.majors.map(ctxPlan), requirement: g.req, code: codeOf(g.digit, k), planType, factor } });
      }
    } else if (mode === "major") {
      for (const { m, req } of majors) plans.push({ batch, plan: { majors: [ctxPlan(m)], requirement: req, code: m.code, planType, factor } });
    } else {
      plans.push({ batch, plan: { majors: majors.map(({ m }) => ctxPlan(m)), requirement: "不限", code: "", planType, factor } });
    }
  };

  // group codes 6x and 7x belong to the special plans below: a college with many groups goes on with 10x, 11x …
  if (!isMilitary(c)) buildPlans(fitted, "普通", (d, k) => (k < 6 ? `${k}${d}` : `${k + 4}${d}`), 1, regularBatch, "reg");

  if (c.level === "本科" && !isMilitary(c) && !isPolice(c)) {
    // 中外合作: a third of the colleges, from some year on, a lower line and a much higher fee
    const sf = rng(hashSeed(`sino:${c.code}`));
    if (sf() < 0.35 && c.strength >= 0.45 && (home || c.national) && year >= 2021 + Math.floor(sf() * 3)) {
      const majors = fitted.filter((x) => SINO_FOREIGN.includes(x.m.code)).slice(0, 2);
      if (majors.length && (home || sf() < 0.6)) buildPlans(majors.map((x) => ({ ...x, req: strictest(majors.map((y) => y.req)) })), "中外合作", () => (history ? "62" : "61"), 2 + sf() * 1.5, regularBatch, "reg", "中外合作办学");
    }
    if (SPECIAL_PROVINCES.has(p.code)) {
      const sorted = [...fitted].sort((a, b) => a.m.pop - b.m.pop);
      if (c.national && c.strength >= 0.7 && !home && rand(`nsp:${c.code}`) < 0.45) {
        const chosen = sorted.slice(0, 2 + (hashSeed(`nsp:${c.code}`) % 2));
        const majors = chosen.map((x) => ({ ...x, req: strictest(chosen.map((y) => y.req)) }));
        buildPlans(majors, "国家专项", () => (history ? "72" : "71"), 1.25 + 0.3 * rand(`nspF:${c.code}:${p.code}`), regularBatch, "reg");
      }
      if (c.elite && !history) {
        const chosen = sorted.slice(0, 2);
        const majors = chosen.map((x) => ({ ...x, req: strictest(chosen.map((y) => y.req)) }));
        buildPlans(majors, "高校专项", () => "73", 1.3 + 0.4 * rand(`hsp:${c.code}:${p.code}`), regularBatch, "reg");
      }
    }
    if (home && !c.national && c.strength >= 0.5 && !history) {
      const sorted = [...fitted].sort((a, b) => b.m.pop - a.m.pop);
      const chosen = sorted.slice(0, 2);
      const majors = chosen.map((x) => ({ ...x, req: strictest(chosen.map((y) => y.req)) }));
      buildPlans(majors, "地方专项", () => "75", 1.25, regularBatch, "reg");
    }
  }

  // 本科提前批: military and police academies, public-funded teacher programmes
  if (isMilitary(c) || (isPolice(c) && c.level === "本科")) {
    const pool = isMilitary(c) ? POOLS["军事"]! : POLICE_EARLY;
    const majors = pool.map((code) => programMajor(c, code, "early")).filter(active)
      .map((m) => ({ m, req: fit(m, type) })).filter((x): x is { m: ProgramMajor; req: string } => x.req != null);
    buildPlans(majors, "普通", (d, k) => `${k}${d}`, isMilitary(c) ? 1.8 : 1.1, "本科提前批", "early", isMilitary(c) ? "军队院校，须政治考核、体检、面试" : "公安院校，须政治考察、体检、体能测评");
  }
  if (NATIONAL_TEACHER.has(c.code) || (isProvincialTeacher(c) && home)) {
    const majors = TEACHER_EARLY.map((code) => programMajor(c, code, "teacher")).filter((m, i) => active(m) && (i < 3 || rand(`tch:${c.code}:${m.code}:${p.code}`) < 0.5))
      .map((m) => ({ m, req: fit(m, type) })).filter((x): x is { m: ProgramMajor; req: string } => x.req != null);
    buildPlans(majors, "定向", (d, k) => `${k + 8}${d}`, 2.2, "本科提前批", "early", "公费师范生，毕业后到生源省份中小学任教");
  }

  // caps from the province's lines: a 本科 unit ranks above the 本科 line, a 专科 unit between the 本科 and 专科 lines
  const lineRank = (name: string) => { const l = ctx.lines.find((x) => x.batch === name); return l ? rankAtScore(ctx.table, l.score) : ctx.table.candidates; };
  const benRank = lineRank(reformed ? "本科批" : "本科二批");
  const firstRank = reformed ? benRank : lineRank("本科一批");
  const zhuanRank = lineRank("专科批");

  // special plans admit on their own, lower lines: never better than the college's ordinary units in the same batch
  const regularWorst = new Map<string, number>();
  plans.sort((a, b) => (a.plan.planType === "普通" ? 0 : 1) - (b.plan.planType === "普通" ? 0 : 1));
  for (const { batch, plan } of plans) {
    const unitKey = mode === "major" ? `${c.code}-${plan.code}-${plan.planType}` : mode === "group" ? `${c.code}-${plan.code}` : `${c.code}-${plan.planType}`;
    const unitPlan = plan.majors.reduce((s, x) => s + x.plan, 0);
    const basePlan = plan.majors.reduce((s, x) => s + Math.max(1, x.plan), 0);
    const worstPop = Math.max(...plan.majors.map((x) => x.m.pop));
    const sigma = 0.025 + 0.12 / Math.sqrt(unitPlan);
    // where a college runs many small groups (the dense province), each group draws its own standing, as real ones do
    const vocational = batch === "专科批" && DENSE_PROVINCES.has(p.code);
    // (a 专科 unit's spread is narrower: vocationalStanding already spreads the colleges between the lines)
    const spreadSigma = vocational ? 0.2 : reach.groupSpread ?? 0;
    const groupSpread = plan.planType === "普通" && spreadSigma > 0 ? Math.exp(spreadSigma * gauss(`grp:${p.code}:${type}:${unitKey}`)) : 1;
    const noise = Math.exp(sigma * gauss(`rankY:${p.code}:${type}:${batch}:${unitKey}:${year}`)) * groupSpread;
    const planPull = Math.pow(unitPlan / Math.max(1, basePlan), 0.3);
    // in the dense province a 专科 unit's standing is placed between the two lines by the college's strength: the
    // strongest 高职 admit around (a few above) the 本科 line, as Guangdong's do, the weakest near the 专科 line, so a
    // student just below the 本科 line finds 专科 units of every band
    let rank = (vocational ? vocationalStanding(c, benRank, zhuanRank) * trend : baseShare * ctx.table.candidates) * plan.factor * worstPop * noise * planPull;
    // caps
    const floor = Math.max(1, Math.round(unitPlan * 1.2));
    let cap = ctx.table.candidates;
    if (batch === "专科批") { rank = Math.max(rank, benRank * (vocational ? 0.7 : 1.03)); cap = zhuanRank * 0.98; }
    else if (batch === "本科一批") cap = firstRank * 0.98;
    else if (batch === "本科二批") { rank = Math.max(rank, firstRank * 1.03); cap = benRank * 0.97; }
    else cap = benRank * 0.97;
    // near the line units thin out rather than pile up at it: ranks past 60 % of the cap are squeezed below the cap
    const knee = cap * 0.6;
    if (rank > knee && !vocational) rank = knee + (cap - knee) * (1 - Math.exp(-(rank - knee) / (cap - knee)));
    rank = Math.round(Math.min(cap, Math.max(floor, rank)));
    const ordinary = regularWorst.get(batch);
    if (plan.planType !== "普通" && ordinary != null) rank = Math.round(Math.min(cap, Math.max(rank, ordinary * (1 + (plan.factor - 1) * 0.5))));

    // the majors inside: each its own min rank, the least sought-after one is the unit's (the group's min rank is its worst major's)
    const raw = plan.majors.map((x) => x.m.pop * Math.exp(0.04 * gauss(`mj:${p.code}:${type}:${unitKey}:${x.m.code}:${year}`)));
    const worst = Math.max(...raw);
    const majors: GenUnitMajor[] = plan.majors.map((x, i) => {
      const minRank = Math.max(x.plan, Math.round((rank * raw[i]!) / worst));
      const spread = 0.8 - 0.25 * Math.min(1, x.plan / 30);
      const minScore = scoreAtRank(ctx.table, minRank);
      const avgScore = Math.min(ctx.table.top, Math.max(minScore + 1, scoreAtRank(ctx.table, Math.max(1, Math.round(minRank * spread)))));
      return { majorCode: x.m.code, majorName: x.m.name, remark: x.remark, planCount: x.plan, tuition: x.tuition, schoolYears: x.m.years, minScore, minRank, avgScore };
    });
    const unitMin = Math.max(...majors.map((m) => m.minRank));
    if (plan.planType === "普通") regularWorst.set(batch, Math.max(regularWorst.get(batch) ?? 0, unitMin));
    const minScore = scoreAtRank(ctx.table, unitMin);
    const bestRank = Math.max(1, Math.round(Math.min(...majors.map((m) => m.minRank)) * (0.15 + 0.3 * rand(`best:${unitKey}:${p.code}:${year}`))));
    const weighted = Math.round(majors.reduce((s, m) => s + m.avgScore * m.planCount, 0) / Math.max(1, unitPlan));
    const avgScore = Math.max(minScore + 1, weighted);
    const maxScore = Math.min(ctx.table.total, Math.max(avgScore + 1, scoreAtRank(ctx.table, bestRank)));
    const first = plan.majors[0]!;
    out.push({
      provinceCode: p.code, year, subjectType: type, batch, mode, unitKey, collegeCode: c.code, collegeName: c.name, collegeEnrollCode: enrollCode,
      unitCode: plan.code,
      name: mode === "major" ? first.m.name + (plan.planType === "中外合作" ? "(中外合作办学)" : plan.planType !== "普通" ? `(${plan.planType})` : "")
        : mode === "group" ? `第${plan.code}组` : c.name + (first.remark.startsWith("公费师范") ? "(公费师范)" : plan.planType !== "普通" ? `(${plan.planType})` : ""),
      majorCode: mode === "major" ? first.m.code : null,
      planType: plan.planType, subjectRequirement: plan.requirement, planCount: unitPlan,
      tuition: Math.max(...plan.majors.map((x) => x.tuition)), schoolYears: Math.max(...plan.majors.map((x) => x.m.years)),
      minScore, minRank: unitMin, avgScore, maxScore, majors,
    });
  }
  return out;
}

// ---------------------------------------------------------------- the seed's colleges and provinces

/** The seed's colleges as the generator sees them. */
export function seedColleges(rows: readonly (readonly [string, string, string, string, string, string, string, string, string, string, string, number])[]): GenCollege[] {
  return rows.map(([code, , name, home, provinceName, city, level, category, nature, belong, tags, strength]) => ({
    code, name, home, level: level as "本科" | "专科", category, strength, private: nature === "民办",
    // a college run by its province or city recruits mostly at home unless it is strong
    national: level === "本科" && ((!belong.includes(provinceName.replace(/省|市|自治区|壮族|回族|维吾尔/g, "")) && belong !== city) || strength >= 0.7),
    elite: tags.includes("985") || tags.includes("强基计划"),
  }));
}

/** The generator's view of a province: the domain's rules plus the seed's candidate numbers. */
export function generatorProvince(p: ProvinceSeed): Province & { candidates: number } {
  const domain = findProvince(p.code) ?? PROVINCES[0]!;
  return { ...domain, totalScore: p.totalScore, candidates: p.candidates };
}

export interface Cohort { province: Province & { candidates: number }; year: number; subjectType: string; table: RankTable; lines: GeneratedLine[] }

/** Every cohort (province × year × subject type) with its table and lines. */
export function cohorts(provinces: readonly ProvinceSeed[], years: readonly number[] = SAMPLE_YEARS): Cohort[] {
  const out: Cohort[] = [];
  for (const ps of provinces) {
    const province = generatorProvince(ps);
    for (const year of years) for (const subjectType of subjectTypesOf(province, year)) {
      const table = rankTable(ps, year, subjectType);
      out.push({ province, year, subjectType, table, lines: batchLines(table, province) });
    }
  }
  return out;
}

export { subjectTypes };
