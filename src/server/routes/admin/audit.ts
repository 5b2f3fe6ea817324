// /api/admin/audit: the school's audit log (every administrative change: who, what, when, before and after).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { ok } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { auditPageRequest, auditPageSchema } from "../../../contracts/admin";
import { auditPage } from "../../queries/school/audit";

export const router = new OpenAPIHono<AppEnv>();

api(router, { method: "get", path: "/page", tags: ["admin"], roles: ["admin", "operator"], query: auditPageRequest, data: auditPageSchema, summary: "The school's audit log, newest first (filter action, targetType, actor, from, to); the platform operator reads the platform's (their imports of shared data)" },
  async (c, { query }) => ok(c, await auditPage(c.get("deps").database.db, actorOf(c), query)));
