import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from "@/lib/ui/chunk";

afterEach(() => vi.useRealTimers());

describe("chunk loading (portal.md §8, §9)", () => {
  it("waits 120 s, then fails with a chunk-load error", async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise(() => {}));
    const outcome = pending.then(() => "loaded", (error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain("120 s");
  });
  it("passes a loaded module through and turns a failed load into a chunk-load error", async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    await expect(loadChunk(() => Promise.reject(new Error("Failed to fetch dynamically imported module")))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
