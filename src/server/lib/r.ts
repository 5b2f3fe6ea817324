// The SpringBlade R envelope (protocol.md): {code, success, data, msg}; paged data {records, total, size, current, pages}.
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { Page, RefusalData, RefusalProblem } from "../../lib/http/envelope";

export const MSG_OK = "操作成功";
export const MSG_NO_DATA = "暂无承载数据";
export const MSG_UNAUTHORIZED = "请求未授权";
/** Appended to msg when the data carries generated sample records (see FORMATS.md "Sample data"). */
export const SAMPLE_NOTE = "（含示例数据，仅供演示）";

export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
  /** present and true when data contains generated sample records */
  sample?: boolean;
}

// The page shape is part of the wire protocol the portal's HTTP layer reads too: one definition for both sides.
export type { Page };

/** Whether data holds a generated sample record (an object with sample: true), looked for down to depth 4 of the answer. */
export function containsSample(data: unknown, depth = 0): boolean {
  if (data == null || depth > 4) return false;
  if (Array.isArray(data)) return data.some((d) => containsSample(d, depth + 1));
  if (typeof data === "object") {
    const o = data as Record<string, unknown>;
    if (o.sample === true) return true;
    for (const v of Object.values(o)) if (v && typeof v === "object" && containsSample(v, depth + 1)) return true;
  }
  return false;
}

export function ok<T>(c: Context, data: T, msg?: string) {
  const sample = containsSample(data);
  const body: R<T> = {
    code: 200,
    success: true,
    data,
    msg: (msg ?? (data == null ? MSG_NO_DATA : MSG_OK)) + (sample ? SAMPLE_NOTE : ""),
  };
  if (sample) body.sample = true;
  return c.json(body, 200);
}

const OK_HEAD = Buffer.from(`{"code":200,"success":true,"data":`);
const OK_TAIL = Buffer.from(`,"msg":${JSON.stringify(MSG_OK)}}`);
const OK_SAMPLE_TAIL = Buffer.from(`,"msg":${JSON.stringify(MSG_OK + SAMPLE_NOTE)},"sample":true}`);

/**
 * ok() for data already serialized in parts (lib/prebuilt-json.ts): the same bytes ok() sends for that data. `sample`
 * must be what containsSample(data) gives; data is never null here.
 */
export function okPrebuilt(c: Context, data: readonly Buffer[], sample: boolean): Response {
  return c.body(Buffer.concat([OK_HEAD, ...data, sample ? OK_SAMPLE_TAIL : OK_TAIL]), 200, { "Content-Type": "application/json" });
}

/**
 * A refused request, thrown by any helper or handler and answered by app.onError (one error path): `msg` as the
 * envelope's message; a refusal naming inputs carries them as data ({field, problems}: RefusalData), so the browser
 * reads the field instead of parsing the message. `status` 400 for bad input, 200 for a business failure whose code
 * travels in the body (protocol.md).
 */
export class Refusal extends Error {
  constructor(
    readonly msg: string,
    readonly code = 400,
    readonly status: 200 | 400 = 200,
    /** the envelope's data: RefusalData when inputs are named, else whatever the failure carries (or null) */
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = "Refusal";
  }
}

/** The refusal's envelope, as every refusal answers (thrown or returned). */
export function refusalAnswer(c: Context, r: Refusal) {
  return c.json({ code: r.code, success: false, data: r.data, msg: r.msg } satisfies R<unknown>, r.status);
}

/** A business failure (HTTP 200, the code in the body), to throw. */
export function failure(msg: string, code = 400, data: unknown = null): Refusal {
  return new Refusal(msg, code, 200, data);
}

/** Bad input naming one field, to throw: HTTP 400, msg "path: what" (path defaults to the field), the field as data. */
export function refused(field: string, msg: string, more: { path?: string; item?: string } = {}): Refusal {
  const path = more.path ?? field;
  const problem: RefusalProblem = { field, path, msg, ...(more.item ? { item: more.item } : {}) };
  return new Refusal(`${path}: ${msg}`, 400, 400, { field, problems: [problem] } satisfies RefusalData);
}

/** Bad input that names no one field, to throw: HTTP 400. */
export function badInput(msg: string): Refusal {
  return new Refusal(msg, 400, 400);
}

/** Business failure: HTTP 200 with the code in the body (protocol.md). */
export function fail(c: Context, msg: string, code = 400) {
  return refusalAnswer(c, failure(msg, code));
}

/** Bad input that names no field: HTTP 400 with an R body naming the problem. */
export function badRequest(c: Context, msg: string) {
  return refusalAnswer(c, badInput(msg));
}

export function page<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

// ---- schemas for OpenAPI
export const rSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int().openapi({ example: 200 }),
    success: z.boolean(),
    data: data,
    msg: z.string().openapi({ example: MSG_OK }),
    sample: z.boolean().optional().openapi({ description: "true when data contains generated sample records" }),
  });

/** A refusal's data naming its inputs (RefusalData), for the OpenAPI document. */
export const refusalDataSchema = z.object({
  field: z.string(),
  problems: z.array(z.object({ field: z.string(), path: z.string(), msg: z.string(), item: z.string().optional() })),
}).openapi("RefusalData");

const ZOD_PREFIX = "参数校验失败：";

/** A validation failure's problems: the first five, each with the input it is about. */
function zodProblems(error: ZodError): RefusalProblem[] {
  return error.issues.slice(0, 5).map((i) => {
    const path = i.path.length ? i.path.join(".") : "请求";
    const msg = i.code === "invalid_type" && /received undefined/.test(i.message) ? "必填" : i.message;
    return { field: i.path.length ? String(i.path[0]) : "请求", path, msg };
  });
}

/** A refused request's message: the first problems, each as "field: what is wrong". */
export function describeZod(error: ZodError): string {
  return `${ZOD_PREFIX}${zodProblems(error).map((p) => `${p.path}: ${p.msg}`).join("; ")}`;
}

/** Input that failed its schema, to throw: HTTP 400, describeZod's message, the problems as data. */
export function zodRefused(error: ZodError): Refusal {
  const problems = zodProblems(error);
  return new Refusal(describeZod(error), 400, 400, { field: problems[0]?.field ?? "请求", problems } satisfies RefusalData);
}

/** A request refused for one field's value (an account taken, an id not in the school): HTTP 400 naming the field. */
export function refusal(c: Context, r: { field: string; msg: string; path?: string; item?: string }) {
  return refusalAnswer(c, refused(r.field, r.msg, r));
}
