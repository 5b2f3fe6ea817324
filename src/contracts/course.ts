// /api/common/course: 选科 requirements of college majors (imported in the national guideline's form, or sample): how
// many majors each subject combination opens, a college's majors and what they ask, the majors a combination opens, how
// the colleges that offer a major differ in what they ask, and the same for the majors that lead to a profession.
// Answers are for one exam model (3+1+2 or 3+3; by default the caller's province's) and the newest year held.
import { z } from "zod";
import { int4 } from "./fields";
import { pagingInput, sourceSchema } from "./common";

const model = z.enum(["3+1+2", "3+3"], { error: "model 应为 3+1+2 或 3+3" });
/** three subjects: the model's rules are checked by the handler */
const subjects = z.array(z.string({ error: "subjects 应为科目名称" }).trim().max(4, { error: "subjects 应为科目名称" }), { error: "subjects 应为科目列表" })
  .max(3, { error: "subjects 最多 3 门" });

const basis = {
  model,
  year: int4(),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
};

export const coverageSchema = z.object({ combo: z.array(z.string()), label: z.string(), met: int4(), total: int4(), share: z.number() });
export type ComboCoverage = z.infer<typeof coverageSchema>;

export const overviewRequest = z.object({ model: model.optional() });
export const overviewAnswer = z.object({
  ...basis,
  /** the province whose model it is (null when the model was asked for) */
  province: z.string().nullable(),
  /** every combination of the model with the college majors (rows) whose requirement it meets, most first */
  combos: z.array(coverageSchema),
  colleges: int4(),
  /** college majors by what they ask: 不限, one subject, two or more, a choice */
  byRequirement: z.array(z.object({ requirement: z.string(), count: int4() })),
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;

export const requirementRowSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  includes: z.string(),
  /** 3+1+2: 物理, 历史 or 不限; null under 3+3 */
  firstSubject: z.string().nullable(),
  /** canonical ("物理+化学", "物理/历史", "不限") */
  requirement: z.string(),
  /** as published */
  requirementText: z.string(),
  /** whether the combination asked about meets it (absent without one) */
  meets: z.boolean().optional(),
  sample: z.boolean(),
});
export type RequirementRow = z.infer<typeof requirementRowSchema>;

export const collegeRequest = z.object({
  collegeCode: z.string({ error: "collegeCode 必填" }).trim().regex(/^\d{5}$/, { error: "collegeCode 应为5位院校代码" }),
  model: model.optional(),
  subjects: subjects.optional(),
});
export const collegeAnswer = z.object({
  ...basis,
  college: z.object({ code: z.string(), name: z.string(), nameEn: z.string(), provinceName: z.string(), cityName: z.string(), level: z.string() }),
  majors: z.array(requirementRowSchema),
  /** how many of them the combination meets (null without one) */
  met: int4().nullable(),
  combo: z.array(z.string()).nullable(),
  /** the combinations by how many of this college's majors each opens */
  combos: z.array(coverageSchema),
});
export type CollegeAnswer = z.infer<typeof collegeAnswer>;

export const combinationRequest = z.object({
  subjects,
  model: model.optional(),
  /** a major's name or code to narrow the list */
  keyword: z.string().trim().max(30, { error: "keyword 长度不能超过30个字符" }).regex(/^[\p{Script=Han}A-Za-z0-9·()（）]*$/u, { error: "keyword 含有非法字符" }).optional(),
  ...pagingInput,
});
export const combinationMajorSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  /** colleges whose requirement for it the combination meets, of those that list it */
  met: int4(),
  total: int4(),
  sample: z.boolean(),
});
export const combinationAnswer = z.object({
  ...basis,
  combo: z.array(z.string()),
  /** majors (by name and code) open at one college at least, paged; most colleges first */
  records: z.array(combinationMajorSchema),
  total: int4(),
  size: int4(),
  current: int4(),
  pages: int4(),
  /** every college major of the model and year, and those the combination meets */
  rows: z.object({ met: int4(), total: int4() }),
  /** distinct majors listed at all, and those open somewhere */
  majors: z.object({ open: int4(), total: int4() }),
});
export type CombinationAnswer = z.infer<typeof combinationAnswer>;

export const spreadSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  /** what the colleges that list it ask, most common first, with up to 12 of those colleges */
  requirements: z.array(z.object({
    requirement: z.string(),
    count: int4(),
    colleges: z.array(z.object({ code: z.string(), name: z.string() })),
  })),
  total: int4(),
  sample: z.boolean(),
});
export type MajorSpread = z.infer<typeof spreadSchema>;

export const majorRequest = z.object({
  majorCode: z.string({ error: "majorCode 必填" }).trim().regex(/^\d{4}(\d{2})?$/, { error: "majorCode 应为6位专业代码（或4位专业类代码）" }),
  model: model.optional(),
});
export const majorAnswer = z.object({
  ...basis,
  major: z.object({ code: z.string(), name: z.string() }),
  spread: spreadSchema.nullable(),
  combos: z.array(coverageSchema),
});
export type MajorAnswer = z.infer<typeof majorAnswer>;

export const professionRequest = z.object({
  professionCode: z.string({ error: "professionCode 必填" }).trim().regex(/^\d{1,2}(-\d{2}){1,3}$/, { error: "professionCode 应为职业代码，如 2-02-10-01" }),
  model: model.optional(),
});
export const professionAnswer = z.object({
  ...basis,
  profession: z.object({ code: z.string(), name: z.string(), description: z.string() }),
  /** the majors that lead to it, each with what the colleges ask (null: no college lists it) */
  majors: z.array(z.object({ code: z.string(), name: z.string(), spread: spreadSchema.nullable() })),
  /** the combinations by how many of those majors' college rows each opens */
  combos: z.array(coverageSchema),
});
export type ProfessionAnswer = z.infer<typeof professionAnswer>;

/** a major and a subject requirement it is offered under, with how many colleges ask it (/api/common/FuGL) */
export const majorRequirementSchema = z.object({ majorCode: z.string(), majorName: z.string(), requirement: z.string(), collegeCount: int4(), sample: z.boolean() });
