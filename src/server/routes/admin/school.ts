// /api/admin/school: the school's name and logo (the logo is uploaded first with put-file), and the overview its staff
// see first (/dashboard: figures by class for the classes the caller may see).
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { fail, ok, refusal } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { dashboardSchema, schoolSchema, schoolUpdateRequest } from "../../../contracts/admin";
import { schoolDetail, updateSchool } from "../../queries/school/settings";
import { dashboard } from "../../queries/school/overview";

export const router = new OpenAPIHono<AppEnv>();
const T = ["admin"];

api(router, { method: "get", path: "/detail", tags: T, roles: ["admin"], data: schoolSchema, summary: "The school's name and logo" }, async (c) => {
  const school = await schoolDetail(c.get("deps").database, actorOf(c));
  return school ? ok(c, school) : fail(c, "租户不存在", 404);
});

api(router, { method: "post", path: "/update", tags: T, roles: ["admin"], body: schoolUpdateRequest, data: schoolSchema, summary: "Rename the school and set its logo (a link put-file answered for this school, or \"\" for the default)" },
  async (c, { body }) => {
    const outcome = await updateSchool(c.get("deps").database, actorOf(c), body);
    return outcome.ok ? ok(c, outcome.value, "保存成功") : refusal(c, outcome);
  });

api(router, {
  method: "get", path: "/dashboard", tags: T, roles: ["admin", "teacher"], data: dashboardSchema,
  summary: "Students, registrations waiting for approval, and by class: students, volunteer plans started and submitted (a counsellor: their classes)",
}, async (c) => ok(c, await dashboard(c.get("deps").database, actorOf(c))));
