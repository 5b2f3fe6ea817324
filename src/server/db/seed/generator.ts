// Deterministic generator of SAMPLE score data (labelled sample: true everywhere): score-rank tables (一分一段), batch lines,
// college and major admission scores and plans for 2021–2025 and every province. Plausible by construction: counts come from a
// normal curve (so cumulative ranks are monotone), every admission score is read off the same table at the admission rank, and
// more selective colleges (higher strength) get better (smaller) ranks.
import type { ProvinceSeed } from "./provinces";
import { subjectTypes } from "./provinces";

export const SAMPLE_YEARS = [2021, 2022, 2023, 2024, 2025];

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
export const rand = (key: string) => rng(hashSeed(key))();

function erf(x: number): number {
  // Abramowitz–Stegun 7.1.26
  const s = Math.sign(x), a = Math.abs(x), t = 1 / (1 + 0.3275911 * a);
  const y = 1 - ((((1.061405429 * t - 1.453152014) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-a * a);
  return s * y;
}
const cdf = (x: number, mu: number, sigma: number) => 0.5 * (1 + erf((x - mu) / (sigma * Math.SQRT2)));

export interface RankTable {
  provinceCode: string; year: number; subjectType: string; total: number; candidates: number;
  /** rows from the top score down: score, count at score, cumulative count (best rank at that score) */
  rows: { score: number; count: number; cumulative: number }[];
}

export function typeShare(subjectType: string): number {
  return subjectType === "物理类" || subjectType === "理科" ? 0.6 : subjectType === "综合" ? 1 : 0.4;
}

export function rankTable(p: ProvinceSeed, year: number, subjectType: string): RankTable {
  const T = p.totalScore;
  const r = rng(hashSeed(`rank:${p.code}:${year}:${subjectType}`));
  const candidates = Math.round(p.candidates * typeShare(subjectType) * (0.92 + 0.04 * (year - 2021)) * (0.97 + 0.06 * r()));
  const mu = T * ((subjectType === "历史类" || subjectType === "文科" ? 0.5 : 0.52) + (r() - 0.5) * 0.02);
  const sigma = T * (0.135 + r() * 0.01);
  const top = Math.floor(T * 0.95), bottom = Math.floor(T * 0.35);
  const rows: RankTable["rows"] = [];
  let cumulative = Math.round(candidates * (1 - cdf(top + 1, mu, sigma)));
  for (let score = top; score >= bottom; score--) {
    const count = Math.round(candidates * (cdf(score + 1, mu, sigma) - cdf(score, mu, sigma)));
    cumulative += count;
    if (cumulative > 0) rows.push({ score, count, cumulative });
  }
  return { provinceCode: p.code, year, subjectType, total: T, candidates, rows };
}

/** Highest score whose cumulative count reaches the rank (the score a candidate of that rank has). */
export function scoreAtRank(t: RankTable, rank: number): number {
  for (const row of t.rows) if (row.cumulative >= rank) return row.score;
  return t.rows.at(-1)?.score ?? 0;
}
/** Best rank at a score (the cumulative count at it). */
export function rankAtScore(t: RankTable, score: number): number {
  const row = t.rows.find((r) => r.score <= score);
  return row ? row.cumulative : t.candidates;
}

export function batchLines(t: RankTable, p: ProvinceSeed): { batch: string; score: number }[] {
  const special = scoreAtRank(t, Math.round(t.candidates * 0.12));
  const ben = scoreAtRank(t, Math.round(t.candidates * 0.38));
  const zhuan = Math.round(p.totalScore * (p.totalScore === 900 ? 0.33 : 0.2));
  return [{ batch: "特殊类型招生控制线", score: special }, { batch: "本科批", score: ben }, { batch: "专科批", score: zhuan }];
}

/**
 * Admission rank share for a college strength (0..1), interpolated (log scale) between knots that mirror real patterns:
 * the very top ≈ 0.02% of candidates, other 985 ≈ 0.5–1.5%, 211 ≈ 5%, ordinary 本科 ≈ 20%, 专科 ≈ 60%.
 */
const KNOTS: [number, number][] = [[0, 0.7], [0.15, 0.6], [0.5, 0.2], [0.72, 0.05], [0.86, 0.015], [0.9, 0.006], [0.96, 0.0015], [1, 0.0002]];
export function rankShare(strength: number): number {
  const x = Math.max(0, Math.min(1, strength));
  for (let i = 1; i < KNOTS.length; i++) {
    const [x0, y0] = KNOTS[i - 1]!, [x1, y1] = KNOTS[i]!;
    if (x <= x1) return Math.exp(Math.log(y0) + ((x - x0) / (x1 - x0)) * (Math.log(y1) - Math.log(y0)));
  }
  return KNOTS.at(-1)![1];
}

export { subjectTypes };
