// Every portal string file by area, for the parity test and build-time checks (not for browser bundles).
import type { Lang } from "./index";
import zhShell from "./portal/zh/shell.json";
import zhLogin from "./portal/zh/login.json";
import zhRoutes from "./portal/zh/routes.json";
import zhValidation from "./portal/zh/validation.json";
import zhAccount from "./portal/zh/account.json";
import zhPages from "./portal/zh/pages.json";
import zhColleges from "./portal/zh/colleges.json";
import zhSchool from "./portal/zh/school.json";
import zhMajors from "./portal/zh/majors.json";
import zhDataTools from "./portal/zh/data-tools.json";
import zhLines from "./portal/zh/lines.json";
import zhPlans from "./portal/zh/plans.json";
import zhProbability from "./portal/zh/probability.json";
import zhVolunteer from "./portal/zh/volunteer.json";
import zhAssessment from "./portal/zh/assessment.json";
import zhAdmin from "./portal/zh/admin.json";
import zhCareer from "./portal/zh/career.json";
import zhCareerMine from "./portal/zh/career-mine.json";
import zhShare from "./portal/zh/share.json";
import zhCareerSame from "./portal/zh/career-same.json";
import zhCareerPickers from "./portal/zh/career-pickers.json";
import zhCareerPath from "./portal/zh/career-path.json";
import enShell from "./portal/en/shell.json";
import enLogin from "./portal/en/login.json";
import enRoutes from "./portal/en/routes.json";
import enValidation from "./portal/en/validation.json";
import enAccount from "./portal/en/account.json";
import enPages from "./portal/en/pages.json";
import enColleges from "./portal/en/colleges.json";
import enSchool from "./portal/en/school.json";
import enMajors from "./portal/en/majors.json";
import enDataTools from "./portal/en/data-tools.json";
import enLines from "./portal/en/lines.json";
import enPlans from "./portal/en/plans.json";
import enProbability from "./portal/en/probability.json";
import enVolunteer from "./portal/en/volunteer.json";
import enAssessment from "./portal/en/assessment.json";
import enAdmin from "./portal/en/admin.json";
import enCareer from "./portal/en/career.json";
import enCareerMine from "./portal/en/career-mine.json";
import enShare from "./portal/en/share.json";
import enCareerSame from "./portal/en/career-same.json";
import enCareerPickers from "./portal/en/career-pickers.json";
import enCareerPath from "./portal/en/career-path.json";

export const portalAreas: Record<string, Record<Lang, Record<string, string>>> = {
  shell: { zh: zhShell, en: enShell },
  login: { zh: zhLogin, en: enLogin },
  routes: { zh: zhRoutes, en: enRoutes },
  validation: { zh: zhValidation, en: enValidation },
  account: { zh: zhAccount, en: enAccount },
  pages: { zh: zhPages, en: enPages },
  colleges: { zh: zhColleges, en: enColleges },
  school: { zh: zhSchool, en: enSchool },
  majors: { zh: zhMajors, en: enMajors },
  "data-tools": { zh: zhDataTools, en: enDataTools },
  lines: { zh: zhLines, en: enLines },
  plans: { zh: zhPlans, en: enPlans },
  probability: { zh: zhProbability, en: enProbability },
  volunteer: { zh: zhVolunteer, en: enVolunteer },
  assessment: { zh: zhAssessment, en: enAssessment },
  admin: { zh: zhAdmin, en: enAdmin },
  career: { zh: zhCareer, en: enCareer },
  "career-mine": { zh: zhCareerMine, en: enCareerMine },
  share: { zh: zhShare, en: enShare },
  "career-same": { zh: zhCareerSame, en: enCareerSame },
  "career-pickers": { zh: zhCareerPickers, en: enCareerPickers },
  "career-path": { zh: zhCareerPath, en: enCareerPath },
};

export const allPortalMessages: Record<Lang, Record<string, string>> = {
  zh: Object.assign({}, ...Object.values(portalAreas).map((area) => area.zh)),
  en: Object.assign({}, ...Object.values(portalAreas).map((area) => area.en)),
};
