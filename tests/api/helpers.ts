// Test harness: one seeded database per test file. On PGlite (default) a seeded data dir is built once per run and
// cached as a dump in the OS temp dir (keyed by migrations + seed sources), then cloned per file with loadDataDir.
// The dump is an uncompressed tar without the write-ahead log's spare segments: seeding leaves ~320 MB of recycled
// WAL files that a clone never reads, and unpacking those (gzipped) took ~8 CPU-s per file; the trimmed tar ~1.8 s.
// With DATABASE_URL set, each file gets its own database on that server, copied from one migrated and seeded once.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { createApp, type App } from "../../src/server/app";
import { answerSchemas } from "../../src/server/lib/api";
import type { z } from "zod";
import { openDatabase, migrateDatabase, type Database } from "../../src/server/db/client";
import { createDeps, seedDatabase } from "../../src/server/db/bootstrap";
import { demoCalendar } from "../../src/server/db/seed/calendar";

const root = path.resolve(import.meta.dirname, "../..");
/** The demo data as seeded today: the demo school's grade (grade 11) and the second school's (grade 12, named …届). */
export const DEMO = demoCalendar(new Date());
export const DEMO_GRADE = `${DEMO.demoEnrolment}级`;
export const SECOND_GRADE = `${DEMO.secondEnrolment + 3}届`;

export const CLIENT = "Basic " + Buffer.from("qihang:qihang_secret").toString("base64");

function sourceHash(): string {
  const h = createHash("sha256");
  const walk = (dir: string) => {
    for (const f of readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(p).update(readFileSync(p));
    }
  };
  // everything the seed runs: the schema and seed, the taxonomy and derived-table queries it calls, the domain rules
  walk(path.join(root, "src/server/db"));
  walk(path.join(root, "src/server/auth"));
  walk(path.join(root, "src/server/queries"));
  walk(path.join(root, "src/domain"));
  // the demo data's dates follow the day of seeding (seed/calendar.ts)
  h.update(DEMO.taskDue.open);
  // the college introductions the seed composes: the rule and the translation templates it fills
  for (const f of ["src/lib/rules/college-text.ts", "src/lib/rules/colleges.ts", "src/lib/i18n/portal/zh/school.json", "src/lib/i18n/portal/zh/shell.json"]) h.update(f).update(readFileSync(path.join(root, f)));
  return h.digest("hex").slice(0, 16);
}

/**
 * The tar without the WAL segments after `current` (the segment the last checkpoint wrote to): those are recycled
 * segments kept for reuse, which PostgreSQL makes again when it needs them. The tar is ustar: a 512-byte header (name,
 * octal size, prefix) then the data in 512-byte blocks, ended by two empty blocks.
 */
function withoutSpareWal(tar: Uint8Array, current: string): Buffer {
  const text = (from: number, to: number) => Buffer.from(tar.subarray(from, to)).toString("latin1").replace(/\0.*$/s, "");
  const kept: Uint8Array[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const name = text(at, at + 100);
    const prefix = text(at + 345, at + 500);
    if (!name && !prefix) break;
    const size = parseInt(text(at + 124, at + 136).trim() || "0", 8);
    const span = 512 + Math.ceil(size / 512) * 512;
    const segment = `${prefix}/${name}`.match(/pg_wal\/([0-9A-F]{24})$/)?.[1];
    if (!(segment && segment > current)) kept.push(tar.subarray(at, at + span));
    at += span;
  }
  return Buffer.concat([...kept, new Uint8Array(1024)]);
}

/** Path of the seeded dump for the current sources, made (once, under a lock other processes wait on) if missing. */
export async function seededDumpFile(): Promise<string> {
  const dir = path.join(os.tmpdir(), "qihang-test-db");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `seed-${sourceHash()}.tar`);
  const lock = `${file}.lock`;
  for (let i = 0; i < 600 && !existsSync(file); i++) {
    try {
      mkdirSync(lock);
    } catch {
      // a lock this old was left by a run that was killed while seeding (a seed takes a minute or two): take it over
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        // released meanwhile
      }
      if (age > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const database = await openDatabase({ memory: true });
      await migrateDatabase(database);
      await seedDatabase(database);
      await database.pglite!.exec("checkpoint");
      const { current } = (await database.pglite!.query<{ current: string }>("select pg_walfile_name(pg_current_wal_lsn()) as current")).rows[0]!;
      const tar = new Uint8Array(await (await database.pglite!.dumpDataDir("none")).arrayBuffer());
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, withoutSpareWal(tar, current));
      renameSync(tmp, file);
      await database.close();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return file;
}

async function seededDump(): Promise<Blob> {
  return new Blob([readFileSync(await seededDumpFile())]);
}

