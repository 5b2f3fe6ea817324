// English college names (issue 15): the seed writes colleges.name_en, the college calls return it as nameEn, the
// keyword search finds a college by it, the MOE importer takes an optional 英文名称 column, and the seed-version-6
// upgrade fills the names of databases seeded before (only empty ones, idempotently).
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { importCsvFile } from "../../src/server/import/importer";
import { seedCollegeNamesEn } from "../../src/server/db/seed/reference";
import { collegeNamesEn } from "../../src/server/db/seed/college-names-en";
import { loggedIn, setup, type Client, type TestCtx } from "./helpers";
import { FORM_YEARS } from "../../src/lib/rules/volunteer";

let t: TestCtx;
let c: Client;
beforeAll(async () => { t = await setup(); c = await loggedIn(t.app); }, 600_000);
afterAll(async () => { await t?.close(); });
const fx = (f: string) => path.join(import.meta.dirname, "fixtures", f);
const nameEn = async (code: string) => (await t.database.rows<{ name_en: string }>(sql`select name_en from colleges where code = ${code}`))[0]?.name_en;

describe("college English names through the API", () => {
  it("list-by-page and find-by-college-code return nameEn, '' where we have none", async () => {
    const list = await c.post("/api/common/yuanxiao/list-by-page", { pageIndex: 1, pageSize: 50, province: "11" });
    expect(list.status).toBe(200);
    const pku = list.json.data.records.find((r: { collegeCode: string }) => r.collegeCode === "10001");
    expect(pku).toMatchObject({ name: "北京大学", nameEn: "Peking University" });
    const detail = await c.post("/api/common/yuanxiao/find-by-college-code", { code: "10003" });
    expect(detail.json.data).toMatchObject({ name: "清华大学", nameEn: "Tsinghua University" });
    // a vocational college left out of the English list: empty, so the screens show the Chinese name
    const zhuan = await c.post("/api/common/yuanxiao/find-by-college-code", { code: "12870" });
    expect(zhuan.json.data.nameEn).toBe("");
    const byIds = await c.post("/api/common/yuanxiao/list-by-ids", { str: "10002,10558" });
    expect(byIds.json.data.map((r: { nameEn: string }) => r.nameEn)).toEqual(["Renmin University of China", "Sun Yat-sen University"]);
  });

  it("the keyword search finds a college by its English name", async () => {
    const r = await c.post("/api/common/yuanxiao/list-by-page", { pageIndex: 1, pageSize: 10, keyword: "peking" });
    expect(r.json.data.records.map((x: { collegeCode: string }) => x.collegeCode)).toContain("10001");
    expect(r.json.data.records.every((x: { nameEn: string; name: string }) => /peking/i.test(x.nameEn) || x.name.includes("peking"))).toBe(true);
  });
});

describe("the data tools' college columns", () => {
  it("同分去向 by college and by major carry collegeNameEn from colleges.name_en", async () => {
    const body = { province: "44", subjectType: "物理类", rank: 300, window: 30, size: 50 };
    const colleges = (await c.post("/api/common/TongFQX/tfqx-college", body)).json.data.records as { collegeCode: string | null; collegeNameEn: string }[];
    expect(colleges.length).toBeGreaterThan(0);
    for (const row of colleges) expect(row.collegeNameEn).toBe(row.collegeCode ? collegeNamesEn[row.collegeCode] ?? "" : "");
    expect(colleges.some((row) => row.collegeNameEn !== "")).toBe(true);
    const majors = (await c.post("/api/common/TongFQX/tfqx-major", body)).json.data.records as { collegeCode: string | null; collegeNameEn: string }[];
    expect(majors.some((row) => row.collegeNameEn !== "" && row.collegeNameEn === collegeNamesEn[row.collegeCode ?? ""])).toBe(true);
  });

  it("the probability list and the volunteer form's units carry collegeNameEn", async () => {
    const answer = (await c.post("/api/common/CeGL/getLqgl", { province: "44", subjectType: "物理类", batch: "本科批", rank: 3000, size: 50 })).json.data;
    const probability = answer.records as { collegeCode: string | null; collegeNameEn: string; unitKey: string }[];
    expect(probability.length).toBeGreaterThan(0);
    for (const row of probability) expect(row.collegeNameEn).toBe(row.collegeCode ? collegeNamesEn[row.collegeCode] ?? "" : "");
    expect(probability.some((row) => row.collegeNameEn !== "")).toBe(true);
    const named = probability.find((row) => row.collegeNameEn !== "")!;
    // the form is filled for a year whose rules are published (the probability list may already forecast a later one)
    const recommended = await c.post("/api/common/volunteer/recommend", { province: "44", year: Math.max(...FORM_YEARS), batch: "本科批", rank: 3000, counts: { 冲: 3, 稳: 3, 保: 3 } });
    expect(recommended.json.success, recommended.json.msg).toBe(true);
    expect(recommended.json.data.units.length).toBeGreaterThan(0);
    for (const unit of recommended.json.data.units) expect(unit.collegeNameEn).toBe(unit.collegeCode ? collegeNamesEn[unit.collegeCode] ?? "" : "");
    expect(named.collegeNameEn).toBe(collegeNamesEn[named.collegeCode!]);
  });

  it("course/college names the college in English too", async () => {
    const r = await c.post("/api/common/course/college", { collegeCode: "10001" });
    expect(r.json.data.college).toMatchObject({ name: "北京大学", nameEn: "Peking University" });
  });
});

describe("importing English names (MOE layout, optional 英文名称 column)", () => {
  it("sets the names a file gives and keeps a stored name where the cell is empty or the column missing", async () => {
    const r = await importCsvFile(t.database, fx("moe-english.csv"));
    expect(r).toMatchObject({ kind: "moe", imported: 3, rejected: false, errors: [] });
    expect(await nameEn("99921")).toBe("Qihang English College");
    expect(await nameEn("12870")).toBe("Zhejiang Financial College");
    expect(await nameEn("10001")).toBe("Peking University");
    // the MOE list itself has no English column: importing it keeps every English name
    await importCsvFile(t.database, fx("moe-small.csv"));
    expect(await nameEn("10001")).toBe("Peking University");
    const detail = await c.post("/api/common/yuanxiao/find-by-college-code", { code: "99921" });
    expect(detail.json.data.nameEn).toBe("Qihang English College");
  });

  it("rejects an English name with Chinese characters in it, naming the line", async () => {
    const r = await importCsvFile(t.database, fx("moe-english-bad.csv"));
    expect(r.rejected).toBe(true);
    expect(r.errors.map((e) => e.line)).toEqual([2]);
    expect(r.errors[0]!.message).toContain("英文名称");
    expect(await nameEn("99922")).toBeUndefined();
  });
});

describe("seed version 6 upgrade", () => {
  it("fills only empty English names and changes nothing when run again", async () => {
    await t.database.rows(sql`update colleges set name_en = '' where code in ('10001', '10246')`);
    await t.database.rows(sql`update colleges set name_en = 'Tsinghua (kept)' where code = '10003'`);
    expect(await seedCollegeNamesEn(t.database)).toBe(2);
    expect(await nameEn("10001")).toBe("Peking University");
    expect(await nameEn("10246")).toBe("Fudan University");
    expect(await nameEn("10003")).toBe("Tsinghua (kept)");
    expect(await seedCollegeNamesEn(t.database)).toBe(0);
    expect(Object.keys(collegeNamesEn).length).toBeGreaterThan(150);
  });
});
