// One app per process, created lazily (used by the Astro endpoint); the database is prepared on first use.
import { createApp, type App } from "./app";
import { createDeps, prepareDatabase } from "./db/bootstrap";
import { schedulePurges } from "./queries/retention";
import { refitOutdatedInBackground } from "./queries/probability-fit";
import { followChanges } from "./lib/bus";
import { writeProcessStats } from "./lib/process-stats";

const g = globalThis as unknown as { __qihangApp?: Promise<App> };

export function getApp(): Promise<App> {
  g.__qihangApp ??= (async () => {
    const database = await prepareDatabase();
    // other processes on the same PostgreSQL (WORKERS) announce their writes; nothing to hear on PGlite
    await followChanges(database);
    schedulePurges(database.db);
    // cohorts an older model version stored are fitted again once, in the background (the old answers stand meanwhile)
    void refitOutdatedInBackground(database);
    writeProcessStats("site");
    return createApp(await createDeps(database));
  })();
  return g.__qihangApp;
}
