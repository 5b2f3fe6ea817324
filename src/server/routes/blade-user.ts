// /api/blade-user: registration of third-party guests, user info, top menu, logout, family account, password, feedback,
// error logs; and SpringBlade's user management for a school's administrators (page, detail, submit, update, remove,
// reset-password).
// portal.md leaves the base path of user/getUserInfo, user/getTopMenu, user/logout, feedback and error-log upload open: they live here.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api, str, visibleText } from "../lib/api";
import { badRequest, fail, ok, refusal } from "../lib/r";
import { actorOf } from "../lib/owner";
import { idRequest, idsInput, resetPasswordRequest, userPageRequest, userPageSchema, userSchema, userSubmitRequest, userUpdateRequest } from "../../contracts/admin";
import { createUser, removeUsers, resetPasswords, updateUser, userDetail, userPage } from "../queries/school/people";
import { clientAddress, type AppEnv, type Ctx } from "../lib/context";
import { hashPassword } from "../auth/passwords";
import { revokeUserFamilies } from "../auth/tokens";
import { takeQuota } from "../auth/rate-limit";
import { endLogin, findUser, findUserById } from "../lib/accounts";
import { tenantById, topMenu } from "../queries/system";
import { counselledClassCount } from "../queries/school/classes";
import { gradeOfTenant, studentOfTenant } from "../queries/student-area";
import { addErrorLogs, addFeedback, createParentAccount, insertPendingGuest, updateParentAccount } from "../queries/user-records";
import { changePassword, password, passwordBody, wrongCurrentPassword } from "../lib/password-change";
import { ACCOUNT_PATTERN } from "../../contracts/fields";
import { errorLogAnswer, parentAccountAnswer, topMenuItemSchema, userInfoSchema } from "../../contracts/system";
import { doneAnswer, idAnswer } from "../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const REGISTERED = "提交成功，请等待管理员审核（账号名如已被使用，审核时会与你联系）";

api(router, {
  method: "post", path: "/register-guest", tags: ["user"], auth: false, summary: "Register a third-party account (pending administrator approval)",
  description: "Creates the account with status pending; `npm run admin -- approve <account> [tenantId]` approves it.",
  query: z.object({
    tenantId: z.string({ error: "请先输入租户编号" }).trim().regex(/^\d{1,12}$/, { error: "租户编号应为数字" }),
    name: visibleText(50).optional(),
    account: z.string({ error: "请先输入账号名称" }).trim().min(2, { error: "账号名称至少2个字符" }).max(50, { error: "长度不能超过50个字符" }).regex(ACCOUNT_PATTERN, { error: "账号名称只能包含字母、数字和 _ . @ -" }),
    password,
    oauthId: str(100).optional(),
  }),
  data: doneAnswer,
}, async (c, { query }) => {
  const db = c.get("deps").database.db;
  if (!(await takeQuota(db, "register-guest", clientAddress(c)))) return fail(c, "本机提交注册过于频繁，请一小时后再试");
  if (!(await tenantById(db, query.tenantId))) return fail(c, "租户编号不存在");
  // The same answer whether or not the account name is taken, so nobody can learn which accounts exist; a taken name
  // is not registered again (the administrator sees only real requests).
  const passwordHash = await hashPassword(query.password);
  if (!(await findUser(db, query.tenantId, query.account))) {
    await insertPendingGuest(db, { tenantId: query.tenantId, account: query.account, userName: query.name || query.account, passwordHash, oauthId: query.oauthId ?? "" });
  }
  return ok(c, true, REGISTERED);
});

api(router, {
  method: "get", path: "/tenant/info", tags: ["user"], auth: false, summary: "Tenant name and logo by tenantId (login screen)",
  query: z.object({ tenantId: z.string().trim().regex(/^\d{1,12}$/, { error: "租户编号应为数字" }) }),
  data: z.object({ tenantId: z.string(), tenantName: z.string(), tenantLogo: z.string() }).nullable(),
}, async (c, { query }) => {
  const t = await tenantById(c.get("deps").database.db, query.tenantId);
  if (!t) return fail(c, "租户不存在", 404);
  return ok(c, { tenantId: t.tenantId, tenantName: t.tenantName, tenantLogo: t.tenantLogo });
});

