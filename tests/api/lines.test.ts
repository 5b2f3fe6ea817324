// PiCX (batch lines), YiFYD (一分一段) and TongFQX (同分去向) against a seeded database plus a table, lines and units
// this file writes itself for 湖北 2020 理科 (band rows at both ends, an imported source), so band answers, sources and
// the same-score window are checked on known numbers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, expect400, insertUnitMajors, loggedIn, setup, type TestCtx } from "./helpers";
import { ensureTaxonomy } from "../../src/server/queries/taxonomy";
import { bulkInsert } from "../../src/server/db/seed/bulk";
import { clearReferenceCaches } from "../../src/server/lib/cache";
import { rankWindow } from "../../src/server/queries/same-score";

let t: TestCtx;
let c: Client;
const C = "/api/common";
const P = "42", Y = 2020, T = "理科";
const SOURCE = { name: "湖北省教育考试院 2020 一分一段（测试）", url: "https://example.org/hb-2020.csv", retrievedOn: "2020-06-25" };
let colleges: { code: string; name: string; city: string }[] = [];

/** 695-750 band (120), 694 (30), 693 (nobody), 692..600 (10 each), then 600以下 (5000): 6080 candidates. */
function tableRows(sourceId: number) {
  const rows: Record<string, unknown>[] = [];
  const add = (score: number, scoreMax: number | null, label: string, count: number, cumulative: number) =>
    rows.push({ province_code: P, year: Y, subject_type: T, score, score_max: scoreMax, label, count, cumulative, source_id: sourceId, sample: false });
  add(695, 750, "695-750", 120, 120);
  add(694, null, "694", 30, 150);
  add(693, null, "693", 0, 150);
  let cumulative = 150;
  for (let s = 692; s >= 600; s--) add(s, null, String(s), 10, (cumulative += 10));
  add(0, 599, "600以下", 5000, cumulative + 5000);
  return rows;
}

beforeAll(async () => {
  t = await setup();
  c = await loggedIn(t.app);
  const db = t.database;
  await ensureTaxonomy(db, [
    { provinceCode: P, year: Y, subjectTypes: ["理科", "文科"], batches: ["本科提前批", "特殊类型招生控制线", "本科一批", "本科二批", "专科批"] },
    { provinceCode: P, year: 2019, subjectTypes: ["理科", "文科"], batches: ["本科一批"] },
  ]);
  const [{ id }] = await db.rows<{ id: number }>(sql`
    insert into data_sources (kind, name, url, retrieved_on, checksum, row_count, sample)
    values ('score-ranks', ${SOURCE.name}, ${SOURCE.url}, ${SOURCE.retrievedOn}, ${"lines-test-" + Date.now()}, 96, false) returning id`) as [{ id: number }];
  await bulkInsert(db, "score_ranks", tableRows(id));
  await bulkInsert(db, "batch_lines", [
    { province_code: P, year: Y, subject_type: T, batch: "本科一批", score: 640, source_id: id, sample: false },
    { province_code: P, year: Y, subject_type: T, batch: "本科二批", score: 600, source_id: id, sample: false },
    { province_code: P, year: Y, subject_type: T, batch: "特殊类型招生控制线", score: 660, source_id: id, sample: false },
  ]);
  colleges = (await db.rows<{ code: string; name: string; city: string }>(sql`
    select code, name, city_name as city from colleges where level = '本科' and city_name <> '' order by code limit 4`));
  const [a, b, d, e] = colleges as [typeof colleges[0], typeof colleges[0], typeof colleges[0], typeof colleges[0]];
  // units (min rank, min score): a has two in the window, b and d one each, e is far above and the last one far below
  const unit = (college: typeof a, key: string, name: string, minRank: number, minScore: number, extra: Record<string, unknown> = {}) => ({
    province_code: P, year: Y, subject_type: T, batch: "本科一批", mode: "college", unit_key: `${college.code}-${key}`, college_code: college.code,
    college_name: college.name, college_enroll_code: college.code.slice(1), unit_code: key, name, plan_type: "普通", subject_requirement: "不限",
    plan_count: 20, min_score: minScore, min_rank: minRank, source_id: id, sample: false, ...extra,
  });
  await bulkInsert(db, "enrollment_units", [
    unit(a, "01", "第01组", 980, 610), unit(a, "02", "第02组", 1050, 603, { plan_type: "地方专项" }),
    unit(b, "01", "第01组", 1000, 608), unit(d, "01", "第01组", 1020, 606),
    unit(e, "01", "第01组", 100, 700), unit(b, "09", "第09组", 5000, 590),
  ]);
  const ids = new Map((await db.rows<{ id: number; unit_key: string }>(sql`select id, unit_key from enrollment_units where province_code = ${P} and year = ${Y}`)).map((r) => [r.unit_key, r.id]));
  await insertUnitMajors(db, [
    // inside a unit in the window: its own rank inside (major), none published (unit's), its own rank outside (excluded)
    { unit_id: ids.get(`${b.code}-01`), major_code: "080901", major_name: "计算机科学与技术", min_rank: 1010, min_score: 607, plan_count: 5, sample: false },
    { unit_id: ids.get(`${b.code}-01`), major_code: "080902", major_name: "软件工程", plan_count: 5, sample: false },
    { unit_id: ids.get(`${b.code}-01`), major_code: "120203", major_name: "会计学", min_rank: 1400, min_score: 596, plan_count: 10, sample: false },
    { unit_id: ids.get(`${a.code}-01`), major_code: "070101", major_name: "数学与应用数学", plan_count: 8, sample: false },
    { unit_id: ids.get(`${e.code}-01`), major_code: "100201", major_name: "临床医学", min_rank: 90, min_score: 701, plan_count: 8, sample: false },
  ]);
  // a generated (sample) unit in 文科, to check the sample label
  await bulkInsert(db, "enrollment_units", [{ ...unit(a, "w1", "第03组", 1000, 590), subject_type: "文科", unit_key: `${a.code}-w1`, source_id: null, sample: true }]);
  clearReferenceCaches();
}, 120_000);
afterAll(async () => { await t?.close(); });

