// When each target was set (我的目标, /career/mine/planDetails/targetDetails): every target in the plan carries the time it
// was set or last changed; putting the targets in another order does not change it, changing a target does. The
// parent reads the same times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, loggedIn, setup, type TestCtx } from "./helpers";

let t: TestCtx;
let student: Client;
let parent: Client;
const C = "/api/common/career";

beforeAll(async () => {
  t = await setup();
  student = await loggedIn(t.app);
  parent = await loggedIn(t.app, "parent", "Parent@2026");
}, 600_000);
afterAll(async () => { await t?.close(); });

type Row = { id: string; setAt: string; note: string };
const targets = async (who: Client): Promise<Row[]> => (await who.post(`${C}/plan`, {})).json.data.targets;

describe("target setAt", () => {
  it("is an ISO time on every target, for the student and the parent alike", async () => {
    const mine = await targets(student);
    expect(mine.length).toBeGreaterThan(0);
    for (const row of mine) expect(new Date(row.setAt).toISOString()).toBe(row.setAt);
    expect((await targets(parent)).map((r) => r.setAt)).toEqual(mine.map((r) => r.setAt));
  });

  it("stays when the order changes and moves on when the target changes", async () => {
    const before = await targets(student);
    const ordered = await student.post(`${C}/target/order`, { ids: before.map((r) => r.id).reverse() });
    expect(ordered.json.code).toBe(200);
    const after = await targets(student);
    for (const row of before) expect(after.find((r) => r.id === row.id)!.setAt).toBe(row.setAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const first = before[0]!;
    const changed = await student.post(`${C}/target/save`, { id: first.id, ...(await targetCodes(first.id)), note: "改了说明" });
    expect(changed.json.code).toBe(200);
    expect(changed.json.data.setAt > first.setAt).toBe(true);
  });
});

/** The codes a target names, to save it again with only its note changed. */
async function targetCodes(id: string) {
  const row = (await student.post(`${C}/plan`, {})).json.data.targets.find((r: { id: string }) => r.id === id);
  return { collegeCode: row.college?.code, majorCode: row.major?.code, professionCode: row.profession?.code };
}
