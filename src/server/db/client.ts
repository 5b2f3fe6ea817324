// Database client: embedded PGlite (default, files under DATA_DIR or in memory) or PostgreSQL via postgres.js (DATABASE_URL).
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type SQL } from "drizzle-orm";
import postgres from "postgres";
import * as schema from "./schema";
import { addPublisher, channelOf } from "../lib/bus";
import { dbTime } from "../lib/process-stats";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** the PGlite instance when embedded (for dumps in tests) */
  pglite?: PGlite;
  close(): Promise<void>;
  /** run raw SQL and get rows back, whatever the driver */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * PostgreSQL only: hear the notices other processes announce (lib/bus.ts) on a connection of its own; `onConnect`
   * runs on the first connection and on every reconnection.
   */
  listen?(onNotice: (payload: string) => void, onConnect: () => void): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; wins over dataDir */
  url?: string;
  /** directory for PGlite files; "memory://" or undefined with memory:true for in-memory */
  dataDir?: string;
  memory?: boolean;
  /** a dump made by PGlite.dumpDataDir() to start from (tests clone a seeded database this way) */
  loadDataDir?: Blob;
  /** PostgreSQL schema to use (tests isolate files this way on a shared server) */
  pgSchema?: string;
}

export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations"),
    path.resolve(process.cwd(), "src/server/db/migrations"),
  ].filter(Boolean) as string[];
  for (const dir of candidates) if (existsSync(path.join(dir, "meta", "_journal.json"))) return dir;
  throw new Error(`migrations folder not found (looked in ${candidates.join(", ")})`);
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.url) {
    const client = postgres(opts.url, {
      max: Number(process.env.PG_POOL_MAX ?? 10),
      onnotice: () => {},
      ...(opts.pgSchema ? { connection: { search_path: opts.pgSchema } } : {}),
    });
    if (opts.pgSchema) {
      const admin = postgres(opts.url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create schema if not exists "${opts.pgSchema.replace(/"/g, "")}"`);
      await admin.end();
    }
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    const channel = channelOf(opts.pgSchema);
    const stopPublishing = addPublisher((payload) => client.notify(channel, payload));
    return {
      db,
      kind: "postgres",
      close: () => {
        stopPublishing();
        return client.end({ timeout: 5 });
      },
      rows: async <T>(q: SQL) => (await db.execute(q)) as unknown as T[],
      listen: async (onNotice, onConnect) => {
        await client.listen(channel, onNotice, onConnect);
      },
    };
  }
  let dataDir: string | undefined;
  if (!opts.memory && opts.dataDir && opts.dataDir !== "memory://") {
    dataDir = path.resolve(opts.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, startParams: pgliteStartParams() });
  dbTime.watchPglite(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    close: () => pglite.close(),
    rows: async <T>(q: SQL) => {
      const result = (await db.execute(q)) as unknown as { rows: T[] };
      // PGlite runs in this thread and answers without giving the event loop a turn: give it one after every query, so
      // a call that runs several queries never holds other requests (and timers) for all of them at once
      await new Promise((resolve) => setImmediate(resolve));
      return result.rows;
    },
  };
}

/**
 * PGlite runs PostgreSQL inside this process, and its buffer cache lives in the process's memory (a WebAssembly memory
 * that never shrinks): PostgreSQL's default shared_buffers of 128 MB filled up as the reference data was read and was
 * most of the idle server's RSS (issue 27). A smaller cache costs little here: a page not in it is read from a file the
 * operating system keeps cached anyway. PGLITE_SHARED_BUFFERS sets it (PostgreSQL units, e.g. 64MB).
 */
export function pgliteStartParams(env: NodeJS.ProcessEnv = process.env): string[] {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS ?? "16MB";
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) throw new Error(`PGLITE_SHARED_BUFFERS: expected a size such as 16MB, got "${sharedBuffers}"`);
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`];
}

/** Applies the committed drizzle-kit migrations (idempotent). */
export async function migrateDatabase(database: Database, pgSchema?: string): Promise<void> {
  const config = { migrationsFolder: migrationsFolder(), ...(pgSchema ? { migrationsSchema: `${pgSchema}_migrations` } : {}) };
  if (database.kind === "pglite") await migratePglite(database.db as never, config);
  else await migratePostgres(database.db as never, config);
}
