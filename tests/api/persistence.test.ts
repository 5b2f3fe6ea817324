// Data survives a restart on the embedded database: create PGlite in a temp dir, write, close, reopen.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createDeps, prepareDatabase } from "../../src/server/db/bootstrap";
import { Client } from "./helpers";

const dir = mkdtempSync(path.join(os.tmpdir(), "qihang-persist-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!!process.env.DATABASE_URL)("embedded database on disk", () => {
  it("keeps accounts, favourites, the JWT secret and the SM2 key pair across a restart", async () => {
    const db1 = await prepareDatabase({ dataDir: dir, skipReference: true, log: false });
    const app1 = createApp(await createDeps(db1, true));
    const c1 = new Client(app1);
    expect((await c1.login()).json.code).toBe(200);
    const fb = await c1.post("/api/blade-user/feedback/submit", { content: "persist me" });
    expect(fb.json.code).toBe(200);
    const token = c1.token;
    const key1 = (await c1.get("/api/blade-auth/public-key")).json.data.publicKey;
    const [seeded] = await db1.rows<{ n: number }>((await import("drizzle-orm")).sql`select count(*)::int as n from users`);
    await db1.close();

    const db2 = await prepareDatabase({ dataDir: dir, skipReference: true, log: false });
    const app2 = createApp(await createDeps(db2, true));
    const c2 = new Client(app2);
    c2.token = token; // same generated JWT secret, same login family
    expect((await c2.get("/api/blade-user/user/getUserInfo")).json.data.account).toBe("student");
    // the key Saber and Sword were built with still decrypts after a restart
    expect((await c2.get("/api/blade-auth/public-key")).json.data.publicKey).toBe(key1);
    const rows = await db2.rows<{ content: string }>((await import("drizzle-orm")).sql`select content from feedback`);
    expect(rows.map((r) => r.content)).toEqual(["persist me"]);
    const users = await db2.rows<{ n: number }>((await import("drizzle-orm")).sql`select count(*)::int as n from users`);
    expect(seeded!.n).toBeGreaterThan(0);
    expect(users[0]!.n).toBe(seeded!.n); // not seeded twice
    await db2.close();
  }, 60_000);
});
