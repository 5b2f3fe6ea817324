// /api/admin/exam-table: the school's rank tables for its exams (a 联考 table: exam total → rank among the province's
// candidates), the only way a school exam total becomes a province rank on a student's profile (/api/common/score).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { ok, refusal } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { idRequest } from "../../../contracts/admin";
import { emptyRequest } from "../../../contracts/career";
import { examTableSchema, examTableSubmitRequest } from "../../../contracts/score";
import { historyRankTable, parseExamHistory, parseRankTable } from "../../../domain/gaokao-score";
import { findProvince, subjectTypesOf } from "../../../domain/provinces";
import { latestPublishedYear } from "../../../domain/calendar";
import { examTableList, removeExamTable, saveExamTable } from "../../queries/gaokao-score";
import { doneAnswer } from "../../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["admin"];
const ADMIN = ["admin"] as const;

api(router, { method: "post", path: "/list", tags: T, roles: ADMIN, body: emptyRequest, data: examTableSchema.array(), summary: "The school's exam rank tables" },
  async (c) => ok(c, await examTableList(c.get("deps").database, actorOf(c))));

api(router, {
  method: "post", path: "/submit", tags: T, roles: ADMIN, body: examTableSubmitRequest,
  data: doneAnswer, summary: "Adds a conversion for one of the school's exams, or replaces the one of the same name: a 联考 rank table (kind rank-table: one \"score,rank\" per line, ranks growing as scores fall) or the school's own history (kind history: one \"exam total,高考 rank\" per past student, fitted to a monotone table)",
}, async (c, { body }) => {
  const province = findProvince(body.province);
  if (!province) return refusal(c, { field: "province", msg: `未知省份“${body.province}”` });
  const types = subjectTypesOf(province, latestPublishedYear(new Date(), province.code) + 1);
  if (!types.includes(body.subjectType)) return refusal(c, { field: "subjectType", msg: `${province.name}的科类是 ${types.join("、")}` });
  const scope = { name: body.name, examName: body.examName, provinceCode: province.code, subjectType: body.subjectType, source: body.source };
  if (body.kind === "history") {
    // the school's own past students: their totals in this exam against their 高考 ranks, fitted to a monotone table
    const history = parseExamHistory(body.table);
    if (!history.ok) return refusal(c, { field: "table", msg: history.line ? `第 ${history.line} 行：${history.problem}` : history.problem });
    await saveExamTable(c.get("deps").database, actorOf(c), { ...scope, rows: historyRankTable(history.pairs), kind: "history", students: history.pairs.length });
    return ok(c, true, "已保存");
  }
  const parsed = parseRankTable(body.table);
  if (!parsed.ok) return refusal(c, { field: "table", msg: parsed.line ? `第 ${parsed.line} 行：${parsed.problem}` : parsed.problem });
  await saveExamTable(c.get("deps").database, actorOf(c), { ...scope, rows: parsed.rows, kind: "rank-table", students: null });
  return ok(c, true, "已保存");
});

api(router, { method: "post", path: "/remove", tags: T, roles: ADMIN, body: idRequest, data: doneAnswer, summary: "Removes a rank table (scores already converted keep their provenance)" }, async (c, { body }) =>
  (await removeExamTable(c.get("deps").database, actorOf(c), body.id)) ? ok(c, true, "已删除") : refusal(c, { field: "id", msg: "没有这张换算表" }));
