// /api/common/PiCX: 批次线 (batch lines) of a province keyed by year, with each batch's kind and the figures' source.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { ok, refusal } from "../lib/r";
import type { AppEnv } from "../lib/context";
import { batchLinesAnswer, batchLinesRequest } from "../../contracts/picx";
import { batchLinesByYear } from "../queries/batch-lines";
import { checkScope } from "../queries/taxonomy";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "post", path: "/map-province-score", tags: ["batch line"],
  summary: "Batch lines of a province keyed by year (filter year, subjectType), with batch kind/level and source",
  description: "Answers `{ [year]: [{subjectType, batch, kind, level, sort, score, sample, source}] }`, newest year first. An unknown province, year or subject type is a 400 naming the field; a valid scope without lines answers {} with a msg saying so.",
  body: batchLinesRequest,
  data: batchLinesAnswer,
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const scope = await checkScope(database, body);
  if (!scope.ok) return refusal(c, scope);
  const map = await batchLinesByYear(database, { provinceCode: scope.province.code, year: body.year, subjectType: body.subjectType });
  if (Object.keys(map).length > 0) return ok(c, map);
  const what = `${scope.province.name}${body.year != null ? `${body.year}年` : ""}${body.subjectType ?? ""}`;
  return ok(c, map, `${what}暂无批次线数据`);
});
