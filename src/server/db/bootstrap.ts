// prepareDatabase(): open (PGlite under DATA_DIR, default ./data; or PostgreSQL with DATABASE_URL), migrate, seed on first start.
import { eq } from "drizzle-orm";
import { openDatabase, migrateDatabase, type Database, type OpenOptions } from "./client";
import { sysParams } from "./schema";
import { analyzeIfNeverAnalyzed, analyzeTables } from "./statistics";
import { seedCore, seedMenus, seedSchoolAdmin, DEMO_ACCOUNTS } from "./seed/core";
import { seedSampleSubjectRequirements } from "./seed/subject-requirements";
import { seedCatalogueAdditions, seedCollegeNamesEn, seedReference, seedSampleScores } from "./seed/reference";
import { replaceGeneratedTexts } from "./seed/reference-texts";
import { loadJwtKey } from "../auth/tokens";
import { syncClients } from "../auth/clients";
import { loadSm2Keys } from "../auth/sm2";
import { seedDicts } from "./seed/dicts";
import { refreshDerivedAdmissions } from "../queries/derived-admissions";
import { refreshProbabilityCohorts } from "../queries/probability-fit";
import type { Deps } from "../lib/context";

/**
 * 2: admission data as enrolment units with reference batches and subject types (databases seeded at 1 get the new
 * sample data). 3: tables derived from the units (扩缩招 per college, the fitted probability models), built once for
 * the units already there. 4: classes as rows, the school administrators and a class counsellor (seedSchoolAdmin).
 * 5: sample 选科要求 per college major, and the career section's menu entries. 6: no generated texts — true college
 * introductions composed from the stored facts, no invented major introductions or sample 招生章程 (replaceGeneratedTexts);
 * and the seeded colleges' English names (colleges.name_en, seedCollegeNamesEn; fills only empty names). 7: the platform
 * operator's account (seedSchoolAdmin), who alone imports the admission data every school shares. 8: every 本科 college
 * of Guangdong, more colleges elsewhere, the common majors of each class and 200+ professions (seedCatalogueAdditions;
 * the sample admission data of an upgraded database stays as it was: a new data directory gets the fuller sample).
 */
export const SEED_VERSION = "8";

export interface PrepareOptions extends OpenOptions {
  /** print the demo accounts when the database was seeded now (default true) */
  log?: boolean;
  /** skip the (large) reference-data seed */
  skipReference?: boolean;
}

/** Seeds an empty database; returns true when it seeded. */
export async function seedDatabase(database: Database, opts: { skipReference?: boolean; log?: (m: string) => void } = {}): Promise<boolean> {
  const db = database.db;
  const [done] = await db.select().from(sysParams).where(eq(sysParams.key, "seed_version"));
  const log = opts.log ?? (() => {});
  if (done) {
    const upgraded = async () => db.update(sysParams).set({ value: SEED_VERSION, updatedAt: new Date() }).where(eq(sysParams.key, "seed_version"));
    if (done.value === SEED_VERSION) return false;
    if (done.value === "1" && opts.skipReference) return false;
    if (done.value === "1") {
      // the migration to version 2 dropped the old generated score data: write the new sample data once (it derives
      // the tables of version 3 as it goes)
      log("[db] writing the sample admission data of seed version 2 ...");
      await seedSampleScores(database, log);
    } else if (done.value === "2") {
      log("[db] deriving 扩缩招 per college and fitting the admission-probability models for the units already stored ...");
      await refreshDerivedAdmissions(database, "all");
      await refreshProbabilityCohorts(database, "all");
    }
    if (Number(done.value) < 4) {
      log("[db] adding classes, the school administrators and a class counsellor (seed version 4) ...");
      await seedSchoolAdmin(db);
    }
    if (Number(done.value) < 5) {
      await seedMenus(db);
      if (!opts.skipReference) {
        log("[db] writing the sample 选科要求 per college major (seed version 5) ...");
        await seedSampleSubjectRequirements(database);
      }
    }
    if (Number(done.value) < 6 && !opts.skipReference) {
      log("[db] replacing the generated college and major introductions and sample brochures (seed version 6) ...");
      await replaceGeneratedTexts(database);
      log("[db] adding the English names of the seeded colleges (seed version 6) ...");
      await seedCollegeNamesEn(database);
    }
    if (Number(done.value) >= 4 && Number(done.value) < 7) {
      log("[db] adding the platform operator's account (seed version 7) ...");
      await seedSchoolAdmin(db);
    }
    if (Number(done.value) < 8 && !opts.skipReference) {
      log("[db] adding the colleges, majors and professions of seed version 8 ...");
      await seedCatalogueAdditions(database);
    }
    await upgraded();
    await analyzeTables(database);
    return false;
  }
  log("[db] seeding tenants, accounts and menus ...");
  await seedCore(db);
  if (!opts.skipReference) {
    log("[db] seeding reference data (colleges, majors, professions, generated sample score data, 选科要求) ...");
    await seedReference(database, log);
    await seedSampleSubjectRequirements(database);
  }
  await db.insert(sysParams).values({ key: "seed_version", value: SEED_VERSION }).onConflictDoNothing();
  // the planner's statistics of the tables just written (PGlite gathers none by itself: db/statistics.ts)
  await analyzeTables(database);
  return true;
}

export function demoAccountsText(): string {
  return [
    "Demo accounts (client id qihang, secret from QIHANG_CLIENT_SECRET, default qihang_secret):",
    ...DEMO_ACCOUNTS.map((a) => `  tenant ${a.tenantId}  ${a.account.padEnd(8)} ${a.password.padEnd(14)} ${a.note}`),
  ].join("\n");
}

export async function prepareDatabase(opts: PrepareOptions = {}): Promise<Database> {
  const url = opts.url ?? process.env.DATABASE_URL;
  const database = await openDatabase({ ...opts, url, dataDir: opts.dataDir ?? process.env.DATA_DIR ?? "./data" });
  await migrateDatabase(database, opts.pgSchema);
  const log = opts.log === false ? () => {} : (m: string) => console.log(m);
  const seeded = await seedDatabase(database, { skipReference: opts.skipReference, log });
  // a database seeded by a version that gathered no statistics gets them once (a few seconds)
  if (!seeded && (await analyzeIfNeverAnalyzed(database))) log("[db] gathered the query planner's statistics, which this database had none of");
  if (seeded && opts.log !== false) console.log(demoAccountsText());
  return database;
}

export async function createDeps(database: Database, trustProxy = process.env.TRUST_PROXY === "1"): Promise<Deps> {
  // the client registry follows the configuration on every start; the dictionary's lists are added when missing
  await syncClients(database.db);
  await seedDicts(database.db);
  return { database, jwtKey: await loadJwtKey(database.db), trustProxy, sm2: await loadSm2Keys(database.db) };
}
