// /api/common/yuanxiao: colleges (list, detail, rankings, subject groups and evaluations, employment), brochures,
// admission scores and plans by province, favourites (colleges, majors, professions).
import { latestPublishedYear } from "../../domain/calendar";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { containing, startingWith } from "../lib/like";
import { collegeNamesFor, pinyinMatcher } from "../lib/search-terms";
import { yearsAndTypes } from "../queries/admission-years";
import { api, code, idLike, intLike, keyword, str, year } from "../lib/api";
import { badRequest, containsSample, fail, ok, okPrebuilt, page } from "../lib/r";
import { arrayParts, CLOSE_OBJECT, fieldBytes, openObject } from "../lib/prebuilt-json";
import type { Db } from "../db/client";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { brief, countAll, favouriteCodes, invalidateFavourites, pageOf, paging, provinceInput, resolveProvince, resourceTypeInput, RESOURCE } from "../lib/ref";
import { dbKey, referenceCache } from "../lib/cache";
import { countFavourites } from "../queries/favourites";
import { cachedStudentOf } from "../queries/volunteer";
import { collegeLineRows, requirementCountRows, rowSource, type SourcedLineRow } from "../queries/province-lines";
import { ownerOf } from "../lib/owner";
import { findProvince, subjectTypeFor, type Province } from "../../domain/provinces";
import { latestLine, yearFacts, type TypeForYear } from "../../domain/province-lines";
import { admissionsByYearSchema, brochureItemSchema, brochureSchema, collegeCardSchema, collegeDetailSchema, collegeMapSchema, contrastFactsAnswer, contrastFactsRequest, employmentSchema, favouriteMajorSchema, favouriteProfessionSchema, lineProvinceSchema, majorAdmissionSchema, provinceLineSchema, rankingSchema, schoolInfoSchema, subjectEvaluationSchema, subjectGroupSchema, type ContrastYear, type LineProvince, type ProvinceLine, yearTypesSchema } from "../../contracts/yuanxiao";
import { doneAnswer, pageOf as pageSchema } from "../../contracts/common";
import { int4 } from "../../contracts/fields";

/** a page of the college list: its colleges' codes, total, each card serialized without the caller's fields, and whether a card is sample */
const listCache = referenceCache<{ codes: string[]; n: number; cards: Buffer[]; sample: boolean }>();

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

/** The cards' province and each college's newest line there (one query for the page); null without a student province. */
type CardLines = {
  province: NonNullable<LineProvince>;
  /** whether the province (data.lineProvince, depth 1 of the answer) holds sample data */
  provinceSample: boolean;
  /** each college's `,"provinceLine":…` field, serialized once */
  json: Map<string, Buffer>;
  /** the colleges whose line (data.records[i].provinceLine, depth 3) holds sample data */
  sample: Set<string>;
};
/** a page's lines for a province and subject choice: derived from reference data only, so cached like it (60 s, cleared by imports) */
const cardLinesCache = referenceCache<CardLines>();

async function cardLines(c: Ctx, codes: string[]): Promise<CardLines | null> {
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
  const { current, size } = pageOf(body);
  const { codes, n, cards, sample: cardsSample } = await listCache.getOrLoad(`${dbKey(db)}:${JSON.stringify(body)}`, () => loadCollegePage(db, body));
  const [fav, lines] = await Promise.all([favouriteCodes(db, me.tenantId, me.userId, RESOURCE.college, codes), cardLines(c, codes)]);
  // each card as cached, then the caller's favourite mark and (for a student or parent) their province's line
  const records = arrayParts(codes.map((code, i) => [cards[i]!, fav.has(code) ? FAVOURITE : NOT_FAVOURITE, ...(lines ? [lines.json.get(code) ?? NO_LINE] : []), CLOSE_OBJECT]));
  const { total, pages } = page([], n, current, size);
  const pageFields = [fieldBytes("total", total), fieldBytes("size", size), fieldBytes("current", current), fieldBytes("pages", pages), fieldBytes("lineProvince", lines?.province ?? null)];
  const sample = cardsSample || (lines != null && (lines.provinceSample || codes.some((code) => lines.sample.has(code))));
  return okPrebuilt(c, [RECORDS_FIELD, ...records, ...pageFields, CLOSE_OBJECT], sample);
});

const RECORDS_FIELD = Buffer.from(`{"records":`);
const FAVOURITE = fieldBytes("isFavorite", true);
const NOT_FAVOURITE = fieldBytes("isFavorite", false);
const NO_LINE = fieldBytes("provinceLine", null);

