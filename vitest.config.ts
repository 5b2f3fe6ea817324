import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit tests (pure rules, stores, helpers) and API tests (the Hono app through app.request, no listening server).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
