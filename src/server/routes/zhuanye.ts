// /api/common/zhaunye (the portal's spelling; /api/common/zhuanye also works): professions list, major trees, details.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { containing, startingWith } from "../lib/like";
import { pinyinMatcher, professionWords } from "../lib/search-terms";
import { api, keyword } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import * as s from "../db/schema";
import { countAll, favouriteCodes, pageOf, paging, RESOURCE } from "../lib/ref";
import { pageOf as pageSchema } from "../../contracts/common";
import { catalogueNodeSchema, majorDetailSchema, professionDetailSchema, professionListItemSchema } from "../../contracts/zhuanye";

export const router = new OpenAPIHono<AppEnv>();
const T = ["major", "profession"];

api(router, {
  method: "post", path: "/list-by-page", tags: T,
  data: pageSchema(professionListItemSchema), summary: "Professions, paged (pageIndex default 1, pageSize default 10); hits truthy sorts by popularity; keyword, parentCode filter",
  body: z.object({ ...paging, hits: z.union([z.boolean(), z.number().int(), z.string().max(10)]).optional(), keyword: keyword(50).optional(), parentCode: z.string().trim().max(12).regex(/^[0-9-]*$/, { error: "parentCode 格式不正确" }).optional() }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const me = c.get("user");
  const { current, size, offset } = pageOf(body);
  const p = s.professions;
  const where = and(eq(p.level, 3), body.keyword ? await professionKeyword(db, body.keyword) : undefined, body.parentCode ? or(eq(p.parentCode, body.parentCode), ilike(p.code, startingWith(`${body.parentCode}-`))) : undefined);
  const [{ n }] = (await db.select({ n: countAll }).from(p).where(where)) as [{ n: number }];
  const rows = await db.select().from(p).where(where).orderBy(...(body.hits ? [desc(p.hits), asc(p.code)] : [asc(p.code)])).limit(size).offset(offset);
  const links = rows.length ? await db.select({ pc: s.professionMajors.professionCode, level: s.professionMajors.majorLevel, code: s.majors.code, name: s.majors.name })
    .from(s.professionMajors).innerJoin(s.majors, and(eq(s.majors.code, s.professionMajors.majorCode), eq(s.majors.level, s.professionMajors.majorLevel)))
    .where(inArray(s.professionMajors.professionCode, rows.map((r) => r.code))) : [];
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.profession, rows.map((r) => r.code));
  return ok(c, page(rows.map((r) => ({ ...r, id: r.code, isFavorite: fav.has(r.code), majors: links.filter((l) => l.pc === r.code).map(({ pc: _p, ...l }) => l) })), n, current, size));
});

/** A profession keyword: the name or an everyday word for it (医生 → 医师), or pinyin (yisheng, ys). */
async function professionKeyword(db: Ctx["var"]["deps"]["database"]["db"], kw: string) {
  const p = s.professions;
  const byPinyin = await pinyinMatcher(kw);
  const codes = byPinyin ? (await db.select({ code: p.code, name: p.name }).from(p).where(eq(p.level, 3))).filter((r) => byPinyin(r.name)).map((r) => r.code) : [];
  return or(...professionWords(kw).map((w) => ilike(p.name, containing(w))), codes.length ? inArray(p.code, codes) : undefined);
}

/** A tree keyword as a test of a leaf's name and code: part of the name, an everyday word for it, pinyin, or the code's start. */
async function leafMatcher(kw: string | undefined, words: (kw: string) => string[] = (k) => [k]): Promise<((name: string, code: string) => boolean) | undefined> {
  if (!kw) return undefined;
  const byPinyin = await pinyinMatcher(kw);
  const all = words(kw);
  return (name, code) => all.some((w) => name.includes(w)) || code.startsWith(kw) || (byPinyin?.(name) ?? false);
}

api(router, { method: "post", path: "/query-profession-tree", tags: T, data: catalogueNodeSchema.array(), summary: "Profession category tree (大类 → 中类 → 职业)", body: z.object({ keywords: keyword(50).optional() }) }, async (c, { body }) => {
  const rows = await c.get("deps").database.db.select().from(s.professions).orderBy(asc(s.professions.code));
  return ok(c, tree(rows.map((r) => ({ code: r.code, parent: r.parentCode, name: r.name, leaf: r.level === 3 })), body.keywords, await leafMatcher(body.keywords, professionWords)));
});

