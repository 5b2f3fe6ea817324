// The career hub's groups of pages (/career/index), the way planning goes: know yourself, choose subjects, set
// targets, plan the way there. Kept apart from the island so tests can check every career page is reached from it.
import { ASSESSMENT_LIST_PATH } from "@/domain/assessment/catalog";
import type { PortalKey } from "@/lib/i18n/portal";

export interface HubGroup { id: string; title: PortalKey; entries: [href: string, description: PortalKey, title?: PortalKey][] }

export const CAREER_HUB_GROUPS: HubGroup[] = [
  { id: "self", title: "career.hub.group.self", entries: [
    ["/career/initiate", "career.hub.card.initiate"],
    ["/career/archive", "career.hub.card.archive"],
    [ASSESSMENT_LIST_PATH, "career.hub.card.assessments", "career.hub.assessments"],
    ["/career/path/testing", "career.hub.card.pathTesting"],
    ["/career/path/report", "career.hub.card.pathReport"],
  ] },
  { id: "subjects", title: "career.hub.group.subjects", entries: [
    ["/career/course/index", "career.hub.card.course"],
    ["/career/course/testing", "career.hub.card.courseTesting"],
    ["/career/course/report", "career.hub.card.courseReport"],
    ["/career/selection", "career.hub.card.selection"],
    ["/career/course-by-college", "career.hub.card.byCollege"],
    ["/career/course-by-major", "career.hub.card.byMajor"],
    ["/career/course-by-pro", "career.hub.card.byPro"],
    ["/career/mine/optionalDetails", "career.hub.card.optionalDetails"],
  ] },
  { id: "targets", title: "career.hub.group.targets", entries: [
    ["/career/target", "career.hub.card.target"],
    ["/career/target/report", "career.hub.card.targetReport"],
    ["/career/target-encyc", "career.hub.card.targetEncyc"],
    ["/career/college-select", "career.hub.card.collegeSelect"],
    ["/career/major-select", "career.hub.card.majorSelect"],
    ["/career/job-select", "career.hub.card.jobSelect"],
    ["/career/job-list", "career.hub.card.jobList"],
    ["/career/same-score", "career.hub.card.sameScore"],
    ["/career/same-college-select", "career.hub.card.sameCollege"],
    ["/career/same-job-select", "career.hub.card.sameJob"],
    ["/career/same-area-select", "career.hub.card.sameArea"],
  ] },
  { id: "way", title: "career.hub.group.way", entries: [
    ["/career/path/index", "career.hub.card.path"],
    ["/career/path/plan", "career.hub.card.pathPlan"],
    ["/career/learning", "career.hub.card.learning"],
    ["/career/plan", "career.hub.card.plan"],
    ["/career/mine/planDetails/targetDetails", "career.hub.card.planDetails", "career.hub.planDetails"],
  ] },
];
