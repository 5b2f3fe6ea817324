// TiQP (提前批) and ChaKSZ (扩缩招) on units this file writes itself for 广东 2024–2025 物理类 (every seeded unit of the
// province is removed first), so plans, changes, new and removed units, tuition and 选科 changes are known numbers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, expect400, insertUnitMajors, loggedIn, setup, type TestCtx } from "./helpers";
import { ensureTaxonomy } from "../../src/server/queries/taxonomy";
import { bulkInsert } from "../../src/server/db/seed/bulk";
import { clearReferenceCaches } from "../../src/server/lib/cache";
import { refreshDerivedAdmissions } from "../../src/server/queries/derived-admissions";
import { SAMPLE_NOTE } from "../../src/server/lib/r";
import { nextApplicationRound } from "../../src/domain/calendar";

let t: TestCtx;
let c: Client;
const C = "/api/common";
const P = "44", T = "物理类";
const SOURCE = { name: "广东省教育考试院 招生计划（测试）", url: "https://example.org/gd-plan.xlsx", retrievedOn: "2025-06-20" };
type College = { code: string; name: string };
let A: College, B: College, Cc: College, D: College;

interface UnitSpec {
  college: College; year: number; batch: string; code: string; plan: number | null; planType?: string; requirement?: string; tuition?: number | null;
  minScore?: number | null; minRank?: number | null; majors?: { name: string; code: string; plan: number; tuition?: number; minScore?: number }[]; real?: boolean;
}

async function write(units: UnitSpec[], sourceId: number) {
  const db = t.database;
  await bulkInsert(db, "enrollment_units", units.map((u) => ({
    province_code: P, year: u.year, subject_type: T, batch: u.batch, mode: "group", unit_key: `${u.college.code}-${u.code}-${u.planType ?? "普通"}`,
    college_code: u.college.code, college_name: u.college.name, college_enroll_code: u.college.code.slice(1), unit_code: u.code, name: `第${u.code}组`,
    plan_type: u.planType ?? "普通", subject_requirement: u.requirement ?? "物理", plan_count: u.plan, tuition: u.tuition ?? null, school_years: 4,
    min_score: u.minScore ?? null, min_rank: u.minRank ?? null, source_id: u.real ? sourceId : null, sample: !u.real,
  })));
  const ids = await db.rows<{ id: number; unit_key: string; year: number; batch: string }>(sql`select id, unit_key, year, batch from enrollment_units where province_code = ${P}`);
  const majors: Record<string, unknown>[] = [];
  for (const u of units) {
    const id = ids.find((r) => r.unit_key === `${u.college.code}-${u.code}-${u.planType ?? "普通"}` && r.year === u.year && r.batch === u.batch)!.id;
    for (const m of u.majors ?? []) majors.push({ unit_id: id, major_code: m.code, major_name: m.name, remark: "", plan_count: m.plan, tuition: m.tuition ?? null, school_years: 4, min_score: m.minScore ?? null, sample: !u.real });
  }
  if (majors.length) await insertUnitMajors(db, majors);
}

