import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { importCsvFile, importCsvText } from "../../src/server/import/importer";
import { parseCsv } from "../../src/server/import/csv";
import { loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
beforeAll(async () => { t = await setup(); }, 120_000);
afterAll(async () => { await t?.close(); });
const fx = (f: string) => path.join(import.meta.dirname, "fixtures", f);
const count = async (q: ReturnType<typeof sql>) => (await t.database.rows<{ n: number }>(q))[0]!.n;

describe("csv parser", () => {
  it("handles quotes, commas, escaped quotes, CRLF and BOM", () => {
    const rows = parseCsv('\ufeffa,b\r\n"x,1","say ""hi"""\r\n\r\nlast,\n');
    expect(rows).toEqual([{ line: 1, fields: ["a", "b"] }, { line: 2, fields: ["x,1", 'say "hi"'] }, { line: 4, fields: ["last", ""] }]);
  });
});

describe("importer on small fixtures", () => {
  it("imports the MOE layout as upserts, trusts the province column and reports the code mismatch", async () => {
    const r = await importCsvFile(t.database, fx("moe-small.csv"));
    expect(r).toMatchObject({ kind: "moe", rows: 5, imported: 5, rejected: false, errors: [] });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ line: 6 });
    expect(r.warnings[0]!.message).toContain("启航错位学院");
    const [row] = await t.database.rows<{ province_code: string; name: string; level: string; nature_type: string }>(sql`select * from colleges where code = '99904'`);
    expect(row).toMatchObject({ province_code: "51", name: "启航错位学院", nature_type: "民办" });
    expect((await t.database.rows<{ name: string }>(sql`select name from colleges where code = '99903'`))[0]!.name).toBe("启航理工学院,东校区");
    // seeded tags of an existing college survive the upsert
    expect((await t.database.rows<{ is_985: boolean }>(sql`select is_985 from colleges where code = '10001'`))[0]!.is_985).toBe(true);
    const again = await importCsvFile(t.database, fx("moe-small.csv"));
    expect(again.imported).toBe(5);
    expect(await count(sql`select count(*)::int as n from colleges where code like '999%'`)).toBe(4);
    // visible through the API
    const c = await loggedIn(t.app);
    expect((await c.post("/api/common/yuanxiao/find-by-college-code", { code: "99901" })).json.data.name).toBe("启航测试学院");
  });

  it("rejects a file with bad rows, naming their lines, and imports nothing of it", async () => {
    const before = await count(sql`select count(*)::int as n from colleges`);
    const r = await importCsvFile(t.database, fx("moe-bad.csv"));
    expect(r.rejected).toBe(true);
    expect(r.imported).toBe(0);
    expect(r.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(r.errors[0]!.message).toContain("学校标识码");
    expect(r.errors[1]!.message).toContain("火星省");
    expect(await count(sql`select count(*)::int as n from colleges`)).toBe(before);
    expect(await count(sql`select count(*)::int as n from colleges where code in ('99911', '99915')`)).toBe(0);
  });

  it("--skip-bad-rows imports the good rows and reports the bad ones", async () => {
    const r = await importCsvFile(t.database, fx("moe-bad.csv"), { skipBadRows: true });
    expect(r).toMatchObject({ rejected: false, imported: 2 });
    expect(r.errors).toHaveLength(3);
    expect(await count(sql`select count(*)::int as n from colleges where code in ('99911', '99915')`)).toBe(2);
  });

  it("imports the major catalogue layout into the tree", async () => {
    const r = await importCsvFile(t.database, fx("majors-small.csv"));
    expect(r).toMatchObject({ kind: "majors", imported: 4, rejected: false });
    const [m] = await t.database.rows<{ parent_code: string; flag: string; node_type: number }>(sql`select * from majors where level = 'ben' and code = '080999'`);
    expect(m).toMatchObject({ parent_code: "0809", flag: "T", node_type: 3 });
    const bad = await importCsvFile(t.database, fx("majors-bad.csv"));
    expect(bad.rejected).toBe(true);
    expect(bad.errors.map((e) => e.line)).toEqual([3, 4]);
    expect(await count(sql`select count(*)::int as n from majors where code = '080998'`)).toBe(0);
  });

  it("imports score-rank tables (computing missing columns), batch lines, scores and plans as real data", async () => {
    // a four-row excerpt is implausible as a whole table: imported on the explicit override
    const sr = await importCsvFile(t.database, fx("score-ranks.csv"), { override: true });
    expect(sr).toMatchObject({ kind: "score-ranks", imported: 4, rejected: false });
    const rows = await t.database.rows<{ score: number; count: number; cumulative: number; sample: boolean }>(sql`select score, count, cumulative, sample from score_ranks where province_code = '44' and year = 2026 order by score desc`);
    expect(rows.map((r) => [r.score, r.count, r.cumulative])).toEqual([[700, 12, 12], [699, 20, 32], [698, 25, 57], [697, 33, 90]]);
    expect(rows.every((r) => r.sample === false)).toBe(true);
    expect((await importCsvFile(t.database, fx("batch-lines.csv"))).imported).toBe(3);
    expect((await importCsvFile(t.database, fx("college-scores.csv"))).imported).toBe(2);
    expect((await importCsvFile(t.database, fx("major-scores.csv"))).imported).toBe(1);
    expect((await importCsvFile(t.database, fx("plans.csv"))).imported).toBe(2);
    const [ma] = await t.database.rows<Record<string, unknown>>(sql`select * from major_admissions where college_code = '10558' and major_code = '080901' and year = 2026`);
    expect(ma).toMatchObject({ min_score: 655, plan_count: 80, subject_requirement: "物理+化学", sample: false });
    const c = await loggedIn(t.app);
    const one = await c.post("/api/common/YiFYD/list-1f1d-score", { province: "44", year: 2026, subjectType: "物理类", score: 698 });
    expect(one.json.data).toMatchObject({ cumulative: 57, sample: false });
    const bad = await importCsvFile(t.database, fx("plans-bad.csv"));
    expect(bad.rejected).toBe(true);
    expect(bad.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(await count(sql`select count(*)::int as n from major_admissions where year = 2027`)).toBe(0);
  });

  it("refuses unknown layouts and non-monotone score tables", async () => {
    expect((await importCsvText(t.database, "foo,bar\n1,2\n")).rejected).toBe(true);
    const r = await importCsvText(t.database, "province,year,subject_type,score,count,cumulative\n44,2030,物理类,700,10,100\n44,2030,物理类,699,10,50\n");
    expect(r.rejected).toBe(true);
    expect(r.errors[0]!.message).toContain("累计人数");
  });
});

const shared = path.resolve(import.meta.dirname, "../../../shared/data");
describe.runIf(existsSync(path.join(shared, "moe-institutions-2026.csv")))("importer on the shared reference files", () => {
  it("imports all 2,952 institutions and reports the one province mismatch", async () => {
    const r = await importCsvFile(t.database, path.join(shared, "moe-institutions-2026.csv"));
    expect(r).toMatchObject({ rows: 2952, imported: 2952, rejected: false, errors: [] });
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]!.message).toContain("吉利学院");
    expect((await t.database.rows<{ name: string }>(sql`select name from colleges where code = '10001'`))[0]!.name).toBe("北京大学");
    expect(await count(sql`select count(*)::int as n from colleges where moe_id <> '' and code not like '999%'`)).toBe(2952);
    expect(await count(sql`select count(*)::int as n from colleges where level = '本科' and moe_id <> '' and code not like '999%'`)).toBe(1412);
    const [jl] = await t.database.rows<{ province_code: string }>(sql`select province_code from colleges where name = '吉利学院'`);
    expect(jl!.province_code).toBe("51");
  });
  it("imports all 845 majors of the bachelor catalogue", async () => {
    const r = await importCsvFile(t.database, path.join(shared, "bachelor-majors-2025.csv"));
    expect(r).toMatchObject({ rows: 845, imported: 845, rejected: false, errors: [] });
    expect(await count(sql`select count(*)::int as n from majors where level = 'ben' and node_type = 3`)).toBeGreaterThanOrEqual(845);
    expect(await count(sql`select count(*)::int as n from majors where level = 'ben' and node_type = 2`)).toBe(93);
    expect(await count(sql`select count(*)::int as n from majors where level = 'ben' and node_type = 1`)).toBe(12);
  });
});
