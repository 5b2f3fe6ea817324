// /api/admin/registration: third-party registrations waiting for the school's approval (register-guest), approved
// (the account becomes a student of the school, in a class when one is chosen) or rejected with a reason.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { ok, refusal } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { approveRequest, registrationListRequest, registrationPageSchema, rejectRequest } from "../../../contracts/admin";
import { approveRegistration, registrationPage, rejectRegistration } from "../../queries/school/registrations";
import { doneAnswer } from "../../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["admin"];
const ADMIN = ["admin"] as const;

api(router, { method: "get", path: "/page", tags: T, roles: ADMIN, query: registrationListRequest, data: registrationPageSchema, summary: "Registrations waiting for approval (status 0, default) or rejected (3), newest first" },
  async (c, { query }) => ok(c, await registrationPage(c.get("deps").database, actorOf(c), query.status, query.current, query.size)));

api(router, { method: "post", path: "/approve", tags: T, roles: ADMIN, body: approveRequest, data: doneAnswer, summary: "Approve a registration: the account signs in as a student of the school (placed in `classId`, province `province` when given)" },
  async (c, { body }) => {
    const outcome = await approveRegistration(c.get("deps").database, actorOf(c), body.id, body);
    return outcome.ok ? ok(c, true, "已通过") : refusal(c, outcome);
  });

api(router, { method: "post", path: "/reject", tags: T, roles: ADMIN, body: rejectRequest, data: doneAnswer, summary: "Reject a registration with a reason (the person is told it when they next sign in)" },
  async (c, { body }) => {
    const outcome = await rejectRegistration(c.get("deps").database, actorOf(c), body.id, body.reason);
    return outcome.ok ? ok(c, true, "已拒绝") : refusal(c, outcome);
  });
