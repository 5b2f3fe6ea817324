// download(): a call whose success is a file (the volunteer 草表 export) with the headers every call sends; its failures
// still come as envelopes and are handled like any call's. Against a real HTTP server on loopback.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { configureHttp, dispositionFileName, download } from "@/lib/http/client";
import { ApiError } from "@/lib/http/envelope";

let server: Server;
let seen: { path: string; headers: IncomingMessage["headers"]; body: string }[] = [];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").replace(/^\/api/, "");
      seen.push({ path, headers: req.headers, body });
      if (path === "/file") {
        res.setHeader("Content-Type", XLSX);
        res.setHeader("Content-Disposition", `attachment; filename="volunteer-draft.xlsx"; filename*=UTF-8''${encodeURIComponent("广东2026本科批志愿草表-方案一.xlsx")}`);
        res.end(Buffer.from([0x50, 0x4b, 3, 4]));
        return;
      }
      res.setHeader("Content-Type", "application/json");
      if (path === "/refused") res.end(JSON.stringify({ code: 400, success: false, msg: "id: 没有这个志愿方案" }));
      else if (path === "/expired") res.end(JSON.stringify({ code: 401, success: false, msg: "请求未授权" }));
      else res.end(JSON.stringify({ code: 200, success: true, data: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hooks = { accessToken: vi.fn<() => string | null>(() => "tok123"), forceLogout: vi.fn(), toast: vi.fn(), progressStart: vi.fn(), progressDone: vi.fn() };

beforeEach(() => {
  seen = [];
  Object.values(hooks).forEach((hook) => hook.mockClear());
  const { port } = server.address() as AddressInfo;
  configureHttp({ hooks, config: { apiBase: `http://127.0.0.1:${port}/api`, clientId: "web", clientSecret: "pub", whitelist: [] } });
});

describe("download", () => {
  it("posts JSON with the Basic client and bearer headers and gives back the bytes and the server's file name", async () => {
    const file = await download("/file", { id: "7" });
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from("web:pub").toString("base64")}`);
    expect(seen[0]!.headers["blade-auth"]).toBe("bearer tok123");
    expect(seen[0]!.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(seen[0]!.body)).toEqual({ id: "7" });
    expect(file.fileName).toBe("广东2026本科批志愿草表-方案一.xlsx");
    expect(file.blob.type).toBe(XLSX);
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 3, 4]);
    expect(hooks.progressStart).toHaveBeenCalledTimes(1);
    expect(hooks.progressDone).toHaveBeenCalledTimes(1);
  });

  it("rejects a refusal with its message (a toast unless quiet), and a 401 logs out", async () => {
    await expect(download("/refused", {}, { quiet: true })).rejects.toEqual(new ApiError("id: 没有这个志愿方案", 400));
    expect(hooks.toast).not.toHaveBeenCalled();
    await expect(download("/refused", {})).rejects.toBeInstanceOf(ApiError);
    expect(hooks.toast).toHaveBeenCalledWith("id: 没有这个志愿方案", expect.any(ApiError));
    await expect(download("/expired", {})).rejects.toMatchObject({ code: 401 });
    expect(hooks.forceLogout).toHaveBeenCalledTimes(1);
    expect(hooks.progressDone).toHaveBeenCalledTimes(3);
  });

  it("an envelope where a file was expected is a failure too", async () => {
    await expect(download("/other", {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
  });
});

describe("dispositionFileName", () => {
  const cases: Array<[string | null, string]> = [
    [`attachment; filename="a.xlsx"; filename*=UTF-8''%E6%96%B9%E6%A1%88.xlsx`, "方案.xlsx"],
    [`attachment; filename="plain.xlsx"`, "plain.xlsx"],
    [`attachment; filename=bare.xlsx`, "bare.xlsx"],
    [`attachment; filename="x.xlsx"; filename*=UTF-8''%E0%A4%A`, "x.xlsx"],
    [null, "download"],
    ["inline", "download"],
  ];
  for (const [header, name] of cases) it(`${header} → ${name}`, () => expect(dispositionFileName(header)).toBe(name));
});
