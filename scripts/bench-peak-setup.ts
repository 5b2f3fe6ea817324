// Prepares a database for `npm run bench:peak` (scripts/bench-peak.mjs): migrates and seeds it like a first start
// (DATABASE_URL, else DATA_DIR), then adds the evening's people once: BENCH_STUDENTS students of the demo school in
// the demo counsellor's class (广东, 物理+化学+生物, accounts peak0001…, password Peak@2026) and a parent for every
// fifth (peakp0005…). Prints what it made as one JSON line. Bench-only accounts: never run it on a real database.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { prepareDatabase } from "../src/server/db/bootstrap";
import { hashPassword } from "../src/server/auth/passwords";

const count = Math.max(1, Math.min(5000, Number(process.env.BENCH_STUDENTS ?? 500)));
const PASSWORD = "Peak@2026";
// BENCH_LOAD_DUMP: start an empty embedded database from a dump of a seeded one (seeding takes minutes on a busy machine)
const dump = process.env.BENCH_LOAD_DUMP;
const dataDir = process.env.DATA_DIR;
const fresh = dataDir != null && !existsSync(path.join(dataDir, "PG_VERSION"));
const database = await prepareDatabase({
  log: false,
  ...(dump && fresh && !process.env.DATABASE_URL ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
});
try {
  const [demo] = await database.rows<{ gradeId: number; classId: number | null; startSchool: string }>(sql`
    select grade_id as "gradeId", class_id as "classId", start_school as "startSchool" from students
    where tenant_id = '000000' and id = (select student_id from users where tenant_id = '000000' and account = 'student')`);
  if (!demo) throw new Error("the demo student is missing: is this a seeded Qihang database?");
  const [have] = await database.rows<{ n: number }>(sql`select count(*)::int as n from users where tenant_id = '000000' and account like 'peak0%'`);
  if (Number(have?.n ?? 0) < count) {
    const hash = await hashPassword(PASSWORD);
    for (let i = Number(have?.n ?? 0) + 1; i <= count; i++) {
      const account = `peak${String(i).padStart(4, "0")}`;
      const [student] = await database.rows<{ id: number }>(sql`
        insert into students (tenant_id, grade_id, class_id, classes_number, student_name, sex, region_code, mode_name, start_school, appear_type, subjects)
        values ('000000', ${demo.gradeId}, ${demo.classId}, '3', ${`压测学生${i}`}, ${1 + (i % 2)}, '440106', '3+1+2', ${demo.startSchool}, 0, '物理,化学,生物')
        returning id`);
      await database.rows(sql`insert into users (tenant_id, account, user_name, password_hash, authority, student_id)
        values ('000000', ${account}, ${`压测学生${i}`}, ${hash}, 'student', ${student!.id})`);
      if (i % 5 === 0) {
        await database.rows(sql`insert into users (tenant_id, account, user_name, password_hash, authority, student_id)
          values ('000000', ${`peakp${String(i).padStart(4, "0")}`}, ${`压测家长${i}`}, ${hash}, 'parent', ${student!.id})`);
      }
    }
  }
  const students = await database.rows<{ account: string; studentId: number }>(sql`
    select account, student_id as "studentId" from users where tenant_id = '000000' and account like 'peak0%' order by account limit ${count}`);
  console.log(JSON.stringify({ password: PASSWORD, counsellor: { account: "teacher", password: "Teacher@2026" }, students }));
} finally {
  await database.close();
}
