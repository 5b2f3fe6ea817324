// `npm run db:import -- [--kind=<kind>] [--skip-bad-rows] <file.csv> ...` — imports into the configured database
// (DATA_DIR PGlite by default, DATABASE_URL for PostgreSQL). Formats: src/server/import/FORMATS.md. Exit code 1 when a file was rejected.
import { prepareDatabase } from "../db/bootstrap";
import { formatReport, importCsvFile, type Kind } from "./importer";

const args = process.argv.slice(2);
const files = args.filter((a) => !a.startsWith("--"));
const kind = args.find((a) => a.startsWith("--kind="))?.slice(7) as Kind | undefined;
const skipBadRows = args.includes("--skip-bad-rows");
if (files.length === 0) {
  console.log("usage: npm run db:import -- [--kind=moe|majors|score-ranks|batch-lines|college-scores|major-scores|plans] [--skip-bad-rows] <file.csv> ...");
  process.exit(2);
}
const database = await prepareDatabase();
let failed = false;
for (const f of files) {
  try {
    const r = await importCsvFile(database, f, { kind, skipBadRows });
    console.log(formatReport(r));
    failed ||= r.rejected;
  } catch (e) {
    console.error(`${f}: ${(e as Error).message}`);
    failed = true;
  }
}
await database.close();
process.exit(failed ? 1 : 0);
