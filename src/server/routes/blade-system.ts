// /api/blade-system: menus, tenants, grade/time, student profile and password, and the school's student-area lists.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api, code, idLike, intLike, keyword, pageQuery, str, visibleText } from "../lib/api";
import { fail, ok, page, refusal } from "../lib/r";
import { comboOfSelection, offeredCombo } from "../../domain/course-rounds";
import type { AppEnv } from "../lib/context";
import type { TenantRow } from "../queries/system";
import { buildTree } from "../lib/tree";
import { forgetStudentScopes } from "../queries/volunteer";
import { changePassword, passwordBody } from "../lib/password-change";
import { dictionary, menuNodes, tenantByDomain, tenantById, topMenu } from "../queries/system";
import {
  consultPage, courseChoices, courseRound, courseRoundPage, examDetailPage, gradeOfTenant, saveCourseChoice, sharedFilePage, studentOfTenant,
  updateStudentProfile, type CourseChoiceRow,
} from "../queries/student-area";
import { buttonNodeSchema, consultSchema, courseChoiceSchema, courseRoundSchema, dictValueSchema, examDetailSchema, gradeDetailSchema, menuNodeSchema, sharedFileSchema, tenantSchema, topMenuItemSchema } from "../../contracts/system";
import { doneAnswer, pageOf } from "../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["system"];
/** The rows a page query asks for (current counts from 1). */
const sliceOf = (q: { current: number; size: number }) => ({ size: q.size, offset: (q.current - 1) * q.size });

api(router, {
  method: "get", path: "/menu/routes", tags: T, summary: "Menu tree (category 1 nodes); with topMenuId, the part under that top menu (Saber's sidebar)",
  description: "Every node has `children` (an array, empty on a leaf): Saber's router reads its length.",
  query: z.object({ topMenuId: z.string().trim().regex(/^\d{0,18}$/, { error: "topMenuId 应为数字编号" }).optional() }),
  data: menuNodeSchema.array(),
}, async (c, { query }) => {
  const tree = buildTree(await menuNodes(c.get("deps").database.db, 1));
  if (!query.topMenuId) return ok(c, tree);
  return ok(c, tree.filter((node) => node.id === query.topMenuId));
});

/** A tree with `children` only where there are some: Saber collects a code wherever `children` is missing. */
function leavesWithoutChildren<T extends { children: unknown[] }>(nodes: T[]): unknown[] {
  return nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: leavesWithoutChildren(children as T[]) } : node));
}

api(router, {
  method: "get", path: "/menu/buttons", tags: T, summary: "Button tree: menus with their buttons as leaves (permission map from leaf codes)",
  description: "A leaf (a button) has no `children` field, as SpringBlade serialises an empty list: Saber takes the code of every node without `children`, Sword reads each top node's code and children.",
  data: buttonNodeSchema.array(),
}, async (c) => {
  const all = await menuNodes(c.get("deps").database.db);
  // keep buttons and the menus on the path to them
  const keep = new Set<string>();
  const byId = new Map(all.map((m) => [m.id, m]));
  for (const m of all) if (m.category === 2) {
    let cur: typeof m | undefined = m;
    while (cur) { keep.add(cur.id); cur = byId.get(cur.parentId); }
  }
  return ok(c, leavesWithoutChildren(buildTree(all.filter((m) => keep.has(m.id)))));
});

api(router, {
  method: "get", path: "/menu/top-menu", tags: T, summary: "Top menu (SpringBlade's path; the same items as /blade-user/user/getTopMenu): id, code, name, source, sort", data: topMenuItemSchema.array(),
}, async (c) => ok(c, await topMenu(c.get("deps").database.db, c.get("user").authority)));