export interface TestCtx {
  app: App; database: Database; close(): Promise<void>;
  /** on PostgreSQL: the file's own database, for API processes a test starts beside its app (processes.test.ts) */
  url?: string;
}

/** On a PostgreSQL server: a database migrated and seeded once per source hash (the first file to need it makes it,
 * under an advisory lock), which each file's database is then copied from (CREATE DATABASE … TEMPLATE): a copy takes
 * well under a second where migrating and seeding took many. Older templates are dropped when a new one is made. */
async function seededTemplate(admin: postgres.Sql): Promise<string> {
  const name = `qihang_tpl_${sourceHash()}`;
  await admin`select pg_advisory_lock(hashtext('qihang-test-template'))`;
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return name;
    for (const { datname } of await admin<{ datname: string }[]>`select datname from pg_database where datname like 'qihang\_tpl\_%'`) {
      await admin.unsafe(`drop database if exists ${datname} with (force)`);
    }
    // made under a working name and renamed when complete, so a killed run never leaves a half-seeded template
    const working = `${name}_wip`;
    await admin.unsafe(`drop database if exists ${working} with (force)`);
    await admin.unsafe(`create database ${working}`);
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${working}`;
    const database = await openDatabase({ url: u.toString() });
    await migrateDatabase(database);
    await seedDatabase(database);
    await database.close();
    await admin.unsafe(`alter database ${working} rename to ${name}`);
    return name;
  } finally {
    await admin`select pg_advisory_unlock(hashtext('qihang-test-template'))`;
  }
}

export async function setup(): Promise<TestCtx> {
  let database: Database;
  let fileUrl: string | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    // one throw-away database per test file on the given server, copied from the seeded template
    const name = `qihang_t_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name} template ${await seededTemplate(admin)}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    fileUrl = u.toString();
    database = await openDatabase({ url: fileUrl });
    const close = database.close;
    database.close = async () => {
      await close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ loadDataDir: await seededDump() });
  }
  const app = createApp(await createDeps(database, true));
  return { app, database, close: () => database.close(), url: fileUrl };
}

export type Json = { code: number; success: boolean; data: any; msg: string; sample?: boolean };

const contracts = new WeakMap<App, Map<string, z.ZodType>>();

/**
 * A successful answer must fit its call's declared schema (api()'s `data:`), with no field the schema leaves out: every
 * API test that goes through Client checks the contracts the browser is typed against.
 */
