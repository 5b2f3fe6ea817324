// /api/common/yuanxiao: colleges (list, detail, rankings, subject groups and evaluations, employment), brochures,
// admission scores and plans by province, favourites (colleges, majors, professions).
import { latestPublishedYear } from "../../domain/calendar";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { yearsAndTypes } from "../queries/admission-years";
import { api, idLike, keyword, year } from "../lib/api";
import { containsSample, fail, ok, okPrebuilt, page, refused } from "../lib/r";
import { fieldBytes } from "../lib/prebuilt-json";
import type { AppEnv, Ctx } from "../lib/context";
import { brief, favouriteCodes, pageWindow, paging, provinceInput, resolveProvince, RESOURCE } from "../lib/ref";
import { dbKey } from "../lib/cache";
import { cachedCardPage, cardLinesCache, cardPageParts } from "../lib/college-list";
import {
  brochure, brochurePage, collegeByCode, collegeEmploymentReports, collegeListPage, collegeRankings, collegesByCodes, collegeScores,
  collegeSubjectEvaluations, collegeSubjectGroups, countBrochureRead, countCollegeHit, majorAdmissionPage,
} from "../queries/colleges";
import { cachedStudentOf } from "../queries/volunteer";
import { collegeLineRows, requirementCountRows, rowSource, type SourcedLineRow } from "../queries/province-lines";
import { ownerOf } from "../lib/owner";
import { findProvince, subjectTypeFor, type Province } from "../../domain/provinces";
import { latestLine, yearFacts, type TypeForYear } from "../../domain/province-lines";
import { admissionsByYearSchema, brochureItemSchema, brochureSchema, collegeCardSchema, collegeDetailSchema, contrastFactsAnswer, contrastFactsRequest, employmentSchema, lineProvinceSchema, majorAdmissionSchema, provinceLineSchema, rankingSchema, schoolInfoSchema, subjectEvaluationSchema, subjectGroupSchema, type ContrastYear, type ProvinceLine, yearTypesSchema } from "../../contracts/yuanxiao";
import { pageOf } from "../../contracts/common";
import { int4 } from "../../contracts/fields";

export const router = new OpenAPIHono<AppEnv>();
const T = ["college"];
const collegeCode = z.string({ error: "院校代码必填" }).trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" });
const TAGS = ["985", "211", "双一流", "强基计划"] as const;

const listBody = z.object({
  ...paging,
  keyword: keyword(50).optional(),
  name: keyword(50).optional(),
  province: z.union([provinceInput, z.array(provinceInput).max(31)]).optional(),
  city: keyword(30).optional(),
  category: z.union([keyword(10), z.array(keyword(10)).max(20)]).optional(),
  natureType: z.union([keyword(20), z.array(keyword(20)).max(5)]).optional(),
  level: z.enum(["本科", "专科"], { error: "level 应为 本科 或 专科" }).optional(),
  feature: z.union([z.enum(TAGS), z.array(z.enum(TAGS)).max(4)], { error: "feature 应为 985、211、双一流、强基计划" }).optional(),
  sort: z.enum(["default", "hits", "code"], { error: "sort 应为 default、hits 或 code" }).optional(),
});

const briefSchema = z.object({
  id: z.string(), collegeCode: z.string(), name: z.string(), nameEn: z.string(), provinceName: z.string(), cityName: z.string(), category: z.string(), natureType: z.string(), belong: z.string(), feature: z.string(), logoUrl: z.string(), isFavorite: z.boolean().optional(),
  /** the newest admission line in the caller's student's province (null: none there); absent without a student province */
  provinceLine: provinceLineSchema.nullable().optional(),
}).loose().openapi("CollegeBrief");

/** The caller's student's province and subjects (students and parents); null for staff or an unknown province. */
async function studentProvince(c: Ctx): Promise<{ province: Province; subjects: string; typeFor: TypeForYear } | null> {
  const owner = ownerOf(c.get("user"));
  if (!owner) return null;
  const student = await cachedStudentOf(c.get("deps").database, owner);
  const province = findProvince(student?.regionCode);
  if (!province) return null;
  const subjects = student?.subjects ?? "";
  return { province, subjects, typeFor: (year) => subjectTypeFor(province.code, year, subjects) };
}

