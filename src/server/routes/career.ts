// /api/common/career: the student's 生涯档案 and plan (src/contracts/career). Every query goes through the caller's Owner
// (src/server/lib/owner.ts): a student reads and writes their own; a parent reads the linked student's and writes
// nothing; an account linked to no student has no archive.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { badInput, fail, failure, ok, refusal } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { actingOwner, ownerOf, type Owner } from "../lib/owner";
import {
  archiveAnswer, archiveRequest, emptyRequest, LIMITS, learningItemSchema, learningRequest, orderRequest, pathStepSchema, planAnswer, profileRequest, recordRequest, recordSchema,
  removeRequest, reportAnswer, reportRequest, routesRequest, stepRequest, subjectsRequest, targetRequest, targetSchema, versionAnswer,
  type ReportAnswer, type Target, type TargetReport,
} from "../../contracts/career";
import { examModelOf, readCombination } from "../../domain/course-selection";
import { findProvince } from "../../domain/provinces";
import { studentCalendar } from "../../domain/calendar";
import { gapOf, standingOf } from "../../domain/target-gap";
import { studentRank } from "../queries/score-ranks";
import { checkScore } from "../queries/taxonomy";
import {
  careerArchiveOf, countOwned, listTargets, orderTargets, removeOwned, saveLearning, saveProfile, saveRecord, saveStep, saveTarget, setPlanList,
  studentFacts, unknownTargetCode,
} from "../queries/career";
import { collegeFigures, collegeMajorFigures, latestFigureYear, majorReach, professionMajors } from "../queries/target-figures";
import { noData } from "../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["career"];
const NO_STUDENT = "只有学生和家长账号有生涯档案";
const READ_ONLY = "家长可以查看生涯档案和规划，由学生本人填写";

/** The caller as a reader: any owner (student or parent). */
function reader(user: Parameters<typeof ownerOf>[0]): Owner {
  const owner = ownerOf(user);
  if (!owner) throw failure(NO_STUDENT, 403);
  return owner;
}

/** The caller as a writer: the student only. */
function writer(user: Parameters<typeof ownerOf>[0]): Owner {
  const owner = reader(user);
  if (owner.role !== "student") throw failure(READ_ONLY, 403);
  return owner;
}

/** Refuses a new row past the student's limit for the table. */
async function underLimit(c: Ctx, owner: Owner, table: Parameters<typeof countOwned>[2], limit: number, what: string): Promise<void> {
  if ((await countOwned(c.get("deps").database, owner, table)) >= limit) throw badInput(`${what}最多 ${limit} 条，请先删除不需要的`);
}

// ---------------------------------------------------------------- archive

api(router, {
  method: "post", path: "/archive", tags: T, body: archiveRequest, data: archiveAnswer,
  summary: "The student's archive: school record, profile, awards and activities, exam results (a parent reads the linked student's; a counsellor names a student of their classes with studentId)",
}, async (c, { body, user }) => {
  const owner = await actingOwner(c.get("deps").database, user, body.studentId);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const archive = await careerArchiveOf(c.get("deps").database, owner);
  if (!archive) return fail(c, NO_STUDENT, 403);
  return ok(c, { student: archive.student, profile: archive.profile, records: archive.records, exams: archive.exams, assessments: archive.assessments, editable: owner.role === "student" });
});

api(router, {
  method: "post", path: "/profile/save", tags: T, body: profileRequest, data: versionAnswer,
  summary: "Saves the profile text made on `version` (0 before the first save); a stale version is refused (code 409) with the profile as it now is",
}, async (c, { body, user }) => {
  const owner = writer(user);
  const { version, ...text } = body;
  const saved = await saveProfile(c.get("deps").database, owner, text, version);
  if (saved.ok) return ok(c, { version: saved.version }, "已保存");
  return c.json({ code: 409, success: false, data: saved.current, msg: `档案已在别处保存为第 ${saved.current.version} 版，你的修改是基于第 ${version} 版做的：请先查看新版本` }, 200);
});

api(router, { method: "post", path: "/record/save", tags: T, body: recordRequest, data: recordSchema, summary: "Adds an award or activity, or changes one (`id`)" },
  async (c, { body, user }) => {
    const owner = writer(user);
    const { id, ...record } = body;
    if (id == null) {
      await underLimit(c, owner, "career_records", LIMITS.records, "获奖和活动记录");
    }
    const saved = await saveRecord(c.get("deps").database, owner, record, id);
    return saved ? ok(c, saved, "已保存") : refusal(c, { field: "id", msg: "没有这条记录" });
  });

api(router, { method: "post", path: "/record/remove", tags: T, body: removeRequest, data: noData, summary: "Deletes an award or activity" }, async (c, { body, user }) => {
  const owner = writer(user);
  return (await removeOwned(c.get("deps").database, owner, "career_records", body.id)) ? ok(c, null, "已删除") : refusal(c, { field: "id", msg: "没有这条记录" });
});

