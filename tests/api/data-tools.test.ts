import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let c: Client;
beforeAll(async () => { t = await setup(); c = await loggedIn(t.app); }, 120_000);
afterAll(async () => { await t?.close(); });
const C = "/api/common";

describe("data tools require auth", () => {
  it.each(["PiCX/map-province-score", "TiQP/find-province-mode", "YiFYD/list-1f1d-score", "CeGL/getLqgl", "TongFQX/tfqx-city", "FuGL/list-major-by-courses", "yuanxiao/list-by-page", "zhaunye/list-by-page"])("%s", async (p) => {
    const r = await new Client(t.app).post(`${C}/${p}`, { province: "44" });
    expect(r.json.code).toBe(401);
  });
});

describe("PiCX batch lines", () => {
  it("keyed by year, filtered", async () => {
    const r = await c.post(`${C}/PiCX/map-province-score`, { province: "44" });
    expect(Object.keys(r.json.data).sort()).toEqual(["2021", "2022", "2023", "2024", "2025"]);
    expect(r.json.sample).toBe(true);
    const f = await c.post(`${C}/PiCX/map-province-score`, { province: "广东", year: 2025, subjectType: "物理类" });
    expect(Object.keys(f.json.data)).toEqual(["2025"]);
    const lines = f.json.data["2025"];
    const ben = lines.find((x: any) => x.batch === "本科批").score, special = lines.find((x: any) => x.batch === "特殊类型招生控制线").score;
    expect(special).toBeGreaterThan(ben);
    expect400(await c.post(`${C}/PiCX/map-province-score`, {}), "province");
    expect400(await c.post(`${C}/PiCX/map-province-score`, { province: "44", year: 1999 }), "year");
  });
});

describe("YiFYD score-rank", () => {
  it("years, table pages, lookup by score with equivalents; monotone", async () => {
    const y = await c.post(`${C}/YiFYD/list-year-1f1d`, { province: "11" });
    expect(y.json.data[0]).toMatchObject({ year: 2025, subjectTypes: ["综合"] });
    expect((await c.post(`${C}/YiFYD/a1b2c3`, { province: "11" })).json.data).toEqual(y.json.data);
    const tbl = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", size: 200 });
    const recs = tbl.json.data.records;
    expect(recs).toHaveLength(200);
    for (let i = 1; i < recs.length; i++) {
      expect(recs[i].score).toBe(recs[i - 1].score - 1);
      expect(recs[i].cumulative).toBeGreaterThanOrEqual(recs[i - 1].cumulative);
      expect(recs[i].cumulative - recs[i - 1].cumulative).toBe(recs[i].count);
    }
    const one = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", score: 600 });
    expect(one.json.data).toMatchObject({ score: 600, year: 2025, sample: true });
    expect(one.json.data.rankEnd).toBe(one.json.data.cumulative);
    expect(one.json.data.equivalents.map((e: any) => e.year)).toEqual([2024, 2023, 2022, 2021]);
    const range = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", year: 2025, subjectType: "物理类", minScore: 600, maxScore: 609 });
    expect(range.json.data.total).toBe(10);
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", score: "six hundred" }), "score");
    expect400(await c.post(`${C}/YiFYD/list-1f1d-score`, { province: "44", subjectType: "physics' or 1=1" }), "subjectType");
  });
  it("ranks are consistent with scores in every province", async () => {
    for (const p of ["11", "31", "46", "54", "65"]) {
      const r = await c.post(`${C}/YiFYD/list-1f1d-score`, { province: p, size: 1000 });
      const recs = r.json.data.records;
      expect(recs.length).toBeGreaterThan(100);
      for (let i = 1; i < recs.length; i++) expect(recs[i].cumulative).toBeGreaterThanOrEqual(recs[i - 1].cumulative);
    }
  });
});

