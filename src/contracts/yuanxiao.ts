// /api/common/yuanxiao: what the college cards and the comparison add for the student's province — the latest
// admission line of each college (on list-by-page), and three years of lines, plan counts and subject requirements
// (contrast-province-facts). Every figure carries its year, subject type and source; a missing one is null, not 0.
import { z } from "zod";
import { int4 } from "./fields";
import { provinceInput, sourceSchema } from "./common";

/** One admission line: the college's lowest score and rank in a batch of a year. */
export const provinceLineSchema = z.object({
  year: int4(),
  subjectType: z.string(),
  batch: z.string(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  sample: z.boolean(),
  source: sourceSchema,
});
export type ProvinceLine = z.infer<typeof provinceLineSchema>;

/**
 * The province the cards' lines are for (the caller's student's), with the subject type the student's subjects give
 * in its newest year; null for an account with no student or no known province (staff): the cards then carry no line.
 */
export const lineProvinceSchema = z.object({ code: z.string(), name: z.string(), subjectType: z.string().nullable() }).nullable();
export type LineProvince = z.infer<typeof lineProvinceSchema>;

const collegeCodes = z.union([
  z.string().trim().max(60, { error: "长度不能超过60个字符" }).regex(/^\d{5}(,\d{5}){0,3}$/, { error: "codes 应为逗号分隔的1至4个5位院校代码" }),
  z.array(z.string().trim().regex(/^\d{5}$/, { error: "院校代码应为5位数字" })).min(1, { error: "codes 至少1个院校代码" }).max(4, { error: "codes 最多4个院校代码" }),
], { error: "codes 应为逗号分隔的1至4个5位院校代码" });

/** codes: 1–4 college codes; province: default the caller's student's (staff must name one). */
export const contrastFactsRequest = z.object({ codes: collegeCodes, province: provinceInput.optional() });
export type ContrastFactsRequest = z.input<typeof contrastFactsRequest>;

export const planFigureSchema = z.object({ planCount: int4(), sample: z.boolean(), source: sourceSchema });
export const requirementFigureSchema = z.object({
  /** each distinct 选科要求 of the college's majors that year, with how many majors ask it (most first) */
  items: z.array(z.object({ requirement: z.string(), majors: int4() })),
  sample: z.boolean(),
  source: sourceSchema,
});

/** A year of one college in the province: null where that year holds no figure of the kind. */
export const contrastYearSchema = z.object({
  year: int4(),
  subjectType: z.string(),
  line: provinceLineSchema.nullable(),
  plan: planFigureSchema.nullable(),
  requirements: requirementFigureSchema.nullable(),
});
export type ContrastYear = z.infer<typeof contrastYearSchema>;

export const contrastFactsAnswer = z.object({
  province: z.object({ code: z.string(), name: z.string() }),
  /** the three newest years with admission data in the province, newest first ([] when it has none) */
  years: z.array(int4()),
  /** by college code, one entry per year of `years` */
  colleges: z.record(z.string(), z.array(contrastYearSchema)),
});
export type ContrastFacts = z.infer<typeof contrastFactsAnswer>;
