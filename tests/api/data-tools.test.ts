import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, expect400, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let c: Client;
beforeAll(async () => { t = await setup(); c = await loggedIn(t.app); }, 120_000);
afterAll(async () => { await t?.close(); });
const C = "/api/common";

describe("data tools require auth", () => {
  it.each(["TiQP/find-province-mode", "CeGL/getLqgl", "FuGL/list-major-by-courses", "yuanxiao/list-by-page", "zhaunye/list-by-page"])("%s", async (p) => {
    const r = await new Client(t.app).post(`${C}/${p}`, { province: "44" });
    expect(r.json.code).toBe(401);
  });
});

describe("CeGL, FuGL", () => {
  it("probability is higher for a better rank", async () => {
    const a = await c.post(`${C}/CeGL/getLqgl`, { province: "44", subjectType: "物理类", score: 665, collegeCode: "10558" });
    const b = await c.post(`${C}/CeGL/getLqgl`, { province: "44", subjectType: "物理类", score: 655, collegeCode: "10558" });
    const group = (r: typeof a) => r.json.data.records.find((x: any) => x.unitKey === "10558-03");
    expect(group(a).probability).toBeGreaterThan(group(b).probability);
    const list = await c.post(`${C}/CeGL/getLqgl`, { province: "44", subjectType: "物理类", rank: 20000, size: 20 });
    expect(list.json.data.total).toBeGreaterThan(0);
    // the loop below checks each row's band: it must have rows to check
    expect(list.json.data.records.length).toBeGreaterThan(0);
    for (const r of list.json.data.records) expect(r.refused ? "refused" : r.band).toMatch(/^(保|稳|冲|难|refused)$/);
    expect400(await c.post(`${C}/CeGL/getLqgl`, { province: "44" }), "score");
  });
  it("majors by courses", async () => {
    const r = await c.post(`${C}/FuGL/list-major-by-courses`, { courses: ["物理", "化学", "生物"], size: 100 });
    expect(r.json.data.total).toBeGreaterThan(0);
    const h = await c.post(`${C}/FuGL/list-major-by-courses`, { courses: ["历史", "政治", "地理"], size: 100 });
    // a history student is offered majors, and each of them is open to that combination
    expect(h.json.data.records.length).toBeGreaterThan(0);
    for (const x of h.json.data.records) expect(["不限", "历史+政治"]).toContain(x.requirement);
    expect400(await c.post(`${C}/FuGL/list-major-by-courses`, { courses: [] }), "courses");
    expect400(await c.post(`${C}/FuGL/list-major-by-courses`, { courses: "物理" }), "courses");
  });
});
