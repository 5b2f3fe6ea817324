// /api/common/volunteer: the volunteer form (志愿表). The province's rules (src/domain/volunteer/rules), a student's
// named plans with versions and a parent's comments (every query through the caller's Owner), the form checked by the
// linter (src/domain/volunteer/lint) and simulated with the admission-probability model, recommendations by band, and
// the 草表 as .xlsx out and back in.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import writeXlsxFile from "write-excel-file/node";
import { LIMITS, readInWorker } from "../import/sheet-reader";
import { api } from "../lib/api";
import { fail, failure, ok, page, Refusal, refusal, refused } from "../lib/r";
import { clientAddress, type AppEnv, type Ctx } from "../lib/context";
import { heavyCaller, takeCall } from "../lib/heavy-calls";
import { config } from "../config";
import { actingOwner, ownerOf, type Owner } from "../lib/owner";
import {
  checkAnswer, checkRequest, commentRequest, detailRequest, exportRequest, importAnswer, importRequest, listRequest, permitRequest, planSchema,
  planSummarySchema, recommendAnswer, recommendRequest, removeRequest, rulesAnswer, rulesRequest, saveAnswer, saveRequest, simulateAnswer,
  simulateRequest, commentSchema, IMPORT_MAX_BYTES, versionsAnswer, versionsRequest, VERSIONS_PAGE, type ForecastBasis, type FormUnit, type Plan, type PlanSummary, type VersionItem,
  permitAnswer, eligibilityAnswer, eligibilityRequest,
} from "../../contracts/volunteer";
import { findProvince, subjectTypeFor, type Province } from "../../domain/provinces";
import { applicationYear, enrolmentOf, formChanceYear, latestPublishedYear } from "../../domain/calendar";
import { RULE_YEARS, type BatchRule, type ProvinceRule } from "../../domain/volunteer/rules";
import { schoolRule } from "../queries/school/rule-corrections";
import { bandWindow, recommendUnits } from "../../domain/volunteer/recommend";
import { blocksSave, lintForm, type FormEntry, type LintUnit } from "../../domain/volunteer/lint";
import { eligiblePlansOf, isProfileSpecialPlan } from "../../domain/volunteer/eligibility";
import { parseSubjects, type Subject } from "../../domain/volunteer/subjects";
import { draftSheetRows, readDraftSheet } from "../../domain/volunteer/draft-sheet";
import { bandOf, MODEL_NAME } from "../../domain/probability";
import { simulateForm, type SimulatedUnit } from "../../domain/probability/simulate";
import { studentRank } from "../queries/score-ranks";
import { checkScore } from "../queries/taxonomy";
import { savedScore } from "../queries/gaokao-score";
import { cohortCurves, cohortModel, predictionParts, storedCohort, unitMetas, unitsAtRank, type StoredCohort } from "../queries/probability";
import { noData } from "../../contracts/common";
import {
  addComment, findPlan, formUnits, markCommentsRead, formUnitYear, lastFigures, listPlans, planComments, planVersion, planVersions, removePlan, savePlan, setParentCanEdit,
  setSpecialPlans, studentOf, unitKeysByCode, unitTuitions, type FormScope, type LastFigures, type PlanRow, type PlanVersion,
} from "../queries/volunteer";

export const router = new OpenAPIHono<AppEnv>();

const NO_STUDENT = "只有学生和家长账号有志愿方案（班主任查看和留言时需指明本班学生）";

// ---------------------------------------------------------------- shared steps

interface Resolved {
  province: Province; rule: ProvinceRule; batch: BatchRule; scope: FormScope; subjects: Subject[];
  /** the special plans the student's profile says they qualify for */
  specialPlans: string[];
  /** the year the form's chances are for: the next round's when the form's rules stand in for it (src/domain/calendar) */
  chanceYear: number;
}

