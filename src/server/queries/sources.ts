// Provenance of figures: the data_sources rows that imported (or generated) them.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Source } from "../../contracts/common";

/** The source of generated rows that name no data_sources row. */
export const SAMPLE_SOURCE: Source = { name: "示例数据（系统生成，仅供演示）", url: "", retrievedOn: "", sample: true };
/** Real rows whose importer recorded no source. */
export const UNKNOWN_SOURCE: Source = { name: "未注明来源", url: "", retrievedOn: "", sample: false };

export function sourceOf(row: { sourceName: string | null; sourceUrl: string | null; retrievedOn: string | null; sourceSample: boolean | null }, sample: boolean): Source {
  if (row.sourceName != null) return { name: row.sourceName, url: row.sourceUrl ?? "", retrievedOn: row.retrievedOn ?? "", sample: row.sourceSample === true || sample };
  return sample ? SAMPLE_SOURCE : UNKNOWN_SOURCE;
}

/** Data sources by id (provenance of figures). */
export async function sourcesByIds(database: Database, ids: Iterable<number>): Promise<Map<number, Source>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await database.rows<Source & { id: number }>(sql`
    select id, name, url, retrieved_on as "retrievedOn", sample from data_sources where id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
