// The major and profession catalogues: professions (paged, searched by name, everyday word or pinyin), the trees,
// one major's or profession's entry with what links them, and the colleges that admit to a major.
import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import * as s from "../db/schema";
import { containing, startingWith } from "../lib/like";
import { countAll } from "../lib/ref";
import { pinyinMatcher, professionWords } from "../lib/search-terms";

/** A profession keyword: the name or an everyday word for it (医生 → 医师), or pinyin (yisheng, ys). */
async function professionKeyword(db: Db, kw: string) {
  const p = s.professions;
  const byPinyin = await pinyinMatcher(kw);
  const codes = byPinyin ? (await db.select({ code: p.code, name: p.name }).from(p).where(eq(p.level, 3))).filter((r) => byPinyin(r.name)).map((r) => r.code) : [];
  return or(...professionWords(kw).map((w) => ilike(p.name, containing(w))), codes.length ? inArray(p.code, codes) : undefined);
}

/** One page of professions (level 3) and the total: by keyword and category, most visited first when `hits`, else by code. */
export async function professionPage(db: Db, filter: { keyword?: string; parentCode?: string; hits: boolean }, page: { size: number; offset: number }) {
  const p = s.professions;
  const where = and(eq(p.level, 3), filter.keyword ? await professionKeyword(db, filter.keyword) : undefined,
    filter.parentCode ? or(eq(p.parentCode, filter.parentCode), ilike(p.code, startingWith(`${filter.parentCode}-`))) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(p).where(where)) as [{ n: number }];
  const rows = await db.select().from(p).where(where).orderBy(...(filter.hits ? [desc(p.hits), asc(p.code)] : [asc(p.code)])).limit(page.size).offset(page.offset);
  return { rows, n };
}

/** The majors linked to these professions (`pc`: the profession's code). */
export async function professionMajorLinks(db: Db, professionCodes: string[]) {
  if (professionCodes.length === 0) return [];
  return db.select({ pc: s.professionMajors.professionCode, level: s.professionMajors.majorLevel, code: s.majors.code, name: s.majors.name })
    .from(s.professionMajors).innerJoin(s.majors, and(eq(s.majors.code, s.professionMajors.majorCode), eq(s.majors.level, s.professionMajors.majorLevel)))
    .where(inArray(s.professionMajors.professionCode, professionCodes));
}

/** Every profession node (大类, 中类, 职业) by code. */
export function professionNodes(db: Db) {
  return db.select().from(s.professions).orderBy(asc(s.professions.code));
}

export async function professionByCode(db: Db, code: string) {
  const [row] = await db.select().from(s.professions).where(eq(s.professions.code, code));
  return row;
}

/** Counts a visit of a profession's page (the list's "hits" order). */
export async function countProfessionHit(db: Db, code: string): Promise<void> {
  await db.update(s.professions).set({ hits: sql`${s.professions.hits} + 1` }).where(eq(s.professions.code, code));
}

/** The majors that lead to a profession. */
export function majorsOfProfession(db: Db, code: string) {
  return db.select({ code: s.majors.code, name: s.majors.name, level: s.majors.level }).from(s.professionMajors)
    .innerJoin(s.majors, and(eq(s.majors.code, s.professionMajors.majorCode), eq(s.majors.level, s.professionMajors.majorLevel))).where(eq(s.professionMajors.professionCode, code));
}

/** Every node of a level's major catalogue (门类/大类, 专业类, 专业) by code. */
export function majorNodes(db: Db, level: "ben" | "zhuan") {
  return db.select({ code: s.majors.code, parent: s.majors.parentCode, name: s.majors.name, nodeType: s.majors.nodeType, flag: s.majors.flag }).from(s.majors).where(eq(s.majors.level, level)).orderBy(asc(s.majors.code));
}

export async function majorByCode(db: Db, code: string, level: "ben" | "zhuan") {
  const [row] = await db.select().from(s.majors).where(and(eq(s.majors.code, code), eq(s.majors.level, level)));
  return row;
}

/** Counts a visit of a major's page. */
export async function countMajorHit(db: Db, code: string, level: "ben" | "zhuan"): Promise<void> {
  await db.update(s.majors).set({ hits: sql`${s.majors.hits} + 1` }).where(and(eq(s.majors.code, code), eq(s.majors.level, level)));
}

/** The professions a major leads to. */
export function professionsOfMajor(db: Db, code: string, level: "ben" | "zhuan") {
  return db.select({ code: s.professions.code, name: s.professions.name }).from(s.professionMajors).innerJoin(s.professions, eq(s.professions.code, s.professionMajors.professionCode))
    .where(and(eq(s.professionMajors.majorCode, code), eq(s.professionMajors.majorLevel, level)));
}

/** Up to 30 colleges with admission rows for a major, strongest first. */
export async function collegesAdmittingTo(database: Database, majorCode: string) {
  const rows = await database.rows<{ code: string; name: string; name_en: string }>(sql`select distinct c.code, c.name, c.name_en, c.strength from major_admissions m join colleges c on c.code = m.college_code where m.major_code = ${majorCode} order by c.strength desc, c.code limit 30`);
  return rows.map((x) => ({ code: x.code, name: x.name, nameEn: x.name_en }));
}
