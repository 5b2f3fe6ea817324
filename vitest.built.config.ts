import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// Tests over the built site in dist/client; run after `npm run build`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/built/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    // two files start a server each on a fresh database (about half a minute of seeding); two workers start both at once
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