api(router, {
  method: "get", path: "/dict/dictionary", tags: T, summary: "The values of a dictionary list by code (sex, yes_no, menu_category, authority, user_status)",
  description: "Each value: id, parentId, code, dictKey, dictValue, sort, remark, isSealed, isDeleted. An unknown code gives an empty list.",
  query: z.object({ code: z.string({ error: "code 必填" }).trim().regex(/^[A-Za-z0-9_]{1,40}$/, { error: "code 只能包含字母、数字和下划线" }) }),
  data: dictValueSchema.array(),
}, async (c, { query }) => ok(c, await dictionary(c.get("deps").database.db, query.code)));

api(router, {
  method: "get", path: "/tenant/info", tags: T, auth: false, summary: "The tenant served at an address (Saber's login page sends its own address as domain)",
  description: "Matches the host of `domain` against the tenants' domains (scheme and trailing path ignored). No match: data with an empty tenantId, "
    + "which Saber reads as 'ask for the tenant id' (SpringBlade answers data null there, on which Saber's check fails).",
  query: z.object({ domain: str(300).optional() }),
  data: z.object({ tenantId: z.string(), tenantName: z.string(), tenantLogo: z.string(), domain: z.string(), backgroundUrl: z.string() }),
}, async (c, { query }) => {
  const t = await tenantByDomain(c.get("deps").database.db, query.domain ?? "");
  return ok(c, t
    ? { tenantId: t.tenantId, tenantName: t.tenantName, tenantLogo: t.tenantLogo, domain: t.domain, backgroundUrl: "" }
    : { tenantId: "", tenantName: "", tenantLogo: "", domain: "", backgroundUrl: "" });
});

const tenantView = (t: TenantRow) => ({ id: t.tenantId, tenantId: t.tenantId, tenantName: t.tenantName, tenantLogo: t.tenantLogo, domain: t.domain, linkman: t.contact, status: t.status });

api(router, {
  method: "get", path: "/tenant/list", tags: T, summary: "Tenants visible to the caller (only the caller's own tenant)",
  query: z.object({ ...pageQuery, tenantName: keyword(100).optional(), tenantId: code(12).optional() }), data: pageOf(tenantSchema),
}, async (c, { query }) => {
  const me = c.get("user");
  const own = await tenantById(c.get("deps").database.db, me.tenantId);
  const filtered = (own ? [own] : []).filter((t) => (!query.tenantName || t.tenantName.includes(query.tenantName)) && (!query.tenantId || t.tenantId === query.tenantId));
  return ok(c, page(filtered.map(tenantView).slice((query.current - 1) * query.size, query.current * query.size), filtered.length, query.current, query.size));
});

api(router, {
  method: "get", path: "/tenant/detail", tags: T, summary: "Tenant detail (own tenant only)",
  query: z.object({ tenantId: z.string({ error: "tenantId 必填" }).trim().regex(/^\d{1,12}$/, { error: "租户编号应为数字" }) }), data: tenantSchema,
}, async (c, { query }) => {
  const me = c.get("user");
  if (query.tenantId !== me.tenantId) return fail(c, "无权查看其他租户", 403);
  const t = await tenantById(c.get("deps").database.db, me.tenantId);
  return t ? ok(c, tenantView(t)) : fail(c, "租户不存在", 404);
});

api(router, {
  method: "get", path: "/grade/getCurrentTime", tags: T, summary: "Server time (data: 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai)",
  data: z.string(),
}, (c) => {
  const now = new Date(Date.now() + 8 * 3600_000).toISOString();
  return ok(c, `${now.slice(0, 10)} ${now.slice(11, 19)}`);
});

api(router, {
  method: "get", path: "/grade/detail", tags: T, summary: "Grade detail (the caller's grade, or a grade of the caller's tenant by id)",
  query: z.object({ id: idLike.optional() }), data: gradeDetailSchema.nullable(),
}, async (c, { query }) => {
  const me = c.get("user");
  const db = c.get("deps").database.db;
  let gradeId = query.id;
  if (gradeId == null && me.studentId) {
    gradeId = (await studentOfTenant(db, me.tenantId, me.studentId))?.gradeId ?? undefined;
  }
  if (gradeId == null) return ok(c, null);
  const g = await gradeOfTenant(db, me.tenantId, gradeId);
  return ok(c, g ? { id: String(g.id), tenantId: g.tenantId, gradeName: g.gradeName, startSchool: g.startSchool, appearType: g.appearType } : null);
});

