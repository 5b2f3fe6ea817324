// Every call the major and profession screens make (src/lib/api/majors.ts, the favourite toggle and the favourite
// lists they read), through the portal's real HTTP layer against the API server on loopback, as the demo student.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectPortal, logInAs, startLoopback, type Loopback } from "./loopback";
import { cleanKeyword } from "@/lib/rules/keyword";

let loopback: Loopback;
const toast = vi.fn();

type Portal = Awaited<ReturnType<typeof portal>>;
let p: Portal;

async function portal() {
  const http = await import("@/lib/http/client");
  const session = await import("@/lib/session/auth");
  const profile = await import("@/lib/session/profile");
  const majors = await import("@/lib/api/majors");
  const school = await import("@/lib/api/school");
  const favourites = await import("@/lib/api/favourites");
  const favouriteSession = await import("@/lib/session/favourites");
  const rules = await import("@/lib/rules/majors");
  await connectPortal(loopback.base, { toast });
  session.clearSession();
  await logInAs("000000", "student", "Student@2026");
  return { http, session, profile, majors, school, favourites, favouriteSession, rules };
}

beforeAll(async () => {
  loopback = await startLoopback({ pathname: "/wel/major/index" });
  p = await portal();
});

afterAll(() => loopback.close());

describe("major trees (zhaunye/query-major-tree-ben and -zhuan)", () => {
  it("本科: 门类 → 专业类 → 专业, found by path", async () => {
    const answer = await p.majors.fetchBenMajorTree();
    expect(answer.code).toBe(200);
    const roots = answer.data;
    expect(roots.length).toBeGreaterThanOrEqual(12);
    expect(roots.map((node) => node.code)).toContain("08");
    const path = p.rules.findPath(roots, "080901");
    expect(path?.map((node) => node.name)).toEqual(["工学", "计算机类", "计算机科学与技术"]);
    expect(p.rules.countAtDepth(roots, 3)).toBeGreaterThanOrEqual(200);
    // Every 专业 is at depth 3 and has no children.
    expect(roots.every((root) => root.children.every((cls) => cls.children.every((major) => major.children.length === 0)))).toBe(true);
  });

  it("专科: 专业大类 codes 41–59, each major read as 专科 from its code", async () => {
    const roots = (await p.majors.fetchZhuanMajorTree()).data;
    expect(roots.length).toBeGreaterThan(5);
    for (const root of roots) expect(p.rules.levelOfCode(root.code)).toBe("zhuan");
    expect(p.rules.findPath(roots, "510203")?.map((node) => node.name)).toEqual(["电子与信息大类", "计算机类", "软件技术"]);
    expect((await p.majors.fetchMajorTree("zhuan")).data).toEqual(roots);
  });

  it("keywords keep the matching majors and the branches above them", async () => {
    const roots = (await p.majors.fetchMajorTree("ben", "计算机")).data;
    const majors = roots.flatMap((root) => root.children.flatMap((cls) => cls.children));
    expect(majors.length).toBeGreaterThan(0);
    expect(majors.every((major) => major.name.includes("计算机"))).toBe(true);
    expect(p.rules.findPath(roots, "080901")).not.toBeNull();
    expect((await p.majors.fetchMajorTree("ben", "080902")).data.flatMap((root) => root.children.flatMap((cls) => cls.children)).map((major) => major.code)).toContain("080902");
    expect((await p.majors.fetchBenMajorTree("不存在的专业名")).data).toEqual([]);
  });

  it("a keyword the server refuses is rejected with a message (the screen cleans keywords first)", async () => {
    toast.mockClear();
    await expect(p.majors.fetchBenMajorTree("x'; drop")).rejects.toMatchObject({ code: 400 });
    expect(cleanKeyword("x'; drop")).toBe("x drop");
    expect((await p.majors.fetchBenMajorTree(cleanKeyword("计算机'"))).code).toBe(200);
  });
});

