// Finds a Chromium for the end-to-end tests, installing Debian's package when running as root if none is found.
// Prints what it did and writes the executable path to .cache/chromium-path for playwright.config.ts.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const say = (message) => console.log(`[ensure-browser] ${message}`);

async function playwrightManaged() {
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function systemChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

function installWithApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  say("no Chromium found: installing Debian's chromium with apt-get (this takes a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return true;
}

let path = await playwrightManaged();
if (path) say(`using the Playwright-managed Chromium at ${path}`);
if (!path) {
  path = systemChromium();
  if (path) say(`using the system Chromium at ${path}`);
}
if (!path && installWithApt()) {
  path = systemChromium();
  if (path) say(`installed Debian's chromium at ${path}`);
}
if (!path) {
  console.error(
    "[ensure-browser] No Chromium is available and none could be installed.\n" +
      "  Install one, then run the tests again:\n" +
      "    Debian/Ubuntu:  sudo apt-get install chromium\n" +
      "    anywhere with internet:  npx playwright install chromium\n" +
      "  or point CHROMIUM_PATH at an existing Chrome/Chromium executable.",
  );
  process.exit(1);
}
try {
  say(`version: ${execFileSync(path, ["--version"], { encoding: "utf8", timeout: 20_000, stdio: ["ignore", "pipe", "ignore"] }).trim()}`);
} catch (error) {
  console.error(`[ensure-browser] ${path} does not run (${error.message.split("\n")[0]}); set CHROMIUM_PATH to a working Chromium.`);
  process.exit(1);
}
mkdirSync(".cache", { recursive: true });
writeFileSync(".cache/chromium-path", path);
say("wrote the path to .cache/chromium-path (read by playwright.config.ts and bench:site)");
