// /api/admin/rule: the school's corrections of the province volunteer rules (one field of one batch, with the reason):
// every user of the school then sees the corrected rule from POST /api/common/volunteer/rules.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { badRequest, ok, refusal } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { correctionListRequest, correctionSchema, correctionSubmitRequest, idRequest } from "../../../contracts/admin";
import { findProvince } from "../../../domain/provinces";
import { provinceRule } from "../../../domain/volunteer/rules";
import { correctionList, removeCorrection, saveCorrection } from "../../queries/school/rule-corrections";
import { doneAnswer } from "../../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["admin"];
const ADMIN = ["admin"] as const;

api(router, { method: "post", path: "/list", tags: T, roles: ADMIN, body: correctionListRequest, data: correctionSchema.array(), summary: "The school's corrections (of a province and year when given), with the rule's own values" },
  async (c, { body }) => {
    const province = body.province ? findProvince(body.province) : undefined;
    if (body.province && !province) return refusal(c, { field: "province", msg: `未知省份“${body.province}”` });
    return ok(c, await correctionList(c.get("deps").database, actorOf(c), province?.code, body.year));
  });

api(router, { method: "post", path: "/submit", tags: T, roles: ADMIN, body: correctionSubmitRequest, data: doneAnswer, summary: "Correct one field of a batch of a province's rule for a year, saying why (replaces an earlier correction of it)" },
  async (c, { body }) => {
    const province = findProvince(body.province);
    if (!province) return refusal(c, { field: "province", msg: `未知省份“${body.province}”` });
    const rule = provinceRule(province.code, body.year);
    if (!rule) return refusal(c, { field: "year", msg: `只有 2025、2026 年的填报规则（${province.name}）` });
    const outcome = await saveCorrection(c.get("deps").database, actorOf(c), rule, body);
    return outcome.ok ? ok(c, true, "已更正") : badRequest(c, outcome.msg);
  });

api(router, { method: "post", path: "/remove", tags: T, roles: ADMIN, body: idRequest, data: doneAnswer, summary: "Withdraw a correction (the published rule applies again)" }, async (c, { body }) =>
  (await removeCorrection(c.get("deps").database, actorOf(c), body.id)) ? ok(c, true, "已恢复为公布的规则") : refusal(c, { field: "id", msg: "没有这条更正" }));
