// Two API processes on one PostgreSQL database (issue 27): what one process learns from a write, a limit it counts, a
// login it locks out and a revocation it makes hold in the other. Both are real processes (src/server/standalone.ts
// under tsx) on the file's own database; their caches are made to last ten minutes, so only the notice a write sends
// (lib/bus.ts) or the database's count can make the second process see a change in time. On the embedded database
// there is one process (WORKERS is forced to 1: the last test), so the two-process part runs in CI's PostgreSQL stage.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { CLIENT, setup, type Json, type TestCtx } from "./helpers";
import { workerCount } from "../../src/server/workers";

const onPostgres = /^postgres/.test(process.env.DATABASE_URL ?? "");
const root = path.resolve(import.meta.dirname, "../..");
const HEAVY_LIMIT = 4;
const ADDRESS_LIMIT = 4;

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer();
  s.listen(0, "127.0.0.1", () => {
    const port = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(port));
  });
});

interface Proc { child: ChildProcess; base: string; log: string[] }

async function startApi(url: string): Promise<Proc> {
  const port = await freePort();
  // node itself with tsx's loader (not the tsx command, whose child would outlive a kill of the command)
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/standalone.ts"], {
    cwd: root,
    env: {
      ...process.env, DATABASE_URL: url, PORT: String(port), HOST: "127.0.0.1", WORKERS: "1", TRUST_PROXY: "1",
      // long enough that a stale entry would still be served when the test looks: only a notice can clear it
      TOKEN_CHECK_CACHE_MS: "600000", FAVORITE_CACHE_MS: "600000", HEAVY_CALLS_PER_MINUTE: String(HEAVY_LIMIT),
      LOGIN_MAX_PER_ADDRESS: String(ADDRESS_LIMIT),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  child.stdout!.on("data", (d: Buffer) => log.push(d.toString()));
  child.stderr!.on("data", (d: Buffer) => log.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode != null) throw new Error(`API process ended: ${log.join("")}`);
    try {
      if ((await fetch(`${base}/api/blade-auth/captcha`)).status < 500) return { child, base, log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API process did not start: ${log.join("")}`);
}

async function call(p: Proc, url: string, body: unknown, token = "", address = "10.9.0.1"): Promise<{ status: number; json: Json }> {
  const headers: Record<string, string> = { Authorization: CLIENT, "Content-Type": "application/json", "X-Forwarded-For": address };
  if (token) headers["Blade-Auth"] = `bearer ${token}`;
  const res = body === null
    ? await fetch(`${p.base}${url}`, { headers })
    : await fetch(`${p.base}${url}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
  return { status: res.status, json: (await res.json()) as Json };
}

const login = (p: Proc, account: string, password: string, address = "10.9.0.1") =>
  call(p, `/api/blade-auth/token?tenantId=000000&username=${account}&password=${encodeURIComponent(password)}&grantType=password`, undefined, "", address);

/** Asks `p` until `done` holds of the answer, at most ~3 s: a notice arrives within milliseconds, a TTL in 10 minutes. */
async function eventually(ask: () => Promise<{ status: number; json: Json }>, done: (r: { status: number; json: Json }) => boolean) {
  let last = await ask();
  for (let i = 0; i < 60 && !done(last); i++) {
    await new Promise((r) => setTimeout(r, 50));
    last = await ask();
  }
  return last;
}

describe.skipIf(!onPostgres)("two API processes on one PostgreSQL", () => {
  let t: TestCtx;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    t = await setup();
    [a, b] = await Promise.all([startApi(t.url!), startApi(t.url!)]);
  }, 600_000);
  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill("SIGKILL");
    await t?.close();
  });

  it("a favourite added through one process shows in the other's cached college page", async () => {
    const token = (await login(a, "student", "Student@2026")).json.data.accessToken as string;
    const before = await call(b, "/api/common/yuanxiao/school-info", { id: "10589" }, token);
    expect(before.json.data.isFavorite).toBe(false);
    expect((await call(a, "/api/common/yuanxiao/add-my-favorite", { resourceId: "10589", resourceType: 1, userCode: "student" }, token)).json.code).toBe(200);
    const after = await eventually(() => call(b, "/api/common/yuanxiao/school-info", { id: "10589" }, token), (r) => r.json.data?.isFavorite === true);
    expect(after.json.data.isFavorite).toBe(true);
  });

  it("a logout through one process ends the login in the other at once", async () => {
    const token = (await login(a, "parent", "Parent@2026")).json.data.accessToken as string;
    // the second process has checked this login and keeps it as live (for ten minutes, here)
    expect((await call(b, "/api/blade-user/user/getUserInfo", null, token)).json.code).toBe(200);
    expect((await call(a, "/api/blade-user/user/logout", {}, token)).json.code).toBe(200);
    const refused = await eventually(() => call(b, "/api/blade-user/user/getUserInfo", null, token), (r) => r.json.code === 401);
    expect(refused.json.code).toBe(401);
  });

  it("a user's costly calls are counted across both processes", async () => {
    const token = (await login(b, "zhanghua", "Student@2026")).json.data.accessToken as string;
    const codes: number[] = [];
    for (let i = 0; i < HEAVY_LIMIT + 2; i++) {
      codes.push((await call(i % 2 ? b : a, "/api/common/FuGL/list-major-by-courses", { courses: ["物理", "化学"] }, token)).status);
    }
    // each process alone would have let HEAVY_LIMIT through
    expect(codes).toEqual([...Array<number>(HEAVY_LIMIT).fill(200), 429, 429]);
  });

  it("wrong passwords through both processes add up: the account asks for a captcha, the address is stopped", async () => {
    // three wrong passwords on one account (captchaAfter), two through one process and one through the other
    for (let i = 0; i < 3; i++) expect((await login(i % 2 ? a : b, "teacher", `nope-${i}`, "10.9.7.1")).json.msg).toBe("用户名或密码错误");
    for (const p of [a, b]) expect((await login(p, "teacher", "Teacher@2026", "10.9.7.2")).json).toMatchObject({ code: 400, data: { captcha: true } });
    // one address trying many accounts: ADDRESS_LIMIT failures through the two processes stop it in both
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await login(i % 2 ? a : b, `ghost${i}`, "nope", "10.9.7.3")).json.msg).toBe("用户名或密码错误");
    for (const p of [a, b]) expect((await login(p, "zhanghua", "Student@2026", "10.9.7.3")).json.msg).toContain("登录失败次数过多");
    expect((await login(a, "zhanghua", "Student@2026", "10.9.7.4")).json.code).toBe(200);
  });
});

describe("how many processes", () => {
  it("runs one process on the embedded database whatever WORKERS asks, and says why", () => {
    const embedded = workerCount({ WORKERS: "4" });
    expect(embedded.count).toBe(1);
    expect(embedded.note).toContain("PGlite");
    expect(workerCount({ WORKERS: "4", DATABASE_URL: "postgres://u@127.0.0.1:5432/q" }).count).toBe(4);
    expect(workerCount({ DATABASE_URL: "postgres://u@127.0.0.1:5432/q" }).count).toBe(1);
    expect(workerCount({ WORKERS: "zero", DATABASE_URL: "postgresql://u@h/q" }).count).toBe(1);
  });
});
