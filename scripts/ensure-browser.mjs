// Finds a Chromium for the end-to-end tests, installing Debian's package when running as root if none is found.
// Prints what it did and writes the executable path to .cache/chromium-path for playwright.config.ts.
// Debian's chromium-headless-shell is preferred (and added beside a system chromium when it can be): the same Blink and
// V8 without the full browser's window machinery, it used about a fifth less CPU over an end-to-end spec (the browser
// process 15 → 6 CPU-s, a new page 1.3 → 0.3 s) — Playwright's own default for headless runs is this shell too.
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

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

function systemChromium() {
  const candidates = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

const canApt = () => typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/usr/bin/apt-get");

function installWithApt(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}

let path = await playwrightManaged();
if (path) say(`using the Playwright-managed Chromium at ${path}`);
if (!path) {
  path = systemChromium();
  // a full system chromium is there but not the lighter shell: add it when we may (else the full one is used)
  if (path && !process.env.CHROMIUM_PATH && path !== HEADLESS_SHELL && existsSync("/usr/bin/chromium") && canApt()) {
    try {
      say("adding Debian's chromium-headless-shell beside the system chromium (lighter for the end-to-end tests)…");
      installWithApt(["chromium-headless-shell"]);
      path = systemChromium();
    } catch (error) {
      say(`could not install chromium-headless-shell (${String(error.message).split("\n")[0]}): using ${path}`);
    }
  }
  if (path) say(`using the system Chromium at ${path}`);
}
if (!path && canApt()) {
  say("no Chromium found: installing Debian's chromium-headless-shell with apt-get (this takes a minute)…");
  installWithApt(["chromium-headless-shell"]);
  path = systemChromium();
  if (path) say(`installed Debian's chromium-headless-shell at ${path}`);
}
if (!path) {
  console.error(
    "[ensure-browser] No Chromium is available and none could be installed.\n" +
      "  Install one, then run the tests again:\n" +
      "    Debian/Ubuntu:  sudo apt-get install chromium-headless-shell\n" +
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
