// /api/common/TongFQX: 同分去向. The enrolment units whose last admitted candidate (the published minimum rank) was
// near the student's rank in the newest year with data, by college, by major and by city. Derived from published
// minimum ranks, not from where individual candidates went.
import { z } from "zod";
import { int4, wholeNumber } from "./fields";
import { pagingInput, rankInput, scopeInput, scopeSchema, scoreInput, sourceSchema } from "./common";

export const sameScoreRequest = z.object({
  ...scopeInput,
  /** the student's score (read as a rank in that year's 一分一段 table) or rank: one is required */
  score: scoreInput.optional(),
  rank: rankInput.optional(),
  /** the rank window in per cent of the rank (default 5: ±5 %, at least ±50 places) */
  window: wholeNumber(1, 30).optional(),
  /** instead of a rank window: units whose minimum score was within score ± range points (needs score) */
  range: wholeNumber(0, 30).optional(),
  /** only the colleges of one city: a row of tfqx-city (province and city as it names them; city "" for colleges without one) */
  area: z.object({
    province: z.string({ error: "area.province 必填" }).trim().regex(/^[\p{Script=Han}]{2,10}$/u, { error: "area.province 应为省份名称" }),
    city: z.string({ error: "area.city 必填" }).trim().regex(/^[\p{Script=Han}]{0,20}$/u, { error: "area.city 应为城市名称" }),
  }, { error: "area 应为 {province, city}" }).optional(),
  ...pagingInput,
}).refine((b) => b.score != null || b.rank != null, { error: "score 或 rank 必填", path: ["score"] })
  .refine((b) => b.range == null || b.score != null, { error: "range 需要 score", path: ["range"] });
export type SameScoreRequest = z.input<typeof sameScoreRequest>;

export const DERIVED_FROM = "published-minimum-ranks" as const;

/** How the list was chosen; every answer carries it so the reader can see what it is and is not. */
export const basisSchema = z.object({
  scope: scopeSchema,
  /** the student's score when given, and the rank used (given, or the score's worst rank in that year's table) */
  score: int4().nullable(),
  rank: int4(),
  rankSource: z.enum(["rank", "score"]),
  /** "rank": units whose minimum rank lies in rankLow..rankHigh; "score": whose minimum score lies in scoreLow..scoreHigh */
  by: z.enum(["rank", "score"]),
  /** the rank window in per cent (by rank) or the score range in points (by score) */
  window: int4(),
  rankLow: int4().nullable(),
  rankHigh: int4().nullable(),
  scoreLow: int4().nullable(),
  scoreHigh: int4().nullable(),
  derivedFrom: z.literal(DERIVED_FROM),
  /** the plain statement, in Chinese and English */
  note: z.string(),
  noteEn: z.string(),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
});
export type Basis = z.infer<typeof basisSchema>;

export const unitSchema = z.object({
  unitKey: z.string(),
  name: z.string(),
  unitCode: z.string(),
  batch: z.string(),
  planType: z.string(),
  subjectRequirement: z.string(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  planCount: int4().nullable(),
  sample: z.boolean(),
});
export type SameScoreUnit = z.infer<typeof unitSchema>;

export const collegeRowSchema = z.object({
  collegeCode: z.string().nullable(),
  collegeName: z.string(),
  /** the college's own English name, "" when unknown */
  collegeNameEn: z.string().optional(),
  provinceName: z.string(),
  cityName: z.string(),
  feature: z.string(),
  /** the matching units of the college, best (smallest) minimum rank first */
  units: z.array(unitSchema),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  planCount: int4().nullable(),
  sample: z.boolean(),
});
export type SameScoreCollege = z.infer<typeof collegeRowSchema>;

export const majorRowSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  remark: z.string(),
  collegeCode: z.string().nullable(),
  collegeName: z.string(),
  /** the college's own English name, "" when unknown */
  collegeNameEn: z.string().optional(),
  cityName: z.string(),
  unitName: z.string(),
  batch: z.string(),
  planType: z.string(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  /** "major" when the major's own minimum rank was published, "unit" when the unit's is used */
  rankOf: z.enum(["major", "unit"]),
  planCount: int4().nullable(),
  tuition: int4().nullable(),
  schoolYears: int4().nullable(),
  sample: z.boolean(),
});
export type SameScoreMajor = z.infer<typeof majorRowSchema>;

export const cityRowSchema = z.object({
  provinceName: z.string(),
  cityName: z.string(),
  collegeCount: int4(),
  unitCount: int4(),
  planCount: int4(),
  sample: z.boolean(),
});
export type SameScoreCity = z.infer<typeof cityRowSchema>;

export const professionRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  categoryName: z.string(),
  /** the window's majors that lead to it, and the colleges offering them there */
  majorCount: int4(),
  collegeCount: int4(),
  /** up to six of those majors' names */
  majors: z.array(z.string()),
  sample: z.boolean(),
});
export type SameScoreProfession = z.infer<typeof professionRowSchema>;

/** Why an answer is empty before any unit was looked at (null when the window was searched, even with no match). */
export const emptyReasonSchema = z.object({
  /** noUnits: no admission data for the scope · noTable: no 一分一段 table that year to read a score · belowTable: the score is below the table */
  code: z.enum(["noUnits", "noTable", "belowTable"]),
  year: int4().nullable(),
  subjectType: z.string().nullable(),
  tableMin: int4().nullable(),
});
export type EmptyReason = z.infer<typeof emptyReasonSchema>;

const pageWithBasis = <T extends z.ZodType>(record: T) => z.object({
  records: z.array(record),
  total: int4(),
  size: int4(),
  current: int4(),
  pages: int4(),
  /** how the list was chosen; null when there was nothing to search (see reason) */
  basis: basisSchema.nullable(),
  reason: emptyReasonSchema.nullable(),
});
export const collegeAnswer = pageWithBasis(collegeRowSchema);
export const majorAnswer = pageWithBasis(majorRowSchema);
export const cityAnswer = pageWithBasis(cityRowSchema);
export const professionAnswer = pageWithBasis(professionRowSchema);
export type CollegeAnswer = z.infer<typeof collegeAnswer>;
export type MajorAnswer = z.infer<typeof majorAnswer>;
export type CityAnswer = z.infer<typeof cityAnswer>;
export type ProfessionAnswer = z.infer<typeof professionAnswer>;
