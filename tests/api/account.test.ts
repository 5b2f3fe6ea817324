import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, DEMO, DEMO_GRADE, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let student: Client, parent: Client, other: Client;
beforeAll(async () => {
  t = await setup();
  [student, parent, other] = await Promise.all([loggedIn(t.app), loggedIn(t.app, "parent", "Parent@2026"), loggedIn(t.app, "student", "Student@2026", "100001")]);
}, 120_000);
afterAll(async () => { await t?.close(); });

const authed = [
  ["GET", "/api/blade-user/user/getUserInfo"], ["GET", "/api/blade-user/user/getTopMenu"], ["GET", "/api/blade-system/menu/routes"],
  ["GET", "/api/blade-system/menu/buttons"], ["GET", "/api/blade-system/tenant/list"], ["GET", "/api/blade-system/tenant/detail?tenantId=000000"],
  ["GET", "/api/blade-system/grade/getCurrentTime"], ["GET", "/api/blade-system/grade/detail"], ["GET", "/api/blade-system/schoolconsult/list"],
  ["GET", "/api/blade-system/file/list"], ["GET", "/api/common/studenttask/list"], ["GET", "/api/blade-system/examdetail/list"],
  ["GET", "/api/blade-system/xkinfo/list_xk?current=1&size=10000"], ["GET", "/api/blade-system/xkstudentcache/list"], ["GET", "/api/common/mbghinfo/list"],
  ["GET", "/api/common/studentadmissonplanmain/list"], ["GET", "/api/common/studentacademicplanmain/list"], ["GET", "/api/new/timetable/studentTimeTable"],
  ["POST", "/api/blade-user/feedback/submit"], ["POST", "/api/blade-user/error-log/upload"], ["POST", "/api/blade-system/student/update"],
  ["POST", "/api/blade-system/student/updatePassword"], ["POST", "/api/blade-user/studentfamily/updatePassword"], ["POST", "/api/blade-user/studentfamily/submit"],
  ["POST", "/api/blade-system/xkstudentcache/submit"], ["GET", "/api/blade-user/user/logout"],
] as const;

describe("auth required", () => {
  it.each(authed)("%s %s answers 401 in the body without a token", async (method, url) => {
    const anon = new Client(t.app);
    const r = await anon.call(method, url, method === "POST" ? {} : undefined);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 401, success: false, msg: "请求未授权" });
  });
});