/** One page of the college list (filters, order, page) and its total, with each card serialized once for every caller. */
async function loadCollegePage(db: Db, body: z.infer<typeof listBody>) {
  const { size, offset } = pageOf(body);
  const conds: (SQL | undefined)[] = [];
  const kw = body.keyword || body.name;
  if (kw) {
    // also by a short name (哈工大, 华工) and by pinyin (haerbin, hebgy, hgd)
    const [shortFor, byPinyin] = await Promise.all([collegeNamesFor(kw), pinyinMatcher(kw)]);
    const pinyinCodes = byPinyin ? (await db.select({ code: s.colleges.code, name: s.colleges.name }).from(s.colleges)).filter((r) => byPinyin(r.name)).map((r) => r.code) : [];
    conds.push(or(ilike(s.colleges.name, containing(kw)), ilike(s.colleges.nameEn, containing(kw)), eq(s.colleges.code, kw),
      shortFor.length ? inArray(s.colleges.name, shortFor) : undefined, pinyinCodes.length ? inArray(s.colleges.code, pinyinCodes) : undefined));
  }
  if (body.province) {
    const list = Array.isArray(body.province) ? body.province : [body.province];
    const codes = (await Promise.all(list.map((p) => resolveProvince(db, p)))).map((p) => p?.code ?? "--");
    conds.push(inArray(s.colleges.provinceCode, codes));
  }
  if (body.city) conds.push(ilike(s.colleges.cityName, startingWith(body.city)));
  if (body.category) conds.push(inArray(s.colleges.category, Array.isArray(body.category) ? body.category : [body.category]));
  if (body.natureType) conds.push(inArray(s.colleges.natureType, Array.isArray(body.natureType) ? body.natureType : [body.natureType]));
  if (body.level) conds.push(eq(s.colleges.level, body.level));
  for (const f of body.feature ? (Array.isArray(body.feature) ? body.feature : [body.feature]) : []) {
    conds.push(eq(f === "985" ? s.colleges.is985 : f === "211" ? s.colleges.is211 : f === "双一流" ? s.colleges.isDoubleFirst : s.colleges.isStrongBase, true));
  }
  const where = and(...conds);
  const order = body.sort === "hits" ? [desc(s.colleges.hits), asc(s.colleges.code)] : body.sort === "code" ? [asc(s.colleges.code)] : [desc(s.colleges.strength), asc(s.colleges.code)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(s.colleges).where(where).orderBy(...order).limit(size).offset(offset),
    db.select({ n: countAll }).from(s.colleges).where(where) as unknown as Promise<[{ n: number }]>,
  ]);
  const briefs = rows.map((r) => brief(r));
  // a card sits at depth 2 of the answer (data.records[i]), where ok() looks for sample records
  return { codes: rows.map((r) => r.code), n, cards: briefs.map(openObject), sample: briefs.some((card) => containsSample(card, 2)) };
}

async function collegeOr404(c: Ctx, code: string) {
  const [row] = await c.get("deps").database.db.select().from(s.colleges).where(eq(s.colleges.code, code));
  return row;
}

api(router, {
  method: "post", path: "/find-by-college-code", tags: T, data: collegeDetailSchema, summary: "College detail by code (with isFavorite); counts a hit",
  body: z.object({ code: collegeCode }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const me = c.get("user");
  const row = await collegeOr404(c, body.code);
  if (!row) return fail(c, "院校不存在", 404);
  await db.update(s.colleges).set({ hits: sql`${s.colleges.hits} + 1` }).where(eq(s.colleges.code, row.code));
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.college, [row.code]);
  return ok(c, { ...brief(row, fav.has(row.code)), moeId: row.moeId, introduction: row.introduction, website: row.website, remark: row.remark });
});

api(router, {
  method: "post", path: "/school-info", tags: T, data: schoolInfoSchema, summary: "School info by route id (college code): brief and isFavorite",
  body: z.object({ id: collegeCode }),
}, async (c, { body }) => {
  const me = c.get("user");
  const row = await collegeOr404(c, body.id);
  if (!row) return fail(c, "院校不存在", 404);
  const fav = await favouriteCodes(c.get("deps").database.db, me.tenantId, me.userId, RESOURCE.college, [row.code]);
  return ok(c, { ...brief(row, fav.has(row.code)), introduction: row.introduction });
});

