// /api/common/career: the student's 生涯档案 (profile, awards, activities, exam results) and plan (vision, 选科 choice,
// admission routes with their steps, targets, the learning plan), and the target report (each target against the
// latest admission figures held, from the student's score). The student writes; a parent reads.
import { z } from "zod";
import { bigintId, HIDDEN_CHARACTERS, int4, nameText } from "./fields";
import { rankInput, scoreInput, sourceSchema } from "./common";

const id = (field: string) => z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: `${field} 应为编号` })], { error: `${field} 应为编号` })
  .transform((v) => Number(v));

/** Text a person writes (a paragraph may have line breaks): nothing else hidden, no markup characters. */
export const freeText = (max: number, field: string) =>
  z.string({ error: `${field} 应为文字` }).trim().max(max, { error: `${field} 长度不能超过${max}个字符` })
    .refine((v) => !HIDDEN_CHARACTERS.test(v.replace(/[\n\t]/g, "")), { error: `${field} 含有不可见字符或控制字符` })
    .refine((v) => !/[<>]/.test(v), { error: `${field} 不能含有 < 或 >` });
const title = (max: number, field: string) => nameText(max, field).refine((v) => !/[<>]/.test(v), { error: `${field} 不能含有 < 或 >` });

const realDay = (v: string) => {
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
};
/** YYYY-MM or YYYY-MM-DD, a real month and day. */
export const monthOrDay = (field: string) => z.string({ error: `${field} 必填` }).trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, { error: `${field} 应为 年-月 或 年-月-日，如 2026-09 或 2026-09-15` })
  .refine((v) => v.length === 7 || realDay(v), { error: `${field} 不是有效的日期` });
const dueDate = monthOrDay("dueDate").refine((v) => v.length === 10, { error: "dueDate 应为 年-月-日，如 2027-01-20" });

export const AWARD_LEVELS = ["school", "district", "city", "province", "national", "international"] as const;
export const RECORD_KINDS = ["award", "activity"] as const;
export const LIMITS = { targets: 30, records: 100, learning: 200, steps: 100, routes: 8 } as const;

/** A guide's slug (the admission routes are the guides): lower-case words with hyphens. */
export const routeSlug = z.string({ error: "route 必填" }).trim().regex(/^[a-z][a-z0-9-]{1,49}$/, { error: "route 应为升学途径的编号，如 strong-foundation" });
const status = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "status 应为 0（未开始）、1（进行中）或 2（已完成）" }).default(0);
/** A school term: 2026-2027-1 (first term) or 2026-2027-2, the years consecutive. */
export const termInput = z.string({ error: "term 必填" }).trim().regex(/^20\d{2}-20\d{2}-[12]$/, { error: "term 应为学年和学期，如 2026-2027-1" })
  .refine((v) => Number(v.slice(5, 9)) === Number(v.slice(0, 4)) + 1, { error: "term 的两个年份应相邻，如 2026-2027-1" });
const subjectName = z.string().trim().max(20, { error: "subject 长度不能超过20个字符" }).regex(/^[\p{Script=Han}A-Za-z]*$/u, { error: "subject 应为科目名称" }).default("");

// ---------------------------------------------------------------- archive

export const emptyRequest = z.object({});
/** The archive of the caller's student, or — for a counsellor — of a student of their classes, by id (read only). */
export const archiveRequest = z.object({
  studentId: z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: "studentId 应为学生编号" })]).transform(Number).optional(),
});

export const personSchema = z.object({ role: z.string(), name: z.string() });

export const studentFactsSchema = z.object({
  name: z.string(),
  schoolName: z.string(),
  gradeName: z.string(),
  /** enrolment date as the school keeps it (2024-09-01) */
  startSchool: z.string(),
  classesNumber: z.string(),
  province: z.string(),
  modeName: z.string(),
  /** the subjects the school has on record */
  subjects: z.array(z.string()),
});
export type StudentFacts = z.infer<typeof studentFactsSchema>;

