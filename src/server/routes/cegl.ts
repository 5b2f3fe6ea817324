// /api/common/CeGL: admission probability. getLqgl answers per enrolment unit with the stated probability, its band,
// the predicted min rank and spread — or the refusal and its reason. The model is src/domain/probability (the same
// module `npm run backtest` proves); this handler only resolves the student's rank and the cohort.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal } from "../lib/r";
import type { AppEnv } from "../lib/context";
import { probabilityAnswer, probabilityRequest, type UnitProbability } from "../../contracts/cegl";
import { BANDS, bandOf, MODEL_NAME } from "../../domain/probability";
import { scoreOfRank, type ScoreRankRow } from "../../domain/score-rank";
import { rankTable, studentRank } from "../queries/score-ranks";
import {
  cohortCurves, probabilityScope, storedCohort, unitHistory, unitMetas, unitsAtRank, type Cohort, type UnitAtRank, type UnitMeta, type UnitYearFigures,
} from "../queries/probability";
import type { Database } from "../db/client";
import { sourcesByIds } from "../queries/sources";
import { checkScore } from "../queries/taxonomy";
import { findProvince } from "../../domain/provinces";
import { latestPublishedYear, nextApplicationRound } from "../../domain/calendar";
import { listWindow } from "../../domain/volunteer/recommend";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "post", path: "/getLqgl", tags: ["probability"],
  summary: "Admission probability per enrolment unit for a score or rank (list, or one unit with unitKey)",
  description: `Model ${MODEL_NAME}: per unit, next year's min rank from its own recent min ranks, with the uncertainty learned from how units of a similar rank moved year to year; refuses (with reasonCode and reason) when history is too thin. Default year: the next application round (src/domain/calendar); a score is read as a rank in the target year's 一分一段 table, else the newest earlier one. The list holds the units whose predicted min rank lies in the window \`near\` (multiples of the rank); asked for one unit, a college or a name, every matching unit of the cohort wherever it lies (\`near\` null, \`filter\` says what was searched). Bands: ${BANDS.map((b) => `${b.label} ≥ ${b.minP}`).join(", ")}.`,
  body: probabilityRequest,
  data: probabilityAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const province = findProvince(body.province);
  if (!province) return refusal(c, { field: "province", msg: `未知省份“${body.province}”` });
  const badScore = checkScore(province, body.score);
  if (badScore) return refusal(c, badScore);
  const scope = await probabilityScope(database, province.code, body.subjectType);
  if (scope.newestYear == null) return ok(c, null, `${province.name}暂无投档数据，无法估算录取概率`);
  if (!scope.subjectType || (body.subjectType && !scope.subjectTypes.includes(body.subjectType))) {
    return refusal(c, { field: "subjectType", msg: `${province.name}${scope.newestYear}年没有科类“${body.subjectType}”（有：${scope.subjectTypes.join("、")}）` });
  }
  const regular = scope.batches.filter((b) => b.kind === "regular");
  const batch = body.batch ?? regular[0]?.name ?? scope.batches[0]?.name;
  if (!batch || !scope.batches.some((b) => b.name === batch)) {
    return refusal(c, { field: "batch", msg: `${province.name}${scope.newestYear}年${scope.subjectType}没有批次“${body.batch}”（有：${scope.batches.map((b) => b.name).join("、")}）` });
  }
  // the years come from the calendar: by default the next application round; a student asks for their own year (a
  // 高一 student's is up to three rounds on), and the model widens its spread for every year beyond the newest data
  const today = new Date();
  const nextRound = nextApplicationRound(today, province.code).year;
  const latestYear = Math.max(scope.newestYear + 1, nextRound + 2);
  const targetYear = body.year ?? Math.max(nextRound, scope.newestYear + 1);
  if (targetYear <= scope.newestYear - 5 || targetYear > latestYear) {
    return refusal(c, { field: "year", msg: `只能估算 ${scope.newestYear - 4}–${latestYear} 年（目标年份之前须有投档数据）` });
  }

  const found = await studentRank(database, province, scope.subjectType, targetYear, body);
  if (!found.ok) return refusal(c, found);
  const { rank, tableYear, updating } = found;

  const cohort = { provinceCode: province.code, subjectType: scope.subjectType, batch, targetYear };
  const stored = await storedCohort(database, cohort);
  const current = body.current ?? body.pageIndex ?? 1;
  const size = body.size ?? body.pageSize ?? 20;
  // the list reaches as far as any band's units lie (the windows /recommend searches), so a band's count is what its
  // page lists and what the recommender finds; one scan as before, only wider where the forecast is wide. A unit, a
  // college or a name asked for is searched in every unit of the cohort instead, and the answer says which was done.
  const { units, total, counts, near } = await unitsAtRank(database, stored, rank,
    { unitKey: body.unitKey, collegeCode: body.collegeCode, keyword: body.keyword },
    { band: body.band, order: body.order, size, offset: (current - 1) * size, near: listWindow(await cohortCurves(database, stored)) });
  const filter = near ? null : { unitKey: body.unitKey ?? null, collegeCode: body.collegeCode ?? null, keyword: body.keyword ?? null };
  if (body.unitKey && counts.保 + counts.稳 + counts.冲 + counts.难 + counts.refused === 0) {
    return refusal(c, { field: "unitKey", msg: `${province.name}${scope.subjectType}${batch}没有这个招生单位` });
  }
  const metas = await unitMetas(database, units.map((u) => u.unitId));
  const sources = await sourcesByIds(database, [...metas.values()].flatMap((m) => (m.sourceId == null ? [] : [m.sourceId])));
  // the detail view shows the unit's years and compares the student's rank with each year's table (等位分)
  const detail = body.unitKey && units[0] ? await unitDetail(database, cohort, units[0].unitKey, rank) : null;
  const records = units.map((u) => unitRecord(u, metas.get(u.unitId)!, detail, sources));
  // typed against the contract here: a bare literal widens rankFrom to string, which the schema's enum refuses
  const answer: z.input<typeof probabilityAnswer> = {
    records, total, size, current, pages: Math.ceil(total / size),
    province: province.code, subjectType: scope.subjectType, batch, targetYear, historyYears: stored.historyYears,
    dataYear: scope.newestYear, publishedYear: latestPublishedYear(today, province.code),
    rank, rankFrom: body.rank != null ? "rank" : "score", score: body.score ?? null, tableYear, tableUpdating: updating,
    counts, near, filter, bands: BANDS.map(({ label, minP, maxP }) => ({ label, minP, maxP })),
    model: { name: stored.model.model, pairs: stored.model.pairs, unavailable: stored.model.unavailable?.reasonZh ?? null },
    sample: records.some((r) => r.sample),
  };
  return ok(c, answer);
});