api(router, { method: "post", path: "/student/updatePassword", tags: T, summary: "Student changes own password (id = own userId)", body: passwordBody, data: doneAnswer },
  (c, { body }) => changePassword(c, body, "student"));

api(router, {
  method: "post", path: "/student/update", tags: T, summary: "Update the caller's student profile (own student only)",
  body: z.object({
    id: idLike.optional(), studentName: visibleText(50).min(1).optional(), sex: intLike(0, 2).optional(), studentLogo: str(500).optional(),
    phone: z.string().trim().regex(/^1\d{10}$/, { error: "手机号码格式不正确" }).optional(), email: z.union([z.literal(""), z.email({ error: "邮箱格式不正确" }).max(100)]).optional(),
    classesNumber: str(20).optional(), subjects: str(50).optional(),
    regionCode: z.string().trim().regex(/^\d{2,12}$/, { error: "地区代码应为数字" }).optional(),
    modeName: z.enum(["3+3", "3+1+2", "文理"], { error: "modeName 应为 3+3、3+1+2 或 文理" }).optional(),
  }),
  data: doneAnswer,
}, async (c, { body }) => {
  const me = c.get("user");
  if (!me.studentId) return fail(c, "当前账号未关联学生", 403);
  // A parent sees the linked student's profile but does not edit it; only the student does.
  if (me.authority !== "student") return fail(c, "仅学生本人可以修改个人信息", 403);
  if (body.id != null && body.id !== me.studentId) return fail(c, "只能修改自己的信息", 403);
  const { id: _id, ...fields } = body;
  void _id;
  const updated = await updateStudentProfile(c.get("deps").database.db, me.tenantId, me.studentId, fields);
  await forgetStudentScopes();
  return updated ? ok(c, true, "保存成功") : fail(c, "学生不存在", 404);
});

api(router, {
  method: "post", path: "/sms/sendSms", tags: T, summary: "Send an SMS code (no SMS gateway configured: answers a business error)",
  body: z.object({ phone: z.string().trim().regex(/^1\d{10}$/, { error: "手机号码格式不正确" }) }),
  data: z.null().describe("never succeeds: no SMS gateway"),
}, (c) => fail(c, "短信服务未配置"));

api(router, {
  method: "get", path: "/schoolconsult/list", tags: T, summary: "School news and consultations of the caller's tenant (paged)",
  query: z.object({ ...pageQuery, title: keyword(100).optional(), category: keyword(30).optional() }), data: pageOf(consultSchema),
}, async (c, { query }) => {
  const { rows, n } = await consultPage(c.get("deps").database.db, c.get("user").tenantId, query, sliceOf(query));
  return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id) })), n, query.current, query.size));
});

api(router, {
  method: "get", path: "/file/list", tags: T, summary: "Files shared by the caller's tenant (paged)",
  query: z.object({ ...pageQuery, name: keyword(100).optional(), category: keyword(30).optional() }), data: pageOf(sharedFileSchema),
}, async (c, { query }) => {
  const { rows, n } = await sharedFilePage(c.get("deps").database.db, c.get("user").tenantId, query, sliceOf(query));
  return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id) })), n, query.current, query.size));
});

api(router, {
  method: "get", path: "/examdetail/list", tags: T, summary: "The caller's (or linked student's) exam results (paged)",
  query: z.object({ ...pageQuery, examName: keyword(100).optional(), subject: keyword(20).optional() }), data: pageOf(examDetailSchema),
}, async (c, { query }) => {
  const me = c.get("user");
  if (!me.studentId) return ok(c, page([], 0, query.current, query.size));
  const { rows, n } = await examDetailPage(c.get("deps").database.db, me.tenantId, me.studentId, query, sliceOf(query));
  return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id), studentId: String(r.studentId) })), n, query.current, query.size));
});

