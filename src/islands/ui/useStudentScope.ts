// The student's own starting point for the data tools: province, subjects and the score of their latest exam.
import { useStore } from "@nanostores/react";
import { findProvince, subjectTypeFor } from "@/domain/provinces";
import { fetchExamDetails } from "@/lib/api/student";
import { latestExamScore, type ExamScore } from "@/lib/rules/student-scope";
import { $province } from "@/lib/session/auth";
import { $profile } from "@/lib/session/profile";
import { useLoadable } from "./useCall";

export interface StudentScope {
  /** GB/T 2260 code of the student's province, "" when unknown */
  province: string;
  /** the subject type the student's subjects give in a year of that province (null: unknown province) */
  subjectTypeIn: (year: number, provinceCode?: string) => string | null;
  /** the latest exam's total on the province's scale; null while loading or when none is recorded */
  exam: ExamScore | null;
  examLoading: boolean;
}

export function useStudentScope(): StudentScope {
  const province = useStore($province) ?? "";
  const profile = useStore($profile);
  const total = findProvince(province)?.totalScore ?? 750;
  const [exams] = useLoadable(["fetchExamDetails@useStudentScope", profile?.userId], () => fetchExamDetails(30));
  const exam = exams.state === "ready" ? latestExamScore(exams.data.data?.records ?? [], total) : null;
  return {
    province,
    subjectTypeIn: (year, provinceCode) => subjectTypeFor(provinceCode ?? province, year, profile?.subjects ?? ""),
    exam,
    examLoading: exams.state === "loading",
  };
}