const byCollege = z.object({ collegeCode });
api(router, { method: "post", path: "/query-college-ranking", tags: T, data: rankingSchema.array(), summary: "College rankings by source and year (sample)", body: byCollege }, async (c, { body }) => {
  const rows = await c.get("deps").database.db.select().from(s.collegeRankings).where(eq(s.collegeRankings.collegeCode, body.collegeCode)).orderBy(asc(s.collegeRankings.source), desc(s.collegeRankings.year));
  return ok(c, rows);
});
api(router, { method: "post", path: "/query-college-employmentreport", tags: T, data: employmentSchema.array(), summary: "Employment report by year (sample)", body: byCollege }, async (c, { body }) => {
  const rows = await c.get("deps").database.db.select().from(s.collegeEmploymentReports).where(eq(s.collegeEmploymentReports.collegeCode, body.collegeCode)).orderBy(desc(s.collegeEmploymentReports.year));
  return ok(c, rows);
});
api(router, { method: "post", path: "/query-college-subject-group", tags: T, data: subjectGroupSchema.array(), summary: "Subject-requirement groups (sample)", body: byCollege.extend({ province: provinceInput.optional(), year: year.optional() }) }, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const p = await resolveProvince(db, body.province);
  const rows = await db.select().from(s.collegeSubjectGroups).where(and(eq(s.collegeSubjectGroups.collegeCode, body.collegeCode), p ? eq(s.collegeSubjectGroups.provinceCode, p.code) : undefined, body.year ? eq(s.collegeSubjectGroups.year, body.year) : undefined)).orderBy(asc(s.collegeSubjectGroups.groupName));
  return ok(c, rows.map((r) => ({ ...r, id: String(r.id) })));
});
api(router, { method: "post", path: "/query-college-subject-evaluate", tags: T, data: subjectEvaluationSchema.array(), summary: "Subject evaluation grades (sample)", body: byCollege }, async (c, { body }) => {
  const rows = await c.get("deps").database.db.select().from(s.collegeSubjectEvaluations).where(eq(s.collegeSubjectEvaluations.collegeCode, body.collegeCode)).orderBy(asc(s.collegeSubjectEvaluations.grade));
  return ok(c, rows);
});

api(router, {
  method: "post", path: "/find-collge-enroll-introduction", tags: T, data: pageSchema(brochureItemSchema), summary: "Enrolment brochures of a college (paged; keyword on title)",
  body: z.object({ code: collegeCode, keyword: keyword(50).optional(), ...paging }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const { current, size, offset } = pageOf(body);
  const where = and(eq(s.enrollIntroductions.collegeCode, body.code), body.keyword ? ilike(s.enrollIntroductions.title, containing(body.keyword)) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(s.enrollIntroductions).where(where)) as [{ n: number }];
  const rows = await db.select({ id: s.enrollIntroductions.id, collegeCode: s.enrollIntroductions.collegeCode, year: s.enrollIntroductions.year, title: s.enrollIntroductions.title, readCount: s.enrollIntroductions.readCount, publishDate: s.enrollIntroductions.publishDate, sample: s.enrollIntroductions.sample })
    .from(s.enrollIntroductions).where(where).orderBy(desc(s.enrollIntroductions.year), desc(s.enrollIntroductions.id)).limit(size).offset(offset);
  return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id) })), n, current, size));
});

api(router, { method: "post", path: "/getbyid-collge-enroll-introduction", tags: T, data: brochureSchema, summary: "One enrolment brochure", body: z.object({ id: idLike }) }, async (c, { body }) => {
  const [row] = await c.get("deps").database.db.select().from(s.enrollIntroductions).where(eq(s.enrollIntroductions.id, body.id));
  return row ? ok(c, { ...row, id: String(row.id) }) : fail(c, "招生章程不存在", 404);
});