/** The province, year and batch a form is for, with the rule and the subject type the student's subjects give. */
async function resolveForm(c: Ctx, owner: Owner, body: { province: string; year: number; batch: string }): Promise<Resolved> {
  const province = findProvince(body.province);
  if (!province) throw refused("province", `未知省份“${body.province}”`);
  const rule = await schoolRule(c.get("deps").database, owner, province.code, body.year);
  if (!rule) throw refused("year", `只有 ${RULE_YEARS.join("、")} 年的填报规则（${province.name}）`);
  const batch = rule.batches.find((b) => b.batch === body.batch);
  if (!batch) throw refused("batch", `${province.name}${body.year}年的填报规则中没有“${body.batch}”（有：${rule.batches.map((b) => b.batch).join("、")}）`);
  const student = await studentOf(c.get("deps").database, owner);
  const subjectType = subjectTypeFor(province.code, body.year, student?.subjects ?? "")!;
  return {
    province, rule, batch, subjects: parseSubjects(student?.subjects ?? ""), specialPlans: student?.specialPlans ?? [],
    // the form is the student's practice for their own application: chances for their year (a 高二 student's is 2 rounds on)
    chanceYear: formChanceYear(new Date(), province.code, body.year, RULE_YEARS, applicationYear(new Date(), { enrolment: enrolmentOf(student?.startSchool) }, province.code).year),
    scope: { provinceCode: province.code, year: body.year, subjectType, batch: batch.batch },
  };
}

interface FormFacts { unitYear: number | null; units: Map<string, FormUnit>; last: Map<string, LastFigures>; rank: number | null; rankFrom: "rank" | "score" | null; stored: StoredCohort | null }

/**
 * What is known of the units on a form: their rows in the form's year (this year's plans once published, else last
 * year's) with majors and source, their last published figures, and — given a score or rank — each one's probability
 * at the student's rank from the stored model of the cohort.
 */
async function formFacts(
  c: Ctx, r: Resolved, unitKeys: readonly string[], given: { score?: number; rank?: number }, want: { chances: boolean } = { chances: true },
): Promise<FormFacts> {
  const database = c.get("deps").database;
  const unitYear = await formUnitYear(database, r.scope);
  const keys = [...new Set(unitKeys)];
  const rows = unitYear == null ? new Map() : await formUnits(database, r.scope, unitYear, keys);
  const last = await lastFigures(database, r.scope, keys);
  let rank: number | null = null, rankFrom: FormFacts["rankFrom"] = null, stored: StoredCohort | null = null;
  const chances = new Map<string, { probability: number | null; predictedMinRank: number | null; refusal: string | null }>();
  if (given.score != null || given.rank != null) {
    const badScore = checkScore(r.province, given.score);
    if (badScore) throw refused(badScore.field, badScore.msg);
    const found = await studentRank(database, r.province, r.scope.subjectType, r.chanceYear, given);
    if (!found.ok) throw refused(found.field, found.msg);
    ({ rank, rankFrom } = found);
    if (unitYear != null) {
      const cohort = await storedCohort(database, { provinceCode: r.province.code, subjectType: r.scope.subjectType, batch: r.scope.batch, targetYear: r.chanceYear });
      stored = cohort;
      if (want.chances) {
        const near = await unitsAtRank(database, cohort, rank, { unitKeys: keys }, { order: "desc", size: keys.length || 1, offset: 0 });
        for (const u of near.units) chances.set(u.unitKey, { probability: u.probability, predictedMinRank: u.predictedMinRank, refusal: u.reasonZh ?? u.reason });
      }
    }
  }
  const units = new Map<string, FormUnit>();
  for (const [key, row] of rows) {
    const figures = last.get(key);
    const chance = chances.get(key);
    const p = chance?.probability ?? null;
    units.set(key, {
      ...row,
      lastMinRank: figures?.minRank ?? null,
      lastMinScore: figures?.minScore ?? null,
      ...(p != null ? { probability: Math.round(p * 1000) / 1000, band: bandOf(p), predictedMinRank: chance!.predictedMinRank ?? undefined } : {}),
      ...(rank != null && p == null && want.chances ? { refusal: chance?.refusal ?? "这个招生单位没有可用的历史数据" } : {}),
    });
  }
  return { unitYear, units, last, rank, rankFrom, stored };
}

