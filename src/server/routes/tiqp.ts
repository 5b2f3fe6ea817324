// /api/common/TiQP: 提前批 (early batch). Units of the batches the taxonomy marks `early`, by college, with their plans,
// majors, plan types, 选科 requirements, tuition and lines next to the year before; the years that have them; and a
// province's exam model with its volunteer mode and batches.
import { nextApplicationRound } from "../../domain/calendar";
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal } from "../lib/r";
import type { AppEnv } from "../lib/context";
import { pageWindow } from "../lib/ref";
import { earlyPlansAnswer, earlyPlansRequest, earlyYearsAnswer, earlyYearsRequest, provinceModeAnswer, provinceModeRequest, type EarlyPlansAnswer } from "../../contracts/tiqp";
import { batchesOf, findProvince, subjectTypesOf, volunteerModeOf } from "../../domain/provinces";
import { checkScope } from "../queries/taxonomy";
import { earlyColleges, earlyYears } from "../queries/plans";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "post", path: "/list-college-enroll-plan-college", tags: ["early batch"],
  summary: "Early-batch (提前批) units by college: plan, majors, plan type, 选科 requirement, tuition, lines of the year and the year before (paged)",
  description: "One record per college, year, subject type and early batch (batch kind `early` in the admission_batches taxonomy). Without `year` every year is listed, newest first. Filters: subjectType, planType, level (本科/专科), keyword (college name). An unknown province, year or subject type is a 400 naming the field; a valid scope without early-batch units answers an empty page with a msg saying so.",
  body: earlyPlansRequest,
  data: earlyPlansAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const scope = await checkScope(database, body);
  if (!scope.ok) return refusal(c, scope);
  const { current, size, offset } = pageWindow(body);
  const p = scope.province;
  const { records, total, sources } = await earlyColleges(database, { provinceCode: p.code, year: body.year, subjectType: body.subjectType, keyword: body.keyword, planType: body.planType, level: body.level }, { size, offset });
  const answer: EarlyPlansAnswer = { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0, sample: records.some((r) => r.sample), sources };
  if (total > 0) return ok(c, answer);
  const what = [p.name, body.year != null ? `${body.year}年` : "", body.subjectType ?? "", body.level ?? "", body.planType ? `${body.planType}计划` : ""].join("");
  return ok(c, answer, body.keyword ? `${what}没有名称含“${body.keyword}”的提前批院校` : `${what}暂无提前批招生数据`);
});

api(router, {
  method: "post", path: "/list-enroll-by-score-all-year-course-plan", tags: ["early batch"],
  summary: "Years with early-batch units in a province, with their subject types, levels and plan types (newest first)",
  body: earlyYearsRequest,
  data: earlyYearsAnswer,
}, async (c, { body }) => {
  const p = findProvince(body.province);
  if (!p) return refusal(c, { field: "province", msg: `未知省份“${body.province}”` });
  const years = await earlyYears(c.get("deps").database, p.code);
  return years.length ? ok(c, years) : ok(c, years, `${p.name}暂无提前批招生数据`);
});

api(router, {
  method: "post", path: "/find-province-mode", tags: ["early batch"],
  summary: "Exam model of a province in a year (default the next application round): modeName, totalScore, educationCode (1 under 3+3), volunteer mode, subject types and batches",
  body: provinceModeRequest,
  data: provinceModeAnswer,
}, async (c, { body }) => {
  const p = findProvince(body.code);
  if (!p) return refusal(c, { field: "code", msg: `未知省份“${body.code}”` });
  // default: the year of the next application round (src/domain/calendar)
  const year = body.year ?? nextApplicationRound(new Date(), p.code).year;
  return ok(c, {
    code: p.code, name: p.name, shortName: p.shortName, modeName: p.modeName, totalScore: p.totalScore, reformYear: p.reformYear,
    educationCode: p.modeName === "3+3" ? 1 : 0, year, volunteerMode: volunteerModeOf(p, year), subjectTypes: subjectTypesOf(p, year), batches: batchesOf(p, year),
  });
});
