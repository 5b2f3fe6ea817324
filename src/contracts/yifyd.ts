// /api/common/YiFYD: 一分一段 (score-rank tables). Score → rank (the tie range; a score inside a band row answers the
// band's range), rank → score, 等位分 (the same rank's score in earlier years), and the table itself in pages.
import { z } from "zod";
import { pagingInput, provinceInput, rankInput, scopeInput, scopeSchema, scoreInput, sourceSchema } from "./common";

export const yearsRequest = z.object({ province: provinceInput });
export const yearTypesSchema = z.object({ year: z.number().int(), subjectTypes: z.array(z.string()), sample: z.boolean() });
export const yearsAnswer = z.array(yearTypesSchema);
export type YearTypes = z.infer<typeof yearTypesSchema>;

export const scoreRankRequest = z.object({
  ...scopeInput,
  /** look up one score … */
  score: scoreInput.optional(),
  /** … or one rank (not both); without either, the table's rows in pages */
  rank: rankInput.optional(),
  /** table pages only: rows with score ≥ minScore / ≤ maxScore */
  minScore: scoreInput.optional(),
  maxScore: scoreInput.optional(),
  ...pagingInput,
}).refine((b) => b.score == null || b.rank == null, { error: "score 与 rank 只能给一个", path: ["rank"] });
export type ScoreRankRequest = z.input<typeof scoreRankRequest>;

const bandSchema = z.object({ from: z.number().int(), to: z.number().int() }).nullable();

export const equivalentSchema = z.object({
  year: z.number().int(),
  /** the table the score was read from (物理类 → an earlier 理科 table where the province had no 物理类 yet) */
  subjectType: z.string(),
  /** the score that had the same rank that year; null when that year's table does not reach the rank */
  score: z.number().int().nullable(),
  band: bandSchema,
  sample: z.boolean(),
});
export type Equivalent = z.infer<typeof equivalentSchema>;

/** What every answer about one table says about it. */
const tableFacts = {
  scope: scopeSchema,
  province: z.string(),
  year: z.number().int(),
  subjectType: z.string(),
  /** candidates in the table (its last cumulative count) */
  tableSize: z.number().int(),
  /** the lowest and highest score the table prints (a band's ends included) */
  tableMin: z.number().int(),
  tableMax: z.number().int(),
  /** the province's full score */
  totalScore: z.number().int(),
  sample: z.boolean(),
  source: sourceSchema,
};

export const scoreAnswer = z.object({
  ...tableFacts,
  score: z.number().int(),
  /** candidates at this score (at the band for a band row; 0 when nobody had the score) */
  count: z.number().int(),
  /** candidates at this score or above */
  cumulative: z.number().int(),
  /** everyone at one score shares the tie range rankStart..rankEnd (rankEnd = cumulative) */
  rankStart: z.number().int(),
  rankEnd: z.number().int(),
  band: bandSchema,
  /** share of the table at or above this score, 0..1 (cumulative / tableSize) */
  topShare: z.number(),
  /** share of the table below this score, 0..1 (1 − topShare) */
  percentile: z.number(),
  equivalents: z.array(equivalentSchema),
});
export type ScoreAnswer = z.infer<typeof scoreAnswer>;

export const rankAnswer = z.object({
  ...tableFacts,
  rank: z.number().int(),
  /** the score a candidate of this rank had (a band's lowest score) */
  score: z.number().int(),
  band: bandSchema,
  count: z.number().int(),
  cumulative: z.number().int(),
  rankStart: z.number().int(),
  rankEnd: z.number().int(),
  topShare: z.number(),
  percentile: z.number(),
  equivalents: z.array(equivalentSchema),
});
export type RankAnswer = z.infer<typeof rankAnswer>;

export const tableRowSchema = z.object({
  score: z.number().int(),
  /** a band row's highest score, else null */
  scoreMax: z.number().int().nullable(),
  /** the score cell as printed (`695-750`), or the score */
  label: z.string(),
  count: z.number().int(),
  cumulative: z.number().int(),
  rankStart: z.number().int(),
  rankEnd: z.number().int(),
  sample: z.boolean(),
});
export type TableRow = z.infer<typeof tableRowSchema>;

export const tablePageAnswer = z.object({
  records: z.array(tableRowSchema),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
  ...tableFacts,
});
export type TablePageAnswer = z.infer<typeof tablePageAnswer>;

/** The answer of list-1f1d-score: a score lookup, a rank lookup or a page of the table (null: no table, see msg). */
export const scoreRankAnswer = z.union([scoreAnswer, rankAnswer, tablePageAnswer]).nullable();
