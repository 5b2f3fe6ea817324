import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Tests over the built site in dist/client; run after `npm run build`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: { include: ["tests/built/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
});
