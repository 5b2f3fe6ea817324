import { describe, expect, it } from "vitest";
import { BUSY_RETRY_SECONDS, createGate, MAX_ACTIVE_EMBEDDED, MAX_ACTIVE_POSTGRES, shedOptions, shedding } from "../../../src/server/lib/shed";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("shedding excess load", () => {
  it("runs up to `active` calls, queues the next ones in order and lets them in as calls end", async () => {
    const gate = createGate({ active: 2, maxWaitMs: 10_000, maxQueue: 10 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const order: number[] = [];
    const third = gate.enter().then((ok) => order.push(3) && ok);
    const fourth = gate.enter().then((ok) => order.push(4) && ok);
    await tick();
    expect(order).toEqual([]);
    expect(gate.stats()).toMatchObject({ running: 2, queued: 2 });
    gate.done(10);
    expect(await third).toBe(true);
    gate.done(10);
    expect(await fourth).toBe(true);
    expect(order).toEqual([3, 4]);
  });

  it("turns a call away at once when its expected wait passes the bound, and counts it", async () => {
    const gate = createGate({ active: 1, maxWaitMs: 1000, maxQueue: 100 });
    expect(await gate.enter()).toBe(true);
    // the running call took 2 s: the mean moves towards it, so a queued call would wait longer than 1 s
    for (let i = 0; i < 30; i++) {
      gate.done(2000);
      expect(await gate.enter()).toBe(true);
    }
    const started = Date.now();
    expect(await gate.enter()).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
    expect(gate.stats().shed).toBe(1);
  });

  it("bounds the queue's length whatever the calls cost", async () => {
    const gate = createGate({ active: 1, maxWaitMs: 1e9, maxQueue: 2 });
    await gate.enter();
    void gate.enter();
    void gate.enter();
    expect(await gate.enter()).toBe(false);
  });

  it("answers a turned-away call 503 with Retry-After and the busy mark, without calling the app", async () => {
    let calls = 0;
    const app = async (_request: Request) => {
      calls++;
      await new Promise((r) => setTimeout(r, 30));
      return new Response("ok");
    };
    const fetch = shedding(app, createGate({ active: 1, maxWaitMs: 0, maxQueue: 0 }));
    const [first, second] = await Promise.all([fetch(new Request("http://x/api/a")), fetch(new Request("http://x/api/b"))]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(503);
    expect(second.headers.get("Retry-After")).toBe(String(BUSY_RETRY_SECONDS));
    expect(second.headers.get("X-Qihang-Busy")).toBe("1");
    expect(await second.json()).toMatchObject({ code: 503, success: false });
    expect(calls).toBe(1);
    // the slot is given back when the call ends, also when it throws
    const failing = shedding(async (_request: Request): Promise<Response> => { throw new Error("boom"); }, createGate({ active: 1, maxWaitMs: 0, maxQueue: 0 }));
    await expect(failing(new Request("http://x/api/c"))).rejects.toThrow("boom");
    await expect(failing(new Request("http://x/api/c"))).rejects.toThrow("boom");
  });
});

describe("how many calls run at once", () => {
  it("lets fewer in on the embedded database (one connection) than on PostgreSQL, unless QIHANG_MAX_ACTIVE says", () => {
    expect(shedOptions({}).active).toBe(MAX_ACTIVE_EMBEDDED);
    expect(shedOptions({ DATABASE_URL: "postgres://127.0.0.1/x" }).active).toBe(MAX_ACTIVE_POSTGRES);
    expect(MAX_ACTIVE_EMBEDDED).toBeLessThan(MAX_ACTIVE_POSTGRES);
    expect(shedOptions({ QIHANG_MAX_ACTIVE: "8" }).active).toBe(8);
    // an empty or nonsensical setting keeps the default rather than letting in 0 or every call
    expect(shedOptions({ QIHANG_MAX_ACTIVE: "", DATABASE_URL: "postgres://x" }).active).toBe(MAX_ACTIVE_POSTGRES);
    expect(shedOptions({ QIHANG_MAX_ACTIVE: "0" }).active).toBe(MAX_ACTIVE_EMBEDDED);
  });
});