describe("TiQP, ChaKSZ", () => {
  it("province mode, early batch plans, plan changes", async () => {
    const m = await c.post(`${C}/TiQP/find-province-mode`, { code: "33" });
    expect(m.json.data).toMatchObject({ modeName: "3+3", educationCode: 1, totalScore: 750 });
    expect((await c.post(`${C}/TiQP/find-province-mode`, { code: "44" })).json.data.educationCode).toBe(0);
    const e = await c.post(`${C}/TiQP/list-college-enroll-plan-college`, { province: "44", year: 2025 });
    expect(e.json.data.total).toBeGreaterThan(0);
    expect(e.json.data.records[0].batch).toContain("提前");
    expect((await c.post(`${C}/TiQP/list-enroll-by-score-all-year-course-plan`, { province: "44" })).json.data).toHaveLength(5);
    const k = await c.post(`${C}/ChaKSZ/list-college-enroll-plan-college-kuosuo`, { province: "44", year: 2025, subjectType: "物理类", change: "expand" });
    expect(k.json.data.total).toBeGreaterThan(0);
    for (const r of k.json.data.records) expect(r.change).toBeGreaterThan(0);
    const s = await c.post(`${C}/ChaKSZ/list-college-enroll-plan-college-kuosuo`, { province: "44", year: 2025, subjectType: "物理类", change: "shrink", size: 5 });
    for (const r of s.json.data.records) expect(r.change).toBeLessThan(0);
    const n = await c.post(`${C}/ChaKSZ/list-college-enroll-plan-new`, { province: "44", collegeCode: "10558", year: 2025, subjectType: "物理类" });
    expect(n.json.data.length).toBeGreaterThan(0);
    expect(n.json.data[0]).toHaveProperty("isNew");
    expect400(await c.post(`${C}/ChaKSZ/list-college-enroll-plan-college-kuosuo`, { province: "44", change: "grow" }), "change");
    expect400(await c.post(`${C}/ChaKSZ/list-college-enroll-plan-new`, { province: "44" }), "collegeCode");
  });
});

describe("CeGL, TongFQX, FuGL", () => {
  it("probability is higher for a better rank", async () => {
    const a = await c.post(`${C}/CeGL/getLqgl`, { province: "44", subjectType: "物理类", score: 640, collegeCode: "10558" });
    const b = await c.post(`${C}/CeGL/getLqgl`, { province: "44", subjectType: "物理类", score: 560, collegeCode: "10558" });
    expect(a.json.data.records[0].probability).toBeGreaterThan(b.json.data.records[0].probability);
    const list = await c.post(`${C}/CeGL/getLqgl`, { province: "44", subjectType: "物理类", rank: 20000, size: 20 });
    expect(list.json.data.total).toBeGreaterThan(0);
    for (const r of list.json.data.records) expect(["保", "稳", "冲", "难"]).toContain(r.level);
    expect400(await c.post(`${C}/CeGL/getLqgl`, { province: "44" }), "score");
  });
  it("same-score destinations by college, major and city", async () => {
    const body = { province: "44", year: 2025, subjectType: "物理类", score: 600, range: 10 };
    const col = await c.post(`${C}/TongFQX/tfqx-college`, body);
    expect(col.json.data.total).toBeGreaterThan(0);
    for (const r of col.json.data.records) expect(Math.abs(r.minScore - 600)).toBeLessThanOrEqual(10);
    const maj = await c.post(`${C}/TongFQX/tfqx-major`, body);
    expect(maj.json.data.total).toBeGreaterThan(0);
    const city = await c.post(`${C}/TongFQX/tfqx-city`, body);
    expect(city.json.data.length).toBeGreaterThan(0);
    expect(city.json.data[0]).toHaveProperty("collegeCount");
    expect400(await c.post(`${C}/TongFQX/tfqx-city`, { province: "44" }), "score");
    expect400(await c.post(`${C}/TongFQX/tfqx-college`, { ...body, range: 100 }), "range");
  });
  it("majors by courses", async () => {
    const r = await c.post(`${C}/FuGL/list-major-by-courses`, { courses: ["物理", "化学", "生物"], size: 100 });
    expect(r.json.data.total).toBeGreaterThan(0);
    const h = await c.post(`${C}/FuGL/list-major-by-courses`, { courses: ["历史", "政治", "地理"], size: 100 });
    for (const x of h.json.data.records) expect(x.requirement).toBe("不限");
    expect400(await c.post(`${C}/FuGL/list-major-by-courses`, { courses: [] }), "courses");
    expect400(await c.post(`${C}/FuGL/list-major-by-courses`, { courses: "物理" }), "courses");
  });
});
