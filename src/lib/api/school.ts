// The calls of the school page /wel/school/{code}/… (portal.md §7 "College, major, profession"; shapes as the
// server in src/server/routes/yuanxiao.ts and data-tools.ts answers). One typed function per call. They are all
// `quiet`: the page shows a failure where the reader is looking (with a retry), never as a toast.
import { post } from "@/lib/http/client";
import type { Page } from "@/lib/http/envelope";
import { type EarlyPlanRecord, type YearTypes } from "@/lib/rules/school";
import { cleanKeyword } from "@/lib/rules/keyword";


const quiet = { quiet: true } as const;
const call = <T>(path: string, body: unknown) => post<T>(`/common/${path}`, body, quiet);

/** The school brief (portal.md §3) with isFavorite. */
export interface SchoolInfo {
  id: string;
  collegeCode: string;
  code?: string;
  name: string;
  /** the college's own English name, "" when unknown */
  nameEn?: string;
  logoUrl?: string;
  provinceCode?: string;
  provinceName?: string;
  cityName?: string;
  level?: string;
  category?: string;
  natureType?: string;
  belong?: string;
  /** Comma-separated tags, e.g. "985,211,双一流,强基计划". */
  feature?: string;
  introduce?: { bannerUrl?: string };
  introduction?: string;
  hits?: number;
  isFavorite?: boolean;
}

/** POST yuanxiao/school-info {id}: the school by the address's code, with isFavorite (§7 "school info by route id"). */
export const fetchSchoolInfo = (id: string) => call<SchoolInfo>("yuanxiao/school-info", { id });

export interface CollegeDetail extends SchoolInfo {
  moeId?: string;
  website?: string;
  remark?: string;
}

/** POST yuanxiao/find-by-college-code {code}: the college's detail (the server counts a visit). */
export const fetchCollegeDetail = (code: string) => call<CollegeDetail>("yuanxiao/find-by-college-code", { code });

export interface CollegeRanking {
  collegeCode: string;
  source: string;
  year: number;
  rank: number;
  sample?: boolean;
}

/** POST yuanxiao/query-college-ranking {collegeCode}: rankings by source and year. */
export const fetchCollegeRanking = (collegeCode: string) => call<CollegeRanking[]>("yuanxiao/query-college-ranking", { collegeCode });

export interface EmploymentReport {
  collegeCode: string;
  year: number;
  /** Shares from 0 to 1. */
  employmentRate: number;
  furtherStudyRate: number;
  abroadRate: number;
  /** Yuan a month. */
  averageSalary: number;
  topIndustries: string[];
  topCities: string[];
  sample?: boolean;
}

/** POST yuanxiao/query-college-employmentreport {collegeCode}: employment reports, newest year first. */
export const fetchEmploymentReport = (collegeCode: string) => call<EmploymentReport[]>("yuanxiao/query-college-employmentreport", { collegeCode });

export interface SubjectGroup {
  id: string;
  collegeCode: string;
  provinceCode: string;
  year: number;
  groupName: string;
  requirement: string;
  majors: string[];
  sample?: boolean;
}

/** POST yuanxiao/query-college-subject-group {collegeCode}: subject-requirement groups. */
export const fetchSubjectGroups = (collegeCode: string) => call<SubjectGroup[]>("yuanxiao/query-college-subject-group", { collegeCode });

export interface SubjectEvaluation {
  collegeCode: string;
  subjectCode: string;
  subjectName: string;
  grade: string;
  round: number;
  sample?: boolean;
}

/** POST yuanxiao/query-college-subject-evaluate {collegeCode}: subject evaluation grades. */
export const fetchSubjectEvaluations = (collegeCode: string) => call<SubjectEvaluation[]>("yuanxiao/query-college-subject-evaluate", { collegeCode });

export interface BrochureSummary {
  id: string;
  collegeCode: string;
  year: number;
  title: string;
  readCount: number;
  /** YYYY-MM-DD. */
  publishDate: string;
  sample?: boolean;
}

export interface Brochure extends BrochureSummary {
  content: string;
}

/** POST yuanxiao/find-collge-enroll-introduction {code, keyword}: the school's admission brochures, paged, newest first. */
export const fetchBrochures = (code: string, keyword = "", pageIndex = 1, pageSize = 10) =>
  call<Page<BrochureSummary>>("yuanxiao/find-collge-enroll-introduction", { code, keyword: cleanKeyword(keyword), pageIndex, pageSize });

/** POST yuanxiao/getbyid-collge-enroll-introduction {id}: one brochure with its text. */
export const fetchBrochure = (id: string) => call<Brochure>("yuanxiao/getbyid-collge-enroll-introduction", { id });

/** POST yuanxiao/update-enroll-introduction-read-count {id}: counts a read; data is the new read count. */
export const countBrochureRead = (id: string) => call<number>("yuanxiao/update-enroll-introduction-read-count", { id });

/** POST yuanxiao/list-enroll-by-score-all-year-course {province}: years (newest first) and subject types with admission scores. */
export const fetchScoreYears = (province: string) => call<(YearTypes & { sample?: boolean })[]>("yuanxiao/list-enroll-by-score-all-year-course", { province });

/** POST yuanxiao/list-enroll-by-score-all-year-course-plan {province}: years and subject types with enrolment plans. */
export const fetchPlanYears = (province: string) => call<(YearTypes & { sample?: boolean })[]>("yuanxiao/list-enroll-by-score-all-year-course-plan", { province });

/** A major's plan and admission result in a province, year, subject type and batch. */
export interface MajorAdmission {
  collegeCode: string;
  majorCode: string;
  majorName: string;
  provinceCode: string;
  year: number;
  subjectType: string;
  batch: string;
  subjectRequirement: string;
  planCount: number | null;
  tuition: number | null;
  schoolYears: number | null;
  minScore: number | null;
  minRank: number | null;
  avgScore: number | null;
  sample?: boolean;
}

export interface MajorQuery {
  code: string;
  province: string;
  /** Matches the major's name loosely. */
  majorName?: string;
  year?: number;
  subjectType?: string;
  batch?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** POST yuanxiao/list-college-major-scores: the college's major admission scores in a province (paged). */
export const fetchMajorScores = (query: MajorQuery) => call<Page<MajorAdmission>>("yuanxiao/list-college-major-scores", query);

/** POST yuanxiao/list-college-enroll-plan: the college's enrolment plan by major in a province (paged). */
export const fetchEnrollPlan = (query: MajorQuery) => call<Page<MajorAdmission>>("yuanxiao/list-college-enroll-plan", query);

export interface EarlyPlanQuery {
  province: string;
  /** On the college name; the school page sends the school's name and keeps the records of its code. */
  keyword?: string;
  year?: number;
  subjectType?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** POST TiQP/list-college-enroll-plan-college: early-batch (提前批) plans by college in a province (paged). */
export const fetchEarlyPlans = (query: EarlyPlanQuery) => call<Page<EarlyPlanRecord & { provinceName?: string; cityName?: string }>>("TiQP/list-college-enroll-plan-college", query);

/** The early-batch records of one school: every year in the province, found by name and kept by code. */
export async function fetchSchoolEarlyPlans(code: string, name: string, province: string): Promise<{ records: EarlyPlanRecord[]; sample: boolean }> {
  const answer = await fetchEarlyPlans({ province, keyword: cleanKeyword(name), pageIndex: 1, pageSize: 200 });
  const records = (answer.data?.records ?? []).filter((record) => record.collegeCode === code);
  return { records, sample: records.some((record) => record.sample === true) };
}
