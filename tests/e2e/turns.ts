// The demo student's targets are one list that several specs change (a college made a target, then removed) and one
// spec counts. Playwright runs specs side by side on two workers, so the tests that change or count that list take
// turns: each holds a lock directory (mkdir either makes it or fails, in one step) from before it starts until it ends.
import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";

/** A lock older than this was left by a run that was killed (the longest test's own bound is 180 s). */
const STALE_MS = 240_000;

async function take(dir: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(dir);
      return Date.now() - started;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const held = await stat(dir).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (held > STALE_MS) await rm(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Every test of the file (or describe block) this is called in takes its turn with the others that share `what`; the
 * time spent waiting is added to the test's own time limit. */
export function takeTurnsWith(what: string): void {
  const dir = join(tmpdir(), `qihang-e2e-${process.env.E2E_RUN ?? process.env.E2E_PORT ?? "4399"}-${what}.lock`);
  // the empty pattern: Playwright reads which fixtures a hook needs from its first argument
  test.beforeEach(async ({}, info) => {
    const own = info.timeout;
    info.setTimeout(own + STALE_MS);
    info.setTimeout(own + (await take(dir)));
  });
  test.afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
}
