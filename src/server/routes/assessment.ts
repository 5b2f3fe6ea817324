// /api/common/assessment: the eight career assessments (src/domain/assessment). list, paper, submit, report, history;
// every report is read and written through the caller's Owner (a parent acts for the linked student). A wellbeing
// check with high scores raises a counsellor referral; submitting a test marks the tasks that link to it done.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { fail, ok, refused } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { actingOwner, ownerOf, schoolScopeOf, type Owner } from "../lib/owner";
import type { AuthUser } from "../auth/tokens";
import type { Database } from "../db/client";
import { dbKey, referenceCache } from "../lib/cache";
import {
  historyAnswer, historyRequest, listAnswer, listRequest, paperAnswer, paperRequest, reportAnswer, reportRequest, submitAnswer, submitRequest,
  type AssessmentResult, type HistoryItem, type ListItem, type Paper,
} from "../../contracts/assessment";
import { ASSESSMENT_CODES, ASSESSMENTS, bankFor, checkAnswers, choiceModel, DESCRIPTIONS, scoreAssessment, type AssessmentCode, type ScoredResult } from "../../domain/assessment";
import { MAJOR_CLASS_HOLLAND, PROFESSION_HOLLAND } from "../../domain/assessment/holland-map";
import { scaleOf } from "../../domain/assessment/scoring";
import { summaryFor, summaryReader, type SummaryReader } from "../../domain/assessment/summary";
import { majorClassHref, professionHref } from "../../lib/portal/links";
import {
  completeTasksLinkedTo, findReport, hasPsychologyDuty, insertReferral, insertReport, latestExamScores, latestResults, pointerNames, reportHistory, studentFacts,
  type ReportRow, type StudentRef,
} from "../queries/assessment";

export const router = new OpenAPIHono<AppEnv>();

const NO_STUDENT = "只有学生和家长账号可以做测评、查看测评报告";
const NOT_STUDENT = "测评须由学生本人作答，家长可以查看报告";
const NO_REPORT = "没有这份测评报告，或它不属于你";
const WELLBEING_PRIVATE = "心理状态自查的结果只有学生本人和家长能看到；分数偏高时，学校的心理老师会收到提醒";

// Who reads a wellbeing check (the psychology paper's promise): the student and their parent, every take; the school's
// psychology teacher (a teacher account with that duty), only the takes that raised a referral, of any student of the
// school; nobody else — not the class counsellor (who reads the career assessments), not the administrator.
const WELLBEING = "psychology";

/** The student whose referred wellbeing checks the caller may read as the school's psychology teacher, else null. */
async function psychologyTeacherOf(database: Database, user: AuthUser, studentId: number | undefined): Promise<StudentRef | null> {
  const scope = schoolScopeOf(user);
  if (!scope || scope.role !== "teacher" || studentId == null || !(await hasPsychologyDuty(database, scope))) return null;
  return { tenantId: scope.tenantId, studentId };
}

const namesCache = referenceCache<Awaited<ReturnType<typeof pointerNames>>>();
/** the names of every major class and profession our Holland mapping knows (reference data, cached) */
const knownNames = (c: Ctx) => {
  const database = c.get("deps").database;
  return namesCache.getOrLoad(`${dbKey(database)}`, () => pointerNames(database, Object.keys(MAJOR_CLASS_HOLLAND), Object.keys(PROFESSION_HOLLAND)));
};

/** The caller's province: the bank of the subject-choice test and its exam model depend on it. */
async function provinceOf(c: Ctx, owner: Owner): Promise<string | null> {
  return (await studentFacts(c.get("deps").database, owner))?.provinceCode ?? null;
}

/** A scored result as the contract states it: pointers carry the address of their major-class or profession page. */
const withLinks = (r: ScoredResult): AssessmentResult => ({
  ...r,
  majors: r.majors.map((m) => ({ ...m, href: majorClassHref(m.code) })),
  professions: r.professions.map((p) => ({ ...p, href: professionHref(p.code) })),
});

/**
 * Who reads a report, for its summary's wording: the student (你), a parent (孩子), or the school's counsellor or
 * psychology teacher (the student's name); composed from the stored result, so older reports follow the reader too.
 */
const readerOf = (owner: Owner | null, r: ReportRow): SummaryReader => summaryReader(owner?.role ?? "staff", r.studentName);

const historyItem = (owner: Owner | null) => (r: ReportRow): HistoryItem => ({
  reportId: r.id, code: r.code as AssessmentCode, createdAt: r.createdAt, resultCode: r.resultCode, takenBy: r.takenBy,
  summary: summaryFor(r.code as AssessmentCode, r.result, readerOf(owner, r)),
});

api(router, {
  method: "post", path: "/list", tags: ["assessment"], body: listRequest, data: listAnswer,
  summary: "The eight assessments with their item counts and pages, and the student's latest result and number of takes of each; a counsellor names a student of their classes with studentId",
}, async (c, { body, user }) => {
  const database = c.get("deps").database;
  const owner = await actingOwner(database, user, body.studentId);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const [latest, province] = await Promise.all([latestResults(database, owner), provinceOf(c, owner)]);
  // a counsellor's view of the student's assessments leaves the wellbeing check out (not even whether it was taken)
  const codes = owner.role === "teacher" ? ASSESSMENT_CODES.filter((code) => code !== WELLBEING) : ASSESSMENT_CODES;
  const items: ListItem[] = codes.map((code) => {
    const entry = ASSESSMENTS[code];
    const last = latest.get(code);
    return {
      code, name: entry.name, description: DESCRIPTIONS[code], itemCount: bankFor(code, province).items.length, minutes: entry.minutes,
      paperPath: entry.paperPath, reportPath: entry.reportPath, taken: last?.taken ?? 0, latest: last ? historyItem(owner)(last) : null,
    };
  });
  return ok(c, items);
});