/**
 * The score or rank a form is judged at: the one asked with, else — for a counsellor reading a student's plan, who
 * names the student and enters nothing — the student's own saved 高考 score or rank for that year, so the counsellor
 * sees the bands, checks and simulation the student sees.
 */
async function givenRank(c: Ctx, owner: Owner, r: Resolved, body: { score?: number; rank?: number; studentId?: number }): Promise<{ score?: number; rank?: number }> {
  if (body.score != null || body.rank != null || body.studentId == null || owner.role === "student" || owner.role === "parent") return body;
  const saved = await savedScore(c.get("deps").database, owner);
  if (!saved || saved.year !== r.scope.year) return {};
  return saved.rank != null ? { rank: saved.rank } : saved.score != null ? { score: saved.score } : {};
}

function lintUnits(facts: FormFacts): Map<string, LintUnit> {
  return new Map([...facts.units].map(([key, u]) => [key, {
    unitKey: key, collegeName: u.collegeName, name: u.name, planType: u.planType, subjectRequirement: u.subjectRequirement, tuition: u.tuition,
    majors: u.majors.map((m) => ({ name: m.name, minRank: m.minRank ?? facts.last.get(key)?.majorRanks[m.name] ?? null })),
    probability: u.probability ?? null, band: u.band ?? null, lastMinRank: u.lastMinRank,
  }]));
}

/** The refusal of a save for a finding that blocks it, naming the entry (entries[i] and its part). */
function blockingRefusal(r: Resolved, finding: ReturnType<typeof lintForm>[number], entries: readonly FormEntry[]): Refusal {
  const at = finding.entries[0] ?? 0;
  const where = `entries[${at}]`;
  const p = finding.params;
  const entry = (path: string, msg: string) => refused("entries", msg, { path });
  switch (finding.code) {
    case "too-many-entries": return entry(where, `${r.province.name}${r.scope.year}年${r.scope.batch}最多填 ${p.slots} 个志愿，这份方案有 ${p.count} 个`);
    case "unknown-unit": return entry(`${where}.unitKey`, `第 ${at + 1} 个志愿的招生单位“${entries[at]?.unitKey}”不在${r.province.name}${r.scope.year}年${r.scope.batch}${r.scope.subjectType}中`);
    case "duplicate-unit": return entry(`entries[${finding.entries[1]}].unitKey`, `第 ${(finding.entries[1] ?? 0) + 1} 个志愿与第 ${at + 1} 个重复`);
    case "too-many-majors": return entry(`${where}.majors`, `第 ${at + 1} 个志愿选了 ${p.count} 个专业，最多 ${p.max} 个`);
    case "major-not-in-unit": return entry(`${where}.majors`, `第 ${at + 1} 个志愿的“${p.major}”不在${p.unit}中`);
    default: return entry(`${where}.majors`, `第 ${at + 1} 个志愿的专业“${p.major}”选了两次`);
  }
}

const summaryOf = (p: PlanRow & { unread?: number }): PlanSummary => ({
  unread: p.unread ?? 0,
  id: String(p.id), name: p.name, province: p.provinceCode, year: p.year, batch: p.batch, subjectType: p.subjectType, entryCount: p.entries.length,
  version: p.version, status: p.status, parentCanEdit: p.parentCanEdit, updatedAt: p.updatedAt, updatedBy: { role: p.updatedByRole, name: p.updatedByName },
});

const versionItem = (v: PlanVersion): VersionItem => ({ version: v.version, savedAt: v.savedAt, savedBy: { role: v.savedByRole, name: v.savedByName }, entryCount: v.entries.length });