// ---------------------------------------------------------------- plan

api(router, {
  method: "post", path: "/plan", tags: T, body: emptyRequest, data: planAnswer,
  summary: "The student's plan: vision, 选科 choice, admission routes with their steps, targets and the learning plan",
}, async (c, { user }) => {
  const owner = reader(user);
  const archive = await careerArchiveOf(c.get("deps").database, owner);
  if (!archive) return fail(c, NO_STUDENT, 403);
  const { profile, student } = archive;
  return ok(c, {
    vision: profile.vision, subjectChoice: profile.subjectChoice, pathRoutes: profile.pathRoutes, targets: archive.targets, learning: archive.learning,
    steps: archive.steps, province: student.province, model: examModelOf(student.province), subjects: student.subjects, editable: owner.role === "student",
  });
});

api(router, {
  method: "post", path: "/plan/subjects", tags: T, body: subjectsRequest, data: subjectsRequest,
  summary: "The subject combination the student chose or intends (three subjects of the province's exam model; [] clears it)",
}, async (c, { body, user }) => {
  const owner = writer(user);
  const database = c.get("deps").database;
  const facts = await studentFacts(database, owner);
  const model = examModelOf(facts?.province);
  let subjects: string[] = [];
  if (body.subjects.length) {
    if (!model) return refusal(c, { field: "subjects", msg: "你所在的省份仍按文理分科考试，没有选科组合" });
    const combo = readCombination(model, body.subjects, facts?.province);
    if (!combo) {
      return refusal(c, { field: "subjects", msg: model === "3+1+2"
        ? "3+1+2 模式须选物理或历史中的一门，再从化学、生物、政治、地理中选两门"
        : "3+3 模式须从物理、化学、生物、历史、政治、地理（浙江另有技术）中选三门不同的科目" });
    }
    subjects = combo;
  }
  await setPlanList(database, owner, "subject_choice", subjects);
  return ok(c, { subjects }, "已保存");
});

api(router, { method: "post", path: "/plan/routes", tags: T, body: routesRequest, data: routesRequest, summary: "The admission routes the student plans for (guide slugs, in order)" },
  async (c, { body, user }) => {
    const owner = writer(user);
    const routes = [...new Set(body.routes)];
    await setPlanList(c.get("deps").database, owner, "path_routes", routes);
    return ok(c, { routes }, "已保存");
  });

// ---------------------------------------------------------------- targets

api(router, {
  method: "post", path: "/target/save", tags: T, body: targetRequest, data: targetSchema,
  summary: "Adds a target (a college, optionally a major there; a major; or a profession) after the others, or changes one (`id`)",
}, async (c, { body, user }) => {
  const owner = writer(user);
  const database = c.get("deps").database;
  const input = { collegeCode: body.collegeCode ?? "", majorCode: body.majorCode ?? "", professionCode: body.professionCode ?? "", note: body.note };
  const unknown = await unknownTargetCode(database, input);
  if (unknown) return refusal(c, { field: unknown, msg: `没有这个${unknown === "collegeCode" ? "院校" : unknown === "majorCode" ? "专业" : "职业"}` });
  if (body.id == null) {
    await underLimit(c, owner, "goal_infos", LIMITS.targets, "目标");
  }
  const id = await saveTarget(database, owner, input, body.id);
  if (!id) return refusal(c, { field: "id", msg: "没有这个目标" });
  return ok(c, (await listTargets(database, owner)).find((t) => t.id === id)!, "已保存");
});

api(router, { method: "post", path: "/target/remove", tags: T, body: removeRequest, data: noData, summary: "Deletes a target" }, async (c, { body, user }) => {
  const owner = writer(user);
  return (await removeOwned(c.get("deps").database, owner, "goal_infos", body.id)) ? ok(c, null, "已删除") : refusal(c, { field: "id", msg: "没有这个目标" });
});

api(router, { method: "post", path: "/target/order", tags: T, body: orderRequest, data: targetSchema.array(), summary: "Puts the targets in this order (every target's id, highest priority first)" },
  async (c, { body, user }) => {
    const owner = writer(user);
    const database = c.get("deps").database;
    if (!(await orderTargets(database, owner, body.ids))) return refusal(c, { field: "ids", msg: "应恰好列出你的每个目标各一次" });
    return ok(c, await listTargets(database, owner), "已保存");
  });

