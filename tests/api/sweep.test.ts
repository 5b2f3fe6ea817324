// The hostile-input sweep of scripts/sweep/hostile.ts over every call of /api/openapi.json, in-process: no 5xx, every
// failure a JSON envelope, no internal detail in any answer, and no secret in what the server logged meanwhile.
// `npm run sweep:api` runs the same sweep over loopback HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweep, type OpenApiDocument } from "../../scripts/sweep/hostile";
import { CLIENT, setup, rawRequest, type TestCtx } from "./helpers";
import { logOf, SECRET_PATTERNS } from "./log-capture";

let t: TestCtx;
beforeAll(async () => { t = await setup(); }, 120_000);
afterAll(async () => { await t?.close(); });

describe("the hostile sweep", () => {
  it("answers every hostile request to every published call without a 5xx or a leak", async () => {
    const document = (await (await rawRequest(t.app, "/api/openapi.json")).json()) as OpenApiDocument;
    const login = async () => {
      const res = await rawRequest(t.app, "/api/blade-auth/token?tenantId=000000&username=student&password=Student%402026&grantType=password", { method: "POST", headers: { Authorization: CLIENT, "X-Forwarded-For": "10.9.9.9" } });
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    };
    let report!: Awaited<ReturnType<typeof sweep>>;
    const log = await logOf(async () => { report = await sweep({
      document, login,
      send: async (request, token) => {
        const headers: Record<string, string> = { Authorization: CLIENT, "X-Forwarded-For": "10.9.9.9", "Tenant-Id": "000000" };
        if (token) headers["Blade-Auth"] = `bearer ${token}`;
        if (request.contentType) headers["Content-Type"] = request.contentType;
        const res = await rawRequest(t.app, `${request.path}${request.query ? `?${request.query}` : ""}`, { method: request.method, headers, body: request.body });
        return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
      },
      // every payload of every call (about a minute here); the bounds only guard against a runaway document
      maxRequests: 40_000, maxPerCall: 600, maxMillis: 600_000,
    }); });
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods).filter((m) => m === "get" || m === "post"));
    console.log(`[sweep] ${report.requests} requests to ${report.calls} calls in ${report.millis} ms: ${JSON.stringify(report.byStatus)}`);
    expect(report.stoppedEarly).toBe(false);
    expect(report.calls).toBe(operations.length);
    expect(report.findings).toEqual([]);
    for (const secret of SECRET_PATTERNS) expect(log).not.toMatch(secret);
  }, 660_000);
});