async function planAnswer(c: Ctx, owner: Owner, plan: PlanRow, version?: number): Promise<Plan | null> {
  const database = c.get("deps").database;
  const versions = await planVersions(database, plan.id, { limit: VERSIONS_PAGE, offset: 0 });
  // any stored version opens, not only those on the first page
  const chosen = version == null || version === plan.version ? null : await planVersion(database, plan.id, version);
  if (version != null && version !== plan.version && !chosen) return null;
  return {
    ...summaryOf(plan),
    ...(chosen ? { name: chosen.name, entries: chosen.entries, version: chosen.version } : { entries: plan.entries }),
    eligiblePlans: plan.eligiblePlans,
    comments: (await planComments(database, plan.id)).map((m) => ({ id: String(m.id), unitKey: m.unitKey, text: m.text, author: { role: m.authorRole, name: m.authorName }, createdAt: m.createdAt })),
    versions: versions.rows.map(versionItem),
    versionsTotal: versions.total,
    editable: owner.role === "student" || (owner.role === "parent" && plan.parentCanEdit),
  };
}

// ---------------------------------------------------------------- rules

api(router, {
  method: "post", path: "/rules", tags: ["volunteer"], body: rulesRequest, data: rulesAnswer,
  summary: "A province's volunteer rules for 2025 or 2026: mode, and per batch slots, majors per slot, 调剂, admission order and segments, with source and confidence; the caller's school's corrections applied (listed in `corrections`)",
}, async (c, { body, user }) => {
  const province = findProvince(body.province);
  if (!province) throw refused("province", `未知省份“${body.province}”`);
  const rule = await schoolRule(c.get("deps").database, user, province.code, body.year);
  if (!rule) return refusal(c, { field: "year", msg: `只有 ${RULE_YEARS.join("、")} 年的填报规则（${province.name}）` });
  return ok(c, rule);
});

// ---------------------------------------------------------------- plans

api(router, { method: "post", path: "/list", tags: ["volunteer"], body: listRequest, data: planSummarySchema.array(), summary: "The student's volunteer plans (a parent sees the linked student's; a class counsellor names a student of their classes), last changed first" },
  async (c, { body, user }) => {
    const owner = await actingOwner(c.get("deps").database, user, body.studentId);
    if (!owner) return fail(c, NO_STUDENT, 403);
    return ok(c, (await listPlans(c.get("deps").database, owner)).map(summaryOf));
  });

api(router, { method: "post", path: "/detail", tags: ["volunteer"], body: detailRequest, data: planSchema, summary: "One plan with its entries, comments and saved versions (`version`: an earlier version's entries)" },
  async (c, { body, user }) => {
    const owner = await actingOwner(c.get("deps").database, user, body.studentId);
    if (!owner) return fail(c, NO_STUDENT, 403);
    const plan = await findPlan(c.get("deps").database, owner, body.id);
    if (!plan) return refusal(c, { field: "id", msg: "没有这个志愿方案" });
    const answer = await planAnswer(c, owner, plan, body.version);
    // opening the plan reads its comments (the student's or the parent's own unread count; a counsellor's is not kept)
    if (answer && owner.role !== "teacher") await markCommentsRead(c.get("deps").database, plan.id, owner.userId);
    return answer ? ok(c, answer) : refusal(c, { field: "version", msg: `这个方案没有第 ${body.version} 版` });
  });

api(router, {
  method: "post", path: "/versions", tags: ["volunteer"], body: versionsRequest, data: versionsAnswer,
  summary: "A page of a plan's saved versions, newest first, with how many are stored (each opens with /detail and its `version`)",
}, async (c, { body, user }) => {
  const owner = await actingOwner(c.get("deps").database, user, body.studentId);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const plan = await findPlan(c.get("deps").database, owner, body.id);
  if (!plan) return refusal(c, { field: "id", msg: "没有这个志愿方案" });
  const versions = await planVersions(c.get("deps").database, plan.id, { limit: body.size, offset: (body.current - 1) * body.size });
  return ok(c, page(versions.rows.map(versionItem), versions.total, body.current, body.size));
});

