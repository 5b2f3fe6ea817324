// School administration on the seeded demo schools: every call refused to students, parents and (where it is the
// administrator's) counsellors; an administrator acts only on their own school (the second school's administrator is
// refused the first school's records, and sees none of them); a counsellor sees only the students of their classes;
// every change is in the audit log without any secret.
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import { Client, DEMO, DEMO_GRADE, SECOND_GRADE, expect400, loggedIn, setup, waitForJob, rawRequest, type Json, type TestCtx } from "./helpers";

let t: TestCtx;
let admin: Client, teacher: Client, student: Client, parent: Client, otherAdmin: Client, otherStudent: Client, zhanghua: Client;
let uploadDir: string;
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name));

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), "qihang-uploads-"));
  process.env.UPLOAD_DIR = uploadDir;
  t = await setup();
  [admin, teacher, student, parent, otherAdmin, otherStudent, zhanghua] = await Promise.all([
    loggedIn(t.app, "admin", "Admin@2026"), loggedIn(t.app, "teacher", "Teacher@2026"), loggedIn(t.app), loggedIn(t.app, "parent", "Parent@2026"),
    loggedIn(t.app, "admin", "Admin@2026", "100001"), loggedIn(t.app, "student", "Student@2026", "100001"), loggedIn(t.app, "zhanghua", "Student@2026"),
  ]);
}, 600_000);
afterAll(async () => {
  await t?.close();
  delete process.env.UPLOAD_DIR;
  rmSync(uploadDir, { recursive: true, force: true });
});

const ok = (r: { json: Json }) => {
  if (r.json.code !== 200) throw new Error(`expected code 200, got ${JSON.stringify(r.json).slice(0, 400)}`);
  return r.json.data;
};
const rows = <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => t.database.rows<T>(q);
async function idOf(account: string, tenant = "000000"): Promise<string> {
  const [u] = await rows<{ id: number }>(sql`select id from users where account = ${account} and tenant_id = ${tenant}`);
  return String(u!.id);
}
async function classIdOf(name: string, tenant = "000000"): Promise<string> {
  const [k] = await rows<{ id: number }>(sql`select id from classes where name = ${name} and tenant_id = ${tenant}`);
  return String(k!.id);
}
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64");

// ---------------------------------------------------------------- roles at the edge

/** Every school-administration call, with a body valid enough that only the role can be what refuses it. */
const ADMIN_CALLS: ReadonlyArray<readonly [string, string, unknown?]> = [
  ["GET", "/api/blade-user/page"], ["GET", "/api/blade-user/detail?id=1"],
  ["POST", "/api/blade-user/submit", { account: "x_user", authority: "admin", password: "Secret@2026", userName: "某某" }],
  ["POST", "/api/blade-user/update", { id: 1, userName: "某某" }], ["POST", "/api/blade-user/remove?ids=1"],
  ["POST", "/api/blade-user/reset-password", { userIds: "1", password: "Secret@2026" }],
  ["GET", "/api/admin/registration/page"], ["POST", "/api/admin/registration/approve", { id: 1 }], ["POST", "/api/admin/registration/reject", { id: 1, reason: "不是本校学生" }],
  ["POST", "/api/admin/classes/grade/submit", { gradeName: "2099级", startSchool: 2099 }], ["POST", "/api/admin/classes/grade/remove", { id: 1 }],
  ["POST", "/api/admin/classes/class/submit", { gradeId: 1, name: "9" }], ["POST", "/api/admin/classes/class/remove", { id: 1 }],
  ["GET", "/api/admin/notice/page"], ["POST", "/api/admin/notice/submit", { title: "通知" }], ["POST", "/api/admin/notice/remove", { id: 1 }],
  ["GET", "/api/admin/task/page"], ["POST", "/api/admin/task/submit", { title: "任务" }], ["POST", "/api/admin/task/remove", { id: 1 }],
  ["GET", "/api/admin/school/detail"], ["POST", "/api/admin/school/update", { tenantName: "某校" }],
  ["POST", "/api/admin/import/start", { kind: "students", fileName: "a.csv", file: b64("姓名,账号,年级,班级\n") }],
  ["GET", "/api/admin/import/status?id=00000000-0000-0000-0000-000000000000"],
  ["POST", "/api/admin/rule/list", {}], ["POST", "/api/admin/rule/submit", { province: "44", year: 2026, batch: "本科批", field: "slots", value: 40, reason: "x" }],
  ["POST", "/api/admin/rule/remove", { id: 1 }], ["GET", "/api/admin/audit/page"],
];
/** Calls a counsellor may make too. */
const STAFF_CALLS: ReadonlyArray<readonly [string, string, unknown?]> = [
  ["GET", "/api/admin/classes/tree"], ["GET", "/api/admin/school/dashboard"], ["GET", "/api/counsellor/students"], ["GET", "/api/counsellor/student?studentId=1"],
];

describe("roles at the edge", () => {
  const call = (c: Client, [method, url, body]: readonly [string, string, unknown?]) => c.call(method, url, body);

  it("refuses every administration call to students, parents and the second school's student (403), and to nobody signed in (401)", async () => {
    for (const spec of [...ADMIN_CALLS, ...STAFF_CALLS]) {
      for (const c of [student, parent, otherStudent]) {
        const r = await call(c, spec);
        expect(r.json.code, `${spec[1]}`).toBe(403);
        expect(r.json.msg).toContain("无权访问");
      }
      expect((await call(new Client(t.app), spec)).json.code).toBe(401);
    }
  });

  it("refuses a counsellor the administrator's calls, before reading the request (even a malformed one)", async () => {
    for (const spec of ADMIN_CALLS) expect((await call(teacher, spec)).json.code, spec[1]).toBe(403);
    expect((await teacher.post("/api/blade-user/submit", { account: 1 })).json.code).toBe(403);
    expect((await student.post("/api/admin/notice/submit", "not json", { "Content-Type": "application/json" })).json.code).toBe(403);
  });

  it("lets counsellors and administrators make the staff calls", async () => {
    for (const c of [teacher, admin]) {
      ok(await c.get("/api/admin/classes/tree"));
      ok(await c.get("/api/admin/school/dashboard"));
      ok(await c.get("/api/counsellor/students"));
    }
  });

  it("says what each call requires in the OpenAPI document", async () => {
    const doc = await rawRequest(t.app, "/api/openapi.json");
    const spec = (await doc.json()) as { paths: Record<string, Record<string, { description?: string }>> };
    expect(spec.paths["/api/blade-user/page"]!.get!.description).toContain("Roles: admin");
  });
});

// ---------------------------------------------------------------- accounts