api(router, {
  method: "get", path: "/xkinfo/list_xk", tags: T, summary: "Course-selection rounds of the caller's tenant and grade (client sends current=1, size=10000)",
  query: z.object({ ...pageQuery, status: intLike(0, 9).optional() }), data: pageOf(courseRoundSchema),
}, async (c, { query }) => {
  const me = c.get("user");
  const { rows, n } = await courseRoundPage(c.get("deps").database.db, me.tenantId, me.studentId, query.status, sliceOf(query));
  return ok(c, page(rows.map((r) => ({ ...r, id: String(r.id), gradeId: r.gradeId == null ? "" : String(r.gradeId) })), n, query.current, query.size));
});

const cacheView = (r: CourseChoiceRow) => ({ ...r, id: String(r.id), studentId: String(r.studentId), xkInfoId: String(r.xkInfoId) });

api(router, {
  method: "get", path: "/xkstudentcache/list", tags: T, summary: "The student's saved course selections (paged)",
  query: z.object({ ...pageQuery, xkInfoId: idLike.optional() }), data: pageOf(courseChoiceSchema),
}, async (c, { query }) => {
  const me = c.get("user");
  if (!me.studentId) return ok(c, page([], 0, query.current, query.size));
  const rows = await courseChoices(c.get("deps").database.db, me.tenantId, me.studentId, query.xkInfoId);
  return ok(c, page(rows.slice((query.current - 1) * query.size, query.current * query.size).map(cacheView), rows.length, query.current, query.size));
});

const SUBJECTS = ["物理", "历史", "化学", "生物", "政治", "地理", "技术"];
api(router, {
  method: "post", path: "/xkstudentcache/submit", tags: T, summary: "Save (or submit) the student's course selection for a round of the caller's tenant",
  body: z.object({
    xkInfoId: idLike,
    firstSubject: z.enum(["物理", "历史", ""], { error: "首选科目应为物理或历史" }).default(""),
    secondSubjects: z.string().trim().max(30, { error: "长度不能超过30个字符" }).default("")
      .refine((v) => v === "" || v.split(",").every((x) => SUBJECTS.includes(x)), { error: "再选科目只能是 化学、生物、政治、地理 等科目，以逗号分隔" }),
    submitted: z.boolean({ error: "submitted 应为布尔值" }).default(false),
    remark: str(500).default(""),
  }),
  data: courseChoiceSchema,
}, async (c, { body }) => {
  const me = c.get("user");
  if (!me.studentId || me.authority !== "student") return fail(c, "仅学生本人可以提交选科", 403);
  const db = c.get("deps").database.db;
  const round = await courseRound(db, me.tenantId, body.xkInfoId);
  if (!round) return fail(c, "选科任务不存在", 404);
  const now = Date.now();
  if (now < round.startTime.getTime() || now > round.endTime.getTime()) return fail(c, "不在选科时间内");
  // a draft may be unfinished; a submitted choice must be one of the combinations the school offers in this round
  const chosen = comboOfSelection(body);
  if (body.submitted && round.combos.length > 0 && !offeredCombo(round.combos, chosen)) {
    return refusal(c, { field: "secondSubjects", msg: `本次选科开放的组合为 ${round.combos.join("、")}，请从中选择一个` });
  }
  const row = await saveCourseChoice(db, {
    tenantId: me.tenantId, studentId: me.studentId, xkInfoId: round.id,
    firstSubject: body.firstSubject, secondSubjects: body.secondSubjects, submitted: body.submitted, remark: body.remark,
  });
  return ok(c, cacheView(row), "保存成功");
});