describe("auth", () => {
  it.each(["PiCX/map-province-score", "YiFYD/list-1f1d-score", "YiFYD/list-year-1f1d", "TongFQX/tfqx-college", "TongFQX/tfqx-major", "TongFQX/tfqx-city"])("%s needs a token", async (p) => {
    expect((await new Client(t.app).post(`${C}/${p}`, { province: "44", rank: 100 })).json.code).toBe(401);
  });
});

describe("PiCX/map-province-score", () => {
  it("seeded lines keyed by year with batch kind, level and the sample source", async () => {
    const r = await c.post(`${C}/PiCX/map-province-score`, { province: "44" });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json.data).sort()).toEqual(["2021", "2022", "2023", "2024", "2025"]);
    expect(r.json.sample).toBe(true);
    expect(r.json.msg).toContain("示例数据");
    const lines = (await c.post(`${C}/PiCX/map-province-score`, { province: "广东", year: 2025, subjectType: "物理类" })).json.data;
    expect(Object.keys(lines)).toEqual(["2025"]);
    const ben = lines["2025"].find((x: any) => x.batch === "本科批"), special = lines["2025"].find((x: any) => x.batch === "特殊类型招生控制线");
    expect(ben).toMatchObject({ kind: "regular", level: "本科", subjectType: "物理类", sample: true });
    expect(ben.source.sample).toBe(true);
    expect(special.kind).toBe("line");
    expect(special.score).toBeGreaterThan(ben.score);
    // batches in admission order: the control line (sort 15) before 本科批 (20)
    expect(lines["2025"].findIndex((x: any) => x.batch === "特殊类型招生控制线")).toBeLessThan(lines["2025"].findIndex((x: any) => x.batch === "本科批"));
  });
  it("imported lines name their source and are not sample", async () => {
    const r = await c.post(`${C}/PiCX/map-province-score`, { province: P, year: Y });
    expect(r.json.sample).toBeUndefined();
    expect(r.json.data[String(Y)].map((x: any) => x.batch)).toEqual(["特殊类型招生控制线", "本科一批", "本科二批"]);
    expect(r.json.data[String(Y)][1]).toMatchObject({ score: 640, kind: "regular", sample: false, source: { ...SOURCE, sample: false } });
  });
  it("bad input is a 400 naming the field; a valid scope without lines is an empty answer that says why", async () => {
    expect400(await c.post(`${C}/PiCX/map-province-score`, {}), "province");
    expect400(await c.post(`${C}/PiCX/map-province-score`, { province: "99" }), "province");
    expect400(await c.post(`${C}/PiCX/map-province-score`, { province: "44", year: 1999 }), "year");
    expect400(await c.post(`${C}/PiCX/map-province-score`, { province: "44", year: 2031 }), "year");
    expect400(await c.post(`${C}/PiCX/map-province-score`, { province: "44", subjectType: "综合" }), "subjectType");
    expect400(await c.post(`${C}/PiCX/map-province-score`, { province: P, year: Y, subjectType: "物理类" }), "subjectType");
    const empty = await c.post(`${C}/PiCX/map-province-score`, { province: P, year: 2019 });
    expect(empty.status).toBe(200);
    expect(empty.json.data).toEqual({});
    expect(empty.json.msg).toContain("暂无批次线");
  });
});

