// /api/common/ChaKSZ: 扩缩招 (plan changes). This year's plan against last year's, unit by unit (units are matched by
// their stable unit key within the same batch), summed per college; and one college's detail: each unit and its majors
// up, down, new or removed, with tuition and 选科 changes.
import { z } from "zod";
import { int4 } from "./fields";
import { collegeCodeInput, pagingInput, scopeInput, scopeSchema, sourceSchema } from "./common";
import { keywordInput } from "./tiqp";

export const CHANGES = ["expand", "shrink", "new", "removed", "all"] as const;
export type ChangeFilter = (typeof CHANGES)[number];
/** size: largest change either way first · increase: most added first · decrease: most cut first · rate: largest share · plan: biggest plan */
export const CHANGE_SORTS = ["size", "increase", "decrease", "rate", "plan"] as const;
export type ChangeSort = (typeof CHANGE_SORTS)[number];
export const batchInput = z.string().trim().min(1, { error: "batch 不能为空" }).max(30, { error: "长度不能超过30个字符" });

export const planChangesRequest = z.object({
  ...scopeInput,
  batch: batchInput.optional(),
  keyword: keywordInput.optional(),
  /** expand: plan grew · shrink: plan fell · new: has a unit last year lacked · removed: lost a unit it had last year */
  change: z.enum(CHANGES, { error: `change 应为 ${CHANGES.join("、")} 之一` }).default("all"),
  sort: z.enum(CHANGE_SORTS, { error: `sort 应为 ${CHANGE_SORTS.join("、")} 之一` }).default("size"),
  ...pagingInput,
});
export type PlanChangesRequest = z.input<typeof planChangesRequest>;

/** How many units went up, down, stayed, are new this year or were dropped since last year. */
export const unitCountsSchema = z.object({
  up: int4(),
  down: int4(),
  same: int4(),
  new: int4(),
  removed: int4(),
});
export type UnitCounts = z.infer<typeof unitCountsSchema>;

export const collegeChangeSchema = z.object({
  collegeCode: z.string().nullable(),
  collegeName: z.string(),
  /** the college's English name ("" when we have none) */
  collegeNameEn: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  feature: z.string(),
  /** this year's plan over the college's units, and last year's over its units then */
  planCount: int4(),
  lastPlanCount: int4(),
  change: int4(),
  /** change in per cent of last year's plan (one decimal); null when last year had none */
  changeRate: z.number().nullable(),
  units: unitCountsSchema,
  sample: z.boolean(),
});
export type CollegeChange = z.infer<typeof collegeChangeSchema>;

export const changeBasisSchema = z.object({
  scope: scopeSchema,
  /** the year compared with (scope.year − 1) */
  lastYear: int4(),
  batch: z.string().nullable(),
  /** batches with units in either year, in admission order (for the filter) */
  batches: z.array(z.object({ name: z.string(), kind: z.string(), level: z.string() })),
  /** over every college in scope (before the change and keyword filters) */
  summary: z.object({
    colleges: int4(),
    planCount: int4(),
    lastPlanCount: int4(),
    units: unitCountsSchema,
  }),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
});
export type ChangeBasis = z.infer<typeof changeBasisSchema>;

export const planChangesAnswer = z.object({
  records: z.array(collegeChangeSchema),
  total: int4(),
  size: int4(),
  current: int4(),
  pages: int4(),
  /** null when there is nothing to compare (msg says why) */
  basis: changeBasisSchema.nullable(),
  /** the years that can be compared (units that year and the year before), newest first, with their subject types */
  choices: z.array(z.object({ year: int4(), subjectTypes: z.array(z.string()) })),
});
export type PlanChangesAnswer = z.infer<typeof planChangesAnswer>;

export const STATUSES = ["up", "down", "same", "new", "removed"] as const;
export type ChangeStatus = (typeof STATUSES)[number];

export const majorChangeSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  remark: z.string(),
  status: z.enum(STATUSES),
  planCount: int4().nullable(),
  lastPlanCount: int4().nullable(),
  /** null when either year's plan is unknown */
  change: int4().nullable(),
  tuition: int4().nullable(),
  lastTuition: int4().nullable(),
  tuitionChanged: z.boolean(),
});
export type MajorChange = z.infer<typeof majorChangeSchema>;

export const unitChangeSchema = z.object({
  unitKey: z.string(),
  batch: z.string(),
  name: z.string(),
  unitCode: z.string(),
  planType: z.string(),
  status: z.enum(STATUSES),
  planCount: int4().nullable(),
  lastPlanCount: int4().nullable(),
  change: int4().nullable(),
  tuition: int4().nullable(),
  lastTuition: int4().nullable(),
  tuitionChanged: z.boolean(),
  subjectRequirement: z.string().nullable(),
  lastSubjectRequirement: z.string().nullable(),
  requirementChanged: z.boolean(),
  minScore: int4().nullable(),
  minRank: int4().nullable(),
  lastMinScore: int4().nullable(),
  lastMinRank: int4().nullable(),
  majors: z.array(majorChangeSchema),
  sample: z.boolean(),
  source: sourceSchema,
});
export type UnitChange = z.infer<typeof unitChangeSchema>;

export const collegePlanRequest = z.object({ ...scopeInput, collegeCode: collegeCodeInput, batch: batchInput.optional() });
export type CollegePlanRequest = z.input<typeof collegePlanRequest>;

export const collegePlanAnswer = z.object({
  college: z.object({ code: z.string(), name: z.string(), nameEn: z.string(), provinceName: z.string(), cityName: z.string(), feature: z.string() }),
  /** null when the province has no plans to compare (msg says why) */
  scope: scopeSchema.nullable(),
  lastYear: int4().nullable(),
  summary: z.object({
    planCount: int4(),
    lastPlanCount: int4(),
    change: int4(),
    changeRate: z.number().nullable(),
    units: unitCountsSchema,
    majors: unitCountsSchema,
    /** units and majors whose tuition changed; units whose 选科 requirement changed */
    tuitionChanges: int4(),
    requirementChanges: int4(),
  }),
  /** this year's units in admission order, then the removed ones */
  units: z.array(unitChangeSchema),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
});
export type CollegePlanAnswer = z.infer<typeof collegePlanAnswer>;

export const provinceListAnswer = z.array(z.object({ code: z.string(), name: z.string(), shortName: z.string(), modeName: z.string(), totalScore: int4() }));
