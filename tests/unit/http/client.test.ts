import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, classify, UNKNOWN_ERROR } from "@/lib/http/envelope";
import { configureHttp, get, post, withSignal } from "@/lib/http/client";
import { singleToast } from "@/lib/http/toast";
import { appendError } from "@/lib/http/error-log";

// A real HTTP server on loopback that answers per path, recording what it received.
let server: Server;
let seen: { path: string; headers: IncomingMessage["headers"]; body: string }[] = [];
const replies: Record<string, () => unknown> = {
  "/ok": () => ({ code: 200, success: true, data: { n: 1 }, msg: "操作成功" }),
  "/ok-00000": () => ({ code: "00000", data: 7 }),
  "/no-code": () => ({ data: "x" }),
  "/business": () => ({ code: 400, success: false, msg: "参数错误" }),
  "/no-msg": () => ({ code: 500, success: false }),
  "/expired": () => ({ code: 401, success: false, msg: "请求未授权" }),
  "/quiet": () => ({ code: 4001, success: false, msg: "ignored" }),
};

// paths that answer 503 `left` more times: shed = the busy server's quick refusal, else a database that is down
let busyAnswers: Record<string, { left: number; shed: boolean }> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!.replace(/^\/api/, "");
      seen.push({ path: req.url ?? "", headers: req.headers, body });
      if (path === "/slow") return; // never answers: exercises the timeout
      const busy = busyAnswers[path];
      if (busy && busy.left > 0) {
        busy.left--;
        res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "0", ...(busy.shed ? { "X-Qihang-Busy": "1" } : {}) });
        return res.end(JSON.stringify({ code: 503, success: false, data: null, msg: busy.shed ? "访问人数较多" : "数据库暂时不可用" }));
      }
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(replies[path]?.() ?? { code: 404, msg: "no such path" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const hooks = {
  accessToken: vi.fn<() => string | null>(() => "tok123"),
  forceLogout: vi.fn(),
  toast: vi.fn(),
  progressStart: vi.fn(),
  progressDone: vi.fn(),
};

beforeEach(() => {
  seen = [];
  Object.values(hooks).forEach((hook) => hook.mockClear());
  const { port } = server.address() as AddressInfo;
  configureHttp({ hooks, config: { apiBase: `http://127.0.0.1:${port}/api`, clientId: "web", clientSecret: "pub", whitelist: [4001] } });
});

describe("envelope", () => {
  it("treats a missing code as 200 and reads msg or 未知错误", () => {
    expect(classify({ data: 1 }).kind).toBe("ok");
    expect(classify({ code: 500 })).toEqual({ kind: "error", code: 500, message: UNKNOWN_ERROR, data: null });
    // what a failure carries besides its message travels with it (the newer plan of a 409, a captcha request)
    expect(classify({ code: 409, msg: "newer", data: { version: 3 } })).toEqual({ kind: "error", code: 409, message: "newer", data: { version: 3 } });
    expect(classify(null).kind).toBe("ok");
  });
});

describe("http client", () => {
  it("sends the Basic client header and the bearer token, and resolves with the envelope", async () => {
    const body = await post<{ n: number }>("/ok", { a: 1 });
    expect(body.data).toEqual({ n: 1 });
    const headers = seen[0]!.headers;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("web:pub").toString("base64")}`);
    expect(headers["blade-auth"]).toBe("bearer tok123");
    expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 });
    expect(hooks.progressStart).toHaveBeenCalledTimes(1);
    expect(hooks.progressDone).toHaveBeenCalledTimes(1);
  });

  it("omits the bearer header when the call opts out or there is no token", async () => {
    await get("/ok", { x: 1 }, { auth: false });
    expect(seen[0]!.headers["blade-auth"]).toBeUndefined();
    expect(seen[0]!.path).toBe("/api/ok?x=1");
    hooks.accessToken.mockReturnValueOnce(null);
    await get("/ok");
    expect(seen[1]!.headers["blade-auth"]).toBeUndefined();
  });

  it("accepts \"00000\" and a body without code as success", async () => {
    expect((await get("/ok-00000")).data).toBe(7);
    expect((await get("/no-code")).data).toBe("x");
  });

  it("rejects a business error with the server's message after one toast", async () => {
    await expect(post("/business")).rejects.toMatchObject({ message: "参数错误", code: 400 });
    expect(hooks.toast).toHaveBeenCalledWith("参数错误", expect.objectContaining({ code: 400, message: "参数错误" }));
    await expect(post("/no-msg")).rejects.toBeInstanceOf(ApiError);
    expect(hooks.toast).toHaveBeenLastCalledWith(UNKNOWN_ERROR, expect.any(ApiError));
  });

  it("forces a logout on 401 without a toast", async () => {
    await expect(get("/expired")).rejects.toMatchObject({ code: 401 });
    expect(hooks.forceLogout).toHaveBeenCalledTimes(1);
    expect(hooks.toast).not.toHaveBeenCalled();
  });

  it("rejects whitelisted codes silently", async () => {
    await expect(get("/quiet")).rejects.toMatchObject({ code: 4001 });
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.forceLogout).not.toHaveBeenCalled();
  });

  it("serialises a form body when asked", async () => {
    await post("/ok", { tenantId: "000000", name: "张三" }, { form: true });
    expect(seen[0]!.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(new URLSearchParams(seen[0]!.body).get("name")).toBe("张三");
  });

  it("rejects with an error on a network failure and still ends the progress bar", async () => {
    configureHttp({ config: { apiBase: "http://127.0.0.1:9/api" } });
    await expect(get("/ok")).rejects.toThrow();
    expect(hooks.progressDone).toHaveBeenCalledTimes(1);
    expect(hooks.toast).not.toHaveBeenCalled();
  });
});

describe("a busy server (503)", () => {
  const tries = (path: string) => seen.filter((request) => request.path.startsWith(`/api${path}`)).length;

  it("sends a call the busy server turned away again after its Retry-After, a save included, without a toast", async () => {
    busyAnswers = { "/ok": { left: 2, shed: true } };
    const body = await post<{ n: number }>("/ok", { a: 1 });
    expect(body.data).toEqual({ n: 1 });
    expect(tries("/ok")).toBe(3);
    expect(JSON.parse(seen[2]!.body)).toEqual({ a: 1 });
    expect(hooks.toast).not.toHaveBeenCalled();
    expect(hooks.progressDone).toHaveBeenCalledTimes(1);
  });

  it("gives up after two more tries and shows the server's message", async () => {
    busyAnswers = { "/ok": { left: 5, shed: true } };
    await expect(get("/ok")).rejects.toMatchObject({ code: 503, message: "访问人数较多" });
    expect(tries("/ok")).toBe(3);
    expect(hooks.toast).toHaveBeenCalledTimes(1);
  });

  it("with the database down, tries a read again but never a write the server may have begun", async () => {
    busyAnswers = { "/ok": { left: 1, shed: false } };
    await expect(get("/ok")).resolves.toMatchObject({ data: { n: 1 } });
    expect(tries("/ok")).toBe(2);
    seen = [];
    busyAnswers = { "/ok": { left: 1, shed: false } };
    await expect(post("/ok", { a: 1 })).rejects.toMatchObject({ code: 503, message: "数据库暂时不可用" });
    expect(tries("/ok")).toBe(1);
    busyAnswers = {};
  });
});

describe("abort signal", () => {
  it("a load no longer wanted stops its request: calls sent under withSignal abort with its signal, later calls do not", async () => {
    const controller = new AbortController();
    const started = Date.now();
    const slow = withSignal(controller.signal, () => post("/slow"));
    const later = post("/ok");
    await expect(later).resolves.toMatchObject({ data: { n: 1 } });
    controller.abort();
    await expect(slow).rejects.toThrow();
    // long before the request's own timeout
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hooks.progressDone).toHaveBeenCalledTimes(2);
  });
  it("a call's own signal aborts it too", async () => {
    const controller = new AbortController();
    const slow = get("/slow", undefined, { signal: controller.signal });
    controller.abort();
    await expect(slow).rejects.toThrow();
  });
});

describe("one toast at a time", () => {
  it("drops messages while one is open", () => {
    const shown: string[] = [];
    let close = () => {};
    const toast = singleToast((message, onClose) => {
      shown.push(message);
      close = onClose;
    });
    toast("a");
    toast("b");
    close();
    toast("c");
    expect(shown).toEqual(["a", "c"]);
  });
});

describe("error log", () => {
  it("records message and stack, newest first", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    let log = appendError([], new Error("boom"), { type: "error", url: "/wel/index", now });
    log = appendError(log, "text failure", { type: "promise", url: "/x", info: "api", now });
    expect(log.map((entry) => entry.message)).toEqual(["text failure", "boom"]);
    expect(log[1]!.stack).toContain("boom");
    expect(log[0]).toMatchObject({ type: "promise", url: "/x", info: "api", time: "2026-11-21T00:00:00.000Z" });
  });
});
