// Changes every API process must hear about (issue 27): on PostgreSQL, several processes share one database but each
// keeps its own caches, so a write in one process is announced with NOTIFY and the others forget what it made stale
// (LISTEN, on a connection of their own). On the embedded database there is one process, and announcing does nothing.
//
// Nothing here imports the modules whose caches it clears: they register how to apply a notice (onNotice), so the
// database client can publish without a cycle of imports.
import type { Database } from "../db/client";

export type Notice =
  /** imported or restored admission data: every reference cache */
  | { kind: "reference" }
  /** a login (token family or guest session) was revoked: nothing cached as "live" may be trusted */
  | { kind: "revocation" }
  /** a user's favourites of one type changed; key `${tenantId}:${userId}:${type}` */
  | { kind: "favourites"; key: string }
  /** a student row changed (province, subjects) */
  | { kind: "students" }
  /** the listening connection was (re)established: notices may have been missed, so forget everything */
  | { kind: "all" };

type Applier = (notice: Notice, database: Database) => void;
const appliers: Applier[] = [];

/** Registers how this module forgets what a notice makes stale (called once, at module load). */
export function onNotice(apply: Applier): void {
  appliers.push(apply);
}

/** Channel of one database (and schema: tests share a server, one schema per file). */
export function channelOf(pgSchema?: string): string {
  return `qihang_changes_${(pgSchema ?? "public").replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`.slice(0, 63);
}

const publishers = new Set<(payload: string) => Promise<unknown>>();

/** The PostgreSQL client adds its NOTIFY here while open (and removes it on close). */
export function addPublisher(publish: (payload: string) => Promise<unknown>): () => void {
  publishers.add(publish);
  return () => publishers.delete(publish);
}

/** Counted so that the bench and the tests can see notices flowing. */
export const busStats = { sent: 0, received: 0, failed: 0 };

/**
 * Tells every process on this process's PostgreSQL databases (itself included) what a committed write made stale.
 * Awaitable, so a revocation can answer only once the notice is queued on the server; never throws (a lost notice
 * only leaves a cache stale for its short TTL).
 */
export async function announce(notice: Notice): Promise<void> {
  if (publishers.size === 0) return;
  const payload = JSON.stringify(notice);
  await Promise.all([...publishers].map(async (publish) => {
    try {
      await publish(payload);
      busStats.sent++;
    } catch (error) {
      busStats.failed++;
      console.error("[bus] notice not sent:", (error as Error).message);
    }
  }));
}

function apply(notice: Notice, database: Database): void {
  for (const a of appliers) a(notice, database);
}

/**
 * Starts hearing the other processes' notices for `database` (a server calls it once; the CLI tools only announce).
 * On every reconnection (a PostgreSQL restart) notices sent meanwhile are lost, so everything cached is forgotten.
 */
export async function followChanges(database: Database): Promise<void> {
  if (!database.listen) return;
  let connected = 0;
  await database.listen(
    (payload) => {
      busStats.received++;
      try {
        apply(JSON.parse(payload) as Notice, database);
      } catch {
        apply({ kind: "all" }, database);
      }
    },
    () => {
      if (connected++ > 0) apply({ kind: "all" }, database);
    },
  );
}
