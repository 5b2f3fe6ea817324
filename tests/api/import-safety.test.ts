// Imports that cannot break the product: a file that fails a plausibility rule is refused with its reason (line and
// field) and writes nothing; the operator's explicit override imports it and is recorded with the version and in the
// audit log; every import is a version that restores what it replaced; a student is told a year's table is being
// updated and gets the last good year, never "correct your input"; published batch names map onto the province's batches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { importCsvText } from "../../src/server/import/importer";
import { runImportCli } from "../../src/server/import/cli-main";
import { listVersions, restoreVersion } from "../../src/server/import/versions";
import { analyzeIfNeverAnalyzed } from "../../src/server/db/statistics";
import { Client, expect400, loggedIn, setup, type Json, type TestCtx } from "./helpers";

let t: TestCtx;
let admin: Client;
let student: Client;
beforeAll(async () => {
  t = await setup();
  admin = await loggedIn(t.app, "admin", "Admin@2026");
  student = await loggedIn(t.app);
}, 600_000);
afterAll(async () => { await t?.close(); });

const n = async (q: ReturnType<typeof sql>) => (await t.database.rows<{ n: number }>(q))[0]!.n;
const ok = (r: { status: number; json: Json }) => {
  expect(r.json.msg, JSON.stringify(r.json)).toBeDefined();
  expect(r.json.success, r.json.msg).toBe(true);
  return r.json.data;
};
const b64 = (s: string) => Buffer.from(s).toString("base64");

/** A full 湖北 物理类 table of `year` from 700 down to 100, `per` candidates at each score. */
function hubeiTable(year: number, per: number): string {
  const lines = ["province,year,subject_type,score,count,cumulative"];
  for (let s = 700, cum = 0; s >= 100; s--) lines.push(`42,${year},物理类,${s},${per},${(cum += per)}`);
  return `${lines.join("\n")}\n`;
}
const TWO_ROWS = "province,year,subject_type,score,count,cumulative\n42,2024,物理类,700,3,3\n42,2024,物理类,699,5,8\n";
const hubeiRows = () => n(sql`select count(*)::int as n from score_ranks where province_code = '42'`);
/** 湖北's stored probability models by subject type: a refit stores them afresh under new ids. */
const hubeiModels = async () => {
  const rows = await t.database.rows<{ subjectType: string; ids: string }>(sql`
    select subject_type as "subjectType", string_agg(id::text, ',' order by id) as ids from probability_cohorts where province_code = '42' group by 1`);
  return Object.fromEntries(rows.map((r) => [r.subjectType, r.ids]));
};

// PGlite gathers no planner statistics by itself; without them a cascade delete of a province's sample units took 30 s
const estimatedRows = async (table: string) => (await t.database.rows<{ n: number }>(sql`select reltuples::int as n from pg_class
  where relname = ${table} and relnamespace = to_regnamespace(current_schema())`))[0]!.n;

describe("the query planner's statistics", () => {
  it("the seeded database has them; one without them gets them once on start", async () => {
    expect(await estimatedRows("enrollment_units")).toBeGreaterThan(10_000);
    expect(await analyzeIfNeverAnalyzed(t.database)).toBe(false);
    await t.database.rows(sql`update pg_class set reltuples = -1 where relname in ('enrollment_units', 'unit_majors', 'score_ranks')
      and relnamespace = to_regnamespace(current_schema())`);
    expect(await analyzeIfNeverAnalyzed(t.database)).toBe(true);
    expect(await estimatedRows("score_ranks")).toBeGreaterThan(10_000);
    expect(await analyzeIfNeverAnalyzed(t.database)).toBe(false);
  });
});

