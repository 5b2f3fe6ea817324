// The Hono app: one router per URL prefix, R envelope everywhere, 400 envelopes for bad input, generic 500 only for real bugs.
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MSG } from "./lib/unavailable";
import type { IncomingMessage, ServerResponse } from "node:http";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import type { ZodError } from "zod";
import { bodyLimitFor } from "./config";
import { API_CSP, COMMON_SECURITY_HEADERS, HSTS, cameOverHttps } from "../lib/security/policy.mjs";
import type { AppEnv, Ctx, Deps } from "./lib/context";
import { badRequest, refused, Refusal, refusalAnswer, zodRefused } from "./lib/r";
import { router as bladeAuth } from "./routes/blade-auth";
import { router as bladeSystem } from "./routes/blade-system";
import { router as bladeUser } from "./routes/blade-user";
import { router as bladeResource } from "./routes/blade-resource";
import { studentTask, mbghInfo, admissionPlanMain, academicPlanMain, timetable } from "./routes/student-area";
import { router as yuanxiao } from "./routes/yuanxiao";
import { router as favourites } from "./routes/favourites";
import { router as zhuanye } from "./routes/zhuanye";
import { router as piCX } from "./routes/picx";
import { router as tiQP } from "./routes/tiqp";
import { router as chaKSZ } from "./routes/chaksz";
import { router as yiFYD } from "./routes/yifyd";
import { router as ceGL } from "./routes/cegl";
import { router as tongFQX } from "./routes/tongfqx";
import { router as fuGL } from "./routes/fugl";
import { router as volunteer } from "./routes/volunteer";
import { router as career } from "./routes/career";
import { router as course } from "./routes/course";
import { router as assessment } from "./routes/assessment";
import { router as registrations } from "./routes/admin/registration";
import { router as schoolClasses } from "./routes/admin/classes";
import { notices as schoolNotices, tasks as schoolTasks } from "./routes/admin/notices";
import { router as school } from "./routes/admin/school";
import { router as imports } from "./routes/admin/import";
import { router as ruleCorrections } from "./routes/admin/rules";
import { router as audit } from "./routes/admin/audit";
import { router as counsellor } from "./routes/counsellor";
import { router as share } from "./routes/share";
import { router as tours } from "./routes/tours";
import { logError } from "./lib/log";

import { router as gaokaoScore } from "./routes/gaokao-score";
import { router as examTables } from "./routes/admin/exam-tables";

const MSG_NUL = "不能含有 NUL 字符（U+0000）";

/** what every API answer carries (HSTS besides, over https) */
const API_HEADERS: readonly (readonly [string, string])[] = [...Object.entries(COMMON_SECURITY_HEADERS), ["Content-Security-Policy", API_CSP]];

