// /api/admin/import: imports started in the browser — the school's students (.xlsx or CSV, with a dry run and the
// problems by line; a school administrator's) and admission data in the importer's formats (FORMATS.md; shared by
// every school, so only the platform operator may write it) — and how far one is.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api } from "../../lib/api";
import { fail, ok, refusal } from "../../lib/r";
import { actorOf, PLATFORM } from "../../lib/owner";
import type { AppEnv } from "../../lib/context";
import { importJobSchema, importRestoreRequest, importStartRequest, importVersionSchema } from "../../../contracts/admin";
import { listVersions, restoreVersion } from "../../import/versions";
import { recordAudit } from "../../queries/school/audit";
import { startImport } from "../../import/jobs";
import { jobStatus } from "../../queries/school/import-jobs";

export const router = new OpenAPIHono<AppEnv>();
const T = ["admin"];
/** who may start which kind: a school's students are its administrator's, admission data the platform operator's */
const IMPORTERS = { students: ["admin"], data: PLATFORM } as const;
const REFUSED = {
  students: "学生名单由学校管理员导入",
  data: "招生数据（一分一段表、批次线、招生单位和计划、省份规则、院校和专业目录）各校共用，归平台所有：只有平台运营方账号可以导入；如发现有误，请联系平台运营方",
} as const;

api(router, {
  method: "post", path: "/start", tags: T, roles: ["admin", ...PLATFORM], heavy: true, body: importStartRequest, data: importJobSchema,
  summary: "Start an import (`kind` students or data, `file` as base64, `dryRun`); answers the job, whose progress and report /status gives",
  description: "kind students: a school administrator's; kind data (shared by every school): the platform operator's only (others: code 403).",
}, async (c, { body }) => {
  const actor = actorOf(c);
  if (!(IMPORTERS[body.kind] as readonly string[]).includes(actor.role)) return fail(c, REFUSED[body.kind], 403);
  const started = await startImport(c.get("deps").database, actor, body);
  return started.ok ? ok(c, started.job, body.dryRun ? "试导入已开始" : "导入已开始") : refusal(c, started);
});

api(router, {
  method: "get", path: "/status", tags: T, roles: ["admin", ...PLATFORM], query: z.object({ id: z.string().trim().regex(/^[0-9a-f-]{36}$/, { error: "id 应为导入编号" }) }), data: importJobSchema,
  summary: "An import of the school: status, phase, rows done of all, and the report when done",
}, async (c, { query }) => {
  const job = await jobStatus(c.get("deps").database, actorOf(c), query.id);
  return job ? ok(c, job) : refusal(c, { field: "id", msg: "没有这个导入" });
});

api(router, {
  method: "get", path: "/versions", tags: T, roles: PLATFORM, data: z.array(importVersionSchema),
  summary: "The data imports as versions, newest first: what each covered, who ran it (and overrode a plausibility check), and whether what it replaced can be restored",
}, async (c) => {
  return ok(c, await listVersions(c.get("deps").database));
});

api(router, {
  method: "post", path: "/restore", tags: T, roles: PLATFORM, body: importRestoreRequest, data: importVersionSchema.pick({ id: true }),
  summary: "Put back what a data import replaced (the newest version of its tables and provinces), rebuilding the derived tables and probability models; audit-logged",
}, async (c, { body }) => {
  const actor = actorOf(c);
  const database = c.get("deps").database;
  const restored = await restoreVersion(database, body.version, actor.account);
  if (!restored.ok) return refusal(c, restored);
  await recordAudit(database.db, actor, { action: "data.restore", targetType: "data", targetId: body.version, targetLabel: `导入版本 ${body.version}`, after: { restored: restored.restored } });
  return ok(c, { id: restored.id }, `已恢复导入版本 ${restored.id} 替换前的数据`);
});
