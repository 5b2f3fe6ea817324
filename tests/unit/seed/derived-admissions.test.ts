// refreshDerivedAdmissions: the college- and major-level tables rebuilt from whatever units a scope holds (real units
// give real rows with their source; sample rows of the scope are replaced; other scopes are left alone).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, migrateDatabase, type Database } from "@/server/db/client";
import { bulkInsert } from "@/server/db/seed/bulk";
import { ensureTaxonomy, knownTaxonomy } from "@/server/queries/taxonomy";
import { refreshDerivedAdmissions } from "@/server/queries/derived-admissions";
import { insertUnitMajors } from "../../api/helpers";

let database: Database;
let realSource = 0;

const unit = (id: number, o: Record<string, unknown>) => ({
  id, province_code: "44", year: 2024, subject_type: "物理类", batch: "本科批", mode: "group", college_name: "中山大学", college_code: "10558",
  plan_type: "普通", subject_requirement: "物理+化学", tuition: 6000, school_years: 4, sample: false, ...o,
});
const major = (unitId: number, code: string, name: string, plan: number, minScore: number, minRank: number, avgScore: number) =>
  ({ unit_id: unitId, major_code: code, major_name: name, remark: "", plan_count: plan, min_score: minScore, min_rank: minRank, avg_score: avgScore, sample: false });

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  await database.rows(sql`insert into provinces (code, name, short_name, total_score, mode_name, reform_year) values ('44', '广东省', '广东', 750, '3+1+2', 2021)`);
  await database.rows(sql`insert into colleges (code, name, province_code, province_name, level) values ('10558', '中山大学', '44', '广东省', '本科'), ('10590', '深圳大学', '44', '广东省', '本科')`);
  await ensureTaxonomy(database, knownTaxonomy(["44"], [2024, 2025]));
  const [source] = await database.rows<{ id: number }>(sql`insert into data_sources (kind, name, checksum) values ('groups', '广东省教育考试院 2024 投档线', 'abc') returning id`);
  realSource = source!.id;
  // a stale sample row in the scope, and a row of another scope that must stay
  await bulkInsert(database, "college_admissions", [
    { college_code: "10558", province_code: "44", year: 2024, subject_type: "物理类", batch: "本科批", min_score: 500, min_rank: 99999, sample: true },
    { college_code: "10558", province_code: "44", year: 2025, subject_type: "物理类", batch: "本科批", min_score: 650, min_rank: 4000, sample: true },
  ]);
  await bulkInsert(database, "enrollment_units", [
    unit(1, { unit_key: "10558-201", unit_code: "201", plan_count: 30, min_score: 640, min_rank: 9000, avg_score: 650, max_score: 670, source_id: realSource }),
    unit(2, { unit_key: "10558-202", unit_code: "202", plan_count: 10, min_score: 655, min_rank: 6000, avg_score: 660, max_score: 690, source_id: realSource }),
    unit(3, { unit_key: "10558-203", unit_code: "203", plan_type: "中外合作", plan_count: 5, min_score: 600, min_rank: 30000, avg_score: 610, max_score: 620, source_id: realSource }),
    unit(4, { unit_key: "x-1", college_code: null, college_name: "某大学", unit_code: "1", plan_count: 5, min_score: 600, min_rank: 30000, source_id: realSource }),
  ]);
  await insertUnitMajors(database, [
    major(1, "080901", "计算机科学与技术", 20, 645, 8000, 652), major(1, "070101", "数学与应用数学", 10, 640, 9000, 644),
    major(2, "080901", "计算机科学与技术", 10, 655, 6000, 660), major(3, "080901", "计算机科学与技术", 5, 600, 30000, 610),
  ]);
  await refreshDerivedAdmissions(database, [{ provinceCode: "44", year: 2024, subjectType: "物理类" }]);
}, 120_000);
afterAll(async () => database?.close());

