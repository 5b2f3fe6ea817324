// Shedding excess load (issue 27): on score-release night more students may call than a process can answer. Without a
// bound every call waits its turn, and at 500 students on the embedded database a fifth of the probability lists waited
// a full minute and were given up by the browser. Here a process runs at most `active` API calls at once (fewer on the
// embedded database) and queues the rest; a call that would wait longer than `maxWaitMs` (queue length × the recent
// time per call ÷ `active`) is answered at once with 503 and Retry-After, so the browser tries again shortly instead of
// hanging (src/lib/http/retry.ts), and the calls that are let in still finish in reasonable time. A call that waited in
// the queue past twice the bound is turned away too (the estimate was wrong). Nothing is cached or answered wrongly:
// a turned-away call did no work.
import type { Server } from "node:http";

export interface ShedOptions {
  /** calls running at once in this process */
  active: number;
  /** the longest expected wait in the queue before a call is turned away */
  maxWaitMs: number;
  /** a hard bound on the queue's length */
  maxQueue: number;
}

export interface ShedStats {
  running: number;
  queued: number;
  shed: number;
  /** the recent mean time of one call, ms (exponentially weighted) */
  meanMs: number;
}

export interface Gate {
  /** Resolves true when the call may run (call `done()` after), false when it is turned away. */
  enter(now?: number): Promise<boolean>;
  done(ms: number): void;
  stats(): ShedStats;
}

export const BUSY_RETRY_SECONDS = 1;
export const BUSY_MSG = "访问人数较多，请稍后重试（系统已自动排队）";

/** calls at once on PostgreSQL (a pool of connections, several backends working side by side) */
export const MAX_ACTIVE_POSTGRES = 16;
/**
 * calls at once on the embedded database: PGlite has one connection and runs one query at a time in this thread, so
 * calls let in beyond a few only wait inside the process, where no one can turn them away; with 16 at 500 students,
 * admitted calls outlived the browser's minute on a busy machine. On a quiet machine (README, bench:peak, 2026-11-28)
 * 4, 8 and 16 gave 65.7, 64.4 and 62.7 calls/s with the same p99s and no error: 4 keeps the waiting in the queue,
 * where a call that would wait too long is told at once to come back.
 */
export const MAX_ACTIVE_EMBEDDED = 4;

/** From the environment; the default of calls at once follows the database (DATABASE_URL set: PostgreSQL). */
export function shedOptions(env: NodeJS.ProcessEnv = process.env): ShedOptions {
  const num = (name: string, fallback: number, min: number) => {
    const v = Number(env[name]);
    return env[name] != null && env[name] !== "" && Number.isFinite(v) && v >= min ? v : fallback;
  };
  const active = num("QIHANG_MAX_ACTIVE", env.DATABASE_URL ? MAX_ACTIVE_POSTGRES : MAX_ACTIVE_EMBEDDED, 1);
  return { active, maxWaitMs: num("QIHANG_MAX_WAIT_MS", 5000, 0), maxQueue: num("QIHANG_MAX_QUEUE", 500, 0) };
}

export function createGate(options: ShedOptions): Gate {
  let running = 0;
  let shed = 0;
  // starts at 50 ms per call: an idle process lets in a queue of maxWaitMs / 50 × active before it has measured anything
  let meanMs = 50;
  const queue: { resolve: (ok: boolean) => void; at: number }[] = [];

  const next = () => {
    while (running < options.active && queue.length > 0) {
      const waiter = queue.shift()!;
      if (Date.now() - waiter.at > 2 * options.maxWaitMs) {
        shed++;
        waiter.resolve(false);
        continue;
      }
      running++;
      waiter.resolve(true);
    }
  };

  return {
    enter(now = Date.now()) {
      if (running < options.active && queue.length === 0) {
        running++;
        return Promise.resolve(true);
      }
      const expectedWait = ((queue.length + 1) * meanMs) / options.active;
      if (queue.length >= options.maxQueue || expectedWait > options.maxWaitMs) {
        shed++;
        return Promise.resolve(false);
      }
      return new Promise<boolean>((resolve) => queue.push({ resolve, at: now }));
    },
    done(ms) {
      running--;
      meanMs = 0.9 * meanMs + 0.1 * Math.max(0, ms);
      next();
    },
    stats: () => ({ running, queued: queue.length, shed, meanMs: Math.round(meanMs) }),
  };
}

/**
 * Keeps idle connections open longer than clients do (browsers keep theirs for minutes, undici 4 s), so that the server
 * never closes one just as a client sends its next request on it. With Node's 5 s default, a process busy for a
 * second or two at the peak can run the close timer before reading a request already waiting on the socket, and the
 * client sees the connection cut (UND_ERR_SOCKET: 264 of 1,447 calls in one bench:peak run of one process at load 16–20).
 */
export function keepConnections(server: Server, idleMs = 65_000): void {
  server.keepAliveTimeout = idleMs;
  // must be longer than the idle time, or a slow request's headers are cut first
  server.headersTimeout = idleMs + 1000;
}

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * Wraps an app's fetch with the gate. The answer to a turned-away call is the API's envelope with code 503 and the
 * header X-Qihang-Busy, which tells it apart from a database that is down.
 */
export function shedding<F extends Fetch>(fetch: F, gate: Gate): F {
  return (async (request: Request, ...rest: never[]) => {
    if (!(await gate.enter())) {
      return new Response(JSON.stringify({ code: 503, success: false, data: null, msg: BUSY_MSG }), {
        status: 503,
        headers: { "Content-Type": "application/json; charset=UTF-8", "Retry-After": String(BUSY_RETRY_SECONDS), "X-Qihang-Busy": "1" },
      });
    }
    const started = performance.now();
    try {
      return await fetch(request, ...rest);
    } finally {
      gate.done(performance.now() - started);
    }
  }) as F;
}
