// What a family knows on filling day besides the history: the 一分一段 tables (pool size) and the target year's plans.
// The model must use them, fall back to history alone without them, and refuse bad input naming the line.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runBacktestCli } from "./backtest-cli";
import {
  BacktestInputError, DEFAULT_FIT_OPTIONS, HistoryFormatError, PRIOR_POOL_RAMP, fitModel, poolRampEvidence, rampShare, parseHistoryCsv, parseScoreRanksCsv, poolLookup, predictUnit, runBacktest,
  type UnitPrediction, type UnitYear,
} from "@/domain/probability";

describe("parseScoreRanksCsv", () => {
  it("reads bands at their floor and each year's pool", () => {
    const tables = parseScoreRanksCsv("province,year,subject_type,score,count,cumulative\n42,2024,物理类,695-750,44,44\n42,2024,物理类,694,6,50\n42,2025,物理类,700,10,10\n42,2025,物理类,699,5,15\n");
    expect(tables.map((t) => [t.year, t.total])).toEqual([[2024, 50], [2025, 15]]);
    expect(tables[0]!.rows[0]).toEqual({ score: 695, count: 44, cumulative: 44 });
    const pool = poolLookup(tables);
    expect(pool({ province: "42", subjectType: "物理类" }, 2025)).toBe(15);
    expect(pool({ province: "42", subjectType: "历史类" }, 2025)).toBeNull();
  });

  it.each([
    // a missing row: 599 is not there, so 598's cumulative is not 600's plus its count
    ["year,score,count,cumulative\n2024,600,10,10\n2024,598,5,25\n", /line 3, column "cumulative": gap in the table/],
    ["year,score,count,cumulative\n2024,600,10,10\n2024,599,5,8\n", /line 3, column "cumulative": cumulative 8 falls below 10/],
    // two provinces' tables one after the other, with nothing to tell them apart
    ["year,score,count,cumulative\n2024,600,10,10\n2024,599,5,15\n2024,650,3,3\n", /line 4, column "score": score 650 does not fall below 599.*province and subject_type/],
    ["year,score,count,cumulative\n2024,600,-1,10\n", /line 2, column "count": "-1" is negative/],
    ["year,score,count\n2024,600,10\n", /missing required column "cumulative"/],
  ])("refuses %j naming the line", (text, message) => {
    expect(() => parseScoreRanksCsv(text)).toThrow(HistoryFormatError);
    expect(() => parseScoreRanksCsv(text)).toThrow(message);
  });
});

describe("history input", () => {
  it("refuses a negative plan count naming the line", () => {
    expect(() => parseHistoryCsv("year,group,min_rank,plan_count\n2021,A,100,3\n2022,A,,-2\n")).toThrow(/line 3, column "plan_count": "-2" is negative/);
  });

  it("keeps cohorts apart by batch, and names both lines of a key listed twice in one", () => {
    const ok = parseHistoryCsv("year,group,min_rank,batch\n2021,A,100,一批次\n2021,A,9000,二批次\n");
    expect(ok.rows.map((r) => r.batch)).toEqual(["一批次", "二批次"]);
    expect(() => parseHistoryCsv("year,group,min_rank,batch\n2021,A,100,一批次\n2021,B,10,一批次\n2021,A,120,一批次\n"))
      .toThrow(/unit "A" is listed twice for 2021 in one cohort: lines 2 and 4/);
  });
});

// Units deep in the pool (half of it and more) whose min ranks follow their pool exactly (a pool twice as large puts the
// same unit at twice the rank), with a deterministic wobble; pools per year as the 一分一段 tables would give them.
const POOLS: Record<number, number> = { 2019: 100_000, 2020: 115_000, 2021: 110_000, 2022: 135_000 };
function poolRows(units = 300): UnitYear[] {
  const rows: UnitYear[] = [];
  for (let i = 0; i < units; i++) {
    for (const [k, year] of [2019, 2020, 2021, 2022].entries()) {
      const wobble = 1 + 0.03 * Math.sin(i * 7.1 + k * 3.3);
      rows.push({ year, group: `G${i}`, minRank: Math.round((50_000 + i * 150) * (POOLS[year]! / POOLS[2019]!) * wobble), province: "37", subjectType: "综合" });
    }
  }
  return rows;
}
const pools = { pool: (_row: unknown, year: number) => POOLS[year] ?? null };

