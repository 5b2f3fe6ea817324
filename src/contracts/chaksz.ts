// /api/common/ChaKSZ: 扩缩招 (plan changes). This year's plan against last year's, unit by unit (units are matched by
// their stable unit key within the same batch), summed per college; and one college's detail: each unit and its majors
// up, down, new or removed, with tuition and 选科 changes.
import { z } from "zod";
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
  up: z.number().int(),
  down: z.number().int(),
  same: z.number().int(),
  new: z.number().int(),
  removed: z.number().int(),
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
  planCount: z.number().int(),
  lastPlanCount: z.number().int(),
  change: z.number().int(),
  /** change in per cent of last year's plan (one decimal); null when last year had none */
  changeRate: z.number().nullable(),
  units: unitCountsSchema,
  sample: z.boolean(),
});
export type CollegeChange = z.infer<typeof collegeChangeSchema>;

export const changeBasisSchema = z.object({
  scope: scopeSchema,
  /** the year compared with (scope.year − 1) */
  lastYear: z.number().int(),
  batch: z.string().nullable(),
  /** batches with units in either year, in admission order (for the filter) */
  batches: z.array(z.object({ name: z.string(), kind: z.string(), level: z.string() })),
  /** over every college in scope (before the change and keyword filters) */
  summary: z.object({
    colleges: z.number().int(),
    planCount: z.number().int(),
    lastPlanCount: z.number().int(),
    units: unitCountsSchema,
  }),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
});
export type ChangeBasis = z.infer<typeof changeBasisSchema>;

export const planChangesAnswer = z.object({
  records: z.array(collegeChangeSchema),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
  /** null when there is nothing to compare (msg says why) */
  basis: changeBasisSchema.nullable(),
  /** the years that can be compared (units that year and the year before), newest first, with their subject types */
  choices: z.array(z.object({ year: z.number().int(), subjectTypes: z.array(z.string()) })),
});
export type PlanChangesAnswer = z.infer<typeof planChangesAnswer>;

export const STATUSES = ["up", "down", "same", "new", "removed"] as const;
export type ChangeStatus = (typeof STATUSES)[number];

export const majorChangeSchema = z.object({
  majorCode: z.string(),
  majorName: z.string(),
  remark: z.string(),
  status: z.enum(STATUSES),
  planCount: z.number().int().nullable(),
  lastPlanCount: z.number().int().nullable(),
  /** null when either year's plan is unknown */
  change: z.number().int().nullable(),
  tuition: z.number().int().nullable(),
  lastTuition: z.number().int().nullable(),
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
  planCount: z.number().int().nullable(),
  lastPlanCount: z.number().int().nullable(),
  change: z.number().int().nullable(),
  tuition: z.number().int().nullable(),
  lastTuition: z.number().int().nullable(),
  tuitionChanged: z.boolean(),
  subjectRequirement: z.string().nullable(),
  lastSubjectRequirement: z.string().nullable(),
  requirementChanged: z.boolean(),
  minScore: z.number().int().nullable(),
  minRank: z.number().int().nullable(),
  lastMinScore: z.number().int().nullable(),
  lastMinRank: z.number().int().nullable(),
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
  lastYear: z.number().int().nullable(),
  summary: z.object({
    planCount: z.number().int(),
    lastPlanCount: z.number().int(),
    change: z.number().int(),
    changeRate: z.number().nullable(),
    units: unitCountsSchema,
    majors: unitCountsSchema,
    /** units and majors whose tuition changed; units whose 选科 requirement changed */
    tuitionChanges: z.number().int(),
    requirementChanges: z.number().int(),
  }),
  /** this year's units in admission order, then the removed ones */
  units: z.array(unitChangeSchema),
  sample: z.boolean(),
  sources: z.array(sourceSchema),
});
export type CollegePlanAnswer = z.infer<typeof collegePlanAnswer>;

export const provinceListAnswer = z.array(z.object({ code: z.string(), name: z.string(), shortName: z.string(), modeName: z.string(), totalScore: z.number().int() }));