describe("plausibility, override and versions of 一分一段 tables", () => {
  let sampleRows = 0;
  let sampleLines = 0;
  let goodVersion = 0;
  let badVersion = 0;

  it("imports a full table as a version that keeps every sample row of the province it replaced", async () => {
    sampleRows = await hubeiRows();
    expect(sampleRows).toBeGreaterThan(1000);
    // the province's generated 批次线 go with its generated tables, and the version keeps them too
    sampleLines = await n(sql`select count(*)::int as n from batch_lines where province_code = '42' and sample`);
    expect(sampleLines).toBeGreaterThan(0);
    const models = await hubeiModels();
    expect(Object.keys(models).sort()).toEqual(["历史类", "物理类"]);
    const r = await importCsvText(t.database, hubeiTable(2023, 400), { name: "hubei-2023.csv", actor: "tester" });
    expect(r).toMatchObject({ rejected: false, problems: [], overridden: false });
    // a 一分一段 table is the pool the models move ranks with: 物理类's models are fitted again, and 历史类's too, whose
    // sample tables the real one replaced
    expect([...r.refitted].sort()).toEqual(["42/历史类", "42/物理类"]);
    const after = await hubeiModels();
    expect(after.物理类).not.toBe(models.物理类);
    expect(after.历史类).not.toBe(models.历史类);
    goodVersion = r.version!;
    // the province's generated tables of every year are gone: only the real one answers
    expect(await hubeiRows()).toBe(601);
    // and the planner's statistics of the table were gathered again: it holds fewer rows than before
    const counted = await n(sql`select count(*)::int as n from score_ranks`);
    expect(Math.abs((await estimatedRows("score_ranks")) - counted)).toBeLessThan((sampleRows - 601) / 2);
    const [v] = (await listVersions(t.database)).filter((x) => x.id === goodVersion);
    expect(v).toMatchObject({ kind: "score-ranks", createdBy: "tester", rows: sampleRows + sampleLines, restorable: true,
      covers: [{ table: "score_ranks", province: "42" }, { table: "batch_lines", province: "42" }] });
    expect(await n(sql`select count(*)::int as n from batch_lines where province_code = '42' and sample`)).toBe(0);
  }, 120_000);

  it("refuses a two-row table with its reasons by line and field, and writes nothing", async () => {
    const dry = await importCsvText(t.database, TWO_ROWS, { name: "hubei-2024.csv", dryRun: true });
    // the dry run shows the problems and what would change, and is not itself refused
    expect(dry.rejected).toBe(false);
    expect(dry.problems.map((p) => p.rule).sort()).toEqual(["candidate-total", "reaches-lowest-line"]);
    const r = await importCsvText(t.database, TWO_ROWS, { name: "hubei-2024.csv" });
    expect(r.rejected).toBe(true);
    expect(r.version).toBeNull();
    expect(r.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/^score: .*只到 699 分/) }),
      expect.objectContaining({ line: 3, message: expect.stringMatching(/^cumulative: .*考生总数 8/) }),
    ]));
    expect(await hubeiRows()).toBe(601);
    expect((await listVersions(t.database)).some((v) => v.fileName === "hubei-2024.csv")).toBe(false);
  });

  it("imports it on the operator's explicit override, recorded with the version and who", async () => {
    const models = await hubeiModels();
    const r = await importCsvText(t.database, TWO_ROWS, { name: "hubei-2024.csv", override: true, actor: "cli:operator" });
    expect(r).toMatchObject({ rejected: false, overridden: true, refitted: ["42/物理类"] });
    // only the subject type whose table changed is refitted now that no sample table is left
    const after = await hubeiModels();
    expect(after.物理类).not.toBe(models.物理类);
    expect(after.历史类).toBe(models.历史类);
    badVersion = r.version!;
    const [v] = (await listVersions(t.database)).filter((x) => x.id === badVersion);
    expect(v).toMatchObject({ overridden: true, createdBy: "cli:operator", rows: 601 });
    expect(v!.problems).toHaveLength(2);
  }, 120_000);

  it("tells a student the year's table is being updated and uses the last good year, never blaming their input", async () => {
    const r = await student.post("/api/common/CeGL/getLqgl", { province: "42", subjectType: "物理类", score: 525 });
    const d = ok(r);
    expect(d.tableUpdating).toEqual([2024]);
    expect(d.tableYear).toBe(2023);
    expect(d.rankFrom).toBe("score");
    // 525 in the good 2023 table: 400 candidates at each of 700 … 525
    expect(d.rank).toBe(400 * (700 - 525 + 1));
  });

  it("restores only the newest version of a table first, then each one in one action", async () => {
    const early = await restoreVersion(t.database, goodVersion, "tester");
    expect(early).toMatchObject({ ok: false, field: "version" });
    expect((early as { msg: string }).msg).toContain(`请先恢复版本 ${badVersion}`);
    const models = await hubeiModels();
    expect(await restoreVersion(t.database, badVersion, "tester")).toMatchObject({ ok: true, restored: { score_ranks: 601 } });
    // a restored table is a model input as much as an imported one
    expect((await hubeiModels()).物理类).not.toBe(models.物理类);
    expect(await n(sql`select count(*)::int as n from score_ranks where province_code = '42' and year = 2024`)).toBe(0);
    expect(ok(await student.post("/api/common/CeGL/getLqgl", { province: "42", subjectType: "物理类", score: 525 })).tableUpdating).toEqual([]);
    expect(await restoreVersion(t.database, badVersion, "tester")).toMatchObject({ ok: false, field: "version" });
    // through the CLI: the sample tables come back as they were
    const out: string[] = [];
    // the command closes the database it opened: hand it one whose close leaves the test's open
    const code = await runImportCli(["--restore", String(goodVersion)], async () => ({ ...t.database, close: async () => {} }),
      { out: (l) => out.push(l), err: { isTTY: false, write: () => true } }, false);
    expect(code, out.join("\n")).toBe(0);
    expect(out.join("\n")).toContain(`restored version ${goodVersion}`);
    expect(await hubeiRows()).toBe(sampleRows);
    expect(await n(sql`select count(*)::int as n from batch_lines where province_code = '42' and sample`)).toBe(sampleLines);
  }, 120_000);
});

