// /api/common/zhaunye (the portal's spelling; /api/common/zhuanye also works): professions list, major trees, details.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { pinyinMatcher, professionWords } from "../lib/search-terms";
import { api, keyword } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { favouriteCodes, pageWindow, paging, RESOURCE } from "../lib/ref";
import {
  collegesAdmittingTo, countMajorHit, countProfessionHit, majorByCode, majorNodes, majorsOfProfession, professionByCode, professionMajorLinks, professionNodes,
  professionPage, professionsOfMajor,
} from "../queries/catalogue";
import { pageOf } from "../../contracts/common";
import { catalogueNodeSchema, majorDetailSchema, professionDetailSchema, professionListItemSchema } from "../../contracts/zhuanye";
export const router = new OpenAPIHono<AppEnv>();
const T = ["major", "profession"];

api(router, {
  method: "post", path: "/list-by-page", tags: T,
  data: pageOf(professionListItemSchema), summary: "Professions, paged (pageIndex default 1, pageSize default 10); hits truthy sorts by popularity; keyword, parentCode filter",
  body: z.object({ ...paging, hits: z.union([z.boolean(), z.number().int(), z.string().max(10)]).optional(), keyword: keyword(50).optional(), parentCode: z.string().trim().max(12).regex(/^[0-9-]*$/, { error: "parentCode 格式不正确" }).optional() }),
}, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const me = c.get("user");
  const { current, size, offset } = pageWindow(body);
  const { rows, n } = await professionPage(db, { keyword: body.keyword, parentCode: body.parentCode, hits: Boolean(body.hits) }, { size, offset });
  const links = await professionMajorLinks(db, rows.map((r) => r.code));
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.profession, rows.map((r) => r.code));
  return ok(c, page(rows.map((r) => ({ ...r, id: r.code, isFavorite: fav.has(r.code), majors: links.filter((l) => l.pc === r.code).map(({ pc: _p, ...l }) => l) })), n, current, size));
});

/** A tree keyword as a test of a leaf's name and code: part of the name, an everyday word for it, pinyin, or the code's start. */
async function leafMatcher(kw: string | undefined, words: (kw: string) => string[] = (k) => [k]): Promise<((name: string, code: string) => boolean) | undefined> {
  if (!kw) return undefined;
  const byPinyin = await pinyinMatcher(kw);
  const all = words(kw);
  return (name, code) => all.some((w) => name.includes(w)) || code.startsWith(kw) || (byPinyin?.(name) ?? false);
}

api(router, { method: "post", path: "/query-profession-tree", tags: T, data: catalogueNodeSchema.array(), summary: "Profession category tree (大类 → 中类 → 职业)", body: z.object({ keywords: keyword(50).optional() }) }, async (c, { body }) => {
  const rows = await professionNodes(c.get("deps").database.db);
  return ok(c, tree(rows.map((r) => ({ code: r.code, parent: r.parentCode, name: r.name, leaf: r.level === 3 })), body.keywords, await leafMatcher(body.keywords, professionWords)));
});

api(router, { method: "post", path: "/find-profession", tags: T, data: professionDetailSchema, summary: "Profession detail with related majors", body: z.object({ code: z.string({ error: "code 必填" }).trim().max(12).regex(/^[0-9-]+$/, { error: "职业代码格式不正确" }) }) }, async (c, { body }) => {
  const db = c.get("deps").database.db;
  const row = await professionByCode(db, body.code);
  if (!row) return fail(c, "职业不存在", 404);
  await countProfessionHit(db, row.code);
  const majors = await majorsOfProfession(db, row.code);
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
  const rows = await majorNodes(c.get("deps").database.db, level);
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
  const row = await majorByCode(db, code, body.level);
  if (!row) return fail(c, "专业不存在", 404);
  await countMajorHit(db, code, body.level);
  const professions = await professionsOfMajor(db, code, body.level);
  const colleges = await collegesAdmittingTo(c.get("deps").database, code);
  const fav = await favouriteCodes(db, me.tenantId, me.userId, RESOURCE.major, [code]);
  return ok(c, { ...row, isFavorite: fav.has(code), professions, colleges });
});