describe("the pool from the 一分一段 tables", () => {
  const rows = poolRows();

  it("moves the predicted ranks with a pool that grows, and learns how much from the history", () => {
    const withTables = runBacktest(rows, 2022, {}, pools);
    const without = runBacktest(rows, 2022);
    const model = Object.values(withTables.fitted)[0]!;
    // the history's pools moved these deep ranks one for one: κ learned rises above the cross-province prior
    expect(model.poolElasticity!.value).toBeGreaterThan(PRIOR_POOL_RAMP);
    expect(model.poolElasticity!.source).toBe("learned");
    // 2022's pool is 23 % larger: history alone misses that, the tables do not
    expect(without.medianAbsError!).toBeGreaterThan(0.12);
    expect(withTables.medianAbsError!).toBeLessThan(0.05);
    expect(withTables.comparison.brier!).toBeLessThan(without.comparison.brier!);
  });

  it("moves a unit near the top less than one deep in the pool (the ramp), never more than one for one", () => {
    const model = fitModel(rows, 2022, {}, pools);
    // a unit at 2 % of the pool and one at 80 %, one year of history each before 2022
    const unit = (group: string, rank: number): UnitYear[] => [2020, 2021].map((year) => ({ year, group, minRank: Math.round(rank * POOLS[year]! / POOLS[2021]!), province: "37", subjectType: "综合" }));
    const top = predictUnit(model, unit("TOP", 2_200)) as UnitPrediction, deep = predictUnit(model, unit("DEEP", 88_000)) as UnitPrediction;
    const change = Math.log(POOLS[2022]! / POOLS[2021]!);
    expect(top.poolShift).toBeGreaterThan(0);
    expect(top.poolShift).toBeLessThan(0.1 * change);
    expect(deep.poolShift).toBeCloseTo(change, 6);
    expect(rampShare(5, 0.5)).toBe(1);
    expect(rampShare(2, null)).toBe(0);
  });

  it("never learns a κ below 0 nor moves a unit more than one for one, however the history's common moves fall", () => {
    // ranks that move against the pool (it grows, they get better) and twice as far as it
    const against = poolRows().map((r) => ({ ...r, minRank: Math.round(r.minRank! * (POOLS[2019]! / POOLS[r.year]!) ** 2) }));
    const double = poolRows().map((r) => ({ ...r, minRank: Math.round(r.minRank! * (POOLS[r.year]! / POOLS[2019]!)) }));
    const low = fitModel(against, 2022, {}, pools).poolElasticity!, high = fitModel(double, 2022, {}, pools).poolElasticity!;
    expect([low.source, high.source]).toEqual(["learned", "learned"]);
    // contrary years pull κ towards 0 (each counted as a surprise, Huber-weighted), never below it
    expect(low.value).toBeGreaterThanOrEqual(0);
    expect(low.value).toBeLessThan(0.2 * PRIOR_POOL_RAMP);
    expect(high.value).toBeGreaterThan(PRIOR_POOL_RAMP);
    const deepest = double.filter((r) => r.group === "G299");
    expect((predictUnit(fitModel(double, 2022, {}, pools), deepest) as UnitPrediction).poolShift).toBeLessThanOrEqual(Math.log(POOLS[2022]! / POOLS[2021]!) + 1e-12);
    // a larger pool then never forecasts better ranks for a unit
    const unit = against.filter((r) => r.group === "G100");
    expect((predictUnit(fitModel(against, 2022, {}, pools), unit) as UnitPrediction).poolShift).toBeGreaterThanOrEqual(0);
  });

  it("counts one contrary cohort-year as a surprise, not as proof that ranks ignore the pool", () => {
    // like Shandong 二批次 2021: the pool grew 4 % and these deep ranks fell 6 %; in 2021 they followed a 9 % rise
    const pool: Record<number, number> = { 2019: 100_000, 2020: 104_000, 2021: 113_000, 2022: 125_000 };
    const rows: UnitYear[] = [];
    for (let i = 0; i < 300; i++) {
      const base = 50_000 + i * 150, wobble = (k: number) => 1 + 0.02 * Math.sin(i * 7.1 + k * 3.3);
      const ranks = [base, base * Math.exp(-0.06), base * Math.exp(-0.06) * (pool[2021]! / pool[2020]!)];
      ranks.forEach((rank, k) => rows.push({ year: 2019 + k, group: `G${i}`, minRank: Math.round(rank * wobble(k)), province: "37", subjectType: "综合" }));
    }
    const tables = { pool: (_row: unknown, year: number) => pool[year] ?? null };
    const kappa = fitModel(rows, 2022, {}, tables).poolElasticity!.value;
    // the same prior and points without the Huber weights (plain least squares)
    const points = poolRampEvidence(rows, tables.pool, 30);
    const residual = DEFAULT_FIT_OPTIONS.priorPoolResidualSd ** 2, prior = 1 / DEFAULT_FIT_OPTIONS.priorPoolElasticitySd ** 2;
    const x = (p: (typeof points)[number]) => p.poolShare * p.logPool;
    const plain = (PRIOR_POOL_RAMP * prior + points.reduce((s, p) => s + (x(p) * p.commonMove) / residual, 0)) / (prior + points.reduce((s, p) => s + x(p) ** 2 / residual, 0));
    expect(points.map((p) => p.year)).toEqual([2020, 2021]);
    expect(kappa).toBeGreaterThan(plain + 0.05);
    expect(kappa).toBeGreaterThan(0.8 * PRIOR_POOL_RAMP);
  });

  it("falls back to history alone without the target year's table, with the wider prior uncertainty", () => {
    const partial = { pool: (_row: unknown, year: number) => (year < 2022 ? POOLS[year]! : null) };
    const fallback = fitModel(rows, 2022, {}, partial);
    const full = fitModel(rows, 2022, {}, pools);
    expect(fallback.poolElasticity).toBeNull();
    expect(fallback.yearShiftSd.value).toBeGreaterThan(full.yearShiftSd.value);
    const unit = rows.filter((r) => r.group === "G100");
    const a = predictUnit(fallback, unit) as UnitPrediction, b = predictUnit(full, unit) as UnitPrediction;
    expect(a.poolShift).toBe(0);
    expect(b.poolShift).toBeGreaterThan(0.7 * Math.log(135 / 110));
    expect(b.predictedMinRank).toBeGreaterThan(a.predictedMinRank * 1.12);
    // and it says so: the unit's interval names the missing tables as a reason, and is the wider one
    expect(a.widenedBy).toContain("history-only");
    expect(b.widenedBy).not.toContain("history-only");
    expect(a.spread).toBeGreaterThan(b.spread);
  });
});

