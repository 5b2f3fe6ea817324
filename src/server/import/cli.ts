// `npm run db:import -- [options] <file.csv> ...` imports into the configured database (DATA_DIR PGlite by default,
// DATABASE_URL for PostgreSQL). Options and exit codes: cli-main.ts; formats: FORMATS.md.
import { prepareDatabase } from "../db/bootstrap";
import { runImportCli } from "./cli-main";

const code = await runImportCli(process.argv.slice(2), () => prepareDatabase(), { out: (l) => console.log(l), err: process.stderr });
process.exit(code);
