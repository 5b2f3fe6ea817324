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

// ---- the college pages' other calls (/api/common/yuanxiao)
/** a college as cards and lists show it (isFavorite: the caller follows it) */
export const collegeCardSchema = z.object({
  id: z.string(), collegeCode: z.string(), code: z.string(), name: z.string(), nameEn: z.string(), logoUrl: z.string(), provinceCode: z.string(),
  provinceName: z.string(), cityName: z.string(), level: z.string(), category: z.string(), natureType: z.string(), belong: z.string(), feature: z.string(),
  is985: z.boolean(), is211: z.boolean(), isDoubleFirst: z.boolean(), isStrongBase: z.boolean(), introduce: z.object({ bannerUrl: z.string() }), hits: int4(),
  isFavorite: z.boolean().optional(),
});
export const collegeDetailSchema = collegeCardSchema.extend({ moeId: z.string(), introduction: z.string(), website: z.string(), remark: z.string() });
export const schoolInfoSchema = collegeCardSchema.extend({ introduction: z.string() });
/** colleges keyed by their code (the caller's followed colleges) */
export const collegeMapSchema = z.record(z.string(), collegeCardSchema);
export const rankingSchema = z.object({ collegeCode: z.string(), source: z.string(), year: int4(), rank: int4(), sample: z.boolean() });
export const employmentSchema = z.object({
  collegeCode: z.string(), year: int4(), employmentRate: z.number(), furtherStudyRate: z.number(), abroadRate: z.number(), averageSalary: int4(),
  topIndustries: z.array(z.string()), topCities: z.array(z.string()), sample: z.boolean(),
});
export const subjectGroupSchema = z.object({
  id: z.string(), collegeCode: z.string(), provinceCode: z.string(), year: int4(), groupName: z.string(), requirement: z.string(), majors: z.array(z.string()), sample: z.boolean(),
});
export const subjectEvaluationSchema = z.object({ collegeCode: z.string(), subjectCode: z.string(), subjectName: z.string(), grade: z.string(), round: int4(), sample: z.boolean() });
const brochureFields = { id: z.string(), collegeCode: z.string(), year: int4(), title: z.string(), readCount: int4(), publishDate: z.string(), sample: z.boolean() };
export const brochureItemSchema = z.object(brochureFields);
export const brochureSchema = z.object({ ...brochureFields, content: z.string() });
export const yearTypesSchema = z.object({ year: int4(), subjectTypes: z.array(z.string()), sample: z.boolean() });
export const collegeAdmissionSchema = z.object({
  collegeCode: z.string(), provinceCode: z.string(), year: int4(), subjectType: z.string(), batch: z.string(), minScore: int4().nullable(), minRank: int4().nullable(),
  avgScore: int4().nullable(), maxScore: int4().nullable(), planCount: int4().nullable(), sourceId: int4().nullable(), sample: z.boolean(),
});
/** a college's admission rows in a province, keyed by year */
export const admissionsByYearSchema = z.record(z.string(), z.array(collegeAdmissionSchema));
export const majorAdmissionSchema = z.object({
  collegeCode: z.string(), majorCode: z.string(), majorName: z.string(), provinceCode: z.string(), year: int4(), subjectType: z.string(), batch: z.string(),
  subjectRequirement: z.string(), planCount: int4().nullable(), tuition: int4().nullable(), schoolYears: int4().nullable(), minScore: int4().nullable(),
  minRank: int4().nullable(), avgScore: int4().nullable(), sourceId: int4().nullable(), sample: z.boolean(),
});
// the favourites' rows come from raw SQL (untyped in the server): typed loosely on input, checked field by field when parsed
export const favouriteMajorSchema: z.ZodType<FavouriteMajor, Record<string, unknown>> = z.object({ code: z.string(), name: z.string(), level: z.string(), parentCode: z.string(), degree: z.string(), years: z.string(), favoriteTime: z.string() });
export const favouriteProfessionSchema: z.ZodType<FavouriteProfession, Record<string, unknown>> = z.object({ code: z.string(), name: z.string(), parentCode: z.string(), description: z.string(), favoriteTime: z.string() });
export interface FavouriteMajor { code: string; name: string; level: string; parentCode: string; degree: string; years: string; favoriteTime: string }
export interface FavouriteProfession { code: string; name: string; parentCode: string; description: string; favoriteTime: string }
