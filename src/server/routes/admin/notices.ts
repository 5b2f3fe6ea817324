// /api/admin/notice: school notices (学校通知 on every student's and parent's home page) and /api/admin/task: school
// tasks (我的任务), set for the whole school, a grade or a class.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { ok, refusal } from "../../lib/r";
import { actorOf } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { idRequest, noticePageSchema, noticeSchema, noticeSubmitRequest, pageInput, taskPageSchema, taskSubmitRequest } from "../../../contracts/admin";
import { noticePage, removeNotice, saveNotice } from "../../queries/school/notices";
import { removeTask, saveTask, taskPage } from "../../queries/school/tasks";
import { doneAnswer, idAnswer } from "../../../contracts/common";

export const notices = new OpenAPIHono<AppEnv>();
export const tasks = new OpenAPIHono<AppEnv>();
const T = ["admin"];
const ADMIN = ["admin"] as const;
const paged = z.object(pageInput);

api(notices, { method: "get", path: "/page", tags: T, roles: ADMIN, query: paged, data: noticePageSchema, summary: "The school's notices, newest first" },
  async (c, { query }) => ok(c, await noticePage(c.get("deps").database, actorOf(c), query.current, query.size)));

api(notices, { method: "post", path: "/submit", tags: T, roles: ADMIN, body: noticeSubmitRequest, data: noticeSchema, summary: "Publish a notice (now), or edit one (`id`)" },
  async (c, { body }) => {
    const saved = await saveNotice(c.get("deps").database, actorOf(c), body);
    return saved ? ok(c, saved, body.id == null ? "已发布" : "保存成功") : refusal(c, { field: "id", msg: "没有这条通知" });
  });

api(notices, { method: "post", path: "/remove", tags: T, roles: ADMIN, body: idRequest, data: doneAnswer, summary: "Remove a notice" }, async (c, { body }) =>
  (await removeNotice(c.get("deps").database, actorOf(c), body.id)) ? ok(c, true, "已删除") : refusal(c, { field: "id", msg: "没有这条通知" }));

api(tasks, { method: "get", path: "/page", tags: T, roles: ADMIN, query: paged, data: taskPageSchema, summary: "The school's tasks with how many students have them and have done them" },
  async (c, { query }) => ok(c, await taskPage(c.get("deps").database, actorOf(c), query.current, query.size)));

api(tasks, {
  method: "post", path: "/submit", tags: T, roles: ADMIN, body: taskSubmitRequest,
  data: idAnswer, summary: "Set a task for a class (`classId`), a grade (`gradeId`) or the whole school, or change one (`id`): its students get it on their home page",
}, async (c, { body }) => {
  const outcome = await saveTask(c.get("deps").database, actorOf(c), body);
  return outcome.ok ? ok(c, { id: String(outcome.id) }, body.id == null ? "已发布" : "保存成功") : refusal(c, outcome);
});

api(tasks, { method: "post", path: "/remove", tags: T, roles: ADMIN, body: idRequest, data: doneAnswer, summary: "Remove a task (from every student's list)" }, async (c, { body }) =>
  (await removeTask(c.get("deps").database, actorOf(c), body.id)) ? ok(c, true, "已删除") : refusal(c, { field: "id", msg: "没有这个任务" }));
