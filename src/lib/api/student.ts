// Student-area calls the portal pages make (portal.md §7 "Time and student area", "Session and account"):
// grade, school news, tasks, exam results and the student's own profile update. The server scopes every one
// to the caller's tenant and student (a parent gets the linked student).
import { get, post } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";
import { loadOf } from "@/lib/http/loads";

export interface GradeDetail {
  id: string;
  tenantId: string;
  gradeName: string;
  startSchool: number | string | null;
  appearType: number | null;
}

/** GET /blade-system/grade/detail: the caller's grade (null when the student has none). */
export const fetchGradeDetail = () => get<GradeDetail | null>("/blade-system/grade/detail", {}, { quiet: true });

export interface SchoolNews {
  id: string;
  title: string;
  content: string;
  category: string;
  /** ISO timestamp. */
  publishTime: string;
}

/** GET /blade-system/schoolconsult/list: the school's news and notices, newest first. */
export const fetchSchoolNews = (size = 5) => get<Page<SchoolNews>>("/blade-system/schoolconsult/list", { current: 1, size }, { quiet: true });

export interface StudentTask {
  id: string;
  title: string;
  content: string;
  taskType: string;
  /** 0 to do, 1 done. */
  status: number;
  /** YYYY-MM-DD or empty. */
  dueDate: string;
  /** the portal page that does the task ("" when none): an assessment's test, the archive … */
  link?: string;
}

/** GET /common/studenttask/list: the student's tasks. */
export const fetchStudentTasks = (size = 10) => get<Page<StudentTask>>("/common/studenttask/list", { current: 1, size }, { quiet: true });

export interface ExamDetail {
  id: string;
  examName: string;
  /** YYYY-MM-DD. */
  examDate: string;
  subject: string;
  score: number;
  fullScore: number;
  classRank: number | null;
  gradeRank: number | null;
}

/** GET /blade-system/examdetail/list: exam results, newest exam first. */
export const fetchExamDetails = (size = 20) => get<Page<ExamDetail>>("/blade-system/examdetail/list", { current: 1, size }, { quiet: true });

/** What a student may change about themselves through POST /blade-system/student/update. */
export interface StudentUpdate {
  id?: string;
  phone?: string;
  sex?: number;
}

/** POST /blade-system/student/update: the caller's own profile. The form shows failures itself, so no toast. */
export const updateStudent = (body: StudentUpdate) => post<boolean>("/blade-system/student/update", body, { quiet: true });

/** What the student's own screens load (src/lib/http/loads.ts). */
export const studentLoads = {
  examDetails: (size = 20) => loadOf(["fetchExamDetails", size], () => fetchExamDetails(size).then((answer) => answer.data)),
};