api(router, {
  method: "post", path: "/target/report", tags: T, body: reportRequest, data: reportAnswer,
  summary: "Each target against the latest admission figures held in the student's province and subject type (regular 本科 batch), with the gap from the student's score or rank",
}, async (c, { body, user }) => {
  const owner = reader(user);
  const database = c.get("deps").database;
  const archive = await careerArchiveOf(database, owner);
  if (!archive) return fail(c, NO_STUDENT, 403);
  const province = findProvince(archive.student.province);
  if (!province) return fail(c, "学生的省份未知，无法对照录取数据");
  const badScore = checkScore(province, body.score);
  if (badScore) return refusal(c, badScore);
  // the subject type of the student's own application year (src/domain/calendar), not of whatever year it is now
  const subjectType = studentCalendar(new Date(), { province: province.code, startSchool: archive.student.startSchool, subjects: archive.student.subjects.join(",") }).subjectType!;
  const year = await latestFigureYear(database, province.code, subjectType);
  let rank: number | null = null, rankFrom: "score" | "rank" | null = null, tableYear: number | null = null;
  if (year != null && (body.score != null || body.rank != null)) {
    const found = await studentRank(database, province, subjectType, year, body);
    if (!found.ok) return refusal(c, found);
    ({ rank, rankFrom, tableYear } = found);
  }
  const targets = year == null ? archive.targets.map((target) => emptyReport(target)) : await targetReports(c, archive.targets, { provinceCode: province.code, subjectType, year }, { score: body.score ?? null, rank });
  const answer: ReportAnswer = {
    basis: { province: province.code, subjectType, year, score: body.score ?? null, rank, rankFrom, tableYear },
    targets, sample: targets.some((t) => t.figure?.sample || t.majorColleges?.nearest.some((n) => n.sample)),
  };
  return ok(c, answer);
});

const emptyReport = (target: Target): TargetReport => ({ target, figure: null, gap: null, standing: null, majorColleges: null, professionMajors: null });

async function targetReports(c: Ctx, targets: Target[], scope: { provinceCode: string; subjectType: string; year: number }, student: { score: number | null; rank: number | null }): Promise<TargetReport[]> {
  const database = c.get("deps").database;
  const colleges = await collegeFigures(database, scope, targets.flatMap((t) => (t.college && !t.major ? [t.college.code] : [])));
  const pairs = await collegeMajorFigures(database, scope, targets.flatMap((t) => (t.college && t.major ? [{ college: t.college.code, major: t.major.code }] : [])));
  const majors = await professionMajors(database, targets.flatMap((t) => (t.profession ? [t.profession.code] : [])));
  const out: TargetReport[] = [];
  for (const target of targets) {
    const report = emptyReport(target);
    if (target.college) report.figure = (target.major ? pairs.get(`${target.college.code}|${target.major.code}`) : colleges.get(target.college.code)) ?? null;
    else if (target.major) report.majorColleges = await majorReach(database, scope, target.major.code, student.rank);
    if (target.profession) report.professionMajors = majors.get(target.profession.code) ?? [];
    if (report.figure && (student.score != null || student.rank != null)) {
      report.gap = gapOf(student, report.figure);
      if (student.rank != null && report.figure.minRank != null) report.standing = standingOf(student.rank, report.figure.minRank);
    }
    out.push(report);
  }
  return out;
}

// ---------------------------------------------------------------- learning plan and route steps

api(router, { method: "post", path: "/learning/save", tags: T, body: learningRequest, data: learningItemSchema, summary: "Adds a learning-plan item to a term, or changes one (`id`)" },
  async (c, { body, user }) => {
    const owner = writer(user);
    const { id, ...item } = body;
    if (id == null) {
      await underLimit(c, owner, "academic_plans", LIMITS.learning, "学习计划");
    }
    const saved = await saveLearning(c.get("deps").database, owner, { ...item, dueDate: item.dueDate ?? "" }, id);
    return saved ? ok(c, saved, "已保存") : refusal(c, { field: "id", msg: "没有这条学习计划" });
  });

api(router, { method: "post", path: "/learning/remove", tags: T, body: removeRequest, data: noData, summary: "Deletes a learning-plan item" }, async (c, { body, user }) => {
  const owner = writer(user);
  return (await removeOwned(c.get("deps").database, owner, "academic_plans", body.id)) ? ok(c, null, "已删除") : refusal(c, { field: "id", msg: "没有这条学习计划" });
});

api(router, { method: "post", path: "/step/save", tags: T, body: stepRequest, data: pathStepSchema, summary: "Adds a preparation step to an admission route, or changes one (`id`)" },
  async (c, { body, user }) => {
    const owner = writer(user);
    const { id, ...step } = body;
    if (id == null) {
      await underLimit(c, owner, "admission_plans", LIMITS.steps, "升学路径的准备步骤");
    }
    const saved = await saveStep(c.get("deps").database, owner, { ...step, dueDate: step.dueDate ?? "" }, id);
    return saved ? ok(c, saved, "已保存") : refusal(c, { field: "id", msg: "没有这个步骤" });
  });

api(router, { method: "post", path: "/step/remove", tags: T, body: removeRequest, data: noData, summary: "Deletes a preparation step" }, async (c, { body, user }) => {
  const owner = writer(user);
  return (await removeOwned(c.get("deps").database, owner, "admission_plans", body.id)) ? ok(c, null, "已删除") : refusal(c, { field: "id", msg: "没有这个步骤" });
});