/** The path of a request for the log, even when its %-encoding is broken. */
function safePath(url: string): string {
  return new URL(url).pathname.slice(0, 200);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The path (a.b[2].c) of the first key or string holding a NUL character, or null. */
function nulPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "请求体" : null;
  if (value == null || typeof value !== "object") return null;
  for (const [key, child] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at.replace(/\u0000/g, "");
    const found = nulPath(child, at);
    if (found) return found;
  }
  return null;
}

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return refusalAnswer(c, zodRefused(result.error as ZodError));
    },
  });

  // Security headers on every answer, errors and 404s included.
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
    const https = cameOverHttps(c.req.header("x-forwarded-proto"), Boolean((env?.incoming?.socket as { encrypted?: boolean } | undefined)?.encrypted));
    if (env?.outgoing?.setHeader) {
      // Under Node (npm run api, npm start) they go on the Node response before the handler runs: Node merges them with
      // the answer's own headers when it writes them, and every answer, even one Hono never finishes, carries them.
      // Rewriting each answer's Headers afterwards cost several per cent of a list call. No handler sets these names
      // itself (tests/api/security-headers.test.ts checks every kind of answer, files included).
      for (const [name, value] of API_HEADERS) env.outgoing.setHeader(name, value);
      if (https) env.outgoing.setHeader("Strict-Transport-Security", HSTS);
      return next();
    }
    // elsewhere (app.request in tests, another runtime): on the answer, after the handler has run
    await next();
    const headers = c.res.headers;
    for (const [name, value] of API_HEADERS) headers.set(name, value);
    if (https) headers.set("Strict-Transport-Security", HSTS);
  });
  const tooLarge = (c: Ctx, max: number) => badRequest(c, `请求体过大（上限 ${Math.round(max / 1024)} KB）`);
  app.use("*", async (c, next) => {
    // Under @hono/node-server, read the body straight from the Node stream (much cheaper than a web stream) and hand it
    // to Hono's body cache; elsewhere (Astro, app.request) use Hono's bodyLimit. Calls that carry a file allow more.
    const incoming = (c.env as { incoming?: NodeJS.ReadableStream & { readableEnded?: boolean } } | undefined)?.incoming;
    if (c.req.method !== "POST" && c.req.method !== "PUT") return next();
    const max = bodyLimitFor(new URL(c.req.url).pathname);
    if (!incoming) {
      // an empty JSON body counts as {} (the portal posts some calls with an empty body)
      if (c.req.header("content-length") === "0") (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve("{}");
      return bodyLimit({ maxSize: max, onError: (c) => tooLarge(c as Ctx, max) })(c, next);
    }
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > max) return tooLarge(c, max);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) return tooLarge(c, max);
      chunks.push(chunk);
    }
    if (size > 0 && !c.req.header("content-type")) return badRequest(c, "缺少 Content-Type，请使用 application/json");
    const raw = size === 0 ? Buffer.from("{}") : Buffer.concat(chunks);
    // the bytes as they came (a multipart upload is binary), and the text for JSON
    (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(raw.toString("utf8"));
    (c.req.bodyCache as Record<string, Promise<unknown>>).arrayBuffer = Promise.resolve(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
    await next();
  });
  // NUL (U+0000) can be stored nowhere: refused here, for every call and field, before anything reads it.
  app.use("*", async (c, next) => {
    if (c.req.url.includes("?")) for (const [key, value] of new URL(c.req.url).searchParams) {
      if (key.includes("\u0000") || value.includes("\u0000")) return refusalAnswer(c, refused(key.replace(/\u0000/g, "").slice(0, 40) || "query", MSG_NUL));
    }
    if ((c.req.method === "POST" || c.req.method === "PUT") && /json/i.test(c.req.header("content-type") ?? "")) {
      const text = await c.req.text();
      if (/\\u0000|\u0000/i.test(text)) {
        const where = nulPath(safeJson(text)) ?? "请求体";
        return refusalAnswer(c, refused(where.split(/[.[]/)[0] || where, MSG_NUL, { path: where }));
      }
    }
    await next();
  });
  // Reject non-JSON bodies early with a clear message (the token endpoint also accepts form posts without a body).
  app.use("*", async (c, next) => {
    if (c.req.method === "POST" || c.req.method === "PUT") {
      const ct = (c.req.header("content-type") ?? "").toLowerCase();
      if (ct && !ct.startsWith("application/json") && !ct.startsWith("application/x-www-form-urlencoded") && !ct.startsWith("multipart/form-data")) {
        return badRequest(c, `不支持的内容类型：${ct.split(";")[0]!.slice(0, 60)}，请使用 application/json`);
      }
    }
    await next();
  });

  const prefixes: [string, OpenAPIHono<AppEnv>][] = [
    ["/api/blade-auth", bladeAuth],
    ["/api/blade-system", bladeSystem],
    ["/api/blade-user", bladeUser],
    ["/api/blade-resource", bladeResource],
    ["/api/common/studenttask", studentTask],
    ["/api/common/mbghinfo", mbghInfo],
    ["/api/common/studentadmissonplanmain", admissionPlanMain],
    ["/api/common/studentacademicplanmain", academicPlanMain],
    ["/api/new/timetable", timetable],
    ["/new/timetable", timetable],
    ["/api/common/yuanxiao", yuanxiao],
    // the portal's favourite calls share the colleges' prefix (portal.md): their own router, same paths
    ["/api/common/yuanxiao", favourites],
    ["/api/common/zhaunye", zhuanye],
    ["/api/common/zhuanye", zhuanye],
    ["/api/common/PiCX", piCX],
    ["/api/common/TiQP", tiQP],
    ["/api/common/ChaKSZ", chaKSZ],
    ["/api/common/YiFYD", yiFYD],
    ["/api/common/CeGL", ceGL],
    ["/api/common/TongFQX", tongFQX],
    ["/api/common/FuGL", fuGL],
    ["/api/common/volunteer", volunteer],
    ["/api/common/career", career],
    ["/api/common/course", course],
    ["/api/common/assessment", assessment],
    ["/api/common/share", share],
    ["/api/common/vr", tours],
    ["/api/common/score", gaokaoScore],
    ["/api/admin/registration", registrations],
    ["/api/admin/classes", schoolClasses],
    ["/api/admin/notice", schoolNotices],
    ["/api/admin/task", schoolTasks],
    ["/api/admin/school", school],
    ["/api/admin/import", imports],
    ["/api/admin/rule", ruleCorrections],
    ["/api/admin/exam-table", examTables],
    ["/api/admin/audit", audit],
    ["/api/counsellor", counsellor],
  ];
  for (const [prefix, r] of prefixes) app.route(prefix, r);

  app.openAPIRegistry.registerComponent("securitySchemes", "BladeAuth", { type: "apiKey", in: "header", name: "Blade-Auth", description: "bearer <access token>" });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Qihang (启航) API", version: "1.0.0",
      description: "SpringBlade-compatible API. Every response is the R envelope {code, success, data, msg}; business errors and 401 travel as HTTP 200 with the code in the body; invalid input is HTTP 400 with an R body naming the problem. Responses carrying generated sample data have `sample: true` (envelope and record) and a note in msg.",
    },
  });

  app.notFound((c) => c.json({ code: 404, success: false, data: null, msg: `接口不存在：${c.req.method} ${new URL(c.req.url).pathname.slice(0, 200)}` }, 404));
  app.onError((err, c) => {
    // what a helper or handler refused (lib/r.ts Refusal): the one way a refusal becomes its envelope
    if (err instanceof Refusal) return refusalAnswer(c, err);
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 415) return badRequest(c, "不支持的内容类型，请使用 application/json");
      if (status === 400) return badRequest(c, /json/i.test(err.message) ? "请求体不是合法的 JSON" : `请求错误：${err.message.slice(0, 100)}`);
      if (status === 413) return badRequest(c, "请求体过大");
      return c.json({ code: status, success: false, data: null, msg: err.message.slice(0, 100) || "请求错误" }, status);
    }
    if (err instanceof SyntaxError) return badRequest(c, "请求体不是合法的 JSON");
    if (err instanceof URIError) return badRequest(c, "请求地址含有不合法的 % 编码");
    if (isDatabaseUnavailable(err)) {
      return c.json({ code: 503, success: false, data: null, msg: UNAVAILABLE_MSG }, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    }
    logError("[api] unhandled error", c.req.method, safePath(c.req.url), err);
    return c.json({ code: 500, success: false, data: null, msg: "服务器内部错误" }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
