// /api/common/course: 选科 requirements of college majors (src/contracts/course). Answers are for one exam model — the
// one asked for, else the caller's province's — and the newest year of requirements held for it.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { failure, ok, page, refusal, refused } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import type { AuthUser } from "../auth/tokens";
import {
  collegeAnswer, collegeRequest, combinationAnswer, combinationRequest, majorAnswer, majorRequest, overviewAnswer, overviewRequest, professionAnswer,
  professionRequest,
} from "../../contracts/course";
import { combinationsOf, coverageOf, examModelOf, readCombination, type ExamModel } from "../../domain/course-selection";
import { pageWindow } from "../lib/ref";
import { studentFacts } from "../queries/career";
import {
  collegeCount, collegeHeading, collegeRequirements, combinationMajors, majorHeading, majorSpreads, professionHeading, ofCollege, ofMajors, requirementCounts, requirementSources, requirementYear,
  type RequirementScope,
} from "../queries/subject-requirements";
import { professionMajors } from "../queries/target-figures";

export const router = new OpenAPIHono<AppEnv>();
const T = ["course"];

interface Resolved { scope: RequirementScope; province: string | null }

/** The model asked for, else the caller's province's; and the newest year held for it. */
async function resolve(c: Ctx, user: AuthUser, asked: ExamModel | undefined): Promise<Resolved> {
  const database = c.get("deps").database;
  const facts = user.studentId != null ? await studentFacts(database, { tenantId: user.tenantId, studentId: user.studentId }) : null;
  const province = facts?.province ?? null;
  const model = asked ?? examModelOf(province);
  if (!model) throw refused("model", "你所在的省份仍按文理分科考试，请指定 3+1+2 或 3+3");
  const year = await requirementYear(database, model);
  if (year == null) throw failure(`还没有 ${model} 模式的选科要求数据`, 404);
  return { scope: { model, year }, province: asked ? null : province };
}

/** The subjects as a combination of the model; else refused naming them. */
function comboOf(model: ExamModel, subjects: readonly string[], province: string | null): string[] {
  const combo = readCombination(model, subjects, province ?? undefined);
  if (combo) return combo;
  throw refused("subjects", model === "3+1+2"
    ? "3+1+2 模式须选物理或历史中的一门，再从化学、生物、政治、地理中选两门"
    : "3+3 模式须从物理、化学、生物、历史、政治、地理中选三门不同的科目");
}

api(router, {
  method: "post", path: "/overview", tags: T, body: overviewRequest, data: overviewAnswer,
  summary: "Every combination of the model with how many college majors' requirements it meets, and the requirements by how often they are asked",
}, async (c, { body, user }) => {
  const r = await resolve(c, user, body.model);
  const database = c.get("deps").database;
  const [counts, colleges, { sources, sample }] = await Promise.all([requirementCounts(database, r.scope), collegeCount(database, r.scope), requirementSources(database, r.scope)]);
  return ok(c, {
    model: r.scope.model, year: r.scope.year, sample, sources, province: r.province, colleges, byRequirement: counts,
    combos: coverageOf(counts, combinationsOf(r.scope.model, r.province ?? undefined)),
  });
});

api(router, {
  method: "post", path: "/college", tags: T, body: collegeRequest, data: collegeAnswer,
  summary: "A college's majors with what each asks; with `subjects`, whether that combination meets each; and the combinations by how many they open",
}, async (c, { body, user }) => {
  const r = await resolve(c, user, body.model);
  const combo = body.subjects?.length ? comboOf(r.scope.model, body.subjects, r.province) : null;
  const database = c.get("deps").database;
  const college = await collegeHeading(database, body.collegeCode);
  if (!college) return refusal(c, { field: "collegeCode", msg: "没有这个院校" });
  const [majors, counts, { sources, sample }] = await Promise.all([
    collegeRequirements(database, r.scope, body.collegeCode, combo), requirementCounts(database, r.scope, ofCollege(body.collegeCode)),
    requirementSources(database, r.scope, ofCollege(body.collegeCode)),
  ]);
  return ok(c, {
    model: r.scope.model, year: r.scope.year, sample, sources, college, majors, combo,
    met: combo ? majors.filter((m) => m.meets).length : null,
    combos: coverageOf(counts, combinationsOf(r.scope.model, r.province ?? undefined)),
  });
});

api(router, {
  method: "post", path: "/combination", tags: T, body: combinationRequest, data: combinationAnswer,
  summary: "The majors a combination opens at one college at least (paged, most colleges first; `keyword` narrows by name or code), with the totals",
}, async (c, { body, user }) => {
  const r = await resolve(c, user, body.model);
  const combo = comboOf(r.scope.model, body.subjects, r.province);
  const database = c.get("deps").database;
  const { current, size, offset } = pageWindow(body);
  const [found, { sources, sample }] = await Promise.all([combinationMajors(database, r.scope, combo, body.keyword ?? "", { size, offset }), requirementSources(database, r.scope)]);
  return ok(c, { model: r.scope.model, year: r.scope.year, sample, sources, combo, ...page(found.records, found.total, current, size), rows: found.rows, majors: found.majors });
});

api(router, {
  method: "post", path: "/major", tags: T, body: majorRequest, data: majorAnswer,
  summary: "What the colleges that list a major ask (most common first, with some of the colleges), and the combinations by how many of them they meet",
}, async (c, { body, user }) => {
  const r = await resolve(c, user, body.model);
  const database = c.get("deps").database;
  const major = await majorHeading(database, body.majorCode);
  if (!major) return refusal(c, { field: "majorCode", msg: "没有这个专业" });
  const [spreads, counts, { sources, sample }] = await Promise.all([
    majorSpreads(database, r.scope, [body.majorCode]), requirementCounts(database, r.scope, ofMajors([body.majorCode])), requirementSources(database, r.scope, ofMajors([body.majorCode])),
  ]);
  return ok(c, { model: r.scope.model, year: r.scope.year, sample, sources, major, spread: spreads.get(body.majorCode) ?? null, combos: coverageOf(counts, combinationsOf(r.scope.model, r.province ?? undefined)) });
});

api(router, {
  method: "post", path: "/profession", tags: T, body: professionRequest, data: professionAnswer,
  summary: "The majors that lead to a profession, each with what the colleges ask, and the combinations by how many of their college rows they meet",
}, async (c, { body, user }) => {
  const r = await resolve(c, user, body.model);
  const database = c.get("deps").database;
  const profession = await professionHeading(database, body.professionCode);
  if (!profession) return refusal(c, { field: "professionCode", msg: "没有这个职业" });
  const majors = (await professionMajors(database, [profession.code])).get(profession.code) ?? [];
  const codes = majors.map((m) => m.code);
  const [spreads, counts, { sources, sample }] = await Promise.all([
    majorSpreads(database, r.scope, codes), requirementCounts(database, r.scope, ofMajors(codes)), requirementSources(database, r.scope, ofMajors(codes)),
  ]);
  return ok(c, {
    model: r.scope.model, year: r.scope.year, sample, sources, profession,
    majors: majors.map((m) => ({ ...m, spread: spreads.get(m.code) ?? null })),
    combos: coverageOf(counts, combinationsOf(r.scope.model, r.province ?? undefined)),
  });
});
