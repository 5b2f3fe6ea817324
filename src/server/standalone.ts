// `npm run api`: the API alone on PORT (default 8787), for deployments serving the static site from a CDN.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps, prepareDatabase } from "./db/bootstrap";
import { schedulePurges } from "./queries/retention";

const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? "0.0.0.0";
const database = await prepareDatabase();
schedulePurges(database.db);
const app = createApp(await createDeps(database));
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`[api] Qihang API listening on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${info.port} (${database.kind})`);
});
const stop = async () => {
  server.close();
  await database.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
