// School administration calls (src/contracts/admin.ts): SpringBlade user management under /blade-user, the school's
// own calls under /admin/*, a counsellor's under /counsellor/*. Forms pass quiet: true and show the refusal beside
// the field; lists let the HTTP layer show a failure.
import { get, post } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";
import { loadOf } from "@/lib/http/loads";
import type {
  AuditView, ClassView, CorrectionView, CounselledStudent, CounselledStudentDetail, DashboardView, GradeView, ImportJob, ImportStart, ImportVersion, NoticeView, ReferralListItem,
  ReferralStatusInput, RoleValue, SchoolView, TaskView, UserSubmit, UserUpdate, UserView,
} from "@/contracts/admin";
import type { Plan, PlanSummary, RulesAnswer } from "@/contracts/volunteer";

export type { AuditView, ClassView, CorrectionView, CounselledStudent, CounselledStudentDetail, DashboardView, GradeView, ImportJob, ImportVersion, NoticeView, ReferralListItem, RoleValue, SchoolView, TaskView, UserView };
const quiet = { quiet: true } as const;
type Id = string | number;

// ---------------------------------------------------------------- accounts

export interface UserQuery { current?: number; size?: number; authority?: RoleValue; status?: number; keyword?: string; gradeId?: string; classId?: string }
export const fetchUsers = (query: UserQuery) => get<Page<UserView>>("/blade-user/page", { ...query });
export const submitUser = (body: UserSubmit) => post<UserView>("/blade-user/submit", body, quiet);
export const updateUser = (body: UserUpdate) => post<UserView>("/blade-user/update", body, quiet);
/** SpringBlade sends the ids comma-separated in the query. */
export const removeUsers = (ids: Id[]) => request("/blade-user/remove", { ids: ids.join(",") });
export const resetPasswords = (userIds: Id[], password: string) => post<boolean>("/blade-user/reset-password", { userIds: userIds.map(String), password }, quiet);

function request(path: string, query: Record<string, string>) {
  return post<boolean>(`${path}?${new URLSearchParams(query)}`, undefined, quiet);
}

// ---------------------------------------------------------------- registrations

export interface Registration { id: string; account: string; userName: string; oauthId: string; status: number; reviewNote: string; createdAt: string }
export const fetchRegistrations = (status: 0 | 3, current = 1) => get<Page<Registration>>("/admin/registration/page", { status, current, size: 20 });
export const approveRegistration = (body: { id: Id; classId?: Id; province?: string }) => post<boolean>("/admin/registration/approve", body, quiet);
export const rejectRegistration = (body: { id: Id; reason: string }) => post<boolean>("/admin/registration/reject", body, quiet);

// ---------------------------------------------------------------- grades and classes

export const fetchGradeTree = () => get<GradeView[]>("/admin/classes/tree");
export const submitGrade = (body: { id?: Id; gradeName: string; startSchool: number; appearType: number }) => post<{ id: string }>("/admin/classes/grade/submit", body, quiet);
export const removeGrade = (id: Id) => post<boolean>("/admin/classes/grade/remove", { id }, quiet);
export const submitClass = (body: { id?: Id; gradeId: Id; name: string; counsellorIds?: Id[] }) => post<{ id: string }>("/admin/classes/class/submit", body, quiet);
export const removeClass = (id: Id) => post<boolean>("/admin/classes/class/remove", { id }, quiet);

// ---------------------------------------------------------------- notices and tasks

export const fetchNotices = (current = 1) => get<Page<NoticeView>>("/admin/notice/page", { current, size: 20 });
export const submitNotice = (body: { id?: Id; title: string; content: string; category: string }) => post<NoticeView>("/admin/notice/submit", body, quiet);
export const removeNotice = (id: Id) => post<boolean>("/admin/notice/remove", { id }, quiet);
export const fetchTasks = (current = 1) => get<Page<TaskView>>("/admin/task/page", { current, size: 20 });
export interface TaskInput { id?: Id; title: string; content: string; taskType: string; dueDate: string; gradeId?: Id; classId?: Id }
export const submitTask = (body: TaskInput) => post<{ id: string }>("/admin/task/submit", body, quiet);
export const removeTask = (id: Id) => post<boolean>("/admin/task/remove", { id }, quiet);

