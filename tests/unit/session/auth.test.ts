import { beforeEach, describe, expect, it, vi } from "vitest";

// A browser-like environment: two Storage areas, a cookie jar and crypto, installed before the stores load.
class MemoryStorage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.items.set(key, String(value)); }
  removeItem(key: string) { this.items.delete(key); }
  clear() { this.items.clear(); }
}

let cookies: string[];
async function freshSession() {
  vi.resetModules();
  cookies = [];
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  vi.stubGlobal("location", { protocol: "https:" });
  vi.stubGlobal("document", { set cookie(value: string) { cookies.push(value); } });
  const auth = await import("@/lib/session/auth");
  return { auth, local, session };
}

const loginAnswer = {
  accessToken: "access-1",
  refreshToken: "refresh-1",
  studentId: "s-1",
  authority: "parent",
  regionCode: "440305",
  modeName: "3+1+2",
  account: "parent",
  userId: "u-1",
};

describe("session transitions", () => {
  beforeEach(() => vi.unstubAllGlobals());

  it("login stores tokens in local storage, mirrors the token in a strict per-tab cookie, and resets tabs and lock", async () => {
    const { auth, local, session } = await freshSession();
    auth.lockScreen("1234");
    auth.setTabs([{ label: "x", value: "/wel/colleges/index" }]);
    auth.applyLogin(loginAnswer, 1_000);
    expect(auth.$token.get()).toBe("access-1");
    expect(auth.$authority.get()).toBe("parent");
    expect(auth.$province.get()).toBe("44");
    expect(auth.$tabs.get().map((tab) => tab.value)).toEqual(["/wel/index"]);
    expect(auth.$locked.get()).toBe(false);
    expect(JSON.parse(local.getItem("qihang-token")!)).toEqual({ dataType: "string", content: "access-1", datetime: expect.any(Number) });
    // tabs and lock live in session storage
    expect(JSON.parse(session.getItem("qihang-tagList")!).type).toBe(true);
    expect(local.getItem("qihang-tagList")).toBeNull();
    const cookie = cookies.at(-1)!;
    expect(cookie).toMatch(/^qihang-access-token-[0-9a-f-]{8}=access-1; Path=\/; Expires=/);
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Secure");
  });

  it("logout calls the server first, then clears everything even when the call fails", async () => {
    const { auth, local } = await freshSession();
    auth.applyLogin(loginAnswer);
    const order: string[] = [];
    await expect(
      auth.logout(async () => {
        order.push(`server saw token ${auth.$token.get()}`);
        throw new Error("offline");
      }),
    ).rejects.toThrow("offline");
    expect(order).toEqual(["server saw token access-1"]);
    expect(auth.$token.get()).toBeNull();
    expect(auth.$userInfo.get()).toBeNull();
    expect(local.getItem("qihang-token")).toBeNull();
    expect(cookies.at(-1)).toContain("Expires=Thu, 01 Jan 1970");
  });

  it("forced logout clears locally without any call", async () => {
    const { auth } = await freshSession();
    auth.applyLogin(loginAnswer);
    auth.clearSession();
    expect(auth.$loggedIn.get()).toBe(false);
    expect(auth.$tabs.get()).toHaveLength(1);
  });

  it("refresh uses the stored refresh token and keeps it when none comes back", async () => {
    const { auth } = await freshSession();
    auth.applyLogin(loginAnswer, 0);
    const call = vi.fn(async () => ({ accessToken: "access-2" }));
    await auth.refreshTokens(call, 5_000);
    expect(call).toHaveBeenCalledWith("refresh-1", "career");
    expect(auth.$token.get()).toBe("access-2");
    expect(auth.$refreshToken.get()).toBe("refresh-1");
    expect(auth.$tokenSetAt.get()).toBe(5_000);
    expect(auth.$userInfo.get()).toMatchObject({ accessToken: "access-2", refreshToken: "refresh-1", authority: "parent" });
  });

  it("refresh falls back to the refresh token in user info, and fails plainly when there is none", async () => {
    const { auth, local } = await freshSession();
    auth.applyLogin(loginAnswer);
    local.removeItem("qihang-refreshToken");
    auth.$refreshToken.set(null);
    const call = vi.fn(async () => ({ accessToken: "a3", refreshToken: "r3" }));
    await auth.refreshTokens(call);
    expect(call).toHaveBeenCalledWith("refresh-1", "career");
    expect(auth.$refreshToken.get()).toBe("r3");
    auth.clearSession();
    await expect(auth.refreshTokens(call)).rejects.toThrow("cannot refresh token: refresh token does not exist");
  });

  it("lock needs a password; unlock needs the same one", async () => {
    const { auth } = await freshSession();
    expect(auth.lockScreen("")).toBe(false);
    expect(auth.$locked.get()).toBe(false);
    expect(auth.lockScreen("9876")).toBe(true);
    expect(auth.unlockScreen("0000")).toBe(false);
    expect(auth.$locked.get()).toBe(true);
    expect(auth.unlockScreen("9876")).toBe(true);
    expect(auth.$locked.get()).toBe(false);
  });

  it("stored values survive a reload of the modules", async () => {
    const { auth, local, session } = await freshSession();
    auth.applyLogin(loginAnswer);
    vi.resetModules();
    vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
    const reloaded = await import("@/lib/session/auth");
    expect(reloaded.$token.get()).toBe("access-1");
    expect(reloaded.$authority.get()).toBe("parent");
  });
});