api(router, {
  method: "post", path: "/paper", tags: ["assessment"], body: paperRequest, data: paperAnswer,
  summary: "An assessment's items in the requested language (lang zh, default, or en), each with its answer options and the dimension it counts toward",
}, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const lang = body.lang;
  const bank = bankFor(body.code, await provinceOf(c, owner));
  const paper: Paper = {
    code: body.code, version: bank.version, name: ASSESSMENTS[body.code].name[lang],
    instructions: bank.instructions[lang], note: bank.note[lang], source: bank.source[lang],
    sections: bank.sections.map((s) => ({ id: s.id, title: s.title[lang], instructions: s.instructions[lang] })),
    items: bank.items.map((item) => ({
      id: item.id, text: item.text[lang], dimension: item.dimension, ...(bank.sections.length > 1 ? { section: item.section ?? bank.sections[0]!.id } : {}),
      options: scaleOf(bank, item).options.map((o) => ({ value: o.value, label: o.label[lang] })),
    })),
  };
  return ok(c, paper);
});

api(router, {
  method: "post", path: "/submit", tags: ["assessment"], body: submitRequest, data: submitAnswer,
  summary: "Scores a complete set of answers (the student's own: a parent is refused with code 403) and stores the report (a retake is a new report; the earlier ones stay in the history). An unanswered, unknown, repeated or out-of-scale answer is refused with a 400 naming the item",
}, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  // a parent reads the reports, but the answers must be the student's own
  if (owner.role !== "student") return fail(c, NOT_STUDENT, 403);
  const database = c.get("deps").database;
  const province = await provinceOf(c, owner);
  const bank = bankFor(body.code, province);
  const checked = checkAnswers(bank, body.answers);
  if (!checked.ok) throw refused("answers", checked.message, { path: checked.field, item: checked.item });
  const needsExams = body.code === "xkys" || body.code === "chooseSubjects";
  const [names, exams] = await Promise.all([knownNames(c), needsExams ? latestExamScores(database, owner) : Promise.resolve([])]);
  const scored = scoreAssessment(body.code, bank, checked.values, {
    majorNames: names.majors, professionNames: names.professions, exams,
    ...(body.code === "chooseSubjects" ? { model: choiceModel(province) } : {}),
  });
  const result = withLinks(scored);
  const reportId = await insertReport(database, owner, {
    code: body.code, version: bank.version, answers: bank.items.map((item) => ({ id: item.id, value: checked.values.get(item.id)! })),
    result: result as unknown as Record<string, unknown>, resultCode: result.code,
  });
  if (result.wellbeing?.referral.level === "refer") {
    await insertReferral(database, owner, reportId, { who5: result.wellbeing.who5.raw, gad7: result.wellbeing.gad7.raw, reasons: result.wellbeing.referral.reasons });
  }
  await completeTasksLinkedTo(database, owner, ASSESSMENTS[body.code].paperPath);
  return ok(c, { reportId, result });
});

api(router, {
  method: "post", path: "/report", tags: ["assessment"], body: reportRequest, data: reportAnswer,
  summary: "One stored report of the student's (another student's report is refused with code 404); a counsellor names a student of their classes with studentId (career assessments only); the school's psychology teacher names any student of the school, and reads only the wellbeing checks that raised a referral",
}, async (c, { body, user }) => {
  const database = c.get("deps").database;
  const owner = await actingOwner(database, user, body.studentId);
  const psychology = owner?.role === "student" || owner?.role === "parent" ? null : await psychologyTeacherOf(database, user, body.studentId);
  if (!owner && !psychology) return fail(c, NO_STUDENT, 403);
  let row = owner ? await findReport(database, owner, body.reportId) : null;
  // a class counsellor reads the student's career assessments, never a wellbeing check
  if (row?.code === WELLBEING && owner!.role === "teacher") row = null;
  let reader: Owner | null = owner;
  if (!row && psychology) {
    row = await findReport(database, psychology, body.reportId, { referredOnly: true });
    reader = null;
  }
  if (!row) return fail(c, NO_REPORT, 404);
  const result = row.result as unknown as AssessmentResult;
  return ok(c, {
    reportId: row.id, code: row.code as AssessmentCode, version: row.version, createdAt: row.createdAt, takenBy: row.takenBy, studentName: row.studentName,
    result: { ...result, summary: summaryFor(row.code as AssessmentCode, result, readerOf(reader, row)) },
  });
});

api(router, {
  method: "post", path: "/history", tags: ["assessment"], body: historyRequest, data: historyAnswer,
  summary: "Every take of one assessment by the student, newest first, with its result in a few words; a counsellor names a student of their classes with studentId (career assessments only: the wellbeing check is refused with code 403); the school's psychology teacher reads the wellbeing checks that raised a referral",
}, async (c, { body, user }) => {
  const database = c.get("deps").database;
  const owner = await actingOwner(database, user, body.studentId);
  if (owner && owner.role !== "teacher") return ok(c, (await reportHistory(database, owner, body.code)).map(historyItem(owner)));
  if (body.code === WELLBEING) {
    const psychology = await psychologyTeacherOf(database, user, body.studentId);
    if (!psychology) return fail(c, owner ? WELLBEING_PRIVATE : NO_STUDENT, 403);
    return ok(c, (await reportHistory(database, psychology, body.code, { referredOnly: true })).map(historyItem(null)));
  }
  if (!owner) return fail(c, NO_STUDENT, 403);
  return ok(c, (await reportHistory(database, owner, body.code)).map(historyItem(owner)));
});
