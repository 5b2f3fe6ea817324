// Colleges and what is published about each: the list's filters and order, a college's row (and its hit count), its
// rankings, employment reports, subject groups and evaluations, brochures, and its admission scores and plans by province.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { containing, startingWith } from "../lib/like";
import { countAll, resolveProvince } from "../lib/ref";
import { collegeNamesFor, pinyinMatcher } from "../lib/search-terms";

export type CollegeRow = typeof s.colleges.$inferSelect;
export type CollegeFeature = "985" | "211" | "双一流" | "强基计划";

/** What the college list is filtered and ordered by (one or several values where the list takes several). */
export interface CollegeFilter {
  keyword?: string;
  province?: string | string[];
  city?: string;
  category?: string | string[];
  natureType?: string | string[];
  level?: "本科" | "专科";
  feature?: CollegeFeature | CollegeFeature[];
  sort?: "default" | "hits" | "code";
}

const many = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

/** One page of the college list and the total: by name, English name, code, short name (哈工大) or pinyin (hgd). */
export async function collegeListPage(db: Db, filter: CollegeFilter, page: { size: number; offset: number }): Promise<{ rows: CollegeRow[]; n: number }> {
  const conds: (SQL | undefined)[] = [];
  const kw = filter.keyword;
  if (kw) {
    const [shortFor, byPinyin] = await Promise.all([collegeNamesFor(kw), pinyinMatcher(kw)]);
    const pinyinCodes = byPinyin ? (await db.select({ code: s.colleges.code, name: s.colleges.name }).from(s.colleges)).filter((r) => byPinyin(r.name)).map((r) => r.code) : [];
    conds.push(or(ilike(s.colleges.name, containing(kw)), ilike(s.colleges.nameEn, containing(kw)), eq(s.colleges.code, kw),
      shortFor.length ? inArray(s.colleges.name, shortFor) : undefined, pinyinCodes.length ? inArray(s.colleges.code, pinyinCodes) : undefined));
  }
  if (filter.province) {
    const codes = (await Promise.all(many(filter.province).map((p) => resolveProvince(db, p)))).map((p) => p?.code ?? "--");
    conds.push(inArray(s.colleges.provinceCode, codes));
  }
  if (filter.city) conds.push(ilike(s.colleges.cityName, startingWith(filter.city)));
  if (filter.category) conds.push(inArray(s.colleges.category, many(filter.category)));
  if (filter.natureType) conds.push(inArray(s.colleges.natureType, many(filter.natureType)));
  if (filter.level) conds.push(eq(s.colleges.level, filter.level));
  for (const f of filter.feature ? many(filter.feature) : []) {
    conds.push(eq(f === "985" ? s.colleges.is985 : f === "211" ? s.colleges.is211 : f === "双一流" ? s.colleges.isDoubleFirst : s.colleges.isStrongBase, true));
  }
  const where = and(...conds);
  const order = filter.sort === "hits" ? [desc(s.colleges.hits), asc(s.colleges.code)] : filter.sort === "code" ? [asc(s.colleges.code)] : [desc(s.colleges.strength), asc(s.colleges.code)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(s.colleges).where(where).orderBy(...order).limit(page.size).offset(page.offset),
    db.select({ n: countAll }).from(s.colleges).where(where) as unknown as Promise<[{ n: number }]>,
  ]);
  return { rows, n };
}

export async function collegeByCode(db: Db, code: string): Promise<CollegeRow | undefined> {
  const [row] = await db.select().from(s.colleges).where(eq(s.colleges.code, code));
  return row;
}

/** The colleges of these codes (in no order). */
export function collegesByCodes(db: Db, codes: string[]): Promise<CollegeRow[]> {
  return db.select().from(s.colleges).where(inArray(s.colleges.code, codes));
}

/** Counts a visit of a college's page (the list's "hits" order). */
export async function countCollegeHit(db: Db, code: string): Promise<void> {
  await db.update(s.colleges).set({ hits: sql`${s.colleges.hits} + 1` }).where(eq(s.colleges.code, code));
}

