import { describe, expect, it } from "vitest";
import { BUSY_RETRIES, MAX_RETRY_WAIT_MS, pause, retryAfterMs, retryWait } from "@/lib/http/retry";

const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });
const busy = (retryAfter = "1") => answer(503, { "Retry-After": retryAfter, "X-Qihang-Busy": "1" });
const noSpread = () => 0;

describe("when a call is sent again", () => {
  it("waits the busy server's Retry-After, spread by up to half again, and stops after two more tries", () => {
    expect(retryWait(busy("1"), "POST", 0, noSpread)).toBe(1000);
    expect(retryWait(busy("2"), "GET", 1, () => 1)).toBe(3000);
    expect(retryWait(busy("1"), "GET", BUSY_RETRIES, noSpread)).toBeNull();
  });

  it("never waits longer than 5 s, whatever the server says", () => {
    expect(retryWait(busy("120"), "GET", 0, () => 1)).toBe(MAX_RETRY_WAIT_MS);
  });

  it("tries a read again when the database is down, but not a write the server may have begun", () => {
    const down = answer(503, { "Retry-After": "2" });
    expect(retryWait(down, "GET", 0, noSpread)).toBe(2000);
    expect(retryWait(down, "POST", 0, noSpread)).toBeNull();
  });

  it("does not retry anything but 503 (a 429's wait is the save button's business)", () => {
    expect(retryWait(answer(429, { "Retry-After": "3" }), "GET", 0, noSpread)).toBeNull();
    expect(retryWait(answer(200, {}), "GET", 0, noSpread)).toBeNull();
  });

  it("reads Retry-After as seconds or a date, and waits 1 s when there is none", () => {
    const now = Date.parse("2026-11-27T20:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("Fri, 27 Nov 2026 20:00:04 GMT", now)).toBe(4000);
    expect(retryAfterMs("Fri, 27 Nov 2026 19:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryWait(answer(503, { "X-Qihang-Busy": "1" }), "POST", 0, noSpread)).toBe(1000);
  });

  it("a call no longer wanted stops waiting at once", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = pause(60_000, controller.signal);
    controller.abort(new Error("gone"));
    await expect(waiting).rejects.toThrow("gone");
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