api(router, {
  method: "post", path: "/save", tags: ["volunteer"], body: saveRequest, data: saveAnswer,
  summary: "Creates a plan, or saves a change to one made on its current `version`; a stale version is refused (code 409) with the plan as it now is in data; "
    + "more than SAVES_PER_MINUTE saves a minute by one account are refused (code 429, HTTP 429, Retry-After and data.retryAfter in seconds)",
}, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  // saves are bounded per account (autosave included: the browser waits data.retryAfter and saves again)
  const wait = await takeCall(c.get("deps").database, `save:${heavyCaller(user, clientAddress(c))}`, config.saveCalls, "save");
  if (wait != null) {
    return c.json({ code: 429, success: false, data: { retryAfter: wait }, msg: `保存过于频繁（每分钟最多 ${config.saveCalls.limit} 次），请 ${wait} 秒后再保存；你的修改还在页面上` }, 429, { "Retry-After": String(wait) });
  }
  const database = c.get("deps").database;
  if (owner.role === "parent") {
    const existing = body.id == null ? null : await findPlan(database, owner, body.id);
    if (!existing?.parentCanEdit) return fail(c, body.id == null ? "家长不能新建志愿方案，可以查看和留言" : "学生没有允许家长修改这个方案，可以留言提出建议", 403);
  }
  const r = await resolveForm(c, owner, body);
  const entries = body.entries.map((e) => ({ unitKey: e.unitKey, majors: e.majors, adjust: e.adjust, ...(e.from ? { from: e.from } : {}) }));
  const facts = await formFacts(c, r, entries.map((e) => e.unitKey), {});
  const findings = lintForm({ mode: r.rule.mode, rule: r.batch, entries, units: lintUnits(facts), student: { subjects: r.subjects, eligiblePlans: eligiblePlansOf(r.specialPlans, body.eligiblePlans), rank: null } });
  const blocking = findings.find(blocksSave);
  if (blocking) throw blockingRefusal(r, blocking, entries);
  const saved = await savePlan(database, owner, {
    name: body.name, provinceCode: r.province.code, year: body.year, batch: r.scope.batch, subjectType: r.scope.subjectType, entries,
    eligiblePlans: body.eligiblePlans, status: body.status,
  }, body.id == null ? undefined : { id: body.id, version: body.version! });
  if (saved.ok) return ok(c, { id: String(saved.id), version: saved.version });
  if (saved.reason !== "stale") throw saved.reason === "name-taken" ? refused("name", `已经有名为“${body.name}”的方案`) : refused("id", "没有这个志愿方案");
  const current = await planAnswer(c, owner, saved.current);
  throw failure(`这个方案已被${saved.current.updatedByRole === "parent" ? "家长" : "学生"}（${saved.current.updatedByName}）在别处保存为第 ${saved.current.version} 版，你的修改是基于第 ${body.version} 版做的：请先查看新版本，再决定保留哪一份`, 409, current);
});

api(router, { method: "post", path: "/remove", tags: ["volunteer"], body: removeRequest, data: noData, summary: "Deletes one of the student's plans (students only)" }, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  if (owner.role !== "student") return fail(c, "只有学生本人可以删除志愿方案", 403);
  return (await removePlan(c.get("deps").database, owner, body.id)) ? ok(c, null, "已删除") : refusal(c, { field: "id", msg: "没有这个志愿方案" });
});

api(router, { method: "post", path: "/permit", tags: ["volunteer"], body: permitRequest, data: permitAnswer, summary: "Whether the parent may change the plan (the student decides)" }, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  if (owner.role !== "student") return fail(c, "只有学生本人可以决定家长能否修改", 403);
  return (await setParentCanEdit(c.get("deps").database, owner, body.id, body.parentCanEdit)) ? ok(c, { parentCanEdit: body.parentCanEdit }) : refusal(c, { field: "id", msg: "没有这个志愿方案" });
});

api(router, { method: "post", path: "/comment", tags: ["volunteer"], body: commentRequest, data: commentSchema, summary: "A comment on a plan or one of its entries (the student, the parent, or the class counsellor naming the student)" },
  async (c, { body, user }) => {
    const owner = await actingOwner(c.get("deps").database, user, body.studentId);
    if (!owner) return fail(c, NO_STUDENT, 403);
    const comment = await addComment(c.get("deps").database, owner, body.planId, body.unitKey ?? null, body.text);
    if (!comment) return refusal(c, { field: "planId", msg: "没有这个志愿方案" });
    return ok(c, { id: String(comment.id), unitKey: comment.unitKey, text: comment.text, author: { role: comment.authorRole, name: comment.authorName }, createdAt: comment.createdAt });
  });

