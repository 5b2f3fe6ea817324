// One app per process, created lazily (used by the Astro endpoint); the database is prepared on first use.
import { createApp, type App } from "./app";
import { createDeps, prepareDatabase } from "./db/bootstrap";

const g = globalThis as unknown as { __qihangApp?: Promise<App> };

export function getApp(): Promise<App> {
  g.__qihangApp ??= (async () => createApp(await createDeps(await prepareDatabase())))();
  return g.__qihangApp;
}
