// Colleges' virtual campus tours: the tours import layout (FORMATS.md) validates every row (https only, a known
// college, nothing missing, no duplicates) and imports nothing from a bad file; /api/common/vr/list pages the colleges
// that have tours, filtered by province and name, each tour naming its source; with none imported it says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { detectKind, importCsvText } from "../../src/server/import/importer";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let student: Client;
const V = "/api/common/vr/list";
// Test addresses on a reserved example domain (RFC 2606): no real tour is claimed.
const GOOD = [
  "college_code,title,url,source",
  "10001,校园全景,https://vr.example.edu.cn/pku,北京大学官网",
  "10001,图书馆漫游,https://vr.example.edu.cn/pku/library,北京大学官网",
  "10003,校园全景,https://vr.example.org/thu,省招生考试院",
].join("\n");
const tours = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from college_tours`))[0]!.n;

beforeAll(async () => {
  t = await setup();
  student = await loggedIn(t.app);
}, 600_000);
afterAll(async () => { await t?.close(); });

describe("with no tours imported (the default)", () => {
  it("lists nothing and says none are imported", async () => {
    const r = await student.get(V);
    expect(r.json.code).toBe(200);
    expect(r.json.data).toMatchObject({ records: [], total: 0, imported: 0 });
  });

  it("needs a login", async () => {
    expect((await new Client(t.app).get(V)).json.code).toBe(401);
  });
});

describe("the tours import layout", () => {
  it("is detected from its header, in English or Chinese", () => {
    expect(detectKind(["college_code", "title", "url", "source"])).toBe("tours");
    expect(detectKind(["院校代码", "标题", "网址", "来源"])).toBe("tours");
  });

  it("refuses a file with any bad row, naming the line and the problem, and writes nothing", async () => {
    const bad = [
      "college_code,title,url,source",
      "10001,校园全景,http://vr.example.edu.cn/pku,北京大学官网",
      "99999,校园全景,https://vr.example.edu.cn/x,某网站",
      "10001,,https://vr.example.edu.cn/a,北京大学官网",
      "10001,校园全景,https://vr.example.edu.cn/b,",
      "10001,校园全景,https://192.168.1.2/tour,北京大学官网",
      "10001,校园全景,javascript:alert(1),北京大学官网",
      "10001,校园全景,https://user:pw@vr.example.edu.cn/c,北京大学官网",
      "10003,校园全景,https://vr.example.org/thu,省招生考试院",
      "10003,校园全景,https://vr.example.org/thu,省招生考试院",
      "1000A,校园全景,https://vr.example.org/x,来源",
    ].join("\n");
    const report = await importCsvText(t.database, bad, { name: "tours.csv" });
    expect(report.kind).toBe("tours");
    expect(report.rejected).toBe(true);
    const at = (line: number) => report.errors.find((e) => e.line === line)?.message ?? "";
    expect(at(2)).toContain("https://");
    expect(at(3)).toContain("不是已知的院校");
    expect(at(4)).toContain("title");
    expect(at(5)).toContain("source");
    expect(at(6)).toContain("IP");
    expect(at(7)).toContain("https://");
    expect(at(8)).toContain("用户名或密码");
    expect(at(9)).toBe("");
    expect(at(10)).toContain("重复");
    expect(at(11)).toContain("college_code");
    expect(await tours()).toBe(0);
  });

  it("refuses a file missing a column", async () => {
    const report = await importCsvText(t.database, "college_code,title,url\n10001,校园全景,https://vr.example.edu.cn/pku", { name: "tours.csv" });
    expect(report.rejected).toBe(true);
    expect(report.errors[0]!.message).toContain("tour_source");
  });

  it("imports a good file; a second file replaces a college's tours", async () => {
    const report = await importCsvText(t.database, GOOD, { name: "tours.csv", sourceName: "测试用网址（example 域名）" });
    expect(report.rejected).toBe(false);
    expect(report.imported).toBe(3);
    expect(await tours()).toBe(3);
    const again = await importCsvText(t.database, "college_code,title,url,source\n10001,校园全景,https://vr.example.edu.cn/pku,北京大学官网", { name: "tours-2.csv" });
    expect(again.changes.college_tours).toMatchObject({ delete: 1, insert: 0 });
    expect(await tours()).toBe(2);
  });
});

describe("listing", () => {
  it("pages the colleges with tours, each tour with its source and date", async () => {
    await importCsvText(t.database, GOOD, { name: "tours.csv" });
    const r = await student.get(`${V}?size=10`);
    expect(r.json.data).toMatchObject({ total: 2, imported: 3 });
    const pku = r.json.data.records[0];
    expect(pku).toMatchObject({ collegeCode: "10001", name: "北京大学", provinceName: "北京市" });
    expect(pku.tours).toHaveLength(2);
    expect(pku.tours[0]).toMatchObject({ title: "图书馆漫游", url: "https://vr.example.edu.cn/pku/library", sourceName: "北京大学官网" });
    expect(pku.tours[0].updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const paged = await student.get(`${V}?size=1&current=2`);
    expect(paged.json.data.records.map((c: { collegeCode: string }) => c.collegeCode)).toEqual(["10003"]);
  });

  it("filters by name keyword, code and province", async () => {
    expect((await student.get(`${V}?keyword=${encodeURIComponent("清华")}`)).json.data.records.map((c: { collegeCode: string }) => c.collegeCode)).toEqual(["10003"]);
    expect((await student.get(`${V}?code=10001`)).json.data.total).toBe(1);
    expect((await student.get(`${V}?province=11`)).json.data.total).toBe(2);
    expect((await student.get(`${V}?province=44`)).json.data.total).toBe(0);
    expect((await student.get(`${V}?province=${encodeURIComponent("广东")}`)).json.data.total).toBe(0);
  });

  it("answers bad filters with a 400 naming the field", async () => {
    expect400(await student.get(`${V}?code=abc`), "code");
    expect400(await student.get(`${V}?keyword=${encodeURIComponent("a'; drop")}`), "keyword");
    expect400(await student.get(`${V}?province=x1`), "province");
    expect400(await student.get(`${V}?size=0`), "size");
  });
});
