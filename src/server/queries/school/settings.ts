// The school's name and logo (the top bar and the login screen show them). The logo is an image uploaded by the school
// through put-file (its link must be one of the school's uploads), or "" for the platform's default.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { tenants, uploads } from "../../db/schema";
import { inSchool, type Actor, type SchoolScope } from "../../lib/owner";
import type { SchoolView } from "../../../contracts/admin";
import { recordAudit } from "./audit";
import { findProvince } from "../../../domain/provinces";

/** The school's province code ("" when not set): the 高考省份 its students get when none is given. */
export async function schoolProvince(database: Database, scope: SchoolScope): Promise<string> {
  const [t] = await database.db.select({ provinceCode: tenants.provinceCode }).from(tenants).where(inSchool(scope, tenants.tenantId));
  return t?.provinceCode ?? "";
}

export async function schoolDetail(database: Database, scope: SchoolScope): Promise<SchoolView | null> {
  const [t] = await database.db.select().from(tenants).where(inSchool(scope, tenants.tenantId));
  return t ? { tenantId: t.tenantId, tenantName: t.tenantName, tenantLogo: t.tenantLogo, provinceCode: t.provinceCode } : null;
}

/** The logo the platform ships for a school (public/images/tenants). */
export const builtInLogo = (tenantId: string) => `/images/tenants/${tenantId}.svg`;

export async function updateSchool(database: Database, actor: Actor, input: { tenantName: string; tenantLogo: string; province?: string }):
  Promise<{ ok: true; value: SchoolView } | { ok: false; field: string; msg: string }> {
  const db = database.db;
  const before = await schoolDetail(database, actor);
  if (!before) return { ok: false, field: "tenantId", msg: "租户不存在" };
  // the logo stays as it is, goes back to the school's built-in one, or becomes one of this school's own uploads
  // (never an address from elsewhere)
  if (input.tenantLogo && input.tenantLogo !== before.tenantLogo && input.tenantLogo !== builtInLogo(actor.tenantId)) {
    const [mine] = await db.select({ id: uploads.id }).from(uploads).where(and(inSchool(actor, uploads.tenantId), eq(uploads.link, input.tenantLogo)));
    if (!mine) return { ok: false, field: "tenantLogo", msg: "校徽需先通过上传获得链接" };
  }
  const province = input.province != null ? findProvince(input.province) : null;
  if (input.province != null && !province) return { ok: false, field: "province", msg: "未知省份" };
  const after = { tenantId: before.tenantId, tenantName: input.tenantName, tenantLogo: input.tenantLogo, provinceCode: province?.code ?? before.provinceCode };
  await db.transaction(async (tx) => {
    await tx.update(tenants).set({ tenantName: after.tenantName, tenantLogo: after.tenantLogo, provinceCode: after.provinceCode }).where(inSchool(actor, tenants.tenantId));
    await recordAudit(tx, actor, { action: "school.update", targetType: "school", targetId: actor.tenantId, targetLabel: after.tenantName, before: { ...before }, after: { ...after } });
  });
  return { ok: true, value: after };
}