api(router, { method: "post", path: "/update-enroll-introduction-read-count", tags: T, data: int4(), summary: "Count a read of a brochure; data: the new read count", body: z.object({ id: idLike }) }, async (c, { body }) => {
  const rows = await c.get("deps").database.db.update(s.enrollIntroductions).set({ readCount: sql`${s.enrollIntroductions.readCount} + 1` }).where(eq(s.enrollIntroductions.id, body.id)).returning({ readCount: s.enrollIntroductions.readCount });
  return rows.length ? ok(c, rows[0]!.readCount) : fail(c, "招生章程不存在", 404);
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
  const rows = await db.select().from(s.collegeAdmissions).where(and(eq(s.collegeAdmissions.collegeCode, body.code), eq(s.collegeAdmissions.provinceCode, p.code))).orderBy(desc(s.collegeAdmissions.year), asc(s.collegeAdmissions.subjectType));
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
  const { current, size, offset } = pageOf(body);
  const m = s.majorAdmissions;
  const where = and(eq(m.collegeCode, (body.code ?? body.collegeCode)!), eq(m.provinceCode, p.code), body.year ? eq(m.year, body.year) : undefined,
    body.subjectType ? eq(m.subjectType, body.subjectType) : undefined, body.batch ? eq(m.batch, body.batch) : undefined,
    body.majorName ? ilike(m.majorName, containing(body.majorName)) : undefined, plan ? sql`${m.planCount} is not null` : sql`${m.minScore} is not null`);
  const [{ n }] = (await db.select({ n: countAll }).from(m).where(where)) as [{ n: number }];
  const rows = await db.select().from(m).where(where).orderBy(desc(m.year), asc(m.subjectType), plan ? desc(m.planCount) : desc(m.minScore), asc(m.majorCode)).limit(size).offset(offset);
  return ok(c, page(rows, n, current, size));
}
api(router, { method: "post", path: "/list-college-major-scores", tags: T, data: pageSchema(majorAdmissionSchema), summary: "Major admission scores of a college in a province (paged; filter year, subjectType, batch, majorName)", body: majorListBody }, (c, { body }) => majorAdmissionsPage(c, body, false));
api(router, { method: "post", path: "/list-college-enroll-plan", tags: T, data: pageSchema(majorAdmissionSchema), summary: "Enrolment plan of a college in a province (paged; filter year, subjectType, batch, majorName)", body: majorListBody }, (c, { body }) => majorAdmissionsPage(c, body, true));

api(router, {
  method: "post", path: "/list-by-ids", tags: T, data: collegeCardSchema.array(), summary: "College briefs by a comma-separated list of codes (str), at most 50",
  body: z.object({ str: z.union([z.string().trim().max(600, { error: "长度不能超过600个字符" }).regex(/^\d{5}(,\d{5})*$/, { error: "应为逗号分隔的5位院校代码" }), z.array(collegeCode).max(50)]) }),
}, async (c, { body }) => {
  const codes = (Array.isArray(body.str) ? body.str : body.str.split(",")).slice(0, 50);
  const me = c.get("user");
  const db = c.get("deps").database.db;
  const rows = await db.select().from(s.colleges).where(inArray(s.colleges.code, codes));
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
  if (!province) return badRequest(c, body.province ? `province: 未知省份“${body.province}”` : "province: 请选择省份（账号未关联学生所在省份）");
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

// ---------------------------------------------------------------- favourites
const userCode = str(50).optional();
function sameUser(c: Ctx, u?: string) {
  return !u || u === c.get("user").account;
}
const favBody = z.object({ resourceId: z.union([z.string().trim().min(1, { error: "resourceId 必填" }).max(12, { error: "长度不能超过12个字符" }).regex(/^[0-9A-Za-z-]+$/, { error: "resourceId 只能包含字母、数字和 -" }), z.number().int().nonnegative()]).transform(String), resourceType: resourceTypeInput, userCode });

async function resourceExists(c: Ctx, type: number, id: string) {
  const db = c.get("deps").database.db;
  if (type === 1) return (await db.select({ x: s.colleges.code }).from(s.colleges).where(eq(s.colleges.code, id))).length > 0;
  if (type === 2) return (await db.select({ x: s.majors.code }).from(s.majors).where(and(eq(s.majors.code, id), eq(s.majors.nodeType, 3)))).length > 0;
  return (await db.select({ x: s.professions.code }).from(s.professions).where(eq(s.professions.code, id))).length > 0;
}

api(router, { method: "post", path: "/add-my-favorite", tags: ["favorite"], data: doneAnswer, summary: "Add a favourite (resourceType 1 college, 2 major, 3 profession); idempotent", body: favBody }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能操作自己的收藏", 403);
  if (!(await resourceExists(c, body.resourceType, body.resourceId))) return fail(c, "收藏对象不存在", 404);
  const me = c.get("user");
  const db = c.get("deps").database.db;
  await db.insert(s.favorites).values({ tenantId: me.tenantId, userId: me.userId, resourceType: body.resourceType, resourceId: body.resourceId }).onConflictDoNothing();
  invalidateFavourites(db, me.tenantId, me.userId, body.resourceType);
  return ok(c, true, "关注成功");
});
api(router, { method: "post", path: "/delete-my-favorite", tags: ["favorite"], data: doneAnswer, summary: "Delete a favourite", body: favBody }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能操作自己的收藏", 403);
  const me = c.get("user");
  const f = s.favorites;
  const db = c.get("deps").database.db;
  await db.delete(f).where(and(eq(f.tenantId, me.tenantId), eq(f.userId, me.userId), eq(f.resourceType, body.resourceType), eq(f.resourceId, body.resourceId)));
  invalidateFavourites(db, me.tenantId, me.userId, body.resourceType);
  return ok(c, true, "已取消关注");
});

async function followedMap(c: Ctx) {
  const me = c.get("user");
  const db = c.get("deps").database.db;
  const rows = await db.select({ college: s.colleges }).from(s.favorites).innerJoin(s.colleges, eq(s.colleges.code, s.favorites.resourceId))
    .where(and(eq(s.favorites.tenantId, me.tenantId), eq(s.favorites.userId, me.userId), eq(s.favorites.resourceType, RESOURCE.college))).orderBy(desc(s.favorites.id));
  const map: Record<string, ReturnType<typeof brief>> = {};
  for (const r of rows) map[r.college.code] = brief(r.college, true);
  return map;
}
api(router, { method: "post", path: "/my-favorite-college-map", tags: ["favorite"], data: collegeMapSchema, summary: "Followed colleges of the caller: data is an object keyed by college code", body: z.object({ userCode, ...paging }) }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能查看自己的收藏", 403);
  return ok(c, await followedMap(c));
});
api(router, { method: "post", path: "/my-followed-colleges", tags: ["favorite"], data: collegeMapSchema, summary: "Followed colleges of an account (must be the caller): data keyed by college code", body: z.object({ account: str(50).optional() }) }, async (c, { body }) => {
  if (!sameUser(c, body.account)) return fail(c, "只能查看自己的收藏", 403);
  return ok(c, await followedMap(c));
});

