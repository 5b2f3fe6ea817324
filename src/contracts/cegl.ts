// /api/common/CeGL: admission probability per enrolment unit (the model in src/domain/probability).
import { z } from "zod";
import { int4, keywordText } from "./fields";
import { pagingInput, provinceInput, rankInput, scoreInput, sourceSchema, subjectTypeInput, yearInput } from "./common";

export const BAND_LABELS = ["保", "稳", "冲", "难"] as const;

export const probabilityRequest = z.object({
  province: provinceInput,
  subjectType: subjectTypeInput.optional(),
  /** the year the student applies in; default: the next application round (src/domain/calendar) */
  year: yearInput.optional(),
  /** default: the province's first regular 本科 batch of the newest year with data */
  batch: z.string().trim().min(1).max(30, { error: "长度不能超过30个字符" }).regex(/^[\p{Script=Han}A-Za-z0-9（）()·]+$/u, { error: "批次名称格式不正确" }).optional(),
  /** the student's score (read as a rank in the newest table) or rank; one of the two is required */
  score: scoreInput.optional(),
  rank: rankInput.optional(),
  /** one unit only (the detail view): its stable key */
  unitKey: z.string().trim().min(1).max(80, { error: "长度不能超过80个字符" }).regex(/^[^\u0000-\u001f<>"'`\\]+$/u, { error: "unitKey 含有非法字符" }).optional(),
  collegeCode: z.string().trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" }).optional(),
  // the one keyword rule: this copy had lost "_", so a word the search box keeps was refused here
  keyword: keywordText(50).optional(),
  band: z.enum([...BAND_LABELS, "refused"], { error: "band 应为 保、稳、冲、难 或 refused" }).optional(),
  /** probability descending (best chance first, default) or ascending (reach first) */
  order: z.enum(["desc", "asc"], { error: "order 应为 desc 或 asc" }).default("desc"),
  ...pagingInput,
}).refine((b) => b.score != null || b.rank != null, { error: "score 或 rank 必填", path: ["score"] });
export type ProbabilityRequest = z.input<typeof probabilityRequest>;

export const historyPointSchema = z.object({
  year: int4(),
  minScore: int4().nullable(),
  minScoreLabel: z.string(),
  minRank: int4().nullable(),
  planCount: int4().nullable(),
  /** the score the student's rank had in that year's 一分一段 table (null: no table, or the rank is beyond it) */
  studentEquivalentScore: int4().nullable(),
  sample: z.boolean(),
});

export const unitProbabilitySchema = z.object({
  unitKey: z.string(),
  collegeCode: z.string().nullable(),
  collegeName: z.string(),
  /** the college's English name ("" when we have none) */
  collegeNameEn: z.string(),
  cityName: z.string(),
  name: z.string(),
  unitCode: z.string(),
  mode: z.string(),
  planType: z.string(),
  subjectRequirement: z.string(),
  batch: z.string(),
  /** the newest year's figures of the unit */
  lastYear: int4(),
  lastMinScore: int4().nullable(),
  lastMinRank: int4().nullable(),
  lastPlanCount: int4().nullable(),
  refused: z.boolean(),
  /** present when refused: why no probability is stated */
  reasonCode: z.string().optional(),
  reason: z.string().optional(),
  reasonZh: z.string().optional(),
  /** 0..1, present unless refused */
  probability: z.number().optional(),
  band: z.enum(BAND_LABELS).optional(),
  predictedMinRank: int4().optional(),
  /** 80 % interval of the predicted min rank */
  lower: int4().optional(),
  upper: int4().optional(),
  /** robust sigma of log(min rank): 0.10 ≈ ±10 % */
  spread: z.number().optional(),
  widenedBy: z.array(z.string()).optional(),
  historyYears: z.array(int4()),
  /** each year's figures (the detail view, i.e. with unitKey) */
  history: z.array(historyPointSchema).optional(),
  sample: z.boolean(),
  source: sourceSchema.nullable(),
});
export type UnitProbability = z.infer<typeof unitProbabilitySchema>;

export const probabilityAnswer = z.object({
  records: z.array(unitProbabilitySchema),
  total: int4(),
  size: int4(),
  current: int4(),
  pages: int4(),
  province: z.string(),
  subjectType: z.string(),
  batch: z.string(),
  targetYear: int4(),
  historyYears: z.array(int4()),
  /** the newest year of admission data held for the province (what the forecast starts from) */
  dataYear: int4(),
  /** the newest year whose results are published by today (src/domain/calendar): later than dataYear = not imported yet */
  publishedYear: int4(),
  /** the rank used, how it was found (given, or read off a table from the score) and that table's year */
  rank: int4(),
  rankFrom: z.enum(["rank", "score"]),
  score: int4().nullable(),
  tableYear: int4().nullable(),
  /** newer years whose 一分一段 table is being updated (it does not reach the province's lowest line): tableYear is the last good one */
  tableUpdating: z.array(int4()).default([]),
  counts: z.object({ 保: int4(), 稳: int4(), 冲: int4(), 难: int4(), refused: int4() }),
  /** the list's window: units whose predicted min rank (last, when refused) lies from `from` to `to` times the rank; every
   * band's units lie within it. Null when the list is filtered (`filter`): no window applies then */
  near: z.object({ from: z.number(), to: z.number() }).nullable(),
  /** what a filtered list searched instead of the window: every unit of the cohort matching all the given fields,
   * wherever its predicted min rank lies; null when not filtered */
  filter: z.object({ unitKey: z.string().nullable(), collegeCode: z.string().nullable(), keyword: z.string().nullable() }).nullable(),
  bands: z.array(z.object({ label: z.enum(BAND_LABELS), minP: z.number(), maxP: z.number() })),
  model: z.object({ name: z.string(), pairs: int4(), unavailable: z.string().nullable() }),
  sample: z.boolean(),
});
export type ProbabilityAnswer = z.infer<typeof probabilityAnswer>;
