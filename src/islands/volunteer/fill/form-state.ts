// Pure parts of the volunteer form's editor (FillSubmit): what the simulation panel shows, from what is known when.
import type { SimulateAnswer } from "@/lib/api/volunteer";
import type { SimulationState } from "../Simulation";

/** Findings after which a simulation cannot run: it needs every unit known and no more entries than the batch has. */
export const STOPS_SIMULATION = ["unknown-unit", "too-many-entries"] as const;

/**
 * The simulation panel's state. Nothing to simulate without a score or rank, on an empty form, or while the current
 * checks find a unit unknown or too many entries; a failure for the form as it is now shows as such; the last answer
 * stays on screen, marked stale, while the answer for the form as it is now is on its way.
 */
export function simulationState(input: {
  hasRank: boolean;
  entries: number;
  blocked: boolean;
  /** the failure's words, when the call for the form as it is now failed */
  failed: string | null;
  /** the last answer, and the key of the form it was for */
  last: { key: string; data: SimulateAnswer } | null;
  /** the key of the form as it is now */
  key: string;
}): SimulationState {
  if (!input.hasRank) return { state: "idle", reason: "noRank" };
  if (input.entries === 0) return { state: "idle", reason: "empty" };
  if (input.blocked) return { state: "idle", reason: "blocked" };
  if (input.failed) return { state: "failed", message: input.failed };
  if (input.last) return { state: "ready", data: input.last.data, stale: input.last.key !== input.key || input.last.data.entries.length !== input.entries };
  return { state: "loading" };
}