describe("the target year's plans", () => {
  // a unit's min rank follows its plan (more seats: it admits deeper), the cohort's seats unchanged on the whole
  const rows: UnitYear[] = [];
  for (let i = 0; i < 300; i++) {
    let rank = 300 + i * 100;
    for (const year of [2019, 2020, 2021, 2022]) {
      const plan = 10 + ((i + year) % 3) * 5; // 10, 15, 20 in turn
      const before = 10 + ((i + year - 1) % 3) * 5;
      if (year > 2019) rank = Math.round(rank * Math.sqrt(plan / before) * (1 + 0.02 * Math.sin(i * 3.7 + year)));
      rows.push({ year, group: `P${i}`, minRank: year === 2022 ? null : rank, planCount: plan });
    }
  }

  it("learns how a unit's own plan change moves its rank and uses the target year's plan", () => {
    const model = fitModel(rows, 2022);
    expect(model.planEffect!.source).toBe("learned");
    expect(model.planEffect!.value).toBeGreaterThan(0.3);
    const more = predictUnit(model, rows.filter((r) => r.group === "P1")) as UnitPrediction; // plan 10 → 15 in 2022
    const fewer = predictUnit(model, rows.filter((r) => r.group === "P0")) as UnitPrediction; // plan 20 → 10
    expect(more.planShift).toBeGreaterThan(0);
    expect(fewer.planShift).toBeLessThan(0);
    const withoutPlan = predictUnit(model, rows.filter((r) => r.group === "P1" && r.year < 2022)) as UnitPrediction;
    expect(more.predictedMinRank).toBeGreaterThan(withoutPlan.predictedMinRank);
  });
});

