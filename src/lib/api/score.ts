// Typed calls of the student's 高考 score (/api/common/score) and the school's exam rank tables (/api/admin/exam-table).
// Quiet: the screens say a refusal beside the field.
import { post } from "@/lib/http/client";
import type { ExamTableSubmitRequest, ExamTableView, ScoreAnswer, ScoreConvertRequest, ScoreSaveRequest } from "@/contracts/score";

export type { ExamTableView, GaokaoScoreView, ScoreAnswer } from "@/contracts/score";

const quiet = { quiet: true } as const;

/** The student's 高考 score with its provenance, their exams by total and the school's tables for each. */
export const fetchGaokaoScore = () => post<ScoreAnswer>("/common/score/detail", {}, quiet);
export const saveGaokaoScore = (body: ScoreSaveRequest) => post<ScoreAnswer>("/common/score/save", body, quiet);
export const convertGaokaoScore = (body: ScoreConvertRequest) => post<ScoreAnswer>("/common/score/convert", body, quiet);
export const removeGaokaoScore = () => post<ScoreAnswer>("/common/score/remove", {}, quiet);

export const fetchExamTables = () => post<ExamTableView[]>("/admin/exam-table/list", {}, quiet);
export const submitExamTable = (body: ExamTableSubmitRequest) => post<boolean>("/admin/exam-table/submit", body, quiet);
export const removeExamTable = (id: string) => post<boolean>("/admin/exam-table/remove", { id }, quiet);
