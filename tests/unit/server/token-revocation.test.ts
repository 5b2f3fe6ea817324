// A logout must win over a check that was reading the database while the logout was being written: otherwise the
// in-flight check caches the family as live and the revoked token keeps working for the cache's lifetime.
import { describe, expect, it } from "vitest";
import type { SQL } from "drizzle-orm";
import { revokeFamily, signAccessToken, verifyAccessToken } from "@/server/auth/tokens";
import type { Database, Db } from "@/server/db/client";

const key = new TextEncoder().encode("a test secret that is long enough for HS256 signing");
const user = { userId: 7, tenantId: "000000", account: "s1", authority: "student", studentId: 7, sid: "family-under-test" };

/** A database whose family check answers whatever `revoked` says at the moment the read is released. */
function fakeDatabase() {
  const state = { revoked: false, hold: null as null | Promise<void>, onRead: null as null | (() => void) };
  const database = {
    rows: async <T>(_query: SQL): Promise<T[]> => {
      const seenRevoked = state.revoked;
      state.onRead?.();
      if (state.hold) await state.hold;
      return [{ revoked_at: seenRevoked ? new Date().toISOString() : null }] as T[];
    },
  } as unknown as Database;
  const db = {
    update: () => ({ set: () => ({ where: async () => { state.revoked = true; } }) }),
  } as unknown as Db;
  return { state, database, db };
}

describe("token family revocation", () => {
  it("refuses the token after logout even when a check read 'live' while the logout was written", async () => {
    const { state, database, db } = fakeDatabase();
    const token = await signAccessToken(key, user);
    let release!: () => void;
    state.hold = new Promise<void>((resolve) => { release = resolve; });
    // the logout is written once the check has read "not revoked" (told by the read itself, not guessed by a sleep)
    const read = new Promise<void>((resolve) => { state.onRead = resolve; });
    const inFlight = verifyAccessToken(key, database, token); // reads "not revoked", then waits
    await read;
    state.onRead = null;
    await revokeFamily(db, user.sid, "logout");
    state.hold = null;
    release();
    expect((await inFlight)?.userId).toBe(7); // it began before the logout: answered as it was read
    expect(await verifyAccessToken(key, database, token)).toBeNull();
  });

  it("keeps a live family cached between checks", async () => {
    const { database } = fakeDatabase();
    const token = await signAccessToken(key, { ...user, sid: "another-family" });
    expect((await verifyAccessToken(key, database, token))?.account).toBe("s1");
    expect((await verifyAccessToken(key, database, token))?.account).toBe("s1");
  });
});