describe("refreshDerivedAdmissions", () => {
  it("derives the college row from the college's ordinary units: lowest min, worst rank, weighted average, highest max, plan sum, real source", async () => {
    const rows = await database.rows(sql`select * from college_admissions where year = 2024 order by college_code`);
    expect(rows).toEqual([expect.objectContaining({
      college_code: "10558", batch: "本科批", min_score: 640, min_rank: 9000, avg_score: Math.round((650 * 30 + 660 * 10) / 40), max_score: 690,
      plan_count: 40, sample: false, source_id: realSource,
    })]);
  });

  it("derives major rows over the ordinary units (a major in two groups: summed plan, worst rank)", async () => {
    const rows = await database.rows<Record<string, unknown>>(sql`select major_code, plan_count, min_score, min_rank, avg_score, subject_requirement, sample from major_admissions where year = 2024 order by major_code`);
    expect(rows).toEqual([
      { major_code: "070101", plan_count: 10, min_score: 640, min_rank: 9000, avg_score: 644, subject_requirement: "物理+化学", sample: false },
      { major_code: "080901", plan_count: 30, min_score: 645, min_rank: 8000, avg_score: Math.round((652 * 20 + 660 * 10) / 30), subject_requirement: "物理+化学", sample: false },
    ]);
  });

  it("derives 扩缩招 per college for the year (every unit new: nothing in 2023) and for no year without units", async () => {
    const rows = await database.rows<Record<string, unknown>>(sql`
      select year, batch, college_key, plan_count, last_plan_count, new, removed, same, sample from college_plan_changes order by year, batch, college_key`);
    expect(rows).toEqual([
      { year: 2024, batch: "", college_key: "10558", plan_count: 45, last_plan_count: 0, new: 3, removed: 0, same: 0, sample: false },
      { year: 2024, batch: "", college_key: "~某大学", plan_count: 5, last_plan_count: 0, new: 1, removed: 0, same: 0, sample: false },
      { year: 2024, batch: "本科批", college_key: "10558", plan_count: 45, last_plan_count: 0, new: 3, removed: 0, same: 0, sample: false },
      { year: 2024, batch: "本科批", college_key: "~某大学", plan_count: 5, last_plan_count: 0, new: 1, removed: 0, same: 0, sample: false },
    ]);
  });

  it("leaves other scopes alone, and \"all\" rebuilds every scope that has units", async () => {
    expect(await database.rows(sql`select min_rank, sample from college_admissions where year = 2025`)).toEqual([{ min_rank: 4000, sample: true }]);
    await database.rows(sql`update enrollment_units set min_rank = 9500, min_score = 638 where id = 1`);
    await refreshDerivedAdmissions(database, "all");
    expect(await database.rows(sql`select min_rank from college_admissions where year = 2024`)).toEqual([{ min_rank: 9500 }]);
    expect(await database.rows(sql`select min_rank from college_admissions where year = 2025`)).toEqual([{ min_rank: 4000 }]);
  });
  it("a new year's units are compared with the year before, unit by unit", async () => {
    await bulkInsert(database, "enrollment_units", [
      unit(11, { year: 2025, unit_key: "10558-201", unit_code: "201", plan_count: 35, source_id: realSource }),
      unit(12, { year: 2025, unit_key: "10558-209", unit_code: "209", plan_count: 8, source_id: realSource }),
    ]);
    await refreshDerivedAdmissions(database, [{ provinceCode: "44", year: 2025, subjectType: "物理类" }]);
    const [row] = await database.rows<Record<string, unknown>>(sql`
      select plan_count, last_plan_count, up, down, same, new, removed from college_plan_changes where year = 2025 and batch = '' and college_key = '10558'`);
    // 201 grew 30 → 35; 209 is new; 202 and 203 are gone
    expect(row).toEqual({ plan_count: 43, last_plan_count: 45, up: 1, down: 0, same: 0, new: 1, removed: 2 });
    await database.rows(sql`delete from enrollment_units where id in (11, 12)`);
    await refreshDerivedAdmissions(database, [{ provinceCode: "44", year: 2025, subjectType: "物理类" }]);
    expect(await database.rows(sql`select 1 from college_plan_changes where year = 2025`)).toEqual([]);
  });

});