export const profileSchema = z.object({
  intro: z.string(),
  interests: z.string(),
  strengths: z.string(),
  growth: z.string(),
  vision: z.string(),
  /** the combination chosen or intended (选科), in the model's order; empty when none */
  subjectChoice: z.array(z.string()),
  /** the admission routes planned for (guide slugs) */
  pathRoutes: z.array(z.string()),
  /** 0 before the first save */
  version: int4(),
  updatedAt: z.string().nullable(),
  updatedBy: personSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const recordSchema = z.object({
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  title: z.string(),
  date: z.string(),
  level: z.string(),
  role: z.string(),
  detail: z.string(),
});
export type ArchiveRecord = z.infer<typeof recordSchema>;

export const examSchema = z.object({
  examName: z.string(),
  examDate: z.string(),
  subjects: z.array(z.object({ subject: z.string(), score: z.number(), fullScore: z.number(), classRank: int4().nullable(), gradeRank: int4().nullable() })),
  total: z.number(),
  fullTotal: z.number(),
});
export type ExamResult = z.infer<typeof examSchema>;

/** The latest result of one career assessment (the wellbeing check stays out: it is not a career result). */
export const assessmentSummarySchema = z.object({
  code: z.string(),
  reportId: z.string(),
  createdAt: z.string(),
  /** the result's short code (RIA, ENFP, 物理+化学+生物 …) and a sentence in both languages */
  resultCode: z.string(),
  summary: z.object({ zh: z.string(), en: z.string() }),
  taken: int4(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const archiveAnswer = z.object({
  student: studentFactsSchema,
  profile: profileSchema,
  records: z.array(recordSchema),
  /** the school's exam records, newest first */
  exams: z.array(examSchema),
  /** the latest result of each career assessment taken, in the catalogue's order */
  assessments: z.array(assessmentSummarySchema),
  /** whether the caller may change it (the student; a parent reads) */
  editable: z.boolean(),
});
export type ArchiveAnswer = z.infer<typeof archiveAnswer>;

export const profileRequest = z.object({
  /** the version the change was made on (0 for the first save) */
  version: int4("version").min(0, { error: "version 不能小于0" }),
  intro: freeText(500, "intro").default(""),
  interests: freeText(200, "interests").default(""),
  strengths: freeText(200, "strengths").default(""),
  growth: freeText(200, "growth").default(""),
  vision: freeText(500, "vision").default(""),
});
export type ProfileRequest = z.input<typeof profileRequest>;
export const versionAnswer = z.object({ version: int4() });

export const recordRequest = z.object({
  id: id("id").optional(),
  kind: z.enum(RECORD_KINDS, { error: "kind 应为 award（获奖）或 activity（活动）" }),
  title: title(100, "title"),
  date: monthOrDay("date"),
  level: z.enum([...AWARD_LEVELS, ""], { error: "level 应为 school、district、city、province、national 或 international" }).default(""),
  role: freeText(50, "role").default(""),
  detail: freeText(500, "detail").default(""),
}).refine((r) => r.kind === "activity" || r.level !== "", { error: "level: 获奖记录须注明级别", path: ["level"] })
  .refine((r) => r.kind === "award" || r.level === "", { error: "level: 只有获奖记录有级别", path: ["level"] });
export type RecordRequest = z.input<typeof recordRequest>;
export const removeRequest = z.object({ id: id("id") });

// ---------------------------------------------------------------- plan

export const targetSchema = z.object({
  id: z.string(),
  college: z.object({ code: z.string(), name: z.string(), provinceName: z.string(), cityName: z.string(), level: z.string(), feature: z.string() }).nullable(),
  major: z.object({ code: z.string(), name: z.string(), level: z.enum(["ben", "zhuan"]) }).nullable(),
  profession: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** a profession written as text before targets held codes */
  professionText: z.string(),
  note: z.string(),
  /** when it was set or last changed (ISO; reordering does not count) */
  setAt: z.string(),
});
export type Target = z.infer<typeof targetSchema>;

export const learningItemSchema = z.object({
  id: z.string(), term: z.string(), subject: z.string(), title: z.string(), detail: z.string(), dueDate: z.string(), status: int4(),
});
export type LearningItem = z.infer<typeof learningItemSchema>;

export const pathStepSchema = z.object({
  id: z.string(), route: z.string(), title: z.string(), detail: z.string(), dueDate: z.string(), status: int4(),
});
export type PathStep = z.infer<typeof pathStepSchema>;

export const planAnswer = z.object({
  vision: z.string(),
  subjectChoice: z.array(z.string()),
  pathRoutes: z.array(z.string()),
  targets: z.array(targetSchema),
  learning: z.array(learningItemSchema),
  steps: z.array(pathStepSchema),
  /** the student's province and its exam model (null: 文理 or unknown) */
  province: z.string(),
  model: z.enum(["3+1+2", "3+3"]).nullable(),
  /** the subjects the school has on record */
  subjects: z.array(z.string()),
  editable: z.boolean(),
});
export type PlanAnswer = z.infer<typeof planAnswer>;

export const subjectsRequest = z.object({
  /** three subjects of the province's model, or an empty list to clear the choice */
  subjects: z.array(z.string({ error: "subjects 应为科目名称" }).trim().max(4), { error: "subjects 应为科目列表" }).max(3, { error: "subjects 最多 3 门" }),
});
export const routesRequest = z.object({
  routes: z.array(routeSlug, { error: "routes 应为升学途径编号的列表" }).max(LIMITS.routes, { error: `routes 最多 ${LIMITS.routes} 个` }),
});

const collegeCode = z.string().trim().regex(/^\d{5}$/, { error: "collegeCode 应为5位院校代码" });
const majorCode = z.string().trim().regex(/^\d{6}$/, { error: "majorCode 应为6位专业代码" });
const professionCode = z.string().trim().regex(/^\d{1,2}(-\d{2}){1,3}$/, { error: "professionCode 应为职业代码，如 2-02-10-01" });
export const targetRequest = z.object({
  id: id("id").optional(),
  collegeCode: collegeCode.optional(),
  majorCode: majorCode.optional(),
  professionCode: professionCode.optional(),
  note: freeText(200, "note").default(""),
}).refine((t) => t.collegeCode || t.majorCode || t.professionCode, { error: "collegeCode: 目标须至少包含院校、专业或职业之一", path: ["collegeCode"] });
export type TargetRequest = z.input<typeof targetRequest>;
export const orderRequest = z.object({ ids: z.array(id("ids"), { error: "ids 应为目标编号的列表" }).min(1, { error: "ids 不能为空" }).max(LIMITS.targets) });

export const learningRequest = z.object({
  id: id("id").optional(),
  term: termInput,
  subject: subjectName,
  title: title(100, "title"),
  detail: freeText(500, "detail").default(""),
  dueDate: dueDate.optional(),
  status,
});
export type LearningRequest = z.input<typeof learningRequest>;

export const stepRequest = z.object({
  id: id("id").optional(),
  route: routeSlug,
  title: title(100, "title"),
  detail: freeText(500, "detail").default(""),
  dueDate: dueDate.optional(),
  status,
});
export type StepRequest = z.input<typeof stepRequest>;

// ---------------------------------------------------------------- target report

export const reportRequest = z.object({
  /** the student's score (read as a rank in the figures' year) or rank; without either, the figures alone */
  score: scoreInput.optional(),
  rank: rankInput.optional(),
});
export type ReportRequest = z.input<typeof reportRequest>;

export const figureSchema = z.object({
  year: int4(),
  batch: z.string(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  planCount: int4().nullable(),
  sample: z.boolean(),
  source: sourceSchema,
});
export type Figure = z.infer<typeof figureSchema>;

/** How the student stands against a figure: well ahead, near (within 10 % of its rank), or behind. */
export const standingSchema = z.enum(["ahead", "near", "behind"]);
export type Standing = z.infer<typeof standingSchema>;

export const targetReportSchema = z.object({
  target: targetSchema,
  /** the college's (or the college's major's) figure in the regular 本科 batch; null when none is held */
  figure: figureSchema.nullable(),
  /** the student's score minus the minimum score; the minimum rank minus the student's rank (positive: ahead) */
  gap: z.object({ score: int4().nullable(), rank: int4().nullable() }).nullable(),
  standing: standingSchema.nullable(),
  /** a major without a college: the colleges that admitted to it, how many the student's rank reaches, the nearest */
  majorColleges: z.object({
    total: int4(),
    reached: int4(),
    nearest: z.array(z.object({ collegeCode: z.string(), collegeName: z.string(), minScore: int4().nullable(), minRank: int4().nullable(), sample: z.boolean() })),
  }).nullable(),
  /** a profession: the majors that lead to it */
  professionMajors: z.array(z.object({ code: z.string(), name: z.string() })).nullable(),
});
export type TargetReport = z.infer<typeof targetReportSchema>;

export const reportAnswer = z.object({
  /** the province and subject type the figures are for, and the student's rank (null without a score or rank) */
  basis: z.object({
    province: z.string(),
    subjectType: z.string(),
    year: int4().nullable(),
    score: int4().nullable(),
    rank: int4().nullable(),
    rankFrom: z.enum(["score", "rank"]).nullable(),
    tableYear: int4().nullable(),
  }),
  targets: z.array(targetReportSchema),
  sample: z.boolean(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
