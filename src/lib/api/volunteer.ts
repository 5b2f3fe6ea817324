// Typed calls of the volunteer (志愿) form screens: /api/common/volunteer. Shapes come from the server's contract
// (types only: no schema code ships). `quiet`: the screens show refusals where the student is looking (a 409 conflict
// as a dialog, a 400 beside the form), never as a toast.
import { download, post } from "@/lib/http/client";
import { ApiError } from "@/lib/http/envelope";
import { loadOf } from "@/lib/http/loads";
import type {
  CheckAnswer, CheckRequest, EligibilityAnswer, EligibilityRequest, ImportAnswer, Plan, PlanComment, PlanSummary, RecommendAnswer, RecommendRequest, RulesAnswer, SaveRequest, SimulateAnswer,
  SimulateRequest, VersionsPage,
} from "@/contracts/volunteer";

export type {
  BatchRuleAnswer, CheckAnswer, CheckRequest, EntryInput, Finding, FormUnit, ImportAnswer, Plan, PlanComment, PlanSummary, RecommendRequest,
  RulesAnswer, SaveRequest, SimulateAnswer, SimulateRequest,
} from "@/contracts/volunteer";

const V = "/common/volunteer";

/** A province's volunteer rule for 2025 or 2026 (mode, slots, majors per slot, 调剂, order) with its source. */
export const fetchVolunteerRules = (province: string, year: number) => post<RulesAnswer>(`${V}/rules`, { province, year }, { quiet: true });

/** The student's plans (a parent sees the linked student's), last changed first. */
export const listPlans = () => post<PlanSummary[]>(`${V}/list`, {});

/** A page of a plan's saved versions, newest first (the detail carries the first page). */
export const fetchVersions = (id: string, current: number, size: number) => post<VersionsPage>(`${V}/versions`, { id, current, size }, { quiet: true });

/** One plan with entries, comments and versions; `version`: an earlier version's entries (any stored one). */
export const fetchPlan = (id: string, version?: number) => post<Plan>(`${V}/detail`, { id, ...(version != null ? { version } : {}) }, { quiet: true });

/** Creates a plan (no id) or saves a change made on `version`; a stale version rejects with code 409 and the plan as it now is. */
export const savePlan = (body: SaveRequest) => post<{ id: string; version: number }>(`${V}/save`, body, { quiet: true });

export const removePlan = (id: string) => post<null>(`${V}/remove`, { id });

/** Whether the parent may change the plan (students only). */
export const permitParent = (id: string, parentCanEdit: boolean) => post<{ parentCanEdit: boolean }>(`${V}/permit`, { id, parentCanEdit }, { quiet: true });

/** A comment on the plan, or on one of its entries (by unit key). */
/** `studentId`: a counsellor names the student whose plan they comment on (students and parents leave it out). */
export const addComment = (planId: string, text: string, unitKey?: string, studentId?: string) =>
  post<PlanComment>(`${V}/comment`, { planId, text, ...(unitKey ? { unitKey } : {}), ...(studentId ? { studentId } : {}) }, { quiet: true });

/** The form checked: each unit with its probability and band at the student's rank, and the findings. */
export const checkForm = (body: CheckRequest) => post<CheckAnswer>(`${V}/check`, body, { quiet: true });

/** The whole form under the probability model: admitted at all, by entry, 滑档 and 退档. */
export const simulateForm = (body: SimulateRequest) => post<SimulateAnswer>(`${V}/simulate`, body, { quiet: true });

/** Units by band as asked (冲 / 稳 / 保), hardest first. */
export const recommendUnits = (body: RecommendRequest) => post<RecommendAnswer>(`${V}/recommend`, body, { quiet: true });

/** The plan as the province's 草表 (.xlsx). */
export const exportPlan = (id: string) => download(`${V}/export`, { id }, { quiet: true });

/** Reads a 草表 exported from here (base64): its scope and entries, and the rows it could not read. Saves nothing. */
export const importSheet = (file: string) => post<ImportAnswer>(`${V}/import`, { file }, { quiet: true });

/** What the volunteer screens load (src/lib/http/loads.ts). */
export const volunteerLoads = {
  rules: (province: string, year: number) => loadOf(["fetchVolunteerRules", province, year], () => fetchVolunteerRules(province, year)),
  plans: () => loadOf(["listPlans"], () => listPlans().then((answer) => answer.data)),
  /** The special plans the student's profile says they qualify for (students and parents). */
  eligibility: () => loadOf(["fetchEligibility"], () => fetchEligibility().then((answer) => answer.data)),
  /** The form's opening: the plans' names (a new plan's name must differ) and the plan asked for, "missing" when refused. */
  opening: (id: string | null | undefined) => loadOf(["openForm", id ?? null], async () => {
    const [plans, plan] = await Promise.all([
      listPlans(),
      id ? fetchPlan(id).then((r) => r.data, (error: unknown) => {
        if (error instanceof ApiError && Number(error.code) === 400) return "missing" as const;
        throw error;
      }) : Promise.resolve(null),
    ]);
    return { names: plans.data.map((p) => p.name), plan };
  }),
};
/** POST /common/volunteer/eligibility: the special plans the student's profile says they qualify for (a parent reads them). */
export const fetchEligibility = () => post<EligibilityAnswer>(`${V}/eligibility`, {}, { quiet: true });

/** POST /common/volunteer/eligibility/save: the student states which special plans they qualify for. */
export const saveEligibility = (plans: EligibilityRequest["plans"]) => post<EligibilityAnswer>(`${V}/eligibility/save`, { plans }, { quiet: true });