/** The distinct requirements of a year (rows of several sources merged), most majors first. */
function mergeRequirements(rows: readonly { requirement: string; majors: number }[]): { requirement: string; majors: number }[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.requirement, (sums.get(r.requirement) ?? 0) + r.majors);
  return [...sums].map(([requirement, majors]) => ({ requirement, majors })).sort((a, b) => b.majors - a.majors || a.requirement.localeCompare(b.requirement, "zh"));
}

/** Sample when any row behind a figure is; the source of the first real row, else of the first. */
function provenance(rows: readonly (Parameters<typeof rowSource>[0])[]) {
  const sample = rows.some((r) => r.sample);
  const source = rowSource(rows.find((r) => !r.sample) ?? rows[0]!);
  return { sample, source: { ...source, sample: source.sample || sample } };
}

function lineOf(row: SourcedLineRow): ProvinceLine {
  return { year: row.year, subjectType: row.subjectType, batch: row.batch, minScore: row.minScore, minRank: row.minRank, sample: row.sample, source: rowSource(row) };
}

/** The cards' province and each college's newest line there (lib/college-list.ts); null without a student province. */
async function cardLines(c: Ctx, codes: string[]) {
  const scope = await studentProvince(c);
  if (!scope) return null;
  const database = c.get("deps").database;
  return cardLinesCache.getOrLoad(`${dbKey(database)}:${scope.province.code}:${scope.subjects}:${codes.join(",")}`, async () => {
    const [rows, years] = await Promise.all([collegeLineRows(database, scope.province.code, codes), yearsAndTypes(database, "college_admissions", scope.province.code)]);
    const json = new Map<string, Buffer>();
    const sample = new Set<string>();
    for (const code of codes) {
      const found = latestLine(rows.filter((r) => r.collegeCode === code), scope.typeFor);
      const line: ProvinceLine | null = found ? lineOf(found) : null;
      json.set(code, fieldBytes("provinceLine", line));
      if (containsSample(line, 3)) sample.add(code);
    }
    const newest = years[0]?.year ?? latestPublishedYear(new Date(), scope.province.code);
    const province = { code: scope.province.code, name: scope.province.name, subjectType: scope.typeFor(newest) };
    return { province, provinceSample: containsSample(province, 1), json, sample };
  });
}

api(router, {
  method: "post", path: "/list-by-page", tags: T, summary: "Colleges, paged and filtered (keyword, province, city, category, natureType, level, feature tags)",
  description: "For a student or parent, each record also carries provinceLine (the newest admission line in the student's province for their subject type, with year, batch and source; null when there is none) and the page carries lineProvince; for staff lineProvince is null.",
  body: listBody, data: z.object({ records: z.array(briefSchema), total: z.number(), size: z.number(), current: z.number(), pages: z.number(), lineProvince: lineProvinceSchema.optional() }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const me = c.get("user");
  const { current, size, offset } = pageWindow(body);
  const cards = await cachedCardPage(db, JSON.stringify(body), () => collegeListPage(db, { ...body, keyword: body.keyword || body.name }, { size, offset }));
  const [fav, lines] = await Promise.all([favouriteCodes(db, me.tenantId, me.userId, RESOURCE.college, cards.codes), cardLines(c, cards.codes)]);
  const { total, pages } = page([], cards.n, current, size);
  const { parts, sample } = cardPageParts(cards, fav, lines, { total, size, current, pages });
  return okPrebuilt(c, parts, sample);
});

api(router, {
  method: "post", path: "/find-by-college-code", tags: T, data: collegeDetailSchema, summary: "College detail by code (with isFavorite); counts a hit",
  body: z.object({ code: collegeCode }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const me = c.get("user");
  const row = await collegeByCode(db, body.code);
  if (!row) return fail(c, "院校不存在", 404);
  await countCollegeHit(db, row.code);
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.college, [row.code]);
  return ok(c, { ...brief(row, fav.has(row.code)), moeId: row.moeId, introduction: row.introduction, website: row.website, remark: row.remark });
});

api(router, {
  method: "post", path: "/school-info", tags: T, data: schoolInfoSchema, summary: "School info by route id (college code): brief and isFavorite",
  body: z.object({ id: collegeCode }),
}, async (c, { body }) => {
  const me = c.get("user");
  const row = await collegeByCode(c.get("deps").database.db, body.id);
  if (!row) return fail(c, "院校不存在", 404);
  const fav = await favouriteCodes(c.get("deps").database.db, me.tenantId, me.userId, RESOURCE.college, [row.code]);
  return ok(c, { ...brief(row, fav.has(row.code)), introduction: row.introduction });
});

const byCollege = z.object({ collegeCode });
api(router, { method: "post", path: "/query-college-ranking", tags: T, data: rankingSchema.array(), summary: "College rankings by source and year (sample)", body: byCollege }, async (c, { body }) => {
  return ok(c, await collegeRankings(c.get("deps").database.db, body.collegeCode));
});
api(router, { method: "post", path: "/query-college-employmentreport", tags: T, data: employmentSchema.array(), summary: "Employment report by year (sample)", body: byCollege }, async (c, { body }) => {
  return ok(c, await collegeEmploymentReports(c.get("deps").database.db, body.collegeCode));
});
api(router, { method: "post", path: "/query-college-subject-group", tags: T, data: subjectGroupSchema.array(), summary: "Subject-requirement groups (sample)", body: byCollege.extend({ province: provinceInput.optional(), year: year.optional() }) }, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const p = await resolveProvince(db, body.province);
  const rows = await collegeSubjectGroups(db, body.collegeCode, p?.code, body.year);
  return ok(c, rows.map((r) => ({ ...r, id: String(r.id) })));
});
api(router, { method: "post", path: "/query-college-subject-evaluate", tags: T, data: subjectEvaluationSchema.array(), summary: "Subject evaluation grades (sample)", body: byCollege }, async (c, { body }) => {
  return ok(c, await collegeSubjectEvaluations(c.get("deps").database.db, body.collegeCode));
});

