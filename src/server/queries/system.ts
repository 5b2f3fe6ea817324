// SpringBlade's system calls that read shared tables: the menus (the top menu is the portal's user/getTopMenu and
// SpringBlade's menu/top-menu), the dictionary by code, and a tenant by its id or the address its front end is served from.
import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { dicts, menus, tenants } from "../db/schema";

/** The student's own areas: a counsellor or an administrator has no plan or archive of their own to fill in there. */
const STUDENT_AREAS = new Set(["career", "volunteer"]);

/** Every menu node (menus and buttons), in the menu's order, with its ids as strings; `category` 1 keeps the menus only. */
export async function menuNodes(db: Db, category?: number) {
  const rows = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  return rows.filter((m) => category == null || m.category === category).map((m) => ({
    id: String(m.id), parentId: String(m.parentId), code: m.code, name: m.name, alias: m.alias, path: m.path,
    source: m.source, sort: m.sort, category: m.category, action: m.action, isOpen: m.isOpen,
  }));
}

export async function topMenu(db: Db, authority: string) {
  const staff = authority === "admin" || authority === "teacher" || authority === "operator";
  const rows = await db.select().from(menus).where(eq(menus.topMenu, true)).orderBy(asc(menus.sort));
  return rows.filter((m) => !(staff && STUDENT_AREAS.has(m.code)))
    .map((m) => ({ id: String(m.id), code: m.code, name: m.name, alias: m.alias, path: m.path, source: m.source, sort: m.sort }));
}

/** The values of one dictionary list (its parent row, dictKey -1, is the list's name and is left out, as SpringBlade does). */
export async function dictionary(db: Db, code: string) {
  const rows = await db.select().from(dicts).where(and(eq(dicts.code, code), gt(dicts.parentId, 0))).orderBy(asc(dicts.sort), asc(dicts.id));
  return rows.map((d) => ({
    id: String(d.id), parentId: String(d.parentId), code: d.code, dictKey: d.dictKey, dictValue: d.dictValue, sort: d.sort,
    remark: d.remark, isSealed: 0, isDeleted: 0,
  }));
}

export type TenantRow = typeof tenants.$inferSelect;

export async function tenantById(db: Db, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.tenantId, tenantId));
  return row;
}

/** host[:port] of an address written with or without its scheme, lower case; "" when there is none. */
export function hostOf(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text) return "";
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).host;
  } catch {
    return "";
  }
}

/** The active tenant whose domain is the host of `address` (Saber sends its page's address up to "/#/"), if any. */
export async function tenantByDomain(db: Db, address: string) {
  const host = hostOf(address);
  if (!host) return null;
  const rows = await db.select().from(tenants).where(and(ne(tenants.domain, ""), eq(tenants.status, 1)));
  return rows.find((t) => hostOf(t.domain) === host) ?? null;
}