// ---------------------------------------------------------------- 专项 eligibility (the student's profile)

api(router, {
  method: "post", path: "/eligibility", tags: ["volunteer"], body: z.object({}).loose(), data: eligibilityAnswer,
  summary: "The special plans (国家专项 / 地方专项 / 高校专项) the student's profile says they qualify for (a parent reads the linked student's); recommendations, checks and lists follow it",
}, async (c, { user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const student = await studentOf(c.get("deps").database, owner);
  return ok(c, { plans: (student?.specialPlans ?? []).filter(isProfileSpecialPlan), editable: owner.role === "student" });
});

api(router, {
  method: "post", path: "/eligibility/save", tags: ["volunteer"], body: eligibilityRequest, data: eligibilityAnswer,
  summary: "The student states which special plans they qualify for (the province's and the universities' eligibility reviews decide; students only)",
}, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  if (owner.role !== "student") return fail(c, "只有学生本人可以填写专项计划资格", 403);
  const plans = eligiblePlansOf(body.plans).filter(isProfileSpecialPlan);
  if (!(await setSpecialPlans(c.get("deps").database, owner, plans))) return fail(c, NO_STUDENT, 403);
  return ok(c, { plans, editable: true }, "已保存");
});

// ---------------------------------------------------------------- check, simulate, recommend

api(router, {
  method: "post", path: "/check", tags: ["volunteer"], body: checkRequest, data: checkAnswer,
  summary: "The form checked against the province's rule: each entry's unit with its probability and band at the student's rank, and the findings in order of seriousness",
}, async (c, { body, user }) => {
  const owner = await actingOwner(c.get("deps").database, user, body.studentId);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const r = await resolveForm(c, owner, body);
  const facts = await formFacts(c, r, body.entries.map((e) => e.unitKey), await givenRank(c, owner, r, body));
  const entries = body.entries.map((e) => ({ unitKey: e.unitKey, majors: e.majors ?? [], adjust: e.adjust ?? true }));
  const findings = lintForm({ mode: r.rule.mode, rule: r.batch, entries, units: lintUnits(facts), student: { subjects: r.subjects, eligiblePlans: eligiblePlansOf(r.specialPlans, body.eligiblePlans), rank: facts.rank } });
  const units = [...facts.units.values()];
  return ok(c, {
    province: r.province.code, year: r.scope.year, batch: r.scope.batch, subjectType: r.scope.subjectType, mode: r.rule.mode, rule: r.batch,
    rank: facts.rank, rankFrom: facts.rankFrom, subjects: r.subjects, units, findings, sample: units.some((u) => u.sample),
  });
});

