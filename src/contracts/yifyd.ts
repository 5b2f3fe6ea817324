// /api/common/YiFYD: 一分一段 (score-rank tables). Score → rank (the tie range; a score inside a band row answers the
// band's range), rank → score, 等位分 (the same rank's score in earlier years), and the table itself in pages.
import { z } from "zod";
import { int4 } from "./fields";
import { pagingInput, provinceInput, rankInput, scopeInput, scopeSchema, scoreInput, sourceSchema } from "./common";

export const yearsRequest = z.object({ province: provinceInput });
export const yearTypesSchema = z.object({ year: int4(), subjectTypes: z.array(z.string()), sample: z.boolean() });
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

const bandSchema = z.object({ from: int4(), to: int4() }).nullable();

export const equivalentSchema = z.object({
  year: int4(),
  /** the table the score was read from (物理类 → an earlier 理科 table where the province had no 物理类 yet) */
  subjectType: z.string(),
  /** the score that had the same rank that year; null when that year's table does not reach the rank */
  score: int4().nullable(),
  band: bandSchema,
  sample: z.boolean(),
});
export type Equivalent = z.infer<typeof equivalentSchema>;

/** What every answer about one table says about it. */
const tableFacts = {
  scope: scopeSchema,
  province: z.string(),
  year: int4(),
  subjectType: z.string(),
  /** candidates in the table (its last cumulative count) */
  tableSize: int4(),
  /** the lowest and highest score the table prints (a band's ends included) */
  tableMin: int4(),
  tableMax: int4(),
  /** the province's full score */
  totalScore: int4(),
  sample: z.boolean(),
  source: sourceSchema,
};

export const scoreAnswer = z.object({
  ...tableFacts,
  score: int4(),
  /** candidates at this score (at the band for a band row; 0 when nobody had the score) */
  count: int4(),
  /** candidates at this score or above */
  cumulative: int4(),
  /** everyone at one score shares the tie range rankStart..rankEnd (rankEnd = cumulative) */
  rankStart: int4(),
  rankEnd: int4(),
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
  rank: int4(),
  /** the score a candidate of this rank had (a band's lowest score) */
  score: int4(),
  band: bandSchema,
  count: int4(),
  cumulative: int4(),
  rankStart: int4(),
  rankEnd: int4(),
  topShare: z.number(),
  percentile: z.number(),
  equivalents: z.array(equivalentSchema),
});
export type RankAnswer = z.infer<typeof rankAnswer>;

export const tableRowSchema = z.object({
  score: int4(),
  /** a band row's highest score, else null */
  scoreMax: int4().nullable(),
  /** the score cell as printed (`695-750`), or the score */
  label: z.string(),
  count: int4(),
  cumulative: int4(),
  rankStart: int4(),
  rankEnd: int4(),
  sample: z.boolean(),
});
export type TableRow = z.infer<typeof tableRowSchema>;

export const tablePageAnswer = z.object({
  records: z.array(tableRowSchema),
  total: int4(),
  size: int4(),
  current: int4(),
  pages: int4(),
  ...tableFacts,
});
export type TablePageAnswer = z.infer<typeof tablePageAnswer>;

/** The answer of list-1f1d-score: a score lookup, a rank lookup or a page of the table (null: no table, see msg). */
export const scoreRankAnswer = z.union([rankAnswer, scoreAnswer, tablePageAnswer]).nullable();