describe("major detail (zhaunye/find-major)", () => {
  it("本科 major: degree, years, related professions, colleges offering it, favourite flag", async () => {
    const answer = await p.majors.findMajor("080901", "ben");
    expect(answer.data).toMatchObject({ code: "080901", level: "ben", nodeType: 3, name: "计算机科学与技术", parentCode: "0809", degree: "工学学士", years: "四年", isFavorite: false });
    expect(answer.data.professions.map((job) => job.code)).toContain("2-02-10-01");
    expect(answer.data.colleges.length).toBeGreaterThan(0);
    expect(answer.data.colleges.length).toBeLessThanOrEqual(30);
    expect(answer.data.colleges[0]).toEqual({ code: expect.stringMatching(/^\d{5}$/), name: expect.any(String), nameEn: expect.any(String) });
    expect(p.rules.yearsText(answer.data.years, (key, vars) => `${key}:${vars?.n}`)).toBe("majors.years.value:4");
  });

  it("flagged and 专科 majors, and a 专业类 node", async () => {
    const flagged = await p.majors.findMajor("020203TK");
    expect(flagged.data).toMatchObject({ code: "020203", flag: "TK" });
    const zhuan = await p.majors.findMajor("510203", "zhuan");
    expect(zhuan.data).toMatchObject({ name: "软件技术", level: "zhuan", years: "三年", degree: "" });
    expect(zhuan.data.professions.map((job) => job.name)).toContain("软件工程师");
    const cls = await p.majors.findMajor("0809");
    expect(cls.data.nodeType).toBe(2);
  });

  it("an unknown major is rejected quietly (the page says not found, no toast)", async () => {
    toast.mockClear();
    await expect(p.majors.findMajor("999999")).rejects.toMatchObject({ code: 404, message: "专业不存在" });
    await expect(p.majors.findMajor("510203", "ben")).rejects.toMatchObject({ code: 404 });
    await expect(p.majors.findMajor("ABC")).rejects.toMatchObject({ code: 400 });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("colleges' latest scores in the student's province (yuanxiao/list-college-major-scores)", () => {
  it("reads a college's rows for the major, newest year first, labelled sample", async () => {
    const major = (await p.majors.findMajor("080901")).data;
    const province = p.session.$province.get();
    expect(province).toBe("44");
    let found = 0;
    for (const college of major.colleges.slice(0, 10)) {
      const answer = await p.school.fetchMajorScores({ code: college.code, province, majorName: major.name, pageSize: 20 });
      expect(answer.code).toBe(200);
      const rows = answer.data.records;
      for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.year).toBeGreaterThanOrEqual(rows[i]!.year);
      expect(rows.every((row) => row.collegeCode === college.code && row.provinceCode === "44")).toBe(true);
      const latest = p.rules.latestScores(rows, major.code);
      if (latest.length) {
        found++;
        expect((answer as { sample?: boolean }).sample).toBe(true);
        expect(latest.every((row) => row.sample === true && row.majorCode === "080901" && row.minScore !== null)).toBe(true);
        expect(new Set(latest.map((row) => row.year)).size).toBe(1);
        expect(latest[0]!.subjectRequirement).toBeTruthy();
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("pages with pageIndex/pageSize and takes the province by name too", async () => {
    const college = (await p.majors.findMajor("080901")).data.colleges[0]!;
    const byCode = await p.school.fetchMajorScores({ code: college.code, province: "44", pageSize: 2 });
    expect(byCode.data).toMatchObject({ size: 2, current: 1 });
    const byName = await p.school.fetchMajorScores({ code: college.code, province: "广东", pageSize: 2 });
    expect(byName.data.total).toBe(byCode.data.total);
    const second = await p.school.fetchMajorScores({ code: college.code, province: "44", pageIndex: 2, pageSize: 2 });
    expect(second.data.current).toBe(2);
  });

  it("a failure is quiet (the row shows a dash)", async () => {
    toast.mockClear();
    await expect(p.school.fetchMajorScores({ code: "10001", province: "99" })).rejects.toMatchObject({ code: 400 });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("professions (zhaunye/query-profession-tree, list-by-page, find-profession)", () => {
  it("the tree: 大类 → 中类 → 职业", async () => {
    const roots = (await p.majors.fetchProfessionTree()).data;
    expect(roots.length).toBeGreaterThanOrEqual(2);
    expect(p.rules.findPath(roots, "2-02-10-01")?.map((node) => node.code)).toEqual(["2", "2-02", "2-02-10-01"]);
    expect(p.rules.countAtDepth(roots, 3)).toBeGreaterThan(20);
    const filtered = (await p.majors.fetchProfessionTree("工程师")).data;
    expect(filtered.flatMap((root) => root.children.flatMap((mid) => mid.children)).every((job) => job.name.includes("工程师"))).toBe(true);
  });

  it("the list defaults to page 1 of 10, by code, with related majors and the favourite flag", async () => {
    const answer = await p.majors.listProfessions();
    expect(answer.data).toMatchObject({ current: 1, size: 10 });
    expect(answer.data.records).toHaveLength(10);
    const codes = answer.data.records.map((row) => row.code);
    expect([...codes].sort()).toEqual(codes);
    const first = answer.data.records[0]!;
    expect(first).toMatchObject({ level: 3, isFavorite: false });
    expect(first.majors.length).toBeGreaterThan(0);
    expect(first.majors[0]).toEqual({ code: expect.any(String), name: expect.any(String), level: expect.stringMatching(/^(ben|zhuan)$/) });
  });

  it("pages, filters by category and keyword, and sorts by views", async () => {
    const all = await p.majors.listProfessions();
    const second = await p.majors.listProfessions({ pageIndex: 2 });
    expect(second.data.current).toBe(2);
    expect(second.data.records[0]!.code).not.toBe(all.data.records[0]!.code);
    const engineers = await p.majors.listProfessions({ parentCode: "2-02", pageSize: 50 });
    expect(engineers.data.total).toBeGreaterThan(3);
    expect(engineers.data.records.every((row) => row.parentCode === "2-02")).toBe(true);
    const group = await p.majors.listProfessions({ parentCode: "2", pageSize: 100 });
    expect(group.data.total).toBeGreaterThan(engineers.data.total);
    expect(group.data.records.every((row) => row.code.startsWith("2-"))).toBe(true);
    const named = await p.majors.listProfessions({ keyword: "工程师" });
    expect(named.data.records.every((row) => row.name.includes("工程师"))).toBe(true);
    // Views: opening a profession counts one, so it leads the list ordered by hits.
    for (let i = 0; i < 3; i++) await p.majors.findProfession("2-08-02-01");
    const popular = await p.majors.listProfessions({ hits: true });
    expect(popular.data.records[0]!.code).toBe("2-08-02-01");
  });

  it("detail: description and related 本科 and 专科 majors; a category; not found quietly", async () => {
    const job = await p.majors.findProfession("2-02-10-01");
    expect(job.data).toMatchObject({ code: "2-02-10-01", name: "软件工程师", level: 3, parentCode: "2-02" });
    expect(job.data.description).toBeTruthy();
    expect(job.data.majors.filter((m) => m.level === "ben").map((m) => m.code)).toEqual(expect.arrayContaining(["080902", "080901"]));
    expect(job.data.majors.filter((m) => m.level === "zhuan").map((m) => m.code)).toEqual(["510203"]);
    // Each related major opens on the major page of its own catalogue.
    for (const major of job.data.majors) expect(p.rules.levelOfCode(major.code)).toBe(major.level);
    const category = await p.majors.findProfession("2-02");
    expect(category.data).toMatchObject({ level: 2, majors: [] });
    toast.mockClear();
    await expect(p.majors.findProfession("9-99-99-99")).rejects.toMatchObject({ code: 404, message: "职业不存在" });
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("favourites of majors and professions (add/delete-my-favorite, list-my-favorite-major/-profession)", () => {
  it("a major: toggled on and off, seen by find-major and the favourite list", async () => {
    const { RESOURCE, fetchFavouriteMajors } = p.favourites;
    const account = p.profile.$profile.get()!.account;
    expect(account).toBe("student");
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.major, "080902", false)).toBe(true);
    expect((await p.majors.findMajor("080902")).data.isFavorite).toBe(true);
    expect((await fetchFavouriteMajors(account)).data.records.map((row) => row.code)).toContain("080902");
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.major, "080902", true)).toBe(false);
    expect((await p.majors.findMajor("080902")).data.isFavorite).toBe(false);
    expect((await fetchFavouriteMajors(account)).data.records.map((row) => row.code)).not.toContain("080902");
  });

  it("a profession: toggled on and off, seen in its detail, the favourite list and the profession list", async () => {
    const { RESOURCE } = p.favourites;
    const account = p.profile.$profile.get()!.account;
    const isFavourite = async (code: string) => (await p.majors.findProfession(code)).data.isFavorite;
    expect(await isFavourite("2-02-10-02")).toBe(false);
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.profession, "2-02-10-02", false)).toBe(true);
    expect(await isFavourite("2-02-10-02")).toBe(true);
    await p.favouriteSession.toggleFavourite(RESOURCE.profession, "2-02-10-03", false);
    expect((await p.favourites.fetchFavouriteProfessions(account)).data.records.map((row) => row.code)).toEqual(expect.arrayContaining(["2-02-10-02", "2-02-10-03"]));
    const listed = await p.majors.listProfessions({ parentCode: "2-02", pageSize: 50 });
    expect(listed.data.records.find((row) => row.code === "2-02-10-02")?.isFavorite).toBe(true);
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.profession, "2-02-10-02", true)).toBe(false);
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.profession, "2-02-10-03", true)).toBe(false);
    expect(await isFavourite("2-02-10-02")).toBe(false);
  });

  it("a failed toggle changes nothing and shows nothing", async () => {
    const { RESOURCE } = p.favourites;
    toast.mockClear();
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.major, "999999", false)).toBe(false);
    expect(await p.favouriteSession.toggleFavourite(RESOURCE.profession, "9-99-99-99", false)).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
});
