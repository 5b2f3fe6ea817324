// CeGL/getLqgl on units this file writes itself (a batch of its own in Guangdong 物理类), so the figures are known.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";
import { bulkInsert } from "../../src/server/db/seed/bulk";
import { ensureTaxonomy } from "../../src/server/queries/taxonomy";
import { clearReferenceCaches } from "../../src/server/lib/cache";
import { cohortFits, cohortInputs, refitOutdatedCohorts, refitOutdatedInBackground, refreshProbabilityCohorts } from "../../src/server/queries/probability-fit";
import { admissionProbability, fitModel, MODEL_NAME, predictUnits, probabilityOnCurve, survivalCurve, cohortUnitKey, type FittedModel } from "../../src/domain/probability";
import { latestPublishedYear, nextApplicationRound } from "../../src/domain/calendar";

let t: TestCtx;
let c: Client;
const URL = "/api/common/CeGL/getLqgl";
const BATCH = "本科批";
const YEARS = [2021, 2022, 2023, 2024, 2025];
/** the years the calendar gives today: the next application round is the default target */
const NEXT = nextApplicationRound(new Date()).year;

/** Deterministic units: 120 steady ones from rank 2,000 to 120,000, a new one, and one without published ranks. */
async function writeUnits() {
  const db = t.database;
  await ensureTaxonomy(db, YEARS.map((year) => ({ provinceCode: "44", year, subjectTypes: ["物理类"], batches: [BATCH] })));
  const [source] = await db.rows<{ id: number }>(sql`
    insert into data_sources (kind, name, url, retrieved_on, checksum, row_count) values ('groups', '测试投档线', 'https://example.edu.cn/t', '2026-07-01', 'cegl-test', 0) returning id`);
  const id = source!.id;
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < 120; i++) {
    let rank = Math.round(2000 * Math.pow(60, i / 119));
    for (const year of YEARS) {
      rank = Math.max(1, Math.round(rank * Math.exp((random() - 0.5) * 0.16)));
      rows.push(unit(`T${i}`, year, rank, id));
    }
  }
  rows.push(unit("NEW", 2025, 30000, id));
  for (const year of YEARS) rows.push(unit("NORANK", year, null, id));
  // the test's own units replace the seed's for this cohort, so the figures below are the test's alone
  await db.rows(sql`delete from enrollment_units where province_code = '44' and subject_type = '物理类' and batch = ${BATCH}`);
  await bulkInsert(db, "enrollment_units", rows);
  // as the importer does after writing units: the province's models are fitted and stored again
  await refreshProbabilityCohorts(db, ["44"]);
  clearReferenceCaches();
}
function unit(key: string, year: number, rank: number | null, sourceId: number) {
  return {
    province_code: "44", year, subject_type: "物理类", batch: BATCH, mode: "group", unit_key: `cegl-${key}`, college_code: null, college_name: `测试大学${key}`,
    college_enroll_code: "", unit_code: "01", name: "第01组", major_code: null, plan_type: "普通", subject_requirement: "物理", plan_count: 30, tuition: 5000, school_years: 4,
    min_score: null, min_score_label: "", min_rank: rank, avg_score: null, max_score: null, tie_break: null, source_id: sourceId, sample: false,
  };
}

beforeAll(async () => {
  t = await setup();
  c = await loggedIn(t.app);
  await writeUnits();
}, 420_000);
afterAll(async () => { await t?.close(); });

const ask = (body: Record<string, unknown>) => c.post(URL, { province: "44", subjectType: "物理类", batch: BATCH, ...body });