/** A third-party guest (userId -1): what the provider said about them, and their tenant; no student, no roles. */
async function guestInfo(c: Ctx) {
  const me = c.get("user");
  const t = await tenantById(c.get("deps").database.db, me.tenantId);
  return {
    userId: String(me.userId), account: me.account, userName: me.guest?.userName ?? "", avatar: "", oauthId: me.guest?.oauthId ?? "",
    tenantId: me.tenantId, tenantName: t?.tenantName ?? "", tenantLogo: t?.tenantLogo ?? "",
    authority: "student", roles: [] as string[],
    studentId: "", studentName: "", studentLogo: "", sex: 0, phone: "", regionCode: "", modeName: "",
    startSchool: "", appearType: 0, classesNumber: "", subjects: "", gradeId: "", gradeName: "", counselledClasses: 0, psychologyDuty: false,
  };
}

async function userInfo(c: Ctx) {
  const { database } = c.get("deps");
  const me = c.get("user");
  if (me.guest) return guestInfo(c);
  const db = database.db;
  const u = await findUserById(db, me.userId);
  if (!u || u.tenantId !== me.tenantId) return null;
  const t = await tenantById(db, u.tenantId);
  const stu = u.studentId ? await studentOfTenant(db, me.tenantId, u.studentId) : undefined;
  const grade = stu?.gradeId ? await gradeOfTenant(db, me.tenantId, stu.gradeId) : undefined;
  const teacher = u.authority === "teacher";
  return {
    userId: String(u.id), account: u.account, userName: u.userName, avatar: u.avatar, oauthId: u.oauthId,
    tenantId: u.tenantId, tenantName: t?.tenantName ?? "", tenantLogo: t?.tenantLogo ?? "",
    authority: u.authority, roles: [u.authority],
    studentId: stu ? String(stu.id) : "", studentName: stu?.studentName ?? "", studentLogo: stu?.studentLogo ?? "",
    // a student without a province of their own (and staff) start from the school's province
    sex: stu?.sex ?? 0, phone: stu?.phone ?? "", regionCode: stu?.regionCode || (t?.provinceCode ? `${t.provinceCode}0000` : ""), modeName: stu?.modeName ?? "",
    startSchool: stu?.startSchool ?? "", appearType: stu?.appearType ?? 0, classesNumber: stu?.classesNumber ?? "",
    subjects: stu?.subjects ?? "", gradeId: grade ? String(grade.id) : "", gradeName: grade?.gradeName ?? "",
    // what a teacher does names their home (我的班级, 心理关注 or 教师工作台): read at every call, so a change shows on the next page
    counselledClasses: teacher ? await counselledClassCount(database, { tenantId: u.tenantId, userId: u.id }) : 0,
    psychologyDuty: teacher && u.psychologyDuty === true,
  };
}

api(router, {
  method: "get", path: "/user/getUserInfo", tags: ["user"], guest: true, summary: "Current user, student and tenant",
  description: "A third-party guest token (social grant, no local account) gets userId \"-1\" with its oauthId, suggested account, user name and tenant.",
  data: userInfoSchema,
}, async (c) => {
  const info = await userInfo(c);
  return info ? ok(c, info) : fail(c, "用户不存在", 401);
});

api(router, { method: "get", path: "/user/getTopMenu", tags: ["user"], summary: "Top menu (home, career, volunteer, mine; a school's staff get home and mine, and the portal adds school administration)", data: topMenuItemSchema.array() },
  async (c) => ok(c, await topMenu(c.get("deps").database.db, c.get("user").authority)));

const logout = async (c: Ctx) => {
  await endLogin(c.get("deps").database.db, c.get("user"));
  return ok(c, true, "退出成功");
};
api(router, { method: "get", path: "/user/logout", tags: ["user"], guest: true, summary: "Log out: revokes this login's access and refresh tokens", data: doneAnswer }, logout);
api(router, { method: "post", path: "/user/logout", tags: ["user"], guest: true, summary: "Log out (POST form)", body: z.object({}).loose(), data: doneAnswer }, logout);

