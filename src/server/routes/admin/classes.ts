// /api/admin/classes: the school's grades and classes, with each class's counsellors and student counts.
import { OpenAPIHono } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { ok, refusal } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { classSubmitRequest, gradeSchema, gradeSubmitRequest, idRequest } from "../../../contracts/admin";
import { gradeTree, removeClass, removeGrade, saveClass, saveGrade } from "../../queries/school/classes";
import { doneAnswer, idAnswer } from "../../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const T = ["admin"];
const ADMIN = ["admin"] as const;

api(router, { method: "get", path: "/tree", tags: T, roles: ["admin", "teacher"], data: gradeSchema.array(), summary: "Every grade with its classes, their counsellors and student counts" },
  async (c) => ok(c, await gradeTree(c.get("deps").database, actorOf(c))));

api(router, { method: "post", path: "/grade/submit", tags: T, roles: ADMIN, body: gradeSubmitRequest, data: idAnswer, summary: "Create a grade, or change one (its students follow its enrolment year)" },
  async (c, { body }) => {
    const outcome = await saveGrade(c.get("deps").database, actorOf(c), body);
    return outcome.ok ? ok(c, { id: String(outcome.id) }, "保存成功") : refusal(c, outcome);
  });

api(router, { method: "post", path: "/grade/remove", tags: T, roles: ADMIN, body: idRequest, data: doneAnswer, summary: "Remove a grade without students (with its classes)" }, async (c, { body }) => {
  const outcome = await removeGrade(c.get("deps").database, actorOf(c), body.id);
  return outcome.ok ? ok(c, true, "已删除") : refusal(c, outcome);
});

api(router, { method: "post", path: "/class/submit", tags: T, roles: ADMIN, body: classSubmitRequest, data: idAnswer, summary: "Create or change a class (name, grade, counsellors: teacher accounts of the school)" },
  async (c, { body }) => {
    const outcome = await saveClass(c.get("deps").database, actorOf(c), body);
    return outcome.ok ? ok(c, { id: String(outcome.id) }, "保存成功") : refusal(c, outcome);
  });

api(router, { method: "post", path: "/class/remove", tags: T, roles: ADMIN, body: idRequest, data: doneAnswer, summary: "Remove a class without students" }, async (c, { body }) => {
  const outcome = await removeClass(c.get("deps").database, actorOf(c), body.id);
  return outcome.ok ? ok(c, true, "已删除") : refusal(c, outcome);
});
