// The student's own starting point for the data tools: province, subjects, their years by the calendar (src/domain/
// calendar) and their saved 高考 score or rank with its provenance — never a school exam's total.
import { useStore } from "@nanostores/react";
import { studentCalendar, type StudentCalendar } from "@/domain/calendar";
import { subjectTypeFor } from "@/domain/provinces";
import { fetchGaokaoScore, type ScoreAnswer } from "@/lib/api/score";
import { $authority, $province } from "@/lib/session/auth";
import { $profile } from "@/lib/session/profile";
import { useServerNow } from "@/islands/pages/shared";
import { useLoadable } from "./useCall";

export interface StudentScope {
  /** GB/T 2260 code of the student's province, "" when unknown */
  province: string;
  /** the subject type the student's subjects give in a year of that province (null: unknown province) */
  subjectTypeIn: (year: number, provinceCode?: string) => string | null;
  /** today's calendar for this student: the next application round and their own application year */
  calendar: StudentCalendar;
  /** the saved 高考 score or rank with where it came from; null while loading, when none is saved, or for staff */
  gaokao: ScoreAnswer["saved"];
  /** the whole score answer (exams by total, the school's conversion tables), null while loading or for staff */
  score: ScoreAnswer | null;
  scoreLoading: boolean;
}

export function useStudentScope(): StudentScope {
  const province = useStore($province) ?? "";
  const profile = useStore($profile);
  const authority = useStore($authority);
  const now = useServerNow();
  const family = authority === "student" || authority === "parent";
  const [answer] = useLoadable(["fetchGaokaoScore", profile?.userId], () => fetchGaokaoScore(), family && Boolean(profile));
  const score = answer.state === "ready" ? answer.data.data : null;
  return {
    province,
    subjectTypeIn: (year, provinceCode) => subjectTypeFor(provinceCode ?? province, year, profile?.subjects ?? ""),
    calendar: studentCalendar(now, { province, startSchool: profile?.startSchool ?? null, subjects: profile?.subjects ?? "" }),
    gaokao: score?.saved ?? null,
    score,
    scoreLoading: family && answer.state === "loading",
  };
}