describe("user management", () => {
  it("pages the school's accounts only, with each one's class, linked student or counselled classes", async () => {
    const page = ok(await admin.get("/api/blade-user/page?size=100"));
    const accounts = page.records.map((u: any) => u.account).sort();
    expect(accounts).toEqual(expect.arrayContaining(["admin", "parent", "student", "teacher", "zhanghua"]));
    const byAccount = Object.fromEntries(page.records.map((u: any) => [u.account, u]));
    expect(byAccount.student).toMatchObject({ authority: "student", className: "3", gradeName: DEMO_GRADE, status: 1 });
    expect(byAccount.parent.linkedStudent).toMatchObject({ name: "李明", className: "3" });
    expect(byAccount.teacher.classes).toEqual([expect.objectContaining({ name: "3", gradeName: DEMO_GRADE })]);
    expect(JSON.stringify(page)).not.toMatch(/hash|argon/i);
    const other = ok(await otherAdmin.get("/api/blade-user/page?size=100"));
    expect(other.records.map((u: any) => u.account).sort()).toEqual(["admin", "student"]);
    expect(ok(await admin.get("/api/blade-user/page?authority=teacher")).records.map((u: any) => u.account)).toEqual(["teacher"]);
    expect(ok(await admin.get(`/api/blade-user/page?classId=${await classIdOf("5")}`)).records.map((u: any) => u.account)).toEqual(["zhanghua"]);
    expect(ok(await admin.get("/api/blade-user/page?keyword=李明")).records.map((u: any) => u.account).sort()).toEqual(["parent", "student"]);
  });

  it("refuses the second school's administrator every record of the first school", async () => {
    const id = await idOf("student");
    expect400(await otherAdmin.get(`/api/blade-user/detail?id=${id}`), "id");
    expect400(await otherAdmin.post("/api/blade-user/update", { id, userName: "改名" }), "id");
    expect400(await otherAdmin.post(`/api/blade-user/remove?ids=${id}`), "ids");
    expect400(await otherAdmin.post("/api/blade-user/reset-password", { userIds: id, password: "Hacked@2026" }), "userIds");
    expect400(await otherAdmin.post("/api/blade-user/submit", { account: "p2", authority: "parent", password: "Parent@2026", userName: "家长", studentId: await rows<{ student_id: number }>(sql`select student_id from users where account = 'student' and tenant_id = '000000'`).then((r) => r[0]!.student_id) }), "studentId");
    expect400(await otherAdmin.post("/api/blade-user/submit", { account: "t2", authority: "teacher", password: "Teacher@2026", userName: "老师", classIds: [await classIdOf("3")] }), "classIds");
    const [u] = await rows<{ user_name: string }>(sql`select user_name from users where id = ${id}`);
    expect(u!.user_name).toBe("李明");
    expect((await loggedIn(t.app)).token).toBeTruthy();
  });

  it("creates a student in a class: the student signs in, is placed in the class and has the class's open tasks", async () => {
    ok(await admin.post("/api/admin/task/submit", { title: "完成生涯档案（3班）", classId: await classIdOf("3"), dueDate: "2099-01-01" }));
    const created = ok(await admin.post("/api/blade-user/submit", {
      account: "wangwu", authority: "student", password: "Wangwu@2026", userName: "王五", classId: await classIdOf("3"), province: "广东", subjects: "物理,化学,地理", sex: 1, phone: "13900000009",
    }));
    expect(created).toMatchObject({ account: "wangwu", authority: "student", className: "3", gradeName: DEMO_GRADE, regionCode: "440000", subjects: "物理,化学,地理" });
    const wangwu = await loggedIn(t.app, "wangwu", "Wangwu@2026");
    const info = ok(await wangwu.get("/api/blade-user/user/getUserInfo"));
    expect(info).toMatchObject({ studentName: "王五", classesNumber: "3", gradeName: DEMO_GRADE, startSchool: `${DEMO.demoEnrolment}-09-01`, modeName: "3+1+2" });
    const tasks = ok(await wangwu.get("/api/common/studenttask/list"));
    expect(tasks.records.map((x: any) => x.title)).toContain("完成生涯档案（3班）");
  });

  it("names the field of a bad or refused account", async () => {
    expect400(await admin.post("/api/blade-user/submit", { account: "student", authority: "student", password: "Student@2026", userName: "重名", classId: await classIdOf("3"), province: "44" }), "account");
    expect400(await admin.post("/api/blade-user/submit", { account: "noclass", authority: "student", password: "Student@2026", userName: "无班" , province: "44" }), "classId");
    // no province is the school's (see "the school's name and logo"); an unknown one is refused
    expect400(await admin.post("/api/blade-user/submit", { account: "noprov", authority: "student", password: "Student@2026", userName: "无省", classId: await classIdOf("3"), province: "火星" }), "province");
    expect400(await admin.post("/api/blade-user/submit", { account: "x y", authority: "student", password: "Student@2026", userName: "空格" }), "account");
    expect400(await admin.post("/api/blade-user/submit", { account: "short", authority: "student", password: "123", userName: "短" }), "password");
    expect400(await admin.post("/api/blade-user/submit", { account: "bad", authority: "root", password: "Student@2026", userName: "根" }), "authority");
    expect400(await admin.post("/api/blade-user/submit", { account: "xss", authority: "admin", password: "Student@2026", userName: "<script>" }), "userName");
    expect400(await admin.post("/api/blade-user/submit", { account: "lonely", authority: "parent", password: "Parent@2026", userName: "家长" }), "studentId");
  });

  it("creates a parent linked to a student and a counsellor of a class", async () => {
    const stu = await rows<{ student_id: number }>(sql`select student_id from users where account = 'zhanghua'`);
    const p = ok(await admin.post("/api/blade-user/submit", { account: "zhangjia", authority: "parent", password: "Parent@2026", userName: "张华家长", studentId: stu[0]!.student_id }));
    expect(p.linkedStudent).toMatchObject({ name: "张华" });
    const parentOfZhang = await loggedIn(t.app, "zhangjia", "Parent@2026");
    expect(ok(await parentOfZhang.get("/api/blade-user/user/getUserInfo"))).toMatchObject({ authority: "parent", studentName: "张华" });
    const k = ok(await admin.post("/api/blade-user/submit", { account: "laoshi5", authority: "teacher", password: "Teacher@2026", userName: "5班老师", classIds: [await classIdOf("5")] }));
    expect(k.classes).toEqual([expect.objectContaining({ name: "5" })]);
    const laoshi = await loggedIn(t.app, "laoshi5", "Teacher@2026");
    expect(ok(await laoshi.get("/api/counsellor/students")).records.map((s: any) => s.studentName)).toEqual(["张华"]);
  });

  it("moves a student to another class, and disabling signs the account out at once", async () => {
    const id = await idOf("wangwu");
    const moved = ok(await admin.post("/api/blade-user/update", { id, classId: await classIdOf("5"), phone: "13900000010" }));
    expect(moved).toMatchObject({ className: "5", phone: "13900000010" });
    const wangwu = await loggedIn(t.app, "wangwu", "Wangwu@2026");
    ok(await admin.post("/api/blade-user/update", { id, status: 2 }));
    expect((await wangwu.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
    expect((await new Client(t.app).login("wangwu", "Wangwu@2026")).json.msg).toBe("账号已停用");
    ok(await admin.post("/api/blade-user/update", { id, status: "1" }));
    await loggedIn(t.app, "wangwu", "Wangwu@2026");
    expect400(await admin.post("/api/blade-user/update", { id: await idOf("admin"), status: 2 }), "status");
  });

  it("resets a password: the old one stops working and the account is signed out", async () => {
    const id = await idOf("wangwu");
    const before = await loggedIn(t.app, "wangwu", "Wangwu@2026");
    ok(await admin.post("/api/blade-user/reset-password", { userIds: [id], password: "Reset@2026" }));
    expect((await before.get("/api/blade-user/user/getUserInfo")).json.code).toBe(401);
    expect((await new Client(t.app).login("wangwu", "Wangwu@2026")).json.code).toBe(400);
    await loggedIn(t.app, "wangwu", "Reset@2026");
    expect400(await admin.post("/api/blade-user/reset-password", { userIds: await idOf("admin"), password: "Reset@2026" }), "userIds");
  });

  it("removes accounts (SpringBlade's comma-separated ids): never listed again and never signed in", async () => {
    const id = await idOf("zhangjia");
    ok(await admin.post(`/api/blade-user/remove?ids=${id}`));
    expect(ok(await admin.get("/api/blade-user/page?size=100")).records.map((u: any) => u.account)).not.toContain("zhangjia");
    expect400(await admin.get(`/api/blade-user/detail?id=${id}`), "id");
    expect((await new Client(t.app).login("zhangjia", "Parent@2026")).json.code).toBe(400);
    expect400(await admin.post("/api/blade-user/remove", { ids: [await idOf("admin")] }), "ids");
    expect400(await admin.post("/api/blade-user/remove", {}), "ids");
  });

  it("lets staff change their own password through update-password", async () => {
    const laoshi = await loggedIn(t.app, "laoshi5", "Teacher@2026");
    ok(await laoshi.post("/api/blade-user/update-password", { id: await idOf("laoshi5"), studentPassword: "Teacher@2026", studentNewPassword: "Laoshi@2027" }));
    await loggedIn(t.app, "laoshi5", "Laoshi@2027");
    expect((await student.post("/api/blade-user/update-password", { id: 1, studentPassword: "x", studentNewPassword: "Laoshi@2027" })).json.code).toBe(403);
  });
});

// ---------------------------------------------------------------- registrations

describe("third-party registrations", () => {
  async function register(account: string, tenantId = "000000") {
    const c = new Client(t.app);
    const r = await c.post(`/api/blade-user/register-guest?tenantId=${tenantId}&name=${encodeURIComponent("新同学")}&account=${account}&password=Guest@2026`);
    expect(r.json.code).toBe(200);
  }

  it("lists the school's waiting registrations; approving puts the account in a class and it signs in", async () => {
    await register("wx_new1");
    await register("wx_other", "100001");
    const pending = ok(await admin.get("/api/admin/registration/page"));
    expect(pending.records.map((r: any) => r.account)).toEqual(["wx_new1"]);
    expect((await new Client(t.app).login("wx_new1", "Guest@2026")).json.msg).toContain("等待管理员审核");
    const id = pending.records[0].id;
    expect400(await otherAdmin.post("/api/admin/registration/approve", { id }), "id");
    ok(await admin.post("/api/admin/registration/approve", { id, classId: await classIdOf("3"), province: "44" }));
    const c = await loggedIn(t.app, "wx_new1", "Guest@2026");
    expect(ok(await c.get("/api/blade-user/user/getUserInfo"))).toMatchObject({ studentName: "新同学", classesNumber: "3", gradeName: DEMO_GRADE, regionCode: "440000" });
    expect400(await admin.post("/api/admin/registration/approve", { id }), "id");
  });

  it("rejects with a reason, which the person is told at sign-in", async () => {
    await register("wx_new2");
    const id = ok(await admin.get("/api/admin/registration/page")).records.find((r: any) => r.account === "wx_new2").id;
    expect400(await admin.post("/api/admin/registration/reject", { id }), "reason");
    ok(await admin.post("/api/admin/registration/reject", { id, reason: "本校没有这名学生" }));
    expect((await new Client(t.app).login("wx_new2", "Guest@2026")).json.msg).toBe("注册申请未通过：本校没有这名学生");
    expect(ok(await admin.get("/api/admin/registration/page?status=3")).records).toEqual([expect.objectContaining({ account: "wx_new2", reviewNote: "本校没有这名学生" })]);
  });
});

// ---------------------------------------------------------------- grades and classes

describe("grades and classes", () => {
  it("keeps the tree per school, with counsellors and counts; refuses removing a class that has students", async () => {
    const tree = ok(await admin.get("/api/admin/classes/tree"));
    const demoGrade = tree.find((g: any) => g.gradeName === DEMO_GRADE);
    expect(demoGrade.classes.map((k: any) => k.name)).toEqual(["3", "5"]);
    expect(demoGrade.classes[0].counsellors.map((c: any) => c.account)).toEqual(["teacher"]);
    expect(ok(await otherAdmin.get("/api/admin/classes/tree")).map((g: any) => g.gradeName)).toEqual([SECOND_GRADE]);
    expect400(await admin.post("/api/admin/classes/class/remove", { id: await classIdOf("3") }), "学生");
    expect400(await otherAdmin.post("/api/admin/classes/class/remove", { id: await classIdOf("3") }), "id");
  });

  it("creates a grade and a class with a counsellor (a teacher of the school only), then removes them", async () => {
    // this year's new grade 10, which the seed does not have
    const grade10 = { gradeName: `${DEMO.academicYear}级`, startSchool: DEMO.academicYear };
    const g = ok(await admin.post("/api/admin/classes/grade/submit", grade10));
    expect400(await admin.post("/api/admin/classes/grade/submit", grade10), "gradeName");
    expect400(await admin.post("/api/admin/classes/class/submit", { gradeId: g.id, name: "1", counsellorIds: [await idOf("student")] }), "counsellorIds");
    const k = ok(await admin.post("/api/admin/classes/class/submit", { gradeId: g.id, name: "1", counsellorIds: [await idOf("teacher")] }));
    expect400(await otherAdmin.post("/api/admin/classes/class/submit", { gradeId: g.id, name: "2" }), "gradeId");
    const tree = ok(await teacher.get("/api/admin/classes/tree"));
    expect(tree.find((x: any) => x.id === g.id).classes[0].counsellors.map((c: any) => c.account)).toEqual(["teacher"]);
    ok(await admin.post("/api/admin/classes/class/remove", { id: k.id }));
    ok(await admin.post("/api/admin/classes/grade/remove", { id: g.id }));
  });
});

// ---------------------------------------------------------------- notices and tasks

describe("notices and tasks", () => {
  it("publishes a notice that the school's students and parents see on the home page, and no other school", async () => {
    const n = ok(await admin.post("/api/admin/notice/submit", { title: "期末考试安排", content: "1月15日开始", category: "通知" }));
    for (const c of [student, parent]) expect(ok(await c.get("/api/blade-system/schoolconsult/list?size=1")).records[0]).toMatchObject({ title: "期末考试安排", content: "1月15日开始" });
    expect(ok(await otherStudent.get("/api/blade-system/schoolconsult/list?size=50")).records.map((x: any) => x.title)).not.toContain("期末考试安排");
    expect400(await otherAdmin.post("/api/admin/notice/submit", { id: n.id, title: "篡改" }), "id");
    expect400(await otherAdmin.post("/api/admin/notice/remove", { id: n.id }), "id");
    ok(await admin.post("/api/admin/notice/submit", { id: n.id, title: "期末考试安排（更新）" }));
    expect(ok(await admin.get("/api/admin/notice/page")).records[0].title).toBe("期末考试安排（更新）");
    ok(await admin.post("/api/admin/notice/remove", { id: n.id }));
    expect(ok(await student.get("/api/blade-system/schoolconsult/list?size=50")).records.map((x: any) => x.title)).not.toContain("期末考试安排（更新）");
    expect400(await admin.post("/api/admin/notice/submit", { title: "" }), "title");
  });

  it("sets a task for a class (its students only), a grade, or the school; counts who has done it", async () => {
    const k3 = await classIdOf("3");
    const task = ok(await admin.post("/api/admin/task/submit", { title: "填写选科意向", classId: k3, taskType: "选科", dueDate: "2099-03-01" }));
    const titles = async (c: Client) => ok(await c.get("/api/common/studenttask/list?size=50")).records.map((x: any) => x.title);
    expect(await titles(student)).toContain("填写选科意向");
    expect(await titles(parent)).toContain("填写选科意向");
    expect(await titles(zhanghua)).not.toContain("填写选科意向");
    expect(await titles(otherStudent)).not.toContain("填写选科意向");
    // the whole grade now
    const [g] = await rows<{ id: number }>(sql`select id from grades where tenant_id = '000000' and grade_name = ${DEMO_GRADE}`);
    ok(await admin.post("/api/admin/task/submit", { id: task.id, title: "填写选科意向（全年级）", gradeId: g!.id, dueDate: "2099-03-01" }));
    expect(await titles(zhanghua)).toContain("填写选科意向（全年级）");
    expect(await titles(student)).toContain("填写选科意向（全年级）");
    const listed = ok(await admin.get("/api/admin/task/page")).records.find((x: any) => x.id === task.id);
    expect(listed).toMatchObject({ gradeName: DEMO_GRADE, className: "", done: 0 });
    expect(listed.assigned).toBeGreaterThanOrEqual(3);
    expect400(await admin.post("/api/admin/task/submit", { title: "x", classId: await classIdOf("1", "100001") }), "classId");
    expect400(await admin.post("/api/admin/task/submit", { title: "x", dueDate: "明天" }), "dueDate");
    ok(await admin.post("/api/admin/task/remove", { id: task.id }));
    expect(await titles(student)).not.toContain("填写选科意向（全年级）");
  });
});

// ---------------------------------------------------------------- the school's name and logo

function png(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}
async function putFile(c: Client, bytes: Uint8Array, name = "logo.png", type = "image/png") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  const res = await rawRequest(t.app, "/api/blade-resource/oss/endpoint/put-file", { method: "POST", body: form, headers: { Authorization: "Basic cWloYW5nOnFpaGFuZ19zZWNyZXQ=", "Blade-Auth": `bearer ${c.token}`, "X-Forwarded-For": c.ip } });
  return { status: res.status, json: (await res.json()) as Json };
}

describe("the school's name and logo", () => {
  it("uploads a logo (checked by its bytes and size), serves it, and sets it with a new name", async () => {
    const up = await putFile(admin, png());
    expect(up.json.code).toBe(200);
    expect(up.json.data.link).toMatch(/^\/api\/blade-resource\/oss\/file\/000000\/[0-9a-f]{64}\.png$/);
    const served = await rawRequest(t.app, up.json.data.link);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());
    expect400(await putFile(admin, new TextEncoder().encode("<svg onload=alert(1)>"), "x.png"), "PNG");
    expect400(await putFile(admin, png(1024 * 1024 + 1)), "1 MB");
    expect400(await admin.post("/api/blade-resource/oss/endpoint/put-file", {}), "multipart");
    expect((await rawRequest(t.app, "/api/blade-resource/oss/file/000000/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);

    expect400(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学", tenantLogo: "https://tracker.example/x.png" }), "tenantLogo");
    const otherUpload = await putFile(otherAdmin, png(80));
    expect400(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学", tenantLogo: otherUpload.json.data.link }), "tenantLogo");
    ok(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学（新校区）", tenantLogo: up.json.data.link }));
    const info = ok(await new Client(t.app).get("/api/blade-user/tenant/info?tenantId=000000"));
    expect(info).toMatchObject({ tenantName: "启航示范中学（新校区）", tenantLogo: up.json.data.link });
    expect(ok(await otherAdmin.get("/api/admin/school/detail")).tenantName).toBe("启航实验学校");
    ok(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学", tenantLogo: "/images/tenants/000000.svg" }));
  });

  it("gives new students without a province the school's own (set on the school page), not Beijing's", async () => {
    expect(ok(await admin.get("/api/admin/school/detail")).provinceCode).toBe("44");
    expect400(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学", province: "火星" }), "province");
    expect(ok(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学", province: "湖南" })).provinceCode).toBe("43");
    try {
      const created = ok(await admin.post("/api/blade-user/submit", { account: "zhaoliu", authority: "student", password: "Zhaoliu@2026", userName: "赵六", classId: await classIdOf("3") }));
      expect(created.regionCode).toBe("430000");
      const guest = new Client(t.app);
      expect((await guest.post(`/api/blade-user/register-guest?tenantId=000000&name=${encodeURIComponent("新同学")}&account=wx_prov&password=Guest@2026`)).json.code).toBe(200);
      const id = ok(await admin.get("/api/admin/registration/page")).records.find((r: any) => r.account === "wx_prov").id;
      ok(await admin.post("/api/admin/registration/approve", { id, classId: await classIdOf("3") }));
      expect(ok(await (await loggedIn(t.app, "wx_prov", "Guest@2026")).get("/api/blade-user/user/getUserInfo")).regionCode).toBe("430000");
      // the school's student import too: a row without a province (and none chosen for the file) gets the school's
      const csv = ["姓名,账号,年级,班级,省份", `孙七,sunqi,${DEMO_GRADE},3,`, `周八,zhouba,${DEMO_GRADE},3,山东`].join("\n");
      const imported = await waitForJob(admin, ok(await admin.post("/api/admin/import/start", { kind: "students", fileName: "students.csv", file: b64(csv), dryRun: false, initialPassword: "Start@2026" })).id);
      expect(imported.report).toMatchObject({ rejected: false, created: 2 });
      expect(ok(await (await loggedIn(t.app, "sunqi", "Start@2026")).get("/api/blade-user/user/getUserInfo")).regionCode).toBe("430000");
      expect(ok(await (await loggedIn(t.app, "zhouba", "Start@2026")).get("/api/blade-user/user/getUserInfo")).regionCode).toBe("370000");
      // staff have no 高考 of their own: their pages start from the school's province too
      expect(ok(await admin.get("/api/blade-user/user/getUserInfo")).regionCode).toBe("430000");
      // a student's own province stays theirs
      expect(ok(await student.get("/api/blade-user/user/getUserInfo")).regionCode).toMatch(/^44\d{4}$/);
    } finally {
      ok(await admin.post("/api/admin/school/update", { tenantName: "启航示范中学", province: "44" }));
    }
  }, 120_000);

  it("stores in S3-compatible storage when configured (a signed PUT to the bucket)", async () => {
    const { createServer } = await import("node:http");
    const seen: { method?: string; url?: string; auth?: string; size: number } = { size: 0 };
    const server = createServer((req, res) => {
      seen.method = req.method; seen.url = req.url; seen.auth = req.headers.authorization;
      req.on("data", (d: Buffer) => (seen.size += d.length));
      req.on("end", () => res.writeHead(200).end());
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    Object.assign(process.env, { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: "logos", S3_ACCESS_KEY_ID: "AKIDEXAMPLE", S3_SECRET_ACCESS_KEY: "secret", S3_PUBLIC_URL: "https://cdn.example.edu" });
    try {
      const up = await putFile(admin, png(96));
      expect(up.json.code).toBe(200);
      expect(up.json.data.link).toMatch(/^https:\/\/cdn\.example\.edu\/000000\/[0-9a-f]{64}\.png$/);
      expect(seen).toMatchObject({ method: "PUT", size: 96 });
      expect(seen.url).toMatch(/^\/logos\/000000\/[0-9a-f]{64}\.png$/);
      expect(seen.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/);
    } finally {
      for (const k of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"]) delete process.env[k];
      server.close();
    }
  });
});

// ---------------------------------------------------------------- imports

async function studentsXlsx(count: number, extra: (string | number)[][] = []) {
  const header = ["姓名", "账号", "性别", "年级", "班级", "手机", "选科", "省份"];
  const body = Array.from({ length: count }, (_, i) => [`学生${i + 1}`, `s2024${String(i + 1).padStart(4, "0")}`, i % 2 ? "女" : "男", DEMO_GRADE, `${7 + (i % 2)}班`, "", "物理,化学,生物", "广东"]);
  return (await writeXlsxFile([header, ...body, ...extra].map((r) => r.map((v) => ({ value: v }))), {}).toBuffer()) as Buffer;
}

describe("imports", () => {
  it("dry-runs a CSV of students and names every bad row by its line, creating nothing", async () => {
    const csv = ["姓名,账号,密码,年级,班级,省份", `赵一,zhao1,Zhao@2026,${DEMO_GRADE},3班,广东`, `钱二,student,Qian@2026,${DEMO_GRADE},3,广东`, `,sun3,Sun@2026,${DEMO_GRADE},3,广东`,
      "李四,li4,123,2030级,3,火星", `赵一,zhao1,Zhao@2026,${DEMO_GRADE},3,广东`].join("\n");
    const started = ok(await admin.post("/api/admin/import/start", { kind: "students", fileName: "students.csv", file: b64(csv), dryRun: true }));
    const job = await waitForJob(admin, started.id);
    expect(job).toMatchObject({ status: "done", kind: "students", dryRun: true });
    expect(job.report.rejected).toBe(true);
    const lines = job.report.errors.map((e: any) => e.line);
    expect(lines).toEqual([3, 4, 5, 6]);
    expect(job.report.errors.find((e: any) => e.line === 3).message).toContain("已存在");
    expect(job.report.errors.find((e: any) => e.line === 5).message).toMatch(/密码.*省份/);
    expect(job.report.errors.find((e: any) => e.line === 6).message).toContain("第 2 行重复");
    expect((await rows(sql`select 1 from users where account = 'zhao1'`)).length).toBe(0);
    expect400(await admin.post("/api/admin/import/start", { kind: "students", fileName: "x.csv", file: b64(new Uint8Array([0xff, 0xfe, 0x00])) }), "UTF-8");
    expect400(await admin.post("/api/admin/import/start", { kind: "students", fileName: "x.csv", file: "!!!" }), "base64");
  });

  it("imports 200 students from .xlsx: a dry run first, then the real import with its progress; their classes are created", async () => {
    const file = b64(await studentsXlsx(200));
    const dry = await waitForJob(admin, ok(await admin.post("/api/admin/import/start", { kind: "students", fileName: "新生.xlsx", file, dryRun: true, initialPassword: "Start@2026" })).id);
    expect(dry.report).toMatchObject({ rejected: false, created: 200, dryRun: true, newClasses: [`${DEMO_GRADE} 7`, `${DEMO_GRADE} 8`] });
    expect((await rows(sql`select 1 from users where account = 's20240001'`)).length).toBe(0);
    const real = await waitForJob(admin, ok(await admin.post("/api/admin/import/start", { kind: "students", fileName: "新生.xlsx", file, dryRun: false, initialPassword: "Start@2026" })).id);
    expect(real).toMatchObject({ status: "done", done: 200, total: 200, report: { created: 200, rejected: false } });
    expect(ok(await admin.get(`/api/blade-user/page?classId=${await classIdOf("7")}&size=200`)).total).toBe(100);
    const s = await loggedIn(t.app, "s20240200", "Start@2026");
    expect(ok(await s.get("/api/blade-user/user/getUserInfo"))).toMatchObject({ studentName: "学生200", classesNumber: "8", regionCode: "440000" });
    // the second school's administrator cannot read this job
    expect400(await otherAdmin.get(`/api/admin/import/status?id=${real.id}`), "id");
  }, 120_000);

  it("imports admission data only for the platform operator, with a dry run", async () => {
    const file = b64(fixture("score-ranks.csv"));
    const operator = await loggedIn(t.app, "operator", "Operator@2026");
    expect((await otherAdmin.post("/api/admin/import/start", { kind: "data", fileName: "score-ranks.csv", file })).json.code).toBe(403);
    expect((await admin.post("/api/admin/import/start", { kind: "data", fileName: "score-ranks.csv", file, dryRun: true })).json.code).toBe(403);
    const job = await waitForJob(operator, ok(await operator.post("/api/admin/import/start", { kind: "data", fileName: "score-ranks.csv", file, dryRun: true })).id);
    expect(job.report).toMatchObject({ kind: "score-ranks", dryRun: true, rejected: false });
    expect(Object.keys(job.report.changes)).toContain("score_ranks");
    const bad = await waitForJob(operator, ok(await operator.post("/api/admin/import/start", { kind: "data", fileName: "score-ranks-bad.csv", file: b64(fixture("score-ranks-bad.csv")), dryRun: true })).id);
    expect(bad.report.rejected).toBe(true);
    expect(bad.report.errors.map((e: any) => e.line)).toEqual(expect.arrayContaining([3, 4]));
  });
});

// ---------------------------------------------------------------- volunteer rule corrections

describe("volunteer rule corrections", () => {
  const rules = (c: Client) => c.post("/api/common/volunteer/rules", { province: "44", year: 2026 });

  it("applies a school's correction to its users only, with who, when and why; withdrawing restores the published rule", async () => {
    const published = ok(await rules(student)).batches[0];
    ok(await admin.post("/api/admin/rule/submit", { province: "广东", year: 2026, batch: "本科批", field: "slots", value: 40, reason: "省考试院2026年通知改为40个" }));
    const corrected = ok(await rules(student));
    expect(corrected.batches[0].slots).toBe(40);
    // shown as the school's, with who and why, the published figure beside it; it narrows the form, so the form follows it
    expect(corrected.corrections).toEqual([expect.objectContaining({ batch: "本科批", field: "slots", value: 40, original: published.slots, reason: "省考试院2026年通知改为40个", by: "教务处管理员", followed: true })]);
    expect(corrected.confidence).toBe(ok(await rules(otherStudent)).confidence);
    expect(ok(await rules(otherStudent)).batches[0].slots).toBe(published.slots);
    const list = ok(await admin.post("/api/admin/rule/list", { province: "44" }));
    expect(list).toEqual([expect.objectContaining({ field: "slots", value: 40, original: published.slots })]);
    expect(ok(await otherAdmin.post("/api/admin/rule/list", {}))).toEqual([]);
    expect400(await otherAdmin.post("/api/admin/rule/remove", { id: list[0].id }), "id");
    ok(await admin.post("/api/admin/rule/remove", { id: list[0].id }));
    expect(ok(await rules(student)).batches[0].slots).toBe(published.slots);
  });

  it("a correction that widens the form or changes its kind is shown as the school's, but the form keeps the published rule", async () => {
    const published = ok(await rules(student)).batches[0];
    ok(await admin.post("/api/admin/rule/submit", { province: "44", year: 2026, batch: "本科批", field: "slots", value: published.slots + 5, reason: "听说增加了" }));
    ok(await admin.post("/api/admin/rule/submit", { province: "44", year: 2026, batch: "本科批", field: "adjustment", value: "none", reason: "x" }));
    const seen = ok(await rules(student));
    expect(seen.batches[0]).toMatchObject({ slots: published.slots, adjustment: published.adjustment });
    expect(seen.corrections).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: "slots", value: published.slots + 5, original: published.slots, followed: false }),
      expect.objectContaining({ field: "adjustment", value: "none", original: published.adjustment, followed: false }),
    ]));
    for (const c of ok(await admin.post("/api/admin/rule/list", { province: "44" }))) ok(await admin.post("/api/admin/rule/remove", { id: c.id }));
  });

  it("refuses a value of the wrong kind, an unknown batch, or no reason", async () => {
    expect400(await admin.post("/api/admin/rule/submit", { province: "44", year: 2026, batch: "本科批", field: "slots", value: 0, reason: "x" }), "value");
    expect400(await admin.post("/api/admin/rule/submit", { province: "44", year: 2026, batch: "本科批", field: "adjustment", value: "maybe", reason: "x" }), "value");
    expect400(await admin.post("/api/admin/rule/submit", { province: "44", year: 2026, batch: "火星批", field: "slots", value: 40, reason: "x" }), "batch");
    expect400(await admin.post("/api/admin/rule/submit", { province: "44", year: 2026, batch: "本科批", field: "slots", value: 40 }), "reason");
    expect400(await admin.post("/api/admin/rule/submit", { province: "44", year: 2024, batch: "本科批", field: "slots", value: 40, reason: "x" }), "year");
  });
});

// ---------------------------------------------------------------- counsellors

describe("a counsellor", () => {
  it("sees the students of their classes only, and is refused any other", async () => {
    const mine = ok(await teacher.get("/api/counsellor/students?size=100")).records.map((s: any) => s.studentName);
    expect(mine).toContain("李明");
    expect(mine).not.toContain("张华");
    const [zh] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'zhanghua'`);
    const [lm] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'student' and tenant_id = '000000'`);
    const [other] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'student' and tenant_id = '100001'`);
    expect(ok(await teacher.get(`/api/counsellor/student?studentId=${lm!.student_id}`))).toMatchObject({ studentName: "李明", className: "3" });
    expect400(await teacher.get(`/api/counsellor/student?studentId=${zh!.student_id}`), "studentId");
    expect400(await teacher.get(`/api/counsellor/student?studentId=${other!.student_id}`), "studentId");
    expect400(await otherAdmin.get(`/api/counsellor/student?studentId=${lm!.student_id}`), "studentId");
  });

  it("reads a student's volunteer plans and comments on them (as the counsellor), never changes them", async () => {
    const [lm] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'student' and tenant_id = '000000'`);
    const [zh] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'zhanghua'`);
    const saved = ok(await student.post("/api/common/volunteer/save", { province: "44", year: 2026, batch: "本科批", name: "班主任看的方案", entries: [] }));
    const list = ok(await teacher.post("/api/common/volunteer/list", { studentId: lm!.student_id }));
    expect(list.map((p: any) => p.name)).toContain("班主任看的方案");
    const detail = ok(await teacher.post("/api/common/volunteer/detail", { id: saved.id, studentId: lm!.student_id }));
    expect(detail.editable).toBe(false);
    const comment = ok(await teacher.post("/api/common/volunteer/comment", { planId: saved.id, studentId: lm!.student_id, text: "稳的志愿再多加几个" }));
    expect(comment.author).toEqual({ role: "teacher", name: "陈老师" });
    expect(ok(await student.post("/api/common/volunteer/detail", { id: saved.id })).comments.map((m: any) => m.text)).toContain("稳的志愿再多加几个");
    expect((await teacher.post("/api/common/volunteer/save", { province: "44", year: 2026, batch: "本科批", name: "改", entries: [], id: saved.id, version: 1 })).json.code).toBe(403);
    expect((await teacher.post("/api/common/volunteer/list", { studentId: zh!.student_id })).json.code).toBe(403);
    expect((await teacher.post("/api/common/volunteer/list", {})).json.code).toBe(403);
    expect((await otherAdmin.post("/api/common/volunteer/list", { studentId: lm!.student_id })).json.code).toBe(403);
    // a student cannot name another student to read theirs
    expect((await zhanghua.post("/api/common/volunteer/list", { studentId: lm!.student_id })).json.code).toBe(403);
  });

  it("reads a student's career assessments and archive, never their wellbeing checks; nobody else's", async () => {
    const [lm] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'student' and tenant_id = '000000'`);
    const [zh] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'zhanghua'`);
    const A = "/api/common/assessment";
    const paper = ok(await student.post(`${A}/paper`, { code: "psychology" })) as { items: { id: string; section?: string }[] };
    // WHO-5 answered 1 (of 5) and GAD-7 answered 2 (of 3): wellbeing very low, anxiety moderate
    const taken = ok(await student.post(`${A}/submit`, { code: "psychology", answers: paper.items.map((i) => ({ id: i.id, value: i.section === "who5" ? 1 : 2 })) }));
    // the wellbeing check is the student's, the parent's and the psychology teacher's (tests/api/access.test.ts): the
    // class counsellor sees no score, no referral, not even that it was taken
    const detail = ok(await teacher.get(`/api/counsellor/student?studentId=${lm!.student_id}`));
    expect(detail).toMatchObject({ studentName: "李明", referralsShown: false, referrals: [] });
    const list = ok(await teacher.post(`${A}/list`, { studentId: lm!.student_id }));
    expect(list.map((x: any) => x.code)).toEqual(expect.arrayContaining(["zyxq", "zyjzg"]));
    expect(list.map((x: any) => x.code)).not.toContain("psychology");
    expect((await teacher.post(`${A}/report`, { reportId: taken.reportId, studentId: lm!.student_id })).json.code).toBe(404);
    expect((await teacher.post(`${A}/history`, { code: "psychology", studentId: lm!.student_id })).json.code).toBe(403);
    // a counsellor answers no test, reads no student outside their classes, and another school sees nothing
    expect((await teacher.post(`${A}/submit`, { code: "psychology", answers: [] })).json.code).toBe(403);
    expect((await teacher.post(`${A}/report`, { reportId: taken.reportId, studentId: zh!.student_id })).json.code).not.toBe(200);
    expect((await teacher.post(`${A}/list`, { studentId: zh!.student_id })).json.code).toBe(403);
    expect((await otherAdmin.post(`${A}/report`, { reportId: taken.reportId, studentId: lm!.student_id })).json.code).toBe(403);
    // the student's career archive, read only, with the latest assessment results
    const archive = ok(await teacher.post("/api/common/career/archive", { studentId: lm!.student_id }));
    expect(archive).toMatchObject({ editable: false, student: expect.objectContaining({ name: "李明" }) });
    expect((await teacher.post("/api/common/career/archive", { studentId: zh!.student_id })).json.code).toBe(403);
    expect((await teacher.post("/api/common/career/profile/save", { version: 0, intro: "x" })).json.code).not.toBe(200);
    expect((await zhanghua.post("/api/common/career/archive", { studentId: lm!.student_id })).json.code).toBe(403);
    // a student cannot read another student's reports by naming them
    expect((await zhanghua.post(`${A}/report`, { reportId: taken.reportId, studentId: lm!.student_id })).json.code).toBe(403);
    expect((await zhanghua.post(`${A}/report`, { reportId: taken.reportId })).json.code).toBe(404);
  });
});

// ---------------------------------------------------------------- dashboard and audit

describe("dashboard and audit log", () => {
  it("gives figures by class: the whole school to the administrator, their classes to a counsellor", async () => {
    const all = ok(await admin.get("/api/admin/school/dashboard"));
    expect(all.classes.map((k: any) => k.className)).toEqual(expect.arrayContaining(["3", "5", "7", "8"]));
    const k3 = all.classes.find((k: any) => k.className === "3");
    expect(k3.plansStarted).toBeGreaterThanOrEqual(1);
    expect(all.students).toBeGreaterThanOrEqual(203);
    // 张华 (class 5, no assessment in the seed) takes one: class 5's "assessed" figure counts them
    const k5 = all.classes.find((k: any) => k.className === "5");
    expect(k5.assessed).toBe(0);
    const paper = (await zhanghua.post("/api/common/assessment/paper", { code: "zyjzg" })).json.data as { items: { id: string; options: { value: number }[] }[] };
    expect((await zhanghua.post("/api/common/assessment/submit", { code: "zyjzg", answers: paper.items.map((i) => ({ id: i.id, value: i.options[0]!.value })) })).json.code).toBe(200);
    const after = ok(await admin.get("/api/admin/school/dashboard")).classes.find((k: any) => k.className === "5");
    expect(after.assessed).toBe(1);
    expect(after.assessed).toBeLessThanOrEqual(after.students);
    const mine = ok(await teacher.get("/api/admin/school/dashboard"));
    expect(mine.classes.map((k: any) => k.className)).toEqual(["3"]);
    expect(mine.pendingRegistrations).toBe(0);
    expect(ok(await otherAdmin.get("/api/admin/school/dashboard")).classes.map((k: any) => k.className)).toEqual(["1"]);
  });

  it("records every change with who, what, when, before and after, never a password; only within the school", async () => {
    const log = ok(await admin.get("/api/admin/audit/page?size=500"));
    const actions = new Set(log.records.map((e: any) => e.action));
    for (const a of ["user.create", "user.update", "user.disable", "user.enable", "user.reset-password", "user.remove", "user.import", "registration.approve",
      "registration.reject", "grade.create", "class.create", "class.remove", "grade.remove", "notice.publish", "notice.update", "notice.remove", "task.create",
      "task.update", "task.remove", "school.update", "rule.correct", "rule.restore"]) expect(actions, a).toContain(a);
    const moved = log.records.find((e: any) => e.action === "user.update" && e.targetLabel === "wangwu");
    expect(moved.before.className).toBe("3");
    expect(moved.after.className).toBe("5");
    expect(moved).toMatchObject({ actorAccount: "admin", actorRole: "admin" });
    expect(new Date(moved.at).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(JSON.stringify(log)).not.toMatch(/Wangwu@2026|Reset@2026|Start@2026|argon2|"password|passwordHash/i);
    expect(ok(await admin.get("/api/admin/audit/page?action=notice.publish")).records.every((e: any) => e.action === "notice.publish")).toBe(true);
    const theirs = ok(await otherAdmin.get("/api/admin/audit/page?size=500"));
    expect(theirs.records.map((e: any) => e.actorAccount)).not.toContain("teacher");
    expect(theirs.records.some((e: any) => e.targetLabel === "wangwu")).toBe(false);
    expect400(await admin.get("/api/admin/audit/page?from=yesterday"), "from");
  });
});

// ---------------------------------------------------------------- wellbeing referrals (after the dashboard counts: 张华 takes a check here)

describe("wellbeing referrals", () => {
  it("marks a referral seen, then closes it with a note (forward only, in the audit log); nobody else may", async () => {
    const A = "/api/common/assessment";
    const worrying = async (c: Client) => {
      const paper = ok(await c.post(`${A}/paper`, { code: "psychology" })) as { items: { id: string; section?: string }[] };
      return ok(await c.post(`${A}/submit`, { code: "psychology", answers: paper.items.map((i) => ({ id: i.id, value: i.section === "who5" ? 0 : 3 })) })).reportId as string;
    };
    // the administrator makes the class counsellor the school's psychology teacher too: referrals are theirs to handle
    ok(await admin.post("/api/blade-user/update", { id: await idOf("teacher"), psychologyDuty: true }));
    const mine = await worrying(student);
    const theirs = await worrying(zhanghua);
    const [lm] = await rows<{ student_id: number }>(sql`select student_id from users where account = 'student' and tenant_id = '000000'`);
    const [ref] = await rows<{ id: number }>(sql`select id from assessment_referrals where report_id = ${mine}`);
    const [other] = await rows<{ id: number }>(sql`select id from assessment_referrals where report_id = ${theirs}`);
    const S = "/api/counsellor/referral/status";
    // the wrong people: a student, the administrator (the report is the psychology teacher's), another school
    expect((await student.post(S, { id: ref!.id, status: "seen" })).json.code).toBe(403);
    expect((await admin.post(S, { id: ref!.id, status: "seen" })).json.code).toBe(403);
    expect((await otherAdmin.post(S, { id: ref!.id, status: "seen" })).json.code).toBe(403);
    // malformed input names the field
    expect400(await teacher.post(S, { id: "x", status: "seen" }), "id");
    expect400(await teacher.post(S, { id: ref!.id, status: "open" }), "status");
    expect400(await teacher.post(S, { id: ref!.id, status: "closed", note: "很".repeat(501) }), "note");

    expect(ok(await teacher.post(S, { id: ref!.id, status: "seen" }))).toEqual({ id: String(ref!.id), status: "seen" });
    expect400(await teacher.post(S, { id: ref!.id, status: "seen" }), "已经标为已查看");
    ok(await teacher.post(S, { id: ref!.id, status: "closed", note: "  已与学生谈话，建议家长陪同就医  " }));
    expect400(await teacher.post(S, { id: ref!.id, status: "closed" }), "已经结束");
    const detail = ok(await teacher.get(`/api/counsellor/student?studentId=${lm!.student_id}`));
    const closed = detail.referrals.find((r: any) => r.reportId === mine);
    expect(closed).toMatchObject({ status: "closed", note: "已与学生谈话，建议家长陪同就医" });
    expect(Date.now() - Date.parse(closed.handledAt)).toBeLessThan(60_000);
    // the other student's referral is untouched, and the log says who did what
    expect((await rows<{ status: string }>(sql`select status from assessment_referrals where id = ${other!.id}`))[0]!.status).toBe("open");
    const log = ok(await admin.get("/api/admin/audit/page?size=50&targetType=referral")).records.filter((e: any) => e.targetId === String(ref!.id));
    expect(log.map((e: any) => [e.action, e.actorAccount, e.before.status, e.after.status])).toEqual([
      ["referral.close", "teacher", "seen", "closed"], ["referral.see", "teacher", "open", "seen"],
    ]);
  });
});

// ---------------------------------------------------------------- the people around a plan

describe("a plan read by the counsellor and the parent", () => {
  const GD = { province: "44", year: 2026, batch: "本科批" };
  it("the counsellor checks and simulates the student's plan as the student has it (names, bands) and never another class's student's", async () => {
    const rec = ok(await student.post("/api/common/volunteer/recommend", { ...GD, rank: 20000, counts: { 冲: 1, 稳: 1, 保: 1 } }));
    const entries = rec.units.map((u: any) => ({ unitKey: u.unitKey, majors: [], adjust: true }));
    ok(await student.post("/api/common/volunteer/save", { ...GD, name: `班主任读 ${Date.now()}`, entries }));
    const mine = ok(await teacher.get("/api/counsellor/students?size=100")).records;
    const liming = mine.find((s: any) => s.studentName === "李明").id;
    // no rank given and none saved by the student: the units by name, without chances
    const plain = ok(await teacher.post("/api/common/volunteer/check", { ...GD, entries, eligiblePlans: [], studentId: liming }));
    expect(plain.rank).toBeNull();
    expect(plain.units.map((u: any) => u.collegeName).sort()).toEqual(rec.units.map((u: any) => u.collegeName).sort());
    expect(plain.units.every((u: any) => u.band == null)).toBe(true);
    // at a rank tried: each unit's band, as the student sees it at that rank
    const banded = ok(await teacher.post("/api/common/volunteer/check", { ...GD, entries, eligiblePlans: [], studentId: liming, rank: 20000 }));
    expect(banded.units.map((u: any) => u.band).sort()).toEqual(["保", "冲", "稳"]);
    const sim = ok(await teacher.post("/api/common/volunteer/simulate", { ...GD, entries, studentId: liming, rank: 20000 }));
    expect(sim.admitted).toBeGreaterThan(0.5);
    // 张华 of 5班 is not this counsellor's student: refused, as for a student or parent naming someone else
    const [zh] = await rows<{ id: number }>(sql`select s.id from students s join users u on u.student_id = s.id where u.account = 'zhanghua'`);
    expect((await teacher.post("/api/common/volunteer/check", { ...GD, entries, eligiblePlans: [], studentId: zh!.id })).json.code).toBe(403);
    expect((await student.post("/api/common/volunteer/check", { ...GD, entries, eligiblePlans: [], studentId: zh!.id })).json.code).toBe(403);
  });

  it("a parent's comment waits on the counsellor's home until answered, and each reader's new comments are counted until they open the plan", async () => {
    const name = `留言 ${Date.now()}`;
    const saved = ok(await student.post("/api/common/volunteer/save", { ...GD, name, entries: [] }));
    const liming = ok(await teacher.get("/api/counsellor/students?size=100")).records.find((s: any) => s.studentName === "李明").id;
    ok(await parent.post("/api/common/volunteer/comment", { planId: saved.id, text: "冲的学校是不是太多了" }));
    const waiting = ok(await teacher.get("/api/admin/school/dashboard")).awaiting;
    expect(waiting.find((w: any) => w.planId === saved.id)).toMatchObject({ studentName: "李明", planName: name, author: { role: "parent" }, text: "冲的学校是不是太多了" });
    // an administrator counsels no class: nothing waits on them
    expect(ok(await admin.get("/api/admin/school/dashboard")).awaiting).toEqual([]);
    const answer = ok(await teacher.post("/api/common/volunteer/comment", { planId: saved.id, studentId: liming, text: "先看看稳的" }));
    expect(answer.author.role).toBe("teacher");
    expect(ok(await teacher.get("/api/admin/school/dashboard")).awaiting.some((w: any) => w.planId === saved.id)).toBe(false);
    // the student has not opened the plan since: both comments are new; the parent's own is not new to the parent
    const unread = async (who: Client) => ok(await who.post("/api/common/volunteer/list", {})).find((p: any) => p.id === saved.id).unread;
    expect(await unread(student)).toBe(2);
    expect(await unread(parent)).toBe(1);
    ok(await student.post("/api/common/volunteer/detail", { id: saved.id }));
    expect(await unread(student)).toBe(0);
    expect(await unread(parent)).toBe(1);
  });

  it("the seeded tasks are the school's, which its administrator sees and edits, each student keeping their own status", async () => {
    const tasks = ok(await admin.get("/api/admin/task/page?size=100")).records;
    const holland = tasks.find((x: any) => x.title === "完成霍兰德职业兴趣测评（示范中学）");
    expect(holland).toMatchObject({ taskType: "测评", className: "3" });
    expect(ok(await otherAdmin.get("/api/admin/task/page?size=100")).records.map((x: any) => x.title)).not.toContain(holland.title);
    const archive = tasks.find((x: any) => x.title === "填写生涯档案（示范中学）");
    expect(archive.done).toBe(1);
  });

  it("notice categories and task types are from their lists (400 naming the field otherwise)", async () => {
    expect400(await admin.post("/api/admin/notice/submit", { title: "分类不在表中", category: "随便" }), "category");
    expect400(await admin.post("/api/admin/task/submit", { title: "类型不在表中", taskType: "随便" }), "taskType");
  });
});
