// How every script and test launches Chromium: the path scripts/ensure-browser.mjs found, and the flags this machine
// needs (no sandbox as root; background networking off, since there is no outside network).
import { existsSync, readFileSync } from "node:fs";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** CHROMIUM_PATH, else the path ensure-browser wrote, else undefined (Playwright's own browser). */
export function chromiumExecutablePath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(".cache/chromium-path") ? readFileSync(".cache/chromium-path", "utf8").trim() : undefined;
}
