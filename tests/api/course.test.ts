// 选科要求: the import format in the national guideline's form (detected, validated by line, replacing a college's list,
// idempotent, with provenance), the sample seed, and /api/common/course on them; 同分去向 narrowed to a city and turned
// into professions (TongFQX tfqx-college with area, tfqx-profession) for the career section's pickers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { detectKind, importCsvText } from "../../src/server/import/importer";
import { meetsRequirement } from "../../src/domain/volunteer/subjects";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let student: Client;
let other: Client;
const K = "/api/common/course";

beforeAll(async () => {
  t = await setup();
  student = await loggedIn(t.app);
  other = await loggedIn(t.app, "student", "Student@2026", "100001");
}, 600_000);
afterAll(async () => { await t?.close(); });

const rowsOf = (college: string, model: string) => t.database.rows<{ major_name: string; requirement: string; first_subject: string | null; sample: boolean; source_id: number | null }>(sql`
  select major_name, requirement, first_subject, sample, source_id from subject_requirements where college_code = ${college} and exam_model = ${model} order by major_name`);

describe("the sample seed", () => {
  it("holds requirements of every 本科 college under both models, marked sample and naming the sample source", async () => {
    const [counts] = await t.database.rows<{ rows: number; colleges: number; sample: number; sourced: number }>(sql`
      select count(*)::int as rows, count(distinct college_code)::int as colleges, count(*) filter (where sample)::int as sample,
        count(*) filter (where source_id = (select id from data_sources where kind = 'sample' limit 1))::int as sourced
      from subject_requirements`);
    expect(counts!.rows).toBeGreaterThan(500);
    expect(counts!.sample).toBe(counts!.rows);
    expect(counts!.sourced).toBe(counts!.rows);
    const physics = await rowsOf("10558", "3+1+2");
    expect(physics.length).toBeGreaterThan(3);
    expect(physics.every((r) => r.first_subject !== null)).toBe(true);
    expect((await rowsOf("10558", "3+3")).every((r) => r.first_subject === null)).toBe(true);
  });
});

