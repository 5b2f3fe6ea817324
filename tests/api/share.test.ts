// /api/common/share on the seeded demo data: a student shares a college comparison; anyone (no login) reads it until
// it expires or the owner revokes it; another account or school can neither list nor revoke it; the viewer never gets
// the owner's name unless the owner chose to show it; bad input is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";
import { SHARE_ACTIVE_MAX } from "../../src/domain/share";

let t: TestCtx;
let student: Client;
let parent: Client;
let teacher: Client;
let other: Client;
let anonymous: Client;
const S = "/api/common/share";
const CODES = ["10001", "10003"];

beforeAll(async () => {
  t = await setup();
  student = await loggedIn(t.app);
  parent = await loggedIn(t.app, "parent", "Parent@2026");
  teacher = await loggedIn(t.app, "teacher", "Teacher@2026");
  other = await loggedIn(t.app, "student", "Student@2026", "100001");
  anonymous = new Client(t.app);
}, 600_000);
afterAll(async () => { await t?.close(); });

const share = (who: Client, body: Record<string, unknown> = {}) => who.post(`${S}/create`, { kind: "contrast", codes: CODES, province: "44", ...body });

describe("making and reading a link", () => {
  it("makes a 128-bit link that works for 7 days and shows the colleges, without login and without the owner", async () => {
    const before = Date.now();
    const made = await share(student);
    expect(made.json.code).toBe(200);
    const { id, expiresAt } = made.json.data;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const days = (Date.parse(expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const seen = await anonymous.get(`${S}/view?id=${id}`);
    expect(seen.json.code).toBe(200);
    expect(seen.json.data.kind).toBe("contrast");
    expect(seen.json.data.contrast.province).toBe("44");
    expect(seen.json.data.contrast.colleges.map((c: { collegeCode: string }) => c.collegeCode)).toEqual(CODES);
    expect(seen.json.data.contrast.colleges[0].name).toBe("北京大学");
    expect(seen.json.data.ownerName).toBeNull();
    // nothing about who made it: no account, student, tenant or name
    const text = JSON.stringify(seen.json);
    for (const secret of ["李明", "student", "000000", "studentId", "userId", "tenant"]) expect(text).not.toContain(secret);
  });

  it("shows the student's name only when the owner chose to", async () => {
    const made = await share(student, { showName: true });
    const seen = await anonymous.get(`${S}/view?id=${made.json.data.id}`);
    expect(seen.json.data.ownerName).toBe("李明");
  });

  it("two links are never the same", async () => {
    const a = await share(student);
    const b = await share(student);
    expect(a.json.data.id).not.toBe(b.json.data.id);
  });

  it("refuses an unknown id, an expired link and a revoked one, each saying which", async () => {
    const unknown = await anonymous.get(`${S}/view?id=${"A".repeat(22)}`);
    expect(unknown.json).toMatchObject({ code: 404, success: false, msg: "分享链接不存在" });

    const made = await share(student);
    const id = made.json.data.id as string;
    await t.database.rows(sql`update shares set expires_at = now() - interval '1 minute' where id = ${id}`);
    const expired = await anonymous.get(`${S}/view?id=${id}`);
    expect(expired.json).toMatchObject({ code: 410, success: false, msg: "分享链接已过期", data: { reason: "expired" } });
  });
});

describe("the owner's list and revoking", () => {
  it("lists the owner's links with a summary and state; the parent of the same student sees their own only", async () => {
    const made = await share(student);
    const list = await student.get(`${S}/list?size=100`);
    expect(list.json.code).toBe(200);
    const mine = list.json.data.records.find((r: { id: string }) => r.id === made.json.data.id);
    expect(mine).toMatchObject({ kind: "contrast", state: "active", summary: "北京大学、清华大学", showName: false });
    const theirs = await parent.get(`${S}/list?size=100`);
    expect(theirs.json.data.records.map((r: { id: string }) => r.id)).not.toContain(made.json.data.id);
  });

  it("another account or another school can neither list nor revoke a link; the owner's revoke stops it at once", async () => {
    const made = await share(student);
    const id = made.json.data.id as string;
    expect((await other.get(`${S}/list?size=100`)).json.data.records.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await other.post(`${S}/revoke`, { id })).json).toMatchObject({ code: 404, success: false });
    expect((await parent.post(`${S}/revoke`, { id })).json).toMatchObject({ code: 404, success: false });
    expect((await anonymous.post(`${S}/revoke`, { id })).json.code).toBe(401);
    expect((await anonymous.get(`${S}/list`)).json.code).toBe(401);
    expect((await anonymous.get(`${S}/view?id=${id}`)).json.code).toBe(200);

    expect((await student.post(`${S}/revoke`, { id })).json).toMatchObject({ code: 200, success: true });
    expect((await anonymous.get(`${S}/view?id=${id}`)).json).toMatchObject({ code: 410, msg: "分享者已撤销这个链接", data: { reason: "revoked" } });
    const list = await student.get(`${S}/list?size=100`);
    expect(list.json.data.records.find((r: { id: string }) => r.id === id).state).toBe("revoked");
  });

  it("a school's staff have nothing to share", async () => {
    expect((await share(teacher)).json.code).toBe(403);
  });

  it("keeps at most SHARE_ACTIVE_MAX working links per account", async () => {
    const list = await parent.get(`${S}/list?size=100`);
    const active = list.json.data.records.filter((r: { state: string }) => r.state === "active").length;
    for (let i = active; i < SHARE_ACTIVE_MAX; i++) expect((await share(parent)).json.code).toBe(200);
    const refused = await share(parent);
    expect(refused.json).toMatchObject({ code: 400, success: false });
    expect(refused.json.msg).toContain(String(SHARE_ACTIVE_MAX));
  });
});

describe("retention", () => {
  it("purges links that stopped working long ago and keeps the rest", async () => {
    const { purgeExpired } = await import("../../src/server/queries/retention");
    const old = (await share(student)).json.data.id as string;
    const oldRevoked = (await share(student)).json.data.id as string;
    const recent = (await share(student)).json.data.id as string;
    await t.database.rows(sql`update shares set expires_at = now() - interval '400 days' where id = ${old}`);
    await t.database.rows(sql`update shares set revoked_at = now() - interval '400 days' where id = ${oldRevoked}`);
    const purged = await purgeExpired(t.database.db);
    expect(purged.shares).toBeGreaterThanOrEqual(2);
    const left = await t.database.rows<{ id: string }>(sql`select id from shares where id in (${old}, ${oldRevoked}, ${recent})`);
    expect(left.map((r) => r.id)).toEqual([recent]);
  });
});

describe("bad input", () => {
  it("names the field", async () => {
    expect400(await share(student, { codes: ["10001"] }), "codes");
    expect400(await share(student, { codes: ["10001", "10001"] }), "codes");
    expect400(await share(student, { codes: ["10001", "abc"] }), "codes");
    const unknown = await share(student, { codes: ["10001", "99999"] });
    expect400(unknown, "codes");
    // the field travels as data too (a thrown refusal and a schema's alike), the message unchanged
    expect(unknown.json).toEqual({ code: 400, success: false, msg: "codes: 没有院校代码为 99999 的院校", data: { field: "codes", problems: [{ field: "codes", path: "codes", msg: "没有院校代码为 99999 的院校" }] } });
    const kind = await share(student, { kind: "profile" });
    expect400(kind, "kind");
    expect(kind.json.data).toMatchObject({ field: "kind", problems: [{ field: "kind", path: "kind" }] });
    expect400(await share(student, { showName: "yes" }), "showName");
    expect400(await share(student, { province: "广东'--" }), "province");
    expect400(await anonymous.get(`${S}/view?id=short`), "id");
    expect400(await anonymous.get(`${S}/view`), "id");
    expect400(await anonymous.get(`${S}/view?id=${encodeURIComponent("A".repeat(21) + "'")}`), "id");
    expect400(await student.post(`${S}/revoke`, { id: 5 }), "id");
  });
});
