// Typed calls of the career assessments (/api/common/assessment). Shapes come from the server's contract (types only:
// no schema code ships). `quiet`: a refusal (a 400 naming an item, a parent asked to answer) is shown on the page.
import { post } from "@/lib/http/client";
import { loadOf } from "@/lib/http/loads";
import type { AssessmentCode } from "@/domain/assessment/catalog";
import type { HistoryItem, ListItem, Paper, Report, SubmitAnswer } from "@/contracts/assessment";

export type { AssessmentResult, Combination, Dichotomy, HistoryItem, ListItem, Paper, PaperItem, Pointer, Report, Score, SubjectStrength, SubmitAnswer, Wellbeing } from "@/contracts/assessment";

/** list: every assessment with the student's latest result and number of takes. */
/** `studentId`: a counsellor reading a student of their classes (the student and a parent leave it out) */
const asStudent = (studentId?: string | null) => (studentId ? { studentId } : {});
export const fetchAssessments = (studentId?: string | null) => post<ListItem[]>("/common/assessment/list", asStudent(studentId), { quiet: true });
/** paper {code, lang}: the items in the reader's language. */
export const fetchPaper = (code: AssessmentCode, lang: "zh" | "en") => post<Paper>("/common/assessment/paper", { code, lang }, { quiet: true });
/** submit {code, answers}: the scored, stored report. */
export const submitAnswers = (code: AssessmentCode, answers: { id: string; value: number }[]) => post<SubmitAnswer>("/common/assessment/submit", { code, answers }, { quiet: true });
/** report {reportId}: one of the student's reports. */
export const fetchReport = (reportId: string, studentId?: string | null) => post<Report>("/common/assessment/report", { reportId, ...asStudent(studentId) }, { quiet: true });
/** history {code}: every take, newest first. */
export const fetchHistory = (code: AssessmentCode, studentId?: string | null) => post<HistoryItem[]>("/common/assessment/history", { code, ...asStudent(studentId) }, { quiet: true });

/** What the assessment screens load (src/lib/http/loads.ts). */
export const assessmentLoads = {
  list: (studentId?: string | null) => loadOf(["fetchAssessments", studentId ?? null], () => fetchAssessments(studentId).then((answer) => answer.data)),
};
