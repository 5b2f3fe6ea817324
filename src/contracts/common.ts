// Request pieces and answer shapes every data-tool call shares (zod 4). The server validates with these schemas and
// documents them in /api/openapi.json; the browser imports only their types (`import type`), so no schema code ships.
import { z } from "zod";
import { int4, wholeNumber } from "./fields";

/** province: a GB/T 2260 code ("44"), a 6-digit region code, or a name ("广东" / "广东省") */
export const provinceInput = z.string({ error: "province 必填" }).trim().max(12, { error: "长度不能超过12个字符" })
  .regex(/^(\d{2}|\d{6}|[\p{Script=Han}]{2,8})$/u, { error: "应为省份代码（如44）或省份名称" });


export const yearInput = wholeNumber(2000, 2100);
export const subjectTypeInput = z.string().trim().max(10, { error: "长度不能超过10个字符" })
  .regex(/^[\p{Script=Han}]{2,6}$/u, { error: "科类应为中文，如 物理类、历史类、综合" });
/** a raw score; the province's own range (0..750, 660 or 900) is checked by the handler, which knows the province */
export const scoreInput = wholeNumber(0, 900);
export const rankInput = wholeNumber(1, 5_000_000);
export const collegeCodeInput = z.string({ error: "collegeCode 必填" }).trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" });

/** paging: SpringBlade current/size, or the portal's pageIndex/pageSize */
export const pagingInput = {
  current: wholeNumber(1, 100000).optional(),
  size: wholeNumber(1, 1000).optional(),
  pageIndex: wholeNumber(1, 100000).optional(),
  pageSize: wholeNumber(1, 1000).optional(),
};

/** the province, year and subject type most data-tool calls start from (year and type default to the newest with data) */
export const scopeInput = { province: provinceInput, year: yearInput.optional(), subjectType: subjectTypeInput.optional() };

/** The schema of a page of `record` rows, as every paged answer carries it. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total: int4(), size: int4(), current: int4(), pages: int4() });

/** Where a figure came from: the imported file's source, or generated sample data. */
export const sourceSchema = z.object({
  name: z.string(),
  url: z.string(),
  retrievedOn: z.string(),
  sample: z.boolean(),
});
export type Source = z.infer<typeof sourceSchema>;

/** Answers that are about one province, year and subject type say which ones were used (the defaults are the newest). */
export const scopeSchema = z.object({ province: z.string(), year: int4(), subjectType: z.string() });
export type Scope = z.infer<typeof scopeSchema>;

// what changes answer when they have nothing more to say
/** data: true (a refusal travels as a failure instead) */
export const doneAnswer = z.boolean();
/** data: null (e.g. a removal: 已删除) */
export const noData = z.null();
/** the id of what the call made or changed */
export const idAnswer = z.object({ id: z.string() });
