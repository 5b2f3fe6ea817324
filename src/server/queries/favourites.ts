// A user's favourites (1 colleges, 2 majors, 3 professions): adding, removing, listing and counting them, as the
// favourites lists show them: only those whose college, major or profession still exists.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import * as s from "../db/schema";
import { RESOURCE } from "../lib/ref";

export async function countFavourites(database: Database, tenantId: string, userId: number, resourceType: 2 | 3): Promise<number> {
  const joined = resourceType === 2
    ? sql`join majors m on m.code = f.resource_id and m.node_type = 3`
    : sql`join professions p on p.code = f.resource_id`;
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from favorites f ${joined}
    where f.tenant_id = ${tenantId} and f.user_id = ${userId} and f.resource_type = ${resourceType}`);
  return row?.n ?? 0;
}

/** Whether what a favourite names exists: a college (1), a major at its deepest level (2) or a profession (3). */
export async function favouriteTargetExists(db: Db, resourceType: number, id: string): Promise<boolean> {
  if (resourceType === 1) return (await db.select({ x: s.colleges.code }).from(s.colleges).where(eq(s.colleges.code, id))).length > 0;
  if (resourceType === 2) return (await db.select({ x: s.majors.code }).from(s.majors).where(and(eq(s.majors.code, id), eq(s.majors.nodeType, 3)))).length > 0;
  return (await db.select({ x: s.professions.code }).from(s.professions).where(eq(s.professions.code, id))).length > 0;
}

interface Favourite { tenantId: string; userId: number; resourceType: number; resourceId: string }

/** Adds a favourite (nothing when it is already there). */
export async function addFavourite(db: Db, f: Favourite): Promise<void> {
  await db.insert(s.favorites).values(f).onConflictDoNothing();
}

export async function removeFavourite(db: Db, f: Favourite): Promise<void> {
  const t = s.favorites;
  await db.delete(t).where(and(eq(t.tenantId, f.tenantId), eq(t.userId, f.userId), eq(t.resourceType, f.resourceType), eq(t.resourceId, f.resourceId)));
}

/** A user's favourite colleges' rows, newest favourite first. */
export async function favouriteColleges(db: Db, tenantId: string, userId: number) {
  const f = s.favorites;
  const rows = await db.select({ college: s.colleges }).from(f).innerJoin(s.colleges, eq(s.colleges.code, f.resourceId))
    .where(and(eq(f.tenantId, tenantId), eq(f.userId, userId), eq(f.resourceType, RESOURCE.college))).orderBy(desc(f.id));
  return rows.map((r) => r.college);
}

/**
 * One page of a user's favourite majors (2) or professions (3), newest first, each row with `total` (the count of them
 * all, off the page's first row; no row past the last page).
 */
export async function favouritePage(database: Database, tenantId: string, userId: number, resourceType: 2 | 3, page: { size: number; offset: number }) {
  const picked = resourceType === 2
    ? sql`select m.code, m.name, m.level, m.parent_code as "parentCode", m.degree, m.years, f.created_at as "favoriteTime", count(*) over()::int as total
    from favorites f join majors m on m.code = f.resource_id and m.node_type = 3`
    : sql`select p.code, p.name, p.parent_code as "parentCode", p.description, f.created_at as "favoriteTime", count(*) over()::int as total
    from favorites f join professions p on p.code = f.resource_id`;
  return database.rows<Record<string, unknown>>(sql`${picked}
    where f.tenant_id = ${tenantId} and f.user_id = ${userId} and f.resource_type = ${resourceType}
    order by f.id desc limit ${page.size} offset ${page.offset}`);
}
