// /api/common/score: the student's 高考 score or rank for their own application year, kept apart from school exams with
// where it came from (src/domain/gaokao-score.ts). The student writes; a parent reads. A school exam becomes a rank only
// through one of the school's rank tables (/api/admin/exam-table), never by itself.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { fail, failure, ok, refusal } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { ownerOf, type Owner } from "../lib/owner";
import { scoreAnswer, scoreConvertRequest, scoreSaveRequest, type ScoreAnswer } from "../../contracts/score";
import { emptyRequest } from "../../contracts/career";
import { studentCalendar } from "../../domain/calendar";
import { convertExamTotal, officialAllowed } from "../../domain/gaokao-score";
import { findProvince } from "../../domain/provinces";
import { checkScore } from "../queries/taxonomy";
import { studentFacts } from "../queries/career";
import { examTable, provinceTables, removeScore, savedScore, saveScore, studentExams } from "../queries/gaokao-score";

export const router = new OpenAPIHono<AppEnv>();
const T = ["score"];
const NO_STUDENT = "只有学生和家长账号有高考分数";
const READ_ONLY = "高考分数由学生本人填写，家长可以查看";

function writer(owner: Owner | null): Owner {
  if (!owner) throw failure(NO_STUDENT, 403);
  if (owner.role !== "student") throw failure(READ_ONLY, 403);
  return owner;
}

/** The student's province and own application year by today's calendar. */
async function studentYear(c: Ctx, owner: Owner) {
  const facts = await studentFacts(c.get("deps").database, owner);
  const province = findProvince(facts?.province);
  if (!facts || !province) return null;
  const today = new Date();
  const calendar = studentCalendar(today, { province: province.code, startSchool: facts.startSchool, subjects: facts.subjects.join(",") });
  return { province, year: calendar.ownYear, subjectType: calendar.subjectType, officialAllowed: officialAllowed(today, calendar.ownYear) };
}

const NO_YEAR = "学生的省份或入学年份未知，无法确定高考年份";

/** The student writing their score (a parent is refused), with their province and own year; or the refusal. */
async function writingStudent(c: Ctx, user: Parameters<typeof ownerOf>[0]) {
  const owner = writer(ownerOf(user));
  const who = await studentYear(c, owner);
  if (!who) throw failure(NO_YEAR);
  return { owner, who };
}

async function answerOf(c: Ctx, owner: Owner): Promise<ScoreAnswer | null> {
  const database = c.get("deps").database;
  const who = await studentYear(c, owner);
  if (!who) return null;
  const [saved, exams, tables] = await Promise.all([savedScore(database, owner), studentExams(database, owner), provinceTables(database, owner, who.province.code)]);
  return {
    year: who.year, officialAllowed: who.officialAllowed, province: who.province.code, totalScore: who.province.totalScore, saved,
    exams: exams.map((e) => ({
      ...e,
      tables: tables.filter((t) => t.examName === e.examName).map((t) => ({ id: String(t.id), name: t.name, source: t.source, subjectType: t.subjectType, kind: t.kind, students: t.students })),
    })),
    editable: owner.role === "student",
  };
}

api(router, {
  method: "post", path: "/detail", tags: T, body: emptyRequest, data: scoreAnswer,
  summary: "The student's 高考 score or rank for their own application year with its provenance, their school exams by total and the school's tables that convert each (a parent reads the linked student's)",
}, async (c, { user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const answer = await answerOf(c, owner);
  return answer ? ok(c, answer) : fail(c, NO_YEAR);
});

api(router, {
  method: "post", path: "/save", tags: T, body: scoreSaveRequest, data: scoreAnswer,
  summary: "Saves the student's own estimate of their 高考 score or rank, or the official result once their exam's scores are out",
}, async (c, { body, user }) => {
  const writing = await writingStudent(c, user);
  const { owner, who } = writing;
  const bad = checkScore(who.province, body.score);
  if (bad) return refusal(c, bad);
  if (body.source === "official" && !who.officialAllowed) {
    return refusal(c, { field: "source", msg: `你的高考在 ${who.year} 年，成绩公布前没有正式成绩；请先保存估计值` });
  }
  await saveScore(c.get("deps").database, owner, { year: who.year, score: body.score ?? null, rank: body.rank ?? null, source: body.source, conversion: null, note: body.note ?? "" });
  return ok(c, (await answerOf(c, owner))!, "已保存");
});

api(router, {
  method: "post", path: "/convert", tags: T, body: scoreConvertRequest, data: scoreAnswer,
  summary: "Converts the total of one of the student's school exams to a province rank through one of the school's rank tables for that exam, and saves it with that provenance",
}, async (c, { body, user }) => {
  const writing = await writingStudent(c, user);
  const { owner, who } = writing;
  const database = c.get("deps").database;
  const table = await examTable(database, owner, Number(body.tableId));
  if (!table || table.provinceCode !== who.province.code) return refusal(c, { field: "tableId", msg: "学校没有这张换算表（或它不是你所在省份的）" });
  const exam = (await studentExams(database, owner)).find((e) => e.examName === body.examName && e.examDate === body.examDate);
  if (!exam) return refusal(c, { field: "examName", msg: "你没有这次考试的成绩" });
  if (table.examName !== exam.examName) return refusal(c, { field: "tableId", msg: `这张换算表是“${table.examName}”的，不能换算“${exam.examName}”` });
  const converted = convertExamTotal(table.rows, exam.total);
  if (!converted.ok) return refusal(c, { field: "tableId", msg: converted.problem });
  await saveScore(database, owner, {
    year: who.year, score: null, rank: converted.rank, source: "converted", note: "",
    conversion: { examName: exam.examName, examDate: exam.examDate, examTotal: exam.total, tableId: String(table.id), tableName: table.name, tableKind: table.kind },
  });
  return ok(c, (await answerOf(c, owner))!, "已换算并保存");
});

api(router, { method: "post", path: "/remove", tags: T, body: emptyRequest, data: scoreAnswer, summary: "Clears the student's saved 高考 score (screens then ask for one)" },
  async (c, { user }) => {
    const owner = writer(ownerOf(user));
    await removeScore(c.get("deps").database, owner);
    const answer = await answerOf(c, owner);
    return answer ? ok(c, answer, "已清除") : fail(c, NO_YEAR);
  });