api(router, {
  method: "post", path: "/find-collge-enroll-introduction", tags: T, data: pageOf(brochureItemSchema), summary: "Enrolment brochures of a college (paged; keyword on title)",
  body: z.object({ code: collegeCode, keyword: keyword(50).optional(), ...paging }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const { current, size, offset } = pageWindow(body);
  const { rows, n } = await brochurePage(db, body.code, body.keyword, { size, offset });
  return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id) })), n, current, size));
});

api(router, { method: "post", path: "/getbyid-collge-enroll-introduction", tags: T, data: brochureSchema, summary: "One enrolment brochure", body: z.object({ id: idLike }) }, async (c, { body }) => {
  const row = await brochure(c.get("deps").database.db, body.id);
  return row ? ok(c, { ...row, id: String(row.id) }) : fail(c, "招生章程不存在", 404);
});

api(router, { method: "post", path: "/update-enroll-introduction-read-count", tags: T, data: int4(), summary: "Count a read of a brochure; data: the new read count", body: z.object({ id: idLike }) }, async (c, { body }) => {
  const readCount = await countBrochureRead(c.get("deps").database.db, body.id);
  return readCount != null ? ok(c, readCount) : fail(c, "招生章程不存在", 404);
});

const provinceBody = z.object({ province: provinceInput });
api(router, { method: "post", path: "/list-enroll-by-score-all-year-course", tags: T, data: yearTypesSchema.array(), summary: "Years and subject types with admission scores in a province", body: provinceBody }, async (c, { body }) => {
  const p = await resolveProvince(c.get("deps").database.db, body.province);
  return p ? ok(c, await yearsAndTypes(c.get("deps").database, "college_admissions", p.code)) : fail(c, "省份不存在");
});
api(router, { method: "post", path: "/list-enroll-by-score-all-year-course-plan", tags: T, data: yearTypesSchema.array(), summary: "Years and subject types with enrolment plans in a province", body: provinceBody }, async (c, { body }) => {
  const p = await resolveProvince(c.get("deps").database.db, body.province);
  return p ? ok(c, await yearsAndTypes(c.get("deps").database, "major_admissions", p.code, true)) : fail(c, "省份不存在");
});

