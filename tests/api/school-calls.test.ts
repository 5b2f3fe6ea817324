// Every call the school page makes (src/lib/api/school.ts and the follow button's toggleFollow), through the portal's
// real HTTP layer against the API server on loopback, logged in as the demo parent (province 44 via the child).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { connectPortal, logInAs, startLoopback, type Loopback } from "./loopback";

let loopback: Loopback;
const toast = vi.fn();

beforeAll(async () => {
  loopback = await startLoopback({ pathname: "/wel/school/10001/index/detail" });
  await connectPortal(loopback.base, { toast });
  await logInAs("000000", "parent", "Parent@2026");
});

afterAll(() => loopback.close());

const api = () => import("@/lib/api/school");

describe("the header: school-info {id}", () => {
  it("answers the brief of portal.md §3 with isFavorite", async () => {
    const { fetchSchoolInfo } = await api();
    const answer = await fetchSchoolInfo("10001");
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      id: "10001", collegeCode: "10001", name: "北京大学", provinceCode: "11", provinceName: "北京市", cityName: "北京市",
      category: "综合", natureType: "公办", belong: "教育部", feature: "985,211,双一流,强基计划", isFavorite: false,
    });
    expect(answer.data.introduce).toHaveProperty("bannerUrl");
    expect(typeof answer.data.logoUrl).toBe("string");
    expect(answer.data.introduction).toContain("北京大学");
  });

  it("a school that does not exist is a quiet 404; a malformed code a quiet 400", async () => {
    const { fetchSchoolInfo } = await api();
    toast.mockClear();
    await expect(fetchSchoolInfo("99999")).rejects.toMatchObject({ code: 404 });
    await expect(fetchSchoolInfo("ABC")).rejects.toMatchObject({ code: 400 });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("the overview: detail, rankings, employment, subject groups and evaluations", () => {
  it("find-by-college-code {code} gives the detail and counts a visit", async () => {
    const { fetchCollegeDetail } = await api();
    const first = await fetchCollegeDetail("10003");
    expect(first.data).toMatchObject({ collegeCode: "10003", name: "清华大学", moeId: expect.stringMatching(/10003$/) });
    expect(first.data).toHaveProperty("website");
    const second = await fetchCollegeDetail("10003");
    expect(second.data.hits).toBe((first.data.hits ?? 0) + 1);
  });

  it("query-college-ranking / employmentreport / subject-group / subject-evaluate {collegeCode} answer sample-labelled lists", async () => {
    const { fetchCollegeRanking, fetchEmploymentReport, fetchSubjectGroups, fetchSubjectEvaluations } = await api();
    const ranking = await fetchCollegeRanking("10001");
    expect(ranking.sample).toBe(true);
    expect(ranking.data.length).toBeGreaterThan(0);
    expect(ranking.data[0]).toMatchObject({ collegeCode: "10001", source: expect.any(String), year: expect.any(Number), rank: expect.any(Number), sample: true });

    const employment = await fetchEmploymentReport("10001");
    expect(employment.sample).toBe(true);
    expect(employment.data[0]).toMatchObject({ year: expect.any(Number), employmentRate: expect.any(Number), averageSalary: expect.any(Number) });
    expect(Array.isArray(employment.data[0]!.topIndustries)).toBe(true);

    const groups = await fetchSubjectGroups("10001");
    expect(groups.data.length).toBeGreaterThan(0);
    expect(groups.data[0]).toMatchObject({ id: expect.any(String), groupName: expect.any(String), requirement: expect.any(String), provinceCode: "11" });
    expect(Array.isArray(groups.data[0]!.majors)).toBe(true);

    const evaluations = await fetchSubjectEvaluations("10001");
    expect(evaluations.data[0]).toMatchObject({ subjectName: expect.any(String), grade: expect.stringMatching(/^[A-C][+-]?$/), round: 4 });
  });
});

describe("admission brochures", () => {
  // The seed writes no brochures (none is invented); these stand for imported ones.
  beforeAll(async () => {
    await loopback.ctx.database.rows(sql`insert into enroll_introductions (college_code, year, title, content, read_count, publish_date, sample) values
      ('10001', 2024, '北京大学2024年本科招生章程', '第一条 ……', 0, '2024-05-20', false),
      ('10001', 2025, '北京大学2025年本科招生章程', '第一条 ……', 0, '2025-05-20', false),
      ('10003', 2025, '清华大学2025年本科招生章程', '第一条 清华大学……', 0, '2025-05-18', false)`);
  });

  it("a school without brochures lists none (the page says the year's brochure is not yet published)", async () => {
    const { fetchBrochures } = await api();
    expect((await fetchBrochures("10002")).data.total).toBe(0);
  });

  it("find-collge-enroll-introduction {code, keyword} lists the school's brochures, newest first, with a title search", async () => {
    const { fetchBrochures } = await api();
    const all = await fetchBrochures("10001");
    expect(all.sample).not.toBe(true);
    expect(all.data.total).toBe(2);
    expect(all.data.records.map((brochure) => brochure.year)).toEqual([2025, 2024]);
    expect(all.data.records[0]).toMatchObject({ collegeCode: "10001", title: expect.stringContaining("北京大学2025年"), readCount: expect.any(Number), publishDate: "2025-05-20" });

    const found = await fetchBrochures("10001", "2024");
    expect(found.data.records.map((brochure) => brochure.year)).toEqual([2024]);
    // Characters the server refuses are dropped before the call, so a stray one does not break the search.
    const cleaned = await fetchBrochures("10001", "2024%");
    expect(cleaned.data.total).toBe(1);
    expect((await fetchBrochures("10001", "没有这个词")).data.total).toBe(0);
    const paged = await fetchBrochures("10001", "", 2, 1);
    expect(paged.data).toMatchObject({ current: 2, size: 1, total: 2, pages: 2 });
    expect(paged.data.records[0]!.year).toBe(2024);
  });

  it("getbyid-collge-enroll-introduction {id} gives the text; update-enroll-introduction-read-count returns the new count", async () => {
    const { fetchBrochures, fetchBrochure, countBrochureRead } = await api();
    const id = (await fetchBrochures("10003")).data.records[0]!.id;
    const before = await fetchBrochure(id);
    expect(before.data).toMatchObject({ id, collegeCode: "10003", content: expect.stringContaining("清华大学"), sample: false });
    const first = await countBrochureRead(id);
    expect(first.data).toBe(before.data.readCount + 1);
    const second = await countBrochureRead(id);
    expect(second.data).toBe(before.data.readCount + 2);
    expect((await fetchBrochure(id)).data.readCount).toBe(before.data.readCount + 2);
    expect((await fetchBrochures("10003")).data.records.find((brochure) => brochure.id === id)!.readCount).toBe(before.data.readCount + 2);
  });

  it("a brochure that does not exist is a quiet 404 for both calls", async () => {
    const { fetchBrochure, countBrochureRead } = await api();
    toast.mockClear();
    await expect(fetchBrochure("999999")).rejects.toMatchObject({ code: 404 });
    await expect(countBrochureRead("999999")).rejects.toMatchObject({ code: 404 });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("score lines and plans", () => {
  it("list-enroll-by-score-all-year-course(-plan) {province} give years newest first with their subject types", async () => {
    const { fetchScoreYears, fetchPlanYears } = await api();
    const { pickYearType } = await import("@/lib/rules/school");
    for (const call of [fetchScoreYears, fetchPlanYears]) {
      const answer = await call("44");
      expect(answer.data.map((entry) => entry.year)).toEqual([2025, 2024, 2023, 2022, 2021]);
      expect(answer.data[0]!.subjectTypes.sort()).toEqual(["历史类", "物理类"]);
      expect(pickYearType(answer.data)).toEqual({ year: 2025, subjectType: "物理类" });
    }
    // The 3+3 province has one subject type.
    expect((await fetchScoreYears("33")).data[0]!.subjectTypes).toEqual(["综合"]);
  });

  it("map-province-college-score {code, province} is keyed by year and makes a five-year series", async () => {
    const { fetchCollegeScores } = await import("@/lib/api/colleges");
    const { scoreBatches, scoreSeries, scoreSubjectTypes, hasTrend } = await import("@/lib/rules/school");
    const answer = await fetchCollegeScores("10001", "44");
    expect(answer.sample).toBe(true);
    expect(Object.keys(answer.data).sort()).toEqual(["2021", "2022", "2023", "2024", "2025"]);
    expect(answer.data["2025"]![0]).toMatchObject({ collegeCode: "10001", provinceCode: "44", year: 2025, batch: "本科批", minScore: expect.any(Number), minRank: expect.any(Number) });
    expect(scoreSubjectTypes(answer.data)).toEqual(["物理类", "历史类"]);
    expect(scoreBatches(answer.data, "物理类")).toEqual(["本科批"]);
    const points = scoreSeries(answer.data, "物理类", "本科批");
    expect(points.map((point) => point.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(hasTrend(points)).toBe(true);
    // Province by name works too.
    expect(Object.keys((await fetchCollegeScores("10001", "广东")).data)).toHaveLength(5);
  });

  it("list-college-major-scores and list-college-enroll-plan filter by province, year and subject type, paged", async () => {
    const { fetchMajorScores, fetchEnrollPlan } = await api();
    const scores = await fetchMajorScores({ code: "10001", province: "44", year: 2025, subjectType: "物理类", pageIndex: 1, pageSize: 20 });
    expect(scores.data.total).toBeGreaterThan(0);
    for (const row of scores.data.records) expect(row).toMatchObject({ collegeCode: "10001", provinceCode: "44", year: 2025, subjectType: "物理类", minScore: expect.any(Number) });

    const plan = await fetchEnrollPlan({ code: "10001", province: "44", year: 2024, subjectType: "历史类", pageIndex: 1, pageSize: 20 });
    expect(plan.data.total).toBeGreaterThan(0);
    for (const row of plan.data.records) expect(row).toMatchObject({ year: 2024, subjectType: "历史类", planCount: expect.any(Number), subjectRequirement: expect.any(String) });
    expect((await fetchEnrollPlan({ code: "10001", province: "44", year: 2024, subjectType: "历史类", pageIndex: 1, pageSize: 1 })).data.records).toHaveLength(1);
  });

  it("TiQP/list-college-enroll-plan-college: the early batch of a school found by name and kept by code", async () => {
    const { fetchEarlyPlans, fetchSchoolEarlyPlans } = await api();
    const { earlySeries } = await import("@/lib/rules/school");
    const all = await fetchEarlyPlans({ province: "44", keyword: "公安", pageIndex: 1, pageSize: 50 });
    expect(all.data.records.every((record) => record.collegeName?.includes("公安"))).toBe(true);

    const police = await fetchSchoolEarlyPlans("10041", "中国人民公安大学", "44");
    expect(police.sample).toBe(true);
    expect(new Set(police.records.map((record) => record.year))).toEqual(new Set([2021, 2022, 2023, 2024, 2025]));
    for (const record of police.records) {
      expect(record).toMatchObject({ collegeCode: "10041", batch: expect.stringContaining("提前") });
      expect(record.majors.length).toBeGreaterThan(0);
    }
    expect(earlySeries(police.records, "物理类")).toHaveLength(5);

    // 北京大学 has no early batch in the seeded data: the tab says so.
    expect((await fetchSchoolEarlyPlans("10001", "北京大学", "44")).records).toEqual([]);
  });
});

describe("the follow button (portal.md §4)", () => {
  it("add and delete answer 200 and flip isFavorite; school-info agrees", async () => {
    const { fetchSchoolInfo } = await api();
    const { toggleFollow } = await import("@/lib/session/favourites");
    const { fetchFollowedCollegeMap } = await import("@/lib/api/favourites");
    expect((await fetchSchoolInfo("10003")).data.isFavorite).toBe(false);

    expect(await toggleFollow("10003", false)).toBe(true);
    expect((await fetchSchoolInfo("10003")).data.isFavorite).toBe(true);
    expect(Object.keys((await fetchFollowedCollegeMap("parent")).data)).toContain("10003");

    expect(await toggleFollow("10003", true)).toBe(false);
    expect((await fetchSchoolInfo("10003")).data.isFavorite).toBe(false);
    expect(Object.keys((await fetchFollowedCollegeMap("parent")).data)).not.toContain("10003");
  });

  it("a failing call changes nothing and shows no message", async () => {
    const { toggleFollow } = await import("@/lib/session/favourites");
    const { fetchFollowedCollegeMap } = await import("@/lib/api/favourites");
    toast.mockClear();
    const followed = async () => Object.keys((await fetchFollowedCollegeMap("parent")).data).sort();
    const before = await followed();
    // The server refuses a college that does not exist (code 404): the state stays as it was.
    expect(await toggleFollow("99999", false)).toBe(false);
    // No answer at all (nothing listens there): a followed school stays followed.
    const http = await import("@/lib/http/client");
    http.configureHttp({ config: { apiBase: "http://127.0.0.1:9/api" } });
    try {
      expect(await toggleFollow("10001", true)).toBe(true);
      expect(await toggleFollow("10001", false)).toBe(false);
    } finally {
      http.configureHttp({ config: { apiBase: loopback.base } });
    }
    expect(await followed()).toEqual(before);
    expect(toast).not.toHaveBeenCalled();
  });
});