describe("CeGL/getLqgl", () => {
  it("refuses bad input with a 400 naming the field", async () => {
    expect400(await c.post(URL, { province: "44" }), "score");
    expect400(await ask({ score: 751 }), "score");
    expect400(await c.post(URL, { province: "31", score: 661 }), "score");
    expect400(await ask({ rank: 0 }), "rank");
    expect400(await ask({ rank: 4_000_000 }), "rank");
    expect400(await ask({ score: 3 }), "score");
    expect400(await c.post(URL, { province: "火星", rank: 100 }), "province");
    expect400(await ask({ subjectType: "综合", rank: 100 }), "subjectType");
    expect400(await ask({ batch: "不存在批", rank: 100 }), "batch");
    expect400(await ask({ rank: 100, unitKey: "nope" }), "unitKey");
    // a 高一 student applies at most two rounds after the next one
    expect400(await ask({ rank: 100, year: NEXT + 3 }), "year");
    expect400(await ask({ rank: 100, band: "必中" }), "band");
    expect400(await c.post(URL, "{not json", { "Content-Type": "application/json" }));
  });

  it("lists the units near the student's rank with probabilities, bands and counts", async () => {
    const r = await ask({ rank: 20000, size: 500 });
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d).toMatchObject({ province: "44", subjectType: "物理类", batch: BATCH, targetYear: NEXT, rank: 20000, rankFrom: "rank", historyYears: YEARS,
      dataYear: 2025, publishedYear: latestPublishedYear(new Date()) });
    const counts = d.counts;
    expect(counts.保 + counts.稳 + counts.冲 + counts.难 + counts.refused).toBe(d.total);
    expect(d.records.length).toBe(d.total);
    const stated = d.records.filter((u: any) => !u.refused);
    for (let i = 1; i < stated.length; i++) expect(stated[i - 1].probability).toBeGreaterThanOrEqual(stated[i].probability);
    // at least half to twice the rank, wider where a band's units lie further out
    expect(d.near.from).toBeLessThanOrEqual(0.5);
    expect(d.near.to).toBeGreaterThanOrEqual(2);
    for (const u of stated) {
      // only the units near the rank: predicted min rank within the window the answer states
      expect(u.predictedMinRank).toBeGreaterThanOrEqual(20_000 * d.near.from);
      expect(u.predictedMinRank).toBeLessThanOrEqual(20_000 * d.near.to);
      expect(u.probability).toBeGreaterThanOrEqual(0);
      expect(u.probability).toBeLessThanOrEqual(1);
      expect(u.lower).toBeLessThanOrEqual(u.predictedMinRank);
      expect(u.upper).toBeGreaterThanOrEqual(u.predictedMinRank);
      expect(u.source).toMatchObject({ name: "测试投档线", sample: false });
    }
    // units far easier than the student's rank are confident admits; far harder ones are not
    const easy = stated.find((u: any) => u.lastMinRank > 34000);
    const hard = stated.find((u: any) => u.lastMinRank < 12000);
    expect(easy.band).toBe("保");
    expect(hard.probability).toBeLessThan(0.25);
    expect(r.json.sample).toBeFalsy();
  });

  it("filters by band and orders reach-first on request", async () => {
    const safe = await ask({ rank: 20000, band: "保", size: 500 });
    expect(safe.json.data.records.length).toBeGreaterThan(0);
    expect(safe.json.data.records.every((u: any) => u.band === "保")).toBe(true);
    const reach = await ask({ rank: 20000, order: "asc", size: 5 });
    const p = reach.json.data.records.map((u: any) => u.probability);
    expect(p).toEqual([...p].sort((a, b) => a - b));
  });

  it("says what a filtered list searched: every matching unit wherever it lies, not the window", async () => {
    const plain = (await ask({ rank: 20000, size: 1 })).json.data;
    expect(plain.filter).toBeNull();
    const { from, to } = plain.near;
    // a name asked for: all 122 of the test's units (the refused one too), the far ones with them, and the answer
    // states the filter instead of a window that did not apply
    const named = (await ask({ rank: 20000, keyword: "测试大学", size: 500 })).json.data;
    expect(named).toMatchObject({ near: null, filter: { unitKey: null, collegeCode: null, keyword: "测试大学" }, total: 122 });
    const outside = named.records.filter((u: any) => !u.refused && (u.predictedMinRank < 20000 * from || u.predictedMinRank > 20000 * to));
    expect(outside.length).toBeGreaterThan(10);
    expect(named.counts.保).toBeGreaterThan(plain.counts.保);
    // one unit far past the window (its last min rank near 2,000): found, and said to be a lookup of that unit
    const one = (await ask({ rank: 20000, unitKey: "cegl-T0" })).json.data;
    expect(one).toMatchObject({ near: null, filter: { unitKey: "cegl-T0", collegeCode: null, keyword: null }, total: 1 });
    expect(one.records[0].predictedMinRank).toBeLessThan(20000 * from);
  });

  it("a better rank never lowers a unit's probability", async () => {
    let last = -1;
    for (const rank of [40000, 30000, 25000, 20000, 15000]) {
      const p = (await ask({ rank, unitKey: "cegl-T60" })).json.data.records[0].probability;
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it("states, for every unit near a rank, the probability the domain reads off the same stored curve and fits afresh", async () => {
    const [{ model }] = await t.database.rows<{ model: FittedModel | string }>(sql`
      select model from probability_cohorts where province_code = '44' and subject_type = '物理类' and batch = ${BATCH} and target_year = ${NEXT}`) as any;
    const stored: FittedModel = typeof model === "string" ? JSON.parse(model) : model;
    const parts = new Map((await t.database.rows<{ unitKey: string; baseRank: number; stratum: number; factor: number; gap: number }>(sql`
      select p.unit_key as "unitKey", p.base_rank as "baseRank", c.stratum, c.factor, c.gap
      from unit_predictions p join probability_cohorts k on k.id = p.cohort_id join probability_curves c on c.cohort_id = p.cohort_id and c.movement = p.movement
      where k.province_code = '44' and k.subject_type = '物理类' and k.batch = ${BATCH} and k.target_year = ${NEXT}`)).map((r) => [r.unitKey, r]));
    // the domain's own fit on the same filling-day inputs: the stored predictions are its predictions
    const inputs = await cohortInputs(t.database, { provinceCode: "44", subjectType: "物理类", batch: BATCH, targetYear: NEXT });
    const fresh = predictUnits(fitModel(inputs.rows, NEXT, {}, { pool: (_row, year) => inputs.pools.get(year) ?? null }), inputs.rows);
    let compared = 0;
    for (const rank of [6000, 20000, 60000]) {
      const stated = (await ask({ rank, size: 500 })).json.data.records.filter((u: any) => !u.refused);
      expect(stated.length).toBeGreaterThan(5);
      for (const u of stated) {
        const part = parts.get(u.unitKey)!;
        const onCurve = probabilityOnCurve(survivalCurve(stored, Number(part.stratum), Number(part.factor), Number(part.gap)), Number(part.baseRank), rank);
        // the answer is rounded to 3 decimals; a read shifted by one of the curve's 256 points moves p by more
        expect(Math.abs(u.probability - onCurve)).toBeLessThanOrEqual(0.00051);
        const own = fresh.get(cohortUnitKey({ group: u.unitKey, province: "44", subjectType: "物理类" }))!;
        expect(own.refused).toBe(false);
        if (own.refused) continue;
        expect(u.predictedMinRank).toBe(own.predictedMinRank);
        // the curve stays within 0.0005 of the exact mixture
        expect(Math.abs(u.probability - admissionProbability(own, rank))).toBeLessThanOrEqual(0.001);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it("simulates a one-unit form as exactly that unit's checked probability", async () => {
    const scope = { province: "44", year: 2026, batch: BATCH };
    for (const key of ["cegl-T40", "cegl-T60", "cegl-T90"]) {
      // a rank near the unit's last min rank, where its probability is neither 0 nor 1
      const rank = Math.round((await ask({ rank: 20000, year: 2026, unitKey: key })).json.data.records[0].lastMinRank * 0.97);
      const entries = [{ unitKey: key, majors: [], adjust: true }];
      const check = await c.post("/api/common/volunteer/check", { ...scope, rank, entries });
      const checked = check.json.data.units.find((u: any) => u.unitKey === key);
      expect(checked.probability).toBeGreaterThan(0.001);
      expect(checked.probability).toBeLessThan(0.999);
      const sim = (await c.post("/api/common/volunteer/simulate", { ...scope, rank, entries })).json.data;
      // a 2026 form stands in for the next round: its chances are for the year the simulation names (the calendar's rule)
      const listed = (await ask({ rank, year: sim.basis.targetYear, unitKey: key })).json.data.records[0];
      expect(checked.probability).toBe(listed.probability);
      // simulation rounds to 4 decimals, the check to 3
      expect(Math.abs(sim.admitted - checked.probability)).toBeLessThanOrEqual(0.00051);
      expect(Math.abs(sim.entries[0].admitted - checked.probability)).toBeLessThanOrEqual(0.00051);
      expect(sim.slip).toBeCloseTo(1 - sim.admitted, 3);
    }
  });

  it("refuses a unit without published ranks, with its reason and no number", async () => {
    const u = (await ask({ rank: 30000, unitKey: "cegl-NORANK" })).json.data.records[0];
    expect(u).toMatchObject({ refused: true, reasonCode: "missing-rank" });
    expect(u.reasonZh.length).toBeGreaterThan(2);
    expect(u.probability).toBeUndefined();
    expect(u.band).toBeUndefined();
    const listed = await ask({ rank: 30000, band: "refused", keyword: "测试大学", size: 200 });
    expect(listed.json.data.records.map((x: any) => x.unitKey)).toContain("cegl-NORANK");
  });

  it("states a wider spread for a unit with one year of history", async () => {
    // one year beyond the data, so no unit is widened for the distance
    const fresh = (await ask({ rank: 30000, year: 2026, unitKey: "cegl-NEW" })).json.data.records[0];
    expect(fresh.refused).toBe(false);
    expect(fresh.widenedBy).toContain("one-year-history");
    const steady = (await ask({ rank: 30000, year: 2026, keyword: "测试大学", size: 200 })).json.data.records
      .filter((x: any) => !x.refused && x.unitKey !== "cegl-NEW" && !x.widenedBy.includes("one-year-history"));
    expect(steady.length).toBeGreaterThan(10);
    const median = steady.map((x: any) => x.spread).sort((a: number, b: number) => a - b)[Math.floor(steady.length / 2)];
    expect(fresh.spread).toBeGreaterThan(median);
  });

  it("explains one unit: its history with the student's equivalent score each year", async () => {
    const r = await ask({ rank: 20000, unitKey: "cegl-T60" });
    const u = r.json.data.records[0];
    expect(u.history.map((h: any) => h.year)).toEqual(YEARS);
    expect(u.historyYears).toEqual(YEARS);
    // the seed's sample tables give the rank a score in each year
    for (const h of u.history) expect(h.studentEquivalentScore === null || h.studentEquivalentScore > 0).toBe(true);
  });

  it("fits a target year nobody asked about on the first request, stores it, and answers from the store after", async () => {
    const stored = () => t.database.rows<{ n: number }>(sql`
      select count(*)::int as n from probability_cohorts where province_code = '44' and subject_type = '物理类' and batch = ${BATCH} and target_year = 2025`);
    expect((await stored())[0]!.n).toBe(0);
    const fitsBefore = cohortFits.count;
    // at the start of a peak many students ask at once: they wait for one fit instead of each fitting (seconds of CPU)
    const [first, ...together] = await Promise.all([1, 2, 3, 4].map(() => ask({ rank: 20000, year: 2025, unitKey: "cegl-T60" })));
    expect(cohortFits.count - fitsBefore).toBe(1);
    for (const other of together) expect(other.json.data.records[0].probability).toBe(first!.json.data.records[0].probability);
    expect(first!.json.data).toMatchObject({ targetYear: 2025, historyYears: [2021, 2022, 2023, 2024] });
    // the 2025 history row is not the model's: the detail shows the years before the target only
    expect(first!.json.data.records[0].history.map((h: any) => h.year)).toEqual([2021, 2022, 2023, 2024]);
    expect((await stored())[0]!.n).toBe(1);
    const again = await ask({ rank: 20000, year: 2025, unitKey: "cegl-T60" });
    expect(again.json.data.records[0].probability).toBe(first!.json.data.records[0].probability);
  });

  it("answers from the models fitted again after the units change, also in a process that read the old ones", async () => {
    const before = (await ask({ rank: 12000, unitKey: "cegl-T60" })).json.data.records[0];
    expect(before.probability).toBeGreaterThan(0.5);
    // the unit's newest figure moves far up (an import of corrected figures would do this), then the models are refitted
    await t.database.rows(sql`update enrollment_units set min_rank = 5000 where unit_key = 'cegl-T60' and year = 2025`);
    await refreshProbabilityCohorts(t.database, ["44"]);
    const after = (await ask({ rank: 12000, unitKey: "cegl-T60" })).json.data.records[0];
    expect(after.lastMinRank).toBe(5000);
    expect(after.predictedMinRank).toBeLessThan(before.predictedMinRank);
    expect(after.probability).toBeLessThan(before.probability);
  });

  it("states a student's own later year with the spread widened for every year beyond the newest data", async () => {
    const near = (await ask({ rank: 20000, year: 2026, unitKey: "cegl-T60" })).json.data;
    const far = (await ask({ rank: 20000, year: NEXT + 1, unitKey: "cegl-T60" })).json.data;
    expect(far).toMatchObject({ targetYear: NEXT + 1, dataYear: 2025 });
    const [a, b] = [near.records[0], far.records[0]];
    expect(a.widenedBy ?? []).not.toContain("gap-years");
    expect(b.widenedBy).toContain("gap-years");
    expect(b.upper - b.lower).toBeGreaterThan(a.upper - a.lower);
  });

  it("reads a score in the target year's own table once it is published, else in the newest earlier table", async () => {
    const r = await ask({ score: 600 });
    expect(r.json.data).toMatchObject({ rankFrom: "score", score: 600, tableYear: 2025, targetYear: NEXT });
    const table = await c.post("/api/common/YiFYD/list-1f1d-score", { province: "44", year: 2025, subjectType: "物理类", score: 600 });
    expect(r.json.data.rank).toBe(table.json.data.rankEnd);

    // 2026's table arrives (late June, before volunteers are filled): a 2026 score now takes its 2026 rank
    await ensureTaxonomy(t.database, [{ provinceCode: "44", year: 2026, subjectTypes: ["物理类"] }]);
    // a whole table reaches down to the province's lowest line (150 here); one that stops above it is being updated
    const rows = Array.from({ length: 551 }, (_, i) => ({
      province_code: "44", year: 2026, subject_type: "物理类", score: 700 - i, score_max: null, label: String(700 - i),
      count: 100, cumulative: (i + 1) * 100, sample: false, source_id: null,
    }));
    await bulkInsert(t.database, "score_ranks", rows);
    clearReferenceCaches();
    const now = await ask({ score: 600, year: 2026 });
    expect(now.json.data).toMatchObject({ rankFrom: "score", tableYear: 2026, targetYear: 2026, rank: 10_100 });
    expect400(await ask({ rank: 55_101 }), "rank");
  });
  it("keeps the newest year of results when an upcoming year's plans arrive: plan-only rows move neither the target nor the history", async () => {
    // the year after the data's newest (2025): its plans are published, its admissions not yet. Written for the test's
    // cohort and another subject type, so the whole province's year would have moved under a max(year) rule.
    const upcoming = 2026;
    await ensureTaxonomy(t.database, [{ provinceCode: "44", year: upcoming, subjectTypes: ["物理类", "历史类"], batches: [BATCH] }]);
    const [source] = await t.database.rows<{ id: number }>(sql`select id from data_sources where checksum = 'cegl-test'`);
    const plans = ["T10", "T60", "T90"].map((key) => unit(`PLAN-${key}`, upcoming, null, source!.id));
    await bulkInsert(t.database, "enrollment_units", [...plans, { ...unit("PLAN-H", upcoming, null, source!.id), subject_type: "历史类" }]);
    try {
      await refreshProbabilityCohorts(t.database, ["44"]);
      clearReferenceCaches();
      const targets = await t.database.rows<{ year: number }>(sql`select distinct target_year as year from probability_cohorts where province_code = '44'`);
      expect(targets.map((r) => Number(r.year))).toEqual([2026]);
      const d = (await ask({ rank: 20000, size: 500 })).json.data;
      expect(d).toMatchObject({ targetYear: NEXT, dataYear: 2025, historyYears: YEARS });
      // the chances are stated from 2025's results: no unit is refused for lacking ranks in the plan-only year
      const t90 = (await ask({ rank: 20000, unitKey: "cegl-T90" })).json.data;
      expect(t90).toMatchObject({ dataYear: 2025, historyYears: YEARS });
      expect(t90.records[0]).toMatchObject({ refused: false });
      expect(d.records.some((u: any) => u.unitKey.startsWith("cegl-PLAN-"))).toBe(false);
      // a target beyond the plan-only year still learns from the results only, widened for its distance from 2025
      const far = (await ask({ rank: 20000, year: upcoming + 1, unitKey: "cegl-T60" })).json.data;
      expect(far).toMatchObject({ targetYear: upcoming + 1, dataYear: 2025, historyYears: YEARS });
      expect(far.records[0].refused).toBe(false);
    } finally {
      await t.database.rows(sql`delete from enrollment_units where province_code = '44' and year = ${upcoming} and unit_key like 'cegl-PLAN-%'`);
      await refreshProbabilityCohorts(t.database, ["44"]);
      clearReferenceCaches();
    }
  });

  it("refits only the subject types an import touched", async () => {
    const ids = () => t.database.rows<{ subjectType: string; id: number }>(sql`
      select subject_type as "subjectType", id from probability_cohorts where province_code = '44' and target_year = 2026 order by 1, 2`);
    const before = await ids();
    const history = before.filter((r) => r.subjectType === "历史类");
    expect(history.length).toBeGreaterThan(0);
    await refreshProbabilityCohorts(t.database, [{ provinceCode: "44", subjectType: "物理类" }]);
    const after = await ids();
    // 历史类's models stand as they were; 物理类's are fitted again (new rows)
    expect(after.filter((r) => r.subjectType === "历史类")).toEqual(history);
    const physicsBefore = new Set(before.filter((r) => r.subjectType === "物理类").map((r) => r.id));
    const physicsAfter = after.filter((r) => r.subjectType === "物理类");
    expect(physicsAfter.length).toBe(physicsBefore.size);
    expect(physicsAfter.every((r) => !physicsBefore.has(r.id))).toBe(true);
  });

  it("fits on the target year's plans without reading their outcomes, and moves real units by real 一分一段 tables only", async () => {
    const cohort = { provinceCode: "44", subjectType: "物理类", batch: BATCH, targetYear: 2026 };
    const before = (await ask({ rank: 20000, year: 2026, unitKey: "cegl-T60" })).json.data.records[0];
    // 2026's plan of a unit, published before filling; a figure in its outcome columns must not reach the model
    await ensureTaxonomy(t.database, [{ provinceCode: "44", year: 2026, subjectTypes: ["物理类"], batches: [BATCH] }]);
    const [source] = await t.database.rows<{ id: number }>(sql`select id from data_sources where checksum = 'cegl-test'`);
    await bulkInsert(t.database, "enrollment_units", [unit("T60", 2026, 1, source!.id)]);
    const inputs = await cohortInputs(t.database, cohort);
    const plan = inputs.rows.filter((r) => r.year === 2026);
    expect(plan.map((r) => [r.group, r.minRank, r.planCount])).toEqual([["cegl-T60", null, 30]]);
    expect(inputs.historyYears).toEqual([2021, 2022, 2023, 2024, 2025]);
    // the units are real: the seed's sample tables of 2021–2025 are no pool for them, the real 2026 table above is
    expect([...inputs.pools.keys()]).toEqual([2026]);
    // fitted afresh for 2026 (the stored cohort goes, as an import would remove it): the same prediction as before
    await t.database.rows(sql`delete from probability_cohorts where province_code = '44' and subject_type = '物理类' and batch = ${BATCH} and target_year = 2026`);
    clearReferenceCaches();
    const after = (await ask({ rank: 20000, year: 2026, unitKey: "cegl-T60" })).json.data.records[0];
    expect(after.predictedMinRank).toBe(before.predictedMinRank);
    expect(after.probability).toBe(before.probability);
  });
  it("refits once, on start, the cohorts an older model version stored, and leaves current ones alone", async () => {
    const cohorts = () => t.database.rows<{ id: number; model: string; subjectType: string; targetYear: number }>(sql`
      select id, model->>'model' as model, subject_type as "subjectType", target_year as "targetYear" from probability_cohorts order by id`);
    const before = await cohorts();
    expect(before.every((r) => r.model === MODEL_NAME)).toBe(true);
    // nothing to do on a database fitted by this version
    expect(await refitOutdatedCohorts(t.database)).toBe(0);
    expect(await cohorts()).toEqual(before);
    const asked = await ask({ rank: 20000, year: 2026, unitKey: "cegl-T60" });
    const old = before.find((r) => r.subjectType === "物理类" && r.targetYear === 2026)!;
    // as a database fitted by version 2.1.0 would have it
    await t.database.rows(sql`update probability_cohorts set model = jsonb_set(model, '{model}', '"qihang-rank-movement 2.1.0"') where id = ${old.id}`);
    const logged: string[] = [];
    await refitOutdatedInBackground(t.database, (m) => logged.push(m));
    expect(logged).toEqual([`[db] refitted 1 probability cohorts stored by an older model version (now ${MODEL_NAME})`]);
    const after = await cohorts();
    // that cohort alone is stored again (a new row, the current version, same target year); the others keep their rows
    expect(after.filter((r) => r.id !== old.id && before.some((b) => b.id === r.id))).toEqual(before.filter((r) => r.id !== old.id));
    const refitted = after.find((r) => r.subjectType === "物理类" && r.targetYear === 2026)!;
    expect(refitted.id).not.toBe(old.id);
    expect(refitted.model).toBe(MODEL_NAME);
    // the same inputs give the same answer, now from the current model's stored predictions
    const again = await ask({ rank: 20000, year: 2026, unitKey: "cegl-T60" });
    expect(again.json.data.records[0].probability).toBe(asked.json.data.records[0].probability);
    // once: the next start finds nothing outdated
    expect(await refitOutdatedCohorts(t.database)).toBe(0);
  });
});
