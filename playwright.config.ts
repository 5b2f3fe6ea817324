import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "./scripts/chromium.mjs";

// End-to-end tests drive the BUILT site served by the real Node server, in Chromium found by scripts/ensure-browser.mjs.
const port = Number(process.env.E2E_PORT ?? 4399);
// one name per run, which its workers inherit: the locks the tests take turns with (tests/e2e/turns.ts) are this run's
process.env.E2E_RUN ??= `${process.pid}-${Date.now().toString(36)}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // on CI a failed test runs once more, and npm test names every test that passed only then (scripts/test-all.mjs):
  // a red run lands nothing, and a walk of many calls on two shared cores can lose one call to the machine's load
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // a test of several pages with axe runs takes 10–15 s here, and a loaded two-core machine has been seen to run
  // a whole spec two or three times slower: the bound is for a hung test, not a measure of speed
  timeout: 60_000,
  // two workers, the server and its database share two cores: a page that waits on a login (argon2id) or a report can
  // take longer than the default 5 s to show under that load
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumExecutablePath(),
      args: chromiumArgs,
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/guides`,
    env: { HOST: "127.0.0.1", PORT: String(port) },
    reuseExistingServer: false,
    // a fresh database is migrated and seeded first (about 30 s on two busy cores); under npm test it is a copy of one
    // seeded beside the build (E2E_SEEDED_DIR, scripts/e2e-server.mjs)
    timeout: 180_000,
  },
});
