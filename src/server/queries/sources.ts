// Provenance of figures: the data_sources rows that imported (or generated) them.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Source } from "../../contracts/common";

/** Data sources by id, for the figures' provenance. */
export async function sourcesById(database: Database, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, Source>();
  const rows = await database.rows<Source & { id: number }>(sql`
    select id, name, url, retrieved_on as "retrievedOn", sample from data_sources where id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
