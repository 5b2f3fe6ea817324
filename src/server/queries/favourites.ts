// Counting a user's favourites of one kind (2 majors, 3 professions), as the favourites lists show them: only those
// whose major or profession still exists.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export async function countFavourites(database: Database, tenantId: string, userId: number, resourceType: 2 | 3): Promise<number> {
  const joined = resourceType === 2
    ? sql`join majors m on m.code = f.resource_id and m.node_type = 3`
    : sql`join professions p on p.code = f.resource_id`;
  const [row] = await database.rows<{ n: number }>(sql`
    select count(*)::int as n from favorites f ${joined}
    where f.tenant_id = ${tenantId} and f.user_id = ${userId} and f.resource_type = ${resourceType}`);
  return row?.n ?? 0;
}