beforeAll(async () => {
  t = await setup();
  c = await loggedIn(t.app);
  const db = t.database;
  await ensureTaxonomy(db, [2023, 2024, 2025].map((year) => ({ provinceCode: P, year, subjectTypes: ["物理类", "历史类"], batches: ["本科提前批", "本科批", "专科提前批", "专科批"] })));
  await ensureTaxonomy(db, [{ provinceCode: "45", year: 2025, subjectTypes: ["物理类"], batches: ["本科批"] }]);
  await db.rows(sql`delete from enrollment_units where province_code in (${P}, '45')`);
  const [{ id }] = await db.rows<{ id: number }>(sql`
    insert into data_sources (kind, name, url, retrieved_on, checksum, row_count, sample)
    values ('unit-plans', ${SOURCE.name}, ${SOURCE.url}, ${SOURCE.retrievedOn}, ${"plans-test-" + Date.now()}, 9, false) returning id`) as [{ id: number }];
  const colleges = await db.rows<College>(sql`select code, name from colleges where level = '本科' order by code limit 4`);
  [A, B, Cc, D] = colleges as [College, College, College, College];
  await write([
    // the early batch: A has a steady unit (with last year's line) and a new 国家专项 unit; B a 专科 early unit without a line yet
    { college: A, year: 2024, batch: "本科提前批", code: "01", plan: 25, tuition: 5000, minScore: 590, minRank: 22000, majors: [{ name: "侦查学", code: "030602", plan: 25 }] },
    { college: A, year: 2025, batch: "本科提前批", code: "01", plan: 30, requirement: "物理+化学", tuition: 5000, minScore: 600, minRank: 20000, majors: [{ name: "侦查学", code: "030602", plan: 20, minScore: 605 }, { name: "治安学", code: "030601", plan: 10 }] },
    { college: A, year: 2025, batch: "本科提前批", code: "02", plan: 5, planType: "国家专项", minScore: 610, minRank: 18000 },
    { college: B, year: 2025, batch: "专科提前批", code: "01", plan: 40 },
    // the ordinary batch (not early): C grows, loses a group and gains one; D shrinks
    { college: Cc, year: 2024, batch: "本科批", code: "01", plan: 50, tuition: 5000, real: true, majors: [{ name: "数学", code: "070101", plan: 30, tuition: 5000 }, { name: "物理学", code: "070201", plan: 20, tuition: 5000 }] },
    { college: Cc, year: 2025, batch: "本科批", code: "01", plan: 60, requirement: "物理+化学", tuition: 5500, real: true, minScore: 580, minRank: 30000, majors: [{ name: "数学", code: "070101", plan: 35, tuition: 5500 }, { name: "化学", code: "070301", plan: 25, tuition: 5000 }] },
    { college: Cc, year: 2024, batch: "本科批", code: "02", plan: 20, real: true },
    { college: Cc, year: 2025, batch: "本科批", code: "03", plan: 15, real: true, majors: [{ name: "统计学", code: "071201", plan: 15 }] },
    { college: D, year: 2024, batch: "本科批", code: "01", plan: 100, real: true },
    { college: D, year: 2025, batch: "本科批", code: "01", plan: 80, real: true },
  ], id);
  // as the importer does after writing units: the tables derived from them follow
  await refreshDerivedAdmissions(db, [2023, 2024, 2025].map((year) => ({ provinceCode: P, year })).concat({ provinceCode: "45", year: 2025 }));
  clearReferenceCaches();
}, 600_000);
afterAll(async () => { await t?.close(); });

