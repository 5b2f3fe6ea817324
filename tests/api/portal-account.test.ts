// The account calls of the portal (src/lib/api/account.ts) through the real HTTP layer against the API server on loopback:
// password change (student and parent), feedback, error-log upload, the demo third-party login and guest registration.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TestCtx } from "./helpers";
import { startLoopback, type Loopback } from "./loopback";
import { errorLogs, feedback, users } from "../../src/server/db/schema";

let loopback: Loopback;
let ctx: TestCtx;
let base: string;

beforeAll(async () => {
  loopback = await startLoopback();
  ({ ctx, base } = loopback);
});

afterAll(async () => {
  delete process.env.QIHANG_DEMO_OAUTH;
  await loopback.close();
});

async function portal() {
  const http = await import("@/lib/http/client");
  const auth = await import("@/lib/api/auth");
  const account = await import("@/lib/api/account");
  const session = await import("@/lib/session/auth");
  const profile = await import("@/lib/session/profile");
  const forced = vi.fn(() => session.clearSession());
  const toast = vi.fn();
  http.configureHttp({
    config: { apiBase: base, clientId: "qihang-web", clientSecret: "public" },
    hooks: { accessToken: () => session.$token.get(), forceLogout: forced, toast },
  });
  const signIn = async (username: string, password: string) => {
    session.clearSession();
    const answer = await auth.login({ tenantId: "000000", username, password });
    session.applyLogin(answer.data);
    const info = await auth.fetchUserInfo();
    profile.setProfile(profile.toProfile(info.data));
    return answer.data;
  };
  return { http, auth, account, session, profile, forced, toast, signIn };
}

describe("change password through the portal's HTTP layer", () => {
  it("student: the old password is checked, then only the new one logs in", async () => {
    const { auth, account, session, toast, signIn } = await portal();
    const me = await signIn("student", "Student@2026");

    await expect(account.updatePassword("student", { id: me.userId!, studentPassword: "not-mine-1", studentNewPassword: "Fresh@2026" }))
      .rejects.toMatchObject({ message: "原密码不正确" });
    expect(toast).toHaveBeenLastCalledWith("原密码不正确", expect.objectContaining({ code: 400 }));

    const answer = await account.updatePassword("student", { id: me.userId!, studentPassword: "Student@2026", studentNewPassword: "Fresh@2026" });
    expect(answer.code).toBe(200);

    await session.logout(auth.serverLogout);
    await expect(auth.login({ tenantId: "000000", username: "student", password: "Student@2026" })).rejects.toMatchObject({ message: "用户名或密码错误" });
    const fresh = await auth.login({ tenantId: "000000", username: "student", password: "Fresh@2026" });
    expect(fresh.code).toBe(200);
  });

  it("parent: goes through the family endpoint; the student endpoint refuses a parent", async () => {
    const { auth, account, toast, signIn } = await portal();
    const me = await signIn("parent", "Parent@2026");
    expect(me.authority).toBe("parent");

    await expect(account.updatePassword("student", { id: me.userId!, studentPassword: "Parent@2026", studentNewPassword: "Family@2026" }))
      .rejects.toMatchObject({ code: 403 });
    expect(toast).toHaveBeenCalledTimes(1);

    const answer = await account.updatePassword("parent", { id: me.userId!, studentPassword: "Parent@2026", studentNewPassword: "Family@2026" });
    expect(answer.code).toBe(200);
    expect((await auth.login({ tenantId: "000000", username: "parent", password: "Family@2026" })).code).toBe(200);
  });
});