describe("YiFYD years", () => {
  it("years with tables and their subject types; the hashed path answers the same", async () => {
    const y = await c.post(`${C}/YiFYD/list-year-1f1d`, { province: "11" });
    expect(y.json.data[0]).toMatchObject({ year: 2025, subjectTypes: ["综合"], sample: true });
    expect((await c.post(`${C}/YiFYD/a1b2c3`, { province: "11" })).json.data).toEqual(y.json.data);
    const hb = (await c.post(`${C}/YiFYD/list-year-1f1d`, { province: "湖北" })).json.data;
    expect(hb.find((e: any) => e.year === Y)).toMatchObject({ subjectTypes: [T], sample: false });
    expect400(await c.post(`${C}/YiFYD/list-year-1f1d`, { province: "99" }), "province");
  });
});

describe("YiFYD score → rank", () => {
  const look = (body: Record<string, unknown>) => c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, year: Y, subjectType: T, ...body });
  it("a plain score: tie range, count, cumulative, shares, table facts and source", async () => {
    const r = await look({ score: 608 });
    expect(r.json.data).toMatchObject({
      score: 608, count: 10, cumulative: 1000, rankStart: 991, rankEnd: 1000, band: null, tableSize: 6080, tableMin: 0, tableMax: 750, totalScore: 750,
      scope: { province: P, year: Y, subjectType: T }, year: Y, subjectType: T, sample: false, source: { ...SOURCE, sample: false },
    });
    expect(r.json.data.topShare).toBeCloseTo(1000 / 6080, 5);
    expect(r.json.data.percentile).toBeCloseTo(1 - 1000 / 6080, 5);
    expect(r.json.sample).toBeUndefined();
  });
  it("a score inside a band row answers the band's rank range", async () => {
    for (const score of [695, 720, 750]) {
      expect((await look({ score })).json.data).toMatchObject({ score, count: 120, cumulative: 120, rankStart: 1, rankEnd: 120, band: { from: 695, to: 750 } });
    }
    expect((await look({ score: 100 })).json.data).toMatchObject({ count: 5000, rankStart: 1081, rankEnd: 6080, band: { from: 0, to: 599 } });
  });
  it("a score nobody had ranks right after the row above, with count 0", async () => {
    expect((await look({ score: 693 })).json.data).toMatchObject({ count: 0, cumulative: 150 });
  });
  it("the seeded table: sample label, equivalents of every earlier year", async () => {
    const r = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", score: 600 });
    expect(r.json.data).toMatchObject({ score: 600, year: 2025, sample: true, source: { sample: true } });
    expect(r.json.sample).toBe(true);
    expect(r.json.data.rankEnd).toBe(r.json.data.cumulative);
    expect(r.json.data.equivalents.map((e: any) => e.year)).toEqual([2024, 2023, 2022, 2021]);
    // each equivalent is the score whose tie range holds the rank that year
    for (const e of r.json.data.equivalents) {
      const other = (await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: e.year, subjectType: "物理类", score: e.score })).json.data;
      expect(other.rankStart).toBeLessThanOrEqual(r.json.data.rankEnd);
      expect(other.rankEnd).toBeGreaterThanOrEqual(r.json.data.rankEnd);
    }
  });
  it("equivalents reach back to the pre-reform 理科 table", async () => {
    const r = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, year: 2021, subjectType: "物理类", rank: 1000 });
    const e2020 = r.json.data.equivalents.find((e: any) => e.year === Y);
    expect(e2020).toMatchObject({ subjectType: T, score: 608, band: null, sample: false });
  });
});

