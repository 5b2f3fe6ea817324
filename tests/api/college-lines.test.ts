// Issue 15: the college cards carry each college's newest admission line in the student's province (list-by-page
// provinceLine / lineProvince), and the comparison three years of lines, plan counts and subject requirements
// (contrast-province-facts) — each with year, subject type and source, and null (never 0 or a dash) where none is held.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let student: Client; // 广东 (region 440106), 物理,化学,生物 → 物理类
let zhejiang: Client; // another school's student: 浙江, 3+3 → 综合
let teacher: Client;
beforeAll(async () => {
  t = await setup();
  [student, zhejiang, teacher] = await Promise.all([
    loggedIn(t.app), loggedIn(t.app, "student", "Student@2026", "100001"), loggedIn(t.app, "teacher", "Teacher@2026"),
  ]);
}, 600_000);
afterAll(async () => {
  await t?.close();
});

const Y = "/api/common/yuanxiao";
type Line = { year: number; subjectType: string; batch: string; minScore: number | null; minRank: number | null; sample: boolean };

/** The college's rows in a province as the school page reads them (map-province-college-score). */
async function scoreMap(c: Client, code: string, province: string): Promise<Record<string, Line[]>> {
  const r = await c.post(`${Y}/map-province-college-score`, { code, province });
  expect(r.json.code).toBe(200);
  return r.json.data;
}

describe("list-by-page: the newest line in the student's province on each card", () => {
  it("says the student's province and subject type, and each card's newest line with year, batch and the sample source", async () => {
    const r = await student.post(`${Y}/list-by-page`, { pageIndex: 1, pageSize: 20, keyword: "10001" });
    expect(r.json.code).toBe(200);
    expect(r.json.data.lineProvince).toEqual({ code: "44", name: "广东省", subjectType: "物理类" });
    const card = r.json.data.records.find((x: { collegeCode: string }) => x.collegeCode === "10001");
    const map = await scoreMap(student, "10001", "44");
    const newest = Math.max(...Object.keys(map).map(Number));
    const expected = map[String(newest)]!.find((l) => l.subjectType === "物理类" && l.batch === "本科批")!;
    expect(card.provinceLine).toMatchObject({ year: newest, subjectType: "物理类", batch: "本科批", minScore: expected.minScore, minRank: expected.minRank, sample: true });
    // generated demo data says so, in the line and in its source
    expect(card.provinceLine.source).toMatchObject({ sample: true, name: expect.stringContaining("示例") });
    expect(r.json.sample).toBe(true);
  });

  it("gives null — not a made-up figure — for a college with no line for the student's subject type in the province", async () => {
    const r = await student.post(`${Y}/list-by-page`, { pageIndex: 1, pageSize: 200 });
    const records: { collegeCode: string; provinceLine: Line | null }[] = r.json.data.records;
    expect(records.every((x) => "provinceLine" in x)).toBe(true);
    const none = records.filter((x) => x.provinceLine === null);
    const some = records.filter((x) => x.provinceLine !== null);
    expect(none.length).toBeGreaterThan(0);
    expect(some.length).toBeGreaterThan(0);
    for (const x of none.slice(0, 3)) {
      const map = await scoreMap(student, x.collegeCode, "44");
      expect(Object.values(map).flat().filter((l) => l.subjectType === "物理类" && l.minScore != null)).toEqual([]);
    }
  });

  it("follows the caller: another school's student in 浙江 sees 综合 lines there", async () => {
    const r = await zhejiang.post(`${Y}/list-by-page`, { pageIndex: 1, pageSize: 10, keyword: "10001" });
    expect(r.json.data.lineProvince).toMatchObject({ code: "33", subjectType: "综合" });
    const card = r.json.data.records.find((x: { collegeCode: string }) => x.collegeCode === "10001");
    expect(card.provinceLine.subjectType).toBe("综合");
    const map = await scoreMap(zhejiang, "10001", "33");
    expect(Number(card.provinceLine.year)).toBe(Math.max(...Object.keys(map).map(Number)));
    expect(map[String(card.provinceLine.year)]!.some((l) => l.minScore === card.provinceLine.minScore && l.subjectType === "综合")).toBe(true);
  });

  it("gives staff (no student, no province) no lines rather than someone else's", async () => {
    const r = await teacher.post(`${Y}/list-by-page`, { pageIndex: 1, pageSize: 5 });
    expect(r.json.code).toBe(200);
    expect(r.json.data.lineProvince).toBeNull();
    expect(r.json.data.records.some((x: object) => "provinceLine" in x)).toBe(false);
  });

  it("stays fast: a page of 20 cards with their lines answers well under the hot-call budget", async () => {
    await student.post(`${Y}/list-by-page`, { pageIndex: 2, pageSize: 20 });
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) await student.post(`${Y}/list-by-page`, { pageIndex: 2, pageSize: 20 });
    expect((performance.now() - t0) / 10).toBeLessThan(150);
  });
});