api(router, {
  method: "post", path: "/studentfamily/updatePassword", tags: ["user"], summary: "Parent changes own password (id = own userId)", body: passwordBody, data: doneAnswer,
}, (c, { body }) => changePassword(c, body, "parent"));

api(router, {
  method: "post", path: "/studentfamily/submit", tags: ["user"],
  summary: "Create or update the parent (family) account linked to the caller's student",
  description: "Changing an existing parent account's password needs that account's current password (parentPassword); it then signs the parent out everywhere.",
  body: z.object({
    account: z.string({ error: "账号必填" }).trim().min(2, { error: "账号至少2个字符" }).max(50, { error: "长度不能超过50个字符" }).regex(ACCOUNT_PATTERN, { error: "账号只能包含字母、数字和 _ . @ -" }),
    userName: visibleText(50).optional(),
    password: password.optional(),
    /** the parent account's current password: needed to change it */
    parentPassword: z.string().max(20, { error: "密码长度在6到20个字符" }).optional(),
  }),
  data: parentAccountAnswer,
}, async (c, { body }) => {
  const me = c.get("user");
  const db = c.get("deps").database.db;
  if (me.authority !== "student" || !me.studentId) return fail(c, "仅学生账号可以绑定家长账号", 403);
  const existing = await findUser(db, me.tenantId, body.account);
  if (existing) {
    if (existing.authority !== "parent" || existing.studentId !== me.studentId) return fail(c, "账号已存在");
    if (body.password) {
      // the parent's password is the parent's: changing it takes knowing it
      if (!body.parentPassword) return refusal(c, { field: "parentPassword", msg: "修改家长账号的密码需要输入家长账号的原密码" });
      const wrong = await wrongCurrentPassword(db, existing.id, existing.passwordHash, body.parentPassword);
      if (wrong) return fail(c, wrong.replace("原密码", "家长账号的原密码"));
    }
    await updateParentAccount(db, me.tenantId, existing.id, {
      userName: body.userName || existing.userName, ...(body.password ? { passwordHash: await hashPassword(body.password) } : {}),
    });
    if (body.password) await revokeUserFamilies(db, existing.id, "password-change");
    return ok(c, { userId: String(existing.id) }, "保存成功");
  }
  if (!body.password) return badRequest(c, "参数校验失败：password 必填");
  const id = await createParentAccount(db, {
    tenantId: me.tenantId, account: body.account, userName: body.userName || body.account, studentId: me.studentId, passwordHash: await hashPassword(body.password),
  });
  return ok(c, { userId: String(id) }, "保存成功");
});

api(router, {
  method: "post", path: "/feedback/submit", tags: ["user"], summary: "Store user feedback",
  body: z.object({ content: z.string({ error: "反馈内容必填" }).trim().min(1, { error: "反馈内容必填" }).max(2000, { error: "长度不能超过2000个字符" }), contact: str(100).optional(), category: str(30).optional() }),
  data: idAnswer,
}, async (c, { body }) => {
  const me = c.get("user");
  if (!(await takeQuota(c.get("deps").database.db, "feedback", clientAddress(c)))) return fail(c, "反馈提交过于频繁，请一小时后再试");
  const id = await addFeedback(c.get("deps").database.db, { tenantId: me.tenantId, userId: me.userId, content: body.content, contact: body.contact ?? "", category: body.category ?? "" });
  return ok(c, { id: String(id) }, "感谢您的反馈");
});

const logEntry = z.object({
  type: str(50).optional(), url: str(2000).optional(), message: str(2000).optional(), stack: str(8000).optional(),
  info: str(2000).optional(), time: z.union([str(40), z.number()]).optional(),
});
api(router, {
  method: "post", path: "/error-log/upload", tags: ["user"], summary: "Upload the client's stored error log (array of entries, at most 200)",
  body: z.union([z.array(logEntry).max(200, { error: "一次最多上传200条" }), z.object({ logs: z.array(logEntry).max(200, { error: "一次最多上传200条" }) })]),
  data: errorLogAnswer,
}, async (c, { body }) => {
  const me = c.get("user");
  const list = Array.isArray(body) ? body : body.logs;
  if (list.length > 0 && !(await takeQuota(c.get("deps").database.db, "error-log", clientAddress(c)))) return fail(c, "错误日志上传过于频繁，请稍后再试");
  if (list.length > 0) {
    await addErrorLogs(c.get("deps").database.db, list.map((e) => ({
      tenantId: me.tenantId, userId: me.userId, type: e.type ?? "", url: e.url ?? "", message: e.message ?? "", stack: e.stack ?? "", info: e.info ?? "", time: String(e.time ?? ""),
    })));
  }
  return ok(c, { count: list.length }, "发送成功");
});

