// The demo seed is enough to fill a real form (issue 26): a Guangdong student of either track, at any rank from 1,000
// down to 200,000 (physics) or to where the 本科 line leaves no room for 保 units (history: the line sits near 36 % of
// the candidates, as in Guangdong's published tables), asks 按比例推荐 for a full form of 45 and gets 45 units, each
// band as many as the default ratio asks wherever the list holds that many, and at least three of each (the chances are
// for the student's own application year, 2 rounds on for the 高二 demo student); below the 本科 line, the same for 专科批 (from
// 1.02 × the line's rank); just above the 专科 line every 冲 there is (no unit admits below it, so no 稳 or 保 exists).
// The probability list counts each band as far as /recommend searches it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loggedIn, setup, type Client, type TestCtx } from "./helpers";
import { DEFAULT_RATIO, ratioCounts } from "../../src/lib/rules/volunteer";
import { guangdongVocational } from "../../src/server/db/seed/colleges-guangdong-zhuan";

let t: TestCtx;
let physics: Client;
let history: Client;
const SCOPE = { province: "44", year: 2026, batch: "本科批" };
const V = "/api/common/volunteer";
const COUNTS = ratioCounts(DEFAULT_RATIO, 45);
const RANKS = [1000, 1500, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000, 40000, 50000, 65000, 80000, 100000, 125000, 150000, 175000, 200000];

beforeAll(async () => {
  t = await setup();
  physics = await loggedIn(t.app);
  // the demo school's history student (历史, 政治, 地理)
  history = await loggedIn(t.app, "zhanghua");
}, 600_000);
afterAll(async () => { await t?.close(); });

/** The rank at the 本科 line of the units' year (2025) for a track. */
async function lineRank(subjectType: string): Promise<number> {
  const [row] = await t.database.rows<{ rank: number }>(sql`
    select r.cumulative::int as rank from batch_lines l
      join score_ranks r on r.province_code = l.province_code and r.year = l.year and r.subject_type = l.subject_type and r.score = l.score
    where l.province_code = '44' and l.year = 2025 and l.subject_type = ${subjectType} and l.batch = '本科批'`);
  return row!.rank;
}

async function shortfalls(c: Client, subjectType: string, ranks: number[]): Promise<string[]> {
  const out: string[] = [];
  for (const rank of ranks) {
    const r = await c.post(`${V}/recommend`, { ...SCOPE, rank, counts: COUNTS });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const got: { band: string; planType: string }[] = r.json.data.units;
    const by = { 冲: 0, 稳: 0, 保: 0 } as Record<string, number>;
    for (const u of got) by[u.band] = (by[u.band] ?? 0) + 1;
    // each band as many as asked wherever the list (for the year the form's chances are stated for) holds that many;
    // near the line, years ahead, 保 (p ≥ 0.95) reaches past it for most units and the form takes 稳 in their place
    const held = (await c.post("/api/common/CeGL/getLqgl", { province: "44", subjectType, batch: SCOPE.batch, year: r.json.data.basis.targetYear, rank, size: 1 })).json.data.counts;
    const short = (["冲", "稳", "保"] as const).some((band) => by[band]! < Math.min(COUNTS[band], held[band]) || by[band]! < 3);
    if (got.length !== 45 || short) out.push(`rank ${rank}: ${got.length} (冲 ${by.冲}, 稳 ${by.稳}, 保 ${by.保}; the list holds 保 ${held.保})`);
  }
  return out;
}