api(router, { method: "post", path: "/find-profession", tags: T, data: professionDetailSchema, summary: "Profession detail with related majors", body: z.object({ code: z.string({ error: "code 必填" }).trim().max(12).regex(/^[0-9-]+$/, { error: "职业代码格式不正确" }) }) }, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const [row] = await db.select().from(s.professions).where(eq(s.professions.code, body.code));
  if (!row) return fail(c, "职业不存在", 404);
  await db.update(s.professions).set({ hits: sql`${s.professions.hits} + 1` }).where(eq(s.professions.code, row.code));
  const majors = await db.select({ code: s.majors.code, name: s.majors.name, level: s.majors.level }).from(s.professionMajors)
    .innerJoin(s.majors, and(eq(s.majors.code, s.professionMajors.majorCode), eq(s.majors.level, s.professionMajors.majorLevel))).where(eq(s.professionMajors.professionCode, row.code));
  const me = c.get("user");
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.profession, [row.code]);
  return ok(c, { ...row, isFavorite: fav.has(row.code), majors });
});

interface Node { code: string; parent: string; name: string; leaf: boolean }
type TreeNode = { code: string; name: string; children: TreeNode[] };
function tree(rows: Node[], kw?: string, leafMatches: (name: string, code: string) => boolean = (name, code) => !kw || name.includes(kw) || code.startsWith(kw)): TreeNode[] {
  const kids = new Map<string, Node[]>();
  for (const r of rows) kids.set(r.parent, [...(kids.get(r.parent) ?? []), r]);
  const build = (parent: string): TreeNode[] => (kids.get(parent) ?? []).flatMap((r) => {
    const children = build(r.code);
    if (kw && r.leaf && !leafMatches(r.name, r.code)) return [];
    if (kw && !r.leaf && children.length === 0 && !r.name.includes(kw)) return [];
    return [{ code: r.code, name: r.name, children }];
  });
  return build("");
}

async function majorTree(c: Ctx, level: "ben" | "zhuan", kw?: string) {
  const rows = await c.get("deps").database.db.select({ code: s.majors.code, parent: s.majors.parentCode, name: s.majors.name, nodeType: s.majors.nodeType, flag: s.majors.flag }).from(s.majors).where(eq(s.majors.level, level)).orderBy(asc(s.majors.code));
  return tree(rows.map((r) => ({ code: r.code, parent: r.parent, name: r.name, leaf: r.nodeType === 3 })), kw, await leafMatcher(kw));
}
const kwBody = z.object({ keywords: keyword(50).optional() });
api(router, { method: "post", path: "/query-major-tree-ben", tags: T, data: catalogueNodeSchema.array(), summary: "本科 major tree 门类 → 专业类 → 专业 (keywords filters 专业 by name or code)", body: kwBody }, async (c, { body }) => ok(c, await majorTree(c, "ben", body.keywords)));
api(router, { method: "post", path: "/query-major-tree-zhuan", tags: T, data: catalogueNodeSchema.array(), summary: "专科 major tree 大类 → 专业类 → 专业 (keywords filters)", body: kwBody }, async (c, { body }) => ok(c, await majorTree(c, "zhuan", body.keywords)));

api(router, {
  method: "post", path: "/find-major", tags: T, data: majorDetailSchema, summary: "Major detail: catalogue entry, related professions, colleges offering it (from admission data)",
  body: z.object({ code: z.string({ error: "code 必填" }).trim().regex(/^\d{4,6}[TK]{0,2}$/, { error: "专业代码格式不正确" }), level: z.enum(["ben", "zhuan"]).default("ben") }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const me = c.get("user");
  const code = body.code.replace(/[TK]+$/, "");
  const [row] = await db.select().from(s.majors).where(and(eq(s.majors.code, code), eq(s.majors.level, body.level)));
  if (!row) return fail(c, "专业不存在", 404);
  await db.update(s.majors).set({ hits: sql`${s.majors.hits} + 1` }).where(and(eq(s.majors.code, code), eq(s.majors.level, body.level)));
  const professions = await db.select({ code: s.professions.code, name: s.professions.name }).from(s.professionMajors).innerJoin(s.professions, eq(s.professions.code, s.professionMajors.professionCode))
    .where(and(eq(s.professionMajors.majorCode, code), eq(s.professionMajors.majorLevel, body.level)));
  const colleges = await c.get("deps").database.rows<{ code: string; name: string; name_en: string }>(sql`select distinct c.code, c.name, c.name_en, c.strength from major_admissions m join colleges c on c.code = m.college_code where m.major_code = ${code} order by c.strength desc, c.code limit 30`);
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.major, [code]);
  return ok(c, { ...row, isFavorite: fav.has(code), professions, colleges: colleges.map((x) => ({ code: x.code, name: x.name, nameEn: x.name_en })) });
});