api(router, {
  method: "post", path: "/map-province-college-score", tags: T, data: admissionsByYearSchema, summary: "A college's admission scores in a province, keyed by year",
  body: z.object({ code: collegeCode, province: provinceInput }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const p = await resolveProvince(db, body.province);
  if (!p) return fail(c, "省份不存在");
  const rows = await collegeScores(db, body.code, p.code);
  const map: Record<string, typeof rows> = {};
  for (const r of rows) (map[r.year] ??= []).push(r);
  return ok(c, map);
});

const majorListBody = z.object({
  code: collegeCode.optional(), collegeCode: collegeCode.optional(), province: provinceInput, year: year.optional(),
  subjectType: keyword(10).optional(), batch: keyword(30).optional(), majorName: keyword(50).optional(), ...paging,
}).refine((b) => b.code || b.collegeCode, { error: "code 或 collegeCode 必填", path: ["code"] });

async function majorAdmissionsPage(c: Ctx, body: z.infer<typeof majorListBody>, plan: boolean) {
  const db = c.get("deps").database.db;
  const p = await resolveProvince(db, body.province);
  if (!p) return fail(c, "省份不存在");
  const { current, size, offset } = pageWindow(body);
  const { rows, n } = await majorAdmissionPage(db, { ...body, collegeCode: (body.code ?? body.collegeCode)!, provinceCode: p.code }, plan, { size, offset });
  return ok(c, page(rows, n, current, size));
}
api(router, { method: "post", path: "/list-college-major-scores", tags: T, data: pageOf(majorAdmissionSchema), summary: "Major admission scores of a college in a province (paged; filter year, subjectType, batch, majorName)", body: majorListBody }, (c, { body }) => majorAdmissionsPage(c, body, false));
api(router, { method: "post", path: "/list-college-enroll-plan", tags: T, data: pageOf(majorAdmissionSchema), summary: "Enrolment plan of a college in a province (paged; filter year, subjectType, batch, majorName)", body: majorListBody }, (c, { body }) => majorAdmissionsPage(c, body, true));

api(router, {
  method: "post", path: "/list-by-ids", tags: T, data: collegeCardSchema.array(), summary: "College briefs by a comma-separated list of codes (str), at most 50",
  body: z.object({ str: z.union([z.string().trim().max(600, { error: "长度不能超过600个字符" }).regex(/^\d{5}(,\d{5})*$/, { error: "应为逗号分隔的5位院校代码" }), z.array(collegeCode).max(50)]) }),
}, async (c, { body }) => {
  const codes = (Array.isArray(body.str) ? body.str : body.str.split(",")).slice(0, 50);
  const me = c.get("user");
  const db = c.get("deps").database.db;
  const rows = await collegesByCodes(db, codes);
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.college, codes);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return ok(c, codes.filter((x) => byCode.has(x)).map((x) => brief(byCode.get(x)!, fav.has(x))));
});

api(router, {
  method: "post", path: "/contrast-province-facts", tags: T,
  summary: "For the comparison: 1–4 colleges' admission lines, plan counts and subject requirements in a province over its three newest years",
  description: "province defaults to the caller's student's (staff must name one). Each year says its subject type (the student's subjects give it; without a student the province's first type); a figure the year does not hold is null.",
  body: contrastFactsRequest, data: contrastFactsAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const codes = [...new Set(Array.isArray(body.codes) ? body.codes : body.codes.split(","))];
  const scope = await studentProvince(c);
  const province = body.province ? findProvince(body.province) : scope?.province;
  if (!province) throw refused("province", body.province ? `未知省份“${body.province}”` : "请选择省份（账号未关联学生所在省份）");
  // the student's subjects pick the type in any province; staff see the province's first type, labelled as such
  const typeFor: TypeForYear = (year) => subjectTypeFor(province.code, year, scope?.subjects ?? "");
  const years = (await yearsAndTypes(database, "college_admissions", province.code)).slice(0, 3).map((y) => y.year);
  const [lines, requirements] = await Promise.all([collegeLineRows(database, province.code, codes), requirementCountRows(database, province.code, codes, years)]);
  const colleges: Record<string, ContrastYear[]> = {};
  for (const code of codes) {
    const facts = yearFacts(lines.filter((r) => r.collegeCode === code), requirements.filter((r) => r.collegeCode === code), years, typeFor);
    colleges[code] = facts.map((f) => ({
      year: f.year, subjectType: f.subjectType ?? "",
      line: f.line ? lineOf(f.line) : null,
      plan: f.plan ? { planCount: f.plan.planCount, ...provenance(f.plan.rows) } : null,
      requirements: f.requirements.length ? { items: mergeRequirements(f.requirements), ...provenance(f.requirements) } : null,
    }));
  }
  return ok(c, { province: { code: province.code, name: province.name }, years, colleges });
});
