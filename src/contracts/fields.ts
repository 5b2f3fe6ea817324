// Field rules every request shares, wherever it comes from (JSON body or query string): numbers are numbers (a JSON
// number, or digits in a string — never an array, a boolean or an empty string turned into one), and names hold no
// control, zero-width or direction-override characters.
import { z } from "zod";

const numeric = z.union([
  z.number({ error: "应为数字" }),
  z.string().trim().regex(/^-?\d+(\.\d+)?$/, { error: "应为数字" }).transform(Number),
], { error: "应为数字" });

/** The range of a Postgres integer (int4) column: a whole number past it made a save answer HTTP 500 (issue 23). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number an integer (int4) column holds; `field` names it in the messages (without it, a missing or mistyped
 * value keeps zod's own message, which the API turns into "必填"). Answers use it too, to state the range.
 */
export const int4 = (field?: string) => {
  const at = field ? `${field} ` : "";
  return (field ? z.number({ error: `${field} 应为数字` }) : z.number()).int({ error: `${at}应为整数` })
    .min(INT4_MIN, { error: `${at}不能小于${INT4_MIN}` }).max(INT4_MAX, { error: `${at}不能大于${INT4_MAX}` });
};

/** An id of a bigint column as a JSON number: positive, and no larger than a number JSON carries exactly. */
export const bigintId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A whole number from min to max: a JSON number or a numeric string (query strings carry only strings). */
export const wholeNumber = (min: number, max: number) =>
  numeric.pipe(z.number().int({ error: "应为整数" }).min(min, { error: `不能小于${min}` }).max(max, { error: `不能大于${max}` }));

/**
 * Characters no name may hold: controls (NUL, line breaks …), and the invisible format characters — zero-width
 * spaces and joiners, direction overrides and isolates, the byte-order mark — that make one name look like another.
 */
export const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/**
 * What a search word may hold: letters of any script, digits, spaces and · ( ) （ ） - _ . 、 , ， / (a regex class). The
 * one definition: every keyword field the server accepts and the browser's cleanKeyword read it, so what the search box
 * leaves is always what the server takes (ESLint refuses a second copy of the class).
 */
export const KEYWORD_CHARACTERS = String.raw`\p{L}\p{N}\s·()（）\-_.、,，/`;

/** A keyword field: trimmed, at most `max` characters of KEYWORD_CHARACTERS; `field` leads its messages when given. */
export const keywordText = (max: number, field = "") =>
  z.string().trim().max(max, { error: `${field}长度不能超过${max}个字符` })
    .regex(new RegExp(`^[${KEYWORD_CHARACTERS}]*$`, "u"), { error: `${field}含有非法字符` });

/** What an account name may hold (a regex class): letters of any script, digits and _ . @ - (2 to 50 of them). */
export const ACCOUNT_CHARACTERS = String.raw`\p{L}\p{N}_.@-`;
/** a whole account name of ACCOUNT_CHARACTERS (its length is checked beside it, with its own message) */
export const ACCOUNT_PATTERN = new RegExp(`^[${ACCOUNT_CHARACTERS}]+$`, "u");

/** A person's, account's or plan's name: trimmed, 1..max characters, nothing hidden. */
export const nameText = (max: number, field: string) =>
  z.string({ error: `${field} 必填` }).trim().min(1, { error: `${field} 不能为空` }).max(max, { error: `${field} 长度不能超过${max}个字符` })
    .refine((v) => !HIDDEN_CHARACTERS.test(v), { error: `${field} 含有不可见字符或控制字符` });

/**
 * A tree of `node` objects `depth` levels deep, each with `children` (none below the last level): written out level by
 * level, because the OpenAPI generator cannot follow a recursive (z.lazy) schema. `optionalLeaf`: a node without
 * children may leave the field out.
 */
export function treeOf(node: z.ZodRawShape, depth: number, optionalLeaf = false): z.ZodType {
  let level: z.ZodType = z.object({ ...node, children: optionalLeaf ? z.array(z.object({})).max(0).optional() : z.array(z.object({})).max(0) });
  for (let d = 1; d < depth; d++) level = z.object({ ...node, children: optionalLeaf ? z.array(level).optional() : z.array(level) });
  return level;
}
