// Reference-data seed: provinces, colleges (with sample details), majors (本科 and 专科 trees), professions, and GENERATED
// sample score data for 2021–2025 and every province (see generator.ts). Everything generated has sample = true.
import type { Database } from "../client";
import { bulkInsert } from "./bulk";
import { provinceSeed } from "./provinces";
import { collegeSeed } from "./colleges";
import { collegeNamesEn } from "./college-names-en";
import { benMajorSeed } from "./majors-ben";
import { zhuanMajorSeed } from "./majors-zhuan";
import { professionSeed } from "./professions";
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { GENERATOR_VERSION, SAMPLE_SOURCE_NAME, SAMPLE_YEARS, cohorts, collegeOfferings, collegeUnits, enrollCodes, hashSeed, rankUnpublished, rng, seedColleges, type GenUnit } from "./generator";
import { ensureTaxonomy, knownTaxonomy } from "../../queries/taxonomy";
import { refreshDerivedAdmissions } from "../../queries/derived-admissions";
import { refreshProbabilityCohorts } from "../../queries/probability-fit";
import { collegeIntroZh } from "../../../lib/rules/college-text";

const DEGREE: Record<string, string> = { "01": "哲学学士", "02": "经济学学士", "03": "法学学士", "04": "教育学学士", "05": "文学学士", "06": "历史学学士", "07": "理学学士", "08": "工学学士", "09": "农学学士", "10": "医学学士", "11": "军事学学士", "12": "管理学学士", "13": "艺术学学士", "14": "交叉学科学士" };
export { collegeOfferings };

/** The short introduction we write from the seed row's facts (see src/lib/rules/college-text.ts). */
function introduction(c: (typeof collegeSeed)[number]): string {
  const [, , name, provinceCode, provinceName, cityName, level, category, natureType, belong, feature] = c;
  return collegeIntroZh({ name, provinceCode, provinceName, cityName, level, category, natureType, belong, feature });
}

/**
 * Seed version 6: the English names of the seeded colleges for a database seeded before they existed. Fills only
 * empty names (an English name imported from a file stays), so running it again changes nothing; returns the rows set.
 */
export async function seedCollegeNamesEn(database: Pick<Database, "rows">): Promise<number> {
  const pairs = Object.entries(collegeNamesEn);
  if (pairs.length === 0) return 0;
  const values = sql.join(pairs.map(([code, name]) => sql`(${code}, ${name})`), sql`, `);
  const rows = await database.rows<{ code: string }>(sql`update colleges c set name_en = v.name_en
    from (values ${values}) as v(code, name_en) where c.code = v.code and c.name_en = '' returning c.code`);
  return rows.length;
}

export async function seedReference(database: Database, log: (m: string) => void = () => {}): Promise<void> {
  const t0 = Date.now();
  await seedCatalogue(database, log);
  await seedSampleScores(database, log);
  log(`[db]   reference data done in ${Date.now() - t0} ms`);
}

/** Provinces, the major and profession catalogues, the seed's colleges and their (sample) details: no admission data. */
export async function seedCatalogue(database: Database, log: (m: string) => void = () => {}): Promise<void> {
  const t0 = Date.now();
  await bulkInsert(database, "provinces", provinceSeed.map((p) => ({ code: p.code, name: p.name, short_name: p.shortName, total_score: p.totalScore, mode_name: p.modeName, reform_year: p.reformYear })));
  const rows = catalogueRows();
  await bulkInsert(database, "majors", rows.majors);
  await bulkInsert(database, "professions", rows.professions);
  await bulkInsert(database, "profession_majors", rows.professionMajors);
  await bulkInsert(database, "colleges", rows.colleges);
  await seedCollegeDetails(database, rows.majorName);
  log(`[db]   catalogue and colleges: ${Date.now() - t0} ms`);
}