export function checkContract(app: App, method: string, url: string, json: unknown): void {
  let schemas = contracts.get(app);
  if (!schemas) contracts.set(app, (schemas = answerSchemas(app)));
  const path = new URL(url, "http://local").pathname;
  const key = `${method.toUpperCase()} ${path}`;
  // a path with a parameter ({hash}) is registered as its template
  const schema = schemas.get(key)
    ?? [...schemas].find(([template]) => template.includes("{") && new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`).test(key))?.[1];
  if (!schema) throw new Error(`no answer schema for ${method} ${path}: every call declares one (api({ data }))`);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`answer of ${method} ${path} breaks its contract: ${issues}`);
  }
  const extra = undeclared(json, parsed.data);
  if (extra) throw new Error(`answer of ${method} ${path} carries ${extra}, which its schema does not declare`);
}

/** The path of the first field of `sent` that parsing dropped (a zod object strips keys it does not declare). */
function undeclared(sent: unknown, kept: unknown, at = "answer"): string | null {
  if (sent === null || typeof sent !== "object" || kept === null || typeof kept !== "object") return null;
  if (Array.isArray(sent)) {
    for (let i = 0; i < sent.length; i++) {
      const found = undeclared(sent[i], (kept as unknown[])[i], `${at}.${i}`);
      if (found) return found;
    }
    return null;
  }
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in kept)) return `${at}.${key}`;
    const found = undeclared(value, (kept as Record<string, unknown>)[key], `${at}.${key}`);
    if (found) return found;
  }
  return null;
}

/**
 * app.request for what Client cannot send (no client header, a form, a raw body) or read (headers, a file's bytes): a
 * JSON answer that succeeded is still parsed with its call's contract, and a file call's answer must carry the type
 * it declares. The API tests call the app through Client or this, never app.request itself (tests/unit/server/
 * one-place.test.ts checks), so no successful answer skips its contract. /api/openapi.json is the document, not a call.
 */
export async function rawRequest(app: App, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await app.request(url, init);
  const method = init.method ?? "GET";
  const type = res.headers.get("content-type") ?? "";
  if (res.status !== 200 || new URL(url, "http://local").pathname === "/api/openapi.json") return res;
  if (/json/.test(type)) {
    const json = (await res.clone().json().catch(() => null)) as Json | null;
    if (json?.success === true) checkContract(app, method, url, json);
  } else {
    const declared = fileTypes(app).get(`${method.toUpperCase()} ${new URL(url, "http://local").pathname}`);
    if (declared && !type.startsWith(declared)) throw new Error(`answer of ${method} ${url} is ${type}, not the ${declared} it declares`);
  }
  return res;
}

/** The content type each file call (api({ file })) declares, keyed like answerSchemas. */
function fileTypes(app: App): Map<string, string> {
  const types = new Map<string, string>();
  for (const def of app.openAPIRegistry.definitions) {
    if (def.type !== "route") continue;
    const content = (def.route.responses[200] as { content?: Record<string, unknown> } | undefined)?.content ?? {};
    const [type] = Object.keys(content);
    if (type && type !== "application/json") types.set(`${def.route.method.toUpperCase()} ${def.route.path}`, type);
  }
  return types;
}

export class Client {
  token = "";
  refresh = "";
  ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  constructor(private app: App) {}
  async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Json }> {
    const h: Record<string, string> = { Authorization: CLIENT, "X-Forwarded-For": this.ip, ...headers };
    if (this.token) h["Blade-Auth"] = `bearer ${this.token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === "string" ? body : JSON.stringify(body);
      h["Content-Type"] ??= "application/json";
    }
    const res = await this.app.request(url, { method, headers: h, body: payload });
    const text = await res.text();
    let json: Json;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`non-JSON response ${res.status}: ${text.slice(0, 200)}`);
    }
    if (json?.success === true && res.status === 200) checkContract(this.app, method, url, json);
    return { status: res.status, json };
  }
  get(url: string, headers?: Record<string, string>) { return this.call("GET", url, undefined, headers); }
  post(url: string, body?: unknown, headers?: Record<string, string>) { return this.call("POST", url, body, headers); }
  async login(account = "student", password = "Student@2026", tenantId = "000000") {
    const r = await this.post(`/api/blade-auth/token?tenantId=${tenantId}&username=${encodeURIComponent(account)}&password=${encodeURIComponent(password)}&grantType=password&type=account`, undefined, { "Tenant-Id": tenantId, "User-Type": "career" });
    if (r.json.code === 200) {
      this.token = r.json.data.accessToken;
      this.refresh = r.json.data.refreshToken;
    }
    return r;
  }
}

export async function loggedIn(app: App, account = "student", password = "Student@2026", tenantId = "000000"): Promise<Client> {
  const c = new Client(app);
  const r = await c.login(account, password, tenantId);
  if (r.json.code !== 200) throw new Error(`login failed: ${JSON.stringify(r.json)}`);
  return c;
}

/** Asserts a 400 envelope (HTTP 400, code 400) whose msg mentions `needle`. */
export function expect400(r: { status: number; json: Json }, needle?: string | RegExp) {
  if (r.status !== 400 || r.json.code !== 400 || r.json.success !== false) throw new Error(`expected 400 envelope, got ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  if (needle && !(typeof needle === "string" ? r.json.msg.includes(needle) : needle.test(r.json.msg))) throw new Error(`msg "${r.json.msg}" does not mention ${needle}`);
}

/** Inserts unit_majors rows with their unit's province, year and subject type filled in (the foreign key holds them equal). */
export async function insertUnitMajors(database: Database, majors: Record<string, unknown>[]): Promise<void> {
  const { sql } = await import("drizzle-orm");
  const { bulkInsert } = await import("../../src/server/db/seed/bulk");
  const ids = [...new Set(majors.map((m) => Number(m.unit_id)))];
  const units = await database.rows<{ id: number; province_code: string; year: number; subject_type: string }>(sql`
    select id, province_code, year, subject_type from enrollment_units where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const scope = new Map(units.map(({ id, ...u }) => [Number(id), u]));
  // every row with every column: a bulk insert takes its columns from the first row
  const columns = [...new Set(majors.flatMap((m) => Object.keys(m)))];
  await bulkInsert(database, "unit_majors", majors.map((m) => ({
    ...Object.fromEntries(columns.map((c) => [c, m[c] ?? null])), ...scope.get(Number(m.unit_id)),
  })));
}

/** Polls an import started in the browser's way until it is no longer running (at most a minute). */
export async function waitForJob(c: Client, id: string): Promise<Record<string, any>> {
  for (let i = 0; i < 600; i++) {
    const r = await c.get(`/api/admin/import/status?id=${id}`);
    if (r.json.code !== 200) throw new Error(`expected code 200, got ${JSON.stringify(r.json).slice(0, 400)}`);
    if (r.json.data.status !== "running") return r.json.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("import did not finish");
}