api(router, {
  method: "post", path: "/simulate", tags: ["volunteer"], heavy: true, body: simulateRequest, data: simulateAnswer,
  summary: "The whole form under the probability model: the chance of being admitted at all, by each entry, of 滑档 and of 退档 (调剂 refused)",
}, async (c, { body, user }) => {
  const owner = await actingOwner(c.get("deps").database, user, body.studentId);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const r = await resolveForm(c, owner, body);
  const keys = body.entries.map((e) => e.unitKey);
  // the simulation works from the stored predictions, not from each unit's stated chance
  const facts = await formFacts(c, r, keys, await givenRank(c, owner, r, body), { chances: false });
  const unknown = body.entries.findIndex((e) => !facts.units.has(e.unitKey));
  if (unknown >= 0) throw refused("entries", `第 ${unknown + 1} 个志愿的招生单位不在${r.province.name}${r.scope.year}年${r.scope.batch}${r.scope.subjectType}中`, { path: `entries[${unknown}].unitKey` });
  if (body.entries.length > r.batch.slots) throw refused("entries", `${r.province.name}${r.scope.year}年${r.scope.batch}最多填 ${r.batch.slots} 个志愿`, { path: `entries[${r.batch.slots}]` });
  const database = c.get("deps").database;
  if (!facts.stored) return refusal(c, { field: "batch", msg: `${r.province.name}${r.scope.batch}${r.scope.subjectType}暂无录取数据，无法模拟` });
  const model = await cohortModel(database, facts.stored);
  const parts = await predictionParts(database, facts.stored, keys);
  const units: SimulatedUnit[] = body.entries.map((e) => {
    const part = parts.get(e.unitKey);
    if (!part || part.refused) return { refused: true };
    // 退档 is judged by the best chosen major: its last min rank against the unit's
    const last = facts.last.get(e.unitKey);
    const ratios = (e.majors ?? []).map((m) => last?.majorRanks[m]).filter((v): v is number => v != null);
    const bestMajorRatio = ratios.length && last?.minRank ? Math.max(...ratios) / last.minRank : null;
    return { ...part, bestMajorRatio, adjust: r.rule.mode === "major" || (e.adjust ?? true) };
  });
  const sim = simulateForm(model, units, facts.rank!);
  const round = (v: number) => Math.round(v * 10000) / 10000;
  return ok(c, {
    rank: facts.rank!, admitted: round(sim.admitted), slip: round(sim.slip), returned: round(sim.returned), mostLikely: sim.mostLikely,
    entries: sim.entries.map((e, i) => ({ unitKey: keys[i]!, sent: round(e.sent), admitted: round(e.admitted), returned: round(e.returned) })),
    unknown: sim.unknown, returnUnknown: sim.returnUnknown, model: MODEL_NAME, basis: basisOf(r, facts.stored), sample: [...facts.units.values()].some((u) => u.sample),
  });
});

/** The years behind a form's chances: its own, the newest data the model learned from, the newest results that are out. */
const basisOf = (r: Resolved, stored: StoredCohort | null): ForecastBasis => ({
  targetYear: r.chanceYear, dataYear: stored?.historyYears.at(-1) ?? null, publishedYear: latestPublishedYear(new Date(), r.province.code),
});

api(router, {
  method: "post", path: "/recommend", tags: ["volunteer"], heavy: true, body: recommendRequest, data: recommendAnswer,
  summary: "Units to add by band (冲 / 稳 / 保, as many of each as asked), left out: those on the form, those whose 选科 the student lacks, special plans they do not qualify for, 中外合作 unless asked for, fees above `maxTuition`, cities not in `cities`; hardest first",
}, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const r = await resolveForm(c, owner, body);
  const database = c.get("deps").database;
  const badScore = checkScore(r.province, body.score);
  if (badScore) return refusal(c, badScore);
  const found = await studentRank(database, r.province, r.scope.subjectType, r.chanceYear, body);
  if (!found.ok) return refusal(c, found);
  const stored = await storedCohort(database, { provinceCode: r.province.code, subjectType: r.scope.subjectType, batch: r.scope.batch, targetYear: r.chanceYear });
  // each band is searched as far as the forecast's spread puts its units (a fixed 2× the rank misses 保 once it widens)
  const curves = await cohortCurves(database, stored);
  const chosen = await recommendUnits(
    { counts: body.counts, exclude: body.exclude, mode: r.rule.mode, rule: r.batch, student: { subjects: r.subjects, eligiblePlans: eligiblePlansOf(r.specialPlans, body.eligiblePlans), rank: found.rank }, prefs: body },
    async (band, page) => {
      const { units } = await unitsAtRank(database, stored, found.rank, {}, { band, ...page, near: bandWindow(curves, band) ?? undefined });
      const metas = await unitMetas(database, units.map((u) => u.unitId));
      const fees = await unitTuitions(database, units.map((u) => u.unitId));
      return units.map((u) => {
        const meta = metas.get(u.unitId);
        return meta ? { ...meta, unitKey: u.unitKey, probability: u.probability, tuition: fees.get(u.unitId) ?? null, lastMinRank: meta.minRank } : null;
      });
    },
  );
  const facts = await formFacts(c, r, chosen, body);
  const units = chosen.map((k) => facts.units.get(k)).filter((u): u is FormUnit => u != null)
    .sort((a, b) => (a.probability ?? 1) - (b.probability ?? 1));
  return ok(c, { rank: found.rank, units, basis: basisOf(r, stored), sample: units.some((u) => u.sample) });
});

