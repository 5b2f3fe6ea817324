import type { Context } from "hono";
import type { Database } from "../db/client";
import type { AuthUser } from "../auth/tokens";
import type { Sm2Keys } from "../auth/sm2";

export interface Deps {
  database: Database;
  jwtKey: Uint8Array;
  /** trust X-Forwarded-For for the client address (behind a proxy; tests) */
  trustProxy: boolean;
  /** this deployment's SM2 key pair (passwords sent the SpringBlade way) */
  sm2: Sm2Keys;
}

export type AppEnv = {
  Bindings: { clientAddress?: string; incoming?: { socket?: { remoteAddress?: string } } };
  Variables: { deps: Deps; user: AuthUser };
};

export type Ctx = Context<AppEnv>;

export function clientAddress(c: Ctx): string {
  const deps = c.get("deps");
  if (deps.trustProxy) {
    const xff = c.req.header("x-forwarded-for");
    if (xff) return xff.split(",")[0]!.trim().slice(0, 64);
  }
  const env = c.env as AppEnv["Bindings"] | undefined;
  return env?.clientAddress ?? env?.incoming?.socket?.remoteAddress ?? "local";
}