describe("user info, menus, tenants, time", () => {
  it("getUserInfo returns the student, tenant and roles", async () => {
    const r = await student.get("/api/blade-user/user/getUserInfo");
    expect(r.json.data).toMatchObject({ account: "student", tenantId: "000000", tenantName: "启航示范中学", authority: "student", roles: ["student"], studentName: "李明" });
    expect(r.json.data.regionCode.slice(0, 2)).toBe("44");
    const p = await parent.get("/api/blade-user/user/getUserInfo");
    expect(p.json.data).toMatchObject({ authority: "parent", studentName: "李明" });
    const o = await other.get("/api/blade-user/user/getUserInfo");
    expect(o.json.data).toMatchObject({ tenantId: "100001", studentName: "王芳" });
  });

  it("menu routes are the portal tree; buttons give a permission map", async () => {
    const r = await student.get("/api/blade-system/menu/routes");
    const paths = r.json.data.map((m: any) => m.path);
    expect(paths).toEqual(["/wel/index", "/career/index", "/volunteer/index", "/mine/index"]);
    for (const m of r.json.data) expect(Array.isArray(m.children)).toBe(true);
    expect(r.json.data[0].children.some((c: any) => c.path === "/wel/colleges/index")).toBe(true);
    const b = await student.get("/api/blade-system/menu/buttons");
    const leaves: string[] = [];
    // a button has no children field at all (SpringBlade's shape): the portal's permissionMap and Saber both read that
    const walk = (n: any[]) => n.forEach((x) => (x.children ? walk(x.children) : leaves.push(x.code)));
    walk(b.json.data);
    expect(leaves).toContain("college_follow");
    expect(leaves).toContain("volunteer_fill");
    const top = await student.get("/api/blade-user/user/getTopMenu");
    expect(top.json.data.map((m: any) => m.name)).toEqual(["首页", "生涯规划", "志愿填报", "我的"]);
    // a school's staff have no plan or archive of their own: no 生涯规划 or 志愿填报 in their top bar
    const teacher = await loggedIn(t.app, "teacher", "Teacher@2026");
    expect((await teacher.get("/api/blade-user/user/getTopMenu")).json.data.map((m: any) => m.name)).toEqual(["首页", "我的"]);
  });

  it("tenant list and detail show only the caller's tenant", async () => {
    const l = await student.get("/api/blade-system/tenant/list");
    expect(l.json.data.records.map((x: any) => x.tenantId)).toEqual(["000000"]);
    expect(l.json.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect((await student.get("/api/blade-system/tenant/detail?tenantId=000000")).json.data.tenantName).toBe("启航示范中学");
    expect((await student.get("/api/blade-system/tenant/detail?tenantId=100001")).json.code).toBe(403);
    expect400(await student.get("/api/blade-system/tenant/detail"), "tenantId");
    const pub = await new Client(t.app).get("/api/blade-user/tenant/info?tenantId=100001");
    expect(pub.json.data).toMatchObject({ tenantName: "启航实验学校" });
  });

  it("server time and grade", async () => {
    const r = await student.get("/api/blade-system/grade/getCurrentTime");
    expect(r.json.data).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const g = await student.get("/api/blade-system/grade/detail");
    expect(g.json.data).toMatchObject({ gradeName: DEMO_GRADE, startSchool: DEMO.demoEnrolment });
    const og = await other.get("/api/blade-system/grade/detail");
    expect((await student.get(`/api/blade-system/grade/detail?id=${og.json.data.id}`)).json.data).toBeNull();
    expect400(await student.get("/api/blade-system/grade/detail?id=abc"), "id");
  });
});

describe("student area lists are scoped to tenant and student", () => {
  const lists = ["/api/blade-system/schoolconsult/list", "/api/blade-system/file/list", "/api/common/studenttask/list", "/api/blade-system/examdetail/list",
    "/api/blade-system/xkinfo/list_xk?current=1&size=10000", "/api/blade-system/xkstudentcache/list", "/api/common/mbghinfo/list",
    "/api/common/studentadmissonplanmain/list", "/api/common/studentacademicplanmain/list"];
  it.each(lists)("%s", async (url) => {
    const a = await student.get(url);
    const b = await other.get(url);
    expect(a.json.code).toBe(200);
    expect(a.json.data).toHaveProperty("records");
    expect(a.json.data.total).toBeGreaterThan(0);
    const ta = JSON.stringify(a.json.data.records), tb = JSON.stringify(b.json.data.records);
    expect(ta).not.toContain("实验学校");
    expect(tb).not.toContain("示范中学");
    const p = await parent.get(url);
    expect(p.json.data.total).toBe(a.json.data.total);
  });

  it("pages and filters", async () => {
    const r = await student.get("/api/blade-system/examdetail/list?current=2&size=4");
    expect(r.json.data).toMatchObject({ total: 6, size: 4, current: 2, pages: 2 });
    expect(r.json.data.records).toHaveLength(2);
    const f = await student.get(`/api/blade-system/examdetail/list?subject=${encodeURIComponent("数学")}`);
    expect(f.json.data.total).toBe(1);
    expect400(await student.get("/api/blade-system/examdetail/list?size=0"), "size");
    expect400(await student.get("/api/blade-system/examdetail/list?current=abc"), "current");
    expect400(await student.get(`/api/blade-system/examdetail/list?subject=${encodeURIComponent("' OR 1=1 --")}`), "subject");
  });

  it("timetable", async () => {
    const r = await student.get("/api/new/timetable/studentTimeTable?weekday=1");
    expect(r.json.data).toHaveLength(6);
    expect((await student.get("/new/timetable/studentTimeTable")).json.data).toHaveLength(30);
    expect400(await student.get("/api/new/timetable/studentTimeTable?weekday=9"), "weekday");
  });

  it("course selection submit saves for the caller only", async () => {
    const rounds = await student.get("/api/blade-system/xkinfo/list_xk?current=1&size=10000");
    const id = rounds.json.data.records[0].id;
    const r = await student.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: id, firstSubject: "物理", secondSubjects: "化学,地理", submitted: true });
    expect(r.json.code).toBe(200);
    const l = await student.get(`/api/blade-system/xkstudentcache/list?xkInfoId=${id}`);
    expect(l.json.data.records[0]).toMatchObject({ secondSubjects: "化学,地理", submitted: true });
    const otherRounds = await other.get("/api/blade-system/xkinfo/list_xk");
    const foreign = await student.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: otherRounds.json.data.records[0].id, firstSubject: "历史" });
    expect(foreign.json.code).toBe(404);
    expect((await parent.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: id, firstSubject: "物理" })).json.code).toBe(403);
    expect400(await student.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: id, firstSubject: "音乐" }), "firstSubject");
    expect400(await student.post("/api/blade-system/xkstudentcache/submit", { firstSubject: "物理" }), "xkInfoId");
    expect400(await student.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: "1; drop table users" }), "xkInfoId");
    // a submitted choice must be one the school offers in the round; a draft may be unfinished
    expect400(await student.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: id, firstSubject: "物理", secondSubjects: "政治,生物", submitted: true }), /secondSubjects.*物理\+化学\+生物/);
    expect((await student.post("/api/blade-system/xkstudentcache/submit", { xkInfoId: id, firstSubject: "物理", secondSubjects: "", submitted: false })).json.code).toBe(200);
  });

  it("a student sees the 选科 rounds of their own grade and the whole school's, not another grade's", async () => {
    const [grade] = await t.database.rows<{ id: number }>(sql`insert into grades (tenant_id, grade_name, start_school, appear_type) values ('000000', '2030级', 2030, 0) returning id`);
    await t.database.rows(sql`insert into xk_infos (tenant_id, grade_id, title, combos, start_time, end_time) values
      ('000000', ${grade!.id}, '另一个年级的选科', '[]'::jsonb, now(), now() + interval '30 days'),
      ('000000', null, '全校选科意向调查', '[]'::jsonb, now(), now() + interval '30 days')`);
    const titles = (await student.get("/api/blade-system/xkinfo/list_xk?current=1&size=10000")).json.data.records.map((r: { title: string }) => r.title);
    expect(titles).toContain("全校选科意向调查");
    expect(titles).not.toContain("另一个年级的选科");
    expect(titles.some((title: string) => title.endsWith("选科（示范中学）"))).toBe(true);
  });
});