describe("feedback and the error log", () => {
  it("stores feedback with its type and optional contact for the caller", async () => {
    const { account, signIn } = await portal();
    const me = await signIn("parent", "Family@2026");
    const answer = await account.submitFeedback({ category: "problem", content: "  成绩页打不开  ", contact: "13800138000" });
    expect(answer.code).toBe(200);
    const [row] = await ctx.database.db.select().from(feedback).where(eq(feedback.id, Number(answer.data.id)));
    expect(row).toMatchObject({ userId: Number(me.userId), tenantId: "000000", category: "problem", content: "成绩页打不开", contact: "13800138000" });

    const plain = await account.submitFeedback({ category: "suggestion", content: "多一些专业介绍" });
    const [second] = await ctx.database.db.select().from(feedback).where(eq(feedback.id, Number(plain.data.id)));
    expect(second).toMatchObject({ category: "suggestion", contact: "" });
  });

  it("uploads the stored log (long fields cut to the server's limits) and the caller can then clear it", async () => {
    const { account, signIn } = await portal();
    const me = await signIn("student", "Fresh@2026");
    const { appendError } = await import("@/lib/http/error-log");
    const huge = new Error("m".repeat(2500));
    huge.stack = "s".repeat(12_000);
    let log = appendError([], huge, { type: "error", url: "/wel/index", info: "boot", now: new Date("2026-03-01T08:00:00Z") });
    log = appendError(log, "plain text failure", { type: "promise", url: "/mine/index", now: new Date("2026-03-01T08:01:00Z") });
    const answer = await account.uploadErrorLog(log);
    expect(answer).toMatchObject({ code: 200, msg: "发送成功", data: { count: 2 } });
    const rows = await ctx.database.db.select().from(errorLogs).where(eq(errorLogs.userId, Number(me.userId)));
    expect(rows).toHaveLength(2);
    const big = rows.find((row) => row.type === "error")!;
    expect(big.message).toHaveLength(2000);
    expect(big.stack).toHaveLength(8000);
    expect(rows.find((row) => row.type === "promise")!.message).toBe("plain text failure");
  });
});

describe("third-party (demo) login and guest registration", () => {
  it("signs in as a guest who must register, registers, and is logged out", async () => {
    const { auth, account, session, profile, toast, forced } = await portal();
    session.clearSession();
    profile.clearProfile();
    const answer = await account.socialLogin("000000");
    expect(answer.data).toMatchObject({ userId: "-1", tenantId: "000000" });
    session.applyLogin(answer.data);

    const info = await auth.fetchUserInfo();
    profile.setProfile(profile.toProfile(info.data));
    expect(profile.$needsRegistration.get()).toBe(true);
    const me = profile.$profile.get()!;
    expect(me).toMatchObject({ userId: "-1", userName: "微信用户", tenantId: "000000", tenantName: "启航示范中学" });
    expect(me.oauthId).toMatch(/^demo-/);

    // The guest owns nothing: other calls are refused (403, a toast, no forced logout).
    await expect(account.submitFeedback({ category: "other", content: "hi" })).rejects.toMatchObject({ code: 403 });
    expect(forced).not.toHaveBeenCalled();
    toast.mockClear();

    const form = { tenantId: me.tenantId, name: "赵六", account: me.account, password: "Guest@2026", oauthId: me.oauthId };
    const done = await account.registerGuest(form);
    expect(done).toMatchObject({ code: 200, success: true });
    expect(done.msg).toMatch(/^提交成功，请等待管理员审核/);
    const [row] = await ctx.database.db.select().from(users).where(and(eq(users.tenantId, "000000"), eq(users.account, me.account)));
    expect(row).toMatchObject({ userName: "赵六", oauthId: me.oauthId, status: 0, authority: "student" });

    // A second submit answers the same (nobody learns whether an account exists), and nothing is registered twice.
    expect(await account.registerGuest(form)).toEqual(done);
    expect(await ctx.database.db.select().from(users).where(and(eq(users.tenantId, "000000"), eq(users.account, me.account)))).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();

    await session.logout(auth.serverLogout);
    expect(session.$loggedIn.get()).toBe(false);
    await expect(auth.login({ tenantId: "000000", username: me.account, password: "Guest@2026" })).rejects.toMatchObject({ message: expect.stringContaining("审核") });
  });

  it("reports a disabled demo provider without a toast (the login screen shows it)", async () => {
    const { account, toast } = await portal();
    process.env.QIHANG_DEMO_OAUTH = "0";
    await expect(account.socialLogin("000000")).rejects.toMatchObject({ message: "第三方登录未启用" });
    expect(toast).not.toHaveBeenCalled();
    delete process.env.QIHANG_DEMO_OAUTH;
  });
});
