// `npm run api`: the API alone on PORT (default 8787), for deployments serving the static site from a CDN.
// WORKERS=N with DATABASE_URL on PostgreSQL runs N processes on the one port (workers.ts).
import cluster from "node:cluster";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps, prepareDatabase } from "./db/bootstrap";
import { followChanges } from "./lib/bus";
import { writeProcessStats } from "./lib/process-stats";
import { createGate, keepConnections, shedOptions, shedding } from "./lib/shed";
import { refitOutdatedInBackground } from "./queries/probability-fit";
import { schedulePurges } from "./queries/retention";
import { runWorkers } from "./workers";

const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? "0.0.0.0";

async function start(): Promise<void> {
  // a worker of a cluster finds the database prepared by the primary (migrations and seed are no-ops then)
  const database = await prepareDatabase({ log: cluster.isPrimary });
  await followChanges(database);
  schedulePurges(database.db);
  // a model version newer than the stored cohorts': refit them once, by one process (the first worker), not awaited
  if ((cluster.worker?.id ?? 1) === 1) void refitOutdatedInBackground(database);
  writeProcessStats("api");
  const app = createApp(await createDeps(database));
  // more callers than the process can answer in a few seconds are told to come back (lib/shed.ts)
  const server = serve({ fetch: shedding(app.fetch, createGate(shedOptions())), port, hostname }, (info) => {
    console.log(`[api] Qihang API listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${info.port} (${database.kind}, pid ${process.pid})`);
  });
  keepConnections(server as Server);
  const stop = async (signal: string) => {
    // said, so that a process found not listening any more (bench:peak, a supervisor's log) shows it was told to stop
    console.log(`[api] ${signal}: stopping (pid ${process.pid})`);
    server.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await runWorkers("api", start, async () => {
  const database = await prepareDatabase();
  await database.close();
});
