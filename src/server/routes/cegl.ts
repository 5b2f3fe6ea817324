// /api/common/CeGL: admission probability. getLqgl answers per enrolment unit with the stated probability, its band,
// the predicted min rank and spread — or the refusal and its reason. The model is src/domain/probability (the same
// module `npm run backtest` proves); this handler only resolves the student's rank and the cohort.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { badRequest, ok } from "../lib/r";
import type { AppEnv } from "../lib/context";
import { probabilityAnswer, probabilityRequest, type UnitProbability } from "../../contracts/cegl";
import { admissionProbability, BANDS, bandOf, MODEL_NAME, type BandLabel } from "../../domain/probability";
import { rankOfScore, scoreOfRank, tableSize, type ScoreRankRow } from "../../domain/score-rank";
import { rankTable, tableYears } from "../queries/score-ranks";
import {
  predictionsNear, probabilityScope, storedCohort, unitHistory, unitMetas, type Cohort, type PredictedUnit, type UnitMeta, type UnitYearFigures,
} from "../queries/probability";
import type { Database } from "../db/client";
import { sourcesByIds } from "../queries/sources";
import { checkScore } from "../queries/taxonomy";
import { findProvince } from "../../domain/provinces";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "post", path: "/getLqgl", tags: ["probability"],
  summary: "Admission probability per enrolment unit for a score or rank (list, or one unit with unitKey)",
  description: `Model ${MODEL_NAME}: per unit, next year's min rank from its own recent min ranks, with the uncertainty learned from how units of a similar rank moved year to year; refuses (with reasonCode and reason) when history is too thin. A score is read as a rank in the newest 一分一段 table. Bands: ${BANDS.map((b) => `${b.label} ≥ ${b.minP}`).join(", ")}.`,
  body: probabilityRequest,
  data: probabilityAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const province = findProvince(body.province);
  if (!province) return badRequest(c, `province: 未知省份“${body.province}”`);
  const badScore = checkScore(province, body.score);
  if (badScore) return badRequest(c, badScore);
  const scope = await probabilityScope(database, province.code, body.subjectType);
  if (scope.newestYear == null) return ok(c, null, `${province.name}暂无投档数据，无法估算录取概率`);
  if (!scope.subjectType || (body.subjectType && !scope.subjectTypes.includes(body.subjectType))) {
    return badRequest(c, `subjectType: ${province.name}${scope.newestYear}年没有科类“${body.subjectType}”（有：${scope.subjectTypes.join("、")}）`);
  }
  const regular = scope.batches.filter((b) => b.kind === "regular");
  const batch = body.batch ?? regular[0]?.name ?? scope.batches[0]?.name;
  if (!batch || !scope.batches.some((b) => b.name === batch)) {
    return badRequest(c, `batch: ${province.name}${scope.newestYear}年${scope.subjectType}没有批次“${body.batch}”（有：${scope.batches.map((b) => b.name).join("、")}）`);
  }
  const targetYear = body.year ?? scope.newestYear + 1;
  if (targetYear <= scope.newestYear - 5 || targetYear > scope.newestYear + 1) {
    return badRequest(c, `year: 只能估算 ${scope.newestYear - 4}–${scope.newestYear + 1} 年（目标年份之前须有投档数据）`);
  }

  // The student's rank: given, or read off a table. The target year's own table comes first: it is published before
  // volunteers are filled, and this year's paper gives this year's scores their ranks. Until it is imported, the newest
  // earlier table stands in (the answer names the table's year).
  const tableYear = (await tableYears(database, province.code)).find((e) => e.year <= targetYear && e.subjectTypes.includes(scope.subjectType!))?.year ?? null;
  const table = tableYear == null ? null : (await rankTable(database, province.code, tableYear, scope.subjectType))!.rows;
  let rank: number;
  if (body.rank != null) {
    rank = body.rank;
    if (table && rank > tableSize(table)) return badRequest(c, `rank: 位次超出${tableYear}年一分一段表的人数 ${tableSize(table)}`);
  } else {
    if (!table) return badRequest(c, `score: ${province.name}${scope.subjectType}暂无一分一段表，无法由分数换算位次，请输入位次`);
    const found = rankOfScore(table, body.score!);
    if (!found) return badRequest(c, `score: ${body.score} 分低于${tableYear}年一分一段表的最低分，无法换算位次`);
    rank = found.rankEnd;
  }

  const cohort = { provinceCode: province.code, subjectType: scope.subjectType, batch, targetYear };
  const stored = await storedCohort(database, cohort);
  const near = await predictionsNear(database, stored, rank, { unitKey: body.unitKey, collegeCode: body.collegeCode, keyword: body.keyword });
  if (body.unitKey && near.length === 0) return badRequest(c, `unitKey: ${province.name}${scope.subjectType}${batch}没有这个招生单位`);
  let units = near.map((u) => {
    const probability = u.prediction.refused ? null : admissionProbability(u.prediction, rank);
    return { ...u, probability, band: probability == null ? null : bandOf(probability) };
  });
  const counts = { 保: 0, 稳: 0, 冲: 0, 难: 0, refused: 0 };
  for (const u of units) counts[u.band ?? "refused"]++;
  if (body.band) units = units.filter((u) => (u.band ?? "refused") === body.band);
  // Best chance first (or reach first); refused units last, by their last min rank.
  const sign = body.order === "asc" ? 1 : -1;
  units.sort((a, b) => (a.probability == null ? 1 : 0) - (b.probability == null ? 1 : 0)
    || sign * ((a.probability ?? 0) - (b.probability ?? 0)) || (a.lastMinRank ?? 0) - (b.lastMinRank ?? 0) || a.unitKey.localeCompare(b.unitKey));

  const current = body.current ?? body.pageIndex ?? 1;
  const size = body.size ?? body.pageSize ?? 20;
  const pageUnits = units.slice((current - 1) * size, current * size);
  const metas = await unitMetas(database, pageUnits.map((u) => u.unitId));
  const sources = await sourcesByIds(database, [...metas.values()].flatMap((m) => (m.sourceId == null ? [] : [m.sourceId])));
  // the detail view shows the unit's years and compares the student's rank with each year's table (等位分)
  const detail = body.unitKey && pageUnits[0] ? await unitDetail(database, cohort, pageUnits[0].unitKey, rank) : null;
  const records = pageUnits.map((u) => unitRecord(u, metas.get(u.unitId)!, detail, sources));
  return ok(c, {
    records, total: units.length, size, current, pages: Math.ceil(units.length / size),
    province: province.code, subjectType: scope.subjectType, batch, targetYear, historyYears: stored.historyYears,
    rank, rankFrom: body.rank != null ? "rank" : "score", score: body.score ?? null, tableYear,
    counts, bands: BANDS.map(({ label, minP, maxP }) => ({ label, minP, maxP })),
    model: { name: stored.model.model, pairs: stored.model.pairs, unavailable: stored.model.unavailable?.reasonZh ?? null },
    sample: records.some((r) => r.sample),
  });
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

function unitRecord(u: PredictedUnit & { probability: number | null; band: BandLabel | null }, meta: UnitMeta, detail: UnitDetail | null, sources: Map<number, NonNullable<UnitProbability["source"]>>): UnitProbability {
  const { prediction } = u;
  const history = detail?.history ?? [];
  return {
    unitKey: meta.unitKey, collegeCode: meta.collegeCode, collegeName: meta.collegeName, cityName: meta.cityName, name: meta.name, unitCode: meta.unitCode,
    mode: meta.mode, planType: meta.planType, subjectRequirement: meta.subjectRequirement, batch: meta.batch,
    lastYear: meta.year, lastMinScore: meta.minScore, lastMinRank: meta.minRank, lastPlanCount: meta.planCount,
    refused: prediction.refused,
    ...(prediction.refused
      ? { reasonCode: prediction.reasonCode, reason: prediction.reason, reasonZh: prediction.reasonZh }
      : {
        probability: Math.round(u.probability! * 1000) / 1000, band: u.band!, predictedMinRank: prediction.predictedMinRank,
        lower: prediction.lower, upper: prediction.upper, spread: Math.round(prediction.spread * 1000) / 1000, widenedBy: prediction.widenedBy,
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
