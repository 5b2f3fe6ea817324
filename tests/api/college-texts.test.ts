// The texts a student reads about colleges and majors (issue 15): college introductions are true sentences composed
// from the stored facts, majors and brochures have no invented text, and a database seeded before version 6 gets the
// same texts on its next start (replaceGeneratedTexts, idempotent, leaving imported texts alone).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client, loggedIn, setup, type TestCtx } from "./helpers";
import { SEED_VERSION, seedDatabase } from "../../src/server/db/bootstrap";

let t: TestCtx;
let c: Client;
beforeAll(async () => {
  t = await setup();
  c = await loggedIn(t.app);
}, 600_000);
afterAll(async () => { await t?.close(); });
const Y = "/api/common/yuanxiao";
const Z = "/api/common/zhaunye";

const PKU = "北京大学位于北京市，是一所公办本科院校。院校类型为综合类。学校由教育部主管。学校入选“985工程”、“211工程”和“双一流”建设高校名单。学校开展强基计划招生。";

describe("college introductions", () => {
  it("find-by-college-code and school-info give the composed text: the place once, no sample marker", async () => {
    const detail = await c.post(`${Y}/find-by-college-code`, { code: "10001" });
    expect(detail.json.data.introduction).toBe(PKU);
    expect((await c.post(`${Y}/school-info`, { id: "10001" })).json.data.introduction).toBe(PKU);
    // 河北工业大学 belongs to 河北省 but is in 天津市: the text says where it is.
    const hebut = (await c.post(`${Y}/find-by-college-code`, { code: "10080" })).json.data.introduction as string;
    expect(hebut).toMatch(/^河北工业大学位于天津市，/);
    expect(hebut).toContain("学校由河北省主管。");
    const zhuan = (await c.post(`${Y}/school-info`, { id: "12870" })).json.data.introduction as string;
    expect(zhuan).toBe("浙江金融职业学院位于浙江省杭州市，是一所公办专科（高职）院校。院校类型为财经类。学校由浙江省主管。");
  });

  it("no seeded college has a generated sample text or a doubled municipality", async () => {
    const [row] = await t.database.rows<{ n: number; empty: number }>(sql`
      select count(*) filter (where introduction like '%示例%' or introduction ~ '(北京市|天津市|上海市|重庆市)\\1')::int as n,
             count(*) filter (where introduction = '')::int as empty from colleges`);
    expect(row).toEqual({ n: 0, empty: 0 });
  });
});

describe("major introductions and brochures", () => {
  it("find-major gives no invented introduction (the page says it is not yet published)", async () => {
    for (const [code, level] of [["080901", "ben"], ["510201", "zhuan"]]) {
      const major = await c.post(`${Z}/find-major`, { code, level });
      expect(major.json.code).toBe(200);
      expect(major.json.data.introduction).toBe("");
    }
    const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from majors where introduction like '%示例%'`);
    expect(row!.n).toBe(0);
  });

  it("no sample 招生章程: the list is empty", async () => {
    const list = await c.post(`${Y}/find-collge-enroll-introduction`, { code: "10001" });
    expect(list.json.code).toBe(200);
    expect(list.json.data.total).toBe(0);
    const [row] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from enroll_introductions`);
    expect(row!.n).toBe(0);
  });
});

describe("upgrading a database seeded before version 6", () => {
  it("replaces only the generated texts, once", async () => {
    const db = t.database;
    await db.rows(sql`update colleges set introduction = '北京大学位于北京市北京市，是教育部主管的公办本科综合类院校。（本段简介为示例文本）' where code = '10001'`);
    await db.rows(sql`update colleges set introduction = '清华大学的简介（学校提供）' where code = '10003'`);
    await db.rows(sql`update majors set introduction = '计算机科学与技术专业属于工学门类计算机类。（示例简介）' where code = '080901' and level = 'ben'`);
    await db.rows(sql`update majors set introduction = '软件工程的简介（导入）' where code = '080902' and level = 'ben'`);
    await db.rows(sql`insert into enroll_introductions (college_code, year, title, content, read_count, publish_date, sample) values
      ('10001', 2025, '北京大学2025年普通本专科招生章程（示例）', '（示例章程文本，非官方内容）', 0, '2025-05-20', true),
      ('10001', 2026, '北京大学2026年本科招生章程', '第一条 ……', 3, '2026-05-10', false)`);
    await db.rows(sql`update sys_params set value = '5' where key = 'seed_version'`);

    await seedDatabase(db);
    const texts = async () => ({
      colleges: await db.rows<{ code: string; introduction: string }>(sql`select code, introduction from colleges where code in ('10001', '10003') order by code`),
      majors: await db.rows<{ code: string; introduction: string }>(sql`select code, introduction from majors where level = 'ben' and code in ('080901', '080902') order by code`),
      brochures: await db.rows<{ title: string }>(sql`select title from enroll_introductions order by id`),
      version: (await db.rows<{ value: string }>(sql`select value from sys_params where key = 'seed_version'`))[0]!.value,
    });
    const after = await texts();
    expect(after.colleges).toEqual([{ code: "10001", introduction: PKU }, { code: "10003", introduction: "清华大学的简介（学校提供）" }]);
    expect(after.majors).toEqual([{ code: "080901", introduction: "" }, { code: "080902", introduction: "软件工程的简介（导入）" }]);
    expect(after.brochures).toEqual([{ title: "北京大学2026年本科招生章程" }]);
    expect(after.version).toBe(SEED_VERSION);

    // The imported brochure is served as before.
    const list = await c.post(`${Y}/find-collge-enroll-introduction`, { code: "10001" });
    expect(list.json.data.records).toMatchObject([{ year: 2026, title: "北京大学2026年本科招生章程", sample: false }]);

    // Again from version 5: nothing left to replace, nothing changes.
    await db.rows(sql`update sys_params set value = '5' where key = 'seed_version'`);
    await seedDatabase(db);
    expect(await texts()).toEqual(after);
  });
});