interface UnitDetail { history: UnitYearFigures[]; tables: Map<number, ScoreRankRow[]>; rank: number }

async function unitDetail(database: Database, cohort: Cohort, key: string, rank: number): Promise<UnitDetail> {
  const history = await unitHistory(database, cohort, key);
  const tables = new Map<number, ScoreRankRow[]>();
  for (const { year } of history) {
    const found = await rankTable(database, cohort.provinceCode, year, cohort.subjectType);
    if (found) tables.set(year, found.rows);
  }
  return { history, tables, rank };
}

function unitRecord(u: UnitAtRank, meta: UnitMeta, detail: UnitDetail | null, sources: Map<number, NonNullable<UnitProbability["source"]>>): UnitProbability {
  const history = detail?.history ?? [];
  return {
    unitKey: meta.unitKey, collegeCode: meta.collegeCode, collegeName: meta.collegeName, collegeNameEn: meta.collegeNameEn, cityName: meta.cityName, name: meta.name,
    unitCode: meta.unitCode, mode: meta.mode, planType: meta.planType, subjectRequirement: meta.subjectRequirement, batch: meta.batch,
    lastYear: meta.year, lastMinScore: meta.minScore, lastMinRank: meta.minRank, lastPlanCount: meta.planCount,
    refused: u.refused,
    ...(u.refused || u.probability == null
      ? { reasonCode: u.reasonCode ?? undefined, reason: u.reason ?? undefined, reasonZh: u.reasonZh ?? undefined }
      : {
        probability: Math.round(u.probability * 1000) / 1000, band: bandOf(u.probability), predictedMinRank: u.predictedMinRank!,
        lower: u.lower!, upper: u.upper!, spread: Math.round(u.spread! * 1000) / 1000, widenedBy: u.widenedBy,
      }),
    historyYears: u.historyYears,
    ...(detail ? {
      history: history.map((h) => {
        const table = detail.tables.get(h.year);
        return {
          year: h.year, minScore: h.minScore, minScoreLabel: h.minScoreLabel, minRank: h.minRank, planCount: h.planCount, sample: h.sample,
          studentEquivalentScore: table ? (scoreOfRank(table, detail.rank)?.score ?? null) : null,
        };
      }),
    } : {}),
    sample: meta.sample || history.some((h) => h.sample),
    source: meta.sourceId == null ? null : (sources.get(meta.sourceId) ?? null),
  };
}
