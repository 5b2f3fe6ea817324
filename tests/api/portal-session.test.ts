// The portal's browser-side layers (src/lib/http, src/lib/api, src/lib/session) against the real API server on loopback.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startLoopback, type Loopback } from "./loopback";

let loopback: Loopback;
let base: string;

beforeAll(async () => {
  loopback = await startLoopback();
  base = loopback.base;
});

afterAll(() => loopback.close());

async function portal() {
  const http = await import("@/lib/http/client");
  const api = await import("@/lib/api/auth");
  const session = await import("@/lib/session/auth");
  const forced = vi.fn(() => session.clearSession());
  const toast = vi.fn();
  http.configureHttp({
    config: { apiBase: base, clientId: "qihang", clientSecret: "qihang_secret" },
    hooks: { accessToken: () => session.$token.get(), forceLogout: forced, toast },
  });
  return { http, api, session, forced, toast };
}

describe("portal session against the real server", () => {
  it("logs the demo parent in, reads user info, refreshes, and logs out (the old token is then refused)", async () => {
    const { api, session, forced, toast } = await portal();
    const answer = await api.login({ tenantId: "000000", username: "parent", password: "Parent@2026" });
    session.applyLogin(answer.data);
    expect(session.$authority.get()).toBe("parent");
    expect(session.$province.get()).toHaveLength(2);

    const info = await api.fetchUserInfo();
    expect(info.code).toBe(200);

    // Refresh tokens rotate on every use (the access token may be identical within the same second).
    const before = session.$refreshToken.get();
    await session.refreshTokens(api.refresh);
    expect(session.$refreshToken.get()).toBeTruthy();
    expect(session.$refreshToken.get()).not.toBe(before);

    const stale = session.$token.get();
    await session.logout(api.serverLogout);
    expect(session.$loggedIn.get()).toBe(false);

    // A call made with the revoked token comes back 401: the layer forces a logout and shows no toast.
    session.$token.set(stale);
    await expect(api.fetchUserInfo()).rejects.toMatchObject({ code: 401 });
    expect(forced).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it("rejects a wrong password with the server's message for the form to show (no toast) and stores nothing", async () => {
    const { api, session, toast } = await portal();
    session.clearSession();
    await expect(api.login({ tenantId: "000000", username: "student", password: "wrong-password" })).rejects.toMatchObject({ message: "用户名或密码错误" });
    expect(toast).not.toHaveBeenCalled();
    expect(session.$loggedIn.get()).toBe(false);
  });
});
