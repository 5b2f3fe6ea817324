// /api/common/volunteer: the volunteer form (志愿表). The province's rules, a student's named plans (autosaved with
// versions; a save against an older version is refused and the newer one offered), the form checked and simulated with
// the admission-probability model, recommendations by band, a parent's comments, and export to and import from the
// province's 草表 layout (.xlsx).
import { z } from "zod";
import { PLAN_TYPES } from "../domain/provinces";
import { PROFILE_SPECIAL_PLANS } from "../domain/volunteer/eligibility";
import { provinceInput, rankInput, scoreInput, sourceSchema, yearInput } from "./common";
import { bigintId, int4, nameText } from "./fields";

const BANDS = ["保", "稳", "冲", "难"] as const;
const planId = z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: "应为方案编号" })], { error: "id 应为方案编号" })
  .transform((v) => Number(v));
const printable = (max: number, field: string) => nameText(max, field).refine((v) => !/[<>"'`\\]/.test(v), { error: `${field} 含有非法字符` });

export const batchName = printable(30, "batch");

/**
 * Where an entry came from, so the form can say it: the probability list or a unit's detail, a college's page, 同分去向,
 * the form's own recommendations or search, or an imported 草表. Older entries have none.
 */
export const ENTRY_SOURCES = ["probability", "unit", "college", "sameScore", "recommend", "search", "import"] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
const entrySource = z.enum(ENTRY_SOURCES, { error: `from 应为 ${ENTRY_SOURCES.join("、")} 之一` });

/** One entry of the form: a unit (by its stable key), the majors chosen inside it in order, 服从调剂, and where it came from. */
export const entryInput = z.object({
  unitKey: printable(80, "unitKey"),
  majors: z.array(printable(100, "majors"), { error: "majors 应为专业名称的列表" }).max(20, { error: "majors 最多 20 个" }).default([]),
  adjust: z.boolean({ error: "adjust 应为 true 或 false" }).default(true),
  from: entrySource.optional(),
});
export type EntryInput = z.input<typeof entryInput>;
/** more than any province's slots (辽宁 112): the province's own number is checked against its rule */
export const entriesInput = z.array(entryInput, { error: "entries 应为志愿列表" }).max(150, { error: "entries 最多 150 条" });
export const planTypesInput = z.array(z.enum(PLAN_TYPES, { error: "eligiblePlans 含有未知的计划类型" })).max(9).default([]);

const formScope = { province: provinceInput, year: yearInput, batch: batchName };
const studentRank = {
  /** the student's score (read as a rank) or rank; without either, probabilities are left out */
  score: scoreInput.optional(),
  rank: rankInput.optional(),
};

// ---------------------------------------------------------------- rules

export const rulesRequest = z.object({ province: provinceInput, year: yearInput });
export const batchRuleSchema = z.object({
  batch: z.string(),
  slots: int4(),
  majorsPerSlot: int4(),
  /** 调剂: group (within the 院校专业组), college (any major of the college), majors (among majors only), none */
  adjustment: z.enum(["group", "college", "majors", "none"]),
  /** score: 分数优先 · rank: 位次优先 */
  order: z.enum(["score", "rank"]),
  singleRound: z.boolean(),
  segments: z.array(z.object({ name: z.string(), slots: int4(), note: z.object({ zh: z.string(), en: z.string() }).optional() })).optional(),
  notes: z.array(z.object({ zh: z.string(), en: z.string() })).optional(),
});
export type BatchRuleAnswer = z.infer<typeof batchRuleSchema>;
export const rulesAnswer = z.object({
  province: z.string(),
  year: int4(),
  mode: z.enum(["group", "major", "college"]),
  batches: z.array(batchRuleSchema),
  source: z.object({ name: z.string(), url: z.string(), date: z.string(), via: z.string() }),
  confidence: z.enum(["high", "medium", "low"]),
  disagreements: z.array(z.object({ field: z.string(), values: z.array(z.object({ value: z.string(), source: z.string() })) })),
  /** the year the rule was carried over from, when the sources speak of another year */
  assumedFrom: int4().optional(),
  /** the caller's school's corrections, each the school's (who, when, why) beside the published value; `batches` carry the followed ones */
  corrections: z.array(z.object({
    batch: z.string(), field: z.string(), value: z.union([z.number(), z.string(), z.boolean()]), original: z.union([z.number(), z.string(), z.boolean()]),
    reason: z.string(), by: z.string(), at: z.string(),
    /** whether the form follows it (only a correction that narrows the form does); otherwise shown beside the published figure */
    followed: z.boolean(),
  })).optional(),
});
export type RulesAnswer = z.infer<typeof rulesAnswer>;

// ---------------------------------------------------------------- plans

export const planSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  province: z.string(),
  year: int4(),
  batch: z.string(),
  subjectType: z.string(),
  entryCount: int4(),
  version: int4(),
  status: z.enum(["draft", "final"]),
  parentCanEdit: z.boolean(),
  updatedAt: z.string(),
  /** who saved last: student or parent, with the name */
  updatedBy: z.object({ role: z.string(), name: z.string() }),
  /** comments by others the reader has not opened the plan since (0 for a counsellor, whose reading is not tracked) */
  unread: int4().default(0),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const commentSchema = z.object({
  id: z.string(),
  unitKey: z.string().nullable(),
  text: z.string(),
  author: z.object({ role: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type PlanComment = z.infer<typeof commentSchema>;

/** one saved version of a plan as a list shows it */
export const versionSchema = z.object({ version: int4(), savedAt: z.string(), savedBy: z.object({ role: z.string(), name: z.string() }), entryCount: int4() });
export type VersionItem = z.infer<typeof versionSchema>;
/** how many versions the detail carries, and a page of /versions at most */
export const VERSIONS_PAGE = 30;

export const planSchema = planSummarySchema.extend({
  entries: z.array(z.object({ unitKey: z.string(), majors: z.array(z.string()), adjust: z.boolean(), from: entrySource.optional() })),
  eligiblePlans: z.array(z.string()),
  comments: z.array(commentSchema),
  /** the newest saved versions (the first page of /versions, newest first) */
  versions: z.array(versionSchema),
  /** how many versions are stored: /versions pages through all of them, and `version` opens any */
  versionsTotal: int4(),
  /** whether the caller may change it (the student; a parent when the student allows) */
  editable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** a class counsellor names the student whose plans they read and comment on (students and parents leave it out) */
const counselled = { studentId: z.union([bigintId, z.string().trim().regex(/^\d{1,18}$/, { error: "studentId 应为学生编号" })]).transform(Number).optional() };
export const listRequest = z.object({ ...counselled });
export const detailRequest = z.object({ id: planId, version: int4().positive().optional(), ...counselled });
/** a page of a plan's saved versions, newest first */
export const versionsRequest = z.object({
  id: planId, ...counselled,
  current: z.number({ error: "current 应为数字" }).int().min(1, { error: "current 最小为 1" }).max(100000, { error: "current 最大为 100000" }).default(1),
  size: z.number({ error: "size 应为数字" }).int().min(1, { error: "size 最小为 1" }).max(100, { error: "size 最大为 100" }).default(VERSIONS_PAGE),
});
export const versionsAnswer = z.object({ records: z.array(versionSchema), total: int4(), size: int4(), current: int4(), pages: int4() });
export type VersionsPage = z.infer<typeof versionsAnswer>;
export const removeRequest = z.object({ id: planId });
export const saveRequest = z.object({
  id: planId.optional(),
  /** the version the change was made on; required when changing a saved plan */
  version: int4("version").positive({ error: "version 应为正整数" }).optional(),
  name: printable(40, "name"),
  ...formScope,
  entries: entriesInput,
  eligiblePlans: planTypesInput,
  status: z.enum(["draft", "final"], { error: "status 应为 draft 或 final" }).default("draft"),
}).refine((b) => b.id == null || b.version != null, { error: "version: 修改已保存的方案时须带上所依据的版本号", path: ["version"] });
export type SaveRequest = z.input<typeof saveRequest>;
export const saveAnswer = z.object({ id: z.string(), version: int4() });
export const permitRequest = z.object({ id: planId, parentCanEdit: z.boolean({ error: "parentCanEdit 应为 true 或 false" }) });
export const permitAnswer = z.object({ parentCanEdit: z.boolean() });
export const commentRequest = z.object({
  planId,
  ...counselled,
  unitKey: printable(80, "unitKey").optional(),
  text: z.string({ error: "text 必填" }).trim().min(1, { error: "留言不能为空" }).max(500, { error: "留言不能超过500个字符" })
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/u, { error: "留言含有非法字符" }),
});

// ---------------------------------------------------------------- units, check, simulate, recommend

export const formUnitSchema = z.object({
  unitKey: z.string(),
  collegeCode: z.string().nullable(),
  collegeName: z.string(),
  /** the college's English name ("" when we have none) */
  collegeNameEn: z.string(),
  cityName: z.string(),
  /** group name, major name or the college's */
  name: z.string(),
  unitCode: z.string(),
  collegeEnrollCode: z.string(),
  planType: z.string(),
  subjectRequirement: z.string(),
  /** this year's plan when published, else the last year's */
  planCount: int4().nullable(),
  tuition: int4().nullable(),
  majors: z.array(z.object({ name: z.string(), code: z.string(), remark: z.string(), planCount: int4().nullable(), minRank: int4().nullable(), minScore: int4().nullable() })),
  /** the year the unit's row is from (this year's plans once published, else last year's) */
  year: int4(),
  lastMinRank: int4().nullable(),
  lastMinScore: int4().nullable(),
  /** at the student's rank (absent without a rank, or when the model states none) */
  probability: z.number().optional(),
  band: z.enum(BANDS).optional(),
  predictedMinRank: int4().optional(),
  refusal: z.string().optional(),
  sample: z.boolean(),
  source: sourceSchema.nullable(),
});
export type FormUnit = z.infer<typeof formUnitSchema>;

export const findingSchema = z.object({
  code: z.string(),
  severity: z.enum(["error", "warning", "info"]),
  entries: z.array(int4()),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Finding = z.infer<typeof findingSchema>;

export const checkRequest = z.object({ ...formScope, ...studentRank, entries: entriesInput, eligiblePlans: planTypesInput, ...counselled });
export type CheckRequest = z.input<typeof checkRequest>;
export const checkAnswer = z.object({
  province: z.string(),
  year: int4(),
  batch: z.string(),
  subjectType: z.string(),
  mode: z.enum(["group", "major", "college"]),
  rule: batchRuleSchema,
  /** the student's rank used (null: none given, probabilities left out) and how it was found */
  rank: int4().nullable(),
  rankFrom: z.enum(["rank", "score"]).nullable(),
  subjects: z.array(z.string()),
  units: z.array(formUnitSchema),
  findings: z.array(findingSchema),
  sample: z.boolean(),
});
export type CheckAnswer = z.infer<typeof checkAnswer>;

/**
 * Which years the chances are for and learned from (src/domain/calendar): the form's year, the newest year of admission
 * data behind the model (null: none), and the newest year whose results are out — so the page says when the data end
 * years before the form (the spread is widened for the distance) or a finished year is not imported yet.
 */
export const forecastBasis = z.object({ targetYear: int4(), dataYear: int4().nullable(), publishedYear: int4() });
export type ForecastBasis = z.infer<typeof forecastBasis>;

export const simulateRequest = z.object({ ...formScope, ...studentRank, entries: entriesInput, ...counselled })
  .refine((b) => b.score != null || b.rank != null, { error: "score: 模拟录取需要分数或位次", path: ["score"] });
export type SimulateRequest = z.input<typeof simulateRequest>;
export const simulateAnswer = z.object({
  rank: int4(),
  admitted: z.number(),
  slip: z.number(),
  returned: z.number(),
  mostLikely: int4().nullable(),
  entries: z.array(z.object({ unitKey: z.string(), sent: z.number(), admitted: z.number(), returned: z.number() })),
  /** entries the model states no chance for (counted as never admitting) */
  unknown: z.array(int4()),
  /** entries with 调剂 refused whose majors publish no ranks (their 退档 risk is not counted) */
  returnUnknown: z.array(int4()),
  model: z.string(),
  basis: forecastBasis,
  sample: z.boolean(),
});
export type SimulateAnswer = z.infer<typeof simulateAnswer>;

export const recommendRequest = z.object({
  ...formScope,
  ...studentRank,
  /** how many units of each band (the student's ratio), at most 120 in all */
  counts: z.object({ 冲: int4().min(0).max(120), 稳: int4().min(0).max(120), 保: int4().min(0).max(120) }),
  /** units already on the form */
  exclude: z.array(printable(80, "exclude")).max(150).default([]),
  eligiblePlans: planTypesInput,
  /** 中外合作 units are left out unless asked for (their fees are several times the ordinary ones) */
  sinoForeign: z.boolean({ error: "sinoForeign 应为 true 或 false" }).default(false),
  /** the highest yearly tuition (元) the family would pay; a unit with a higher stated fee is left out */
  maxTuition: int4("maxTuition").min(0, { error: "maxTuition 不能为负" }).max(500000, { error: "maxTuition 最大为 500000" }).optional(),
  /** only colleges in these cities (empty: anywhere) */
  cities: z.array(printable(20, "cities")).max(20, { error: "cities 最多 20 个" }).default([]),
}).refine((b) => b.score != null || b.rank != null, { error: "score: 推荐需要分数或位次", path: ["score"] })
  .refine((b) => b.counts.冲 + b.counts.稳 + b.counts.保 <= 120, { error: "counts: 一次最多推荐 120 个", path: ["counts"] });
export type RecommendRequest = z.input<typeof recommendRequest>;
export const recommendAnswer = z.object({ rank: int4(), units: z.array(formUnitSchema), basis: forecastBasis, sample: z.boolean() });
export type RecommendAnswer = z.infer<typeof recommendAnswer>;

// ---------------------------------------------------------------- 草表 export and import

export const exportRequest = z.object({ id: planId });
/** An exported 草表 of the longest form (112 entries) is about 15 KB: this leaves room and stays inside the API's body limit. */
export const IMPORT_MAX_BYTES = 150_000;
export const importRequest = z.object({
  /** the .xlsx file, base64 */
  file: z.string({ error: "file 必填" }).max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 8, { error: `文件不能超过 ${IMPORT_MAX_BYTES / 1000} KB` })
    .regex(/^[A-Za-z0-9+/=\s]+$/, { error: "file 应为 base64 编码的 .xlsx 文件" }),
});
export const importAnswer = z.object({
  name: z.string(),
  province: z.string(),
  year: int4(),
  batch: z.string(),
  entries: z.array(z.object({ unitKey: z.string(), majors: z.array(z.string()), adjust: z.boolean() })),
  /** rows that could not be read, by sheet row number */
  problems: z.array(z.object({ row: int4(), message: z.string() })),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

// ---------------------------------------------------------------- 专项 eligibility (the student's profile)

/** The special plans the student says they qualify for: the three rural plans, stated once for every form. */
export const specialPlansInput = z.array(z.enum(PROFILE_SPECIAL_PLANS, { error: "plans 只能是国家专项、地方专项、高校专项" }), { error: "plans 应为专项计划的列表" })
  .max(3, { error: "plans 最多 3 项" });
export const eligibilityRequest = z.object({ plans: specialPlansInput });
export type EligibilityRequest = z.input<typeof eligibilityRequest>;
/** what the profile says, and whether the caller may change it (the student may; a parent reads) */
export const eligibilityAnswer = z.object({ plans: z.array(z.enum(PROFILE_SPECIAL_PLANS)), editable: z.boolean() });
export type EligibilityAnswer = z.infer<typeof eligibilityAnswer>;
