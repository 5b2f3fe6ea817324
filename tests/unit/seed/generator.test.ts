// The generated sample admission data: properties a student would notice if they were wrong (tables that go backwards,
// top colleges with min = average = max, a famous university ranked below an ordinary one, lines jumping around from one
// year to the next, no early batch for the academies).
import { describe, expect, it } from "vitest";
import {
  SAMPLE_YEARS, cohorts, collegeUnits, enrollCodes, rankAtScore, rankTable, scoreAtRank, seedColleges, type Cohort, type GenUnit,
} from "@/server/db/seed/generator";
import { provinceSeed } from "@/server/db/seed/provinces";
import { collegeSeed } from "@/server/db/seed/colleges";
import { batchesOf, findProvince, subjectTypesOf, volunteerModeOf } from "@/domain/provinces";
import { completeTable, parseScoreLabel, rankOfScore } from "@/domain/score-rank";

const all = cohorts(provinceSeed, SAMPLE_YEARS);
const colleges = seedColleges(collegeSeed);
const codes = new Map(provinceSeed.map((p) => [p.code, enrollCodes(colleges, p.code)]));
const unitsOf = (cohort: Cohort): GenUnit[] => colleges.flatMap((c) => collegeUnits(c, cohort, codes.get(cohort.province.code)!.get(c.code)!));
const byCohort = new Map(all.map((c) => [`${c.province.code}:${c.year}:${c.subjectType}`, unitsOf(c)]));
const everyUnit = [...byCohort.values()].flat();
const strength = new Map(colleges.map((c) => [c.code, c.strength]));

/** the college-level figure the school page shows: worst min rank over a college's 普通 units of a batch */
function collegeRanks(units: GenUnit[], batch: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const u of units) if (u.planType === "普通" && u.batch === batch) map.set(u.collegeCode, Math.max(map.get(u.collegeCode) ?? 0, u.minRank));
  return map;
}

describe("一分一段 tables", () => {
  it("cover every province, year 2021–2025 and subject type of the domain", () => {
    for (const p of provinceSeed) for (const year of SAMPLE_YEARS) {
      const types = all.filter((c) => c.province.code === p.code && c.year === year).map((c) => c.subjectType);
      expect(types).toEqual(subjectTypesOf(findProvince(p.code)!, year));
    }
    expect(SAMPLE_YEARS).toEqual([2021, 2022, 2023, 2024, 2025]);
  });

  it("are consistent tables: scores go down, cumulative counts are monotone and add up, as the domain checks them", () => {
    for (const c of all) {
      const done = completeTable(c.table.rows);
      expect(done.ok, `${c.province.code} ${c.year} ${c.subjectType}`).toBe(true);
      expect(c.table.rows.at(-1)!.cumulative).toBeLessThanOrEqual(c.table.candidates);
    }
  });

  it("print the top as a band up to the full score (its label parses) and end at the 专科 line", () => {
    for (const c of all) {
      const [first] = c.table.rows;
      expect(first!.scoreMax).toBe(c.table.total);
      expect(parseScoreLabel(first!.label, c.table.total)).toEqual({ score: first!.score, scoreMax: c.table.total });
      expect(first!.count).toBeLessThan(Math.max(40, c.table.candidates * 0.0005));
      expect(c.table.rows.slice(1).every((r) => r.scoreMax == null && r.label === "")).toBe(true);
      expect(c.table.rows.at(-1)!.score).toBe(c.lines.find((l) => l.batch === "专科批")!.score);
      expect(c.table.top).toBeLessThan(c.table.total);
    }
  });

  it("map the ranks of the very best candidates to different scores (no saturation at the top)", () => {
    for (const c of all) {
      const t = c.table;
      const ranks = [1, Math.round(t.candidates * 0.0005), Math.round(t.candidates * 0.002)];
      const scores = ranks.map((r) => scoreAtRank(t, Math.max(1, r)));
      expect(new Set(scores).size, `${c.province.code} ${c.year} ${c.subjectType}: ${scores}`).toBe(3);
    }
  });

  it("read score ↔ rank consistently (the fine table agrees with the printed one below the band)", () => {
    const t = rankTable(provinceSeed.find((p) => p.code === "44")!, 2025, "物理类");
    for (const score of [650, 600, 520, 450, 300]) {
      const printed = rankOfScore(t.rows, score)!;
      expect(printed.cumulative).toBe(rankAtScore(t, score));
      expect(scoreAtRank(t, printed.rankEnd)).toBe(score);
    }
  });

  it("give batch lines per the domain's batches (no line for 本科提前批), read off the same table", () => {
    for (const c of all) {
      const batches = batchesOf(c.province, c.year);
      expect(c.lines.map((l) => l.batch)).toEqual(batches.filter((b) => b.kind !== "early").map((b) => b.name));
      const score = (name: string) => c.lines.find((l) => l.batch === name)?.score ?? -1;
      const ordinary = score("本科批") >= 0 ? score("本科批") : score("本科二批");
      expect(ordinary).toBeGreaterThan(score("专科批"));
      if (score("本科一批") >= 0) expect(score("本科一批")).toBeGreaterThan(score("本科二批"));
      expect(score("特殊类型招生控制线")).toBeGreaterThan(ordinary);
      for (const l of c.lines) expect(rankOfScore(c.table.rows, l.score)).not.toBeNull();
    }
  });
});