const favListBody = z.object({ userCode, ...paging });

/** A favourites page's total: off its first row, or — past the last page, where no row carries it — counted. */
async function favouriteTotal(c: Ctx, rows: Record<string, unknown>[], offset: number, resourceType: 2 | 3): Promise<number> {
  if (rows.length > 0 || offset === 0) return Number(rows[0]?.total ?? 0);
  const me = c.get("user");
  return countFavourites(c.get("deps").database, me.tenantId, me.userId, resourceType);
}
api(router, { method: "post", path: "/list-my-favorite-major", tags: ["favorite"], data: pageSchema(favouriteMajorSchema), summary: "The caller's favourite majors (paged)", body: favListBody }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能查看自己的收藏", 403);
  const me = c.get("user");
  const { current, size, offset } = pageOf(body);
  const rows = await c.get("deps").database.rows<Record<string, unknown>>(sql`
    select m.code, m.name, m.level, m.parent_code as "parentCode", m.degree, m.years, f.created_at as "favoriteTime", count(*) over()::int as total
    from favorites f join majors m on m.code = f.resource_id and m.node_type = 3
    where f.tenant_id = ${me.tenantId} and f.user_id = ${me.userId} and f.resource_type = 2
    order by f.id desc limit ${size} offset ${offset}`);
  return ok(c, page(rows.map(({ total: _t, ...r }) => r), await favouriteTotal(c, rows, offset, 2), current, size));
});
api(router, { method: "post", path: "/list-my-favorite-profession", tags: ["favorite"], data: pageSchema(favouriteProfessionSchema), summary: "The caller's favourite professions (paged)", body: favListBody }, async (c, { body }) => {
  if (!sameUser(c, body.userCode)) return fail(c, "只能查看自己的收藏", 403);
  const me = c.get("user");
  const { current, size, offset } = pageOf(body);
  const rows = await c.get("deps").database.rows<Record<string, unknown>>(sql`
    select p.code, p.name, p.parent_code as "parentCode", p.description, f.created_at as "favoriteTime", count(*) over()::int as total
    from favorites f join professions p on p.code = f.resource_id
    where f.tenant_id = ${me.tenantId} and f.user_id = ${me.userId} and f.resource_type = 3
    order by f.id desc limit ${size} offset ${offset}`);
  return ok(c, page(rows.map(({ total: _t, ...r }) => r), await favouriteTotal(c, rows, offset, 3), current, size));
});

export { code, intLike };
