// Loads named by their area's key factory (issue 29 item 2): screens keeping different shapes of one answer share one
// request and each shapes it with `select`; no load key names the screen that asks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { loadOf } from "@/lib/http/loads";
import { loadOptions } from "@/islands/ui/useCall";
import { adminLoads } from "@/lib/api/admin";
import { assessmentLoads } from "@/lib/api/assessment";
import { majorLoads } from "@/lib/api/majors";

interface Item { code: string; latest: number | null }

describe("a shared load with select", () => {
  it("asks once for two screens and gives each its own shape", async () => {
    const client = new QueryClient();
    let calls = 0;
    const items: Item[] = [{ code: "holland", latest: 3 }, { code: "mbti", latest: null }];
    const [key, call] = loadOf(["fetchAssessments", null], async () => { calls += 1; return items; });
    const all = new QueryObserver(client, loadOptions(key, call, true));
    const taken = new QueryObserver(client, loadOptions(key, call, true, (list: Item[]) => list.filter((item) => item.latest != null)));
    const stop = [all.subscribe(() => {}), taken.subscribe(() => {})];
    await vi.waitFor(() => expect(taken.getCurrentResult().status).toBe("success"));
    expect(calls).toBe(1);
    expect(all.getCurrentResult().data?.value).toEqual(items);
    expect(taken.getCurrentResult().data?.value).toEqual([{ code: "holland", latest: 3 }]);
    // the selected shape keeps its identity while the answer is unchanged (effects on it run once per change)
    const first = taken.getCurrentResult().data;
    taken.setOptions(loadOptions(key, call, true, (list: Item[]) => list.filter((item) => item.latest != null)));
    expect(taken.getCurrentResult().data).toBe(first);
    stop.forEach((unsubscribe) => unsubscribe());
    client.clear();
  });
});

describe("key factories", () => {
  it("give the same key for the same inputs, whichever screen asks", () => {
    expect(assessmentLoads.list()[0]).toEqual(assessmentLoads.list(null)[0]);
    expect(assessmentLoads.list("7")[0]).not.toEqual(assessmentLoads.list()[0]);
    expect(majorLoads.tree("ben")[0]).toEqual(majorLoads.tree("ben", "")[0]);
    expect(adminLoads.gradeTree()[0]).not.toEqual(adminLoads.gradeTree(1)[0]);
  });

  it("no island keys a load by its screen (`call@Screen`)", () => {
    const root = join(import.meta.dirname, "..", "..", "..", "src", "islands");
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []));
    const all = files(root);
    expect(all.length).toBeGreaterThan(100);
    const screenKeys = all.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/\[\s*"[A-Za-z]+@[A-Za-z]+"/g)].map((m) => `${file}: ${m[0]}`));
    expect(screenKeys).toEqual([]);
  });
});
