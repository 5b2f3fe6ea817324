// /api/common/vr: colleges' virtual campus tours (VR校园) as operators imported them (FORMATS.md layout `tours`);
// each names its source. None are built in: with nothing imported the list is empty and says so (`imported: 0`).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../lib/api";
import type { AppEnv } from "../lib/context";
import { ok, page } from "../lib/r";
import { pageWindow, resolveProvince } from "../lib/ref";
import { tourListQuery, tourPageSchema } from "../../contracts/tours";
import { listCollegeTours } from "../queries/tours";

export const router = new OpenAPIHono<AppEnv>();

api(router, {
  method: "get", path: "/list", tags: ["college"], query: tourListQuery, data: tourPageSchema,
  summary: "Colleges with virtual tours, paged (province, keyword: name or code, code: one college); imported = tours held in all",
}, async (c, { query }) => {
  const database = c.get("deps").database;
  const { current, size, offset } = pageWindow(query);
  // an unknown province matches no college rather than every one
  const provinceCode = query.province ? (await resolveProvince(database.db, query.province))?.code ?? "--" : undefined;
  const { rows, total, imported } = await listCollegeTours(database, { provinceCode, keyword: query.keyword, code: query.code }, { size, offset });
  return ok(c, { ...page(rows, total, current, size), imported });
});