// ---------------------------------------------------------------- the school

export const fetchSchool = () => get<SchoolView>("/admin/school/detail");
export const updateSchool = (body: { tenantName: string; tenantLogo: string; province?: string }) => post<SchoolView>("/admin/school/update", body, quiet);
export const fetchDashboard = () => get<DashboardView>("/admin/school/dashboard");
export interface BladeFile { link: string; domain: string; name: string; originalName: string; attachId: string }
/** POST /blade-resource/oss/endpoint/put-file with the file as multipart form data. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return post<BladeFile>("/blade-resource/oss/endpoint/put-file", form, quiet);
}

// ---------------------------------------------------------------- imports

export const startImport = (body: ImportStart) => post<ImportJob>("/admin/import/start", body, quiet);
export const fetchImportJob = (id: string) => get<ImportJob>("/admin/import/status", { id }, quiet);
/** the data imports as versions, newest first */
export const fetchImportVersions = () => get<ImportVersion[]>("/admin/import/versions", undefined, quiet);
/** puts back what a data import replaced */
export const restoreImportVersion = (version: number) => post<{ id: number }>("/admin/import/restore", { version }, quiet);

/** Follows a job until it is done or failed, reporting each state on the way (bounded: at most an hour of polls). */
export async function followImport(job: ImportJob, onState: (job: ImportJob) => void, everyMs = 400): Promise<ImportJob> {
  let current = job;
  onState(current);
  for (let i = 0; current.status === "running" && i < 9000; i++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    current = (await fetchImportJob(job.id)).data;
    onState(current);
  }
  return current;
}

// ---------------------------------------------------------------- volunteer rules

export const fetchRule = (province: string, year: number) => post<RulesAnswer>("/common/volunteer/rules", { province, year }, quiet);
export const fetchCorrections = (body: { province?: string; year?: number }) => post<CorrectionView[]>("/admin/rule/list", body);
export const submitCorrection = (body: { province: string; year: number; batch: string; field: string; value: number | string | boolean; reason: string }) =>
  post<boolean>("/admin/rule/submit", body, quiet);
export const removeCorrection = (id: Id) => post<boolean>("/admin/rule/remove", { id }, quiet);

// ---------------------------------------------------------------- audit log

export interface AuditQuery { current?: number; size?: number; action?: string; actor?: string; from?: string; to?: string }
export const fetchAudit = (query: AuditQuery) => get<Page<AuditView>>("/admin/audit/page", { ...query });

// ---------------------------------------------------------------- a counsellor's students

export const fetchCounselledStudents = (query: { current?: number; size?: number; classId?: string; keyword?: string }) =>
  get<Page<CounselledStudent>>("/counsellor/students", { ...query });
export const fetchCounselledStudent = (studentId: Id) => get<CounselledStudentDetail>("/counsellor/student", { studentId }, quiet);
/** The school's wellbeing referrals: the psychology teacher's only (anyone else is refused with code 403, quietly). */
export const fetchReferrals = () => get<ReferralListItem[]>("/counsellor/referrals", {}, quiet);
/** The psychology teacher marks a wellbeing referral seen, or closes it with a note. */
export const setReferralStatus = (body: ReferralStatusInput) => post<{ id: string; status: "seen" | "closed" }>("/counsellor/referral/status", body, quiet);

/** The student's volunteer plans, read by their counsellor (POST /common/volunteer/list with the student's id). */
export const fetchStudentPlans = (studentId: Id) => post<PlanSummary[]>("/common/volunteer/list", { studentId });
export const fetchStudentPlan = (id: Id, studentId: Id) => post<Plan>("/common/volunteer/detail", { id, studentId });

/** What the school administration screens load (src/lib/http/loads.ts); `round` goes up after a change, to load again. */
export const adminLoads = {
  gradeTree: (round = 0) => loadOf(["fetchGradeTree", round], () => fetchGradeTree().then((answer) => answer.data)),
  users: (query: UserQuery, round = 0) => loadOf(["fetchUsers", query, round], () => fetchUsers(query).then((answer) => answer.data)),
  referrals: () => loadOf(["fetchReferrals"], () => fetchReferrals().then((answer) => answer.data)),
};
