// npm test's seed stage: seeds one database for every stage that needs the demo data. The API tests' dump (made once
// per version of the schema and seed, tests/api/helpers.ts, and cloned by each API test file) is made first if it is
// missing; the end-to-end server's data directory (given as the argument) is then unpacked from that same dump, so the
// seed runs once instead of once for the API tests and once more for the end-to-end tests.
// Usage: node scripts/seed-dump.mjs [data-dir]
import { readFileSync, rmSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

const t0 = Date.now();
const { seededDumpFile } = await tsImport("../tests/api/helpers.ts", import.meta.url);
const file = await seededDumpFile();
console.log(`[seed] the API tests' seeded dump: ${file} (${Date.now() - t0} ms)`);
const dir = process.argv[2];
if (dir) {
  const { PGlite } = await import("@electric-sql/pglite");
  rmSync(dir, { recursive: true, force: true });
  const database = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
  await database.close();
  console.log(`[seed] the end-to-end database unpacked from it into ${dir} (${Date.now() - t0} ms)`);
}