describe("the demo seed fills a form of 45 in Guangdong", () => {
  it("asks the default ratio: at least three units of each band", () => {
    expect(COUNTS.冲 + COUNTS.稳 + COUNTS.保).toBe(45);
    expect(Math.min(COUNTS.冲, COUNTS.稳, COUNTS.保)).toBeGreaterThanOrEqual(3);
  });

  it("physics: at every rank from 1,000 to 200,000", async () => {
    // the line is where the published tables put it, below rank 200,000 with room for 保 units
    expect(await lineRank("物理类")).toBeGreaterThan(200_000 * 1.2);
    expect(await shortfalls(physics, "物理类", RANKS)).toEqual([]);
  }, 300_000);

  it("history: at every rank from 1,000 to the last one with 保 room above the 本科 line", async () => {
    const line = await lineRank("历史类");
    const ranks = RANKS.filter((r) => r * 1.2 <= line);
    expect(ranks.at(-1)).toBeGreaterThanOrEqual(80_000);
    expect(await shortfalls(history, "历史类", ranks)).toEqual([]);
  }, 300_000);
});

describe("below Guangdong's 本科 line: 专科批", () => {
  /** The rank at a line of the units' year (2025) for a track. */
  async function rankAt(subjectType: string, batch: string): Promise<number> {
    const [row] = await t.database.rows<{ rank: number }>(sql`
      select r.cumulative::int as rank from batch_lines l
        join score_ranks r on r.province_code = l.province_code and r.year = l.year and r.subject_type = l.subject_type and r.score = l.score
      where l.province_code = '44' and l.year = 2025 and l.subject_type = ${subjectType} and l.batch = ${batch}`);
    return row!.rank;
  }

  it.each([["历史类", () => history], ["物理类", () => physics]] as const)("%s: from just below the 本科 line to deep ranks, 专科批 fills a form of 45 with every band as asked", async (type, who) => {
    const line = await rankAt(type, "本科批");
    const bottom = await rankAt(type, "专科批");
    // a 保 needs room below the student's rank before the 专科 line
    const ranks = [1.02, 1.05, 1.15, 1.25, 1.5, 2, 2.4].map((f) => Math.round(line * f)).filter((r) => r * 1.2 <= bottom);
    expect(ranks.length).toBeGreaterThanOrEqual(type === "历史类" ? 5 : 3);
    const out: string[] = [];
    for (const rank of ranks) {
      const r = await who().post(`${V}/recommend`, { ...SCOPE, batch: "专科批", rank, counts: COUNTS });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const got: { band: string }[] = r.json.data.units;
      const by = { 冲: 0, 稳: 0, 保: 0 } as Record<string, number>;
      for (const u of got) by[u.band] = (by[u.band] ?? 0) + 1;
      if (got.length !== 45 || by.冲 !== COUNTS.冲 || by.稳 !== COUNTS.稳 || by.保 !== COUNTS.保) out.push(`rank ${rank}: ${got.length} (冲 ${by.冲}, 稳 ${by.稳}, 保 ${by.保})`);
    }
    expect(out).toEqual([]);
  }, 300_000);

  it("just above the 专科 line: every 冲 there is, up to 45, and the list says no 稳 or 保 exists (nothing admits below the line)", async () => {
    for (const [type, who] of [["历史类", () => history], ["物理类", () => physics]] as const) {
      const rank = Math.round((await rankAt(type, "专科批")) * 0.999);
      // the list asked for the year the form states its chances for (the student's own application year)
      const { units: got, basis } = (await who().post(`${V}/recommend`, { ...SCOPE, batch: "专科批", rank, counts: COUNTS })).json.data as { units: { band: string }[]; basis: { targetYear: number } };
      const counts = (await who().post("/api/common/CeGL/getLqgl", { province: "44", subjectType: type, batch: "专科批", year: basis.targetYear, rank, size: 1 })).json.data.counts;
      expect(counts.稳 + counts.保, type).toBe(0);
      expect(counts.冲, type).toBeGreaterThanOrEqual(20);
      expect(got.length, type).toBe(Math.min(45, counts.冲));
      expect(got.every((u) => u.band === "冲"), type).toBe(true);
    }
  });

  it("as many 历史类 as 物理类 专科批 units, near enough: Guangdong's 高职 offer most majors to both tracks", async () => {
    const count = async (type: string) => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from enrollment_units
      where province_code = '44' and year = 2025 and subject_type = ${type} and batch = '专科批'`))[0]!.n;
    // 2024's published groups: 820 历史类 against 910 物理类 (../shared/data); the seed had 266 against 577
    expect(await count("历史类")).toBeGreaterThanOrEqual(0.8 * (await count("物理类")));
  });

  it("history: the probability list states chances for 专科批 units just below the line, among them Guangdong's own 高职, public and private", async () => {
    const rank = Math.round((await rankAt("历史类", "本科批")) * 1.25);
    const list = await history.post("/api/common/CeGL/getLqgl", { province: "44", subjectType: "历史类", batch: "专科批", rank, size: 50 });
    const units: { collegeName: string; refused: boolean }[] = list.json.data.records;
    expect(units.filter((u) => !u.refused).length).toBeGreaterThanOrEqual(20);
    const home = new Set(guangdongVocational.map((c) => c[2]));
    expect(units.filter((u) => home.has(u.collegeName)).length).toBeGreaterThanOrEqual(5);
    // the Ministry's 90 Guangdong 专科 colleges are all in the sample (tests/unit/seed/moe-colleges checks them by name), 27 of them private
    expect(guangdongVocational.length).toBe(90);
    expect(guangdongVocational.filter((c) => c[8] === "民办").length).toBe(27);
    // the last one added (its MOE identifier starts 42): sample 专科批 units for both tracks, labelled sample as the rest
    const zhanjiang = await t.database.rows<{ type: string; n: number; sample: number }>(sql`select subject_type as type, count(*)::int as n,
      count(*) filter (where sample)::int as sample from enrollment_units
      where province_code = '44' and college_code = '50853' and batch = '专科批' and college_name = '湛江幼儿师范专科学校' group by subject_type order by 1`);
    expect(zhanjiang.map((r) => r.type)).toEqual(["历史类", "物理类"]);
    for (const r of zhanjiang) expect(r.sample, r.type).toBe(r.n);
  });
});

describe("the probability list's band counts are what each band's page and the recommender find", () => {
  it("physics at rank 1,000: 保 counted as far as the forecast puts 保 units, past twice the rank, and the 保 page lists exactly that many", async () => {
    const rank = 1000;
    const ask = (body: Record<string, unknown>) => physics.post("/api/common/CeGL/getLqgl", { province: "44", subjectType: "物理类", batch: "本科批", rank, ...body });
    const list = (await ask({ size: 1 })).json.data;
    const safe = (await ask({ band: "保", size: 1000 })).json.data;
    expect(list.counts.保).toBeGreaterThan(0);
    expect(safe.total).toBe(list.counts.保);
    expect(safe.records).toHaveLength(list.counts.保);
    // a list stopping at twice the rank counted only part of them (the forecast two years on is wide)
    const pastTwice = safe.records.filter((u: { predictedMinRank: number }) => u.predictedMinRank > 2 * rank).length;
    expect(pastTwice).toBeGreaterThan(0);
    expect(list.near.to).toBeGreaterThan(2);
    // every 保 unit the recommender picks is on the 保 page
    const listed = new Set(safe.records.map((u: { unitKey: string }) => u.unitKey));
    const picked: { unitKey: string; band: string }[] = (await physics.post(`${V}/recommend`, { ...SCOPE, rank, counts: { 冲: 0, 稳: 0, 保: 14 } })).json.data.units;
    expect(picked.filter((u) => u.band === "保")).toHaveLength(14);
    for (const u of picked) expect(listed.has(u.unitKey), u.unitKey).toBe(true);
    // and the other bands' pages hold what their tabs count
    for (const band of ["稳", "冲"]) expect((await ask({ band, size: 1 })).json.data.total, band).toBe(list.counts[band]);
  });
});

describe("what a family looks up is there", () => {
  const colleges = async (keyword: string) =>
    ((await physics.post("/api/common/yuanxiao/list-by-page", { pageIndex: 1, pageSize: 50, keyword })).json.data.records as { collegeCode: string; name: string }[]);

  it("the Guangdong colleges the review missed, under their MOE names (佛山科学技术学院 is now 佛山大学)", async () => {
    for (const [keyword, code] of [["广州大学", "11078"], ["广东外语外贸大学", "11846"], ["广东财经大学", "10592"], ["南方医科大学", "12121"], ["佛山科学技术学院", "11847"]] as const) {
      expect((await colleges(keyword)).map((c) => c.collegeCode), keyword).toContain(code);
    }
    const guangdong = (await physics.post("/api/common/yuanxiao/list-by-page", { pageIndex: 1, pageSize: 10, province: "44", level: "本科" })).json.data.total;
    expect(guangdong).toBeGreaterThanOrEqual(77);
  });

  it("finds a college by its common short name and by pinyin, in full or by initials", async () => {
    for (const [keyword, code] of [["哈工大", "10213"], ["北大", "10001"], ["华工", "10561"], ["华南理工", "10561"], ["中大", "10558"], ["广外", "11846"],
      ["hgd", "10213"], ["haerbin", "10213"], ["hebgydx", "10213"], ["zsdx", "10558"], ["guangzhoudaxue", "11078"], ["Beida", "10001"]] as const) {
      expect((await colleges(keyword)).map((c) => c.collegeCode), keyword).toContain(code);
    }
    // a short name does not drag in unrelated colleges
    expect((await colleges("哈工大")).map((c) => c.name).every((n) => n.includes("哈尔滨工业大学"))).toBe(true);
    expect(await colleges("zzzzqx")).toEqual([]);
  });

  it("at least 200 professions; 医生 finds doctors (the catalogue's 医师 too), and pinyin works", async () => {
    const list = async (keyword?: string) => (await physics.post("/api/common/zhaunye/list-by-page", { pageIndex: 1, pageSize: 50, ...(keyword ? { keyword } : {}) })).json.data;
    expect((await list()).total).toBeGreaterThanOrEqual(200);
    const doctors = (await list("医生")).records.map((r: { name: string }) => r.name);
    expect(doctors).toContain("医生");
    expect(doctors).toContain("临床医师");
    expect((await list("yisheng")).records.map((r: { name: string }) => r.name)).toContain("医生");
    const tree = (await physics.post("/api/common/zhaunye/query-profession-tree", { keywords: "医生" })).json.data;
    expect(JSON.stringify(tree)).toContain("临床医师");
  });

  it("the major catalogue: all 93 classes, with their common majors, found by pinyin initials too", async () => {
    const tree = (await physics.post("/api/common/zhaunye/query-major-tree-ben", {})).json.data as { children: { code: string; children: unknown[] }[] }[];
    const classes = tree.flatMap((c) => c.children);
    expect(classes).toHaveLength(93);
    expect(classes.every((c) => c.children.length >= 1)).toBe(true);
    const majors = classes.flatMap((c) => c.children as { name: string }[]).map((m) => m.name);
    for (const m of ["会计学", "学前教育", "日语", "麻醉学", "护理学", "数字媒体技术", "视觉传达设计"]) expect(majors).toContain(m);
    const found = JSON.stringify((await physics.post("/api/common/zhaunye/query-major-tree-ben", { keywords: "jsjkx" })).json.data);
    expect(found).toContain("计算机科学与技术");
  });

  it("the demo student's main target (中山大学 · 计算机科学与技术) has figures", async () => {
    const d = (await physics.post("/api/common/career/target/report", { score: 600 })).json.data;
    const pair = d.targets.find((x: { target: { college: { code: string } | null; major: { code: string } | null } }) => x.target.college?.code === "10558" && x.target.major?.code === "080901");
    expect(pair.figure).toMatchObject({ year: 2025, sample: true });
  });
});