describe("YiFYD rank → score", () => {
  const look = (body: Record<string, unknown>) => c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, year: Y, subjectType: T, ...body });
  it("the score of a rank, with its tie range; a rank in a band answers the band", async () => {
    expect((await look({ rank: 125 })).json.data).toMatchObject({ rank: 125, score: 694, rankStart: 121, rankEnd: 150, count: 30, band: null });
    expect((await look({ rank: 1 })).json.data).toMatchObject({ score: 695, band: { from: 695, to: 750 }, rankStart: 1, rankEnd: 120 });
    expect((await look({ rank: 6080 })).json.data).toMatchObject({ score: 0, band: { from: 0, to: 599 } });
    expect((await look({ rank: 995 })).json.data.score).toBe(608);
  });
  it("rank 0, a rank beyond the table, both score and rank: 400 naming the field", async () => {
    expect400(await look({ rank: 0 }), "rank");
    const beyond = await look({ rank: 6081 });
    expect400(beyond, "rank");
    expect(beyond.json.msg).toContain("6080");
    expect400(await look({ rank: 10, score: 600 }), "rank");
  });
});

describe("YiFYD table pages and bad input", () => {
  it("pages of the table (up to 1000 rows), consistent ranks, score filters", async () => {
    const all = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, year: Y, subjectType: T, size: 1000 });
    const recs = all.json.data.records;
    expect(all.json.data).toMatchObject({ total: 97, tableSize: 6080, source: { name: SOURCE.name } });
    expect(recs[0]).toMatchObject({ label: "695-750", score: 695, scoreMax: 750, rankStart: 1, rankEnd: 120 });
    expect(recs.at(-1)).toMatchObject({ label: "600以下", score: 0, scoreMax: 599 });
    for (let i = 1; i < recs.length; i++) expect(recs[i].cumulative - recs[i - 1].cumulative).toBe(recs[i].count);
    const range = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, year: Y, subjectType: T, minScore: 600, maxScore: 609 });
    expect(range.json.data.total).toBe(10);
    const second = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", current: 2, size: 50 });
    expect(second.json.data).toMatchObject({ current: 2, size: 50 });
    expect(second.json.data.records).toHaveLength(50);
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, size: 1001 }), "size");
  });
  it("every seeded table is consistent: cumulative never decreases and grows by each row's count", async () => {
    for (const p of ["11", "31", "46", "54", "65"]) {
      const recs = (await c.post(`${C}/YiFYD/list-1f1d-score`, { province: p, size: 1000 })).json.data.records;
      expect(recs.length).toBeGreaterThan(100);
      for (let i = 1; i < recs.length; i++) expect(recs[i].cumulative - recs[i - 1].cumulative).toBe(recs[i].count);
    }
  });
  it("a score outside the province's range, unknown province/year/subject type: 400 naming the field", async () => {
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", score: 751 }), "score");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "31", score: 661 }), "score");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "46", score: 901 }), "score");
    expect((await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "31", score: 600 })).status).toBe(200);
    expect((await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "46", score: 800 })).status).toBe(200);
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", score: -1 }), "score");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", score: "six hundred" }), "score");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", maxScore: 800 }), "maxScore");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "火星", score: 600 }), "province");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2031, score: 600 }), "year");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", subjectType: "理科", year: 2025, score: 600 }), "subjectType");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", subjectType: "physics' or 1=1" }), "subjectType");
  });
  it("no table for a valid scope, or a score below the table: 200, no data, a msg that says why", async () => {
    const none = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: P, year: 2019, score: 600 });
    expect(none.status).toBe(200);
    expect(none.json.data).toBeNull();
    expect(none.json.msg).toContain("暂无一分一段表");
    const seeded = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", size: 1000 });
    const bottom = seeded.json.data.tableMin;
    expect(bottom).toBeGreaterThan(0);
    const below = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", score: bottom - 1 });
    expect(below.status).toBe(200);
    expect(below.json.data).toBeNull();
    expect(below.json.msg).toContain(`最低分 ${bottom}`);
  });
});

