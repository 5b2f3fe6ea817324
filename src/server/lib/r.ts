// The SpringBlade R envelope (protocol.md): {code, success, data, msg}; paged data {records, total, size, current, pages}.
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { Page } from "../../lib/http/envelope";

export const MSG_OK = "操作成功";
export const MSG_NO_DATA = "暂无承载数据";
export const MSG_FAIL = "操作失败";
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

/** Business failure: HTTP 200 with the code in the body (protocol.md). */
export function fail(c: Context, msg: string, code = 400) {
  return c.json({ code, success: false, data: null, msg } satisfies R<null>, 200);
}

/** Bad input: HTTP 400 with an R body naming the problem. */
export function badRequest(c: Context, msg: string) {
  return c.json({ code: 400, success: false, data: null, msg } satisfies R<null>, 400);
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

export const pageSchema = <T extends z.ZodType>(rec: T) =>
  z.object({ records: z.array(rec), total: z.number().int(), size: z.number().int(), current: z.number().int(), pages: z.number().int() });

/** A refused request's message: the first problems, each as "field: what is wrong". */
export function describeZod(error: ZodError): string {
  const parts = error.issues.slice(0, 5).map((i) => {
    const where = i.path.length ? i.path.join(".") : "请求";
    const msg = i.code === "invalid_type" && /received undefined/.test(i.message) ? "必填" : i.message;
    return `${where}: ${msg}`;
  });
  return `参数校验失败：${parts.join("; ")}`;
}

/** A request refused for one field's value (an account taken, an id not in the school): HTTP 400 naming the field. */
export function refusal(c: Context, r: { field: string; msg: string }) {
  return badRequest(c, `${r.field}: ${r.msg}`);
}