describe("profile, passwords, family account, feedback, error log", () => {
  it("student update changes only the caller's student", async () => {
    const r = await student.post("/api/blade-system/student/update", { classesNumber: "5", phone: "13900000000" });
    expect(r.json.code).toBe(200);
    expect((await student.get("/api/blade-user/user/getUserInfo")).json.data.classesNumber).toBe("5");
    const otherInfo = await other.get("/api/blade-user/user/getUserInfo");
    expect((await student.post("/api/blade-system/student/update", { id: otherInfo.json.data.studentId, classesNumber: "9" })).json.code).toBe(403);
    expect((await other.get("/api/blade-user/user/getUserInfo")).json.data.classesNumber).toBe("1");
    // The parent reads the child's profile but may not change it.
    expect((await parent.post("/api/blade-system/student/update", { classesNumber: "7" })).json.code).toBe(403);
    expect((await student.get("/api/blade-user/user/getUserInfo")).json.data.classesNumber).toBe("5");
    expect400(await student.post("/api/blade-system/student/update", { phone: "12345" }), "phone");
    expect400(await student.post("/api/blade-system/student/update", { studentName: "x".repeat(51) }), "studentName");
    expect400(await student.post("/api/blade-system/student/update", { sex: "male" }), "sex");
  });

  it("student/updatePassword changes the password (6–20, old must match, own id)", async () => {
    const c = await loggedIn(t.app);
    const id = (await c.get("/api/blade-user/user/getUserInfo")).json.data.userId;
    expect400(await c.post("/api/blade-system/student/updatePassword", { id, studentPassword: "Student@2026", studentNewPassword: "123" }), "studentNewPassword");
    expect400(await c.post("/api/blade-system/student/updatePassword", { id, studentPassword: "Student@2026" }), "studentNewPassword");
    expect((await c.post("/api/blade-system/student/updatePassword", { id, studentPassword: "wrong-old", studentNewPassword: "NewPass@1" })).json.msg).toBe("原密码不正确");
    expect((await c.post("/api/blade-system/student/updatePassword", { id: Number(id) + 1, studentPassword: "Student@2026", studentNewPassword: "NewPass@1" })).json.code).toBe(403);
    expect((await c.post("/api/blade-system/student/updatePassword", { id, studentPassword: "Student@2026", studentNewPassword: "NewPass@1" })).json.code).toBe(200);
    expect((await new Client(t.app).login("student", "NewPass@1")).json.code).toBe(200);
    expect((await c.post("/api/blade-system/student/updatePassword", { id, studentPassword: "NewPass@1", studentNewPassword: "Student@2026" })).json.code).toBe(200);
    // the change signed the student out everywhere else, the file's own session too
    expect((await student.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
    student = await loggedIn(t.app);
  });

  it("studentfamily/updatePassword is for the parent account", async () => {
    const p = await loggedIn(t.app, "parent", "Parent@2026");
    const id = (await p.get("/api/blade-user/user/getUserInfo")).json.data.userId;
    expect((await p.post("/api/blade-user/studentfamily/updatePassword", { id, studentPassword: "Parent@2026", studentNewPassword: "Parent@2027" })).json.code).toBe(200);
    expect((await p.post("/api/blade-user/studentfamily/updatePassword", { id, studentPassword: "Parent@2027", studentNewPassword: "Parent@2026" })).json.code).toBe(200);
    parent = await loggedIn(t.app, "parent", "Parent@2026");
    const sid = (await student.get("/api/blade-user/user/getUserInfo")).json.data.userId;
    expect((await student.post("/api/blade-user/studentfamily/updatePassword", { id: sid, studentPassword: "Student@2026", studentNewPassword: "Parent@2027" })).json.code).toBe(403);
  });

  it("studentfamily/submit creates a parent linked to the caller's student", async () => {
    const r = await student.post("/api/blade-user/studentfamily/submit", { account: "mum_li", userName: "李明妈妈", password: "Mum@2026" });
    expect(r.json.code).toBe(200);
    const m = await loggedIn(t.app, "mum_li", "Mum@2026");
    const info = (await m.get("/api/blade-user/user/getUserInfo")).json.data;
    expect(info).toMatchObject({ authority: "parent", studentName: "李明" });
    expect((await student.post("/api/blade-user/studentfamily/submit", { account: "student", password: "Mum@2026" })).json.msg).toBe("账号已存在");
    expect((await parent.post("/api/blade-user/studentfamily/submit", { account: "x_y", password: "Mum@2026" })).json.code).toBe(403);
  });

  it("feedback and error logs are stored", async () => {
    const f = await student.post("/api/blade-user/feedback/submit", { content: "希望增加更多省份的数据", contact: "13800000001" });
    expect(f.json.code).toBe(200);
    expect400(await student.post("/api/blade-user/feedback/submit", { content: "" }), "content");
    expect400(await student.post("/api/blade-user/feedback/submit", { content: "x".repeat(2001) }), "content");
    const e = await student.post("/api/blade-user/error-log/upload", [{ type: "error", url: "/wel/index", message: "x is undefined", stack: "at a", info: "render", time: "2026-11-21 10:00:00" }]);
    expect(e.json).toMatchObject({ code: 200, msg: "发送成功", data: { count: 1 } });
    expect400(await student.post("/api/blade-user/error-log/upload", Array.from({ length: 201 }, () => ({}))));
    const rows = await t.database.rows<{ n: number }>((await import("drizzle-orm")).sql`select count(*)::int as n from error_logs`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe("sms", () => {
  it("validates the phone and answers a business error (no gateway configured)", async () => {
    expect((await student.post("/api/blade-system/sms/sendSms", { phone: "13800000001" })).json).toMatchObject({ code: 400, msg: "短信服务未配置" });
    expect400(await student.post("/api/blade-system/sms/sendSms", { phone: "010-1234567" }), "phone");
  });
});