describe("TiQP/list-college-enroll-plan-college", () => {
  const URL = `${C}/TiQP/list-college-enroll-plan-college`;
  it("lists early-batch units by college with plan, majors, plan type, 选科, tuition and last year's line; never an ordinary-batch unit", async () => {
    const r = await c.post(URL, { province: P, year: 2025, subjectType: T });
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d.total).toBe(2);
    expect(d.records.map((x: any) => x.collegeCode)).toEqual([A.code, B.code]); // 本科提前批 before 专科提前批
    const a = d.records[0];
    expect(a).toMatchObject({ collegeName: A.name, year: 2025, subjectType: T, batch: "本科提前批", level: "本科", planCount: 35, minScore: 600, minRank: 20000, previous: { year: 2024, planCount: 25, minScore: 590, minRank: 22000 } });
    const [u1, u2] = a.units;
    expect(u1).toMatchObject({ unitCode: "01", planType: "普通", subjectRequirement: "物理+化学", planCount: 30, tuition: 5000, minScore: 600, minRank: 20000, previous: { year: 2024, planCount: 25, minScore: 590, minRank: 22000 } });
    expect(u1.majors.map((m: any) => [m.majorName, m.planCount])).toEqual([["侦查学", 20], ["治安学", 10]]);
    expect(u2).toMatchObject({ unitCode: "02", planType: "国家专项", planCount: 5, previous: null, majors: [] });
    // the flat list the school page reads: a major's own line where published, else its unit's
    expect(a.majors).toEqual(expect.arrayContaining([
      expect.objectContaining({ majorName: "侦查学", minScore: 605, lineOf: "major" }),
      expect.objectContaining({ majorName: "治安学", minScore: 600, lineOf: "unit" }),
      expect.objectContaining({ majorName: "第02组", minScore: 610, lineOf: "unit" }),
    ]));
    expect(d.records[1]).toMatchObject({ batch: "专科提前批", level: "专科", planCount: 40, minScore: null, minRank: null, previous: null });
    expect(d.records.some((x: any) => x.collegeCode === Cc.code || x.collegeCode === D.code)).toBe(false);
  });

  it("labels generated figures as sample in the records, the sources and the envelope", async () => {
    const r = await c.post(URL, { province: P, year: 2025 });
    expect(r.json.sample).toBe(true);
    expect(r.json.msg).toContain(SAMPLE_NOTE);
    expect(r.json.data.sample).toBe(true);
    expect(r.json.data.sources).toEqual([expect.objectContaining({ sample: true })]);
    for (const x of r.json.data.records) for (const u of x.units) expect(u.source.sample).toBe(true);
  });

  it("filters by level, plan type and keyword; without a year lists every year, newest first", async () => {
    expect((await c.post(URL, { province: P, year: 2025, level: "专科" })).json.data.records.map((x: any) => x.collegeCode)).toEqual([B.code]);
    const special = (await c.post(URL, { province: P, year: 2025, planType: "国家专项" })).json.data;
    expect(special.total).toBe(1);
    expect(special.records[0].units.map((u: any) => u.planType)).toEqual(["国家专项"]);
    const named = (await c.post(URL, { province: P, keyword: A.name })).json.data;
    expect(named.records.map((x: any) => x.year)).toEqual([2025, 2024]);
    expect(named.records[1]).toMatchObject({ planCount: 25, previous: null });
    const paged = (await c.post(URL, { province: P, size: 1, current: 2 })).json.data;
    expect(paged).toMatchObject({ total: 3, size: 1, current: 2, pages: 3 });
    expect(paged.records).toHaveLength(1);
  });

  it("answers a valid scope without early-batch units with an empty page and the reason", async () => {
    const r = await c.post(URL, { province: P, year: 2023 });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({ records: [], total: 0 });
    expect(r.json.msg).toContain("暂无提前批");
    const k = await c.post(URL, { province: P, keyword: "没有这所学校" });
    expect(k.json.data.total).toBe(0);
    expect(k.json.msg).toContain("没有这所学校");
  });

  it("refuses bad input with a 400 naming the field", async () => {
    expect400(await c.post(URL, { province: "火星" }), "province");
    expect400(await c.post(URL, { province: P, year: 1999 }), "year");
    expect400(await c.post(URL, { province: P, year: 2099 }), "year");
    expect400(await c.post(URL, { province: P, year: 2025, subjectType: "综合" }), "subjectType");
    expect400(await c.post(URL, { province: P, planType: "自费" }), "planType");
    expect400(await c.post(URL, { province: P, level: "硕士" }), "level");
    expect400(await c.post(URL, { province: P, keyword: "a%' or 1=1" }), "keyword");
  });
});

describe("TiQP years and province mode", () => {
  it("lists the years with early-batch units, their subject types, levels and plan types", async () => {
    const r = await c.post(`${C}/TiQP/list-enroll-by-score-all-year-course-plan`, { province: P });
    expect(r.json.data).toEqual([
      { year: 2025, subjectTypes: [T], levels: ["本科", "专科"], planTypes: expect.arrayContaining(["普通", "国家专项"]), sample: true },
      { year: 2024, subjectTypes: [T], levels: ["本科"], planTypes: ["普通"], sample: true },
    ]);
    const none = await c.post(`${C}/TiQP/list-enroll-by-score-all-year-course-plan`, { province: "45" });
    expect(none.json.data).toEqual([]);
    expect(none.json.msg).toContain("暂无提前批");
    expect400(await c.post(`${C}/TiQP/list-enroll-by-score-all-year-course-plan`, { province: "99" }), "province");
  });

  it("gives a province's exam model, volunteer mode and batches for a year", async () => {
    const zj = (await c.post(`${C}/TiQP/find-province-mode`, { code: "33", year: 2025 })).json.data;
    expect(zj).toMatchObject({ modeName: "3+3", educationCode: 1, totalScore: 750, year: 2025, volunteerMode: "major", subjectTypes: ["综合"] });
    const gd = (await c.post(`${C}/TiQP/find-province-mode`, { code: "44", year: 2025 })).json.data;
    expect(gd).toMatchObject({ educationCode: 0, volunteerMode: "group", subjectTypes: ["物理类", "历史类"] });
    expect(gd.batches.filter((b: any) => b.kind === "early").map((b: any) => b.name)).toEqual(["本科提前批", "专科提前批"]);
    const old = (await c.post(`${C}/TiQP/find-province-mode`, { code: "44", year: 2020 })).json.data;
    expect(old).toMatchObject({ volunteerMode: "college", subjectTypes: ["理科", "文科"] });
    expect(old.batches.map((b: any) => b.name)).toContain("本科一批");
    expect((await c.post(`${C}/TiQP/find-province-mode`, { code: "44" })).json.data.year).toBe(nextApplicationRound(new Date()).year);
    expect400(await c.post(`${C}/TiQP/find-province-mode`, { code: "火星" }), "code");
  });
});