describe("the subject-requirements import", () => {
  it("is detected from its header, in Chinese or English", () => {
    expect(detectKind(["院校代码", "院校名称", "专业代码", "专业名称", "选考模式", "首选科目要求", "再选科目要求", "年份"])).toBe("subject-requirements");
    expect(detectKind(["college_code", "major_name", "exam_model", "first_subject", "subject_requirement", "year"])).toBe("subject-requirements");
    expect(detectKind(["院校名称", "专业(类)名称", "首选科目", "再选科目要求", "年份"])).toBe("subject-requirements");
    // a plan file with requirements stays a plan file
    expect(detectKind(["college_code", "major_code", "major_name", "province", "year", "subject_type", "batch", "plan_count", "subject_requirement"])).toBe("plans");
  });

  it("reads the guideline's forms, replaces the college's list for that model and year, keeps provenance, and changes nothing the second time", async () => {
    const csv = [
      "院校代码,院校名称,专业代码,专业名称,包含专业,选考模式,首选科目要求,再选科目要求,年份",
      "10558,中山大学,0809,计算机类,计算机科学与技术、软件工程,3+1+2,仅物理,化学,2027",
      "10558,中山大学,030101K,法学,,3+1+2,物理或历史均可,思想政治,2027",
      "10558,中山大学,050101,汉语言文学,,3+1+2,物理或历史均可,不提科目要求,2027",
      ",中山大学,100201,临床医学,,3+1+2,物理,化学和生物学,2027",
      "10558,中山大学,070301,化学,,3+3,,\"物理、化学（2门科目考生均须选考方可报考）\",2027",
    ].join("\n");
    const before = (await rowsOf("10558", "3+1+2")).length + (await rowsOf("10558", "3+3")).length;
    const report = await importCsvText(t.database, csv, { name: "zsu-2027.csv", sourceName: "中山大学本科招生网", sourceUrl: "https://admission.sysu.edu.cn/", retrieved: "2026-11-20" });
    expect(report).toMatchObject({ kind: "subject-requirements", rejected: false, imported: 5, errors: [] });
    const written = report.changes.subject_requirements!;
    // a sample row of the same major name is updated in place, every other sample row of the college goes
    expect(written.insert + written.update).toBe(5);
    expect(written.delete).toBe(before - written.update);
    const physics = await rowsOf("10558", "3+1+2");
    expect(physics.map((r) => [r.major_name, r.requirement])).toEqual([
      ["临床医学", "物理+化学+生物"], ["汉语言文学", "不限"], ["法学", "政治"], ["计算机类", "物理+化学"],
    ]);
    expect(physics.every((r) => !r.sample && r.source_id != null)).toBe(true);
    // the 3+3 list of that college: replaced by the one 3+3 row of the file
    expect((await rowsOf("10558", "3+3")).map((r) => [r.major_name, r.requirement])).toEqual([["化学", "物理+化学"]]);
    // another college keeps its sample rows
    expect((await t.database.rows(sql`select 1 from subject_requirements where college_code <> '10558' and sample limit 1`)).length).toBe(1);
    const [source] = await t.database.rows<{ name: string; url: string; retrieved_on: string; kind: string }>(sql`
      select name, url, retrieved_on, kind from data_sources where id = ${physics[0]!.source_id}`);
    expect(source).toEqual({ name: "中山大学本科招生网", url: "https://admission.sysu.edu.cn/", retrieved_on: "2026-11-20", kind: "subject-requirements" });

    const again = await importCsvText(t.database, csv, { name: "zsu-2027.csv" });
    expect(again.changes.subject_requirements).toEqual({ insert: 0, update: 0, delete: 0, unchanged: 5 });
    // what the import stored, the volunteer rules read the same way
    expect(meetsRequirement(physics[0]!.requirement, ["物理", "化学", "生物"])).toBe(true);
    expect(meetsRequirement(physics[0]!.requirement, ["物理", "化学", "地理"])).toBe(false);
  });

  it("refuses bad rows by line number and imports nothing from such a file", async () => {
    const csv = [
      "院校代码,专业名称,选考模式,首选科目要求,再选科目要求,年份",
      "10001,数学类,3+1+2,物理,化学,2027",
      "99999,不存在的院校的专业,3+1+2,物理,化学,2027",
      "10001,哲学,3+1+2,化学,不限,2027",
      "10001,天文学,3+1+2,物理,化学和天文,2027",
      "10001,物理学,3+3,物理,化学,2027",
      "10001,数学类,3+1+2,物理,不限,2027",
      "10001,历史学,4+2,历史,不限,2027",
    ].join("\n");
    const before = await rowsOf("10001", "3+1+2");
    const report = await importCsvText(t.database, csv, { name: "bad.csv" });
    expect(report.rejected).toBe(true);
    expect(report.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(report.errors[0]!.message).toContain("院校无法识别");
    expect(report.errors[1]!.message).toContain("首选科目");
    expect(report.errors[2]!.message).toContain("无法识别");
    expect(report.errors[3]!.message).toContain("3+3");
    expect(report.errors[4]!.message).toContain("重复");
    expect(report.errors[5]!.message).toContain("exam_model");
    expect(await rowsOf("10001", "3+1+2")).toEqual(before);
  });
});

describe("/api/common/course", () => {
  it("overview: every combination of the student's model by how many college majors it opens, with the source", async () => {
    const r = await student.post(`${K}/overview`, {});
    const d = r.json.data;
    expect(d).toMatchObject({ model: "3+1+2", year: 2027, province: "44" });
    expect(d.combos).toHaveLength(12);
    expect(d.combos[0].met).toBeGreaterThanOrEqual(d.combos[11].met);
    const total = d.byRequirement.reduce((s: number, x: { count: number }) => s + x.count, 0);
    expect(d.combos.every((c: { total: number }) => c.total === total)).toBe(true);
    expect(d.sources.length).toBeGreaterThan(0);
    // the Zhejiang student gets 3+3 with 技术: 35 combinations
    expect((await other.post(`${K}/overview`, {})).json.data.combos).toHaveLength(35);
    expect((await student.post(`${K}/overview`, { model: "3+3" })).json.data).toMatchObject({ model: "3+3", province: null });
    expect400(await student.post(`${K}/overview`, { model: "3+2" }), "model");
  });

  it("college: the college's majors, whether a combination meets each, and the combinations by how many they open", async () => {
    const r = await student.post(`${K}/college`, { collegeCode: "10558", subjects: ["历史", "政治", "地理"] });
    const d = r.json.data;
    expect(d.college).toMatchObject({ code: "10558", name: "中山大学" });
    const law = d.majors.find((m: { majorName: string }) => m.majorName === "法学");
    expect(law).toMatchObject({ requirement: "政治", meets: true, sample: false });
    expect(d.majors.find((m: { majorName: string }) => m.majorName === "计算机类")).toMatchObject({ meets: false });
    expect(d.met).toBe(d.majors.filter((m: { meets: boolean }) => m.meets).length);
    expect(d.combos[0]).toMatchObject({ total: d.majors.length });
    expect400(await student.post(`${K}/college`, { collegeCode: "99999" }), "collegeCode");
    expect400(await student.post(`${K}/college`, { collegeCode: "10558", subjects: ["物理", "历史", "化学"] }), "subjects");
    expect400(await student.post(`${K}/college`, { collegeCode: "1055" }), "collegeCode");
  });

  it("combination: the majors it opens, most colleges first, with the totals; a keyword narrows them", async () => {
    const r = await student.post(`${K}/combination`, { subjects: ["物理", "化学", "生物"], size: 5 });
    const d = r.json.data;
    expect(d.combo).toEqual(["物理", "化学", "生物"]);
    expect(d.records).toHaveLength(5);
    expect(d.records[0].met).toBeGreaterThanOrEqual(d.records[4].met);
    expect(d.rows.met).toBeLessThanOrEqual(d.rows.total);
    const history = (await student.post(`${K}/combination`, { subjects: ["历史", "政治", "地理"], size: 5 })).json.data;
    expect(history.rows.met).toBeLessThan(d.rows.met);
    const found = (await student.post(`${K}/combination`, { subjects: ["物理", "化学", "生物"], keyword: "临床" })).json.data;
    expect(found.records.every((m: { majorName: string }) => m.majorName.includes("临床"))).toBe(true);
    expect400(await student.post(`${K}/combination`, { subjects: ["物理", "化学"] }), "subjects");
    expect400(await student.post(`${K}/combination`, { subjects: ["物理", "化学", "生物"], keyword: "%_'" }), "keyword");
  });

  it("major and profession: what the colleges ask, and which combinations meet it", async () => {
    const m = (await student.post(`${K}/major`, { majorCode: "080901" })).json.data;
    expect(m.major).toEqual({ code: "080901", name: "计算机科学与技术" });
    expect(m.spread.requirements[0].count).toBeGreaterThan(0);
    expect(m.spread.total).toBe(m.spread.requirements.reduce((s: number, x: { count: number }) => s + x.count, 0));
    expect(m.combos[0].label).toMatch(/^物理\+/);
    expect400(await student.post(`${K}/major`, { majorCode: "12" }), "majorCode");
    expect400(await student.post(`${K}/major`, { majorCode: "999999" }), "majorCode");
    const p = (await student.post(`${K}/profession`, { professionCode: "2-02-10-01" })).json.data;
    expect(p.profession.name).toBe("软件工程师");
    expect(p.majors.map((x: { code: string }) => x.code)).toContain("080901");
    expect(p.combos).toHaveLength(12);
    expect400(await student.post(`${K}/profession`, { professionCode: "x" }), "professionCode");
    expect400(await student.post(`${K}/profession`, { professionCode: "9-99-99-99" }), "professionCode");
  });
});

describe("同分去向 for the career pickers", () => {
  const body = { province: "44", subjectType: "物理类", score: 560, size: 50 };

  it("narrows the colleges to one city of the by-city list", async () => {
    const cities = (await student.post("/api/common/TongFQX/tfqx-city", body)).json.data.records;
    const city = cities[0];
    const r = await student.post("/api/common/TongFQX/tfqx-college", { ...body, area: { province: city.provinceName, city: city.cityName } });
    expect(r.json.data.total).toBe(city.collegeCount);
    expect(r.json.data.records.every((c: { provinceName: string; cityName: string }) => c.provinceName === city.provinceName && c.cityName === city.cityName)).toBe(true);
    expect400(await student.post("/api/common/TongFQX/tfqx-college", { ...body, area: { province: "<x>", city: "" } }), "area.province");
  });

  it("turns the majors near the rank into the professions they lead to", async () => {
    const r = await student.post("/api/common/TongFQX/tfqx-profession", body);
    const d = r.json.data;
    expect(d.basis.derivedFrom).toBe("published-minimum-ranks");
    expect(d.total).toBeGreaterThan(0);
    expect(d.records[0]).toMatchObject({ code: expect.stringMatching(/^\d/), collegeCount: expect.any(Number) });
    expect(d.records[0].collegeCount).toBeGreaterThanOrEqual(d.records[d.records.length - 1].collegeCount);
    expect(d.records[0].majors.length).toBeGreaterThan(0);
  });
});
