// Every call the college screens make (college query, search, comparison, favourites on /mine/index), with the bodies
// the screens build (src/lib/rules/colleges.ts), their filters and paging, against the seeded server: first as raw
// requests, then through the portal's own HTTP layer and src/lib/api/colleges.ts on a loopback server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FILTER, filterFromQuery, filterToRequest, flattenMajorTree, latestScoreLines, rankMajors, type CollegeFilter } from "@/lib/rules/colleges";
import { cleanKeyword } from "@/lib/rules/keyword";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";
import { connectPortal, logInAs, startLoopback, type Loopback } from "./loopback";

let t: TestCtx;
let c: Client;
let other: Client;
beforeAll(async () => {
  t = await setup();
  [c, other] = await Promise.all([loggedIn(t.app), loggedIn(t.app, "student", "Student@2026", "100001")]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const Y = "/api/common/yuanxiao";
const Z = "/api/common/zhaunye";
const list = (filter: Partial<CollegeFilter>) => c.post(`${Y}/list-by-page`, filterToRequest({ ...DEFAULT_FILTER, features: [], ...filter }));

describe("yuanxiao/list-by-page as the college query sends it", () => {
  it("pages with pageIndex/pageSize and reports total and pages", async () => {
    const first = await list({ size: 10 });
    expect(first.json.code).toBe(200);
    expect(first.json.data).toMatchObject({ current: 1, size: 10 });
    expect(first.json.data.records).toHaveLength(10);
    expect(first.json.data.pages).toBe(Math.ceil(first.json.data.total / 10));
    const second = await list({ size: 10, page: 2 });
    expect(second.json.data.current).toBe(2);
    const codes = new Set(first.json.data.records.map((r: any) => r.collegeCode));
    expect(second.json.data.records.some((r: any) => codes.has(r.collegeCode))).toBe(false);
    const last = await list({ size: 50, page: first.json.data.pages * 10 });
    expect(last.json.data.records).toEqual([]);
    // the brief of portal.md §3
    expect(first.json.data.records[0]).toMatchObject({
      collegeCode: expect.stringMatching(/^\d{5}$/), name: expect.any(String), provinceName: expect.any(String), cityName: expect.any(String),
      category: expect.any(String), natureType: expect.any(String), belong: expect.any(String), feature: expect.any(String), logoUrl: expect.any(String),
      introduce: { bannerUrl: expect.any(String) }, isFavorite: false,
    });
  });

  it("filters by province, category, nature type, level, features and keyword (address → body → server)", async () => {
    const filter = filterFromQuery("province=11&category=理工&nature=公办&level=本科&feature=985,211&size=50");
    const r = await c.post(`${Y}/list-by-page`, filterToRequest(filter));
    expect(r.json.data.total).toBeGreaterThan(0);
    for (const college of r.json.data.records) {
      expect(college).toMatchObject({ provinceCode: "11", category: "理工", natureType: "公办", level: "本科", is985: true, is211: true });
    }
    const zk = await list({ level: "专科", size: 50 });
    expect(zk.json.data.total).toBeGreaterThan(5);
    expect(zk.json.data.records.every((x: any) => x.level === "专科")).toBe(true);
    const double = await list({ features: ["双一流"], size: 1 });
    const all = await list({ size: 1 });
    expect(double.json.data.total).toBeGreaterThan(0);
    expect(double.json.data.total).toBeLessThan(all.json.data.total);
    const strong = await list({ features: ["强基计划"], size: 1 });
    expect(strong.json.data.total).toBe(39);
    const kw = await list({ keyword: "师范", size: 50 });
    expect(kw.json.data.records.every((x: any) => x.name.includes("师范"))).toBe(true);
    expect((await list({ keyword: "10001" })).json.data.records[0].collegeCode).toBe("10001");
    const privateOnes = await list({ natureType: "民办", size: 50 });
    expect(privateOnes.json.data.total).toBeGreaterThan(0);
    expect(privateOnes.json.data.records.every((x: any) => x.natureType === "民办")).toBe(true);
    // no 强基 university is private: filters combine, and a combination that matches nothing is an empty page
    const none = await list({ natureType: "民办", features: ["强基计划"] });
    expect(none.json.data).toMatchObject({ total: 0, records: [], pages: 0 });
  });

  it("sorts by the default strength, by popularity and by code", async () => {
    const byDefault = await list({ size: 2 });
    expect(byDefault.json.data.records.map((x: any) => x.collegeCode).sort()).toEqual(["10001", "10003"]);
    const byCode = await list({ sort: "code", size: 20 });
    const codes = byCode.json.data.records.map((x: any) => x.collegeCode);
    expect(codes).toEqual([...codes].sort());
    await c.post(`${Y}/find-by-college-code`, { code: "10759" });
    await c.post(`${Y}/find-by-college-code`, { code: "10759" });
    const byHits = await c.post(`${Y}/list-by-page`, { ...filterToRequest({ ...DEFAULT_FILTER, features: [], sort: "hits", size: 5 }), province: "65" });
    expect(byHits.json.data.records[0].collegeCode).toBe("10759");
  });

  it("marks followed colleges with isFavorite", async () => {
    expect((await c.post(`${Y}/add-my-favorite`, { resourceId: "10589", resourceType: 1, userCode: "student" })).json.code).toBe(200);
    const r = await list({ province: "46" });
    expect(r.json.data.records.find((x: any) => x.collegeCode === "10589").isFavorite).toBe(true);
    // another school's student follows nothing here
    const theirs = await other.post(`${Y}/list-by-page`, filterToRequest({ ...DEFAULT_FILTER, features: [], province: "46" }));
    expect(theirs.json.data.records.find((x: any) => x.collegeCode === "10589").isFavorite).toBe(false);
    await c.post(`${Y}/delete-my-favorite`, { resourceId: "10589", resourceType: 1, userCode: "student" });
    expect((await list({ province: "46" })).json.data.records.find((x: any) => x.collegeCode === "10589").isFavorite).toBe(false);
  });

  it("rejects keywords the screens would clean first", async () => {
    expect400(await c.post(`${Y}/list-by-page`, { keyword: "北京'; drop" }), "keyword");
    const cleaned = await c.post(`${Y}/list-by-page`, { keyword: cleanKeyword("北京'; drop"), pageIndex: 1, pageSize: 5 });
    expect(cleaned.json.code).toBe(200);
    expect400(await c.post(`${Y}/list-by-page`, { feature: ["清北"] }), "feature");
    expect400(await c.post(`${Y}/list-by-page`, { sort: "random" }), "sort");
  });

  it("needs a login", async () => {
    const visitor = new Client(t.app);
    expect((await visitor.post(`${Y}/list-by-page`, {})).json.code).toBe(401);
  });
});

describe("yuanxiao/list-by-ids and map-province-college-score (comparison)", () => {
  it("returns briefs in the order asked, without unknown codes", async () => {
    const r = await c.post(`${Y}/list-by-ids`, { str: "10003,99999,10001,10284" });
    expect(r.json.code).toBe(200);
    expect(r.json.data.map((x: any) => x.collegeCode)).toEqual(["10003", "10001", "10284"]);
    expect(r.json.data[0]).toMatchObject({ name: "清华大学", isFavorite: false, introduce: { bannerUrl: expect.any(String) } });
    expect400(await c.post(`${Y}/list-by-ids`, { str: "10001;10003" }));
  });

  it("gives score lines keyed by year; the newest year's lines are sample rows", async () => {
    const r = await c.post(`${Y}/map-province-college-score`, { code: "10001", province: "44" });
    expect(r.json.code).toBe(200);
    expect(r.json.sample).toBe(true);
    expect(r.json.msg).toContain("示例数据");
    const years = Object.keys(r.json.data).map(Number);
    expect(years.length).toBeGreaterThan(1);
    const latest = latestScoreLines(r.json.data);
    expect(latest?.year).toBe(Math.max(...years));
    expect(latest?.sample).toBe(true);
    expect(latest?.lines.map((l) => l.subjectType).sort()).toEqual(["历史类", "物理类"]);
    for (const line of latest!.lines) expect(line).toMatchObject({ minScore: expect.any(Number), minRank: expect.any(Number), batch: expect.any(String) });
    // a 专科 college admits only in its home province
    const away = await c.post(`${Y}/map-province-college-score`, { code: "12864", province: "44" });
    expect(latestScoreLines(away.json.data)).toBeNull();
    expect((await c.post(`${Y}/map-province-college-score`, { code: "10001", province: "99" })).json.code).not.toBe(200);
  });
});

describe("favourites (the list's follow button, /mine/index, the comparison's followed list)", () => {
  it("follows and unfollows a college; the followed map is keyed by college code", async () => {
    expect((await c.post(`${Y}/add-my-favorite`, { resourceId: "10694", resourceType: 1, userCode: "student" })).json).toMatchObject({ code: 200, data: true });
    // idempotent
    expect((await c.post(`${Y}/add-my-favorite`, { resourceId: "10694", resourceType: 1, userCode: "student" })).json.code).toBe(200);
    const map = await c.post(`${Y}/my-favorite-college-map`, { userCode: "student" });
    expect(map.json.data["10694"]).toMatchObject({ collegeCode: "10694", name: "西藏大学", isFavorite: true });
    expect((await c.post(`${Y}/my-favorite-college-map`, {})).json.data).toHaveProperty("10694");
    expect((await c.post(`${Y}/my-favorite-college-map`, { userCode: "someone-else" })).json.code).toBe(403);
    expect((await c.post(`${Y}/delete-my-favorite`, { resourceId: "10694", resourceType: 1, userCode: "student" })).json.code).toBe(200);
    expect((await c.post(`${Y}/my-favorite-college-map`, { userCode: "student" })).json.data).not.toHaveProperty("10694");
    expect((await c.post(`${Y}/add-my-favorite`, { resourceId: "00000", resourceType: 1, userCode: "student" })).json.code).toBe(404);
  });

  it("lists favourite majors and professions, paged", async () => {
    for (const code of ["080901", "080902", "080903"]) await c.post(`${Y}/add-my-favorite`, { resourceId: code, resourceType: 2, userCode: "student" });
    await c.post(`${Y}/add-my-favorite`, { resourceId: "2-02-10-01", resourceType: 3, userCode: "student" });
    const page1 = await c.post(`${Y}/list-my-favorite-major`, { userCode: "student", pageIndex: 1, pageSize: 2 });
    expect(page1.json.data).toMatchObject({ total: 3, current: 1, size: 2, pages: 2 });
    expect(page1.json.data.records).toHaveLength(2);
    expect(page1.json.data.records[0]).toMatchObject({ code: "080903", name: "网络工程", level: "ben" });
    const page2 = await c.post(`${Y}/list-my-favorite-major`, { userCode: "student", pageIndex: 2, pageSize: 2 });
    expect(page2.json.data.records.map((x: any) => x.code)).toEqual(["080901"]);
    // past the last page: no records, and still the right total and page count
    const past = await c.post(`${Y}/list-my-favorite-major`, { userCode: "student", pageIndex: 7, pageSize: 2 });
    expect(past.json.data).toMatchObject({ records: [], total: 3, pages: 2 });
    expect((await c.post(`${Y}/list-my-favorite-profession`, { userCode: "student", pageIndex: 3, pageSize: 20 })).json.data.total).toBe(1);
    const professions = await c.post(`${Y}/list-my-favorite-profession`, { userCode: "student", pageIndex: 1, pageSize: 20 });
    expect(professions.json.data.total).toBe(1);
    expect(professions.json.data.records[0]).toMatchObject({ code: "2-02-10-01", name: "软件工程师" });
    expect((await c.post(`${Y}/delete-my-favorite`, { resourceId: "080902", resourceType: 2, userCode: "student" })).json.code).toBe(200);
    expect((await c.post(`${Y}/list-my-favorite-major`, { userCode: "student" })).json.data.total).toBe(2);
    // the other school's student sees none of them
    expect((await other.post(`${Y}/list-my-favorite-major`, {})).json.data.total).toBe(0);
    expect((await c.post(`${Y}/list-my-favorite-profession`, { userCode: "someone-else" })).json.code).toBe(403);
  });
});

describe("search calls (/wel/search)", () => {
  it("finds majors by name in both trees; the screen flattens and ranks them", async () => {
    const [ben, zhuan] = await Promise.all([c.post(`${Z}/query-major-tree-ben`, { keywords: "计算机" }), c.post(`${Z}/query-major-tree-zhuan`, { keywords: "计算机" })]);
    expect(ben.json.code).toBe(200);
    const a = flattenMajorTree(ben.json.data, "ben", "计算机");
    const b = flattenMajorTree(zhuan.json.data, "zhuan", "计算机");
    const majors = rankMajors([...a.majors, ...b.majors], "计算机");
    expect(majors[0]).toMatchObject({ code: "080901", name: "计算机科学与技术", level: "ben", path: ["工学", "计算机类"] });
    expect(majors.every((m) => m.name.includes("计算机"))).toBe(true);
    expect(b.majors.map((m) => m.code)).toEqual(expect.arrayContaining(["510201", "510202"]));
    expect(a.classes.map((x) => x.name)).toContain("计算机类");
    expect(flattenMajorTree((await c.post(`${Z}/query-major-tree-ben`, { keywords: "不存在的专业" })).json.data, "ben", "不存在的专业").majors).toEqual([]);
  });

  it("lists professions by keyword, by popularity, paged, with related majors and isFavorite", async () => {
    const r = await c.post(`${Z}/list-by-page`, { keyword: "工程师", hits: true, pageIndex: 1, pageSize: 3 });
    expect(r.json.code).toBe(200);
    expect(r.json.data).toMatchObject({ current: 1, size: 3 });
    expect(r.json.data.total).toBeGreaterThan(3);
    expect(r.json.data.records.every((x: any) => x.name.includes("工程师"))).toBe(true);
    expect(r.json.data.records[0]).toMatchObject({ code: expect.any(String), isFavorite: expect.any(Boolean), majors: expect.any(Array) });
    const page2 = await c.post(`${Z}/list-by-page`, { keyword: "工程师", hits: true, pageIndex: 2, pageSize: 3 });
    expect(page2.json.data.records[0].code).not.toBe(r.json.data.records[0].code);
    expect((await c.post(`${Z}/list-by-page`, { keyword: "计算机" })).json.data.total).toBe(0);
    // the spelling zhuanye works as well
    expect((await c.post("/api/common/zhuanye/list-by-page", { pageIndex: 1, pageSize: 1 })).json.data.records).toHaveLength(1);
  });

  it("fills colleges and professions in from the best major", async () => {
    const r = await c.post(`${Z}/find-major`, { code: "080901", level: "ben" });
    expect(r.json.code).toBe(200);
    expect(r.json.data.colleges.length).toBeGreaterThan(0);
    expect(r.json.data.colleges[0]).toMatchObject({ code: expect.stringMatching(/^\d{5}$/), name: expect.any(String) });
    expect(r.json.data.professions.map((p: any) => p.name)).toContain("软件工程师");
    expect((await c.post(`${Z}/find-major`, { code: "510201", level: "zhuan" })).json.code).toBe(200);
  });

  it("finds colleges for the search's college group", async () => {
    const r = await c.post(`${Y}/list-by-page`, { keyword: "北京", pageIndex: 1, pageSize: 6 });
    expect(r.json.data.records).toHaveLength(6);
    expect(r.json.data.total).toBeGreaterThan(6);
    expect((await c.post(`${Y}/list-by-page`, { keyword: "计算机", pageIndex: 1, pageSize: 6 })).json.data.total).toBe(0);
  });
});

// ---------------------------------------------------------------- through the portal's HTTP layer

describe("src/lib/api/colleges.ts and the favourite session calls, as the demo student", () => {
  let loopback: Loopback;
  const toasts: string[] = [];
  let api: typeof import("@/lib/api/colleges");
  let majorsApi: typeof import("@/lib/api/majors");
  let fav: typeof import("@/lib/api/favourites");
  let follow: typeof import("@/lib/session/favourites");

  beforeAll(async () => {
    loopback = await startLoopback({ ctx: t, pathname: "/wel/colleges/index" });
    await connectPortal(loopback.base, { toast: (message) => toasts.push(message) });
    await logInAs("000000", "student", "Student@2026");
    api = await import("@/lib/api/colleges");
    majorsApi = await import("@/lib/api/majors");
    fav = await import("@/lib/api/favourites");
    follow = await import("@/lib/session/favourites");
  });
  afterAll(() => loopback.close());

  it("fetchColleges sends the filter's body and reads the page", async () => {
    const answer = await api.fetchColleges(filterToRequest(filterFromQuery("province=42&feature=985&sort=code&size=20")));
    expect(answer.code).toBe(200);
    expect(answer.data.records.map((x) => x.collegeCode)).toEqual(["10486", "10487"]);
    expect(answer.data).toMatchObject({ total: 2, current: 1, size: 20, pages: 1 });
    const page3 = await api.fetchColleges(filterToRequest(filterFromQuery("level=本科&page=3&size=10")));
    expect(page3.data.current).toBe(3);
    expect(page3.data.records).toHaveLength(10);
  });

  it("a refused keyword rejects quietly when asked to, with a toast otherwise", async () => {
    toasts.length = 0;
    await expect(api.fetchColleges({ pageIndex: 1, pageSize: 10, keyword: "北京'" }, { quiet: true })).rejects.toMatchObject({ code: 400 });
    expect(toasts).toEqual([]);
    await expect(api.fetchColleges({ pageIndex: 1, pageSize: 10, keyword: "北京'" })).rejects.toMatchObject({ code: 400 });
    expect(toasts).toHaveLength(1);
  });

  it("fetchCollegesByIds and fetchCollegeScores feed the comparison", async () => {
    const briefs = await api.fetchCollegesByIds(["10055", "10056", "10486"]);
    expect(briefs.data.map((x) => x.name)).toEqual(["南开大学", "天津大学", "武汉大学"]);
    const scores = await api.fetchCollegeScores("10055", "44");
    expect(scores.sample).toBe(true);
    const latest = latestScoreLines(scores.data);
    expect(latest?.lines.length).toBeGreaterThan(0);
    expect(latest?.sample).toBe(true);
  });

  it("the search calls: colleges, both major trees, professions, the best major", async () => {
    const [colleges, ben, zhuan, professions] = await Promise.all([
      api.fetchColleges({ keyword: "计算机", pageIndex: 1, pageSize: 6 }),
      majorsApi.fetchMajorTree("ben", "计算机"),
      majorsApi.fetchMajorTree("zhuan", "计算机"),
      majorsApi.listProfessions({ keyword: "计算机", hits: true, pageIndex: 1, pageSize: 6 }),
    ]);
    expect(colleges.data.total).toBe(0);
    expect(professions.data.total).toBe(0);
    const majors = rankMajors([...flattenMajorTree(ben.data, "ben", "计算机").majors, ...flattenMajorTree(zhuan.data, "zhuan", "计算机").majors], "计算机");
    expect(majors.length).toBeGreaterThanOrEqual(3);
    const detail = await majorsApi.findMajor(majors[0]!.code, majors[0]!.level);
    expect(detail.data.colleges.length).toBeGreaterThan(0);
    expect(detail.data.professions.map((x) => x.code)).toContain("2-02-10-01");
    const engineers = await majorsApi.listProfessions({ keyword: "工程师", pageIndex: 2, pageSize: 2 });
    expect(engineers.data.current).toBe(2);
    expect(engineers.data.records).toHaveLength(2);
  });

  it("toggleFollow follows and unfollows; the followed map and the list agree", async () => {
    expect(await follow.toggleFollow("10749", false)).toBe(true);
    expect(Object.keys((await fav.fetchFollowedCollegeMap("student")).data)).toContain("10749");
    const listed = await api.fetchColleges({ pageIndex: 1, pageSize: 10, province: "64" });
    expect(listed.data.records.find((x) => x.collegeCode === "10749")?.isFavorite).toBe(true);
    expect(await follow.toggleFollow("10749", true)).toBe(false);
    expect(Object.keys((await fav.fetchFollowedCollegeMap("student")).data)).not.toContain("10749");
    // a failure changes nothing and says nothing
    toasts.length = 0;
    expect(await follow.toggleFollow("00000", false)).toBe(false);
    expect(toasts).toEqual([]);
  });

  it("the favourite lists on /mine/index page through majors and professions", async () => {
    expect(await follow.toggleFavourite(2, "510202", false)).toBe(true);
    expect(await follow.toggleFavourite(3, "2-02-27-01", false)).toBe(true);
    const majors = await fav.fetchFavouriteMajors("student", 1, 20);
    expect(majors.data.records.map((x) => x.code)).toContain("510202");
    const professions = await fav.fetchFavouriteProfessions("student", 1, 20);
    expect(professions.data.records.map((x) => x.code)).toContain("2-02-27-01");
    expect(await follow.toggleFavourite(2, "510202", true)).toBe(false);
    expect(await follow.toggleFavourite(3, "2-02-27-01", true)).toBe(false);
    expect((await fav.fetchFavouriteMajors("student", 1, 20)).data.records.map((x) => x.code)).not.toContain("510202");
  });
});