describe("contrast-province-facts: three years of lines, plans and subject requirements", () => {
  it("answers the student's province's three newest years for each college, each figure labelled", async () => {
    const r = await student.post(`${Y}/contrast-province-facts`, { codes: "10001,10003" });
    expect(r.json.code).toBe(200);
    const { province, years, colleges } = r.json.data;
    expect(province).toEqual({ code: "44", name: "广东省" });
    expect(years).toHaveLength(3);
    expect(years[0]).toBeGreaterThan(years[1]);
    const map = await scoreMap(student, "10001", "44");
    expect(colleges["10001"]).toHaveLength(3);
    for (const [i, entry] of colleges["10001"].entries()) {
      expect(entry.year).toBe(years[i]);
      expect(entry.subjectType).toBe("物理类");
      const rows = map[String(entry.year)]!.filter((l) => l.subjectType === "物理类");
      const regular = rows.find((l) => l.batch === "本科批")!;
      expect(entry.line).toMatchObject({ minScore: regular.minScore, minRank: regular.minRank, batch: "本科批", sample: true });
      const planTotal = rows.reduce((sum, l) => sum + ((l as Line & { planCount: number | null }).planCount ?? 0), 0);
      expect(entry.plan).toMatchObject({ planCount: planTotal, sample: true, source: { sample: true } });
      expect(entry.requirements.items.length).toBeGreaterThan(0);
      expect(entry.requirements.items[0]).toMatchObject({ requirement: expect.any(String), majors: expect.any(Number) });
      expect(entry.requirements.sample).toBe(true);
    }
    expect(r.json.sample).toBe(true);
  });

  it("says a college has nothing in the province with nulls for every year", async () => {
    const list = await student.post(`${Y}/list-by-page`, { pageIndex: 1, pageSize: 200 });
    const bare = list.json.data.records.find((x: { provinceLine: Line | null }) => x.provinceLine === null).collegeCode;
    const r = await student.post(`${Y}/contrast-province-facts`, { codes: [bare, "10001"] });
    expect(r.json.code).toBe(200);
    expect(r.json.data.colleges[bare]).toHaveLength(3);
    for (const entry of r.json.data.colleges[bare]) expect(entry.line).toBeNull();
    expect(r.json.data.colleges["10001"][0].line).not.toBeNull();
  });

  it("takes another province, and staff must name one", async () => {
    const r = await student.post(`${Y}/contrast-province-facts`, { codes: "10001", province: "浙江" });
    expect(r.json.data.province.code).toBe("33");
    expect(r.json.data.colleges["10001"][0].subjectType).toBe("综合");
    expect400(await teacher.post(`${Y}/contrast-province-facts`, { codes: "10001" }), "province");
    const staff = await teacher.post(`${Y}/contrast-province-facts`, { codes: "10001", province: "44" });
    expect(staff.json.data.colleges["10001"][0].subjectType).toBe("物理类");
  });

  it("answers malformed input with a 400 naming the field", async () => {
    expect400(await student.post(`${Y}/contrast-province-facts`, {}), "codes");
    expect400(await student.post(`${Y}/contrast-province-facts`, { codes: "abc" }), "codes");
    expect400(await student.post(`${Y}/contrast-province-facts`, { codes: "10001,10002,10003,10004,10005" }), "codes");
    expect400(await student.post(`${Y}/contrast-province-facts`, { codes: ["10001", "x' or 1=1"] }), "codes");
    expect400(await student.post(`${Y}/contrast-province-facts`, { codes: "10001", province: "火星省" }), "province");
  });
});
