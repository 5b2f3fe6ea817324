import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let c: Client, other: Client;
beforeAll(async () => {
  t = await setup();
  [c, other] = await Promise.all([loggedIn(t.app), loggedIn(t.app, "student", "Student@2026", "100001")]);
}, 120_000);
afterAll(async () => { await t?.close(); });
const Y = "/api/common/yuanxiao";
const Z = "/api/common/zhaunye";

describe("seed", () => {
  it("has 31 provinces, ≥150 colleges with all 39 强基 universities, ≥200 本科 majors and a 专科 tree", async () => {
    const p = await c.post("/api/common/ChaKSZ/list-provinces", {});
    expect(p.json.data).toHaveLength(31);
    expect(p.json.data.find((x: any) => x.code === "31").totalScore).toBe(660);
    expect(p.json.data.find((x: any) => x.code === "46").totalScore).toBe(900);
    const all = await c.post(`${Y}/list-by-page`, { current: 1, size: 1 });
    expect(all.json.data.total).toBeGreaterThanOrEqual(150);
    const strong = await c.post(`${Y}/list-by-page`, { feature: "强基计划", size: 100 });
    expect(strong.json.data.total).toBe(39);
    const f985 = await c.post(`${Y}/list-by-page`, { feature: ["985"], size: 1 });
    expect(f985.json.data.total).toBe(39);
    const f211 = await c.post(`${Y}/list-by-page`, { feature: "211", size: 1 });
    expect(f211.json.data.total).toBeGreaterThanOrEqual(110);
    const rows = await t.database.rows<{ n: number }>((await import("drizzle-orm")).sql`select count(*)::int as n from majors where level = 'ben' and node_type = 3`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(200);
    const zt = await c.post(`${Z}/query-major-tree-zhuan`, {});
    expect(zt.json.data.length).toBeGreaterThan(5);
  });
});

describe("college list and detail", () => {
  it("pages with the SpringBlade shape and the portal's pageIndex/pageSize", async () => {
    const r = await c.post(`${Y}/list-by-page`, { current: 2, size: 5 });
    expect(r.json.data).toMatchObject({ size: 5, current: 2 });
    expect(r.json.data.records).toHaveLength(5);
    expect(r.json.data.pages).toBe(Math.ceil(r.json.data.total / 5));
    const r2 = await c.post(`${Y}/list-by-page`, { pageIndex: 2, pageSize: 5 });
    expect(r2.json.data.records.map((x: any) => x.code)).toEqual(r.json.data.records.map((x: any) => x.code));
    const first = await c.post(`${Y}/list-by-page`, {});
    expect(first.json.data.records[0]).toMatchObject({ collegeCode: expect.stringMatching(/^1000[13]$/), isFavorite: false });
    expect(first.json.data.records[0]).toHaveProperty("introduce.bannerUrl");
  });

  it("filters by keyword, province (code or name), city, category, nature, level", async () => {
    expect((await c.post(`${Y}/list-by-page`, { keyword: "北京大学" })).json.data.records[0].code).toBe("10001");
    const gd = await c.post(`${Y}/list-by-page`, { province: "44", size: 50 });
    expect(gd.json.data.records.every((x: any) => x.provinceName === "广东省")).toBe(true);
    expect((await c.post(`${Y}/list-by-page`, { province: "广东", size: 50 })).json.data.total).toBe(gd.json.data.total);
    const wuhan = await c.post(`${Y}/list-by-page`, { city: "武汉", size: 50 });
    expect(wuhan.json.data.records.every((x: any) => x.cityName.startsWith("武汉"))).toBe(true);
    expect(wuhan.json.data.total).toBeGreaterThan(3);
    const normal = await c.post(`${Y}/list-by-page`, { category: "师范", size: 50 });
    expect(normal.json.data.records.every((x: any) => x.category === "师范")).toBe(true);
    const zk = await c.post(`${Y}/list-by-page`, { level: "专科", size: 50 });
    expect(zk.json.data.total).toBeGreaterThan(5);
    expect((await c.post(`${Y}/list-by-page`, { keyword: "不存在的大学名" })).json.data).toMatchObject({ total: 0, records: [], pages: 0 });
  });

  it("rejects bad filters with a 400 naming the field", async () => {
    expect400(await c.post(`${Y}/list-by-page`, { size: "ten" }), "size");
    expect400(await c.post(`${Y}/list-by-page`, { size: 100000 }), "size");
    expect400(await c.post(`${Y}/list-by-page`, { keyword: "x".repeat(51) }), "keyword");
    expect400(await c.post(`${Y}/list-by-page`, { keyword: "'; drop table colleges; --" }), "keyword");
    expect400(await c.post(`${Y}/list-by-page`, { province: "44 OR 1=1" }), "province");
    expect400(await c.post(`${Y}/list-by-page`, { feature: "986" }), "feature");
    expect400(await c.post(`${Y}/list-by-page`, { level: 3 }), "level");
  });

  it("detail, ranking, subject groups, evaluations, employment", async () => {
    const d = await c.post(`${Y}/find-by-college-code`, { code: "10001" });
    expect(d.json.data).toMatchObject({ name: "北京大学", provinceName: "北京市", isFavorite: false });
    expect(d.json.data.feature).toContain("985");
    expect((await c.post(`${Y}/find-by-college-code`, { code: "99999" })).json.code).toBe(404);
    expect400(await c.post(`${Y}/find-by-college-code`, {}), "code");
    expect400(await c.post(`${Y}/find-by-college-code`, { code: "10001' --" }), "code");
    for (const p of ["query-college-ranking", "query-college-employmentreport", "query-college-subject-group", "query-college-subject-evaluate"]) {
      const r = await c.post(`${Y}/${p}`, { collegeCode: "10003" });
      expect(r.json.code).toBe(200);
      expect(r.json.data.length).toBeGreaterThan(0);
      expect(r.json.sample).toBe(true);
      expect400(await c.post(`${Y}/${p}`, { collegeCode: 10003 }), "collegeCode");
    }
    const info = await c.post(`${Y}/school-info`, { id: "10003" });
    expect(info.json.data).toMatchObject({ name: "清华大学", isFavorite: false });
  });

  it("brochures: list, detail and read count", async () => {
    // The seed writes none (no invented brochure); this one stands for an imported brochure.
    await t.database.rows((await import("drizzle-orm")).sql`insert into enroll_introductions (college_code, year, title, content, read_count, publish_date, sample) values ('10001', 2025, '北京大学2025年本科招生章程', '第一条 ……', 0, '2025-05-20', false)`);
    const l = await c.post(`${Y}/find-collge-enroll-introduction`, { code: "10001", keyword: "2025" });
    expect(l.json.data.total).toBe(1);
    const id = l.json.data.records[0].id;
    const d = await c.post(`${Y}/getbyid-collge-enroll-introduction`, { id });
    expect(d.json.data.title).toContain("北京大学");
    const r1 = await c.post(`${Y}/update-enroll-introduction-read-count`, { id });
    const r2 = await c.post(`${Y}/update-enroll-introduction-read-count`, { id: Number(id) });
    expect(r2.json.data).toBe(r1.json.data + 1);
    expect((await c.post(`${Y}/getbyid-collge-enroll-introduction`, { id: 99999999 })).json.code).toBe(404);
    expect400(await c.post(`${Y}/getbyid-collge-enroll-introduction`, { id: "abc" }), "id");
  });

  it("list-by-ids", async () => {
    const r = await c.post(`${Y}/list-by-ids`, { str: "10003,10001,99999" });
    expect(r.json.data.map((x: any) => x.code)).toEqual(["10003", "10001"]);
    expect400(await c.post(`${Y}/list-by-ids`, { str: "10001;select" }), "str");
  });
});

describe("scores and plans", () => {
  it("years and courses, college scores by year, major scores and plans (sample-labelled)", async () => {
    const yc = await c.post(`${Y}/list-enroll-by-score-all-year-course`, { province: "44" });
    expect(yc.json.data.map((x: any) => x.year)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(yc.json.data[0].subjectTypes).toEqual(["物理类", "历史类"]);
    expect(yc.json.sample).toBe(true);
    expect(yc.json.msg).toContain("示例");
    const yp = await c.post(`${Y}/list-enroll-by-score-all-year-course-plan`, { province: "33" });
    expect(yp.json.data[0].subjectTypes).toEqual(["综合"]);
    const m = await c.post(`${Y}/map-province-college-score`, { code: "10558", province: "44" });
    expect(Object.keys(m.json.data).sort()).toEqual(["2021", "2022", "2023", "2024", "2025"]);
    const row = m.json.data["2025"][0];
    expect(row.minScore).toBeGreaterThan(500);
    expect(row.sample).toBe(true);
    const ms = await c.post(`${Y}/list-college-major-scores`, { code: "10558", province: "44", year: 2025, subjectType: "物理类" });
    expect(ms.json.data.total).toBeGreaterThan(0);
    for (const r of ms.json.data.records) expect(r.minScore).toBeGreaterThanOrEqual(row.subjectType === "物理类" ? row.minScore : 0);
    const plan = await c.post(`${Y}/list-college-enroll-plan`, { collegeCode: "10558", province: "44", size: 2 });
    expect(plan.json.data.records).toHaveLength(2);
    expect(plan.json.data.records[0].planCount).toBeGreaterThan(0);
    expect400(await c.post(`${Y}/list-college-major-scores`, { province: "44" }), "code");
    expect400(await c.post(`${Y}/list-college-major-scores`, { code: "10558", province: "44", year: "2025; drop" }), "year");
    expect((await c.post(`${Y}/map-province-college-score`, { code: "10558", province: "99" })).json.msg).toBe("省份不存在");
  });

  it("better colleges need better ranks", async () => {
    const pku = await c.post(`${Y}/map-province-college-score`, { code: "10001", province: "41" });
    const zzu = await c.post(`${Y}/map-province-college-score`, { code: "10459", province: "41" });
    const a = pku.json.data["2025"].find((x: any) => x.subjectType === "物理类");
    const b = zzu.json.data["2025"].find((x: any) => x.subjectType === "物理类");
    expect(a.minRank).toBeLessThan(b.minRank);
    expect(a.minScore).toBeGreaterThan(b.minScore);
  });
});

describe("favourites", () => {
  it("add, map keyed by code, list, delete; scoped per user", async () => {
    const add = await c.post(`${Y}/add-my-favorite`, { resourceId: "10001", resourceType: 1, userCode: "student" });
    expect(add.json.code).toBe(200);
    expect((await c.post(`${Y}/add-my-favorite`, { resourceId: "10001", resourceType: "college" })).json.code).toBe(200);
    const map = await c.post(`${Y}/my-favorite-college-map`, { userCode: "student" });
    expect(Object.keys(map.json.data)).toEqual(["10001"]);
    expect(map.json.data["10001"].name).toBe("北京大学");
    expect((await c.post(`${Y}/my-followed-colleges`, { account: "student" })).json.data).toHaveProperty("10001");
    expect((await c.post(`${Y}/find-by-college-code`, { code: "10001" })).json.data.isFavorite).toBe(true);
    // the other tenant's student with the same account name sees nothing
    expect((await other.post(`${Y}/my-favorite-college-map`, { userCode: "student" })).json.data).toEqual({});
    expect((await c.post(`${Y}/my-favorite-college-map`, { userCode: "parent" })).json.code).toBe(403);
    await c.post(`${Y}/add-my-favorite`, { resourceId: "080901", resourceType: 2 });
    await c.post(`${Y}/add-my-favorite`, { resourceId: "2-02-10-01", resourceType: 3 });
    const fm = await c.post(`${Y}/list-my-favorite-major`, {});
    expect(fm.json.data.records.map((x: any) => x.code)).toEqual(["080901"]);
    const fp = await c.post(`${Y}/list-my-favorite-profession`, {});
    expect(fp.json.data.records[0]).toMatchObject({ code: "2-02-10-01", name: "软件工程师" });
    expect((await c.post(`${Y}/add-my-favorite`, { resourceId: "99999", resourceType: 1 })).json.code).toBe(404);
    expect400(await c.post(`${Y}/add-my-favorite`, { resourceId: "10001", resourceType: 7 }), "resourceType");
    expect400(await c.post(`${Y}/add-my-favorite`, { resourceType: 1 }), "resourceId");
    const del = await c.post(`${Y}/delete-my-favorite`, { resourceId: "10001", resourceType: 1, userCode: "student" });
    expect(del.json.code).toBe(200);
    expect((await c.post(`${Y}/my-favorite-college-map`, {})).json.data).toEqual({});
  });
});

describe("majors and professions", () => {
  it("本科 tree with codes and keyword filter", async () => {
    const t1 = await c.post(`${Z}/query-major-tree-ben`, {});
    expect(t1.json.data).toHaveLength(12);
    const eng = t1.json.data.find((x: any) => x.code === "08");
    expect(eng.name).toBe("工学");
    expect(eng.children.find((x: any) => x.code === "0809").children.some((m: any) => m.code === "080901" && m.name === "计算机科学与技术")).toBe(true);
    const k = await c.post(`${Z}/query-major-tree-ben`, { keywords: "软件" });
    expect(JSON.stringify(k.json.data)).toContain("软件工程");
    expect(JSON.stringify(k.json.data)).not.toContain("临床医学");
    expect400(await c.post(`${Z}/query-major-tree-ben`, { keywords: "<script>" }), "keywords");
  });

  it("profession list pages (default 10), with related majors", async () => {
    const r = await c.post(`${Z}/list-by-page`, { hits: 1, pageIndex: 1 });
    expect(r.json.data.size).toBe(10);
    expect(r.json.data.records).toHaveLength(10);
    expect(r.json.data.total).toBeGreaterThan(30);
    const se = await c.post(`${Z}/list-by-page`, { keyword: "软件" });
    expect(se.json.data.records[0].majors.some((m: any) => m.code === "080902")).toBe(true);
    const d = await c.post(`${Z}/find-profession`, { code: "2-05-01-01" });
    expect(d.json.data.majors[0].name).toBe("临床医学");
    const md = await c.post(`${Z}/find-major`, { code: "080901" });
    expect(md.json.data.professions.length).toBeGreaterThan(0);
    expect(md.json.data.colleges.length).toBeGreaterThan(0);
    expect((await c.post(`${Z}/query-profession-tree`, {})).json.data.length).toBeGreaterThan(2);
  });
});
