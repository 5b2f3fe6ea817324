// Starts one of our built servers as its own process on a fresh database and a free loopback port, for the built-site
// tests: answers its base address, and stop() ends it and removes the database.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  stop: () => void;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `node <args>` with DATA_DIR (a fresh directory), HOST and PORT set; resolves once /api/openapi.json answers (after migrating and seeding). */
export async function startServer(what: string, args: string[]): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "qihang-built-"));
  // under npm test the database starts as a copy of the one seeded for the end-to-end tests (the server migrates what
  // is missing and seeds nothing twice); run alone, the server seeds its fresh directory itself
  const seeded = process.env.E2E_SEEDED_DIR;
  if (seeded && existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1" };
  delete env.DATABASE_URL;
  const port = await freePort();
  const child = spawn("node", args, { env: { ...env, PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped: ${errors.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return { base, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`${what} did not start: ${errors.slice(-2000)}`);
}
