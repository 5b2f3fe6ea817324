import { describe, expect, it } from "vitest";
import { simulationState } from "@/islands/volunteer/fill/form-state";
import type { SimulateAnswer } from "@/lib/api/volunteer";

const answer = (entries: number) => ({ admitted: 0.9, slip: 0.1, entries: Array.from({ length: entries }, () => ({})) }) as unknown as SimulateAnswer;
const base = { hasRank: true, entries: 2, blocked: false, failed: null, last: null, key: "k2" };

describe("simulationState: what the simulation panel shows", () => {
  it("says why nothing is simulated: no score or rank, an empty form, a form the checks stop", () => {
    expect(simulationState({ ...base, hasRank: false })).toEqual({ state: "idle", reason: "noRank" });
    expect(simulationState({ ...base, entries: 0 })).toEqual({ state: "idle", reason: "empty" });
    expect(simulationState({ ...base, blocked: true, last: { key: "k1", data: answer(2) } })).toEqual({ state: "idle", reason: "blocked" });
  });
  it("shows a failure for the form as it is, before any older answer", () => {
    expect(simulationState({ ...base, failed: "服务繁忙", last: { key: "k1", data: answer(2) } })).toEqual({ state: "failed", message: "服务繁忙" });
  });
  it("keeps the last answer on screen, marked stale until the answer for this form arrives", () => {
    expect(simulationState(base)).toEqual({ state: "loading" });
    expect(simulationState({ ...base, last: { key: "k1", data: answer(2) } })).toMatchObject({ state: "ready", stale: true });
    expect(simulationState({ ...base, last: { key: "k2", data: answer(2) } })).toMatchObject({ state: "ready", stale: false });
    // an answer with fewer entries than the form has is stale whatever its key
    expect(simulationState({ ...base, last: { key: "k2", data: answer(1) } })).toMatchObject({ state: "ready", stale: true });
  });
});