// ---------------------------------------------------------------- the 草表: export and import

api(router, { method: "post", path: "/export", tags: ["volunteer"], body: exportRequest, file: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", description: "the 草表 workbook (a refusal is an R envelope)" }, summary: "The plan as the province's 草表 (.xlsx); answers the file itself" },
  async (c, { body, user }) => {
    const owner = ownerOf(user);
    if (!owner) return fail(c, NO_STUDENT, 403);
    const database = c.get("deps").database;
    const plan = await findPlan(database, owner, body.id);
    if (!plan) return refusal(c, { field: "id", msg: "没有这个志愿方案" });
    const r = await resolveForm(c, owner, { province: plan.provinceCode, year: plan.year, batch: plan.batch });
    const facts = await formFacts(c, r, plan.entries.map((e) => e.unitKey), {});
    const rows = draftSheetRows(r.rule.mode, r.batch.majorsPerSlot,
      { provinceCode: r.province.code, provinceName: r.province.shortName, year: plan.year, batch: plan.batch, subjectType: plan.subjectType, planName: plan.name },
      plan.entries, facts.units);
    const bytes = await writeXlsxFile(rows.map((row) => row.map((value) => (value == null || value === "" ? null : { value }))), { sheet: "志愿草表" }).toBuffer();
    const fileName = `${r.province.shortName}${plan.year}${plan.batch}志愿草表-${plan.name}.xlsx`;
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="volunteer-draft.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    });
  });

api(router, {
  method: "post", path: "/import", tags: ["volunteer"], heavy: true, body: importRequest, data: importAnswer,
  summary: "Reads a 草表 exported from here (.xlsx, base64): its scope and entries for the form, and the rows it could not read; saves nothing",
}, async (c, { body, user }) => {
  const owner = ownerOf(user);
  if (!owner) return fail(c, NO_STUDENT, 403);
  const bytes = Buffer.from(body.file, "base64");
  if (bytes.length === 0 || bytes.length > IMPORT_MAX_BYTES) return refusal(c, { field: "file", msg: `文件为空或超过 ${IMPORT_MAX_BYTES / 1000} KB` });
  const sheet = await readInWorker({ kind: "xlsx", bytes, limits: LIMITS.draft });
  if ("refused" in sheet) return refusal(c, { field: "file", msg: `${sheet.refused}` });
  if (!("rows" in sheet)) return refusal(c, { field: "file", msg: "读不出这个文件：请上传从这里导出的 .xlsx 志愿草表" });
  const rows = sheet.rows;
  const read = readDraftSheet(rows);
  const { provinceCode, year, batch, planName } = read.scope;
  if (!provinceCode || !year || !batch) return refusal(c, { field: "file", msg: "文件里没有方案信息（省份、年份、批次）：请上传从这里导出的志愿草表" });
  const r = await resolveForm(c, owner, { province: provinceCode, year, batch });
  const database = c.get("deps").database;
  const unitYear = await formUnitYear(database, r.scope);
  const byCode = unitYear == null ? new Map<string, string>() : await unitKeysByCode(database, r.scope, unitYear);
  const again = readDraftSheet(rows, (college, code) => byCode.get(`${college}|${code}`) ?? null);
  const known = unitYear == null ? new Map() : await formUnits(database, r.scope, unitYear, again.entries.map((e) => e.unitKey));
  const problems = [...again.problems];
  const entries = again.entries.filter((e) => {
    if (known.has(e.unitKey)) return true;
    problems.push({ row: e.row, message: `招生单位“${e.unitKey}”不在${r.province.name}${r.scope.year}年${r.scope.batch}${r.scope.subjectType}中` });
    return false;
  }).map(({ row: _row, ...e }) => ({ ...e, majors: [...e.majors] }));
  return ok(c, { name: planName ?? "导入的方案", province: r.province.code, year, batch: r.scope.batch, entries, problems: problems.sort((a, b) => a.row - b.row) });
});

