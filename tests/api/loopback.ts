// The portal's browser code (src/lib/http, api, session) against the real API server on loopback: a seeded server
// on a free port, and the few browser globals that code reads (storage, cookie, location).
import { vi } from "vitest";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { setup, type TestCtx } from "./helpers";

/** localStorage / sessionStorage as the session code uses them. */
export class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.items.set(key, String(value)); }
  removeItem(key: string) { this.items.delete(key); }
}

export interface Loopback {
  ctx: TestCtx;
  /** The API base URL, e.g. http://127.0.0.1:43123/api */
  base: string;
  /** Restores the globals and stops the server and its database. */
  close(): Promise<void>;
}

/**
 * Starts the API server (on `ctx` when given, else a freshly seeded one) and stubs window storage, document.cookie
 * and location (http:, at `pathname`).
 */
export async function startLoopback(options: { ctx?: TestCtx; pathname?: string } = {}): Promise<Loopback> {
  const ctx = options.ctx ?? (await setup());
  const server = serve({ fetch: ctx.app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  vi.stubGlobal("window", { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("location", { protocol: "http:", pathname: options.pathname ?? "/wel/index", search: "" });
  return {
    ctx,
    base,
    async close() {
      vi.unstubAllGlobals();
      await new Promise((resolve) => server.close(resolve));
      if (!options.ctx) await ctx.close();
    },
  };
}

/**
 * Points the portal's HTTP layer at the loopback server with the web client's public credentials; the access token
 * comes from the session store and a forced logout clears the session, unless `hooks` say otherwise.
 */
export async function connectPortal(base: string, hooks: Partial<import("@/lib/http/client").HttpHooks> = {}): Promise<void> {
  const http = await import("@/lib/http/client");
  const session = await import("@/lib/session/auth");
  http.configureHttp({
    config: { apiBase: base, clientId: "qihang-web", clientSecret: "public" },
    hooks: { accessToken: () => session.$token.get(), forceLogout: () => session.clearSession(), ...hooks },
  });
}

/** Logs in through the portal's own calls and stores the session and profile as the login screen and shell do. */
export async function logInAs(tenantId: string, username: string, password: string): Promise<void> {
  const auth = await import("@/lib/api/auth");
  const session = await import("@/lib/session/auth");
  const profile = await import("@/lib/session/profile");
  session.applyLogin((await auth.login({ tenantId, username, password })).data);
  profile.setProfile(profile.toProfile((await auth.fetchUserInfo()).data));
}