export function collegeRankings(db: Db, code: string) {
  return db.select().from(s.collegeRankings).where(eq(s.collegeRankings.collegeCode, code)).orderBy(asc(s.collegeRankings.source), desc(s.collegeRankings.year));
}

export function collegeEmploymentReports(db: Db, code: string) {
  return db.select().from(s.collegeEmploymentReports).where(eq(s.collegeEmploymentReports.collegeCode, code)).orderBy(desc(s.collegeEmploymentReports.year));
}

export function collegeSubjectGroups(db: Db, code: string, provinceCode?: string, year?: number) {
  const g = s.collegeSubjectGroups;
  return db.select().from(g).where(and(eq(g.collegeCode, code), provinceCode ? eq(g.provinceCode, provinceCode) : undefined, year ? eq(g.year, year) : undefined)).orderBy(asc(g.groupName));
}

export function collegeSubjectEvaluations(db: Db, code: string) {
  return db.select().from(s.collegeSubjectEvaluations).where(eq(s.collegeSubjectEvaluations.collegeCode, code)).orderBy(asc(s.collegeSubjectEvaluations.grade));
}

/** One page of a college's brochures (newest first; keyword on the title) and the total. */
export async function brochurePage(db: Db, code: string, keyword: string | undefined, page: { size: number; offset: number }) {
  const b = s.enrollIntroductions;
  const where = and(eq(b.collegeCode, code), keyword ? ilike(b.title, containing(keyword)) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(b).where(where)) as [{ n: number }];
  const rows = await db.select({ id: b.id, collegeCode: b.collegeCode, year: b.year, title: b.title, readCount: b.readCount, publishDate: b.publishDate, sample: b.sample })
    .from(b).where(where).orderBy(desc(b.year), desc(b.id)).limit(page.size).offset(page.offset);
  return { rows, n };
}

export async function brochure(db: Db, id: number) {
  const [row] = await db.select().from(s.enrollIntroductions).where(eq(s.enrollIntroductions.id, id));
  return row;
}

/** Counts a read of a brochure: its new read count, or null when there is no such brochure. */
export async function countBrochureRead(db: Db, id: number): Promise<number | null> {
  const rows = await db.update(s.enrollIntroductions).set({ readCount: sql`${s.enrollIntroductions.readCount} + 1` }).where(eq(s.enrollIntroductions.id, id)).returning({ readCount: s.enrollIntroductions.readCount });
  return rows[0]?.readCount ?? null;
}

/** A college's admission scores in a province, newest year first. */
export function collegeScores(db: Db, code: string, provinceCode: string) {
  return db.select().from(s.collegeAdmissions).where(and(eq(s.collegeAdmissions.collegeCode, code), eq(s.collegeAdmissions.provinceCode, provinceCode)))
    .orderBy(desc(s.collegeAdmissions.year), asc(s.collegeAdmissions.subjectType));
}

/** What a college's major list in a province is narrowed by. */
export interface MajorRowsFilter { collegeCode: string; provinceCode: string; year?: number; subjectType?: string; batch?: string; majorName?: string }

/**
 * One page of a college's major rows in a province and the total: those with a plan count (`plan`), else those with a
 * minimum score; newest year first, then the largest plans or highest scores.
 */
export async function majorAdmissionPage(db: Db, filter: MajorRowsFilter, plan: boolean, page: { size: number; offset: number }) {
  const m = s.majorAdmissions;
  const where = and(eq(m.collegeCode, filter.collegeCode), eq(m.provinceCode, filter.provinceCode), filter.year ? eq(m.year, filter.year) : undefined,
    filter.subjectType ? eq(m.subjectType, filter.subjectType) : undefined, filter.batch ? eq(m.batch, filter.batch) : undefined,
    filter.majorName ? ilike(m.majorName, containing(filter.majorName)) : undefined, plan ? sql`${m.planCount} is not null` : sql`${m.minScore} is not null`);
  const [{ n }] = (await db.select({ n: countAll }).from(m).where(where)) as [{ n: number }];
  const rows = await db.select().from(m).where(where).orderBy(desc(m.year), asc(m.subjectType), plan ? desc(m.planCount) : desc(m.minScore), asc(m.majorCode)).limit(page.size).offset(page.offset);
  return { rows, n };
}