describe("TongFQX 同分去向", () => {
  const base = { province: P, year: Y, subjectType: T };
  it("the window rule: ±5 % of the rank, at least ±50 places, never below 1", () => {
    expect(rankWindow(1000)).toEqual({ low: 950, high: 1050 });
    expect(rankWindow(100)).toEqual({ low: 50, high: 150 });
    expect(rankWindow(20)).toEqual({ low: 1, high: 70 });
    expect(rankWindow(10000, 10)).toEqual({ low: 9000, high: 11000 });
  });
  it("by college: units whose minimum rank lies in the window, with the basis stated", async () => {
    const r = await c.post(`${C}/TongFQX/tfqx-college`, { ...base, rank: 1000 });
    const d = r.json.data;
    expect(d.basis).toMatchObject({ rank: 1000, rankSource: "rank", by: "rank", window: 5, rankLow: 950, rankHigh: 1050, derivedFrom: "published-minimum-ranks", sample: false, scope: { province: P, year: Y, subjectType: T } });
    expect(d.basis.note).toContain("不是同分考生的真实去向");
    expect(d.basis.noteEn).toMatch(/not where candidates/);
    expect(d.basis.sources).toEqual([{ ...SOURCE, sample: false }]);
    expect(d.total).toBe(3);
    const [a, b, dd] = colleges;
    expect(d.records.map((x: any) => x.collegeCode)).toEqual([dd!.code, a!.code, b!.code].sort((x, y) => {
      const max = { [a!.code]: 1050, [b!.code]: 1000, [dd!.code]: 1020 };
      return max[x]! - max[y]!;
    }));
    const ra = d.records.find((x: any) => x.collegeCode === a!.code);
    expect(ra).toMatchObject({ collegeName: a!.name, cityName: a!.city, minScore: 603, minRank: 1050, planCount: 40 });
    expect(ra.units.map((u: any) => [u.unitCode, u.minRank, u.planType])).toEqual([["01", 980, "普通"], ["02", 1050, "地方专项"]]);
    for (const row of d.records) for (const u of row.units) expect(u.minRank).toBeGreaterThanOrEqual(950), expect(u.minRank).toBeLessThanOrEqual(1050);
  });
  it("a score is read as its rank in that year's table", async () => {
    const r = await c.post(`${C}/TongFQX/tfqx-college`, { ...base, score: 608 });
    expect(r.json.data.basis).toMatchObject({ score: 608, rank: 1000, rankSource: "score", rankLow: 950, rankHigh: 1050 });
    expect(r.json.data.total).toBe(3);
  });
  it("the newest year with units is the default", async () => {
    const [{ year }] = await t.database.rows<{ year: number }>(sql`select max(year)::int as year from enrollment_units where province_code = ${P}`) as [{ year: number }];
    const r = await c.post(`${C}/TongFQX/tfqx-city`, { province: P, rank: 1000 });
    expect(r.json.data.basis.scope.year).toBe(year);
  });
  it("by major: a major's own minimum rank when published, else its unit's", async () => {
    const r = await c.post(`${C}/TongFQX/tfqx-major`, { ...base, rank: 1000, size: 50 });
    const names = r.json.data.records.map((x: any) => x.majorName);
    expect(names).toEqual(expect.arrayContaining(["计算机科学与技术", "软件工程", "数学与应用数学"]));
    expect(names).not.toContain("会计学");
    expect(names).not.toContain("临床医学");
    expect(r.json.data.records.find((x: any) => x.majorName === "计算机科学与技术")).toMatchObject({ minRank: 1010, minScore: 607, rankOf: "major", planCount: 5 });
    expect(r.json.data.records.find((x: any) => x.majorName === "软件工程")).toMatchObject({ minRank: 1000, rankOf: "unit" });
  });
  it("by city: colleges, units and plans per city", async () => {
    const r = await c.post(`${C}/TongFQX/tfqx-city`, { ...base, rank: 1000, size: 100 });
    const rows = r.json.data.records;
    expect(rows.reduce((n: number, x: any) => n + x.unitCount, 0)).toBe(4);
    expect(rows.reduce((n: number, x: any) => n + x.collegeCount, 0)).toBe(3);
    expect(rows.reduce((n: number, x: any) => n + x.planCount, 0)).toBe(80);
    expect(rows[0]).toHaveProperty("cityName");
  });
  it("range: by minimum score within score ± range points", async () => {
    const r = await c.post(`${C}/TongFQX/tfqx-college`, { ...base, score: 608, range: 2 });
    expect(r.json.data.basis).toMatchObject({ by: "score", window: 2, scoreLow: 606, scoreHigh: 610, rankLow: null });
    expect(r.json.data.records.flatMap((x: any) => x.units.map((u: any) => u.minScore)).sort()).toEqual([606, 608, 610]);
  });
  it("generated units carry the sample label and source", async () => {
    const r = await c.post(`${C}/TongFQX/tfqx-college`, { ...base, subjectType: "文科", rank: 1000 });
    expect(r.json.sample).toBe(true);
    expect(r.json.data.basis.sample).toBe(true);
    expect(r.json.data.basis.sources[0].sample).toBe(true);
  });
  it("bad input: 400 naming the field; nothing in the window or no data: 200 with a msg", async () => {
    expect400(await c.post(`${C}/TongFQX/tfqx-city`, { province: P }), "score");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, score: 608, range: 100 }), "range");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, rank: 1000, range: 5 }), "range");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, score: 751 }), "score");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, rank: 0 }), "rank");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, rank: 6081 }), "rank");
    expect400(await c.post(`${C}/TongFQX/tfqx-major`, { ...base, window: 50, rank: 1000 }), "window");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, subjectType: "物理类", rank: 1000 }), "subjectType");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...base, year: 2031, rank: 1000 }), "year");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { province: "99", rank: 1000 }), "province");
    const far = await c.post(`${C}/TongFQX/tfqx-college`, { ...base, rank: 3000 });
    expect(far.status).toBe(200);
    expect(far.json.data.total).toBe(0);
    expect(far.json.msg).toContain("2850–3150");
    expect(far.json.data.reason).toBeNull();
    const none = await c.post(`${C}/TongFQX/tfqx-college`, { ...base, year: 2019, rank: 1000 });
    expect(none.status).toBe(200);
    expect(none.json.data).toMatchObject({ records: [], total: 0, basis: null, reason: { code: "noUnits", year: 2019 } });
    expect(none.json.msg).toContain("暂无招生单位");
    // 文科 has units but no table: a score cannot become a rank there
    const noTable = await c.post(`${C}/TongFQX/tfqx-major`, { ...base, subjectType: "文科", score: 600 });
    expect(noTable.json.data).toMatchObject({ total: 0, basis: null, reason: { code: "noTable", year: Y, subjectType: "文科" } });
    expect(noTable.json.msg).toContain("没有一分一段表");
  });
});

describe("openapi", () => {
  it("documents the answer shapes", async () => {
    const doc = (await new Client(t.app).get("/api/openapi.json")).json as any;
    const shape = (path: string) => JSON.stringify(doc.paths[path].post.responses["200"]);
    expect(shape("/api/common/PiCX/map-province-score")).toContain("kind");
    expect(shape("/api/common/YiFYD/list-1f1d-score")).toContain("equivalents");
    expect(shape("/api/common/TongFQX/tfqx-college")).toContain("derivedFrom");
  });
});
