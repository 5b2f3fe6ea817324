// /api/common/FuGL: majors a combination of chosen subjects (选科) opens.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { api } from "../lib/api";
import { fail, ok, page } from "../lib/r";
import type { AppEnv } from "../lib/context";
import { pageWindow, paging, provinceInput, resolveProvince } from "../lib/ref";
import { majorRequirements } from "../queries/courses";
import { majorRequirementSchema } from "../../contracts/course";
import { pageOf } from "../../contracts/common";

export const router = new OpenAPIHono<AppEnv>();
const COURSES = ["物理", "历史", "化学", "生物", "政治", "地理", "技术"] as const;

api(router, {
  method: "post", path: "/list-major-by-courses", tags: ["courses"], heavy: true, data: pageOf(majorRequirementSchema), summary: "Majors whose subject requirement the chosen courses satisfy (from plan data; optional province; paged)",
  body: z.object({ courses: z.array(z.enum(COURSES, { error: "科目应为 物理、历史、化学、生物、政治、地理、技术" })).min(1, { error: "至少选择一门科目" }).max(6), province: provinceInput.optional(), ...paging }),
}, async (c, { body }) => {
  const database = c.get("deps").database;
  const p = body.province ? await resolveProvince(database.db, body.province) : undefined;
  if (body.province && !p) return fail(c, "省份不存在");
  const chosen = new Set<string>(body.courses);
  // a requirement is met when every subject it names was chosen ("不限": none needed)
  const fits = (await majorRequirements(database, p?.code)).filter((r) => r.requirement === "不限" || r.requirement.split(/[+和、]/).every((x) => chosen.has(x)));
  const { current, size, offset } = pageWindow(body);
  return ok(c, page(fits.slice(offset, offset + size), fits.length, current, size));
});
