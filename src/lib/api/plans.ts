// Typed calls of the data-tool screens 提前批 and 扩缩招 (portal.md §7 TiQP, ChaKSZ). Shapes come from the server's
// contracts (types only: no schema code ships). All `quiet`: the screen shows a refusal where the reader is looking.
import { post } from "@/lib/http/client";
import type { EarlyPlansAnswer, EarlyPlansRequest, EarlyYear } from "@/contracts/tiqp";
import type { CollegePlanAnswer, CollegePlanRequest, PlanChangesAnswer, PlanChangesRequest } from "@/contracts/chaksz";

export type { EarlyCollege, EarlyPlansAnswer, EarlyPlansRequest, EarlyUnit, EarlyYear, Previous, UnitMajor } from "@/contracts/tiqp";
export type { ChangeBasis, ChangeFilter, ChangeSort, ChangeStatus, CollegeChange, CollegePlanAnswer, MajorChange, PlanChangesAnswer, PlanChangesRequest, UnitChange, UnitCounts } from "@/contracts/chaksz";

const quiet = { quiet: true } as const;
const call = <T>(path: string, body: unknown) => post<T>(`/common/${path}`, body, quiet);

/** TiQP/list-enroll-by-score-all-year-course-plan: years with early-batch units, their subject types, levels and plan types. */
export const fetchEarlyYears = (province: string) => call<EarlyYear[]>("TiQP/list-enroll-by-score-all-year-course-plan", { province });

/** TiQP/list-college-enroll-plan-college: early-batch units by college (paged). */
export const fetchEarlyPlans = (body: EarlyPlansRequest) => call<EarlyPlansAnswer>("TiQP/list-college-enroll-plan-college", body);

/** ChaKSZ/list-college-enroll-plan-college-kuosuo: this year's plan against last year's per college (paged). */
export const fetchPlanChanges = (body: PlanChangesRequest) => call<PlanChangesAnswer>("ChaKSZ/list-college-enroll-plan-college-kuosuo", body);

/** ChaKSZ/list-college-enroll-plan-new: one college's units and majors this year against last year. */
export const fetchCollegePlan = (body: CollegePlanRequest) => call<CollegePlanAnswer>("ChaKSZ/list-college-enroll-plan-new", body);
