// What `npm run bench:peak` reads from each API process (issue 27), only when QIHANG_STATS_DIR is set: every second
// the process writes <dir>/<pid>.json with its RSS, heap, CPU time and, on the embedded database, the time spent
// inside PGlite (which runs in this thread, so that time is the database's share of this process). On PostgreSQL the
// database is other processes: the bench reads their CPU time from /proc itself.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { busStats } from "./bus";

const statsDir = process.env.QIHANG_STATS_DIR;

export const dbTime = {
  /** CPU milliseconds spent inside PGlite's protocol calls (embedded database only; 0 when not measured) */
  ms: 0,
  calls: 0,
  /** Wraps the one synchronous entry every PGlite query goes through, when the bench asks for figures. */
  watchPglite(pglite: object): void {
    if (!statsDir) return;
    const target = pglite as { execProtocolRawSync?: (...a: unknown[]) => unknown };
    const original = target.execProtocolRawSync;
    if (typeof original !== "function") return;
    target.execProtocolRawSync = function (this: unknown, ...args: unknown[]) {
      // CPU time, not wall time: on a busy machine the thread also waits for a core, which is not the database's doing
      const started = process.cpuUsage();
      try {
        return original.apply(this, args);
      } finally {
        const used = process.cpuUsage(started);
        dbTime.ms += (used.user + used.system) / 1000;
        dbTime.calls++;
      }
    };
  },
};

/** Starts writing this process's figures every second (when QIHANG_STATS_DIR is set). */
export function writeProcessStats(role: string): void {
  if (!statsDir) return;
  mkdirSync(statsDir, { recursive: true });
  const file = path.join(statsDir, `${process.pid}.json`);
  const write = () => {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const figures = {
      pid: process.pid, role, at: Date.now(), rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external,
      arrayBuffers: memory.arrayBuffers, cpuMs: (cpu.user + cpu.system) / 1000, dbMs: dbTime.ms, dbCalls: dbTime.calls, bus: busStats,
    };
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(figures));
      // rename is atomic: the bench never reads half a file
      renameSync(`${file}.tmp`, file);
    } catch {
      // the bench's directory went away: nothing to report to
    }
  };
  write();
  setInterval(write, 1000).unref();
}