describe("unit identity and cohorts", () => {
  const base = poolRows(100).map((r) => ({ ...r, college: `C${r.group}` }));

  it("treats a key whose college changed as a new unit", () => {
    const renumbered = base.map((r) => (r.group === "G5" && r.year === 2022 ? { ...r, college: "another college" } : r));
    const report = runBacktest(renumbered, 2022, {}, pools);
    expect(report.predictions.find((p) => p.group === "G5")).toMatchObject({ refused: true, reasonCode: "no-history", reason: expect.stringContaining("another college") });
    expect(report.predictions.find((p) => p.group === "G6")).toMatchObject({ refused: false });
  });

  it("fits each (province, subject type, batch) on its own rows", () => {
    const two = [...base.map((r) => ({ ...r, batch: "一批次" })), ...base.map((r) => ({ ...r, batch: "二批次", minRank: r.minRank && r.minRank * 20 }))];
    const report = runBacktest(two, 2022, {}, pools);
    expect(Object.keys(report.fitted).sort()).toEqual(["37/综合/一批次", "37/综合/二批次"]);
    expect(report.units).toBe(200);
  });

  it("refuses a history whose cohorts hold only one year before the target, naming the line", () => {
    const one = base.filter((r) => r.year >= 2021).map((r, i) => ({ ...r, line: i + 2 }));
    expect(() => runBacktest(one, 2022)).toThrow(BacktestInputError);
    expect(() => runBacktest(one, 2022)).toThrow(/^line 2: the cohort 37\/综合 has only one year before 2022 \(2021\)/);
  });
});

describe("the backtest command with filling-day inputs", () => {
  const dir = mkdtempSync(join(tmpdir(), "qihang-fillingday-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const history = join(dir, "history.csv");
  writeFileSync(history, `province,year,group,min_rank,subject_type\n${poolRows(60).map((r) => `37,${r.year},${r.group},${r.minRank},综合`).join("\n")}\n`);
  const tables = join(dir, "tables.csv");
  writeFileSync(tables, `year,score,count,cumulative\n${Object.entries(POOLS).map(([y, n]) => `${y},700,${n - 5},${n - 5}\n${y},699,5,${n}`).join("\n")}\n`);
  const gappy = join(dir, "gappy.csv");
  writeFileSync(gappy, "year,score,count,cumulative\n2021,700,10,10\n2021,698,5,25\n");
  const twice = join(dir, "twice.csv");
  writeFileSync(twice, "year,group,min_rank\n2020,A,100\n2021,A,90\n2021,A,95\n");

  const run = runBacktestCli;
  const results = Promise.all([
    run("--history", history, "--target", "2022", "--score-ranks", tables, "--json"),
    run("--history", history, "--target", "2022", "--score-ranks", gappy),
    run("--history", twice, "--target", "2022"),
    run("--all", "--data", join(dir, "nothing-here")),
  ]);

  it("reads --score-ranks and reports the pool ramp κ it used", async () => {
    const [ok] = await results;
    expect(ok!.code).toBe(0);
    const parsed = JSON.parse(ok!.stdout.trim().split("\n").pop()!) as { medianAbsError: number; fitted: Record<string, { poolElasticity: { value: number } }> };
    expect(parsed.fitted["37/综合"]!.poolElasticity.value).toBeGreaterThan(PRIOR_POOL_RAMP);
    expect(parsed.medianAbsError).toBeLessThan(0.05);
  });

  it("exits 2 naming the score-rank file and the line of a gap, and writes nothing", async () => {
    const [, bad] = await results;
    expect(bad!.code).toBe(2);
    expect(bad!.stderr).toMatch(/gappy\.csv: line 3, column "cumulative": gap in the table/);
    expect(bad!.stdout).toBe("");
  });

  it("exits 2 naming both lines of a key listed twice", async () => {
    const [, , dup] = await results;
    expect(dup!.code).toBe(2);
    expect(dup!.stderr).toMatch(/twice\.csv: line 4, column "group": unit "A" is listed twice for 2021 in one cohort: lines 3 and 4/);
  });

  it("--all exits 2 when the shared data are not there", async () => {
    const [, , , all] = await results;
    expect(all!.code).toBe(2);
    expect(all!.stderr).toMatch(/shared data directory is not there/);
  });
});

describe("files without province columns", () => {
  it("a history without a province reads the one table it is given", () => {
    const pool = poolLookup(parseScoreRanksCsv("province,year,subject_type,score,count,cumulative\n31,2024,综合,600,10,10\n"));
    expect(pool({ province: null, subjectType: null }, 2024)).toBe(10);
    expect(pool({ province: "11", subjectType: null }, 2024)).toBeNull();
  });

  it("a key listed twice in a file without a province column says a mixed file needs one", () => {
    expect(() => parseHistoryCsv("year,group,min_rank\n2021,10001-01,100\n2021,10001-01,5000\n"))
      .toThrow(/lines 2 and 3 \(a file holding several provinces needs a province column\)/);
  });
});