describe("ChaKSZ/list-college-enroll-plan-college-kuosuo", () => {
  const URL = `${C}/ChaKSZ/list-college-enroll-plan-college-kuosuo`;
  const ask = (body: Record<string, unknown> = {}) => c.post(URL, { province: P, year: 2025, subjectType: T, ...body });
  const codes = (r: { json: { data: { records: { collegeCode: string }[] } } }) => r.json.data.records.map((x) => x.collegeCode);

  it("past the last page the total is still the number of colleges (the pager stays right)", async () => {
    const past = (await ask({ current: 9, size: 2 })).json.data;
    expect(past.records).toEqual([]);
    expect(past.total).toBe(4);
    expect(past.pages).toBe(2);
  });
  it("sums this year's plan against last year's per college with unit counts, largest change first", async () => {
    const r = await ask();
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(codes(r)).toEqual([B.code, D.code, A.code, Cc.code]);
    const byCode = Object.fromEntries(d.records.map((x: any) => [x.collegeCode, x]));
    expect(byCode[Cc.code]).toMatchObject({ collegeName: Cc.name, planCount: 75, lastPlanCount: 70, change: 5, changeRate: 7.1, units: { up: 1, down: 0, same: 0, new: 1, removed: 1 } });
    expect(byCode[D.code]).toMatchObject({ planCount: 80, lastPlanCount: 100, change: -20, changeRate: -20, units: { down: 1 } });
    expect(byCode[A.code]).toMatchObject({ planCount: 35, lastPlanCount: 25, change: 10, units: { up: 1, new: 1 } });
    expect(byCode[B.code]).toMatchObject({ planCount: 40, lastPlanCount: 0, change: 40, changeRate: null, units: { new: 1 } });
    expect(d.basis).toMatchObject({
      scope: { province: P, year: 2025, subjectType: T }, lastYear: 2024, batch: null,
      summary: { colleges: 4, planCount: 230, lastPlanCount: 195, units: { up: 2, down: 1, same: 0, new: 3, removed: 1 } },
    });
    expect(d.basis.batches.map((b: any) => b.name)).toEqual(["本科提前批", "本科批", "专科提前批"]);
    // only 2025 can be compared (2024 has no year before it in this province)
    expect(d.choices).toEqual([{ year: 2025, subjectTypes: [T] }]);
  });

  it("filters expand, shrink, new and removed, by batch and keyword, and sorts", async () => {
    expect(codes(await ask({ change: "expand" }))).toEqual([B.code, A.code, Cc.code]);
    expect(codes(await ask({ change: "shrink" }))).toEqual([D.code]);
    expect(codes(await ask({ change: "new" }))).toEqual([B.code, A.code, Cc.code]);
    expect(codes(await ask({ change: "removed" }))).toEqual([Cc.code]);
    expect(codes(await ask({ batch: "本科批" }))).toEqual([D.code, Cc.code]);
    expect(codes(await ask({ keyword: D.name }))).toEqual([D.code]);
    expect(codes(await ask({ sort: "decrease" }))).toEqual([D.code, Cc.code, A.code, B.code]);
    expect(codes(await ask({ sort: "increase" }))).toEqual([B.code, A.code, Cc.code, D.code]);
    expect(codes(await ask({ sort: "plan" }))).toEqual([D.code, Cc.code, B.code, A.code]);
    expect(codes(await ask({ sort: "rate" }))).toEqual([A.code, D.code, Cc.code, B.code]);
    const paged = (await ask({ size: 2, current: 2 })).json.data;
    expect(paged).toMatchObject({ total: 4, pages: 2, current: 2 });
    expect(paged.records.map((x: any) => x.collegeCode)).toEqual([A.code, Cc.code]);
  });

  it("names the sources: the imported file for real units, sample for generated ones", async () => {
    const real = await ask({ batch: "本科批" });
    expect(real.json.sample).toBeUndefined();
    expect(real.json.data.basis).toMatchObject({ sample: false, sources: [{ ...SOURCE, sample: false }] });
    const mixed = await ask();
    expect(mixed.json.sample).toBe(true);
    expect(mixed.json.data.basis.sources).toEqual(expect.arrayContaining([expect.objectContaining({ name: SOURCE.name }), expect.objectContaining({ sample: true })]));
  });

  it("defaults to the newest year that has a year before to compare with", async () => {
    const r = await c.post(URL, { province: P });
    expect(r.json.data.basis.scope).toEqual({ province: P, year: 2025, subjectType: T });
  });

  it("says why when there is nothing to compare", async () => {
    const noLast = await ask({ year: 2024 });
    expect(noLast.status).toBe(200);
    expect(noLast.json.data).toMatchObject({ records: [], total: 0, basis: null });
    expect(noLast.json.msg).toContain("2023年");
    expect(noLast.json.data.choices).toEqual([{ year: 2025, subjectTypes: [T] }]);
    const none = await c.post(URL, { province: "45", year: 2025 });
    expect(none.json.data.records).toEqual([]);
    expect(none.json.msg).toContain("暂无招生计划");
    const history = await ask({ subjectType: "历史类" });
    expect(history.json.data.records).toEqual([]);
    expect(history.json.msg).toContain("历史类");
    const filtered = await ask({ keyword: "没有这所学校" });
    expect(filtered.json.data.basis.summary.colleges).toBe(4);
    expect(filtered.json.msg).toContain("没有这所学校");
  });

  it("refuses bad input with a 400 naming the field", async () => {
    expect400(await ask({ change: "grow" }), "change");
    expect400(await ask({ sort: "name" }), "sort");
    expect400(await ask({ batch: "不存在批" }), "batch");
    expect400(await ask({ province: "火星" }), "province");
    expect400(await ask({ year: 2099 }), "year");
    expect400(await ask({ subjectType: "综合" }), "subjectType");
    expect400(await ask({ size: 0 }), "size");
  });
});

