// Who may see and change what (issue 23, second hardening round): shared admission data has one owner (the platform
// operator); wellbeing results reach only the student, the parent and, for a referral, the school's psychology teacher;
// re-linking a parent ends their logins; every saved version of a plan can be opened and saves are bounded; two tabs
// refreshing at once stay signed in while a later replay still ends the login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, expect400, loggedIn, setup, type Json, type TestCtx } from "./helpers";

let t: TestCtx;
let admin: Client, student: Client, otherAdmin: Client;

beforeAll(async () => {
  t = await setup();
  [admin, student, otherAdmin] = await Promise.all([
    loggedIn(t.app, "admin", "Admin@2026"), loggedIn(t.app), loggedIn(t.app, "admin", "Admin@2026", "100001"),
  ]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const ok = (r: { json: Json }) => {
  if (r.json.code !== 200) throw new Error(`expected code 200, got ${JSON.stringify(r.json).slice(0, 400)}`);
  return r.json.data;
};
const rows = <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => t.database.rows<T>(q);
async function userRow(account: string, tenant = "000000") {
  const [u] = await rows<{ id: number; student_id: number | null }>(sql`select id, student_id from users where account = ${account} and tenant_id = ${tenant}`);
  return { id: Number(u!.id), studentId: u!.student_id == null ? null : Number(u!.student_id) };
}
const V = "/api/common/volunteer";
const FORM = { province: "44", year: 2026, batch: "本科批", entries: [] };

// ---------------------------------------------------------------- item 4: re-linking a parent

describe("moving a parent to another student", () => {
  it("ends the parent's logins at once, as a password change does: the old token reads nothing of the first student", async () => {
    const created = ok(await admin.post("/api/blade-user/submit", { account: "relink_parent", authority: "parent", password: "Parent@2026", userName: "家长甲", studentId: (await userRow("student")).studentId }));
    const plan = ok(await student.post(`${V}/save`, { ...FORM, name: "给家长看的方案" }));
    const parent = await loggedIn(t.app, "relink_parent", "Parent@2026");
    expect(ok(await parent.post(`${V}/list`, {})).map((p: { id: string }) => p.id)).toContain(plan.id);

    ok(await admin.post("/api/blade-user/update", { id: created.id, studentId: (await userRow("zhanghua")).studentId }));
    // the token issued for the first student is refused everywhere, and so is its refresh token
    expect((await parent.post(`${V}/list`, {})).json.code).toBe(401);
    expect((await parent.post(`${V}/comment`, { planId: plan.id, text: "还能留言吗" })).json.code).toBe(401);
    const refreshed = await parent.post(`/api/blade-auth/token?grantType=refresh_token&refreshToken=${encodeURIComponent(parent.refresh)}`);
    expect(refreshed.json.code).toBe(401);
    // signing in again sees the new student only
    const again = await loggedIn(t.app, "relink_parent", "Parent@2026");
    expect(ok(await again.post(`${V}/list`, {})).map((p: { id: string }) => p.id)).not.toContain(plan.id);
    expect((await again.post(`${V}/detail`, { id: plan.id })).json.code).not.toBe(200);
  });

  it("keeps the parent signed in when an update leaves the link as it was", async () => {
    const parent = await loggedIn(t.app, "parent", "Parent@2026");
    const me = await userRow("parent");
    ok(await admin.post("/api/blade-user/update", { id: me.id, userName: "李明家长", studentId: me.studentId }));
    expect((await parent.post(`${V}/list`, {})).json.code).toBe(200);
  });
});