/**
 * Seed version 8: the colleges, majors and professions added to the seed (every 本科 college of Guangdong, more
 * colleges elsewhere, the common majors of each class, 200+ professions) for a database seeded before. Rows already
 * there are kept as they are; the sample admission data of such a database is not regenerated.
 */
export async function seedCatalogueAdditions(database: Database): Promise<void> {
  const rows = catalogueRows();
  await bulkInsert(database, "majors", rows.majors);
  await bulkInsert(database, "professions", rows.professions);
  await bulkInsert(database, "profession_majors", rows.professionMajors);
  await bulkInsert(database, "colleges", rows.colleges);
  await seedCollegeNamesEn(database);
}

function catalogueRows() {

  // majors
  const majorRows: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  const majorName = new Map<string, string>();
  for (const [mc, mn, cc, cn, code, name, flag] of benMajorSeed) {
    if (!seen.has(`b${mc}`)) { seen.add(`b${mc}`); majorRows.push({ code: mc, level: "ben", node_type: 1, parent_code: "", name: mn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    if (!seen.has(`b${cc}`)) { seen.add(`b${cc}`); majorRows.push({ code: cc, level: "ben", node_type: 2, parent_code: mc, name: cn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    majorName.set(code, name);
    majorRows.push({ code, level: "ben", node_type: 3, parent_code: cc, name, flag, degree: DEGREE[mc] ?? "", years: mc === "10" && !code.startsWith("1007") && !code.startsWith("1011") ? "五年" : mc === "08" && code === "082801" ? "五年" : "四年", remark: "", introduction: "", hits: 0 });
  }
  for (const [mc, mn, cc, cn, code, name] of zhuanMajorSeed) {
    if (!seen.has(`z${mc}`)) { seen.add(`z${mc}`); majorRows.push({ code: mc, level: "zhuan", node_type: 1, parent_code: "", name: mn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    if (!seen.has(`z${cc}`)) { seen.add(`z${cc}`); majorRows.push({ code: cc, level: "zhuan", node_type: 2, parent_code: mc, name: cn, flag: "", degree: "", years: "", remark: "", introduction: "", hits: 0 }); }
    majorName.set(code, name);
    majorRows.push({ code, level: "zhuan", node_type: 3, parent_code: cc, name, flag: "", degree: "", years: "三年", remark: "", introduction: "", hits: 0 });
  }

  // professions
  const profRows: Record<string, unknown>[] = [];
  const profMajor: Record<string, unknown>[] = [];
  for (const top of professionSeed) {
    profRows.push({ code: top.code, parent_code: "", level: 1, name: top.name, description: "", hits: 0 });
    for (const mid of top.children) {
      profRows.push({ code: mid.code, parent_code: top.code, level: 2, name: mid.name, description: "", hits: 0 });
      for (const [code, name, description, ben, zhuan] of mid.items) {
        profRows.push({ code, parent_code: mid.code, level: 3, name, description, hits: 0 });
        for (const m of ben) profMajor.push({ profession_code: code, major_level: "ben", major_code: m });
        for (const m of zhuan ?? []) profMajor.push({ profession_code: code, major_level: "zhuan", major_code: m });
      }
    }
  }

  const colleges = collegeSeed.map((c) => {
    const [code, moeId, name, provinceCode, provinceName, city, level, category, nature, belong, tags, strength] = c;
    const t = tags.split(",");
    return {
      code, moe_id: moeId, name, name_en: collegeNamesEn[code] ?? "", province_code: provinceCode, province_name: provinceName, city_name: city, level, category,
      nature_type: nature, belong, feature: tags, is_985: t.includes("985"), is_211: t.includes("211"), is_double_first: t.includes("双一流"),
      is_strong_base: t.includes("强基计划"), logo_url: "", banner_url: "", introduction: introduction(c), website: "", remark: "",
      strength, hits: 0, sample: false,
    };
  });
  return { majors: majorRows, majorName, professions: profRows, professionMajors: profMajor, colleges };
}

/** The colleges' (sample) rankings, subject evaluations, employment reports and subject groups. */
async function seedCollegeDetails(database: Database, majorName: Map<string, string>): Promise<void> {
  const byStrength = [...collegeSeed].sort((a, b) => b[11] - a[11]);
  const rankRows: Record<string, unknown>[] = [];
  const evalRows: Record<string, unknown>[] = [];
  const empRows: Record<string, unknown>[] = [];
  const groupRows: Record<string, unknown>[] = [];
  byStrength.forEach((c, i) => {
    const [code, , , prov, , , level, category] = c;
    for (const [src, jitter] of [["软科中国大学排名（示例）", 0], ["校友会中国大学排名（示例）", 3]] as const) {
      for (const year of [2024, 2025]) rankRows.push({ college_code: code, source: src, year, rank: i + 1 + Math.floor(rand3(`${code}${src}${year}`) * jitter), sample: true });
    }
    if (level === "本科") {
      collegeOfferings(code, category, level).slice(0, 3).forEach((m, k) => {
        const g = c[11] > 0.9 ? ["A+", "A", "A-"][k] : c[11] > 0.8 ? ["A", "A-", "B+"][k] : c[11] > 0.6 ? ["B+", "B", "B-"][k] : ["B-", "C+", "C"][k];
        evalRows.push({ college_code: code, subject_code: m.slice(0, 4), subject_name: `${majorName.get(m) ?? m}相关学科`, grade: g, round: 4, sample: true });
      });
    }
    const r = rng(hashSeed(`emp:${code}`));
    empRows.push({ college_code: code, year: 2024, employment_rate: +(0.85 + r() * 0.12).toFixed(3), further_study_rate: +(level === "本科" ? 0.2 + c[11] * 0.4 : 0.1 + r() * 0.1).toFixed(3), abroad_rate: +(c[11] * 0.1).toFixed(3), average_salary: Math.round(4500 + c[11] * 6000 + r() * 800), top_industries: JSON.stringify(["信息技术", "教育", "制造业"]), top_cities: JSON.stringify(["北京", "上海", "深圳"]), sample: true });
    const offered = collegeOfferings(code, category, level).map((m) => majorName.get(m) ?? m);
    groupRows.push({ college_code: code, province_code: prov, year: 2025, group_name: `${code}-01组`, requirement: "物理+化学", majors: JSON.stringify(offered.slice(0, 2)), sample: true });
    groupRows.push({ college_code: code, province_code: prov, year: 2025, group_name: `${code}-02组`, requirement: "不限", majors: JSON.stringify(offered.slice(2)), sample: true });
  });
  await bulkInsert(database, "college_rankings", rankRows);
  await bulkInsert(database, "college_subject_evaluations", evalRows);
  await bulkInsert(database, "college_employment_reports", empRows);
  await bulkInsert(database, "college_subject_groups", groupRows);
}

const rand3 = (k: string) => rng(hashSeed(k))();

/**
 * The generated sample admission data (see generator.ts): one data source, the taxonomy, 一分一段 tables, batch lines,
 * enrolment units with their majors, and the college- and major-level tables derived from the units. Every row is
 * sample = true and points to the sample source. A (province, year, subject type) that already holds real (imported)
 * figures is left out, so generated rows never mix into real data (databases upgraded from seed version 1 may have some).
 */
export async function seedSampleScores(database: Database, log: (m: string) => void = () => {}): Promise<void> {
  // On the embedded database the row-by-row foreign-key triggers cost more than the load itself: they are off while the
  // generated rows (which point only to the taxonomy, colleges and source written first) go in, and the same
  // references are then checked set-wise before the data counts as seeded.
  const pglite = database.kind === "pglite";
  if (pglite) await database.rows(sql`set session_replication_role = replica`);
  try {
    await writeSampleScores(database, log);
  } finally {
    if (pglite) await database.rows(sql`set session_replication_role = origin`);
  }
  if (pglite) await checkReferences(database);
}

/** The foreign keys of the admission tables, checked set-wise: throws naming the first table with a dangling reference. */
async function checkReferences(database: Database): Promise<void> {
  const checks: [string, SQL][] = [];
  for (const t of ["score_ranks", "batch_lines", "enrollment_units", "college_admissions", "major_admissions"]) {
    checks.push([`${t} → subject_types`, sql.raw(`select 1 from ${t} x where not exists (select 1 from subject_types s where s.province_code = x.province_code and s.year = x.year and s.name = x.subject_type) limit 1`)]);
    checks.push([`${t} → data_sources`, sql.raw(`select 1 from ${t} x where x.source_id is not null and not exists (select 1 from data_sources s where s.id = x.source_id) limit 1`)]);
    if (t !== "score_ranks") checks.push([`${t} → admission_batches`, sql.raw(`select 1 from ${t} x where not exists (select 1 from admission_batches b where b.province_code = x.province_code and b.year = x.year and b.name = x.batch) limit 1`)]);
  }
  checks.push(["enrollment_units → colleges", sql`select 1 from enrollment_units x where x.college_code is not null and not exists (select 1 from colleges c where c.code = x.college_code) limit 1`]);
  checks.push(["unit_majors → enrollment_units", sql`select 1 from unit_majors m where not exists (select 1 from enrollment_units u where u.id = m.unit_id) limit 1`]);
  for (const [name, query] of checks) if ((await database.rows(query)).length) throw new Error(`sample data: dangling reference ${name}`);
}

async function writeSampleScores(database: Database, log: (m: string) => void): Promise<void> {
  const t0 = Date.now();
  const real = new Set((await database.rows<{ k: string }>(sql`
    select distinct province_code || ':' || year || ':' || subject_type as k from (
      select province_code, year, subject_type from score_ranks where not sample
      union all select province_code, year, subject_type from batch_lines where not sample
      union all select province_code, year, subject_type from enrollment_units where not sample
      union all select province_code, year, subject_type from college_admissions where not sample
      union all select province_code, year, subject_type from major_admissions where not sample) r`)).map((r) => r.k));
  const all = cohorts(provinceSeed, SAMPLE_YEARS).filter((c) => !real.has(`${c.province.code}:${c.year}:${c.subjectType}`));
  if (real.size) log(`[db]   ${real.size} province/year/subject-type scopes hold real data: no sample data generated there`);

  const checksum = createHash("sha256").update(GENERATOR_VERSION).digest("hex");
  const [source] = await database.rows<{ id: number }>(sql`
    insert into data_sources (kind, name, url, retrieved_on, file_name, checksum, row_count, sample)
    values ('sample', ${SAMPLE_SOURCE_NAME}, '', '', '', ${checksum}, 0, true)
    on conflict (kind, checksum) do update set name = excluded.name returning id`);
  const sourceId = source!.id;
  await ensureTaxonomy(database, knownTaxonomy(provinceSeed.map((p) => p.code), SAMPLE_YEARS));

  const rankRows: Record<string, unknown>[] = [];
  const lineRows: Record<string, unknown>[] = [];
  for (const c of all) {
    const base = { province_code: c.province.code, year: c.year, subject_type: c.subjectType };
    for (const r of c.table.rows) rankRows.push({ ...base, score: r.score, score_max: r.scoreMax, label: r.label, count: r.count, cumulative: r.cumulative, source_id: sourceId, sample: true });
    for (const l of c.lines) lineRows.push({ ...base, batch: l.batch, score: l.score, source_id: sourceId, sample: true });
  }
  await copyRows(database, "score_ranks", rankRows);
  await copyRows(database, "batch_lines", lineRows);
  log(`[db]   score-rank tables and batch lines (${rankRows.length} + ${lineRows.length} rows): ${Date.now() - t0} ms`);

  const colleges = seedColleges(collegeSeed);
  const codesByProvince = new Map(provinceSeed.map((p) => [p.code, enrollCodes(colleges, p.code)]));
  const [{ next }] = (await database.rows<{ next: number }>(sql`select coalesce(max(id), 0)::integer + 1 as next from enrollment_units`)) as [{ next: number }];
  let id = next;
  const unitRows: Record<string, unknown>[] = [];
  const majorRows: Record<string, unknown>[] = [];
  const flush = async () => {
    await copyRows(database, "enrollment_units", unitRows.splice(0));
    await copyRows(database, "unit_majors", majorRows.splice(0));
  };
  let units = 0, majors = 0;
  for (const cohort of all) {
    const codes = codesByProvince.get(cohort.province.code)!;
    for (const college of colleges) {
      for (const u of collegeUnits(college, cohort, codes.get(college.code)!)) {
        unitRows.push(unitRow(u, id, sourceId));
        for (const m of u.majors) majorRows.push({ unit_id: id, province_code: u.provinceCode, year: u.year, subject_type: u.subjectType, major_code: m.majorCode, major_name: m.majorName, remark: m.remark, plan_count: m.planCount, tuition: m.tuition, school_years: m.schoolYears, min_score: m.minScore, min_rank: rankUnpublished(u) ? null : m.minRank, avg_score: m.avgScore, sample: true });
        id++;
        units++;
        majors += u.majors.length;
      }
    }
    if (majorRows.length >= 40000) await flush();
  }
  if (unitRows.length) await flush();
  await database.rows(sql`select setval(pg_get_serial_sequence('enrollment_units', 'id'), greatest(${id - 1}, 1))`);
  log(`[db]   enrolment units (${units} units, ${majors} majors in them): ${Date.now() - t0} ms`);

  await refreshDerivedAdmissions(database, all.map((c) => ({ provinceCode: c.province.code, year: c.year, subjectType: c.subjectType })));
  const total = rankRows.length + lineRows.length + units + majors;
  await database.rows(sql`update data_sources set row_count = ${total} where id = ${sourceId}`);
  log(`[db]   college- and major-level admissions derived from the units: ${Date.now() - t0} ms`);
  const fitted = await refreshProbabilityCohorts(database, "all");
  log(`[db]   admission-probability models fitted for ${fitted} cohorts: ${Date.now() - t0} ms`);
}

const csvValue = (v: unknown): string =>
  v == null ? "" : typeof v === "boolean" ? (v ? "t" : "f") : typeof v === "number" ? String(v) : `"${String(v).replace(/"/g, '""')}"`;

/** Bulk load: COPY from memory on the embedded database (several times faster than inserts), chunked inserts elsewhere. */
async function copyRows(database: Database, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  if (!database.pglite) return bulkInsert(database, table, rows, "");
  const cols = Object.keys(rows[0]!);
  const lines = rows.map((r) => cols.map((c) => csvValue(r[c])).join(","));
  await database.pglite.query(`copy ${table} (${cols.map((c) => `"${c}"`).join(", ")}) from '/dev/blob' with (format csv)`, [], { blob: new Blob([lines.join("\n")]) });
}

function unitRow(u: GenUnit, id: number, sourceId: number): Record<string, unknown> {
  return {
    id, province_code: u.provinceCode, year: u.year, subject_type: u.subjectType, batch: u.batch, mode: u.mode, unit_key: u.unitKey,
    college_code: u.collegeCode, college_name: u.collegeName, college_enroll_code: u.collegeEnrollCode, unit_code: u.unitCode, name: u.name,
    major_code: u.majorCode, plan_type: u.planType, subject_requirement: u.subjectRequirement, plan_count: u.planCount, tuition: u.tuition,
    school_years: u.schoolYears, min_score: u.minScore, min_score_label: "", min_rank: rankUnpublished(u) ? null : u.minRank, avg_score: u.avgScore, max_score: u.maxScore,
    tie_break: null, source_id: sourceId, sample: true,
  };
}
