// /api/common/TiQP: 提前批 (early batch). The enrolment units of the batches the province's taxonomy marks as `early`
// (military and police academies, public-funded teacher training …), by college: plan, majors, plan type, 选科
// requirement, tuition and the unit's line of that year next to the year before. Also the years and subject types that
// have early-batch units, and a province's exam model with its volunteer mode and batches.
import { z } from "zod";
import { int4, keywordText } from "./fields";
import { PLAN_TYPES } from "../domain/provinces";
import { pagingInput, provinceInput, scopeInput, sourceSchema, yearInput } from "./common";

/** free text matched literally on names: letters (any script), digits, spaces and a few punctuation marks */
export const keywordInput = keywordText(50);

export const LEVELS = ["本科", "专科"] as const;

export const earlyPlansRequest = z.object({
  ...scopeInput,
  /** on the college's name */
  keyword: keywordInput.optional(),
  planType: z.enum(PLAN_TYPES, { error: `planType 应为 ${PLAN_TYPES.join("、")} 之一` }).optional(),
  /** 本科 or 专科 early batch */
  level: z.enum(LEVELS, { error: "level 应为 本科 或 专科" }).optional(),
  ...pagingInput,
});
export type EarlyPlansRequest = z.input<typeof earlyPlansRequest>;

/** The same unit's figures in the year before (matched by its stable unit key), for comparison. */
export const previousSchema = z.object({
  year: int4(),
  planCount: int4().nullable(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  tuition: int4().nullable(),
});
export type Previous = z.infer<typeof previousSchema>;

export const unitMajorSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  remark: z.string(),
  planCount: int4().nullable(),
  tuition: int4().nullable(),
  schoolYears: int4().nullable(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
});
export type UnitMajor = z.infer<typeof unitMajorSchema>;

export const earlyUnitSchema = z.object({
  unitKey: z.string(),
  /** group code (专业组代码) or major code; empty for a college unit */
  unitCode: z.string(),
  name: z.string(),
  /** 院校代号 in the province's admission system */
  collegeEnrollCode: z.string(),
  mode: z.enum(["group", "major", "college"]),
  planType: z.string(),
  subjectRequirement: z.string(),
  planCount: int4().nullable(),
  tuition: int4().nullable(),
  schoolYears: int4().nullable(),
  /** the line of that year: null until it is published */
  minScore: int4().nullable(),
  minScoreLabel: z.string(),
  minRank: int4().nullable(),
  avgScore: int4().nullable(),
  maxScore: int4().nullable(),
  previous: previousSchema.nullable(),
  majors: z.array(unitMajorSchema),
  sample: z.boolean(),
  source: sourceSchema,
});
export type EarlyUnit = z.infer<typeof earlyUnitSchema>;

/** One college's early-batch units in one year, subject type and batch. */
export const earlyCollegeSchema = z.object({
  collegeCode: z.string().nullable(),
  collegeName: z.string(),
  /** the college's English name ("" when we have none) */
  collegeNameEn: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  feature: z.string(),
  year: int4(),
  subjectType: z.string(),
  batch: z.string(),
  level: z.enum(LEVELS),
  planCount: int4().nullable(),
  /** the college's lowest unit line that year (smallest min score, largest min rank) */
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  /** the same college, subject type and batch the year before: plan total and lowest line */
  previous: z.object({ year: int4(), planCount: int4().nullable(), minScore: int4().nullable(), minRank: int4().nullable() }).nullable(),
  units: z.array(earlyUnitSchema),
  /** every major of every unit, flat (a unit without majors listed as itself); `lineOf` says whose line minScore/minRank are */
  majors: z.array(z.object({
    majorCode: z.string(),
    majorName: z.string(),
    unitName: z.string(),
    planCount: int4().nullable(),
    minScore: int4().nullable(),
    minRank: int4().nullable(),
    lineOf: z.enum(["major", "unit"]),
  })),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
});
export type EarlyCollege = z.infer<typeof earlyCollegeSchema>;

export const earlyPlansAnswer = z.object({
  records: z.array(earlyCollegeSchema),
  total: int4(),
  size: int4(),
  current: int4(),
  pages: int4(),
  sample: z.boolean(),
  /** where the figures on this page came from */
  sources: z.array(sourceSchema),
});
export type EarlyPlansAnswer = z.infer<typeof earlyPlansAnswer>;

export const earlyYearsRequest = z.object({ province: provinceInput });
export const earlyYearSchema = z.object({
  year: int4(),
  subjectTypes: z.array(z.string()),
  levels: z.array(z.enum(LEVELS)),
  planTypes: z.array(z.string()),
  sample: z.boolean(),
});
export const earlyYearsAnswer = z.array(earlyYearSchema);
export type EarlyYear = z.infer<typeof earlyYearSchema>;

export const provinceModeRequest = z.object({ code: provinceInput, year: yearInput.optional() });
export const batchSchema = z.object({ name: z.string(), kind: z.enum(["early", "regular", "vocational", "line"]), level: z.enum(LEVELS), sort: int4() });
export const provinceModeAnswer = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  modeName: z.string(),
  totalScore: int4(),
  reformYear: int4().nullable(),
  /** 1 under 3+3 */
  educationCode: int4(),
  /** the year the answer describes (default: this year) */
  year: int4(),
  /** how 本科 volunteers name a unit that year: 院校专业组 (group), 专业+院校 (major) or 院校 (college) */
  volunteerMode: z.enum(["group", "major", "college"]),
  subjectTypes: z.array(z.string()),
  batches: z.array(batchSchema),
});
export type ProvinceMode = z.infer<typeof provinceModeAnswer>;
