// The eight career assessments (portal.md §2): their codes, where each is taken and where its report is read. One list
// for the server (which codes exist), the route table, the pages and the other areas that link to a test or a report
// (the home page's tasks, the career archive's summary, the counsellor's screens).

export const ASSESSMENT_CODES = ["zyxq", "rglx", "dyzn", "zyjzg", "xkys", "psychology", "major", "chooseSubjects"] as const;
export type AssessmentCode = (typeof ASSESSMENT_CODES)[number];

export interface AssessmentEntry {
  code: AssessmentCode;
  /** the page where the test is taken */
  paperPath: string;
  /** the page where its report is read (a report is chosen with ?id=<reportId>; without it the newest is shown) */
  reportPath: string;
  name: { zh: string; en: string };
  /** about how many minutes it takes */
  minutes: number;
}

export const ASSESSMENTS: Record<AssessmentCode, AssessmentEntry> = {
  zyxq: { code: "zyxq", paperPath: "/evaluationCollection/testPaper/zyxq", reportPath: "/evaluationReport/hollandReport", name: { zh: "职业兴趣测评", en: "Career interests" }, minutes: 10 },
  rglx: { code: "rglx", paperPath: "/evaluationCollection/testPaper/rglx", reportPath: "/evaluationReport/mbtiReport", name: { zh: "性格类型测评", en: "Personality type" }, minutes: 8 },
  dyzn: { code: "dyzn", paperPath: "/evaluationCollection/testPaper/dyzn", reportPath: "/evaluationReport/intelligenceReport", name: { zh: "多元智能测评", en: "Multiple intelligences" }, minutes: 8 },
  zyjzg: { code: "zyjzg", paperPath: "/evaluationCollection/testPaper/zyjzg", reportPath: "/evaluationReport/careerReport", name: { zh: "职业价值观测评", en: "Work values" }, minutes: 7 },
  xkys: { code: "xkys", paperPath: "/evaluationCollection/testPaper/xkys", reportPath: "/evaluationReport/subjectReport", name: { zh: "学科优势测评", en: "Subject strengths" }, minutes: 6 },
  psychology: { code: "psychology", paperPath: "/evaluationCollection/psychology/testing", reportPath: "/evaluationReport/psychology", name: { zh: "心理状态自查", en: "Wellbeing check" }, minutes: 4 },
  major: { code: "major", paperPath: "/evaluationCollection/major/entry", reportPath: "/evaluationReport/major", name: { zh: "专业倾向测评", en: "Major preferences" }, minutes: 7 },
  chooseSubjects: { code: "chooseSubjects", paperPath: "/evaluationCollection/chooseSubjects/entry", reportPath: "/evaluationReport/chooseSubjects", name: { zh: "选科测评", en: "Subject choice" }, minutes: 6 },
};

/** The page listing every assessment with the student's latest results (linked from the career index and the home page). */
export const ASSESSMENT_LIST_PATH = "/evaluationCollection/index";

/** The report page of one stored report. */
export function reportHref(code: AssessmentCode, reportId: string, studentId?: string | null): string {
  // a counsellor reads a student of their classes: the student's id travels in the address
  return `${ASSESSMENTS[code].reportPath}?id=${encodeURIComponent(reportId)}${studentId ? `&studentId=${encodeURIComponent(studentId)}` : ""}`;
}

/** The assessment whose test or report page this is, if any. */
export function assessmentOfPath(path: string): { code: AssessmentCode; kind: "paper" | "report" } | null {
  for (const entry of Object.values(ASSESSMENTS)) {
    if (entry.paperPath === path) return { code: entry.code, kind: "paper" };
    if (entry.reportPath === path) return { code: entry.code, kind: "report" };
  }
  return null;
}