describe("ChaKSZ/list-college-enroll-plan-new", () => {
  const URL = `${C}/ChaKSZ/list-college-enroll-plan-new`;
  const ask = (collegeCode: string, body: Record<string, unknown> = {}) => c.post(URL, { province: P, year: 2025, subjectType: T, collegeCode, ...body });

  it("gives each unit and its majors this year against last: up, new, removed, tuition and 选科 changes", async () => {
    const r = await ask(Cc.code);
    expect(r.status).toBe(200);
    const d = r.json.data;
    expect(d.college).toMatchObject({ code: Cc.code, name: Cc.name });
    expect(d).toMatchObject({ scope: { province: P, year: 2025, subjectType: T }, lastYear: 2024, sample: false, sources: [{ ...SOURCE, sample: false }] });
    expect(d.summary).toMatchObject({ planCount: 75, lastPlanCount: 70, change: 5, changeRate: 7.1, units: { up: 1, new: 1, removed: 1, down: 0, same: 0 }, tuitionChanges: 2, requirementChanges: 1 });
    expect(d.summary.majors).toEqual({ up: 1, down: 0, same: 0, new: 2, removed: 1 });
    expect(d.units.map((u: any) => [u.unitCode, u.status])).toEqual([["01", "up"], ["03", "new"], ["02", "removed"]]);
    const [grown, added, removed] = d.units;
    expect(grown).toMatchObject({ planCount: 60, lastPlanCount: 50, change: 10, tuition: 5500, lastTuition: 5000, tuitionChanged: true, subjectRequirement: "物理+化学", lastSubjectRequirement: "物理", requirementChanged: true, minScore: 580, minRank: 30000 });
    expect(grown.majors.map((m: any) => [m.majorName, m.status, m.planCount, m.lastPlanCount, m.tuitionChanged])).toEqual([
      ["数学", "up", 35, 30, true], ["化学", "new", 25, null, false], ["物理学", "removed", null, 20, false],
    ]);
    expect(added).toMatchObject({ planCount: 15, lastPlanCount: null, change: null, majors: [expect.objectContaining({ majorName: "统计学", status: "new" })] });
    expect(removed).toMatchObject({ planCount: null, lastPlanCount: 20, subjectRequirement: null, requirementChanged: false });
  });

  it("agrees with the list's figures for the same college", async () => {
    const list = (await c.post(`${C}/ChaKSZ/list-college-enroll-plan-college-kuosuo`, { province: P, year: 2025, subjectType: T })).json.data.records;
    for (const college of [A, B, Cc, D]) {
      const row = list.find((x: any) => x.collegeCode === college.code);
      const detail = (await ask(college.code)).json.data.summary;
      expect([detail.planCount, detail.lastPlanCount, detail.change, detail.units]).toEqual([row.planCount, row.lastPlanCount, row.change, row.units]);
    }
  });

  it("labels sample units, and answers a college without units in the scope with its name and the reason", async () => {
    const a = await ask(A.code);
    expect(a.json.sample).toBe(true);
    expect(a.json.data.units.every((u: any) => u.source.sample)).toBe(true);
    const other = (await t.database.rows<{ code: string }>(sql`select code from colleges where code not in (${A.code}, ${B.code}, ${Cc.code}, ${D.code}) order by code limit 1`))[0]!.code;
    const r = await ask(other);
    expect(r.status).toBe(200);
    expect(r.json.data.units).toEqual([]);
    expect(r.json.data.college.code).toBe(other);
    expect(r.json.msg).toContain("没有招生计划");
  });

  it("refuses bad input with a 400 naming the field", async () => {
    expect400(await c.post(URL, { province: P }), "collegeCode");
    expect400(await ask("99999"), "collegeCode");
    expect400(await ask("1a"), "collegeCode");
    expect400(await ask(Cc.code, { province: "火星" }), "province");
    expect400(await ask(Cc.code, { year: 2099 }), "year");
    expect400(await ask(Cc.code, { subjectType: "综合" }), "subjectType");
    expect400(await ask(Cc.code, { batch: "不存在批" }), "batch");
  });
});

