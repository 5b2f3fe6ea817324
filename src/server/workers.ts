// Several API processes behind one port (issue 27): WORKERS=N with DATABASE_URL naming PostgreSQL forks N workers with
// node's cluster module (the primary accepts connections and hands them round). Each worker keeps its own caches and
// hears the others' writes through the database (lib/bus.ts); limits, lockouts and revocations live in the database.
// A worker that dies is started again. With the embedded database the count is one: PGlite's files belong to the one
// process that opened them, so a second process could not open them.
import cluster from "node:cluster";

/** The number of processes to run: WORKERS (default 1), forced to 1 without PostgreSQL. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): { count: number; note: string | null } {
  const asked = Number(env.WORKERS ?? 1);
  const wanted = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, 64) : 1;
  const postgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "");
  if (wanted > 1 && !postgres) {
    return { count: 1, note: `WORKERS=${asked} ignored: the embedded database (PGlite) is opened by one process only; set DATABASE_URL to a PostgreSQL server to run several` };
  }
  return { count: wanted, note: null };
}

/**
 * Runs `start` in this process, or, with several workers, in each of N forked workers while this process only
 * prepares (`prepare`: migrate and seed once, before any worker opens the database), watches and restarts them.
 */
export async function runWorkers(name: string, start: () => Promise<void>, prepare?: () => Promise<void>): Promise<void> {
  const { count, note } = workerCount();
  if (note) console.warn(`[${name}] ${note}`);
  if (count === 1 || !cluster.isPrimary) return start();

  await prepare?.();
  let stopping = false;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork({ QIHANG_WORKER: "1" });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    console.error(`[${name}] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    // a worker that cannot start at all would otherwise be forked in a tight loop
    setTimeout(fork, recentDeaths.length > count * 3 ? 5000 : 200);
  });
  for (let i = 0; i < count; i++) fork();
  console.log(`[${name}] ${count} worker processes on one port (PostgreSQL)`);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5000).unref();
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on("exit", () => {
      if (--left <= 0) process.exit(0);
    });
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
