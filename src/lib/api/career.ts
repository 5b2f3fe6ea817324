// Typed calls of the career section: the archive and plan (/api/common/career) and 选科 requirements (/api/common/course).
// Shapes come from the server's contracts (types only). All quiet:
// the screens show a refusal beside the field or in the part that failed, never as a toast.
import { post } from "@/lib/http/client";
import { loadOf } from "@/lib/http/loads";
import type {
  ArchiveAnswer, ArchiveRecord, LearningItem, LearningRequest, PathStep, PlanAnswer, ProfileRequest, RecordRequest, ReportAnswer, ReportRequest, StepRequest,
  Target, TargetRequest,
} from "@/contracts/career";
import type { CollegeAnswer, CombinationAnswer, MajorAnswer, OverviewAnswer, ProfessionAnswer } from "@/contracts/course";

export type {
  ArchiveAnswer, ArchiveRecord, ExamResult, Figure, LearningItem, PathStep, PlanAnswer, Profile, ReportAnswer, Standing, StudentFacts, Target, TargetReport,
} from "@/contracts/career";
export type { ComboCoverage, CollegeAnswer, CombinationAnswer, MajorAnswer, MajorSpread, OverviewAnswer, ProfessionAnswer, RequirementRow } from "@/contracts/course";
export type { SameScoreProfession } from "@/contracts/tongfqx";

const quiet = { quiet: true } as const;
const career = <T>(path: string, body: unknown = {}) => post<T>(`/common/career/${path}`, body, quiet);
const course = <T>(path: string, body: unknown = {}) => post<T>(`/common/course/${path}`, body, quiet);

/** The archive: school record, profile, awards and activities, exam results; `editable` for the student. A counsellor
 * names a student of their classes (read only). */
export const fetchArchive = (studentId?: string | null) => career<ArchiveAnswer>("archive", studentId ? { studentId } : {});
/** Saves the profile text made on `version`; a 409 failure carries the newer profile (ApiError.data). */
export const saveProfile = (body: ProfileRequest) => career<{ version: number }>("profile/save", body);
export const saveRecord = (body: RecordRequest) => career<ArchiveRecord>("record/save", body);
export const removeRecord = (id: string) => career<null>("record/remove", { id });

/** The plan: vision, 选科 choice, routes with steps, targets, learning plan. */
export const fetchPlan = () => career<PlanAnswer>("plan");
export const saveSubjectChoice = (subjects: readonly string[]) => career<{ subjects: string[] }>("plan/subjects", { subjects });
export const saveRoutes = (routes: readonly string[]) => career<{ routes: string[] }>("plan/routes", { routes });
export const saveTarget = (body: TargetRequest) => career<Target>("target/save", body);
export const removeTarget = (id: string) => career<null>("target/remove", { id });
export const orderTargets = (ids: readonly string[]) => career<Target[]>("target/order", { ids });
export const fetchTargetReport = (body: ReportRequest) => career<ReportAnswer>("target/report", body);
export const saveLearning = (body: LearningRequest) => career<LearningItem>("learning/save", body);
export const removeLearning = (id: string) => career<null>("learning/remove", { id });
export const saveStep = (body: StepRequest) => career<PathStep>("step/save", body);
export const removeStep = (id: string) => career<null>("step/remove", { id });

type Model = "3+1+2" | "3+3";
/** Every combination of the model (the caller's province's unless given) by how many college majors it opens. */
export const fetchCourseOverview = (model?: Model) => course<OverviewAnswer>("overview", model ? { model } : {});
export const fetchCollegeRequirements = (collegeCode: string, subjects?: readonly string[], model?: Model) =>
  course<CollegeAnswer>("college", { collegeCode, ...(subjects?.length ? { subjects } : {}), ...(model ? { model } : {}) });
export const fetchCombinationMajors = (body: { subjects: readonly string[]; keyword?: string; current?: number; size?: number; model?: Model }) =>
  course<CombinationAnswer>("combination", body);
export const fetchMajorRequirements = (majorCode: string, model?: Model) => course<MajorAnswer>("major", { majorCode, ...(model ? { model } : {}) });
export const fetchProfessionRequirements = (professionCode: string, model?: Model) => course<ProfessionAnswer>("profession", { professionCode, ...(model ? { model } : {}) });

/** What the career screens load (src/lib/http/loads.ts). */
export const careerLoads = {
  /** `studentId`: a counsellor reading a student of their classes */
  archive: (studentId?: string | null) => loadOf(["fetchArchive", studentId ?? null], () => fetchArchive(studentId).then((answer) => answer.data)),
  courseOverview: (model?: Model | null) => loadOf(["fetchCourseOverview", model ?? null], () => fetchCourseOverview(model ?? undefined).then((answer) => answer.data)),
  targetReport: (body: ReportRequest) => loadOf(["fetchTargetReport", body], () => fetchTargetReport(body).then((answer) => answer.data)),
};