// ---------------------------------------------------------------- user management (SpringBlade; school administrators)
// Every query goes through the administrator's SchoolScope (lib/owner.ts); every change is in the audit log.

const ADMIN = ["admin"] as const;
const USERS = ["user"];

api(router, {
  method: "get", path: "/page", tags: USERS, roles: ADMIN, query: userPageRequest, data: userPageSchema,
  summary: "The school's accounts (paged; filter authority, status, keyword, gradeId, classId); waiting and rejected registrations only with status 0 or 3",
}, async (c, { query }) => ok(c, await userPage(c.get("deps").database, actorOf(c), query)));

api(router, { method: "get", path: "/detail", tags: USERS, roles: ADMIN, query: idRequest, data: userSchema, summary: "One account of the school" }, async (c, { query }) => {
  const view = await userDetail(c.get("deps").database, actorOf(c), query.id);
  return view ? ok(c, view) : refusal(c, { field: "id", msg: "没有这个账号" });
});

api(router, {
  method: "post", path: "/submit", tags: USERS, roles: ADMIN, body: userSubmitRequest, data: userSchema,
  summary: "Create an account: a student (classId and province; gets the class's open tasks), a parent (studentId), a teacher (classIds it counsels) or an administrator",
}, async (c, { body }) => {
  const outcome = await createUser(c.get("deps").database, actorOf(c), body);
  return outcome.ok ? ok(c, outcome.value, "创建成功") : refusal(c, outcome);
});

api(router, {
  method: "post", path: "/update", tags: USERS, roles: ADMIN, body: userUpdateRequest, data: userSchema,
  summary: "Change an account: name, status (1 active, 2 disabled: signed out at once), a student's class and details, a parent's student, a teacher's classes",
}, async (c, { body }) => {
  const outcome = await updateUser(c.get("deps").database, actorOf(c), body);
  return outcome.ok ? ok(c, outcome.value, "保存成功") : refusal(c, outcome);
});

api(router, {
  method: "post", path: "/remove", tags: USERS, roles: ADMIN, query: z.object({ ids: idsInput.optional() }), body: z.object({ ids: idsInput.optional() }),
  summary: "Remove accounts (`ids`: comma-separated in the query as SpringBlade sends it, or in the body); they are signed out and never listed again", data: doneAnswer,
}, async (c, { query, body }) => {
  const ids = query.ids ?? body.ids;
  if (!ids) return refusal(c, { field: "ids", msg: "必填" });
  const outcome = await removeUsers(c.get("deps").database, actorOf(c), ids);
  return outcome.ok ? ok(c, true, `已删除 ${outcome.value} 个账号`) : refusal(c, outcome);
});

api(router, {
  method: "post", path: "/reset-password", tags: USERS, roles: ADMIN, body: resetPasswordRequest,
  summary: "Set a new password on accounts (`userIds`, `password`); each is signed out everywhere", data: doneAnswer,
}, async (c, { body }) => {
  const outcome = await resetPasswords(c.get("deps").database, actorOf(c), body.userIds, body.password);
  return outcome.ok ? ok(c, true, `已重置 ${outcome.value} 个账号的密码`) : refusal(c, outcome);
});

api(router, {
  method: "post", path: "/update-password", tags: USERS, roles: ["admin", "teacher", "operator"], body: passwordBody,
  summary: "A school's staff member (or the platform operator) changes their own password (id = own userId); every other session of theirs ends", data: doneAnswer,
}, (c, { body }) => changePassword(c, body, null));
