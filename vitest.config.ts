import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// Unit tests (pure rules, stores, helpers) and API tests (the Hono app through app.request, no listening server).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // vitest's default on a two-core machine is one worker (cores − 1): the files then run one after another while a
    // core idles whenever a file waits (PGlite's start, a worker thread, a timer); two keep both cores busy
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
