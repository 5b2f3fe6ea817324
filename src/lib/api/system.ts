// The remaining account and student-area calls of portal.md §7, one function per call. Screens of later
// issues (course selection, goals, plans, timetable) use them; the tests call each against the real server.
import { get, post } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";

type Params = Record<string, unknown>;
type Row = Record<string, unknown>;

/** GET /blade-system/tenant/list: the tenants the caller may see (only their own). */
export const fetchTenantList = (params: Params = {}) => get<Page<Row>>("/blade-system/tenant/list", params);

/** GET /blade-system/tenant/detail?tenantId=. */
export const fetchTenantDetail = (tenantId: string) => get<Row>("/blade-system/tenant/detail", { tenantId });

/**
 * POST /blade-user/studentfamily/submit: creates or updates the parent account linked to the student; changing an
 * existing parent's password needs that parent's current password (parentPassword).
 */
export const submitStudentFamily = (body: { account: string; userName?: string; password?: string; parentPassword?: string }) =>
  post<boolean>("/blade-user/studentfamily/submit", body);

/** POST /blade-resource/oss/endpoint/put-file: uploads a file (multipart form data). */
export const putFile = (body: FormData) => post<Row>("/blade-resource/oss/endpoint/put-file", body);

/** POST /blade-system/sms/sendSms: sends a verification code to a mobile number. */
export const sendSms = (body: { phone: string }) => post<boolean>("/blade-system/sms/sendSms", body);

/** GET /blade-system/file/list: files the school shares (paged). */
export const fetchFiles = (params: Params = {}) => get<Page<Row>>("/blade-system/file/list", { current: 1, size: 10, ...params });

/** Course-selection list constants (portal.md §9): page 1, size 10000. */
export const COURSE_SELECTION_PAGE = { current: 1, size: 10000 } as const;

/** GET /blade-system/xkinfo/list_xk: the course-selection rounds of the student's grade. */
export const fetchCourseRounds = (params: Params = {}) => get<Page<Row>>("/blade-system/xkinfo/list_xk", { ...params, ...COURSE_SELECTION_PAGE });

/** GET /blade-system/xkstudentcache/list: the student's saved selections. */
export const fetchCourseSelections = (params: Params = {}) => get<Page<Row>>("/blade-system/xkstudentcache/list", params);

export interface CourseSelection {
  xkInfoId: string;
  firstSubject: "物理" | "历史" | "";
  /** Comma-separated second subjects, e.g. "化学,生物". */
  secondSubjects: string;
  submitted?: boolean;
  remark?: string;
}

/** POST /blade-system/xkstudentcache/submit: saves (or submits) a selection for a round. */
export const submitCourseSelection = (body: CourseSelection) => post<Row>("/blade-system/xkstudentcache/submit", body);

/** GET /common/mbghinfo/list: the student's goal plans. */
export const fetchGoals = (params: Params = {}) => get<Page<Row>>("/common/mbghinfo/list", params);

/** GET /common/studentadmissonplanmain/list: the student's admission plans. */
export const fetchAdmissionPlans = (params: Params = {}) => get<Page<Row>>("/common/studentadmissonplanmain/list", params);

/** GET /common/studentacademicplanmain/list: the student's academic plans. */
export const fetchAcademicPlans = (params: Params = {}) => get<Page<Row>>("/common/studentacademicplanmain/list", params);

/** GET /new/timetable/studentTimeTable: the student's weekly timetable (weekday 1–7 optional). */
export const fetchTimetable = (params: { weekday?: number } = {}) => get<Row[]>("/new/timetable/studentTimeTable", params);
