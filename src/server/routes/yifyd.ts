// /api/common/YiFYD: 一分一段 (score-rank tables). The rules are src/domain/score-rank.ts; tables come from the process's
// reference cache (src/server/queries/score-ranks.ts), so a lookup costs a walk over one table in memory.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, page, refusal } from "../lib/r";
import type { AppEnv, Ctx } from "../lib/context";
import { pageWindow } from "../lib/ref";
import { batchLinesAnswer, batchLinesRequest } from "../../contracts/picx";
import { scoreRankAnswer, scoreRankRequest, yearsAnswer, yearsRequest } from "../../contracts/yifyd";
import { rankOfScore, scoreOfRank, topShare } from "../../domain/score-rank";
import { batchLinesByYear } from "../queries/batch-lines";
import { checkScope, checkScore } from "../queries/taxonomy";
import { equivalentsOf, pickTable, rankTable, tableRows, tableYears, type RankTable } from "../queries/score-ranks";

export const router = new OpenAPIHono<AppEnv>();

const share = (value: number | null) => Math.round((value ?? 0) * 1e6) / 1e6;

api(router, {
  method: "post", path: "/map-province-score", tags: ["score rank"],
  summary: "Batch lines of a province keyed by year (reference lines on the 一分一段 page); same answer as PiCX/map-province-score",
  body: batchLinesRequest,
  data: batchLinesAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const scope = await checkScope(database, body);
  if (!scope.ok) return refusal(c, scope);
  const map = await batchLinesByYear(database, { provinceCode: scope.province.code, year: body.year, subjectType: body.subjectType });
  return Object.keys(map).length > 0 ? ok(c, map) : ok(c, map, `${scope.province.name}暂无批次线数据`);
});

async function yearList(c: Ctx, province: string) {
  const database = c.get("deps").database;
  const scope = await checkScope(database, { province });
  if (!scope.ok) return refusal(c, scope);
  const years = await tableYears(database, scope.province.code);
  return years.length > 0 ? ok(c, years) : ok(c, years, `${scope.province.name}暂无一分一段表`);
}

api(router, {
  method: "post", path: "/list-year-1f1d", tags: ["score rank"],
  summary: "Years and subject types with score-rank tables in a province, newest first",
  body: yearsRequest, data: yearsAnswer,
}, (c, { body }) => yearList(c, body.province));

const facts = (t: RankTable, totalScore: number) => ({
  scope: { province: t.provinceCode, year: t.year, subjectType: t.subjectType },
  province: t.provinceCode, year: t.year, subjectType: t.subjectType,
  tableSize: t.size, tableMin: t.min, tableMax: t.max, totalScore, sample: t.sample, source: t.source,
});

api(router, {
  method: "post", path: "/list-1f1d-score", tags: ["score rank"],
  summary: "一分一段: score → rank (tie range, band), rank → score, 等位分 of earlier years; without score or rank, the table in pages",
  description: "With `score`: count, cumulative, rankStart..rankEnd (everyone at one score shares it; a score inside a band row such as 695-750 answers the band's range), band, topShare, percentile, the table's size, scope, source and equivalents [{year, subjectType, score}] of earlier years (the score that had the same rank). With `rank`: the score of that rank and the same facts. Without either: rows from the top score down in pages (size ≤ 1000), minScore/maxScore filters. Year and subject type default to the newest table. Unknown province/year/subject type, a score outside 0..full score (750; 660 上海; 900 海南) or a rank beyond the table: HTTP 400 naming the field. No table, or a score below the table's last row: data null and a msg saying why.",
  body: scoreRankRequest,
  data: scoreRankAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const scope = await checkScope(database, body);
  if (!scope.ok) return refusal(c, scope);
  const p = scope.province;
  const bad = checkScore(p, body.score) ?? checkScore(p, body.minScore, "minScore") ?? checkScore(p, body.maxScore, "maxScore");
  if (bad) return refusal(c, bad);
  const picked = await pickTable(database, p.code, body.year, body.subjectType);
  const table = picked ? await rankTable(database, p.code, picked.year, picked.subjectType) : null;
  if (!table) {
    const what = `${p.name}${body.year != null ? `${body.year}年` : ""}${body.subjectType ?? ""}`;
    return ok(c, null, `${what}暂无一分一段表`);
  }
  const base = facts(table, p.totalScore);

  if (body.score != null) {
    const found = rankOfScore(table.rows, body.score);
    if (!found) return ok(c, null, `${body.score} 分低于${table.year}年${table.subjectType}一分一段表的最低分 ${table.min} 分，表中没有它的位次`);
    const top = share(topShare(table.rows, found.cumulative));
    const equivalents = await equivalentsOf(database, table, found.rankEnd);
    return ok(c, { ...base, ...found, topShare: top, percentile: share(1 - top), equivalents });
  }

  if (body.rank != null) {
    const found = scoreOfRank(table.rows, body.rank);
    if (!found || body.rank > table.size) return refusal(c, { field: "rank", msg: `位次 ${body.rank} 超出${table.year}年${table.subjectType}一分一段表的人数 ${table.size}` });
    const top = share(topShare(table.rows, body.rank));
    const equivalents = await equivalentsOf(database, table, body.rank);
    return ok(c, {
      ...base, rank: body.rank, score: found.score, band: found.band, count: found.rankEnd - found.rankStart + 1, cumulative: found.rankEnd,
      rankStart: found.rankStart, rankEnd: found.rankEnd, topShare: top, percentile: share(1 - top), equivalents,
    });
  }

  const { current, size, offset } = pageWindow(body);
  const rows = tableRows(table, body.minScore, body.maxScore);
  return ok(c, { ...page(rows.slice(offset, offset + size), rows.length, current, size), ...base });
});

api(router, {
  method: "post", path: "/{hash}", tags: ["score rank"], summary: "Same as list-year-1f1d (the portal calls it under a hashed path segment)",
  body: yearsRequest, data: yearsAnswer,
}, (c, { body }) => {
  const hash = c.req.param("hash") ?? "";
  if (!/^[0-9A-Za-z_-]{1,64}$/.test(hash)) return refusal(c, { field: "hash", msg: "路径参数格式不正确" });
  return yearList(c, body.province);
});
