// /api/common/ChaKSZ: 扩缩招 (plan changes). This year's plan against last year's per unit (matched by batch and the
// stable unit key), summed per college with counts of units up, down, new and removed; one college's units and majors
// in detail; the provinces.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal, refused } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { allProvinces, pageWindow } from "../lib/ref";
import { collegePlanAnswer, collegePlanRequest, planChangesAnswer, planChangesRequest, provinceListAnswer } from "../../contracts/chaksz";
import type { Province } from "../../domain/provinces";
import { yearsAndTypes } from "../queries/admission-years";
import { checkScope } from "../queries/taxonomy";
import { batchNames, changeSummary, collegeByCode, collegeChanges, collegePlanChanges, hasUnits, type ChangeScope } from "../queries/plans";

export const router = new OpenAPIHono<AppEnv>();

type Choice = { year: number; subjectTypes: string[] };
type Resolved = { ok: true; province: Province; scope: ChangeScope; choices: Choice[] } | { ok: false; msg: string; choices?: Choice[] };

/**
 * The province, year, subject type and batch a request means (year: the given one, else the newest year whose year
 * before has units too; subject type: the given one, else the year's first), or why there is nothing to compare.
 */
async function resolve(c: Ctx, body: { province: string; year?: number; subjectType?: string; batch?: string }): Promise<Resolved> {
  const database = c.get("deps").database;
  const checked = await checkScope(database, body);
  if (!checked.ok) throw refused(checked.field, checked.msg);
  const p = checked.province;
  const years = await yearsAndTypes(database, "enrollment_units", p.code);
  const has = (year: number, type?: string) => years.some((e) => e.year === year && (!type || e.subjectTypes.includes(type)));
  // years whose year before has units of the same subject type
  const choices = years.map((e) => ({ year: e.year, subjectTypes: e.subjectTypes.filter((type) => has(e.year - 1, type)) })).filter((e) => e.subjectTypes.length > 0);
  const year = body.year ?? (choices.find((e) => !body.subjectType || e.subjectTypes.includes(body.subjectType)) ?? years[0])?.year;
  if (year == null) return { ok: false, msg: `${p.name}暂无招生计划数据`, choices };
  if (body.batch) {
    const batches = await batchNames(database, p.code, year);
    if (!batches.includes(body.batch)) throw refused("batch", `${p.name}${year}年没有批次“${body.batch}”（有：${batches.join("、")}）`);
  }
  const entry = years.find((e) => e.year === year);
  const subjectType = body.subjectType ?? entry?.subjectTypes[0];
  if (!entry || !subjectType || !entry.subjectTypes.includes(subjectType)) return { ok: false, msg: `${p.name}${year}年${body.subjectType ?? ""}暂无招生计划数据`, choices };
  if (body.batch && !(await hasUnits(database, p.code, year, subjectType, body.batch))) {
    return { ok: false, msg: `${p.name}${year}年${subjectType}${body.batch}暂无招生计划数据`, choices };
  }
  if (!(await hasUnits(database, p.code, year - 1, subjectType, body.batch))) {
    return { ok: false, msg: `${p.name}${year - 1}年${subjectType}${body.batch ?? ""}没有招生计划数据，无法与${year}年比较`, choices };
  }
  return { ok: true, province: p, scope: { provinceCode: p.code, year, subjectType, batch: body.batch }, choices };
}

api(router, {
  method: "post", path: "/list-college-enroll-plan-college-kuosuo", tags: ["plan change"],
  summary: "Plan changes (扩缩招) by college: this year's plan against last year's per unit, summed per college (change expand | shrink | new | removed | all; paged)",
  description: "Units are matched across years by batch and unit key; a new unit has no match last year, a removed unit existed last year and not this year. `sort`: size (|change|, default), increase, decrease, rate, plan. `basis` gives the scope, the batches, totals over every college in scope and the sources. Unknown province, year, subject type or batch: 400 naming the field; nothing to compare: an empty page, basis null, and a msg saying why.",
  body: planChangesRequest,
  data: planChangesAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const { current, size, offset } = pageWindow(body);
  const r = await resolve(c, body);
  if (!r.ok) return ok(c, { records: [], total: 0, size, current, pages: 0, basis: null, choices: r.choices ?? [] }, r.msg);
  const s = r.scope;
  const { records, total } = await collegeChanges(database, s, { keyword: body.keyword, change: body.change, sort: body.sort }, { size, offset });
  const basis = { scope: { province: s.provinceCode, year: s.year, subjectType: s.subjectType }, lastYear: s.year - 1, batch: s.batch ?? null, ...(await changeSummary(database, s)) };
  const answer = { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0, basis, choices: r.choices };
  if (total > 0) return ok(c, answer);
  const filterName = { expand: "扩招的", shrink: "缩招的", new: "有新增招生单位的", removed: "有撤销招生单位的", all: "" }[body.change];
  return ok(c, answer, `${r.province.name}${s.year}年${s.subjectType}${s.batch ?? ""}没有${body.keyword ? `名称含“${body.keyword}”的` : ""}${filterName}院校`);
});

api(router, { method: "post", path: "/list-provinces", tags: ["plan change"], summary: "All provinces with exam model", body: planChangesRequest.pick({}).loose(), data: provinceListAnswer }, async (c) => {
  const list = await allProvinces(c.get("deps").database.db);
  return ok(c, list.map((p) => ({ code: p.code, name: p.name, shortName: p.shortName, modeName: p.modeName, totalScore: p.totalScore })));
});

api(router, {
  method: "post", path: "/list-college-enroll-plan-new", tags: ["plan change"],
  summary: "One college's plan changes in a province: each unit and its majors this year against last year (up, down, new, removed; tuition and 选科 changes)",
  description: "Unknown province, year, subject type, batch or college code: 400 naming the field. A college without units in the scope answers its name with no units and a msg saying why.",
  body: collegePlanRequest,
  data: collegePlanAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const college = await collegeByCode(database, body.collegeCode);
  if (!college) return refusal(c, { field: "collegeCode", msg: `没有代码为 ${body.collegeCode} 的院校` });
  const r = await resolve(c, body);
  const empty = { college, scope: null, lastYear: null, summary: { planCount: 0, lastPlanCount: 0, change: 0, changeRate: null, units: { up: 0, down: 0, same: 0, new: 0, removed: 0 }, majors: { up: 0, down: 0, same: 0, new: 0, removed: 0 }, tuitionChanges: 0, requirementChanges: 0 }, units: [], sample: false, sources: [] };
  if (!r.ok) return ok(c, empty, r.msg);
  const s = r.scope;
  const detail = await collegePlanChanges(database, { ...s, collegeCode: college.code });
  const answer = { college, scope: { province: s.provinceCode, year: s.year, subjectType: s.subjectType }, lastYear: s.year - 1, ...detail };
  if (detail.units.length) return ok(c, answer);
  return ok(c, answer, `${college.name}在${r.province.name}${s.year - 1}–${s.year}年${s.subjectType}${s.batch ?? ""}没有招生计划`);
});
