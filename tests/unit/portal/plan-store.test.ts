import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Target } from "@/lib/api/career";
import { ApiError } from "@/lib/http/envelope";

// the server as a list of targets that other tabs can change; target/order takes only a complete order
let onServer: string[] = [];
const orderCalls: string[][] = [];
const asTargets = (ids: readonly string[]) => ids.map((id) => ({ id }) as Target);
vi.mock("@/lib/api/career", () => ({
  fetchPlan: async () => ({ code: 200, data: { targets: asTargets(onServer) } }),
  orderTargets: async (ids: readonly string[]) => {
    orderCalls.push([...ids]);
    if (ids.length !== onServer.length || !ids.every((id) => onServer.includes(id))) throw new ApiError("ids: 应恰好列出你的每个目标各一次", 400);
    onServer = [...ids];
    return { code: 200, data: asTargets(onServer) };
  },
}));

const { loadedPlan, moveTarget, planQuery } = await import("@/islands/career/plan-store");
const { queryClient } = await import("@/lib/http/query-client");
const shown = () => loadedPlan()?.targets.map((t) => t.id);

describe("moving a target", () => {
  beforeEach(async () => {
    onServer = ["a", "b", "c"];
    orderCalls.length = 0;
    queryClient.clear();
    await queryClient.fetchQuery(planQuery);
  });

  it("sends the new order once and shows the server's answer", async () => {
    await moveTarget("c", -1);
    expect(orderCalls).toEqual([["a", "c", "b"]]);
    expect(shown()).toEqual(["a", "c", "b"]);
  });

  it("when another tab added a target meanwhile, moves it within the list as it is now", async () => {
    onServer = ["a", "b", "d", "c"];
    await moveTarget("c", -1);
    expect(orderCalls).toEqual([["a", "c", "b"], ["a", "b", "c", "d"]]);
    expect(shown()).toEqual(["a", "b", "c", "d"]);
  });

  it("when another tab removed the moved target, shows the list as it is now and sends nothing more", async () => {
    onServer = ["a", "b"];
    await moveTarget("c", -1);
    expect(orderCalls).toHaveLength(1);
    expect(shown()).toEqual(["a", "b"]);
  });
});