describe("ChaKSZ/list-provinces, sign-in and the OpenAPI document", () => {
  it.each(["TiQP/list-college-enroll-plan-college", "TiQP/list-enroll-by-score-all-year-course-plan", "ChaKSZ/list-college-enroll-plan-college-kuosuo", "ChaKSZ/list-college-enroll-plan-new"])("%s needs a signed-in user", async (path) => {
    expect((await new Client(t.app).post(`${C}/${path}`, { province: P })).json.code).toBe(401);
  });
  it("lists the provinces", async () => {
    const r = await c.post(`${C}/ChaKSZ/list-provinces`, {});
    expect(r.json.data).toHaveLength(31);
    expect(r.json.data.find((p: any) => p.code === "31")).toMatchObject({ totalScore: 660 });
  });
  it("shows the response shapes", async () => {
    const doc = (await c.get("/api/openapi.json")).json as unknown as { paths: Record<string, any> };
    const shape = (path: string) => JSON.stringify(doc.paths[`/api/common/${path}`]?.post?.responses?.["200"]);
    expect(shape("TiQP/list-college-enroll-plan-college")).toContain("subjectRequirement");
    expect(shape("ChaKSZ/list-college-enroll-plan-college-kuosuo")).toContain("removed");
    expect(shape("ChaKSZ/list-college-enroll-plan-new")).toContain("tuitionChanged");
  });
});

// English mode shows a college's English name in both tools: every record carries colleges.name_en ("" where none).
describe("TiQP and ChaKSZ college names in English", () => {
  it("each record's collegeNameEn is the college's stored English name", async () => {
    const names = new Map((await t.database.rows<{ code: string; name_en: string }>(sql`select code, name_en from colleges`)).map((r) => [r.code, r.name_en]));
    const early = (await c.post(`${C}/TiQP/list-college-enroll-plan-college`, { province: P, year: 2025, subjectType: T })).json.data.records as { collegeCode: string; collegeNameEn: string }[];
    const changes = (await c.post(`${C}/ChaKSZ/list-college-enroll-plan-college-kuosuo`, { province: P, year: 2025, subjectType: T })).json.data.records as { collegeCode: string; collegeNameEn: string }[];
    for (const row of [...early, ...changes]) expect(row.collegeNameEn, row.collegeCode).toBe(names.get(row.collegeCode) ?? "");
    expect([...early, ...changes].some((row) => row.collegeNameEn !== "")).toBe(true);
  });
});