describe("enrolment units", () => {
  // (problems are collected and compared once: an expect() per unit made these the slowest tests of the file)
  it("follow the province's volunteer mode: groups, one unit per major, or one per college", () => {
    const problems: string[] = [];
    for (const c of all) {
      const mode = volunteerModeOf(c.province, c.year);
      for (const u of byCohort.get(`${c.province.code}:${c.year}:${c.subjectType}`)!) {
        const ok = u.mode === mode && (mode === "major"
          ? u.majors.length === 1 && u.unitCode === u.majorCode && u.unitKey === `${u.collegeCode}-${u.majorCode}-${u.planType}`
          : mode === "group" ? u.unitKey === `${u.collegeCode}-${u.unitCode}` && u.majors.length >= 1 && u.majors.length <= 6
            : u.unitCode === "");
        if (!ok) problems.push(`${c.province.code}:${c.year}:${c.subjectType} ${u.unitKey} (${u.mode}, ${u.majors.length} majors)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("have min < average < max and a group's min rank is the worst of its majors' min ranks", () => {
    const problems: string[] = [];
    for (const u of everyUnit) {
      const ok = u.minScore < u.avgScore && u.avgScore < u.maxScore && u.minRank === Math.max(...u.majors.map((m) => m.minRank))
        && u.minScore === Math.min(...u.majors.map((m) => m.minScore)) && u.planCount === u.majors.reduce((sum, m) => sum + m.planCount, 0)
        && u.majors.every((m) => m.minScore <= m.avgScore);
      if (!ok) problems.push(`${u.provinceCode}:${u.year}:${u.subjectType} ${u.unitKey}`);
    }
    expect(problems).toEqual([]);
  });

  it("read every score off the same year's table at the unit's rank", () => {
    for (const c of all.filter((x) => x.year === 2024)) {
      for (const u of byCohort.get(`${c.province.code}:${c.year}:${c.subjectType}`)!) {
        expect(u.minScore).toBe(scoreAtRank(c.table, u.minRank));
        const printed = rankOfScore(c.table.rows, u.minScore)!;
        expect(u.minRank).toBeGreaterThanOrEqual(printed.rankStart);
        expect(u.minRank).toBeLessThanOrEqual(printed.rankEnd);
      }
    }
  });

  it("rank the top universities better than weaker colleges in every province, year and subject type", () => {
    for (const [key, units] of byCohort) {
      for (const batch of ["本科批", "本科一批"]) {
        const ranks = collegeRanks(units, batch);
        const top = [...ranks].filter(([code]) => strength.get(code)! >= 0.95);
        const weaker = [...ranks].filter(([code]) => strength.get(code)! <= 0.75);
        if (top.length === 0 || weaker.length === 0) continue;
        const worstTop = Math.max(...top.map(([, r]) => r));
        const bestWeak = Math.min(...weaker.map(([, r]) => r));
        expect(worstTop, `${key} ${batch}`).toBeLessThan(bestWeak);
      }
    }
  });

  // (Guangdong's published 2024 table: 中山大学's ordinary groups down to rank 9,420 of 450,961 physics candidates, 2.1 %)
  it("show a top Guangdong university at home where it really admits (中山大学 within the top 2.5 %, 深圳大学 within the top 10 %)", () => {
    for (const year of SAMPLE_YEARS) {
      const cohort = all.find((c) => c.province.code === "44" && c.year === year && c.subjectType === "物理类")!;
      const ranks = collegeRanks(byCohort.get(`44:${year}:物理类`)!, "本科批");
      expect(ranks.get("10558")! / cohort.table.candidates).toBeLessThan(0.025);
      expect(ranks.get("10590")! / cohort.table.candidates).toBeLessThan(0.1);
      expect(ranks.get("10558")!).toBeLessThan(ranks.get("10590")!);
    }
  });

  it("move a few per cent in rank from one year to the next, more for small plans", () => {
    const history = new Map<string, GenUnit[]>();
    for (const u of everyUnit) {
      const key = `${u.provinceCode}:${u.subjectType}:${u.batch}:${u.unitKey}`;
      (history.get(key) ?? history.set(key, []).get(key)!).push(u);
    }
    const big: number[] = [], small: number[] = [];
    for (const list of history.values()) {
      list.sort((a, b) => a.year - b.year);
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1]!, list[i]!];
        if (b.year !== a.year + 1 || a.mode !== b.mode) continue;
        const move = Math.abs(Math.log(b.minRank / a.minRank));
        (Math.min(a.planCount, b.planCount) >= 20 ? big : small).push(move);
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const p99 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * 0.99)]!;
    expect(big.length).toBeGreaterThan(1000);
    expect(median(big)).toBeLessThan(0.12);
    expect(p99(big)).toBeLessThan(0.5);
    expect(median(small)).toBeGreaterThan(median(big));
  });

  it("change plans between years: expansions, cuts, new and removed units, fee changes", () => {
    const key = (u: GenUnit) => `${u.provinceCode}:${u.subjectType}:${u.batch}:${u.unitKey}`;
    const y24 = new Map(everyUnit.filter((u) => u.year === 2024).map((u) => [key(u), u]));
    const y25 = new Map(everyUnit.filter((u) => u.year === 2025).map((u) => [key(u), u]));
    const both = [...y25.keys()].filter((k) => y24.has(k));
    expect(both.filter((k) => y25.get(k)!.planCount > y24.get(k)!.planCount * 1.2).length).toBeGreaterThan(100);
    expect(both.filter((k) => y25.get(k)!.planCount < y24.get(k)!.planCount * 0.8).length).toBeGreaterThan(100);
    expect(both.filter((k) => y25.get(k)!.tuition !== y24.get(k)!.tuition).length).toBeGreaterThan(10);
    expect([...y25.keys()].filter((k) => !y24.has(k)).length).toBeGreaterThan(50);
    expect([...y24.keys()].filter((k) => !y25.has(k)).length).toBeGreaterThan(50);
  });

  it("keep unit keys and 院校代号 stable: one 4-digit code per college in a province, the same every year", () => {
    for (const p of provinceSeed) {
      const map = codes.get(p.code)!;
      expect(new Set(map.values()).size).toBe(map.size);
      for (const code of map.values()) expect(code).toMatch(/^[1-9]\d{3}$/);
    }
    const pku = everyUnit.filter((u) => u.collegeCode === "10001" && u.provinceCode === "44");
    expect(new Set(pku.map((u) => u.collegeEnrollCode)).size).toBe(1);
  });

  it("put the military and police academies and public-funded teacher programmes in 本科提前批 of every province and year", () => {
    for (const c of all) {
      const early = byCohort.get(`${c.province.code}:${c.year}:${c.subjectType}`)!.filter((u) => u.batch === "本科提前批");
      const label = `${c.province.code} ${c.year} ${c.subjectType}`;
      expect(early.some((u) => u.collegeCode === "90002"), label).toBe(true);
      expect(early.some((u) => u.collegeCode === "10041"), label).toBe(true);
      expect(early.some((u) => u.collegeCode === "10027" && u.planType === "定向"), label).toBe(true);
    }
    // 北京大学 has no early batch
    expect(everyUnit.some((u) => u.collegeCode === "10001" && u.batch === "本科提前批")).toBe(false);
  });
});
