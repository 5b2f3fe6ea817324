// The importer's layouts (FORMATS.md) on our own fixtures and, when present, on the shared reference files: bands,
// enrolment units (投档线 and plans with majors), the back-test layout, replacement of sample data, provenance, dry
// runs, idempotency, bad rows by line number and the CLI's exit codes.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { detectKind, formatReport, importCsvFile, importCsvText } from "../../src/server/import/importer";
import { provinceFromFileName } from "../../src/server/import/fields";
import { normaliseCollegeName, resolveCollegeName } from "../../src/server/import/college-names";
import { COLLEGE_ALIASES } from "../../src/server/import/college-aliases";
import { parseArgs, runImportCli } from "../../src/server/import/cli-main";
import { loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
beforeAll(async () => { t = await setup(); }, 180_000);
afterAll(async () => { await t?.close(); });
const fx = (f: string) => path.join(import.meta.dirname, "fixtures", f);
const n = async (q: ReturnType<typeof sql>) => (await t.database.rows<{ n: number }>(q))[0]!.n;
const noChange = (changes: Record<string, { insert: number; update: number; delete: number }>) =>
  Object.values(changes).every((c) => c.insert === 0 && c.update === 0 && c.delete === 0);
const lookup = async (body: Record<string, unknown>) => (await (await loggedIn(t.app)).post("/api/common/YiFYD/list-1f1d-score", body)).json;

describe("pure parts", () => {
  it("finds the province a file name names, in pinyin or Chinese, and nothing when it is ambiguous", () => {
    const cases: [string, string | null][] = [
      ["shanghai-groups-2020-2022.csv", "31"], ["/tmp/x/Hubei_2024_physics.csv", "42"], ["2024湖北一分一段.csv", "42"], ["广东省投档线.csv", "44"],
      ["shaanxi-2024.csv", "61"], ["shanxi-2024.csv", "14"], ["neimenggu.csv", "15"], ["data-2024.csv", null], ["hebei-vs-hubei.csv", null],
      ["guangdongshanghai.csv", null],
    ];
    for (const [name, code] of cases) expect(provinceFromFileName(name)?.code ?? null, name).toBe(code);
  });

  it("detects every layout from its header, in English or Chinese", () => {
    expect(detectKind(["province", "year", "subject_type", "score", "count", "cumulative"])).toBe("score-ranks");
    expect(detectKind(["省份", "年份", "科类", "分数", "人数", "累计人数"])).toBe("score-ranks");
    expect(detectKind(["year", "subject_type", "batch", "score"])).toBe("batch-lines");
    expect(detectKind(["year", "group", "college", "group_no", "min_score", "min_score_label", "min_rank"])).toBe("unit-lines");
    expect(detectKind(["省份", "年份", "科类", "批次", "院校代码", "院校名称", "专业组代码", "最低分", "最低位次"])).toBe("unit-lines");
    expect(detectKind(["province", "year", "subject_type", "batch", "college_code", "group_code", "major_name", "plan_count"])).toBe("unit-plans");
    expect(detectKind(["college_code", "province", "year", "subject_type", "batch", "min_score"])).toBe("college-scores");
    expect(detectKind(["college_code", "major_code", "major_name", "province", "year", "subject_type", "batch", "min_score"])).toBe("major-scores");
    expect(detectKind(["college_code", "major_code", "major_name", "province", "year", "subject_type", "batch", "plan_count"])).toBe("plans");
    expect(detectKind(["foo", "bar"])).toBeNull();
  });

  it("maps short and full-width college names through the alias table", () => {
    const index = { byName: new Map([["华北电力大学", "10054"], ["上海交通大学", "10248"], ["哈尔滨工业大学(威海)", "10213"]]), byCode: new Map<string, string>() };
    expect(resolveCollegeName(index, "华电北京")).toBe("10054");
    expect(resolveCollegeName(index, "上海交大")).toBe("10248");
    expect(resolveCollegeName(index, "哈尔滨工业大学（威海）")).toBe("10213");
    expect(resolveCollegeName(index, "不存在大学")).toBeNull();
    expect(normaliseCollegeName(" 华北电力大学（保定） ")).toBe("华北电力大学(保定)");
    expect(Object.keys(COLLEGE_ALIASES).length).toBeGreaterThan(400);
  });
});

describe("一分一段 with band rows", () => {
  it("replaces the whole sample table of its scope, so lookups answer from the real table only", async () => {
    const scope = sql`province_code = '44' and year = 2025 and subject_type = '物理类'`;
    expect(await n(sql`select count(*)::int as n from score_ranks where ${scope} and sample`)).toBeGreaterThan(100);
    // the sample table answers 650 before the import (and fills the process cache)
    expect((await lookup({ province: "44", year: 2025, subjectType: "物理类", score: 650 })).data).not.toBeNull();

    const file = fx("score-ranks-bands.csv");
    // an 8-row excerpt stops far above the lowest line: refused as implausible, imported only on the explicit override
    expect((await importCsvFile(t.database, file)).rejected).toBe(true);
    const r = await importCsvFile(t.database, file, { sourceName: "广东省教育考试院 2025 物理类一分一段（测试）", sourceUrl: "https://eea.gd.gov.cn/example", retrieved: "2025-06-26", override: true });
    expect(r).toMatchObject({ kind: "score-ranks", rows: 8, imported: 8, rejected: false, errors: [], scopes: ["44/2025/物理类"], overridden: true });
    expect(r.changes.score_ranks!.delete).toBeGreaterThan(100);
    expect(r.changes.data_sources).toMatchObject({ insert: 1 });

    expect(await n(sql`select count(*)::int as n from score_ranks where ${scope} and sample`)).toBe(0);
    const rows = await t.database.rows<{ score: number; score_max: number | null; label: string; count: number; cumulative: number; source_id: number }>(
      sql`select score, score_max, label, count, cumulative, source_id from score_ranks where ${scope} order by score desc`);
    expect(rows.map((x) => [x.score, x.score_max, x.label, x.count, x.cumulative])).toEqual([
      [700, 750, "700及以上", 40, 40], [699, null, "", 8, 48], [698, null, "", 12, 60], [697, null, "", 15, 75], [696, null, "", 20, 95],
      [695, null, "", 23, 118], [694, null, "", 25, 143], [690, 693, "693-690", 110, 253],
    ]);
    // provenance
    const [src] = await t.database.rows<Record<string, unknown>>(sql`select * from data_sources where id = ${rows[0]!.source_id}`);
    expect(src).toMatchObject({ kind: "score-ranks", name: "广东省教育考试院 2025 物理类一分一段（测试）", url: "https://eea.gd.gov.cn/example", retrieved_on: "2025-06-26",
      file_name: "score-ranks-bands.csv", checksum: createHash("sha256").update(readFileSync(file)).digest("hex"), row_count: 8, sample: false });
    expect(rows.every((x) => x.source_id === src!.id)).toBe(true);

    // lookups through the API: a band answers the band's range; a score the real table lacks has no rank (no sample fallback)
    const top = await lookup({ province: "44", year: 2025, subjectType: "物理类", score: 720 });
    expect(top.data).toMatchObject({ rankStart: 1, rankEnd: 40, band: { from: 700, to: 750 }, sample: false });
    expect(top.data.source.name).toBe("广东省教育考试院 2025 物理类一分一段（测试）");
    expect((await lookup({ province: "44", year: 2025, subjectType: "物理类", score: 691 })).data).toMatchObject({ rankStart: 144, rankEnd: 253, band: { from: 690, to: 693 } });
    const below = await lookup({ province: "44", year: 2025, subjectType: "物理类", score: 650 });
    expect(below.data).toBeNull();
    expect(below.msg).toContain("690");

    // the same file again changes nothing and reuses its source row
    const again = await importCsvFile(t.database, file, { override: true });
    expect(noChange(again.changes)).toBe(true);
    expect(again.changes.score_ranks).toMatchObject({ unchanged: 8 });
    expect(again.source).toMatchObject({ id: src!.id, reused: true, name: "广东省教育考试院 2025 物理类一分一段（测试）" });
  }, 120_000); // each import refits the province's probability models (a 一分一段 table is one of their inputs)

  it("names bad rows by line and imports nothing of the file", async () => {
    const r = await importCsvFile(t.database, fx("score-ranks-bad.csv"));
    expect(r.rejected).toBe(true);
    expect(r.errors.map((e) => e.line).sort((a, b) => a - b)).toEqual([3, 4, 5, 6]);
    expect(r.errors.find((e) => e.line === 4)!.message).toContain("火星");
    expect(r.errors.find((e) => e.line === 5)!.message).toContain("累计人数");
    expect(r.errors.find((e) => e.line === 6)!.message).toContain("750");
    expect(await n(sql`select count(*)::int as n from score_ranks where year = 2031`)).toBe(0);
  });
});

describe("enrolment units: 投档线 and plans", () => {
  const scope = sql`province_code = '44' and year = 2025 and subject_type = '物理类' and batch = '本科批'`;

  it("a dry run reports what would change and writes nothing", async () => {
    const before = await t.database.rows<{ units: number; sources: number; sample: number }>(sql`select
      (select count(*)::int from enrollment_units) as units, (select count(*)::int from data_sources) as sources,
      (select count(*)::int from enrollment_units where province_code = '44' and sample) as sample`);
    expect(before[0]!.sample).toBeGreaterThan(0);
    const r = await importCsvFile(t.database, fx("unit-lines.csv"), { dryRun: true });
    expect(r).toMatchObject({ kind: "unit-lines", dryRun: true, imported: 0, rejected: false });
    // every sample unit of the province would go; five units for a scope of hundreds would be refused without --override
    expect(r.problems).toEqual([expect.objectContaining({ rule: "row-drop", scope: "44/2025/物理类/本科批", line: 2 })]);
    expect(r.changes.enrollment_units).toMatchObject({ insert: 5, update: 0, delete: before[0]!.sample, unchanged: 0 });
    expect(r.changes.data_sources).toMatchObject({ insert: 1 });
    expect(r.source).toMatchObject({ id: null, reused: false });
    const after = await t.database.rows(sql`select
      (select count(*)::int from enrollment_units) as units, (select count(*)::int from data_sources) as sources,
      (select count(*)::int from enrollment_units where province_code = '44' and sample) as sample`);
    expect(after).toEqual(before);
  }, 300_000);

  it("imports 投档线 per group with Chinese headers, plan types, tie-break columns and the unmapped-name report", async () => {
    const r = await importCsvFile(t.database, fx("unit-lines.csv"), { sourceName: "广东 2025 本科批投档线（测试）", override: true });
    expect(r).toMatchObject({ imported: 5, rejected: false, errors: [] });
    expect(r.unmapped).toEqual([{ name: "启航虚构学院", lines: [6] }]);
    // the seed knows a few hundred colleges, not the MOE list: the report says how to map more names
    expect(formatReport(r)).toMatch(/unmapped colleges: 1 names on 1 rows[\s\S]*启航虚构学院: line 6[\s\S]*hint: this database knows only \d+ colleges; import the MOE institution list/);
    expect(r.warnings).toEqual([{ line: 1, message: expect.stringContaining("说明") }]);
    expect(await n(sql`select count(*)::int as n from enrollment_units where ${scope} and sample`)).toBe(0);
    const units = await t.database.rows<Record<string, any>>(sql`select * from enrollment_units where ${scope} order by unit_key`);
    expect(units.map((u) => u.unit_key)).toEqual(["10558(201)", "10558(202)", "10558(203)/中外合作", "10561(204)", "19999(201)/国家专项"]);
    const g201 = units[0]!;
    expect(g201).toMatchObject({ mode: "group", college_code: "10558", college_name: "中山大学", college_enroll_code: "10558", unit_code: "201", name: "第201组",
      plan_type: "普通", subject_requirement: "物理+化学", plan_count: 320, min_score: 641, min_rank: 5210, avg_score: 648, max_score: 672, sample: false });
    expect(g201.tie_break).toEqual({ 语数成绩: 245, 外语成绩: 131 });
    expect(units[1]!.tie_break).toEqual({ 语数成绩: 239.5, 外语成绩: 128 });
    expect(units[2]!.tie_break).toBeNull();
    expect(units[3]).toMatchObject({ college_code: "10561", college_name: "华南理工" });
    expect(units[4]).toMatchObject({ college_code: null, college_name: "启航虚构学院", plan_type: "国家专项" });
    expect(units.every((u) => u.source_id === r.source!.id)).toBe(true);
    // the college level of the scope now comes from the real units (普通 units only)
    const [ca] = await t.database.rows<Record<string, unknown>>(sql`select * from college_admissions where college_code = '10558' and ${scope}`);
    expect(ca).toMatchObject({ min_score: 628, min_rank: 8930, plan_count: 500, sample: false, source_id: r.source!.id });
    expect(await n(sql`select count(*)::int as n from college_admissions where ${scope} and sample`)).toBe(0);
    // no sample unit of the province is left beside the real ones, in any year, subject type or batch
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '44' and sample`)).toBe(0);
    // nor a generated 批次线 of the province (the version keeps them for a restore)
    expect(await n(sql`select count(*)::int as n from batch_lines where province_code = '44' and sample`)).toBe(0);

    const again = await importCsvFile(t.database, fx("unit-lines.csv"));
    expect(noChange(again.changes)).toBe(true);
    expect(again.changes.enrollment_units).toMatchObject({ unchanged: 5 });
    expect(again.refreshed).toBe(0);
  }, 300_000);

  it("a plan file with majors complements the same units and adds new ones", async () => {
    const linesSource = (await t.database.rows<{ source_id: number }>(sql`select source_id from enrollment_units where ${scope} and unit_key = '10558(201)'`))[0]!.source_id;
    const r = await importCsvFile(t.database, fx("unit-plans.csv"));
    expect(r).toMatchObject({ kind: "unit-plans", imported: 5, rejected: false, errors: [], unmapped: [] });
    expect(r.changes.enrollment_units).toMatchObject({ insert: 1, delete: 0 });
    expect(r.changes.unit_majors).toMatchObject({ insert: 5, delete: 0 });
    const [g201] = await t.database.rows<Record<string, any>>(sql`select * from enrollment_units where ${scope} and unit_key = '10558(201)'`);
    // the 投档线 figures stay; the plan is the majors' sum; tuition and years differ between majors, so the unit has none
    expect(g201).toMatchObject({ min_score: 641, min_rank: 5210, plan_count: 320, tuition: null, school_years: null, source_id: linesSource });
    const majors = await t.database.rows<Record<string, any>>(sql`select major_code, major_name, plan_count, tuition, school_years, remark from unit_majors where unit_id = ${g201!.id} order by major_code`);
    expect(majors).toEqual([
      { major_code: "080601", major_name: "电气工程及其自动化", plan_count: 100, tuition: 6850, school_years: 4, remark: "" },
      { major_code: "080901", major_name: "计算机科学与技术", plan_count: 120, tuition: 6850, school_years: 4, remark: "" },
      { major_code: "100201", major_name: "临床医学", plan_count: 100, tuition: 7850, school_years: 5, remark: "八年制本博连读" },
    ]);
    const [g205] = await t.database.rows<Record<string, any>>(sql`select * from enrollment_units where ${scope} and unit_key = '10558(205)'`);
    expect(g205).toMatchObject({ plan_count: 100, tuition: 6850, school_years: 4, subject_requirement: "物理+化学+生物", min_score: null, source_id: r.source!.id });
    // major level derived from the units' majors
    const [ma] = await t.database.rows<Record<string, unknown>>(sql`select * from major_admissions where college_code = '10558' and major_code = '080901' and ${scope}`);
    expect(ma).toMatchObject({ plan_count: 120, sample: false });
    const again = await importCsvFile(t.database, fx("unit-plans.csv"));
    expect(noChange(again.changes)).toBe(true);
  });

  it("names bad unit rows by line; --skip-bad-rows imports the good ones", async () => {
    const r = await importCsvFile(t.database, fx("unit-lines-bad.csv"));
    expect(r.rejected).toBe(true);
    expect(r.errors.map((e) => e.line)).toEqual([3, 5, 6, 7, 8]);
    // a plan type the province prints that is none of ours (广东: 协同培养, 男生 …) is filed under 其他, and said so once
    expect(r.warnings).toEqual(expect.arrayContaining([{ line: 4, message: expect.stringContaining("特招班") }]));
    expect(r.errors[2]!.message).toContain("第 2 行");
    expect(await n(sql`select count(*)::int as n from enrollment_units where year = 2032`)).toBe(0);
    const skip = await importCsvFile(t.database, fx("unit-lines-bad.csv"), { skipBadRows: true });
    expect(skip).toMatchObject({ rejected: false, imported: 2 });
    expect(await n(sql`select count(*)::int as n from enrollment_units where year = 2032`)).toBe(2);
    expect(await n(sql`select count(*)::int as n from enrollment_units where year = 2032 and plan_type = '其他'`)).toBe(1);
  });
});

describe("the back-test layout (no province, subject type or batch column)", () => {
  it("takes the province from the file name, the single subject type and the regular batch, maps short names and keeps the group key", async () => {
    const r = await importCsvFile(t.database, fx("shanghai-groups-mini.csv"));
    expect(r).toMatchObject({ kind: "unit-lines", imported: 8, rejected: false, errors: [], scopes: ["31/2031/综合/本科批", "31/2032/综合/本科批"] });
    expect(r.unmapped).toEqual([{ name: "启航短名", lines: [6, 7, 9] }]);
    const units = await t.database.rows<Record<string, any>>(sql`select * from enrollment_units where province_code = '31' and year = 2031 order by unit_key`);
    const byKey = new Map(units.map((u) => [u.unit_key, u]));
    expect(byKey.get("上海交大(01)")).toMatchObject({ college_code: "10248", college_name: "上海交大", unit_code: "01", min_score: 580, min_score_label: "580及以上", min_rank: 1293, subject_type: "综合", batch: "本科批", mode: "group" });
    expect(byKey.get("华电北京(01)")).toMatchObject({ college_code: "10054" });
    expect(byKey.get("复旦大学(03)")!.college_code).toMatch(/^\d{5}$/);
    expect(byKey.get("启航短名(02)")).toMatchObject({ college_code: null, min_score: null, min_rank: null, min_score_label: "" });
  });

  it("refuses a file whose province it cannot tell, and needs --subject-type where a province has two", async () => {
    const text = "year,group,college,group_no,min_score,min_score_label,min_rank\n2031,上海交大(01),上海交大,01,580,580及以上,1293\n";
    const none = await importCsvText(t.database, text, { name: "groups.csv" });
    expect(none.rejected).toBe(true);
    expect(none.errors[0]).toMatchObject({ line: 1, message: expect.stringContaining("--province") });
    const gd = await importCsvText(t.database, text, { name: "groups.csv", province: "广东" });
    expect(gd.rejected).toBe(true);
    expect(gd.errors[0]).toMatchObject({ line: 2, message: expect.stringContaining("--subject-type") });
    const ok = await importCsvText(t.database, text, { name: "groups.csv", province: "广东", subjectType: "物理类", dryRun: true });
    expect(ok.rejected).toBe(false);
    expect(ok.scopes).toEqual(["44/2031/物理类/本科批"]);
  });

  it("maps 山东's 一批次 and 二批次 onto 本科批 and 专科批 and keeps the 三批次 rows out, saying why", async () => {
    const text = [
      "province,year,group,college,group_no,min_score,min_rank,plan_count,subject_type,batch",
      "37,2031,A001|中国语言文学类,北京大学,02,688,194,2,综合,一批次",
      "37,2031,C036|无人机应用技术,浙江交通职业技术学院,01,,400000,5,综合,二批次",
      "37,2031,E026|电子商务,广西英华国际职业学院,02,,590000,3,综合,三批次",
      "37,2031,E027|空中乘务,广西英华国际职业学院,03,,591000,3,综合,三批次",
    ].join("\n") + "\n";
    const r = await importCsvText(t.database, text, { name: "shandong-units.csv", dryRun: true });
    expect(r).toMatchObject({ rejected: false, errors: [], errorCount: 0 });
    expect(r.scopes).toEqual(["37/2031/综合/本科批", "37/2031/综合/专科批"]);
    // one warning for the refused round: its reason, its first line and how many rows it kept out
    const refused = r.warnings.filter((w) => w.message.includes("三批次"));
    expect(refused).toEqual([{ line: 4, message: expect.stringMatching(/第3次志愿.*共 2 行/) }]);
    expect(formatReport(r)).toContain("三批次");
  }, 120_000);

  it("batch lines: the province from the file name, the file's scope replaced", async () => {
    const r = await importCsvFile(t.database, fx("batch-lines-hubei-2031.csv"));
    expect(r).toMatchObject({ kind: "batch-lines", imported: 2, rejected: false });
    const rows = await t.database.rows<{ subject_type: string; score: number; sample: boolean }>(sql`select subject_type, score, sample from batch_lines where province_code = '42' and year = 2031 order by subject_type`);
    expect(rows).toEqual([{ subject_type: "历史类", score: 432, sample: false }, { subject_type: "物理类", score: 437, sample: false }]);
  });

  it("the row-drop rule covers every scope a file replaces: 批次线 that leave one line of three are refused, or imported on an override", async () => {
    const three = "province,year,subject_type,batch,score\n湖北,2032,物理类,本科批,437\n湖北,2032,物理类,专科批,200\n湖北,2032,物理类,本科提前批,437\n";
    expect(await importCsvText(t.database, three, { name: "lines-2032.csv" })).toMatchObject({ rejected: false, problems: [] });
    const one = "province,year,subject_type,batch,score\n湖北,2032,物理类,本科批,440\n";
    const refused = await importCsvText(t.database, one, { name: "lines-2032-one.csv" });
    expect(refused.rejected).toBe(true);
    expect(refused.problems).toEqual([expect.objectContaining({ rule: "row-drop", scope: "42/2032/物理类", line: 2, field: "batch_lines" })]);
    expect(refused.errors[0]!.message).toContain("原有 3 行");
    // nothing of the refused file was written
    const held = async () => (await t.database.rows<{ batch: string; score: number }>(sql`select batch, score from batch_lines where province_code = '42' and year = 2032 order by batch`));
    expect(await held()).toHaveLength(3);
    expect(await importCsvText(t.database, one, { name: "lines-2032-one.csv", override: true })).toMatchObject({ rejected: false, overridden: true });
    expect(await held()).toEqual([{ batch: "本科批", score: 440 }]);
  });
});

describe("the command line", () => {
  it("parses options and refuses bad ones", () => {
    expect(parseArgs([])).toBe("no file given");
    expect(parseArgs(["--bogus", "a.csv"])).toContain("unknown option");
    expect(parseArgs(["--retrieved=2025/06/01", "a.csv"])).toContain("YYYY-MM-DD");
    expect(parseArgs(["--kind=nope", "a.csv"])).toContain("unknown kind");
    expect(parseArgs(["--dry-run", "--province", "上海", "--source-name=考试院", "a.csv"])).toMatchObject({ files: ["a.csv"], opts: { dryRun: true, province: "上海", sourceName: "考试院" } });
  });

  it("exits 0 on success, 1 when a file is rejected, 2 on a usage error", async () => {
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: { isTTY: false, write: (s: string) => out.push(s) } };
    const keepOpen = async () => ({ ...t.database, close: async () => {} });
    expect(await runImportCli(["--dry-run", fx("unit-lines.csv")], keepOpen, io)).toBe(0);
    expect(out.join("\n")).toContain("DRY RUN");
    expect(await runImportCli([fx("unit-lines-bad.csv")], keepOpen, io)).toBe(1);
    expect(out.join("\n")).toContain("error   line 3");
    expect(await runImportCli([fx("does-not-exist.csv")], keepOpen, io)).toBe(1);
    expect(await runImportCli(["--nope"], keepOpen, io)).toBe(2);
    expect(await runImportCli(["--restore", "x"], keepOpen, io)).toBe(2);
    expect(await runImportCli(["--restore", "1", fx("unit-lines.csv")], keepOpen, io)).toBe(2);
    expect(await runImportCli(["--restore", "999999"], keepOpen, io)).toBe(1);
    expect(out.join("\n")).toContain("没有导入版本 999999");
    const root = path.resolve(import.meta.dirname, "../..");
    const child = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/import/cli.ts"], { cwd: root, encoding: "utf8", timeout: 60_000 });
    expect(child.status).toBe(2);
    expect(child.stderr).toContain("usage");
  });
});

const shared = path.resolve(import.meta.dirname, "../../../shared/data");
const hubei = path.join(shared, "hubei-2024-physics-score-ranks.csv");
const shanghai = path.join(shared, "shanghai-groups-2020-2022.csv");
const moe = path.join(shared, "moe-institutions-2026.csv");
if (!existsSync(hubei) || !existsSync(shanghai)) console.warn(`[import-layouts] ${shared} has no Hubei/Shanghai file: their cases are skipped`);

describe.runIf(existsSync(hubei))("the shared Hubei 2024 一分一段 file", () => {
  it("imports as it is, band row included, and replaces the sample table", async () => {
    const r = await importCsvFile(t.database, hubei, { sourceName: "湖北 2024 物理类一分一段" });
    expect(r).toMatchObject({ rows: 546, imported: 546, rejected: false, errors: [], scopes: ["42/2024/物理类"] });
    expect(await n(sql`select count(*)::int as n from score_ranks where province_code = '42' and year = 2024 and subject_type = '物理类' and sample`)).toBe(0);
    expect((await lookup({ province: "42", year: 2024, subjectType: "物理类", score: 700 })).data).toMatchObject({ rankStart: 1, rankEnd: 44, band: { from: 695, to: 750 } });
    expect((await lookup({ province: "42", year: 2024, subjectType: "物理类", score: 120 })).data).toBeNull();
    expect(noChange((await importCsvFile(t.database, hubei)).changes)).toBe(true);
  });
});

describe.runIf(existsSync(shanghai))("the shared Shanghai 2020–2022 groups file", () => {
  it("imports all 4,000 groups as they are, maps short names, reports the rest with line numbers", async () => {
    // the ministry's list ships beside the Shanghai file in ../shared/data: without it the names could not be checked
    expect(existsSync(moe), `${moe} beside the Shanghai file`).toBe(true);
    await importCsvFile(t.database, moe);
    const r = await importCsvFile(t.database, shanghai);
    expect(r).toMatchObject({ rows: 4000, imported: 4000, rejected: false, errors: [] });
    expect(r.scopes).toEqual(["31/2020/综合/本科批", "31/2021/综合/本科批", "31/2022/综合/本科批"]);
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '31' and year between 2020 and 2022 and not sample`)).toBe(4000);
    // no sample unit of the province is left (other years and batches neither): real and generated never mix
    expect(await n(sql`select count(*)::int as n from enrollment_units where province_code = '31' and sample`)).toBe(0);
    const mapped = await n(sql`select count(*)::int as n from enrollment_units where province_code = '31' and year between 2020 and 2022 and not sample and college_code is not null`);
    const unmappedRows = r.unmapped.reduce((s, u) => s + u.lines.length, 0);
    expect(mapped + unmappedRows).toBe(4000);
    expect(mapped).toBeGreaterThan(3500);
    for (const u of r.unmapped) expect(u.lines.every((l) => l >= 2 && l <= 4001)).toBe(true);
    const [jd] = await t.database.rows<Record<string, unknown>>(sql`select * from enrollment_units where province_code = '31' and year = 2020 and unit_key = '上海交大(01)'`);
    expect(jd).toMatchObject({ college_code: "10248", min_score: 580, min_score_label: "580及以上", min_rank: 1293 });
    const [hd] = await t.database.rows<Record<string, unknown>>(sql`select college_code from enrollment_units where province_code = '31' and unit_key like '华电北京(%' limit 1`);
    expect(hd!.college_code).toBe("10054");
    const again = await importCsvFile(t.database, shanghai);
    expect(noChange(again.changes)).toBe(true);
  }, 300_000);
});
