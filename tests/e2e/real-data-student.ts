// For tests/e2e/real-data.spec.ts: the second school's student (王芳) sits the exam in 山东 (3+3), so the spec walks the
// screens as a student of each imported province. Runs against the spec's own fresh database (DATA_DIR).
import { sql } from "drizzle-orm";
import { prepareDatabase } from "../../src/server/db/bootstrap";

const database = await prepareDatabase({ log: false });
await database.rows(sql`update students set region_code = '370102', mode_name = '3+3', subjects = '物理,化学,生物' where tenant_id = '100001'`);
await database.close();