describe("units: row drops, batch names, the admin page's override and restore", () => {
  const unitsFile = (batch: string, rows: number, year = 2025) => ["province,year,subject_type,batch,college_name,major_name,min_score,min_rank,plan_count",
    ...Array.from({ length: rows }, (_, i) => `37,${year},综合,${batch},测试大学${i},专业${i},${600 - i},${1000 + i * 10},5`)].join("\n");

  it("refuses a units file that leaves fewer than half the rows of the scope it replaces, naming the scope", async () => {
    const before = await n(sql`select count(*)::int as n from enrollment_units where province_code = '37'`);
    const r = await importCsvText(t.database, unitsFile("一批次", 2), { name: "sd.csv" });
    expect(r.rejected).toBe(true);
    expect(r.errors[0]).toMatchObject({ line: 2 });
    expect(r.errors[0]!.message).toMatch(/^enrollment_units: 37\/2025\/综合\/本科批 原有 \d+ 行/);
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '37'`)).toBe(before);
  });

  it("maps 一批次 onto 山东's 本科批 and refuses a batch name the province does not have", async () => {
    const bad = await importCsvText(t.database, unitsFile("火星批", 2), { name: "sd.csv", dryRun: true });
    expect(bad.rejected).toBe(true);
    expect(bad.errors[0]).toMatchObject({ line: 2 });
    expect(bad.errors[0]!.message).toContain("火星批");
    const dry = await importCsvText(t.database, unitsFile("一批次", 2), { name: "sd.csv", dryRun: true });
    expect(dry.scopes).toEqual(["37/2025/综合/本科批"]);
  });

  it("the import page imports with the override box only, audit-logs it, and restores a version (the platform operator's)", async () => {
    const operator = await loggedIn(t.app, "operator", "Operator@2026");
    const wait = async (id: string) => {
      for (let i = 0; i < 1200; i++) {
        const job = ok(await operator.get(`/api/admin/import/status?id=${id}`));
        if (job.status !== "running") return job;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("import did not finish");
    };
    const file = b64(unitsFile("一批次", 2));
    const refused = await wait(ok(await operator.post("/api/admin/import/start", { kind: "data", fileName: "sd-2025.csv", file, dryRun: false })).id);
    expect(refused.report).toMatchObject({ rejected: true });
    const done = await wait(ok(await operator.post("/api/admin/import/start", { kind: "data", fileName: "sd-2025.csv", file, dryRun: false, override: true })).id);
    expect(done.report).toMatchObject({ rejected: false, overridden: true });
    const version = done.report.version as number;
    const audit = ok(await operator.get("/api/admin/audit/page?action=data.import-override"));
    expect(audit.records[0]).toMatchObject({ actorAccount: "operator", targetId: String(version) });
    // no generated unit of 山东 is left beside the real ones
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '37' and sample`)).toBe(0);

    const versions = ok(await operator.get("/api/admin/import/versions")) as { id: number; restorable: boolean }[];
    expect(versions.find((v) => v.id === version)?.restorable).toBe(true);
    expect400(await operator.post("/api/admin/import/restore", { version: 999_999 }), "version");
    expect400(await operator.post("/api/admin/import/restore", { version: "x" }), "version");
    ok(await operator.post("/api/admin/import/restore", { version }));
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '37' and not sample`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '37' and sample`)).toBeGreaterThan(100);
    expect(ok(await operator.get("/api/admin/audit/page?action=data.restore")).records[0]).toMatchObject({ targetId: String(version) });
    // the sample models are back for 山东
    expect(await n(sql`select count(*)::int as n from probability_cohorts where province_code = '37'`)).toBeGreaterThan(0);
  }, 300_000);
});
